"""Game service speed: one accepted action including its commit, loading a game from its log,
and the database size of a finished game, on each backend: a real SQLite file in a temporary
directory, and PostgreSQL on loopback (a throwaway server of its own, testbed/pgserver.py, with
fsync and synchronous_commit on, unless a URL is given).

The collector is frozen after the set-up, as the bot freezes it after its start-up, and each
figure has its floor beside it: the bare database work of the same size (the same two
statements in one transaction for an action; the same rows read for a load), so what the
service adds is the difference. A last table puts the backends side by side.

    python benchmarks/service.py [--actions N] [--quick] [--database sqlite|postgresql|URL ...]

`--database` may be given several times: `sqlite` (a file in a temporary directory),
`postgresql` (a throwaway local server), a SQLite file path or a `postgresql://` URL (the
benchmark's games are created in that database, and abandoned at the end). Without it, SQLite
and a throwaway PostgreSQL, in that order. `--quick` is a smoke run of well under a minute
(fewer timed actions and finished games).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service import GameService, TableView, as_move
from bot.store import Database, open_database
from bot.store.database import POSTGRESQL, database_target, redacted
from testbed.moves import random_move
from testbed.pgserver import PgServer

LEVELS = (1, 100, 1000)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def start_games(service: GameService, count: int, first_channel: int) -> list[TableView]:
    tables = []
    for n in range(count):
        channel = first_channel + n
        users = [channel * 10 + k for k in range(4)]
        lobby = await service.lobby.open(guild_id=1, channel_id=channel, host_id=users[0])
        for user in users[1:]:
            await service.lobby.join(lobby.table.id, user)
        tables.append((await service.lobby.start(lobby.table.id, users[0])).table)
    return tables


async def bare_writes(database: Database, game_id: int, first: int, count: int) -> list[float]:
    """The floor of an action: its two statements committed, without the service (ms)."""
    timings = []
    for n in range(first, first + count):
        start = time.perf_counter()
        await database.write(
            [
                (
                    "INSERT INTO actions (game_id, idx, seat, kind, value, by_computer,"
                    " created_at) VALUES (?, ?, 0, 'play', '\"10H\"', 0, 0)",
                    (game_id, 10**6 + n),
                ),
                (
                    "UPDATE games SET updated_at = ?, turn_deadline = NULL, reminded = 0,"
                    " computer_turn = 0 WHERE id = ?",
                    (n, game_id),
                ),
            ]
        )
        timings.append((time.perf_counter() - start) * 1000)
    return timings


async def action_latency(
    database: Database, active: int, actions: int
) -> tuple[float, float, float, float]:
    """p50 and p99 in ms of one accepted action with `active` games running, and of its
    floor, measured interleaved."""
    service = GameService(database)
    started = time.perf_counter()
    tables = await start_games(service, active, first_channel=active * 100_000)
    print(f"  ({active} games opened and started in {time.perf_counter() - started:.1f} s)")
    (floor_game,) = await start_games(service, 1, first_channel=active * 100_000 - 1)
    gc.collect()
    gc.freeze()  # as the bot does after its start-up
    rng = random.Random(active)
    timings = []
    floors = []
    for n in range(actions):
        if n % 10 == 0:
            floors += await bare_writes(database, floor_game.id, n, 10)
        table = tables[n % active]
        user, kind, value = random_move(table, rng)
        start = time.perf_counter()
        outcome = await service.play.act(table.id, user, as_move(kind, value))
        timings.append((time.perf_counter() - start) * 1000)
        tables[n % active] = outcome.table
        if outcome.table.status == "finished":
            # Keep `active` games running: a new one takes the finished one's place.
            (tables[n % active],) = await start_games(service, 1, first_channel=10**9 + n)
    for table in [*tables, floor_game]:
        await service.play.abandon(table.id, table.host_id)
    gc.unfreeze()
    return (
        percentile(timings, 0.50),
        percentile(timings, 0.99),
        percentile(floors, 0.50),
        percentile(floors, 0.99),
    )


async def finished_game(service: GameService, channel: int) -> int:
    (table,) = await start_games(service, 1, first_channel=channel)
    rng = random.Random(channel)
    while table.game is not None and not table.game.is_over:
        user, kind, value = random_move(table, rng)
        table = (await service.play.act(table.id, user, as_move(kind, value))).table
    return table.id


@dataclass
class Figures:
    """One backend's figures: (p50, p99) in ms of an action by number of live games."""

    name: str
    actions: dict[int, tuple[float, float]] = field(default_factory=dict)


@asynccontextmanager
async def backend(spec: str) -> AsyncIterator[tuple[str, Database]]:
    """The database a `--database` names, open, with a line saying what it is."""
    if spec == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            database = await open_database(Path(folder) / "bench.db")
            try:
                yield "SQLite WAL, synchronous=NORMAL, one aiosqlite connection", database
            finally:
                await database.close()
        return
    if spec in ("postgresql", "postgres"):
        with PgServer() as server:
            await server.create_database_async("bench")
            database = await open_database(server.url("bench"))
            try:
                yield await postgres_line(database, "a throwaway server on 127.0.0.1"), database
            finally:
                await database.close()
        return
    target = database_target(spec)
    database = await open_database(target)
    try:
        if database.dialect == POSTGRESQL:
            yield await postgres_line(database, redacted(spec)), database
        else:
            yield f"SQLite {target} (WAL, synchronous=NORMAL, one aiosqlite connection)", database
    finally:
        await database.close()


