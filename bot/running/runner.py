"""Reaching Discord, staying connected and stopping: what a self-hoster sees of it.

Discord may be out of reach when the bot starts (no network yet, a name that does not
resolve, an outage, a connection that hangs): each failed attempt is one log line, and the
next comes after a capped exponential backoff with jitter. A token Discord refuses stops the
bot at once with one line. SIGTERM or SIGINT stops it cleanly at any moment — connecting,
waiting to retry, playing — and the process exits 0.

Once connected, discord.py itself reconnects a dropped gateway connection (the bot is an
`AutoShardedBot`: a shard that cannot resume at once identifies anew, after a backoff and
discord.py's 5 s wait before an IDENTIFY); its reconnect messages are turned into the same
kind of one-line warning.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import signal
import sys
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import aiohttp
import discord

from bot.running.health import CONNECTING, Health
from bot.store import DatabaseUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

LOGIN_TIMEOUT = 15.0  # seconds without an answer before a connection attempt counts as failed
FIRST_DELAY = 1.0
MAX_DELAY = 120.0
STOP_GRACE = 2.0  # seconds the gateway loop gets to notice a closed bot before it is cancelled

# What a Discord out of reach looks like (a 5xx answer is an HTTPException, and so is a 401:
# the refused token is caught before these).
UNREACHABLE: tuple[type[BaseException], ...] = (
    OSError,
    aiohttp.ClientError,
    TimeoutError,
    discord.GatewayNotFound,
    discord.DiscordServerError,
    discord.ConnectionClosed,
)
# Gateway close codes that no retry can fix: a refused token, a bad intent.
TOKEN_REFUSED = 4004
INTENTS_REFUSED = (4013, 4014)


class Backoff:
    """Delays between attempts: doubling from `first` up to `cap`, each drawn between half and
    all of that, so that bots restarted together do not knock all at once."""

    def __init__(
        self,
        first: float = FIRST_DELAY,
        cap: float = MAX_DELAY,
        rng: random.Random | None = None,
    ) -> None:
        self.first = first
        self.cap = cap
        self.rng = rng or random.Random()
        self.attempts = 0

    def next(self) -> float:
        ceiling = min(self.cap, self.first * 2.0**self.attempts)
        self.attempts += 1
        return ceiling * (0.5 + 0.5 * self.rng.random())

    def reset(self) -> None:
        self.attempts = 0


def describe(error: BaseException, timeout: float = LOGIN_TIMEOUT) -> str:
    """A failed connection in one line."""
    if isinstance(error, TimeoutError):
        return f"no answer in {timeout:g} s"
    if isinstance(error, discord.ConnectionClosed):
        return f"the connection closed (code {error.code})"
    return str(error) or type(error).__name__


async def token_refused(token: str, timeout: float = LOGIN_TIMEOUT) -> bool:
    """Whether Discord refuses the token, asked before anything is opened (the bot opens its
    database before it logs in); any other answer, or none, is for `run` to deal with."""
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    try:
        await asyncio.wait_for(http.static_login(token), timeout)
    except discord.LoginFailure:
        return True
    except Exception:
        return False
    finally:
        await http.close()
    return False


def refused_token() -> int:
    print(
        "error: Discord refused the token in DISCORD_TOKEN: copy it again from the "
        "Developer Portal (Bot → Reset Token)",
        file=sys.stderr,
    )
    return 1


async def run(
    make_bot: Callable[[], Awaitable[discord.Client]],
    token: str,
    stop: asyncio.Event,
    *,
    backoff: Backoff | None = None,
    login_timeout: float = LOGIN_TIMEOUT,
    health: Health | None = None,
) -> int:
    """Connect and play until `stop` is set; the exit code. A fresh bot, on freshly opened
    services, is built for every attempt, so that nothing half-started (a session, a
    database) carries over. `health` hears why no bot is connected meanwhile."""
    backoff = backoff or Backoff()
    health = health or Health()
    quiet_reconnects()
    while not stop.is_set():
        try:
            health.waiting(CONNECTING)
            bot = await make_bot()
            async with bot:
                logged_in = await until_stopped(stop, login(bot, token, login_timeout))
                if logged_in is None:
                    log.info("stopped before reaching Discord")
                    return 0
                backoff.reset()
                await play(bot, stop)
                return 0
        except discord.LoginFailure:
            return refused_token()
        except discord.PrivilegedIntentsRequired:
            print("error: the bot asked for an intent that is not enabled", file=sys.stderr)
            return 1
        except UNREACHABLE as error:
            if isinstance(error, discord.ConnectionClosed):
                if error.code == TOKEN_REFUSED:
                    return refused_token()
                if error.code in INTENTS_REFUSED:
                    print(f"error: Discord refused the intents: {error}", file=sys.stderr)
                    return 1
            if stop.is_set():
                return 0
            delay = backoff.next()
            reason = describe(error, login_timeout)
            log.warning("cannot reach Discord: %s; retrying in %.1f s", reason, delay)
            health.waiting(f"cannot reach Discord: {reason}; retrying")
        except discord.HTTPException as error:
            # Any other refusal at login (4xx): retrying would not change the answer.
            print(f"error: Discord refused the connection: {error}", file=sys.stderr)
            return 1
        except DatabaseUnavailable as error:
            # It answered at start (`python -m bot` checks): a restart or a network blip.
            if stop.is_set():
                return 0
            delay = backoff.next()
            log.warning("%s; retrying in %.1f s", error, delay)
            health.waiting(f"{error}; retrying")
        if await until_stopped(stop, asyncio.sleep(delay, result=True)) is None:
            log.info("stopped before reaching Discord")
            return 0
    return 0


async def login(bot: discord.Client, token: str, timeout: float) -> bool:
    """`bot.login`, given up when Discord does not answer within `timeout`. Once Discord has
    answered, the bot's own set-up (the database, syncing commands through rate limits) may
    take longer: cutting it off would only start it all over again."""
    task = asyncio.ensure_future(bot.login(token))
    try:
        done, _ = await asyncio.wait({task}, timeout=timeout)
        while not done and bot.user is not None:
            done, _ = await asyncio.wait({task}, timeout=timeout)
        if not done:
            raise TimeoutError
        task.result()
        return True
    finally:
        if not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


async def play(bot: discord.Client, stop: asyncio.Event) -> None:
    """The gateway connection, until it ends or `stop` is set; then a clean close."""
    playing = asyncio.ensure_future(bot.connect(reconnect=True))
    stopping = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({playing, stopping}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopping.cancel()
    if playing.done():
        playing.result()  # a connection Discord ended for good: the caller decides
        return
    # The bot's close lets the actions in flight commit and answer, then disconnects.
    await bot.close()
    # discord.py may be sleeping before a reconnect: it would notice the close only after.
    done, _ = await asyncio.wait({playing}, timeout=STOP_GRACE)
    if not done:
        playing.cancel()
    with contextlib.suppress(asyncio.CancelledError, *UNREACHABLE):
        await playing


async def until_stopped(stop: asyncio.Event, work: Coroutine[Any, Any, T]) -> T | None:
    """`work`'s result, or None if `stop` was set first (then `work` is cancelled)."""
    task = asyncio.ensure_future(work)
    stopping = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({task, stopping}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopping.cancel()
        finished = task.done()
        if not finished:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
    return task.result() if finished else None


async def serve(
    make_bot: Callable[[], Awaitable[discord.Client]],
    token: str,
    *,
    check_token: bool = False,
    health: Health | None = None,
    **options: Any,
) -> int:
    """`run` with SIGTERM and SIGINT as the stop; with `check_token`, a token Discord refuses
    is one line before any bot (and its database) is made."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    health = health or Health()

    def stopping() -> None:
        health.stopping()
        stop.set()

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stopping)
    try:
        if check_token:
            refused = await until_stopped(stop, token_refused(token))
            if refused is None:
                log.info("stopped before reaching Discord")
                return 0
            if refused:
                return refused_token()
        return await run(make_bot, token, stop, health=health, **options)
    finally:
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)


# discord.py's messages for a connection it tries again (`Client`, and each shard of an
# `AutoShardedClient`): their arguments, in order, are the shard (if any) and the delay.
RECONNECT_MESSAGES = {
    "Attempting a reconnect in %.2fs": False,
    "Attempting a reconnect for shard ID %s in %.2fs": True,
    "Failed to connect for shard_id: %s. Retrying...": True,  # retried after 5 s
}


class _OneLineReconnects(logging.Filter):
    """discord.py logs a dropped gateway connection with its whole traceback, as an error:
    one warning line is what an admin needs (the connection comes back by itself)."""

    def filter(self, record: logging.LogRecord) -> bool:
        sharded = RECONNECT_MESSAGES.get(str(record.msg))
        if sharded is None or not record.exc_info:
            return True
        error = record.exc_info[1]
        args = list(record.args) if isinstance(record.args, tuple) else []
        where = f" (shard {args.pop(0)})" if sharded and args else ""
        retry = args[0] if args else 5.0
        record.msg = f"cannot reach Discord{where}: %s; retrying in %.1f s"
        record.args = (describe(error) if error else "disconnected", retry)
        record.exc_info = None
        record.exc_text = None
        record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def quiet_reconnects() -> None:
    for name in ("discord.client", "discord.shard"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, _OneLineReconnects) for f in logger.filters):
            logger.addFilter(_OneLineReconnects())
