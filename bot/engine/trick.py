"""Trick rules on bit masks of cards: which card takes a trick (R18), the answer to a Blooper
lead (R21) and the seats the board exception lets lead trumps (R20). The game applies R17
and R19 inline, on its hot path."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import BIG_BLOOPER_INDEX
from .events import Bid


def beats(card: int, best: int, lead_mask: int, trump_mask: int) -> bool:
    """Whether `card` takes the trick from `best`, the card winning it so far, in a trick
    led in `lead_mask` (R18)."""
    bit = 1 << card
    if bit & trump_mask:
        return card > best or not (1 << best) & trump_mask
    return bool(bit & lead_mask) and card > best and not (1 << best) & trump_mask


def blooper_answer(trumps: int, blooper_lead: int) -> int:
    """The one card (index) a seat holding `trumps` must play to a Blooper lead (R21)."""
    if blooper_lead == BIG_BLOOPER_INDEX:
        return trumps.bit_length() - 1
    return (trumps & -trumps).bit_length() - 1


def trump_lead_exception(bids: Sequence[Bid], board_trump_lead: str) -> int:
    """The seats (a bit mask) that may lead trumps before they are broken (R20)."""
    if board_trump_lead == "none":
        return 0
    boards = 0
    for seat, bid in enumerate(bids):
        if type(bid) is not int:  # a board
            boards |= 1 << seat
    if board_trump_lead == "bidder":
        return boards
    if board_trump_lead == "anyone" and boards:
        return (1 << len(bids)) - 1
    return 0
