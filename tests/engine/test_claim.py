"""The claim check (issue 15) against a plain search with no pruning: it never calls a claim
certain that can fail, agrees with the plain search whenever it answers, and every line it
gives as a counterexample is legal play in which the other side takes a trick."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine import Game, IllegalAction, Phase, TrickWon, card
from bot.engine.claim import ClaimVerdict, Verdict, check_claim
from tests.ai.states import tiebreak_state

from .builders import build_deck

PRESETS = ("classic", "pagat", "pagat-3")


def brute_force(game: Game, seat: int) -> bool:
    """Whether the seat's side takes every remaining trick of the hand whatever anyone
    plays: every legal line, played on copies of the game."""
    side = game.side_of[seat]
    number = game.hand_number

    def safe(position: Game) -> bool:
        for choice in position.legal_cards():
            after = position.copy()
            assert after.to_act is not None
            events = after.play(after.to_act, choice)
            for event in events:
                if isinstance(event, TrickWon) and after.side_of[event.seat] != side:
                    return False
            if after.phase is not Phase.PLAY or after.hand_number != number:
                continue  # the hand is over
            if not safe(after):
                return False
        return True

    return safe(game)


def replay_counterexample(game: Game, seat: int, verdict: ClaimVerdict) -> None:
    """The line is legal from the claim on and ends with the other side taking its trick."""
    assert verdict.verdict is Verdict.NOT_CERTAIN and verdict.line
    side = game.side_of[seat]
    copy = game.copy()
    won: list[TrickWon] = []
    for who, played in verdict.line:
        assert copy.to_act == who
        won += [e for e in copy.play(who, played) if isinstance(e, TrickWon)]
    assert won, "the line ends with a trick"
    last = won[-1]
    assert last.number == verdict.trick and last.seat == verdict.winner
    assert last.card == verdict.taken_with
    assert copy.side_of[last.seat] != side
    assert all(copy.side_of[e.seat] == side for e in won[:-1])
    assert not copy.trick  # the line stops when the trick is taken


def random_ending(preset: str, rng: random.Random, options: dict[str, Any]) -> Game | None:
    """A game stopped in the play of a hand of 1 to 4 cards, at a random card."""
    size = rng.randint(1, 4)
    game = Game(
        preset,
        {**options, "hands": [size]},
        first_dealer=rng.randrange(3),
        seed=rng.randrange(10**9),
    )
    while game.phase is Phase.BID:
        assert game.to_act is not None
        game.bid(game.to_act, rng.choice(game.legal_bids()))
    if game.phase is not Phase.PLAY or game.hand_number != 1:
        return None
    for _ in range(rng.randrange(size * len(game.seats))):
        assert game.to_act is not None
        game.play(game.to_act, rng.choice(game.legal_cards()))
    return game


OPTION_MIXES: tuple[dict[str, Any], ...] = (
    {},
    {"blooper_leads": True, "joker_turnup": "next"},
    {"board_trump_lead": "none"},
)


@pytest.mark.parametrize("options", OPTION_MIXES)
@pytest.mark.parametrize("preset", PRESETS)
def test_the_claim_check_agrees_with_brute_force(preset: str, options: dict[str, Any]) -> None:
    rng = random.Random(hash((preset, len(options))) & 0xFFFF)
    counts = {v: 0 for v in Verdict}
    no_trump = 0
    for _ in range(300):
        game = random_ending(preset, rng, options)
        if game is None:
            continue
        seat = game.to_act
        assert seat is not None
        before = (game.hands[:], game.trick[:], game.tricks[:], len(game.actions))
        verdict = check_claim(game, seat)
        assert (game.hands, game.trick, game.tricks, len(game.actions)) == before
        counts[verdict.verdict] += 1
        no_trump += game.trump is None
        assert verdict.verdict is not Verdict.UNKNOWN
        assert verdict.certain == brute_force(game, seat)
        if not verdict.certain:
            replay_counterexample(game, seat, verdict)
    # Both answers are common, so the agreement means something.
    assert counts[Verdict.CERTAIN] >= 30 and counts[Verdict.NOT_CERTAIN] >= 30


def test_a_blooper_lead_is_checked_with_its_forced_answers() -> None:
    rng = random.Random(5)
    bloopers = 0
    for _ in range(600):
        game = random_ending("classic", rng, {})
        if game is None or game.trump is None:
            continue
        if not any(game.hands[s] >> 52 for s in game.seats):
            continue
        bloopers += 1
        seat = game.to_act
        assert seat is not None
        verdict = check_claim(game, seat)
        assert verdict.certain == brute_force(game, seat)
        if not verdict.certain:
            replay_counterexample(game, seat, verdict)
    assert bloopers >= 50


TIEBREAKS = (
    ("pagat", None, 4),
    ("classic", {"all_pass": "play", "zero_contract": "nothing"}, 4),
    ("pagat-3", None, 3),
    ("pagat-3", None, 2),
)


def near_the_end(game: Game) -> bool:
    """Few tricks left before the tiebreak hand ends, for every side (R26)."""
    left = game.hand_size - game.tricks_played
    first_to = game.tiebreak_first_to
    if first_to is None:
        return left <= 3
    return min(game.side_tricks()[game.side_of[s]] for s in game.seats) >= first_to - 2


@pytest.mark.parametrize(("preset", "options", "seats"), TIEBREAKS)
def test_a_tiebreak_claim_counts_tricks_until_the_hand_ends(
    preset: str, options: dict[str, Any] | None, seats: int
) -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(6):
        game = tiebreak_state(preset, options, seats, seed)
        number = game.hand_number
        while game.phase is Phase.PLAY and game.hand_number == number and not near_the_end(game):
            assert game.to_act is not None
            game.play(game.to_act, rng.choice(game.legal_cards()))
        if game.phase is not Phase.PLAY or game.hand_number != number:
            continue
        seat = game.to_act
        assert seat is not None
        verdict = check_claim(game, seat)
        assert verdict.certain == brute_force(game, seat)
        if not verdict.certain:
            replay_counterexample(game, seat, verdict)
        checked += 1
    assert checked >= 2


# ---------------------------------------------------------------------- hand-built cases


def dealt(hands: dict[int, str], turn_up: str, preset: str = "classic", size: int = 3) -> Game:
    """A one-hand game dealt by seat 3 (seat 0 bids first) with the chosen hands, where seat
    0 bids the most and leads."""
    players = 3 if preset == "pagat-3" else 4
    dealer = players - 1
    deck = build_deck(hands, dealer=dealer, size=size, players=players, turn_up=turn_up)
    game = Game(preset, {"hands": [size]}, first_dealer=dealer, decks=[deck, deck])
    game.bid(0, size - 1)
    for seat in range(1, players):
        game.bid(seat, 0)
    assert game.phase is Phase.PLAY and game.to_act == 0
    return game


def test_all_top_trumps_are_certain() -> None:
    game = dealt({0: "BJ LJ AS", 1: "KS 2H 3H", 2: "4D 5D 6D", 3: "QS 7C 8C"}, "2S")
    verdict = check_claim(game, 0)
    assert verdict.verdict is Verdict.CERTAIN


def test_the_partners_cards_count_for_the_side() -> None:
    # Seat 0 leads a low heart, but its partner (seat 2) holds the top hearts and trumps.
    game = dealt({0: "2H 3H 4H", 1: "5H 6H 7H", 2: "AH KH QH", 3: "8H 9H 10H"}, "2S")
    assert check_claim(game, 0).certain
    assert brute_force(game, 0)


def test_a_low_card_that_loses_is_not_certain() -> None:
    game = dealt({0: "AS KS 2H", 1: "AH 3D 4D", 2: "5D 6D 7D", 3: "8D 9D 10D"}, "2S")
    verdict = check_claim(game, 0)
    # Trumps are not broken: seat 0 must lead its heart, and seat 1's ace takes it.
    assert verdict.verdict is Verdict.NOT_CERTAIN
    assert verdict.winner == 1 and verdict.trick == 1
    replay_counterexample(game, 0, verdict)


def test_a_plain_card_can_be_trumped_when_a_rival_is_void() -> None:
    # Seat 0's ace of hearts is the top heart, but seat 1 has no heart and holds a trump.
    game = dealt({0: "AH KH QH", 1: "2S 3D 4D", 2: "5D 6D 7D", 3: "2H 8D 9D"}, "3S")
    verdict = check_claim(game, 0)
    assert verdict.verdict is Verdict.NOT_CERTAIN
    assert verdict.winner == 1 and verdict.trick == 1
    replay_counterexample(game, 0, verdict)


def test_bloopers_are_masters_above_every_trump() -> None:
    # R19 makes seat 0 lead the ace of hearts first (seat 1 follows); both Bloopers then beat
    # the ace of trumps, whichever seat 0 leads and whatever R21 makes the others answer.
    hands = {0: "BJ LJ AH", 1: "AS 2H 3H", 2: "4D 5D 6D", 3: "7D 8D 9D"}
    for preset in ("classic", "pagat"):
        game = dealt(hands, "10S", preset)
        assert check_claim(game, 0).certain and brute_force(game, 0)


def test_a_blooper_lead_leaves_a_master_trump_behind() -> None:
    # R21: to the Little Blooper seat 1 must give its lowest trump and keeps the ace, which
    # takes the king; seat 0 may lead either first (it holds only trumps).
    game = dealt({0: "LJ KS QS", 1: "AS 2S 3H", 2: "4D 5D 6D", 3: "7D 8D 9D"}, "10S")
    assert game.options.blooper_leads
    verdict = check_claim(game, 0)
    assert not verdict.certain and not brute_force(game, 0)
    replay_counterexample(game, 0, verdict)
    assert verdict.winner == 1 and (1, card("AS")) in verdict.line


def test_the_claimer_alone_in_pagat_3() -> None:
    game = dealt({0: "AH KH QH", 1: "2H 3H 4H", 2: "5H 6H 7H"}, "2S", "pagat-3")
    assert check_claim(game, 0).certain
    game = dealt({0: "AH KH 2D", 1: "2H 3H 4H", 2: "5H 6H 3D"}, "2S", "pagat-3")
    verdict = check_claim(game, 0)
    assert not verdict.certain
    replay_counterexample(game, 0, verdict)


def test_a_claim_out_of_turn_is_refused() -> None:
    game = Game("classic", {"hands": [3]}, first_dealer=3, seed=4)
    with pytest.raises(IllegalAction) as bidding:
        check_claim(game, 0)
    assert (bidding.value.code.value, bidding.value.detail) == ("wrong_phase", "claim")
    game = dealt({0: "BJ LJ AS"}, "2S")
    with pytest.raises(IllegalAction) as other:
        check_claim(game, 1)
    assert other.value.code.value == "not_your_turn"
    while game.phase is not Phase.OVER:
        assert game.to_act is not None
        game.play(game.to_act, game.legal_cards()[0])
    with pytest.raises(IllegalAction) as over:
        check_claim(game, 0)
    assert over.value.code.value == "game_over"


def test_past_the_budget_the_claim_is_unknown() -> None:
    rng = random.Random(1)
    game = Game("pagat", {"hands": [13]}, first_dealer=0, seed=11)
    while game.phase is Phase.BID:
        assert game.to_act is not None
        game.bid(game.to_act, rng.choice(game.legal_bids()))
    seat = game.to_act
    assert seat is not None
    full = check_claim(game, seat)
    assert full.verdict is not Verdict.UNKNOWN and full.nodes >= 4
    # A trick takes four positions to play: one position is too few to answer.
    assert check_claim(game, seat, budget=1).verdict is Verdict.UNKNOWN


# ---------------------------------------------------------------------- long hands


def strong_leader(preset: str, rng: random.Random) -> Game:
    """The first card of a 13-card hand whose leader holds the best cards in play (trumps
    first, then the other suits rank by rank) but for a few swapped with other seats'."""
    while True:
        game = Game(preset, {"hands": [13]}, first_dealer=0, seed=rng.randrange(10**9))
        if game.trump is not None:
            break
    assert game.to_act is not None
    game.bid(game.to_act, 1)
    while game.phase is Phase.BID:
        assert game.to_act is not None
        game.bid(game.to_act, 0)
    leader = game.to_act
    assert leader is not None and game.phase is Phase.PLAY
    held = [c for s in game.seats for c in game.hand(s)]
    tm = game.trump_mask
    held.sort(key=lambda c: (bool((1 << c) & tm), c if (1 << c) & tm else c % 13), reverse=True)
    top, rest = held[:13], held[13:]
    for _ in range(rng.randint(0, 2)):
        i, j = rng.randrange(13), rng.randrange(len(rest))
        top[i], rest[j] = rest[j], top[i]
    rng.shuffle(rest)
    hands = [0] * game.players
    hands[leader] = sum(1 << c for c in top)
    others = [s for s in game.seats if s != leader]
    for k, c in enumerate(rest):
        hands[others[k % len(others)]] |= 1 << c
    return Game.determinize(game.view(leader), hands)


