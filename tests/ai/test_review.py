"""The coach's review and hints (issue 15): strong's own estimates of each decision of a
finished hand, from the seat's view only, deterministic, and the same through the pool."""

from __future__ import annotations

import asyncio
import gc
import pickle
import random
from typing import Any

import pytest

from bot.ai import make_player, player_seed
from bot.ai import review as coach
from bot.ai.pool import DecisionPool
from bot.ai.review import Decision, GameLog, ReviewError, hint, review_game, review_hand
from bot.engine import Card, Game, IllegalAction, Phase, SeatView
from bot.engine.claim import check_claim

SECRET = 4242


def make_log(preset: str, options: dict[str, Any], game: Game, seed: int | None) -> GameLog:
    return GameLog(preset, options, game.first_dealer, seed, tuple(game.actions))


def move(game: Game, level: str, secret: int = SECRET) -> None:
    """The seat to act moves as the player of `level` with its seat's seed."""
    seat = game.to_act
    assert seat is not None
    player = make_player(level, player_seed(secret, seat))
    view = game.view(seat)
    if game.phase is Phase.BID:
        game.bid(seat, player.choose_bid(view))
    else:
        game.play(seat, player.choose_card(view))


def played_out(preset: str, options: dict[str, Any], seed: int, level: str = "strong") -> Game:
    game = Game(preset, options, first_dealer=seed % 3, seed=seed)
    while game.phase is not Phase.OVER:
        move(game, level)
    return game


def choices(log: GameLog, seat: int) -> list[Any]:
    """The seat's moves that were its to choose: its bids, and its cards when it had more
    than one legal card."""
    game = log.game()
    chosen = []
    for mover, kind, value in log.actions:
        if mover == seat and (kind == "bid" or len(game.legal_cards(mover)) > 1):
            chosen.append(value)
        if kind == "bid":
            game.bid(mover, value)
        else:
            game.play(mover, value)
    return chosen


@pytest.mark.parametrize("preset", ["classic", "pagat-3"])
def test_a_seat_that_played_strongs_choices_costs_nothing(preset: str) -> None:
    options = {"hands": [4]}
    game = played_out(preset, options, seed=3)
    log = make_log(preset, options, game, 3)
    for seat in range(game.players):
        hand = review_hand(log, 1, seat, SECRET)
        # A bid and the cards of the four where the seat had a choice (never the last).
        chosen = choices(log, seat)
        assert 1 <= len(chosen) <= 4
        assert [d.kind for d in hand.decisions] == ["bid"] + ["card"] * (len(chosen) - 1)
        assert [d.played for d in hand.decisions] == chosen
        assert all(d.played == d.suggested and d.cost == 0 for d in hand.decisions)
        assert hand.total_cost == 0 and hand.differences == 0 and hand.costliest is None
    # Another secret is another strong player: its guesses differ, and so may its choices,
    # but a choice it does not share never costs less than nothing.
    other = review_hand(log, 1, 0, SECRET + 1)
    assert all(d.cost >= 0 for d in other.decisions)


def test_a_bad_card_costs_points_and_is_the_costliest_moment() -> None:
    options = {"hands": [6]}
    found = 0
    for seed in range(20):
        game = Game("classic", options, first_dealer=1, seed=seed)
        bad: tuple[Card, float] | None = None
        while game.phase is not Phase.OVER:
            seat = game.to_act
            if seat == 0 and game.phase is Phase.PLAY and bad is None:
                # Seat 0's first card with a choice: the one strong thinks worst.
                player = make_player("strong", player_seed(SECRET, 0))
                view = game.view(0)
                values = player.card_values(view)  # type: ignore[attr-defined]
                worst = max(view.legal_cards(), key=values.cost)
                if values.cost(worst) > 2:
                    bad = (worst, values.cost(worst))
                    game.play(0, worst)
                    continue
            move(game, "strong")
        if bad is None:
            continue
        found += 1
        hand = review_hand(make_log("classic", options, game, seed), 1, 0, SECRET)
        assert hand.differences == 1
        assert hand.costliest is not None
        assert hand.costliest.played == bad[0] and hand.costliest.cost == pytest.approx(bad[1])
        assert hand.costliest.suggested != bad[0]
        assert hand.total_cost == pytest.approx(bad[1])
        assert hand.costliest.trick is not None and hand.costliest.position is not None
        if found == 3:
            break
    assert found == 3


def random_game(options: dict[str, Any], seed: int, moves: int) -> Game:
    rng = random.Random(seed)
    game = Game("classic", options, first_dealer=0, seed=seed)
    for _ in range(moves):
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.BID:
            game.bid(seat, rng.choice(game.legal_bids()))
        else:
            game.play(seat, rng.choice(game.legal_cards()))
    return game


