"""Every word a player reads, in their language: one Fluent catalog per language
(`bot/ui/locales/*.ftl`) and one function, `text`, that renders a message in a locale.

Fluent keeps each message whole, with named placeholders, and lets each language choose its
own plural forms (CLDR rules through Babel: four in Slovenian, none in Korean) inside the
message itself, so no sentence is ever glued from fragments.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

from babel import Locale
from babel.numbers import format_decimal
from babel.units import format_unit
from fluent.runtime import FluentBundle, FluentResource

from bot.ui.words import command_names

from .command_names import functions
from .korean import josa, nim

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
    honorific after a person: korean.py).
    Without isolation marks: Discord shows mentions and codes in messages, and the marks
    would break them."""
    found = FluentBundle(
        [locale], functions=functions(locale) | {"JOSA": josa, "NIM": nim}, use_isolating=False
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
            return str(result)
    raise KeyError(message_id)


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
