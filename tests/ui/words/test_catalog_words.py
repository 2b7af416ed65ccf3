"""The words of every catalog, by the kinds of defect a reader finds (`catalog_checks.py`
holds the checks): every message renders for every count, no computer level left in English,
no command named by a name the reader's client does not show, no Korean particle that fits
half the placeholder's values, no word a language's glossary rules out.

Each check is first tried on a bad sample, so that it is known to catch its kind."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.ui.words import command_names
from bot.ui.words.command_names import functions
from bot.ui.words.i18n import ENGLISH, LANGUAGES, bundle

from .catalog_checks import (
    GUIDE,
    NUMBERS,
    Entry,
    bare_particles,
    catalog,
    catalog_words,
    command_catalog,
    english_levels,
    fallback_particles,
    forbidden_words,
    glossaries,
    glossary_sections,
    josa_mismatches,
    parse,
    plain_commands,
    plural_samples,
    render_problems,
    samples,
)

OTHERS = [language for language in LANGUAGES if language != ENGLISH]


@pytest.fixture(params=[False, True], ids=["no ids", "ids"])
def ids(request: pytest.FixtureRequest) -> Iterator[bool]:
    """The commands' ids unknown (no sync yet: commands as text) or known (mentions)."""
    kept = command_names.known_ids()
    command_names.remember(
        [_Registered(name, 1000 + i) for i, name in enumerate(top_commands())]
        if request.param
        else []
    )
    yield request.param
    command_names.remember([_Registered(name, id_) for name, id_ in kept.items()])


class _Registered:
    def __init__(self, name: str, id_: int) -> None:
        self.name, self.id = name, id_


def top_commands(language: str = ENGLISH) -> list[str]:
    """The top-level commands' names in a language's client (English: their own)."""
    english = [key.removeprefix("cmd-") for key in command_catalog(ENGLISH) if _top(key)]
    if not command_catalog(language):
        return english
    return [command_names.command_name(language, name) for name in english]


def _top(key: str) -> bool:
    return key.startswith("cmd-") and key.count("-") == 1


# ---------------------------------------------------------------------- every message renders


def test_the_samples_reach_every_plural_category_and_the_numbers() -> None:
    source = "m = { $n ->\n    [one] one\n    [two] two\n    [few] few\n   *[other] other\n}\n"
    message = parse(source)["m"]
    given = [args["n"] for args in samples(message, "sl")]
    assert set(NUMBERS) <= set(given)
    assert set(plural_samples("sl").values()) <= set(given)
    found = FluentBundle(["sl"], use_isolating=False)
    found.add_resource(FluentResource(source))
    pattern = found.get_message("m").value
    assert pattern is not None
    said = {found.format_pattern(pattern, args)[0] for args in samples(message, "sl")}
    assert said == {"one", "two", "few", "other"}


def test_a_bad_message_is_caught_when_rendered() -> None:
    found = FluentBundle(["en"], functions=functions("en"), use_isolating=False)
    found.add_resource(
        FluentResource(
            "counted = { $n ->\n    [one] one\n   *[other] { no-such-message }\n}\n"
            'brace = {"{"}{ $player }{"}"}\n'
            'command = { COMMAND("backalley fly") }\n'
        )
    )
    assert render_problems(found, "counted", {"n": 1}) == []
    assert render_problems(found, "counted", {"n": 5})  # a reference to nothing
    (brace,) = render_problems(found, "brace", {"player": "Alex"})
    assert "a raw brace in '{Alex}'" in brace
    assert render_problems(found, "command", {})
    assert render_problems(found, "absent", {}) == ["absent: missing"]


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_message_renders_for_every_count(language: str, ids: bool) -> None:
    """Each message of English, in the language's catalog, with every count and choice."""
    problems = []
    found = bundle(language)
    own = catalog(language)
    for message_id in catalog(ENGLISH):
        if message_id not in own:
            problems.append(f"{message_id}: missing")
            continue
        for args in samples(own[message_id], language):
            problems += render_problems(found, message_id, args)
    assert not problems, problems[:20]


# ---------------------------------------------------------------------- no English left


def test_english_levels_are_caught() -> None:
    assert english_levels("💡 Strong elegiría **A♠**.") == ["Strong"]
    assert english_levels("💡 strong이라면 **A♠**을(를) 고릅니다.") == ["strong"]
    assert english_levels("un nivel aleatorio, básico o fuerte; strongly, basics") == []


@pytest.mark.parametrize("language", OTHERS)
def test_no_computer_level_is_left_in_english(language: str) -> None:
    found = {
        message_id: levels
        for message_id, pieces in catalog_words(language).items()
        if (levels := english_levels(" ".join(pieces)))
    }
    assert not found


def test_commands_named_by_hand_are_caught() -> None:
    names = [*top_commands(), *top_commands("es")]
    assert plain_commands("elige abajo o usa `/bid`.", names) == ["/bid"]
    assert plain_commands("Abre una con `/backalley nueva`.", names) == ["/backalley"]
    assert plain_commands("con `/backalley settings hints:True`", names) == [
        "/backalley",
        "hints:True",
    ]
    assert plain_commands("usa /pujar", names) == ["/pujar"]
    assert plain_commands("5 puntos/mano, 1/2", names) == []


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_command_is_named_by_its_function(language: str) -> None:
    """A message names a command with `COMMAND(…)`, which writes it as the reader's client
    shows it; a literal `/name` (English or the language's own) is refused. The English
    command catalog is the commands' own text and is left out."""
    names = {*top_commands(), *top_commands(language)}
    texts = catalog_words(language)
    if language == ENGLISH:
        texts = {m: words for m, words in texts.items() if m in catalog(ENGLISH)}
    found = {
        m: hits for m, pieces in texts.items() if (hits := plain_commands(" ".join(pieces), names))
    }
    assert not found


