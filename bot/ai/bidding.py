"""The rules of thumb for bidding: count a hand's likely tricks, bid what is sure enough.

`expected_tricks` is the `basic` bidder's whole judgement. `strong_bid` is what a `strong`
bidder is likely to bid with a hand, the same count refitted to `strong`'s own bids: the
model `strong` has of the other seats, both of those still to bid and of those whose bids it
reads. A card's chance of taking a trick depends on how many
unseen cards of its suit rank above it and on how likely those are to sit in another hand
rather than in the undealt pack: in a 3-card hand a king is nearly as good as an ace.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from bot.engine import BOARD, Bid, Options
from bot.engine.cards import SUIT_MASKS

# The chance that a card with higher rivals still takes a trick when it has guards (a king
# behind the ace, a queen behind two honours), by the number of rivals left above it.
_GUARDED: Final = (1.0, 0.5, 0.25, 0.1)
_TRUMP_GUARDED: Final = (1.0, 0.6, 0.4, 0.2)
# Each further round of a plain suit risks a ruff.
_RUFF_RISK_PER_ROUND: Final = 0.3
# A count of 2.8 tricks bids 2, one of 2.9 bids 3: a failed contract costs all it is worth.
_ROUNDING: Final = 0.15
# A card this likely to win is sure: bid board only when every card is.
_SURE: Final = 0.9
# Ruffing value of a void, a singleton, a doubleton.
_SHORTNESS: Final = (2.0, 1.0, 0.3)
_SUIT_BITS: Final = 0x1FFF


def suit_patterns(hand: int, unseen: int, trump_mask: int) -> list[tuple[int, int, bool]]:
    """Each suit of the hand as (the seat's cards, the unseen cards, is it trumps), the cards
    as bits from the two upwards (the jokers above the ace of trumps): the same holding
    in any suit is the same pattern."""
    patterns = []
    for index in range(4):
        shift = 13 * index
        mine = hand >> shift & _SUIT_BITS
        rivals = unseen >> shift & _SUIT_BITS
        is_trump = bool(SUIT_MASKS[index] & trump_mask)
        if is_trump:
            mine |= (hand >> 52 & 3) << 13
            rivals |= (unseen >> 52 & 3) << 13
        patterns.append((mine, rivals, is_trump))
    return patterns


@lru_cache(maxsize=1 << 16)
def suit_value(mine: int, unseen: int, is_trump: bool, in_others: float) -> tuple[float, int]:
    """The tricks a holding in one suit should take, and how many of them are sure.

    `in_others` is the chance that an unseen card is in another seat's hand."""
    length = mine.bit_count()
    guarded = _TRUMP_GUARDED if is_trump else _GUARDED
    total = 0.0
    sure = 0
    rank = 0
    while mine:
        card = mine.bit_length() - 1
        mine ^= 1 << card
        # Rivals above the card, less the seat's own higher cards that draw them.
        rivals = (unseen >> (card + 1)).bit_count() - rank
        if rivals <= 0:
            chance = 1.0
        else:
            dealt_clear = (1.0 - in_others) ** rivals
            guard = guarded[rivals] if rivals < len(guarded) and length > rank + rivals else 0
            chance = dealt_clear + (1.0 - dealt_clear) * guard
        if not is_trump:
            chance *= max(0.0, 1.0 - _RUFF_RISK_PER_ROUND * rank * in_others)
        total += chance
        sure += chance >= _SURE
        rank += 1
    return total, sure


def plain_weight(hand_size: int, seats: int) -> float:
    """How much a plain card's chance counts in a hand of `hand_size` cards among `seats`
    players: in a short hand a plain suit is seldom led twice and easily trumped, so only
    trumps are worth their chance; three players hold longer suits than four. (Fitted to the
    tricks the rules of thumb take in play-outs of every size.)"""
    return 0.15 + 0.06 * hand_size + (4 - seats) * (0.05 + 0.005 * hand_size)


def expected_tricks(
    hand: int, unseen: int, trump_mask: int, hand_size: int, seats: int
) -> tuple[float, int]:
    """The tricks the hand should take, and how many of them are sure."""
    # The chance that an unseen card is in another seat's hand, not in the pack; rounded to
    # a few values so the suit values are found in their cache.
    unseen_count = unseen.bit_count()
    in_others = round((seats - 1) * hand_size / unseen_count, 2) if unseen_count else 0.0
    plain = 0.0
    plain_sure = trump_sure = 0
    trump_tricks = 0.0
    trumps = 0
    shortness = 0.0
    for mine, rivals, is_trump in suit_patterns(hand, unseen, trump_mask):
        total, certain = suit_value(mine, rivals, is_trump, in_others)
        if is_trump:
            trump_tricks, trump_sure = total, certain
            trumps = mine.bit_count()
        else:
            plain += total
            plain_sure += certain
            length = mine.bit_count()
            if length < 3:
                shortness += _SHORTNESS[length]
    # Short plain suits let the trumps that are not winners already ruff.
    ruffs = max(0.0, min(trumps - trump_tricks, shortness))
    # A plain winner is sure only once its holder's top trumps can draw every other trump.
    if trump_sure < (unseen & trump_mask).bit_count():
        plain_sure = 0
    sure = trump_sure + plain_sure
    return trump_tricks + plain_weight(hand_size, seats) * (plain + ruffs), sure


def basic_bid(
    hand: int,
    unseen: int,
    trump_mask: int,
    hand_size: int,
    seats: int,
    options: Options,
) -> Bid:
    """The bid of the rules of thumb: board with every trick sure, else the tricks the hand
    promises (rounded down, with some caution), within the preset's range (R13)."""
    tricks, sure = expected_tricks(hand, unseen, trump_mask, hand_size, seats)
    if sure >= hand_size:
        return BOARD
    bid = int(tricks + _ROUNDING)
    return max(0, min(bid, options.max_bid_for(hand_size)))


# A `strong` bidder's numeric bid against the count of its hand, bid ~ a + b * count, for each
# hand size from 1 to 13: least squares over 2,700 bids of `strong` self-play (classic). It
# bids below the count in longer hands (b < 1). In one-card hands it bids board with any
# card counted at half a trick or more.
_ONE_CARD_BOARD: Final = 0.5
_STRONG_FIT: Final = (
    (0.00, 1.00),  # 1
    (-0.11, 0.98),  # 2
    (0.04, 0.66),  # 3
    (-0.03, 0.68),  # 4
    (-0.15, 0.79),  # 5
    (-0.13, 0.76),  # 6
    (-0.07, 0.69),  # 7
    (-0.07, 0.70),  # 8
    (0.11, 0.63),  # 9
    (0.13, 0.66),  # 10
    (0.16, 0.68),  # 11
    (0.12, 0.72),  # 12
    (0.22, 0.69),  # 13
)


def strong_count(tricks: float, hand_size: int) -> float:
    """The bid a `strong` bidder is likely to make with a hand counted at `tricks`."""
    a, b = _STRONG_FIT[min(hand_size, len(_STRONG_FIT)) - 1]
    return a + b * tricks


def strong_bid(
    hand: int,
    unseen: int,
    trump_mask: int,
    hand_size: int,
    seats: int,
    options: Options,
) -> Bid:
    """The bid a `strong` bidder is likely to make: board as the rules of thumb bid it, else
    the refitted count, rounded, within the preset's range (R13)."""
    tricks, sure = expected_tricks(hand, unseen, trump_mask, hand_size, seats)
    if sure >= hand_size or (hand_size == 1 and tricks >= _ONE_CARD_BOARD):
        return BOARD
    bid = round(strong_count(tricks, hand_size))
    return max(0, min(bid, options.max_bid_for(hand_size)))
