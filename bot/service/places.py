"""Where games live, and what the service decides when a server changes under them.

A thread or channel deleted by a moderator ends the games there without results (their log
stays, so the record can still be read): a game nobody can reach must not stay "running" for
ever. An event's table is the exception: its round needs its result, so a deleted thread
leaves it waiting, paused, for a new one (`on_homeless`, `rehome`).

A server that removed the bot pauses its games: no turn is played and nothing is posted
until the bot is invited back. That pause is one fact about the server, stored on its row
(migration 0011) and read by the queries of the timers and of the computer's turns: pausing
or resuming a server loads none of its games, however many it holds. The presentation words
these decisions; it makes none.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterable
from dataclasses import replace

from bot.engine.words import plural
from bot.store import GameStore
from bot.store.rows import OpenGame
from bot.store.servers import forget_server, games_of_server

from .events import GamesPaused, GamesResumed, Origin, Outcome, PlaceVanished
from .registry import Registry
from .table import TableView

log = logging.getLogger(__name__)


class Places:
    def __init__(self, registry: Registry, store: GameStore, clock: Callable[[], float]) -> None:
        self._registry = registry
        self._store = store
        self._clock = clock
        # Servers that removed the bot: what their rows say (`load`), for the games loaded.
        self._away_from: set[int] = set()
        self._locked: set[int] = set()  # threads a moderator locked
        # Told of a server that took the bot back (`Turns.server_back`): its games not loaded
        # have turns to play and timers to run again.
        self.on_back: Callable[[int], None] = lambda guild_id: None
        # Told of an event's table whose thread was deleted: it waits for a new one.
        self.on_homeless: Callable[[TableView], None] = lambda table: None
        # The places of those tables meanwhile (negative: no channel has them), paused.
        self._homeless: set[int] = set()

    async def load(self) -> None:
        """The servers stored as having removed the bot (at start-up, before Discord says)."""
        self._away_from = await self._store.away_servers()
        self._homeless = await self._store.homeless_places()

    # ------------------------------------------------------------------ a deleted place

    async def vanished(self, place_id: int) -> list[Outcome]:
        """A channel or thread was deleted: every lobby and game living there, or started
        from there, ends without results. Nothing if no game was there."""
        ended = []
        # From the store: a game not loaded since the start ends too (loaded under its lock).
        for game in await self._store.open_games_brief(place_id=place_id):
            outcome = await self._end(game.id, place_id)
            if outcome is not None:
                ended.append(outcome)
        return ended

    async def _end(self, game_id: int, place_id: int) -> Outcome | None:
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            if table is None:
                return None  # it ended meanwhile
            if table.event is not None and table.status == "active" and table.thread_id == place_id:
                await self._unhome(table)
                return None
            status = "cancelled" if table.status == "lobby" else "abandoned"
            await self._store.end_game(game_id, status, self._clock())
            table = replace(table, status=status, turn_deadline=None)
            self._registry.forget(table)
            log.info(
                "guild=%s game=%d %s: its place %d was deleted",
                table.guild_id,
                game_id,
                status,
                place_id,
            )
            return await self._registry.announce(
                Outcome(table.snapshot(), (PlaceVanished(game_id, place_id),), Origin.SERVER)
            )

    async def _unhome(self, table: TableView) -> None:
        """An event's table whose thread was deleted waits, paused, under a place no channel
        has (its id, negative), until the event gives it a new thread."""
        place = -table.id
        await self._store.set_place(table.id, place)
        table = replace(table, place_id=place, thread_id=None, message_id=None)
        self._registry.put(table)
        self._homeless.add(place)
        log.info(
            "guild=%s game=%d: its thread was deleted; it waits for another",
            table.guild_id,
            table.id,
        )
        self.on_homeless(table.snapshot())

    async def rehome(self, game_id: int, thread_id: int) -> TableView | None:
        """An event's table waiting for a thread moves into `thread_id` and goes on."""
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            if table is None or table.place_id >= 0:
                return None
            await self._store.set_thread(game_id, thread_id)
            self._homeless.discard(table.place_id)
            table = replace(table, thread_id=thread_id, place_id=thread_id)
            self._registry.put(table)
            return table.snapshot()

    # ------------------------------------------------------------------ a server without the bot

    def paused(self, table: TableView) -> bool:
        """Whether a game waits for its server to let the bot back in (or, an event's table,
        for a new thread)."""
        if table.place_id in self._locked or table.place_id < 0:
            return True
        return table.guild_id is not None and table.guild_id in self._away_from

    def pauses(self) -> frozenset[int]:
        """The locked threads, for the queries that skip their games without loading them
        (those of a server without the bot: the store's rows say it)."""
        return frozenset(self._locked | self._homeless)

    # ------------------------------------------------------------------ a server's data

    async def games_of(self, guild_id: int) -> int:
        return await games_of_server(self._store.db, guild_id)

    async def forget(self, guild_id: int) -> int:
        """Delete a server's games and statistics (the server asked, and confirmed): its open
        games stop first, under their locks, so no move is half written."""
        games = await self._store.open_games_brief(guild_id=guild_id)
        async with contextlib.AsyncExitStack() as held:
            for game in games:
                await held.enter_async_context(self._registry.lock(game.id))  # loads it
            tables = [t for t in map(self._registry.held, (g.id for g in games)) if t is not None]
            deleted = await forget_server(self._store.db, guild_id)
            for table in tables:
                self._registry.forget(table)
        log.info("guild=%d: forgot %d games and the statistics, as asked", guild_id, deleted)
        return deleted

    # ------------------------------------------------------------------ a locked thread

    async def locked(self, place_id: int) -> list[Outcome]:
        """A moderator locked the game's thread: only they may write there, so the game waits
        (its timers too) until it is unlocked."""
        if place_id in self._locked:
            return []
        self._locked.add(place_id)  # first: a game loading meanwhile is paused already
        here = await self._here(place_id)
        if here:
            log.info("thread %d is locked: its game waits", place_id)
        return await self._tell(here, lambda t: GamesPaused(t.guild_id, locked=True))

    async def unlocked(self, place_id: int) -> list[Outcome]:
        if place_id not in self._locked:
            return []
        self._locked.discard(place_id)
        here = await self._here(place_id)
        if here:
            log.info("thread %d is unlocked: its game goes on", place_id)
        return await self._tell(here, lambda t: GamesResumed(t.guild_id, locked=True))

    async def removed_from(self, guild_id: int) -> list[Outcome]:
        """The server removed the bot: its games pause."""
        return await self._away([guild_id], await self._store.open_games_per_server())

    async def back_in(self, guild_id: int) -> list[Outcome]:
        """The bot is in the server again: its games go on."""
        return await self._back([guild_id], await self._store.open_games_per_server())

    async def servers_are(self, guild_ids: Iterable[int]) -> list[Outcome]:
        """The servers the bot is in, as Discord lists them at a (re)connection: games of any
        other server pause, those of a server that took the bot back go on. Two small
        queries and a write or two, whatever the number of games."""
        present = set(guild_ids)
        games = await self._store.open_games_per_server()
        gone = [g for g in games if g not in present]
        back = [g for g in self._away_from if g in present]
        return await self._away(gone, games) + await self._back(back, games)

    async def _away(self, guild_ids: list[int], games: dict[int, int]) -> list[Outcome]:
        news = sorted(g for g in guild_ids if g not in self._away_from)
        if not news:
            return []
        await self._store.set_server_away(news, self._clock())
        self._away_from.update(news)  # a game loading from now on is paused already
        for guild_id in news:
            held = plural(games.get(guild_id, 0), "open game")
            log.info("guild=%d: the bot is not in the server; its %s wait", guild_id, held)
        # Only the games loaded are told (their table messages stop following): the others
        # wait by the store's queries.
        return await self._tell(self._held_in(news), lambda t: GamesPaused(t.guild_id))

    async def _back(self, guild_ids: list[int], games: dict[int, int]) -> list[Outcome]:
        news = sorted(g for g in guild_ids if g in self._away_from)
        if not news:
            return []
        await self._store.set_server_away(news, None)
        self._away_from.difference_update(news)
        outcomes = await self._tell(self._held_in(news), lambda t: GamesResumed(t.guild_id))
        for guild_id in news:
            held = plural(games.get(guild_id, 0), "open game")
            log.info("guild=%d: the bot is back in the server; its %s go on", guild_id, held)
            self.on_back(guild_id)
        return outcomes

    def _held_in(self, guild_ids: list[int]) -> list[TableView]:
        """The open games of these servers that are loaded (copies), none loaded for it."""
        wanted = set(guild_ids)
        return [
            table.snapshot()
            for table in self._registry.held_tables()
            if table.guild_id in wanted and table.status in ("lobby", "active")
        ]

    async def _here(self, place_id: int) -> list[TableView]:
        """The open games living in a thread, loaded if they were not."""
        games = await self._store.open_games_brief(place_id=place_id)
        return await self._tables([g for g in games if g.place_id == place_id])

    async def _tables(self, games: list[OpenGame]) -> list[TableView]:
        tables = []
        for game in games:
            table = await self._registry.open_table(game.id)
            if table is not None:
                tables.append(table)
        return tables

    async def _tell(
        self, tables: list[TableView], event: Callable[[TableView], GamesPaused | GamesResumed]
    ) -> list[Outcome]:
        outcomes = []
        for table in tables:
            said = event(table)
            outcomes.append(await self._registry.announce(Outcome(table, (said,), Origin.SERVER)))
        return outcomes
