"""Which card a search plays from the values it found: one a person can follow.

The search (`search.card_values`) gives every candidate card its value on each guessed deal,
all candidates on the same deals. The card with the best mean is the search's answer, but
a mean over a few hundred guesses carries noise, and between cards it cannot tell apart
the search would otherwise play whichever came out a hair ahead. So:

- the rules of thumb's card (`play.thumb_card`, what a good player would play) is kept
  where the search cannot tell the best card from it: the best card's lead is within the
  search's own noise, no more than NOISE_Z standard errors of the mean of their differences
  deal by deal on the same guesses (a paired comparison, which the shared guesses make far
  less noisy than either mean), and worth next to nothing, at most TIE_POINTS. Without the
  second bound the rule gave up leads of a third of a point on average, the search's own
  estimate, about 0.35 points a hand for each side of `strong` self-play (60 hands);
- never a card that another candidate matches or beats on every guessed deal and beats on
  some (the best mean never is such a card: beating a card on some deals and matching it on
  the rest raises the mean).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Final

# The best card is played over the rules of thumb's card when it leads by more than NOISE_Z
# standard errors of their paired difference or by more than TIE_POINTS (a tenth of an
# overtrick's point).
NOISE_Z: Final = 1.0
TIE_POINTS: Final = 0.1

Samples = dict[int, list[float]]  # candidate -> its value on each guessed deal, in order


def best_mean(samples: Samples, order: Sequence[int]) -> int:
    """The candidate with the best mean value, the first of `order` on a tie."""
    return max(order, key=lambda c: math.fsum(samples[c]))


def within_noise(best: Sequence[float], other: Sequence[float]) -> bool:
    """Whether the search cannot tell `best` from `other` (values on the same deals): the
    mean of their differences is at most NOISE_Z standard errors and at most TIE_POINTS."""
    diffs = [b - o for b, o in zip(best, other, strict=True)]
    lead = statistics.fmean(diffs) if diffs else 0.0
    if len(diffs) < 2 or lead <= 0.0:
        return lead <= 0.0
    error = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return lead <= min(NOISE_Z * error, TIE_POINTS)


def dominated(samples: Samples, card: int) -> bool:
    """Whether another candidate matches or beats `card` on every deal and beats it on
    some."""
    mine = samples[card]
    for other, values in samples.items():
        if other == card:
            continue
        if all(v >= m for v, m in zip(values, mine, strict=True)) and values != mine:
            return True
    return False


def choose(samples: Samples, order: Sequence[int], preferred: int) -> int:
    """The card to play: the best mean, or `preferred` (the rules of thumb's card, if a
    candidate) where the search cannot tell it from the best and no candidate dominates
    it."""
    best = best_mean(samples, order)
    if preferred == best or preferred not in samples:
        return best
    if within_noise(samples[best], samples[preferred]) and not dominated(samples, preferred):
        return preferred
    return best
