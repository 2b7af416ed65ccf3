"""Drawing helpers shared by the pictures: colours, shapes, text that fits, PNG encoding.

Pillow draws polygons and ellipses without antialiasing, so every shape is drawn four times
larger into a mask and averaged down; the masks are cached, so this costs once per size.
"""

from __future__ import annotations

import io
import math
from functools import lru_cache
from typing import Final, Literal

from PIL import Image, ImageChops, ImageDraw, ImageFont

from bot.engine import Suit

from .cache import register
from .fonts import (
    Style,
    clean,
    face_font,
    font,
    graphemes,
    has_glyph,
    printable,
    runs,
    visual_order,
)

RGB = tuple[int, int, int]

FELT: Final[RGB] = (24, 86, 54)
FELT_DARK: Final[RGB] = (17, 64, 40)
FELT_LIGHT: Final[RGB] = (33, 107, 69)
INK: Final[RGB] = (24, 24, 28)
RED: Final[RGB] = (200, 16, 46)
WHITE: Final[RGB] = (255, 255, 255)
PAPER: Final[RGB] = (250, 250, 247)
GREY: Final[RGB] = (120, 124, 130)
LIGHT_GREY: Final[RGB] = (222, 224, 228)
GOLD: Final[RGB] = (214, 162, 26)
HIGHLIGHT: Final[RGB] = (255, 214, 10)
WIN: Final[RGB] = (46, 160, 67)
LOSS: Final[RGB] = (196, 30, 58)

# Colour per side (team 1, team 2, or the three players of pagat-3): the Okabe-Ito palette,
# told apart by readers with the common colour-vision deficiencies. The chart also gives each
# side its own marker shape, so colour is never the only cue.
SIDE_COLOURS: Final[tuple[RGB, ...]] = ((0, 114, 178), (213, 94, 0), (0, 158, 115))

SUPERSAMPLE: Final = 4

Shape = Literal["S", "H", "D", "C", "star", "cap"]


def suit_colour(suit: Suit) -> RGB:
    return RED if suit.is_red else INK


def suit_shape(suit: Suit) -> Shape:
    return "SHDC"[suit]  # type: ignore[return-value]


def _heart(d: ImageDraw.ImageDraw, s: float) -> None:
    r = 0.255 * s
    for cx in (0.275, 0.725):
        d.ellipse((cx * s - r, 0.31 * s - r, cx * s + r, 0.31 * s + r), fill=255)
    d.polygon([(0.035 * s, 0.40 * s), (0.5 * s, 0.97 * s), (0.965 * s, 0.40 * s)], fill=255)
    d.polygon([(0.2 * s, 0.3 * s), (0.5 * s, 0.3 * s), (0.8 * s, 0.3 * s), (0.5 * s, 0.7 * s)], 255)


def _spade(d: ImageDraw.ImageDraw, s: float) -> None:
    r = 0.235 * s
    for cx in (0.28, 0.72):
        d.ellipse((cx * s - r, 0.56 * s - r, cx * s + r, 0.56 * s + r), fill=255)
    d.polygon([(0.5 * s, 0.02 * s), (0.065 * s, 0.52 * s), (0.935 * s, 0.52 * s)], fill=255)
    d.polygon([(0.5 * s, 0.5 * s), (0.3 * s, 0.99 * s), (0.7 * s, 0.99 * s)], fill=255)


def _club(d: ImageDraw.ImageDraw, s: float) -> None:
    r = 0.215 * s
    for cx, cy in ((0.5, 0.25), (0.25, 0.58), (0.75, 0.58)):
        d.ellipse((cx * s - r, cy * s - r, cx * s + r, cy * s + r), fill=255)
    d.polygon([(0.5 * s, 0.35 * s), (0.32 * s, 0.6 * s), (0.68 * s, 0.6 * s)], fill=255)
    d.polygon([(0.5 * s, 0.5 * s), (0.31 * s, 0.99 * s), (0.69 * s, 0.99 * s)], fill=255)


def _diamond(d: ImageDraw.ImageDraw, s: float) -> None:
    d.polygon([(0.5 * s, 0.0), (0.9 * s, 0.5 * s), (0.5 * s, s), (0.1 * s, 0.5 * s)], fill=255)


def _star(d: ImageDraw.ImageDraw, s: float) -> None:
    points = []
    for k in range(10):
        radius = 0.5 if k % 2 == 0 else 0.2
        angle = -math.pi / 2 + k * math.pi / 5
        points.append(((0.5 + radius * math.cos(angle)) * s, (0.54 + radius * math.sin(angle)) * s))
    d.polygon(points, fill=255)


