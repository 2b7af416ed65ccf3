"""Which language a message is in. A private reply follows the player's own choice
(`/backalley language`), else their Discord language when a catalog speaks it, else the
server's. A public message follows the server's choice (`/backalley settings language:`),
else the server's preferred Discord locale when a catalog speaks it, else English.

The choices are the service's: asked of it before a change (`private_language`,
`public_language`, `server_language`), or, once a change is committed, read from what its
outcome carries (the `…_from` functions), without asking again."""

from __future__ import annotations

from typing import Any

import discord

from bot.service import Languages, Outcome
from bot.ui.words.i18n import ENGLISH, language_of


def languages_of(client: discord.Client) -> Languages | None:
    found = getattr(client, "languages", None)
    return found if isinstance(found, Languages) else None


async def private_language(interaction: discord.Interaction[Any]) -> str:
    """The language of what only this player reads."""
    languages = languages_of(interaction.client)
    if languages is not None:
        chosen = await languages.player(interaction.user.id)
        if chosen is not None:
            return chosen
    return language_of(str(interaction.locale)) or await public_language(interaction)


async def public_language(interaction: discord.Interaction[Any]) -> str:
    """The language of what the channel reads, for the server of this interaction."""
    return await server_language(interaction.client, interaction.guild_id, interaction.guild_locale)


async def server_language(
    client: discord.Client, guild_id: int | None, preferred: object = None
) -> str:
    """The server's language: its choice, else its preferred locale, else English."""
    languages = languages_of(client)
    chosen = None if languages is None else await languages.server(guild_id)
    return server_language_from(client, guild_id, chosen, preferred)


def server_language_from(
    client: discord.Client, guild_id: int | None, chosen: str | None, preferred: object = None
) -> str:
    """The server's language, its choice given (as a change's outcome carries it)."""
    if chosen is not None:
        return chosen
    if preferred is None and guild_id is not None:
        guild = client.get_guild(guild_id)
        preferred = guild.preferred_locale if guild is not None else None
    return language_of(None if preferred is None else str(preferred)) or ENGLISH


def public_language_from(interaction: discord.Interaction[Any], outcome: Outcome) -> str:
    """The language of what the channel reads of a committed change."""
    chosen = None if outcome.server is None else outcome.server.language
    return server_language_from(
        interaction.client, interaction.guild_id, chosen, interaction.guild_locale
    )


def private_language_from(interaction: discord.Interaction[Any], outcome: Outcome) -> str:
    """The language of what only the player who made a committed change reads of it."""
    mine = None if outcome.player is None else outcome.player.language
    return (
        mine or language_of(str(interaction.locale)) or public_language_from(interaction, outcome)
    )
