# The PostgreSQL fixtures (pg_server, pg_url, pg_template) for every test folder, and the
# `databases` fixture that runs the store and service tests on both backends. Registered once
# here, so that the whole session shares one server.
from typing import Any

pytest_plugins = ["tests.pgplugin", "tests.backends"]


def pytest_terminal_summary(terminalreporter: Any) -> None:
    # Says which solver the computer players' tests ran on: without a C compiler the
    # package installs without its compiled core and the Python solver answers.
    from bot.ai import endgame

    if endgame.core is None:
        line = "exact-search core: missing (bot/ai/_core.c not built), the Python solver answers"
    else:
        line = f"exact-search core: built ({endgame.core.__file__})"
    terminalreporter.write_line(line)
