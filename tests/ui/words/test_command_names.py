"""Commands named in messages as the reader's client shows them (bot/ui/command_names.py):
the localised names of the command catalogs for Spanish, Danish and Korean, the English names
for English, Galician and Slovenian; a clickable mention where the name is the command's own
and its id is known, code text otherwise."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fluent.syntax import ast

from bot.ui.words import command_names
from bot.ui.words.command_names import (
    command_catalog,
    command_name,
    command_text,
    option_name,
    option_text,
)
from bot.ui.words.i18n import text

from .catalog_checks import command_catalog as command_messages

IDS = {"backalley": 1111, "bid": 2222, "hand": 3333}


class Registered:
    def __init__(self, name: str, id_: int) -> None:
        self.name, self.id = name, id_


@pytest.fixture
def known() -> Iterator[dict[str, int]]:
    """Commands registered with the ids of `IDS` for the test, then what was known before."""
    kept = command_names.known_ids()
    command_names.remember(Registered(name, id_) for name, id_ in IDS.items())
    yield IDS
    command_names.remember(Registered(name, id_) for name, id_ in kept.items())


@pytest.fixture
def unknown() -> Iterator[None]:
    kept = command_names.known_ids()
    command_names.remember([])
    yield
    command_names.remember(Registered(name, id_) for name, id_ in kept.items())


def catalog_name(language: str, key: str) -> str:
    """A name as the command catalog writes it (read from the file, not through the code)."""
    message = command_messages(language)[key]
    assert message.value is not None
    (element,) = message.value.elements
    assert isinstance(element, ast.TextElement)
    return element.value


def localised(language: str, *parts: str) -> str:
    return " ".join(
        catalog_name(language, "cmd-" + "-".join(parts[: i + 1])) for i in range(len(parts))
    )


def test_without_ids_a_command_is_code_text(unknown: None) -> None:
    assert command_text("en", "backalley new") == "`/backalley new`"
    assert command_text("en", "bid") == "`/bid`"
    assert option_text("en", "backalley settings", "hints") == "`/backalley settings hints:`"


def test_with_ids_a_command_by_its_own_name_is_a_mention(known: dict[str, int]) -> None:
    assert command_text("en", "backalley new") == f"</backalley new:{known['backalley']}>"
    assert command_text("en", "bid") == f"</bid:{known['bid']}>"
    assert command_text("en", "play") == "`/play`"  # no id known for it
    assert (
        option_text("en", "backalley settings", "hints")
        == f"</backalley settings:{known['backalley']}> `hints:`"
    )


@pytest.mark.parametrize("language", ["es", "da", "ko"])
def test_a_client_language_reads_the_names_its_client_lists(
    language: str, known: dict[str, int]
) -> None:
    """Spanish, Danish and Korean: the command catalog's names, as code text even with ids
    (a mention shows the name written in it, and a localised one does nothing when clicked);
    a mention where the localised name is the English one."""
    for parts in (("backalley", "new"), ("backalley", "back"), ("bid",), ("hand",)):
        path = " ".join(parts)
        name = localised(language, *parts)
        assert command_name(language, path) == name
        expected = f"</{path}:{known[parts[0]]}>" if name == path else f"`/{name}`"
        assert command_text(language, path) == expected
    hints = catalog_name(language, "opt-backalley-settings-hints")
    assert option_name(language, "backalley settings", "hints") == hints
    settings = localised(language, "backalley", "settings")
    assert option_text(language, "backalley settings", "hints") == f"`/{settings} {hints}:`"


def test_a_localised_name_that_is_the_english_one_is_a_mention(known: dict[str, int]) -> None:
    same = [
        key
        for key in command_messages("da")
        if key.startswith("cmd-backalley-")
        and not key.endswith("-desc")
        and catalog_name("da", key) == key.removeprefix("cmd-backalley-")
    ]
    assert same, "Danish names some subcommand as English does (start)"
    path = "backalley " + same[0].removeprefix("cmd-backalley-")
    assert command_text("da", path) == f"</{path}:{known['backalley']}>"


@pytest.mark.parametrize("language", ["gl", "sl"])
def test_galician_and_slovenian_read_the_english_names(
    language: str, known: dict[str, int]
) -> None:
    """No Discord client speaks Galician or Slovenian: their players' clients are English."""
    assert command_catalog(language) is None
    assert command_text(language, "backalley new") == f"</backalley new:{known['backalley']}>"
    assert command_text(language, "play") == "`/play`"
    assert option_text(language, "backalley settings", "hints") == (
        f"</backalley settings:{known['backalley']}> `hints:`"
    )


def test_messages_name_commands_through_the_function(known: dict[str, int]) -> None:
    assert f"</backalley new:{known['backalley']}>" in text("en", "refusal-no_game")
    assert f"`/{localised('es', 'backalley', 'new')}`" in text("es", "lb-empty")
    assert f"`/{localised('ko', 'bid')}`" in text("ko", "now-bid")
    assert f"</bid:{known['bid']}>" in text("sl", "now-bid")
    hints = catalog_name("da", "opt-backalley-settings-hints")
    assert f" {hints}:`" in text("da", "refusal-no_hints")


def test_a_command_description_names_a_command_as_plain_text(known: dict[str, int]) -> None:
    """Discord shows a command's description as it is: no mention, no code marks."""
    for language in ("es", "da", "ko"):
        catalog = command_catalog(language)
        assert catalog is not None
        message = catalog.get_message("opt-backalley-settings-hints-desc")
        assert message.value is not None
        said, errors = catalog.format_pattern(message.value, {})
        assert not errors
        assert f"/{localised(language, 'backalley', 'hint')}" in str(said)
        assert "`" not in str(said) and "</" not in str(said)


def test_an_unknown_command_or_option_is_an_error() -> None:
    with pytest.raises(ValueError, match="no command /backalley fly"):
        command_text("en", "backalley fly")
    with pytest.raises(ValueError, match="no option colour"):
        option_text("es", "backalley settings", "colour")
    with pytest.raises(ValueError, match="no command"):
        command_text("en", "")
