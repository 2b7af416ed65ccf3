"""The game service: lobbies, seats, turn order, one lock per game, one transaction per action."""

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
    ServiceEvent,
)
from .games import GameService
from .table import Seat, TableView

__all__ = [
    "ComputerSeated",
    "GameAbandoned",
    "GameCancelled",
    "GameService",
    "GameStarted",
    "LobbyOpened",
    "Outcome",
    "Refusal",
    "Seat",
    "SeatAway",
    "SeatJoined",
    "SeatLeft",
    "ServiceError",
    "ServiceEvent",
    "TableView",
]
