"""What the presentation tests share: the usual font search around each test (some change
it; a test that needs other fonts asks for them in its own fixture, which runs after this
one), and one rule for fonts that are missing: a failure on CI (`make test` installs them),
a skip elsewhere."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from bot.ui.images import configure_fonts


@pytest.fixture(autouse=True)
def system_fonts() -> Iterator[None]:
    """The test starts and ends with the usual font search (some tests change it)."""
    configure_fonts(None)
    yield
    configure_fonts(None)


def fonts_missing(missing: list[str]) -> None:
    """Stop a test that needs what is not installed: on CI a failure, elsewhere a skip."""
    if not missing:
        return
    message = f"not installed: {', '.join(missing)} (make test installs them)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)
