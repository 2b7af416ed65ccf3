"""Your-turn notifications as each player chose (`/backalley prefs notify:`): a direct message
with a My hand button that works from the DM, one per turn and none for a turn the bot plays;
quiet hours that hold them for one digest; closed DMs that fall back to the mention; the
table's Remind button and its limits."""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Phase
from bot.running.app import BackAlleyBot
from bot.service import TableView
from testbed.fakediscord import FakeChannel, FakeInteraction, FakeMember, FakeMessage

from .conftest import World
from .driver import Match, settled, take_turn


async def start_in(world: World, bot: BackAlleyBot, channel: FakeChannel, hands: str) -> Match:
    """A game of the four players in `channel`, in its own thread."""
    fake = world.fake
    ix = await fake.slash(world.players[0], channel, "backalley new", hands=hands)
    lobby = ix.response
    assert lobby is not None
    for member in world.players[1:]:
        await fake.click(member, lobby, label="Join")
    await fake.click(world.players[0], lobby, label="Start")
    thread = await fake.wait_until(lambda: fake.threads(channel))
    place = thread[0]
    table_message = await fake.wait_until(
        lambda: next((m for m in fake.public_messages(place) if m.component(label="My hand")), None)
    )
    game = await bot.service.table_at(place.id)
    assert game is not None
    return Match(game.id, place, lobby, table_message)


async def prefs(world: World, member: FakeMember, **options: Any) -> str:
    ix = await world.fake.slash(member, world.channel, "backalley prefs", **options)
    assert ix.response is not None and ix.ephemeral, ix.errors
    return ix.response.text


async def until_turn_of(
    world: World, bot: BackAlleyBot, match: Match, member: FakeMember, rng: random.Random
) -> TableView:
    """The others play until it is `member`'s turn to choose."""
    while (table := await settled(world, bot, match.game_id)) is not None:
        if table.user_to_act == member.id:
            return table
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors
    raise AssertionError("the game ended first")


async def move_from(
    world: World, member: FakeMember, hand: FakeMessage, table: TableView
) -> FakeInteraction:
    """A legal move made from a private hand's own controls."""
    game = table.game
    assert game is not None
    if game.phase is Phase.BID:
        bid = game.legal_bids()[0]
        select = hand.selects[0]
        return await world.fake.select(
            member, hand, select["custom_id"], ["pass" if bid == 0 else str(bid)]
        )
    card = game.legal_cards()[0]
    return await world.fake.click(member, hand, f"ba:{table.id}:play:{game.deals}.{card}")


async def test_a_direct_message_per_turn_with_a_my_hand_that_plays_from_the_dm(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice, bob, _, _ = world.players
    assert "direct message" in await prefs(world, bob, notify="dm", forced_cards=True)
    match = await start_in(world, bot, world.channel, "3,2")
    rng = random.Random(5)
    turns: list[int] = []
    played_from_dm = False
    while (table := await settled(world, bot, match.game_id)) is not None:
        if table.user_to_act != bob.id:
            ix = await take_turn(world, bot, match, rng, "slash")
            assert not ix.failed, ix.errors
            continue
        # A turn of bob's that the bot does not play: one direct message, about this game.
        turns.append(table.log_length)
        await fake.wait_until(lambda: len(fake.dm_messages(bob)) >= len(turns) or None)
        assert len(fake.dm_messages(bob)) == len(turns)
        dm = fake.dm_messages(bob)[-1]
        game = table.game
        assert game is not None
        assert "Back Alley Club" in dm.text and match.place.name in dm.text
        asked = "to bid" if game.phase is Phase.BID else "to play a card"
        assert asked in dm.text, dm.text
        assert f"/{match.place.id}/" in dm.text and "<t:" in dm.text
        if played_from_dm:
            ix = await take_turn(world, bot, match, rng, "slash")
            assert not ix.failed, ix.errors
            continue
        # The DM's My hand: bob's private hand, in the DM, whose controls play there.
        opened = await fake.click(bob, dm, label="My hand")
        assert not opened.failed and opened.ephemeral and opened.response is not None
        assert opened.response.channel is dm.channel
        before = len(fake.public_messages(match.place))
        moved = await move_from(world, bob, opened.response, table)
        assert not moved.failed and moved.response_type == 7, moved.errors
        await fake.wait_until(lambda n=before: len(fake.public_messages(match.place)) > n)
        after = bot.service.registry.held(match.game_id)
        assert after is not None and after.log_length > table.log_length
        played_from_dm = True
    await fake.settle()
    assert played_from_dm
    assert len(fake.dm_messages(bob)) == len(turns)  # none for a forced card or the last trick
    assert fake.dm_messages(alice) == []  # the others chose nothing: the mention
    fake.assert_no_failed_interactions()
