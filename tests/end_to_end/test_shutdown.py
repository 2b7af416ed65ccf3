"""`python -m bot` in its own process, against the fake Discord: SIGTERM in the middle of a
game stops it cleanly (exit 0) and loses nothing; the game then continues."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import GameService
from bot.store import open_database
from testbed.fakediscord import FakeInteraction
from tests.service.helpers import play_to_the_end

from .conftest import World

ROOT = Path(__file__).resolve().parents[2]


def process_env(world: World, heartbeat: Path) -> dict[str, str]:
    fake = world.fake
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": fake.token,
        "DATABASE_URL": str(world.database),
        "DISCORD_API_URL": f"{fake.base_url}/api/v10",
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "HEARTBEAT_FILE": str(heartbeat),
        "LOG_LEVEL": "INFO",
    }


async def start_process(world: World, heartbeat: Path, *args: str) -> asyncio.subprocess.Process:
    """`python -m bot` with `args` (`run` by default), its output and errors in one pipe."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *(args or ("run",)),
        cwd=world.database.parent,
        env=process_env(world, heartbeat),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )


async def test_sigterm_mid_game_loses_nothing(world: World) -> None:
    fake = world.fake
    heartbeat = world.database.parent / "heartbeat"
    process = await start_process(world, heartbeat)
    try:
        await fake.wait_until(lambda: fake.commands(), timeout=20, message="the commands")
        await fake.wait_until(heartbeat.exists, timeout=10, message="the heartbeat")
        alice = world.players[0]
        lobby = (await fake.slash(alice, world.channel, "backalley new", hands="4,3")).response
        assert lobby is not None
        for member in world.players[1:]:
            await fake.click(member, lobby, label="Join")
        await fake.click(alice, lobby, label="Start")
        place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
        # The game has moved to its thread once its table is posted there.
        await fake.wait_until(
            lambda: any(m.component(label="My hand") for m in fake.public_messages(place))
        )
        # Every player bids at once, as fast as they can; the bot is stopped meanwhile.
        sent: list[FakeInteraction] = []
        for _ in range(3):
            for member in world.players:
                sent.append(await fake.slash(member, place, "bid", amount="1", wait=False))
        # Stop it as soon as a bid is accepted and answered, with the others in flight.
        await fake.wait_until(
            lambda: any(ix.response is not None and not ix.ephemeral for ix in sent), timeout=10
        )
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), timeout=15)
        output = (await process.stdout.read()).decode() if process.stdout else ""
        assert code == 0, output
        assert "stopped cleanly" in output
        assert "Traceback" not in output
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()

    accepted = [ix for ix in sent if ix.response is not None and not ix.ephemeral]
    assert accepted, "no bid was answered before the stop"
    # Every bid the table saw acknowledged is in the database, and the game goes on.
    database = await open_database(world.database)
    try:
        service = GameService(database)
        (game_id,) = await service.load()
        table = await service.registry.open_table(game_id)
        assert table is not None and table.game is not None and table.place_id == place.id
        bids = [a for a in table.game.actions if a[1] == "bid"]
        assert len(bids) >= len(accepted)
        outcome = await play_to_the_end(service, table)
        assert outcome.table.status == "finished"
    finally:
        await database.close()


async def test_a_wrong_token_stops_with_a_clear_message(world: World) -> None:
    fake = world.fake
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": "not-the-token",
        "DATABASE_URL": str(world.database),
        "DISCORD_API_URL": f"{fake.base_url}/api/v10",
        "DISCORD_GATEWAY_URL": fake.gateway_url,
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=world.database.parent,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
    assert process.returncode == 1
    text = stderr.decode()
    assert "Discord refused the token in DISCORD_TOKEN" in text
    assert "Traceback" not in text
    assert text.count("\n") == 1, text


LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [A-Z]+ +[\w.]+: ")


async def collect(process: asyncio.subprocess.Process, lines: list[str]) -> None:
    assert process.stdout is not None
    async for raw in process.stdout:
        lines.append(raw.decode().rstrip("\n"))


