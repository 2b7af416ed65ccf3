"""Crash safety: a process playing a game is killed with SIGKILL at random points; every
action it acknowledged survives, nothing is half-written, and the game goes on to its end."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bot.engine import ActionKind, Game
from bot.engine.record import read_action, replay_actions
from bot.service import snapshots
from bot.store import open_database
from tests.backends import Databases

from .crash_player import OPTIONS

ROOT = Path(__file__).resolve().parents[2]


async def read_back(url: Path | str) -> tuple[Any, list[Any], Any]:
    """The game, its log and its snapshot, as stored."""
    if isinstance(url, Path):
        with sqlite3.connect(url) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    database = await open_database(url)
    try:
        game = await database.fetchone("SELECT * FROM games")
        actions = await database.fetchall("SELECT idx, seat, kind, value FROM actions ORDER BY idx")
        snapshot = await database.fetchone("SELECT actions, state FROM snapshots")
    finally:
        await database.close()
    return game, actions, snapshot


def check_database(url: Path | str, acknowledged: int) -> tuple[int, bool]:
    """The stored log holds every acknowledged action, has no gap, and replays legally."""
    row, actions, snapshot = asyncio.run(read_back(url))
    if row is None:
        assert acknowledged == 0
        return 0, False
    assert [a[0] for a in actions] == list(range(len(actions)))
    assert len(actions) >= acknowledged
    if row["seed"] is not None:
        replayed = Game("classic", OPTIONS, first_dealer=row["first_dealer"], seed=row["seed"])
        logged = [read_action(s, ActionKind(k), json.loads(v)) for _, s, k, v in actions]
        for _ in replay_actions(replayed, logged):
            pass
        # A finished status is committed with the last action, never apart from it.
        assert (row["status"] == "finished") == replayed.is_over
        # A snapshot is committed with the action that began its hand: it matches the log.
        if snapshot is not None:
            thawed = snapshots.thaw(snapshot[1], actions=snapshot[0], seed=row["seed"])
            assert thawed is not None and not replayed.is_over
            assert thawed[0].actions == replayed.actions[: snapshot[0]]
            assert thawed[0].hand_number <= replayed.hand_number
    return len(actions), row["status"] == "finished"


def test_killed_processes_lose_no_acknowledged_action(databases: Databases) -> None:
    path = databases.url("crash.db")
    rng = random.Random(2024)
    acknowledged = 0
    kills = 0
    for run in range(300):
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.service.crash_player", str(path), str(run)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        target = rng.randint(1, 4)
        seen = 0
        finished = False
        for line in child.stdout:
            if line.startswith("ack "):
                acknowledged = max(acknowledged, int(line.split()[1]))
                seen += 1
                if seen >= target:
                    # Let it run on a little so the kill lands anywhere, mid-commit included.
                    time.sleep(rng.random() * 0.004)
                    child.kill()
                    kills += 1
                    break
            elif line.startswith("finished"):
                finished = True
                break
        child.stdout.close()
        child.wait(timeout=30)
        stored, over = check_database(path, acknowledged)
        assert stored >= acknowledged
        if finished:
            assert child.returncode == 0
        if over:
            break
    else:
        raise AssertionError("the game did not finish")
    assert kills >= 15
