"""Fonts for the pictures: DejaVu Sans, fallback fonts for what it lacks, else Pillow's own.

Nothing is downloaded. DejaVu Sans is what Debian's `fonts-dejavu-core` installs (and most
Linux distributions ship it under another folder name); it draws Latin, Greek, Cyrillic,
Arabic, Hebrew and many symbols. Display names are anything people type, so a character
DejaVu lacks is drawn with the first fallback font that has it: Hangul and CJK from
WenQuanYi Micro Hei (`fonts-wqy-microhei`), mathematical letters, symbols and emoji from
Symbola (`fonts-symbola`, monochrome). Together they cost about 3 MB of packages, where
Noto's CJK and colour emoji sets cost over 60 MB. Where DejaVu itself is missing every style
falls back to the font Pillow carries inside itself, so a picture is always drawn. The suit
symbols are never taken from a font (see `draw.py`).

Text is laid out by Pillow's Raqm engine (HarfBuzz shaping, FriBiDi ordering) when the
system has FriBiDi (Debian's `libfribidi0`), so Arabic is joined and right to left; without
it Pillow's basic layout still draws every glyph, unjoined and left to right.
"""

from __future__ import annotations

import logging
import os
import unicodedata
from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import Final, Literal, NamedTuple

import regex
from PIL import Image, ImageDraw, ImageFont, features

from .cache import clear_caches, register

log = logging.getLogger(__name__)

Style = Literal["regular", "bold", "condensed"]
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

# File names per style, best first; "condensed" is for ranks and narrow table cells, so a
# two-digit "10" fits the strip of a card that shows under its neighbour.
FONT_FILES: Final[dict[Style, tuple[str, ...]]] = {
    "regular": ("DejaVuSans.ttf",),
    "bold": ("DejaVuSans-Bold.ttf", "DejaVuSans.ttf"),
    "condensed": ("DejaVuSansCondensed-Bold.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans.ttf"),
}

# The fallback fonts, in the order they are tried after the main font, each the first of its
# file names found. The packaged ones come first, so every machine set up by the project draws
# alike; the others are what a desktop may have instead.
FALLBACK_FILES: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    ("Hangul and CJK", ("wqy-microhei.ttc", "NanumGothic.ttf", "NotoSansCJK-Regular.ttc")),
    ("Arabic and Hebrew", ("NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf")),
    ("symbols and emoji", ("Symbola_hint.ttf", "Symbola.ttf", "NotoSansSymbols2-Regular.ttf")),
)

# One character per script or kind of sign, to tell the admin once what names can be drawn.
SCRIPT_SAMPLES: Final[dict[str, str]] = {
    "Latin": "é",
    "Greek": "Ω",
    "Cyrillic": "Ж",
    "Arabic": "م",
    "Hebrew": "ש",
    "Hangul": "한",
    "CJK": "中",
    "kana": "あ",
    "Thai": "ก",
    "Devanagari": "क",
    "math letters": "𝔅",
    "symbols": "♠",
    "emoji": "😀",
}

# Where distributions put fonts: Debian and Ubuntu's folders first (the exact folders, so the
# usual case costs a few stats), then whole font trees searched recursively (Fedora, Arch,
# Alpine, macOS with Homebrew, Windows).
DEFAULT_FONT_DIRS: Final[tuple[Path, ...]] = (
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/truetype/wqy"),
    Path("/usr/share/fonts/truetype/ancient-scripts"),
    Path("/usr/share/fonts"),
    Path("/usr/local/share/fonts"),
    Path.home() / ".local/share/fonts",
    Path("/opt/homebrew/share/fonts"),
    Path("/Library/Fonts"),
    Path("C:/Windows/Fonts"),
)

PILLOW_DEFAULT: Final = "Pillow default font"

# Raqm shapes and orders text; Pillow's wheels carry it but need the system's FriBiDi.
LAYOUT: Final = ImageFont.Layout.RAQM if features.check_feature("raqm") else ImageFont.Layout.BASIC

# Drawn for a character no font has: visible, never a gap.
REPLACEMENT: Final = "\ufffd"

_font_dirs: tuple[Path, ...] = DEFAULT_FONT_DIRS
# Bumped by `configure_fonts`, so caches of rendered pictures can key on the fonts in use.
_generation = 0
_logged = False


