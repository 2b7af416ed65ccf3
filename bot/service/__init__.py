"""The game service: lobbies, seats, turn order, one lock per game, one transaction per action,
and an outcome announced to its subscribers for every change."""

from bot.store import DatabaseUnavailable

from .coach import ClaimNotCertain, Review
from .errors import EndedHere, NotYourTurn, Refusal, ServiceError
from .events import (
    CardsForced,
    ClaimAccepted,
    ComputerSeated,
    GameAbandoned,
    GameCancelled,
    GamesPaused,
    GamesResumed,
    GameStarted,
    Lapse,
    LobbyOpened,
    MessagePlaced,
    Origin,
    Outcome,
    PlaceVanished,
    SeatAway,
    SeatJoined,
    SeatLeft,
    ServiceEvent,
    TakebackAnswered,
    TakebackAsked,
    TakebackLapsed,
    TimeRanOut,
    TurnReminded,
)
from .games import PRESET_NAMES, GameRecord, GameService, record_of
from .languages import Languages
from .moves import Move, PlaceBid, PlayCard, as_move
from .notices import Awaiting, Delivery, Notice, NoticeKind, Notifier
from .registry import Subscriber
from .table import Seat, TableView

__all__ = [
    "PRESET_NAMES",
    "Awaiting",
    "CardsForced",
    "ClaimAccepted",
    "ClaimNotCertain",
    "ComputerSeated",
    "DatabaseUnavailable",
    "Delivery",
    "EndedHere",
    "GameAbandoned",
    "GameCancelled",
    "GameRecord",
    "GameService",
    "GameStarted",
    "GamesPaused",
    "GamesResumed",
    "Languages",
    "Lapse",
    "LobbyOpened",
    "MessagePlaced",
    "Move",
    "NotYourTurn",
    "Notice",
    "NoticeKind",
    "Notifier",
    "Origin",
    "Outcome",
    "PlaceBid",
    "PlaceVanished",
    "PlayCard",
    "Refusal",
    "Review",
    "Seat",
    "SeatAway",
    "SeatJoined",
    "SeatLeft",
    "ServiceError",
    "ServiceEvent",
    "Subscriber",
    "TableView",
    "TakebackAnswered",
    "TakebackAsked",
    "TakebackLapsed",
    "TimeRanOut",
    "TurnReminded",
    "as_move",
    "record_of",
]
