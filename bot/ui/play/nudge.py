"""The table's Remind button: a seated player nudges the player everyone waits for, who is
told by their own choice of channel (at most once a turn, not in its first hour, never a
computer: the service refuses, and the refusal is said privately)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.ui.plumbing.clicks import Clicked, DynamicButton, game_button, game_template
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language
from bot.ui.plumbing.replies import send_private
from bot.ui.words.i18n import text


class RemindButton(Clicked, DynamicButton, template=game_template("remind")):
    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(game_button(game_id, "remind", label=label))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RemindButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        reminded = await host.service.notifier.nudge(self.game_id, interaction.user.id)
        lang = await private_language(interaction)
        await send_private(interaction, text(lang, "nudge-sent", player=f"<@{reminded}>"))
