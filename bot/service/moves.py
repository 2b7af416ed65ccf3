"""A move as a typed value, from the command that parsed it to the log that keeps it."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import Action, ActionKind, Bid, Card, Event, Game


@dataclass(frozen=True, slots=True)
class PlaceBid:
    """A bid: tricks (0 for pass) or BOARD. None stands for words that are no bid at all:
    the engine refuses them with its range message, once it has checked the turn."""

    bid: Bid | None

    def make(self, game: Game, seat: int) -> list[Event]:
        """Make the move for `seat` (an illegal one raises IllegalAction, changing nothing)."""
        if self.bid is None:
            game.refuse(seat, ActionKind.BID, None)
        return game.bid(seat, self.bid)


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: Card

    def make(self, game: Game, seat: int) -> list[Event]:
        """Make the move for `seat` (an illegal one raises IllegalAction, changing nothing)."""
        return game.play(seat, self.card)


Move = PlaceBid | PlayCard


def move_of(action: Action) -> Move:
    """The move an action makes (a computer player's choice, a move of the log)."""
    if action.kind is ActionKind.BID:
        return PlaceBid(action.value)
    return PlayCard(action.value)


def as_move(kind: ActionKind, value: Bid | Card) -> Move:
    """The move of an action's kind and value: (BID, 3) or (PLAY, the card)."""
    if kind is ActionKind.BID:
        return PlaceBid(value)
    if not isinstance(value, Card):
        raise ValueError(f"not a card: {value!r}")
    return PlayCard(value)
