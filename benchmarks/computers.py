"""Computer seats under load: how fast the bot answers people while many games of computer
seats play at once, beside the same bot whose games have no computer seats.

Through the fake Discord (in this process), the real discord.py client and a real SQLite file.
Each game has one person, who is away, and three computer seats, so the computer plays every
turn of every game at once; meanwhile the people ask for their hand (`/hand`, a picture and an
ephemeral answer) one after another, and each answer's round trip is timed. The baseline is
the same number of games of four people, nobody moving.

    python benchmarks/computers.py [--games 50] [--probes 150] [--pause 1.5]

The computer moves at the bot's own pace (a pause of 1.5 s before each move, so that the table
can follow); `--pause 0` plays as fast as the machine allows.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.running.app import create_bot
from bot.running.config import Settings
from testbed.fakediscord import FakeChannel, FakeDiscord, FakeMember


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def answers(
    games: int, probes: int, computers: bool, folder: Path, pause: float
) -> tuple[list[float], int]:
    """Round trips of `/hand` in ms, and how many computer moves were made meanwhile."""
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Bench")
        seats = 1 if computers else 4
        people = [fake.add_member(guild, f"p{n}") for n in range(games * seats)]
        channels = [fake.add_text_channel(guild, f"table-{n}") for n in range(games)]
        database = folder / f"{'computers' if computers else 'people'}.db"
        bot = await create_bot(
            Settings(token=fake.token, database=database),
            guild_ready_timeout=0.05,
            table_delay=1.0,
            computer_pause=pause,
        )
        async with fake.running(bot):
            hosts: list[tuple[FakeMember, FakeChannel]] = []
            for n, channel in enumerate(channels):
                host = people[n * seats]
                await fake.slash(host, channel, "backalley new", hands="13,13,13,13")
                for other in people[n * seats + 1 : (n + 1) * seats]:
                    await fake.slash(other, channel, "backalley join")
                for _ in range(4 - seats):
                    await fake.slash(host, channel, "backalley addbot", level="strong")
                await fake.slash(host, channel, "backalley start")
                thread = (await fake.wait_until(lambda c=channel: fake.threads(c)))[0]
                hosts.append((host, thread))
            before = await _moves(bot)
            if computers:
                for host, thread in hosts:
                    await fake.slash(host, thread, "backalley away")
            gc.collect()
            rng = random.Random(1)
            for host, thread in hosts[:5]:  # the first pictures warm the caches: not timed
                await fake.slash(host, thread, "hand")
            timings = []
            for _ in range(probes):
                host, thread = rng.choice(hosts)
                start = time.perf_counter()
                ix = await fake.slash(host, thread, "hand")
                timings.append((time.perf_counter() - start) * 1000)
                assert ix.response is not None and not ix.failed, ix.errors
                await asyncio.sleep(0.02)
            moved = await _moves(bot) - before
    return timings, moved


async def _moves(bot: object) -> int:
    row = await bot.database.fetchone("SELECT count(*) FROM actions")  # type: ignore[attr-defined]
    return int(row[0])


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--probes", type=int, default=150)
    parser.add_argument("--pause", type=float, default=1.5)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    print(
        f"computer seats under load: {args.games} games, {args.probes} answers timed each way, "
        f"a pause of {args.pause} s before each computer move"
    )
    with tempfile.TemporaryDirectory() as folder:
        quiet, _ = await answers(args.games, args.probes, False, Path(folder), args.pause)
        busy, moved = await answers(args.games, args.probes, True, Path(folder), args.pause)
    print("                         /hand p50 ms   p99 ms")
    for name, timings in (("no computer seats", quiet), ("3 computers a game", busy)):
        p50, p99 = percentile(timings, 0.5), percentile(timings, 0.99)
        print(f"  {name:<22} {p50:8.1f} {p99:8.1f}")
    difference = percentile(busy, 0.99) - percentile(quiet, 0.99)
    print(f"  computer moves made meanwhile: {moved}; p99 difference {difference:+.1f} ms")


if __name__ == "__main__":
    asyncio.run(main())
