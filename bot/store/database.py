"""The database behind the store, whichever it is: what every backend offers (opened by
`bot.store.backends.open_database`).

`DATABASE_URL` picks the backend: a file path or `sqlite:///…` is SQLite (the default, one
file, one process: bot/store/sqlite.py); `postgresql://…` is a PostgreSQL server that several
bot processes can share (bot/store/postgres.py). The store writes its SQL once, with `?`
placeholders, in the part of SQL both understand; the few places where they differ ask
`Database.dialect`. Nothing above the store knows which backend runs.
"""

from __future__ import annotations

import re
import time
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

DEFAULT_PATH = Path("data/backalley.db")

# One statement of a write: SQL and its parameters.
Statement = tuple[str, Sequence[Any]]

SQLITE = "sqlite"
POSTGRESQL = "postgresql"


class Row(Protocol):
    """A row read: by column name or by position (sqlite3.Row and asyncpg's Record both)."""

    def __getitem__(self, key: Any, /) -> Any: ...


class IntegrityError(Exception):
    """A constraint refused a write (a key taken, a check failed); nothing of it is stored.
    The message names the columns or the constraint."""


class DatabaseUnavailable(Exception):
    """The database could not be reached, or the connection was lost: nothing of the write
    was applied, or (a connection lost while committing) it is not known whether it was."""


# Told of a change another process (or this one) made: its payload, or None when notices may
# have been missed (the database was away) and anything may have changed.
Heard = Callable[[str | None], None]


class Transaction(Protocol):
    """The statements of one transaction, on one connection."""

    async def execute(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        """Run a statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetchall(self, sql: str, parameters: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchone(self, sql: str, parameters: Sequence[Any] = ()) -> Row | None: ...


def database_target(url: str | None) -> Path | str:
    """What a `DATABASE_URL` names: a SQLite file (a plain path, `sqlite:///relative` or
    `sqlite:////absolute`; the default when empty) or a PostgreSQL URL, kept whole."""
    if not url:
        return DEFAULT_PATH
    if url.startswith("sqlite:///"):
        return Path(url[len("sqlite:///") :])
    if url.startswith(("postgresql://", "postgres://")):
        return url
    if "://" in url:
        raise ValueError(
            "DATABASE_URL must be a file path, a sqlite:/// URL or a postgresql:// URL,"
            f" not {redacted(url)!r}"
        )
    return Path(url)


def database_path(url: str | None) -> Path:
    """The SQLite file a `DATABASE_URL` names (for the tools that only work on a file)."""
    target = database_target(url)
    if not isinstance(target, Path):
        raise ValueError(f"DATABASE_URL names a PostgreSQL server, not a file: {redacted(target)}")
    return target


def redacted(url: str) -> str:
    """A URL fit for a log line: without its password."""
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", url)


def migrations(dialect: str = SQLITE) -> list[tuple[int, str, str]]:
    """The numbered migrations shipped with the package for a dialect, in order:
    (version, name, sql). PostgreSQL's are the same numbers in their own folder."""
    folder = resources.files("bot.store.migrations")
    if dialect == POSTGRESQL:
        folder = folder / "postgresql"
    found = []
    for entry in folder.iterdir():
        match = re.fullmatch(r"(\d{4})_(\w+)\.sql", entry.name)
        if match:
            found.append((int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort()
    versions = [v for v, _, _ in found]
    # Each number once, from 1 up; a number may be left for a migration still being written
    # elsewhere (it must land before any database is migrated past it).
    if not versions or versions[0] != 1 or len(set(versions)) != len(versions):
        raise RuntimeError(f"migrations must be numbered 1, 2, 3, ... once each; found {versions}")
    return found


class Database(ABC):
    """The bot's one database. Reads see committed data only; writes go through `write`
    (a few statements, all or nothing, committed before it returns) or `transaction()`."""

    dialect: str
    # Write transactions committed since the database was opened.
    transactions: int

    def __init__(self) -> None:
        self.transactions = 0
        self._heard_by: dict[str, list[Heard]] = {}
        # Told how long each write took to commit, in seconds (the operator's metrics).
        self.commit_observers: list[Callable[[float], None]] = []

    @property
    @abstractmethod
    def name(self) -> str:
        """The database for a log line or a message: a file path, or a URL without password."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def schema_version(self) -> int: ...

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """A write transaction, committed on exit (rolled back on an exception)."""
        started = time.perf_counter()
        async with self._transaction() as tx:
            yield tx
        for observe in self.commit_observers:
            observe(time.perf_counter() - started)

    @abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Transaction]: ...

    async def write(self, statements: Sequence[Statement]) -> None:
        """Run a few statements as one all-or-nothing write, committed before this returns;
        raises what a statement raised, and then nothing of this write is stored."""
        started = time.perf_counter()
        await self._write(statements)
        for observe in self.commit_observers:
            observe(time.perf_counter() - started)

    @abstractmethod
    async def _write(self, statements: Sequence[Statement]) -> None: ...

    @abstractmethod
    async def fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Row]: ...

    @abstractmethod
    def stream(
        self, sql: str, parameters: Iterable[Any] = (), *, size: int = 500
    ) -> AsyncIterator[list[Row]]:
        """Committed rows, a batch at a time: a large result is never held all at once."""

    async def fetchone(self, sql: str, parameters: Iterable[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, parameters)
        return rows[0] if rows else None

    def on_notice(self, topic: str, heard: Heard) -> None:
        """Call `heard` with the payload of every notice on `topic` from another process on
        this database, once the change it tells of is committed."""
        self._heard_by.setdefault(topic, []).append(heard)

    async def notify(self, topic: str, payload: str) -> None:
        """Tell every other process on this database of a committed change. SQLite admits
        one process: nobody to tell."""
        return None

    def deliver(self, topic: str, payload: str | None) -> None:
        for heard in self._heard_by.get(topic, ()):
            heard(payload)

    async def hold_running(self) -> None:
        """Say, for as long as this database is open, that a bot runs on it (what `alone`
        asks). SQLite: the bot holds a file lock instead (bot/running/one_bot.py)."""
        return None

    async def alone(self) -> bool:
        """No bot runs on this database (an offline tool may change it); from now until
        it is closed, none can claim to."""
        return True

    async def tables(self) -> list[str]:
        """The schema's tables, by name."""
        if self.dialect == POSTGRESQL:
            sql = "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()"
        else:
            sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
        return sorted(str(row["name"]) for row in await self.fetchall(sql))
