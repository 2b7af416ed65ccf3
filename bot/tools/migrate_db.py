"""`python -m bot migrate-db SOURCE TARGET`: copy a whole database from one backend to the
other (SQLite to PostgreSQL to grow past one process, or back), then check the copy.

Both are opened through the store, which brings each to the current schema first, so the
copy is table by table and column by column. The target must be empty and no bot may run on
either. Rows are streamed in batches and written in one transaction on the target: a copy
that fails half-way leaves the target empty, ready for another try. The check compares the
row count and a digest of the rows of every table, then replays every game from both logs.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import sys
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

from bot.engine.record import summary, to_record
from bot.service.table import TableView
from bot.store import Database, DatabaseUnavailable, GameStore, open_database
from bot.store.database import POSTGRESQL, Row, database_target
from bot.tools.backups import BackupError, stopped

BATCH = 1000
SHOWN = 20  # differences listed at the end; a copy gone wrong may differ everywhere
# The migrations' own bookkeeping: each backend keeps its own (SQLite: PRAGMA user_version).
BOOKKEEPING = {"schema_migrations"}
# Tables others refer to, in the order to fill them; the rest refer only to these.
FIRST = ("guilds", "games")


class CopyFailed(Exception):
    """A row the target would not take: the copy stopped and the target stays empty."""


class Refused(Exception):
    """The copy was not started; nothing was written. The message says why, in one line."""


@dataclass(slots=True)
class Report:
    """What a migration copied and what its check found."""

    source: str
    target: str
    rows: dict[str, int] = field(default_factory=dict)  # per table, as copied
    games: int = 0  # games replayed from both logs
    problems: list[str] = field(default_factory=list)  # what differs; empty when all is well
    seconds: float = 0.0  # the whole run
    copy_seconds: float = 0.0  # the copy alone, without the check

    @property
    def total(self) -> int:
        return sum(self.rows.values())


class Progress:
    """One line per table, `rows so far / total`: rewritten in place on a terminal, written
    once when the table is done otherwise (a log file has no use for the in-between)."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.live = out.isatty()

    def update(self, table: str, done: int, total: int) -> None:
        if self.live:
            self.out.write(f"\r{_line(table, done, total)}")
            self.out.flush()

    def done(self, table: str, rows: int) -> None:
        start = "\r" if self.live else ""
        self.out.write(f"{start}{_line(table, rows, rows)}\n")
        self.out.flush()


def _line(table: str, done: int, total: int) -> str:
    return f"  {table:<17} {done:>12,} / {total:,}"


async def migrate(source_url: str, target_url: str, progress: Progress | None = None) -> Report:
    """Copy every row of `source_url` into the empty `target_url` and check the copy.
    Raises Refused (nothing written), CopyFailed (the target left empty) or
    DatabaseUnavailable; the report lists what differs."""
    started = time.monotonic()
    source_at, target_at = database_target(source_url), database_target(target_url)
    if isinstance(source_at, Path) and not source_at.is_file():
        raise Refused(f"there is no database at {source_at}")
    if (
        isinstance(source_at, Path)
        and isinstance(target_at, Path)
        and _same_file(source_at, target_at)
    ):
        raise Refused("the source and the target are the same database")
    with contextlib.ExitStack() as locks:
        for at in (source_at, target_at):
            if isinstance(at, Path):
                locks.enter_context(_no_bot_on(at))
        async with _opened(source_at) as source, _opened(target_at) as target:
            await _check_pair(source, target)
            report = Report(source.name, target.name)
            copying = time.monotonic()
            await copy(source, target, report, progress)
            report.copy_seconds = time.monotonic() - copying
            report.problems = await verify(source, target, report)
    report.seconds = time.monotonic() - started
    return report


def _same_file(one: Path, other: Path) -> bool:
    return one.resolve() == other.resolve()


@contextlib.contextmanager
def _no_bot_on(database: Path) -> Iterator[None]:
    """The lock a running bot holds (bot/running/one_bot.py), held by this copy meanwhile."""
    with contextlib.ExitStack() as held:
        try:
            held.enter_context(stopped(database, "python -m bot migrate-db"))
        except BackupError as refused:
            raise Refused(str(refused)) from None
        yield


@contextlib.asynccontextmanager
async def _opened(at: Path | str) -> AsyncIterator[Database]:
    database = await open_database(at)
    try:
        yield database
    finally:
        await database.close()


