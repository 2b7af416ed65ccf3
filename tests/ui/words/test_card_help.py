"""The help for a mistyped card, in each language, shows the cards with the letters the
player's hand shows (a Danish queen is a D♦ there), gives the codes in the language's own
letters (a Danish DS is the queen of spades, a Spanish AP the ace of spades) and says what each
suit's letter means, and gives a card's name in words — and every example it gives is a card a
player of that language can type back."""

from __future__ import annotations

import re

import pytest

from bot.engine import CARDS, Suit, card
from bot.ui.words.cards import card_code, card_label, suit_name
from bot.ui.words.command_names import command_catalog
from bot.ui.words.i18n import LANGUAGES, text
from bot.ui.words.input import card_readings, names_of, parse_card_input

HELPS = ("error-bad_card", "cli-card-help")
# A card as a hand shows it (a rank's letter or number, then a suit's sign), and a code.
SHOWN = re.compile(r"(?<![\w`])(?:10|[2-9]|[^\W\d_])[♠♥♦♣]")
HELPS_ON_DISCORD = ("cmd-play-desc", "opt-play-card-desc")


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


def described(language: str, key: str) -> str:
    """A description from the command catalogs, as Discord shows it."""
    catalog = command_catalog(language) or command_catalog("en")
    assert catalog is not None and catalog.has_message(key), (language, key)
    value = catalog.get_message(key).value
    assert value is not None
    return str(catalog.format_pattern(value, {})[0])


def codes_in(said: str, language: str) -> list[str]:
    """The card codes of the language that the text gives as examples."""
    codes = sorted({card_code(c, language) for c in CARDS}, key=len, reverse=True)
    pattern = "|".join(re.escape(code) for code in codes)
    return re.findall(rf"(?<![\w`])(?:{pattern})(?![\w`])", said)


@pytest.mark.parametrize("message_id", HELPS)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_help_says_what_the_codes_letters_are(message_id: str, language: str) -> None:
    said = help_text(message_id, language)
    for suit in Suit:
        letter = text(language, f"suit-letter-{suit.letter}")
        assert f"{letter} {suit_name(suit, language)}" in said, (language, letter)


@pytest.mark.parametrize(
    ("message_id", "language"),
    [(m, lang) for m in HELPS for lang in LANGUAGES]
    # Discord lists a command in the languages of its clients: no Galician nor Slovenian.
    + [(m, lang) for m in HELPS_ON_DISCORD for lang in LANGUAGES if command_catalog(lang)],
)
def test_the_help_gives_codes_in_the_languages_letters(message_id: str, language: str) -> None:
    """Each code the help gives is read as the card it is in the language's letters, and
    with no second meaning; and it gives at least one, so a player sees what to type."""
    said = (
        described(language, message_id)
        if message_id in HELPS_ON_DISCORD
        else (help_text(message_id, language))
    )
    codes = codes_in(said, language)
    assert codes, (language, said)
    by_code = {card_code(c, language): c for c in CARDS}
    for code in codes:
        assert card_readings(code, language) == [by_code[code]], (language, code)


def test_a_code_read_two_ways_gives_both_cards() -> None:
    """Spanish `AC` is the ace of hearts (corazones) in Spanish letters and the ace of clubs
    in the English ones: both readings come back, the language's first."""
    assert card_readings("AC", "es") == [card("AH"), card("AC")]
    assert parse_card_input("AC", "es") == card("AH")
    assert card_readings("AC", "en") == [card("AC")]
    assert card_readings("DS", "da") == [card("QS")]  # dame spar: no English reading
    assert card_readings("QD", "da") == [card("QD")]  # English still read


@pytest.mark.parametrize("message_id", HELPS)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_help_names_a_card_in_words_that_can_be_typed(message_id: str, language: str) -> None:
    said = help_text(message_id, language).casefold()
    # A name as the catalog says it, or without its first word (the article: the, la).
    names = {*names_of(language), *(n.split(" ", 1)[1] for n in names_of(language) if " " in n)}
    named = [name for name in names if " " in name and name in said]
    assert any(parse_card_input(name, language) is not None for name in named), (language, said)
