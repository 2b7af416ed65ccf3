"""The leaderboard, a player's statistics and history, as embeds; the page buttons."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine.words import plural
from bot.service.leaderboard import (
    ALL_PRESETS,
    SORT_NAMES,
    LeaderboardPage,
    PastGame,
    PlayerStats,
    Totals,
)

from .components import PageClick, answer, routes_of
from .embeds import COLOUR

OUTCOME_WORDS = {"win": "won", "loss": "lost", "draw": "drawn"}


def sort_value(sort: str, totals: Totals) -> str:
    if sort == "rating":
        rating = totals.rating
        return "unrated" if rating is None or not totals.rated_games else f"{rating:.1f}"
    if sort == "wins":
        return f"{totals.wins} win{'s' if totals.wins != 1 else ''}"
    if sort == "win_rate":
        return f"{totals.win_rate:.0%} wins"
    if sort == "points_per_hand":
        return f"{totals.points_per_hand:+.2f} points per hand"
    return f"{totals.contract_rate:.0%} of contracts made"


def preset_text(preset: str) -> str:
    return "all presets" if preset == ALL_PRESETS else preset


def leaderboard_embed(page: LeaderboardPage, caller_id: int) -> discord.Embed:
    embed = discord.Embed(
        title=f"Leaderboard — {SORT_NAMES[page.sort]} ({preset_text(page.preset)})",
        colour=COLOUR,
    )
    if not page.rows:
        embed.description = "No finished games here yet. Open one with `/backalley new`."
        return embed
    lines = []
    for row in page.rows:
        t = row.totals
        marker = " ⬅" if t.user_id == caller_id else ""
        lines.append(
            f"`#{row.rank:>3}` <@{t.user_id}> — **{sort_value(page.sort, t)}** · "
            f"{t.games} game{'s' if t.games != 1 else ''}{marker}"
        )
    embed.description = "\n".join(lines)
    if page.caller is not None:
        t = page.caller.totals
        embed.add_field(
            name="Your place",
            value=(
                f"<@{caller_id}> is **#{page.caller.rank}** of {page.players}: "
                f"{sort_value(page.sort, t)}"
            ),
            inline=False,
        )
    embed.set_footer(text=f"Page {page.page} of {page.pages} · {plural(page.players, 'player')}")
    return embed


def stats_embed(stats: PlayerStats) -> discord.Embed:
    embed = discord.Embed(title="Back Alley statistics", colour=COLOUR)
    t = stats.totals
    if t is None:
        embed.description = f"<@{stats.user_id}> has not finished a game on this server yet."
        return embed
    embed.description = f"<@{stats.user_id}>"
    rating = t.rating
    embed.add_field(
        name="Games", value=f"{t.games} ({t.wins} won, {t.losses} lost, {t.draws} drawn)"
    )
    embed.add_field(name="Win rate", value=f"{t.win_rate:.0%}")
    embed.add_field(
        name="Rating",
        value="unrated"
        if rating is None or not t.rated_games
        else f"{rating:.1f} ({t.rated_games} rated games)",
    )
    embed.add_field(name="Points per hand", value=f"{t.points_per_hand:+.2f}")
    tried = t.contracts_made + t.contracts_failed
    embed.add_field(
        name="Contracts made", value=f"{t.contract_rate:.0%} ({t.contracts_made} of {tried})"
    )
    embed.add_field(name="Boards", value=f"{t.boards_made} made of {t.boards_bid} bid")
    if stats.best is not None:
        embed.add_field(name="Best game", value=past_game_text(stats.best), inline=False)
    if stats.streak is not None:
        outcome, count = stats.streak
        embed.add_field(name="Current streak", value=f"{count} {OUTCOME_WORDS[outcome]}")
    if stats.partner is not None:
        partner, together, won = stats.partner
        embed.add_field(
            name="Favourite partner", value=f"<@{partner}> ({plural(together, 'game')}, {won} won)"
        )
    return embed


def game_link(guild_id: int, game: PastGame) -> str:
    place = game.thread_id or game.channel_id
    return f"https://discord.com/channels/{guild_id}/{place}"


def past_game_text(game: PastGame, guild_id: int | None = None) -> str:
    when = f"<t:{int(game.ended_at)}:d>"
    points = plural(game.points, "point")
    text = f"{OUTCOME_WORDS[game.outcome]} · {points} · {game.preset} · {when}"
    if guild_id is not None:
        text += f" · [game #{game.game_id}]({game_link(guild_id, game)})"
    return text


def history_embed(user_id: int, guild_id: int, games: list[PastGame]) -> discord.Embed:
    embed = discord.Embed(title="Recent games", colour=COLOUR)
    if not games:
        embed.description = f"<@{user_id}> has not finished a game on this server yet."
        return embed
    embed.description = f"<@{user_id}>\n" + "\n".join(
        f"• {past_game_text(game, guild_id)}" for game in games
    )
    return embed


class LeaderboardButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"lb:(?P<sort>[a-z_]+):(?P<preset>[a-z0-9*-]+):(?P<page>\d+)",
):
    """A page of the leaderboard; the custom_id holds the order, the preset and the page."""

    def __init__(
        self, sort: str, preset: str, page: int, *, label: str = "", disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or str(page),
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=f"lb:{sort}:{preset}:{page}",
            )
        )
        self.sort = sort
        self.preset = preset
        self.page = page

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> LeaderboardButton:
        return cls(match["sort"], match["preset"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = routes_of(interaction).leaderboard
        click = PageClick(self.sort, self.preset, self.page)
        await answer(interaction, handler and handler(interaction, click), "leaderboard")


def leaderboard_view(page: LeaderboardPage) -> discord.ui.View | None:
    if page.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(
        LeaderboardButton(
            page.sort,
            page.preset,
            max(page.page - 1, 1),
            label="◀ Previous",
            disabled=page.page <= 1,
        )
    )
    view.add_item(
        LeaderboardButton(
            page.sort,
            page.preset,
            min(page.page + 1, page.pages),
            label="Next ▶",
            disabled=page.page >= page.pages,
        )
    )
    return view
