"""Every word a player reads, in their language: one Fluent catalog per language
(`bot/ui/locales/*.ftl`) and one function, `text`, that renders a message in a locale.

Fluent keeps each message whole, with named placeholders, and lets each language choose its
own plural forms (CLDR rules through Babel: four in Slovenian, none in Korean) inside the
message itself, so no sentence is ever glued from fragments.
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import ROUND_HALF_UP, Decimal
from functools import cache, lru_cache
from pathlib import Path

from babel import Locale
from babel.dates import format_date, format_skeleton
from babel.numbers import format_decimal, format_percent
from babel.units import format_unit
from fluent.runtime import FluentBundle, FluentResource

from bot.ui.words import command_names

from .command_names import functions
from .korean import josa, nim, ordinal

ENGLISH = "en"
# The languages of the catalogs, with their own names (what `/backalley language` offers).
LANGUAGES = {
    "en": "English",
    "es": "Español",
    "gl": "Galego",
    "da": "Dansk",
    "ko": "한국어",
    "sl": "Slovenščina",
}
# The catalogs are beside the rooms of the Discord side, for every room to render from.
CATALOGS = Path(__file__).parent.parent / "locales"


@cache
def bundle(locale: str) -> FluentBundle:
    """The catalog of a language, loaded once, with its functions (`COMMAND`, `OPTION`:
    command_names.py; `JOSA`, a Korean particle chosen by the word before it, and `NIM`, the
    honorific after a person, and `ORDINAL`, a Korean ordinal: korean.py).
    Without isolation marks: Discord shows mentions and codes in messages, and the marks
    would break them."""
    found = FluentBundle(
        [locale],
        functions=functions(locale) | {"JOSA": josa, "NIM": nim, "ORDINAL": ordinal},
        use_isolating=False,
    )
    found.add_resource(FluentResource((CATALOGS / f"{locale}.ftl").read_text(encoding="utf-8")))
    return found


def text(locale: str, message_id: str, /, **args: object) -> str:
    """The message `message_id` in `locale` with its named arguments; English when the
    language has no such message (a new message not yet translated)."""
    # The catalogs never change while the bot runs, nor the commands' ids but when they are
    # learnt: a message made once with the same arguments is the same (each argument's type
    # is in the key: True is not 1 to Fluent).
    key = tuple((k, type(v), v) for k, v in args.items())
    try:
        return _kept_text(locale, message_id, key, command_names.generation())
    except TypeError:  # an argument that cannot be a key
        return _formatted(locale, message_id, args)


@lru_cache(maxsize=16384)
def _kept_text(
    locale: str, message_id: str, args: tuple[tuple[str, type, object], ...], ids: int
) -> str:
    return _formatted(locale, message_id, {k: v for k, _, v in args})


def _formatted(locale: str, message_id: str, args: dict[str, object]) -> str:
    for language in (language_of(locale) or ENGLISH, ENGLISH):
        found = bundle(language)
        if found.has_message(message_id):
            message = found.get_message(message_id)
            assert message.value is not None, message_id
            result, errors = found.format_pattern(message.value, args)
            if errors:
                raise ValueError(f"{message_id} in {language}: {errors}")
            return _with_computer_names(language, message_id, str(result))
    raise KeyError(message_id)


# A computer seat's name as the catalog writes it (`computer-player` in messages,
# `picture-computer` in the pictures), one for each level. A language that names it with an
# article, as a common noun ("el 🤖 bot fuerte", "o computador forte"), writes it in lower
# case; every message with it in is then written as its players write it: the article merged
# with the preposition before it (the prepositions here), and a capital at a sentence's start
# ("Le toca pujar al bot fuerte.", "O computador forte pasa.").
COMPUTER_NAMES = ("computer-player", "picture-computer")
_LEVELS = ("level-strong", "level-basic", "level-random")
_CONTRACTIONS: dict[str, dict[str, str]] = {
    "es": {"a el": "al", "de el": "del"},
    "gl": {"a o": "ao", "de o": "do", "en o": "no", "con o": "co", "por o": "polo"},
}


@cache
def computer_names(language: str) -> tuple[str, ...]:
    """The names of the computer seats in `language` that begin with an article (in lower
    case), longest first; none in a language that names them without one."""
    found = {
        _formatted(language, message, {"level": _formatted(language, level, {})})
        for message in COMPUTER_NAMES
        for level in _LEVELS
    }
    return tuple(sorted((n for n in found if n[:1].islower()), key=len, reverse=True))


def _with_computer_names(language: str, message_id: str, said: str) -> str:
    """`said` with each computer name in it composed into its sentence (see above)."""
    if message_id in COMPUTER_NAMES or message_id in _LEVELS:
        return said
    for name in computer_names(language):
        if name not in said:
            continue
        article, _, rest = name.partition(" ")
        for joined, merged in _CONTRACTIONS.get(language, {}).items():
            preposition, joined_article = joined.split(" ")
            if joined_article != article:
                continue
            for before, after in (
                (preposition, merged),
                (capitalised(preposition), capitalised(merged)),
            ):
                said = re.sub(
                    rf"(?<!\w){before} {re.escape(name)}", _escaped(f"{after} {rest}"), said
                )
        said = re.sub(
            rf"(^|[.!?]\s+|\n)([^\w\n]*){re.escape(name)}",
            r"\g<1>\g<2>" + _escaped(capitalised(name)),
            said,
        )
    return said


def _escaped(replacement: str) -> str:
    """`replacement` as `re.sub` writes it, letter for letter."""
    return replacement.replace("\\", "\\\\")


def capitalised(name: str) -> str:
    """A name with a capital first letter, as it stands alone or starts a sentence
    ("El 🤖 bot fuerte", "🤖 Močni računalnik": its first letter, past an emoji); a
    person's name is never given to this."""
    first = next((i for i, c in enumerate(name) if c.isalpha()), 0)
    return name[:first] + name[first : first + 1].upper() + name[first + 1 :]


