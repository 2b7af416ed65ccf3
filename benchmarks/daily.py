"""The daily deal's field on one server: 1,000 players who finished the day's five hands (and
the month's earlier days). Times the answer a finished player gets (the day's ranking and
every hand's traveller, from the database, with their embeds: p50, p99, target p99 <= 50 ms),
the same right after another player finished (recorded as another process would, through the
database), the month's standings likewise, the first answers after a restart, and the two
pictures (drawn off the event loop in the bot). Runs as well on an older checkout: copy it
there to compare.

    python benchmarks/daily.py [--players N] [--queries N] [--days N]
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import gc
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service import GameService
from bot.store import Database, open_database
from bot.ui.daily.field import (
    month_embed,
    ranking_embed,
    ranking_picture,
    traveller_embed,
    traveller_picture,
)
from bot.ui.images import clear_caches
from bot.ui.images.daily import ranking_image, traveller_image

GUILD = 42
SCHEDULE = (13, 10, 7, 4, 1)
TODAY = dt.date(2026, 12, 20)
NOW = dt.datetime(2026, 12, 20, 12, tzinfo=dt.UTC).timestamp()


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def finish(database: Database, user: int, rng: random.Random) -> None:
    """One more player finished today, in their own transaction (from any process)."""
    entries, hands = [], []
    day = TODAY.isoformat()
    entries.append((GUILD, day, user, f"player {user}", NOW, NOW))
    for number, size in enumerate(SCHEDULE, 1):
        points = rng.choice((-1, 1)) * rng.randint(0, 13) * 10 + rng.randint(0, 3)
        hands.append((GUILD, day, user, number, "1", rng.randint(0, size), points, "AS"))
    async with database.transaction() as tx:
        await tx.executemany(
            "INSERT INTO daily_players (guild_id, day, user_id, name, started_at, finished_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            entries,
        )
        await tx.executemany(
            "INSERT INTO daily_hands (guild_id, day, user_id, hand, bid, tricks, points, cards)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            hands,
        )


async def build(database: Database, players: int, days: int, rng: random.Random) -> None:
    """Finished days as the bot stores them: a row per player and day, one per hand."""
    entries, hands = [], []
    for back in range(days):
        day = (TODAY - dt.timedelta(days=back)).isoformat()
        for user in range(1, players + 1):
            if back and rng.random() < 0.4:
                continue  # not everyone plays every day
            entries.append((GUILD, day, user, f"player {user}", NOW, NOW))
            for number, size in enumerate(SCHEDULE, 1):
                tricks = rng.randint(0, size)
                points = rng.choice((-1, 1)) * rng.randint(0, 13) * 10 + rng.randint(0, 3)
                bid = rng.choice(("0", str(rng.randint(1, size)), "board"))
                cards = " ".join(["AS"] * size)
                hands.append((GUILD, day, user, number, bid, tricks, points, cards))
    async with database.transaction() as tx:
        await tx.executemany(
            "INSERT INTO daily_players (guild_id, day, user_id, name, started_at, finished_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            entries,
        )
        await tx.executemany(
            "INSERT INTO daily_hands (guild_id, day, user_id, hand, bid, tricks, points, cards)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            hands,
        )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--days", type=int, default=20)
    args = parser.parse_args()
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as folder:
        database = await open_database(Path(folder) / "daily.db")
        await build(database, args.players, args.days, rng)
        # As the bot does once started (bot/running/app.py): what start-up built is not
        # rescanned by each full collection.
        gc.collect()
        gc.freeze()
        service = GameService(database, clock=lambda: NOW)
        daily = service.daily
        print(
            f"daily benchmark: {args.players} players finished today's {len(SCHEDULE)} hands "
            f"on one server ({args.days} days in the month)"
        )
        answers, months = [], []
        results = None
        for _ in range(args.queries):
            user = rng.randint(1, args.players)
            started = time.perf_counter()
            results = await daily.results(GUILD, user)
            ranking_embed(results)
            for number in results.travellers:
                traveller_embed(results, number)
            answers.append(time.perf_counter() - started)
        # Right after someone else finished: the day's matchpoints brought up to date.
        fresh = []
        newcomer = args.players
        for _ in range(max(1, args.queries // 5)):
            newcomer += 1
            await finish(database, newcomer, rng)
            user = rng.randint(1, args.players)
            started = time.perf_counter()
            results = await daily.results(GUILD, user)
            ranking_embed(results)
            for number in results.travellers:
                traveller_embed(results, number)
            fresh.append(time.perf_counter() - started)
        for _ in range(max(1, args.queries // 10)):
            newcomer += 1
            await finish(database, newcomer, rng)
            user = rng.randint(1, args.players)
            started = time.perf_counter()
            month, standings = await daily.month(GUILD, user)
            month_embed(month, standings, user)
            months.append(time.perf_counter() - started)
        # After a restart: nothing kept yet.
        restarted = GameService(database, clock=lambda: NOW).daily
        started = time.perf_counter()
        await restarted.results(GUILD, 1)
        cold_day = time.perf_counter() - started
        started = time.perf_counter()
        await restarted.month(GUILD, 1)
        cold_month = time.perf_counter() - started
        assert results is not None and len(results.ranking) > args.players
        print(
            f"  a day's ranking and its {len(SCHEDULE)} travellers: "
            f"p50 {percentile(answers, 0.5) * 1000:.1f} ms, "
            f"p99 {percentile(answers, 0.99) * 1000:.1f} ms (target p99 <= 50 ms)"
        )
        print(
            f"  the same, right after another player finished: "
            f"p50 {percentile(fresh, 0.5) * 1000:.1f} ms, "
            f"p99 {percentile(fresh, 0.99) * 1000:.1f} ms"
        )
        print(
            f"  the month's standings, right after another player finished: "
            f"p50 {percentile(months, 0.5) * 1000:.1f} ms, "
            f"p99 {percentile(months, 0.99) * 1000:.1f} ms"
        )
        print(
            f"  after a restart, the first day's answer {cold_day * 1000:.0f} ms, "
            f"then the month's standings {cold_month * 1000:.0f} ms"
        )
        pictures = []
        for _ in range(10):
            clear_caches()
            started = time.perf_counter()
            ranking_image(ranking_picture(results, "en"))
            traveller_image(traveller_picture(results, 1, "en"))
            pictures.append(time.perf_counter() - started)
        print(
            f"  both pictures, drawn in a worker thread: p50 "
            f"{percentile(pictures, 0.5) * 1000:.1f} ms"
        )
        await database.close()


if __name__ == "__main__":
    asyncio.run(main())
