"""Your-turn notifications as each player chose (`/backalley prefs notify:`): a direct message
with a My hand button that works from the DM, one per turn and none for a turn the bot plays;
quiet hours that hold them for one digest; closed DMs that fall back to the mention; the
table's Remind button and its limits."""

from __future__ import annotations

import random
import time
from typing import Any

import discord

from bot.engine import Phase
from bot.running.app import BackAlleyBot
from bot.service import TableView
from bot.service.table import DM_AFTER
from testbed.fakediscord import FakeChannel, FakeInteraction, FakeMember, FakeMessage
from tests.layout_reading import assert_layout

from .conftest import World
from .driver import Match, settled, take_turn


async def start_in(
    world: World, bot: BackAlleyBot, channel: FakeChannel, hands: str, **options: str
) -> Match:
    """A game of the four players in `channel`, in its own thread."""
    fake = world.fake
    ix = await fake.slash(world.players[0], channel, "backalley new", hands=hands, **options)
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
    assert "direct message" in await prefs(world, bob, notify="dm", forced_cards=True, dm_after="0")
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
        assert_layout(opened.response)  # the same layout as in the game's place
        sent = fake.state.interaction_payload(opened)  # as Discord sends a click in a DM
        assert "guild_id" not in sent and sent["channel"]["type"] == 1
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


def _now_hour(world: World) -> int:
    return time.gmtime(world.clock()).tm_hour