def random_line_keeps_the_claim(game: Game, seat: int, rng: random.Random) -> bool:
    copy = game.copy()
    side = copy.side_of[seat]
    number = copy.hand_number
    while copy.phase is Phase.PLAY and copy.hand_number == number:
        assert copy.to_act is not None
        for event in copy.play(copy.to_act, rng.choice(copy.legal_cards())):
            if isinstance(event, TrickWon) and copy.side_of[event.seat] != side:
                return False
    return True


@pytest.mark.parametrize("preset", PRESETS)
def test_long_hands_claimed_at_the_first_card(preset: str) -> None:
    # Too long for brute force: a certain claim survives random play, and a refused one
    # comes with a line that really loses a trick.
    rng = random.Random(17)
    verdicts = []
    for _ in range(40):
        game = strong_leader(preset, rng)
        seat = game.to_act
        assert seat is not None
        verdict = check_claim(game, seat)
        verdicts.append(verdict.verdict)
        if verdict.certain:
            assert all(random_line_keeps_the_claim(game, seat, rng) for _ in range(100))
        elif verdict.verdict is Verdict.NOT_CERTAIN:
            replay_counterexample(game, seat, verdict)
    assert verdicts.count(Verdict.CERTAIN) >= 5 and verdicts.count(Verdict.NOT_CERTAIN) >= 5
