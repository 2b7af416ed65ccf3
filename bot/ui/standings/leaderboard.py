"""The leaderboard, a player's statistics and history, as embeds; the page buttons."""

from __future__ import annotations

import re
from typing import Any

import discord
from babel.numbers import format_decimal

from bot.service.leaderboard import (
    ALL_PRESETS,
    ALL_TIME,
    MIN_SEASON_GAMES,
    LeaderboardPage,
    PastGame,
    PlayerStats,
    SeasonLine,
    Totals,
)
from bot.ui.plumbing.clicks import COUNT, Clicked, DynamicButton
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import public_language
from bot.ui.words.i18n import ENGLISH, babel_locale, percentage, text
from bot.ui.words.names import COLOUR, SORT_WORDS, preset_name

from .seasons import season_name


def sort_value(sort: str, totals: Totals, lang: str = ENGLISH) -> str:
    if sort == "rating":
        rating = totals.rating
        if rating is None or not totals.rated_games:
            return text(lang, "lb-unrated")
        return decimal(lang, rating, "0.0")
    if sort == "wins":
        return text(lang, "lb-wins", count=totals.wins)
    if sort == "win_rate":
        return text(lang, "lb-win-rate", rate=percent(lang, totals.win_rate))
    if sort == "points_per_hand":
        return text(lang, "lb-points-per-hand", points=signed(lang, totals.points_per_hand))
    return text(lang, "lb-contracts", rate=percent(lang, totals.contract_rate))


# The catalog's word for each outcome of a game, and a streak of them (the sorts' words:
# embeds.SORT_WORDS).
OUTCOME_WORDS = {"win": "outcome-win", "loss": "outcome-loss", "draw": "outcome-draw"}
STREAK_WORDS = {"win": "streak-win", "loss": "streak-loss", "draw": "streak-draw"}


def sort_name(sort: str, lang: str = ENGLISH) -> str:
    return text(lang, SORT_WORDS[sort]) if sort in SORT_WORDS else sort


def preset_text(preset: str, lang: str = ENGLISH) -> str:
    return text(lang, "lb-all-presets") if preset == ALL_PRESETS else preset_name(preset, lang)


def leaderboard_embed(page: LeaderboardPage, caller_id: int, lang: str = ENGLISH) -> discord.Embed:
    sort, preset = sort_name(page.sort, lang), preset_text(page.preset, lang)
    if page.season is None:
        title = text(lang, "lb-title", sort=sort, preset=preset)
    else:
        season = season_name(page.season, lang)
        title = text(lang, "lb-season-title", sort=sort, preset=preset, season=season)
    embed = discord.Embed(title=title, colour=COLOUR)
    if not page.rows:
        if page.season is None or not page.played:
            embed.description = text(lang, "lb-empty")
        else:
            embed.description = text(
                lang, "lb-season-empty", games=MIN_SEASON_GAMES, current=_yes(page.current)
            )
        return embed
    lines = []
    for row in page.rows:
        t = row.totals
        lines.append(
            text(
                lang,
                "lb-row",
                rank=f"{row.rank:>3}",
                player=f"<@{t.user_id}>",
                value=sort_value(page.sort, t, lang),
                games=t.games,
                marker=" ⬅" if t.user_id == caller_id else "",
            )
        )
    embed.description = "\n".join(lines)
    if page.caller is not None:
        t = page.caller.totals
        embed.add_field(
            name=text(lang, "lb-your-place"),
            value=text(
                lang,
                "lb-place",
                player=f"<@{caller_id}>",
                rank=page.caller.rank,
                players=page.players,
                value=sort_value(page.sort, t, lang),
            ),
            inline=False,
        )
    footer = text(lang, "lb-footer", page=page.page, pages=page.pages, players=page.players)
    if page.season is not None:
        footer += " · " + text(lang, "lb-season-footer", games=MIN_SEASON_GAMES)
    embed.set_footer(text=footer)
    return embed


def _yes(on: bool) -> str:
    return "yes" if on else "no"


def stats_embed(stats: PlayerStats, lang: str = ENGLISH) -> discord.Embed:
    embed = discord.Embed(title=text(lang, "stats-title"), colour=COLOUR)
    t = stats.totals
    if t is None:
        embed.description = text(lang, "stats-none", player=f"<@{stats.user_id}>")
        _events_field(embed, stats, lang)
        return embed
    embed.description = f"<@{stats.user_id}>"
    rating = t.rating
    embed.add_field(
        name=text(lang, "stats-games"),
        value=text(
            lang, "stats-games-value", games=t.games, wins=t.wins, losses=t.losses, draws=t.draws
        ),
    )
    embed.add_field(name=text(lang, "stats-win-rate"), value=percent(lang, t.win_rate))
    embed.add_field(
        name=text(lang, "stats-rating"),
        value=text(lang, "lb-unrated")
        if rating is None or not t.rated_games
        else text(
            lang, "stats-rating-value", rating=decimal(lang, rating, "0.0"), games=t.rated_games
        ),
    )
    embed.add_field(name=text(lang, "stats-points"), value=signed(lang, t.points_per_hand))
    tried = t.contracts_made + t.contracts_failed
    embed.add_field(
        name=text(lang, "stats-contracts"),
        value=text(
            lang,
            "stats-contracts-value",
            rate=percent(lang, t.contract_rate),
            made=t.contracts_made,
            tried=tried,
        ),
    )
    embed.add_field(
        name=text(lang, "stats-boards"),
        value=text(lang, "stats-boards-value", made=t.boards_made, bid=t.boards_bid),
    )
    if stats.best is not None:
        embed.add_field(
            name=text(lang, "stats-best"),
            value=past_game_text(stats.best, None, lang),
            inline=False,
        )
    if stats.streak is not None:
        outcome, count = stats.streak
        embed.add_field(
            name=text(lang, "stats-streak"), value=text(lang, STREAK_WORDS[outcome], count=count)
        )
    if stats.partner is not None:
        partner, together, won = stats.partner
        embed.add_field(
            name=text(lang, "stats-partner"),
            value=text(
                lang, "stats-partner-value", partner=f"<@{partner}>", games=together, won=won
            ),
        )
    if stats.season is not None:
        embed.add_field(
            name=text(lang, "stats-season", season=season_name(stats.season.key, lang)),
            value=season_value(stats.season, lang),
            inline=False,
        )
    _events_field(embed, stats, lang)
    return embed


