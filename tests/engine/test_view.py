"""A seat's view holds its own hand and public information; a determinized game built from a
view and the true hands plays on exactly like the game itself."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import CARDS, Game, HandScored, Phase, Redealt, SeatView, cards_of


def advance(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.phase is Phase.OVER:
            return
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.BID:
            game.bid(seat, rng.choice(game.legal_bids()))
        else:
            game.play(seat, rng.choice(game.legal_cards()))


@settings(max_examples=80, deadline=None)
@given(
    preset=st.sampled_from(["classic", "pagat", "pagat-3"]),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 60),
)
def test_a_determinized_game_plays_on_like_the_real_one(preset: str, seed: int, steps: int) -> None:
    game = Game(preset, {"hands": [7, 5]}, seed=seed)
    rng = random.Random(seed)
    advance(game, rng, steps)
    if game.phase is Phase.OVER:
        return
    for seat in range(game.players):
        view = game.view(seat)
        assert isinstance(view, SeatView)
        assert view.hand == (game.hands[seat] if seat in game.seats else 0)
        twin = Game.determinize(view, game.hands, seed=1)
        real = game.copy()
        play_rng = random.Random(seed + seat)
        number = game.hand_number
        while real.phase is not Phase.OVER and real.hand_number == number:
            assert twin.phase is real.phase and twin.to_act == real.to_act
            assert twin.legal_mask() == real.legal_mask()
            assert twin.legal_bids() == real.legal_bids()
            if real.phase is Phase.BID:
                bid = play_rng.choice(real.legal_bids())
                ours, theirs = real.bid(real.to_act, bid), twin.bid(twin.to_act, bid)  # type: ignore[arg-type]
            else:
                card = play_rng.choice(real.legal_cards())
                ours, theirs = real.play(real.to_act, card), twin.play(twin.to_act, card)  # type: ignore[arg-type]
            if any(isinstance(e, Redealt) for e in ours):
                break  # a new deal: the twin's decks are its own
            scored = [e for e in ours if isinstance(e, HandScored)]
            if scored:
                assert scored == [e for e in theirs if isinstance(e, HandScored)]
                break
            assert ours == theirs


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 80))
def test_a_view_knows_the_unseen_cards_and_the_voids(seed: int, steps: int) -> None:
    game = Game("classic", {"hands": [13, 9]}, seed=seed)
    advance(game, random.Random(seed), steps)
    if game.phase is Phase.OVER:
        return
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    unseen = view.unseen()
    # Every card another seat holds is unseen by this one; this seat's own cards are not.
    for other in game.seats:
        if other != seat:
            assert game.hands[other] & ~unseen == 0
    assert view.hand & unseen == 0
    counts = view.held_counts()
    for other in game.seats:
        assert counts[other] == len(cards_of(game.hands[other]))
        # A shown void is real.
        assert game.hands[other] & view.voids()[other] == 0
    spectator = game.view(None)
    assert spectator.hand == 0 and spectator.legal == 0
    assert all(c in CARDS for c in view.legal_cards())
