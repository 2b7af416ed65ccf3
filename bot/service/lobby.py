"""The lobby: opening a table, taking, changing and giving up seats, computer seats, and the
start; where the game lives (its thread) and its message."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from bot.engine import PRESETS, Game, OptionError, make_options
from bot.store import GameStore, PlaceTaken, SeatTaken
from bot.store.prefs import NoticePrefs, PrefsStore

from .errors import Refusal, ServiceError
from .events import (
    ComputerSeated,
    GameCancelled,
    GameStarted,
    LobbyOpened,
    MessagePlaced,
    Outcome,
    SeatJoined,
    SeatLeft,
)
from .notices import FIRST_TURN_WAIT
from .play import turn_notices
from .registry import Registry, not_in_game
from .sight import require_unaided
from .table import Seat, TableView

log = logging.getLogger(__name__)

COMPUTER_LEVELS = ("random", "basic", "strong")
# The longest turn timer: a month, as the longest time away (a number the database's integers
# hold, whatever a player types).
TURN_TIMER_MOST_DAYS = 30


class Lobby:
    def __init__(
        self,
        registry: Registry,
        store: GameStore,
        prefs: PrefsStore,
        clock: Callable[[], float],
        *,
        new_seed: Callable[[], int] = lambda: secrets.randbits(63),
        new_dealer: Callable[[int], int] = secrets.randbelow,
        new_secret: Callable[[], int] = lambda: secrets.randbits(63),
    ) -> None:
        self._registry = registry
        self._store = store
        self._prefs = prefs
        self._clock = clock
        self._new_seed = new_seed
        self._new_dealer = new_dealer
        self._new_secret = new_secret

    async def open(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        preset: str = "classic",
        options: dict[str, Any] | None = None,
        turn_timer: int | None = None,
        host_name: str | None = None,
        rematch_of: int | None = None,
        computers: str | None = None,
    ) -> Outcome:
        """A new lobby in a channel, with the host in the first seat (a rematch of the game
        `rematch_of`); with `computers`, a computer of that level in every other seat."""
        overrides = dict(options or {})
        try:
            resolved = make_options(preset, overrides)
        except OptionError as error:
            # The hand sizes are the one option a player types; a preset and the other
            # options come from the command's choices, but are named all the same.
            if error.option == "hands":
                raise ServiceError(Refusal.BAD_OPTIONS, detail="hands") from None
            if error.option is None:
                raise ServiceError(
                    Refusal.BAD_OPTIONS, detail="preset", presets=tuple(PRESETS)
                ) from None
            raise ServiceError(Refusal.BAD_OPTIONS, detail="option", option=error.option) from None
        if turn_timer is not None and turn_timer <= 0:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="timer")
        if turn_timer is not None and turn_timer > TURN_TIMER_MOST_DAYS * 86400:
            raise ServiceError(Refusal.BAD_OPTIONS, detail="timer_long", days=TURN_TIMER_MOST_DAYS)
        if computers is not None:
            _check_level(computers)
        self.require_free(channel_id)
        try:
            game_id = await self._store.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                preset=preset,
                options=overrides,
                turn_timer=turn_timer,
                host_team=resolved.side_of(0),
                now=self._clock(),
                host_name=host_name,
                rematch_of=rematch_of,
            )
        except PlaceTaken:
            raise _game_exists() from None
        forced = await self._prefs.plays_forced(host_id)
        chosen = await self._prefs.notice_prefs(host_id)
        host = Seat(
            0,
            resolved.side_of(0),
            host_id,
            None,
            False,
            host_name,
            forced,
            None,
            chosen.notify,
            chosen.quiet,
            chosen.time_zone,
            chosen.dm_after,
        )
        table = TableView(
            id=game_id,
            guild_id=guild_id,
            channel_id=channel_id,
            thread_id=None,
            place_id=channel_id,
            message_id=None,
            host_id=host_id,
            preset=preset,
            overrides=overrides,
            options=resolved,
            status="lobby",
            turn_timer=turn_timer,
            turn_deadline=None,
            seats=(host, *[None] * (resolved.players - 1)),
            game=None,
            computer_turns=(0,) * resolved.players,
        )
        self._registry.put(table)
        log.info(
            "guild=%s game=%d lobby opened by user %d (%s, %d hands)",
            guild_id,
            game_id,
            host_id,
            preset,
            len(resolved.hands),
        )
        opened = await self._registry.announce(
            Outcome(table, (LobbyOpened(game_id), SeatJoined(0, host_id)))
        )
        if computers is None:
            return opened
        seated = [opened]
        for _ in table.free_seats():
            seated.append(await self.add_computer(game_id, host_id, computers))
        return Outcome(seated[-1].table, tuple(e for said in seated for e in said.events))

    def require_free(self, channel_id: int) -> None:
        """Refuses when a lobby or a game already holds the channel (a new game's form asks
        before it is filled, and `open` again when it is sent)."""
        if self._registry.taken(channel_id):
            raise _game_exists()

    async def rematch(self, earlier: int, user_id: int, *, name: str | None = None) -> Outcome:
        """A player of a finished game asks for a rematch: the first click opens a lobby in
        the game's channel with its preset, options and timer, the old host hosting it in
        their old seat and the computers in theirs; each player who clicks takes their old
        seat (the old host, seated from the start, is told where it is). The old host starts
        it when it is full."""
        old = await self._registry.stored_table(earlier)
        if old is None or old.status != "finished":
            raise ServiceError(Refusal.NOT_STARTED, detail="rematch")
        require_unaided(old)  # one attempt a day; an event's table plays its round once
        seat = old.seat_of(user_id)
        if seat is None:
            raise ServiceError(Refusal.NOT_IN_GAME, detail="rematch")
        game_id = await self._store.rematch_lobby(earlier)
        said: list[Outcome] = []
        if game_id is None:
            said.append(await self._open_rematch(old))
            game_id = said[-1].table.id
        table = await self._registry.open_table(game_id)
        assert table is not None
        if table.seat_of(user_id) is None:
            said.append(await self.join(game_id, user_id, seat=seat, name=name))
        elif not said and user_id != table.host_id:
            raise ServiceError(Refusal.ALREADY_SEATED)
        events = tuple(event for outcome in said for event in outcome.events)
        return Outcome(said[-1].table if said else table, events)

    async def _open_rematch(self, old: TableView) -> Outcome:
        host_seat = old.seat_of(old.host_id)
        host = old.seats[host_seat] if host_seat is not None else None
        opened = await self.open(
            guild_id=old.guild_id,
            channel_id=old.channel_id,
            host_id=old.host_id,
            preset=old.preset,
            options=old.overrides,
            turn_timer=old.turn_timer,
            host_name=None if host is None else host.name,
            rematch_of=old.id,
        )
        game_id = opened.table.id
        outcome = opened
        if host_seat is not None and host_seat != 0:
            outcome = await self.move(game_id, old.host_id, seat=host_seat)
        for taken in old.seats:
            if taken is not None and taken.computer is not None:
                outcome = await self.add_computer(
                    game_id, old.host_id, taken.computer, seat=taken.seat
                )
        return Outcome(outcome.table, opened.events)

    async def join(
        self,
        game_id: int,
        user_id: int,
        *,
        seat: int | None = None,
        team: int | None = None,
        name: str | None = None,
    ) -> Outcome:
        """Take a seat: the one asked for, a free one of the team asked for, or the first free."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "lobby")
            if table.seat_of(user_id) is not None:
                raise ServiceError(Refusal.ALREADY_SEATED)
            if table.is_full:
                raise _table_full()
            chosen = _choose_seat(table, seat, team)
            team_of = table.options.side_of(chosen)
            try:
                await self._store.add_seat(
                    game_id,
                    chosen,
                    team_of,
                    user_id=user_id,
                    name=name,
                    now=self._clock(),
                )
            except SeatTaken:
                raise _seat_taken(chosen) from None
            forced = await self._prefs.plays_forced(user_id)
            notices = await self._prefs.notice_prefs(user_id)
            seat_taken = Seat(
                chosen,
                team_of,
                user_id,
                None,
                False,
                name,
                forced,
                None,
                notices.notify,
                notices.quiet,
                notices.time_zone,
                notices.dm_after,
            )
            table = table.with_seat(chosen, seat_taken)
            return await self._changed(table, SeatJoined(chosen, user_id))

    async def add_computer(
        self, game_id: int, user_id: int, level: str, *, seat: int | None = None
    ) -> Outcome:
        """The host seats a computer player of `level` in a free seat."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "lobby")
            _check_host(table, user_id)
            _check_level(level)
            if table.is_full:
                raise _table_full()
            chosen = _choose_seat(table, seat, None)
            team_of = table.options.side_of(chosen)
            try:
                await self._store.add_seat(
                    game_id, chosen, team_of, computer=level, now=self._clock()
                )
            except SeatTaken:
                raise _seat_taken(chosen) from None
            table = table.with_seat(chosen, Seat(chosen, team_of, None, level, False))
            return await self._changed(table, ComputerSeated(chosen, level))

    async def move(
        self, game_id: int, user_id: int, *, seat: int | None = None, team: int | None = None
    ) -> Outcome:
        """Change seat (or team) before the start."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "lobby")
            current = table.seat_of(user_id)
            if current is None:
                raise not_in_game()
            chosen = _choose_seat(table, seat, team)
            team_of = table.options.side_of(chosen)
            try:
                await self._store.move_seat(game_id, current, chosen, team_of)
            except SeatTaken:
                raise _seat_taken(chosen) from None
            old = table.seats[current]
            assert old is not None
            moved = replace(old, seat=chosen, team=team_of)
            table = table.with_seat(current, None).with_seat(chosen, moved)
            return await self._changed(
                table, SeatLeft(current, user_id, False), SeatJoined(chosen, user_id)
            )

    async def leave(self, game_id: int, user_id: int) -> Outcome:
        """Give up a seat before the start."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise not_in_game()
            if table.status != "lobby":
                raise ServiceError(Refusal.ALREADY_STARTED, detail="leave")
            if user_id == table.host_id:
                raise ServiceError(Refusal.HOST_CANNOT_LEAVE)
            await self._store.remove_seat(game_id, seat, self._clock())
            return await self._changed(table.with_seat(seat, None), SeatLeft(seat, user_id, False))

    async def remove_seat(self, game_id: int, user_id: int, seat: int) -> Outcome:
        """The host frees a seat before the start."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "lobby")
            _check_host(table, user_id)
            taken = table.seats[seat] if 0 <= seat < table.players else None
            if taken is None:
                raise ServiceError(Refusal.NO_SUCH_SEAT, detail="empty", number=seat + 1)
            if taken.user_id == table.host_id:
                raise ServiceError(Refusal.HOST_CANNOT_LEAVE, detail="remove")
            await self._store.remove_seat(game_id, seat, self._clock())
            return await self._changed(
                table.with_seat(seat, None), SeatLeft(seat, taken.user_id, True)
            )

    async def cancel(self, game_id: int, user_id: int) -> Outcome:
        """The host closes a lobby that has not started; the channel is free again."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "lobby")
            _check_host(table, user_id)
            await self._store.end_game(game_id, "cancelled", self._clock())
            table = replace(table, status="cancelled")
            self._registry.forget(table)
            log.info("guild=%s game=%d lobby cancelled", table.guild_id, game_id)
            return await self._registry.announce(Outcome(table, (GameCancelled(game_id),)))

    async def start(self, game_id: int, user_id: int) -> Outcome:
        """The host starts a full table: a random first dealer and seed; the first deal."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "lobby")
            _check_host(table, user_id)
            if not table.is_full:
                missing = len(table.free_seats())
                raise ServiceError(Refusal.TABLE_NOT_FULL, missing=missing)
            table = await self._with_notice_prefs(table)
            seed = self._new_seed()
            first_dealer = self._new_dealer(table.players)
            secret = self._new_secret()  # drawn apart from the deck seed
            game = Game(table.preset, table.overrides, first_dealer=first_dealer, seed=seed)
            now = self._clock()
            deadline = now + table.turn_timer if table.turn_timer else None
            started = replace(
                table,
                status="active",
                game=game,
                turn_deadline=deadline,
                reminded=False,
                players_secret=secret,
            )
            await self._store.start_game(
                game_id,
                seed=seed,
                first_dealer=first_dealer,
                teams=[(s.seat, s.team) for s in table.seats if s is not None],
                deadline=deadline,
                now=now,
                players_secret=secret,
                computer_turn=started.bot_to_act,
                summary=started.summary(now),
                # The first turn's notification waits for the table message (and the
                # game's thread), or this long if it never comes.
                notices=turn_notices(started, 0, now, now + max(FIRST_TURN_WAIT, started.dm_wait)),
            )
            table = started
            log.info(
                "guild=%s game=%d started, first dealer seat %d",
                table.guild_id,
                game_id,
                first_dealer,
            )
            return await self._changed(table, GameStarted(game_id, first_dealer))

    async def _with_notice_prefs(self, table: TableView) -> TableView:
        """The seats with their players' notification choices as they are now (they may
        have changed while the lobby filled)."""
        users = {seat.user_id for seat in table.seats if seat and seat.user_id is not None}
        chosen = await self._prefs.notice_prefs_of(users)
        for seat in table.seats:
            if seat is None or seat.user_id is None:
                continue
            prefs = chosen.get(seat.user_id, NoticePrefs())
            table = table.with_seat(
                seat.seat,
                replace(
                    seat,
                    notify=prefs.notify,
                    quiet=prefs.quiet,
                    time_zone=prefs.time_zone,
                    dm_after=prefs.dm_after,
                ),
            )
        return table

    async def attach_thread(self, game_id: int, thread_id: int) -> TableView:
        """The game moves to its own thread; its channel is free for another lobby."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id)
            await self._store.set_thread(game_id, thread_id)
            table = replace(table, thread_id=thread_id, place_id=thread_id)
            self._registry.put(table)
            return table.snapshot()

    async def set_message(self, game_id: int, message_id: int) -> Outcome | None:
        """Remember the lobby or table message just posted, to keep it up to date (after a
        restart too). None if the game has closed meanwhile."""
        async with self._registry.lock(game_id):
            await self._store.set_message(game_id, message_id)
            table = self._registry.held(game_id)
            if table is None:
                return None
            return await self._changed(
                replace(table, message_id=message_id), MessagePlaced(message_id)
            )

    async def _changed(self, table: TableView, *events: Any) -> Outcome:
        self._registry.put(table)
        return await self._registry.announce(Outcome(table.snapshot(), tuple(events)))


def _check_host(table: TableView, user_id: int) -> None:
    if user_id != table.host_id:
        raise ServiceError(Refusal.NOT_HOST)


def _check_level(level: str) -> None:
    if level not in COMPUTER_LEVELS:
        raise ServiceError(Refusal.BAD_OPTIONS, detail="levels", levels=COMPUTER_LEVELS)


def _choose_seat(table: TableView, seat: int | None, team: int | None) -> int:
    free = table.free_seats()
    players = table.players
    if seat is not None:
        if not 0 <= seat < players:
            raise ServiceError(Refusal.NO_SUCH_SEAT, players=players)
        if seat not in free:
            raise _seat_taken(seat)
        return seat
    if team is not None:
        if not table.options.partnerships or team not in (0, 1):
            raise ServiceError(Refusal.NO_SUCH_SEAT, detail="team")
        mine = [s for s in free if table.options.side_of(s) == team]
        if not mine:
            raise ServiceError(Refusal.SEAT_TAKEN, detail="team", number=team + 1)
        return mine[0]
    if not free:
        raise _table_full()
    return free[0]


def _table_full() -> ServiceError:
    return ServiceError(Refusal.LOBBY_FULL)


def _seat_taken(seat: int) -> ServiceError:
    return ServiceError(Refusal.SEAT_TAKEN, number=seat + 1)


def _game_exists() -> ServiceError:
    return ServiceError(Refusal.GAME_EXISTS)