def _events_field(embed: discord.Embed, stats: PlayerStats, lang: str) -> None:
    """The player's duplicate events, a column of their own: never mixed into the games."""
    events = stats.events
    if events is None or not events.played:
        return
    embed.add_field(
        name=text(lang, "stats-events"),
        value=text(
            lang,
            "stats-events-value",
            played=events.played,
            won=events.won,
            best=events.best or 0,
            percent=percent(lang, (events.average or 0.0) / 100),
        ),
        inline=False,
    )


def season_value(line: SeasonLine, lang: str = ENGLISH) -> str:
    """The player in the season under way, beside the all-time figures above it."""
    t = line.totals
    if t is None:
        return text(lang, "stats-season-none")
    if line.place is None or t.rating is None:
        return text(
            lang,
            "stats-season-unranked",
            games=t.games,
            wins=t.wins,
            needed=max(MIN_SEASON_GAMES - t.rated_games, 1),
        )
    return text(
        lang,
        "stats-season-ranked",
        games=t.games,
        wins=t.wins,
        rating=decimal(lang, t.rating, "0.0"),
        place=line.place.rank,
    )


def game_link(guild_id: int, game: PastGame) -> str:
    place = game.thread_id or game.channel_id
    return f"https://discord.com/channels/{guild_id}/{place}"


def past_game_text(game: PastGame, guild_id: int | None = None, lang: str = ENGLISH) -> str:
    said = text(
        lang,
        "past-game",
        outcome=text(lang, OUTCOME_WORDS[game.outcome]),
        points=game.points,
        preset=preset_name(game.preset, lang),
        when=f"<t:{int(game.ended_at)}:d>",
    )
    if guild_id is not None:
        said += " · " + text(
            lang, "past-game-link", number=game.game_id, link=game_link(guild_id, game)
        )
    return said


def history_embed(
    user_id: int, guild_id: int, games: list[PastGame], lang: str = ENGLISH
) -> discord.Embed:
    embed = discord.Embed(title=text(lang, "history-title"), colour=COLOUR)
    if not games:
        embed.description = text(lang, "stats-none", player=f"<@{user_id}>")
        return embed
    embed.description = f"<@{user_id}>\n" + "\n".join(
        f"• {past_game_text(game, guild_id, lang)}" for game in games
    )
    return embed


def percent(lang: str, rate: float) -> str:
    """A rate as the language writes a percentage: "50%", "50 %" in Danish, Spanish…"""
    return percentage(lang, rate * 100)


def decimal(lang: str, value: float, pattern: str) -> str:
    return format_decimal(value, pattern, locale=babel_locale(lang))


def signed(lang: str, value: float) -> str:
    """Points with their sign: +2.50, -1.25."""
    return format_decimal(value, "+0.00;-0.00", locale=babel_locale(lang))


class LeaderboardButton(
    Clicked,
    DynamicButton,
    template=rf"lb:(?P<sort>[a-z_]+):(?P<preset>[a-z0-9*-]+):(?P<page>{COUNT})(?::(?P<season>[0-9A-Za-z-]+))?",
):
    """A page of the leaderboard; the custom_id holds the order, the preset, the page and
    the season's key (none for all time, as the buttons sent before seasons)."""

    def __init__(
        self,
        sort: str,
        preset: str,
        page: int,
        season: str = ALL_TIME,
        *,
        label: str = "",
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or str(page),
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                # All time keeps the form sent before seasons; a season adds its key.
                custom_id=f"lb:{sort}:{preset}:{page}"
                + ("" if season == ALL_TIME else f":{season}"),
            )
        )
        self.sort = sort
        self.preset = preset
        self.page = page
        self.season = season

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> LeaderboardButton:
        return cls(match["sort"], match["preset"], int(match["page"]), match["season"] or ALL_TIME)

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        assert interaction.guild_id is not None
        found = await host.leaderboards.page(
            interaction.guild_id,
            interaction.user.id,
            sort=self.sort,
            preset=self.preset,
            page=self.page,
            season=self.season,
        )
        lang = await public_language(interaction)
        await interaction.response.edit_message(
            embed=leaderboard_embed(found, interaction.user.id, lang),
            view=leaderboard_view(found, lang),
        )


def leaderboard_view(page: LeaderboardPage, lang: str = ENGLISH) -> discord.ui.View | None:
    if page.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    season = page.season or ALL_TIME
    view.add_item(
        LeaderboardButton(
            page.sort,
            page.preset,
            max(page.page - 1, 1),
            season,
            label=text(lang, "lb-previous"),
            disabled=page.page <= 1,
        )
    )
    view.add_item(
        LeaderboardButton(
            page.sort,
            page.preset,
            min(page.page + 1, page.pages),
            season,
            label=text(lang, "lb-next"),
            disabled=page.page >= page.pages,
        )
    )
    return view
