"""Cards nobody chooses: the last trick of a hand plays itself, and a player who asked for it
has their only legal card played for them. Each is an ordinary action of the log."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.engine import CardPlayed, Game, Phase, TrickWon
from bot.service import CardsForced, GameService, Origin, Outcome, TableView, as_move
from bot.store import Database
from tests.backends import Databases

from .helpers import USERS, full_table, make_service, random_move


@pytest.fixture
async def database(databases: Databases) -> Database:
    db = await databases.open()
    yield db  # type: ignore[misc]
    await db.close()


class Heard:
    def __init__(self, service: GameService) -> None:
        self.outcomes: list[Outcome] = []
        service.subscribe(self.outcomes.append)


async def play_with_turns(service: GameService, table: TableView, seed: int) -> TableView:
    """People make random moves whenever the bot has none to make, until the game ends."""
    rng = random.Random(seed)
    service.turns.pause = 0
    service.turns.start()
    try:
        for _ in range(2000):
            await asyncio.sleep(0.005)
            current = await service.registry.open_table(table.id)
            if current is None:
                break
            if not current.bot_to_act:
                user, kind, value = random_move(current, rng)
                await service.play.act(table.id, user, as_move(kind, value))
        finished = await service.registry.stored_table(table.id)
        assert finished is not None and finished.status == "finished"
        return finished
    finally:
        await service.turns.close()


async def test_the_last_trick_plays_itself_as_ordinary_actions(database: Database) -> None:
    service = make_service(database)
    heard = Heard(service)
    table = await full_table(service, options={"hands": [3, 2]})
    finished = await play_with_turns(service, table, seed=5)
    forced = [o for o in heard.outcomes if o.events and isinstance(o.events[0], CardsForced)]
    assert len(forced) == 2, "one last trick per hand"
    for outcome in forced:
        assert outcome.origin is Origin.COMPUTER
        first = outcome.events[0]
        assert isinstance(first, CardsForced) and first.last_trick
        played = [e for e in outcome.events if isinstance(e, CardPlayed)]
        assert [e.seat for e in played] == list(first.seats) and len(played) == 4
        assert any(isinstance(e, TrickWon) for e in outcome.events)
    # Logged as the players' own moves, not the computer's, and never a computer turn.
    row = await service.store.load(table.id)
    assert row is not None and not any(a.by_computer for a in row.actions)
    assert finished.computer_turns == (0, 0, 0, 0)
    # People played every other card: none of theirs was played for them.
    people = [o for o in heard.outcomes if o.origin is Origin.PERSON]
    cards_by_people = sum(isinstance(e, CardPlayed) for o in people for e in o.events)
    assert cards_by_people == (3 - 1 + 2 - 1) * 4


async def test_a_player_who_asks_has_their_only_legal_card_played(database: Database) -> None:
    service = make_service(database, seed=3)
    heard = Heard(service)
    asker = USERS[1]
    await service.set_plays_forced(asker, True)
    assert await service.plays_forced(asker) and not await service.plays_forced(USERS[2])
    table = await full_table(service, options={"hands": [6, 6, 6]})
    assert table.seats[table.seat_of(asker)].plays_forced  # type: ignore[index, union-attr]
    await play_with_turns(service, table, seed=8)
    singles = [
        o
        for o in heard.outcomes
        if o.events and isinstance(o.events[0], CardsForced) and not o.events[0].last_trick
    ]
    assert singles, "the deal gives the asker a single legal card at least once"
    seat = table.seat_of(asker)
    for outcome in singles:
        first = outcome.events[0]
        assert isinstance(first, CardsForced) and first.seats == (seat,)
    # Every time the asker had one legal card before the last trick, the bot played it.
    record = await service.registry.stored_table(table.id)
    assert record is not None and record.game is not None
    assert seat is not None
    assert singles_of(record, seat) == len(singles)


def singles_of(table: TableView, seat: int) -> int:
    """How many times `seat` had exactly one legal card, with more than one trick to go."""
    game = table.game
    assert game is not None
    fresh = Game(table.preset, table.overrides, first_dealer=game.first_dealer, seed=game.seed)
    singles = 0
    for action in game.actions:
        if (
            fresh.phase is Phase.PLAY
            and fresh.to_act == seat
            and fresh.hand_size - fresh.tricks_played > 1
            and len(fresh.legal_cards(seat)) == 1
        ):
            singles += 1
        fresh.apply(action)
    return singles


async def test_the_choice_reaches_a_game_in_progress_and_can_be_undone(
    database: Database,
) -> None:
    service = make_service(database)
    table = await full_table(service, options={"hands": [6]})
    user = USERS[0]
    await service.set_plays_forced(user, True)
    held = service.registry.held(table.id)
    assert held is not None
    assert held.seats[held.seat_of(user)].plays_forced  # type: ignore[index, union-attr]
    await service.set_plays_forced(user, False)
    held = service.registry.held(table.id)
    assert held is not None
    assert not held.seats[held.seat_of(user)].plays_forced  # type: ignore[index, union-attr]
    assert not await service.plays_forced(user)


async def test_the_last_trick_is_public_and_named_by_its_winner(database: Database) -> None:
    service = make_service(database)
    table = await full_table(service, options={"hands": [4]})
    assert table.last_trick() is None
    rng = random.Random(2)
    while table.game is not None and (table.game.phase.value != "play" or not table.game.trick):
        user, kind, value = random_move(table, rng)
        table = (await service.play.act(table.id, user, as_move(kind, value))).table
    won: TrickWon | None = None
    while table.game is not None and table.game.tricks_played == 0:
        user, kind, value = random_move(table, rng)
        outcome = await service.play.act(table.id, user, as_move(kind, value))
        table = outcome.table
        won = next((e for e in outcome.events if isinstance(e, TrickWon)), won)
    assert won is not None
    assert table.last_trick() == won
    # It stays the last trick while the next one is played.
    user, kind, value = random_move(table, rng)
    table = (await service.play.act(table.id, user, as_move(kind, value))).table
    assert table.game is not None and len(table.game.trick) == 1
    assert table.last_trick() == won


async def test_the_choice_reaches_a_game_not_loaded_since_a_restart(databases: Databases) -> None:
    first = await databases.open("cold.db")
    service = make_service(first)
    table = await full_table(service, options={"hands": [6]})
    await first.close()
    again = await databases.open("cold.db")
    try:
        restarted = make_service(again)
        await restarted.load()
        assert restarted.registry.held(table.id) is None, "cold after the start"
        await restarted.set_plays_forced(USERS[2], True)
        held = restarted.registry.held(table.id)
        assert held is not None, "loaded to take the choice"
        seat = held.seat_of(USERS[2])
        assert seat is not None and held.seats[seat].plays_forced  # type: ignore[union-attr]
        others = [s for s in held.seats if s is not None and s.user_id != USERS[2]]
        assert not any(s.plays_forced for s in others)
    finally:
        await again.close()
