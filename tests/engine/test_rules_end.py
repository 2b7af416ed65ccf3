"""RULES §6, the end of the game: the winner (R25), tiebreak hands and draws (R26) and
weak-hand redeals of tiebreak hands (R27)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import (
    Card,
    Game,
    GameOver,
    HandDealt,
    HandScored,
    Phase,
    RedealRecord,
    Redealt,
    Suit,
    TiebreakEnded,
    TiebreakResult,
    TiebreakStarted,
    card,
)

from .builders import (
    Trick,
    as_cards,
    bid_all,
    build_deck,
    illegal_code,
    make_game,
    of_type,
    plain_tricks,
    play_all,
    play_tricks,
    random_game,
    script_hands,
    spare_deck,
    trick,
)

# ---------------------------------------------------------------------- R25


def test_R25_after_the_last_hand_the_side_with_most_points_wins() -> None:
    script = plain_tricks(0, [0, 2])
    game = make_game(script_hands(script), size=2, dealer=3, turn_up="2C")
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    _, events = play_tricks(game, script)
    assert of_type(events, GameOver) == [GameOver((6, 0), 0, None)]
    assert game.phase is Phase.OVER
    assert game.winner == 0
    assert game.to_act is None
    assert game.tiebreak is None
    assert game.legal_bids() == []
    assert game.legal_cards() == ()


def test_R25_the_game_goes_on_until_the_schedule_ends() -> None:
    script = plain_tricks(0, [0, 2])
    deck = build_deck(script_hands(script), dealer=3, size=2, turn_up="2C")
    game = Game("classic", {"hands": [2, 3]}, first_dealer=3, decks=[deck, spare_deck(1)])
    bid_all(game, [(0, 1), (1, 0), (2, 0), (3, 0)])
    _, events = play_tricks(game, script)
    assert of_type(events, GameOver) == []
    assert game.phase is Phase.BID
    assert game.winner is None
    assert game.hand_number == 2
    assert game.hand_size == 3


def test_R25_pagat_3_the_single_best_seat_wins_however_the_others_stand() -> None:
    script = plain_tricks(0, [0, 1], seats=(0, 1, 2), players=3)
    game = make_game(script_hands(script), size=2, dealer=2, preset="pagat-3", turn_up="2C")
    bid_all(game, [(0, 1), (1, 0), (2, 0)])
    _, events = play_tricks(game, script)
    assert game.scores == [5, 0, 0]
    assert of_type(events, TiebreakStarted) == []
    assert of_type(events, GameOver) == [GameOver((5, 0, 0), 0, None)]


SCHEDULES = {
    "classic": [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    "pagat": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    "pagat-3": [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
}


@pytest.mark.parametrize("preset", ["classic", "pagat", "pagat-3"])
@pytest.mark.parametrize("seed", [21, 22, 23])
def test_R25_R6_S9_full_games_follow_the_schedule_rotation_and_winner(
    preset: str, seed: int
) -> None:
    game, events = random_game(preset, seed)
    players = game.players
    results = [e.result for e in of_type(events, HandScored)]
    assert [r.size for r in results] == SCHEDULES[preset]
    assert [r.number for r in results] == list(range(1, len(SCHEDULES[preset]) + 1))
    # R6: each played hand is dealt by the seat after the previous played hand's dealer,
    # moved on once more by each all-pass redeal (R13) of it.
    dealer = game.first_dealer
    for r in results:
        passes = sum(1 for d in game.redeals if d.hand == r.number and d.reason == "all_pass")
        assert r.dealer == (dealer + passes) % players
        dealer = r.dealer + 1
    best = max(game.scores)
    leaders = [s for s, v in enumerate(game.scores) if v == best]
    if len(leaders) == 1:
        assert game.winner == leaders[0]
        assert game.tiebreak is None
    else:
        assert game.tiebreak is not None
        assert game.winner == game.tiebreak.winner
        assert game.winner in leaders


# ---------------------------------------------------------------------- R26, 4 players


def level_hands(
    tiebreak_deck: list[Card],
    preset: str = "classic",
    options: dict[str, Any] | None = None,
    more: list[list[Card]] | None = None,
) -> tuple[Game, list[Any]]:
    """Two one-card hands: team 0 makes a board in hand 1 (seat 2), team 1 in hand 2 (seat 3),
    so the scores are level at 10 each and a tiebreak hand is dealt by seat 2."""
    first = build_deck({2: ["AS"], 3: ["2S"], 0: ["3S"], 1: ["4S"]}, dealer=0, size=1, turn_up="2C")
    second = build_deck(
        {3: ["AS"], 0: ["2S"], 1: ["3S"], 2: ["4S"]}, dealer=1, size=1, turn_up="2C"
    )
    opts = {"hands": [1, 1], **(options or {})}
    game = Game(preset, opts, first_dealer=0, decks=[first, second, tiebreak_deck, *(more or [])])
    bid_all(game, [(1, 0), (2, "board"), (3, 0), (0, 0)])
    play_all(game, [(2, "AS"), (3, "2S"), (0, "3S"), (1, "4S")])
    assert game.scores == [10, 0]
    bid_all(game, [(2, 0), (3, "board"), (0, 0), (1, 0)])
    events = play_all(game, [(3, "AS"), (0, "2S"), (1, "3S"), (2, "4S")])
    assert game.scores == [10, 10]
    return game, events


TEAM_1_WINS = [0, 3, 1, 2, 3, 1, 3, 1, 3]  # team 1 reaches 7 tricks at the ninth


def tiebreak_deck(
    script: list[Trick],
    extra: dict[int, list[str]] | None = None,
    turn_up: str = "2C",
    after: list[str] | None = None,
) -> list[Card]:
    hands: dict[int, list[Any]] = {s: list(h) for s, h in script_hands(script).items()}
    for seat, more in (extra or {}).items():
        hands[seat] = [*hands[seat], *as_cards(more)]
    return build_deck(hands, dealer=2, size=13, turn_up=turn_up, after=after or ())


def test_R26_level_scores_start_a_tiebreak_hand_dealt_by_the_next_dealer() -> None:
    script = plain_tricks(3, TEAM_1_WINS)
    deck = tiebreak_deck(script)
    game, events = level_hands(deck)
    assert of_type(events, GameOver) == []
    assert of_type(events, TiebreakStarted) == [TiebreakStarted(3, (0, 1), 7)]
    (dealt,) = of_type(events, HandDealt)
    assert dealt == HandDealt(3, 13, 2, card("2C"), Suit.CLUBS, (3, 0, 1, 2), None, True)
    assert game.phase is Phase.PLAY  # no bidding
    assert game.hand_number == 3
    assert game.hand_size == 13
    assert game.dealer == 2
    assert game.to_act == 3  # the first tied seat from the dealer's left
    for seat, i in zip((3, 0, 1, 2), range(4), strict=True):
        assert set(game.hand(seat)) == set(deck[i:52:4])
    assert game.legal_bids() == []
    assert illegal_code(game, "bid", 3, 0) == "wrong_phase"
    assert illegal_code(game, "bid", 3, "pass") == "wrong_phase"


def test_R26_the_first_team_to_seven_tricks_wins_and_play_stops() -> None:
    script = plain_tricks(3, TEAM_1_WINS)
    game, _ = level_hands(tiebreak_deck(script))
    winners, events = play_tricks(game, script[:-1])
    assert winners == TEAM_1_WINS[:-1]
    assert (game.phase, game.tiebreak) == (Phase.PLAY, None)
    winners, events = play_tricks(game, script[-1:])
    assert winners == TEAM_1_WINS[-1:]
    result = TiebreakResult(3, (0, 1), (1, 3, 1, 4), 1)
    assert of_type(events, TiebreakEnded) == [TiebreakEnded(result)]
    assert of_type(events, GameOver) == [GameOver((10, 10), 1, result)]
    assert game.phase is Phase.OVER
    assert game.winner == 1
    assert game.tiebreak == result
    assert game.tiebreaks == [result]
    assert game.scores == [10, 10]
    assert len(game.results) == 2
    assert len(game.hand(0)) == 13 - 9
    assert illegal_code(game, "play", 0, game.hand(0)[0]) == "game_over"


def test_R26_team_0_can_win_the_tiebreak() -> None:
    script = plain_tricks(3, [0, 2, 0, 2, 0, 2, 0])
    game, _ = level_hands(tiebreak_deck(script))
    _, events = play_tricks(game, script)
    assert game.winner == 0
    assert of_type(events, GameOver)[0].tiebreak == TiebreakResult(3, (0, 1), (4, 0, 3, 0), 0)


def test_R26_pagat_tiebreak_hand() -> None:
    script = plain_tricks(3, TEAM_1_WINS)
    game, events = level_hands(tiebreak_deck(script), preset="pagat")
    assert of_type(events, TiebreakStarted) == [TiebreakStarted(3, (0, 1), 7)]
    assert game.to_act == 3
    play_tricks(game, script)
    assert game.winner == 1


def test_R26_R19_trumps_must_be_broken_in_a_tiebreak_and_R20_does_not_apply() -> None:
    # Seat 3 bid board in the last hand; in the tiebreak it may not lead a trump at once.
    script = plain_tricks(3, TEAM_1_WINS)
    game, _ = level_hands(tiebreak_deck(script, extra={3: ["AC"]}))
    assert game.to_act == 3
    assert "AC" not in {str(c) for c in game.legal_cards()}
    assert illegal_code(game, "play", 3, "AC") == "trumps_not_broken"


def test_R26_R20_anyone_does_not_apply_in_a_pagat_tiebreak() -> None:
    script = plain_tricks(3, TEAM_1_WINS)
    game, _ = level_hands(tiebreak_deck(script, extra={3: ["AC"]}), preset="pagat")
    assert illegal_code(game, "play", 3, "AC") == "trumps_not_broken"


def test_R26_R21_blooper_leads_apply_in_a_tiebreak_hand() -> None:
    hands = {
        3: "KS",
        0: "2C BJ 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH",
        1: "3S AC 5C 6D",
        2: "4S",
    }
    deck = build_deck(hands, dealer=2, size=13, turn_up="9C", after=["LJ"])
    game, _ = level_hands(deck)
    assert game.trump is Suit.CLUBS
    play_all(game, [(3, "KS"), (0, "2C"), (1, "3S"), (2, "4S")])
    assert game.to_act == 0  # the ruff won
    game.play(0, card("BJ"))
    assert [str(c) for c in game.legal_cards()] == ["AC"]
    assert illegal_code(game, "play", 1, "5C") == "must_play_highest_trump"
    assert illegal_code(game, "play", 1, "6D") == "must_follow_suit"


def test_R26_R8_tiebreak_turn_up_joker_classic() -> None:
    deck = build_deck({1: ["LJ"]}, dealer=2, size=13, turn_up="BJ", after=["7D"])
    game, events = level_hands(deck)
    (dealt,) = of_type(events, HandDealt)
    assert dealt.tiebreak is True
    assert str(dealt.turn_up) == "BJ"
    assert dealt.trump is None
    assert dealt.exchanged == 1
    assert game.trump is None
    assert "7D" in {str(c) for c in game.hand(1)}
    assert "LJ" not in {str(c) for c in game.hand(1)}


def test_R26_R9_tiebreak_turn_up_joker_pagat() -> None:
    script = plain_tricks(3, TEAM_1_WINS)
    hands = script_hands(script)
    deck = build_deck(hands, dealer=2, size=13, turn_up="LJ", after=["9C"])
    game, events = level_hands(deck, preset="pagat")
    (dealt,) = of_type(events, HandDealt)
    assert game.trump is Suit.CLUBS
    assert str(dealt.turn_up) == "LJ"
    assert dealt.trump is Suit.CLUBS


def test_R26_S9_tiebreak_draw_ends_a_level_game_drawn() -> None:
    game, events = level_hands(spare_deck(1), options={"tiebreak": "draw"})
    assert of_type(events, TiebreakStarted) == []
    assert of_type(events, GameOver) == [GameOver((10, 10), None, None)]
    assert game.phase is Phase.OVER
    assert game.winner is None
    assert game.tiebreak is None
    assert illegal_code(game, "bid", 1, 0) == "game_over"


def test_R26_S9_tiebreak_hand_on_pagat_explicitly() -> None:
    script = plain_tricks(3, TEAM_1_WINS)
    game, events = level_hands(tiebreak_deck(script), preset="pagat", options={"tiebreak": "hand"})
    assert len(of_type(events, TiebreakStarted)) == 1
    assert game.phase is Phase.PLAY


# ---------------------------------------------------------------------- R26, pagat-3


def two_level_seats(
    tiebreak_deck: list[Card],
    options: dict[str, Any] | None = None,
    more: list[list[Card]] | None = None,
) -> tuple[Game, list[Any]]:
    """pagat-3, one two-card hand dealt by seat 0: seats 1 and 2 each make 1 (5 points),
    seat 0 scores 0. The tiebreak is dealt by seat 1 to seats 2 and 1."""
    hands = {1: "AS 3H", 2: "QS AH", 0: "JS 2H"}
    first = build_deck(hands, dealer=0, size=2, players=3, turn_up="2C")
    opts = {"hands": [2], **(options or {})}
    game = Game("pagat-3", opts, first_dealer=0, decks=[first, tiebreak_deck, *(more or [])])
    bid_all(game, [(1, 1), (2, 1), (0, 0)])
    assert game.to_act == 1
    events = play_all(game, [(1, "AS"), (2, "QS"), (0, "JS"), (1, "3H"), (2, "AH"), (0, "2H")])
    assert game.scores == [0, 5, 5]
    return game, events


SEAT_1_WINS = [2, 1, 1, 2, 1, 1, 1, 2, 1, 1]


def test_R26_R7_pagat_3_two_tied_seats_play_a_two_handed_tiebreak() -> None:
    script = plain_tricks(2, SEAT_1_WINS, seats=(1, 2), players=3)
    deck = build_deck(
        script_hands(script), dealer=1, size=13, players=3, seats=(1, 2), turn_up="2C"
    )
    game, events = two_level_seats(deck)
    assert of_type(events, TiebreakStarted) == [TiebreakStarted(2, (1, 2), 7)]
    (dealt,) = of_type(events, HandDealt)
    assert dealt == HandDealt(2, 13, 1, card("2C"), Suit.CLUBS, (2, 1), None, True)
    # R7 skipping the seat not in the tiebreak: seat 2, seat 1, seat 2, ...
    assert set(game.hand(2)) == set(deck[0:26:2])
    assert set(game.hand(1)) == set(deck[1:26:2])
    assert game.hand(0) == ()
    assert game.turn_up == deck[26]
    assert game.to_act == 2
    assert game.redeals == []  # R27 does not judge the seat left out
    assert illegal_code(game, "play", 0, "2C") == "not_your_turn"
    winners, events = play_tricks(game, script)
    assert winners == SEAT_1_WINS
    result = TiebreakResult(2, (1, 2), (0, 7, 3), 1)
    assert of_type(events, GameOver) == [GameOver((0, 5, 5), 1, result)]
    assert game.tiebreak == result


def test_R26_R7_pagat_3_tiebreak_dealt_by_a_seat_that_is_not_in_it() -> None:
    # Dealt by seat 2; seats 1 and 2 make 1 each, seat 0 bid 0: the tiebreak is dealt by
    # seat 0, which does not play it: cards go to seat 1, seat 2, seat 1, ...
    first = build_deck(
        {0: "JS 2H", 1: "AS 3H", 2: "QS AH"}, dealer=2, size=2, players=3, turn_up="2C"
    )
    deck = build_deck(
        {},
        dealer=0,
        size=13,
        players=3,
        seats=(1, 2),
        turn_up="9D",
        fill=" ".join(f"{r}{s}" for r in ["A", "K", "Q", "J"] for s in "SHDC"),
    )
    game = Game("pagat-3", {"hands": [2]}, first_dealer=2, decks=[first, deck])
    bid_all(game, [(0, 0), (1, 1), (2, 1)])
    assert game.to_act == 1
    events = play_all(game, [(1, "AS"), (2, "QS"), (0, "JS"), (1, "3H"), (2, "AH"), (0, "2H")])
    assert game.scores == [0, 5, 5]
    assert of_type(events, TiebreakStarted) == [TiebreakStarted(2, (1, 2), 7)]
    assert game.dealer == 0
    assert set(game.hand(1)) == set(deck[0:26:2])
    assert set(game.hand(2)) == set(deck[1:26:2])
    assert game.hand(0) == ()
    assert str(game.turn_up) == "9D"
    assert game.to_act == 1
    assert illegal_code(game, "play", 0, "9D") == "not_your_turn"


def test_R26_pagat_3_two_handed_tricks_go_between_the_two_seats() -> None:
    script = plain_tricks(2, SEAT_1_WINS, seats=(1, 2), players=3)
    deck = build_deck(
        script_hands(script), dealer=1, size=13, players=3, seats=(1, 2), turn_up="2C"
    )
    game, _ = two_level_seats(deck)
    game.play(2, script[0].plays[0][1])
    assert game.to_act == 1
    game.play(1, script[0].plays[1][1])
    assert game.trick == []
    assert game.tricks == [0, 0, 1]
    assert game.to_act == 2


def three_handed(leader: int, winners: list[int]) -> list[Trick]:
    """13 tricks among seats 0-2 of pagat-3: 12 in which everyone follows suit (spades,
    hearts, diamonds), then the twos: the leader's suit wins the last trick."""
    full = plain_tricks(leader, winners, seats=(0, 1, 2), players=3)
    last_leader = winners[-1]
    ring = [(last_leader + k) % 3 for k in range(3)]
    twos = dict(zip(ring, ("2S", "2H", "2D"), strict=True))
    return [
        *full,
        trick(last_leader, [twos[s] for s in ring], last_leader, seats=(0, 1, 2), players=3),
    ]


