"""On a small seeded duplicate sample, basic beats random and strong beats basic clearly.

The samples are fixed (seeds), so these results do not vary between runs; the full-size
measurements (thousands of deal pairs) are made with `python -m bot simulate`."""

from __future__ import annotations

import statistics

from bot.tools.simulate import Match, play_deal


def margins(levels: tuple[str, str], sizes: tuple[int, ...], pairs: int, seed: int) -> list[float]:
    match = Match(levels, "classic", pairs, sizes, seed, False)
    results = [play_deal(match, i) for i in range(pairs)]
    return [r.points[0] - r.points[1] for r in results]


def test_basic_beats_random() -> None:
    found = margins(("basic", "random"), (6, 3, 9), 24, seed=1)
    assert statistics.fmean(found) > 15
    assert sum(m > 0 for m in found) > 3 * sum(m < 0 for m in found)


def test_strong_beats_basic() -> None:
    found = margins(("strong", "basic"), (7, 9), 16, seed=3)
    assert statistics.fmean(found) > 3  # points per hand


def test_a_level_against_itself_is_even() -> None:
    # The duplicate cancels the cards: the same players at both tables score the same.
    assert margins(("basic", "basic"), (8,), 10, seed=4) == [0.0] * 10
