"""A person's accepted move, told to the table, whether it came from a command or a button."""

from __future__ import annotations

from typing import Any

import discord

from bot.service import Outcome

from .clicks import Host
from .languages import public_language
from .messages import report
from .permissions import tell_what_is_missing
from .pictures import add_score_sheet
from .takebacks import takeback_view


async def publish(
    host: Host, interaction: discord.Interaction[Any], outcome: Outcome, *, one_move: bool = True
) -> None:
    """Announce an accepted move to the table: a new public message, with a button for its
    player to ask to take it back (if the server allows take-backs)."""
    lang = await public_language(interaction)
    news = report(outcome.table, outcome.events, lang)
    table = outcome.table
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
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)
    await tell_what_is_missing(interaction)
