"""What the adapters read: a service `TableView` (or a bare engine `Game`) and seat names."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine import Game, Options
from bot.service import TableView

from ..words.i18n import ENGLISH, text

Source = TableView | Game
Names = Mapping[int, str]


def game_of(source: Source) -> Game | None:
    return source if isinstance(source, Game) else source.game


def seat_name(names: Names, seat: int, lang: str = ENGLISH) -> str:
    """The display name of a seat; `Seat N` (1-based, as players count) in the picture's
    language when none is given."""
    name = names.get(seat, "").strip()
    return name or text(lang, "side-seat", number=seat + 1)


def side_label(options: Options, side: int, lang: str = ENGLISH) -> str:
    return text(lang, "side-team" if options.partnerships else "side-seat", number=side + 1)


def side_seats(options: Options, side: int) -> tuple[int, ...]:
    return tuple(s for s in range(options.players) if options.side_of(s) == side)
