"""Pictures of the game, drawn with Pillow: a hand, the table, the score sheet, a
season's final standings.

Every picture is a pure function of a small frozen dataclass, returning PNG bytes, with a
text equivalent for screen readers beside it; adapters build the dataclasses from a
`TableView` (or an engine `Game`) and a mapping of seat number to display name:

    picture = table_picture(view, names, lang="ko")
    png, alt = table_image(picture), table_alt_text(picture)

The words drawn and the alt texts are in the picture's language (`lang`, one of the
catalogs'), which is part of the picture: a Korean and an English table are cached apart.
`labels_drawable(lang)` says whether the fonts found can draw a language's labels.

Rendering takes a few to a few tens of milliseconds; card faces and whole pictures are kept
in LRU caches keyed by their inputs, so an unchanged picture costs nothing the second time.
Nothing here talks to Discord.
"""

from .cache import clear_caches
from .cards import card_face, card_png
from .fonts import PILLOW_DEFAULT, configure_fonts, font_source
from .hand import HandPicture, hand_alt_text, hand_image, hand_layout, hand_picture
from .scores import (
    HandLine,
    ScoreSheet,
    SideInfo,
    score_sheet,
    score_sheet_alt_text,
    score_sheet_image,
)
from .standings import SeasonPicture, StandingLine, season_alt_text, season_image
from .table import SeatInfo, TablePicture, table_alt_text, table_image, table_picture
from .words import labels_drawable

__all__ = [
    "PILLOW_DEFAULT",
    "HandLine",
    "HandPicture",
    "ScoreSheet",
    "SeasonPicture",
    "SeatInfo",
    "SideInfo",
    "StandingLine",
    "TablePicture",
    "card_face",
    "card_png",
    "clear_caches",
    "configure_fonts",
    "font_source",
    "hand_alt_text",
    "hand_image",
    "hand_layout",
    "hand_picture",
    "labels_drawable",
    "score_sheet",
    "score_sheet_alt_text",
    "score_sheet_image",
    "season_alt_text",
    "season_image",
    "table_alt_text",
    "table_image",
    "table_picture",
]
