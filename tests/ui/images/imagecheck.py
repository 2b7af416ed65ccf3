"""Golden-image comparison with a tolerance.

Both images are halved first (a 2x2 box average), which absorbs the sub-pixel shifts of
antialiased edges that differ between Pillow and FreeType versions; the golden files are
stored halved already, a quarter of the pixels to keep in the repository. Then a pixel counts as
different when a channel differs by more than `CHANNEL_TOLERANCE`, and the images match when
at most `PIXEL_FRACTION` of the pixels do. A wrong card, a missing highlight or a moved name
changes far more than that (tests/ui/images/test_images.py checks the comparison catches them).

Regenerate the golden files after an intended change with

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/ui/images/test_images.py

and look at them before committing.
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import NamedTuple

from PIL import Image, ImageChops

GOLDEN = Path(__file__).parent / "golden"
CHANNEL_TOLERANCE = 32
PIXEL_FRACTION = 0.001


class Difference(NamedTuple):
    pixels: int  # pixels (of the halved images) beyond the channel tolerance
    total: int

    @property
    def fraction(self) -> float:
        return self.pixels / self.total

    @property
    def matches(self) -> bool:
        return self.fraction <= PIXEL_FRACTION


def load(png: bytes | Path) -> Image.Image:
    data = png.read_bytes() if isinstance(png, Path) else png
    return Image.open(io.BytesIO(data)).convert("RGB")


def halved(image: Image.Image) -> Image.Image:
    return image.reduce(2)


def difference(actual: Image.Image, expected: Image.Image, *, halve: bool = True) -> Difference:
    """How far two renders are apart; `halve=False` when both are halved already."""
    if halve:
        actual, expected = halved(actual), halved(expected)
    if actual.size != expected.size:
        raise AssertionError(f"size {actual.size}, expected {expected.size}")
    r, g, b = ImageChops.difference(actual, expected).split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b)
    histogram = worst.histogram()
    return Difference(sum(histogram[CHANNEL_TOLERANCE + 1 :]), actual.width * actual.height)


def check_golden(png: bytes, name: str, failures: Path) -> None:
    """Compare `png` with tests/ui/images/golden/`name` (or write it, with UPDATE_GOLDEN=1)."""
    path = GOLDEN / name
    actual = halved(load(png))
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        actual.save(path, optimize=True)
        return
    if not path.exists():
        raise AssertionError(f"no golden image {path}; write it with UPDATE_GOLDEN=1")
    found = difference(actual, load(path), halve=False)
    if not found.matches:
        failures.mkdir(parents=True, exist_ok=True)
        actual.save(failures / name.replace("/", "-"))
        raise AssertionError(
            f"{name}: {found.pixels} of {found.total} pixels differ "
            f"({found.fraction:.3%}, at most {PIXEL_FRACTION:.3%} allowed); "
            f"this render (halved) is in {failures}"
        )
