"""Fixed pictures for the golden-image tests: built by hand, so they change only when the
drawing does (not when the engine's shuffle or a computer player does)."""

from __future__ import annotations

from bot.engine import BOARD, Suit, card, cards
from bot.ui.images import HandLine, HandPicture, ScoreSheet, SeatInfo, SideInfo, TablePicture

HAND = HandPicture(
    cards=tuple(cards("KS 9D BJ 2H QC 7S AH LJ 4D JC 10H")),
    trump=Suit.HEARTS,
    playable=tuple(cards("KS 7S")),
)

TABLE_4 = TablePicture(
    heading="Hand 3 of 25 · 11 cards",
    seats=(
        SeatInfo(0, "Alice", 0, bid=3, tricks=1, to_act=True),
        SeatInfo(1, "Bob", 1, bid=0, tricks=2, card=card("KS"), dealer=True),
        SeatInfo(2, "Carol", 0, bid=BOARD, board_level=1, tricks=0, card=card("BJ")),
        SeatInfo(3, "Dave", 1, bid=2, tricks=1, card=card("AH")),
    ),
    trump=Suit.HEARTS,
    turn_up=card("7H"),
    status="Alice to play",
    trick=(1, 2, 3),
)

TABLE_3 = TablePicture(
    heading="Hand 5 of 24 · 6 cards",
    seats=(
        SeatInfo(0, "Alice", 0, bid=2, tricks=2, card=card("10C")),
        SeatInfo(1, "Bob", 1, bid=1, tricks=1, card=card("QC"), dealer=True),
        SeatInfo(2, "Carol", 2, bid=3, tricks=1, card=card("2D")),
    ),
    trump=None,
    turn_up=card("LJ"),
    status="Bob to lead",
    trick=(2, 0, 1),
    winner=1,
    partnerships=False,
    viewer=2,
)

SCORES_2 = ScoreSheet(
    title="Scores after hand 4 of 6",
    sides=(SideInfo("Team 1", ("Alice", "Carol")), SideInfo("Team 2", ("Bob", "Dave"))),
    schedule=(1, 2, 3, 3, 2, 1),
    hands=(
        HandLine(1, 1, Suit.SPADES, ("1", "0"), (1, 0), (5, 0)),
        HandLine(2, 2, Suit.HEARTS, ("B", "0"), (2, 0), (20, 0)),
        HandLine(3, 3, None, ("2", "2B"), (1, 2), (-10, -60)),
        HandLine(4, 3, Suit.CLUBS, ("1", "1"), (1, 2), (5, 6)),
    ),
)

SCORES_3 = ScoreSheet(
    title="Final scores: Carol wins",
    sides=(SideInfo("Alice"), SideInfo("Bob"), SideInfo("Carol")),
    schedule=(2, 3, 4, 5),
    hands=(
        HandLine(1, 2, Suit.DIAMONDS, ("1", "0", "1"), (1, 0, 1), (5, 0, 5)),
        HandLine(2, 3, Suit.CLUBS, ("2", "1", "0"), (1, 1, 1), (-10, 5, 0)),
        HandLine(3, 4, Suit.SPADES, ("0", "B", "2"), (0, 2, 2), (0, -40, 10)),
        HandLine(4, 5, Suit.HEARTS, ("1", "2", "2"), (1, 2, 2), (5, 10, 10)),
    ),
)

# Names as players from anywhere type them: Korean, Arabic, Latin with Arabic, mathematical
# letters with playing-card emoji and stacked combining marks, and a name too long for a plate.
KOREAN, ARABIC, MIXED = "데이브김", "مرحبا كارول", "Carol كارول"
FANCY, LONG = "𝔅𝔬𝔟 🃏🂡 Z̴a̷l̸g̶o̵", "W" * 32
INTERNATIONAL = (KOREAN, ARABIC, MIXED, FANCY, LONG)

TABLE_INTERNATIONAL = TablePicture(
    heading="Hand 3 of 25 · 11 cards",
    seats=(
        SeatInfo(0, KOREAN, 0, bid=3, tricks=1, card=card("QH"), to_act=True),
        SeatInfo(1, MIXED, 1, bid=0, tricks=2, card=card("KS"), dealer=True),
        SeatInfo(2, FANCY, 0, bid=BOARD, board_level=1, tricks=0, card=card("LJ")),
        SeatInfo(3, LONG, 1, bid=2, tricks=2, card=card("AH")),
    ),
    trump=Suit.HEARTS,
    turn_up=card("7H"),
    status=f"{LONG} to lead",
    trick=(1, 2, 3, 0),
    winner=3,
)

TABLE_INTERNATIONAL_3 = TablePicture(
    heading="Hand 5 of 24 · 6 cards",
    seats=(
        SeatInfo(0, ARABIC, 0, bid=2, tricks=2, card=card("10C")),
        SeatInfo(1, KOREAN, 1, bid=1, tricks=1, card=card("QC"), dealer=True),
        SeatInfo(2, LONG, 2, bid=3, tricks=1, to_act=True),
    ),
    trump=None,
    turn_up=card("BJ"),
    status=f"{LONG} to play",
    trick=(0, 1),
    partnerships=False,
)

SCORES_INTERNATIONAL = ScoreSheet(
    title="Scores after hand 4 of 6",
    sides=(SideInfo("Team 1", (KOREAN, FANCY)), SideInfo("Team 2", (ARABIC, LONG))),
    schedule=SCORES_2.schedule,
    hands=SCORES_2.hands,
)

SCORES_INTERNATIONAL_3 = ScoreSheet(
    title=f"Final scores: {MIXED} wins",
    sides=(SideInfo(KOREAN), SideInfo(MIXED), SideInfo(LONG)),
    schedule=SCORES_3.schedule,
    hands=SCORES_3.hands,
)
