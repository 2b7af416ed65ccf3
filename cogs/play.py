"""`/hand`, `/bid`, `/play` (the buttons of the table and of a private hand are in
`bot/ui/hand.py`)."""

from __future__ import annotations

from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import Move, PlaceBid, PlayCard, TableView
from bot.ui.choices import Choices
from bot.ui.hand import show_hand
from bot.ui.input import parse_bid_input, parse_card_input
from bot.ui.languages import private_language
from bot.ui.publish import publish
from bot.ui.replies import UserError, place_of

from . import Host


class PlayCog(commands.Cog, name="Play"):
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self.choices = Choices(bot.service)

    # ------------------------------------------------------------------ commands

    @app_commands.command(name="hand", description="See your hand and play it (only you see it)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        await show_hand(self.bot, interaction, table)

    @app_commands.command(name="bid", description="Bid: pass, a number of tricks, or board")
    @app_commands.describe(amount="pass, a number of tricks, or board")
    @app_commands.guild_only()
    async def bid(self, interaction: discord.Interaction[Any], amount: str) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        bid = parse_bid_input(amount, await private_language(interaction))
        await self._act(interaction, table, PlaceBid(bid))

    @bid.autocomplete("amount")
    async def bid_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices.bids(interaction, current)

    @app_commands.command(name="play", description="Play a card, like AS, 10H or BJ")
    @app_commands.describe(card="The card: rank then suit (AS, 10H, QD), or BJ / LJ")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction[Any], card: str) -> None:
        table = await self.bot.service.require_table_at(place_of(interaction))
        parsed = parse_card_input(card, await private_language(interaction))
        if parsed is None:
            raise UserError("error-bad_card", text=card[:40])
        await self._act(interaction, table, PlayCard(parsed))

    @play.autocomplete("card")
    async def card_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices.cards(interaction, current)

    # ------------------------------------------------------------------ helpers

    async def _act(
        self, interaction: discord.Interaction[Any], table: TableView, move: Move
    ) -> None:
        outcome = await self.bot.service.play.act(table.id, interaction.user.id, move)
        await publish(self.bot, interaction, outcome)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(cast(Host, bot)))
