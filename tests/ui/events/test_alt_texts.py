"""An event picture's text: a traveller's first row starts a sentence after its head (Table 2,
not table 2); a standing's first row keeps its players' names as they are (erin, not Erin)."""

from __future__ import annotations

from bot.ui.events.pictures import (
    StandingRow,
    StandingsPicture,
    TravellerPicture,
    TravellerRow,
    standings_alt_text,
    traveller_alt_text,
)


def test_a_standings_text_keeps_a_players_name_as_written() -> None:
    picture = StandingsPicture("Club night", (StandingRow(1, "erin and a computer", 68.75, "5.5"),))
    said = standings_alt_text(picture)
    assert "erin and a computer 68.8%" in said and "Erin" not in said, said


def test_a_travellers_first_row_starts_a_sentence() -> None:
    row = TravellerRow(2, "carol and dave", "erin and a computer", "1 · 0 · 2 · 0", "2–1", 10, -10,
                       75.0, 25.0)  # fmt: skip
    said = traveller_alt_text(TravellerPicture("Club night, round 1, deal 1", None, (row,)))
    assert ". Table 2, carol and dave" in said, said
