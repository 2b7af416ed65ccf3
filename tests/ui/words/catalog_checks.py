"""The checks of the catalogs' words, each a function of a catalog's text (or of a rendered
message) that returns what it finds wrong, so that each can be tried on a bad sample as well
as on the real catalogs (tests/ui/words/test_catalog_words.py):

- `render_problems`: a message rendered with given arguments fails, or shows a raw `{`;
- `english_levels`: a computer level's English name in another language's words;
- `plain_commands`: a command named by a literal `/name` instead of `COMMAND(…)`;
- `bare_particles`: a Korean particle glued to a placeholder that fits only half its values;
- `fallback_particles`: a Korean particle in its fallback form, 을(를), (으)로, in a catalog or in
  any rendered text (the particle is chosen by the word: `JOSA`);
- `josa_mismatches`: a `JOSA` call that reads another word than the placeholder before it;
- `glossaries` and `forbidden_words`: the words docs/TRANSLATING.md says not to use.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from pathlib import Path

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from bot.ui.words.command_names import COMMAND_CATALOGS
from bot.ui.words.i18n import CATALOGS

ROOT = Path(__file__).resolve().parents[3]
GUIDE = ROOT / "docs" / "TRANSLATING.md"

# The numbers every message with a count is rendered with, besides a number of each of its
# language's plural categories.
NUMBERS = (0, 1, 2, 3, 5, 21, 101, 102, 103, 105)
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
SAMPLE_TEXT = "Alex"  # a placeholder that is no count: a player, a card, a place…


# ---------------------------------------------------------------------- reading a catalog


def parse(source: str) -> dict[str, ast.Message]:
    """The messages of a catalog's text (a parse error fails)."""
    resource = FluentParser().parse(source)
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"does not parse: {junk}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


@cache
def catalog(language: str) -> dict[str, ast.Message]:
    return parse((CATALOGS / f"{language}.ftl").read_text(encoding="utf-8"))


@cache
def command_catalog(language: str) -> dict[str, ast.Message]:
    """The command catalog of a client language; empty for a language without one."""
    path = COMMAND_CATALOGS / f"{language}.ftl"
    return parse(path.read_text(encoding="utf-8")) if path.exists() else {}


def patterns(message: ast.Message) -> Iterator[ast.Pattern]:
    """A message's patterns: its value and its attributes."""
    if message.value is not None:
        yield message.value
    for attribute in message.attributes:
        yield attribute.value


def _flat(pattern: ast.Pattern) -> Iterator[ast.Pattern]:
    """A pattern and every pattern of a variant inside it."""
    yield pattern
    for element in pattern.elements:
        if isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            for variant in element.expression.variants:
                yield from _flat(variant.value)


def all_patterns(message: ast.Message) -> Iterator[ast.Pattern]:
    for pattern in patterns(message):
        yield from _flat(pattern)


def words(message: ast.Message) -> list[str]:
    """The catalog's own words in a message: its text, without placeholders or functions."""
    return [
        element.value
        for pattern in all_patterns(message)
        for element in pattern.elements
        if isinstance(element, ast.TextElement)
    ]


def catalog_words(language: str) -> dict[str, list[str]]:
    """Every message's own words in a language, its commands' texts too (`cmd-…` keys)."""
    found = {message_id: words(m) for message_id, m in catalog(language).items()}
    found |= {key: words(m) for key, m in command_catalog(language).items()}
    return found


# ---------------------------------------------------------------------- rendering


def plural_samples(language: str) -> dict[str, int | Decimal]:
    """A number of each plural category of a language (CLDR: `one` 1, `few` 3 in Slovenian,
    `many` 1000000 in Spanish)."""
    form = Locale.parse(language).plural_form
    found: dict[str, int | Decimal] = {}
    candidates: Iterable[int | Decimal] = itertools.chain(
        range(0, 1001), (10**6, 10**7), (Decimal("0.5"), Decimal("1.5"), Decimal("2.5"))
    )
    for number in candidates:
        found.setdefault(form(number), number)
    assert set(found) == set(form.tags) | {"other"}, (language, found)
    return found


def _selectors(message: ast.Message) -> dict[str, set[str]]:
    """Each variable a message chooses on, with the keys it chooses among (`one`, `other`,
    `0`, `yes`)."""
    found: dict[str, set[str]] = {}
    for pattern in all_patterns(message):
        for element in pattern.elements:
            if not isinstance(element, ast.Placeable):
                continue
            select = element.expression
            if isinstance(select, ast.SelectExpression) and isinstance(
                select.selector, ast.VariableReference
            ):
                keys = found.setdefault(select.selector.id.name, set())
                for variant in select.variants:
                    key = variant.key
                    keys.add(key.name if isinstance(key, ast.Identifier) else key.value)
    return found


