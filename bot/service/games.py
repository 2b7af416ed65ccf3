"""The game service, the one door of the Discord side: the games a command or a button is
about (from the registry), the lobby, play, the turns nobody at the table plays, and what a
player may ask of a game (legal moves, its record). It knows Discord user ids, never Discord
objects, and announces every change."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import PRESETS, Bid, Card, Phase
from bot.engine.record import public_record, to_record
from bot.store import Database, DatabaseUnavailable, GameStore, ListedGame
from bot.store.daily import DailyStore
from bot.store.events import EventStore
from bot.store.notices import NoticeStore
from bot.store.prefs import NOTIFY_CHOICES, NoticePrefs, PrefsStore
from bot.store.shards import Shards
from bot.store.stats import StatsStore

from .coach import Coach, Searches
from .daily import Daily
from .errors import EndedHere, Refusal, ServiceError
from .events_duplicate import Events
from .events_rounds import Rounds, TableHomeless
from .languages import PLAYER_CHANGED
from .lobby import Lobby
from .notices import Notifier
from .places import Places
from .play import Play
from .registry import Registry, Subscriber, not_in_game
from .sight import Sight
from .table import TableView
from .takebacks import Takebacks
from .turns import Decide, Turns, decide_in_a_thread

log = logging.getLogger(__name__)

PRESET_NAMES: tuple[str, ...] = tuple(PRESETS)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game's record (RULES §8) as a player may see it: complete once the game is over,
    else only the hands already played (never the deal in progress)."""

    game_id: int
    data: dict[str, Any]
    complete: bool


# `/backalley games` shows this many games a page.
GAMES_PAGE = 10


@dataclass(frozen=True, slots=True)
class GamesPage:
    """A page of a player's open games and lobbies (`GameService.games_of`): page `page`
    (from 0) of `pages`, `total` games in all."""

    games: tuple[ListedGame, ...]
    page: int
    pages: int
    total: int