def _bezier(
    p0: tuple[float, float],
    p1: tuple[float, float],
    p2: tuple[float, float],
    p3: tuple[float, float],
    steps: int = 16,
) -> list[tuple[float, float]]:
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        points.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return points


# A jester's cap, the mark of the two Bloopers (the jokers): three floppy points with bells
# over a band. The side points droop outwards, so it never reads as a king's crown.
_CAP_LOBES: Final = (
    (
        ((0.15, 0.76), (0.10, 0.30), (0.0, 0.16), (0.05, 0.52)),
        ((0.05, 0.52), (0.16, 0.30), (0.38, 0.36), (0.46, 0.76)),
    ),
    (
        ((0.31, 0.76), (0.34, 0.30), (0.44, 0.08), (0.58, 0.06)),
        ((0.58, 0.06), (0.57, 0.28), (0.66, 0.42), (0.69, 0.76)),
    ),
    (
        ((0.85, 0.76), (0.90, 0.30), (1.0, 0.16), (0.95, 0.52)),
        ((0.95, 0.52), (0.84, 0.30), (0.62, 0.36), (0.54, 0.76)),
    ),
)
_CAP_BELLS: Final = ((0.06, 0.56), (0.6, 0.08), (0.94, 0.56))


def _cap(d: ImageDraw.ImageDraw, s: float) -> None:
    for rise, fall in _CAP_LOBES:
        outline = _bezier(*rise) + _bezier(*fall)
        d.polygon([(x * s, y * s) for x, y in outline], fill=255)
    d.rounded_rectangle((0.1 * s, 0.72 * s, 0.9 * s, 0.93 * s), radius=0.06 * s, fill=255)
    r = 0.075 * s
    for cx, cy in _CAP_BELLS:
        d.ellipse((cx * s - r, cy * s - r, cx * s + r, cy * s + r), fill=255)


_DRAW: Final = {
    "S": _spade,
    "H": _heart,
    "D": _diamond,
    "C": _club,
    "star": _star,
    "cap": _cap,
}


@register
@lru_cache(maxsize=256)
def shape_mask(shape: Shape, size: int) -> Image.Image:
    """An antialiased mask (mode L) of a suit symbol, star or jester's cap in a square."""
    big = size * SUPERSAMPLE
    mask = Image.new("L", (big, big))
    _DRAW[shape](ImageDraw.Draw(mask), big)
    # A box average of the 4x4 samples is the shape's coverage of each pixel, and fast.
    return mask.reduce(SUPERSAMPLE)


def paste_shape(
    image: Image.Image, shape: Shape, size: int, centre: tuple[float, float], colour: RGB
) -> None:
    """Paint a shape of `size` pixels centred on `centre`."""
    if size <= 0:
        return
    x = round(centre[0] - size / 2)
    y = round(centre[1] - size / 2)
    image.paste(colour, (x, y, x + size, y + size), shape_mask(shape, size))


@register
@lru_cache(maxsize=64)
def rounded_mask(width: int, height: int, radius: int, inset: int = 0) -> Image.Image:
    """An antialiased mask of a rounded rectangle of `width` x `height`, shrunk by `inset`."""
    k = SUPERSAMPLE
    mask = Image.new("L", (width * k, height * k))
    ImageDraw.Draw(mask).rounded_rectangle(
        (inset * k, inset * k, (width - inset) * k - 1, (height - inset) * k - 1),
        radius=max(0, radius - inset) * k,
        fill=255,
    )
    return mask.reduce(k)


@register
@lru_cache(maxsize=64)
def ring_mask(width: int, height: int, radius: int, outer: int, inner: int) -> Image.Image:
    """The band between two insets of a rounded rectangle: a frame."""
    return ImageChops.subtract(
        rounded_mask(width, height, radius, outer), rounded_mask(width, height, radius, inner)
    )


