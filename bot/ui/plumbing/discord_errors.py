"""Every error Discord gives the bot, classified once, with what the bot does about it.

Servers change under a game that lasts days: a moderator deletes a thread or a message, takes
a permission away, removes the bot. None of that is a bug, so none is logged at ERROR:

- GONE (404: unknown channel, message…): stop; the place or the message is not coming back
  (a deleted place ends its game, a deleted table message is posted again);
- FORBIDDEN (403, or a locked thread): degrade, and tell the person acting what is missing;
- RATE_LIMITED (429 that discord.py did not wait out): retry later, with a backoff;
- SERVER (5xx) and NETWORK (no answer): retry later, with a backoff (discord.py has already
  retried a few times itself).

Anything else is not Discord's doing: it is logged at ERROR, as a bug.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from enum import StrEnum

import aiohttp
import discord

# Discord's JSON error codes the bot reacts to.
UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MESSAGE = 10008
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013
THREAD_ARCHIVED = 50083  # a locked thread: only a moderator may write in it again

# Retries of a request that Discord could not serve: after 2, 4, 8… seconds.
BACKOFF = 2.0
MAX_BACKOFF = 300.0


class Kind(StrEnum):
    GONE = "gone"
    FORBIDDEN = "forbidden"
    RATE_LIMITED = "rate limited"
    SERVER = "server error"
    NETWORK = "network"


@dataclass(frozen=True, slots=True)
class Trouble:
    """What went wrong with a request to Discord, in the bot's terms."""

    kind: Kind
    code: int  # Discord's JSON error code (0 when there is none)
    text: str

    @property
    def place_gone(self) -> bool:
        """The channel or thread (or its whole server) does not exist any more."""
        return self.kind is Kind.GONE and self.code in (UNKNOWN_CHANNEL, UNKNOWN_GUILD)

    @property
    def message_gone(self) -> bool:
        return self.kind is Kind.GONE and self.code == UNKNOWN_MESSAGE

    @property
    def archived(self) -> bool:
        """The thread is archived: the bot must reopen it (or may not: it is locked)."""
        return self.code == THREAD_ARCHIVED

    @property
    def retry(self) -> bool:
        """Worth trying again later: Discord, or the way to it, had a moment."""
        return self.kind in (Kind.RATE_LIMITED, Kind.SERVER, Kind.NETWORK)


def classify(error: BaseException) -> Trouble | None:
    """The trouble an error of a request to Discord stands for; None if it is not Discord's
    (a bug of ours)."""
    match error:
        case discord.NotFound():
            return Trouble(Kind.GONE, error.code, error.text or "not found")
        case discord.Forbidden():
            return Trouble(Kind.FORBIDDEN, error.code, error.text or "forbidden")
        case discord.RateLimited():
            return Trouble(Kind.RATE_LIMITED, 0, f"retry after {error.retry_after:.0f}s")
        case discord.DiscordServerError():
            return Trouble(Kind.SERVER, error.code, f"{error.status} {error.text}".strip())
        case discord.HTTPException() if error.status == 429:
            return Trouble(Kind.RATE_LIMITED, error.code, error.text)
        case discord.HTTPException() if error.code == THREAD_ARCHIVED:
            return Trouble(Kind.FORBIDDEN, error.code, error.text)
        case discord.HTTPException() if error.status >= 500:
            return Trouble(Kind.SERVER, error.code, error.text)
        case aiohttp.ClientError() | asyncio.TimeoutError() | OSError():
            return Trouble(Kind.NETWORK, 0, str(error) or type(error).__name__)
    return None


def noted(log: logging.Logger, error: BaseException, what: str) -> Trouble | None:
    """Log a failed request to Discord at the level it deserves: a server's change at INFO,
    Discord's trouble at WARNING, a bug at ERROR (with its traceback). Returns its class."""
    trouble = classify(error)
    if trouble is None:
        log.error("%s: unexpected error", what, exc_info=error)
    elif trouble.kind in (Kind.GONE, Kind.FORBIDDEN):
        log.info("%s: %s (%s %d)", what, trouble.text, trouble.kind, trouble.code)
    else:
        log.warning("%s: %s (%s)", what, trouble.text, trouble.kind)
    return trouble


def backoff(attempt: int) -> float:
    """Seconds to wait before the `attempt`-th retry (1, 2, …)."""
    return min(MAX_BACKOFF, BACKOFF * 2.0 ** (attempt - 1))
