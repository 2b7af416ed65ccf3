"""`python -m bot simulate` prints points per hand with confidence intervals, the win rate
of full games and decision times per level."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.__main__ import main as bot_main
from bot.ai import endgame
from bot.tools.simulate import (
    OUTCOMES,
    Match,
    main,
    mean_interval,
    outcome_of,
    percentile,
    play_deal,
    tables_of,
    wilson_interval,
)


def run(argv: list[str]) -> str:
    out = io.StringIO()
    assert main(argv, out=out) == 0
    return out.getvalue()


def test_prints_points_per_hand_intervals_and_latency() -> None:
    text = run(["basic", "random", "--pairs", "12", "--hands", "4,2", "--seed", "3"])
    assert "basic vs random" in text and "12 deal pairs" in text
    assert re.search(r"basic\s+[+-]\d+\.\d\d ± \d+\.\d\d", text)
    assert re.search(r"random\s+[+-]\d+\.\d\d ± \d+\.\d\d", text)
    assert re.search(r"basic - random: [+-]\d+\.\d\d ± \d+\.\d\d \(95% CI", text)
    assert re.search(r"basic\s+cpu\s+bid [\d.]+ / [\d.]+ / [\d.]+ \(\d+\)\s+card", text)
    assert "full games" not in text
    # Every hand size on its own: the difference with its interval, and the time.
    for size in (2, 4):
        assert re.search(rf"\n\s+{size} cards:\s+[+-]\d+\.\d\d ± \d+\.\d\d  \(6\)", text)
    assert re.search(r"basic\s+2: [\d.]+/[\d.]+  4: [\d.]+/[\d.]+", text)


def test_full_games_print_a_win_rate() -> None:
    text = run(["basic", "random", "--games", "--pairs", "4", "--hands", "3,1", "--seed", "2"])
    assert re.search(r"full games: basic won \d+\.\d% of 8 \(95% CI \d+\.\d% \.\. \d+\.\d%", text)
    assert "4 game pairs" in text


def test_three_players_rotate_the_first_level_through_every_seat() -> None:
    match = Match(("basic", "random"), "pagat-3", 1, (3,), 1, False)
    assert tables_of(match) == [
        ("basic", "random", "random"),
        ("random", "basic", "random"),
        ("random", "random", "basic"),
    ]
    text = run(["basic", "random", "--preset", "pagat-3", "--pairs", "6", "--hands", "3"])
    assert "6 deal triples" in text


def test_the_same_level_on_both_sides_scores_the_same() -> None:
    # Duplicate: the same cards and the same players at both tables cancel out exactly.
    match = Match(("basic", "basic"), "classic", 1, (5,), 4, False)
    for index in range(5):
        result = play_deal(match, index)
        assert result.points[0] == pytest.approx(result.points[1])


def test_jobs_do_not_change_the_results() -> None:
    argv = ["basic", "random", "--pairs", "20", "--hands", "3", "--seed", "5"]
    one = run(argv).splitlines()[:5]
    two = run([*argv, "--jobs", "2"]).splitlines()[:5]
    assert one == two


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    refused = (
        ["basic"],
        ["basic", "genius"],
        ["strong", "flat"],
        ["basic", "random", "--hands", "0,3"],
    )
    for argv in refused:
        with pytest.raises(SystemExit) as exit_info:
            main(argv)
        assert exit_info.value.code == 2
    assert "give two levels" in capsys.readouterr().err


def test_the_bot_command_line_dispatches_simulate(capsys: pytest.CaptureFixture[str]) -> None:
    assert bot_main(["simulate", "basic", "random", "--pairs", "2", "--hands", "2"]) == 0
    assert "basic - random" in capsys.readouterr().out


def test_statistics_helpers() -> None:
    mean, half = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and half == pytest.approx(1.96 * 1.2909944 / 2, rel=1e-6)
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50) == 3.0
    assert percentile([float(i) for i in range(1, 101)], 99) == 99.0


def test_a_win_rate_interval_stays_sound_at_the_edges() -> None:
    low, high = wilson_interval(200, 200)
    assert high == 1.0 and 0.97 < low < 0.99
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)


def test_another_checkouts_level_plays_the_same_as_this_ones() -> None:
    # `level@path`: the level of the checkout at path, in a process of its own on its own
    # copy of each game. This very checkout's strong plays as the local strong does.
    root = Path(__file__).resolve().parent.parent.parent
    text = run(["strong", f"strong@{root}", "--pairs", "6", "--hands", "3,2", "--seed", "4"])
    assert re.search(rf"strong - strong@{re.escape(str(root))}: \+0\.00 ± 0\.00", text), text
    assert re.search(rf"strong@{re.escape(str(root))}\s+cpu\s+bid [\d.]+ / ", text)


def test_the_core_s_solves_are_reported_by_tricks_left() -> None:
    text = run(["strong", "basic", "--pairs", "4", "--hands", "4", "--seed", "4"])
    if endgame.core is None:
        assert "exact-search core: not built in this match" in text
    else:
        assert re.search(r"\n\s+4 left:\s+[\d.]+ /\s+[\d.]+\s+\d+\s+[\d.]+  \(\d+\)", text), text


def test_the_breakdown_by_outcome_sums_to_the_difference() -> None:
    match = Match(("basic", "random"), "classic", 16, (4, 2), 2, False)
    results = [play_deal(match, i) for i in range(16)]
    for r in results:
        # Every side of every table falls in one kind: the kinds add up to each level's points.
        for slot in (0, 1):
            got = sum(r.outcomes.get((slot, kind), (0.0, 0.0))[0] for kind in OUTCOMES)
            assert got == pytest.approx(r.points[slot])
        assert sum(count for _, count in r.outcomes.values()) == 2 * len(tables_of(match))
    text = run(["basic", "random", "--pairs", "16", "--hands", "4,2", "--seed", "2", "--breakdown"])
    rows = re.findall(
        r"\n\s+(made exactly|made, overtricks|set|zero contract|board made|"
        r"board failed)\s+[+-][\d.]+ /\s+[+-][\d.]+ /\s+([+-][\d.]+) ± ",
        text,
    )
    assert [kind for kind, _ in rows] == list(OUTCOMES)
    found = re.search(r"basic - random: ([+-][\d.]+)", text)
    assert found is not None
    total = float(found.group(1))
    assert sum(float(d) for _, d in rows) == pytest.approx(total, abs=0.05)
    assert re.search(r"\n\s+2(\s+[+-][\d.]+){6}  \(8\)", text)


def test_outcomes_are_told_apart() -> None:
    assert outcome_of(3, 0, 3, 5) == "made exactly"
    assert outcome_of(3, 0, 4, 5) == "made, overtricks"
    assert outcome_of(3, 0, 2, 5) == "set"
    assert outcome_of(0, 0, 2, 5) == "zero contract"
    assert outcome_of(5, 1, 5, 5) == "board made"
    assert outcome_of(5, 2, 4, 5) == "board failed"
