"""`/leaderboard`, `/stats`, `/history`: the server's rankings and each player's record, and
the leaderboard's page buttons."""

from __future__ import annotations

from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import PRESET_NAMES
from bot.service.leaderboard import SORT_NAMES
from bot.ui.plumbing.clicks import register
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language, public_language
from bot.ui.plumbing.permissions import Needs

from .leaderboard import (
    LeaderboardButton,
    history_embed,
    leaderboard_embed,
    leaderboard_view,
    stats_embed,
)
from .seasons import season_choices

# A season's final standings are posted in the server's announcements channel, with their
# picture; the leaderboard itself is only ever an answer.
SEASON_POSTS = Needs(
    "feature-season-posts",
    in_channel=("view_channel", "send_messages", "embed_links", "attach_files"),
    setting="announcements",
)
# Giving the champions their role: only servers that choose one need Manage Roles, so the
# default invite does not ask for it (docs/admins.md gives the invite that does).
CHAMPION_ROLE = Needs(
    "feature-champion-role", in_server=("manage_roles",), setting="champion_role", optional=True
)
PERMISSIONS = (SEASON_POSTS, CHAMPION_ROLE)

BUTTONS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (LeaderboardButton,)

SORT_CHOICES = [app_commands.Choice(name=name, value=key) for key, name in SORT_NAMES.items()]
SEASON_TEXT = 40  # a season's key (`2026-12`, `2026-Q4`) or its name as the client lists it
PRESET_CHOICES = [app_commands.Choice(name=name, value=name) for name in PRESET_NAMES]


class LeaderboardCog(commands.Cog, name="Leaderboard"):
    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description="The server's Back Alley rankings")
    @app_commands.describe(
        sort="What to rank by (rating by default)",
        preset="Only this preset",
        season="A past season, or all time (the season under way by default)",
    )
    @app_commands.choices(sort=SORT_CHOICES, preset=PRESET_CHOICES)
    @app_commands.guild_only()
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        sort: str = "rating",
        preset: str | None = None,
        season: app_commands.Range[str, 1, SEASON_TEXT] | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        page = await self.bot.leaderboards.page(
            interaction.guild_id, interaction.user.id, sort=sort, preset=preset, season=season
        )
        lang = await public_language(interaction)
        kwargs: dict[str, Any] = {"embed": leaderboard_embed(page, interaction.user.id, lang)}
        view = leaderboard_view(page, lang)
        if view is not None:
            kwargs["view"] = view
        await interaction.response.send_message(**kwargs)

    @leaderboard.autocomplete("season")
    async def _seasons(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        assert interaction.guild_id is not None
        keys = await self.bot.leaderboards.season_keys(interaction.guild_id)
        return season_choices(keys, current, await private_language(interaction))

    @app_commands.command(name="stats", description="A player's Back Alley statistics")
    @app_commands.describe(member="Whose statistics (yours by default)")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction[Any], member: discord.Member | None = None
    ) -> None:
        assert interaction.guild_id is not None
        user = member or interaction.user
        found = await self.bot.leaderboards.player(interaction.guild_id, user.id)
        lang = await public_language(interaction)
        await interaction.response.send_message(embed=stats_embed(found, lang))

    @app_commands.command(name="history", description="A player's recent Back Alley games")
    @app_commands.describe(member="Whose games (yours by default)")
    @app_commands.guild_only()
    async def history(
        self, interaction: discord.Interaction[Any], member: discord.Member | None = None
    ) -> None:
        assert interaction.guild_id is not None
        user = member or interaction.user
        games = await self.bot.leaderboards.history(interaction.guild_id, user.id)
        await interaction.response.send_message(
            embed=history_embed(
                user.id, interaction.guild_id, games, await public_language(interaction)
            )
        )


async def setup(bot: commands.Bot) -> None:
    register(bot, *BUTTONS)
    await bot.add_cog(LeaderboardCog(cast(Host, bot)))
