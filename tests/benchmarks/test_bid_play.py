"""`benchmarks/bid_play.py`'s hindsight: what the same play would have scored with a side's
contract a trick higher or lower, by R22 (5 a trick bid, 1 an overtrick, -5 a trick bid when
set)."""

from __future__ import annotations

from benchmarks.bid_play import play_deal, summary


def test_hindsight_counts_a_trick_up_and_down() -> None:
    rows = [
        {"size": 7, "contract": 3, "board": 0, "counted": 4, "taken": 5},
        {"size": 7, "contract": 4, "board": 0, "counted": 4, "taken": 4},
    ]
    line = next(x for x in summary(rows).splitlines() if "hindsight" in x)
    # Up: 21 - 17 = +4 and -25 - 20 = -45; down: 13 - 17 = -4 and 16 - 20 = -4.
    assert "+1 trick -20.50" in line
    assert "-1 trick -4.00" in line


def test_a_played_deal_gives_a_row_per_side() -> None:
    rows = play_deal(2, 0, "basic")
    assert [r["size"] for r in rows] == [2, 2]
    assert sum(r["taken"] for r in rows) == 2


def test_against_another_level_marks_the_sides_of_the_level() -> None:
    rows = play_deal(2, 1, "strong", "basic")
    assert [r["mine"] for r in rows] == [1, 0]
