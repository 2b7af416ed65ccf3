"""`/hand`, `/bid`, `/play` (the buttons of the table and of a private hand are in
`bot/ui/hand.py`)."""

from __future__ import annotations

from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import Move, PlaceBid, PlayCard, TableView
from bot.ui.cards import bid_text, card_label, card_name
from bot.ui.hand import show_hand
from bot.ui.input import parse_bid_input, parse_card_input
from bot.ui.languages import private_language
from bot.ui.publish import publish
from bot.ui.replies import UserError, place_of

from . import Host

MAX_CHOICES = 25


class PlayCog(commands.Cog, name="Play"):
    def __init__(self, bot: Host) -> None:
        self.bot = bot

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
        typed = current.strip().lower()
        lang = await private_language(interaction)
        choices = []
        for bid in await self.bot.service.bids_for(place_of(interaction), interaction.user.id):
            value = "pass" if bid == 0 else str(bid)
            name = bid_text(bid, 0, lang)
            if (
                value.startswith(typed)
                or name.lower().startswith(typed)
                or (typed == "0" and bid == 0)
            ):
                choices.append(app_commands.Choice(name=name, value=value))
        return choices[:MAX_CHOICES]

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
        typed = current.strip().lower()
        lang = await private_language(interaction)
        exact = parse_card_input(current, lang) if typed else None
        choices = []
        for card in reversed(
            await self.bot.service.cards_for(place_of(interaction), interaction.user.id)
        ):
            if (
                not typed
                or card == exact
                or card.code.lower().startswith(typed)
                or card.label.lower().startswith(typed)
                or card_label(card, lang).lower().startswith(typed)
                or card_name(card, lang).lower().startswith(typed)
            ):
                choices.append(app_commands.Choice(name=card_label(card, lang), value=card.code))
        return choices[:MAX_CHOICES]

    # ------------------------------------------------------------------ helpers

    async def _act(
        self, interaction: discord.Interaction[Any], table: TableView, move: Move
    ) -> None:
        outcome = await self.bot.service.play.act(table.id, interaction.user.id, move)
        await publish(self.bot, interaction, outcome)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayCog(cast(Host, bot)))
