"""A computer seat's name composed into its sentence where the catalog writes it as a common
noun with its article (Spanish, Galician)."""

from __future__ import annotations

from bot.ui.words.i18n import text
from bot.ui.words.names import running, standalone, starting


def computer(lang: str, level: str = "level-strong") -> str:
    return text(lang, "computer-player", level=text(lang, level))


def test_the_article_merges_with_the_preposition_before_it() -> None:
    assert text("es", "turn-bid", player=computer("es"), kind="computer") == (
        "➡️ Le toca pujar al 🤖 bot fuerte."
    )
    assert text("gl", "turn-play", player=computer("gl", "level-basic"), kind="computer") == (
        "➡️ Tócalle xogar ao 🤖 bot básico."
    )


def test_a_person_is_still_spoken_to() -> None:
    assert text("es", "turn-bid", player="<@1>", kind="person") == "➡️ <@1>, te toca pujar."


def test_the_name_takes_a_capital_at_a_sentence_start_and_alone() -> None:
    name = computer("es")
    assert text("es", "card-played", player=name, card="A♠").startswith("El 🤖 bot fuerte")
    assert standalone(name, "es") == "El 🤖 bot fuerte"
    assert starting(f"{name} A♠ · <@1> 8♠", "es") == "El 🤖 bot fuerte A♠ · <@1> 8♠"
    assert running("El bot fuerte ha jugado el as", "es") == "el bot fuerte ha jugado el as"


def test_a_name_without_an_article_is_left_as_it_is() -> None:
    name = computer("en")
    assert standalone(name, "en") == name
    assert text("en", "turn-bid", player=name, kind="computer") == f"➡️ {name} to bid."
