from __future__ import annotations

import re

import pytest

from bot.engine import card
from bot.ui.words.input import (
    parse_bid_input,
    parse_card_input,
    parse_duration,
    parse_hands,
    parse_review_choice,
    parse_until,
    whole_number,
)


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("AS", "AS"),
        ("as", "AS"),
        ("10h", "10H"),
        ("10H", "10H"),
        ("TH", "10H"),
        ("t♥", "10H"),
        ("10♥", "10H"),
        ("10 ♥", "10H"),
        ("q of spades", "QS"),
        ("Queen of Spades", "QS"),
        ("ten of hearts", "10H"),
        ("2c", "2C"),
        ("big", "BJ"),
        ("Big Blooper", "BJ"),
        ("bj", "BJ"),
        ("little", "LJ"),
        ("LJ", "LJ"),
        ("  kd  ", "KD"),
    ],
)
def test_what_people_type_for_a_card(typed: str, expected: str) -> None:
    assert parse_card_input(typed) == card(expected)


@pytest.mark.parametrize("typed", ["", "1H", "11S", "XX", "ace", "hearts", "A♠♠", "joker"])
def test_what_is_not_a_card(typed: str) -> None:
    assert parse_card_input(typed) is None


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("pass", 0),
        ("PASS", 0),
        ("0", 0),
        ("3", 3),
        (" 12 ", 12),
        ("board", "board"),
        ("Board", "board"),
    ],
)
def test_bids(typed: str, expected: object) -> None:
    assert parse_bid_input(typed) == expected


@pytest.mark.parametrize("typed", ["", "three", "-1", "1.5", "boards"])
def test_not_bids(typed: str) -> None:
    assert parse_bid_input(typed) is None


def test_hand_schedules_and_durations() -> None:
    assert parse_hands("5,3,1") == [5, 3, 1]
    assert parse_hands(" 5 3 , 1 ") == [5, 3, 1]
    assert parse_hands("5,x") is None
    assert parse_hands("") is None
    assert parse_duration("30m") == 1800
    assert parse_duration("12h") == 43200
    assert parse_duration("2d") == 172800
    assert parse_duration("90") == 5400
    assert parse_duration("3 hours") == 10800
    assert parse_duration("off") == 0
    assert parse_duration("soon") is None
    assert parse_duration("3x") is None


@pytest.mark.parametrize(
    ("typed", "seconds"),
    [("30 min", 1800), ("2 dage", 172800), ("3 timer", 10800), ("2 días", 172800),
     ("12 horas", 43200), ("30분", 1800), ("12시간", 43200), ("2일", 172800), ("3 ure", 10800),
     ("2 dni", 172800), ("nej", 0), ("없음", 0), ("izklop", 0), ("ninguno", 0)],
)  # fmt: skip
def test_a_duration_in_each_languages_words(typed: str, seconds: int) -> None:
    assert parse_duration(typed) == seconds


def test_the_readme_card_examples_are_understood_by_every_input() -> None:
    """The README's examples for `/play` work in the slash command and in the terminal game,
    which share one parser."""
    from pathlib import Path

    from bot.cli.play import parse_card_text

    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith("| `/play card`"))
    examples = re.findall(r"`([^`]+)`", row.split("|")[2])
    assert len(examples) >= 5, row
    expected = {"AS": "AS", "10H": "10H", "qd": "QD", "t♥": "10H", "big": "BJ"}
    for typed in examples:
        assert parse_card_input(typed) == card(expected[typed]), typed
        assert parse_card_text(typed.lower(), []) == card(expected[typed]), typed


@pytest.mark.parametrize(
    ("typed", "expected"),
    [("7♠", "7S"), ("T♠", "10S"), ("10♣", "10C"), ("K♦", "KD"), ("little blooper", "LJ")],
)
def test_the_labels_the_terminal_shows_can_be_typed_back(typed: str, expected: str) -> None:
    from bot.cli.play import parse_card_text

    assert parse_card_text(typed.lower(), []) == card(expected)


@pytest.mark.parametrize(
    ("lang", "typed", "expected"),
    [
        ("es", "paso", 0),
        ("gl", "Paso", 0),
        ("da", "pas", 0),
        ("ko", "패스", 0),
        ("ko", "보드", "board"),
        ("gl", "capote", "board"),
        ("gl", "taboleiro", "board"),  # the word of before still works
        ("sl", "pas", 0),
        ("ko", "pass", 0),  # the English words and the codes work in every language
        ("da", "board", "board"),
    ],
)
def test_bids_in_the_players_language(lang: str, typed: str, expected: object) -> None:
    assert parse_bid_input(typed, lang) == expected


@pytest.mark.parametrize(
    ("lang", "typed", "code"),
    [
        ("da", "D♥", "QH"),  # a Danish queen is a dame
        ("da", "hjerter dame", "QH"),
        ("da", "E♠", "AS"),
        ("ko", "빅 블루퍼", "BJ"),
        ("ko", "하트 퀸", "QH"),
        ("es", "la reina de corazones", "QH"),
        ("gl", "o ás de picas", "AS"),
        ("sl", "srce dama", "QH"),  # the names of before still work
        ("sl", "srčna dama", "QH"),
        ("sl", "križev fant", "JC"),
        ("sl", "karo petica", "5D"),
        ("es", "reina de corazones", "QH"),  # without the rank's article too
        ("gl", "raíña de corazóns", "QH"),
        ("sl", "Mali Blooper", "LJ"),
        ("ko", "10h", "10H"),  # codes everywhere
        ("da", "QH", "QH"),
    ],
)
def test_cards_in_the_players_language(lang: str, typed: str, code: str) -> None:
    card = parse_card_input(typed, lang)
    assert card is not None and card.code == code


def test_another_languages_names_are_not_cards_here() -> None:
    assert parse_card_input("hjerter dame", "ko") is None
    assert parse_card_input("빅 블루퍼", "da") is None


# Text that looks like a number to `str.isdigit` or `\d` without being one a player writes:
# a superscript (`int` refuses it), other scripts' digits (`int` reads them), more digits than
# `int` reads (4,300), more than any number of the game.
NOT_NUMBERS = ["²", "1²", "٣", "３", "𝟠", "9" * 5000, "9" * 10, "-1", "+1"]


@pytest.mark.parametrize("typed", NOT_NUMBERS)
def test_what_is_no_number_is_no_bid_schedule_duration_hand_or_time(typed: str) -> None:
    assert whole_number(typed) is None
    assert parse_bid_input(typed) is None
    assert parse_hands(typed) is None
    assert parse_hands(f"5,{typed}") is None
    assert parse_duration(typed) is None
    assert parse_duration(f"{typed}h") is None
    assert parse_review_choice(typed) is None
    assert parse_until(f"{typed}d", 0.0) is None


def test_whole_numbers_are_the_digits_0_to_9() -> None:
    assert [whole_number(n) for n in ("0", "7", "013", "999999999")] == [0, 7, 13, 999_999_999]
