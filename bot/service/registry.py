"""The registry: every lobby and running game, found by id or by the channel or thread it
lives in, one lock per game, and the subscribers told of every change.

A start-up reads only where each open game lives (one small query); a game is loaded from
its log on first use — a command, a button, a computer turn, a timer — under its lock, so
the start-up does not grow with the number of games in progress."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from types import TracebackType

from bot.store import Database, DatabaseUnavailable, GameStore, IntegrityError, Snapshot
from bot.store.games import OPEN_STATUSES
from bot.store.prefs import PrefsStore
from bot.store.shards import Shards
from bot.store.stats import StatsStore

from . import snapshots
from .errors import Refusal, ServiceError
from .events import Outcome
from .table import TableView, UnusableSnapshot

log = logging.getLogger(__name__)

# Told of every outcome once it is committed. A subscriber must return at once (schedule
# its work as a task): it runs while the game's lock is held.
Subscriber = Callable[[Outcome], None]


class Registry:
    def __init__(
        self,
        database: Database,
        *,
        clock: Callable[[], float] = time.time,
        shards: Shards | None = None,
    ) -> None:
        self.store = GameStore(database, shards)
        self.stats = StatsStore(database)
        self.prefs = PrefsStore(database)
        self.clock = clock
        self._tables: dict[int, TableView] = {}  # the open games loaded so far
        self._places: dict[int, int] = {}  # channel or thread id -> game id, every open game
        self._cold: set[int] = set()  # open games not loaded yet
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

    async def load(self) -> list[int]:
        """Learn where every lobby and running game lives (at start-up); the games
        themselves load on first use. The ids of the open games."""
        self._tables.clear()
        self._places = await self.store.open_places()
        self._cold = set(self._places.values())
        log.info("%d open games", len(self._cold))
        return sorted(self._cold)

    async def held(self, game_id: int) -> TableView | None:
        """The open game as held (not a copy), loaded first if need be; None if closed."""
        table = self._tables.get(game_id)
        if table is not None or game_id not in self._cold:
            return table
        async with self.lock(game_id):
            return self._tables.get(game_id)

    async def _warm(self, game_id: int) -> None:
        """Load a cold game from its log; under its lock, so a commit is never overtaken."""
        if game_id not in self._cold:
            return
        row = await self.store.load(game_id, snapshot_version=snapshots.VERSION)
        table = None
        if row is not None and row.snapshot is not None:
            try:
                table = TableView.from_row(row)
            except UnusableSnapshot:
                log.warning("game=%d: its snapshot is unusable; replaying its log", game_id)
                row = await self.store.load(game_id)
        self._cold.discard(game_id)
        if row is None or row.status not in OPEN_STATUSES:
            for place, held in list(self._places.items()):
                if held == game_id:
                    del self._places[place]
            return
        if table is None:
            table = TableView.from_row(row)
        self.put(table)
        if row.computer_turn is None:
            await self.store.set_computer_turn(game_id, table.bot_to_act)
        game = table.game
        if row.snapshot is None and game is not None and game.actions and not game.is_over:
            # None, an old one or an unusable one: the next load need not replay it all.
            state = snapshots.freeze(game, table.computer_turns)
            snapshot = Snapshot(snapshots.VERSION, table.log_length, state)
            try:
                await self.store.save_snapshot(game_id, snapshot)
            except Exception:  # a cache: the game is loaded all the same
                log.exception("game=%d: its snapshot could not be written", game_id)
        log.debug("game=%d loaded", game_id)

    async def game_at(self, place_id: int) -> TableView | None:
        """The lobby or running game of a channel or thread, if any."""
        game_id = self._places.get(place_id)
        if game_id is None:
            return None
        table = await self.held(game_id)
        return None if table is None else table.snapshot()

    async def game_here(self, place_id: int) -> TableView:
        """The lobby or running game of a channel or thread; a clear error if there is none."""
        found = await self.game_at(place_id)
        if found is None:
            raise ServiceError(Refusal.NO_GAME)
        return found

    @staticmethod
    def seat_of(table: TableView, user_id: int) -> int:
        """The user's seat at a table; a clear error if they have none."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise not_in_game()
        return seat

    async def table(self, game_id: int) -> TableView | None:
        """An open game; None once it is over."""
        found = await self.held(game_id)
        return None if found is None else found.snapshot()

    def loaded(self, game_id: int) -> TableView | None:
        """An open game if it is loaded already, else None; no I/O, for callers that cannot
        wait (a game not used since the start is not loaded)."""
        found = self._tables.get(game_id)
        return None if found is None else found.snapshot()

    def loaded_at(self, place_id: int) -> TableView | None:
        """As `loaded`, for the game of a channel or thread."""
        game_id = self._places.get(place_id)
        return None if game_id is None else self.loaded(game_id)

    def open_games(self) -> list[int]:
        """The ids of every lobby and running game, loaded or not."""
        return sorted(set(self._places.values()))

    async def find_game(self, game_id: int) -> TableView | None:
        """An open game, else a finished or abandoned one from its log; None if unknown."""
        return await self.table(game_id) or await self.finished_game(game_id)

    async def any_game(self, game_id: int) -> TableView:
        """As find_game, with a clear error for a game that does not exist."""
        found = await self.find_game(game_id)
        if found is None:
            raise ServiceError(Refusal.NO_GAME, detail="gone")
        return found

    async def finished_game(self, game_id: int) -> TableView | None:
        """A game that is no longer open (finished, abandoned, cancelled), from the log."""
        row = await self.store.load(game_id)
        return None if row is None else TableView.from_row(row)

    async def last_game_at(self, place_id: int) -> TableView | None:
        """The open game of a channel or thread, else the last one played there."""
        open_game = await self.game_at(place_id)
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

    def lock(self, game_id: int) -> GameLock:
        """The game's lock; once it is held, the game is loaded (if it is open)."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return GameLock(self, game_id, lock)

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
        self._cold.discard(table.id)

    def forget(self, table: TableView) -> None:
        """A game that ended or a lobby that closed: its place is free again."""
        self._tables.pop(table.id, None)
        self._cold.discard(table.id)
        if self._places.get(table.place_id) == table.id:
            del self._places[table.place_id]
        self._locks.pop(table.id, None)

    def evict(self, game_id: int) -> None:
        """Drop what is held of an open game: the next use loads it from the database again
        (another process moved it on, or a write's outcome is not known)."""
        if self._tables.pop(game_id, None) is not None or game_id in self._places.values():
            self._cold.add(game_id)

    def taken(self, place_id: int) -> bool:
        return place_id in self._places

    def opened(self, game_id: int) -> TableView:
        table = self._tables.get(game_id)
        if table is None:
            raise ServiceError(Refusal.GAME_ENDED)
        return table

    def in_lobby(self, game_id: int) -> TableView:
        table = self.opened(game_id)
        if table.status != "lobby":
            raise ServiceError(Refusal.ALREADY_STARTED)
        return table

    def in_play(self, game_id: int) -> TableView:
        table = self.opened(game_id)
        if table.status != "active":
            raise ServiceError(Refusal.NOT_STARTED)
        return table


class GameLock:
    """`async with registry.lock(game_id)`: one request at a time per game, with the game
    loaded from its log first if it was not yet."""

    def __init__(self, registry: Registry, game_id: int, lock: asyncio.Lock) -> None:
        self._registry = registry
        self._game_id = game_id
        self._lock = lock

    async def __aenter__(self) -> None:
        await self._lock.acquire()
        try:
            await self._registry._warm(self._game_id)
        except BaseException:
            self._lock.release()
            raise

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        try:
            if isinstance(error, IntegrityError | DatabaseUnavailable):
                # What is held may no longer be what is stored: load it again next time.
                self._registry.evict(self._game_id)
            if isinstance(error, IntegrityError):
                log.warning("game=%d: a write was refused (%s); reloading it", self._game_id, error)
                raise moved_on() from error
        finally:
            self._lock.release()


def moved_on() -> ServiceError:
    return ServiceError(Refusal.MOVED_ON)


def not_in_game() -> ServiceError:
    return ServiceError(Refusal.NOT_IN_GAME)