def variables(message: ast.Message) -> set[str]:
    """Every variable a message uses."""
    found: set[str] = set()

    def visit(node: object) -> None:
        if isinstance(node, ast.VariableReference):
            found.add(node.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    visit(child)

    visit(message)
    return found


def samples(message: ast.Message, language: str) -> Iterator[dict[str, object]]:
    """Arguments for every way a message can read: each count with `NUMBERS` and a number of
    each plural category of the language, each other choice with each of its keys, every
    other placeholder with a text. All combinations while they are few, else one choice at
    a time (the others at their first value)."""
    choices: dict[str, list[object]] = {}
    for name, keys in _selectors(message).items():
        counts = bool(keys & (PLURAL_CATEGORIES - {"other"})) or any(k.isdigit() for k in keys)
        words_keys = sorted(k for k in keys if not k.isdigit() and k not in PLURAL_CATEGORIES)
        values: list[object] = []
        if counts or keys == {"other"}:
            values += [*NUMBERS, *plural_samples(language).values()]
            values += [int(k) for k in keys if k.isdigit() and int(k) not in NUMBERS]
        values += words_keys
        choices[name] = values
    base = {name: SAMPLE_TEXT for name in variables(message)}
    names = sorted(choices)
    combinations = 1
    for name in names:
        combinations *= len(choices[name])
    if combinations <= 400:
        for values in itertools.product(*(choices[name] for name in names)):
            yield base | dict(zip(names, values, strict=True))
        return
    first = {name: choices[name][0] for name in names}
    for name in names:
        for value in choices[name]:
            yield base | first | {name: value}


def render_problems(bundle: FluentBundle, message_id: str, args: dict[str, object]) -> list[str]:
    """What is wrong with a message rendered with `args`: missing, an error, a raw brace."""
    if not bundle.has_message(message_id):
        return [f"{message_id}: missing"]
    message = bundle.get_message(message_id)
    if message.value is None:
        return [f"{message_id}: no value"]
    said, errors = bundle.format_pattern(message.value, args)
    problems = [f"{message_id} {args}: {error!r}" for error in errors]
    if "{" in said or "}" in said:
        problems.append(f"{message_id} {args}: a raw brace in {said!r}")
    return problems


# ---------------------------------------------------------------------- English left over

LEVELS = ("random", "basic", "strong", "expert")
_LEVEL = re.compile(r"(?<![A-Za-z])(" + "|".join(LEVELS) + r")(?![A-Za-z])", re.IGNORECASE)


def english_levels(text: str) -> list[str]:
    """The computer levels' English names in a catalog's own words (whole words, whatever
    the letters around them in another script: `strong이라면` counts)."""
    return _LEVEL.findall(text)


def plain_commands(text: str, names: Iterable[str]) -> list[str]:
    """Commands named by a literal `/name` in a catalog's own words (`names`: the top-level
    commands' names, English and localised), and options typed as `name:True`: a message
    names a command with `COMMAND(…)` and an option with `OPTION(…)`."""
    found = []
    for name in dict.fromkeys(names):
        found += re.findall(r"(?<![\w/])/" + re.escape(name) + r"(?![\w-])", text)
    found += re.findall(r"\w+:(?:True|False)\b", text)
    return found


# ---------------------------------------------------------------------- Korean particles

# The particles whose form depends on the word before them (after a consonant / a vowel).
PARTICLES = ("으로", "은", "는", "이", "가", "을", "를", "과", "와", "로")
_MARKUP = "*_~`|"
# Both forms at once, the one in brackets: 을(를), 를(을), (으)로, (이)나, 와(과)…
_FALLBACK = re.compile(r"[을를은는이가과와]\([을를은는이가과와]\)|\((?:으|이)\)[가-힣]")
PARTICLE_FUNCTIONS = ("JOSA", "NIM")  # bot/ui/words/korean.py


def fallback_particles(text: str) -> list[str]:
    """The particles written in their fallback form, both at once (`을(를)`, `(으)로`): right for
    every word, and the mark of a text nobody fitted to its words."""
    return _FALLBACK.findall(text)


def josa_mismatches(message: ast.Message) -> list[str]:
    """Each `JOSA(…)` or `NIM(…)` after a placeholder that reads another variable than the one
    just before it (`{ $bid }{ JOSA($card, "으로") }`): the particle would fit the wrong word."""
    found = []
    for pattern in all_patterns(message):
        named: str | None = None  # the variable just before, markup between aside (**{ $bid }**)
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                named = named if not element.value.strip(_MARKUP) else None
                continue
            call = element.expression if isinstance(element, ast.Placeable) else None
            if isinstance(call, ast.VariableReference):
                named = call.id.name
                continue
            if isinstance(call, ast.FunctionReference) and call.id.name in PARTICLE_FUNCTIONS:
                read = call.arguments.positional[:1]
                if named is None or not (
                    read and isinstance(read[0], ast.VariableReference) and read[0].id.name == named
                ):
                    found.append(f"${named} then {call.id.name}")
            named = None
    return found


def bare_particles(message: ast.Message) -> list[str]:
    """Each placeholder (a variable or a function's value: a player, a number, a command)
    followed directly by a particle in one form only (`{ $seed }로`), which is wrong for
    half the values; `{ $seed }{ JOSA($seed, "으로") }` chooses it by the value."""
    found = []
    for pattern in all_patterns(message):
        elements = pattern.elements
        for before, after in itertools.pairwise(elements):
            if not (
                isinstance(before, ast.Placeable)
                and isinstance(before.expression, ast.VariableReference | ast.FunctionReference)
                and isinstance(after, ast.TextElement)
            ):
                continue
            following = after.value.lstrip(_MARKUP)
            if following.startswith("(") or after.value[:1].isspace():
                continue
            for particle in PARTICLES:
                if following.startswith(particle) and not following[len(particle) :].startswith(
                    "("
                ):
                    found.append(following[: len(particle) + 3])
                    break
    return found


# ---------------------------------------------------------------------- glossaries

_HEADING = re.compile(r"^## Glossary: .*\(`?([a-z]{2,3})`?\)\s*$")
TODO = "TODO"


@dataclass(frozen=True)
class Entry:
    concept: str
    word: str
    avoid: tuple[str, ...]  # the "not" column: words never to use for the concept


@dataclass(frozen=True)
class Glossary:
    entries: tuple[Entry, ...]
    filled: bool  # no TODO in the section and a word in every row


def glossary_sections(markdown: str) -> dict[str, Glossary]:
    """Each language's glossary section in the guide, by language code."""
    found: dict[str, Glossary] = {}
    language: str | None = None
    rows: list[Entry] = []
    filled = True

    def close() -> None:
        if language is not None:
            found[language] = Glossary(tuple(rows), filled and bool(rows))

    for line in markdown.splitlines():
        heading = _HEADING.match(line)
        if heading or line.startswith("## "):
            close()
            language, rows, filled = (heading.group(1) if heading else None), [], True
            continue
        if language is None:
            continue
        if TODO in line:
            filled = False
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or len(cells) != 3:
            continue
        if cells[0] == "concept" or set(cells[0]) <= set("-: "):
            continue  # the table's head and rule
        concept, word, avoid = cells
        filled = filled and bool(word)
        rows.append(Entry(concept, word, tuple(w.strip() for w in avoid.split(",") if w.strip())))
    close()
    return found


def glossaries(markdown: str) -> dict[str, tuple[Entry, ...] | None]:
    """Each language's glossary: its rows, or None while it is unfilled (a TODO in the
    section, or a row without a word): not checked yet."""
    return {
        language: glossary.entries if glossary.filled else None
        for language, glossary in glossary_sections(markdown).items()
    }


def _pattern(word: str) -> re.Pattern[str]:
    """A word of the "not" column as it is searched: a whole word, or a word's beginning
    when it ends in `*` (`ordenador*`, `포기*`); any letter case."""
    stem = word.removesuffix("*")
    end = "" if word.endswith("*") else r"(?!\w)"
    return re.compile(r"(?<!\w)" + re.escape(stem) + end, re.IGNORECASE)


def forbidden_words(texts: dict[str, list[str]], entries: Iterable[Entry]) -> list[str]:
    """Where a catalog uses a word its glossary says not to: `message-id: word`."""
    found = []
    for entry in entries:
        for avoided in entry.avoid:
            pattern = _pattern(avoided)
            for message_id, pieces in texts.items():
                if any(pattern.search(piece) for piece in pieces):
                    found.append(f"{message_id}: {avoided} ({entry.concept})")
    return found
