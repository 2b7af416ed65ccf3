"""What happened: the events every action returns, and the results a game keeps.

Plain named tuples: cheap to build on the hot path, immutable, and easy to match on.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, Literal, NamedTuple

from .cards import Card, Suit


class Board(StrEnum):
    """A board bid: every trick (R12). Its level is the table's (R14), not the bidder's, so
    the bid does not carry it; the event and the state do. The value is the record's word."""

    BOARD = "board"


BOARD: Final = Board.BOARD
Bid = int | Board  # a number of tricks (0 for pass) or BOARD (R12)
RedealReason = Literal["all_pass", "weak_hand"]


class HandDealt(NamedTuple):
    number: int  # in the schedule, 1-based; tiebreak hands follow the schedule
    size: int
    dealer: int
    turn_up: Card  # the first card turned up (a joker, when one was turned)
    trump: Suit | None
    seats: tuple[int, ...]  # the seats dealt in, clockwise from the dealer's left
    exchanged: int | None  # the seat that gave up the other joker (R8), if any
    tiebreak: bool


class Redealt(NamedTuple):
    number: int
    dealer: int  # the seat that dealt the void deal
    reason: RedealReason
    seats: tuple[int, ...]  # weak hands (R11); empty after an all-pass


class BidPlaced(NamedTuple):
    seat: int
    bid: Bid
    board_level: int  # 0 unless the bid is board (R14)


class PlayStarted(NamedTuple):
    contracts: tuple[int, ...]  # tricks each side needs; a board needs every trick
    board_levels: tuple[int, ...]  # per side, 0 for a numeric contract
    leader: int


class CardPlayed(NamedTuple):
    seat: int
    card: Card


class TrickWon(NamedTuple):
    number: int  # 1-based within the hand
    seat: int
    card: Card  # the winning card
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in the order played


class HandResult(NamedTuple):
    number: int
    size: int
    dealer: int
    turn_up: Card
    trump: Suit | None
    bids: tuple[Bid, ...]  # per seat, 0 for pass
    tricks: tuple[int, ...]  # per seat
    contracts: tuple[int, ...]  # per side
    board_levels: tuple[int, ...]  # per side, 0 for a numeric contract
    points: tuple[int, ...]  # per side


class HandScored(NamedTuple):
    result: HandResult
    scores: tuple[int, ...]  # running totals per side


class RedealRecord(NamedTuple):
    hand: int
    dealer: int
    reason: RedealReason


class TiebreakResult(NamedTuple):
    number: int
    sides: tuple[int, ...]  # ascending
    tricks: tuple[int, ...]  # per seat, 0 for seats not in it
    winner: int | None  # None when the two best of three tied again (R26)


class TiebreakStarted(NamedTuple):
    number: int
    sides: tuple[int, ...]
    first_to: int | None  # 7, or None for a three-handed hand played to the end


class TiebreakEnded(NamedTuple):
    result: TiebreakResult


class GameOver(NamedTuple):
    scores: tuple[int, ...]
    winner: int | None  # None in a drawn game
    tiebreak: TiebreakResult | None


Event = (
    HandDealt
    | Redealt
    | BidPlaced
    | PlayStarted
    | CardPlayed
    | TrickWon
    | HandScored
    | TiebreakStarted
    | TiebreakEnded
    | GameOver
)
