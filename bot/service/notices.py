"""Notifications: telling a player a game awaits them, as they chose (`/backalley prefs
notify:`): a mention in the game's thread (the table's own turn line, the default), a direct
message, or nothing; held through their quiet hours and then sent as one digest.

Every notification is a row of the outbox (`bot/store/notices.py`): a turn's is written in the
transaction of the move that began it (`play.turn_notices`), a nudge's when Remind is pressed,
a pause's when the bot comes back; one dispatcher sends the rows that are due and marks each
sent once Discord accepted it. A restart therefore neither loses a notification (the row is
there) nor repeats one (it is marked), but for a kill in the instant between Discord's answer
and the mark. A row whose turn is over by the time it is due is dropped: one notification per
turn, and none for a turn the bot played within its usual pause.

The service decides who is told what and when; the presentation (`bot/ui/notices.py`) words
and sends it through the two callables it attaches (`Notifier.attach`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import Enum, StrEnum

from bot.store import DatabaseUnavailable
from bot.store.notices import BACK, NUDGE, PAUSE, TURN, NoticeRow, NoticeStore
from bot.store.prefs import DM, MENTION, NONE, NoticePrefs, PrefsStore

from .errors import Refusal, ServiceError
from .events import AwayEnded, MessagePlaced, Outcome
from .quiet import quiet_until
from .registry import Registry, not_in_game
from .table import TableView

log = logging.getLogger(__name__)

# Remind is refused within the first hour of a turn.
NUDGE_AFTER = 3600.0
# After a pause of the bot longer than this (half the game's turn timer, or this for a game
# without one), each player awaited is told once.
PAUSE_UNTIMED = 12 * 3600.0
ALIVE_EVERY = 60.0  # how often the bot writes that it is up
RETRY = 5.0  # Discord had trouble of its own: the notification is tried again after this
GIVE_UP = 3600.0  # … until it is this old
DIGEST_MOST = 25  # games listed in one digest
FIRST_TURN_WAIT = 60.0  # a game's first turn is told once its table is posted, or after this


class NoticeKind(StrEnum):
    TURN = TURN  # a turn began
    NUDGE = NUDGE  # a player pressed Remind
    PAUSE = PAUSE  # the bot was away for a while; the game still awaits them
    BACK = BACK  # their seat is theirs again (away until a time that came)


class Delivery(Enum):
    SENT = "sent"
    CLOSED = "closed"  # the player's DMs are closed (Discord's 50007)
    FAILED = "failed"  # Discord had trouble: try again later


@dataclass(frozen=True, slots=True)
class Awaiting:
    """One game in a notification: the table, why, and since when it awaits the player."""

    table: TableView
    kind: NoticeKind
    since: float
    by_user: int | None = None  # who pressed Remind
    pause: tuple[float, float] | None = None  # the bot's pause: from when to when
    # Back from away (BACK) on their own turn, the computer not yet on it: the turn is said
    # with it, and since when it awaits them.
    turn_since: float | None = None


@dataclass(frozen=True, slots=True)
class Notice:
    """What one message to one player says: one game, or (a digest) several."""

    user_id: int
    games: tuple[Awaiting, ...]
    digest: bool = False


# The presentation's two ways of telling: a direct message, and a mention in each game's place;
# and whether a direct message tried before (by a process that died) arrived.
SendDirect = Callable[[Notice], Awaitable[Delivery]]
SendMention = Callable[[Notice], Awaitable[bool]]
Arrived = Callable[[Notice], Awaitable[bool]]


class Notifier:
    def __init__(
        self,
        registry: Registry,
        store: NoticeStore,
        prefs: PrefsStore,
        clock: Callable[[], float],
        *,
        paused: Callable[[TableView], bool] = lambda table: False,
    ) -> None:
        self._registry = registry
        self._store = store
        self._prefs = prefs
        self._clock = clock
        self._paused = paused
        self._direct: SendDirect | None = None
        self._mention: SendMention | None = None
        self._arrived: Arrived | None = None
        self._running = False
        self._tasks: list[asyncio.Task[None]] = []
        self.changed = asyncio.Event()
        # The players whose DMs were found closed and who are not yet told: known here so
        # that a move asks the database only for them.
        self._closed: set[int] = set()
        # Games whose first table message was just posted: the wait of their first turn's DM.
        self._placed: dict[int, float] = {}
        registry.subscribe(self._heard)

    def attach(
        self, direct: SendDirect, mention: SendMention, arrived: Arrived | None = None
    ) -> None:
        """How the presentation sends a direct message and a mention, and finds whether a
        direct message tried before arrived."""
        self._direct, self._mention, self._arrived = direct, mention, arrived

    # ------------------------------------------------------------------ what others ask

    async def tell(
        self,
        user_id: int,
        game_id: int,
        kind: NoticeKind,
        *,
        turn: int | None = None,
        by_user: int | None = None,
    ) -> bool:
        """Tell a player about a game as they chose (a DM, a mention in the game's place, or
        nothing; held through their quiet hours): written to the outbox now, sent by the
        dispatcher. `turn` (default: the game's log length now) makes it once per turn and
        kind; False if it was already asked for."""
        if turn is None:
            table = await self._registry.open_table(game_id)
            if table is None:
                return False
            turn = table.log_length
        added = await self._store.add(game_id, turn, user_id, kind, self._clock(), by_user)
        if added:
            self.wake()
        return added

    async def nudge(self, game_id: int, user_id: int) -> int:
        """A seated player presses Remind: the player awaited is told as they chose. Refused
        for a computer's turn, one's own, within the first hour of the turn, and a second
        time in one turn. The user reminded."""
        table = await self._registry.open_table(game_id)
        if table is None or table.status != "active" or table.game is None:
            raise ServiceError(Refusal.NOT_STARTED)
        if table.seat_of(user_id) is None:
            raise not_in_game()
        taken = table.seat_to_act
        if taken is None or taken.user_id is None or table.bot_to_act or taken.away:
            raise ServiceError(Refusal.NUDGE, detail="computer")
        if taken.user_id == user_id:
            raise ServiceError(Refusal.NUDGE, detail="self")
        began = await self._store.turn_began(game_id, table.log_length)
        now = self._clock()
        if began is not None and now < began + NUDGE_AFTER:
            raise ServiceError(Refusal.NUDGE, detail="soon", when=str(int(began + NUDGE_AFTER)))
        if not await self._store.add(game_id, table.log_length, taken.user_id, NUDGE, now, user_id):
            raise ServiceError(Refusal.NUDGE, detail="once")
        self.wake()
        return taken.user_id

    async def told_dm_closed(self, user_id: int) -> bool:
        """Whether the player is to hear now, once, that their DMs are closed (a mention went
        instead)."""
        if user_id not in self._closed:
            return False
        self._closed.discard(user_id)
        return await self._prefs.take_dm_closed(user_id, self._clock())

    # ------------------------------------------------------------------ the dispatcher

    def _heard(self, outcome: Outcome) -> None:
        table = outcome.table
        if any(isinstance(event, AwayEnded) for event in outcome.events):
            self.wake()  # the return wrote the player's notification
            return
        if table.dm_to_notify is None:
            return
        if table.log_length == 0:
            if not any(isinstance(event, MessagePlaced) for event in outcome.events):
                return  # the game has just started: its table message comes first
            self._placed[table.id] = table.dm_wait
        self.wake()  # the move wrote a notification: send it now

    def wake(self) -> None:
        """Look at the outbox again (a row was written, the clock moved)."""
        self.changed.set()

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        """Send from now on; and, after a long pause of the bot, tell the players awaited."""
        if self._running:
            return
        self._running = True
        self._tasks = [asyncio.create_task(self._dispatch())]

    async def close(self, timeout: float = 5.0) -> None:
        self._running = False
        self.changed.set()
        tasks = [t for t in self._tasks if not t.done()]
        if tasks:
            await asyncio.wait(tasks, timeout=timeout)
        for task in tasks:
            if not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    async def _dispatch(self) -> None:
        # First how long the bot was away (before this run writes that it is up).
        await self._after_pause()
        wait = 0.5
        alive = self._clock()
        while self._running:
            self.changed.clear()
            try:
                now = self._clock()
                if now - alive >= ALIVE_EVERY:
                    await self._store.set_alive(now)
                    alive = now
                while self._placed:
                    game_id, wait = self._placed.popitem()
                    await self._store.release(game_id, 0, now + wait)
                due = await self._store.due(now)
                if due:
                    await self._send(due)
                    continue
                upcoming = await self._store.next_due()
                wait = 0.5
            except DatabaseUnavailable as error:
                log.warning("notifications wait for the database (%s)", error)
                await asyncio.sleep(wait)
                wait = min(2 * wait, 30.0)
                continue
            except Exception:
                log.exception("sending notifications failed")
                await asyncio.sleep(1.0)
                continue
            delay = ALIVE_EVERY
            if upcoming is not None:
                delay = min(delay, max(0.0, upcoming - self._clock()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), timeout=delay)

    async def _send(self, due: list[NoticeRow]) -> None:
        """The rows due, one message per player (a digest when some waited)."""
        users: dict[int, list[NoticeRow]] = {}
        for row in due:
            users.setdefault(row.user_id, []).append(row)
        for user_id, rows in users.items():
            if any(row.held for row in rows):
                # The end of the quiet hours: everything still waiting goes in one message.
                known = {row.id for row in rows}
                rows += [r for r in await self._store.unsent_of(user_id) if r.id not in known]
            await self._send_to(user_id, rows)

    async def _send_to(self, user_id: int, rows: list[NoticeRow]) -> None:
        now = self._clock()
        prefs = await self._prefs.notice_prefs(user_id)
        # Per game, what it awaits the player for, and the rows that say so (a nudge and a
        # turn of one game make one message).
        games: dict[int, tuple[Awaiting, list[NoticeRow]]] = {}
        for row in rows:
            awaiting = await self._awaiting(row)
            if awaiting is None:
                await self._store.done([row.id], "stale", now)
                continue
            if prefs.notify == NONE or (prefs.notify == MENTION and row.kind == TURN):
                # Nothing, or the table's turn line mentioned them already.
                await self._store.done([row.id], "skipped", now)
                continue
            if row.game_id in games:
                games[row.game_id][1].append(row)
            else:
                games[row.game_id] = (awaiting, [row])
        if not games:
            return
        used = [row.id for _, each in games.values() for row in each]
        until = quiet_until(now, prefs.time_zone, prefs.quiet)
        if until is not None:
            await self._store.hold(used, until)
            return
        if any(row.held for _, each in games.values() for row in each):
            # The end of the quiet hours: one digest of every game awaiting the player.
            listed = list(games.values())[:DIGEST_MOST]
            notice = Notice(user_id, tuple(a for a, _ in listed), digest=True)
            await self._deliver(notice, prefs, [row for _, each in games.values() for row in each])
            return
        for awaiting, each in games.values():
            await self._deliver(Notice(user_id, (awaiting,)), prefs, each)

    async def _deliver(self, notice: Notice, prefs: NoticePrefs, rows: list[NoticeRow]) -> None:
        """One message to the player, by their choice; its rows marked once Discord took it."""
        now = self._clock()
        user_id = notice.user_id
        used = [row.id for row in rows]
        if prefs.notify == DM:
            tried = any(row.tried_at is not None for row in rows)
            if tried and await self._did_arrive(notice):
                # Sent before the bot was killed, not yet marked: never twice.
                await self._store.done(used, DM, now)
                return
            await self._store.tried(used, now)
            delivered = await self._send_direct(notice)
            if delivered is Delivery.SENT:
                await self._store.done(used, DM, now)
                if prefs.dm_state:
                    await self._prefs.set_dm_closed(user_id, False, now)
                return
            if delivered is Delivery.FAILED:
                if all(now - row.created_at < GIVE_UP for row in rows):
                    await self._store.later(used, now + RETRY)
                else:
                    await self._store.done(used, "failed", now)
                return
            # Their DMs are closed: the mention instead, and they hear why when they next act.
            if await self._prefs.set_dm_closed(user_id, True, now):
                self._closed.add(user_id)
        if self._mention is not None and await self._mention(notice):
            await self._store.done(used, MENTION, now)
        else:
            await self._store.done(used, "failed", now)

    async def _did_arrive(self, notice: Notice) -> bool:
        if self._arrived is None:
            return False
        try:
            return await self._arrived(notice)
        except Exception as error:
            log.info("user %d: could not look at the DMs sent (%s)", notice.user_id, error)
            return False

    async def _send_direct(self, notice: Notice) -> Delivery:
        if self._direct is None:
            return Delivery.FAILED
        try:
            return await self._direct(notice)
        except Exception:
            log.exception("user %d: a direct message failed", notice.user_id)
            return Delivery.FAILED

    async def _awaiting(self, row: NoticeRow) -> Awaiting | None:
        """The game of a row if it still awaits the player as the row says; None if not
        (the turn is over, the game ended or is paused)."""
        table = await self._registry.open_table(row.game_id)
        if table is None:
            return None
        kind = NoticeKind(row.kind)
        awaits = self._awaits(table, row)
        if kind is NoticeKind.BACK:
            turn_since = await self._began(row) if awaits else None
            return Awaiting(table, kind, row.created_at, turn_since=turn_since)
        if not awaits:
            return None
        pause = None if row.paused_at is None else (row.paused_at, row.created_at)
        return Awaiting(table, kind, await self._began(row), row.by_user, pause)

    def _awaits(self, table: TableView, row: NoticeRow) -> bool:
        """Whether the game awaits the row's player's move at the row's turn (not played
        since, not the computer's to play, not paused)."""
        taken = table.seat_to_act
        return not (
            table.status != "active"
            or self._paused(table)
            or table.log_length != row.turn
            or taken is None
            or taken.user_id != row.user_id
            or taken.away
            or table.bot_to_act
        )

    async def _began(self, row: NoticeRow) -> float:
        """When the row's turn began (when the row was written, if that is not known)."""
        began = await self._store.turn_began(row.game_id, row.turn)
        return row.created_at if began is None else began

    # ------------------------------------------------------------------ after a pause

    async def _after_pause(self) -> None:
        """The bot was stopped or cut off for longer than a turn timer's reminder: each
        player awaited hears once that their game still waits (by their choice)."""
        try:
            self._closed |= await self._prefs.dm_closed_users()
            last = await self._store.alive_at()
            now = self._clock()
            await self._store.set_alive(now)
            if last is None:
                return
            gap = now - last
            for game_id, timer in await self._store.awaiting_people():
                threshold = timer / 2 if timer else PAUSE_UNTIMED
                if gap < threshold:
                    continue
                table = await self._registry.open_table(game_id)
                if table is None or table.bot_to_act or self._paused(table):
                    continue
                taken = table.seat_to_act
                if taken is None or taken.user_id is None or taken.away:
                    continue
                await self._store.add(
                    game_id, table.log_length, taken.user_id, PAUSE, now, paused_at=last
                )
            self.wake()
        except DatabaseUnavailable as error:
            log.warning("the players awaited after a pause were not told: %s", error)
        except Exception:
            log.exception("telling the players awaited after a pause failed")
