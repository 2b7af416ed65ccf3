"""The PostgreSQL backend: a pool of asyncpg connections, shared by every bot process.

Each write is one transaction on a connection of the pool, committed before the caller
answers anyone (`synchronous_commit` on: the commit is flushed to the server's disk); the
writes of an action, which touch different tables, go as one statement (`combined`), one trip
to the server. Writes of different games run side by side on different connections;
PostgreSQL itself groups their commits. The store's SQL has `?` placeholders, which become
`$1, $2, …` here.

A server restarted or a connection dropped is `DatabaseUnavailable` for the calls in flight;
the pool opens new connections by itself at the next call. A connection of its own holds a
running bot's shared lock and LISTENs for the other processes' notices; it comes back by
itself after the server did.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NoReturn

import asyncpg

from .database import (
    POSTGRESQL,
    Database,
    DatabaseUnavailable,
    Heard,
    IntegrityError,
    Row,
    Statement,
    migrations,
    redacted,
)

log = logging.getLogger(__name__)

# Connections each process keeps: enough for the games acting at once, few enough that
# several processes stay well under the server's max_connections (100 by default).
POOL_MIN, POOL_MAX = 2, 10
# How long a call waits for a connection or the server before it gives up.
CONNECT_TIMEOUT = 5.0
# Any numbers, the same in every process: the lock that lets one process migrate at a time,
# and the one every running bot holds shared (an offline tool takes it alone).
MIGRATION_LOCK = 0x6261636B616C6C  # "backall"
RUNNING_LOCK = 0x6261636B72756E  # "backrun"
SHARED = "SELECT pg_advisory_lock_shared($1)"
# The notices' channels are the topics with this prefix (LISTEN's names are the server's).
NOTICE_PREFIX = "backalley_"
# While the server is away, the session tries again after these waits (seconds, doubling).
RETRY_FIRST, RETRY_MOST = 0.5, 30.0

_PLACEHOLDER = re.compile(r"'(?:[^']|'')*'|\?(\d*)")


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """The store's `?` and `?N` placeholders as PostgreSQL's `$N` (outside quoted text)."""
    count = 0

    def number(match: re.Match[str]) -> str:
        nonlocal count
        if match[0].startswith("'"):
            return match[0]
        if match[1]:
            return f"${match[1]}"
        count += 1
        return f"${count}"

    return _PLACEHOLDER.sub(number, sql)


_TARGET = re.compile(r"^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(\w+)", re.IGNORECASE)


def combined(statements: Sequence[Statement]) -> Statement | None:
    """Several writes as one statement (data-modifying WITH clauses), all or nothing in one
    trip; None when that could change their meaning: two of them on the same table (they
    would not see each other's rows), a read among them, or numbered placeholders."""
    targets = []
    for sql, _ in statements:
        target = _TARGET.match(sql)
        if target is None or re.search(r"\bSELECT\b|\?\d", sql, re.IGNORECASE):
            return None
        targets.append(target[1].lower())
    if len(set(targets)) != len(targets):
        return None
    *first, last = statements
    clauses = ", ".join(f"w{n} AS ({sql})" for n, (sql, _) in enumerate(first))
    parameters = [value for _, values in statements for value in values]
    return f"WITH {clauses} {last[0]}", parameters


# What a call raises when the server is gone: the connection refused, lost or shut down.
_GONE: tuple[type[BaseException], ...] = (
    OSError,
    asyncio.TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.OperatorInterventionError,  # admin shutdown, cannot connect now
    asyncpg.exceptions.InternalClientError,
)


def _reraise(error: BaseException) -> NoReturn:
    """The store's own errors for asyncpg's: a constraint, or the server gone."""
    if isinstance(error, asyncpg.IntegrityConstraintViolationError):
        detail = getattr(error, "detail", None)
        raise IntegrityError(f"{error} {detail or ''}".strip()) from error
    if isinstance(error, _GONE):
        raise DatabaseUnavailable(f"the database is unreachable: {error}") from error
    raise error


def not_connected(url: str, error: BaseException) -> DatabaseUnavailable:
    """One clear line for a connection that failed: the login, the database, or the server."""
    where = redacted(url)
    if isinstance(
        error, asyncpg.InvalidAuthorizationSpecificationError | asyncpg.InvalidPasswordError
    ):
        return DatabaseUnavailable(
            f"PostgreSQL refused the login of {where}: check the user and password in DATABASE_URL"
        )
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return DatabaseUnavailable(f"PostgreSQL has no such database: {where} (create it first)")
    return DatabaseUnavailable(f"cannot reach PostgreSQL at {where}: {error}")


async def _reset(connection: asyncpg.Connection) -> None:
    """A connection going back to the pool. The store sets no session state, listens to
    nothing and takes no session lock on pool connections, so asyncpg's default reset (a
    query of four statements: one more trip per write) has nothing to undo; only a
    transaction a cancelled caller left open is rolled back."""
    if connection.is_in_transaction():
        await connection.execute("ROLLBACK")


def _channel(topic: str) -> str:
    return NOTICE_PREFIX + topic


async def _closed(connection: asyncpg.Connection) -> None:
    """Close a connection that may be broken already."""
    try:
        await connection.close(timeout=2)
    except Exception:
        connection.terminate()


class PostgresTransaction:
    """The statements of a transaction, on the connection it holds."""

    def __init__(self, connection: asyncpg.Connection) -> None:
        self.connection = connection

    async def execute(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        try:
            status = await self.connection.execute(numbered(sql), *parameters)
        except Exception as error:
            _reraise(error)
        # "UPDATE 3", "INSERT 0 1", "DELETE 0": the count is the last word.
        last = str(status).rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = [tuple(row) for row in rows]
        if not rows:
            return
        try:
            await self.connection.executemany(numbered(sql), rows)
        except Exception as error:
            _reraise(error)

    async def fetchall(self, sql: str, parameters: Sequence[Any] = ()) -> list[Row]:
        try:
            return list(await self.connection.fetch(numbered(sql), *parameters))
        except Exception as error:
            _reraise(error)

    async def fetchone(self, sql: str, parameters: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, parameters)
        return rows[0] if rows else None


class PostgresDatabase(Database):
    dialect = POSTGRESQL

    def __init__(self, pool: asyncpg.Pool, url: str, own: set[int] | None = None) -> None:
        super().__init__()
        self.pool = pool
        self.url = url
        # A connection of its own, outside the pool, holds what lives with a session: the
        # running lock (a bot's shared, or an offline tool's alone) and the LISTENs of the
        # notices. `_keeping` connects it again after it was lost and restores both.
        self._session: asyncpg.Connection | None = None
        self._using = asyncio.Lock()  # a connection runs one operation at a time
        self._listened: set[str] = set()  # the topics the session LISTENs to
        self._running = False  # a bot runs on this database: its lock is held shared
        self._keeping: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()  # the session was lost, or a topic is new
        # The server processes of this one's pool: their notices are its own.
        self._own = set() if own is None else own

    @classmethod
    async def open(cls, url: str) -> PostgresDatabase:
        """Connect (raising DatabaseUnavailable with one clear line when the server cannot
        be reached or refuses the login) and migrate."""
        own: set[int] = set()

        async def mine(connection: asyncpg.Connection) -> None:
            # A new connection of the pool: its server process's notices are this process's.
            own.add(connection.get_server_pid())

        try:
            pool = await asyncpg.create_pool(
                url,
                init=mine,
                min_size=POOL_MIN,
                max_size=POOL_MAX,
                timeout=CONNECT_TIMEOUT,
                command_timeout=60,
                reset=_reset,
                # Every commit flushed before the bot answers, whatever the server's default.
                server_settings={"synchronous_commit": "on", "application_name": "backalley"},
            )
        except (*_GONE, asyncpg.PostgresError, ValueError) as error:
            raise not_connected(url, error) from None
        database = cls(pool, url, own)
        try:
            await database.migrate()
        except BaseException:
            await pool.close()
            raise
        return database

    @property
    def name(self) -> str:
        return redacted(self.url)

    # ------------------------------------------------------------------ the session

    async def hold_running(self) -> None:
        await self._hold(SHARED)
        self._running = True
        self._keep()

    async def alone(self) -> bool:
        return await self._hold("SELECT pg_try_advisory_lock($1)")

    async def _hold(self, sql: str) -> bool:
        async with self._using:
            session = await self._connected()
            return await session.fetchval(sql, RUNNING_LOCK) is not False

    async def _connected(self) -> asyncpg.Connection:
        if self._session is None or self._session.is_closed():
            try:
                self._session = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT)
            except Exception as error:
                _reraise(error)
            self._listened = set()
        return self._session

    def _keep(self) -> None:
        if self._keeping is None:
            self._keeping = asyncio.create_task(self._keep_session())

    async def _keep_session(self) -> None:
        """Keep the session: when it is lost (the server restarted), connect again, take the
        running lock again, LISTEN again, and tell every hearer that notices may have been
        missed meanwhile."""
        wait, missed = RETRY_FIRST, False
        while True:
            try:
                async with self._using:
                    session = await self._connected()
                    session.add_termination_listener(lambda _: self._wake.set())
                    if self._running:
                        await session.fetchval(SHARED, RUNNING_LOCK)  # counted again: harmless
                wait = RETRY_FIRST
                if missed:
                    # The server may have restarted: its process ids are new, and may be
                    # anyone's (hearing one's own notice again is harmless; missing another's
                    # is not).
                    self._own.clear()
                    for topic in list(self._heard_by):
                        self.deliver(topic, None)
                while not session.is_closed():
                    self._wake.clear()
                    async with self._using:
                        for topic in list(self._heard_by):
                            if topic not in self._listened:
                                await session.add_listener(_channel(topic), self._heard)
                                self._listened.add(topic)
                    await self._wake.wait()
            except asyncio.CancelledError:
                raise
            except Exception as error:
                log.warning("PostgreSQL session lost (%s); connecting again in %.1f s", error, wait)
                await asyncio.sleep(wait)
                wait = min(2 * wait, RETRY_MOST)
            missed = True

    # ------------------------------------------------------------------ notices

    def on_notice(self, topic: str, heard: Heard) -> None:
        super().on_notice(topic, heard)
        self._wake.set()  # the session LISTENs to it too
        self._keep()

    async def notify(self, topic: str, payload: str) -> None:
        try:
            await self.pool.execute("SELECT pg_notify($1, $2)", _channel(topic), payload)
        except Exception as error:
            _reraise(error)

    def _heard(self, _connection: object, pid: int, channel: str, payload: str) -> None:
        if pid not in self._own:  # this process's own notice: it knows already
            self.deliver(channel.removeprefix(NOTICE_PREFIX), payload)

    async def close(self) -> None:
        if self._keeping is not None:
            self._keeping.cancel()
            await asyncio.wait([self._keeping])
            self._keeping = None
        if self._session is not None:
            session, self._session = self._session, None
            await _closed(session)
        try:
            await asyncio.wait_for(self.pool.close(), 10)
        except _GONE:  # asyncio.TimeoutError among them
            self.pool.terminate()

    async def schema_version(self) -> int:
        row = await self.fetchone(
            "SELECT coalesce(max(version), 0) AS version FROM schema_migrations"
            if await self._has_migrations_table()
            else "SELECT 0 AS version"
        )
        return int(row["version"]) if row else 0

    async def _has_migrations_table(self) -> bool:
        row = await self.fetchone("SELECT to_regclass('schema_migrations') IS NOT NULL AS found")
        return bool(row and row["found"])

    async def migrate(self) -> None:
        """Apply the migrations not applied yet, each in a transaction; one process at a
        time (an advisory lock), so processes starting together never migrate twice."""
        async with self.pool.acquire() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                " name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
            )
            current = await connection.fetchval(
                "SELECT coalesce(max(version), 0) FROM schema_migrations"
            )
            for version, name, sql in migrations(POSTGRESQL):
                if version <= current:
                    continue
                log.info("applying migration %04d_%s (PostgreSQL)", version, name)
                async with connection.transaction():
                    await connection.execute(sql)
                    await connection.execute(
                        "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                        version,
                        name,
                    )

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[PostgresTransaction]:
        try:
            async with self.pool.acquire() as connection, connection.transaction():
                yield PostgresTransaction(connection)
        except (IntegrityError, DatabaseUnavailable):
            raise
        except Exception as error:
            _reraise(error)
        self.transactions += 1

    async def _write(self, statements: Sequence[Statement]) -> None:
        one = statements[0] if len(statements) == 1 else combined(statements)
        if one is not None:
            # One statement is a transaction of its own: one trip to the server, not four.
            sql, parameters = one
            try:
                await self.pool.execute(numbered(sql), *parameters)
            except Exception as error:
                _reraise(error)
            self.transactions += 1
            return
        async with self._transaction() as tx:
            for sql, parameters in statements:
                await tx.execute(sql, parameters)

    async def fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Row]:
        try:
            return list(await self.pool.fetch(numbered(sql), *parameters))
        except Exception as error:
            _reraise(error)

    async def stream(
        self, sql: str, parameters: Iterable[Any] = (), *, size: int = 500
    ) -> AsyncIterator[list[Row]]:
        try:
            async with self.pool.acquire() as connection, connection.transaction():
                cursor = await connection.cursor(numbered(sql), *parameters)
                while batch := list(await cursor.fetch(size)):
                    yield batch
        except Exception as error:
            _reraise(error)


