"""An event's tables on Discord: each a private thread of the event's channel, its four
players added, its table message posted there; and a table whose thread was deleted given a
new one, where it goes on.

Private threads, not public ones: every table of a round plays the same deals, so a public
thread would show one table's cards to the players of another before they have played them.
A private thread is seen by its players alone (and by the members who may manage threads).

A thread is remembered before its game is opened in it (`thread_made`), and a game is opened
once (the service refuses a second): a restart at any point makes no second thread for a
table, and opens the game of a thread made before the stop."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Final

import discord

from bot.service import TableView
from bot.service.events_rounds import TableHomeless, TableToOpen
from bot.ui.play.table import table_message
from bot.ui.plumbing.discord_errors import Kind, classify, noted
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import server_language
from bot.ui.words.i18n import text
from bot.ui.words.report import report

from .entries import table_lines
from .words import FIELD, fitted, moment, pair_name

log = logging.getLogger(__name__)

WEEK: Final = 10080  # minutes: a table's thread is archived after a week without a word
SIDE_BY_SIDE: Final = 8  # a round's tables opened at once
Pace = Callable[[int], Awaitable[None]]  # waits for the moment of a request in a channel


async def _channel(client: discord.Client, channel_id: int) -> discord.TextChannel | None:
    found = client.get_channel(channel_id)
    if found is None:
        try:
            found = await client.fetch_channel(channel_id)
        except discord.HTTPException as error:
            noted(log, error, f"the event channel {channel_id}")
            return None
    return found if isinstance(found, discord.TextChannel) else None


async def _thread(
    channel: discord.TextChannel, name: str, users: list[int], pace: Pace
) -> discord.Thread:
    """A private thread with the table's players in it (one who left the server is not)."""
    await pace(channel.id)
    thread = await channel.create_thread(
        name=name[:100],
        type=discord.ChannelType.private_thread,
        invitable=False,
        auto_archive_duration=WEEK,
    )
    for user in users:
        await pace(thread.id)
        try:
            await thread.add_user(discord.Object(user))
        except discord.HTTPException as error:
            # A member who left, or closed to the bot: the table plays on without them, the
            # turn timer and the computer standing in.
            noted(log, error, f"thread={thread.id}: adding {user}")
    return thread


async def open_round(host: Host, client: discord.Client, event_id: int, pace: Pace) -> bool:
    """Open the tables of the event's round in play that have no game yet, and say the
    round in the channel once they are open. False when there was nothing to open."""
    rounds = host.service.events.rounds
    waiting = await rounds.tables_to_open(event_id)
    if not waiting:
        return False
    first = waiting[0]
    channel = await _channel(client, first.channel_id)
    if channel is None:
        return False
    lang = await server_language(client, first.guild_id)
    pictures = await host.pictures_on(first.guild_id)
    # Side by side: each table's requests are in its own thread, so while one waits for its
    # thread's pace the others go on (the channel's, where the threads are made, sets the
    # round's pace). A table that failed is opened again with the round (`tables_to_open`).
    room = asyncio.Semaphore(SIDE_BY_SIDE)

    async def one(to_open: TableToOpen) -> None:
        async with room:
            await _open(host, client, channel, to_open, lang, pictures, pace)

    done = await asyncio.gather(*(one(t) for t in waiting), return_exceptions=True)
    failed = next((e for e in done if isinstance(e, BaseException)), None)
    if failed is not None:
        raise failed
    view = await host.service.events.view(event_id)
    current = view.current
    if current is not None and current.round == first.round and current.closes_at:
        embed = discord.Embed(
            title=text(
                lang,
                "event-round-open-title",
                name=view.event.name,
                round=current.round,
                rounds=len(view.rounds),
            ),
            description=text(
                lang,
                "event-round-open",
                deals=len(current.hands),
                sizes=", ".join(str(n) for n in current.hands),
                closes=moment(current.closes_at),
            ),
        )
        embed.add_field(
            name=text(lang, "event-field-tables", round=current.round),
            value=fitted(table_lines(view, current.round, lang), FIELD, lang),
            inline=False,
        )
        await pace(channel.id)
        await channel.send(embed=embed, allowed_mentions=discord.AllowedMentions.none())
    return True


