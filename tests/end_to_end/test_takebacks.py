"""Take-backs through Discord: the button under a move, Allow and Refuse, the refusals, and a
request that waits across a restart."""

from __future__ import annotations

import random

from bot.engine import BidAction, Game, Phase
from bot.running.app import BackAlleyBot
from bot.store import Takeback
from testbed.fakediscord import FakeMember, FakeMessage

from .conftest import World
from .driver import (
    Match,
    member_to_act,
    play_until,
    settled,
    start_match,
    table_of,
    take_turn,
)
from .test_errors import private_text


async def bid_pass(world: World, bot: BackAlleyBot, match: Match) -> tuple[FakeMember, FakeMessage]:
    """The player to act passes by /bid: (them, the announcement of their bid)."""
    table = await settled(world, bot, match.game_id)
    assert table is not None
    member = member_to_act(world, table)
    ix = await world.fake.slash(member, match.place, "bid", amount="pass")
    assert not ix.failed and ix.response is not None and not ix.ephemeral
    return member, ix.response


async def ask_back(world: World, mover: FakeMember, said: FakeMessage) -> FakeMessage:
    """The mover asks to take back the move `said` announced: the request, in public, open."""
    ix = await world.fake.click(mover, said, label="Take back")
    assert not ix.failed and ix.response is not None and not ix.ephemeral, private_text(ix)
    assert ix.response.component(label="Allow") is not None
    return ix.response


def last_card_of_a_first_trick(game: Game) -> bool:
    return game.phase is Phase.PLAY and game.tricks_played == 0 and len(game.trick) == 3


def sides(
    bot: BackAlleyBot, match: Match, member: FakeMember, world: World
) -> tuple[list[FakeMember], list[FakeMember]]:
    """(the member's partner, the other side)."""
    table = table_of(bot, match.game_id)
    seat = table.seat_of(member.id)
    assert seat is not None
    mine = table.options.side_of(seat)
    others = [p for p in world.players if p is not member]
    partner = [p for p in others if table.options.side_of(table.seat_of(p.id)) == mine]  # type: ignore[arg-type]
    return partner, [p for p in others if p not in partner]


