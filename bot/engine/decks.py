"""Where the decks of a game come from: a seed, or an explicit list (a game record)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from .cards import BITS, CARDS, DECK_SIZE, Card
from .errors import MissingDeck

_ORDERINGS = math.factorial(DECK_SIZE)
# The position after the last one with a digit: the last card is settled by the others.
_LAST = DECK_SIZE - 1
# A group's digits stay below 2**30, one CPython digit: dividing by such a number, and
# reading its digits, take the fast single-digit paths.
_GROUP_LIMIT = 2**30

_Group = Callable[[list[int], int], int]


def _group(start: int, end: int, product: int) -> _Group:
    """The shuffle of positions start..end-1 as straight-line code: take the group's digits
    from the code, swap each position with the one its digit picks, return the rest of the
    code. Unrolled with the positions and radices as constants, it runs in about 60 % of the
    time of the same loop over a table."""
    lines = ["def group(cards, code):", f"    code, digits = divmod(code, {product})"]
    for position in range(start, end):
        radix = DECK_SIZE - position
        if position < end - 1:
            lines.append(f"    other = {position} + digits % {radix}; digits //= {radix}")
        else:  # the last digit of the group is what is left
            lines.append(f"    other = {position} + digits")
        lines.append(f"    cards[{position}], cards[other] = cards[other], cards[{position}]")
    lines.append("    return code")
    namespace: dict[str, _Group] = {}
    exec("\n".join(lines), namespace)  # our own text, built from constants
    return namespace["group"]


def _groups() -> tuple[tuple[_Group, int], ...]:
    """Per position with a digit: the shuffle of its group and the position after the group."""
    at: list[tuple[_Group, int]] = []
    start = 0
    while start < _LAST:
        end, product = start, 1
        while end < _LAST and product * (DECK_SIZE - end) < _GROUP_LIMIT:
            product *= DECK_SIZE - end
            end += 1
        at.extend([(_group(start, end, product), end)] * (end - start))
        start = end
    return tuple(at)


_GROUPS = _groups()
_CARD_OF_BIT = {bit: card for bit, card in zip(BITS, CARDS, strict=True)}


class _Partial:
    """A deck being shuffled, as the cards' bits (1 << card: a hand is their sum): settled
    up to `position`, and the code of the groups after it."""

    __slots__ = ("bits", "code", "position")

    def __init__(self, code: int) -> None:
        self.bits = list(BITS)
        self.code = code
        self.position = 0

    def settle(self, count: int) -> list[int]:
        """Shuffle until at least the top `count` cards are settled; return the bits."""
        position = self.position
        stop = min(count, _LAST)
        if position >= stop:
            return self.bits
        bits, code = self.bits, self.code
        while position < stop:  # whole groups: a deal takes at most one group too many
            group, position = _GROUPS[position]
            code = group(bits, code)
        self.position, self.code = position, code
        return bits


class DeckSource:
    """Deck number `index` (0-based, one per deal, redeals and tiebreaks included).

    Copies of a game share their source, so a deck must depend only on its index.
    """

    def deck(self, index: int) -> tuple[Card, ...]:
        """The whole deck, top first."""
        raise NotImplementedError

    def top(self, index: int, count: int) -> Sequence[Card]:
        """At least the top `count` cards of the deck (a deal needs no more)."""
        return self.deck(index)

    def top_bits(self, index: int, count: int) -> Sequence[int]:
        """At least the top `count` cards of the deck as bits (1 << card): a hand is the
        sum of its cards' bits."""
        return [BITS[card] for card in self.top(index, count)]


class SeededDecks(DeckSource):
    """Decks shuffled from one seed: deck k is read from the k-th number the seed's generator
    draws, so the same seed always gives the same decks.

    That number, below 54!, is read digit by digit in the factorial number system (a Lehmer
    code): digit i picks the card for position i among those left, a Fisher-Yates shuffle as
    uniform as random.shuffle. Positions are only worked out as far as a deal needs them,
    so dealing one card each costs a few steps instead of 53; a record gets the whole deck.
    """

    __slots__ = ("_codes", "_partial", "_rng", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._codes: list[int] = []
        self._partial: dict[int, _Partial] = {}

    def top_bits(self, index: int, count: int) -> list[int]:
        partial = self._partial.get(index)
        if partial is None:
            codes = self._codes
            while len(codes) <= index:
                codes.append(self._rng.randrange(_ORDERINGS))
            partial = self._partial[index] = _Partial(codes[index])
        return partial.settle(count)

    def top(self, index: int, count: int) -> list[Card]:
        card_of = _CARD_OF_BIT
        return [card_of[bit] for bit in self.top_bits(index, count)]

    def deck(self, index: int) -> tuple[Card, ...]:
        return tuple(self.top(index, DECK_SIZE))


class ExplicitDecks(DeckSource):
    __slots__ = ("_decks",)

    def __init__(self, decks: Sequence[Sequence[Card]]) -> None:
        self._decks = [tuple(d) for d in decks]

    def deck(self, index: int) -> tuple[Card, ...]:
        if index >= len(self._decks):
            raise MissingDeck(f"deal {index + 1} needs a deck, and only {len(self._decks)} given")
        return self._decks[index]
