"""Shared set-up of the events' service tests: a service with a clock a test moves, quick
computer players, and an event's tables opened and played as the Discord side and the
players would."""

from __future__ import annotations

import random

from bot.ai.pool import decide
from bot.engine import Action, SeatView
from bot.service import GameService, TableView, as_move
from bot.service.events_duplicate import EventView
from bot.service.events_rounds import EventNews
from bot.store import Database
from testbed.moves import random_move

GUILD = 1000
CHANNEL = 2000
ORGANISER = 99
DAY = 86400.0


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


async def quick(view: SeatView, level: str, seed: int) -> Action:
    """The computers of these tests play at random: the same moves, far sooner."""
    return decide(view, "random", seed)


def make_service(database: Database, clock: Clock) -> tuple[GameService, list[EventNews]]:
    service = GameService(database, clock=clock, decide=quick, computer_pause=0)
    heard: list[EventNews] = []
    service.events.rounds.subscribe(heard.append)
    return service, heard


async def small_event(service: GameService, *, deals: int = 8, window: float = DAY) -> EventView:
    """An event of hands of 2 and 1 cards (the daily schedule's), taking entries."""
    await service.stats.update_settings(GUILD, {"daily_schedule": [2, 1]}, service.clock())
    return await service.events.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        organiser_id=ORGANISER,
        name="Club night",
        deals=deals,
        sizes="daily",
        window=window,
    )


def thread_of(round_: int, table: int) -> int:
    return 50_000 + round_ * 100 + table


async def open_tables(service: GameService, event_id: int) -> list[TableView]:
    """The Discord side's part: a thread for each table of the open round, its game there."""
    opened = []
    rounds = service.events.rounds
    for to_open in await rounds.tables_to_open(event_id):
        thread = thread_of(to_open.round, to_open.table)
        await rounds.thread_made(event_id, to_open.round, to_open.table, thread)
        outcome = await rounds.open_table(to_open, thread)
        assert outcome is not None
        # Its table message posted in its thread, as the Discord side does.
        await service.lobby.set_message(outcome.table.id, thread + 1)
        opened.append(outcome.table)
    return opened


async def play(
    service: GameService, game_id: int, rng: random.Random, *, deals: int | None = None
) -> TableView | None:
    """The table plays on (its people at random, the bot its own moves) until it has
    finished `deals` deals, or to its end (None once it is over)."""
    while True:
        table = service.registry.held(game_id)
        if table is None or table.game is None:
            return None
        if deals is not None and len(table.game.results) >= deals:
            return table
        if table.bot_to_act:
            assert await service.turns.computer_turn(game_id) is not None
            continue
        user, kind, value = random_move(table, rng)
        await service.play.act(game_id, user, as_move(kind, value))
