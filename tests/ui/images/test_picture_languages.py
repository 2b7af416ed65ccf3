"""Pictures in the players' language: labels drawn and alt texts from the catalogs, Korean
drawn with a font that has Hangul, a cache entry per language, and no picture at all where
no font draws a language's labels."""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

import pytest

from bot.engine import BIG_BLOOPER, LITTLE_BLOOPER, Phase, Suit, card, cards
from bot.ui.images import (
    PILLOW_DEFAULT,
    HandPicture,
    card_face,
    configure_fonts,
    font_source,
    fonts,
    hand_alt_text,
    hand_image,
    hand_picture,
    labels_drawable,
    score_sheet,
    score_sheet_alt_text,
    score_sheet_image,
    table_alt_text,
    table_image,
    table_picture,
)
from bot.ui.images.fonts import face_of
from bot.ui.images.scores import ALT_TEXT_LIMIT, alt_length, hand_entry
from bot.ui.images.words import label_text, missing_letters
from bot.ui.words.i18n import ENGLISH, LANGUAGES, text
from tests.end_to_end.test_languages import english_fragments
from tests.ui.conftest import fonts_missing

from . import scenes
from .imagecheck import check_golden, difference, load
from .test_images import NAMES, played_game

OTHERS = [lang for lang in LANGUAGES if lang != ENGLISH]


@pytest.fixture
def hangul_raqm() -> None:
    """The golden Korean pictures are drawn by Raqm with DejaVu and a fallback with Hangul
    (Debian: fonts-dejavu-core, fonts-wqy-microhei, libfribidi0, which make test installs)."""
    missing = []
    if font_source() == PILLOW_DEFAULT or face_of("한", "bold") in (None, 0):
        missing.append("a font with Hangul (Debian: fonts-wqy-microhei)")
    if fonts.LAYOUT != fonts.ImageFont.Layout.RAQM:
        missing.append("libfribidi0 (Raqm layout)")
    fonts_missing(missing)


def dejavu_only() -> None:
    """The fonts as on a machine with DejaVu and nothing else: no Hangul."""
    path = fonts.font_path("regular")
    if path is None:
        pytest.skip("DejaVu Sans is not installed (Debian: fonts-dejavu-core)")
    configure_fonts([path.parent])


def korean(picture: scenes.TablePicture) -> scenes.TablePicture:
    """A scene of the golden tests in Korean, its heading and status as the adapter says."""
    return dataclasses.replace(
        picture,
        lang="ko",
        heading=text("ko", "picture-heading-hand", number=3, total=25, size=11),
        status=text("ko", "to-play", player="Alice"),
    )


# ------------------------------------------------------------------ Korean, drawn


@pytest.mark.usefixtures("hangul_raqm")
def test_golden_korean_table(tmp_path: Path) -> None:
    assert labels_drawable("ko")
    png = table_image(korean(scenes.TABLE_4))
    check_golden(png, "dejavu/table-4-ko.png", tmp_path)
    # The labels are not the English ones: the golden comparison tells them apart.
    assert not difference(load(png), load(table_image(scenes.TABLE_4))).matches


@pytest.mark.usefixtures("hangul_raqm")
def test_golden_korean_score_sheet(tmp_path: Path) -> None:
    sheet = dataclasses.replace(
        scenes.SCORES_2,
        lang="ko",
        title=text("ko", "picture-scores-after", number=4, total=6),
        sides=tuple(
            dataclasses.replace(side, name=text("ko", "side-team", number=k + 1))
            for k, side in enumerate(scenes.SCORES_2.sides)
        ),
    )
    png = score_sheet_image(sheet)
    check_golden(png, "dejavu/scores-2-ko.png", tmp_path)
    assert not difference(load(png), load(score_sheet_image(scenes.SCORES_2))).matches


