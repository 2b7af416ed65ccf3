"""The catalogs: every language has every English message with the same placeholders and
nothing else, and plural forms follow each language's CLDR rules."""

from __future__ import annotations

import pytest
from babel import Locale
from fluent.syntax import FluentParser, ast, visitor

from bot.ui.words.i18n import CATALOGS, ENGLISH, LANGUAGES, duration, language_of, number, text

COUNTS = (0, 1, 2, 3, 4, 5, 21, 101)
PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many"}  # with "other"


class _Placeholders(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.selectors: list[ast.SelectExpression] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selectors.append(node)
        self.generic_visit(node)


def catalog(language: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse((CATALOGS / f"{language}.ftl").read_text(encoding="utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{language}.ftl does not parse: {junk}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def placeholders(message: ast.Message) -> _Placeholders:
    found = _Placeholders()
    found.visit(message)
    return found


def test_the_catalogs_are_the_languages() -> None:
    assert {path.stem for path in CATALOGS.glob("*.ftl")} == set(LANGUAGES)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != ENGLISH])
def test_a_catalog_has_every_english_message_with_its_placeholders_and_nothing_else(
    language: str,
) -> None:
    english, other = catalog(ENGLISH), catalog(language)
    assert sorted(set(english) - set(other)) == [], "missing"
    assert sorted(set(other) - set(english)) == [], "not in the English catalog"
    for message_id, message in english.items():
        used = placeholders(other[message_id]).names - CHOSEN_BY.get(message_id, set())
        assert used == placeholders(message).names, message_id


# What the code passes a message for a language to choose by, that English has no use for:
# a card's name after "with" (Galician *co ás*, *coa raíña*), which Bloopers it names (a
# name in lower case in a sentence: *el comodín grande*).
CHOSEN_BY = {"card-name": {"form"}, "joker-name": {"form", "kind"}}


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_plural_variants_are_the_languages_own_categories(language: str) -> None:
    """A selector on a count offers only the CLDR categories of its language (no `few` in
    Spanish, no `one` in Korean) or exact numbers."""
    categories = set(Locale.parse(language).plural_form.tags) | {"other"}
    for message_id, message in catalog(language).items():
        for select in placeholders(message).selectors:
            keys = {v.key.name for v in select.variants if isinstance(v.key, ast.Identifier)}
            if not keys & PLURAL_CATEGORIES:
                continue  # a choice of words (on/off, a rule's variant), not a count
            assert keys <= categories, (message_id, keys - categories)


# The forms of "N tricks" by CLDR's rules: Slovenian has four (one: 1, 101; two: 2;
# few: 3, 4; other), Korean none, the others one and other.
TRICKS = {
    "en": ["0 tricks", "1 trick", "2 tricks", "3 tricks", "4 tricks", "5 tricks", "21 tricks",
           "101 tricks"],
    "es": ["0 bazas", "1 baza", "2 bazas", "3 bazas", "4 bazas", "5 bazas", "21 bazas",
           "101 bazas"],
    "gl": ["0 bazas", "1 baza", "2 bazas", "3 bazas", "4 bazas", "5 bazas", "21 bazas",
           "101 bazas"],
    "da": ["0 stik", "1 stik", "2 stik", "3 stik", "4 stik", "5 stik", "21 stik", "101 stik"],
    "ko": ["0트릭", "1트릭", "2트릭", "3트릭", "4트릭", "5트릭", "21트릭", "101트릭"],
    "sl": ["0 vzetkov", "1 vzetek", "2 vzetka", "3 vzetki", "4 vzetki", "5 vzetkov",
           "21 vzetkov", "101 vzetek"],
}  # fmt: skip
HANDS = {
    "sl": ["0 iger", "1 igra", "2 igri", "3 igre", "4 igre", "5 iger", "21 iger", "101 igra"],
    "en": ["0 hands", "1 hand", "2 hands", "3 hands", "4 hands", "5 hands", "21 hands",
           "101 hands"],
}  # fmt: skip


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_plural_forms_for_0_1_2_3_4_5_21_101(language: str) -> None:
    said = [text(language, "seat-tricks", count=n) for n in COUNTS]
    assert said == TRICKS[language]


@pytest.mark.parametrize("language", list(HANDS))
def test_a_plural_inside_a_longer_message(language: str) -> None:
    said = [text(language, "lobby-hands", count=n, schedule="…").split(":")[0] for n in COUNTS]
    assert said == HANDS[language]


def test_durations_and_numbers_follow_the_language() -> None:
    assert duration("en", 86400) == "1 day"
    assert duration("en", 2 * 86400) == "2 days"
    assert duration("sl", 2 * 86400) == "2 dneva"
    assert duration("sl", 3 * 86400) == "3 dni"
    assert duration("ko", 30 * 60) == "30분"
    assert duration("da", 12 * 3600) == "12 timer"
    assert number("en", 1234) == "1,234"
    assert number("da", 1234) == "1.234"


def test_discord_locales_reach_their_catalog() -> None:
    assert language_of("es-ES") == language_of("es-419") == "es"
    assert language_of("en-US") == language_of("en-GB") == "en"
    assert language_of("ko") == "ko"
    assert language_of("da") == "da"
    assert language_of("fr") is None
    assert language_of(None) is None


def test_a_message_missing_from_a_language_falls_back_to_english() -> None:
    with pytest.raises(KeyError):
        text("ko", "no-such-message")
    assert text("fr", "hand-title") == "Your hand"  # no French catalog: English


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_rules_of_every_preset_in_every_language(language: str) -> None:
    from bot.engine import PRESETS
    from bot.ui.words.names import preset_name
    from bot.ui.words.results import rules_embed

    english = {preset: rules_embed(preset).description for preset in PRESETS}
    for preset in PRESETS:
        embed = rules_embed(preset, language)
        assert embed.description is not None and len(embed.description) <= 4096
        assert preset_name(preset, language) in (embed.title or "")
        lines = embed.description.splitlines()
        assert len(lines) == len((english[preset] or "").splitlines())
        if language != ENGLISH:
            assert not set(lines) & set((english[preset] or "").splitlines())


def test_a_slovenian_day_is_written_in_numbers() -> None:
    """CLDR's Slovenian long date has the nominative month (5. marec 2027), wrong after the
    noun it follows in every message (partija 5. marca): the day is written 5. 3. 2027."""
    from bot.ui.words.i18n import day_name

    assert day_name("sl", "2027-03-05") == "5. 3. 2027"
    assert day_name("es", "2027-03-05") == "5 de marzo de 2027"


def test_a_percentages_halves_are_rounded_up() -> None:
    """Matchpoint shares often end in a half of the last place shown: 56.25 and 43.75 of a
    deal's two sides. Rounded to even they read 56.2 beside 43.8, as if the two did not
    make 100; players round halves up."""
    from bot.ui.words.i18n import percentage

    assert percentage("en", 56.25, 1) == "56.3%"
    assert percentage("en", 43.75, 1) == "43.8%"
    assert percentage("es", 31.25, 1) == "31,3\xa0%"
