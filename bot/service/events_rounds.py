"""A duplicate event's rounds once it has started: each table's game opened in its thread,
the round's end (when every table has finished, or once its window has closed and the
computer has played out what was left), its scores frozen and the next round opened, and the
event's end.

The Discord side makes the threads and says the results: it hears what happened from this
job (`RoundOpened`, `RoundScored`, `EventEnded`, `EventCancelled`, `TableHomeless`) and
marks what it said (`posted`), so that after a restart — or a kill at any point — what was
committed is said once, and what was not is done again. Every step is committed before it
is told: a round is scored in one transaction with the next one's opening (or the event's
final standings), and is scored once whoever asks (a table's last move, a start-up).

An unfinished table at the close of its round's window is handed to the computer: every
person's seat is played by the `strong` computer (the stand-in of a player who is away)
until its deals are done, so that every table of a round has a result on every deal and no
rule of adjusted scores is needed; its players are told in its thread."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, replace

from bot.engine import Game, make_options
from bot.store import DatabaseUnavailable, GameStore
from bot.store.events import EventStore, StandingRow, TableGame

from .errors import Refusal, ServiceError
from .events import GameAbandoned, GameStarted, Origin, Outcome, RoundClosed
from .events_scoring import Seated, standings
from .registry import Registry
from .table import TableView

log = logging.getLogger(__name__)

COMPUTER = "strong"  # a computer pair's players
LOOK_AGAIN = 60.0  # seconds: the timers look again at least this often


def event_options(hands: tuple[int, ...]) -> dict[str, object]:
    """The options of a round's games: its hand sizes; an all-pass hand played rather than
    redealt and a tie left a draw, so that hand `n` is the same deal at every table."""
    return {"hands": list(hands), "all_pass": "play", "tiebreak": "draw"}


@dataclass(frozen=True, slots=True)
class RoundOpened:
    """A round is open: its tables are to be opened in their threads."""

    event_id: int
    round: int


@dataclass(frozen=True, slots=True)
class RoundScored:
    """A round is over and scored: its travellers and the standings are to be said."""

    event_id: int
    round: int


@dataclass(frozen=True, slots=True)
class EventEnded:
    """The last round is scored: the final standings and the winners are to be said."""

    event_id: int


@dataclass(frozen=True, slots=True)
class EventCancelled:
    """The event ended before its start (`too_few`: fewer than three pairs entered) or was
    cancelled by its organiser."""

    event_id: int
    too_few: bool


@dataclass(frozen=True, slots=True)
class TableHomeless:
    """A table's thread was deleted while it played: it waits for a new one."""

    event_id: int
    round: int
    table: int
    game_id: int


EventNews = RoundOpened | RoundScored | EventEnded | EventCancelled | TableHomeless
Hearer = Callable[[EventNews], None]


@dataclass(frozen=True, slots=True)
class TableToOpen:
    """A table of an open round without its game yet: where its players sit (user, name,
    computer level per seat, north first), and its thread if one was made."""

    event_id: int
    guild_id: int
    channel_id: int
    name: str
    round: int
    table: int
    seats: tuple[tuple[int | None, str | None, str | None], ...]
    thread_id: int | None
    game_id: int | None = None  # opened, its table message not posted yet (a stop between)


