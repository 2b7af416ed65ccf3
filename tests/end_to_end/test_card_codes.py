"""A card typed in the player's language's letters: a Spanish `10T` is the ten of clubs
(tréboles), `AC` the ace of hearts (corazones) — or, as the English codes had it, the ace of
clubs. A code read two ways plays the card the player holds; holding both, it is refused by
name, privately, and nothing changes."""

from __future__ import annotations

from functools import partial
from typing import Any

from bot.engine import Card, Phase, card
from bot.running.app import BackAlleyBot

from .conftest import World
from .driver import Match, member_to_act, settled, start_match


async def test_a_spanish_player_types_cards_in_spanish_letters(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    for member in world.players:
        ix = await fake.slash(member, world.channel, "backalley language", language="es")
        assert not ix.failed, ix.errors
    seen = {"one held": 0, "both held": 0}
    for _ in range(3):  # the deals are random: another game if one lacked a case
        match = await start_match(world, bot, hands="13,12")  # long hands: both cases come
        await _play_until_seen(world, bot, match, seen)
        if seen["one held"] and seen["both held"]:
            break
    assert seen["one held"] and seen["both held"], seen
    fake.assert_no_failed_interactions()


async def _play_until_seen(
    world: World, bot: BackAlleyBot, match: Match, seen: dict[str, int]
) -> None:
    """Spanish players play the match, typing each card as `_spanish_code` says, until both
    cases were seen or the game is over."""
    fake = world.fake
    while (table := await settled(world, bot, match.game_id)) is not None:
        game = table.game
        assert game is not None
        member = member_to_act(world, table)
        if game.phase is Phase.BID:
            ix = await fake.slash(member, match.place, "bid", amount="1")
            assert not ix.failed, ix.errors
            continue
        assert game.to_act is not None
        held = set(game.hand(game.to_act))
        legal = list(game.legal_cards())
        typed, expected = _spanish_code(held, legal)
        actions = len(game.actions)
        ix = await fake.slash(member, match.place, "play", card=typed)
        assert not ix.failed, ix.errors
        if expected is None:  # both of the two readings held: refused, nothing played
            seen["both held"] += 1
            assert ix.ephemeral and ix.response is not None
            said = ix.response.text
            assert f"`{typed}`" in said and "♥" in said and "♣" in said, said
            after = bot.service.registry.held(match.game_id)
            assert after is not None and after.game is not None
            assert len(after.game.actions) == actions
            ix = await fake.slash(member, match.place, "play", card=legal[0].label)  # A♥
            assert not ix.failed, ix.errors
            await fake.wait_until(partial(_moved, bot, match.game_id, actions), timeout=30)
            continue
        if typed.endswith("C"):  # read two ways, one of the two held
            seen["one held"] += 1
        assert not ix.ephemeral or ix.response is None, ix.response.text  # no refusal
        moved = await fake.wait_until(partial(_moved, bot, match.game_id, actions), timeout=30)
        assert moved is True or moved[actions].value == expected, typed
        if seen["one held"] and seen["both held"]:
            return


def _moved(bot: BackAlleyBot, game_id: int, before: int) -> Any:
    """The game's actions once there are more than `before`; True once the game is over."""
    table = bot.service.registry.held(game_id)
    if table is None or table.game is None:
        return True
    return table.game.actions if len(table.game.actions) > before else None


def _spanish_code(held: set[Card], legal: list[Card]) -> tuple[str, Card | None]:
    """What a Spanish player types for a legal card, and the card it must play (None where
    the code is refused): a `C` code read two ways where there is one; else the card in
    Spanish letters (P picas, C corazones, D diamantes, T tréboles)."""
    letters = {"S": "P", "H": "C", "D": "D", "C": "T"}
    for chosen in legal:
        if chosen.rank is None or chosen.suit is None or chosen.suit.letter not in "HC":
            continue  # a Blooper, or no card a `C` code may mean
        rank = chosen.rank
        hearts, clubs = card(rank + "H"), card(rank + "C")
        if hearts in held and clubs in held:
            return rank + "C", None
        if (hearts in held) != (clubs in held):
            return rank + "C", hearts if hearts in held else clubs
    chosen = legal[0]
    if chosen.rank is None or chosen.suit is None:
        return ("CG" if chosen.code == "BJ" else "CP"), chosen
    return chosen.rank + letters[chosen.suit.letter], chosen
