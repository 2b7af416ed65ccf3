"""The names drawn in the pictures come in the picture's language: a computer by its level in
words, never the English "Computer (strong)"."""

from __future__ import annotations

import pytest

from bot.engine import PRESETS
from bot.service import Seat, TableView
from bot.ui.play.pictures import seat_names
from bot.ui.words.i18n import LANGUAGES, text


def table_with_a_computer() -> TableView:
    options = PRESETS["classic"]
    seats = (
        Seat(0, 0, 11, None, False, name="Maja"),
        Seat(1, 1, None, "strong", False),
        Seat(2, 0, 12, None, True, name="민준"),
        None,
    )
    return TableView(
        id=1, guild_id=1, channel_id=2, thread_id=None, place_id=2, message_id=None,
        host_id=11, preset="classic", overrides={}, options=options, status="lobby",
        turn_timer=None, turn_deadline=None, seats=seats, game=None,
    )  # fmt: skip


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_computer_is_named_in_the_pictures_language(lang: str) -> None:
    names = seat_names(table_with_a_computer(), lang)
    level = text(lang, "level-strong")
    assert names == {
        0: "Maja",
        1: text(lang, "picture-computer", level=level),
        2: "민준",
    }
    assert level in names[1]
    if lang != "en":
        assert "strong" not in names[1]