def configure_fonts(dirs: Sequence[str | os.PathLike[str]] | None = None) -> None:
    """Look for the fonts in `dirs` (None: the usual system folders) from now on.

    An empty sequence means "no TrueType font": Pillow's built-in font is used. Every cache
    of fonts and pictures is dropped, since they were drawn with the old fonts.
    """
    global _font_dirs, _generation, _logged
    _font_dirs = DEFAULT_FONT_DIRS if dirs is None else tuple(Path(d) for d in dirs)
    _generation += 1
    _logged = False
    _find.cache_clear()
    _covers.cache_clear()
    clear_caches()  # the fonts and every picture drawn with them


def font_dirs() -> tuple[Path, ...]:
    """Where the fonts are looked for now (`configure_fonts`)."""
    return _font_dirs


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


def fallback_paths() -> tuple[Path, ...]:
    """The fallback font files found, in the order they are tried."""
    if font_path("regular") is None:
        return ()  # no TrueType at all (or told so): Pillow's font alone
    found = []
    for _kind, names in FALLBACK_FILES:
        path = next((p for p in map(_find, names) if p is not None), None)
        if path is not None and path not in found:
            found.append(path)
    return tuple(found)


def font_source() -> str:
    """What the pictures are drawn with: a file path, or `PILLOW_DEFAULT`."""
    path = font_path("regular")
    return PILLOW_DEFAULT if path is None else str(path)


def _truetype(path: Path, size: int) -> Font | None:
    try:
        return ImageFont.truetype(str(path), size, layout_engine=LAYOUT)
    except OSError:
        return None  # an unreadable or broken file


@register
@lru_cache(maxsize=128)
def font(style: Style, size: int) -> Font:
    """A font of `style` at `size` pixels: DejaVu, else Pillow's built-in font."""
    path = font_path(style)
    if path is not None:
        found = _truetype(path, size)
        if found is not None:
            return found
    return default_font(size)


@register
@lru_cache(maxsize=256)
def face_font(style: Style, size: int, face: int) -> Font:
    """Font number `face` of the chain at `size`: 0 is the main font of `style`, then each
    fallback font. Loaded only when a run needs it, so plain names never open a fallback."""
    _log_scripts()
    paths = fallback_paths()
    if 0 < face <= len(paths):
        found = _truetype(paths[face - 1], size)
        if found is not None:
            return found
    return font(style, size)


def faces() -> int:
    """How many fonts the chain has: the main font and the fallbacks found."""
    return 1 + len(fallback_paths())


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
_PROBE_SIZE: Final = 24


@lru_cache(maxsize=8192)
def _covers(face: int, char: str, style: Style = "regular") -> bool:
    """Whether font number `face` of the chain of `style` draws `char` as itself."""
    f = face_font(style, _PROBE_SIZE, face)
    if face and f is font(style, _PROBE_SIZE):
        return False  # a fallback file that would not open
    if not isinstance(f, ImageFont.FreeTypeFont):
        # Pillow's bitmap font (no FreeType at all) knows Latin-1 and nothing else.
        return ord(char) < 256
    return _glyph(f, char) != _glyph(f, _UNMAPPED)


def has_glyph(style: Style, size: int, char: str) -> bool:
    """Whether the main font of `style` draws `char` as itself rather than as a box."""
    return char.isspace() or _covers(0, char, style)


def _glyph(f: Font, char: str) -> tuple[tuple[int, int, int, int], bytes]:
    box = tuple(int(v) for v in f.getbbox(char))
    width, height = max(1, box[2] - box[0]), max(1, box[3] - box[1])
    image = Image.new("L", (width, height))
    ImageDraw.Draw(image).text((-box[0], -box[1]), char, font=f, fill=255)
    return (box[0], box[1], box[2], box[3]), image.tobytes()


# Characters a font need not have for a cluster to be drawn: joiners, variation selectors,
# skin-tone modifiers and tags shape the cluster, and a font lacking them just ignores them.
_IGNORABLE: Final = regex.compile(r"[\p{Default_Ignorable_Code_Point}\p{Emoji_Modifier}]")