async def test_a_move_is_taken_back_when_the_other_side_allows(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    mover, said = await bid_pass(world, bot, match)
    partner, opponents = sides(bot, match, mover, world)
    assert said.component(label="Take back") is not None
    ix = await fake.click(partner[0], said, label="Take back")
    assert "Only the player who made a move" in private_text(ix)

    ix = await fake.click(mover, said, label="Take back")
    assert not ix.failed and ix.response is not None and not ix.ephemeral
    request = ix.response
    assert "asks to take back their bid" in request.text
    assert all(f"<@{p.id}>" in request.text for p in opponents)
    ix = await fake.click(partner[0], request, label="Allow")
    assert "Only the players asked can answer" in private_text(ix)
    ix = await fake.click(mover, said, label="Take back")
    assert "That move was asked about already" in private_text(ix)

    ix = await fake.click(opponents[0], request, label="Allow")
    assert not ix.failed, ix.errors
    await fake.wait_until(lambda: "the game returns to the moment before it" in request.text)
    assert request.component(label="Allow") is None, "a settled request loses its buttons"
    game = table_of(bot, match.game_id).game
    assert game is not None and game.actions == []
    assert table_of(bot, match.game_id).user_to_act == mover.id
    ix = await fake.click(mover, said, label="Take back")
    assert "That move was taken back already" in private_text(ix)
    # The player bids again: the old button does not reach the new move in its place.
    again, said_again = await bid_pass(world, bot, match)
    assert again is mover
    ix = await fake.click(mover, said, label="Take back")
    assert "That move was taken back already" in private_text(ix)
    ix = await fake.click(mover, said_again, label="Take back")
    assert "asks to take back their bid" in ix.response.text  # type: ignore[union-attr]
    fake.assert_no_failed_interactions()


async def test_a_refused_take_back_changes_nothing(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    mover, said = await bid_pass(world, bot, match)
    _, opponents = sides(bot, match, mover, world)
    request = (await fake.click(mover, said, label="Take back")).response
    assert request is not None
    ix = await fake.click(opponents[1], request, label="Refuse")
    assert not ix.failed, ix.errors
    await fake.wait_until(lambda: "stands" in request.text)
    game = table_of(bot, match.game_id).game
    assert game is not None and len(game.actions) == 1
    # A person's next move: too late for a take-back of the move before.
    second, said_second = await bid_pass(world, bot, match)
    await bid_pass(world, bot, match)
    ix = await fake.click(second, said_second, label="Take back")
    assert "Too late" in private_text(ix)
    fake.assert_no_failed_interactions()


async def test_a_server_can_turn_take_backs_off(world: World, bot: BackAlleyBot) -> None:
    import discord

    fake = world.fake
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(world.players[0], managers)
    ix = await fake.slash(world.players[0], world.channel, "backalley settings", takebacks=False)
    assert "Take-backs by consent:** off" in private_text(ix)
    match = await start_match(world, bot, hands="3")
    _, said = await bid_pass(world, bot, match)
    assert said.component(label="Take back") is None
    fake.assert_no_failed_interactions()


async def test_a_waiting_take_back_survives_a_restart(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_match(world, first, hands="3")
        mover, said = await bid_pass(world, first, match)
        _, opponents = sides(first, match, mover, world)
        request = (await fake.click(mover, said, label="Take back")).response
        assert request is not None and request.component(label="Allow") is not None
    second = await world.new_bot()
    async with fake.running(second):
        ix = await fake.click(opponents[0], request, label="Allow")
        assert not ix.failed, ix.errors
        await fake.wait_until(lambda: "the game returns" in request.text)
        table = await second.service.registry.open_table(match.game_id)
        assert table is not None and table.game is not None and table.game.actions == []
        row = await second.service.store.load(match.game_id)
        assert row is not None and [type(a.entry) for a in row.actions] == [BidAction, Takeback]
        fake.assert_no_failed_interactions()


async def test_a_take_back_outlives_the_last_trick_playing_itself(
    world: World, bot: BackAlleyBot
) -> None:
    """The card that completes a hand's second-last trick may be taken back after the last
    trick played itself: nobody chose a card of it."""
    fake = world.fake
    match = await start_match(world, bot, hands="2,2")
    rng = random.Random(1)
    table = await play_until(world, bot, match, rng, last_card_of_a_first_trick)
    assert table.game is not None
    before = list(table.game.actions)
    mover = member_to_act(world, table)
    bot.service.turns.pause = 0.5  # time to ask before the last trick plays itself
    ix = await take_turn(world, bot, match, rng, "slash")
    assert not ix.failed and ix.response is not None
    request = await ask_back(world, mover, ix.response)
    # The last trick plays itself; the next hand's bidding waits for a person.
    later = await settled(world, bot, match.game_id)
    assert later is not None and later.game is not None and later.game.results
    assert len(later.game.actions) == len(before) + 5
    await bot.service.quiesce()
    assert request.component(label="Allow") is not None, "still open"
    _, opponents = sides(bot, match, mover, world)
    ix = await fake.click(opponents[0], request, label="Allow")
    assert not ix.failed, ix.errors
    await fake.wait_until(lambda: "the game returns to the moment before it" in request.text)
    game = table_of(bot, match.game_id).game
    assert game is not None and game.actions == before and not game.results
    assert table_of(bot, match.game_id).user_to_act == mover.id
    fake.assert_no_failed_interactions()


async def test_a_take_back_outlives_the_next_players_forced_card(
    world: World, bot: BackAlleyBot
) -> None:
    """A card played for the next player, their only legal one, does not end the request."""
    fake = world.fake
    for member in world.players:
        ix = await fake.slash(member, world.channel, "backalley prefs", forced_cards=True)
        assert "Play my forced cards:** on" in private_text(ix)
    match = await start_match(world, bot, hands="6,6,6")
    rng = random.Random(7)
    while (table := await settled(world, bot, match.game_id)) is not None:
        game = table.game
        assert game is not None
        before = list(game.actions)
        mover = member_to_act(world, table)
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed and ix.response is not None
        later = await settled(world, bot, match.game_id)
        assert later is not None and later.game is not None
        if later.game.deals == game.deals and len(later.game.actions) > len(before) + 1:
            break  # the bot played a forced card after this move, in the same hand
    else:
        raise AssertionError("in three hands of six, a forced card follows a person's move")
    _, opponents = sides(bot, match, mover, world)
    request = await ask_back(world, mover, ix.response)
    ix = await fake.click(opponents[0], request, label="Allow")
    assert not ix.failed, ix.errors
    await fake.wait_until(lambda: "the game returns to the moment before it" in request.text)
    game = table_of(bot, match.game_id).game
    assert game is not None and game.actions == before
    fake.assert_no_failed_interactions()


async def test_a_request_lapses_when_the_game_ends(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="2")
    rng = random.Random(2)
    table = await play_until(world, bot, match, rng, last_card_of_a_first_trick)
    mover = member_to_act(world, table)
    bot.service.turns.pause = 0.5  # time to ask before the last trick plays itself
    said = (await take_turn(world, bot, match, rng, "slash")).response
    assert said is not None
    request = await ask_back(world, mover, said)
    # The last trick, the game's, plays itself: the game is over, and the request with it.
    assert await settled(world, bot, match.game_id) is None
    await fake.wait_until(lambda: request.component(label="Allow") is None)
    assert "lapsed: the game is over" in request.text
    fake.assert_no_failed_interactions()


async def test_a_lapsed_request_loses_its_buttons_and_says_why(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    mover, said = await bid_pass(world, bot, match)
    request = await ask_back(world, mover, said)
    # A person's choice: the request lapses, and its message says so.
    bidder, said_second = await bid_pass(world, bot, match)
    await fake.wait_until(lambda: request.component(label="Allow") is None)
    assert request.component(label="Refuse") is None
    assert "asks to take back their bid" in request.text
    assert f"lapsed: <@{bidder.id}> has played since" in request.text

    # Five minutes without an answer.
    second = await ask_back(world, bidder, said_second)
    world.clock.advance(301)
    bot.service.turns.wake()
    await fake.wait_until(lambda: second.component(label="Allow") is None)
    assert "nobody answered within five minutes" in second.text
    fake.assert_no_failed_interactions()


async def test_a_waiting_take_back_lapses_on_time_across_a_restart(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_match(world, first, hands="3")
        mover, said = await bid_pass(world, first, match)
        request = await ask_back(world, mover, said)
        await fake.wait_until(
            lambda: (
                (t := table_of(first, match.game_id).takeback) is not None
                and t.message_id == request.id
            )
        )
    world.clock.advance(301)
    second = await world.new_bot()
    async with fake.running(second):
        await fake.wait_until(lambda: request.component(label="Allow") is None)
        assert "nobody answered within five minutes" in request.text
        fake.assert_no_failed_interactions()


async def test_a_late_allow_on_a_lapsed_request_is_told_it_is_too_late(
    world: World, bot: BackAlleyBot
) -> None:
    """A client that still shows a lapsed request's buttons (Discord sends the message as it
    now is, without them): Allow is answered privately, too late, and changes nothing."""
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    mover, said = await bid_pass(world, bot, match)
    _, opponents = sides(bot, match, mover, world)
    request = await ask_back(world, mover, said)
    allow = request.component(label="Allow")
    refuse = request.component(label="Refuse")
    assert allow is not None and refuse is not None
    bidder, _ = await bid_pass(world, bot, match)
    await fake.wait_until(lambda: request.component(label="Allow") is None)
    actions = len(table_of(bot, match.game_id).game.actions)  # type: ignore[union-attr]
    for button in (allow, refuse):
        ix = await fake.raw.click(opponents[0], request, button["custom_id"])
        said_late = private_text(ix)
        assert "Too late" in said_late and f"<@{bidder.id}>" not in said_late, said_late
    assert len(table_of(bot, match.game_id).game.actions) == actions  # type: ignore[union-attr]
    fake.assert_no_failed_interactions()
