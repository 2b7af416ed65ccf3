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


async def test_the_field_kept_up_to_date_notices_finishes_of_another_process(
    databases: Databases, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another process (its own connection) records finishes, one or many at a time, today
    and late on yesterday's deal; this one's answers stay those of the whole field computed
    afresh, ties and all (and a batch over the most it adds to reads the day again)."""
    import random

    from bot.service import daily as daily_module
    from bot.service.daily import day_results, month_standings
    from bot.store.daily import DailyStore

    monkeypatch.setattr(daily_module, "ADDED_MOST", 4)
    mine, theirs = await databases.open("shared.db"), await databases.open("shared.db")
    try:
        service = make_service(mine)
        day = (await service.daily.today(GUILD)).isoformat()
        yesterday = f"{day[:8]}{int(day[8:]) - 1:02d}"
        rng = random.Random(5)
        users = iter(range(500, 600))

        async def finish(on: str, count: int) -> int:
            last = 0
            async with theirs.transaction() as tx:
                for _ in range(count):
                    last = next(users)
                    await tx.execute(
                        "INSERT INTO daily_players (guild_id, day, user_id, name, started_at,"
                        " finished_at) VALUES (?, ?, ?, ?, 1, 2)",
                        (GUILD, on, last, f"p{last}"),
                    )
                    await tx.executemany(
                        "INSERT INTO daily_hands (guild_id, day, user_id, hand, bid, tricks,"
                        " points, cards) VALUES (?, ?, ?, ?, '1', 1, ?, 'AS')",
                        [(GUILD, on, last, n, rng.choice((-10, 0, 0, 20))) for n in (1, 2, 3)],
                    )
                # Still playing: not in the field.
                await tx.execute(
                    "INSERT INTO daily_players (guild_id, day, user_id, name, started_at)"
                    " VALUES (?, ?, ?, 'busy', 1)",
                    (GUILD, on, next(users)),
                )
            return last

        store = DailyStore(theirs)
        first = await finish(day, 1)
        await finish(yesterday, 3)
        for on, count in [(day, 1), (day, 2), (day, 1), (yesterday, 1), (day, 6), (day, 3)]:
            await finish(on, count)
            field = await store.field(GUILD, day)
            rng.shuffle(field)
            found = await service.daily.results(GUILD, first)
            assert (found.ranking, found.travellers) == day_results(field)
            both = [(d, h) for d in (yesterday, day) for h in await store.field(GUILD, d)]
            _, standings = await service.daily.month(GUILD, first)
            assert standings == month_standings(both)
        assert len(found.ranking) == 14
    finally:
        await mine.close()
        await theirs.close()
