"""Quiet hours: a player's night, in their own time zone, when notifications wait (and, where
a server allows it, their turn timer stops). Hours are written `23-08` or `23:30-07:15`; the
span may cross midnight. Pure functions of a clock reading."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

# The digits 0-9 only: `٣` is a digit to `\d`, and no hour a player of these languages types.
_HOURS = re.compile(r"\s*([0-9]{1,2})(?::([0-9]{2}))?\s*-\s*([0-9]{1,2})(?::([0-9]{2}))?\s*")
DAY = 24 * 60


@dataclass(frozen=True, slots=True)
class QuietHours:
    start: int  # minutes after midnight
    end: int

    def __str__(self) -> str:
        return f"{_clock(self.start)}-{_clock(self.end)}"


def _clock(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    return f"{hours:02d}" if not rest else f"{hours:02d}:{rest:02d}"


def parse_quiet(typed: str) -> QuietHours | None:
    """`23-08` → QuietHours(23:00, 08:00); None for anything else (an empty span too)."""
    match = _HOURS.fullmatch(typed)
    if match is None:
        return None
    h1, m1, h2, m2 = (int(g) if g else 0 for g in match.groups())
    if h1 > 23 or h2 > 23 or m1 > 59 or m2 > 59:
        return None
    start, end = h1 * 60 + m1, h2 * 60 + m2
    if start == end:
        return None
    return QuietHours(start, end)


def _zone(name: str | None) -> ZoneInfo:
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def quiet_until(now: float, zone: str | None, quiet: str | None) -> float | None:
    """When the quiet hours under way at `now` end (a Unix time); None outside them (or with
    none chosen)."""
    hours = parse_quiet(quiet) if quiet else None
    if hours is None:
        return None
    local = datetime.fromtimestamp(now, _zone(zone))
    minute = local.hour * 60 + local.minute
    if hours.start < hours.end:
        inside = hours.start <= minute < hours.end
    else:
        inside = minute >= hours.start or minute < hours.end
    if not inside:
        return None
    midnight = local.replace(hour=0, minute=0, second=0, microsecond=0)
    end = midnight + timedelta(minutes=hours.end)
    if minute >= hours.end:  # the night began yesterday evening: it ends tomorrow morning
        end += timedelta(days=1)
    # Wall-clock arithmetic across a daylight-saving change: re-read in the zone.
    end = end.replace(tzinfo=None).replace(tzinfo=_zone(zone))
    return end.timestamp()


def timer_stopped(
    start: float, deadline: float, zone: str | None, quiet: str | None
) -> tuple[float, float | None]:
    """A turn deadline moved past the player's quiet hours between the turn's `start` and it:
    the clock stops while they sleep, so each night it meets adds its length. The deadline
    moved, and the end of the first night met (None when it meets none)."""
    hours = parse_quiet(quiet) if quiet else None
    if hours is None:
        return deadline, None
    length = ((hours.end - hours.start) % DAY) * 60
    moved, at, first = deadline, start, None
    # A night under way now stops the clock until it ends.
    ends = quiet_until(at, zone, quiet)
    if ends is not None:
        moved += ends - at
        at = first = ends
    # Each night that begins before the (moving) deadline adds its length; a month at most.
    for _ in range(31):
        local = datetime.fromtimestamp(at, _zone(zone))
        begin = local.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(
            minutes=hours.start
        )
        if begin.timestamp() <= at:
            begin += timedelta(days=1)
        if begin.timestamp() >= moved:
            break
        moved += length
        at = begin.timestamp() + length
        first = at if first is None else first
    return moved, first
