"""Discord out of reach: at start (connections refused, or accepted and never answered) and
while playing (the connection drops). Each problem is one log line, attempts back off, and a
stop at any moment ends the run cleanly."""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import Awaitable, Callable

import pytest

from bot.running.app import BackAlleyBot
from bot.running.config import Settings
from bot.running.runner import Backoff, run
from bot.running.services import open_services

from .conftest import World


class Runs:
    """`bot.running.runner.run` in a task, with the bots it built and the warnings it logged."""

    def __init__(
        self,
        world: World,
        caplog: pytest.LogCaptureFixture,
        make: Callable[[], Awaitable[BackAlleyBot]] | None = None,
        **options: object,
    ) -> None:
        self.world = world
        self.make = make or world.new_bot
        self.caplog = caplog
        self.bots: list[BackAlleyBot] = []
        self.stop = asyncio.Event()
        caplog.set_level(logging.INFO)
        self.task = asyncio.create_task(
            run(self.new_bot, world.fake.token, self.stop, **options)  # type: ignore[arg-type]
        )

    async def new_bot(self) -> BackAlleyBot:
        self.bots.append(await self.make())
        return self.bots[-1]

    def warnings(self, logger: str = "bot.running.runner") -> list[logging.LogRecord]:
        return [
            r
            for r in self.caplog.records
            if r.name == logger
            and r.levelno == logging.WARNING
            and "voice will NOT be supported" not in r.getMessage()
        ]

    async def wait_for_warnings(self, count: int, logger: str = "bot.running.runner") -> None:
        await self.world.fake.wait_until(
            lambda: len(self.warnings(logger)) >= count, timeout=15, message="the warnings"
        )

    async def ready(self) -> BackAlleyBot:
        await self.world.fake.wait_until(
            lambda: bool(self.bots) and self.bots[-1].is_ready(), timeout=15, message="ready"
        )
        return self.bots[-1]

    async def stopped(self) -> int:
        self.stop.set()
        return await asyncio.wait_for(self.task, timeout=15)


DELAY = re.compile(r"; retrying in (\d+\.\d) s$")


async def test_refused_connections_at_start_are_retried_with_growing_delays(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    fake = world.fake
    await fake.go_offline("refuse")
    runs = Runs(world, caplog, backoff=Backoff(0.05, 0.4, random.Random(7)))
    await runs.wait_for_warnings(5)
    await fake.go_online()
    bot = await runs.ready()
    assert await runs.stopped() == 0
    assert bot.is_closed()

    lines = [r.getMessage() for r in runs.warnings()]
    assert len(lines) >= 5
    for line in lines:
        assert line.startswith("cannot reach Discord: Cannot connect to host 127.0.0.1"), line
        assert "\n" not in line
    assert not any(r.exc_info for r in runs.warnings())
    # Capped exponential backoff with jitter: each delay is between half and all of
    # min(cap, first * 2^attempt).
    delays = [float(DELAY.search(line)[1]) for line in lines]  # type: ignore[index]
    for attempt, delay in enumerate(delays):
        ceiling = min(0.4, 0.05 * 2**attempt)
        assert ceiling / 2 - 0.05 <= delay <= ceiling + 0.05, delays
    assert delays[-1] > delays[0]
    # One bot a try: nothing half-started carries over from a failed one.
    assert len(runs.bots) == len(lines) + 1
    assert all(b.is_closed() for b in runs.bots)


async def test_a_connection_that_hangs_is_given_up_and_a_stop_ends_the_wait(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    fake = world.fake
    await fake.go_offline("hang")
    runs = Runs(world, caplog, backoff=Backoff(0.05, 0.1), login_timeout=0.3)
    await runs.wait_for_warnings(2)
    assert fake.offline_connections >= 2
    assert all(
        r.getMessage().startswith("cannot reach Discord: no answer in 0.3 s; retrying in")
        for r in runs.warnings()
    )
    # Stopped while a connection hangs: no error, exit code 0.
    await fake.wait_until(lambda: fake.offline_connections >= 3, timeout=5)
    assert await runs.stopped() == 0
    assert "stopped before reaching Discord" in caplog.text
    assert all(b.is_closed() for b in runs.bots)


async def test_a_dropped_connection_while_playing_is_one_line_and_comes_back(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    fake = world.fake
    runs = Runs(world, caplog)
    bot = await runs.ready()
    before = set(fake.hub.sessions)
    await fake.go_offline("drop")
    # The connection is reset as it is made: discord.py tries again, one line each time.
    await fake.wait_until(lambda: fake.offline_connections >= 2, timeout=20)
    await runs.wait_for_warnings(2, logger="discord.shard")
    for line in runs.warnings("discord.shard"):
        assert line.getMessage().startswith("cannot reach Discord (shard 0): "), line.getMessage()
        assert re.search(r"; retrying in \d+\.\d s$", line.getMessage())
        assert line.exc_info is None
    assert "Traceback" not in caplog.text
    await fake.go_online()

    # The shard could not resume at once: discord.py's AutoShardedClient then identifies
    # anew (a new session, after its 5 s wait before an IDENTIFY), where a plain Client
    # would have resumed.
    def connected() -> bool:
        return any(s.id not in before for s in fake.hub.live_sessions)

    await fake.wait_until(connected, timeout=20, message="the bot to connect again")
    await fake.wait_until(bot.is_ready, message="the bot to be ready again")
    ix = await fake.slash(world.players[0], world.channel, "backalley rules")
    assert not ix.failed and ix.response is not None
    assert runs.bots == [bot] and not bot.is_closed()
    assert await runs.stopped() == 0
    assert bot.is_closed()


async def test_a_stop_while_waiting_to_retry_ends_at_once(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    await world.fake.go_offline("refuse")
    runs = Runs(world, caplog, backoff=Backoff(60, 60))
    await runs.wait_for_warnings(1)
    loop = asyncio.get_running_loop()
    start = loop.time()
    assert await runs.stopped() == 0
    assert loop.time() - start < 5  # not the minute's wait


async def test_a_slow_set_up_after_discord_answered_is_not_cut_off(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    """The timeout is for Discord's answer; the bot's own set-up (a big database, commands
    synced through rate limits) may take longer without starting over."""

    class SlowStart(BackAlleyBot):
        async def setup_hook(self) -> None:
            await asyncio.sleep(2.5)
            await super().setup_hook()

    async def slow() -> BackAlleyBot:
        settings = Settings(token=world.fake.token, database=world.database)
        services = await open_services(settings)
        return SlowStart(settings, services, guild_ready_timeout=0.05, table_delay=0.05)

    runs = Runs(world, caplog, slow, login_timeout=1.0)
    bot = await runs.ready()
    assert isinstance(bot, SlowStart)
    assert await runs.stopped() == 0
    assert runs.bots == [bot] and not runs.warnings()
