"""The service announces every change to its subscribers, once committed: lobby changes, a
person's move, a computer's move, a reminder, a takeover, an abandon, the end of a game."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.ai import player_seed
from bot.engine import Bid, BidPlaced, Card, CardPlayed, GameOver, SeatView
from bot.service import (
    CardsForced,
    ComputerSeated,
    GameAbandoned,
    GameCancelled,
    GameService,
    GameStarted,
    LobbyOpened,
    MessagePlaced,
    Origin,
    Outcome,
    SeatAway,
    SeatJoined,
    SeatLeft,
    ServiceError,
    TimeRanOut,
    TurnReminded,
    as_move,
)
from bot.service.turns import decide_in_a_thread
from bot.store import Database
from tests.backends import Databases

from .helpers import CHANNEL, GUILD, USERS, full_table, make_service, play_to_the_end, random_move


class Heard:
    def __init__(self, service: GameService) -> None:
        self.outcomes: list[Outcome] = []
        service.subscribe(self.outcomes.append)

    def events(self) -> list[type]:
        return [type(e) for o in self.outcomes for e in o.events]

    def take(self) -> list[Outcome]:
        taken, self.outcomes[:] = list(self.outcomes), []
        return taken


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


async def test_every_lobby_change_is_announced_once_committed(database: Database) -> None:
    service = make_service(database)
    heard = Heard(service)
    opened = await service.lobby.open(guild_id=GUILD, channel_id=CHANNEL, host_id=11)
    game_id = opened.table.id
    await service.lobby.set_message(game_id, 555)
    await service.lobby.join(game_id, 12)
    await service.lobby.add_computer(game_id, 11, "basic")
    await service.lobby.leave(game_id, 12)
    with pytest.raises(ServiceError):
        await service.lobby.leave(game_id, 12)  # a refusal announces nothing
    await service.lobby.cancel(game_id, 11)
    assert heard.events() == [
        LobbyOpened,
        SeatJoined,
        MessagePlaced,
        SeatJoined,
        ComputerSeated,
        SeatLeft,
        GameCancelled,
    ]
    assert all(o.origin is Origin.PERSON for o in heard.outcomes)
    # Each subscriber sees the committed state: the database agrees with what it was told.
    last = heard.outcomes[-1].table
    row = await database.fetchone("SELECT status FROM games WHERE id = ?", (game_id,))
    assert row is not None and row["status"] == last.status == "cancelled"


async def test_moves_away_abandon_and_the_end_are_announced(database: Database) -> None:
    service = make_service(database)
    heard = Heard(service)
    table = await full_table(service, options={"hands": [2]})
    assert heard.take()[-1].events == (GameStarted(table.id, table.game.first_dealer),)  # type: ignore[union-attr]
    outcome = await play_to_the_end(service, table)
    moves = heard.take()
    assert moves[-1] is outcome and any(isinstance(e, GameOver) for e in outcome.events)
    assert all(o.origin is Origin.PERSON for o in moves)
    assert len(moves) == len(outcome.table.game.actions)  # type: ignore[union-attr]

    other = await full_table(service, channel=CHANNEL + 1)
    heard.take()
    user = other.user_to_act
    assert user is not None
    away = await service.play.set_away(other.id, user, True)
    assert away.events == (SeatAway(other.seat_of(user), user, True),)  # type: ignore[arg-type]
    # A stand-in's move, played through the turns, is the computer's to announce.
    played = await service.turns.computer_turn(other.id)
    assert played is not None and played.origin is Origin.COMPUTER
    assert isinstance(played.events[0], BidPlaced)
    await service.play.abandon(other.id, USERS[0])
    assert [type(e) for o in heard.take()[-1:] for e in o.events] == [GameAbandoned]


async def test_reminders_and_takeovers_are_the_timers(database: Database) -> None:
    now = [1_700_000_000.0]
    service = GameService(database, clock=lambda: now[0], new_seed=lambda: 5)
    heard = Heard(service)
    lobby = await service.lobby.open(
        guild_id=GUILD, channel_id=CHANNEL, host_id=11, options={"hands": [2]}, turn_timer=600
    )
    for user in USERS[1:]:
        await service.lobby.join(lobby.table.id, user)
    started = (await service.lobby.start(lobby.table.id, 11)).table
    sleeper = started.user_to_act
    heard.take()

    now[0] += 200
    assert await service.turns.remind(started.id) is None  # not yet half time
    now[0] += 101
    reminded = await service.turns.remind(started.id)
    assert reminded is not None and reminded.origin is Origin.TIMER
    (event,) = reminded.events
    assert isinstance(event, TurnReminded) and event.user_id == sleeper
    assert event.left == pytest.approx(299)

    now[0] += 300
    taken = await service.turns.computer_turn(started.id, expired=True)
    assert taken is not None and taken.origin is Origin.TIMER
    assert taken.events[0] == TimeRanOut(started.seat_of(sleeper), sleeper)  # type: ignore[arg-type]
    assert isinstance(taken.events[1], BidPlaced)
    assert [o.origin for o in heard.take()] == [Origin.TIMER, Origin.TIMER]


async def test_computer_seats_play_on_by_themselves_once_the_turns_run(
    database: Database,
) -> None:
    """Nobody asks for computer turns: the turns hear a person's move and play on."""
    service = GameService(database, new_seed=lambda: 11, new_dealer=lambda n: 0)
    service.turns.pause = 0
    heard = Heard(service)
    opened = await service.lobby.open(
        guild_id=GUILD, channel_id=CHANNEL, host_id=11, options={"hands": [3, 2]}
    )
    for _ in range(3):
        await service.lobby.add_computer(opened.table.id, 11, "basic")
    table = (await service.lobby.start(opened.table.id, 11)).table
    service.turns.start()
    try:
        await service.lobby.set_message(table.id, 777)  # the table is posted: play may begin
        rng = random.Random(3)
        for _ in range(200):
            await asyncio.sleep(0.01)
            current = await service.registry.open_table(table.id)
            if current is None:
                break
            if current.user_to_act == 11 and not service.turns.computer_to_act(table.id):
                user, kind, value = random_move(current, rng)
                await service.play.act(table.id, user, as_move(kind, value))
        finished = await service.registry.stored_table(table.id)
        assert finished is not None and finished.status == "finished"
    finally:
        await service.turns.close()
    computer = [o for o in heard.outcomes if o.origin is Origin.COMPUTER]
    person = [o for o in heard.outcomes if o.origin is Origin.PERSON and o.table.game]
    assert computer and person
    game = finished.game
    assert game is not None
    # Every move was announced once: the computer's and the person's together (the forced
    # cards of a last trick in one announcement).
    moves = [
        e for o in computer + person for e in o.events if isinstance(e, BidPlaced | CardPlayed)
    ]
    assert len(moves) == len(game.actions)
    last_tricks = [o.events for o in computer if isinstance(o.events[0], CardsForced)]
    assert len(last_tricks) == 2  # one per hand
    for events in last_tricks:
        forced = events[0]
        assert isinstance(forced, CardsForced) and forced.last_trick
        played = [e.seat for e in events if isinstance(e, CardPlayed)]
        assert played == list(forced.seats) and len(played) == 4


