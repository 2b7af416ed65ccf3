"""The words drawn in the pictures come from the catalogs (`picture-…` messages), in the
language of the message a picture goes with. Before a picture is drawn in a language, the
fonts found are checked to draw every letter of that language's labels: a label is never drawn
as boxes or `�` (names are another matter: see `fonts.py`). When they cannot, the picture is
left out and the message goes text-only, with one warning in the log per language."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from fluent.syntax import FluentParser, ast

from ..words.i18n import CATALOGS, ENGLISH, language_of
from .fonts import Style, face_of, generation, graphemes

log = logging.getLogger(__name__)

# Messages of other parts of the catalog that the pictures draw too.
ALSO_DRAWN: Final = (
    "bid-pass",
    "bid-board",
    "side-team",
    "side-seat",
    "to-bid",
    "to-play",
    "to-lead",
    "game-over-title",
    "rank-A",  # the face cards' corners
    "rank-K",
    "rank-Q",
    "rank-J",
)
DRAWN_PREFIX: Final = "picture-"
SPOKEN_PREFIX: Final = "picture-alt-"  # alt texts: read aloud, never drawn
STYLES: Final[tuple[Style, ...]] = ("regular", "bold", "condensed")


def _texts(node: object) -> Iterator[str]:
    """Every literal piece of a message, in all its variants."""
    if isinstance(node, ast.TextElement | ast.StringLiteral):
        yield node.value
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _texts(child)


def _drawn(message: ast.Message) -> bool:
    name = message.id.name
    if name.startswith(DRAWN_PREFIX):
        return not name.startswith(SPOKEN_PREFIX)
    return name in ALSO_DRAWN


@lru_cache(maxsize=16)
def label_text(lang: str) -> str:
    """All the letters the pictures may draw as labels in `lang` (placeholders aside)."""
    language = language_of(lang) or ENGLISH
    source = (CATALOGS / f"{language}.ftl").read_text(encoding="utf-8")
    resource = FluentParser().parse(source)
    messages = (e for e in resource.body if isinstance(e, ast.Message) and _drawn(e))
    return "".join(piece for message in messages for piece in _texts(message.value))


def missing_letters(lang: str) -> str:
    """The letters of `lang`'s labels that no font found can draw (empty when all can)."""
    clusters = sorted({c for c in graphemes(label_text(lang)) if not c.isspace()})
    return "".join(c for c in clusters if any(face_of(c, style) is None for style in STYLES))


@lru_cache(maxsize=32)
def _drawable(lang: str, fonts: int) -> bool:
    """`fonts` is the fonts' generation: only part of the cache key, so that a change of
    fonts asks again."""
    missing = missing_letters(lang)
    if missing:
        # Once per language and set of fonts (the result is cached): not at every message.
        log.warning(
            "pictures: no installed font draws the labels in %s (%s); its messages go "
            "text-only (FALLBACK_FILES in bot/ui/images/fonts.py lists the fonts looked for)",
            lang,
            missing[:20],
        )
    return not missing


def labels_drawable(lang: str) -> bool:
    """Whether the fonts found draw every label of the pictures in `lang`."""
    return _drawable(language_of(lang) or ENGLISH, generation())