def language_of(locale: str | None) -> str | None:
    """The catalog for a locale (`es-ES`, `es-419` and `es` → `es`, `en-US` → `en`); None
    when no catalog speaks it."""
    if not locale:
        return None
    language = str(locale).replace("_", "-").split("-")[0].lower()
    return language if language in LANGUAGES else None


def language_name(language: str, locale: str) -> str:
    """A catalog's language named in the reader's: `Galician`, `gallego`, `galego`, `갈리시아어`
    (CLDR's names, in lower case where the reader's language writes them so mid-sentence)."""
    return str(Locale.parse(language).get_display_name(babel_locale(locale)))


def number(locale: str, value: float) -> str:
    """A number as the language writes it (1,234 · 1.234 · 1 234)."""
    return format_decimal(value, locale=babel_locale(locale))


def percentage(locale: str, value: float, decimals: int = 0) -> str:
    """A percentage (`value` out of 100) as the language writes it, with `decimals` places:
    "50.0%", "50,0 %" in Spanish, Danish, Galician and Slovenian, "50.0%" in Korean (CLDR's
    pattern of each: one way in every message and picture)."""
    language = babel_locale(locale)
    pattern = Locale.parse(language).percent_formats[None].pattern
    if decimals:
        pattern = pattern.replace("0", "0." + "0" * decimals, 1)
    # Halves rounded up, as players round (56.25 → 56.3, like 43.75 → 43.8), where Babel
    # would round them to even (56.2 beside 43.8).
    rounded = Decimal(str(value)).quantize(Decimal(1).scaleb(-decimals), ROUND_HALF_UP)
    return format_percent(rounded / 100, pattern, locale=language)


# A day's pattern where CLDR's long date does not fit the sentences it stands in: the
# Slovenian month is nominative there (5. marec 2027), where a date after a noun is genitive
# (partija 5. marca); Slovenes write such a date in numbers.
_DAY_PATTERNS = {"sl": "d. M. y"}


def day_name(locale: str, day: str) -> str:
    """A day (`2027-03-05`, as stored) as the language writes it: "March 5, 2027", "5 de
    marzo de 2027", "2027년 3월 5일", "5. 3. 2027"; anything else as it is."""
    try:
        date = dt.date.fromisoformat(day)
    except ValueError:
        return day
    pattern = _DAY_PATTERNS.get(babel_locale(locale), "long")
    return str(format_date(date, pattern, locale=babel_locale(locale)))


def month_name(locale: str, month: str) -> str:
    """A month (`2027-03`, as stored) as the language writes it: "March 2027", "marzo de
    2027", "2027년 3월"; anything else as it is."""
    try:
        date = dt.date.fromisoformat(f"{month}-01")
    except ValueError:
        return month
    return str(format_skeleton("yMMMM", date, locale=babel_locale(locale)))


def duration(locale: str, seconds: float) -> str:
    """A duration in words, in the largest unit that divides it: "2 days", "12 timer",
    "30분" (CLDR's units, with each language's plural forms)."""
    whole = round(seconds)
    for unit, size in (("day", 86400), ("hour", 3600)):
        if whole and whole % size == 0:
            return format_unit(
                whole // size, f"duration-{unit}", "long", locale=babel_locale(locale)
            )
    return format_unit(whole // 60, "duration-minute", "long", locale=babel_locale(locale))


def rough_duration(locale: str, seconds: float) -> str:
    """A time left, roughly: "5 minutes", "3 hours" (hours from two hours on)."""
    minutes = max(1, round(seconds / 60))
    if minutes >= 120:
        return duration(locale, round(minutes / 60) * 3600)
    return duration(locale, minutes * 60)


def babel_locale(locale: str) -> str:
    """The Babel locale of a catalog's language."""
    return language_of(locale) or ENGLISH
