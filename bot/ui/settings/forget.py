"""Deleting a server's data, asked by a member who may manage the server: the question, its
confirmation button, and the answer."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.ui.plumbing.clicks import SNOWFLAKE, Clicked, DynamicButton, game_button, game_template
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language
from bot.ui.plumbing.replies import send_private
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.refusals import UserError


def check_manager(interaction: discord.Interaction[Any]) -> None:
    if not interaction.permissions.manage_guild:
        raise UserError("forget-only-managers")


async def ask_to_forget(interaction: discord.Interaction[Any], games: int) -> None:
    """The private question before anything is deleted."""
    check_manager(interaction)
    lang = await private_language(interaction)
    await send_private(
        interaction,
        text(lang, "forget-ask", games=games),
        view=forget_view(interaction.guild_id or 0, lang),
    )


def forget_view(guild_id: int, lang: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetButton(guild_id, text(lang, "forget-button")))
    return view


class ForgetButton(
    Clicked, DynamicButton, template=game_template("forget", rf"(?P<guild>{SNOWFLAKE})")
):
    """The confirmation of `/backalley settings forget:True` (not a game's button: game 0,
    the server in its argument)."""

    def __init__(self, guild_id: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.danger
        super().__init__(game_button(0, "forget", guild_id, label=label, style=style))
        self.guild_id = guild_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ForgetButton:
        return cls(int(match["guild"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        check_manager(interaction)
        if interaction.guild_id is None or interaction.guild_id != self.guild_id:
            raise UserError("forget-other-server")
        games = await host.service.places.forget(interaction.guild_id)
        host.leaderboards.forgot(interaction.guild_id)
        await say_forgotten(interaction, games)


async def say_forgotten(interaction: discord.Interaction[Any], games: int) -> None:
    """The question, edited into the answer: the button goes."""
    lang = await private_language(interaction)
    await interaction.response.edit_message(
        content=text(lang, "forget-done", games=games), view=None
    )
