"""Take-backs by consent: asked, allowed or refused, lapsing, and a log that stays
append-only while replays, records and restarts see only the moves that stand."""

from __future__ import annotations

import random

import pytest

from bot.engine.record import replay, summary, to_record
from bot.service import (
    GameService,
    ServiceError,
    TableView,
    TakebackAnswered,
    TakebackAsked,
    as_move,
)
from bot.store import Database, Takeback
from tests.backends import Databases

from .helpers import GUILD, USERS, full_table, make_service, random_move


async def move_once(service: GameService, table: TableView, rng: random.Random) -> TableView:
    user, kind, value = random_move(table, rng)
    return (await service.play.act(table.id, user, as_move(kind, value))).table


def opponents_of(table: TableView, user: int) -> list[int]:
    seat = table.seat_of(user)
    assert seat is not None
    side = table.options.side_of(seat)
    return [u for u in USERS[: table.players] if table.options.side_of(table.seat_of(u)) != side]  # type: ignore[arg-type]


async def test_an_allowed_take_back_returns_to_the_moment_before_the_move(
    databases: Databases,
) -> None:
    database = await databases.open()
    service = make_service(database)
    table = await full_table(service, options={"hands": [3, 2]})
    rng = random.Random(3)
    for _ in range(6):
        table = await move_once(service, table, rng)
    assert table.game is not None
    before = summary(table.game)
    mover = table.user_to_act
    assert mover is not None
    table = await move_once(service, table, rng)
    move = len(table.game.actions) - 1  # type: ignore[union-attr]
    asked = await service.takebacks.ask(table.id, mover, move)
    (event,) = asked.events
    assert isinstance(event, TakebackAsked) and set(event.asked) == set(opponents_of(table, mover))
    # Not asked: the partner. Asked: an opponent; one of the other side is enough.
    partner = next(u for u in USERS if u not in event.asked and u != mover)
    with pytest.raises(ServiceError) as refused:
        await service.takebacks.answer(table.id, partner, move, True)
    assert refused.value.detail == "not_asked"
    done = await service.takebacks.answer(table.id, event.asked[0], move, True)
    answered = done.events[0]
    assert isinstance(answered, TakebackAnswered) and answered.done
    assert summary(done.table.game) == before  # type: ignore[arg-type]
    # The log keeps the move and the take-back: append-only.
    row = await service.store.load(table.id)
    assert row is not None
    moved, taken_back = (a.entry for a in row.actions[-2:])
    assert not isinstance(moved, Takeback) and moved.kind is answered.kind
    assert isinstance(taken_back, Takeback)
    assert len(row.actions) == move + 2
    # A restart sees the moves that stand; the record replays to the same state.
    await database.close()
    database = await databases.open()
    again = make_service(database)
    await again.load()
    loaded = await again.registry.open_table(table.id)
    assert loaded is not None and loaded.game is not None
    assert summary(loaded.game) == before
    assert replay(to_record(loaded.game)) == summary(loaded.game)
    # The game goes on from there, and the next move is logged after the take-back.
    loaded = await move_once(again, loaded, random.Random(9))
    row = await again.store.load(table.id)
    assert row is not None and [a.idx for a in row.actions] == list(range(move + 3))
    await database.close()


async def test_a_take_back_across_the_end_of_a_hand_unscores_it(database: Database) -> None:
    service = make_service(database, seed=4)
    table = await full_table(service, options={"hands": [2, 2]})
    rng = random.Random(1)
    while table.game is not None and not table.game.results:
        last_before = summary(table.game)
        mover = table.user_to_act
        table = await move_once(service, table, rng)
    assert table.game is not None and len(table.game.results) == 1
    move = len(table.game.actions) - 1
    assert mover is not None
    asked = await service.takebacks.ask(table.id, mover, move)
    event = asked.events[0]
    assert isinstance(event, TakebackAsked)
    done = await service.takebacks.answer(table.id, event.asked[0], move, True)
    assert done.table.game is not None and not done.table.game.results
    assert summary(done.table.game) == last_before
    # No snapshot of the hand that no longer ended: a load replays the log.
    service2 = GameService(database)
    await service2.load()
    loaded = await service2.registry.open_table(table.id)
    assert loaded is not None and summary(loaded.game) == last_before  # type: ignore[arg-type]


