"""Which cards a seat may play to a trick (R17, R19-R21), on bit masks of cards."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import BIG_BLOOPER_INDEX
from .events import Bid


def legal_leads(hand: int, trump_mask: int, may_lead_trump: bool) -> int:
    """Cards a seat may lead: no trump before trumps are broken, unless the seat holds only
    trumps or an exception lets it (R19, R20)."""
    if may_lead_trump:
        return hand
    return hand & ~trump_mask or hand


def legal_follows(hand: int, lead_mask: int, trump_mask: int, blooper_lead: int) -> int:
    """Cards a seat may play to a trick led in the suit of `lead_mask` (the trump mask for a
    trump lead). After a Blooper lead (R21) a seat holding trumps must play its highest
    (Big Blooper led) or lowest (Little Blooper led) trump."""
    follow = hand & lead_mask
    if not follow:
        return hand
    if blooper_lead:
        return 1 << blooper_answer(hand & trump_mask, blooper_lead)
    return follow


def blooper_answer(trumps: int, blooper_lead: int) -> int:
    """The one card (index) a seat holding `trumps` must play to a Blooper lead (R21)."""
    if blooper_lead == BIG_BLOOPER_INDEX:
        return trumps.bit_length() - 1
    return (trumps & -trumps).bit_length() - 1


def trump_lead_exception(bids: Sequence[Bid], board_trump_lead: str) -> int:
    """The seats (a bit mask) that may lead trumps before they are broken (R20)."""
    boards = [seat for seat, bid in enumerate(bids) if bid == "board"]
    if board_trump_lead == "bidder":
        return sum(1 << seat for seat in boards)
    if board_trump_lead == "anyone" and boards:
        return (1 << len(bids)) - 1
    return 0
