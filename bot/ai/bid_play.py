"""How the tricks searched card play takes differ from a bid's rules-of-thumb play-out.

A bid is scored on each guessed deal by the tricks one rules-of-thumb play-out gives its side
(`search.bid_values`), but the hand is then played by search, which aims at the contracts:
a side whose contract is above the play-out's count often still makes it, one at the count
fails now and then, and either way the count is off by a trick or two. `PLAY_SHIFT` holds, for
a few hand sizes and for a side's numeric contract above, at or below the play-out's count of
its tricks, the chance that searched play takes d more tricks than the count, for d from
-SPREAD to +SPREAD. Fitted by `benchmarks/bid_play.py --fit` to classic hands with every seat
`strong` (its bids and its cards).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

SPREAD: Final = 4
ABOVE, AT, BELOW = 0, 1, 2
# A cell's own counts weigh against this many rows of the same case pooled over hand sizes
# (the cells of contracts above the count are small).
_PRIOR_ROWS: Final = 10.0

# hand size -> (above, at, below) -> chance of d for d in -SPREAD..SPREAD.
PLAY_SHIFT: Final[dict[int, tuple[tuple[float, ...], ...]]] = {
    4: (
        (0.0, 0.0, 0.0, 0.016, 0.689, 0.255, 0.034, 0.003, 0.003),
        (0.0, 0.0, 0.001, 0.183, 0.646, 0.135, 0.033, 0.001, 0.001),
        (0.0, 0.001, 0.028, 0.166, 0.643, 0.152, 0.009, 0.001, 0.0),
    ),
    7: (
        (0.0, 0.0, 0.0, 0.145, 0.443, 0.32, 0.087, 0.003, 0.003),
        (0.0, 0.001, 0.015, 0.184, 0.405, 0.301, 0.064, 0.015, 0.015),
        (0.005, 0.01, 0.059, 0.259, 0.429, 0.197, 0.035, 0.005, 0.0),
    ),
    10: (
        (0.0, 0.0, 0.0, 0.059, 0.545, 0.16, 0.228, 0.004, 0.004),
        (0.0, 0.001, 0.022, 0.128, 0.403, 0.217, 0.168, 0.041, 0.021),
        (0.004, 0.013, 0.139, 0.209, 0.353, 0.187, 0.09, 0.005, 0.0),
    ),
    13: (
        (0.0, 0.0, 0.0, 0.026, 0.371, 0.219, 0.296, 0.044, 0.044),
        (0.0, 0.027, 0.03, 0.122, 0.368, 0.376, 0.072, 0.003, 0.002),
        (0.008, 0.046, 0.101, 0.225, 0.319, 0.179, 0.073, 0.046, 0.004),
    ),
}


def shifts_for(size: int) -> tuple[tuple[float, ...], ...] | None:
    """The fitted table nearest to `size`, or None below the smallest fitted size (short hands
    are searched exactly at the table and played out well enough by the rules of thumb)."""
    fitted = [s for s in PLAY_SHIFT if s <= size]
    if not fitted:
        return None
    return PLAY_SHIFT[max(fitted)]


def case_of(contract: int, counted: int) -> int:
    """Where a side's numeric contract stands against the play-out's count of its tricks."""
    return ABOVE if contract > counted else AT if contract == counted else BELOW


def fit(rows: Iterable[Mapping[str, int]]) -> dict[int, tuple[tuple[float, ...], ...]]:
    """The table from rows of (size, contract, board, counted, taken), one per side of a
    hand; boards are left out (the shift is for numeric contracts)."""
    width = 2 * SPREAD + 1
    counts: dict[int, list[list[float]]] = {}
    pooled = [[0.0] * width for _ in range(3)]
    for row in rows:
        if row["board"]:
            continue
        d = max(-SPREAD, min(SPREAD, row["taken"] - row["counted"]))
        case = case_of(row["contract"], row["counted"])
        cells = counts.setdefault(row["size"], [[0.0] * width for _ in range(3)])
        cells[case][d + SPREAD] += 1
        pooled[case][d + SPREAD] += 1
    table = {}
    for size, cells in sorted(counts.items()):
        cases = []
        for case, cell in enumerate(cells):
            total = sum(pooled[case]) or 1.0
            prior = [_PRIOR_ROWS * n / total for n in pooled[case]]
            mixed = [a + b for a, b in zip(cell, prior, strict=True)]
            if not any(mixed):  # no row of this case at any size: no shift
                mixed[SPREAD] = 1.0
            norm = sum(mixed)
            cases.append(tuple(round(x / norm, 3) for x in mixed))
        table[size] = tuple(cases)
    return table
