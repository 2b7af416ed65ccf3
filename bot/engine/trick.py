"""Trick rules on bit masks of cards: what a lead sets up for its trick (the suit to follow,
R17; a Blooper to answer, R21), which card takes a trick (R18), the answer to a Blooper lead
(R21) and the seats the board exception lets lead trumps (R20). The game applies R17 and R19
inline, on its hot path.

The game, the claim check (`claim`) and the computer players' play-outs and exact endgames
(`bot.ai.table`, `bot.ai.endgame`) set up their tricks with these functions. The play-out's
and the solver's innermost steps copy `beats` inline, where a call costs a few per cent of a
decision; `tests/ai/test_trick_copies.py` holds the copies to it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import BIG_BLOOPER_INDEX, LITTLE_BLOOPER_INDEX, SUIT_MASKS
from .events import Bid

# A trick in progress on masks: (lead_mask, blooper, best, best_seat) — the cards that follow
# the lead, the Blooper led (else 0), the card winning the trick so far and its seat.
TrickState = tuple[int, int, int, int]
NO_TRICK: TrickState = (0, 0, -1, -1)


def lead(card: int, trump_mask: int, blooper_leads: bool) -> tuple[int, int]:
    """What leading `card` sets up for the rest of its trick: the cards that follow it (its
    suit, or every trump when a trump is led: R17) and the Blooper every trump must answer
    (R21, with the `blooper_leads` option), else 0."""
    if (1 << card) & trump_mask:
        return trump_mask, card if blooper_leads and card >= LITTLE_BLOOPER_INDEX else 0
    return SUIT_MASKS[card // 13], 0


def beats(card: int, best: int, lead_mask: int, trump_mask: int) -> bool:
    """Whether `card` takes the trick from `best`, the card winning it so far, in a trick
    led in `lead_mask` (R18)."""
    bit = 1 << card
    if bit & trump_mask:
        return card > best or not (1 << best) & trump_mask
    return bool(bit & lead_mask) and card > best and not (1 << best) & trump_mask


def add_card(
    state: TrickState, seat: int, card: int, trump_mask: int, blooper_leads: bool
) -> TrickState:
    """The trick once `seat` plays `card` to it: a lead (`state` is `NO_TRICK`) sets it up,
    a later card takes it if it beats the card winning it so far."""
    lead_mask, blooper, best, _ = state
    if best < 0:
        lead_mask, blooper = lead(card, trump_mask, blooper_leads)
        return lead_mask, blooper, card, seat
    if beats(card, best, lead_mask, trump_mask):
        return lead_mask, blooper, card, seat
    return state


def trick_state(
    trick: Sequence[tuple[int, int]], trump_mask: int, blooper_leads: bool
) -> TrickState:
    """The state of a trick in progress from its (seat, card) plays, in order."""
    state = NO_TRICK
    for seat, card in trick:
        state = add_card(state, seat, card, trump_mask, blooper_leads)
    return state


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
