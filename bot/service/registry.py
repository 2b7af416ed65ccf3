"""The registry: every lobby and running game in memory, found by id or by the channel or
thread it lives in, one lock per game, and the subscribers told of every change."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from bot.store import Database, GameStore
from bot.store.stats import StatsStore

from .errors import Refusal, ServiceError
from .events import Outcome
from .table import TableView

log = logging.getLogger(__name__)

# Told of every outcome once it is committed. A subscriber must return at once (schedule
# its work as a task): it runs while the game's lock is held.
Subscriber = Callable[[Outcome], None]


class Registry:
    def __init__(self, database: Database, *, clock: Callable[[], float] = time.time) -> None:
        self.store = GameStore(database)
        self.stats = StatsStore(database)
        self.clock = clock
        self._tables: dict[int, TableView] = {}  # every lobby and running game
        self._places: dict[int, int] = {}  # channel or thread id -> game id
        self._locks: dict[int, asyncio.Lock] = {}
        self._subscribers: list[Subscriber] = []

    # ------------------------------------------------------------------ announcements

    def subscribe(self, subscriber: Subscriber) -> None:
        self._subscribers.append(subscriber)

    def announce(self, outcome: Outcome) -> Outcome:
        """Tell every subscriber of a committed change; a subscriber's failure is logged and
        stops no one (the change is already committed)."""
        for subscriber in self._subscribers:
            try:
                subscriber(outcome)
            except Exception:
                log.exception("game=%d: a subscriber failed", outcome.table.id)
        return outcome

    # ------------------------------------------------------------------ lookups

    async def load(self) -> list[TableView]:
        """Load every lobby and running game back from the database (at start-up)."""
        self._tables.clear()
        self._places.clear()
        for row in await self.store.load_open():
            self.put(TableView.from_row(row))
        log.info("loaded %d open games", len(self._tables))
        return self.open_tables()

    def game_at(self, place_id: int) -> TableView | None:
        """The lobby or running game of a channel or thread, if any."""
        game_id = self._places.get(place_id)
        return None if game_id is None else self._tables[game_id].snapshot()

    def game_here(self, place_id: int) -> TableView:
        """The lobby or running game of a channel or thread; a clear error if there is none."""
        found = self.game_at(place_id)
        if found is None:
            raise ServiceError(
                Refusal.NO_GAME,
                "There is no Back Alley game in this channel. Open one with /backalley new.",
            )
        return found

    @staticmethod
    def seat_of(table: TableView, user_id: int) -> int:
        """The user's seat at a table; a clear error if they have none."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise not_in_game()
        return seat

    def table(self, game_id: int) -> TableView | None:
        found = self._tables.get(game_id)
        return None if found is None else found.snapshot()

    def open_tables(self) -> list[TableView]:
        return [t.snapshot() for t in self._tables.values()]

    def games_of(self, user_id: int) -> list[TableView]:
        return [t.snapshot() for t in self._tables.values() if t.seat_of(user_id) is not None]

    async def find_game(self, game_id: int) -> TableView | None:
        """An open game, else a finished or abandoned one from its log; None if unknown."""
        return self.table(game_id) or await self.finished_game(game_id)

    async def any_game(self, game_id: int) -> TableView:
        """As find_game, with a clear error for a game that does not exist."""
        found = await self.find_game(game_id)
        if found is None:
            raise ServiceError(Refusal.NO_GAME, "This game does not exist any more.", detail="gone")
        return found

    async def finished_game(self, game_id: int) -> TableView | None:
        """A game that is no longer open (finished, abandoned, cancelled), from the log."""
        row = await self.store.load(game_id)
        return None if row is None else TableView.from_row(row)

    async def last_game_at(self, place_id: int) -> TableView | None:
        """The open game of a channel or thread, else the last one played there."""
        open_game = self.game_at(place_id)
        if open_game is not None:
            return open_game
        game_id = await self.store.last_game_at(place_id)
        return None if game_id is None else await self.finished_game(game_id)

    async def quiesce(self) -> None:
        """Wait until no request holds a game's lock: every action in flight is committed."""
        for lock in list(self._locks.values()):
            async with lock:
                pass

    # ------------------------------------------------------------------ for the jobs

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def live(self, game_id: int) -> TableView | None:
        """The table as held (not a copy): for the jobs, under the game's lock."""
        return self._tables.get(game_id)

    def put(self, table: TableView) -> None:
        """Swap in a table's committed state, and remember where it lives."""
        old = self._tables.get(table.id)
        if old is not None and old.place_id != table.place_id:
            self._places.pop(old.place_id, None)
        self._tables[table.id] = table
        self._places[table.place_id] = table.id

    def forget(self, table: TableView) -> None:
        """A game that ended or a lobby that closed: its place is free again."""
        self._tables.pop(table.id, None)
        if self._places.get(table.place_id) == table.id:
            del self._places[table.place_id]
        self._locks.pop(table.id, None)

    def taken(self, place_id: int) -> bool:
        return place_id in self._places

    def opened(self, game_id: int) -> TableView:
        table = self._tables.get(game_id)
        if table is None:
            raise ServiceError(Refusal.GAME_ENDED, "This game is over.")
        return table

    def in_lobby(self, game_id: int) -> TableView:
        table = self.opened(game_id)
        if table.status != "lobby":
            raise ServiceError(Refusal.ALREADY_STARTED, "The game has already started.")
        return table

    def in_play(self, game_id: int) -> TableView:
        table = self.opened(game_id)
        if table.status != "active":
            raise ServiceError(Refusal.NOT_STARTED, "The game has not started yet.")
        return table


def not_in_game() -> ServiceError:
    return ServiceError(Refusal.NOT_IN_GAME, "You are not playing in this game.")
