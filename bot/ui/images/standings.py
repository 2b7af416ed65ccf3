"""A finished season's final standings: a banner with the season's name, its champions on a
gold band, then the best players with their place, season rating and games.

Like the other pictures, a pure function of a small frozen dataclass, with its text
equivalent beside it; the names and numbers are given already written (the presentation
knows the members' names and the language's numbers)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from ..words.i18n import ENGLISH, text
from ..words.names import names_list
from .cache import register
from .draw import (
    FELT,
    GOLD,
    GREY,
    INK,
    LIGHT_GREY,
    PAPER,
    WHITE,
    draw_text,
    fit,
    fit_name,
    paste_shape,
    to_png,
)
from .fonts import Style

WIDTH: Final = 640
MARGIN: Final = 20
BANNER: Final = 56
ROW: Final = 34
CHAMPIONS: Final = 46
ALT_TEXT_LIMIT: Final = 1024  # Discord's limit for an attachment's description


@dataclass(frozen=True, slots=True)
class StandingLine:
    place: int
    name: str
    rating: str  # as the language writes it: "12.3", "12,3"
    games: int
    champion: bool


@dataclass(frozen=True, slots=True)
class SeasonPicture:
    season: str  # the season's name: "November 2026", "Q4 2026"
    rows: tuple[StandingLine, ...]
    ranked: int  # players ranked in the season (more than the rows shown, maybe)
    lang: str = ENGLISH

    @property
    def champions(self) -> tuple[str, ...]:
        return tuple(row.name for row in self.rows if row.champion)


def season_image(picture: SeasonPicture) -> bytes:
    return _season_image(picture)


@register
@lru_cache(maxsize=32)
def _season_image(picture: SeasonPicture) -> bytes:
    lang = picture.lang
    height = BANNER + CHAMPIONS + ROW * (len(picture.rows) + 1) + 2 * MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, BANNER), fill=FELT)
    title = text(lang, "picture-season-title", season=picture.season)
    paste_shape(image, "star", 28, (MARGIN + 14, BANNER // 2), GOLD)
    draw_text(
        draw,
        (MARGIN + 40, BANNER // 2),
        fit(title, "bold", 24, WIDTH - 2 * MARGIN - 40),
        "bold",
        24,
        WHITE,
        "lm",
    )
    y = BANNER + 8
    draw.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + CHAMPIONS - 12), 8, fill=GOLD)
    champions = names_list(picture.champions, lang) or text(lang, "picture-season-no-champion")
    draw_text(
        draw,
        (MARGIN + 12, y + (CHAMPIONS - 12) // 2),
        fit(
            text(lang, "picture-season-champions", count=len(picture.champions)) + " " + champions,
            "bold",
            18,
            WIDTH - 2 * MARGIN - 24,
        ),
        "bold",
        18,
        INK,
        "lm",
    )
    y += CHAMPIONS
    rating_x, games_x = WIDTH - MARGIN - 150, WIDTH - MARGIN - 10
    draw_text(
        draw, (rating_x, y + ROW // 2), text(lang, "picture-season-rating"), "bold", 15, GREY, "rm"
    )
    draw_text(
        draw, (games_x, y + ROW // 2), text(lang, "picture-season-games"), "bold", 15, GREY, "rm"
    )
    y += ROW
    for n, row in enumerate(picture.rows):
        if n % 2:
            draw.rectangle((MARGIN, y, WIDTH - MARGIN, y + ROW), fill=LIGHT_GREY)
        style: Style = "bold" if row.champion else "regular"
        draw_text(draw, (MARGIN + 40, y + ROW // 2), f"{row.place}", "bold", 18, INK, "rm")
        draw_text(
            draw,
            (MARGIN + 56, y + ROW // 2),
            fit_name(row.name, style, 18, rating_x - MARGIN - 56 - 90),
            style,
            18,
            INK,
            "lm",
        )
        draw_text(draw, (rating_x, y + ROW // 2), row.rating, style, 18, INK, "rm")
        draw_text(draw, (games_x, y + ROW // 2), str(row.games), "regular", 18, INK, "rm")
        y += ROW
    draw_text(
        draw,
        (MARGIN, height - MARGIN + 4),
        text(lang, "picture-season-ranked", count=picture.ranked),
        "regular",
        14,
        GREY,
        "ls",
    )
    return to_png(image)


def season_alt_text(picture: SeasonPicture) -> str:
    """The standings in words for a screen reader, within Discord's 1024 characters."""
    lang = picture.lang
    said = text(
        lang,
        "picture-alt-season",
        season=picture.season,
        champions=names_list(picture.champions, lang) or text(lang, "picture-season-no-champion"),
        count=len(picture.champions),
    )
    for row in picture.rows:
        entry = " " + text(
            lang,
            "picture-alt-season-row",
            place=row.place,
            player=row.name,
            rating=row.rating,
            games=row.games,
        )
        if len(said) + len(entry) > ALT_TEXT_LIMIT:
            break
        said += entry
    return said