async def test_computer_seeds_come_from_the_games_secret_not_its_decks(
    database: Database,
) -> None:
    asked: list[tuple[str, int]] = []

    async def decide(view: SeatView, level: str, seed: int) -> Bid | Card:
        asked.append((level, seed))
        return await decide_in_a_thread(view, level, seed)

    seeds = []
    for secret in (1234, 5678):
        service = GameService(
            database, new_seed=lambda: 42, new_secret=lambda s=secret: s, decide=decide
        )
        opened = await service.lobby.open(
            guild_id=GUILD, channel_id=CHANNEL + secret, host_id=11, options={"hands": [2]}
        )
        for _ in range(3):
            await service.lobby.add_computer(opened.table.id, 11, "basic")
        table = (await service.lobby.start(opened.table.id, 11)).table
        while not table.computer_to_act:  # the person bids first when it is their turn
            user, kind, value = random_move(table, random.Random(0))
            table = (await service.play.act(table.id, user, as_move(kind, value))).table
        seat = table.game.to_act  # type: ignore[union-attr]
        assert await service.turns.computer_turn(table.id) is not None
        assert asked[-1] == ("basic", player_seed(secret, seat))  # type: ignore[arg-type]
        seeds.append(asked[-1][1])
        row = await database.fetchone(
            "SELECT players_secret, seed FROM games WHERE id = ?", (table.id,)
        )
        assert row is not None and (row["players_secret"], row["seed"]) == (secret, 42)
    # The same decks, other secrets: other players' seeds.
    assert seeds[0] != seeds[1]


async def test_a_game_without_a_secret_gets_one_kept_with_it(database: Database) -> None:
    service = GameService(database, new_secret=lambda: 99)
    opened = await service.lobby.open(guild_id=GUILD, channel_id=CHANNEL, host_id=11)
    for _ in range(3):
        await service.lobby.add_computer(opened.table.id, 11, "random")
    table = (await service.lobby.start(opened.table.id, 11)).table
    # As a game started before games kept a secret.
    async with database.transaction() as tx:
        await tx.execute("UPDATE games SET players_secret = NULL WHERE id = ?", (table.id,))
    again = GameService(database, new_secret=lambda: 77)
    await again.load()
    loaded = await again.registry.open_table(table.id)
    assert loaded is not None and loaded.players_secret is None
    while not again.turns.computer_to_act(table.id):
        current = await again.registry.open_table(table.id)
        assert current is not None
        user, kind, value = random_move(current, random.Random(1))
        await again.play.act(table.id, user, as_move(kind, value))
    assert await again.turns.computer_turn(table.id) is not None
    row = await database.fetchone("SELECT players_secret FROM games WHERE id = ?", (table.id,))
    assert row is not None and row["players_secret"] == 77
    assert (await again.registry.open_table(table.id)).players_secret == 77  # type: ignore[union-attr]
