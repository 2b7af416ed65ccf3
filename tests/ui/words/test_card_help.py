"""The help for a mistyped card, in each language, shows the cards with the letters the
player's hand shows (a Danish queen is a D♦ there, while the code D is diamonds), says what
each suit's letter of the codes means, and gives a card's name in words — and every example it
gives is a card a player of that language can type back."""

from __future__ import annotations

import re

import pytest

from bot.engine import Suit, card
from bot.ui.words.cards import card_label, suit_name
from bot.ui.words.i18n import LANGUAGES, text
from bot.ui.words.input import names_of, parse_card_input

HELPS = ("error-bad_card", "cli-card-help")
# A card as a hand shows it (a rank's letter or number, then a suit's sign), and a code.
SHOWN = re.compile(r"(?<![\w`])(?:10|[2-9]|[^\W\d_])[♠♥♦♣]")
CODE = re.compile(r"(?<![\w`])(?:10|[2-9AKQJT])[SHDC](?![\w`])")
SUIT_LETTERS = "SHDC"


def help_text(message_id: str, language: str) -> str:
    return (
        text(language, message_id, text="zz")
        if message_id == "error-bad_card"
        else (text(language, message_id))
    )


@pytest.mark.parametrize("message_id", HELPS)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_help_shows_the_cards_as_the_hand_does(message_id: str, language: str) -> None:
    said = help_text(message_id, language)
    queen = card_label(card("QD"), language)  # D♦ in Danish, Q♦ elsewhere
    assert queen in said, (language, queen)
    shown = SHOWN.findall(said)
    assert len(shown) >= 3, said
    for label in shown:
        typed = parse_card_input(label, language)
        assert typed is not None and card_label(typed, language) == label, (language, label)


@pytest.mark.parametrize("message_id", HELPS)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_help_says_what_the_codes_letters_are(message_id: str, language: str) -> None:
    said = help_text(message_id, language)
    for letter, suit in zip(SUIT_LETTERS, Suit, strict=True):
        assert f"{letter} {suit_name(suit, language)}" in said, (language, letter)
    codes = CODE.findall(said)
    assert codes, said
    for code in codes:
        assert parse_card_input(code, language) == card(code.replace("T", "10")), code


@pytest.mark.parametrize("message_id", HELPS)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_help_names_a_card_in_words_that_can_be_typed(message_id: str, language: str) -> None:
    said = help_text(message_id, language).casefold()
    # A name as the catalog says it, or without its first word (the article: the, la).
    names = {*names_of(language), *(n.split(" ", 1)[1] for n in names_of(language) if " " in n)}
    named = [name for name in names if " " in name and name in said]
    assert any(parse_card_input(name, language) is not None for name in named), (language, said)
