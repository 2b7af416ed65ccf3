"""Slash commands in the client's language: names, descriptions, options and choices from the
command catalogs (`locales/commands/*.ftl`), for the Discord client languages that have one.

A command's English text stays in its decorator (Discord's default); each catalog names the
same things by a key made of the command's path: `cmd-backalley-new`, `…-desc`,
`opt-play-card`, `choice-strong`."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from .command_names import command_catalog
from .i18n import language_of

# The Discord client locales a command catalog speaks (Galician and Slovenian are none).
CLIENT_LOCALES = (discord.Locale.spain_spanish, discord.Locale.latin_american_spanish,
                  discord.Locale.danish, discord.Locale.korean)  # fmt: skip


def command_key(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalog key of what Discord asks to translate."""
    data: object = context.data
    location = context.location
    if isinstance(data, app_commands.Command | app_commands.Group):
        path = "cmd-" + _path(data)
        if location in (Where.command_name, Where.group_name):
            return path
        return path + "-desc"
    if isinstance(data, app_commands.Parameter):
        key = f"opt-{_path(data.command)}-{data.name}"
        return key if location is Where.parameter_name else key + "-desc"
    if isinstance(data, app_commands.Choice):
        return f"choice-{data.value}"
    return None


def _path(command: app_commands.Command[Any, Any, Any] | app_commands.Group) -> str:
    return command.qualified_name.replace(" ", "-")


class CommandTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale not in CLIENT_LOCALES:
            return None
        language = language_of(locale.value)
        catalog = command_catalog(language) if language else None
        key = command_key(context)
        if catalog is None or key is None or not catalog.has_message(key):
            return None  # Discord shows the English default
        message = catalog.get_message(key)
        assert message.value is not None
        said, _ = catalog.format_pattern(message.value, {})
        return str(said)