def test_a_hand_in_progress_is_refused() -> None:
    options = {"hands": [2, 2]}
    game = random_game(options, seed=5, moves=4 + 3)  # hand 1's bids and three cards
    assert game.hand_number == 1 and game.phase is Phase.PLAY
    log = make_log("classic", options, game, 5)
    with pytest.raises(ReviewError, match="not finished"):
        review_hand(log, 1, 0, SECRET)
    while game.hand_number == 1:
        seat = game.to_act
        assert seat is not None
        game.play(seat, game.legal_cards()[0])
    log = make_log("classic", options, game, 5)
    assert review_hand(log, 1, 0, SECRET).hand_number == 1
    with pytest.raises(ReviewError, match="not finished"):
        review_hand(log, 2, 0, SECRET)
    with pytest.raises(ReviewError, match="no seat"):
        review_hand(log, 1, 4, SECRET)
    summary = review_game(log, SECRET)
    assert [s.seat for s in summary.seats] == [0, 1, 2, 3]
    assert all([h.hand_number for h in s.hands] == [1] for s in summary.seats)


def test_a_review_is_deterministic_and_sums_up_the_game() -> None:
    options = {"hands": [3, 2]}
    game = random_game(options, seed=8, moves=0)
    rng = random.Random(8)
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.BID:
            game.bid(seat, rng.choice(game.legal_bids()))
        else:
            game.play(seat, rng.choice(game.legal_cards()))
    log = make_log("classic", options, game, 8)
    first = review_game(log, SECRET)
    assert review_game(log, SECRET) == first
    for seat_review in first.seats:
        hands = seat_review.hands
        scored = [h for h in hands if not h.tiebreak]
        assert seat_review.total_cost == pytest.approx(sum(h.total_cost for h in scored))
        assert seat_review.differences == sum(h.differences for h in hands)
        costs = [d.cost for h in scored for d in h.decisions]
        if seat_review.costliest is not None:
            assert seat_review.costliest.cost == max(costs)
            assert seat_review.costliest_hand in [h.hand_number for h in hands]
        else:
            assert not any(costs)


# ---------------------------------------------------------------------- the view only


def other_hands_moved(game: Game, seat: int, rng: random.Random) -> list[Card] | None:
    """Hand 1's deck with the cards of the other seats not yet seen by `seat` dealt among
    them again (the same seats keep the cards they played), or None if nothing moved."""
    deck = list(game.deck(0))
    order = [(game.dealer + k) % game.players for k in range(1, game.players + 1)]
    size = game.hand_size
    seen = {c for _, c in game.played_this_hand()}
    places = [
        i for i in range(size * len(order)) if order[i % len(order)] != seat and deck[i] not in seen
    ]
    cards = [deck[i] for i in places]
    rng.shuffle(cards)
    moved = list(deck)
    for i, c in zip(places, cards, strict=True):
        moved[i] = c
    owners = {i: order[i % len(order)] for i in places}
    if all(owners[i] == order[deck.index(moved[i]) % len(order)] for i in places):
        return None
    return moved


def first_decisions(game: Game, seat: int) -> int:
    """How many actions come before and with `seat`'s first card."""
    for index, (who, kind, _) in enumerate(game.actions):
        if who == seat and kind == "play":
            return index + 1
    raise AssertionError("no card played")


def twin_log(game: Game, seed: int, seat: int, rng: random.Random) -> tuple[GameLog, int] | None:
    """A game whose deal differs from `game`'s only in cards `seat` has not seen by its
    first card, with the same actions up to that card, then played on by `basic`; and how
    many cards the seat could play there."""
    upto = first_decisions(game, seat)
    before = Game("classic", {"hands": [game.hand_size]}, first_dealer=0, seed=seed)
    for who, kind, value in game.actions[: upto - 1]:
        before.bid(who, value) if kind == "bid" else before.play(who, value)
    if any(before.view(seat).voids().values()) or before.trump is None or before.exchanged:
        return None
    deck = other_hands_moved(before, seat, rng)
    if deck is None:
        return None
    spares = tuple(tuple(game.deck(i)) for i in range(1, 6))
    decks = (tuple(deck), *spares)
    twin = Game("classic", {"hands": [game.hand_size]}, first_dealer=0, decks=decks)
    try:
        for who, kind, value in game.actions[:upto]:
            twin.bid(who, value) if kind == "bid" else twin.play(who, value)
    except IllegalAction:
        return None  # a card played was no longer legal in the other deal
    while twin.phase is not Phase.OVER:
        move(twin, "basic")
    log = GameLog("classic", {"hands": [game.hand_size]}, 0, None, tuple(twin.actions), decks)
    return log, before.view(seat).legal.bit_count()


