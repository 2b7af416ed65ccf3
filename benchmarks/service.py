"""Game service speed: one accepted action including its commit, loading a game from its log,
and the database size of a finished game. A real SQLite file in a temporary directory.

The collector is frozen after the set-up, as the bot freezes it after its start-up, and each
figure has its floor beside it: the bare database work of the same size (the same two
statements in one transaction for an action; the same rows read for a load), so what the
service adds is the difference.

    python benchmarks/service.py [--actions N]
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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service import GameService, TableView, as_move
from bot.store import Database
from tests.service.helpers import random_move


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


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000, help="timed actions per figure")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        database = await Database.open(Path(folder) / "bench.db")
        print("service benchmark: SQLite WAL, synchronous=NORMAL, one aiosqlite connection")
        print(
            f"{'active games':>12} {'p50 ms':>8} {'p99 ms':>8} {'floor p50':>10} {'floor p99':>10}"
        )
        for active in (1, 100, 1000):
            p50, p99, f50, f99 = await action_latency(database, active, args.actions)
            print(f"{active:>12} {p50:8.2f} {p99:8.2f} {f50:10.2f} {f99:10.2f}")

        service = GameService(database)
        count = 10
        before = await page_bytes(database)
        ids = [await finished_game(service, 9_000_000 + n) for n in range(count)]
        after = await page_bytes(database)
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
                    await database.fetchall(
                        f"SELECT * FROM {table_name} WHERE {key} = ?", (game_id,)
                    )
                floors.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                row = await service.store.load(game_id)
                loaded = time.perf_counter()
                assert row is not None
                TableView.from_row(row)
                done = time.perf_counter()
                loads.append((done - start) * 1000)
                replays.append((done - loaded) * 1000)
        warm = loads[1:]
        print(
            f"load a finished classic game (25 hands) from its log: first {loads[0]:.2f} ms, "
            f"then {statistics.median(warm):.2f} ms median, {percentile(warm, 0.99):.2f} ms p99 "
            f"(of which replay {statistics.median(replays):.2f} ms); floor (the same rows read)"
            f" {statistics.median(floors):.2f} ms median"
        )
        print(f"database size per finished classic game: {(after - before) / count / 1024:.1f} KiB")
        await database.close()


async def page_bytes(database: Database) -> int:
    # Checkpoint first so the figure is the main file's, not the write-ahead log's.
    await database.fetchone("PRAGMA wal_checkpoint(TRUNCATE)")
    pages = await database.fetchone("PRAGMA page_count")
    size = await database.fetchone("PRAGMA page_size")
    assert pages is not None and size is not None
    return int(pages[0]) * int(size[0])


if __name__ == "__main__":
    asyncio.run(main())
