"""The daily deal's pictures: the day's ranking (each finished player's percentage as a bar)
and a hand's traveller (every player's bid, tricks, points and matchpoints on that hand, side
by side, the player's cards above), each with its text equivalent. Long fields keep their top
rows and the reader's own."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final, TypeVar

from PIL import Image, ImageDraw

from bot.engine.cards import cards

from ..words.cards import card_label
from ..words.i18n import ENGLISH, day_name, percentage, text
from .cache import register
from .draw import (
    FELT,
    GREY,
    HIGHLIGHT,
    INK,
    LIGHT_GREY,
    LOSS,
    PAPER,
    SIDE_COLOURS,
    WHITE,
    WIN,
    draw_text,
    fit,
    fit_name,
    to_png,
)
from .fonts import Style

MARGIN: Final = 20
ROW: Final = 30
WIDTH: Final = 640
SHOWN: Final = 15  # rows drawn; the reader's own is added below when further down
ALT_TEXT_LIMIT: Final = 1024


def _percent(value: float, lang: str) -> str:
    return percentage(lang, value, 1)


@dataclass(frozen=True, slots=True)
class RankingRow:
    place: int
    name: str
    percent: float
    mine: bool = False


@dataclass(frozen=True, slots=True)
class DailyRanking:
    day: str
    rows: tuple[RankingRow, ...]  # best first
    lang: str = ENGLISH


@dataclass(frozen=True, slots=True)
class TravellerRow:
    name: str
    bid: str  # "0" for pass, a number, or "board"
    tricks: int  # the side's
    points: int  # the side's
    percent: float
    mine: bool = False


@dataclass(frozen=True, slots=True)
class Traveller:
    day: str
    hand: int
    cards: str  # the reader's cards, as codes
    rows: tuple[TravellerRow, ...]  # best first
    lang: str = ENGLISH


R = TypeVar("R", RankingRow, TravellerRow)


def _kept(rows: tuple[R, ...]) -> list[R]:
    kept = list(rows[:SHOWN])
    mine = next((r for r in rows[SHOWN:] if r.mine), None)
    if mine is not None:
        kept.append(mine)
    return kept


def _cards(codes: str, lang: str) -> str:
    """The player's cards as the pictures write them (`A♠ 10♥`), in the language's letters."""
    return " ".join(card_label(c, lang) for c in cards(codes)) if codes else "—"


def _bid(bid: str, lang: str) -> str:
    if bid == "board":
        return text(lang, "bid-board", level=1)
    return text(lang, "bid-pass") if bid == "0" else bid


def _canvas(title: str, rows: int, top: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    height = top + rows * ROW + MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, 44), fill=FELT)
    draw_text(
        draw, (MARGIN, 22), fit(title, "bold", 22, WIDTH - 2 * MARGIN), "bold", 22, WHITE, "lm"
    )
    return image, draw


def _stripe(draw: ImageDraw.ImageDraw, index: int, y: float, mine: bool) -> None:
    if mine:
        draw.rectangle((MARGIN, y, WIDTH - MARGIN, y + ROW - 2), fill=(255, 244, 196))
    elif index % 2 == 0:
        draw.rectangle((MARGIN, y, WIDTH - MARGIN, y + ROW - 2), fill=(241, 242, 238))


@register
@lru_cache(maxsize=32)
def ranking_image(picture: DailyRanking) -> bytes:
    """The ranking as a PNG: place, name and a bar of the percentage for each player."""
    lang = picture.lang
    rows = _kept(picture.rows)
    top = 60
    image, draw = _canvas(
        text(lang, "picture-daily-ranking", day=day_name(lang, picture.day)), len(rows), top
    )
    bar_left, bar_right = 300, WIDTH - MARGIN - 80
    for index, row in enumerate(rows):
        y = top + index * ROW
        _stripe(draw, index, y, row.mine)
        cy = y + ROW / 2
        draw_text(draw, (MARGIN + 30, cy), str(row.place), "bold", 16, INK, "rm")
        name = fit_name(row.name, "bold" if row.mine else "regular", 16, bar_left - MARGIN - 56)
        draw_text(draw, (MARGIN + 44, cy), name, "bold" if row.mine else "regular", 16, INK, "lm")
        width = (bar_right - bar_left) * max(0.0, min(100.0, row.percent)) / 100
        colour = HIGHLIGHT if row.mine else SIDE_COLOURS[0]
        draw.rectangle((bar_left, cy - 8, bar_right, cy + 8), fill=LIGHT_GREY)
        if width > 0:
            draw.rectangle((bar_left, cy - 8, bar_left + width, cy + 8), fill=colour)
        draw_text(
            draw, (WIDTH - MARGIN - 4, cy), _percent(row.percent, lang), "bold", 15, INK, "rm"
        )
    return to_png(image)


def ranking_alt_text(picture: DailyRanking) -> str:
    lang = picture.lang
    entries = [
        text(
            lang,
            "picture-alt-daily-row",
            place=r.place,
            player=r.name,
            percent=_percent(r.percent, lang),
        )
        for r in _kept(picture.rows)
    ]
    return _within(
        text(lang, "picture-alt-daily-ranking", day=day_name(lang, picture.day)), entries
    )


@register
@lru_cache(maxsize=32)
def traveller_image(picture: Traveller) -> bytes:
    """A hand's traveller as a PNG: the reader's cards, then a row per player."""
    lang = picture.lang
    rows = _kept(picture.rows)
    top = 124
    title = text(
        lang, "picture-daily-traveller", number=picture.hand, day=day_name(lang, picture.day)
    )
    image, draw = _canvas(title, len(rows), top)
    draw_text(draw, (MARGIN, 66), text(lang, "picture-daily-cards"), "regular", 14, GREY, "lm")
    draw_text(
        draw,
        (MARGIN, 88),
        fit(_cards(picture.cards, lang), "bold", 18, WIDTH - 2 * MARGIN),
        "bold",
        18,
        INK,
        "lm",
    )
    columns = (
        ("picture-row-bid", 330),
        ("picture-row-tricks", 410),
        ("picture-row-points", 490),
        ("picture-daily-matchpoints", WIDTH - MARGIN - 4),
    )
    for message, x in columns:
        anchor = "rm" if x == WIDTH - MARGIN - 4 else "mm"
        label = fit(text(lang, message), "regular", 13, 76)
        draw_text(draw, (x, top - 12), label, "regular", 13, GREY, anchor)
    for index, row in enumerate(rows):
        y = top + index * ROW
        _stripe(draw, index, y, row.mine)
        cy = y + ROW / 2
        style: Style = "bold" if row.mine else "regular"
        draw_text(draw, (MARGIN + 8, cy), fit_name(row.name, style, 16, 270), style, 16, INK, "lm")
        draw_text(draw, (330, cy), _bid(row.bid, lang), "condensed", 16, INK, "mm")
        draw_text(draw, (410, cy), str(row.tricks), "condensed", 16, INK, "mm")
        colour = WIN if row.points > 0 else LOSS if row.points < 0 else GREY
        signed = f"{row.points:+d}" if row.points else "0"
        draw_text(draw, (490, cy), signed, "condensed", 16, colour, "mm")
        draw_text(
            draw, (WIDTH - MARGIN - 4, cy), _percent(row.percent, lang), "bold", 15, INK, "rm"
        )
    return to_png(image)


def traveller_alt_text(picture: Traveller) -> str:
    lang = picture.lang
    entries = [
        text(
            lang,
            "picture-alt-traveller-row",
            player=r.name,
            bid=_bid(r.bid, lang),
            tricks=r.tricks,
            points=r.points,
            percent=_percent(r.percent, lang),
        )
        for r in _kept(picture.rows)
    ]
    head = text(
        lang,
        "picture-alt-traveller",
        number=picture.hand,
        day=day_name(lang, picture.day),
        cards=_cards(picture.cards, lang),
    )
    return _within(head, entries)


def _within(head: str, entries: list[str]) -> str:
    """The head and as many entries as Discord's 1024 characters of a description hold."""
    out = head
    for entry in entries:
        if len(out) + len(entry) + 2 > ALT_TEXT_LIMIT:
            break
        out += ("; " if out != head else " ") + entry
    return out
