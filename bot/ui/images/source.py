"""What the adapters read: a service `TableView` (or a bare engine `Game`) and seat names."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import Game, Options
from bot.service import TableView

Source = TableView | Game
Names = Mapping[int, str]


def game_of(source: Source) -> Game | None:
    return source if isinstance(source, Game) else source.game


def seat_name(names: Names, seat: int) -> str:
    """The display name of a seat; `Seat N` (1-based, as players count) when none is given."""
    name = names.get(seat, "").strip()
    return name or f"Seat {seat + 1}"


def side_label(options: Options, side: int) -> str:
    return f"Team {side + 1}" if options.partnerships else f"Seat {side + 1}"


def side_seats(options: Options, side: int) -> tuple[int, ...]:
    return tuple(s for s in range(options.players) if options.side_of(s) == side)
