"""Answering an interaction: privately, publicly, and with a clear message for every error."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.service import DatabaseUnavailable, Outcome
from bot.ui.words.i18n import ENGLISH, language_of, text
from bot.ui.words.refusals import error_text
from bot.ui.words.report import report

from .discord_errors import Kind, classify, noted
from .languages import private_language, public_language

log = logging.getLogger(__name__)

APOLOGY = text(ENGLISH, "apology")


# What a player is told when Discord refused something on the way: catalog messages.
DISCORD_TROUBLE = {Kind.FORBIDDEN: "discord-forbidden", Kind.GONE: "discord-gone"}


def place_of(interaction: discord.Interaction[Any]) -> int:
    """The channel or thread an interaction came from (games are looked up by it)."""
    assert interaction.channel_id is not None
    return interaction.channel_id


async def send_private(
    interaction: discord.Interaction[Any],
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | discord.ui.LayoutView | None = None,
    file: discord.File | None = None,
) -> None:
    """An ephemeral answer, as the first response or, once that is used, as a follow-up (a
    layout stands alone: no content or embed beside it)."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if file is not None:
        kwargs["file"] = file
    if content is not None:
        kwargs["content"] = content
    if embed is not None:
        kwargs["embed"] = embed
    if view is not None:
        kwargs["view"] = view
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


async def send_error(
    interaction: discord.Interaction[Any], error: BaseException, lang: str | None = None
) -> None:
    """The private answer to a refused request, in the player's language; an unexpected error
    is logged, and the player told that nothing was taken."""
    if lang is None:
        try:
            lang = await private_language(interaction)
        except DatabaseUnavailable:  # the player's choice is stored there: their locale
            lang = language_of(str(interaction.locale)) or ENGLISH
    try:
        said = error_text(error, lang)
    except Exception as failed:
        # A refusal whose words fail is a bug of ours: logged, and still answered, so that
        # the player never waits on "thinking…" for an answer that never comes.
        log.error(
            "interaction %s: the refusal of %r could not be written",
            interaction.id,
            error,
            exc_info=failed,
        )
        said = text(lang, "apology")
    trouble = classify(error) if said is None else None
    if trouble is not None:
        # Discord refused something on the way (a permission, a deleted message): not a bug.
        noted(log, error, f"interaction {interaction.id}")
        said = text(lang, DISCORD_TROUBLE.get(trouble.kind, "apology"))
    elif said is None:
        log.error(
            "unexpected error in interaction %s (guild %s, channel %s)",
            interaction.id,
            interaction.guild_id,
            interaction.channel_id,
            exc_info=error,
        )
        said = text(lang, "apology")
    try:
        await send_private(interaction, f"⚠️ {said}")
    except discord.HTTPException as error:
        noted(log, error, f"interaction {interaction.id}: delivering an error message")


async def answer_posted(interaction: discord.Interaction[Any], **kwargs: Any) -> int:
    """Answer with a public message and give its id, as Discord's answer to the callback says
    it (no second request to read the message back)."""
    callback = await interaction.response.send_message(**kwargs)
    if callback.message_id is not None:
        return callback.message_id
    return (await interaction.original_response()).id  # a Discord that did not say


async def say(interaction: discord.Interaction[Any], outcome: Outcome) -> None:
    """Answer a command with the public lines of what it changed."""
    news = report(outcome.table, outcome.events, await public_language(interaction))
    await interaction.response.send_message(**news.send_kwargs())
