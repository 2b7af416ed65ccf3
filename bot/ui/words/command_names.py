"""Commands named in messages as the reader's client shows them: `{ COMMAND("backalley new") }`
and `{ OPTION("backalley settings", "hints") }` in the catalogs.

A Spanish, Danish or Korean client lists the commands by the names the bot registered for
its language (`locales/commands/*.ftl`: `/backalley nueva`, `/meld`, `/입찰`); Galician and
Slovenian are no client languages, so their readers see the English names.

Where the reader's name is the command's own (English) name and the bot knows the command's
id (from the sync at start-up: `remember`), the command is a mention, `</backalley new:123>`,
that the reader clicks to start typing it. Elsewhere it is code text, `/backalley nueva`:
Discord shows a mention by the name written in it, and a mention written with a localised
name does nothing when clicked (discord/discord-api-docs#5462, #5518, #7309)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from fluent.runtime import FluentBundle, FluentResource

COMMAND_CATALOGS = Path(__file__).parent.parent / "locales" / "commands"
ENGLISH_COMMANDS = "en"  # the commands' own names: the catalog that lists every command

# The id of each top-level command the bot registered (`backalley`, `bid`, …), by name: a
# subcommand's mention carries its group's id. Empty until the first sync: then no mentions.
_ids: dict[str, int] = {}
_generation = 0  # bumped by each `remember`: messages made before mention the old ids


class Registered(Protocol):
    """A command as Discord answers a sync (discord.py's `AppCommand`)."""

    @property
    def name(self) -> str: ...

    @property
    def id(self) -> int: ...


def remember(commands: Iterable[Registered]) -> None:
    """The commands as Discord registered them (the answer of the tree's sync, or of
    `fetch_commands`): from now on messages mention them."""
    global _generation
    _ids.clear()
    _ids.update({command.name: command.id for command in commands})
    _generation += 1


def generation() -> int:
    """Changes whenever the ids known change (`remember`)."""
    return _generation


def known_ids() -> dict[str, int]:
    """The ids known now, by top-level command name (a copy)."""
    return dict(_ids)


@cache
def command_catalog(language: str) -> FluentBundle | None:
    """The command names and descriptions of a client language; None for a language whose
    players' client is English. The descriptions may name commands too (plain text: Discord
    shows a description as it is)."""
    path = COMMAND_CATALOGS / f"{language}.ftl"
    if not path.exists():
        return None
    found = FluentBundle([language], functions=functions(language, plain=True), use_isolating=False)
    found.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return found


def _said(catalog: FluentBundle, key: str) -> str | None:
    if not catalog.has_message(key):
        return None
    message = catalog.get_message(key)
    assert message.value is not None, key
    said, _ = catalog.format_pattern(message.value, {})
    return str(said)


def _key(kind: str, *parts: str) -> str:
    return "-".join((kind, *parts))


def _check(path: str, option: str | None = None) -> list[str]:
    """The words of a command's path, once the English catalog is known to have it."""
    if not isinstance(path, str) or (option is not None and not isinstance(option, str)):
        raise TypeError(f"a command is named by a string: {path!r}, {option!r}")
    parts = path.split()
    english = command_catalog(ENGLISH_COMMANDS)
    assert english is not None
    if not parts or not english.has_message(_key("cmd", *parts)):
        raise ValueError(f"no command /{path}")
    if option is not None and not english.has_message(_key("opt", *parts, option)):
        raise ValueError(f"no option {option} in /{path}")
    return parts


def command_name(language: str, path: str) -> str:
    """The command `path` ("backalley new") as the client of `language` lists it."""
    parts = _check(path)
    catalog = command_catalog(language)
    if catalog is None:
        return path
    named = [_said(catalog, _key("cmd", *parts[: i + 1])) or part for i, part in enumerate(parts)]
    return " ".join(named)


def option_name(language: str, path: str, option: str) -> str:
    """An option of the command `path` as the client of `language` lists it."""
    parts = _check(path, option)
    catalog = command_catalog(language)
    if catalog is None:
        return option
    return _said(catalog, _key("opt", *parts, option)) or option


def choice_name(language: str, value: str) -> str:
    """A command's choice (its value, `dm`) as the client of `language` lists it (`direct
    message`); the value itself for a choice the catalogs do not name (a preset)."""
    catalog = command_catalog(language) or command_catalog(ENGLISH_COMMANDS)
    assert catalog is not None
    return _said(catalog, _key("choice", value)) or value


def command_text(language: str, path: str) -> str:
    """What a message says for a command: a mention, else code text."""
    name = command_name(language, path)
    top = _ids.get(path.split()[0])
    if top is not None and name == path:
        return f"</{path}:{top}>"
    return f"`/{name}`"


def option_text(language: str, path: str, option: str) -> str:
    """What a message says for an option of a command: the command (a mention where it can
    be one) and the option as it is typed, `hints:`."""
    name = option_name(language, path, option)
    command = command_text(language, path)
    if command.startswith("</"):
        return f"{command} `{name}:`"
    return f"{command[:-1]} {name}:`"


def plain_command(language: str, path: str) -> str:
    """A command in a text Discord shows as it is (a command's description): `/name sub`."""
    return "/" + command_name(language, path)


def plain_option(language: str, path: str, option: str) -> str:
    return f"/{command_name(language, path)} {option_name(language, path, option)}:"


# Fluent calls a function with the arguments written in the message and takes the str it
# returns; its annotation (one argument of its own types) says less than it accepts.
Functions = dict[str, Any]


def functions(language: str, *, plain: bool = False) -> Functions:
    """The Fluent functions of a catalog of `language`: for messages, or (`plain`) for the
    command catalogs' descriptions, where nothing is a mention or code."""

    def command(path: str) -> str:
        return plain_command(language, path) if plain else command_text(language, path)

    def option(path: str, name: str) -> str:
        return plain_option(language, path, name) if plain else option_text(language, path, name)

    return {"COMMAND": command, "OPTION": option}
