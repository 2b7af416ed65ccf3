"""`/backalley games` for a player seated in 200 open games across 50 servers: the answer's
round trip (p50, p99) through the fake Discord (in this process), the real discord.py client
and a real SQLite file, asked in a direct message, in a server's channel, and by the Next
button. Beside it, the same round trip of a command that reads no game (`/backalley rules`:
what the machine, the fake Discord and the client cost alone, since only ratios hold on a
shared machine), the store's query alone, and what the list avoids: loading those games (the
registry's warm-up, a snapshot and a replay each), once, after a start.

    python benchmarks/games_list.py [--servers 50] [--games 200] [--probes 200]

The games are opened and started through the service before the bot starts (four people
each, a turn timer on every other one), so the bot begins with none of them loaded, as
after a restart. The target: p99 at most 50 ms.
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
from bot.service import GameService
from bot.store import open_database
from testbed.fakediscord import FakeDiscord, FakeMember, FakeMessage

TARGET_MS = 50.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def seat(database: Path, places: list[tuple[int, int]], people: list[FakeMember]) -> None:
    """A started game in each (server, channel), the same four people in each."""
    db = await open_database(database)
    service = GameService(db)
    for n, (guild, channel) in enumerate(places):
        host, *guests = people
        opened = await service.lobby.open(
            guild_id=guild,
            channel_id=channel,
            host_id=host.id,
            turn_timer=86400 if n % 2 else None,
            host_name=host.name,
        )
        for guest in guests:
            await service.lobby.join(opened.table.id, guest.id, name=guest.name)
        await service.lobby.start(opened.table.id, host.id)
    await service.turns.close()
    await db.close()


def timed(values: list[float], start: float) -> None:
    values.append((time.perf_counter() - start) * 1000)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--servers", type=int, default=50)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--probes", type=int, default=200)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    per_server = -(-args.games // args.servers)
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "games.db"
        async with FakeDiscord() as fake:
            guilds = [fake.add_guild(f"Server {n}") for n in range(args.servers)]
            people = [fake.add_member(guilds[0], name) for name in ("ana", "ben", "cho", "dag")]
            for guild in guilds[1:]:
                for person in people:
                    fake.add_member(guild, person.user)
            channels = [
                (guild, fake.add_text_channel(guild, f"cards-{k}"))
                for guild in guilds
                for k in range(per_server)
            ][: args.games]
            started = time.perf_counter()
            await seat(database, [(g.id, c.id) for g, c in channels], people)
            print(
                f"/backalley games: {people[0].name} seated in {len(channels)} open games across "
                f"{args.servers} servers (started in {time.perf_counter() - started:.1f} s)"
            )
            bot = await create_bot(
                Settings(token=fake.token, database=database),
                guild_ready_timeout=0.05,
                table_delay=1.0,
            )
            async with fake.running(bot):
                ana = people[0]
                dm = fake.dm_channel(ana)
                _, room = channels[0]
                for _ in range(5):  # the first answers warm what is cached: not timed
                    await fake.slash(ana.user, dm, "backalley games")
                gc.collect()
                in_dm: list[float] = []
                in_server: list[float] = []
                paging: list[float] = []
                plain: list[float] = []
                query: list[float] = []
                rng = random.Random(1)
                listing: FakeMessage | None = None
                for n in range(args.probes):
                    start = time.perf_counter()
                    if n % 2:
                        ix = await fake.slash(ana, room, "backalley games")
                        timed(in_server, start)
                    else:
                        ix = await fake.slash(ana.user, dm, "backalley games")
                        timed(in_dm, start)
                    assert ix.response is not None and not ix.failed, ix.errors
                    listing = ix.response
                    start = time.perf_counter()
                    ix = await fake.slash(ana, room, "backalley rules")
                    timed(plain, start)
                    assert not ix.failed, ix.errors
                    start = time.perf_counter()
                    await bot.service.games_of(ana.id, n % 20)
                    timed(query, start)
                    if rng.random() < 0.5 and listing.component(label="Next ▶") is not None:
                        start = time.perf_counter()
                        ix = await fake.click(ana.user, listing, label="Next ▶")
                        timed(paging, start)
                        assert not ix.failed, ix.errors
                assert listing is not None and f"{len(channels)} games" in listing.text
                # What the list does not do: load every game (cold, as after a start).
                registry = bot.service.registry
                start = time.perf_counter()
                for game_id in await bot.service.store.running_games_of(ana.id):
                    await registry.open_table(game_id)
                loading = (time.perf_counter() - start) * 1000
        every = in_dm + in_server + paging
        print("                              p50 ms   p99 ms")
        for name, values in (
            ("in a direct message", in_dm),
            ("in a server's channel", in_server),
            ("Next (a button)", paging),
            ("all answers", every),
            ("/backalley rules (no game)", plain),
            ("the store's query alone", query),
        ):
            print(
                f"  {name:<26} {percentile(values, 0.5):8.1f} {percentile(values, 0.99):8.1f}"
                f"   ({len(values)})"
            )
        p99 = percentile(every, 0.99)
        verdict = "met" if p99 <= TARGET_MS else "MISSED"
        print(f"  target p99 <= {TARGET_MS:.0f} ms: {verdict}")
        ratio = percentile(every, 0.5) / max(percentile(plain, 0.5), 0.001)
        print(f"  the list's p50 is {ratio:.2f}x that of a command that reads no game")
        print(
            f"  loading the {len(channels)} games instead, once after a start: {loading:.0f} ms"
            f" ({loading / max(percentile(every, 0.5), 0.001):.0f}x an answer's p50)"
        )


if __name__ == "__main__":
    asyncio.run(main())