def three_level_seats(
    deck: list[Card], more: list[list[Card]] | None = None, options: dict[str, Any] | None = None
) -> tuple[Game, list[Any]]:
    """pagat-3, one two-card hand dealt by seat 0 in which everyone passes: all score 0, so
    a three-handed tiebreak is dealt by seat 1 (to seats 2, 0, 1)."""
    hands = {1: "AS 2H", 2: "KS 3H", 0: "QS 4H"}
    first = build_deck(hands, dealer=0, size=2, players=3, turn_up="2C")
    opts = {"hands": [2], **(options or {})}
    game = Game("pagat-3", opts, first_dealer=0, decks=[first, deck, *(more or [])])
    bid_all(game, [(1, 0), (2, 0), (0, 0)])
    events = play_all(game, [(1, "AS"), (2, "KS"), (0, "QS"), (1, "2H"), (2, "3H"), (0, "4H")])
    assert game.scores == [0, 0, 0]
    return game, events


def test_R26_pagat_3_three_tied_seats_play_a_hand_to_the_end_most_tricks_wins() -> None:
    script = three_handed(2, [2, 2, 2, 2, 2, 2, 0, 0, 0, 1, 1, 1])
    deck = build_deck(script_hands(script), dealer=1, size=13, players=3, turn_up="AC")
    game, events = three_level_seats(deck)
    assert of_type(events, TiebreakStarted) == [TiebreakStarted(2, (0, 1, 2), None)]
    (dealt,) = of_type(events, HandDealt)
    assert (dealt.number, dealt.dealer, dealt.seats, dealt.tiebreak) == (2, 1, (2, 0, 1), True)
    assert game.to_act == 2
    winners, events = play_tricks(game, script[:8])
    assert game.tricks == [2, 0, 6]
    assert game.phase is Phase.PLAY
    winners, events = play_tricks(game, script[8:])
    assert winners == [0, 1, 1, 1, 1]
    result = TiebreakResult(2, (0, 1, 2), (3, 4, 6), 2)
    assert of_type(events, GameOver) == [GameOver((0, 0, 0), 2, result)]
    assert game.winner == 2


