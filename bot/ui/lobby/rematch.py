"""The Rematch button under a game's final result: the players of the game ask for another."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.service import LobbyOpened
from bot.ui.plumbing.clicks import Clicked, DynamicButton, game_button, game_template
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language, public_language
from bot.ui.plumbing.replies import send_private
from bot.ui.words.i18n import ENGLISH, text

from .form import new_game_button


def rematch_view(game_id: int, lang: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, text(lang, "button-rematch")))
    view.add_item(new_game_button(game_id, lang))
    return view


class RematchButton(Clicked, DynamicButton, template=game_template("rematch")):
    """The first player to click opens a lobby in the game's channel; each takes their old
    seat."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.success
        super().__init__(game_button(game_id, "rematch", label=label, style=style))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        user = interaction.user
        outcome = await host.service.lobby.rematch(self.game_id, user.id, name=user.display_name)
        table = outcome.table
        lang = await private_language(interaction)
        place = f"<#{table.channel_id}>"
        if not any(isinstance(event, LobbyOpened) for event in outcome.events):
            await send_private(interaction, text(lang, "rematch-joined", place=place))
            return
        # A new lobby: posted in the game's channel, where its game gets its own thread.
        await host.tables.post_lobby(table, await public_language(interaction))
        await send_private(interaction, text(lang, "rematch-opened", place=place))
