"""A table: one lobby or game as the service holds it — where it is, who sits where, its
engine state. Tables are frozen: a change makes a new one, swapped in once committed, so
what the service hands out is always a committed state and changing it changes nothing."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.engine import Action, Card, Game, Options, Phase, TrickWon, make_options
from bot.engine.record import replay_actions
from bot.store import ActionRow, GameRow, Takeback, TakebackRow, TurnSummary

from . import snapshots


class UnusableSnapshot(Exception):
    """A stored snapshot that cannot be read or does not match its game: load from the log."""


def standing(log: list[ActionRow], before: int = 0) -> list[tuple[Action, bool]]:
    """The moves of a log that stand, each with whether the computer made it, `before`
    moves having stood before its first row: a take-back row keeps the first moves it
    names and drops the rest."""
    moves: list[tuple[Action, bool]] = []
    for row in log:
        entry = row.entry
        if isinstance(entry, Takeback):
            keep = entry.kept - before
            if keep < 0:  # behind the snapshot: never stored so, but the log is the truth
                raise UnusableSnapshot(row)
            del moves[keep:]
        else:
            moves.append((entry, row.by_computer))
    return moves


# How long a turn waits before its direct message, unless the player chose otherwise: a player
# at the table, who moves within it, is not messaged for every turn.
DM_AFTER = 180.0


@dataclass(frozen=True, slots=True)
class Seat:
    seat: int
    team: int
    user_id: int | None  # None for a computer player
    computer: str | None  # the computer player's level
    away: bool  # a computer plays this seat's turns
    name: str | None = None  # the player's display name when they sat down
    plays_forced: bool = False  # the player's choice: their only legal card plays itself
    away_until: float | None = None  # away until then, back by itself; None: until back
    notify: str = "mention"  # the player's choice: how they hear it is their turn
    quiet: str | None = None  # the player's quiet hours (23-08), in their zone
    time_zone: str | None = None
    dm_after: float | None = None  # how long their turn waits before its DM; None: default

    @property
    def display_name(self) -> str:
        """The player's name as Discord gave it; empty for a computer (the presentation
        names it, in the reader's language)."""
        return "" if self.computer is not None else self.name or ""

    @property
    def played_by_computer(self) -> bool:
        return self.computer is not None or self.away


@dataclass(frozen=True, slots=True)
class EventMark:
    """Where a game stands in a duplicate event: its event, round and table number; `closed`
    once the round's window closed, when the computer plays out what is left."""

    event_id: int
    round: int
    table: int
    closed: bool = False