class GameService:
    """The registry of open games and one object per job (`lobby`, `play`, `turns`, `places`,
    `coach`, `takebacks`), each given the registry and the stores it uses."""

    def __init__(
        self,
        database: Database,
        *,
        clock: Callable[[], float] = time.time,
        new_seed: Callable[[], int] = lambda: secrets.randbits(63),
        new_dealer: Callable[[int], int] = secrets.randbelow,
        new_secret: Callable[[], int] = lambda: secrets.randbits(63),
        computer_pause: float = 1.5,
        decide: Decide = decide_in_a_thread,
        searches: Searches | None = None,
        shards: Shards | None = None,
    ) -> None:
        self.clock = clock
        self.store = store = GameStore(database, shards)
        self.stats = stats = StatsStore(database)
        self.prefs = PrefsStore(database)
        self.registry = registry = Registry(store)
        self.lobby = Lobby(
            registry,
            store,
            self.prefs,
            clock,
            new_seed=new_seed,
            new_dealer=new_dealer,
            new_secret=new_secret,
        )
        self.play = Play(registry, store, stats, clock)
        self.places = Places(registry, store, clock)
        self.takebacks = Takebacks(registry, store, stats, clock)
        self.turns = Turns(
            registry,
            store,
            self.play,
            clock,
            self.takebacks,
            pause=computer_pause,
            decide=decide,
            new_secret=new_secret,
            paused=self.places.paused,
            pauses=self.places.pauses,
        )
        events = EventStore(database)
        self.daily = Daily(registry, DailyStore(database), stats, clock)
        self.sight = Sight(events, self.daily)
        self.coach = Coach(registry, store, stats, self.play, searches, self.sight)
        self.events = Events(events, stats, Rounds(registry, events, store, clock), clock)
        self.places.on_homeless = self._homeless
        mine = (shards or Shards.everything()).condition()
        self.notifier = Notifier(
            registry, NoticeStore(database, mine), self.prefs, clock, paused=self.places.paused
        )
        self.places.on_back = self._server_back
        self._hearing: set[asyncio.Task[None]] = set()
        database.on_notice(PLAYER_CHANGED, self._player_changed)

    def _homeless(self, table: TableView) -> None:
        """An event's table lost its thread: the event's hearers give it a new one."""
        mark = table.event
        if mark is not None:
            news = TableHomeless(mark.event_id, mark.round, mark.table, table.id)
            self.events.rounds.tell(news)

    async def rehome_table(self, game_id: int, thread_id: int) -> TableView | None:
        """An event's table whose thread was deleted goes on in a new one."""
        table = await self.places.rehome(game_id, thread_id)
        if table is not None and table.event is not None:
            mark = table.event
            await self.events.rounds.thread_made(mark.event_id, mark.round, mark.table, thread_id)
        return table

    def _server_back(self, guild_id: int) -> None:
        """A server took the bot back: its timers, computer turns and notifications go on."""
        self.turns.server_back(guild_id)
        self.notifier.wake()

    # ------------------------------------------------------------------ the registry

    async def load(self) -> list[int]:
        """Learn where every lobby and running game lives (at start-up); the games
        themselves load on first use. The ids of the open games."""
        await self.places.load()
        return await self.registry.load()

    def subscribe(self, subscriber: Subscriber) -> None:
        """`subscriber` hears every committed change from now on."""
        self.registry.subscribe(subscriber)

    async def quiesce(self) -> None:
        """Wait until no request holds a game's lock: every action in flight is committed."""
        await self.takebacks.settle()
        await self.registry.quiesce()

    # ------------------------------------------------------------------ the games asked about

    async def table_at(self, place_id: int) -> TableView | None:
        """The lobby or running game of a channel or thread, if any."""
        return await self.registry.table_at(place_id)

    async def require_table_at(self, place_id: int) -> TableView:
        """As `table_at`, with a clear error if there is none: in the place of a game that is
        over (its thread), that it is over and how it ended."""
        found = await self.registry.table_at(place_id)
        if found is None:
            ended = await self.registry.ended_at(place_id)
            if ended is not None:
                raise EndedHere(ended)
            raise ServiceError(Refusal.NO_GAME)
        return found

    async def any_table(self, game_id: int) -> TableView | None:
        """An open game, else a finished, abandoned or cancelled one from its log; None if
        unknown."""
        return await self.registry.any_table(game_id)

    async def require_any_table(self, game_id: int) -> TableView:
        """As `any_table`, with a clear error for a game that does not exist."""
        found = await self.registry.any_table(game_id)
        if found is None:
            raise ServiceError(Refusal.NO_GAME, detail="gone")
        return found

    @staticmethod
    def seat_of(table: TableView, user_id: int) -> int:
        """The user's seat at a table; a clear error if they have none."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise not_in_game()
        return seat

    # ------------------------------------------------------------------ a player's questions

    async def held_table_at(self, place_id: int) -> TableView | None:
        """The game of a channel or thread as held, loaded first if need be: to read at once,
        never to play on (`table_at` gives a copy). Every change swaps a new table in, so the
        same object means nothing changed (no move, take-back or seat since)."""
        held = self.registry.held_at(place_id)
        if held is None and await self.registry.table_at(place_id) is not None:
            held = self.registry.held_at(place_id)
        return held

    @staticmethod
    def bids_of(table: TableView | None, user_id: int) -> list[Bid]:
        """The bids the user may make now at this table: none unless it is their turn."""
        game, seat = _my_turn(table, user_id, Phase.BID)
        return [] if game is None else list(game.legal_bids(seat))

    @staticmethod
    def cards_of(table: TableView | None, user_id: int) -> list[Card]:
        """The cards the user may play now at this table: none unless it is their turn."""
        game, seat = _my_turn(table, user_id, Phase.PLAY)
        return [] if game is None else list(game.legal_cards(seat))

    @staticmethod
    def held_by(table: TableView | None, user_id: int) -> list[Card]:
        """The cards the user holds at this table, whoever's turn it is."""
        if table is None or table.game is None:
            return []
        seat = table.seat_of(user_id)
        return [] if seat is None else list(table.game.hand(seat))

    async def plays_forced(self, user_id: int) -> bool:
        """Whether the player chose to have their only legal card played for them."""
        return await self.prefs.plays_forced(user_id)

    async def set_plays_forced(self, user_id: int, on: bool) -> None:
        """The player's choice, for every game they play from now on, including the games
        in progress (a forced card waiting for them now is played after the usual pause);
        other processes on the database hear of it for theirs."""
        await self.prefs.set_plays_forced(user_id, on, self.clock())
        # The running games of this process's servers: one not loaded since the start loads
        # now, reading the choice with its seats.
        for game_id in await self.store.running_games_of(user_id):
            await self._plays_forced_in(game_id, user_id, on)
        await self.store.db.notify(PLAYER_CHANGED, str(user_id))

    async def notice_prefs(self, user_id: int) -> NoticePrefs:
        """How and when the player is told a game awaits them."""
        return await self.prefs.notice_prefs(user_id)

    async def set_notice_prefs(
        self,
        user_id: int,
        *,
        notify: str | None = None,
        time_zone: str | None = None,
        quiet: str | None = None,
        dm_after: float | None = None,
    ) -> NoticePrefs:
        """The player's choice of notifications (checked by the presentation: a known zone,
        hours like 23-08, "" for no quiet hours, seconds a turn waits before its DM), for
        every game, the running ones too."""
        assert notify is None or notify in NOTIFY_CHOICES
        await self.prefs.set_notice_prefs(
            user_id,
            self.clock(),
            notify=notify,
            time_zone=time_zone,
            quiet=quiet,
            dm_after=dm_after,
        )
        chosen = await self.prefs.notice_prefs(user_id)
        for game_id in await self.store.running_games_of(user_id):
            await self._notices_in(game_id, user_id, chosen)
        await self.store.db.notify(PLAYER_CHANGED, str(user_id))
        self.notifier.wake()  # a digest held for quiet hours may be due now
        return chosen

    async def _notices_in(self, game_id: int, user_id: int, chosen: NoticePrefs) -> None:
        """A running game held here follows the player's choice of notifications."""
        async with self.registry.lock(game_id):
            held = self.registry.held(game_id)
            seat = None if held is None else held.seat_of(user_id)
            if held is None or seat is None:
                return
            taken = held.seats[seat]
            assert taken is not None
            now = (taken.notify, taken.quiet, taken.time_zone, taken.dm_after)
            if now != (chosen.notify, chosen.quiet, chosen.time_zone, chosen.dm_after):
                changed = replace(
                    taken,
                    notify=chosen.notify,
                    quiet=chosen.quiet,
                    time_zone=chosen.time_zone,
                    dm_after=chosen.dm_after,
                )
                self.registry.put(held.with_seat(seat, changed))

    def _player_changed(self, payload: str | None) -> None:
        """Another process (or this one) changed a player's choices: the games held here
        follow. None: notices may have been missed, every player held here is read again."""
        users = None if payload is None else {int(payload)}
        task = asyncio.create_task(self._choices_again(users))
        self._hearing.add(task)
        task.add_done_callback(self._hearing.discard)

    async def _choices_again(self, users: set[int] | None) -> None:
        held = {
            (table.id, seat.user_id)
            for table in self.registry.held_tables()
            if table.status == "active"
            for seat in table.seats
            if seat is not None
            and seat.user_id is not None
            and (users is None or seat.user_id in users)
        }
        try:
            chosen = await self.prefs.plays_forced_of({user for _, user in held})
            notices = await self.prefs.notice_prefs_of({user for _, user in held})
            for game_id, user_id in sorted(held):
                await self._plays_forced_in(game_id, user_id, chosen.get(user_id, False))
                await self._notices_in(game_id, user_id, notices.get(user_id, NoticePrefs()))
        except DatabaseUnavailable:
            log.warning("the players' choices could not be read again: the database is away")

    async def _plays_forced_in(self, game_id: int, user_id: int, on: bool) -> None:
        async with self.registry.lock(game_id):
            held = self.registry.held(game_id)
            seat = None if held is None else held.seat_of(user_id)
            if held is None or seat is None:
                return
            taken = held.seats[seat]
            assert taken is not None
            if taken.plays_forced == on:
                return
            held = held.with_seat(seat, replace(taken, plays_forced=on))
            self.registry.put(held)
            if held.bot_to_act:
                await self.store.set_computer_turn(game_id, True)
                self.turns.kick(game_id)

    async def games_of(self, user_id: int, page: int = 0) -> GamesPage:
        """A page of the open games and lobbies the player has a seat in, in every server:
        those awaiting the player first. Read from the store alone, no game loaded. A page
        past the last gives the last."""
        games, total = await self.store.games_of(user_id, first=page * GAMES_PAGE, count=GAMES_PAGE)
        pages = max(1, -(-total // GAMES_PAGE))
        if page >= pages and page > 0:
            # The list shrank since the button was drawn: its last page.
            return await self.games_of(user_id, pages - 1)
        return GamesPage(tuple(games), page, pages, total)

    async def record_at(self, place_id: int, user_id: int) -> GameRecord | None:
        """The record of the channel's game, or of the last one played there, as the player
        may see it (`sight.py`: a game others play too waits for its time)."""
        table = await self.registry.last_table_at(place_id)
        if table is None:
            return None
        await self.sight.require_record(table, user_id)
        return record_of(table)


def record_of(table: TableView) -> GameRecord | None:
    """A game's record as a player may see it; None before its first deal."""
    game = table.game
    if game is None:
        return None
    if game.is_over:
        return GameRecord(table.id, to_record(game), True)
    return GameRecord(table.id, public_record(game), False)


def _my_turn(table: TableView | None, user_id: int, phase: Phase) -> tuple[Any, int]:
    if table is None or table.game is None:
        return None, -1
    seat = table.seat_of(user_id)
    game = table.game
    if seat is None or game.to_act != seat or game.phase is not phase:
        return None, -1
    return game, seat
