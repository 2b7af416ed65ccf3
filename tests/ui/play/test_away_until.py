"""How a player types until when they are away: durations, dates in their zone, and the
refusals."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.ui.play.away import AWAY_MOST_DAYS, read_away_until
from bot.ui.words.input import parse_until
from bot.ui.words.refusals import UserError

NOW = datetime(2026, 12, 2, 6, 0, tzinfo=UTC).timestamp()


@pytest.mark.parametrize(
    ("typed", "seconds"),
    [
        ("3d", 3 * 86400),
        ("12h", 12 * 3600),
        ("2d6h", 2 * 86400 + 6 * 3600),
        ("1h30m", 5400),
        (" 2D 6H ", 2 * 86400 + 6 * 3600),
        ("45m", 2700),
        # In the words of the catalogs' languages, as their descriptions show them.
        ("3 dage", 3 * 86400),
        ("12t", 12 * 3600),
        ("2 días 6 horas", 2 * 86400 + 6 * 3600),
        ("2일 6시간", 2 * 86400 + 6 * 3600),
        ("3 dni", 3 * 86400),
        ("30 min", 1800),
    ],
)
def test_durations_count_from_now(typed: str, seconds: int) -> None:
    assert parse_until(typed, NOW) == NOW + seconds


def test_a_date_is_its_start_in_the_players_zone_else_utc() -> None:
    utc = datetime(2026, 12, 24, tzinfo=UTC).timestamp()
    assert parse_until("2026-12-24", NOW) == utc
    madrid = datetime(2026, 12, 24, tzinfo=ZoneInfo("Europe/Madrid")).timestamp()
    assert parse_until("2026-12-24", NOW, "Europe/Madrid") == madrid == utc - 3600
    seoul = datetime(2026, 12, 24, 18, 30, tzinfo=ZoneInfo("Asia/Seoul")).timestamp()
    assert parse_until("2026-12-24 18:30", NOW, "Asia/Seoul") == seoul


@pytest.mark.parametrize("typed", ["", "soon", "3x", "2026-13-01", "2026-02-30", "24/12/2026"])
def test_what_is_no_time_is_none(typed: str) -> None:
    assert parse_until(typed, NOW) is None


@pytest.mark.parametrize(
    ("typed", "message_id"),
    [
        ("tomorrow", "away-until-unreadable"),
        ("0m", "away-until-past"),
        ("2026-12-01", "away-until-past"),
        (f"{AWAY_MOST_DAYS}d1m", "away-until-far"),
        ("2027-02-01", "away-until-far"),
    ],
)
def test_refusals(typed: str, message_id: str) -> None:
    with pytest.raises(UserError) as refused:
        read_away_until(typed, NOW)
    assert refused.value.message_id == message_id


def test_thirty_days_is_allowed() -> None:
    assert read_away_until(f"{AWAY_MOST_DAYS}d", NOW) == NOW + AWAY_MOST_DAYS * 86400
