"""Players' names in the pictures: every script drawn (font fallback per character), Arabic
shaped and right to left, one rule for cutting a long name, nothing outside its box."""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops, ImageDraw, ImageFont

from bot.ui.images import (
    PILLOW_DEFAULT,
    ScoreSheet,
    SideInfo,
    TablePicture,
    clear_caches,
    configure_fonts,
    font_source,
    fonts,
    score_sheet_alt_text,
    score_sheet_image,
    table_alt_text,
    table_image,
)
from bot.ui.images.draw import ELLIPSIS, NAME_EMS, draw_text, fit, fit_name, text_width
from bot.ui.images.fonts import face_font, graphemes, runs
from bot.ui.images.scores import MARGIN, _Frame
from bot.ui.images.table import FOOTER_SIZE, PLATE, SIZE, _footer, plate_boxes
from tests.ui.conftest import fonts_missing

from . import scenes
from .imagecheck import check_golden, load


@pytest.fixture
def fallback_fonts() -> None:
    """The fonts and layout `make test` installs; on CI their absence is a failure."""
    missing = []
    if font_source() == PILLOW_DEFAULT:
        missing.append("fonts-dejavu-core")
    if len(fonts.fallback_paths()) < 2:
        missing.append("fonts-wqy-microhei, fonts-symbola")
    if fonts.LAYOUT != ImageFont.Layout.RAQM:
        missing.append("libfribidi0 (Raqm layout)")
    fonts_missing(missing)


def rendered(text: str, size: int = 40) -> Image.Image:
    """`text` drawn by the pictures' own text drawing, white on black, baseline at y=60."""
    image = Image.new("L", (1400, 100))
    draw_text(ImageDraw.Draw(image), (10, 60), text, "bold", size, 255, "ls")  # type: ignore[arg-type]
    return image


def ink(image: Image.Image) -> int:
    """How much is drawn: the sum of coverage, in pixels."""
    return sum(i * n for i, n in enumerate(image.histogram())) // 255


