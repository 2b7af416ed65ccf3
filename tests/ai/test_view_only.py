"""A computer player sees one seat's view and nothing else: it is given a SeatView, holds
no game, and decides the same whatever the hidden cards are, as long as they agree with
what the seat has seen — even when it goes looking for the game through the garbage
collector, which a deliberately cheating player here does and is caught."""

from __future__ import annotations

import gc
import inspect
import random
from collections.abc import Callable

import pytest

from bot.ai import LEVELS, BasicPlayer, Player, make_player
from bot.engine import CARDS, Bid, Card, Game, SeatView
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


class PeekingPlayer(BasicPlayer):
    """A cheat: it looks through every live object for the game its view came from and lets
    the other seats' hidden cards sway its choice."""

    level = "peeking"

    @staticmethod
    def peek(view: SeatView) -> int | None:
        for thing in gc.get_objects():
            if (
                isinstance(thing, Game)
                and view.seat is not None
                and thing.hands[view.seat] == view.hand
                and thing.hand_number == view.hand_number
            ):
                return sum(h for s, h in enumerate(thing.hands) if s != view.seat)
        return None

    def bid_for(self, view: SeatView) -> Bid:
        hidden = self.peek(view)
        if hidden is None:
            return super().bid_for(view)
        return view.legal_bids[hidden % len(view.legal_bids)]

    def card_for(self, view: SeatView) -> Card:
        hidden = self.peek(view)
        if hidden is None:
            return super().card_for(view)
        legal = view.legal_cards()
        return CARDS[legal[hidden % len(legal)]]


def live_games() -> int:
    return sum(isinstance(thing, Game) for thing in gc.get_objects())


def decide(player: Player, view: SeatView) -> object:
    return player.choose_bid(view) if view.phase == "bid" else player.choose_card(view)


def check_view_only(make: Callable[[], Player], preset: str, count: int) -> None:
    """For random states: the decision with the real game alive, with only a twin holding
    other hidden cards alive (the real game deleted and collected), and with no game alive
    at all, must be one decision."""
    rng = random.Random(9)
    checked = 0
    for i in range(count):
        gc.collect()
        before = live_games()
        game = next(random_states(preset, None, 1, seed=21 + i))
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        with_game = decide(make(), view)
        hands = reshuffled_hidden_hands(game, seat, rng)
        if any(hands[s] != game.hands[s] for s in game.seats if s != seat):
            checked += 1
        twin = Game.determinize(view, hands, seed=i)
        assert twin.view(seat) == view
        del game
        gc.collect()
        assert live_games() == before + 1, "the view keeps the game alive"
        with_twin = decide(make(), view)
        del twin
        gc.collect()
        assert live_games() == before
        alone = decide(make(), view)
        assert with_game == with_twin == alone
    assert checked >= count // 2  # most states had hidden cards to move


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize("preset", PRESETS)
def test_decisions_do_not_depend_on_the_hidden_cards(level: str, preset: str) -> None:
    check_view_only(lambda: make_player(level, 7), preset, 8)


def test_a_player_that_finds_the_game_is_caught() -> None:
    with pytest.raises(AssertionError):
        check_view_only(lambda: PeekingPlayer(7), "classic", 8)


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
