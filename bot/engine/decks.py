"""Where the decks of a game come from: a seed, or an explicit list (a game record)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from .cards import CARDS, DECK_SIZE, Card
from .errors import MissingDeck

_ORDERINGS = math.factorial(DECK_SIZE)


def _radix_groups() -> tuple[tuple[int, int, int], ...]:
    """Positions grouped so that each group's digits fit in one machine-size int: (first
    position, end position, product of the group's radices)."""
    groups = []
    start = 0
    while start < DECK_SIZE - 1:
        end, product = start, 1
        while end < DECK_SIZE - 1 and product * (DECK_SIZE - end) < 2**62:
            product *= DECK_SIZE - end
            end += 1
        groups.append((start, end, product))
        start = end
    return tuple(groups)


# The digits of a code are read a group at a time: one big-number division per group, then
# small ones, which is several times faster than dividing the big number for every card.
_GROUPS = _radix_groups()


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
        # Per deck: the cards (shuffled a group at a time), the code still unread, and how
        # many groups of positions are done.
        self._partial: dict[int, tuple[list[Card], int, int]] = {}

    def top(self, index: int, count: int) -> Sequence[Card]:
        state = self._partial.get(index)
        if state is None:
            codes = self._codes
            while len(codes) <= index:
                codes.append(self._rng.randrange(_ORDERINGS))
            state = (list(CARDS), codes[index], 0)
        cards, code, done = state
        # The last position has one card left to take: it is settled with the one before.
        while done < len(_GROUPS) and _GROUPS[done][0] < count:
            start, end, product = _GROUPS[done]
            code, digits = divmod(code, product)
            for position in range(start, end):
                digits, pick = divmod(digits, DECK_SIZE - position)
                if pick:
                    other = position + pick
                    cards[position], cards[other] = cards[other], cards[position]
            done += 1
        self._partial[index] = (cards, code, done)
        return cards

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
