"""Opening the database a `DATABASE_URL` names, with the backend it needs: SQLite for a file
(bot/store/sqlite.py), PostgreSQL for a server (bot/store/postgres.py). The backends import
`database` and never this module, so the choice of one imports nothing back; PostgreSQL's
driver is imported only when a server is named."""

from __future__ import annotations

from pathlib import Path

from .database import Database, database_target


async def open_database(url: Path | str) -> Database:
    """Open (creating and migrating as needed) the database a path or URL names."""
    target = database_target(url) if isinstance(url, str) else url
    if isinstance(target, Path):
        from .sqlite import SqliteDatabase

        return await SqliteDatabase.open(target)
    from .postgres import PostgresDatabase

    return await PostgresDatabase.open(target)


async def reachable(target: Path | str) -> None:
    """DatabaseUnavailable, with one clear line, when a PostgreSQL server cannot be reached
    or refuses the login; nothing is changed (a SQLite file is checked with the settings)."""
    if isinstance(target, str):
        from .postgres import peek

        await peek(target)
