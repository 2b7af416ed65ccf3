"""A season's rollover for 10,000 servers: every server's season ends at the same moment;
the rollover freezes each one's final standings and queues its post. Meanwhile players keep
asking (a leaderboard page, or a write such as a move's commit) at a steady pace, and each
answer is timed; the same players are timed again on the same database with no rollover,
for the comparison.

Prints the rollover's time (target: at most 60 s) and the players' p50/p99 with and without
it (target: p99 within 20 ms of the bot doing no rollover).

    python benchmarks/seasons.py [--servers N] [--players-per-server N]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service.leaderboard import Leaderboards
from bot.service.seasons import SeasonEnded, Seasons, season_mark
from bot.store import Database, open_database

ENDS = season_mark("monthly", "UTC", 1_795_000_000.0)  # a month in 2026
assert ENDS is not None
KEY = ENDS.key
PACE = 0.005  # seconds between two players' requests
BASELINE = 4.0  # seconds of players' requests without a rollover


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def build(database: Database, servers: int, per_server: int, rng: random.Random) -> None:
    """Each server with a season under way: its row, and its players' totals and ratings."""
    now = ENDS.ends_at - 86_400
    seasons, totals, ratings = [], [], []
    for guild in range(1, servers + 1):
        seasons.append((guild, KEY, ENDS.ends_at))
        for n in range(per_server):
            user = guild * 1000 + n
            games = rng.randint(1, 12)
            wins = rng.randint(0, games)
            totals.append((guild, KEY, user, "*", games, wins, games - wins, rng.randint(-500, 900),
                           games * 25, now))  # fmt: skip
            ratings.append((guild, KEY, user, rng.gauss(25, 3), rng.uniform(2, 8), games, now))
    async with database.transaction() as tx:
        await tx.executemany(
            "INSERT INTO seasons (guild_id, season, ends_at) VALUES (?, ?, ?)", seasons
        )
        await tx.executemany(
            "INSERT INTO season_totals (guild_id, season, user_id, preset, games, wins, losses,"
            " points, hands, last_game_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            totals,
        )
        await tx.executemany(
            "INSERT INTO season_ratings (guild_id, season, user_id, mu, sigma, games,"
            " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            ratings,
        )


async def players(
    boards: Leaderboards, servers: int, stop: asyncio.Event, rng: random.Random
) -> list[float]:
    """Requests at a steady pace, each timed: half leaderboard pages of a season, half
    writes (a server's settings: one transaction, as a move's commit is)."""
    times: list[float] = []
    tasks: set[asyncio.Task[None]] = set()

    async def one(n: int) -> None:
        guild = rng.randint(1, servers)
        started = time.perf_counter()
        if n % 2:
            await boards.page(guild, guild * 1000, season=KEY)
        else:
            await boards.update_settings(guild, {"hints": bool(n % 4)})
        times.append(time.perf_counter() - started)

    n = 0
    while not stop.is_set():
        task = asyncio.create_task(one(n))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
        n += 1
        await asyncio.sleep(PACE)
    await asyncio.gather(*tasks)
    return times


async def run(servers: int, per_server: int) -> None:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        database = await open_database(Path(folder) / "seasons.db")
        try:
            started = time.perf_counter()
            await build(database, servers, per_server, rng)
            print(
                f"{servers:,} servers, {servers * per_server:,} players in a season"
                f" (built in {time.perf_counter() - started:.1f} s)"
            )
            boards = Leaderboards(database, clock=lambda: ENDS.ends_at + 1)

            stop = asyncio.Event()
            quiet = asyncio.create_task(players(boards, servers, stop, rng))
            await asyncio.sleep(BASELINE)
            stop.set()
            alone = await quiet

            queued: list[SeasonEnded] = []
            seasons = Seasons(database, clock=lambda: ENDS.ends_at + 1)
            seasons.subscribe(queued.append)  # the poster only queues: it posts at Discord's pace
            stop = asyncio.Event()
            busy = asyncio.create_task(players(boards, servers, stop, rng))
            started = time.perf_counter()
            frozen = await seasons.rollover()
            took = time.perf_counter() - started
            stop.set()
            beside = await busy
            row = await database.fetchone("SELECT count(*) FROM season_standings", ())
            assert row is not None
            print(
                f"rollover: {frozen:,} seasons frozen ({int(row[0]):,} standings rows),"
                f" {len(queued):,} posts queued in {took:.2f} s (target <= 60 s)"
            )
            print(
                f"players without rollover: p50 {percentile(alone, 0.5) * 1000:.2f} ms,"
                f" p99 {percentile(alone, 0.99) * 1000:.2f} ms ({len(alone):,} requests)"
            )
            print(
                f"players during rollover:  p50 {percentile(beside, 0.5) * 1000:.2f} ms,"
                f" p99 {percentile(beside, 0.99) * 1000:.2f} ms ({len(beside):,} requests)"
            )
            gap = (percentile(beside, 0.99) - percentile(alone, 0.99)) * 1000
            print(f"p99 difference: {gap:+.2f} ms (target <= 20 ms)")
        finally:
            await database.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--servers", type=int, default=10_000)
    parser.add_argument("--players-per-server", type=int, default=8)
    args = parser.parse_args()
    asyncio.run(run(args.servers, args.players_per_server))


if __name__ == "__main__":
    main()
