from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import database_path, open_database
from bot.store.database import migrations
from tests.backends import Databases


async def test_a_new_database_is_created_with_every_migration_and_safe_settings(
    tmp_path: Path,
) -> None:
    path = tmp_path / "deep" / "down" / "backalley.db"
    database = await open_database(path)
    try:
        assert path.exists()
        assert await database.schema_version() == migrations()[-1][0]
        journal = await database.fetchone("PRAGMA journal_mode")
        assert journal is not None and journal[0] == "wal"
        synchronous = await database.fetchone("PRAGMA synchronous")
        assert synchronous is not None and synchronous[0] == 1  # NORMAL
        foreign = await database.fetchone("PRAGMA foreign_keys")
        assert foreign is not None and foreign[0] == 1
        tables = {
            row["name"]
            for row in await database.fetchall("SELECT name FROM sqlite_master WHERE type='table'")
        }
        assert {"guilds", "games", "seats", "actions", "side_results", "player_results"} <= tables
    finally:
        await database.close()


async def test_migrations_are_applied_once(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite"
    first = await open_database(path)
    async with first.transaction() as tx:
        await tx.execute("INSERT INTO guilds (id, created_at) VALUES (1, 0)")
    await first.close()
    second = await open_database(path)
    try:
        row = await second.fetchone("SELECT count(*) FROM guilds")
        assert row is not None and row[0] == 1
        assert await second.schema_version() == migrations()[-1][0]
    finally:
        await second.close()


async def test_a_failed_transaction_leaves_nothing(databases: Databases) -> None:
    database = await databases.open("db.sqlite")
    try:
        with pytest.raises(RuntimeError):
            async with database.transaction() as tx:
                await tx.execute("INSERT INTO guilds (id, created_at) VALUES (1, 0)")
                raise RuntimeError("boom")
        row = await database.fetchone("SELECT count(*) FROM guilds")
        assert row is not None and row[0] == 0
    finally:
        await database.close()


def test_migrations_are_numbered_from_one() -> None:
    found = migrations()
    versions = [version for version, _, _ in found]
    assert versions[0] == 1 and versions == sorted(set(versions))


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (None, Path("data/backalley.db")),
        ("", Path("data/backalley.db")),
        ("games.db", Path("games.db")),
        ("/var/lib/backalley/games.db", Path("/var/lib/backalley/games.db")),
        ("sqlite:///relative/games.db", Path("relative/games.db")),
        ("sqlite:////absolute/games.db", Path("/absolute/games.db")),
    ],
)
def test_database_url_forms(url: str | None, expected: Path) -> None:
    assert database_path(url) == expected


def test_other_database_urls_are_refused() -> None:
    with pytest.raises(ValueError, match="DATABASE_URL"):
        database_path("postgres://localhost/backalley")
