"""Group commit: writes that arrive together share a transaction, each answered only once it
is committed, and a refused write takes no other down with it."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path

import pytest

from bot.store import IntegrityError, open_database
from tests.backends import Databases


async def test_writes_arriving_together_share_transactions(tmp_path: Path) -> None:
    database = await open_database(tmp_path / "db.sqlite")
    try:
        before = database.transactions
        writes = [
            database.write([("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (n,))])
            for n in range(100)
        ]
        await asyncio.gather(*writes)
        used = database.transactions - before
        # The first write commits alone; the 99 that queued behind it commit together.
        assert 1 <= used <= 3
        row = await database.fetchone("SELECT count(*) FROM guilds")
        assert row is not None and row[0] == 100
    finally:
        await database.close()
    # Committed means on disk: another connection sees every row.
    with sqlite3.connect(tmp_path / "db.sqlite") as connection:
        assert connection.execute("SELECT count(*) FROM guilds").fetchone()[0] == 100


async def test_a_refused_write_undoes_only_itself(databases: Databases) -> None:
    database = await databases.open("db.sqlite")
    try:
        await database.write([("INSERT INTO guilds (id, created_at) VALUES (1, 0)", ())])
        insert = "INSERT INTO guilds (id, created_at) VALUES (?, 0)"
        results = await asyncio.gather(
            database.write([(insert, (2,)), (insert, (3,))]),
            # Its first statement would succeed; the second is refused: neither is kept.
            database.write([(insert, (4,)), (insert, (1,))]),
            database.write([(insert, (5,))]),
            return_exceptions=True,
        )
        assert results[0] is None and results[2] is None
        assert isinstance(results[1], IntegrityError)
        rows = await database.fetchall("SELECT id FROM guilds ORDER BY id")
        assert [r["id"] for r in rows] == [1, 2, 3, 5]
    finally:
        await database.close()


async def test_the_automatic_checkpoint_is_off_and_done_in_the_background(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.store.sqlite.CHECKPOINT_EVERY", 0.05)
    path = tmp_path / "db.sqlite"
    database = await open_database(path)
    try:
        row = await database.fetchone("PRAGMA wal_autocheckpoint")
        assert row is not None and row[0] == 0
        for n in range(50):
            await database.write([("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (n,))])
        # The background checkpoint copies the log into the file without anyone waiting:
        # the file alone, without its log, soon holds every row.
        alone = tmp_path / "alone.sqlite"
        found = 0
        for _ in range(100):
            await asyncio.sleep(0.02)
            shutil.copyfile(path, alone)
            reader = sqlite3.connect(alone)
            try:
                found = reader.execute("SELECT count(*) FROM guilds").fetchone()[0]
            except sqlite3.DatabaseError:
                # Not even the tables are in the file yet, or the copy caught a checkpoint
                # half-way through writing its pages ("malformed"): the file itself is sound.
                found = 0
            finally:
                reader.close()
            alone.unlink()
            if found == 50:
                break
        assert found == 50
        row = await database.fetchone("PRAGMA integrity_check")
        assert row is not None and row[0] == "ok"
    finally:
        await database.close()