class Rounds:
    def __init__(
        self,
        registry: Registry,
        store: EventStore,
        games: GameStore,
        clock: Callable[[], float],
    ) -> None:
        self._registry = registry
        self._store = store
        self._games = games
        self._clock = clock
        self._hearers: list[Hearer] = []
        self._locks: dict[int, asyncio.Lock] = {}
        self._checks: set[asyncio.Task[None]] = set()
        self._task: asyncio.Task[None] | None = None
        self._running = False
        self.changed = asyncio.Event()  # a start or a window may be due sooner: look again
        registry.subscribe(self._heard)

    # ------------------------------------------------------------------ hearers

    def subscribe(self, hearer: Hearer) -> None:
        """`hearer` is told of every round opened or scored and every event ended; it must
        return at once."""
        self._hearers.append(hearer)

    def tell(self, news: EventNews) -> None:
        for hearer in self._hearers:
            try:
                hearer(news)
            except Exception:
                log.exception("event=%d: a hearer failed", news.event_id)

    def lock(self, event_id: int) -> asyncio.Lock:
        """One change of an event's rounds at a time (its start, a round's end)."""
        return self._locks.setdefault(event_id, asyncio.Lock())

    # ------------------------------------------------------------------ tables

    async def tables_to_open(self, event_id: int) -> list[TableToOpen]:
        """The tables of the event's open round that have no game yet, or whose table message
        was never posted (the bot stopped in between)."""
        event = await self._store.event(event_id)
        if event is None or event.status != "running":
            return []
        rounds = await self._store.rounds(event_id)
        current = next((r for r in rounds if r.opened_at is not None and r.scored_at is None), None)
        if current is None:
            return []
        pairs = {p.pair: p for p in await self._store.pairs(event_id)}
        messages = await self._store.table_messages(event_id, current.round)
        out = []
        for t in await self._store.tables(event_id, current.round):
            if t.game_id is not None and (t.game_id not in messages or messages[t.game_id]):
                continue
            ns, ew = pairs[t.ns_pair], pairs[t.ew_pair]
            seats = (
                (ns.first_id, ns.first_name, None if ns.first_id else ns.computer or COMPUTER),
                (ew.first_id, ew.first_name, None if ew.first_id else ew.computer or COMPUTER),
                (ns.second_id, ns.second_name, None if ns.second_id else ns.computer or COMPUTER),
                (ew.second_id, ew.second_name, None if ew.second_id else ew.computer or COMPUTER),
            )
            out.append(
                TableToOpen(
                    event_id,
                    event.guild_id,
                    event.channel_id,
                    event.name,
                    t.round,
                    t.table,
                    seats,
                    t.thread_id,
                    t.game_id,
                )
            )
        return out

    async def thread_made(self, event_id: int, round_: int, table: int, thread_id: int) -> None:
        """The table's thread exists: remembered before its game, so that a restart opens the
        game there rather than in another thread."""
        await self._store.set_thread(event_id, round_, table, thread_id)

    async def open_table(self, to_open: TableToOpen, thread_id: int) -> Outcome | None:
        """The table's game, started in its thread (the computer playing every seat if the
        round's window has closed meanwhile). None when it was opened already."""
        event = await self._store.event(to_open.event_id)
        if event is None or event.status != "running":
            return None
        found = next(
            (r for r in await self._store.rounds(event.id) if r.round == to_open.round), None
        )
        if found is None or found.scored_at is not None:
            return None
        options = event_options(found.hands)
        resolved = make_options("classic", options)
        now = self._clock()
        closed = found.closed_at is not None
        computer = [seat[2] is not None or closed for seat in to_open.seats]
        game = Game("classic", options, first_dealer=found.first_dealer, seed=found.seed)
        to_act = game.to_act
        start = TableGame(
            guild_id=event.guild_id,
            channel_id=event.channel_id,
            thread_id=thread_id,
            event_id=event.id,
            round=to_open.round,
            table=to_open.table,
            host_id=event.organiser_id,
            options=options,
            seed=found.seed,
            first_dealer=found.first_dealer,
            players_secret=found.players_secret,
            seats=to_open.seats,
            teams=[resolved.side_of(s) for s in range(resolved.players)],
            turn_timer=event.turn_timer,
            deadline=None if closed or not event.turn_timer else now + event.turn_timer,
            computer_turn=to_act is not None and computer[to_act],
            closed=closed,
        )
        game_id = await self._store.open_table(start, now)
        if game_id is None:
            return None
        table = await self._registry.stored_table(game_id)
        assert table is not None
        self._registry.put(table)
        log.info(
            "event=%d round %d table %d: game %d", event.id, to_open.round, to_open.table, game_id
        )
        return await self._registry.announce(
            Outcome(table.snapshot(), (GameStarted(game_id, found.first_dealer),))
        )

    # ------------------------------------------------------------------ a round's end

    def _heard(self, outcome: Outcome) -> None:
        """Every change at every table: a table of an event that finished may end its round."""
        mark = outcome.table.event
        if mark is None or outcome.table.status not in ("finished", "abandoned"):
            return
        task = asyncio.create_task(self._check(mark.event_id, mark.round))
        self._checks.add(task)
        task.add_done_callback(self._checks.discard)

    async def _check(self, event_id: int, round_: int) -> None:
        try:
            await self.check_round(event_id, round_)
        except Exception:
            log.exception("event=%d: round %d could not be scored", event_id, round_)

    async def settle(self) -> None:
        """Wait for the round ends under way (tests, a clean stop)."""
        while self._checks:
            await asyncio.gather(*self._checks, return_exceptions=True)

    async def check_round(self, event_id: int, round_: int) -> bool:
        """Score the round if every table of it is done (finished, or ended without a result:
        its missing deals are averages), and open the next one or end the event. True when
        this call scored it."""
        async with self.lock(event_id):
            event = await self._store.event(event_id)
            if event is None or event.status != "running":
                return False
            rounds = await self._store.rounds(event_id)
            current = next((r for r in rounds if r.round == round_), None)
            if current is None or current.opened_at is None or current.scored_at is not None:
                return False
            tables = await self._store.tables(event_id, round_)
            statuses = await self._store.game_statuses(event_id, round_)
            if any(t.game_id is None or statuses.get(t.game_id) == "active" for t in tables):
                return False
            now = self._clock()
            last = round_ == len(rounds)
            final = await self._final(event_id, round_) if last else None
            scored = await self._store.score_round(
                event_id,
                round_,
                now,
                next_closes_at=None if last else now + event.round_window,
                final=final,
            )
            if not scored:
                return False
        log.info("event=%d: round %d scored", event_id, round_)
        self.tell(RoundScored(event_id, round_))
        self.tell(EventEnded(event_id) if last else RoundOpened(event_id, round_ + 1))
        self.changed.set()
        return True

    async def _final(self, event_id: int, through: int) -> list[StandingRow]:
        seated, deals = await self.seating(event_id, through)
        ranked = [p.pair for p in await self._store.pairs(event_id) if p.first_id or p.second_id]
        results = await self._store.deals(event_id)
        return [
            StandingRow(s.pair, s.place, s.percent, s.matchpoints, s.top)
            for s in standings(seated, deals, results, ranked)
        ]

    async def seating(
        self, event_id: int, through: int
    ) -> tuple[dict[int, list[Seated]], dict[int, int]]:
        """Rounds 1 to `through`: their tables, and their numbers of deals."""
        seated: dict[int, list[Seated]] = {}
        for t in await self._store.tables(event_id):
            if t.round <= through:
                seated.setdefault(t.round, []).append(Seated(t.table, t.ns_pair, t.ew_pair))
        deals = {r.round: len(r.hands) for r in await self._store.rounds(event_id)}
        return seated, {n: deals[n] for n in seated}

    # ------------------------------------------------------------------ a round's window

    async def close_window(self, event_id: int, round_: int) -> int:
        """The round's window closed: each of its tables still playing is handed to the
        computer, which plays out its deals (told in its thread). How many were closed."""
        await self._store.mark_closed(event_id, round_, self._clock())
        closed = 0
        for game_id in await self._store.unclosed_games(event_id, round_):
            async with self._registry.lock(game_id):
                table = self._registry.held(game_id)
                if table is None or table.event is None or table.status != "active":
                    continue
                await self._store.close_table(game_id)
                seats = tuple(
                    None
                    if s is None
                    else replace(s, away=True, away_until=None)
                    if s.user_id is not None
                    else s
                    for s in table.seats
                )
                table = replace(
                    table,
                    seats=seats,
                    event=replace(table.event, closed=True),
                    turn_deadline=None,
                )
                self._registry.put(table)
                await self._registry.announce(
                    Outcome(table.snapshot(), (RoundClosed(event_id, round_),), Origin.TIMER)
                )
                closed += 1
        log.info(
            "event=%d: round %d's window closed, %d tables to play out", event_id, round_, closed
        )
        return closed

    async def end_tables(self, event_id: int) -> None:
        """A cancelled event's tables still playing end without results."""
        for game_id in await self._store.games_of(event_id, ("active",)):
            async with self._registry.lock(game_id):
                table = self._registry.held(game_id)
                if table is None:
                    continue
                now = self._clock()
                await self._games.end_game(game_id, "abandoned", now)
                table = replace(table, status="abandoned", turn_deadline=None)
                self._registry.forget(table)
                await self._registry.announce(
                    Outcome(table.snapshot(), (GameAbandoned(game_id, table.host_id),))
                )

    # ------------------------------------------------------------------ the timers

    def start(self, on_start: Callable[[int], object]) -> None:
        """Run the events' timers from now on (once connected): the starts due (through
        `on_start`, the entries' job) and the windows that close; and pick up what a
        restart left half done."""
        if self._task is None:
            self._running = True
            self._task = asyncio.create_task(self._run(on_start), name="events")

    def wake(self) -> None:
        self.changed.set()

    @property
    def running(self) -> bool:
        return self._running

    async def _run(self, on_start: Callable[[int], object]) -> None:
        resumed = False
        wait = 1.0
        while self._running:
            self.changed.clear()
            try:
                if not resumed:
                    await self.resume()
                    resumed = True
                for event_id in await self._store.due_to_start(self._clock()):
                    result = on_start(event_id)
                    if asyncio.iscoroutine(result):
                        await result
                for event_id, round_ in await self._store.windows_due(self._clock()):
                    await self.close_window(event_id, round_)
                upcoming = await self._store.next_due()
                wait = 1.0
            except DatabaseUnavailable as error:
                log.warning("the events wait for the database (%s): again in %.0f s", error, wait)
                await asyncio.sleep(wait)
                wait = min(2 * wait, LOOK_AGAIN)
                continue
            except Exception:
                log.exception("the events' timers failed")
                upcoming = None
            delay = LOOK_AGAIN
            if upcoming is not None:
                delay = min(delay, max(0.0, upcoming - self._clock()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), timeout=delay)

    async def resume(self) -> None:
        """After a start: what a stop or a kill left half done is done, and what was
        committed and not said is told again (the hearers say it once)."""
        for event_id, round_ in await self._store.unposted():
            self.tell(RoundScored(event_id, round_) if round_ is not None else EventEnded(event_id))
        for event_id in await self._store.running():
            for r in await self._store.rounds(event_id):
                if r.opened_at is None or r.scored_at is not None:
                    continue
                if r.closed_at is not None:
                    await self.close_window(event_id, r.round)  # those a kill left playing
                if not await self.check_round(event_id, r.round):
                    self.tell(RoundOpened(event_id, r.round))
            for game_id, t in await self._store.homeless(event_id):
                self.tell(TableHomeless(event_id, t.round, t.table, game_id))

    async def close(self) -> None:
        self._running = False
        self.changed.set()
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(self._task, timeout=5.0)
            self._task = None
        await self.settle()

    async def part_posted(self, event_id: int, round_: int, part: int) -> None:
        """The round's results said up to post `part`: a restart goes on after it."""
        await self._store.part_posted(event_id, round_, part)

    async def posted(self, event_id: int, round_: int | None) -> None:
        """The round's results (or, None, the event's end) were said: never again."""
        if round_ is None:
            await self._store.event_posted(event_id, self._clock())
        else:
            await self._store.round_posted(event_id, round_, self._clock())


def require_event_table(table: TableView) -> None:
    """Refuses what an event's table never allows (hints, take-backs, a rematch, abandon)."""
    if table.event is not None:
        raise ServiceError(Refusal.EVENT, detail="game")
