"""The SQLite backend: connection settings, migrations, and one writer at a time.

WAL mode with `synchronous=NORMAL`: a commit is in the write-ahead log before the bot
answers, so an acknowledged action survives the bot's process being killed at any point
(the operating system still holds the written log). Only an OS crash or a power cut can
roll back the last few commits, never corrupt the file. `FULL` would add an fsync to every
action: about 4 ms here, which puts the p99 of an action over its 5 ms target
(`benchmarks/service.py`), for a risk that a bot on a server rarely meets.

Group commit: the writes of different games that arrive while a commit is under way are
committed together in the next transaction, each in its own savepoint (one refused write does
not undo the others), and each caller hears back only once that transaction is committed.
Checkpoints are taken off the answer path: SQLite's automatic checkpoint (which made about one
action in 500 copy the log into the file, 8-150 ms) is turned off on the writing connection,
and a second connection checkpoints passively in the background, which never blocks a writer.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from .database import SQLITE, Database, IntegrityError, Row, Statement, migrations

log = logging.getLogger(__name__)

# How often the background checkpoint looks at the write-ahead log, in seconds.
CHECKPOINT_EVERY = 1.0


class SqliteDatabase(Database):
    """One aiosqlite connection shared by the bot. Writes go through `transaction()`, which
    lets one coroutine write at a time, so transactions of different games never mix."""

    dialect = SQLITE

    def __init__(self, connection: aiosqlite.Connection, path: Path) -> None:
        super().__init__()
        self.connection = connection
        self.path = path
        self._write_lock = asyncio.Lock()
        self._pending: list[tuple[Sequence[Statement], asyncio.Future[None]]] = []
        self._committer: asyncio.Task[None] | None = None
        self._checkpointer: asyncio.Task[None] | None = None
        self._commits = 0  # transactions since the last checkpoint
        self.transactions = 0  # write transactions committed since the database was opened

    @classmethod
    async def open(cls, path: Path | str) -> SqliteDatabase:
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
        if str(path) != ":memory:":
            await connection.execute("PRAGMA wal_autocheckpoint = 0")
            database._checkpointer = asyncio.create_task(database._checkpoints())
        return database

    @property
    def name(self) -> str:
        return str(self.path)

    async def close(self) -> None:
        if self._committer is not None:
            await asyncio.wait([self._committer])
        if self._checkpointer is not None:
            self._checkpointer.cancel()
            await asyncio.wait([self._checkpointer])
        async with self._write_lock:
            # The last connection to close checkpoints the whole log into the file.
            await self.connection.close()

    async def _checkpoints(self) -> None:
        """Copy the write-ahead log into the file now and then, from a connection of its own:
        a passive checkpoint never waits for, nor blocks, the writer."""
        checkpointer = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await checkpointer.execute("PRAGMA busy_timeout = 5000")
            while True:
                await asyncio.sleep(CHECKPOINT_EVERY)
                if self._commits:
                    self._commits = 0
                    await checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("the background checkpoint failed; SQLite checkpoints on close")
        finally:
            await checkpointer.close()

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
    async def _transaction(self) -> AsyncIterator[SqliteTransaction]:
        """A write transaction, committed on exit (rolled back on an exception)."""
        async with self._write_lock:
            connection = self.connection
            await connection.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteTransaction(connection)
            except BaseException:
                await connection.execute("ROLLBACK")
                raise
            await connection.execute("COMMIT")
            self._commits += 1
            self.transactions += 1

    async def _write(self, statements: Sequence[Statement]) -> None:
        """Run a few statements as one all-or-nothing write, committed (with whatever other
        writes arrived meanwhile) before this returns; raises what a statement raised, and
        then nothing of this write is stored."""
        done = asyncio.get_running_loop().create_future()
        self._pending.append((statements, done))
        if self._committer is None or self._committer.done():
            self._committer = asyncio.create_task(self._commit_pending())
        try:
            await done
        except sqlite3.IntegrityError as error:
            raise IntegrityError(str(error)) from None

    async def _commit_pending(self) -> None:
        while self._pending:
            async with self._write_lock:
                batch, self._pending = self._pending, []
                try:
                    errors = await self._in_thread(batch)
                except BaseException as failure:  # the transaction failed as a whole
                    for _, done in batch:
                        if not done.done():
                            done.set_exception(failure)
                    if isinstance(failure, Exception):
                        continue
                    raise
                self._commits += 1
                self.transactions += 1
            for (_, done), error in zip(batch, errors, strict=True):
                if done.done():
                    continue  # the caller was cancelled; its write is committed anyway
                if error is None:
                    done.set_result(None)
                else:
                    done.set_exception(error)

    async def _in_thread(
        self, batch: Sequence[tuple[Sequence[Statement], object]]
    ) -> list[Exception | None]:
        # One trip to aiosqlite's database thread for the whole batch, instead of one per
        # statement: aiosqlite has no public call for it (pinned below 0.23 in pyproject).
        connection: Any = self.connection
        errors: list[Exception | None] = await connection._execute(
            _commit_batch, connection._conn, batch
        )
        return errors

    async def fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Row]:
        """Read committed data (never half of another coroutine's transaction)."""
        async with self._write_lock:
            return list(await self.connection.execute_fetchall(sql, tuple(parameters)))

    async def stream(
        self, sql: str, parameters: Iterable[Any] = (), *, size: int = 500
    ) -> AsyncIterator[list[Row]]:
        """Committed rows, a batch at a time: a large result is never held all at once."""
        async with self._write_lock, self.connection.execute(sql, tuple(parameters)) as cursor:
            while batch := list[Row](await cursor.fetchmany(size)):
                yield batch


class SqliteTransaction:
    """The statements of a transaction on the one connection; a refused constraint is the
    store's IntegrityError, as on every backend."""

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self.connection = connection

    async def execute(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        try:
            cursor = await self.connection.execute(sql, tuple(parameters))
        except sqlite3.IntegrityError as error:
            raise IntegrityError(str(error)) from None
        return int(cursor.rowcount)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            await self.connection.executemany(sql, [tuple(row) for row in rows])
        except sqlite3.IntegrityError as error:
            raise IntegrityError(str(error)) from None

    async def fetchall(self, sql: str, parameters: Sequence[Any] = ()) -> list[Row]:
        try:
            return list(await self.connection.execute_fetchall(sql, tuple(parameters)))
        except sqlite3.IntegrityError as error:
            raise IntegrityError(str(error)) from None

    async def fetchone(self, sql: str, parameters: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, parameters)
        return rows[0] if rows else None


def _commit_batch(
    connection: sqlite3.Connection, batch: Sequence[tuple[Sequence[Statement], object]]
) -> list[Exception | None]:
    """In the database thread: every write of the batch in one transaction, each in a
    savepoint of its own; what each write raised, or None."""
    errors: list[Exception | None] = []
    connection.execute("BEGIN IMMEDIATE")
    try:
        for statements, _ in batch:
            connection.execute("SAVEPOINT write")
            try:
                for sql, parameters in statements:
                    connection.execute(sql, tuple(parameters))
            except sqlite3.Error as error:
                connection.execute("ROLLBACK TO write")
                errors.append(error)
            else:
                errors.append(None)
            connection.execute("RELEASE write")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    return errors
