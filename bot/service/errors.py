"""The errors the game service reports (beside the engine's IllegalAction)."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from bot.engine import ErrorCode, IllegalAction, Refused

if TYPE_CHECKING:
    from .table import TableView


class Refusal(StrEnum):
    NO_GAME = "no_game"
    GAME_EXISTS = "game_exists"
    NOT_IN_GAME = "not_in_game"
    NOT_HOST = "not_host"
    ALREADY_SEATED = "already_seated"
    LOBBY_FULL = "lobby_full"
    SEAT_TAKEN = "seat_taken"
    NO_SUCH_SEAT = "no_such_seat"
    TABLE_NOT_FULL = "table_not_full"
    NOT_STARTED = "not_started"
    ALREADY_STARTED = "already_started"
    GAME_ENDED = "game_ended"
    BAD_OPTIONS = "bad_options"
    HOST_CANNOT_LEAVE = "host_cannot_leave"
    ALREADY_AWAY = "already_away"
    NOT_AWAY = "not_away"
    STALE = "stale"
    MOVED_ON = "moved_on"  # another process wrote to the game first: it was loaded again
    CLAIM = "claim"  # a claim not certain, or not provable in time
    NO_HINTS = "no_hints"
    TAKEBACK = "takeback"
    NO_REVIEW = "no_review"  # a hand not finished, or nothing to review
    DAILY = "daily"  # the daily deal: played already, not finished yet, not in a daily game
    EVENT = "event"  # a duplicate event: its entries, its rounds, what shows before its time
    NUDGE = "nudge"  # Remind refused: a computer's turn, one's own, too soon, or again


class ServiceError(Refused[Refusal]):
    """A request the service refuses. Nothing was changed."""


class EndedHere(ServiceError):
    """No game is open in this channel or thread, and the last one that lived here is over
    (`detail`: finished or abandoned): the table, so that the answer can say how it ended."""

    def __init__(self, table: TableView) -> None:
        super().__init__(Refusal.NO_GAME, detail=table.status)
        self.table = table


class NotYourTurn(IllegalAction):
    """The engine's `not_your_turn` (RULES §7), with the table, so that the answer can say
    whose turn it is."""

    def __init__(self, refused: IllegalAction, table: TableView) -> None:
        super().__init__(ErrorCode.NOT_YOUR_TURN, detail=refused.detail, **refused.params)
        self.table = table
