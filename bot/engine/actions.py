"""What a game is in and what its players do: the phase, and an action — a bid or a card,
typed before it reaches the engine."""

from __future__ import annotations

from enum import StrEnum
from typing import Final, Literal, NamedTuple

from .cards import Card
from .events import Bid


class Phase(StrEnum):
    BID = "bid"
    PLAY = "play"
    OVER = "over"


# Module constants: an enum member's attribute lookup costs more than a global's.
BID, PLAY, OVER = Phase.BID, Phase.PLAY, Phase.OVER


class ActionKind(StrEnum):
    """What an action does; the values are the words of the record (§8) and of the log."""

    BID = "bid"
    PLAY = "play"


class BidAction(NamedTuple):
    seat: int
    kind: Literal[ActionKind.BID]
    value: Bid


class PlayAction(NamedTuple):
    seat: int
    kind: Literal[ActionKind.PLAY]
    value: Card


# An action, told apart by its kind. Its value is read from what a player, a record or the
# log wrote before it reaches the engine, which takes typed values only.
Action = BidAction | PlayAction
_BIDDING: Final = ActionKind.BID  # a global, like the phases above
