"""Cards, suits and their notation (RULES R1-R4).

A card is a small int (its index in a 54-bit set), so a hand is an int bit mask and the
hot paths of the engine are bit operations. Index = suit * 13 + rank, with rank 0 for the
two and 12 for the ace; the Little Blooper is 52 and the Big Blooper 53. Within a suit,
and within a trump suit with its jokers, a higher index is a higher card (R2, R3).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        return cls("SHDC".index(letter))


# The suits by number: indexing a tuple is much cheaper than calling the enum.
SUITS: Final = tuple(Suit)

RANKS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_NAMES: Final = (
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Jack",
    "Queen",
    "King",
    "Ace",
)
SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")

LITTLE_BLOOPER_INDEX: Final = 52
BIG_BLOOPER_INDEX: Final = 53
DECK_SIZE: Final = 54

BITS: Final = tuple(1 << i for i in range(DECK_SIZE))
SUIT_MASKS: Final = tuple(0x1FFF << (13 * s) for s in range(4))
JOKER_MASK: Final = (1 << LITTLE_BLOOPER_INDEX) | (1 << BIG_BLOOPER_INDEX)
FULL_MASK: Final = (1 << DECK_SIZE) - 1
# Aces, kings, queens and jacks of every suit (R11 judges a hand by them).
HONOUR_MASK: Final = sum(0b1111 << (13 * s + 9) for s in range(4))


class Card(int):
    """One of the 54 cards. Compare and hash as its index; print in R4 notation."""

    __slots__ = ()

    @property
    def is_joker(self) -> bool:
        return self >= LITTLE_BLOOPER_INDEX

    @property
    def suit(self) -> Suit | None:
        """The printed suit; None for a joker (which belongs to whatever suit is trump)."""
        return None if self >= LITTLE_BLOOPER_INDEX else SUITS[self // 13]

    @property
    def rank(self) -> str | None:
        return None if self >= LITTLE_BLOOPER_INDEX else RANKS[self % 13]

    @property
    def bit(self) -> int:
        return 1 << self

    @property
    def code(self) -> str:
        return _CODES[self]

    @property
    def label(self) -> str:
        """A short readable label: `A♠`, `10♥`, `Big Blooper`."""
        if self == BIG_BLOOPER_INDEX:
            return "Big Blooper"
        if self == LITTLE_BLOOPER_INDEX:
            return "Little Blooper"
        return RANKS[self % 13] + "♠♥♦♣"[self // 13]

    @property
    def name(self) -> str:
        """The card in words: `Ace of spades`, `the Big Blooper`."""
        if self >= LITTLE_BLOOPER_INDEX:
            return "the " + self.label
        return f"{RANK_NAMES[self % 13]} of {SUIT_NAMES[self // 13]}"

    def __str__(self) -> str:
        return _CODES[self]

    def __repr__(self) -> str:
        return f"Card({_CODES[self]})"


def _code(index: int) -> str:
    if index == BIG_BLOOPER_INDEX:
        return "BJ"
    if index == LITTLE_BLOOPER_INDEX:
        return "LJ"
    return RANKS[index % 13] + "SHDC"[index // 13]


_CODES: Final = tuple(_code(i) for i in range(DECK_SIZE))
CARDS: Final = tuple(Card(i) for i in range(DECK_SIZE))
BIG_BLOOPER: Final = CARDS[BIG_BLOOPER_INDEX]
LITTLE_BLOOPER: Final = CARDS[LITTLE_BLOOPER_INDEX]

_BY_CODE: dict[str, Card] = {c: CARDS[i] for i, c in enumerate(_CODES)}
for _s in range(4):
    _BY_CODE["T" + "SHDC"[_s]] = CARDS[_s * 13 + 8]


def parse_card(text: object) -> Card | None:
    """A card in strict R4 notation (upper case, `T` accepted for 10), else None."""
    if type(text) is not str:
        return None
    return _BY_CODE.get(text)


def card(code: str) -> Card:
    """The card of a notation known to be valid (tests, tables); raises ValueError."""
    found = parse_card(code)
    if found is None:
        raise ValueError(f"not a card: {code!r}")
    return found


def cards(codes: str) -> list[Card]:
    """Cards from space-separated notation: `cards("AS 10H BJ")`."""
    return [card(c) for c in codes.split()]


def trump_mask(trump: Suit | None) -> int:
    """Every trump card of a hand whose trump is `trump`: its suit and both jokers (R3)."""
    return 0 if trump is None else SUIT_MASKS[trump] | JOKER_MASK


# trump_mask() by trump suit (None: no trump), for the deal.
TRUMP_MASKS: Final[dict[Suit | None, int]] = {t: trump_mask(t) for t in (None, *Suit)}


def _build_tables() -> tuple[tuple[tuple[Card, ...], ...], ...]:
    tables = []
    for base in (0, 13, 26, 39):
        table: list[tuple[Card, ...]] = [()]
        for bits in range(1, 1 << 13):
            low = bits & -bits
            table.append((CARDS[base + low.bit_length() - 1], *table[bits ^ low]))
        tables.append(tuple(table))
    return tuple(tables)


# Per-suit lookup of the cards in a 13-bit chunk, ascending: cards_of() is on the hot path
# of every legal-move query.
_SUIT_TABLES: Final = _build_tables()
# SUIT_CARDS[suit][bits]: the cards of one suit whose ranks are the 13 bits `bits`.
SUIT_CARDS: Final = _SUIT_TABLES
# JOKER_CARDS[bits]: the jokers whose two bits (Little, Big) are `bits`.
JOKER_CARDS: Final = ((), (LITTLE_BLOOPER,), (BIG_BLOOPER,), (LITTLE_BLOOPER, BIG_BLOOPER))


def _one_suit_cards() -> dict[int, tuple[Card, ...]]:
    found: dict[int, tuple[Card, ...]] = {0: ()}
    for suit, table in enumerate(_SUIT_TABLES):
        for bits in range(1, 1 << 13):
            found[bits << 13 * suit] = table[bits]
    found[BITS[LITTLE_BLOOPER_INDEX]] = (LITTLE_BLOOPER,)
    found[BITS[BIG_BLOOPER_INDEX]] = (BIG_BLOOPER,)
    return found


# The cards of every mask within one suit (or a single joker), ascending, by mask: a card
# led is followed from one suit, so most legal-move queries are one dict lookup.
ONE_SUIT_CARDS: Final = _one_suit_cards()


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask in ascending index order."""
    s, h, d, c = _SUIT_TABLES
    # Two halves first: shifting the small half is cheaper than the whole mask.
    low, high = mask & 0x3FFFFFF, mask >> 26
    return (s[low & 0x1FFF] + h[low >> 13]) + (
        d[high & 0x1FFF] + c[(high >> 13) & 0x1FFF] + JOKER_CARDS[high >> 26]
    )


def mask_of(items: object) -> int:
    """The bit mask of an iterable of cards."""
    mask = 0
    for item in items:  # type: ignore[attr-defined]
        mask |= 1 << item
    return mask


# Suits after the trump, alternating colours so neighbouring suits are easy to tell apart.
_DISPLAY_ORDER: Final = {
    None: (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
    Suit.SPADES: (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
    Suit.HEARTS: (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS),
    Suit.DIAMONDS: (Suit.SPADES, Suit.HEARTS, Suit.CLUBS),
    Suit.CLUBS: (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS),
}


def sort_for_display(hand: int, trump: Suit | None) -> list[Card]:
    """A hand as players sort it: trumps first (jokers on top), then the other suits,
    each from high to low."""
    order = list(
        reversed(cards_of(hand & (trump_mask(trump) if trump is not None else JOKER_MASK)))
    )
    for suit in _DISPLAY_ORDER[trump]:
        order.extend(reversed(cards_of(hand & SUIT_MASKS[suit])))
    return order