def test_R26_pagat_3_three_handed_tie_of_the_two_best_goes_to_a_two_handed_tiebreak() -> None:
    script = three_handed(2, [2, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0])
    deck = build_deck(script_hands(script), dealer=1, size=13, players=3, turn_up="AC")
    final = plain_tricks(0, [0] * 7, seats=(0, 2), players=3)
    deck2 = build_deck(
        script_hands(final), dealer=2, size=13, players=3, seats=(0, 2), turn_up="2C"
    )
    game, _ = three_level_seats(deck, more=[deck2])
    winners, events = play_tricks(game, script)
    assert winners == [2, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0]
    assert game.tricks == [0, 0, 0]  # a new hand
    three = TiebreakResult(2, (0, 1, 2), (5, 3, 5), None)
    assert of_type(events, TiebreakEnded) == [TiebreakEnded(three)]
    assert of_type(events, TiebreakStarted) == [TiebreakStarted(3, (0, 2), 7)]
    assert of_type(events, GameOver) == []
    (dealt,) = of_type(events, HandDealt)
    assert (dealt.number, dealt.size, dealt.dealer, dealt.seats) == (3, 13, 2, (0, 2))
    assert game.tiebreak is None
    assert game.winner is None
    assert game.to_act == 0
    assert game.hand(1) == ()
    _, events = play_tricks(game, final)
    two = TiebreakResult(3, (0, 2), (7, 0, 0), 0)
    assert of_type(events, GameOver) == [GameOver((0, 0, 0), 0, two)]
    assert game.tiebreak == two
    assert game.tiebreaks == [three, two]


