"""Back from away on one's own turn: a player's turn that began while they were away, and is
still theirs when they come back (the computer had not played it yet), is told to them as
they chose — by direct message or by a mention — whether they come back by themselves at the
time they gave, across a restart, or by `/backalley back`."""

from __future__ import annotations

import pytest

from bot.running.app import BackAlleyBot
from bot.service.table import DM_AFTER
from testbed.fakediscord import FakeMember

from .conftest import World
from .driver import Match, start_match, table_of
from .test_notifications import prefs

# Long enough that the computer never plays the away player's turn during a test.
SLOW = 600.0


async def bid_until_turn_of(
    world: World, bot: BackAlleyBot, match: Match, member: FakeMember
) -> None:
    """The others bid 1 until it is `member`'s turn (they are away: the bot would play it)."""
    fake = world.fake
    while True:
        table = await fake.wait_until(lambda: table_of(bot, match.game_id))
        if table.user_to_act == member.id:
            return
        other = world.member(table.user_to_act)  # type: ignore[arg-type]
        ix = await fake.slash(other, match.place, "bid", amount="1")
        assert not ix.failed and not ix.ephemeral, ix.response


async def away_on_own_turn(world: World, bot: BackAlleyBot, until: str) -> Match:
    """Alice away until `until`, and her turn begun meanwhile, the computer not yet on it."""
    alice = world.players[0]
    match = await start_match(world, bot, hands="3")
    ix = await world.fake.slash(alice, match.place, "backalley away", until=until)
    assert not ix.ephemeral, ix.response
    bot.service.turns.pause = SLOW
    await bid_until_turn_of(world, bot, match, alice)
    seat = table_of(bot, match.game_id).seats[table_of(bot, match.game_id).seat_of(alice.id)]  # type: ignore[index]
    assert seat is not None and seat.away
    return match


def mentions_turn(world: World, match: Match, member: FakeMember, since: int) -> list[str]:
    """The messages of the game's place after the first `since` that mention `member` and
    say it is their bid."""
    return [
        m.text
        for m in world.fake.public_messages(match.place)[since:]
        if member.id in m.mention_ids and "your bid" in m.text
    ]


@pytest.mark.parametrize("notify", ["dm", "mention"])
async def test_back_by_themselves_on_their_own_turn_they_are_told_it_is_their_turn(
    world: World, bot: BackAlleyBot, notify: str
) -> None:
    fake = world.fake
    alice = world.players[0]
    await prefs(world, alice, notify=notify)
    match = await away_on_own_turn(world, bot, "1h")
    since = len(fake.public_messages(match.place))
    world.clock.advance(3600 + 1)
    bot.service.turns.wake()
    if notify == "dm":
        dms = await fake.wait_until(lambda: fake.dm_messages(alice))
        assert "your turn to bid" in dms[-1].text, dms[-1].text
        assert dms[-1].component(label="My hand") is not None
    else:
        said = await fake.wait_until(lambda: mentions_turn(world, match, alice, since))
        assert len(said) == 1, said
    assert table_of(bot, match.game_id).user_to_act == alice.id
    fake.assert_no_failed_interactions()


async def test_back_on_their_own_turn_across_a_restart(world: World) -> None:
    fake = world.fake
    alice = world.players[0]
    first = await world.new_bot()
    async with fake.running(first):
        await prefs(world, alice, notify="dm")
        match = await away_on_own_turn(world, first, "1h")
    world.clock.advance(3600 + 1)  # the time came while the bot was stopped
    second = await world.new_bot()
    second.service.turns.pause = SLOW
    async with fake.running(second):
        dms = await fake.wait_until(lambda: fake.dm_messages(alice))
        assert "your turn to bid" in dms[-1].text, dms[-1].text
        table = await second.service.registry.open_table(match.game_id)
        assert table is not None and table.user_to_act == alice.id
        fake.assert_no_failed_interactions()


@pytest.mark.parametrize("notify", ["dm", "mention"])
async def test_back_by_hand_on_their_own_turn_they_are_told_it_is_their_turn(
    world: World, bot: BackAlleyBot, notify: str
) -> None:
    fake = world.fake
    alice = world.players[0]
    await prefs(world, alice, notify=notify)
    match = await away_on_own_turn(world, bot, "3d")
    ix = await fake.slash(alice, match.place, "backalley back")
    assert ix.response is not None and not ix.ephemeral
    if notify == "dm":
        # At the table, she reads her turn in the answer; its DM waits for her as any turn's.
        assert "your bid" in ix.response.text.lower(), ix.response.text
        await fake.settle(quiet=0.3)
        assert fake.dm_messages(alice) == []
        world.clock.advance(DM_AFTER + 1)
        bot.service.notifier.wake()
        dms = await fake.wait_until(lambda: fake.dm_messages(alice))
        assert "your turn to bid" in dms[-1].text, dms[-1].text
    else:
        assert alice.id in ix.response.mention_ids and "your bid" in ix.response.text, (
            ix.response.text
        )
    fake.assert_no_failed_interactions()
