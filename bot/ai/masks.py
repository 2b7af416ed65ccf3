"""Small questions about cards as bit masks (see `bot.engine.cards`): the highest and lowest
card of a set, the cards above a card, a seat's sure winners in a suit."""

from __future__ import annotations

from typing import Final

from bot.engine.cards import FULL_MASK

# Within a suit, and within a trump suit with its jokers, a higher index is a higher card, so
# "the cards that beat c in its own suit" is one mask: every index above c.
_ABOVE: Final = tuple(FULL_MASK & ~((2 << i) - 1) for i in range(54))


def above(card: int) -> int:
    """Every card index above `card` (intersect with a suit to get the cards that beat it)."""
    return _ABOVE[card]


def highest(mask: int) -> int:
    """The highest card index of a non-empty mask."""
    return mask.bit_length() - 1


def lowest(mask: int) -> int:
    """The lowest card index of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def top_cards(hand: int, suit: int, unseen: int) -> int:
    """The cards of `hand` in `suit` (a mask) that no unseen card of the suit beats: the
    seat's certain winners in that suit, if nobody trumps them."""
    mine = hand & suit
    if not mine:
        return 0
    rivals = unseen & suit
    if not rivals:
        return mine
    return mine & _ABOVE[rivals.bit_length() - 1]
