"""The SQLite database: connection settings, migrations, and one writer at a time.

WAL mode with `synchronous=NORMAL`: a commit is in the write-ahead log before the bot
answers, so an acknowledged action survives the bot's process being killed at any point
(the operating system still holds the written log). Only an OS crash or a power cut can
roll back the last few commits, never corrupt the file. `FULL` would add an fsync to every
action: about 4 ms here, which puts the p99 of an action over its 5 ms target
(`benchmarks/service.py`), for a risk that a bot on a server rarely meets.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

log = logging.getLogger(__name__)

DEFAULT_PATH = Path("data/backalley.db")


def database_path(url: str | None) -> Path:
    """The file a `DATABASE_URL` names: a plain path, `sqlite:///relative` or
    `sqlite:////absolute`; the default when empty."""
    if not url:
        return DEFAULT_PATH
    if url.startswith("sqlite:///"):
        return Path(url[len("sqlite:///") :])
    if "://" in url:
        raise ValueError(f"DATABASE_URL must be a file path or a sqlite:/// URL, not {url!r}")
    return Path(url)


def migrations() -> list[tuple[int, str, str]]:
    """The numbered migrations shipped with the package, in order: (version, name, sql)."""
    found = []
    for entry in resources.files("bot.store.migrations").iterdir():
        match = re.fullmatch(r"(\d{4})_(\w+)\.sql", entry.name)
        if match:
            found.append((int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort()
    versions = [v for v, _, _ in found]
    if versions != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1, 2, 3, ...; found {versions}")
    return found


class Database:
    """One aiosqlite connection shared by the bot. Writes go through `transaction()`, which
    lets one coroutine write at a time, so transactions of different games never mix."""

    def __init__(self, connection: aiosqlite.Connection, path: Path) -> None:
        self.connection = connection
        self.path = path
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path | str) -> Database:
        path = Path(path)
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: no implicit transactions; transaction() says BEGIN itself.
        connection = await aiosqlite.connect(path, isolation_level=None)
        connection.row_factory = sqlite3.Row
        await connection.execute("PRAGMA journal_mode = WAL")
        await connection.execute("PRAGMA synchronous = NORMAL")
        await connection.execute("PRAGMA foreign_keys = ON")
        await connection.execute("PRAGMA busy_timeout = 5000")
        database = cls(connection, path)
        await database.migrate()
        return database

    async def close(self) -> None:
        async with self._write_lock:
            await self.connection.close()

    async def schema_version(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def migrate(self) -> None:
        """Apply the migrations newer than `PRAGMA user_version`, each in a transaction."""
        current = await self.schema_version()
        for version, name, sql in migrations():
            if version <= current:
                continue
            log.info("applying migration %04d_%s", version, name)
            async with self._write_lock:
                # executescript commits first; the script runs inside its own BEGIN/COMMIT.
                await self.connection.executescript(
                    f"BEGIN IMMEDIATE;\n{sql}\nPRAGMA user_version = {version};\nCOMMIT;"
                )

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction, committed on exit (rolled back on an exception)."""
        async with self._write_lock:
            connection = self.connection
            await connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
            except BaseException:
                await connection.execute("ROLLBACK")
                raise
            await connection.execute("COMMIT")

    async def fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """Read committed data (never half of another coroutine's transaction)."""
        async with self._write_lock:
            return list(await self.connection.execute_fetchall(sql, tuple(parameters)))

    async def fetchone(self, sql: str, parameters: Iterable[Any] = ()) -> sqlite3.Row | None:
        rows = await self.fetchall(sql, parameters)
        return rows[0] if rows else None