def graphemes(text: str) -> list[str]:
    """`text` as user-perceived characters: a letter with its marks, an emoji sequence."""
    return regex.findall(r"\X", text)


def face_of(cluster: str, style: Style) -> int | None:
    """The first font of the chain that draws `cluster` (None: no font does).

    A font must have every character of the cluster except the ignorable ones, so a letter
    and its combining marks come from one font; failing that, the font of its first letter.
    """
    needed = [c for c in cluster if not _IGNORABLE.match(c)] or list(cluster[:1])
    if all(c.isspace() for c in needed):
        return 0
    for face in range(faces()):
        if all(_covers(face, c, style) for c in needed):
            return face
    for face in range(faces()):
        if _covers(face, needed[0], style):
            return face
    return None


class Run(NamedTuple):
    """Consecutive characters drawn with one font; `rtl` when its first strong character is
    written right to left."""

    text: str
    face: int
    rtl: bool | None  # None: no strong character (spaces, digits, punctuation)


def clean(text: str) -> str:
    """`text` without control characters, its runs of spaces squeezed."""
    kept = "".join(c if c.isprintable() else " " for c in text)
    return " ".join(kept.split())


def _direction(text: str) -> bool | None:
    for c in text:
        kind = unicodedata.bidirectional(c)
        if kind == "L":
            return False
        if kind in ("R", "AL"):
            return True
    return None


@register
@lru_cache(maxsize=4096)
def runs(text: str, style: Style) -> tuple[Run, ...]:
    """`text` split where the font changes, in logical order; a cluster no font draws
    becomes the replacement character, and spaces stay with the run they are in."""
    main_replacement = REPLACEMENT if _covers(0, REPLACEMENT, style) else "?"
    parts: list[tuple[str, int]] = []
    for cluster in graphemes(text):
        # A space keeps the font of the run it is in, so a name is not cut into pieces.
        face = parts[-1][1] if cluster.isspace() and parts else face_of(cluster, style)
        if face is None:
            cluster, face = main_replacement, 0
        if parts and parts[-1][1] == face:
            parts[-1] = (parts[-1][0] + cluster, face)
        else:
            parts.append((cluster, face))
    return tuple(Run(t, f, _direction(t)) for t, f in parts)


def visual_order(parts: Sequence[Run]) -> list[Run]:
    """Runs left to right as seen: the text's direction is that of its first strong run, and
    a stretch of runs of the other direction (with the neutral runs inside it) is reversed.
    Raqm orders the characters inside each run."""
    base_rtl = next((r.rtl for r in parts if r.rtl is not None), False)
    levels = [base_rtl if r.rtl is None else r.rtl for r in parts]
    # A neutral run between two runs of the other direction takes their direction.
    for i, r in enumerate(parts):
        if r.rtl is None and 0 < i < len(parts) - 1:
            before, after = parts[i - 1].rtl, parts[i + 1].rtl
            if before is not None and before == after:
                levels[i] = before
    order = list(range(len(parts)))
    i = 0
    while i < len(order):
        if levels[order[i]] != base_rtl:
            j = i
            while j < len(order) and levels[order[j]] != base_rtl:
                j += 1
            order[i:j] = reversed(order[i:j])
            i = j
        else:
            i += 1
    if base_rtl:
        order.reverse()
    return [parts[k] for k in order]


def printable(text: str, style: Style, size: int) -> str:
    """`text` as the pictures draw it: control characters dropped, spaces squeezed, and
    each cluster no font has replaced by a visible mark."""
    return "".join(r.text for r in runs(clean(text), style))


def scripts() -> tuple[list[str], list[str]]:
    """The scripts and kinds of sign the pictures can draw, and those they cannot."""
    can: list[str] = []
    cannot: list[str] = []
    for script, sample in SCRIPT_SAMPLES.items():
        (can if face_of(sample, "bold") is not None else cannot).append(script)
    return can, cannot


def _log_scripts() -> None:
    global _logged
    if _logged:
        return
    _logged = True  # before the check, which asks for the fonts itself
    can, cannot = scripts()
    log.info(
        "pictures: drawing with %s%s; names in %s%s",
        font_source(),
        "".join(f", {p.name}" for p in fallback_paths()),
        ", ".join(can),
        f" (not {', '.join(cannot)})" if cannot else "",
    )
