"""Turns the people at the table do not play themselves: computer seats, players who are
away, and players whose turn timer ran out; and the reminders at half time.

The service decides and commits these moves; its subscribers (the announcer in the channel,
the table refresher) hear of them as of any other change. One task per game plays the
computer's turns, with a short pause so the table can follow; one dispatcher sleeps until
the next reminder or deadline of any game, or the lapse of a waiting take-back (they live in
the database, so a restart re-arms them all), in the way of a database-backed reminder
queue."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Collection
from dataclasses import replace

from bot.ai import player_seed
from bot.ai.pool import decide
from bot.engine import Action, SeatView
from bot.store import DatabaseUnavailable, GameStore

from .errors import Refusal, ServiceError
from .events import (
    CardsForced,
    GameStarted,
    Origin,
    Outcome,
    SeatAway,
    TakebackAsked,
    TimeRanOut,
    TurnReminded,
)
from .moves import PlayCard, move_of
from .play import Play
from .registry import Registry
from .table import TableView
from .takebacks import Takebacks

log = logging.getLogger(__name__)

# The level that plays for a player who is away or out of time.
STAND_IN_LEVEL = "strong"
# After a start, the computer's turns resume this many games at a time, this far apart (s).
RESUME_BATCH = 50
RESUME_PAUSE = 0.05
# While the database is away, the computer and the timers try again after these waits (in
# seconds, doubling), so that an outage neither stops a game for good nor floods the log.
RETRY_FIRST, RETRY_MOST = 0.5, 30.0
# A computer turn refused this many times running, because another process wrote the game
# first, is left to that process.
MOVED_ON_MOST = 3
REMIND = "remind"
EXPIRE = "expire"
LAPSE = "lapse"  # a take-back nobody answered
RETURN = "return"  # a player away until a time is back

# How a computer player decides: (the seat's view, its level, its seed) -> its action.
# The bot gives a pool of worker processes (`bot.ai.pool.DecisionPool.decide`), so that a
# burst of computer turns never holds up the answers to people.
Decide = Callable[[SeatView, str, int], Awaitable[Action]]
# What pauses games beside a server without the bot (the store's rows say that one), for the
# indexed queries: the locked threads.
Pauses = Collection[int]


async def decide_in_a_thread(view: SeatView, level: str, seed: int) -> Action:
    """The default: a worker thread of this process (the service's tests, small set-ups)."""
    return await asyncio.to_thread(decide, view, level, seed)


class Turns:
    def __init__(
        self,
        registry: Registry,
        store: GameStore,
        play: Play,
        clock: Callable[[], float],
        takebacks: Takebacks,
        *,
        pause: float = 1.5,
        decide: Decide = decide_in_a_thread,
        new_secret: Callable[[], int],
        paused: Callable[[TableView], bool] = lambda table: False,
        pauses: Callable[[], Pauses] = frozenset,
    ) -> None:
        self._registry = registry
        self._store = store
        self._play = play
        self._clock = clock
        self._takebacks = takebacks
        # A paused game (its server removed the bot) plays no turn and runs no timer.
        self._paused = paused
        # The same, for games not loaded: the locked threads (the servers without the bot are
        # the store's to skip).
        self._pauses = pauses
        self.pause = pause
        self.decide = decide
        self._new_secret = new_secret
        self._games: dict[int, asyncio.Task[None]] = {}
        self._timers: asyncio.Task[None] | None = None
        self._resuming: asyncio.Task[None] | None = None
        self._returning: set[asyncio.Task[None]] = set()  # servers back: their games resume
        # Set whenever a turn deadline may have changed: the dispatcher looks again.
        self.deadlines_changed = asyncio.Event()
        self._running = False
        registry.subscribe(self._heard)

    # ------------------------------------------------------------------ decisions

    def computer_to_act(self, game_id: int) -> bool:
        """Whether the bot makes the next move: the seat to act is played by the computer (a
        computer seat, or away), or its card is forced."""
        table = self._registry.held(game_id)
        return table is not None and table.bot_to_act and not self._paused(table)

    async def computer_turn(self, game_id: int, *, expired: bool = False) -> Outcome | None:
        """Play the turn of the seat to act with a computer player: a computer seat, a player
        who is away, or (`expired`) a player whose turn timer ran out. None if there is no
        such turn now (someone acted first)."""
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            if (
                table is None
                or table.status != "active"
                or table.game is None
                or self._paused(table)
            ):
                return None
            taken = table.seat_to_act
            if taken is None:
                return None
            if expired:
                deadline = table.turn_deadline
                if deadline is None or self._clock() < deadline:
                    return None
            elif table.last_trick_to_play:
                return await self._last_trick(table)
            elif not taken.played_by_computer:
                forced = table.forced_card()
                if forced is None:
                    return None
                return await self._play.apply(
                    table,
                    taken.seat,
                    PlayCard(forced),
                    by_computer=False,
                    origin=Origin.COMPUTER,
                    first=CardsForced((taken.seat,), last_trick=False),
                )
            table = await self._with_secret(table)
            assert table.players_secret is not None
            seed = player_seed(table.players_secret, taken.seat)
            level = taken.computer or STAND_IN_LEVEL
            game = table.game
            assert game is not None
            move = move_of(await self.decide(game.view(taken.seat), level, seed))
            if not expired:
                # Logged as the computer's only when it stands in for a person (away).
                return await self._play.apply(
                    table, taken.seat, move, by_computer=not taken.computer, origin=Origin.COMPUTER
                )
            log.info("game=%d: seat %d ran out of time; the computer plays", game_id, taken.seat)
            return await self._play.apply(
                table,
                taken.seat,
                move,
                by_computer=True,
                origin=Origin.TIMER,
                first=TimeRanOut(taken.seat, taken.user_id),
            )

    async def _last_trick(self, table: TableView) -> Outcome:
        """Every card of the last trick is forced: the bot plays them all, and the table hears
        of the whole trick at once."""
        game = table.game
        assert game is not None and game.to_act is not None
        seats = game.seats
        first = seats.index(game.to_act)
        order = (seats[first:] + seats[:first])[: len(seats) - len(game.trick)]
        forced = CardsForced(tuple(order), last_trick=True)
        return await self._play.play_out(table, forced, Origin.COMPUTER)

    async def _with_secret(self, table: TableView) -> TableView:
        """A game started before games kept their players' secret gets one now."""
        if table.players_secret is not None:
            return table
        secret = self._new_secret()
        await self._store.set_players_secret(table.id, secret)
        table = replace(table, players_secret=secret)
        self._registry.put(table)
        return table

    async def next_timer(self) -> tuple[float, int, str] | None:
        """The next reminder or deadline of any running game a person is to play, lapse
        of a take-back, or return of a player away until a time: (when, game id, kind), kind
        REMIND at half time, EXPIRE at the deadline, LAPSE or RETURN. From indexed queries:
        no game is loaded to know it. A paused game's timers wait."""
        places = self._pauses()
        found = await self._store.next_timer(skip_places=places)
        timers: list[tuple[float, int, str]] = []
        if found is not None:
            when, game_id, reminded = found
            timers.append((when, game_id, EXPIRE if reminded else REMIND))
        lapse = await self._takebacks.next_lapse(places)
        if lapse is not None:
            timers.append((lapse[0], lapse[1], LAPSE))
        back = await self._store.next_return(skip_places=places)
        if back is not None:
            timers.append((back[0], back[1], RETURN))
        return min(timers, key=lambda timer: timer[0], default=None)

    async def remind(self, game_id: int) -> Outcome | None:
        """The half-time reminder of the turn in progress, marked sent; None if it is no
        longer due (the player acted meanwhile)."""
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            if table is None or table.reminded or not table.turn_timer or self._paused(table):
                return None
            deadline = table.turn_deadline
            if deadline is None or table.seat_to_act is None:
                return None
            now = self._clock()
            if now < deadline - table.turn_timer / 2:
                return None
            await self._store.set_reminded(game_id)
            table = replace(table, reminded=True)
            self._registry.put(table)
            seat = table.seat_to_act
            assert seat is not None
            reminder = TurnReminded(seat.seat, seat.user_id, deadline, deadline - now)
            return await self._registry.announce(
                Outcome(table.snapshot(), (reminder,), Origin.TIMER)
            )

    # ------------------------------------------------------------------ the schedule

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        """Run the computer's turns and the timers from now on (the bot's start-up)."""
        self._running = True
        self._timers = asyncio.create_task(self._dispatch())
        self._resuming = asyncio.create_task(self._resume())

    async def _resume(self, guild_id: int | None = None) -> None:
        """Pick up the computer's turns where they were (of every server, or of one that took
        the bot back): the games waiting for it, from an indexed query (a paused game waits);
        each is loaded when its task plays."""
        try:
            waiting = await self._store.waiting_for_computer(
                skip_places=self._pauses(), guild_id=guild_id
            )
            for n, game_id in enumerate(waiting):
                if n and n % RESUME_BATCH == 0:
                    # Thousands of games waking at once would each load and think in the same
                    # second, and every person's answer would wait behind them.
                    await asyncio.sleep(RESUME_PAUSE)
                self._kick(game_id)
        except Exception:
            log.exception("the computer's turns could not be resumed")

    def server_back(self, guild_id: int) -> None:
        """A server took the bot back: its timers are due again, and the computer plays its
        games' turns (loaded as they play, not to know it)."""
        self.deadlines_changed.set()
        if self._running:
            task = asyncio.create_task(self._resume(guild_id))
            self._returning.add(task)
            task.add_done_callback(self._returning.discard)

    def wake(self) -> None:
        """Look at the deadlines again (a clock moved, a setting changed)."""
        self.deadlines_changed.set()

    def _heard(self, outcome: Outcome) -> None:
        table = outcome.table
        if table.turn_timer or any(
            isinstance(event, TakebackAsked | SeatAway) for event in outcome.events
        ):
            # Only a game with a turn timer moves a deadline, a take-back asked adds a lapse
            # and a player away (until a time, or back) a return; waking the dispatcher for
            # the others would rescan every open game on every move.
            self.deadlines_changed.set()
        # A game that has just started waits for its table message before the computer plays.
        started = any(isinstance(event, GameStarted) for event in outcome.events)
        if table.bot_to_act and not started and not self._paused(table):
            self._kick(table.id)

    def kick(self, game_id: int) -> None:
        """The bot may have a move to make in this game now (a player's choice changed)."""
        if self.computer_to_act(game_id):
            self._kick(game_id)

    def _kick(self, game_id: int) -> None:
        if not self._running:
            return
        running = self._games.get(game_id)
        if running is None or running.done():
            self._games[game_id] = asyncio.create_task(self._computer_turns(game_id))

    async def _computer_turns(self, game_id: int) -> None:
        wait, refused = RETRY_FIRST, 0
        try:
            while self._running:
                try:
                    await self._registry.open_table(game_id)  # loaded, if it was not yet (or again)
                    if not self.computer_to_act(game_id):
                        return
                    await asyncio.sleep(self.pause)
                    if not self._running or await self.computer_turn(game_id) is None:
                        return
                    wait, refused = RETRY_FIRST, 0
                except DatabaseUnavailable as error:
                    log.warning(
                        "game=%d: the database is away (%s); the computer tries again in %.1f s",
                        game_id,
                        error,
                        wait,
                    )
                    await asyncio.sleep(wait)
                    wait = min(2 * wait, RETRY_MOST)
                except ServiceError as error:
                    refused += 1
                    if error.code is not Refusal.MOVED_ON or refused >= MOVED_ON_MOST:
                        raise
                    # Reloaded from the database: look again at whose turn it is.
        except Exception:
            log.exception("game=%d: a computer turn failed", game_id)
        finally:
            if self._games.get(game_id) is asyncio.current_task():
                del self._games[game_id]

    async def _dispatch(self) -> None:
        # Stopped by the flag, not only by cancelling: in Python 3.11, wait_for swallows a
        # cancellation that arrives just as the event is set.
        wait = RETRY_FIRST
        while self._running:
            self.deadlines_changed.clear()
            try:
                upcoming = await self.next_timer()
            except DatabaseUnavailable as error:
                log.warning("the timers wait for the database (%s): again in %.1f s", error, wait)
                await asyncio.sleep(wait)
                wait = min(2 * wait, RETRY_MOST)
                continue
            delay = None if upcoming is None else max(0.0, upcoming[0] - self._clock())
            try:
                await asyncio.wait_for(self.deadlines_changed.wait(), timeout=delay)
                continue  # a move or a setting changed the deadlines: look again
            except TimeoutError:
                pass
            if not self._running:
                return
            assert upcoming is not None
            _, game_id, kind = upcoming
            try:
                if kind == REMIND:
                    await self.remind(game_id)
                elif kind == LAPSE:
                    await self._takebacks.lapse_due(game_id)
                elif kind == RETURN:
                    await self._play.return_due(game_id)
                else:
                    await self.computer_turn(game_id, expired=True)
                wait = RETRY_FIRST
            except DatabaseUnavailable as error:
                # The timer is still due: it fires again once the database is back.
                log.warning("game=%d: the timer waits for the database (%s)", game_id, error)
                await asyncio.sleep(wait)
                wait = min(2 * wait, RETRY_MOST)
            except Exception:
                log.exception("game=%d: the turn timer failed", game_id)

    async def close(self, timeout: float = 5.0) -> None:
        """Stop the timers; let a computer move under way finish (it may be committing)."""
        self._running = False
        self.deadlines_changed.set()  # the dispatcher wakes and sees it must stop
        playing = [t for t in self._games.values() if not t.done()]
        for task in (self._timers, self._resuming, *self._returning):
            if task is not None:
                playing.append(task)
        if playing:
            await asyncio.wait(playing, timeout=timeout)
        for task in playing:
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
