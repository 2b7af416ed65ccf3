"""Notifications: how soon a direct message follows the turn it is about, how soon the digest
follows the end of a player's quiet hours, and whether any is lost or repeated when the bot
is killed (SIGKILL) in the middle of games.

Through the fake Discord (in this process), the real discord.py client and a real SQLite file;
every player chose `/backalley prefs notify:dm`.

1. Turn to DM: people play games by slash command; each move is timed from the moment it is
   sent until the direct message of the turn it began reaches the next player (an upper
   bound of the time from the turn's beginning: it includes the move's own round trip).
2. Quiet hours' end to digest: players whose quiet hours hold the notifications of two games
   each; the bot's clock is set to a second before each one's night ends, and the digest is
   timed from that end.
3. Kills: the bot runs in a child process and is killed at random moments of games (right
   after a move, within 0-50 ms), then restarted; every turn of a person must bring exactly
   one DM: a turn whose DM never came is lost, a second DM for one turn is repeated.

    python benchmarks/notifications.py [--turns 120] [--nights 10] [--kills 20]

Targets: turn to DM and night's end to digest within 2 s; 0 lost and 0 repeated.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import math
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.running.app import create_bot
from bot.running.config import Settings
from testbed.fakediscord import FakeDiscord, FakeMember
from testbed.remote import RemoteGame, open_game

DEBUG = False


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def figures(name: str, values: list[float]) -> str:
    if not values:
        return f"  {name:<28} (no samples)"
    p50, p99 = percentile(values, 0.5), percentile(values, 0.99)
    most = max(values)
    return f"  {name:<28} p50 {p50:6.3f} s  p99 {p99:6.3f} s  max {most:6.3f} s  n={len(values)}"


class Clock:
    """The bot's clock: real time plus an offset the benchmark moves."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset


async def _dm(fake: FakeDiscord, member: FakeMember, count: int, timeout: float) -> bool:
    try:
        await fake.wait_until(lambda: len(fake.dm_messages(member)) >= count, timeout=timeout)
        return True
    except AssertionError:
        return False


async def turn_to_dm(turns: int, folder: Path) -> list[float]:
    """Seconds from sending a move to the DM of the turn it began."""
    timings: list[float] = []
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Bench")
        channel = fake.add_text_channel(guild, "tables")
        people = [fake.add_member(guild, f"p{n}") for n in range(4)]
        bot = await create_bot(
            Settings(token=fake.token, database=folder / "turns.db"),
            guild_ready_timeout=0.05,
            table_delay=0.2,
            computer_pause=0.05,
        )
        async with fake.running(bot):
            for member in people:
                await fake.slash(member, channel, "backalley prefs", notify="dm", dm_after="0")
            rng = random.Random(7)
            while len(timings) < turns:
                game = await open_game(fake, people, channel, hands="7,7")
                while len(timings) < turns and not game.over():
                    found = await game.to_act(settle=0.05)
                    if found is None:
                        continue
                    member, command, values = found
                    seen = {m.id: len(fake.dm_messages(m)) for m in people}
                    start = time.time()
                    assert await game.move(member, command, rng.choice(values))
                    nxt = await game.to_act(settle=0.05)
                    if nxt is None:
                        continue
                    following = nxt[0]
                    if following is member:
                        continue  # e.g. a trick won by its leader: the same player again
                    if await _dm(fake, following, seen[following.id] + 1, 10):
                        # The DM's arrival as the fake stamped it, not when this loop looked.
                        arrived = fake.dm_messages(following)[-1].created_at.timestamp()
                        timings.append(arrived - start)
                await _finish(game, rng)
    return timings


async def _finish(game: RemoteGame, rng: random.Random) -> None:
    while not game.over():
        if await game.random_move(rng) is None:
            await asyncio.sleep(0.05)


