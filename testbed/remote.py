"""Playing a game with a bot that runs in another process, through the fake Discord only (the
bot's own objects are out of reach): slash commands to open, join and start a game, and the
bid and card autocompletes to find who is to act and what they may do. The restart tests and
the benchmarks of notifications drive a child bot with it."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass

from testbed.fakediscord import FakeChannel, FakeDiscord, FakeMember, FakeMessage


@dataclass
class RemoteGame:
    fake: FakeDiscord
    members: list[FakeMember]
    place: FakeChannel  # the game's thread
    table_message: FakeMessage

    async def to_act(self, settle: float = 0.15) -> tuple[FakeMember, str, list[str]] | None:
        """Who is to move now, the command (bid or play) and its legal values, once it stays
        so for `settle` seconds (the bot plays a forced card or the last trick within its
        pause); None while nobody may (the bot is playing, or the game is over)."""
        found = await self._to_act()
        while True:
            await asyncio.sleep(settle)
            again = await self._to_act()
            if again == found:
                return found
            found = again

    async def _to_act(self) -> tuple[FakeMember, str, list[str]] | None:
        for member in self.members:
            for command, option in (("bid", "amount"), ("play", "card")):
                ix = await self.fake.autocomplete(member, self.place, command, option, "")
                values = [str(v) for v in ix.choice_values]
                if values:
                    return member, command, values
        return None

    async def move(self, member: FakeMember, command: str, value: str) -> bool:
        """The move by slash command; whether it was accepted (the bot may have played a
        forced card first)."""
        option = "amount" if command == "bid" else "card"
        ix = await self.fake.slash(member, self.place, command, **{option: value})
        return not ix.failed and not ix.ephemeral

    async def random_move(self, rng: random.Random) -> FakeMember | None:
        """A random legal move of whoever is to act; who moved, None if nobody could."""
        found = await self.to_act()
        if found is None:
            return None
        member, command, values = found
        return member if await self.move(member, command, rng.choice(values)) else None

    def over(self) -> bool:
        return any("Game over" in m.text for m in self.fake.public_messages(self.place))


async def open_game(
    fake: FakeDiscord, members: list[FakeMember], channel: FakeChannel, hands: str = "3"
) -> RemoteGame:
    """A game of these members (the first hosts) in its own thread of `channel`."""
    ix = await fake.slash(members[0], channel, "backalley new", hands=hands)
    lobby = ix.response
    assert lobby is not None, ix.errors
    for member in members[1:]:
        await fake.click(member, lobby, label="Join")
    before = {thread.id for thread in fake.threads(channel)}
    await fake.click(members[0], lobby, label="Start")
    threads = await fake.wait_until(
        lambda: [t for t in fake.threads(channel) if t.id not in before], timeout=10
    )
    place = threads[0]
    table = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(place) if m.component(label="My hand")), None
        ),
        timeout=10,
    )
    return RemoteGame(fake, members, place, table)