@pytest.mark.usefixtures("hangul_raqm")
def test_korean_labels_are_drawn_with_the_font_that_has_hangul() -> None:
    hangul = [c for c in label_text("ko") if "\uac00" <= c <= "\ud7a3"]
    assert len(set(hangul)) > 50
    # Every Hangul letter of the labels comes from the fallback font (DejaVu has none).
    assert {face_of(c, style) for c in hangul for style in ("regular", "bold")} == {
        face_of("한", "bold")
    }
    assert missing_letters("ko") == ""


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_language_is_drawn_with_the_fonts_make_test_installs(lang: str) -> None:
    if face_of("한", "bold") in (None, 0):
        pytest.skip("no font with Hangul installed (Debian: fonts-wqy-microhei)")
    assert missing_letters(lang) == ""


# ------------------------------------------------------------------ alt texts


def alt_texts(lang: str) -> list[str]:
    """The alt text of every kind of picture, from games at several moments, in `lang`."""
    midway = played_game("classic", 8, lambda g: g.phase is Phase.PLAY and len(g.trick) == 2)
    bidding = played_game("pagat-3", 2, lambda g: g.phase is Phase.BID and g.hand_number == 2)
    over, three = played_game("classic", 4), played_game("pagat-3", 5)
    to_act = midway.to_act
    assert to_act is not None
    return [
        table_alt_text(table_picture(midway, NAMES, lang=lang)),
        table_alt_text(table_picture(bidding, {}, lang=lang)),
        table_alt_text(table_picture(over, NAMES, lang=lang)),
        table_alt_text(
            dataclasses.replace(
                scenes.TABLE_3,
                lang=lang,
                heading=text(lang, "picture-heading-hand", number=5, total=24, size=6),
                status=text(lang, "to-lead", player="Bob"),
            )
        ),
        hand_alt_text(hand_picture(midway, to_act, lang)),
        hand_alt_text(hand_picture(midway, (to_act + 1) % 4, lang)),
        hand_alt_text(dataclasses.replace(scenes.HAND, lang=lang)),
        hand_alt_text(dataclasses.replace(scenes.HAND, lang=lang, trump=None)),
        hand_alt_text(hand_picture(over, 0, lang)),
        score_sheet_alt_text(score_sheet(over, NAMES, lang)),
        score_sheet_alt_text(score_sheet(three, NAMES, lang)),
        score_sheet_alt_text(score_sheet(bidding, NAMES, lang)),
    ]


@pytest.mark.parametrize("lang", OTHERS)
def test_alt_texts_say_nothing_in_english(lang: str) -> None:
    english = english_fragments(lang)
    for said in alt_texts(lang):
        assert not [words for words in english if words in said], said
    # And they do say something of their own: the English alt texts are not the same.
    assert not set(alt_texts(lang)) & set(alt_texts(ENGLISH))


def test_the_english_fragments_would_be_found() -> None:
    """The check above can fail: English alt texts are full of the English catalog's words."""
    english = english_fragments("ko")
    assert all(any(words in said for words in english) for said in alt_texts(ENGLISH))


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_long_score_sheets_text_stays_within_discords_limit_in_every_language(
    lang: str,
) -> None:
    hands = tuple(
        dataclasses.replace(line, number=k + 1) for k, line in enumerate(scenes.SCORES_2.hands * 20)
    )
    sheet = dataclasses.replace(scenes.SCORES_2, hands=hands, schedule=(3,) * 80, lang=lang)
    said = score_sheet_alt_text(sheet)
    assert alt_length(said) <= ALT_TEXT_LIMIT
    last = hand_entry(hands[-1], lang)
    assert said.endswith(f"{last}.") and said.count("; ") > 20  # the latest hands, many
    whole = score_sheet_alt_text(dataclasses.replace(sheet, hands=hands[:8]))
    assert alt_length(whole) < alt_length(said) and "1/1 +5" in whole