async def test_quiet_hours_hold_the_notifications_for_one_digest_at_their_end(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    bob = world.players[1]
    hour = _now_hour(world)
    quiet = f"{hour:02d}-{(hour + 2) % 24:02d}"  # the night has begun
    said = await prefs(world, bob, notify="dm", timezone="UTC", quiet=quiet, dm_after="0")
    assert quiet in said and "UTC" in said
    rng = random.Random(3)
    second = fake.add_text_channel(world.guild, "back-room")
    matches = [
        await start_in(world, bot, world.channel, "3"),
        await start_in(world, bot, second, "3"),
    ]
    for match in matches:
        await until_turn_of(world, bot, match, bob, rng)
    await fake.settle(quiet=0.3)
    assert fake.dm_messages(bob) == []  # held
    # The end of the night: one message for both games.
    local = time.gmtime(world.clock())
    ends = world.clock() - local.tm_min * 60 - local.tm_sec + 2 * 3600
    world.clock.advance(ends - world.clock() + 1)
    bot.service.notifier.wake()
    dms = await fake.wait_until(lambda: fake.dm_messages(bob) or None)
    await fake.settle(quiet=0.3)
    assert len(fake.dm_messages(bob)) == 1
    digest = dms[0]
    assert "2 games" in digest.text, digest.text
    for match in matches:
        assert match.place.name in digest.text
    assert len([b for b in digest.buttons if "My hand" in str(b.get("label"))]) == 2
    fake.assert_no_failed_interactions()


async def test_bad_time_zones_and_quiet_hours_are_refused_and_change_nothing(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    bob = world.players[1]
    ix = await fake.slash(bob, world.channel, "backalley prefs", timezone="Mars/Olympus")
    assert ix.ephemeral and ix.response is not None and "Mars/Olympus" in ix.response.text
    ix = await fake.slash(bob, world.channel, "backalley prefs", quiet="25-99")
    assert ix.ephemeral and ix.response is not None and "23-08" in ix.response.text
    chosen = await bot.service.notice_prefs(bob.id)
    assert chosen.time_zone is None and chosen.quiet is None
    ix = await fake.autocomplete(bob, world.channel, "backalley prefs", "timezone", "madr")
    assert "Europe/Madrid" in ix.choice_values


async def test_closed_direct_messages_fall_back_to_the_mention_and_are_told_once(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    bob = world.players[1]
    await prefs(world, bob, notify="dm", dm_after="0")
    fake.refuse_dms(bob)
    match = await start_in(world, bot, world.channel, "5")
    rng = random.Random(8)
    told = []
    for turn in range(1, 3):
        table = await until_turn_of(world, bot, match, bob, rng)

        def mentioned(count: int = turn) -> bool:
            said = [
                m
                for m in fake.public_messages(match.place)
                if f"<@{bob.id}>" in m.content and "waiting for your" in m.content
            ]
            return len(said) >= count

        await fake.wait_until(mentioned)
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed and table.user_to_act == bob.id
        await fake.settle(quiet=0.2)  # the followups come after the answer
        told += [m for m in ix.followups if m.ephemeral and "DMs are closed" in m.text]
    assert len(told) == 1  # once
    assert fake.dm_messages(bob) == []
    fake.assert_no_failed_interactions()


async def test_remind_and_its_limits(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice, bob, carol, _ = world.players
    match = await start_in(world, bot, world.channel, "5")
    rng = random.Random(2)
    table = await until_turn_of(world, bot, match, bob, rng)

    async def remind(member: FakeMember) -> str:
        ix = await fake.click(member, match.table_message, label="Remind")
        assert not ix.failed and ix.ephemeral and ix.response is not None, ix.errors
        return ix.response.text

    assert "less than an hour" in await remind(alice)
    assert "<t:" in await remind(alice)
    assert "your own turn" in await remind(bob)
    assert "not playing in this game" in await remind(world.stranger)
    world.clock.advance(3601)
    before = len(fake.public_messages(match.place))
    assert f"<@{bob.id}>" in await remind(carol)
    await fake.settle(quiet=0.5)
    reminder = await fake.wait_until(
        lambda: (
            [m for m in fake.public_messages(match.place)[before:] if "reminds you" in m.text]
            or None
        )
    )
    assert f"<@{carol.id}>" in reminder[0].content and f"<@{bob.id}>" in reminder[0].content
    assert "already been sent" in await remind(alice)
    assert table.user_to_act == bob.id
    # A computer's turn: bob hands his seat to the computer, which waits to play.
    bot.service.turns.pause = 30
    await fake.slash(bob, match.place, "backalley away")
    assert "computer plays" in await remind(alice)
    fake.assert_no_failed_interactions()


async def test_after_a_long_pause_of_the_bot_each_awaited_player_is_told_once(
    world: World,
) -> None:
    fake = world.fake
    alice, bob, _, _ = world.players
    first = await world.new_bot()
    async with fake.running(first):
        await prefs(world, bob, notify="dm", dm_after="0")
        match = await start_in(world, first, world.channel, "5")
        await until_turn_of(world, first, match, bob, random.Random(1))
        await fake.wait_until(lambda: len(fake.dm_messages(bob)) == 1)
    # Stopped for longer than a turn timer's reminder would have been (untimed: 12 hours).
    world.clock.advance(13 * 3600)
    second = await world.new_bot()
    async with fake.running(second):
        told = await fake.wait_until(lambda: fake.dm_messages(bob)[1:] or None)
        assert "was away from" in told[0].text and "<t:" in told[0].text
        assert told[0].component(label="My hand") is not None
        await fake.settle(quiet=0.3)
    third = await world.new_bot()  # a short pause: nothing more
    async with fake.running(third):
        await fake.settle(quiet=0.5)
    assert len(fake.dm_messages(bob)) == 2
    assert fake.dm_messages(alice) == []


async def test_the_turn_timer_stops_in_the_awaited_players_quiet_hours(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice, bob, _, _ = world.players
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(alice, managers)
    ix = await fake.slash(alice, world.channel, "backalley settings", timer_quiet=True)
    assert ix.response is not None and "quiet hours:** on" in ix.response.text
    hour = _now_hour(world)
    await prefs(world, bob, timezone="UTC", quiet=f"{hour:02d}-{(hour + 2) % 24:02d}")
    match = await start_in(world, bot, world.channel, "5", turn_timer="1h")
    place = match.place
    rng = random.Random(6)
    while True:
        table = await until_turn_of(world, bot, match, bob, rng)
        if table.log_length > 0:  # a turn that a move began (the first one keeps its timer)
            break
        ix = await take_turn(world, bot, match, rng, "slash")
    local = time.gmtime(world.clock())
    ends = world.clock() - local.tm_min * 60 - local.tm_sec + 2 * 3600
    assert table.quiet_until is not None and abs(table.quiet_until - ends) < 2
    assert table.turn_deadline is not None and table.turn_deadline >= ends + 3600 - 120
    shown = await fake.wait_until(
        lambda: next(
            (
                m
                for m in fake.public_messages(place)
                if m.components and "quiet hours to end" in m.text
            ),
            None,
        )
    )
    assert f"<t:{int(table.quiet_until)}:t>" in shown.text


async def test_a_turn_dm_waits_for_the_player_to_move_at_the_table_first(
    world: World, bot: BackAlleyBot
) -> None:
    """A player at the table, who moves within the wait they chose (3 minutes by default),
    gets no direct message for that turn; a turn left waiting longer gets one."""
    fake = world.fake
    bob = world.players[1]
    said = await prefs(world, bob, notify="dm", forced_cards=False)
    assert "3 minutes" in said  # the default wait, as the player reads it
    match = await start_in(world, bot, world.channel, "5")
    rng = random.Random(3)
    # Bob plays at once, twice: no DM for either turn.
    for _ in range(2):
        await until_turn_of(world, bot, match, bob, rng)
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors
    await until_turn_of(world, bot, match, bob, rng)
    world.clock.advance(DM_AFTER - 30)  # not yet
    bot.service.notifier.wake()
    await fake.settle(quiet=0.3)
    assert fake.dm_messages(bob) == []
    # Bob stays away from the table past the wait: this turn's DM comes, once.
    world.clock.advance(60)
    bot.service.notifier.wake()
    dms = await fake.wait_until(lambda: fake.dm_messages(bob) or None)
    assert len(dms) == 1 and "your" in dms[0].text.lower()
    # Chosen at once, the next turn's DM comes as the turn begins.
    await prefs(world, bob, dm_after="0")
    ix = await take_turn(world, bot, match, rng, "slash")
    assert not ix.failed
    await until_turn_of(world, bot, match, bob, rng)
    await fake.wait_until(lambda: len(fake.dm_messages(bob)) == 2 or None)
    fake.assert_no_failed_interactions()


async def test_a_wait_that_cannot_be_read_is_refused_by_name(
    world: World, bot: BackAlleyBot
) -> None:
    said = await prefs(world, world.players[1], dm_after="soonish")
    assert "“soonish” is no wait I can read" in said
    # Nothing changed; the wait is said to who gets turn DMs, not beside a mention.
    assert "Turn DMs" not in await prefs(world, world.players[1])
    assert "3 minutes" in await prefs(world, world.players[1], notify="dm")


async def test_quiet_hours_are_cleared_by_the_word_a_language_says_for_off(
    world: World, bot: BackAlleyBot
) -> None:
    """The help of each language tells a player to clear quiet hours with its own word (`no`,
    `brez`, `없음`): the bot reads each of them, not only `off`."""
    fake = world.fake
    bob = world.players[1]
    for word in ("no", "brez", "없음", "off"):
        ix = await fake.slash(bob, world.channel, "backalley prefs", quiet="23-08")
        assert ix.ephemeral and not ix.failed, ix.errors
        assert (await bot.service.notice_prefs(bob.id)).quiet is not None
        ix = await fake.slash(bob, world.channel, "backalley prefs", quiet=word)
        assert ix.ephemeral and ix.response is not None, word
        assert (await bot.service.notice_prefs(bob.id)).quiet is None, word
