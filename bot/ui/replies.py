"""Answering an interaction: privately, publicly, and with a clear message for every error."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.engine import IllegalAction, Phase
from bot.service import NotYourTurn, ServiceError

from .discord_errors import Kind, classify, noted
from .embeds import who

log = logging.getLogger(__name__)

APOLOGY = (
    "Sorry, something went wrong on our side. Your last action was not taken; please try again."
)


DISCORD_TROUBLE = {
    Kind.FORBIDDEN: (
        "Discord did not let the bot finish that here: it lacks a permission in this channel. "
        "`/backalley settings` lists what is missing."
    ),
    Kind.GONE: "Discord says the channel or message this needs no longer exists.",
}


class UserError(Exception):
    """A request the presentation refuses before the service sees it (bad input)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def place_of(interaction: discord.Interaction[Any]) -> int:
    """The channel or thread an interaction came from (games are looked up by it)."""
    assert interaction.channel_id is not None
    return interaction.channel_id


def error_text(error: BaseException) -> str | None:
    """The player's message for an expected error; None for an unexpected one."""
    if isinstance(error, NotYourTurn):
        table, game = error.table, error.table.game
        if game is not None and game.to_act is not None:
            doing = "bid" if game.phase is Phase.BID else "play"
            return f"It is not your turn: {who(table, game.to_act)} is to {doing}."
    if isinstance(error, IllegalAction | ServiceError | UserError):
        return error.message
    return None


async def send_private(
    interaction: discord.Interaction[Any],
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | None = None,
    file: discord.File | None = None,
) -> None:
    """An ephemeral answer, as the first response or, once that is used, as a follow-up."""
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


async def send_error(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """The private answer to a refused request; an unexpected error is logged, and the player
    told that nothing was taken."""
    text = error_text(error)
    trouble = classify(error) if text is None else None
    if trouble is not None:
        # Discord refused something on the way (a permission, a deleted message): not a bug.
        noted(log, error, f"interaction {interaction.id}")
        text = DISCORD_TROUBLE.get(trouble.kind, APOLOGY)
    elif text is None:
        log.error(
            "unexpected error in interaction %s (guild %s, channel %s)",
            interaction.id,
            interaction.guild_id,
            interaction.channel_id,
            exc_info=error,
        )
        text = APOLOGY
    try:
        await send_private(interaction, f"⚠️ {text}")
    except discord.HTTPException as error:
        noted(log, error, f"interaction {interaction.id}: delivering an error message")