async def _check_pair(source: Database, target: Database) -> None:
    """Refused unless the two are different databases, no bot runs on either, they have
    the same tables and the target has no rows."""
    if await _same_postgres_database(source, target):
        raise Refused("the source and the target are the same database")
    for database in (source, target):
        if not await database.alone():
            raise Refused(f"a bot is running on {database.name}: stop every bot process first")
    tables, theirs = await copied_tables(source), await copied_tables(target)
    if set(tables) != set(theirs):
        missing = sorted(set(tables) ^ set(theirs))
        raise Refused(f"the two schemas differ in tables {', '.join(missing)}")
    for table in tables:
        if await target.fetchone(f"SELECT 1 FROM {table} LIMIT 1") is not None:
            raise Refused(
                f"the target {target.name} is not empty (table {table} has rows):"
                " migrate-db only copies into an empty database"
            )


async def _same_postgres_database(source: Database, target: Database) -> bool:
    if source.dialect != POSTGRESQL or target.dialect != POSTGRESQL:
        return False
    return await _server_identity(source) == await _server_identity(target)


async def _server_identity(database: Database) -> tuple[Any, ...]:
    """What tells one PostgreSQL database from another, whatever URL reached it."""
    row = await database.fetchone(
        "SELECT pg_postmaster_start_time() AS started, inet_server_port() AS port,"
        " current_database() AS name"
    )
    assert row is not None
    return (row["started"], row["port"], row["name"])


async def copied_tables(database: Database) -> list[str]:
    """The schema's tables in the order they are filled: those others refer to first."""
    tables = [t for t in await database.tables() if t not in BOOKKEEPING]
    return [t for t in FIRST if t in tables] + [t for t in tables if t not in FIRST]


async def columns(database: Database, table: str) -> list[str]:
    if database.dialect == POSTGRESQL:
        rows = await database.fetchall(
            "SELECT column_name AS name FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
    else:
        rows = await database.fetchall(f"SELECT name FROM pragma_table_info('{table}')")
    return [str(row["name"]) for row in rows]


async def shared_columns(source: Database, target: Database, table: str) -> list[str]:
    """The columns both sides have, in the source's order (the same, at one schema version)."""
    theirs = set(await columns(target, table))
    return [c for c in await columns(source, table) if c in theirs]


async def count(database: Database, table: str) -> int:
    row = await database.fetchone(f"SELECT count(*) AS n FROM {table}")
    return int(row["n"]) if row else 0


async def copy(
    source: Database, target: Database, report: Report, progress: Progress | None = None
) -> None:
    """Every row of every table, batch by batch, in one transaction on the target."""
    # Read before the transaction: a SQLite database reads nothing while it writes.
    plan = [
        (table, await shared_columns(source, target, table), await count(source, table))
        for table in await copied_tables(source)
    ]
    async with target.transaction() as tx:
        for table, names, total in plan:
            done = 0
            listed = ", ".join(names)
            insert = f"INSERT INTO {table} ({listed}) VALUES ({', '.join('?' * len(names))})"
            # By id: a rematch refers to an older game, so it comes after it.
            order = " ORDER BY id" if table == "games" else ""
            async for batch in source.stream(f"SELECT {listed} FROM {table}{order}", size=BATCH):
                try:
                    await tx.executemany(insert, [_values(row, len(names)) for row in batch])
                except DatabaseUnavailable:
                    raise
                except Exception as error:  # a value refused: asyncpg's DataError, a key...
                    raise CopyFailed(
                        f"cannot copy table {table}: {error}; nothing was written"
                    ) from error
                done += len(batch)
                if progress:
                    progress.update(table, done, total)
            report.rows[table] = done
            if progress:
                progress.done(table, done)
        if target.dialect == POSTGRESQL and "games" in report.rows:
            # The ids were copied as they were: new games must be numbered after them.
            await tx.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), max(id)) FROM games"
            )
        if target.dialect == POSTGRESQL and report.rows.get("notices"):
            await tx.execute(
                "SELECT setval(pg_get_serial_sequence('notices', 'id'), max(id)) FROM notices"
            )


