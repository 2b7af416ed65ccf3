"""Every error of a request to Discord falls in one class, with its reaction."""

from __future__ import annotations

from dataclasses import dataclass

import aiohttp
import discord
import pytest

from bot.ui.plumbing.discord_errors import Kind, backoff, classify


@dataclass
class Answer:
    """What discord.py reads of an HTTP answer to build its exception."""

    status: int
    reason: str = "reason"


def http_error(kind: type[discord.HTTPException], status: int, code: int) -> BaseException:
    return kind(Answer(status), {"code": code, "message": f"error {code}"})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("error", "kind", "place_gone", "message_gone", "archived", "retry"),
    [
        (http_error(discord.NotFound, 404, 10003), Kind.GONE, True, False, False, False),
        (http_error(discord.NotFound, 404, 10008), Kind.GONE, False, True, False, False),
        (http_error(discord.Forbidden, 403, 50013), Kind.FORBIDDEN, False, False, False, False),
        (http_error(discord.HTTPException, 400, 50083), Kind.FORBIDDEN, False, False, True, False),
        (http_error(discord.HTTPException, 429, 0), Kind.RATE_LIMITED, False, False, False, True),
        (http_error(discord.DiscordServerError, 503, 0), Kind.SERVER, False, False, False, True),
        (discord.RateLimited(30.0), Kind.RATE_LIMITED, False, False, False, True),
        (aiohttp.ClientConnectionError("reset"), Kind.NETWORK, False, False, False, True),
        (TimeoutError(), Kind.NETWORK, False, False, False, True),
    ],
)
def test_discord_errors_are_classified(
    error: BaseException,
    kind: Kind,
    place_gone: bool,
    message_gone: bool,
    archived: bool,
    retry: bool,
) -> None:
    trouble = classify(error)
    assert trouble is not None and trouble.kind is kind
    assert (trouble.place_gone, trouble.message_gone, trouble.archived, trouble.retry) == (
        place_gone,
        message_gone,
        archived,
        retry,
    )


def test_a_bug_is_not_discords_trouble() -> None:
    assert classify(KeyError("seat")) is None
    assert classify(http_error(discord.HTTPException, 400, 50035)) is None  # a malformed request


def test_retries_wait_longer_each_time_up_to_a_limit() -> None:
    waits = [backoff(attempt) for attempt in range(1, 12)]
    assert waits[:3] == [2.0, 4.0, 8.0]
    assert waits == sorted(waits) and waits[-1] == 300.0