async def postgres_line(database: Database, where: str) -> str:
    row = await database.fetchone(
        "SELECT current_setting('server_version') AS version, current_setting('fsync') AS fsync"
    )
    assert row is not None
    return (
        f"PostgreSQL {row['version']}, {where}, fsync={row['fsync']}, synchronous_commit=on,"
        " an asyncpg pool"
    )


async def measure(
    label: str, database: Database, levels: tuple[int, ...], actions: int, finished: int
) -> Figures:
    """What the benchmark has always printed for SQLite, for one backend."""
    short = "PostgreSQL" if database.dialect == POSTGRESQL else "SQLite"
    figures = Figures(short)
    print(f"service benchmark: {label}")
    print(f"{'active games':>12} {'p50 ms':>8} {'p99 ms':>8} {'floor p50':>10} {'floor p99':>10}")
    for active in levels:
        p50, p99, f50, f99 = await action_latency(database, active, actions)
        figures.actions[active] = (p50, p99)
        print(f"{active:>12} {p50:8.2f} {p99:8.2f} {f50:10.2f} {f99:10.2f}")

    service = GameService(database)
    before = await stored_bytes(database)
    ids = [await finished_game(service, 9_000_000 + n) for n in range(finished)]
    after = await stored_bytes(database)
    gc.collect()
    gc.freeze()  # as the bot does after loading its games: old objects are not rescanned
    loads = []
    replays = []
    floors = []
    for _ in range(5):
        for game_id in ids:
            start = time.perf_counter()
            for table_name in ("games", "seats", "actions"):
                key = "id" if table_name == "games" else "game_id"
                await database.fetchall(f"SELECT * FROM {table_name} WHERE {key} = ?", (game_id,))
            floors.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            row = await service.store.load(game_id)
            loaded = time.perf_counter()
            assert row is not None
            TableView.from_row(row)
            done = time.perf_counter()
            loads.append((done - start) * 1000)
            replays.append((done - loaded) * 1000)
    gc.unfreeze()
    warm = loads[1:]
    print(
        f"load a finished classic game (25 hands) from its log: first {loads[0]:.2f} ms, "
        f"then {statistics.median(warm):.2f} ms median, {percentile(warm, 0.99):.2f} ms p99 "
        f"(of which replay {statistics.median(replays):.2f} ms); floor (the same rows read)"
        f" {statistics.median(floors):.2f} ms median"
    )
    compacted = " (tables and indexes after VACUUM FULL)" if short == "PostgreSQL" else ""
    print(
        f"database size per finished classic game: {(after - before) / finished / 1024:.1f} KiB"
        + compacted
    )
    return figures


def side_by_side(results: list[Figures]) -> None:
    print()
    print("one accepted action with its commit, ms (p50 / p99), by live games")
    header = f"{'live games':>10}" + "".join(
        f" {f.name + ' p50':>15} {f.name + ' p99':>15}" for f in results
    )
    print(header)
    levels = sorted({level for f in results for level in f.actions})
    for level in levels:
        cells = ""
        for f in results:
            p50, p99 = f.actions.get(level, (float("nan"), float("nan")))
            cells += f" {p50:15.2f} {p99:15.2f}"
        print(f"{level:>10}{cells}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=None, help="timed actions per figure")
    parser.add_argument(
        "--database",
        action="append",
        metavar="URL",
        help="sqlite, postgresql, a SQLite file or a postgresql:// URL; repeatable"
        " (default: sqlite and postgresql)",
    )
    parser.add_argument("--quick", action="store_true", help="a smoke run, well under a minute")
    args = parser.parse_args()
    actions = args.actions or (300 if args.quick else 2000)
    finished = 2 if args.quick else 10
    results = []
    for n, spec in enumerate(args.database or ["sqlite", "postgresql"]):
        if n:
            print()
        async with backend(spec) as (label, database):
            results.append(await measure(label, database, LEVELS, actions, finished))
    side_by_side(results)


async def stored_bytes(database: Database) -> int:
    """The bytes the database takes: SQLite's pages, PostgreSQL's tables with their indexes
    (rewritten first: without the row versions every update leaves until a vacuum)."""
    if database.dialect == POSTGRESQL:
        await database.fetchall("VACUUM FULL")
        row = await database.fetchone(
            "SELECT sum(pg_total_relation_size(c.oid))::bigint AS size FROM pg_class c"
            " JOIN pg_namespace n ON n.oid = c.relnamespace"
            " WHERE c.relkind = 'r' AND n.nspname = current_schema()"
        )
        assert row is not None
        return int(row["size"])
    return await page_bytes(database)


async def page_bytes(database: Database) -> int:
    # Checkpoint first so the figure is the main file's, not the write-ahead log's.
    await database.fetchone("PRAGMA wal_checkpoint(TRUNCATE)")
    pages = await database.fetchone("PRAGMA page_count")
    size = await database.fetchone("PRAGMA page_size")
    assert pages is not None and size is not None
    return int(pages[0]) * int(size[0])


if __name__ == "__main__":
    asyncio.run(main())
