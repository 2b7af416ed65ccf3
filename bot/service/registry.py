"""The registry: every lobby and running game, found by id or by the channel or thread it
lives in, one lock per game, and the subscribers told of every change.

A start-up reads only where each open game lives (one small query); a game is loaded from
its log on first use — a command, a button, a computer turn, a timer — under its lock, so
the start-up does not grow with the number of games in progress.

The lookups, by what they give (None when there is no such game):
- `open_table(game_id)`, `table_at(place_id)`: a copy of a lobby or running game, by id or by
  the channel or thread it lives in, loaded first if need be;
- `any_table(game_id)`: as `open_table`, else the closed game from its log;
- `stored_table(game_id)`: the game as its log has it, for one that is closed;
- `last_table_at(place_id)`: as `table_at`, else the last game played there;
- `ended_at(place_id)`: the game that lived in this very channel or thread, if it is the last
  one there and it is over (finished or abandoned);
- `held(game_id)`, `held_at(place_id)`: the open game as held (not a copy), no I/O: None if
  it is not loaded (`held_tables()`: every one loaded);
- `require_held(game_id, status)`: as `held`, for the jobs under the game's lock; it refuses
  instead a game that is over or not in `status`.
A copy may be played on by whoever has it; what is held changes only under the game's lock,
by a new table swapped in (`put`)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import replace
from types import TracebackType
from typing import Literal

from bot.store import DatabaseUnavailable, GameStore, IntegrityError, Snapshot
from bot.store.games import OPEN_STATUSES

from . import snapshots
from .errors import Refusal, ServiceError
from .events import Outcome
from .facts import Facts
from .table import TableView, UnusableSnapshot

log = logging.getLogger(__name__)

OVER = ("finished", "abandoned")  # a game that was played, with or without a result

# Told of every outcome once it is committed. A subscriber must return at once (schedule
# its work as a task): it runs while the game's lock is held.
Subscriber = Callable[[Outcome], None]


class Registry:
    def __init__(self, store: GameStore) -> None:
        self._store = store
        self._tables: dict[int, TableView] = {}  # the open games loaded so far
        self._places: dict[int, int] = {}  # channel or thread id -> game id, every open game
        self._cold: set[int] = set()  # open games not loaded yet
        self._locks: dict[int, asyncio.Lock] = {}
        self._subscribers: list[Subscriber] = []
        # What telling a change needs of its server, read at its commit (set by the running
        # bot, which has the settings and languages; without it outcomes carry none).
        self.facts: Facts | None = None

    @property
    def open_count(self) -> int:
        """How many games are open (lobbies and games in play), loaded or not."""
        return len(set(self._places.values()))

    # ------------------------------------------------------------------ announcements

    def subscribe(self, subscriber: Subscriber) -> None:
        self._subscribers.append(subscriber)

    async def announce(self, outcome: Outcome) -> Outcome:
        """Tell every subscriber of a committed change, with what telling it needs of its
        server; a subscriber's failure is logged and stops no one (the change is already
        committed)."""
        if outcome.server is None and self.facts is not None:
            table = outcome.table
            server = await self.facts.server(table.guild_id, duplicate=table.duplicate)
            outcome = replace(outcome, server=server)
        for subscriber in self._subscribers:
            try:
                subscriber(outcome)
            except Exception:
                log.exception("game=%d: a subscriber failed", outcome.table.id)
        return outcome

    async def answered(self, outcome: Outcome, user_id: int) -> Outcome:
        """A person's committed change as their own interaction answers it: with what
        answering needs of them, read now (their language, their DMs' being closed)."""
        if self.facts is None:
            return outcome
        return replace(outcome, player=await self.facts.player(user_id))

    # ------------------------------------------------------------------ lookups

    async def load(self) -> list[int]:
        """Learn where every lobby and running game lives (at start-up); the games
        themselves load on first use. The ids of the open games."""
        self._tables.clear()
        self._places = await self._store.open_places()
        self._cold = set(self._places.values())
        log.debug("%d open games", len(self._cold))
        return sorted(self._cold)

    async def _loaded(self, game_id: int) -> TableView | None:
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
        row = await self._store.load(game_id, snapshot_version=snapshots.VERSION)
        table = None
        if row is not None and row.snapshot is not None:
            try:
                table = TableView.from_row(row)
            except UnusableSnapshot:
                log.warning("game=%d: its snapshot is unusable; replaying its log", game_id)
                row = await self._store.load(game_id)
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
            await self._store.set_computer_turn(game_id, table.bot_to_act)
        if row.hand is None and (summary := table.summary(row.started_at or 0.0)) is not None:
            # A game from before the list of games kept its summary: written once.
            await self._store.set_summary(game_id, summary)
        game = table.game
        if row.snapshot is None and game is not None and game.actions and not game.is_over:
            # None, an old one or an unusable one: the next load need not replay it all.
            state = snapshots.freeze(game, table.computer_turns)
            snapshot = Snapshot(snapshots.VERSION, table.log_length, state)
            try:
                await self._store.save_snapshot(game_id, snapshot)
            except Exception:  # a cache: the game is loaded all the same
                log.exception("game=%d: its snapshot could not be written", game_id)
        log.debug("game=%d loaded", game_id)

    async def open_table(self, game_id: int) -> TableView | None:
        """A copy of the lobby or running game, loaded first if need be; None once it is
        closed."""
        found = await self._loaded(game_id)
        return None if found is None else found.snapshot()

    async def table_at(self, place_id: int) -> TableView | None:
        """As `open_table`, for the lobby or running game of a channel or thread."""
        game_id = self._places.get(place_id)
        return None if game_id is None else await self.open_table(game_id)

    async def any_table(self, game_id: int) -> TableView | None:
        """An open game, else a finished, abandoned or cancelled one from its log; None if
        unknown."""
        return await self.open_table(game_id) or await self.stored_table(game_id)

    async def stored_table(self, game_id: int) -> TableView | None:
        """The game as its log has it, whatever is held: for a game that is no longer open
        (finished, abandoned, cancelled). None if unknown."""
        row = await self._store.load(game_id)
        return None if row is None else TableView.from_row(row)

    async def last_table_at(self, place_id: int) -> TableView | None:
        """The open game of a channel or thread, else the last one played there."""
        open_game = await self.table_at(place_id)
        if open_game is not None:
            return open_game
        game_id = await self._store.last_game_at(place_id)
        return None if game_id is None else await self.stored_table(game_id)

    async def ended_at(self, place_id: int) -> TableView | None:
        """The last game or lobby that lived in this very channel or thread, if it is a game
        that is over (finished or abandoned); None otherwise (a cancelled lobby, nothing)."""
        found = await self._store.last_game_in(place_id)
        if found is None or found[1] not in OVER:
            return None
        return await self.stored_table(found[0])

    def held(self, game_id: int) -> TableView | None:
        """The open game as held (not a copy) if it is loaded, else None; no I/O. The jobs
        change it under the game's lock (which loads it); a caller that cannot wait may look
        at it (a game not used since the start is not loaded), never play on its game."""
        return self._tables.get(game_id)

    def held_at(self, place_id: int) -> TableView | None:
        """As `held`, for the game of a channel or thread."""
        game_id = self._places.get(place_id)
        return None if game_id is None else self._tables.get(game_id)

    def held_tables(self) -> list[TableView]:
        """Every open game loaded so far, as held."""
        return list(self._tables.values())

    def open_games(self) -> list[int]:
        """The ids of every lobby and running game, loaded or not."""
        return sorted(set(self._places.values()))

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

    def require_held(
        self, game_id: int, status: Literal["lobby", "active"] | None = None
    ) -> TableView:
        """As `held`, for the jobs under the game's lock: a clear error for a game that is
        over and, given a `status`, for a game that is not in it (a lobby that has started,
        a game that has not)."""
        table = self._tables.get(game_id)
        if table is None:
            raise ServiceError(Refusal.GAME_ENDED)
        if status == "lobby" and table.status != "lobby":
            raise ServiceError(Refusal.ALREADY_STARTED)
        if status == "active" and table.status != "active":
            raise ServiceError(Refusal.NOT_STARTED)
        return table

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
