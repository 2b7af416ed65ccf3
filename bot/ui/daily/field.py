"""The daily deal's field: once a player's day is finished, the day's ranking, a hand's
traveller or the month's standings, each with its picture when pictures are on."""

from __future__ import annotations

import asyncio
import io
import logging
from functools import lru_cache
from typing import Any

import discord
from babel.numbers import format_decimal

from bot.engine.cards import cards as card_list
from bot.service import Refusal, ServiceError
from bot.service.daily import DayResults, MonthStanding
from bot.ui.images import labels_drawable
from bot.ui.images.daily import (
    DailyRanking,
    RankingRow,
    Traveller,
    TravellerRow,
    ranking_alt_text,
    ranking_image,
    traveller_alt_text,
    traveller_image,
)
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language
from bot.ui.words.cards import card_text
from bot.ui.words.i18n import ENGLISH, babel_locale, day_name, month_name, number, percentage, text

log = logging.getLogger(__name__)

RANKING = "daily-ranking.png"
TRAVELLER = "daily-traveller.png"
SHOWN = 20  # players listed in an embed; the picture and the player's own line come beside


# A field of a thousand repeats the same few numbers: each written once per language.
@lru_cache(maxsize=8192)
def percent(value: float, lang: str = ENGLISH) -> str:
    return percentage(lang, value, 1)


@lru_cache(maxsize=4096)
def _number(value: int, lang: str) -> str:
    return number(lang, value)


def _name(user_id: int, name: str | None) -> str:
    return name or str(user_id)


@lru_cache(maxsize=256)
def bid_words(bid: str, lang: str = ENGLISH) -> str:
    """A stored bid ("0", "3", "board") as the traveller writes it."""
    if bid == "board":
        return text(lang, "bid-board", level=1)
    return text(lang, "bid-pass") if bid == "0" else bid


# ---------------------------------------------------------------------- the day's field


def ranking_embed(results: DayResults, lang: str = ENGLISH) -> discord.Embed:
    mine = results.mine
    lines = [
        text(
            lang,
            "daily-ranking-line",
            place=s.place,
            player=f"<@{s.user_id}>",
            percent=percent(s.percent, lang),
        )
        for s in results.ranking[:SHOWN]
    ]
    if mine.place > SHOWN:
        lines.append("…")
        lines.append(
            text(
                lang,
                "daily-ranking-line",
                place=mine.place,
                player=f"<@{mine.user_id}>",
                percent=percent(mine.percent, lang),
            )
        )
    embed = discord.Embed(
        title=text(lang, "daily-ranking-title", day=day_name(lang, results.day)),
        description="\n".join(lines),
    )
    embed.add_field(
        name=text(lang, "daily-yours"),
        value=text(
            lang,
            "daily-your-result",
            percent=percent(mine.percent, lang),
            place=mine.place,
            count=len(results.ranking),
        )
        + "\n"
        + text(lang, "daily-streak", count=results.streak),
        inline=False,
    )
    embed.add_field(
        name="\u200b",
        value=text(lang, "daily-ranking-more", count=len(results.travellers)),
        inline=False,
    )
    return embed


def traveller_embed(results: DayResults, hand: int, lang: str = ENGLISH) -> discord.Embed:
    lines = results.travellers.get(hand)
    if not lines:
        raise ServiceError(Refusal.DAILY, detail="no_hand", count=len(results.cards))
    rows = []
    for t in lines[:SHOWN]:
        rows.append(
            text(
                lang,
                "daily-traveller-line",
                player=f"<@{t.user_id}>",
                bid=bid_words(t.bid, lang),
                tricks=_number(t.tricks, lang),
                points=_number(t.points, lang),
                percent=percent(t.percent, lang),
            )
        )
    cards = " ".join(card_text(c, lang) for c in card_list(results.cards.get(hand, "")))
    embed = discord.Embed(
        title=text(lang, "daily-traveller-title", number=hand, day=day_name(lang, results.day)),
        description="\n".join(rows),
    )
    embed.add_field(name=text(lang, "daily-your-cards"), value=cards or "—", inline=False)
    return embed


