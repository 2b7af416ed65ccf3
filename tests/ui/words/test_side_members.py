"""A side's players named in a team line: people by name, joined as the language joins a list;
a side that two computers of one level play is "2 strong computers", not the same name twice
("the strong computer and the strong computer", as every daily deal's opponents read)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.engine import Game
from bot.ui.words.i18n import LANGUAGES
from bot.ui.words.names import side_members

from .test_whole_game_words import table_of


def test_two_computers_of_a_level_are_counted_not_named_twice() -> None:
    game = Game("classic", {"hands": (3,)}, seed=1)
    table = table_of("classic", game)  # a computer in seat 3 (side 0), people elsewhere
    seats = list(table.seats)
    seats[0] = dataclasses.replace(seats[0], user_id=None, computer="strong", name=None)
    computers = dataclasses.replace(table, seats=tuple(seats))
    assert side_members(computers, 0) == "2 🤖 computers (strong)"
    assert side_members(table, 1) == "<@101> and <@103>"
    seats[0] = dataclasses.replace(seats[0], computer="basic")
    mixed = dataclasses.replace(table, seats=tuple(seats))
    assert side_members(mixed, 0) == "🤖 computer (basic) and 🤖 computer (strong)"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_language_counts_its_computers(language: str) -> None:
    game = Game("classic", {"hands": (3,)}, seed=1)
    table = table_of("classic", game)
    seats = list(table.seats)
    seats[0] = dataclasses.replace(seats[0], user_id=None, computer="strong", name=None)
    said = side_members(dataclasses.replace(table, seats=tuple(seats)), 0, language)
    assert said.count("🤖") == 1, (language, said)  # one name for the two seats
