"""The look at the open games' places after a connection: channels deleted, and threads
deleted or locked, while the bot was stopped.

Discord's list at a connection holds a server's channels and only its *active* threads. A
channel of an open game missing from it is asked about once (so that one merely hidden is not
taken for gone). A game thread not listed (it auto-archived while the players took their time)
is looked for in its channel's listing of archived threads: one request per channel and page
of 100, not one per game, and asked about alone only when that listing does not have it. A
locked one pauses its game, a deleted one ends it. An archived thread that is not locked needs
nothing: the game's next post reopens it.

It runs in the background once the timers have started, one request at a time, `PACE` apart:
a tenth of Discord's global limit, so that the players' requests always have room. A stop
cancels it at any moment; the next start looks again.
"""

from __future__ import annotations

import asyncio
import datetime
import logging
import time
from collections import defaultdict

import discord

from bot.engine.words import plural
from bot.service import GameService
from bot.ui.plumbing.discord_errors import noted

log = logging.getLogger(__name__)

PACE = 0.2  # seconds between two requests: 5 a second, Discord allows 50
PAGE = 100  # threads in one page of a channel's archived threads (Discord's most)


class Pacer:
    """Waits so that two requests are at least `pace` seconds apart; counts them."""

    def __init__(self, pace: float) -> None:
        self._pace = pace
        self._next = 0.0
        self.requests = 0

    async def wait(self) -> None:
        loop = asyncio.get_running_loop()
        now = loop.time()
        if now < self._next:
            await asyncio.sleep(self._next - now)
        self._next = max(now, self._next) + self._pace
        self.requests += 1


async def look_at_places(
    client: discord.Client, service: GameService, *, pace: float = PACE
) -> None:
    """Look at the places of the open games Discord did not list at the connection."""
    started = time.monotonic()
    games = await service.store.open_games_brief()  # where they live: none is loaded
    channels: set[int] = set()  # not listed: deleted, or hidden from the bot
    quiet: dict[int, set[int]] = defaultdict(set)  # channel -> its game threads not listed
    for game in games:
        guild = None if game.guild_id is None else client.get_guild(game.guild_id)
        if guild is None or guild.unavailable:
            continue  # not known now (an outage, or the bot was removed): never guess
        if guild.get_channel(game.channel_id) is None:
            channels.add(game.channel_id)
        elif game.thread_id is not None and guild.get_thread(game.thread_id) is None:
            quiet[game.channel_id].add(game.thread_id)
    if not channels and not quiet:
        return
    places = len(channels) + sum(map(len, quiet.values()))
    pacer = Pacer(pace)
    for channel_id in sorted(channels):
        await pacer.wait()
        try:
            await client.fetch_channel(channel_id)
        except Exception as error:
            trouble = noted(log, error, f"channel {channel_id}: looking at it")
            if trouble is not None and trouble.place_gone:
                await service.places.vanished(channel_id)
    alone = await _list_archived(client, service, quiet, pacer)
    for thread_id in sorted(alone):
        await pacer.wait()
        await _look_at_thread(client, service, thread_id)
    log.info(
        "looked at the places of %s: %s, %s in %.1f s",
        plural(len(games), "open game"),
        plural(places, "place"),
        plural(pacer.requests, "request"),
        time.monotonic() - started,
    )


async def _list_archived(
    client: discord.Client, service: GameService, quiet: dict[int, set[int]], pacer: Pacer
) -> set[int]:
    """Page through each channel's archived threads, the channels in turn (each one's first
    page first), until every game thread of the channel is found: a locked one pauses its
    game. The threads the listings do not have, to be asked about alone."""
    before: dict[int, datetime.datetime | None] = dict.fromkeys(sorted(quiet))
    alone: set[int] = set()
    while before:
        for channel_id in list(before):
            wanted = quiet[channel_id]
            channel = client.get_channel(channel_id)
            if not isinstance(channel, discord.TextChannel):
                del before[channel_id]  # gone meanwhile: its games ended with it
                continue
            await pacer.wait()
            try:
                page = [
                    thread
                    async for thread in channel.archived_threads(
                        limit=PAGE, before=before[channel_id]
                    )
                ]
            except Exception as error:
                # Not allowed to read its history, or Discord's trouble: each thread alone.
                noted(log, error, f"channel {channel_id}: listing its archived threads")
                alone |= wanted
                del before[channel_id]
                continue
            for thread in page:
                if thread.id in wanted:
                    wanted.discard(thread.id)
                    if thread.locked:
                        await service.places.locked(thread.id)
            if not wanted:
                del before[channel_id]
            elif len(page) < PAGE:
                alone |= wanted  # not archived now (reopened meanwhile), or deleted
                del before[channel_id]
            else:
                before[channel_id] = page[-1].archive_timestamp
    return alone


async def _look_at_thread(client: discord.Client, service: GameService, thread_id: int) -> None:
    try:
        thread = await client.fetch_channel(thread_id)
    except Exception as error:
        trouble = noted(log, error, f"thread {thread_id}: looking at it")
        if trouble is not None and trouble.place_gone:
            await service.places.vanished(thread_id)
        return
    if isinstance(thread, discord.Thread) and thread.locked:
        await service.places.locked(thread.id)
