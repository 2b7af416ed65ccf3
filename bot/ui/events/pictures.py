"""An event's pictures: the standings (each pair's percentage as a bar) and a deal's traveller
(the four hands, then every table's bids, tricks, scores and matchpoints), each with its text
equivalent for screen readers. Drawn with the shared pictures' pens (`bot/ui/images/draw`),
from small frozen dataclasses, and kept in a cache like every picture."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from bot.engine.cards import cards
from bot.ui.images.cache import register
from bot.ui.images.draw import (
    FELT,
    GREY,
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
from bot.ui.words.cards import card_label
from bot.ui.words.i18n import ENGLISH, capitalised, text
from bot.ui.words.names import chained

from .words import SEATS, percent, signed

MARGIN: Final = 20
ROW: Final = 30
SHOWN: Final = 40  # rows drawn; the text beside the picture lists them all
ALT_TEXT_LIMIT: Final = 1024


@dataclass(frozen=True, slots=True)
class StandingRow:
    place: int
    pair: str
    percent: float
    matchpoints: str


@dataclass(frozen=True, slots=True)
class StandingsPicture:
    title: str
    rows: tuple[StandingRow, ...]
    lang: str = ENGLISH


@dataclass(frozen=True, slots=True)
class TravellerRow:
    table: int
    north_south: str
    east_west: str
    bids: str  # the four bids, north first; "" for an average
    tricks: str  # "7–6"; "" for an average
    ns_points: int | None  # None: an average
    ew_points: int | None
    ns_percent: float
    ew_percent: float


@dataclass(frozen=True, slots=True)
class TravellerPicture:
    title: str
    hands: tuple[str, ...] | None  # per seat, north first, as codes
    rows: tuple[TravellerRow, ...]
    lang: str = ENGLISH


def _canvas(title: str, width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, width, 44), fill=FELT)
    draw_text(
        draw, (MARGIN, 22), fit(title, "bold", 22, width - 2 * MARGIN), "bold", 22, WHITE, "lm"
    )
    return image, draw


@register
@lru_cache(maxsize=32)
def standings_image(picture: StandingsPicture) -> bytes:
    """The standings as a PNG: place, pair, a bar of its percentage and its matchpoints."""
    width = 680
    rows = picture.rows[:SHOWN]
    top = 60
    image, draw = _canvas(picture.title, width, top + len(rows) * ROW + MARGIN)
    bar_left, bar_right = 360, width - MARGIN - 150
    for index, row in enumerate(rows):
        y = top + index * ROW
        if index % 2 == 0:
            draw.rectangle((MARGIN, y, width - MARGIN, y + ROW - 2), fill=(241, 242, 238))
        cy = y + ROW / 2
        draw_text(draw, (MARGIN + 30, cy), str(row.place), "bold", 16, INK, "rm")
        name = fit_name(row.pair, "regular", 16, bar_left - MARGIN - 60)
        draw_text(draw, (MARGIN + 44, cy), name, "regular", 16, INK, "lm")
        filled = (bar_right - bar_left) * max(0.0, min(100.0, row.percent)) / 100
        draw.rectangle((bar_left, cy - 8, bar_right, cy + 8), fill=LIGHT_GREY)
        if filled > 0:
            draw.rectangle((bar_left, cy - 8, bar_left + filled, cy + 8), fill=SIDE_COLOURS[0])
        draw_text(
            draw,
            (width - MARGIN - 84, cy),
            percent(row.percent, picture.lang),
            "bold",
            15,
            INK,
            "rm",
        )
        draw_text(draw, (width - MARGIN - 4, cy), row.matchpoints, "condensed", 15, GREY, "rm")
    return to_png(image)


def standings_alt_text(picture: StandingsPicture) -> str:
    lang = picture.lang
    entries = [
        text(
            lang,
            "picture-alt-event-standing",
            place=r.place,
            pair=r.pair,
            percent=percent(r.percent, lang),
        )
        for r in picture.rows
    ]
    return _within(text(lang, "picture-alt-event-standings", title=picture.title), entries)


def _hand(codes: str, lang: str) -> str:
    return " ".join(card_label(c, lang) for c in cards(codes)) if codes else "—"


COLUMNS: Final = (
    ("picture-event-table", 44),
    ("picture-event-bids", 420),
    ("picture-event-tricks", 510),
    ("picture-event-score", 590),
    ("picture-event-matchpoints", 700),
)


@register
@lru_cache(maxsize=64)
def traveller_image(picture: TravellerPicture) -> bytes:
    """A deal's traveller as a PNG: the four hands, then a row per table, the best result
    for north-south first."""
    width = 760
    lang = picture.lang
    rows = picture.rows[:SHOWN]
    hands_height = 4 * 24 + 16 if picture.hands else 0
    top = 60 + hands_height + 24
    image, draw = _canvas(picture.title, width, top + len(rows) * ROW + MARGIN)
    if picture.hands:
        for seat, codes in enumerate(picture.hands):
            y = 64 + seat * 24
            draw_text(
                draw, (MARGIN, y), text(lang, SEATS[seat]), "bold", 15, SIDE_COLOURS[seat % 2], "lm"
            )
            draw_text(
                draw,
                (MARGIN + 110, y),
                fit(_hand(codes, lang), "regular", 15, width - 150),
                "regular",
                15,
                INK,
                "lm",
            )
    for message, x in COLUMNS:
        label = fit(text(lang, message), "regular", 13, 100)
        draw_text(draw, (x, top - 12), label, "regular", 13, GREY, "mm")
    for index, row in enumerate(rows):
        y = top + index * ROW
        if index % 2 == 0:
            draw.rectangle((MARGIN, y, width - MARGIN, y + ROW - 2), fill=(241, 242, 238))
        cy = y + ROW / 2
        draw_text(draw, (44, cy), str(row.table), "bold", 15, INK, "mm")
        draw_text(
            draw,
            (72, cy),
            fit_name(row.north_south, "regular", 14, 150),
            "regular",
            14,
            SIDE_COLOURS[0],
            "lm",
        )
        draw_text(
            draw,
            (228, cy),
            fit_name(row.east_west, "regular", 14, 150),
            "regular",
            14,
            SIDE_COLOURS[1],
            "lm",
        )
        draw_text(draw, (420, cy), fit(row.bids, "condensed", 15, 130), "condensed", 15, INK, "mm")
        draw_text(draw, (510, cy), row.tricks, "condensed", 15, INK, "mm")
        if row.ns_points is not None:
            colour = WIN if row.ns_points > 0 else LOSS if row.ns_points < 0 else GREY
            draw_text(draw, (590, cy), signed(row.ns_points, lang), "condensed", 15, colour, "mm")
        shares = f"{percent(row.ns_percent, lang)} · {percent(row.ew_percent, lang)}"
        draw_text(draw, (700, cy), shares, "bold", 14, INK, "mm")
    return to_png(image)


def traveller_alt_text(picture: TravellerPicture) -> str:
    lang = picture.lang
    head = text(lang, "picture-alt-event-traveller", title=picture.title)
    if picture.hands:
        hands = [
            text(lang, "picture-alt-event-hand", seat=text(lang, SEATS[s]), cards=_hand(h, lang))
            for s, h in enumerate(picture.hands)
        ]
        head += " " + chained(hands, lang) + "."
    entries = [
        text(
            lang,
            "picture-alt-event-traveller-row",
            table=r.table,
            ns=r.north_south,
            ew=r.east_west,
            points=signed(r.ns_points or 0, lang),
            ns_percent=percent(r.ns_percent, lang),
            ew_percent=percent(r.ew_percent, lang),
        )
        for r in picture.rows
    ]
    if entries:  # after the head's full stop, a sentence (table 2 → Table 2)
        entries[0] = capitalised(entries[0])
    return _within(head, entries)


def _within(head: str, entries: list[str]) -> str:
    """The head and as many entries as Discord's 1024 characters of a description hold."""
    out = head
    for entry in entries:
        if len(out) + len(entry) + 2 > ALT_TEXT_LIMIT:
            break
        out += ("; " if out != head else " ") + entry
    return out
