"""`benchmarks/event_round.py` run tiny (6 pairs at 3 tables, 2 deals a round, one other game):
each phase measured, the bot's posts and threads within Discord's limits (none refused, at
most 5 requests in a channel in any 5 seconds), every question answered, nothing logged as an
error."""

from __future__ import annotations

import io

from benchmarks.event_round import main


def test_a_tiny_event_is_measured_within_discords_limits() -> None:
    out = io.StringIO()
    argv = ["--pairs", "6", "--per-round", "2", "--games", "1", "--baseline", "2"]
    figures = main([*argv, "--pace", "0.3", "--probes", "3"], out=out)
    assert figures is not None
    assert (figures.failed, figures.errors) == (0, 0)
    assert [p.name for p in figures.phases] == [
        "without an event",
        "round 1's opening",
        "round 1's end, quiet",
        "round 2's end, with games",
    ]
    for phase in figures.phases[1:]:
        assert phase.ended > phase.began and phase.requests > 0, phase
        assert phase.limited == 0 and phase.most_in_a_channel <= 5, phase
        assert phase.cpu > 0, phase
    assert {kind for _, kind, _, _ in figures.probes} == {"standings", "traveller"}
    assert figures.answers and "round 1's end, quiet" in out.getvalue()
