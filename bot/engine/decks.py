"""Where the decks of a game come from: a seed, or an explicit list (a game record)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import CARDS, Card
from .errors import MissingDeck


class DeckSource:
    """Deck number `index` (0-based, one per deal, redeals and tiebreaks included).

    Copies of a game share their source, so a deck must depend only on its index.
    """

    def deck(self, index: int) -> tuple[Card, ...]:
        raise NotImplementedError


class SeededDecks(DeckSource):
    """Decks shuffled from one seed, in order: deck k is the k-th shuffle of the seed's
    stream, so the same seed always gives the same decks."""

    __slots__ = ("_made", "_rng", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._made: list[tuple[Card, ...]] = []

    def deck(self, index: int) -> tuple[Card, ...]:
        made = self._made
        while len(made) <= index:
            deck = list(CARDS)
            self._rng.shuffle(deck)
            made.append(tuple(deck))
        return made[index]


class ExplicitDecks(DeckSource):
    __slots__ = ("_decks",)

    def __init__(self, decks: Sequence[Sequence[Card]]) -> None:
        self._decks = [tuple(d) for d in decks]

    def deck(self, index: int) -> tuple[Card, ...]:
        if index >= len(self._decks):
            raise MissingDeck(f"deal {index + 1} needs a deck, and only {len(self._decks)} given")
        return self._decks[index]
