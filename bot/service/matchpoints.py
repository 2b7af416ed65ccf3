"""Matchpoints, as duplicate games score a field that held the same cards: on each hand a
result earns 2 for every other result it beats and 1 for every one it ties, out of 2 for each
other result; a day is the average of its hands' percentages. Pure functions: whoever finishes
later changes the others' percentages, so they are computed from the whole field each time."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

# A hand nobody else played yet is an average: nothing beaten, nothing lost.
ALONE = 50.0


def hand_percentages(scores: Mapping[K, int]) -> dict[K, float]:
    """Each player's matchpoints on one hand, as a percentage of the most they could earn."""
    field = len(scores)
    if field == 1:
        return dict.fromkeys(scores, ALONE)
    # Once per distinct score (a field has far fewer scores than players), in score order.
    counts = Counter(scores.values())
    top = 2 * (field - 1)
    worth: dict[int, float] = {}
    below = 0
    for score in sorted(counts):
        same = counts[score]
        worth[score] = 100.0 * (2 * below + same - 1) / top
        below += same
    return {who: worth[score] for who, score in scores.items()}


def day_percentages(hands: Mapping[int, Mapping[K, int]]) -> dict[K, float]:
    """Each player's day: the average of their hands' percentages (hand number to each
    player's score on it; every player of the field played every hand)."""
    totals: dict[K, float] = {}
    counts: dict[K, int] = {}
    for scores in hands.values():
        for who, percent in hand_percentages(scores).items():
            totals[who] = totals.get(who, 0.0) + percent
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
