"""The lobby's commands (`/backalley new`, `join`, `addbot`, `leave`, `start`, `cancel`), the
listener that reads the new game's form, and the buttons the lobby registers."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import PRESETS
from bot.service import PRESET_NAMES
from bot.ui.play.commands import TABLE
from bot.ui.plumbing.clicks import register, register_form
from bot.ui.plumbing.host import Host, table_here
from bot.ui.plumbing.languages import public_language
from bot.ui.plumbing.replies import say
from bot.ui.words.i18n import text

from .form import FORM, MAX_HANDS_TEXT, TIMER_TEXT, NewGameButton, read_new_game, show_form
from .message import (
    AddComputerButton,
    CancelButton,
    JoinButton,
    LeaveButton,
    StartButton,
    answer_form,
    launch,
    open_lobby,
)
from .rematch import RematchButton

# A lobby is posted where its game is played, and starts the game into a thread there: what
# it needs is the table's.
PERMISSIONS = (TABLE,)

# Every button of a lobby and of a finished game's result: registered once, so that the
# buttons of every message ever sent work after a restart.
BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    JoinButton,
    LeaveButton,
    AddComputerButton,
    StartButton,
    CancelButton,
    RematchButton,
    NewGameButton,
)

# The most seats of a preset (four; pagat-3's fourth is refused by the service).
MOST_SEATS = max(PRESETS[name].players for name in PRESET_NAMES)
PRESET_CHOICES = [app_commands.Choice(name=name, value=name) for name in PRESET_NAMES]
LEVEL_CHOICES = [
    app_commands.Choice(name=level, value=level) for level in ("strong", "basic", "random")
]


class LobbyCommands(commands.Cog):
    """The lobby's part of `/backalley` (joined into the one group by `bot.ui.backalley`)."""

    bot: Host

    @app_commands.command(name="new", description="Open a Back Alley lobby in this channel")
    @app_commands.describe(
        preset="The rules: classic (25 hands), pagat (26 hands) or pagat-3 (three players)",
        hands="Your own hand sizes for a quicker game, e.g. 5,3,1",
        turn_timer="Time per turn before a reminder and a computer move: 30m, 12h, 2d (off)",
    )
    @app_commands.choices(preset=PRESET_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        preset: str | None = None,
        hands: app_commands.Range[str, 1, MAX_HANDS_TEXT] | None = None,
        turn_timer: app_commands.Range[str, 1, TIMER_TEXT] | None = None,
    ) -> None:
        # Without any option, the form asks for them all; with one, the others' defaults.
        if preset is None and hands is None and turn_timer is None:
            await show_form(self.bot, interaction)
            return
        await open_lobby(self.bot, interaction, read_new_game(preset, hands, turn_timer))

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """The new game's form, sent (it is read from its submission: see `form`); every
        other interaction passes by at the cost of one comparison."""
        if interaction.type is discord.InteractionType.modal_submit:
            await answer_form(self.bot, interaction)

    @app_commands.command(name="join", description="Take a seat in this channel's lobby")
    @app_commands.describe(seat="A seat number (1-4), if you want a particular one")
    async def join(
        self,
        interaction: discord.Interaction[Any],
        seat: app_commands.Range[int, 1, MOST_SEATS] | None = None,
    ) -> None:
        table = await table_here(self.bot, interaction)
        outcome = await self.bot.service.lobby.join(
            table.id,
            interaction.user.id,
            seat=None if seat is None else seat - 1,
            name=interaction.user.display_name,
        )
        await say(interaction, outcome)

    @app_commands.command(name="addbot", description="Seat a computer player (host)")
    @app_commands.describe(level="How well it plays: strong (default), basic or random")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def addbot(self, interaction: discord.Interaction[Any], level: str = "strong") -> None:
        table = await table_here(self.bot, interaction)
        outcome = await self.bot.service.lobby.add_computer(table.id, interaction.user.id, level)
        await say(interaction, outcome)

    @app_commands.command(name="leave", description="Give up your seat in this channel's lobby")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        await say(interaction, await self.bot.service.lobby.leave(table.id, interaction.user.id))

    @app_commands.command(name="start", description="Start the game (host, with every seat taken)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        outcome = await self.bot.service.lobby.start(table.id, interaction.user.id)
        await interaction.response.defer()
        place = await launch(self.bot, interaction, outcome)
        lang = await public_language(interaction)
        await interaction.followup.send(text(lang, "game-on-in", place=f"<#{place}>"))

    @app_commands.command(name="cancel", description="Cancel this channel's lobby (host)")
    async def cancel(self, interaction: discord.Interaction[Any]) -> None:
        table = await table_here(self.bot, interaction)
        await say(interaction, await self.bot.service.lobby.cancel(table.id, interaction.user.id))


async def setup(bot: commands.Bot) -> None:
    register(bot, *BUTTONS)
    register_form(FORM)
