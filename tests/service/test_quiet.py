"""Quiet hours (bot/service/quiet.py): how they are read, when a night under way ends, and how
far a turn deadline moves past the nights it meets."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.service.quiet import QuietHours, parse_quiet, quiet_until, timer_stopped


def at(*parts: int, zone: str = "UTC") -> float:
    return datetime(*parts, tzinfo=ZoneInfo(zone)).timestamp()  # type: ignore[misc]


@pytest.mark.parametrize(
    ("typed", "hours"),
    [
        ("23-08", QuietHours(23 * 60, 8 * 60)),
        (" 22:30 - 07:15 ", QuietHours(22 * 60 + 30, 7 * 60 + 15)),
        ("1-5", QuietHours(60, 300)),
    ],
)
def test_hours_are_read(typed: str, hours: QuietHours) -> None:
    assert parse_quiet(typed) == hours


@pytest.mark.parametrize("typed", ["", "23", "24-08", "23-08-09", "8-8", "23:60-08", "night"])
def test_what_is_no_hours_is_refused(typed: str) -> None:
    assert parse_quiet(typed) is None


def test_a_night_across_midnight_ends_in_the_morning() -> None:
    assert quiet_until(at(2026, 12, 2, 23, 30), "UTC", "23-08") == at(2026, 12, 3, 8)
    assert quiet_until(at(2026, 12, 3, 3, 0), "UTC", "23-08") == at(2026, 12, 3, 8)
    assert quiet_until(at(2026, 12, 3, 8, 0), "UTC", "23-08") is None
    assert quiet_until(at(2026, 12, 3, 12, 0), "UTC", "23-08") is None
    assert quiet_until(at(2026, 12, 3, 12, 0), "UTC", None) is None


def test_the_night_is_the_players_own_zone() -> None:
    # 23:30 in Seoul is 14:30 UTC.
    assert quiet_until(at(2026, 12, 2, 14, 30), "Asia/Seoul", "23-08") == at(
        2026, 12, 3, 8, zone="Asia/Seoul"
    )


def test_a_daylight_saving_change_keeps_the_wall_clock_end() -> None:
    # Europe/Madrid moves its clocks forward at 02:00 on 29 March 2026.
    ends = quiet_until(at(2026, 3, 28, 23, 30, zone="Europe/Madrid"), "Europe/Madrid", "23-08")
    assert ends == at(2026, 3, 29, 8, zone="Europe/Madrid")
    assert datetime.fromtimestamp(ends, UTC).hour == 6  # CEST: UTC+2


def test_a_deadline_moves_past_the_nights_it_meets() -> None:
    start = at(2026, 12, 2, 20)
    # Six hours from 20:00 meet the night 23-08 (nine hours): 02:00 becomes 11:00.
    assert timer_stopped(start, start + 6 * 3600, "UTC", "23-08") == (
        at(2026, 12, 3, 11),
        at(2026, 12, 3, 8),
    )
    # Within a night, the clock waits for its end, then runs the whole timer.
    inside = at(2026, 12, 2, 23, 30)
    assert timer_stopped(inside, inside + 3600, "UTC", "23-08") == (
        at(2026, 12, 3, 9),
        at(2026, 12, 3, 8),
    )
    # 48 waking hours from 20:00 meet three nights: the deadline is 23:00 three days on.
    assert timer_stopped(start, start + 48 * 3600, "UTC", "23-08")[0] == at(2026, 12, 5, 23)
    # No night met, or none chosen: the deadline stays.
    noon = at(2026, 12, 2, 12)
    assert timer_stopped(noon, noon + 3600, "UTC", "23-08") == (noon + 3600, None)
    assert timer_stopped(noon, noon + 3600, "UTC", None) == (noon + 3600, None)
