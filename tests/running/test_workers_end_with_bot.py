"""The bot's worker processes (computer players, pictures) end when the bot's process is
killed outright, with their forkserver, instead of waiting forever for work."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.load import descendants

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

# A process that starts both pools the bot starts, has each do one piece of work, and waits.
BOT = """
import asyncio, time
from bot.ai.pool import DecisionPool
from bot.engine import CARDS, Game
from bot.ui.images.hand import HandPicture
from bot.ui.images.painter import Painter

async def main():
    pool = DecisionPool(workers=2)
    game = Game("classic", {"hands": [3]}, first_dealer=0, seed=1)
    await pool.decide(game.view(game.to_act), "strong", 1)
    painter = Painter(workers=1)
    await painter.draw(HandPicture(tuple(CARDS[:5]), None))
    print("ready", flush=True)
    time.sleep(120)

if __name__ == "__main__":
    asyncio.run(main())
"""


def running(pid: int) -> bool:
    """Whether the process is there and not a zombie waiting to be reaped."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    # The command's name is in parentheses and may hold spaces: the state follows it.
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def test_the_workers_end_when_the_bot_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "bot_like.py"
    script.write_text(BOT)
    root = Path(__file__).resolve().parents[2]
    process = subprocess.Popen(
        [sys.executable, str(script)],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        stdout=subprocess.PIPE,
        text=True,
    )
    workers: set[int] = set()
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "ready"
        workers = set(descendants(process.pid))
        # The resource tracker, the forkserver, two decision workers and a picture worker.
        assert len(workers) >= 4
        process.send_signal(signal.SIGKILL)
        process.wait()
        deadline = time.monotonic() + 20
        left = workers
        while left and time.monotonic() < deadline:
            time.sleep(0.1)
            left = {pid for pid in workers if running(pid)}
        assert not left, f"still running after the bot was killed: {sorted(left)}"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        for pid in filter(running, workers):  # what a failure left behind
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