def check_view_only(seeds: range) -> int:
    """For each game: seat 0's bid and first card reviewed in the real game and in a twin
    whose hidden cards differ must be judged alike. Returns how many first cards compared
    had a choice."""
    rng = random.Random(1)
    compared = 0
    for seed in seeds:
        options = {"hands": [5]}
        game = Game("classic", options, first_dealer=0, seed=seed)
        while game.phase is not Phase.OVER:
            move(game, "basic")
        found = twin_log(game, seed, 0, rng)
        if found is None:
            continue
        twin, choices = found
        log = make_log("classic", options, game, seed)
        del game  # while judging, the only game alive is the one the review replays
        gc.collect()
        real = review_hand(log, 1, 0, SECRET)
        other = review_hand(twin, 1, 0, SECRET)
        # The bid, and the first card if it was a decision (a card the seat had to play is
        # not in the review).
        first = 2 if choices > 1 else 1
        assert real.decisions[:first] == other.decisions[:first]
        compared += choices > 1
    return compared


def test_a_review_sees_only_the_seats_view() -> None:
    assert check_view_only(range(12)) >= 4


def peeking_judge(player: Any, view: SeatView, played: Any) -> Decision:
    """A cheat: it finds the replayed game and lets the hidden cards sway its estimate."""
    for thing in gc.get_objects():
        if isinstance(thing, Game) and thing.hand_number == view.hand_number:
            hidden = sum(h for s, h in enumerate(thing.deck(0)) if s % 4 != view.seat)
            return Decision("bid", None, None, played, played, float(hidden % 97))
    raise AssertionError("no game found")


def test_a_review_that_peeks_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach, "judge", peeking_judge)
    with pytest.raises(AssertionError):
        check_view_only(range(12))


# ---------------------------------------------------------------------- hints and the pool


def test_a_hint_is_strongs_move_with_the_next_best() -> None:
    moves = 4
    while True:  # the first card with a choice of three or more
        game = random_game({"hands": [6]}, seed=2, moves=moves)
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if len(view.legal_cards()) >= 3:
            break
        moves += 1
    tip = hint(view, player_seed(SECRET, seat))
    assert tip.kind == "card"
    assert tip.choice == make_player("strong", player_seed(SECRET, seat)).choose_card(view)
    assert tip.choice in view.legal_cards()
    assert all(c in view.legal_cards() and c != tip.choice for c, _ in tip.alternatives)
    costs = [cost for _, cost in tip.alternatives]
    assert costs
    assert costs == sorted(costs) and all(c >= 0 for c in costs)
    bidding = Game("classic", {"hands": [6]}, first_dealer=0, seed=2)
    tip = hint(bidding.view(1), 7)
    assert tip.kind == "bid" and tip.choice in bidding.legal_bids()
    with pytest.raises(ValueError, match="turn"):
        hint(bidding.view(2), 7)


async def test_reviews_and_hints_cross_to_the_pool() -> None:
    options = {"hands": [3]}
    game = random_game(options, seed=6, moves=4 + 12)
    assert game.phase is Phase.OVER
    log = make_log("classic", options, game, 6)
    assert pickle.loads(pickle.dumps(log)) == log
    bidding = Game("classic", options, first_dealer=0, seed=6)

    async with DecisionPool(workers=2) as pool:
        hand, whole, tip = await asyncio.gather(
            pool.review(log, 1, 2, SECRET),
            pool.review_game(log, SECRET, seats=[0, 3]),
            pool.hint(bidding.view(1), 9),
        )
        with pytest.raises(ReviewError, match="not finished"):
            await pool.review(log, 2, 0, SECRET)
        with pytest.raises(ReviewError, match="no seat"):
            await pool.review_game(log, SECRET, seats=[5])
    assert hand == review_hand(log, 1, 2, SECRET)
    assert whole == review_game(log, SECRET, seats=[0, 3])
    assert tip == hint(bidding.view(1), 9)


async def test_a_claim_crosses_to_the_pool() -> None:
    options = {"hands": [3]}
    game = random_game(options, seed=6, moves=4 + 5)
    seat = game.to_act
    assert seat is not None and game.phase is Phase.PLAY
    log = make_log("classic", options, game, 6)
    async with DecisionPool(workers=1) as pool:
        verdict = await pool.claim(log, seat)
        with pytest.raises(IllegalAction) as refused:
            await pool.claim(log, (seat + 1) % 4)
    assert refused.value.code.value == "not_your_turn"
    assert verdict == check_claim(game, seat)
