"""Claims, hints and the coach's review through Discord, with their refusals."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import discord

from bot.ai import player_seed, review
from bot.engine import Game, Phase
from bot.engine.claim import check_claim
from bot.running.app import BackAlleyBot
from bot.service.coach import HINT_LEVEL
from bot.ui.play.coach import move_text
from bot.ui.words.i18n import text
from testbed.fakediscord import FakeInteraction

from .conftest import World
from .driver import Match, member_to_act, settled, start_match, table_of, take_turn
from .test_errors import private_text


async def answered(world: World, ix: FakeInteraction) -> FakeInteraction:
    """A command that defers first (a search, a score sheet), once it has answered."""
    assert not ix.failed, ix.errors
    await world.fake.wait_until(lambda: ix.deferred_filled or not ix.thinking, timeout=30)
    return ix


async def answer_of(world: World, ix: FakeInteraction) -> str:
    """The private answer of a command that defers first."""
    await answered(world, ix)
    assert ix.ephemeral and ix.response is not None
    return ix.response.text


async def test_claims_are_accepted_only_when_certain(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands=",".join(["3"] * 8))
    bidding = await settled(world, bot, match.game_id)
    assert bidding is not None
    ix = await fake.slash(member_to_act(world, bidding), match.place, "backalley claim")
    assert "only once play has started" in private_text(ix)
    rng = random.Random(11)
    accepted = refused = 0
    while (table := await settled(world, bot, match.game_id)) is not None:
        game = table.game
        assert game is not None
        if game.phase is Phase.PLAY:
            member = member_to_act(world, table)
            other = next(p for p in world.players if p is not member)
            out_of_turn = await fake.slash(other, match.place, "backalley claim")
            assert "not your turn" in private_text(out_of_turn).lower()
            seat = game.to_act
            assert seat is not None
            expected = check_claim(game, seat)
            before = len(game.actions)
            ix = await fake.slash(member, match.place, "backalley claim")
            if expected.certain:
                await answered(world, ix)
                assert not ix.ephemeral and ix.response is not None
                assert "claims every remaining trick" in ix.response.text
                accepted += 1
                after = await bot.service.any_table(match.game_id)
                assert after is not None and after.game is not None
                assert after.game.deals != game.deals or after.game.is_over, "hand played out"
            else:
                said = private_text(ix)  # why, but no opponent's card
                assert said == "Not guaranteed: the other side could still take a trick.", said
                refused += 1
                now = table_of(bot, match.game_id).game
                assert now is not None and len(now.actions) == before, "a refusal changes nothing"
            if accepted and refused:
                break
        assert not (await take_turn(world, bot, match, rng, "slash")).failed
    assert accepted and refused, (accepted, refused)
    fake.assert_no_failed_interactions()


async def test_hints_need_the_servers_leave_and_mark_the_game(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    table = await settled(world, bot, match.game_id)
    assert table is not None
    member = member_to_act(world, table)
    ix = await fake.slash(member, match.place, "backalley hint")
    assert "Hints are off on this server" in await answer_of(world, ix)
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(world.players[0], managers)
    ix = await fake.slash(world.players[0], world.channel, "backalley settings", hints=True)
    assert text("en", "setting-hints", on="yes") in private_text(ix)  # names /backalley hint
    other = next(p for p in world.players if p is not member)
    ix = await fake.slash(other, match.place, "backalley hint")
    assert "A hint is for your own turn" in await answer_of(world, ix)
    assert not table_of(bot, match.game_id).hinted
    ix = await fake.slash(member, match.place, "backalley hint")
    shown = await answer_of(world, ix)
    assert "does not count for ratings" in shown
    # The hint is expert's own choice for that view and seed, in its words.
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    expected = review.hint(
        game.view(seat), player_seed(table.players_secret or 0, seat), HINT_LEVEL
    )
    assert HINT_LEVEL == "expert"
    choice = text("en", "hint-choice", move=move_text(expected.choice, "en"))
    assert choice in shown and "The strongest computer" in choice
    assert table_of(bot, match.game_id).hinted
    row = await bot.service.store.load(match.game_id)
    assert row is not None and row.hinted
    fake.assert_no_failed_interactions()


async def test_a_hint_that_searches_longer_than_discord_waits_is_answered(
    world: World, bot: BackAlleyBot
) -> None:
    """The strongest computer's search may take more than Discord's 3 s on a busy machine:
    the hint is answered first (privately, thinking), then said."""
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    table = await settled(world, bot, match.game_id)
    assert table is not None
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(world.players[0], managers)
    await fake.slash(world.players[0], world.channel, "backalley settings", hints=True)
    searches = bot.service.coach.searches
    quick = searches.hint

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(fake.state.ack_deadline + 0.5)
        return await quick(*args, **kwargs)

    searches.hint = slow  # type: ignore[method-assign]
    ix = await fake.slash(member_to_act(world, table), match.place, "backalley hint")
    assert "The strongest computer" in await answer_of(world, ix)
    fake.assert_no_failed_interactions()


async def test_a_player_reviews_a_finished_hand_and_the_game(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match: Match = await start_match(world, bot, hands="4,3")
    alice = world.players[0]
    ix = await fake.slash(alice, match.place, "backalley review")
    assert "No hand of a game here is finished yet" in await answer_of(world, ix)
    ix = await fake.slash(alice, match.place, "backalley review", hand="three")
    assert "Write a hand number" in private_text(ix)
    ix = await fake.slash(world.stranger, match.place, "backalley review", hand="1")
    assert "not playing in this game" in await answer_of(world, ix)
    rng = random.Random(4)
    while (table := await settled(world, bot, match.game_id)) is not None:
        assert table.game is not None
        if table.game.hand_number == 2:
            break
        assert not (await take_turn(world, bot, match, rng, "slash")).failed
    ix = await fake.slash(alice, match.place, "backalley review", hand="2")
    assert "Hand 2 is not finished" in await answer_of(world, ix)

    ix = await fake.slash(alice, match.place, "backalley review")
    shown = await answer_of(world, ix)
    assert "Hand 1: your decisions beside strong's" in shown
    lines = [line for line in shown.splitlines() if line[:1] in ("✓", "✗")]
    # Alice's own decisions: her bid, and her cards where she had more than one legal card
    # (never the last trick's, which plays itself).
    played = table_of(bot, match.game_id)
    assert played.game is not None
    seat = played.seat_of(alice.id)
    replayed = Game(
        played.preset,
        played.overrides,
        first_dealer=played.game.first_dealer,
        seed=played.game.seed,
    )
    decisions = 0
    for mover, kind, value in played.game.actions:
        if replayed.hand_number == 1 and mover == seat:
            decisions += kind == "bid" or len(replayed.legal_cards(mover)) > 1
        if kind == "bid":
            replayed.bid(mover, value)
        else:
            replayed.play(mover, value)
    assert 1 <= decisions < 1 + 4
    assert len(lines) == decisions, lines
    assert "Your costliest moment" in shown or "as strong would have" in shown

    ix = await fake.slash(alice, match.place, "backalley review", hand="game")
    shown = await answer_of(world, ix)
    assert "hand by hand" in shown
    assert sum(f"<@{p.id}>" in shown for p in world.players) == 4
    fake.assert_no_failed_interactions()


async def test_the_whole_game_is_asked_for_in_the_players_words(
    world: World, bot: BackAlleyBot
) -> None:
    """A Danish player types `spil` (or picks "Hele spillet"), not the English `game`."""
    fake = world.fake
    match: Match = await start_match(world, bot, hands="1")
    alice = world.players[0]
    ix = await fake.slash(alice, world.channel, "backalley language", language="da")
    assert not ix.failed
    offered = await fake.autocomplete(alice, match.place, "backalley review", "hand", "")
    assert [(c["name"], c["value"]) for c in offered.choices] == [("Hele spillet", "game")]
    offered = await fake.autocomplete(alice, match.place, "backalley review", "hand", "1")
    assert [c["value"] for c in offered.choices] == ["1", "game"]
    ix = await fake.slash(alice, match.place, "backalley review", hand="tre")
    assert "`spil` for hele spillet" in private_text(ix)
    rng = random.Random(4)
    while await settled(world, bot, match.game_id) is not None:
        assert not (await take_turn(world, bot, match, rng, "slash")).failed
    ix = await fake.slash(alice, match.place, "backalley review", hand="Spil")
    shown = await answer_of(world, ix)
    assert sum(f"<@{p.id}>" in shown for p in world.players) == 4
    fake.assert_no_failed_interactions()