async def test_refusals_lapses_and_one_request_at_a_time(database: Database) -> None:
    now = [1_700_000_000.0]
    service = GameService(
        database, clock=lambda: now[0], new_seed=lambda: 5, new_dealer=lambda n: 0
    )
    table = await full_table(service, options={"hands": [4]})
    rng = random.Random(2)
    mover = table.user_to_act
    assert mover is not None
    table = await move_once(service, table, rng)
    with pytest.raises(ServiceError) as refused:
        await service.takebacks.ask(table.id, table.user_to_act, 0)  # type: ignore[arg-type]
    assert refused.value.detail == "mine"
    asked = await service.takebacks.ask(table.id, mover, 0)
    event = asked.events[0]
    assert isinstance(event, TakebackAsked)
    with pytest.raises(ServiceError) as refused:
        await service.takebacks.ask(table.id, mover, 0)
    assert refused.value.detail == "twice"
    refusal = await service.takebacks.answer(table.id, event.asked[0], 0, False)
    answered = refusal.events[0]
    assert isinstance(answered, TakebackAnswered) and not answered.allowed
    assert len(refusal.table.game.actions) == 1  # type: ignore[union-attr]
    with pytest.raises(ServiceError) as refused:
        await service.takebacks.answer(table.id, event.asked[0], 0, True)
    assert refused.value.detail == "none"

    # A person's next move lapses a waiting request.
    mover = refusal.table.user_to_act
    table = await move_once(service, refusal.table, rng)
    asked = await service.takebacks.ask(table.id, mover, 1)  # type: ignore[arg-type]
    event = asked.events[0]
    assert isinstance(event, TakebackAsked)
    table = await move_once(service, asked.table, rng)
    with pytest.raises(ServiceError) as refused:
        await service.takebacks.answer(table.id, event.asked[0], 1, True)
    assert refused.value.detail == "late"

    # Five minutes without an answer lapse it too; a new request may then be made.
    mover = table.user_to_act
    table = await move_once(service, table, rng)
    asked = await service.takebacks.ask(table.id, mover, 3)  # type: ignore[arg-type]
    event = asked.events[0]
    assert isinstance(event, TakebackAsked)
    now[0] += 301
    with pytest.raises(ServiceError) as refused:
        await service.takebacks.answer(table.id, event.asked[0], 3, True)
    assert refused.value.detail == "lapsed"

    # A server may turn them off.
    await service.stats.update_settings(GUILD, {"takebacks": False}, now[0])
    mover = table.user_to_act
    table = await move_once(service, table, rng)
    with pytest.raises(ServiceError) as refused:
        await service.takebacks.ask(table.id, mover, 4)  # type: ignore[arg-type]
    assert refused.value.detail == "off"


async def test_computers_allow_at_once_and_their_moves_are_taken_back_too(
    database: Database,
) -> None:
    service = make_service(database, seed=6)
    opened = await service.lobby.open(
        guild_id=GUILD, channel_id=77, host_id=USERS[0], options={"hands": [3]}
    )
    game_id = opened.table.id
    await service.lobby.join(game_id, USERS[1], seat=2)
    for seat in (1, 3):
        await service.lobby.add_computer(game_id, USERS[0], "basic", seat=seat)
    table = (await service.lobby.start(game_id, USERS[0])).table
    rng = random.Random(4)
    # People move; the computers' turns are played by hand here, as the turns job would.
    while table.game is not None and len(table.game.actions) < 6:
        if table.computer_to_act:
            outcome = await service.turns.computer_turn(game_id)
            assert outcome is not None
            table = outcome.table
            continue
        person_move = len(table.game.actions)
        before = summary(table.game)
        mover = table.user_to_act
        table = await move_once(service, table, rng)
    outcome = await service.turns.computer_turn(game_id) if table.computer_to_act else None
    if outcome is not None:
        table = outcome.table
    done = await service.takebacks.ask(game_id, mover, person_move)  # type: ignore[arg-type]
    answered = done.events[0]
    assert isinstance(answered, TakebackAnswered) and answered.done
    assert summary(done.table.game) == before  # type: ignore[arg-type]


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()
