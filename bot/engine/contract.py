"""Bids, contracts, the first leader and the points of a hand (R12-R16, R22-R24)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .events import Bid
from .options import Options, ZeroContract


def contracts_of(
    bids: Sequence[Bid],
    board_levels: Sequence[int],
    side_of: Sequence[int],
    sides: int,
    size: int,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each side's contract in tricks and its board level, 0 when numeric (R14, R15)."""
    numbers = [0] * sides
    levels = [0] * sides
    for seat, bid in enumerate(bids):
        side = side_of[seat]
        if type(bid) is int:
            numbers[side] += bid
        elif board_levels[seat] > levels[side]:  # a board (R14)
            levels[side] = board_levels[seat]
    if any(levels):
        for side, level in enumerate(levels):
            if level:
                numbers[side] = size  # a board needs every trick
    return tuple(numbers), tuple(levels)


def first_leader(
    bids: Sequence[Bid], board_levels: Sequence[int], left_of_dealer: int, options: Options
) -> int:
    """Who leads the first trick (R16): a board beats every number; among boards the last
    or first board bidder; among numbers the first in bidding order of the highest (which
    is the seat left of the dealer when everyone bid 0)."""
    last_board = options.board_lead == "last"
    board_seat = -1
    best_seat, best = left_of_dealer, -1
    for seat in _CLOCKWISE[len(bids)][left_of_dealer]:
        bid = bids[seat]
        if type(bid) is not int:  # a board
            if board_seat < 0 or last_board:
                board_seat = seat
        elif bid > best:
            best_seat, best = seat, bid
    return board_seat if board_seat >= 0 else best_seat


# The seats clockwise from each seat, for three and four players.
_CLOCKWISE: Final = {
    players: tuple(tuple((first + k) % players for k in range(players)) for first in range(players))
    for players in (3, 4)
}


def hand_points(
    contract: int, board_level: int, taken: int, size: int, zero_contract: ZeroContract
) -> int:
    """A side's points for one hand (R22-R24)."""
    if board_level:
        value = 10 * size * board_level
        return value if taken == size else -value
    if contract == 0:
        return taken if zero_contract == "overtricks" else 0
    if taken >= contract:
        return 5 * contract + (taken - contract)
    return -5 * contract