async def _open(
    host: Host,
    client: discord.Client,
    channel: discord.TextChannel,
    to_open: TableToOpen,
    lang: str,
    pictures: bool,
    pace: Pace,
) -> None:
    rounds = host.service.events.rounds
    users = [user for user, _, _ in to_open.seats if user is not None]
    thread_id = to_open.thread_id
    thread: discord.abc.Messageable
    if thread_id is None:
        made = await _thread(
            channel,
            text(
                lang,
                "event-thread-name",
                name=to_open.name,
                round=to_open.round,
                table=to_open.table,
            ),
            users,
            pace,
        )
        await rounds.thread_made(to_open.event_id, to_open.round, to_open.table, made.id)
        thread_id, thread = made.id, made
    else:
        thread = client.get_partial_messageable(thread_id, guild_id=to_open.guild_id)
    if to_open.game_id is not None:  # opened before a stop, its message never posted
        found = await host.service.any_table(to_open.game_id)
        if found is None or found.status != "active":
            return
        table, said = found, ""
    else:
        outcome = await rounds.open_table(to_open, thread_id)
        if outcome is None:
            return
        table, said = outcome.table, report(outcome.table, outcome.events, lang).content
    view = await host.service.events.view(to_open.event_id)
    seated = next(t for t in view.tables if t.round == to_open.round and t.table == to_open.table)
    current = view.round(to_open.round)
    closes = current.closes_at if current is not None and current.closes_at else None
    welcome = text(
        lang,
        "event-table-welcome",
        name=view.event.name,
        round=to_open.round,
        table=to_open.table,
        ns=pair_name(view.pair(seated.ns_pair), lang),
        ew=pair_name(view.pair(seated.ew_pair), lang),
        deals=len(current.hands) if current is not None else 0,
        closes=moment(closes) if closes else "—",
    )
    pings = discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(u) for u in users]
    )
    await _post_table(
        host, client, thread, table, "\n".join([welcome, said]), pings, lang, pictures, pace
    )


async def _post_table(
    host: Host,
    client: discord.Client,
    thread: discord.abc.Messageable,
    table: TableView,
    said: str,
    pings: discord.AllowedMentions,
    lang: str,
    pictures: bool,
    pace: Pace,
) -> None:
    posting = await table_message(table, pictures=pictures, lang=lang, client=client)
    try:
        await pace(table.place_id)
        await thread.send(said.strip() or "\u200b", allowed_mentions=pings)
        await pace(table.place_id)
        message = await thread.send(**posting.send_kwargs())
    except discord.HTTPException as error:
        found = classify(error)
        if found is None or found.kind not in (Kind.GONE, Kind.FORBIDDEN):
            raise
        host.tables.not_posted(table)  # the refresher posts it once it may
        noted(log, error, f"game={table.id}: the event table's message")
        return
    await host.service.lobby.set_message(table.id, message.id)


async def rehome(host: Host, client: discord.Client, news: TableHomeless, pace: Pace) -> None:
    """A table whose thread was deleted goes on in a new one, where it stopped."""
    table = await host.service.any_table(news.game_id)
    if table is None or table.status != "active" or table.place_id >= 0:
        return
    channel = await _channel(client, table.channel_id)
    if channel is None:
        return
    lang = await server_language(client, table.guild_id)
    view = await host.service.events.view(news.event_id)
    users = [s.user_id for s in table.seats if s is not None and s.user_id is not None]
    thread = await _thread(
        channel,
        text(lang, "event-thread-name", name=view.event.name, round=news.round, table=news.table),
        users,
        pace,
    )
    moved = await host.service.rehome_table(news.game_id, thread.id)
    if moved is None:
        return
    pings = discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(u) for u in users]
    )
    pictures = await host.pictures_on(table.guild_id)
    await _post_table(
        host, client, thread, moved, text(lang, "event-table-moved"), pings, lang, pictures, pace
    )