def paste_rounded(
    image: Image.Image,
    box: tuple[int, int, int, int],
    radius: int,
    fill: RGB,
    outline: RGB | None = None,
    width: int = 0,
) -> None:
    """An antialiased rounded rectangle with an optional outline, on any image mode."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if outline is not None and width > 0:
        image.paste(outline, (x0, y0, x1, y1), rounded_mask(w, h, radius))
        image.paste(fill, (x0, y0, x1, y1), rounded_mask(w, h, radius, width))
    else:
        image.paste(fill, (x0, y0, x1, y1), rounded_mask(w, h, radius))


# A player's name is cut at this many times its font size wherever it is drawn (a seat's plate,
# the table's footer, the score sheet's legend), so one name reads alike in every picture and
# never crowds out the words around it: about 17 letters of a Latin name.
NAME_EMS: Final = 7.5
ELLIPSIS: Final = "…"
# Room either side of a line's mask for glyphs that lean past their advance.
PAD: Final = 3


def _plain(text: str) -> bool:
    """Printable ASCII: the main font draws all of it in one run with no marks to clip."""
    return text.isascii() and text.isprintable()


def text_width(text: str, style: Style, size: int) -> float:
    """How wide `text` is drawn, in pixels, each run measured with its own font."""
    if _plain(text):
        return float(font(style, size).getlength(text))
    return float(sum(face_font(style, size, r.face).getlength(r.text) for r in runs(text, style)))


def fit(text: str, style: Style, size: int, width: float) -> str:
    """`text` as drawn in `width` pixels: control characters dropped, and when too long cut
    with an ellipsis between two user-perceived characters (never inside a letter with its
    marks, or inside an emoji sequence)."""
    text = clean(text)
    if text_width(text, style, size) <= width:
        return text
    ellipsis = ELLIPSIS if has_glyph(style, size, ELLIPSIS) else "..."
    clusters = graphemes(text)

    def cut(count: int) -> str:
        return "".join(clusters[:count]).rstrip() + ellipsis

    # The longest cut that fits; widths grow with the count, so a binary search finds it.
    lo, hi = 0, len(clusters) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(cut(mid), style, size) <= width:
            lo = mid
        else:
            hi = mid - 1
    return cut(lo)


def shrink(text: str, style: Style, size: int, width: float, smallest: int) -> tuple[str, int]:
    """A label in `width` pixels: drawn smaller, down to `smallest`, before it is cut (a word
    longer in one language than in another stays whole where it can)."""
    text = clean(text)
    while size > smallest and text_width(text, style, size) > width:
        size -= 1
    return fit(text, style, size, width), size


def fit_name(name: str, style: Style, size: int, room: float | None = None) -> str:
    """A player's name as every picture draws it: cut by the one rule (`NAME_EMS`), or
    shorter where `room` is narrower."""
    limit = NAME_EMS * size if room is None else min(room, NAME_EMS * size)
    return fit(name, style, size, limit)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    style: Style,
    size: int,
    fill: RGB,
    anchor: str = "la",
) -> None:
    """Draw `text` at `xy` (Pillow's anchors). Text beyond plain ASCII is drawn run by run,
    each with the font that has its characters, on the main font's baseline, into a mask
    one line high: marks stacked above or below the line (Zalgo text) are cut off there."""
    main = font(style, size)
    if _plain(text) or not isinstance(main, ImageFont.FreeTypeFont):
        draw.text(xy, printable(text, style, size), font=main, fill=fill, anchor=anchor)
        return
    parts = visual_order(runs(text, style))
    widths = [face_font(style, size, r.face).getlength(r.text) for r in parts]
    total = sum(widths)
    ascent, descent = main.getmetrics()
    # Where Pillow would put the baseline for this anchor, asked of the main font itself.
    sample = "".join(r.text for r in parts if r.face == 0) or "x"
    vertical = (
        main.getbbox(sample, anchor="l" + anchor[1])[1] - main.getbbox(sample, anchor="ls")[1]
    )
    baseline = xy[1] + vertical
    left = xy[0] - {"l": 0.0, "m": total / 2, "r": total}[anchor[0]]
    # The mask sits on whole pixels; the fractions go into where the runs are drawn in it.
    x0, y0 = math.floor(left), math.floor(baseline - ascent)
    mask = Image.new("L", (math.ceil(total) + 2 * PAD + 1, ascent + descent + 1))
    ink = ImageDraw.Draw(mask)
    pen = PAD + left - x0
    for run, width in zip(parts, widths, strict=True):
        ink.text(
            (pen, baseline - y0),
            run.text,
            font=face_font(style, size, run.face),
            fill=255,
            anchor="ls",
        )
        pen += width
    draw.bitmap((x0 - PAD, y0), mask, fill=fill)


def to_png(image: Image.Image) -> bytes:
    """PNG bytes of a picture. Level 3, measured on the game's pictures: a quarter to a third
    faster to encode than zlib's default 6, for 10-16 % more bytes (a table 36 KiB instead
    of 31); 1 and 2 are no faster, 9 and `optimize` cost tens of milliseconds for a few
    per cent."""
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=3)
    return out.getvalue()
