"""`backup` into a file or a folder, never leaving a partial file, errors naming the path;
`restore` of a checked backup into a stopped bot's database, as a round trip."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.running.one_bot import alone_on
from bot.store import open_database
from bot.tools.backups import BackupError, backup, restore
from tests.service.helpers import full_table, make_service, play_to_the_end

ROOT = Path(__file__).resolve().parents[2]


async def a_database_with_games(path: Path, games: int) -> None:
    database = await open_database(path)
    service = make_service(database)
    for channel in range(1, games + 1):
        table = await full_table(service, options={"hands": [3, 2]}, channel=channel)
        await play_to_the_end(service, table, seed=channel)
    await database.close()


def game_count(path: Path) -> int:
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return int(db.execute("SELECT count(*) FROM games").fetchone()[0])


def leftovers(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.name.endswith((".partial", ".restoring"))]


def command(tmp_path: Path, database: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": str(database)},
        capture_output=True,
        text=True,
    )


async def test_a_folder_target_gets_a_timestamped_copy_inside(tmp_path: Path) -> None:
    live = tmp_path / "data" / "backalley.db"
    await a_database_with_games(live, 1)
    folder = tmp_path / "backups"
    folder.mkdir()
    done = command(tmp_path, live, "backup", str(folder))
    assert done.returncode == 0, done.stderr
    (copy,) = folder.iterdir()
    assert copy.name.startswith("backalley-20") and copy.suffix == ".db"
    assert str(copy) in done.stdout
    assert game_count(copy) == 1
    # A second one the same second does not overwrite the first; a new folder ending in /
    # is created.
    assert backup(live, folder) != copy and len(list(folder.iterdir())) == 2
    again = command(tmp_path, live, "backup", str(tmp_path / "new") + "/")
    assert again.returncode == 0, again.stderr
    assert len(list((tmp_path / "new").iterdir())) == 1
    assert not leftovers(tmp_path)


async def test_backup_errors_name_the_path_and_leave_nothing_behind(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    await a_database_with_games(live, 1)
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    below_a_file = blocker / "copy.db"
    failed = command(tmp_path, live, "backup", str(below_a_file))
    assert failed.returncode == 1 and str(blocker) in failed.stderr, failed.stderr
    assert "Traceback" not in failed.stderr

    # SQLite cannot open the file it would write (a folder is in the way).
    target = tmp_path / "copy.db"
    (tmp_path / "copy.db.partial").mkdir()
    with pytest.raises(BackupError, match=f"cannot write {target}"):
        backup(live, target)
    assert not target.exists()
    (tmp_path / "copy.db.partial").rmdir()

    missing = command(tmp_path, tmp_path / "none.db", "backup", str(target))
    assert missing.returncode == 1 and str(tmp_path / "none.db") in missing.stderr
    assert not leftovers(tmp_path) and not target.exists()


async def test_restore_round_trip(tmp_path: Path) -> None:
    live = tmp_path / "data" / "backalley.db"
    await a_database_with_games(live, 2)
    saved = backup(live, tmp_path)
    await a_database_with_games(live, 3)  # the games after the backup
    assert game_count(live) == 5

    done = command(tmp_path, live, "restore", str(saved))
    assert done.returncode == 0, done.stderr
    assert f"restored {saved} into {live}" in done.stdout
    assert game_count(live) == 2
    (kept,) = live.parent.glob("*.before-restore.db")
    assert str(kept) in done.stdout and game_count(kept) == 5
    # The restored database opens, migrates and plays on.
    database = await open_database(live)
    service = make_service(database)
    table = await full_table(service, options={"hands": [2]}, channel=9)
    await play_to_the_end(service, table)
    await database.close()
    assert game_count(live) == 3
    assert not leftovers(tmp_path)


async def test_restore_refuses_a_running_bot_and_a_damaged_backup(tmp_path: Path) -> None:
    live = tmp_path / "backalley.db"
    await a_database_with_games(live, 1)
    saved = backup(live, tmp_path / "saved.db")
    with alone_on(live), pytest.raises(BackupError, match=f"a bot is running on {live}"):
        restore(saved, live)

    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(saved.read_bytes()[:4096] + b"\0" * 4096)
    refused = command(tmp_path, live, "restore", str(damaged))
    assert refused.returncode == 1 and str(damaged) in refused.stderr, refused.stderr
    not_a_db = tmp_path / "notes.txt"
    not_a_db.write_text("not a database " * 100, encoding="utf-8")
    with pytest.raises(BackupError, match=f"{not_a_db} is not a readable database"):
        restore(not_a_db, live)
    with pytest.raises(BackupError, match=f"there is no backup at {tmp_path / 'none.db'}"):
        restore(tmp_path / "none.db", live)
    assert game_count(live) == 1 and not list(tmp_path.glob("*.before-restore.db"))
