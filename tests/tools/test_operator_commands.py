"""The operator's commands explain themselves: each has a description in its `--help`, says
which database it acts on, `forget` asks before it deletes for good, `backup` takes a folder
however it is typed and never replaces a file, and `health` says why it is unhealthy."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.__main__ import TOOLS, build_parser
from bot.running.heartbeat import mark_alive, mark_stopped
from bot.store import open_database

from .test_backups import a_database_with_games, game_count
from .test_forget import GAME

ROOT = Path(__file__).resolve().parents[2]


def command(
    folder: Path, *args: str, stdin: str | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=folder,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        timeout=60,
    )


def subcommands() -> dict[str, object]:
    action = next(a for a in build_parser()._actions if a.dest == "command")
    assert isinstance(action.choices, dict)
    return action.choices


def test_every_command_has_a_description_in_its_help() -> None:
    for name, parser in subcommands().items():
        description = getattr(parser, "description", None)
        assert description and len(description) > 40, name
    listed = build_parser().format_help()
    for name in subcommands():
        assert name in listed
    assert set(TOOLS) <= set(subcommands())


@pytest.mark.parametrize("name", ["backup", "restore", "forget", "abandon", "doctor", "run"])
def test_the_commands_on_the_database_say_which_one(name: str) -> None:
    description = subcommands()[name].description  # type: ignore[attr-defined]
    assert "DATABASE_URL" in description and "data/backalley.db" in description


async def test_backup_into_a_folder_typed_without_a_slash_never_overwrites(
    tmp_path: Path,
) -> None:
    live = tmp_path / "data" / "backalley.db"
    await a_database_with_games(live, 1)
    env = {"DATABASE_URL": str(live)}
    first = command(tmp_path, "backup", "backups2", **env)
    assert first.returncode == 0, first.stderr
    assert (tmp_path / "backups2").is_dir()
    second = command(tmp_path, "backup", "backups2", **env)
    assert second.returncode == 0, second.stderr
    copies = sorted((tmp_path / "backups2").iterdir())
    assert len(copies) == 2 and all(c.name.startswith("backalley-") for c in copies)
    assert f"backed up {live} to backups2/backalley-" in first.stdout

    # A file name: written once, then refused rather than replaced.
    made = command(tmp_path, "backup", "copy.db", **env)
    assert made.returncode == 0, made.stderr
    before = (tmp_path / "copy.db").stat().st_mtime_ns
    again = command(tmp_path, "backup", "copy.db", **env)
    assert again.returncode == 1
    assert "copy.db exists already" in again.stderr and "never replaces" in again.stderr
    assert (tmp_path / "copy.db").stat().st_mtime_ns == before
    assert game_count(tmp_path / "copy.db") == 1


async def test_backup_without_a_path_goes_beside_the_database(tmp_path: Path) -> None:
    live = tmp_path / "data" / "backalley.db"
    await a_database_with_games(live, 1)
    done = command(tmp_path, "backup", DATABASE_URL=str(live))
    assert done.returncode == 0, done.stderr
    (copy,) = (tmp_path / "data" / "backups").iterdir()
    assert str(copy) in done.stdout


async def forgettable(path: Path) -> None:
    database = await open_database(path)
    async with database.transaction() as tx:
        await tx.execute("INSERT INTO guilds (id, created_at) VALUES (10, 0)")
        await tx.execute(GAME, (10, 11, 11))
    await database.close()


async def games_of(path: Path) -> int:
    database = await open_database(path)
    try:
        row = await database.fetchone("SELECT count(*) AS n FROM games")
        assert row is not None
        return int(row["n"])
    finally:
        await database.close()


@pytest.mark.parametrize("answer", ["", "no\n", "n\n"])
async def test_forget_asks_first_and_deletes_nothing_without_a_yes(
    tmp_path: Path, answer: str
) -> None:
    path = tmp_path / "bot.db"
    await forgettable(path)
    done = command(tmp_path, "forget", "10", stdin=answer, DATABASE_URL=str(path))
    assert done.returncode == 1
    assert f"server 10 from {path}, for good" in done.stdout
    assert "nothing deleted" in done.stdout
    assert await games_of(path) == 1


async def test_forget_deletes_once_confirmed(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    await forgettable(path)
    done = command(tmp_path, "forget", "10", stdin="yes\n", DATABASE_URL=str(path))
    assert done.returncode == 0, done.stderr
    assert f"deleted 1 game and the statistics, ratings and settings of server 10 from {path}" in (
        done.stdout
    )
    assert await games_of(path) == 0


def test_health_says_why_when_unhealthy(tmp_path: Path) -> None:
    beat = tmp_path / "heartbeat"
    env = {"HEARTBEAT_FILE": str(beat)}
    missing = command(tmp_path, "health", **env)
    assert missing.returncode == 1
    assert missing.stdout.startswith(f"unhealthy: no heartbeat at {beat}"), missing.stdout

    mark_stopped(beat)
    stopped = command(tmp_path, "health", **env)
    assert stopped.returncode == 1 and "the bot stopped" in stopped.stdout, stopped.stdout

    mark_alive(beat)
    old = time.time() - 300
    os.utime(beat, (old, old))
    stale = command(tmp_path, "health", **env)
    assert stale.returncode == 1 and re.search(r"the last heartbeat is 30\d s old", stale.stdout)

    mark_alive(beat)
    fresh = command(tmp_path, "health", **env)
    assert fresh.returncode == 0 and fresh.stdout.startswith("healthy: the bot is connected")

    unset = command(tmp_path, "health", HEARTBEAT_FILE="")
    assert unset.returncode == 1 and "HEARTBEAT_FILE is not set" in unset.stderr
