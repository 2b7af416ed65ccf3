"""Storage, in SQLite or PostgreSQL: schema migrations, games, seats, the action log and
results."""

from .backends import open_database
from .database import (
    DEFAULT_PATH,
    Database,
    DatabaseUnavailable,
    IntegrityError,
    database_path,
    database_target,
)
from .games import GameStore
from .results import Finish, PlayerResult, SeasonMark, SideResult
from .rows import (
    ActionRow,
    GameRow,
    ListedGame,
    PlaceTaken,
    SeatRow,
    SeatTaken,
    Snapshot,
    Takeback,
    TakebackRow,
    TurnSummary,
)
from .shards import Shards

__all__ = [
    "DEFAULT_PATH",
    "ActionRow",
    "Database",
    "DatabaseUnavailable",
    "Finish",
    "GameRow",
    "GameStore",
    "IntegrityError",
    "ListedGame",
    "PlaceTaken",
    "PlayerResult",
    "SeasonMark",
    "SeatRow",
    "SeatTaken",
    "Shards",
    "SideResult",
    "Snapshot",
    "Takeback",
    "TakebackRow",
    "TurnSummary",
    "database_path",
    "database_target",
    "open_database",
]
