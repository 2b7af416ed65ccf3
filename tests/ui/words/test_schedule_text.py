"""A long schedule is shortened, but never past where it turns: the rules said
"13, 12, 11, 10, …, 11, 12, 13", which hides that the classic game goes down to 1."""

from __future__ import annotations

from bot.engine import PRESETS
from bot.ui.words.tables import schedule_text


def test_a_long_schedule_shows_where_it_turns() -> None:
    assert schedule_text(PRESETS["classic"].hands) == "13, 12, …, 2, 1, 2, …, 12, 13"
    assert schedule_text(PRESETS["pagat"].hands) == "1, 2, …, 12, 13, 13, …, 2, 1"
    assert schedule_text(tuple(range(13, 0, -1))) == "13, 12, 11, 10, …, 3, 2, 1"
    assert schedule_text((5, 3, 1)) == "5, 3, 1"