def test_alt_text_card_names_are_the_catalogs() -> None:
    text_ko = hand_alt_text(dataclasses.replace(scenes.HAND, lang="ko"))
    assert text("ko", "big-blooper") in text_ko and "하트" in text_ko
    assert text_ko.endswith(
        text("ko", "picture-alt-hand-playable", cards="스페이드 킹, 스페이드 7")
    )
    table_sl = table_alt_text(dataclasses.replace(scenes.TABLE_4, lang="sl"))
    assert "obrnjena karta: srčna sedmica." in table_sl and "Bob izigra pikov kralj;" in table_sl


def test_plural_counts_in_the_pictures_words() -> None:
    seat = scenes.TABLE_4.seats[0]
    forms = [dataclasses.replace(seat, tricks=n, bid=None, to_act=False) for n in (1, 2, 3, 5, 101)]
    from bot.ui.images.table import seat_line

    assert [seat_line(s, "sl") for s in forms] == [
        "1 vzetek",
        "2 vzetka",
        "3 vzetki",
        "5 vzetkov",
        "101 vzetek",
    ]
    assert [seat_line(s, "ko") for s in forms[:2]] == ["1트릭", "2트릭"]
    assert seat_line(dataclasses.replace(seat, bid=0, tricks=1), "es") == "paso · 1 baza"


# ------------------------------------------------------------------ caches


def test_a_picture_in_another_language_is_drawn_and_cached_apart() -> None:
    english, ko = scenes.TABLE_4, dataclasses.replace(scenes.TABLE_4, lang="ko")
    assert english != ko and hash(english) != hash(ko)
    table_image.cache_clear()
    first = table_image(english)
    other = table_image(ko)  # the same heading and status: only the labels differ
    assert other != first
    assert table_image(english) is first and table_image(ko) is other
    info = table_image.cache_info()
    assert (info.misses, info.hits) == (2, 2)
    hand_en, hand_ko = scenes.HAND, dataclasses.replace(scenes.HAND, lang="ko")
    assert hand_en != hand_ko and hand_image(hand_en) != hand_image(hand_ko)  # the Bloopers
    numbers = HandPicture(tuple(cards("9S 7H 2D 10C")), Suit.HEARTS)
    assert hand_image(numbers) == hand_image(dataclasses.replace(numbers, lang="ko"))
    sheet_en = scenes.SCORES_2
    sheet_ko = dataclasses.replace(sheet_en, lang="ko")
    assert score_sheet_image(sheet_en) != score_sheet_image(sheet_ko)


def test_card_faces_carry_the_languages_letters_and_words() -> None:
    queen, nine = card("QC"), card("9C")
    # A Danish queen is a dame: D in the corner, as on the hand's buttons.
    assert text("da", "rank-Q") == "D"
    assert (
        card_face(queen, False, 104, lang="da").tobytes() != card_face(queen, False, 104).tobytes()
    )
    # A number card is the same in every language: one cached face.
    assert card_face(nine, False, 104, lang="da") is card_face(nine, False, 104)
    for joker in (BIG_BLOOPER, LITTLE_BLOOPER):
        english = card_face(joker, True, 104).tobytes()
        for lang in OTHERS:
            assert card_face(joker, True, 104, lang=lang).tobytes() != english, (joker, lang)


# ------------------------------------------------------------------ no font for the labels


def test_without_a_font_for_a_languages_labels_it_is_not_drawable(
    caplog: pytest.LogCaptureFixture,
) -> None:
    dejavu_only()
    with caplog.at_level(logging.WARNING):
        assert labels_drawable("en") and labels_drawable("sl") and labels_drawable("da")
        assert not labels_drawable("ko")
        assert not labels_drawable("ko")  # asked again: the same answer, no second warning
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "ko" in warnings[0].getMessage()
    assert "한" in missing_letters("ko")
    configure_fonts(None)  # fonts found again: a fresh look
    if face_of("한", "bold") not in (None, 0):
        assert labels_drawable("ko")


def test_pillows_own_font_draws_english_labels() -> None:
    configure_fonts([])
    assert labels_drawable("en")
    assert not labels_drawable("ko")
