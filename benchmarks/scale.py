"""The bot at scale: start-up time and memory with many games in progress, the first touch of a
game not used since the start, and a burst of actions on different games at once.

Builds (once, then reuses) databases with 1,000 and 10,000 games in progress and 10,000
finished ones, in a folder of their own; each start-up is measured in a fresh process.

    python benchmarks/scale.py [--data DIR] [--live 1000 10000] [--rebuild]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.engine import Game, Phase
from bot.engine.record import value_json
from bot.service import GameService, as_move, snapshots
from bot.store import open_database
from testbed.moves import random_move

FINISHED = 10_000
BURST = 200
NOW = 1_800_000_000.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def random_actions(
    seed: int, stop: int | None
) -> tuple[int, list[tuple[int, str, object]], Game | None]:
    """A classic game's first dealer, its random legal actions (all of them, or `stop`:
    fewer if the game ends first, then all but the last, so it stays in progress) and its
    state at the start of its last hand, as the service snapshots it."""
    first_dealer = seed % 4
    game = Game("classic", first_dealer=first_dealer, seed=seed)
    rnd = random.Random(seed).random
    hand_start = None
    deals = game.deals
    while stop is None or len(game.actions) < stop:
        if game.deals != deals and not game.is_over:
            deals, hand_start = game.deals, game.copy()
        seat = game.to_act
        if seat is None:
            break
        if game.phase is Phase.BID:
            bids = game.legal_bids()
            game.bid(seat, bids[int(rnd() * len(bids))])
        else:
            cards = game.legal_cards()
            game.play(seat, cards[int(rnd() * len(cards))])
    actions = [(a.seat, a.kind.value, value_json(a)) for a in game.actions]
    if stop is not None and game.is_over:
        actions.pop()
    return first_dealer, actions, hand_start


# Where game n lives: (server, channel, thread or None).
Layout = Callable[[int], tuple[int, int, int | None]]


def one_server(n: int) -> tuple[int, int, int | None]:
    """Every game in server 1, each in a channel of its own."""
    return 1, 10**6 + n, None


def build(
    path: Path, live: int, finished_games: int = FINISHED, layout: Layout = one_server
) -> None:
    """A database with `live` games in progress (a quarter of them with a turn timer), each
    with its snapshot, and `finished_games` finished ones (the first ones), placed by
    `layout`, written directly: the service would take hours."""
    asyncio.run(_migrated(path))
    rng = random.Random(live)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute("PRAGMA synchronous = OFF")
    # The servers the games are in: a database as the bot would have it (migrate-db copies it).
    servers = sorted({layout(n)[0] for n in range(finished_games + live)})
    connection.executemany(
        "INSERT INTO guilds (id, created_at) VALUES (?, ?)", [(g, NOW) for g in servers]
    )
    started = time.perf_counter()
    for n in range(finished_games + live):
        game_id = n + 1
        finished = n < finished_games
        guild_id, channel_id, thread_id = layout(n)
        seed = rng.getrandbits(63)
        first_dealer, actions, hand_start = random_actions(
            seed, None if finished else rng.randrange(1, 400)
        )
        timer = 600 if not finished and n % 4 == 0 else None
        deadline = NOW + rng.uniform(0, 600) if timer else None
        connection.execute(
            "INSERT INTO games (id, guild_id, channel_id, thread_id, place_id, host_id, preset,"
            " options, seed, first_dealer, status, turn_timer, turn_deadline, created_at,"
            " started_at, ended_at, updated_at, computer_turn)"
            " VALUES (?, ?, ?, ?, ?, ?, 'classic', '{}', ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
            (
                game_id,
                guild_id,
                channel_id,
                thread_id,
                channel_id if thread_id is None else thread_id,
                game_id * 10,
                seed,
                first_dealer,
                "finished" if finished else "active",
                timer,
                deadline,
                NOW,
                NOW,
                NOW if finished else None,
                NOW,
            ),
        )
        connection.executemany(
            "INSERT INTO seats (game_id, seat, team, user_id, joined_at) VALUES (?, ?, ?, ?, ?)",
            [(game_id, s, s % 2, game_id * 10 + s, NOW) for s in range(4)],
        )
        connection.executemany(
            "INSERT INTO actions (game_id, idx, seat, kind, value, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [
                (game_id, idx, seat, kind, json.dumps(value), NOW)
                for idx, (seat, kind, value) in enumerate(actions)
            ],
        )
        if hand_start is not None and not finished:
            connection.execute(
                "INSERT INTO snapshots (game_id, version, actions, state) VALUES (?, ?, ?, ?)",
                (
                    game_id,
                    snapshots.VERSION,
                    len(hand_start.actions),
                    snapshots.freeze(hand_start, (0,) * 4),
                ),
            )
        if n % 1000 == 999:
            connection.commit()
    connection.commit()
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    size = path.stat().st_size / 2**20
    print(f"  built {path.name}: {size:.0f} MiB in {time.perf_counter() - started:.0f} s")


async def _migrated(path: Path) -> None:
    database = await open_database(path)
    await database.close()


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def start_up(path: Path) -> dict[str, float]:
    """In a fresh process: the bot's start-up (open, learn the open games, re-arm the
    timers and computer turns), then the first touch of cold games."""
    begin = time.perf_counter()
    database = await open_database(path)
    service = GameService(database)
    opened = await service.load()
    service.turns.start()
    await service.turns.next_timer()
    took = time.perf_counter() - begin
    gc.collect()
    gc.freeze()  # as the bot does after its start-up
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    settled = rss_mib()
    touches = []
    for game_id in random.Random(1).sample(opened, 300):
        start = time.perf_counter()
        table = await service.registry.open_table(game_id)
        touches.append((time.perf_counter() - start) * 1000)
        assert table is not None and table.game is not None
    await service.turns.close()
    await database.close()
    return {
        "games": len(opened),
        "seconds": took,
        "peak": peak,
        "settled": settled,
        "touch_p50": statistics.median(touches),
        "touch_p99": percentile(touches, 0.99),
    }


async def bursts(path: Path, rounds: int) -> dict[str, float]:
    """BURST actions on BURST different (loaded) games: all at once, then one after another,
    interleaved over `rounds`; throughput and the p99 from arrival to answer."""
    database = await open_database(path)
    service = GameService(database)
    opened = await service.load()
    chosen = random.Random(2).sample(opened, BURST)
    tables = {game_id: await service.registry.open_table(game_id) for game_id in chosen}
    gc.collect()
    gc.freeze()
    rng = random.Random(3)

    async def one(game_id: int, arrival: float, waits: list[float]) -> None:
        table = tables[game_id]
        assert table is not None
        user, kind, value = random_move(table, rng)
        outcome = await service.play.act(game_id, user, as_move(kind, value))
        waits.append((time.perf_counter() - arrival) * 1000)
        tables[game_id] = outcome.table if outcome.table.status == "active" else None

    figures: dict[str, list[float]] = {"together": [], "apart": [], "p99_t": [], "p99_a": []}
    for _ in range(rounds):
        live = [g for g in chosen if tables[g] is not None]
        waits: list[float] = []
        start = time.perf_counter()
        await asyncio.gather(*(one(g, start, waits) for g in live))
        figures["together"].append(len(live) / (time.perf_counter() - start))
        figures["p99_t"].append(percentile(waits, 0.99))
        live = [g for g in chosen if tables[g] is not None]
        waits = []
        start = time.perf_counter()
        for g in live:
            await one(g, time.perf_counter(), waits)
        figures["apart"].append(len(live) / (time.perf_counter() - start))
        figures["p99_a"].append(percentile(waits, 0.99))
    await database.close()
    ratios = [t / a for t, a in zip(figures["together"], figures["apart"], strict=True)]
    return {
        "together": statistics.median(figures["together"]),
        "apart": statistics.median(figures["apart"]),
        "ratio": statistics.median(ratios),
        "p99_together": statistics.median(figures["p99_t"]),
        "p99_apart": statistics.median(figures["p99_a"]),
    }


def in_child(job: str, path: Path) -> dict[str, float]:
    output = subprocess.run(
        [sys.executable, __file__, "--child", job, str(path)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    figures: dict[str, float] = json.loads(output.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(tempfile.gettempdir()) / "ba-scale")
    parser.add_argument("--live", type=int, nargs="+", default=[1000, 10_000])
    parser.add_argument("--runs", type=int, default=3, help="start-ups per database")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved burst rounds")
    parser.add_argument("--rebuild", action="store_true")
    parser.add_argument("--child", nargs=2, metavar=("JOB", "DB"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        job, db = args.child
        figures = asyncio.run(start_up(Path(db)) if job == "start" else bursts(Path(db), 1))
        print(json.dumps(figures))
        return
    args.data.mkdir(parents=True, exist_ok=True)
    for live in args.live:
        path = args.data / f"live-{live}.db"
        if args.rebuild or not path.exists():
            for stale in args.data.glob(f"live-{live}.db*"):
                stale.unlink()
            build(path, live)
        # Measured on a copy: the bursts play on, and the next run starts from the same file.
        with tempfile.TemporaryDirectory(dir=args.data) as folder:
            copy = Path(folder) / path.name
            shutil.copyfile(path, copy)
            runs = [in_child("start", copy) for _ in range(args.runs)]
            best = min(runs, key=lambda r: r["seconds"])
            each = ", ".join(f"{r['seconds']:.3f}" for r in runs)
            print(
                f"{live:>6} live + {FINISHED} finished games: start-up "
                f"{best['seconds']:.3f} s (runs {each}),"
                f" peak RSS {max(r['peak'] for r in runs):.0f} MiB,"
                f" settled {statistics.median(r['settled'] for r in runs):.0f} MiB;"
                f" first touch of a cold game p50"
                f" {statistics.median(r['touch_p50'] for r in runs):.2f} ms,"
                f" p99 {statistics.median(r['touch_p99'] for r in runs):.2f} ms"
            )
            burst = asyncio.run(bursts(copy, args.rounds))
            print(
                f"{'':>6} burst of {BURST} actions on {BURST} games ({args.rounds} rounds,"
                f" interleaved): together {burst['together']:.0f}/s,"
                f" one by one {burst['apart']:.0f}/s, ratio {burst['ratio']:.2f}x;"
                f" p99 from arrival {burst['p99_together']:.1f} ms together,"
                f" {burst['p99_apart']:.2f} ms one by one"
            )


if __name__ == "__main__":
    main()
