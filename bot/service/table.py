"""A table: one game as the service holds it — where it is, who sits where, its engine state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.engine import Game, Options, make_options
from bot.store.games import GameRow, SeatRow


@dataclass(frozen=True, slots=True)
class Seat:
    seat: int
    team: int
    user_id: int | None  # None for a computer player
    computer: str | None  # the computer player's level
    away: bool  # a computer plays this seat's turns
    name: str | None = None  # the player's display name when they sat down

    @property
    def display_name(self) -> str:
        if self.computer is not None:
            return f"Computer ({self.computer})"
        return self.name or f"Seat {self.seat + 1}"


@dataclass(slots=True)
class Table:
    """The live state of a lobby or running game. The service mutates it under the game's
    lock; everything it hands out is a `TableView` snapshot."""

    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    place_id: int
    message_id: int | None
    host_id: int
    preset: str
    overrides: dict[str, Any]
    options: Options
    status: str
    turn_timer: int | None
    turn_deadline: float | None
    reminded: bool
    seats: dict[int, Seat] = field(default_factory=dict)
    game: Game | None = None
    computer_turns: list[int] = field(default_factory=list)

    @classmethod
    def from_row(cls, row: GameRow) -> Table:
        """A table from its stored row; a running game is rebuilt by replaying its log."""
        table = cls(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            thread_id=row.thread_id,
            place_id=row.place_id,
            message_id=row.message_id,
            host_id=row.host_id,
            preset=row.preset,
            overrides=row.options,
            options=make_options(row.preset, row.options),
            status=row.status,
            turn_timer=row.turn_timer,
            turn_deadline=row.turn_deadline,
            reminded=row.reminded,
            seats={s.seat: _seat(s) for s in row.seats},
        )
        table.computer_turns = [0] * table.options.players
        if row.seed is not None and row.first_dealer is not None:
            game = Game(row.preset, row.options, first_dealer=row.first_dealer, seed=row.seed)
            for action in row.actions:
                if action.kind == "bid":
                    game.bid(action.seat, action.value)
                else:
                    game.play(action.seat, action.value)
                if action.by_computer:
                    table.computer_turns[action.seat] += 1
            table.game = game
        return table

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def is_full(self) -> bool:
        return len(self.seats) == self.options.players

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats.values():
            if seat.user_id == user_id:
                return seat.seat
        return None

    def user_at(self, seat: int) -> int | None:
        found = self.seats.get(seat)
        return None if found is None else found.user_id

    def free_seats(self) -> list[int]:
        return [s for s in range(self.options.players) if s not in self.seats]

    def view(self) -> TableView:
        return TableView(
            id=self.id,
            guild_id=self.guild_id,
            channel_id=self.channel_id,
            thread_id=self.thread_id,
            place_id=self.place_id,
            message_id=self.message_id,
            host_id=self.host_id,
            preset=self.preset,
            overrides=dict(self.overrides),
            options=self.options,
            status=self.status,
            turn_timer=self.turn_timer,
            turn_deadline=self.turn_deadline,
            seats=tuple(self.seats.get(s) for s in range(self.options.players)),
            game=self.game.copy() if self.game is not None else None,
        )


@dataclass(frozen=True, slots=True)
class TableView:
    """A snapshot of a table for presentation: changing it changes nothing."""

    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    place_id: int
    message_id: int | None
    host_id: int
    preset: str
    overrides: dict[str, Any]
    options: Options
    status: str
    turn_timer: int | None
    turn_deadline: float | None
    seats: tuple[Seat | None, ...]  # per seat number; None for a free seat
    game: Game | None

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat is not None and seat.user_id == user_id:
                return seat.seat
        return None

    def user_at(self, seat: int) -> int | None:
        found = self.seats[seat]
        return None if found is None else found.user_id

    def names(self) -> dict[int, str]:
        """Each seat's display name, for pictures."""
        return {
            s: seat.display_name if seat is not None else f"Seat {s + 1}"
            for s, seat in enumerate(self.seats)
        }

    @property
    def user_to_act(self) -> int | None:
        if self.game is None or self.game.to_act is None:
            return None
        return self.user_at(self.game.to_act)


def _seat(row: SeatRow) -> Seat:
    return Seat(row.seat, row.team, row.user_id, row.computer, row.away, row.name)


__all__ = ["Seat", "Table", "TableView"]