async def night_to_digest(nights: int, folder: Path) -> tuple[list[float], int]:
    """Seconds from the end of each player's quiet hours to their digest; and how many
    digests listed both of the player's games."""
    timings: list[float] = []
    both = 0
    clock = Clock()
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Bench")
        bot = await create_bot(
            Settings(token=fake.token, database=folder / "nights.db"),
            guild_ready_timeout=0.05,
            table_delay=0.2,
            computer_pause=0.05,
            clock=clock,
        )
        async with fake.running(bot):
            base = math.ceil(time.time() / 60) * 60 + 120
            ends: list[tuple[float, FakeMember, int]] = []
            for night in range(nights):
                end = base + 60 * night  # a minute apart, on the minute
                start = end - 2 * 3600
                quiet = "-".join(time.strftime("%H:%M", time.gmtime(t)) for t in (start, end))
                people = [fake.add_member(guild, f"n{night}p{n}") for n in range(4)]
                rooms = [fake.add_text_channel(guild, f"night-{night}-{r}") for r in range(2)]
                for member in people:
                    await fake.slash(
                        member,
                        rooms[0],
                        "backalley prefs",
                        notify="dm",
                        dm_after="0",
                        timezone="UTC",
                        quiet=quiet,
                    )
                # The first player to act in each game is waited for; make it one player.
                awaited = None
                for room in rooms:
                    game = await open_game(fake, people, room, hands="3")
                    rng = random.Random(night)
                    while True:
                        found = await game.to_act(settle=0.05)
                        assert found is not None
                        if awaited is None:
                            awaited = found[0]
                        if found[0] is awaited:
                            break
                        assert await game.move(found[0], found[1], rng.choice(found[2]))
                assert awaited is not None
                ends.append((end, awaited, len(fake.dm_messages(awaited))))
            await fake.settle(quiet=0.5)
            for end, awaited, before in ends:
                assert len(fake.dm_messages(awaited)) == before  # held through the night
                clock.offset = (end - 1.0) - time.time()
                bot.service.notifier.wake()  # the clock moved: the dispatcher looks again
                if await _dm(fake, awaited, before + 1, 10):
                    digest = fake.dm_messages(awaited)[-1]
                    timings.append(digest.created_at.timestamp() + clock.offset - end)
                    both += digest.text.count("• ") == 2
    return timings, both


async def kills(count: int, folder: Path) -> tuple[int, int, int, int]:
    """(turns of people, lost, repeated, kills made)."""
    turns = lost = repeated = made = 0
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Bench")
        channel = fake.add_text_channel(guild, "tables")
        people = [fake.add_member(guild, f"k{n}") for n in range(4)]
        database = folder / "kills.db"
        child = await fake.start_child_bot(
            database, log_path=folder / "child-0.log", computer_pause=0.05
        )
        for member in people:
            await fake.slash(member, channel, "backalley prefs", notify="dm", dm_after="0")
        rng = random.Random(11)
        expected = {m.id: 0 for m in people}
        game = await open_game(fake, people, channel, hands="7,7")
        last: tuple[int, int] | None = None  # (player, their DM count) of the turn now
        while made < count:
            if game.over():
                game = await open_game(fake, people, channel, hands="7,7")
            found = await game.to_act(settle=0.1)
            if found is None:
                continue
            member, command, values = found
            if last is None or last[0] != member.id or last[1] != len(fake.dm_messages(member)):
                # A new turn of this player: exactly one DM must come for it.
                turns += 1
                expected[member.id] += 1
                if not await _dm(fake, member, expected[member.id], 15):
                    lost += 1
                    expected[member.id] -= 1
            last = (member.id, len(fake.dm_messages(member)))
            if not await game.move(member, command, rng.choice(values)):
                continue
            last = None
            if rng.random() < 0.25:
                await asyncio.sleep(rng.uniform(0, 0.05))
                child.kill()
                await child.gone()
                made += 1
                child = await fake.start_child_bot(
                    database, log_path=folder / f"child-{made}.log", computer_pause=0.05
                )
        # The turn the last move began is one too.
        found = await game.to_act(settle=0.1)
        if found is not None and not game.over():
            turns += 1
            expected[found[0].id] += 1
            if not await _dm(fake, found[0], expected[found[0].id], 15):
                lost += 1
                expected[found[0].id] -= 1
        await fake.settle(quiet=1.0)
        for member in people:
            extra = len(fake.dm_messages(member)) - expected[member.id]
            repeated += max(0, extra)
            if extra > 0 and DEBUG:
                for m in fake.dm_messages(member):
                    print("DM", member.name, m.created_at, m.text[:150])
        await child.stop()
    return turns, lost, repeated, made


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=120)
    parser.add_argument("--nights", type=int, default=10)
    parser.add_argument("--kills", type=int, default=20)
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        timings = await turn_to_dm(args.turns, folder)
        print("notifications (target ≤ 2 s; 0 lost, 0 repeated)")
        print(figures("turn → its DM", timings))
        nights, both = await night_to_digest(args.nights, folder)
        print(figures("quiet hours' end → digest", nights))
        print(f"  digests listing both games of their player: {both} of {len(nights)}")
        turns, lost, repeated, made = await kills(args.kills, folder)
        print(
            f"  {made} SIGKILLs mid-game, {turns} turns of people: {lost} lost, {repeated} repeated"
        )


if __name__ == "__main__":
    asyncio.run(main())
