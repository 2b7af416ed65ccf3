"""One card, drawn: the faces every picture is made of.

A plain card shows its rank and suit in the top-left corner (the part that stays visible when
cards overlap in a hand), again upside down in the bottom-right one, and large in the middle,
so it reads on a phone. Red suits are red, black ones near-black. A trump card has a cream
face, a gold frame and a gold star under its corner index. The two Bloopers are dark cards
with a jester's cap: the Big Blooper purple and gold with a large cap and "BIG", the Little
Blooper teal and silver with a small cap and "LITTLE", each word also spelt down the corner
index; both always carry the trump frame and star (R3).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, NamedTuple

from PIL import Image, ImageDraw

from bot.engine import Card

from ..words.cards import FACES, rank_letter
from ..words.i18n import ENGLISH, language_of, text
from .cache import register
from .draw import (
    GOLD,
    RGB,
    WHITE,
    Shape,
    draw_text,
    paste_shape,
    ring_mask,
    rounded_mask,
    suit_colour,
    suit_shape,
    text_width,
    to_png,
)
from .fonts import graphemes

ASPECT: Final = 1.4  # height / width, about a poker card's 3.5 / 2.5

EDGE: Final[RGB] = (140, 140, 146)
TRUMP_FACE: Final[RGB] = (255, 244, 209)
DIM: Final = (16, 30, 22, 130)  # the felt's shadow: a card that may not be played now


class _Look(NamedTuple):
    face: RGB
    ink: RGB  # rank and pips
    mark: Shape  # the pip under the rank
    corner: str  # the corner text
    words: tuple[str, ...]  # the Bloopers' name, above and below the cap


BIG_LOOK: Final = _Look((58, 22, 98), (244, 196, 72), "cap", "B", ("BIG", "BLOOPER"))
LITTLE_LOOK: Final = _Look((14, 96, 104), (214, 242, 244), "cap", "L", ("LITTLE", "BLOOPER"))


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * ASPECT)


def _look(card: Card, trump: bool, lang: str) -> _Look:
    """How a card looks in a language: its face cards' letters (a Danish queen is a D) and
    the Bloopers' words are the catalog's."""
    if card.is_joker:
        big = card.code == "BJ"
        look = BIG_LOOK if big else LITTLE_LOOK
        if lang == ENGLISH:
            return look
        size = text(lang, "picture-card-big" if big else "picture-card-little")
        return look._replace(words=(size, text(lang, "picture-card-blooper")))
    suit, rank = card.suit, card.rank
    assert suit is not None and rank is not None
    corner = rank_letter(rank, lang)
    return _Look(TRUMP_FACE if trump else WHITE, suit_colour(suit), suit_shape(suit), corner, ())


def card_face(
    card: Card, trump: bool, width: int, dim: bool = False, lang: str = ENGLISH
) -> Image.Image:
    """The face of `card` (RGBA, transparent outside its rounded corners), `width` pixels
    wide, its letters and words in `lang`. `trump` marks it as a trump (the Bloopers always
    are); `dim` shades it as a card that may not be played now. Cached and shared: paste it,
    never draw on it."""
    # A number card reads alike in every language: one cached face for all of them.
    words = card.is_joker or card.rank in FACES
    return drawn_face(
        card, trump or card.is_joker, width, dim, _language(lang) if words else ENGLISH
    )


def _language(lang: str) -> str:
    return language_of(lang) or ENGLISH


@register
@lru_cache(maxsize=320)
def drawn_face(card: Card, trump: bool, width: int, dim: bool, lang: str) -> Image.Image:
    """`card_face` as drawn and cached, its language already reduced to a catalog's."""
    if dim:
        face = drawn_face(card, trump, width, False, lang).copy()
        shade = Image.new("RGBA", face.size, DIM)
        # The shade takes the card's own alpha, scaled, so it stops at the rounded corners.
        shade.putalpha(face.getchannel("A").point(lambda v: v * DIM[3] // 255))
        return Image.alpha_composite(face, shade)
    look = _look(card, trump, lang)
    w, h = card_size(width)
    radius = max(3, round(w * 0.08))
    border = max(1, round(w / 70))
    image = Image.new("RGBA", (w, h), (*EDGE, 0))
    image.putalpha(rounded_mask(w, h, radius))
    image.paste(look.face, (0, 0, w, h), rounded_mask(w, h, radius, border))
    if trump:
        frame = max(2, round(w * 0.035))
        inset = border + max(1, round(w * 0.02))
        image.paste(GOLD, (0, 0, w, h), ring_mask(w, h, radius, inset, inset + frame))
    # The same corner index twice: drawn top-left, the card turned round, drawn again.
    _draw_index(image, look, trump)
    image = image.transpose(Image.Transpose.ROTATE_180)
    _draw_index(image, look, trump)
    image = image.transpose(Image.Transpose.ROTATE_180)
    _draw_centre(image, look)
    return image


def index_width(width: int) -> int:
    """How much of a card's left side its corner index needs: the least overlap in a hand."""
    return round(width * 0.36)


def _draw_index(image: Image.Image, look: _Look, trump: bool) -> None:
    w = image.width
    draw = ImageDraw.Draw(image)
    cx = w * 0.19
    top = w * 0.075
    if look.words:
        # A Blooper's index spells its size down the corner, letter under letter as on a
        # joker, so a fanned hand that shows only this strip still says BIG or LITTLE.
        word = graphemes(look.words[0])
        # Smaller letters for a longer word, so that it stays above the pip (PEQUEÑO).
        size = round(w * (0.19 if len(word) <= 3 else 0.135 if len(word) <= 6 else 0.115))
        step = size * 0.96
        for k, letter in enumerate(word):
            draw_text(draw, (cx, top + k * step), letter, "condensed", size, look.ink, "mt")
        bottom = top + len(word) * step
    else:
        size = round(w * 0.27)
        # "10" is the widest rank: shrink it rather than let it run under the next card.
        room = w * 0.3
        while size > 6 and text_width(look.corner, "condensed", size) > room:
            size -= 1
        draw_text(draw, (cx, top), look.corner, "condensed", size, look.ink, anchor="mt")
        bottom = top + w * 0.27
    pip = round(w * 0.2)
    pip_y = bottom + pip / 2 + w * 0.02
    paste_shape(image, look.mark, pip, (cx, pip_y), look.ink)
    if trump:
        star = round(w * 0.15)
        paste_shape(image, "star", star, (cx, pip_y + pip / 2 + star / 2 + w * 0.03), GOLD)


def _draw_centre(image: Image.Image, look: _Look) -> None:
    w, h = image.size
    draw = ImageDraw.Draw(image)
    cx, cy = w / 2, h / 2
    if look.words:
        big = look.face == BIG_LOOK.face
        cap = round(w * (0.5 if big else 0.36))
        paste_shape(image, "cap", cap, (cx, cy), look.ink)
        top, bottom = look.words
        for word, y, anchor in ((top, cy - w * 0.3, "md"), (bottom, cy + w * 0.3, "ma")):
            size = round(w * 0.15)
            while size > 5 and text_width(word, "bold", size) > w * 0.42:
                size -= 1
            draw_text(draw, (cx, y), word, "bold", size, look.ink, anchor=anchor)
        return
    # Only a large pip in the middle: the rank is in the corners, big enough to read, and a
    # second large rank would crowd the index of a narrow card.
    pip = round(w * (0.5 if look.corner == "A" else 0.4))
    paste_shape(image, look.mark, pip, (cx, cy + w * 0.04), look.ink)


def card_png(card: Card, *, trump: bool = False, width: int = 104, lang: str = ENGLISH) -> bytes:
    """One card on its own (a PNG with a transparent background), e.g. for a turn-up."""
    return to_png(card_face(card, trump, width, lang=lang))