@dataclass(frozen=True, slots=True)
class Peek:
    """A PostgreSQL database as a check-up sees it, without migrating or changing it."""

    server_version: str
    schema_version: int
    open_games: int
    # (game id, guild id, channel or thread id, in a thread) of each open game in a server
    open_places: list[tuple[int, int, int, bool]]
    # each server's settings as stored (those it changed)
    server_settings: dict[int, dict[str, Any]]


async def peek(url: str) -> Peek:
    """Connect once and read what the check-up needs; DatabaseUnavailable if it cannot."""
    try:
        connection = await asyncpg.connect(url, timeout=CONNECT_TIMEOUT)
    except (*_GONE, asyncpg.PostgresError, ValueError) as error:
        raise not_connected(url, error) from None
    try:
        server = str(await connection.fetchval("SHOW server_version"))
        if await connection.fetchval("SELECT to_regclass('schema_migrations') IS NULL"):
            return Peek(server, 0, 0, [], {})
        version = int(await connection.fetchval("SELECT max(version) FROM schema_migrations"))
        rows = await connection.fetch(
            "SELECT id, guild_id, place_id, thread_id IS NOT NULL AS thread FROM games"
            " WHERE status IN ('lobby', 'active') ORDER BY id"
        )
        places = [
            (int(r["id"]), int(r["guild_id"]), int(r["place_id"]), bool(r["thread"]))
            for r in rows
            if r["guild_id"] is not None
        ]
        chosen = {
            int(r["id"]): dict(json.loads(r["settings"]))
            for r in await connection.fetch("SELECT id, settings FROM guilds")
        }
        return Peek(server, version, len(rows), places, chosen)
    finally:
        await connection.close()
