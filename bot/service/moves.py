"""A move as a typed value, from the command that parsed it to the log that keeps it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.engine import Action, Bid, Card, parse_card


@dataclass(frozen=True, slots=True)
class PlaceBid:
    """A bid: tricks (0 for pass) or "board". None stands for words that are no bid at all:
    the engine refuses them with its range message, once it has checked the turn."""

    bid: Bid | None

    def action(self, seat: int) -> Action:
        return Action(seat, "bid", self.bid)


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: Card

    def action(self, seat: int) -> Action:
        return Action(seat, "play", self.card)


Move = PlaceBid | PlayCard


def logged(value: object) -> object:
    """An action's value as the log and the record write it: a bid as is, a card in R4
    notation."""
    return str(value) if isinstance(value, Card) else value


def as_move(kind: str, value: Any) -> Move:
    """The move of a logged action: ("bid", 3) or ("play", "AS")."""
    if kind == "bid":
        return PlaceBid(value)
    card = value if isinstance(value, Card) else parse_card(str(value))
    if card is None:
        raise ValueError(f"not a card: {value!r}")
    return PlayCard(card)
