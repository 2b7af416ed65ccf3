"""What the service reports: the events of lobbies and seats, and the outcome of a request."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Event

from .table import TableView


@dataclass(frozen=True, slots=True)
class LobbyOpened:
    game_id: int


@dataclass(frozen=True, slots=True)
class SeatJoined:
    seat: int
    user_id: int


@dataclass(frozen=True, slots=True)
class ComputerSeated:
    seat: int
    level: str


@dataclass(frozen=True, slots=True)
class SeatAway:
    seat: int
    user_id: int
    away: bool


@dataclass(frozen=True, slots=True)
class SeatLeft:
    seat: int
    user_id: int | None
    removed_by_host: bool


@dataclass(frozen=True, slots=True)
class GameStarted:
    game_id: int
    first_dealer: int


@dataclass(frozen=True, slots=True)
class GameCancelled:
    game_id: int


@dataclass(frozen=True, slots=True)
class GameAbandoned:
    game_id: int
    by_user: int


ServiceEvent = (
    LobbyOpened
    | SeatJoined
    | ComputerSeated
    | SeatAway
    | SeatLeft
    | GameStarted
    | GameCancelled
    | GameAbandoned
)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a request did: the table as it now stands and what happened, in order."""

    table: TableView
    events: tuple[Event | ServiceEvent, ...]