def month_embed(
    month: str, standings: list[MonthStanding], user_id: int, lang: str = ENGLISH
) -> discord.Embed:
    if not standings:
        return discord.Embed(
            title=text(lang, "daily-month-title", month=month_name(lang, month)),
            description=text(lang, "daily-month-empty"),
        )
    shown = standings[:SHOWN]
    mine = next((s for s in standings if s.user_id == user_id), None)
    if mine is not None and mine not in shown:
        shown = [*shown, mine]
    lines = [
        text(
            lang,
            "daily-month-line",
            place=s.place,
            player=f"<@{s.user_id}>",
            points=format_decimal(s.points, "#,##0.0", locale=babel_locale(lang)),
            days=s.days,
            average=percent(s.average, lang),
        )
        for s in shown
    ]
    embed = discord.Embed(
        title=text(lang, "daily-month-title", month=month_name(lang, month)),
        description="\n".join(lines),
    )
    embed.set_footer(text=text(lang, "daily-month-footer"))
    return embed


def ranking_picture(results: DayResults, lang: str) -> DailyRanking:
    rows = tuple(
        RankingRow(s.place, _name(s.user_id, s.name), s.percent, s.user_id == results.user_id)
        for s in results.ranking
    )
    return DailyRanking(results.day, rows, lang)


def traveller_picture(results: DayResults, hand: int, lang: str) -> Traveller:
    rows = tuple(
        TravellerRow(
            _name(t.user_id, t.name),
            t.bid,
            t.tricks,
            t.points,
            t.percent,
            t.user_id == results.user_id,
        )
        for t in results.travellers.get(hand, ())
    )
    return Traveller(results.day, hand, results.cards.get(hand, ""), rows, lang)


def _ranking_file(results: DayResults, lang: str) -> discord.File | None:
    if not labels_drawable(lang):
        return None
    picture = ranking_picture(results, lang)
    return discord.File(
        io.BytesIO(ranking_image(picture)), filename=RANKING, description=ranking_alt_text(picture)
    )


def _traveller_file(results: DayResults, hand: int, lang: str) -> discord.File | None:
    if not labels_drawable(lang):
        return None
    picture = traveller_picture(results, hand, lang)
    return discord.File(
        io.BytesIO(traveller_image(picture)),
        filename=TRAVELLER,
        description=traveller_alt_text(picture),
    )


async def show_ranking(host: Host, interaction: discord.Interaction[Any]) -> None:
    """The day's ranking, for a player who finished it (refused before)."""
    assert interaction.guild_id is not None
    results = await host.service.daily.results(interaction.guild_id, interaction.user.id)
    lang = await private_language(interaction)
    embed = ranking_embed(results, lang)
    await _send(host, interaction, embed, results, None, lang)


async def show_traveller(host: Host, interaction: discord.Interaction[Any], hand: int) -> None:
    assert interaction.guild_id is not None
    results = await host.service.daily.results(interaction.guild_id, interaction.user.id)
    lang = await private_language(interaction)
    embed = traveller_embed(results, hand, lang)
    await _send(host, interaction, embed, results, hand, lang)


async def show_month(host: Host, interaction: discord.Interaction[Any]) -> None:
    assert interaction.guild_id is not None
    user = interaction.user.id
    month, standings = await host.service.daily.month(interaction.guild_id, user)
    lang = await private_language(interaction)
    await interaction.response.send_message(
        embed=month_embed(month, standings, user, lang), ephemeral=True
    )


async def _send(
    host: Host,
    interaction: discord.Interaction[Any],
    embed: discord.Embed,
    results: DayResults,
    hand: int | None,
    lang: str,
) -> None:
    assert interaction.guild_id is not None
    file = None
    if await host.pictures_on(interaction.guild_id):
        # Drawn in a worker thread: the event loop keeps answering meanwhile.
        if hand is None:
            file = await asyncio.to_thread(_ranking_file, results, lang)
        else:
            file = await asyncio.to_thread(_traveller_file, results, hand, lang)
    kwargs: dict[str, Any] = {"embed": embed, "ephemeral": True}
    if file is not None:
        embed.set_image(url=f"attachment://{file.filename}")
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)
