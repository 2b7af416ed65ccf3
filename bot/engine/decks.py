"""Where the decks of a game come from: a seed, or an explicit list (a game record)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from .cards import CARDS, DECK_SIZE, Card
from .errors import MissingDeck

_ORDERINGS = math.factorial(DECK_SIZE)


def _steps() -> tuple[tuple[int, int, int], ...]:
    """Per position with a digit: the position, its radix (54 - position), and, where a group
    of positions begins, the product of the group's radices (else 0). A group's digits fit
    in one machine-size int: one big-number division per group, then small ones, several
    times faster than dividing the big number for every card."""
    steps: list[tuple[int, int, int]] = []
    start = 0
    while start < DECK_SIZE - 1:
        end, product = start, 1
        while end < DECK_SIZE - 1 and product * (DECK_SIZE - end) < 2**62:
            product *= DECK_SIZE - end
            end += 1
        steps.extend((p, DECK_SIZE - p, product if p == start else 0) for p in range(start, end))
        start = end
    return tuple(steps)


_STEPS = _steps()
# The position after the last one with a digit: the last card is settled by the others.
_LAST = DECK_SIZE - 1


class _Partial:
    """A deck being shuffled: the cards (settled up to `position`), the digits still unread
    in the group of `position`, and the code of the groups after it."""

    __slots__ = ("cards", "code", "digits", "position")

    def __init__(self, code: int) -> None:
        self.cards = list(CARDS)
        self.code = code
        self.digits = 0
        self.position = 0

    def settle(self, count: int) -> list[Card]:
        """Shuffle until the top `count` cards are settled; return the cards."""
        stop = min(count, _LAST)
        if self.position >= stop:
            return self.cards
        cards, digits = self.cards, self.digits
        for position, radix, product in _STEPS[self.position : stop]:
            if product:  # a group begins
                self.code, digits = divmod(self.code, product)
            # Two int operations beat a divmod call; a swap beats testing for none.
            other = position + digits % radix
            digits //= radix
            cards[position], cards[other] = cards[other], cards[position]
        self.position, self.digits = stop, digits
        return cards


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
        self._partial: dict[int, _Partial] = {}

    def top(self, index: int, count: int) -> Sequence[Card]:
        partial = self._partial.get(index)
        if partial is None:
            codes = self._codes
            while len(codes) <= index:
                codes.append(self._rng.randrange(_ORDERINGS))
            partial = self._partial[index] = _Partial(codes[index])
        return partial.settle(count)

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
