"""The game service: lobbies, seats, turns, and every accepted action committed before any
answer. It knows Discord user ids, never Discord objects, and returns plain events."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

from bot.ai import Player, make_player
from bot.engine import Action, Card, Game, OptionError, Phase, make_options
from bot.store.database import Database
from bot.store.games import ActionRow, Finish, GameStore, PlaceTaken, SeatTaken
from bot.store.stats import StatsStore

from .errors import Refusal, ServiceError
from .events import (
    ComputerSeated,
    GameAbandoned,
    GameCancelled,
    GameStarted,
    LobbyOpened,
    Outcome,
    SeatAway,
    SeatJoined,
    SeatLeft,
)
from .ratings import game_rater
from .results import player_results, side_results
from .table import Seat, Table, TableView

log = logging.getLogger(__name__)

# A server setting: whether games with computer players count for the humans' ratings.
COMPUTER_RATINGS = "computer_ratings"
COMPUTER_LEVELS = ("random", "basic", "strong")
# The level that plays for a player who is away or out of time.
STAND_IN_LEVEL = "strong"


class GameService:
    def __init__(
        self,
        database: Database,
        *,
        clock: Callable[[], float] = time.time,
        new_seed: Callable[[], int] = lambda: secrets.randbits(63),
        new_dealer: Callable[[int], int] = secrets.randbelow,
    ) -> None:
        self.store = GameStore(database)
        self.stats = StatsStore(database)
        self._clock = clock
        self._new_seed = new_seed
        self._new_dealer = new_dealer
        self._tables: dict[int, Table] = {}  # every lobby and running game
        self._places: dict[int, int] = {}  # channel or thread id -> game id
        self._locks: dict[int, asyncio.Lock] = {}
        self._players: dict[tuple[int, int, str], Player] = {}
        # Set whenever a turn deadline may have changed, to wake the timer dispatcher.
        self.timers_changed = asyncio.Event()

    async def load(self) -> list[TableView]:
        """Load every lobby and running game back from the database (at start-up)."""
        self._tables.clear()
        self._places.clear()
        for row in await self.store.load_open():
            table = Table.from_row(row)
            self._remember(table)
        log.info("loaded %d open games", len(self._tables))
        return [t.view() for t in self._tables.values()]

    # ------------------------------------------------------------------ lookups

    def game_at(self, place_id: int) -> TableView | None:
        """The lobby or running game of a channel or thread, if any."""
        game_id = self._places.get(place_id)
        return None if game_id is None else self._tables[game_id].view()

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
            raise _not_in_game()
        return seat

    async def find_game(self, game_id: int) -> TableView | None:
        """An open game, else a finished or abandoned one from its log; None if unknown."""
        return self.table(game_id) or await self.finished_game(game_id)

    async def any_game(self, game_id: int) -> TableView:
        """As find_game, with a clear error for a game that does not exist."""
        found = await self.find_game(game_id)
        if found is None:
            raise ServiceError(Refusal.NO_GAME, "This game does not exist any more.")
        return found

    def table(self, game_id: int) -> TableView | None:
        found = self._tables.get(game_id)
        return None if found is None else found.view()

    def open_tables(self) -> list[TableView]:
        return [t.view() for t in self._tables.values()]

    def games_of(self, user_id: int) -> list[TableView]:
        return [t.view() for t in self._tables.values() if t.seat_of(user_id) is not None]

    async def finished_game(self, game_id: int) -> TableView | None:
        """A game that is no longer open (finished, abandoned, cancelled), from the log."""
        row = await self.store.load(game_id)
        return None if row is None else Table.from_row(row).view()

    async def last_game_at(self, place_id: int) -> TableView | None:
        """The open game of a channel or thread, else the last one played there."""
        open_game = self.game_at(place_id)
        if open_game is not None:
            return open_game
        game_id = await self.store.last_game_at(place_id)
        return None if game_id is None else await self.finished_game(game_id)

    # ------------------------------------------------------------------ lobby

    async def open_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        preset: str = "classic",
        options: dict[str, Any] | None = None,
        turn_timer: int | None = None,
        host_name: str | None = None,
    ) -> Outcome:
        """A new lobby in a channel, with the host in the first seat."""
        overrides = dict(options or {})
        try:
            resolved = make_options(preset, overrides)
        except OptionError as error:
            raise ServiceError(Refusal.BAD_OPTIONS, f"{error}.") from None
        if turn_timer is not None and turn_timer <= 0:
            raise ServiceError(Refusal.BAD_OPTIONS, "The turn timer must be positive.")
        if channel_id in self._places:
            raise _game_exists()
        now = self._clock()
        try:
            game_id = await self.store.create_game(
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                preset=preset,
                options=overrides,
                turn_timer=turn_timer,
                host_team=resolved.side_of(0),
                now=now,
                host_name=host_name,
            )
        except PlaceTaken:
            raise _game_exists() from None
        table = Table(
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
            reminded=False,
            seats={0: Seat(0, resolved.side_of(0), host_id, None, False, host_name)},
            computer_turns=[0] * resolved.players,
        )
        self._remember(table)
        log.info(
            "guild=%s game=%d lobby opened by user %d (%s, %d hands)",
            guild_id,
            game_id,
            host_id,
            preset,
            len(resolved.hands),
        )
        return Outcome(table.view(), (LobbyOpened(game_id), SeatJoined(0, host_id)))

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
        async with self._lock(game_id):
            table = self._lobby(game_id)
            if table.seat_of(user_id) is not None:
                raise ServiceError(Refusal.ALREADY_SEATED, "You already have a seat at this table.")
            free = table.free_seats()
            if not free:
                raise ServiceError(Refusal.LOBBY_FULL, "The table is full.")
            chosen = self._choose_seat(table, free, seat, team)
            team_of = table.options.side_of(chosen)
            try:
                await self.store.add_seat(
                    game_id, chosen, team_of, user_id=user_id, name=name, now=self._clock()
                )
            except SeatTaken:
                raise ServiceError(Refusal.SEAT_TAKEN, f"Seat {chosen + 1} is taken.") from None
            table.seats[chosen] = Seat(chosen, team_of, user_id, None, False, name)
            return Outcome(table.view(), (SeatJoined(chosen, user_id),))

    async def add_computer(
        self, game_id: int, user_id: int, level: str, *, seat: int | None = None
    ) -> Outcome:
        """The host seats a computer player of `level` in a free seat."""
        async with self._lock(game_id):
            table = self._lobby(game_id)
            self._check_host(table, user_id)
            if level not in COMPUTER_LEVELS:
                raise ServiceError(
                    Refusal.BAD_OPTIONS, f"The computer levels are {', '.join(COMPUTER_LEVELS)}."
                )
            free = table.free_seats()
            if not free:
                raise ServiceError(Refusal.LOBBY_FULL, "The table is full.")
            chosen = self._choose_seat(table, free, seat, None)
            team_of = table.options.side_of(chosen)
            try:
                await self.store.add_seat(
                    game_id, chosen, team_of, computer=level, now=self._clock()
                )
            except SeatTaken:
                raise ServiceError(Refusal.SEAT_TAKEN, f"Seat {chosen + 1} is taken.") from None
            table.seats[chosen] = Seat(chosen, team_of, None, level, False)
            return Outcome(table.view(), (ComputerSeated(chosen, level),))

    # ------------------------------------------------------------------ computer turns

    def computer_to_act(self, game_id: int) -> bool:
        """Whether the seat to act is played by the computer (a computer seat, or away)."""
        table = self._tables.get(game_id)
        if table is None or table.status != "active" or table.game is None:
            return False
        seat = table.game.to_act
        taken = None if seat is None else table.seats.get(seat)
        return taken is not None and (taken.computer is not None or taken.away)

    async def computer_turn(self, game_id: int, *, expired: bool = False) -> Outcome | None:
        """Play the turn of the seat to act with a computer player: a computer seat, a player
        who is away, or (`expired`) a player whose turn timer ran out. None if there is no
        such turn now (someone acted first)."""
        async with self._lock(game_id):
            table = self._tables.get(game_id)
            if table is None or table.status != "active" or table.game is None:
                return None
            game = table.game
            seat = game.to_act
            taken = None if seat is None else table.seats.get(seat)
            if seat is None or taken is None:
                return None
            if expired:
                deadline = table.turn_deadline
                if deadline is None or self._clock() < deadline:
                    return None
            elif taken.computer is None and not taken.away:
                return None
            player = self._player(table, seat, taken.computer or STAND_IN_LEVEL)
            view = game.view(seat)
            # A strong player thinks for tens of milliseconds: off the event loop.
            if game.phase is Phase.BID:
                kind, value = "bid", await asyncio.to_thread(player.choose_bid, view)
            else:
                kind, value = "play", await asyncio.to_thread(player.choose_card, view)
            # Logged as the computer's only when it stands in for a person (away, out of time).
            stand_in = taken.computer is None
            return await self._apply(table, Action(seat, kind, value), by_computer=stand_in)

    def _player(self, table: Table, seat: int, level: str) -> Player:
        key = (table.id, seat, level)
        player = self._players.get(key)
        if player is None:
            seed = (table.game.seed if table.game and table.game.seed else 0) * 8 + seat
            player = self._players[key] = make_player(level, seed)
        return player

    async def set_away(self, game_id: int, user_id: int, away: bool) -> Outcome:
        """A player hands their seat to the computer (`away`) or takes it back."""
        async with self._lock(game_id):
            table = self._running(game_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise _not_in_game()
            taken = table.seats[seat]
            if taken.away == away:
                raise ServiceError(
                    Refusal.ALREADY_AWAY if away else Refusal.NOT_AWAY,
                    "The computer already plays for you: /backalley back to return."
                    if away
                    else "You are not away: it is your own seat.",
                )
            await self.store.set_away(game_id, seat, away)
            table.seats[seat] = Seat(
                seat, taken.team, taken.user_id, taken.computer, away, taken.name
            )
            self.timers_changed.set()
            return Outcome(table.view(), (SeatAway(seat, user_id, away),))

    # ------------------------------------------------------------------ turn timers

    def next_timer(self) -> tuple[float, int, str] | None:
        """The next reminder or deadline of any running game: (when, game id, kind), kind
        "remind" at half time or "expire" at the deadline."""
        best: tuple[float, int, str] | None = None
        for table in self._tables.values():
            if table.status != "active" or table.turn_deadline is None or not table.turn_timer:
                continue
            if self.computer_to_act(table.id):
                continue  # the computer is playing that turn anyway
            if table.reminded:
                when, kind = table.turn_deadline, "expire"
            else:
                when, kind = table.turn_deadline - table.turn_timer / 2, "remind"
            if best is None or when < best[0]:
                best = (when, table.id, kind)
        return best

    async def remind(self, game_id: int) -> TableView | None:
        """Mark the half-time reminder of the turn in progress sent; None if it is no longer
        due (the player acted meanwhile)."""
        async with self._lock(game_id):
            table = self._tables.get(game_id)
            if (
                table is None
                or table.turn_deadline is None
                or table.reminded
                or not table.turn_timer
            ):
                return None
            if self._clock() < table.turn_deadline - table.turn_timer / 2:
                return None
            await self.store.set_reminded(game_id)
            table.reminded = True
            return table.view()

    async def act_as_computer(self, game_id: int, seat: int, kind: str, value: object) -> Outcome:
        """A move made by the computer for a computer seat or an absent player's seat."""
        async with self._lock(game_id):
            table = self._running(game_id)
            taken = table.seats.get(seat)
            if taken is None or (taken.computer is None and not taken.away):
                raise ServiceError(Refusal.NOT_IN_GAME, f"Seat {seat + 1} is played by a person.")
            return await self._apply(table, Action(seat, kind, value), by_computer=True)

    async def move(
        self, game_id: int, user_id: int, *, seat: int | None = None, team: int | None = None
    ) -> Outcome:
        """Change seat (or team) before the start."""
        async with self._lock(game_id):
            table = self._lobby(game_id)
            current = table.seat_of(user_id)
            if current is None:
                raise _not_in_game()
            chosen = self._choose_seat(table, table.free_seats(), seat, team)
            team_of = table.options.side_of(chosen)
            try:
                await self.store.move_seat(game_id, current, chosen, team_of)
            except SeatTaken:
                raise ServiceError(Refusal.SEAT_TAKEN, f"Seat {chosen + 1} is taken.") from None
            old = table.seats.pop(current)
            table.seats[chosen] = Seat(chosen, team_of, user_id, None, old.away, old.name)
            return Outcome(
                table.view(), (SeatLeft(current, user_id, False), SeatJoined(chosen, user_id))
            )

    async def leave(self, game_id: int, user_id: int) -> Outcome:
        """Give up a seat before the start."""
        async with self._lock(game_id):
            table = self._open(game_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise _not_in_game()
            if table.status != "lobby":
                raise ServiceError(
                    Refusal.ALREADY_STARTED,
                    "The game has started: you cannot leave it. The host can abandon it.",
                )
            if user_id == table.host_id:
                raise ServiceError(
                    Refusal.HOST_CANNOT_LEAVE,
                    "You are the host: cancel the lobby instead of leaving it.",
                )
            await self.store.remove_seat(game_id, seat, self._clock())
            del table.seats[seat]
            return Outcome(table.view(), (SeatLeft(seat, user_id, False),))

    async def remove_seat(self, game_id: int, user_id: int, seat: int) -> Outcome:
        """The host frees a seat before the start."""
        async with self._lock(game_id):
            table = self._lobby(game_id)
            self._check_host(table, user_id)
            taken = table.seats.get(seat)
            if taken is None:
                raise ServiceError(Refusal.NO_SUCH_SEAT, f"Seat {seat + 1} is empty.")
            if taken.user_id == table.host_id:
                raise ServiceError(
                    Refusal.HOST_CANNOT_LEAVE, "You cannot remove yourself: cancel the lobby."
                )
            await self.store.remove_seat(game_id, seat, self._clock())
            del table.seats[seat]
            return Outcome(table.view(), (SeatLeft(seat, taken.user_id, True),))

    async def cancel(self, game_id: int, user_id: int) -> Outcome:
        """The host closes a lobby that has not started; the channel is free again."""
        async with self._lock(game_id):
            table = self._lobby(game_id)
            self._check_host(table, user_id)
            await self.store.end_game(game_id, "cancelled", self._clock())
            table.status = "cancelled"
            self._forget(table)
            log.info("guild=%s game=%d lobby cancelled", table.guild_id, game_id)
            return Outcome(table.view(), (GameCancelled(game_id),))

    async def start(self, game_id: int, user_id: int) -> Outcome:
        """The host starts a full table: a random first dealer and seed; the first deal."""
        async with self._lock(game_id):
            table = self._lobby(game_id)
            self._check_host(table, user_id)
            if not table.is_full:
                missing = table.options.players - len(table.seats)
                raise ServiceError(
                    Refusal.TABLE_NOT_FULL,
                    f"The table needs {missing} more player{'s' if missing > 1 else ''} to start.",
                )
            seed = self._new_seed()
            first_dealer = self._new_dealer(table.options.players)
            game = Game(table.preset, table.overrides, first_dealer=first_dealer, seed=seed)
            now = self._clock()
            deadline = now + table.turn_timer if table.turn_timer else None
            await self.store.start_game(
                game_id,
                seed=seed,
                first_dealer=first_dealer,
                teams=[(s.seat, s.team) for s in table.seats.values()],
                deadline=deadline,
                now=now,
            )
            table.status = "active"
            table.game = game
            log.info(
                "guild=%s game=%d started, first dealer seat %d",
                table.guild_id,
                game_id,
                first_dealer,
            )
            table.turn_deadline = deadline
            table.reminded = False
            if deadline is not None:
                self.timers_changed.set()  # the first turn's clock runs from now
            return Outcome(table.view(), (GameStarted(game_id, first_dealer),))

    async def attach_thread(self, game_id: int, thread_id: int) -> TableView:
        """The game moves to its own thread; its channel is free for another lobby."""
        async with self._lock(game_id):
            table = self._open(game_id)
            await self.store.set_thread(game_id, thread_id)
            self._places.pop(table.place_id, None)
            table.thread_id = table.place_id = thread_id
            self._places[thread_id] = game_id
            return table.view()

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the lobby or table message, to edit it again after a restart."""
        async with self._lock(game_id):
            table = self._tables.get(game_id)
            await self.store.set_message(game_id, message_id)
            if table is not None:
                table.message_id = message_id

    # ------------------------------------------------------------------ play

    async def act(self, game_id: int, user_id: int, kind: str, value: object) -> Outcome:
        """A player's bid or card. Raises the engine's IllegalAction (with its RULES §7 code)
        or a ServiceError; either way nothing is stored or changed."""
        async with self._lock(game_id):
            table = self._running(game_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise _not_in_game()
            return await self._apply(table, Action(seat, kind, value), by_computer=False)

    async def _apply(self, table: Table, action: Action, *, by_computer: bool) -> Outcome:
        assert table.game is not None
        # Work on a copy: the live state changes only once the action is committed.
        game = table.game.copy()
        events = game.apply(action)
        now = self._clock()
        over = game.is_over
        finish = None
        if over:
            users = [table.user_at(s) for s in range(table.players)]
            computers = [
                taken.computer if (taken := table.seats.get(s)) else None
                for s in range(table.players)
            ]
            turns = list(table.computer_turns)
            turns[action.seat] += by_computer
            humans = {s for s in range(table.players) if users[s] is not None}
            rated = len(humans) == table.players or await self._rates_computer_games(table)
            finish = Finish(
                game.winner,
                side_results(game),
                player_results(game, users, computers, turns),
                table.guild_id,
                game_rater(game, humans) if rated and humans else None,
            )
        deadline = now + table.turn_timer if table.turn_timer and not over else None
        seat, kind, value = game.actions[-1]
        await self.store.append_action(
            table.id,
            ActionRow(len(game.actions) - 1, seat, kind, _stored(value), by_computer, now),
            deadline=deadline,
            finish=finish,
        )
        table.game = game
        table.turn_deadline = deadline
        table.reminded = False
        if table.turn_timer:
            # Only a game with a turn timer moves a deadline; waking the dispatcher for the
            # others would rescan every open game on every move.
            self.timers_changed.set()
        # Public moves only: a card is logged once played, never a hand.
        log.debug(
            "guild=%s game=%d seat %d %s %s%s",
            table.guild_id,
            table.id,
            seat,
            kind,
            value,
            " (computer)" if by_computer else "",
        )
        if by_computer:
            table.computer_turns[action.seat] += 1
        if over:
            table.status = "finished"
            self._forget(table)
            log.info(
                "guild=%s game=%d finished: scores %s, winner %s",
                table.guild_id,
                table.id,
                game.scores,
                game.winner,
            )
        return Outcome(table.view(), tuple(events))

    async def _rates_computer_games(self, table: Table) -> bool:
        if table.guild_id is None:
            return False
        settings = await self.stats.settings(table.guild_id)
        return bool(settings.get(COMPUTER_RATINGS, False))

    async def abandon(self, game_id: int, user_id: int, *, is_admin: bool = False) -> Outcome:
        """The host (or a member allowed to manage the server) ends a game without results."""
        async with self._lock(game_id):
            table = self._open(game_id)
            if user_id != table.host_id and not is_admin:
                raise ServiceError(
                    Refusal.NOT_HOST,
                    "Only the host or a member with Manage Server can abandon the game.",
                )
            if table.status == "lobby":
                raise ServiceError(
                    Refusal.NOT_STARTED, "The game has not started: cancel the lobby instead."
                )
            await self.store.end_game(game_id, "abandoned", self._clock())
            table.status = "abandoned"
            table.turn_deadline = None
            self._forget(table)
            log.info("guild=%s game=%d abandoned by user %d", table.guild_id, game_id, user_id)
            return Outcome(table.view(), (GameAbandoned(game_id, user_id),))

    async def quiesce(self) -> None:
        """Wait until no request holds a game's lock: every action in flight is committed."""
        for lock in list(self._locks.values()):
            async with lock:
                pass

    # ------------------------------------------------------------------ helpers

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def _remember(self, table: Table) -> None:
        self._tables[table.id] = table
        self._places[table.place_id] = table.id

    def _forget(self, table: Table) -> None:
        self._tables.pop(table.id, None)
        if self._places.get(table.place_id) == table.id:
            del self._places[table.place_id]
        self._locks.pop(table.id, None)

    def _open(self, game_id: int) -> Table:
        table = self._tables.get(game_id)
        if table is None:
            raise ServiceError(Refusal.GAME_ENDED, "This game is over.")
        return table

    def _lobby(self, game_id: int) -> Table:
        table = self._open(game_id)
        if table.status != "lobby":
            raise ServiceError(Refusal.ALREADY_STARTED, "The game has already started.")
        return table

    def _running(self, game_id: int) -> Table:
        table = self._open(game_id)
        if table.status != "active":
            raise ServiceError(Refusal.NOT_STARTED, "The game has not started yet.")
        return table

    @staticmethod
    def _check_host(table: Table, user_id: int) -> None:
        if user_id != table.host_id:
            raise ServiceError(Refusal.NOT_HOST, "Only the host can do that.")

    @staticmethod
    def _choose_seat(table: Table, free: list[int], seat: int | None, team: int | None) -> int:
        players = table.options.players
        if seat is not None:
            if not 0 <= seat < players:
                raise ServiceError(Refusal.NO_SUCH_SEAT, f"Choose a seat from 1 to {players}.")
            if seat not in free:
                raise ServiceError(Refusal.SEAT_TAKEN, f"Seat {seat + 1} is taken.")
            return seat
        if team is not None:
            if not table.options.partnerships or team not in (0, 1):
                raise ServiceError(
                    Refusal.NO_SUCH_SEAT, "Teams are 1 and 2, in a game of partnerships."
                )
            mine = [s for s in free if table.options.side_of(s) == team]
            if not mine:
                raise ServiceError(Refusal.SEAT_TAKEN, f"Team {team + 1} is full.")
            return mine[0]
        if not free:
            raise ServiceError(Refusal.LOBBY_FULL, "The table is full.")
        return free[0]


def _stored(value: object) -> object:
    """An action's value as the record writes it: a bid as is, a card in R4 notation."""
    return str(value) if isinstance(value, Card) else value


def _game_exists() -> ServiceError:
    return ServiceError(
        Refusal.GAME_EXISTS,
        "There is already a lobby or a game here: finish or cancel it first.",
    )


def _not_in_game() -> ServiceError:
    return ServiceError(Refusal.NOT_IN_GAME, "You are not playing in this game.")
