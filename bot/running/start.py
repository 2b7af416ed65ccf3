"""What `python -m bot` does once its settings are read: check that the database answers,
take the database for this bot alone (`one_bot.py`), open `/healthz` (with `METRICS_PORT`)
before the first attempt to reach Discord, then connect, retrying, until SIGTERM or SIGINT
(`runner.py`). The test bed's child bot starts the same way."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import AsyncIterator
from typing import Any

from bot.running.app import create_bot, use_endpoints
from bot.running.config import Settings
from bot.running.health import Health, open_endpoint
from bot.running.one_bot import DatabaseTaken, alone_on
from bot.running.runner import serve
from bot.store import DatabaseUnavailable
from bot.store.backends import reachable


async def run_bot(settings: Settings, *, check_token: bool = True, **bot_options: Any) -> int:
    """Play until stopped; the process's exit code. `bot_options` go to `create_bot`."""
    try:
        # A wrong URL or password is one clear line at once, not a retry loop.
        await reachable(settings.database)
    except DatabaseUnavailable as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    use_endpoints(settings)
    try:
        with alone_on(settings.database):
            async with endpoint(settings) as health:
                # A refused token is one line, with nothing opened or migrated.
                return await serve(
                    lambda: create_bot(settings, health=health, **bot_options),
                    settings.token,
                    check_token=check_token,
                    health=health,
                )
    except DatabaseTaken as taken:
        print(f"error: {taken}: one bot per database; stop that one first", file=sys.stderr)
        return 1
    except PortTaken as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


class PortTaken(Exception):
    """METRICS_PORT cannot be listened on."""


@contextlib.asynccontextmanager
async def endpoint(settings: Settings) -> AsyncIterator[Health | None]:
    """The process's `/healthz` and `/metrics`, when `METRICS_PORT` asks for them."""
    if settings.metrics_port is None:
        yield None
        return
    health = Health()
    where = f"{settings.metrics_host}:{settings.metrics_port}"
    try:
        runner = await open_endpoint(health, settings.metrics_host, settings.metrics_port)
    except OSError as error:
        raise PortTaken(
            f"cannot serve the metrics on {where} (METRICS_HOST, METRICS_PORT):"
            f" {error.strerror or error}"
        ) from None
    try:
        yield health
    finally:
        await runner.cleanup()
