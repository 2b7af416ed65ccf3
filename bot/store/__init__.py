"""SQLite storage: schema migrations, games, seats, the action log and results."""

from .database import DEFAULT_PATH, Database, database_path
from .games import (
    ActionRow,
    GameRow,
    GameStore,
    PlaceTaken,
    SeatRow,
    SeatTaken,
    Snapshot,
    TakebackRow,
)
from .results import Finish, PlayerResult, SideResult

__all__ = [
    "DEFAULT_PATH",
    "ActionRow",
    "Database",
    "Finish",
    "GameRow",
    "GameStore",
    "PlaceTaken",
    "PlayerResult",
    "SeatRow",
    "SeatTaken",
    "SideResult",
    "Snapshot",
    "TakebackRow",
    "database_path",
]