async def verify(source: Database, target: Database, report: Report | None = None) -> list[str]:
    """What differs between the two: per table, the count and a digest of the rows; per
    game, its row and the state replayed from its log. Empty when the copy is faithful."""
    problems: list[str] = []
    for table in await copied_tables(source):
        names = await shared_columns(source, target, table)
        mine, theirs = await count(source, table), await count(target, table)
        if mine != theirs:
            problems.append(f"table {table}: {mine:,} rows in the source, {theirs:,} in the target")
        elif await digest(source, table, names) != await digest(target, table, names):
            problems.append(f"table {table}: the rows differ")
    games = 0
    ours, theirs_store = GameStore(source), GameStore(target)
    async for game_id in game_ids(source):
        games += 1
        differs = await compare_game(ours, theirs_store, game_id)
        if differs:
            problems.append(f"game {game_id}: {differs}")
    if report is not None:
        report.games = games
    return problems


async def game_ids(database: Database) -> AsyncIterator[int]:
    """Every game's id, a page at a time. Not `stream`: a SQLite database streaming reads
    nothing else until it is done, and each game is loaded meanwhile."""
    last = -1
    while rows := await database.fetchall(
        "SELECT id FROM games WHERE id > ? ORDER BY id LIMIT ?", (last, BATCH)
    ):
        for row in rows:
            yield int(row["id"])
        last = int(rows[-1]["id"])


async def digest(database: Database, table: str, names: list[str]) -> bytes:
    """The rows of a table as a multiset, in any order: the sum of their hashes. A value
    reads back as its own type on each side (REAL 3.0 may be int 3 in SQLite), so numbers
    are hashed by value."""
    total = 0
    listed = ", ".join(names)
    async for batch in database.stream(f"SELECT {listed} FROM {table}", size=BATCH):
        for row in batch:
            text = repr(tuple(_plain(value) for value in _values(row, len(names)))).encode()
            total += int.from_bytes(hashlib.blake2b(text, digest_size=16).digest(), "big")
    return (total % 2**128).to_bytes(16, "big")


def _values(row: Row, width: int) -> tuple[Any, ...]:
    return tuple(row[i] for i in range(width))


def _plain(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, memoryview | bytearray):
        return bytes(value)
    return value


async def compare_game(source: GameStore, target: GameStore, game_id: int) -> str | None:
    """What differs in one game between the two databases: its stored row (seats, log,
    take-backs included), or the state replayed from its log; None when nothing does."""
    mine, theirs = await source.load(game_id), await target.load(game_id)
    if theirs is None:
        return "missing from the target"
    if mine != theirs:
        return "its stored rows differ"
    try:
        expected = _state(TableView.from_row(mine)) if mine is not None else None
    except Exception:
        return None  # the source itself does not replay: nothing to compare the copy with
    try:
        found = _state(TableView.from_row(theirs))
    except Exception as error:
        return f"the target's log does not replay ({error!r})"
    return None if found == expected else "the state replayed from the target's log differs"


def _state(table: TableView) -> tuple[Any, ...]:
    """A table as comparable values: everything but the engine's game, which has no
    equality of its own, then the game's record (its decks and log) and its summary
    (hands, scores, tiebreaks, winner, who acts next in which phase)."""
    game = table.game
    if game is None:
        return (replace(table, game=None), None, None)
    return (replace(table, game=None), to_record(game), summary(game))


def describe(report: Report) -> str:
    """The closing lines: what was copied and checked, in how long."""
    rate = report.total / report.copy_seconds if report.copy_seconds else 0.0
    lines = [
        f"copied {report.total:,} rows of {len(report.rows)} tables from {report.source}"
        f" to {report.target} in {report.copy_seconds:.1f} s ({rate:,.0f} rows/s)",
        f"checked: row counts and contents of every table, {report.games:,} games replayed",
        f"done in {report.seconds:.1f} s",
    ]
    if report.problems:
        shown = report.problems[:SHOWN]
        lines += ["the copy differs from the source:", *(f"  {p}" for p in shown)]
        if len(report.problems) > SHOWN:
            lines.append(f"  and {len(report.problems) - SHOWN:,} more")
    return "\n".join(lines)


def main(source: str, target: str) -> int:
    """The command: 0 copied and checked, 1 the copy failed or differs, 2 refused."""
    out, err = sys.stdout, sys.stderr
    try:
        report = asyncio.run(migrate(source, target, Progress(out)))
    except (Refused, DatabaseUnavailable, ValueError) as error:
        print(f"error: {error}", file=err)
        return 2
    except CopyFailed as error:
        print(f"error: {error}", file=err)
        return 1
    print(describe(report), file=out)
    return 1 if report.problems else 0
