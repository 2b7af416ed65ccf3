"""The daily deal in the service, on both databases: its game never reaches the results or
ratings, a finished day is stored with its last card, the field shows only to the finished,
and a late finisher changes the others' percentages."""

from __future__ import annotations

import pytest

from bot.service import ServiceError
from bot.store import Database
from tests.backends import Databases

from .helpers import GUILD, USERS, make_service, play_daily


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


async def test_a_finished_day_is_kept_and_ranked_against_the_field(database: Database) -> None:
    service = make_service(database)
    ann, bo, cy = USERS[:3]
    with pytest.raises(ServiceError, match="daily"):
        await service.daily.results(GUILD, ann)
    table = await play_daily(service, ann, seed=1)
    assert table.status == "finished"
    # No results, totals or ratings: the leaderboard never hears of it.
    for relation in ("player_results", "player_totals", "ratings"):
        row = await database.fetchone(f"SELECT count(*) FROM {relation}")
        assert row is not None and row[0] == 0, relation
    alone = await service.daily.results(GUILD, ann)
    assert [(s.user_id, s.percent) for s in alone.ranking] == [(ann, 50.0)]
    assert sorted(alone.travellers) == [1, 2] and alone.streak == 1
    assert [len(alone.cards[n].split()) for n in (1, 2)] == [2, 1]

    # Bo has not finished: nothing; then he has, and both see the same field.
    with pytest.raises(ServiceError):
        await service.daily.results(GUILD, bo)
    await play_daily(service, bo, seed=2)
    await play_daily(service, cy, seed=3)
    theirs = await service.daily.results(GUILD, bo)
    mine = await service.daily.results(GUILD, ann)
    assert theirs.ranking == mine.ranking and len(mine.ranking) == 3
    # Same cards from the same seat for everyone.
    assert (await service.daily.results(GUILD, cy)).cards == mine.cards
    for number, lines in mine.travellers.items():
        scores = {line.user_id: line.points for line in lines}
        for line in lines:
            beaten = sum(1 for s in scores.values() if s < line.points)
            tied = sum(1 for s in scores.values() if s == line.points) - 1
            assert line.percent == pytest.approx(100 * (2 * beaten + tied) / 4), number

    # One attempt a day.
    with pytest.raises(ServiceError, match="daily"):
        await service.daily.begin(GUILD, 1, 2, ann, "again")
    _, standings = await service.daily.month(GUILD, ann)
    assert len(standings) == 3 and all(s.days == 1 for s in standings)


async def test_the_day_is_the_servers_own_in_its_time_zone(database: Database) -> None:
    """1,700,000,000 s is 14 November 2023 at 22:13 in UTC, already the 15th in Auckland: a
    server there is on the next day's deals (the time zone is the seasons' setting)."""
    import datetime as dt

    from bot.service.leaderboard import Leaderboards

    service = make_service(database)
    assert await service.daily.today(GUILD) == dt.date(2023, 11, 14)
    await Leaderboards(database).update_settings(GUILD, {"timezone": "Pacific/Auckland"})
    assert await service.daily.today(GUILD) == dt.date(2023, 11, 15)
    assert await service.daily.today(GUILD + 1) == dt.date(2023, 11, 14)
