"""Fonts for the pictures: DejaVu Sans from the system, else Pillow's built-in font.

Nothing is downloaded. DejaVu Sans is what Debian's `fonts-dejavu-core` installs (and most
Linux distributions ship it under another folder name); where it is missing every style falls
back to the font Pillow carries inside itself, so a picture is always drawn. The suit symbols
are never taken from a font (see `shapes.py`): the fallback font has no glyph for them.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import Final, Literal

from PIL import Image, ImageDraw, ImageFont

from .cache import clear_caches, register

Style = Literal["regular", "bold", "condensed"]
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

# File names per style, best first; "condensed" is for ranks and narrow table cells, so a
# two-digit "10" fits the strip of a card that shows under its neighbour.
FONT_FILES: Final[dict[Style, tuple[str, ...]]] = {
    "regular": ("DejaVuSans.ttf",),
    "bold": ("DejaVuSans-Bold.ttf", "DejaVuSans.ttf"),
    "condensed": ("DejaVuSansCondensed-Bold.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans.ttf"),
}

# Where distributions put DejaVu: Debian and Ubuntu first (the exact folder, so the usual case
# costs one stat), then whole font trees searched recursively (Fedora, Arch, Alpine, macOS
# with Homebrew, Windows).
DEFAULT_FONT_DIRS: Final[tuple[Path, ...]] = (
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts"),
    Path("/usr/local/share/fonts"),
    Path.home() / ".local/share/fonts",
    Path("/opt/homebrew/share/fonts"),
    Path("/Library/Fonts"),
    Path("C:/Windows/Fonts"),
)

PILLOW_DEFAULT: Final = "Pillow default font"

_font_dirs: tuple[Path, ...] = DEFAULT_FONT_DIRS
# Bumped by `configure_fonts`, so caches of rendered pictures can key on the fonts in use.
_generation = 0


def configure_fonts(dirs: Sequence[str | os.PathLike[str]] | None = None) -> None:
    """Look for the fonts in `dirs` (None: the usual system folders) from now on.

    An empty sequence means "no TrueType font": Pillow's built-in font is used. Every cache
    of fonts and pictures is dropped, since they were drawn with the old fonts.
    """
    global _font_dirs, _generation
    _font_dirs = DEFAULT_FONT_DIRS if dirs is None else tuple(Path(d) for d in dirs)
    _generation += 1
    _find.cache_clear()
    clear_caches()  # the fonts and every picture drawn with them


def generation() -> int:
    return _generation


@cache
def _find(name: str) -> Path | None:
    for folder in _font_dirs:
        direct = folder / name
        if direct.is_file():
            return direct
    for folder in _font_dirs:
        if not folder.is_dir():
            continue
        for root, _dirs, files in os.walk(folder):
            if name in files:
                return Path(root) / name
    return None


def font_path(style: Style = "regular") -> Path | None:
    """The TrueType file used for `style`, or None when Pillow's built-in font stands in."""
    # The family is all or nothing: without the regular face, mixing a bold DejaVu with
    # Pillow's font would look odd, so every style falls back together.
    if _find(FONT_FILES["regular"][0]) is None:
        return None
    for name in FONT_FILES[style]:
        found = _find(name)
        if found is not None:
            return found
    return None


def font_source() -> str:
    """What the pictures are drawn with: a file path, or `PILLOW_DEFAULT`."""
    path = font_path("regular")
    return PILLOW_DEFAULT if path is None else str(path)


@register
@lru_cache(maxsize=128)
def font(style: Style, size: int) -> Font:
    """A font of `style` at `size` pixels: DejaVu, else Pillow's built-in font."""
    path = font_path(style)
    if path is not None:
        try:
            # BASIC layout: the same glyph placement whether or not libraqm is installed,
            # which keeps the pictures (and the golden images of the tests) identical.
            return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
        except OSError:
            pass  # an unreadable or broken file: fall through to the built-in font
    return default_font(size)


def default_font(size: int) -> Font:
    """Pillow's built-in font at `size` (Pillow 10.1+ with FreeType), else its bitmap font."""
    try:
        return ImageFont.load_default(size=size)
    except (ImportError, OSError, TypeError):
        # No FreeType in this Pillow build (or a Pillow older than 10.1): the small bitmap
        # font still draws text, just not at the asked size.
        return ImageFont.load_default()


# A code point no font maps (the last one of a private-use plane): what a missing glyph
# looks like in a given font.
_UNMAPPED: Final = "\U0010fffd"


@register
@lru_cache(maxsize=4096)
def has_glyph(style: Style, size: int, char: str) -> bool:
    """Whether the font of `style` draws `char` as itself rather than as a missing-glyph box."""
    if char.isspace():
        return True
    f = font(style, size)
    if not isinstance(f, ImageFont.FreeTypeFont):
        # Pillow's bitmap font (no FreeType at all) knows Latin-1 and nothing else.
        return ord(char) < 256
    return _glyph(f, char) != _glyph(f, _UNMAPPED)


def _glyph(f: Font, char: str) -> tuple[tuple[int, int, int, int], bytes]:
    box = tuple(int(v) for v in f.getbbox(char))
    width, height = max(1, box[2] - box[0]), max(1, box[3] - box[1])
    image = Image.new("L", (width, height))
    ImageDraw.Draw(image).text((-box[0], -box[1]), char, font=f, fill=255)
    return (box[0], box[1], box[2], box[3]), image.tobytes()


def printable(text: str, style: Style, size: int) -> str:
    """`text` without the characters the font cannot draw (emoji, scripts DejaVu lacks),
    so a display name never shows boxes; runs of spaces left behind are squeezed."""
    kept = "".join(c for c in text if c.isprintable() and has_glyph(style, size, c))
    return " ".join(kept.split())
