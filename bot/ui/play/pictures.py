"""The pictures of a game as Discord attachments, each with its text equivalent, in the
language of the message they go with.

Rendering takes milliseconds to tens of milliseconds of Python, so it runs in a worker
process (`images.painter`): the event loop keeps answering other players meanwhile, without
waiting for the interpreter lock, and a picture already drawn comes from the painter's cache.
When no font found draws the labels of a language, there is no picture (None): the message
goes text-only, as with pictures turned off, since its text already says all the picture
shows."""

from __future__ import annotations

import io
import time
from collections.abc import Callable
from dataclasses import replace

import discord

from bot.engine import TrickWon
from bot.service import TableView
from bot.ui.images import (
    hand_alt_text,
    hand_picture,
    labels_drawable,
    score_sheet,
    score_sheet_alt_text,
    table_alt_text,
    table_picture,
)
from bot.ui.images.hand import HandPicture
from bot.ui.images.painter import Painter
from bot.ui.images.scores import ScoreSheet
from bot.ui.images.table import TablePicture
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.names import level_name
from bot.ui.words.report import Report

# Told how long each picture took to draw and encode, by kind (the operator's metrics).
RENDER_OBSERVERS: list[Callable[[str, float], None]] = []

HAND = "hand.png"
TABLE = "table.png"
SCORES = "scores.png"

# Workers for the whole process, each started on its first picture: one for the pictures
# of answers, which a player waits for; one below the bot's process for the table messages'
# edits, which no one waits for, so that on a busy machine answers come first and an answer's
# picture never queues behind a table's.
PAINTER = Painter()
BACKGROUND = Painter(niceness=5)


def start_painters() -> None:
    """Start the picture workers ahead of the first picture (at the bot's start)."""
    PAINTER.start()
    BACKGROUND.start()


def seat_names(table: TableView, lang: str) -> dict[int, str]:
    """The seats' names in the picture's language: people by their names, a computer by its
    level; a free seat is left to the picture (`Seat N` in its language)."""
    names = table.names()
    for s, seat in enumerate(table.seats):
        if seat is not None and seat.computer is not None:
            names[s] = text(lang, "picture-computer", level=level_name(seat.computer, lang))
    return names


async def _drawn(
    kind: str, picture: HandPicture | TablePicture | ScoreSheet, painter: Painter = PAINTER
) -> bytes:
    """The picture's PNG from the painter, timed."""
    started = time.perf_counter()
    png = await painter.draw(picture)
    for observe in RENDER_OBSERVERS:
        observe(kind, time.perf_counter() - started)
    return png


def _file(png: bytes, filename: str, description: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=filename, description=description)


async def hand_file(table: TableView, seat: int, lang: str = ENGLISH) -> discord.File | None:
    """The seat's hand picture in the player's language `lang`, for a layout's gallery.
    None when the picture cannot be drawn in `lang`."""
    if not labels_drawable(lang):
        return None
    picture = hand_picture(table, seat, lang)
    return _file(await _drawn("hand", picture), HAND, hand_alt_text(picture))


async def table_file(
    table: TableView, lang: str = ENGLISH, *, background: bool = False
) -> discord.File | None:
    """The table picture in the server's language `lang`, for a layout's gallery to show.
    None when the picture cannot be drawn in `lang`. `background`: for an edit no one waits
    for."""
    if not labels_drawable(lang):
        return None
    picture = table_picture(table, seat_names(table, lang), lang=lang)
    painter = BACKGROUND if background else PAINTER
    return _file(await _drawn("table", picture, painter), TABLE, table_alt_text(picture))


async def last_trick_file(
    table: TableView, won: TrickWon, lang: str = ENGLISH
) -> discord.File | None:
    """The picture of the last trick, for a layout's gallery: the table with the last trick
    in the middle instead of the trick in progress (the footer names its winner and whose
    turn it is now)."""
    if not labels_drawable(lang):
        return None
    picture = table_picture(table, seat_names(table, lang), lang=lang)
    cards = dict(won.cards)
    seats = tuple(replace(s, card=cards.get(s.seat), to_act=False) for s in picture.seats)
    picture = replace(
        picture,
        seats=seats,
        trick=tuple(seat for seat, _ in won.cards),
        winner=won.seat,
        earlier_hand=False,
        earlier_trump=None,
    )
    return _file(await _drawn("last_trick", picture), TABLE, table_alt_text(picture))


async def scores_file(table: TableView, lang: str = ENGLISH) -> discord.File | None:
    if not labels_drawable(lang):
        return None
    sheet = score_sheet(table, seat_names(table, lang), lang)
    return _file(await _drawn("scores", sheet), SCORES, score_sheet_alt_text(sheet))


def show(embed: discord.Embed, file: discord.File | None) -> discord.File | None:
    """Show an attached picture inside the embed (nothing to show: the embed as it is)."""
    if file is not None:
        embed.set_image(url=f"attachment://{file.filename}")
    return file


async def add_score_sheet(news: Report, table: TableView, lang: str = ENGLISH) -> None:
    """Put the score sheet, in the report's language `lang`, under a report that ends a hand
    or the game."""
    if news.scored and news.embeds and table.game is not None:
        sheet = show(news.embeds[-1], await scores_file(table, lang))
        if sheet is not None:
            news.files.append(sheet)
