"""Matchpoints, as duplicate games score a field that held the same cards: on each hand a
result earns 2 for every other result it beats and 1 for every one it ties, out of 2 for each
other result; a day is the average of its hands' percentages. The pure functions compute them
from the whole field, and are the reference for `Field`, which keeps a day's field as players
finish: whoever finishes later changes the others' percentages, but only through the count of
each score on each hand, so one more player is one more count, not the field read again."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)

# A hand nobody else played yet is an average: nothing beaten, nothing lost.
ALONE = 50.0


def hand_percentages(scores: Mapping[K, int]) -> dict[K, float]:
    """Each player's matchpoints on one hand, as a percentage of the most they could earn."""
    worth = score_worth(Counter(scores.values()))
    return {who: worth[score] for who, score in scores.items()}


def score_worth(counts: Mapping[int, int]) -> dict[int, float]:
    """What each score of a hand is worth, in percent, from how many players made it."""
    field = sum(counts.values())
    if field == 1:
        return dict.fromkeys(counts, ALONE)
    # Once per distinct score (a field has far fewer scores than players), in score order.
    top = 2 * (field - 1)
    worth: dict[int, float] = {}
    below = 0
    for score in sorted(counts):
        same = counts[score]
        worth[score] = 100.0 * (2 * below + same - 1) / top
        below += same
    return worth


def day_percentages(hands: Mapping[int, Mapping[K, int]]) -> dict[K, float]:
    """Each player's day: the average of their hands' percentages (hand number to each
    player's score on it; every player of the field played every hand). Added up in hand
    order, so that the same field gives the same figures to the last bit however it was read."""
    totals: dict[K, float] = {}
    counts: dict[K, int] = {}
    for number in sorted(hands):
        for who, percent in hand_percentages(hands[number]).items():
            totals[who] = totals.get(who, 0.0) + percent
            counts[who] = counts.get(who, 0) + 1
    return {who: totals[who] / counts[who] for who in totals}


class Field(Generic[K]):
    """A day's field kept up to date one finished player at a time: per hand, each player's
    score and how many made each score. What `hand_percentages` and `day_percentages` give
    for the whole field, to the last bit."""

    def __init__(self) -> None:
        self._scores: dict[int, dict[K, int]] = {}
        self._counts: dict[int, Counter[int]] = {}
        self._worth: dict[int, dict[int, float]] = {}  # per hand, until the next player

    def __len__(self) -> int:
        return len({who for scores in self._scores.values() for who in scores})

    @property
    def hands(self) -> list[int]:
        return sorted(self._scores)

    def scores(self, number: int) -> Mapping[K, int]:
        """Each player's score on hand `number` (not to be changed)."""
        return self._scores[number]

    def add(self, who: K, scores: Mapping[int, int]) -> None:
        """A player finished: their score on each hand they played."""
        for number, score in scores.items():
            hand = self._scores.setdefault(number, {})
            if who in hand:
                raise ValueError(f"{who!r} has a score on hand {number} already")
            hand[who] = score
            self._counts.setdefault(number, Counter())[score] += 1
            self._worth.pop(number, None)

    def worth(self, number: int) -> dict[int, float]:
        """What each score of hand `number` is worth now, in percent."""
        found = self._worth.get(number)
        if found is None:
            found = self._worth[number] = score_worth(self._counts[number])
        return found

    def hand_percentages(self, number: int) -> dict[K, float]:
        worth = self.worth(number)
        return {who: worth[score] for who, score in self._scores[number].items()}

    def day_percentages(self) -> dict[K, float]:
        """As `day_percentages` of the whole field: the same additions in the same order."""
        totals: dict[K, float] = {}
        counts: dict[K, int] = {}
        for number in self.hands:
            worth = self.worth(number)
            for who, score in self._scores[number].items():
                totals[who] = totals.get(who, 0.0) + worth[score]
                counts[who] = counts.get(who, 0) + 1
        return {who: totals[who] / counts[who] for who in totals}


def ranked(percentages: Mapping[K, float]) -> list[tuple[int, K, float]]:
    """(place, player, percentage), best first; equal percentages share a place."""
    ordered = sorted(percentages.items(), key=lambda item: -item[1])
    out: list[tuple[int, K, float]] = []
    for index, (who, percent) in enumerate(ordered):
        same = out and abs(out[-1][2] - percent) < 1e-9
        out.append((out[-1][0] if same else index + 1, who, percent))
    return out
