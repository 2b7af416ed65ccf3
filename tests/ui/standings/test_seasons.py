"""A season's words and picture: its name in each language, the standings drawn, and the
text that stands for the picture."""

from __future__ import annotations

import io

from PIL import Image

from bot.ui.images import SeasonPicture, StandingLine, season_alt_text, season_image
from bot.ui.standings.seasons import season_choices, season_name


def test_a_season_is_named_as_each_language_says_a_month_or_a_quarter() -> None:
    assert season_name("2026-11", "en") == "November 2026"
    assert season_name("2026-11", "es") == "noviembre de 2026"
    assert season_name("2026-11", "ko") == "2026년 11월"
    assert season_name("2026-Q4", "en") == "Q4 2026"
    assert season_name("2026-Q4", "ko") == "2026년 4분기"
    assert season_name("2026-Q1", "es") == "1.º trimestre de 2026"
    assert season_name("nonsense", "en") == "nonsense"


def test_the_seasons_offered_are_the_servers_then_all_time() -> None:
    keys = ["2026-12", "2026-11", "2026-Q3"]
    assert [c.value for c in season_choices(keys, "")] == [*keys, "all"]
    assert [c.value for c in season_choices(keys, "nov")] == ["2026-11"]
    assert [c.value for c in season_choices(keys, "q3")] == ["2026-Q3"]
    assert [c.name for c in season_choices([], "", "es")] == ["Desde siempre"]


def test_the_final_standings_are_drawn_with_their_champions_and_said_in_words() -> None:
    rows = tuple(
        StandingLine(place, name, rating, games, place == 1)
        for place, name, rating, games in [
            (1, "Alice", "14.2", 9),
            (1, "Carol", "14.2", 9),
            (3, "Bob", "9.8", 12),
        ]
    )
    picture = SeasonPicture("November 2026", rows, 7)
    image = Image.open(io.BytesIO(season_image(picture)))
    assert image.format == "PNG" and image.width == 640
    taller = SeasonPicture("November 2026", (*rows, StandingLine(4, "Dave", "1.0", 3, False)), 7)
    assert Image.open(io.BytesIO(season_image(taller))).height > image.height
    said = season_alt_text(picture)
    assert said.startswith("Final standings of November 2026. Champions, tied: Alice and Carol.")
    assert "Place 3: Bob, rating 9.8, games: 12." in said
    many = SeasonPicture("November 2026", rows * 40, 200)
    assert len(season_alt_text(many)) <= 1024
