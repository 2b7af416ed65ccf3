"""What the list of games reads without loading a game: the summary written with every move
(and once, at the first load, for a game from before it was kept), the order of the list,
and a player away until a time, brought back by the turns' dispatcher."""

from __future__ import annotations

import random

import pytest

from bot.service import AwayEnded, GameService, SeatAway, TableView, as_move
from bot.store import Database
from testbed.moves import random_move
from tests.backends import Databases

from .helpers import USERS, full_table, make_service


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


async def summary_of(database: Database, game_id: int) -> tuple[object, ...]:
    row = await database.fetchone(
        "SELECT to_act, hand, hands, scores, turn_since FROM games WHERE id = ?", (game_id,)
    )
    assert row is not None
    return tuple(row)


def expected(table: TableView, since: float) -> tuple[object, ...]:
    game = table.game
    assert game is not None
    scores = "[" + ", ".join(str(n) for n in game.scores) + "]"
    return (game.to_act, game.hand_number, len(game.schedule), scores, since)


async def test_the_summary_follows_every_move_and_hand(database: Database) -> None:
    service = make_service(database)
    table = await full_table(service, options={"hands": [2, 1]})
    started = await database.fetchone("SELECT started_at FROM games WHERE id = ?", (table.id,))
    assert started is not None
    assert await summary_of(database, table.id) == expected(table, started[0])
    rng = random.Random(3)
    hands = {1}
    while table.game is not None and not table.game.is_over:
        user, kind, value = random_move(table, rng)
        table = (await service.play.act(table.id, user, as_move(kind, value))).table
        if table.game is not None and not table.game.is_over:
            last = await database.fetchone(
                "SELECT max(created_at) FROM actions WHERE game_id = ?", (table.id,)
            )
            assert last is not None
            assert await summary_of(database, table.id) == expected(table, last[0])
            hands.add(table.game.hand_number)
    assert hands == {1, 2}
    # Over: no longer listed.
    games, total = await service.store.games_of(USERS[0], first=0, count=10)
    assert (games, total) == ([], 0)


async def test_a_game_from_before_the_summary_gets_it_at_its_first_load(
    database: Database,
) -> None:
    service = make_service(database)
    table = await full_table(service)
    await database.write(
        [
            (
                "UPDATE games SET to_act = NULL, hand = NULL, hands = NULL, scores = NULL"
                " WHERE id = ?",
                (table.id,),
            )
        ]
    )
    again = make_service(database)
    await again.load()
    listed, _ = await again.store.games_of(USERS[0], first=0, count=10)
    assert listed[0].hand is None and not listed[0].awaited  # not known, nothing loaded
    await again.registry.open_table(table.id)
    listed, _ = await again.store.games_of(table.user_to_act or 0, first=0, count=10)
    assert listed[0].hand == 1 and listed[0].hands == 25 and listed[0].awaited


async def test_the_player_to_act_is_awaited_first_unless_away(database: Database) -> None:
    service = make_service(database)
    first = await full_table(service, channel=1)
    second = await full_table(service, channel=2)
    third = await full_table(service, channel=3)
    lobby = (await service.lobby.open(guild_id=5, channel_id=4, host_id=USERS[0])).table
    waiting = {t.id: t.user_to_act for t in (first, second, third)}
    for user in USERS:
        page = await service.games_of(user)
        ids = [g.id for g in page.games]
        awaited = [g.id for g in page.games if g.awaited]
        assert awaited == [i for i in (first.id, second.id, third.id) if waiting[i] == user]
        assert ids[: len(awaited)] == awaited
        if user == USERS[0]:
            assert ids[-1] == lobby.id and page.total == 4
    user = waiting[first.id]
    assert user is not None
    await service.play.set_away(first.id, user, True, until=2_000_000_000.0)
    page = await service.games_of(user)
    assert first.id not in [g.id for g in page.games if g.awaited]


async def test_away_until_ends_by_the_dispatcher_once_due(database: Database) -> None:
    now = [1_700_000_000.0]
    service = GameService(database, clock=lambda: now[0])
    table = await full_table(service)
    user = USERS[1]
    outcome = await service.play.set_away(table.id, user, True, until=now[0] + 60)
    assert outcome.events == (SeatAway(table.seat_of(user), user, True, now[0] + 60),)  # type: ignore[arg-type]
    assert await service.turns.next_timer() == (now[0] + 60, table.id, "return")
    assert await service.play.return_due(table.id) is None  # not yet
    now[0] += 61
    heard = []
    service.subscribe(heard.append)
    back = await service.play.return_due(table.id)
    assert back is not None
    assert back.events == (AwayEnded(table.seat_of(user), user, 1_700_000_060.0),)  # type: ignore[arg-type]
    assert heard == [back]
    seat = back.table.seats[table.seat_of(user)]  # type: ignore[index]
    assert seat is not None and not seat.away and seat.away_until is None
    assert await service.turns.next_timer() is None
    await service.turns.close()
