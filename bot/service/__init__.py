"""The game service: lobbies, seats, turn order, one lock per game, one transaction per action."""

from .errors import Refusal, ServiceError
from .games import (
    GameAbandoned,
    GameCancelled,
    GameService,
    GameStarted,
    LobbyOpened,
    Outcome,
    SeatJoined,
    SeatLeft,
    ServiceEvent,
)
from .table import Seat, TableView

__all__ = [
    "GameAbandoned",
    "GameCancelled",
    "GameService",
    "GameStarted",
    "LobbyOpened",
    "Outcome",
    "Refusal",
    "Seat",
    "SeatJoined",
    "SeatLeft",
    "ServiceError",
    "ServiceEvent",
    "TableView",
]
