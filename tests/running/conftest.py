"""The running bot's tests: the fake Discord, and `python -m bot` in a process of its own."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from testbed.fakediscord import FakeDiscord
from testbed.fakediscord.plugin import fake_discord

__all__ = ["ROOT", "bot_command", "fake_discord", "fake_env"]

ROOT = Path(__file__).resolve().parents[2]


def fake_env(fake: FakeDiscord, database: Path, **env: str) -> dict[str, str]:
    """`python -m bot`'s environment for a bot of `fake`'s on `database` (no `.env` is read
    from the test's folder unless the test writes one)."""
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": fake.token,
        "DATABASE_URL": str(database),
        "DISCORD_API_URL": f"{fake.base_url}/api/v10",
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        **env,
    }


async def bot_command(
    *args: str, cwd: Path, env: dict[str, str], stdin: bytes | None = None, timeout: float = 30
) -> tuple[int, str, str]:
    """`python -m bot ARGS` to its end: the exit code, standard output and error."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        cwd=cwd,
        env=env,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(process.communicate(stdin), timeout=timeout)
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()
