"""A person's accepted move, told to the table, whether it came from a command or a button."""

from __future__ import annotations

from typing import Any

import discord

from bot.service import Outcome

from .clicks import Host
from .i18n import text
from .languages import private_language, public_language, server_language
from .messages import report
from .permissions import tell_what_is_missing
from .pictures import add_score_sheet
from .takebacks import takeback_view


async def publish(
    host: Host, interaction: discord.Interaction[Any], outcome: Outcome, *, one_move: bool = True
) -> None:
    """Announce an accepted move to the table: a new public message, with a button for its
    player to ask to take it back (if the server allows take-backs)."""
    table = outcome.table
    # A move from a direct message (a notification's My hand) is told in the game's place.
    elsewhere = interaction.channel_id != table.place_id
    if elsewhere:
        lang = await server_language(interaction.client, table.guild_id)
    else:
        lang = await public_language(interaction)
    news = report(outcome.table, outcome.events, lang)
    if (
        one_move
        and news.view is None
        and table.status == "active"
        and table.game is not None
        and await host.leaderboards.setting_on(table.guild_id, "takebacks")
    ):
        move = len(table.game.actions) - 1
        news.view = takeback_view(table.id, move, table.log_length - 1, lang)
    if news.scored and await host.pictures_on(outcome.table.guild_id):
        if not interaction.response.is_done():
            await interaction.response.defer()  # the score sheet takes a moment
        await add_score_sheet(news, outcome.table, lang)
    kwargs = news.send_kwargs()
    if elsewhere:
        if not interaction.response.is_done():
            await interaction.response.defer()
        await interaction.client.get_partial_messageable(table.place_id).send(**kwargs)
    elif interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)
    if not elsewhere:
        await tell_what_is_missing(interaction)
    await tell_dm_closed(host, interaction)


async def tell_dm_closed(host: Host, interaction: discord.Interaction[Any]) -> None:
    """A notification could not reach the player by direct message (their DMs are closed)
    and went as a mention: they are told so once, privately, the next time they act."""
    if await host.service.notifier.told_dm_closed(interaction.user.id):
        lang = await private_language(interaction)
        await interaction.followup.send(text(lang, "notice-dm-closed"), ephemeral=True)
