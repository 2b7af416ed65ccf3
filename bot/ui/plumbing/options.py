"""A command's options read against what the command declares, before discord.py or the
command sees them: the one place where every option of every command is checked at the edge.

Discord's client sends only what a command declares — a string, a whole number, True or
False, a member, within the declared choices, range and lengths — but a client that was
changed, or that still shows an older version of a command, sends what it likes: a string
where a number is declared, a value outside the choices, an option the command no longer has
or without one it needs, a subcommand that is gone. discord.py passes such values to the
command as they came (its transformers of plain types keep them), so each is refused here, by
name, with what the option takes: the command then only ever meets the types, choices and
limits it declared. What the value says (a card, a schedule, a time zone) is read by the
command, through `bot.ui.words.input`."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import discord
from discord import AppCommandOptionType as Kind
from discord import app_commands

from bot.ui.words.refusals import Named, UserError, shown_value

# Discord's own range for an integer option (JSON numbers a client reads exactly).
INTEGER_MOST = 2**53
# A snowflake (a member's, a channel's, a role's id) is sent as a string of digits.
SNOWFLAKE_DIGITS = 20
# Where Discord resolves each kind of snowflake it sends (`data.resolved`): one it did not
# resolve is no member, channel or role of the server.
RESOLVED = {
    Kind.user: ("users",),
    Kind.channel: ("channels",),
    Kind.role: ("roles",),
    Kind.mentionable: ("users", "roles"),
    Kind.attachment: ("attachments",),
}
# How each kind is named in the refusals (a select of the catalog's `option-kind`).
KIND_WORDS = {
    Kind.string: "string",
    Kind.integer: "integer",
    Kind.number: "number",
    Kind.boolean: "boolean",
    Kind.user: "user",
    Kind.channel: "channel",
    Kind.role: "role",
    Kind.mentionable: "user",
    Kind.attachment: "attachment",
}
SUBCOMMANDS = (Kind.subcommand.value, Kind.subcommand_group.value)

Command = app_commands.Command[Any, ..., Any]
Tree = app_commands.CommandTree[Any]


class BadCommand(app_commands.AppCommandError):
    """A command sent unlike what it declares: the refusal the player reads."""

    def __init__(self, refusal: UserError) -> None:
        super().__init__(refusal.message)
        self.refusal = refusal


def read_command(tree: Tree, interaction: discord.Interaction[Any]) -> None:
    """Check a slash command's (or its autocomplete's) options against what the command
    declares; raises `BadCommand` (or discord.py's `CommandNotFound` for a command the bot
    does not have) with what was wrong. For an autocomplete, the option being typed may hold
    any text the option could take, and the options not yet given are not missed."""
    data: Mapping[str, Any] = interaction.data or {}
    if data.get("type", 1) != 1:
        return  # a context menu: discord.py reads its target itself
    typing = interaction.type is discord.InteractionType.autocomplete
    command, options = _command_of(tree, data, interaction.guild_id)
    path = command.qualified_name
    declared = {parameter.display_name: parameter for parameter in command.parameters}
    given: set[str] = set()
    for sent in options:
        if not isinstance(sent, Mapping) or sent.get("name") not in declared:
            raise BadCommand(UserError("command-outdated", command=Named(path)))
        parameter = declared[sent["name"]]
        given.add(parameter.display_name)
        value = sent.get("value")
        if sent.get("type") != parameter.type.value:
            raise BadCommand(_wrong_kind(path, parameter, value))
        _check(path, parameter, value, focused=bool(sent.get("focused")))
        # (An autocomplete carries no resolved data: its other options are not used.)
        if parameter.type in RESOLVED and not typing and not _resolved(data, parameter.type, value):
            raise BadCommand(_wrong_kind(path, parameter, value))
    if not typing:
        for name, parameter in declared.items():
            if parameter.required and name not in given:
                raise BadCommand(UserError("option-missing", option=Named(path, parameter.name)))


def _command_of(
    tree: Tree, data: Mapping[str, Any], guild_id: int | None
) -> tuple[Command, list[Any]]:
    """The command an interaction names, and the options given to it."""
    name = data.get("name")
    found: Command | app_commands.Group | None = None
    if isinstance(name, str):
        if guild_id is not None and data.get("guild_id") is not None:
            found = tree.get_command(name, guild=discord.Object(guild_id))
        if found is None:
            found = tree.get_command(name)
    if found is None:
        raise app_commands.CommandNotFound(str(name)[:40], [])
    options: Any = data.get("options") or []
    parents = [found.name]
    while isinstance(found, app_commands.Group):
        if not isinstance(options, list):
            raise BadCommand(UserError("command-outdated", command=Named(found.qualified_name)))
        sub = next(
            (o for o in options if isinstance(o, Mapping) and o.get("type") in SUBCOMMANDS), None
        )
        if sub is None:
            raise BadCommand(UserError("command-outdated", command=Named(found.qualified_name)))
        child = found.get_command(str(sub.get("name")))
        if child is None:
            raise app_commands.CommandNotFound(str(sub.get("name"))[:40], parents)
        found, options = child, sub.get("options") or []
        parents.append(found.name)
    if not isinstance(options, list):
        raise BadCommand(UserError("command-outdated", command=Named(found.qualified_name)))
    return found, options


def _check(path: str, parameter: app_commands.Parameter, value: Any, *, focused: bool) -> None:
    """One option's value against its declared kind, choices, range and lengths."""
    kind = parameter.type
    if not _of_kind(kind, value):
        raise BadCommand(_wrong_kind(path, parameter, value))
    if focused:
        # Being typed: its choices and least length are the autocomplete's to offer.
        high = parameter.max_value
        if kind is Kind.string and high is not None and len(value) > high:
            raise BadCommand(_too_long(path, parameter, value))
        return
    if parameter.choices:
        if value not in [choice.value for choice in parameter.choices]:
            names = tuple(str(choice.value) for choice in parameter.choices)
            raise BadCommand(
                UserError(
                    "option-choice",
                    option=Named(path, parameter.name),
                    value=shown_value(value),
                    choices=names,
                )
            )
        return
    low, high = parameter.min_value, parameter.max_value
    if kind is Kind.string:
        if not value.strip() and (low or 0) > 0:
            raise BadCommand(UserError("option-empty", option=Named(path, parameter.name)))
        if high is not None and len(value) > high:
            raise BadCommand(_too_long(path, parameter, value))
    elif kind in (Kind.integer, Kind.number):
        # Within Discord's own range where the command declares none.
        least = -INTEGER_MOST if low is None else low
        most = INTEGER_MOST if high is None else high
        if not least <= value <= most:
            raise BadCommand(
                UserError(
                    "option-range",
                    option=Named(path, parameter.name),
                    value=shown_value(value),
                    least=shown_value(least),
                    most=shown_value(most),
                )
            )


