"""The fake Discord checks localised command names and descriptions as Discord does."""

from __future__ import annotations

from typing import Any

import pytest

from testbed.fakediscord.errors import ApiError
from testbed.fakediscord.validation import validate_commands


def command(**extra: Any) -> dict[str, Any]:
    return {
        "name": "play",
        "type": 1,
        "description": "Play a card",
        "options": [
            {
                "name": "card",
                "type": 3,
                "description": "The card",
                "required": True,
                "choices": [{"name": "ace", "value": "AS"}],
            },
            {"name": "note", "type": 3, "description": "A note"},
        ],
        **extra,
    }


def test_valid_localisations_pass() -> None:
    good = command(
        name_localizations={"da": "spil", "ko": "카드내기", "es-ES": "jugar", "es-419": "jugar"},
        description_localizations={"da": "Spil et kort", "ko": "카드를 냅니다"},
    )
    good["options"][0]["name_localizations"] = {"da": "kort", "ko": "카드"}
    good["options"][0]["choices"][0]["name_localizations"] = {"da": "Spar Es (stort bogstav)"}
    validate_commands([good])


@pytest.mark.parametrize(
    "names",
    [
        {"da": "Spil"},  # upper case
        {"da": "spil kort"},  # a space
        {"da": "s" * 33},  # too long
        {"da": ""},  # empty
        {"gl": "xogar"},  # Galician is no Discord locale
        {"xx": "play"},
    ],
)
def test_bad_localised_command_names_are_refused(names: dict[str, str]) -> None:
    with pytest.raises(ApiError):
        validate_commands([command(name_localizations=names)])


def test_bad_localised_option_names_and_descriptions_are_refused() -> None:
    bad = command()
    bad["options"][0]["name_localizations"] = {"ko": "카드 이름"}
    with pytest.raises(ApiError):
        validate_commands([bad])
    long = command(description_localizations={"da": "x" * 101})
    with pytest.raises(ApiError):
        validate_commands([long])
    empty = command()
    empty["options"][1]["description_localizations"] = {"ko": ""}
    with pytest.raises(ApiError):
        validate_commands([empty])


def test_a_choice_name_may_have_capitals_but_not_101_characters() -> None:
    bad = command()
    bad["options"][0]["choices"][0]["name_localizations"] = {"da": "x" * 101}
    with pytest.raises(ApiError):
        validate_commands([bad])


def test_localised_names_are_unique_among_siblings() -> None:
    clash = command()
    clash["options"][1]["name_localizations"] = {"da": "card"}  # the other's default name
    with pytest.raises(ApiError):
        validate_commands([clash])
    two = [command(name_localizations={"da": "spil"}), command(name="bid")]
    two[1]["name_localizations"] = {"da": "spil"}
    with pytest.raises(ApiError):
        validate_commands(two)