# ---------------------------------------------------------------------- Korean particles


def test_bare_particles_after_a_placeholder_are_caught() -> None:
    def found(value: str) -> list[str]:
        return bare_particles(parse(f"m = {value}\n")["m"])

    assert found("--seed { $seed }로 이 딜을") == ["로 이 "]
    assert found('고르거나 { COMMAND("bid") }를 사용하세요.') == ["를 사용"]
    assert found("**{ $move }**를 냅니다") == ["를 냅니"]
    assert found("{ $sides }은 동점") == ["은 동점"]
    assert found('**{ $move }**{ JOSA($move, "을") } 고릅니다') == []
    assert found("{ $player } 님이 나갑니다") == []
    assert found("{ $count }트릭, { $player } 님과") == []


def test_fallback_particles_are_caught() -> None:
    assert fallback_particles("**8♦**을(를) 냈습니다. **보드**(으)로 입찰") == ["을(를)", "(으)로"]
    assert fallback_particles("{ $card }은(는) 없습니다; 이(가) 와(과)") == [
        "은(는)",
        "이(가)",
        "와(과)",
    ]
    assert fallback_particles("보드(더블 보드)로 입찰 · 컴퓨터(강함)가 · 1팀(3트릭)") == []


def test_a_particle_function_reads_the_placeholder_before_it() -> None:
    def found(value: str) -> list[str]:
        return josa_mismatches(parse(f"m = {value}\n")["m"])

    assert found('**{ $bid }**{ JOSA($card, "으로") }') == ["$bid then JOSA"]
    assert found('{ $bid }{ JOSA($card, "으로") }') == ["$bid then JOSA"]
    assert found('보드{ JOSA($bid, "으로") }') == ["$None then JOSA"]  # after no placeholder
    assert found("{ $player }{ NIM($leader) }, 리드하세요") == ["$player then NIM"]
    assert found('{ $player }{ JOSA($player, "이") } 냈습니다') == []


def test_korean_particles_fit_every_placeholder() -> None:
    """Each particle after a placeholder is chosen by the value (`JOSA`) or follows a word the
    catalog writes; none is left in its fallback form, in a message or a command's text."""
    messages = catalog("ko")
    assert {m: bare for m, message in messages.items() if (bare := bare_particles(message))} == {}
    assert {m: bad for m, message in messages.items() if (bad := josa_mismatches(message))} == {}
    fallback = {
        m: found
        for m, pieces in catalog_words("ko").items()
        if (found := fallback_particles(" ".join(pieces)))
    }
    assert fallback == {}


# ---------------------------------------------------------------------- glossaries

SAMPLE_GUIDE = """
## Glossary: Español (`es`)

| concept | word | not |
|---|---|---|
| computer player | bot | ordenador*, jugador del ordenador |
| side/team | equipo | lado, bando |

Why: …

## Glossary: 한국어 (`ko`)

TODO: the words, for the Korean reader.

| concept | word | not |
|---|---|---|
| abandon | | |

## Adding a language
"""

# The concepts every glossary has a row for (RULES.md's words and the bot's own).
CONCEPTS = {
    "trick", "bid", "pass", "board", "trump", "no trump", "turn-up", "side/team", "partner",
    "hand (a deal)", "hand (the cards held)", "game", "dealer", "follow suit", "lead",
    "Big Blooper", "Little Blooper", "score", "rating", "lobby", "host", "abandon", "claim",
    "take back", "computer player", "random (level)", "basic (level)", "strong (level)",
}  # fmt: skip


def test_the_glossary_words_to_avoid_are_caught() -> None:
    found = glossaries(SAMPLE_GUIDE)
    assert found["ko"] is None  # unfilled: skipped
    spanish = found["es"]
    assert spanish is not None
    assert [entry.concept for entry in spanish] == ["computer player", "side/team"]
    texts = {
        "computer-seated": ["Se sienta un jugador del ordenador."],
        "seat-away": ["los ordenadores juegan"],
        "rules": ["cada equipo; un ladrón"],
        "cli-col-side": ["lado"],
    }
    assert forbidden_words(texts, spanish) == [
        "computer-seated: ordenador* (computer player)",
        "seat-away: ordenador* (computer player)",
        "computer-seated: jugador del ordenador (computer player)",
        "cli-col-side: lado (side/team)",
    ]
    assert forbidden_words(texts, [Entry("partner", "compañero", ())]) == []


def test_the_guide_has_a_glossary_of_every_concept_for_every_language() -> None:
    found = glossary_sections(GUIDE.read_text(encoding="utf-8"))
    assert set(found) == set(OTHERS)
    for language, glossary in found.items():
        concepts = {entry.concept for entry in glossary.entries}
        assert concepts >= CONCEPTS, (language, CONCEPTS - concepts)


@pytest.mark.parametrize("language", OTHERS)
def test_a_catalog_uses_none_of_its_glossarys_words_to_avoid(language: str) -> None:
    entries = glossaries(GUIDE.read_text(encoding="utf-8")).get(language)
    if entries is None:
        pytest.skip(f"{language}: the glossary is not filled in yet")
    assert forbidden_words(catalog_words(language), entries) == []
