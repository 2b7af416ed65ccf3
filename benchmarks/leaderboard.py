"""Leaderboard speed on a large database: 100,000 finished games among 10,000 players in 100
guilds. Times a leaderboard page and a stats query (p50, p99) and the rating update at the
end of a game.

    python benchmarks/leaderboard.py [--games N]
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

from bot.engine import PRESETS, Game, Phase
from bot.service.leaderboard import ALL_TIME, Leaderboards
from bot.service.ratings import game_rater, rate
from bot.store import Database, open_database
from bot.store.results import PlayerResult
from bot.store.stats import SORTS, record_ratings

GUILDS = 100
PLAYERS_PER_GUILD = 100


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def build(database: Database, games: int, rng: random.Random) -> None:
    """Finished games with results, totals and ratings, as the bot would have stored them."""
    presets = list(PRESETS)
    game_rows, side_rows, player_rows = [], [], []
    ratings: dict[tuple[int, int], tuple[float, float]] = {}
    now = 1_700_000_000.0
    for game_id in range(1, games + 1):
        guild = game_id % GUILDS + 1
        preset = rng.choice(presets)
        seats = 3 if preset == "pagat-3" else 4
        users = rng.sample(range(guild * 1000, guild * 1000 + PLAYERS_PER_GUILD), seats)
        sides = 3 if seats == 3 else 2
        scores = [rng.randint(-300, 400) for _ in range(sides)]
        winner = max(range(sides), key=lambda s: scores[s])
        ended = now + game_id * 60
        game_rows.append((game_id, guild, game_id, game_id, users[0], preset, ended))
        for side in range(sides):
            outcome = "win" if side == winner else "loss"
            side_rows.append((game_id, side, scores[side], outcome))
        teams: list[list[int]] = [[] for _ in range(sides)]
        for seat, user in enumerate(users):
            side = seat % 2 if seats == 4 else seat
            teams[side].append(seat)
            made = rng.randint(0, 20)
            player_rows.append(
                (
                    game_id,
                    seat,
                    guild,
                    user,
                    side,
                    preset,
                    scores[side],
                    "win" if side == winner else "loss",
                    25,
                    made,
                    25 - made,
                    rng.randint(0, 3),
                    rng.randint(0, 1),
                    1,
                    rng.randint(20, 90),
                    0,
                    ended,
                )
            )
        places = [1 if side == winner else 2 for side in range(sides)]
        current = [[ratings.get((guild, users[s]), (25.0, 25 / 3)) for s in team] for team in teams]
        for team, new in zip(teams, rate(current, places), strict=True):
            for seat, value in zip(team, new, strict=True):
                ratings[(guild, users[seat])] = value
    async with database.transaction() as tx:
        await tx.executemany(
            "INSERT INTO guilds (id, created_at) VALUES (?, 0)", [(g + 1,) for g in range(GUILDS)]
        )
        await tx.executemany(
            "INSERT INTO games (id, guild_id, channel_id, place_id, host_id, preset, status,"
            " created_at, updated_at, ended_at)"
            " VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'finished', ?7, ?7, ?7)",
            game_rows,
        )
        await tx.executemany("INSERT INTO side_results VALUES (?, ?, ?, ?)", side_rows)
        await tx.executemany(
            "INSERT INTO player_results VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?, ?)",
            player_rows,
        )
        for preset_value in ("p.preset", "'*'"):
            await tx.execute(
                "INSERT INTO player_totals SELECT guild_id, user_id, "
                f"{preset_value}, count(*), sum(outcome = 'win'), sum(outcome = 'loss'),"
                " sum(outcome = 'draw'), sum(points), sum(hands_played), sum(contracts_made),"
                " sum(contracts_failed), sum(boards_bid), sum(boards_made), sum(tricks),"
                f" max(ended_at) FROM player_results p GROUP BY guild_id, user_id, {preset_value}"
            )
        await tx.executemany(
            "INSERT INTO ratings VALUES (?, ?, ?, ?, 1, 0)",
            [(g, u, mu, sigma) for (g, u), (mu, sigma) in ratings.items()],
        )
    await database.fetchone("ANALYZE")


async def time_queries(boards: Leaderboards, rng: random.Random, count: int) -> None:
    pages, stats = [], []
    presets = [None, *PRESETS]
    for _ in range(count):
        guild = rng.randrange(GUILDS) + 1
        user = guild * 1000 + rng.randrange(PLAYERS_PER_GUILD)
        start = time.perf_counter()
        await boards.page(
            guild,
            user,
            sort=rng.choice(list(SORTS)),
            preset=rng.choice(presets),
            page=rng.randint(1, 10),
            season=ALL_TIME,  # the games built here are all time's
        )
        pages.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        await boards.player(guild, user)
        stats.append((time.perf_counter() - start) * 1000)
    for name, timings in (("leaderboard page", pages), ("stats query", stats)):
        p50, p99 = percentile(timings, 0.5), percentile(timings, 0.99)
        print(f"{name + ':':<17} p50 {p50:.2f} ms, p99 {p99:.2f} ms")


async def time_rating_update(database: Database, rng: random.Random, count: int) -> None:
    game = Game("classic", {"hands": [1]}, seed=1)
    while game.phase is not Phase.OVER:
        if game.phase is Phase.BID:
            game.bid(game.to_act, rng.choice(game.legal_bids()))  # type: ignore[arg-type]
        else:
            game.play(game.to_act, rng.choice(game.legal_cards()))  # type: ignore[arg-type]
    pure, stored = [], []
    for _ in range(count):
        guild = rng.randrange(GUILDS) + 1
        users = rng.sample(range(guild * 1000, guild * 1000 + PLAYERS_PER_GUILD), 4)
        rater = game_rater(game, {0, 1, 2, 3})
        current = {s: (25.0 + s, 7.0) for s in range(4)}
        start = time.perf_counter()
        rater(current)
        pure.append((time.perf_counter() - start) * 1000)
        players = [
            PlayerResult(s, users[s], None, s % 2, 0, "win", 1, 0, 0, 0, 0, 0, 0, 0)
            for s in range(4)
        ]
        async with database.transaction() as tx:
            start = time.perf_counter()
            await record_ratings(tx, guild, players, rater, time.time())
            stored.append((time.perf_counter() - start) * 1000)
    print(
        f"rating update at game end: {percentile(pure, 0.5):.3f} ms p50, "
        f"{percentile(pure, 0.99):.3f} ms p99 to rate; with reading and writing the four "
        f"ratings in the game's transaction {percentile(stored, 0.5):.2f} ms p50, "
        f"{percentile(stored, 0.99):.2f} ms p99"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=1000)
    args = parser.parse_args()
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "leaderboard.db"
        database = await open_database(path)
        started = time.perf_counter()
        await build(database, args.games, rng)
        size = path.stat().st_size / 2**20
        print(
            f"leaderboard benchmark: {args.games} finished games, {GUILDS * PLAYERS_PER_GUILD} "
            f"players in {GUILDS} guilds (built in {time.perf_counter() - started:.1f} s, "
            f"{size:.0f} MiB)"
        )
        await time_queries(Leaderboards(database), rng, args.queries)
        await time_rating_update(database, rng, args.queries)
        await database.close()


if __name__ == "__main__":
    asyncio.run(main())
