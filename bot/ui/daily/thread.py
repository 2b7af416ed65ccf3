"""The daily deal's own thread: `/backalley daily` opens the player's private thread and its
table, or takes them back to it; and the coach's review of a finished day.

A private thread rather than ephemeral messages: an ephemeral message cannot be edited after
the interaction's 15 minutes, while a day is played at its own pace over hours; the thread
keeps the table message, survives restarts and is seen by the player alone (and by those who
may manage threads)."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.service import Refusal, ServiceError
from bot.service.events import Outcome
from bot.ui.play.coach import game_review_embed, hand_review_embed
from bot.ui.play.table import table_message
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language, public_language
from bot.ui.words.i18n import day_name, text
from bot.ui.words.refusals import UserError
from bot.ui.words.report import report

from .field import show_ranking

log = logging.getLogger(__name__)


async def open_daily(host: Host, interaction: discord.Interaction[Any]) -> None:
    """`/backalley daily`: today's deal begun in a new private thread, or taken up where the
    player left it, or, once finished, the day's ranking."""
    assert interaction.guild_id is not None
    user = interaction.user
    lang = await private_language(interaction)
    daily = host.service.daily
    status = await daily.status(interaction.guild_id, user.id)
    if status.finished:
        await show_ranking(host, interaction)
        return
    if status.entry is not None and status.table is None:
        raise ServiceError(Refusal.DAILY, detail="played")
    await interaction.response.defer(ephemeral=True, thinking=True)
    public = await public_language(interaction)
    pictures = await host.pictures_on(interaction.guild_id)
    if status.table is not None:
        # Taken up again: the table posted anew in its thread, the freshest message there.
        table = status.table
        place = interaction.client.get_partial_messageable(table.place_id)
        posting = await table_message(
            table, pictures=pictures, lang=public, client=interaction.client
        )
        message = await place.send(**posting.send_kwargs())
        await host.service.lobby.set_message(table.id, message.id)
        said = text(lang, "daily-resume", place=f"<#{table.place_id}>")
        await interaction.followup.send(said, ephemeral=True)
        return
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent is not None:
        channel = channel.parent
    if not isinstance(channel, discord.TextChannel) or not (
        interaction.app_permissions.create_private_threads
    ):
        raise UserError("daily-no-thread")
    thread = await channel.create_thread(
        name=text(
            public, "daily-thread-name", day=day_name(public, status.day), player=user.display_name
        )[:100],
        type=discord.ChannelType.private_thread,
        invitable=False,
        auto_archive_duration=1440,
    )
    try:
        await thread.add_user(user)
        outcome = await daily.begin(
            interaction.guild_id, channel.id, thread.id, user.id, user.display_name
        )
    except Exception:
        await _remove(thread)
        raise
    await _post_table(host, interaction.client, thread, outcome, public, pictures)
    hands = len(outcome.table.options.hands)
    said = text(lang, "daily-started", place=f"<#{thread.id}>", count=hands)
    await interaction.followup.send(said, ephemeral=True)


async def _post_table(
    host: Host,
    client: discord.Client,
    thread: discord.Thread,
    outcome: Outcome,
    lang: str,
    pictures: bool,
) -> None:
    table = outcome.table
    news = report(table, outcome.events, lang)
    posting = await table_message(table, pictures=pictures, lang=lang, client=client, opening=news)
    try:
        message = await thread.send(**posting.send_kwargs())
    except discord.HTTPException:
        host.tables.not_posted(table)  # the refresher posts it once it may
        raise
    await host.service.lobby.set_message(table.id, message.id)


async def _remove(thread: discord.Thread) -> None:
    try:
        await thread.delete()
    except discord.HTTPException as error:
        log.info("the daily thread %d could not be removed: %s", thread.id, error)


async def review_daily(host: Host, interaction: discord.Interaction[Any]) -> None:
    """`/backalley review daily:` the coach's review of every hand of the player's finished
    day: the summary, then each hand (ten embeds a message)."""
    assert interaction.guild_id is not None
    user = interaction.user.id
    table = await host.service.daily.finished_table(interaction.guild_id, user)
    lang = await private_language(interaction)
    # A review searches for a while: answer first, privately, then say it.
    await interaction.response.defer(ephemeral=True, thinking=True)
    found = await host.service.coach.review_table(table, user)
    assert found.game is not None
    embeds = [game_review_embed(found.table, found.game, lang)]
    for seat in found.game.seats:
        embeds.extend(hand_review_embed(hand, lang) for hand in seat.hands)
    for start in range(0, len(embeds), 10):
        await interaction.followup.send(embeds=embeds[start : start + 10], ephemeral=True)
