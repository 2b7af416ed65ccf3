"""Answering an interaction: privately, publicly, and with a clear message for every error."""

from __future__ import annotations

import logging
from typing import Any

import discord
from babel.lists import format_list

from bot.engine import Card, IllegalAction, Phase, Suit
from bot.service import DatabaseUnavailable, EndedHere, NotYourTurn, ServiceError

from .cards import card_name, suit_name
from .discord_errors import Kind, classify, noted
from .embeds import LEVELS, SORT_WORDS, result_line, who
from .i18n import ENGLISH, babel_locale, language_of, text
from .languages import private_language
from .refusals import refusal_message

log = logging.getLogger(__name__)

APOLOGY = text(ENGLISH, "apology")


# What a player is told when Discord refused something on the way: catalog messages.
DISCORD_TROUBLE = {Kind.FORBIDDEN: "discord-forbidden", Kind.GONE: "discord-gone"}


class UserError(Exception):
    """A request the presentation refuses before the service sees it (bad input): a catalog
    message and its arguments."""

    def __init__(self, message_id: str, /, **params: object) -> None:
        self.message_id = message_id
        self.params = params
        self.message = text(ENGLISH, message_id, **params)
        super().__init__(self.message)


def place_of(interaction: discord.Interaction[Any]) -> int:
    """The channel or thread an interaction came from (games are looked up by it)."""
    assert interaction.channel_id is not None
    return interaction.channel_id


def error_text(error: BaseException, lang: str = ENGLISH) -> str | None:
    """The player's message for an expected error, in their language; None for an
    unexpected one. The engine's RULES §7 codes and the service's refusals each have their
    catalog message (`error-…`, `refusal-…`, see refusals.py), with a detail when a code
    has several."""
    if isinstance(error, NotYourTurn):
        table, game = error.table, error.table.game
        if game is not None and game.to_act is not None:
            player = who(table, game.to_act, lang)
            if game.phase is Phase.BID:
                return text(lang, "not-your-turn-bid", player=player)
            return text(lang, "not-your-turn-play", player=player)
    if isinstance(error, UserError):
        return text(lang, error.message_id, **error.params)
    if isinstance(error, EndedHere) and (message_id := refusal_message(error)) is not None:
        game = error.table.game
        winner = None if game is None else game.winner
        return text(lang, message_id, result=result_line(error.table, winner, lang))
    if isinstance(error, DatabaseUnavailable):
        return text(lang, "database-unavailable")
    if isinstance(error, IllegalAction | ServiceError):
        message_id = refusal_message(error)
        if message_id is None:
            return None
        args = {k: _argument(k, v, lang) for k, v in error.params.items()}
        return text(lang, message_id, **args)
    return None


# The refusals that list the values a player may choose, each value's word in the catalog.
CHOICE_WORDS = {"levels": LEVELS, "sorts": SORT_WORDS}


def _argument(name: str, value: object, lang: str) -> object:
    """An error's parameter as the message names it: cards and suits in words, a list of
    choices in the reader's words (the levels and sorts as their client shows them; the
    presets are names) joined as their language joins a list."""
    if isinstance(value, Card):
        return card_name(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, tuple):
        words = CHOICE_WORDS.get(name, {})
        named = [text(lang, words[v]) if v in words else str(v) for v in value]
        # A sort is one of them ("rating, wins or win rate"); the levels are all listed.
        if name == "sorts":
            return format_list(named, style="or", locale=babel_locale(lang))
        return format_list(named, locale=babel_locale(lang))
    return value


async def send_private(
    interaction: discord.Interaction[Any],
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | discord.ui.LayoutView | None = None,
    file: discord.File | None = None,
) -> None:
    """An ephemeral answer, as the first response or, once that is used, as a follow-up (a
    layout stands alone: no content or embed beside it)."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if file is not None:
        kwargs["file"] = file
    if content is not None:
        kwargs["content"] = content
    if embed is not None:
        kwargs["embed"] = embed
    if view is not None:
        kwargs["view"] = view
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


async def send_error(
    interaction: discord.Interaction[Any], error: BaseException, lang: str | None = None
) -> None:
    """The private answer to a refused request, in the player's language; an unexpected error
    is logged, and the player told that nothing was taken."""
    if lang is None:
        try:
            lang = await private_language(interaction)
        except DatabaseUnavailable:  # the player's choice is stored there: their locale
            lang = language_of(str(interaction.locale)) or ENGLISH
    said = error_text(error, lang)
    trouble = classify(error) if said is None else None
    if trouble is not None:
        # Discord refused something on the way (a permission, a deleted message): not a bug.
        noted(log, error, f"interaction {interaction.id}")
        said = text(lang, DISCORD_TROUBLE.get(trouble.kind, "apology"))
    elif said is None:
        log.error(
            "unexpected error in interaction %s (guild %s, channel %s)",
            interaction.id,
            interaction.guild_id,
            interaction.channel_id,
            exc_info=error,
        )
        said = text(lang, "apology")
    try:
        await send_private(interaction, f"⚠️ {said}")
    except discord.HTTPException as error:
        noted(log, error, f"interaction {interaction.id}: delivering an error message")