@contextlib.asynccontextmanager
async def bot_process(
    world: World, heartbeat: Path
) -> AsyncIterator[tuple[asyncio.subprocess.Process, list[str], asyncio.Task[None]]]:
    """The bot in its own process, its output lines collected as they come; killed at the
    end if a test left it running."""
    process = await start_process(world, heartbeat)
    lines: list[str] = []
    reader = asyncio.create_task(collect(process, lines))
    try:
        yield process, lines, reader
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


async def stop_process(
    process: asyncio.subprocess.Process, signum: int, reader: asyncio.Task[None]
) -> int:
    process.send_signal(signum)
    code = await asyncio.wait_for(process.wait(), timeout=15)
    await asyncio.wait_for(reader, timeout=5)
    return code


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_a_stop_while_discord_refuses_connections_is_clean(world: World, signum: int) -> None:
    fake = world.fake
    await fake.go_offline("refuse")
    async with bot_process(world, world.database.parent / "heartbeat") as (process, lines, reader):
        await fake.wait_until(
            lambda: sum("cannot reach Discord: " in line for line in lines) >= 2, timeout=20
        )
        code = await stop_process(process, signum, reader)
    assert code == 0, lines
    # One line per event: every line of the output is a log line, none a traceback's.
    assert all(LOG_LINE.match(line) for line in lines), lines
    tries = [line for line in lines if "cannot reach Discord: " in line]
    assert all(re.search(r"retrying in \d+\.\d s$", line) for line in tries), tries
    assert "stopped before reaching Discord" in lines[-1]


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_a_stop_while_the_connection_hangs_is_clean(world: World, signum: int) -> None:
    fake = world.fake
    await fake.go_offline("hang")
    async with bot_process(world, world.database.parent / "heartbeat") as (process, lines, reader):
        await fake.wait_until(lambda: fake.offline_connections >= 1, timeout=20)
        code = await stop_process(process, signum, reader)
    assert code == 0, lines
    assert all(LOG_LINE.match(line) for line in lines), lines
    assert "stopped before reaching Discord" in lines[-1]


async def bot_command(world: World, heartbeat: Path, *args: str) -> tuple[int, str]:
    done = await start_process(world, heartbeat, *args)
    output, _ = await asyncio.wait_for(done.communicate(), timeout=30)
    assert done.returncode is not None
    return done.returncode, output.decode()


async def test_a_clean_stop_while_playing_marks_the_bot_stopped(world: World) -> None:
    """SIGINT while connected: exit 0; then `health` fails and `doctor` says to start it.
    A restore waits for the stop."""
    fake = world.fake
    heartbeat = world.database.parent / "heartbeat"
    async with bot_process(world, heartbeat) as (process, lines, reader):
        await fake.wait_until(heartbeat.exists, timeout=20, message="the heartbeat")
        assert (await bot_command(world, heartbeat, "health"))[0] == 0
        # A backup while it runs; a restore is refused until it stops.
        backups = world.database.parent / "backups"
        code, said = await bot_command(world, heartbeat, "backup", f"{backups}/")
        assert code == 0, said
        (saved,) = backups.iterdir()
        code, said = await bot_command(world, heartbeat, "restore", str(saved))
        assert code == 1 and f"a bot is running on {world.database}" in said, said
        code = await stop_process(process, signal.SIGINT, reader)
    assert code == 0, lines
    assert all(LOG_LINE.match(line) for line in lines), lines
    assert "stopped cleanly" in lines[-1]
    assert heartbeat.exists()  # fresh, but it says the bot stopped
    assert (await bot_command(world, heartbeat, "health"))[0] == 1
    code, report = await bot_command(world, heartbeat, "doctor")
    assert code == 1, report
    assert "the bot was stopped cleanly" in report and "start it again" in report
    code, said = await bot_command(world, heartbeat, "restore", str(saved))
    assert code == 0 and "restored" in said, said
