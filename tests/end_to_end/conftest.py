"""The real bot against the fake Discord, with a real SQLite database in a temporary folder."""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.running.app import BackAlleyBot, create_bot
from bot.running.config import Settings
from testbed.fakediscord import FakeChannel, FakeDiscord, FakeGuild, FakeMember
from testbed.fakediscord.plugin import fake_discord

__all__ = ["fake_discord"]


class Clock:
    """The bot's clock in tests: real time plus however far a test moved it on."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds


@dataclass
class World:
    fake: FakeDiscord
    guild: FakeGuild
    channel: FakeChannel
    players: list[FakeMember]
    stranger: FakeMember
    database: Path

    clock: Clock

    async def new_bot(self) -> BackAlleyBot:
        settings = Settings(token=self.fake.token, database=self.database)
        return await create_bot(
            settings,
            guild_ready_timeout=0.05,
            table_delay=0.05,
            computer_pause=0.01,
            clock=self.clock,
        )

    def member(self, user_id: int) -> FakeMember:
        for member in [*self.players, self.stranger]:
            if member.id == user_id:
                return member
        raise KeyError(user_id)


class _Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def no_error_logs(request: pytest.FixtureRequest) -> Iterator[None]:
    """discord.py logs the exceptions of callbacks instead of raising them: any ERROR logged
    while a test drives the bot fails the test (unless the test is marked `logs_errors` and
    checks them itself)."""
    if request.node.get_closest_marker("logs_errors"):
        yield
        return
    handler = _Errors()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield
    finally:
        root.removeHandler(handler)
    messages = [f"{r.name}: {r.getMessage()}\n{r.exc_text or ''}" for r in handler.records]
    assert not messages, "errors were logged:\n" + "\n".join(messages)


@pytest.fixture
async def world(fake_discord: FakeDiscord, tmp_path: Path) -> World:
    fake = fake_discord
    guild = fake.add_guild("Back Alley Club")
    channel = fake.add_text_channel(guild, "card-room")
    players = [fake.add_member(guild, name) for name in ("alice", "bob", "carol", "dave")]
    stranger = fake.add_member(guild, "erin")
    return World(fake, guild, channel, players, stranger, tmp_path / "bot.db", Clock())


@pytest.fixture
async def bot(world: World) -> AsyncIterator[BackAlleyBot]:
    client = await world.new_bot()
    async with world.fake.running(client):
        yield client
