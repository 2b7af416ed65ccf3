"""A computer player sees one seat's view and nothing else: it is given a SeatView, holds
no game, and decides the same whatever the hidden cards are, as long as they agree with
what the seat has seen."""

from __future__ import annotations

import inspect
import random

import pytest

from bot.ai import LEVELS, Player, make_player
from bot.engine import Game, Phase, SeatView
from bot.engine.cards import JOKER_MASK

from .states import PRESETS, random_states


def reshuffled_hidden_hands(game: Game, seat: int, rng: random.Random) -> list[int]:
    """Other hands dealt again from the cards `seat` has not seen: the same sizes, no card
    of a suit a seat has shown it lacks, no joker in a no-trump hand."""
    view = game.view(seat)
    voids = view.voids()
    hidden = view.unseen()
    if view.trump is None:
        hidden &= ~JOKER_MASK
    others = [s for s in game.seats if s != seat]
    for _ in range(1000):
        pool = hidden
        hands = list(game.hands)
        for other in sorted(others, key=lambda s: -voids[s].bit_count()):
            allowed = [c for c in range(54) if pool >> c & 1 and not voids[other] >> c & 1]
            need = game.hands[other].bit_count()
            if len(allowed) < need:
                break
            chosen = rng.sample(allowed, need)
            hands[other] = sum(1 << c for c in chosen)
            pool &= ~hands[other]
        else:
            return hands
    raise AssertionError("no reshuffle found")


def test_players_are_given_a_view_and_hold_only_their_seed() -> None:
    for level in LEVELS:
        player = make_player(level, 42)
        assert isinstance(player, Player)
        assert vars(player) == {"seed": 42}
        for method in (player.choose_bid, player.choose_card):
            params = inspect.signature(method).parameters
            assert list(params) == ["view"]
            assert params["view"].annotation in (SeatView, "SeatView")


def test_a_view_holds_no_other_hand() -> None:
    game = next(random_states("classic", None, 1, seed=5))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    other_hands = {game.hands[s] for s in game.seats if s != seat and game.hands[s]}
    values = [getattr(view, name) for name in view.__dataclass_fields__]
    assert not any(isinstance(v, Game) for v in values)
    assert not other_hands & {v for v in values if isinstance(v, int)}


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("preset", PRESETS)
def test_decisions_do_not_depend_on_the_hidden_cards(level: str, preset: str) -> None:
    rng = random.Random(9)
    checked = 0
    for i, game in enumerate(random_states(preset, None, 8, seed=21)):
        seat = game.to_act
        assert seat is not None
        hands = reshuffled_hidden_hands(game, seat, rng)
        twin = Game.determinize(game.view(seat), hands, seed=i)
        if any(hands[s] != game.hands[s] for s in game.seats if s != seat):
            checked += 1
        view, twin_view = game.view(seat), twin.view(seat)
        assert view == twin_view
        player = make_player(level, 7)
        if game.phase is Phase.BID:
            assert player.choose_bid(view) == player.choose_bid(twin_view)
        else:
            assert player.choose_card(view) == player.choose_card(twin_view)
    assert checked >= 4  # most states had hidden cards to move


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_player_asked_out_of_turn_refuses(level: str) -> None:
    game = Game("classic", {"hands": [5]}, first_dealer=3, seed=1)
    player = make_player(level, 1)
    with pytest.raises(ValueError, match="turn to bid"):
        player.choose_bid(game.view(1))  # seat 0 bids first
    with pytest.raises(ValueError, match="turn to play"):
        player.choose_card(game.view(0))  # bidding, not play
    with pytest.raises(ValueError, match="turn to bid"):
        player.choose_bid(game.view(None))  # a spectator has no seat
