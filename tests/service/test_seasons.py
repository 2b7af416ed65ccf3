"""Seasons in the service: their calendar in a server's time zone, the season rating, and the
rollover that freezes each season once (on both databases)."""

from __future__ import annotations

import datetime as dt
import zoneinfo

import pytest

from bot.service.leaderboard import Leaderboards
from bot.service.seasons import SeasonEnded, Seasons, season_mark
from bot.store import Database
from bot.store.servers import forget_server
from tests.backends import Databases

from .helpers import GUILD, USERS, full_table, make_service, play_to_the_end

MADRID = zoneinfo.ZoneInfo("Europe/Madrid")


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


def at(zone: dt.tzinfo, *args: int) -> float:
    return dt.datetime(*args, tzinfo=zone).timestamp()  # type: ignore[misc]


def test_a_month_is_the_servers_month() -> None:
    # Half past midnight on 1 November in Madrid is still October in UTC.
    early = at(MADRID, 2026, 11, 1, 0, 30)
    in_utc = season_mark("monthly", "UTC", early)
    assert in_utc is not None and in_utc.key == "2026-10"
    assert in_utc.ends_at == at(dt.UTC, 2026, 11, 1) == early + 30 * 60
    madrid = season_mark("monthly", "Europe/Madrid", early)
    assert madrid is not None and madrid.key == "2026-11"
    assert madrid.ends_at == at(MADRID, 2026, 12, 1)
    # December ends with the year; March ends after the clocks went forward (CEST, +2).
    december = season_mark("monthly", "Europe/Madrid", at(MADRID, 2026, 12, 31, 12))
    assert december is not None and december.key == "2026-12"
    assert december.ends_at == at(MADRID, 2027, 1, 1)
    march = season_mark("monthly", "Europe/Madrid", at(MADRID, 2026, 3, 30))
    assert (
        march is not None
        and march.ends_at == dt.datetime(2026, 3, 31, 22, tzinfo=dt.UTC).timestamp()
    )


def test_a_quarter_ends_with_its_third_month_and_off_has_none() -> None:
    seoul = zoneinfo.ZoneInfo("Asia/Seoul")
    quarters = [(1, "2026-Q1", (2026, 4, 1)), (6, "2026-Q2", (2026, 7, 1)),
                (7, "2026-Q3", (2026, 10, 1)), (12, "2026-Q4", (2027, 1, 1))]  # fmt: skip
    for month, key, end in quarters:
        mark = season_mark("quarterly", "Asia/Seoul", at(seoul, 2026, month, 15))
        assert mark is not None and mark.key == key
        assert mark.ends_at == at(seoul, *end)
    assert season_mark("off", "UTC", at(dt.UTC, 2026, 5, 5)) is None
    # A zone the machine does not know (never stored: checked when chosen) counts as UTC.
    assert season_mark("monthly", "Mars/Olympus", at(dt.UTC, 2026, 5, 5)) == season_mark(
        "monthly", "UTC", at(dt.UTC, 2026, 5, 5)
    )


async def test_a_season_is_frozen_once_with_its_champions_and_nothing_counts_after(
    database: Database,
) -> None:
    service = make_service(database)  # its clock: November 2023, UTC
    for n in range(3):
        table = await full_table(service, options={"hands": [1]}, channel=3000 + n)
        await play_to_the_end(service, table, seed=n)
    # The leaderboard of the season under way, and the player's line beside all time.
    boards = Leaderboards(database, clock=lambda: at(dt.UTC, 2023, 11, 30))
    page = await boards.page(GUILD, USERS[0])
    assert page.season == "2023-11" and page.current and page.players == 4
    assert page.caller is not None and page.caller.totals.rated_games == 3
    stats = await boards.player(GUILD, USERS[0])
    assert stats.season is not None and stats.season.place is not None
    assert await boards.season_keys(GUILD) == ["2023-11"]
    heard: list[SeasonEnded] = []
    seasons = Seasons(database, clock=lambda: at(dt.UTC, 2023, 12, 1, 0, 0, 1))
    seasons.subscribe(heard.append)
    assert await seasons.store.next_end() == at(dt.UTC, 2023, 12, 1)
    assert await seasons.rollover() == 1 and await seasons.rollover() == 0
    assert heard == [SeasonEnded(GUILD, "2023-11")]

    final = await seasons.final(GUILD, "2023-11")
    assert final is not None and final.ranked == 4 and final.previous == ()
    # Partners who played every game together share the first place.
    assert [s.place for s in final.top] == [1, 1, 3, 3]
    assert len(final.champions) == 2 and set(final.champions) <= set(USERS)
    # The season's rating started fresh; in a server's first season it is the all-time one.
    season = await database.fetchall(
        "SELECT user_id, mu, sigma FROM season_ratings ORDER BY user_id"
    )
    all_time = await database.fetchall("SELECT user_id, mu, sigma FROM ratings ORDER BY user_id")
    assert [tuple(r) for r in season] == [tuple(r) for r in all_time]

    # A game ending later under the same key (the server moved its clock back) counts for
    # all time only: the frozen standings stay as they were posted.
    table = await full_table(service, options={"hands": [1]}, channel=3009)
    await play_to_the_end(service, table, seed=9)
    row = await database.fetchone(
        "SELECT games FROM season_totals WHERE user_id = ? AND preset = '*'", (USERS[0],)
    )
    assert row is not None and row[0] == 3
    row = await database.fetchone(
        "SELECT games FROM player_totals WHERE user_id = ? AND preset = '*'", (USERS[0],)
    )
    assert row is not None and row[0] == 4

    # Told again after a restart until posted; then never.
    assert await seasons.tell_unposted() == 1
    await seasons.posted(GUILD, "2023-11")
    assert await seasons.tell_unposted() == 0
    # The server's data deleted: its seasons go with it.
    await forget_server(database, GUILD)
    assert await seasons.final(GUILD, "2023-11") is None
    assert await seasons.store.seasons(GUILD) == []
