"""`/healthz` while Discord is away: served from the first second, 503 with the reason while
the bot cannot reach Discord or is still connecting, 200 once connected; each retry is one
log line, nothing else."""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from pathlib import Path

import aiohttp

from bot.running.health import CONNECTING, RECONNECTING, STOPPING, Health
from testbed.fakediscord import FakeDiscord
from testbed.pgserver import free_port

from .conftest import fake_env


async def healthz(port: int) -> tuple[int, str] | None:
    """The answer of /healthz; None while nothing listens."""
    try:
        async with (
            aiohttp.ClientSession() as session,
            session.get(f"http://127.0.0.1:{port}/healthz") as answer,
        ):
            return answer.status, (await answer.text()).strip()
    except aiohttp.ClientConnectionError:
        return None


async def test_healthz_says_why_while_discord_is_unreachable(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    fake.add_guild("Card club")
    await fake.go_offline("refuse")
    port = free_port()
    env = fake_env(fake, tmp_path / "bot.db", METRICS_PORT=str(port), LOG_LEVEL="INFO")
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    lines: list[str] = []

    async def collect() -> None:
        assert process.stdout is not None
        async for raw in process.stdout:
            lines.append(raw.decode().rstrip("\n"))

    reader = asyncio.create_task(collect())
    try:
        # Served before the first attempt has even failed.
        first = None
        deadline = time.monotonic() + 20
        while first is None and time.monotonic() < deadline:
            first = await healthz(port)
            await asyncio.sleep(0.05)
        assert first is not None, lines
        status, said = first
        assert status == 503
        assert said == CONNECTING or said.startswith("cannot reach Discord: "), said

        await fake.wait_until(
            lambda: sum("cannot reach Discord: " in line for line in lines) >= 2, timeout=30
        )
        answer = await healthz(port)
        assert answer is not None
        status, said = answer
        assert status == 503
        assert said.startswith("cannot reach Discord: ") and said.endswith("; retrying"), said

        await fake.go_online()
        await fake.wait_until(lambda: any("connected as" in line for line in lines), timeout=30)
        assert await healthz(port) == (200, "ok")
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), timeout=15) == 0
        await asyncio.wait_for(reader, timeout=5)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()

    # From the first failed attempt to the last: one line per attempt, nothing else.
    tries = [i for i, line in enumerate(lines) if "cannot reach Discord: " in line]
    first_retry = tries[0]
    retries = lines[first_retry : tries[-1] + 1]
    assert len(retries) >= 2
    assert all("cannot reach Discord: " in line for line in retries), "\n".join(retries)
    # Before them, only what a start says once: the schema's migrations, the endpoint.
    for line in lines[:first_retry]:
        assert "applying migration" in line or "metrics on http" in line, line
    assert sum("continuing 0 open games" in line for line in lines) == 1
    assert sum("stopped cleanly" in line for line in lines) == 1
    assert await healthz(port) is None  # gone with the process


def test_the_reasons_follow_the_bot() -> None:
    health = Health()
    assert health.answer() == (503, CONNECTING)
    health.waiting("cannot reach Discord: no answer in 15 s; retrying")
    assert health.answer() == (503, "cannot reach Discord: no answer in 15 s; retrying")
    connected = [False]

    def is_connected() -> bool:
        return connected[0]

    health.waiting(CONNECTING)
    health.follow(is_connected, lambda: b"backalley_live_games 0\n")
    assert health.answer() == (503, CONNECTING)
    assert health.metrics() == b"backalley_live_games 0\n"
    connected[0] = True
    assert health.answer() == (200, "ok")
    connected[0] = False  # a dropped gateway connection, which discord.py resumes
    assert health.answer() == (503, RECONNECTING)
    health.unfollow(is_connected)
    assert health.metrics() == b""
    health.stopping()
    assert health.answer() == (503, STOPPING)
