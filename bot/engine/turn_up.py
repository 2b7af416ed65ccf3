"""The turn-up and the trump suit, with both joker rules (R7-R9)."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import BIG_BLOOPER_INDEX, LITTLE_BLOOPER_INDEX, SUITS, Card, Suit

__all__ = ["turn_up_of"]


def turn_up_of(
    deck: Sequence[Card], dealt: int, hands: list[int], joker_turnup: str
) -> tuple[tuple[Card, ...], Suit | None, int | None]:
    """Turn up the card after the `dealt` cards; return the cards turned face up (the first
    is the turn-up), the trump suit (None for no trump) and the seat that exchanged the other
    joker (R8), if any. `hands` (bit masks per seat) is updated in place by an R8 exchange."""
    first = deck[dealt]
    if first < LITTLE_BLOOPER_INDEX:
        return (first,), SUITS[first // 13], None
    if joker_turnup == "swap":
        # R8: no trump; whoever holds the other joker swaps it for the next card of the pack.
        other = 1 << (LITTLE_BLOOPER_INDEX + BIG_BLOOPER_INDEX - first)
        for seat, hand in enumerate(hands):
            if hand & other:
                hands[seat] = hand ^ other | 1 << deck[dealt + 1]
                return (first,), None, seat
        return (first,), None, None
    # R9: keep turning until a card that is not a joker; none left means no trump.
    for position in range(dealt + 1, len(deck)):
        card = deck[position]
        if card < LITTLE_BLOOPER_INDEX:
            return tuple(deck[dealt : position + 1]), SUITS[card // 13], None
    return tuple(deck[dealt:]), None, None