def differing(a: Image.Image, b: Image.Image, within: int = 40) -> Image.Image:
    """A mask of the pixels that differ between two pictures."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return diff.point(lambda v: 255 if v > within else 0)


# ------------------------------------------------------------------ every glyph drawn


@pytest.mark.usefixtures("fallback_fonts")
@pytest.mark.parametrize("name", [*scenes.INTERNATIONAL, "שרה כהן", "李小龍 ☘ ∑"])
def test_every_name_is_drawn_from_fonts_that_have_its_characters(name: str) -> None:
    parts = runs(name, "bold")
    assert fonts.REPLACEMENT not in "".join(p.text for p in parts)  # no character left out
    for cluster in graphemes(name):
        assert fonts.face_of(cluster, "bold") is not None, cluster
    # Each run drawn alone has ink, and the name drawn whole has the ink of its runs: no
    # run blank, none a row of boxes of another font.
    alone = []
    for part in parts:
        image = Image.new("L", (1400, 100))
        font = face_font("bold", 40, part.face)
        ImageDraw.Draw(image).text((10, 60), part.text, font=font, fill=255, anchor="ls")
        alone.append(ink(image))
        notdef = Image.new("L", (1400, 100))
        ImageDraw.Draw(notdef).text(
            (10, 60), "\U0010fffd" * len(part.text), font=font, fill=255, anchor="ls"
        )
        if part.text.strip():
            assert alone[-1] > 0 and ink(image) != ink(notdef), part
    assert ink(rendered(name)) == pytest.approx(sum(alone), rel=0.2)


def test_a_character_no_font_has_is_drawn_as_a_visible_mark(tmp_path: Path) -> None:
    dejavu = Path(font_source()).parent
    if font_source() == PILLOW_DEFAULT:
        pytest.skip("DejaVu Sans is not installed")
    configure_fonts([dejavu])  # DejaVu alone: no Hangul
    drawn = fonts.printable(scenes.KOREAN, "bold", 20)
    assert len(drawn) == len(scenes.KOREAN) and set(drawn) == {fonts.REPLACEMENT}
    assert ink(rendered(scenes.KOREAN)) > 0
    configure_fonts([tmp_path])  # Pillow's own font
    assert fonts.printable("Bob 🎲 the Builder", "bold", 20) in (
        f"Bob {fonts.REPLACEMENT} the Builder",
        "Bob ? the Builder",
    )


@pytest.mark.usefixtures("fallback_fonts")
def test_the_scripts_that_can_be_drawn_are_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="bot.ui.images.fonts")
    table_image(scenes.TABLE_INTERNATIONAL)
    clear_caches()
    table_image(scenes.TABLE_INTERNATIONAL)
    said = [r.getMessage() for r in caplog.records if r.name == "bot.ui.images.fonts"]
    assert len(said) == 1
    assert all(s in said[0] for s in ("Latin", "Arabic", "Hebrew", "Hangul", "CJK", "emoji"))
    caplog.clear()
    configure_fonts([Path(font_source()).parent])
    table_image(scenes.TABLE_INTERNATIONAL)
    said = [r.getMessage() for r in caplog.records if r.name == "bot.ui.images.fonts"]
    assert len(said) == 1 and "not " in said[0] and "Hangul" in said[0].split("not ")[1]


# ------------------------------------------------------------------ right to left


@pytest.mark.usefixtures("fallback_fonts")
def test_arabic_is_joined() -> None:
    word = "مرحبا"
    joined = rendered(word)
    # The same letters drawn one by one (their isolated forms), in either order.
    for letters in (word, word[::-1]):
        pieces = Image.new("L", joined.size)
        x = 10.0
        for letter in letters:
            draw_text(ImageDraw.Draw(pieces), (x, 60), letter, "bold", 40, 255, "ls")  # type: ignore[arg-type]
            x += text_width(letter, "bold", 40)
        assert ink(differing(joined, pieces)) > 0.2 * ink(joined)


@pytest.mark.usefixtures("fallback_fonts")
@pytest.mark.parametrize(
    ("name", "left", "right"),
    [
        (scenes.ARABIC, "كارول", "مرحبا"),  # right to left: the first word on the right
        (scenes.MIXED, "Carol", "كارول"),  # each part keeps its direction
        ("مرحبا 데이브", "데이브", "مرحبا"),  # two fonts, the runs ordered right to left
    ],
)
def test_words_are_in_reading_order(name: str, left: str, right: str) -> None:
    whole = rendered(name)
    width = round(text_width(name, "bold", 40))
    for part, box in (
        (left, (0, 0, 10 + round(text_width(left, "bold", 40)) - 2, 100)),
        (right, (10 + width - round(text_width(right, "bold", 40)) + 2, 0, 1400, 100)),
    ):
        alone = Image.new("L", whole.size)
        start = 10 if part == left else 10 + width - text_width(part, "bold", 40)
        draw_text(ImageDraw.Draw(alone), (start, 60), part, "bold", 40, 255, "ls")  # type: ignore[arg-type]
        crop_whole, crop_alone = whole.crop(box), alone.crop(box)
        assert ink(crop_alone) > 100
        assert ink(differing(crop_whole, crop_alone)) < 0.1 * ink(crop_alone), part


# ------------------------------------------------------------------ length


CLUSTERS = ["a", "W", " ", "é", "Z̴̷̸", "👍🏽", "👩‍👩‍👧", "🇫🇷", "데", "م", "𝔅"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(CLUSTERS), min_size=1, max_size=40), st.integers(40, 300))
def test_a_name_is_cut_between_whole_characters(parts: list[str], width: int) -> None:
    text = "".join(parts)
    cut = fit(text, "bold", 20, width)
    assert text_width(cut, "bold", 20) <= width
    if cut.endswith(ELLIPSIS) and not text.endswith(ELLIPSIS):
        kept = graphemes(cut[: -len(ELLIPSIS)])
        assert kept == graphemes(fonts.clean(text))[: len(kept)]
    else:
        assert cut == fonts.clean(text)


def test_one_rule_cuts_a_long_name_alike_everywhere() -> None:
    picture = scenes.TABLE_INTERNATIONAL
    room = PLATE[0] - 24 - 26  # the long name's plate has no dealer button; the rule is less
    plate = fit_name(scenes.LONG, "bold", 20, room)
    footer = _footer(picture, FOOTER_SIZE)
    legend = fit_name(scenes.LONG, "bold", 18)
    in_footer = fit_name(scenes.LONG, "bold", FOOTER_SIZE)
    assert scenes.LONG not in footer and footer.count(in_footer) == 2  # the winner, to lead
    counts = [cut.count("W") for cut in (plate, in_footer, legend)]
    assert all(cut.endswith(ELLIPSIS) for cut in (plate, in_footer, legend))
    assert max(counts) - min(counts) <= 1 and 5 <= min(counts) < 32
    for size in (18, 19, 20):
        assert text_width(fit_name(scenes.LONG, "bold", size), "bold", size) <= NAME_EMS * size


def test_alt_texts_keep_the_full_names() -> None:
    for picture in (scenes.TABLE_INTERNATIONAL, scenes.TABLE_INTERNATIONAL_3):
        text = table_alt_text(picture)
        assert all(info.name in text for info in picture.seats)
    text = score_sheet_alt_text(scenes.SCORES_INTERNATIONAL)
    assert all(name in text for name in (scenes.KOREAN, scenes.FANCY, scenes.ARABIC, scenes.LONG))


# ------------------------------------------------------------------ boxes


def _blank_name(picture: TablePicture, seat: int) -> TablePicture:
    seats = tuple(dataclasses.replace(s, name="") if s.seat == seat else s for s in picture.seats)
    return dataclasses.replace(picture, seats=seats)


@pytest.mark.usefixtures("fallback_fonts")
@pytest.mark.parametrize("picture", [scenes.TABLE_INTERNATIONAL, scenes.TABLE_INTERNATIONAL_3])
def test_each_name_is_drawn_in_its_plate_and_nowhere_else(picture: TablePicture) -> None:
    full = load(table_image(picture))
    players = len(picture.seats)
    for info in picture.seats:
        x0, y0, x1, y1 = plate_boxes(players)[(info.seat - picture.viewer) % players]
        changed = differing(full, load(table_image(_blank_name(picture, info.seat))))
        inside = changed.crop((x0, y0, x1, y1))
        assert ink(inside) > 150, info.name  # drawn, not blank
        # Nothing else changed, but the footer line that may name the seat too.
        outside = changed.copy()
        outside.paste(0, (x0, y0, x1, y1))
        outside.paste(0, (0, SIZE[1] - 44, SIZE[0], SIZE[1]))
        assert outside.getbbox() is None, (info.name, outside.getbbox())


@pytest.mark.usefixtures("fallback_fonts")
@pytest.mark.parametrize("sheet", [scenes.SCORES_INTERNATIONAL, scenes.SCORES_INTERNATIONAL_3])
def test_names_on_the_score_sheet_stay_in_their_places(sheet: ScoreSheet) -> None:
    # Teams keep their "Team N" and lose their members; players lose their names.
    plain = tuple(SideInfo(s.name if s.members else "") for s in sheet.sides)
    changed = differing(
        load(score_sheet_image(sheet)),
        load(score_sheet_image(dataclasses.replace(sheet, sides=plain))),
    )
    frame = _Frame(sheet)
    legend = (MARGIN + 100, frame.legend_top, frame.width - MARGIN, frame.chart_top)
    assert ink(changed.crop(legend)) > 300
    changed.paste(0, legend)
    # A player's name also heads their rows of the table, in its narrow cell.
    for side in range(len(sheet.sides)):
        top = frame.table_top + (3 + 3 * side) * 24
        changed.paste(0, (MARGIN + 6, top, MARGIN + 12 + 66 + 3, top + 24))
    assert changed.getbbox() is None, changed.getbbox()


# ------------------------------------------------------------------ golden pictures


GOLDEN_INTERNATIONAL = {
    "table-international.png": lambda: table_image(scenes.TABLE_INTERNATIONAL),
    "table-international-3.png": lambda: table_image(scenes.TABLE_INTERNATIONAL_3),
    "scores-international.png": lambda: score_sheet_image(scenes.SCORES_INTERNATIONAL),
    "scores-international-3.png": lambda: score_sheet_image(scenes.SCORES_INTERNATIONAL_3),
}


@pytest.mark.usefixtures("fallback_fonts")
@pytest.mark.parametrize("name", GOLDEN_INTERNATIONAL)
def test_golden_international(name: str, tmp_path: Path) -> None:
    check_golden(GOLDEN_INTERNATIONAL[name](), f"dejavu/{name}", tmp_path)


@pytest.mark.usefixtures("fallback_fonts")
def test_stacked_marks_are_clipped_to_the_line() -> None:
    zalgo = "Z" + "\u0310\u0352\u0357\u034c\u0300\u0301\u0316\u0317\u0318\u0319" * 3 + "algo"
    image = rendered(zalgo)
    box = image.getbbox()
    assert box is not None
    ascent, descent = fonts.font("bold", 40).getmetrics()  # type: ignore[union-attr]
    assert box[1] >= 60 - ascent - 1 and box[3] <= 60 + descent + 1
    # Without the clip the marks would reach beyond the line: drawn by Pillow alone.
    loose = Image.new("L", (1400, 300))
    ImageDraw.Draw(loose).text((10, 160), zalgo, font=fonts.font("bold", 40), fill=255, anchor="ls")
    loose_box = loose.getbbox()
    assert loose_box is not None
    assert loose_box[1] < 160 - ascent - 1 or loose_box[3] > 160 + descent + 1