@dataclass(frozen=True, slots=True)
class TableView:
    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    place_id: int  # the channel or thread the game lives in
    message_id: int | None  # the lobby or table message, edited as the game goes
    host_id: int
    preset: str
    overrides: dict[str, Any]
    options: Options
    status: str  # lobby, active, finished, abandoned or cancelled
    turn_timer: int | None
    turn_deadline: float | None
    seats: tuple[Seat | None, ...]  # per seat number; None for a free seat
    game: Game | None
    reminded: bool = False  # the half-time reminder of the turn in progress is sent
    computer_turns: tuple[int, ...] = ()  # per seat: turns the computer played for a person
    players_secret: int | None = None  # the computer players' seeds come from it, not the deck
    hinted: bool = False  # a player took a hint: the game does not count for ratings
    daily: str | None = None  # the day of a daily deal's game: never on the leaderboard
    event: EventMark | None = None  # a duplicate event's table: never on the leaderboard
    # The turn timer waits for the awaited player's quiet hours until then (timer_quiet).
    quiet_until: float | None = None
    log_length: int = 0  # rows in the action log: moves, and take-backs of moves
    takebacks: tuple[TakebackRow, ...] = ()  # asked for so far, one per move
    # The allowed take-backs since the last snapshot: (their row in the log, moves kept).
    rewinds: tuple[tuple[int, int], ...] = ()

    @property
    def dm_wait(self) -> float:
        """How long the turn beginning now waits before its DM: the player's choice, else
        `DM_AFTER` (a player at the table who moves within it gets none)."""
        taken = self.seat_to_act
        chosen = None if taken is None else taken.dm_after
        return DM_AFTER if chosen is None else chosen

    @property
    def dm_to_notify(self) -> int | None:
        """The player whose turn begins now and who asked to hear of it by direct message;
        None when the bot plays this turn (a computer, an away player, a forced card)."""
        if self.status != "active" or self.game is None or self.game.is_over or self.bot_to_act:
            return None
        taken = self.seat_to_act
        if taken is None or taken.user_id is None or taken.away or taken.notify != "dm":
            return None
        return taken.user_id

    @property
    def duplicate(self) -> bool:
        """Whether others play the same deals (the daily deal, an event's table): it is played
        once, as it falls, without hints or take-backs, and its cards stay hidden from those
        who have not played them yet (`bot/service/sight.py`)."""
        return self.daily is not None or self.event is not None

    @property
    def takeback(self) -> TakebackRow | None:
        """The take-back waiting for an answer, if any."""
        return next((t for t in self.takebacks if t.status == "pending"), None)

    @classmethod
    def from_row(cls, row: GameRow) -> TableView:
        """A table from its stored row; a started game is rebuilt by replaying its log, from
        its snapshot if the row carries one (raises UnusableSnapshot if it is no good)."""
        options = make_options(row.preset, row.options)
        seats: list[Seat | None] = [None] * options.players
        for s in row.seats:
            seats[s.seat] = Seat(
                s.seat,
                s.team,
                s.user_id,
                s.computer,
                s.away,
                s.name,
                s.plays_forced,
                s.away_until,
                s.notify,
                s.quiet,
                s.time_zone,
                s.dm_after,
            )
        turns = [0] * options.players
        game = None
        logged = len(row.actions)
        if row.seed is not None and row.first_dealer is not None:
            if row.snapshot is not None:
                thawed = snapshots.thaw(
                    row.snapshot.state, actions=row.snapshot.actions, seed=row.seed
                )
                if thawed is None:
                    raise UnusableSnapshot(row.id)
                game, before = thawed
                turns = list(before)
                logged += row.snapshot.actions
            else:
                game = Game(row.preset, row.options, first_dealer=row.first_dealer, seed=row.seed)
            moves = standing(row.actions, len(game.actions))
            for _ in replay_actions(game, [action for action, _ in moves]):
                pass
            for action, by_computer in moves:
                turns[action.seat] += by_computer
        return cls(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            thread_id=row.thread_id,
            place_id=row.place_id,
            message_id=row.message_id,
            host_id=row.host_id,
            preset=row.preset,
            overrides=row.options,
            options=options,
            status=row.status,
            turn_timer=row.turn_timer,
            turn_deadline=row.turn_deadline,
            seats=tuple(seats),
            game=game,
            reminded=row.reminded,
            computer_turns=tuple(turns),
            players_secret=row.players_secret,
            hinted=row.hinted,
            daily=row.daily,
            event=None
            if row.event_id is None or row.event_round is None or row.event_table is None
            else EventMark(row.event_id, row.event_round, row.event_table, row.event_closed),
            quiet_until=row.quiet_until,
            log_length=logged,
            takebacks=tuple(row.takebacks),
            rewinds=tuple(
                (a.idx, a.entry.kept) for a in row.actions if isinstance(a.entry, Takeback)
            ),
        )

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def is_full(self) -> bool:
        return all(seat is not None for seat in self.seats)

    def free_seats(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat is None]

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat is not None and seat.user_id == user_id:
                return seat.seat
        return None

    def user_at(self, seat: int) -> int | None:
        found = self.seats[seat]
        return None if found is None else found.user_id

    def names(self) -> dict[int, str]:
        """The names of the seats people hold, for pictures; a computer's seat and a free
        one are named by the presentation, in the picture's language."""
        return {
            s: seat.display_name
            for s, seat in enumerate(self.seats)
            if seat is not None and seat.display_name
        }

    @property
    def seat_to_act(self) -> Seat | None:
        if self.game is None or self.game.to_act is None:
            return None
        return self.seats[self.game.to_act]

    @property
    def user_to_act(self) -> int | None:
        seat = self.seat_to_act
        return None if seat is None else seat.user_id

    @property
    def computer_to_act(self) -> bool:
        """Whether a running game waits for the computer (a computer seat, or one away)."""
        seat = self.seat_to_act
        return self.status == "active" and seat is not None and seat.played_by_computer

    @property
    def last_trick_to_play(self) -> bool:
        """Whether the hand in play is down to its last trick: one card left in each hand,
        every one of them forced, so the bot plays the trick itself."""
        game = self.game
        return (
            self.status == "active"
            and game is not None
            and game.phase is Phase.PLAY
            and game.hand_size - game.tricks_played == 1
        )

    def forced_card(self) -> Card | None:
        """The card the bot plays for the person to act without asking: any card of the last
        trick, or their only legal card when they chose to have those played. None when the
        seat to act decides (a person's real choice, or a computer's turn)."""
        seat = self.seat_to_act
        game = self.game
        if seat is None or game is None or seat.played_by_computer or game.phase is not Phase.PLAY:
            return None
        legal = game.legal_cards(seat.seat)
        if len(legal) != 1:
            return None
        return legal[0] if self.last_trick_to_play or seat.plays_forced else None

    @property
    def bot_to_act(self) -> bool:
        """Whether the next move is the bot's to make: a computer's turn or a forced card."""
        return self.computer_to_act or (self.status == "active" and self.forced_card() is not None)

    def last_trick(self) -> TrickWon | None:
        """The trick before the one in progress, in the hand being played (public: who played
        what, in order, and who won it); None before the hand's first trick is won."""
        game = self.game
        if self.status != "active" or game is None or game.phase is not Phase.PLAY:
            return None
        number = game.tricks_played
        if number == 0:
            return None
        size = len(game.seats)
        cards = game.played_this_hand()[(number - 1) * size : number * size]
        # The winner of a trick leads the next one (R18).
        winner = game.trick[0][0] if game.trick else game.to_act
        assert winner is not None
        return TrickWon(number, winner, dict(cards)[winner], cards)

    def summary(self, since: float) -> TurnSummary | None:
        """What the list of games shows of this running game, its turn begun at `since`;
        None when no game is running."""
        game = self.game
        if self.status != "active" or game is None or game.is_over:
            return None
        return TurnSummary(
            game.to_act, game.hand_number, len(game.schedule), tuple(game.scores), since
        )

    def returning(self, now: float) -> list[Seat]:
        """The seats away until a time that has come: back by themselves now."""
        return [
            seat
            for seat in self.seats
            if seat is not None
            and seat.away
            and seat.away_until is not None
            and seat.away_until <= now
        ]

    def move_stands(self, move: int, logged: int) -> bool:
        """Whether the move at place `move`, written as the log's row `logged`, still stands
        (no take-back since removed it; a later move may have taken its place)."""
        return not any(row > logged and kept <= move for row, kept in self.rewinds)

    def with_seat(self, number: int, seat: Seat | None) -> TableView:
        seats = list(self.seats)
        seats[number] = seat
        return replace(self, seats=tuple(seats))

    def snapshot(self) -> TableView:
        """A copy to hand out: its game may be played on without touching this one."""
        return self if self.game is None else replace(self, game=self.game.copy())


__all__ = ["EventMark", "Seat", "TableView", "UnusableSnapshot"]