def _of_kind(kind: Kind, value: Any) -> bool:
    """Whether a value is one Discord sends for an option of this kind."""
    if kind is Kind.string:
        return isinstance(value, str)
    if kind is Kind.boolean:
        return isinstance(value, bool)
    if kind is Kind.integer:
        return type(value) is int
    if kind is Kind.number:
        return type(value) in (int, float) and math.isfinite(value)
    if kind in RESOLVED:
        return (
            isinstance(value, str)
            and 0 < len(value) <= SNOWFLAKE_DIGITS
            and value.isascii()
            and value.isdigit()
        )
    return False


def _resolved(data: Mapping[str, Any], kind: Kind, value: object) -> bool:
    """Whether Discord resolved this snowflake with the command (as it does every member,
    channel and role a player picks)."""
    resolved = data.get("resolved")
    if not isinstance(resolved, Mapping):
        return False
    return any(
        isinstance(resolved.get(key), Mapping) and str(value) in resolved[key]
        for key in RESOLVED[kind]
    )


def _wrong_kind(path: str, parameter: app_commands.Parameter, value: Any) -> UserError:
    return UserError(
        "option-kind",
        option=Named(path, parameter.name),
        kind=KIND_WORDS.get(parameter.type, "string"),
        value=shown_value(value),
    )


def _too_long(path: str, parameter: app_commands.Parameter, value: str) -> UserError:
    return UserError(
        "option-too-long",
        option=Named(path, parameter.name),
        most=int(parameter.max_value or 0),
        length=len(value),
    )