def test_R26_S9_tiebreak_draw_in_pagat_3() -> None:
    game, events = three_level_seats(spare_deck(3), options={"tiebreak": "draw"})
    assert of_type(events, GameOver) == [GameOver((0, 0, 0), None, None)]
    assert game.winner is None


# ---------------------------------------------------------------------- R27

WEAK_13 = "2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H 4H 5H"


def test_R27_a_weak_tiebreak_hand_is_redealt_by_the_same_dealer() -> None:
    weak = build_deck({0: WEAK_13}, dealer=2, size=13, turn_up="2D")
    script = plain_tricks(3, TEAM_1_WINS)
    strong = tiebreak_deck(script)
    game, events = level_hands(weak, preset="pagat", more=[strong])
    assert of_type(events, Redealt) == [Redealt(3, 2, "weak_hand", (0,))]
    assert game.redeals == [RedealRecord(3, 2, "weak_hand")]
    assert game.dealer == 2
    assert game.hand_number == 3
    assert game.to_act == 3
    assert set(game.hand(3)) == set(strong[0:52:4])
    winners, _ = play_tricks(game, script)
    assert winners == TEAM_1_WINS
    assert game.winner == 1


def test_R27_no_weak_hand_redeal_of_a_classic_tiebreak() -> None:
    weak = build_deck({0: WEAK_13}, dealer=2, size=13, turn_up="2D")
    game, _ = level_hands(weak)
    assert game.redeals == []
    assert {str(c) for c in game.hand(0)} == set(WEAK_13.split())


def test_R27_pagat_3_two_handed_tiebreak_weak_hand_is_redealt() -> None:
    weak = build_deck({2: WEAK_13}, dealer=1, size=13, players=3, seats=(1, 2), turn_up="2D")
    script = plain_tricks(2, SEAT_1_WINS, seats=(1, 2), players=3)
    strong = build_deck(
        script_hands(script), dealer=1, size=13, players=3, seats=(1, 2), turn_up="2C"
    )
    game, events = two_level_seats(weak, more=[strong])
    assert of_type(events, Redealt) == [Redealt(2, 1, "weak_hand", (2,))]
    assert game.to_act == 2
    winners, _ = play_tricks(game, script)
    assert winners == SEAT_1_WINS
    assert game.winner == 1
