"""What an event says by itself in its channel: a round's tables opened (`tables.py`), then
once it is scored each deal's traveller and the standings (pictures with their text), the
winners at the end (in the server's announcements channel when it has one), a cancellation;
and a table given a new thread.

The rounds' job tells the herald what happened; the herald keeps it in a queue and does it
one thing at a time, paced under Discord's limits — a request at most every `pace` seconds
for all of it (a tenth of the whole bot's 50 a second), and in one channel at most one every
`channel_pace` seconds (Discord allows 5 in 5) — so that the other games' messages and edits
never wait behind an event's round. What was said is marked (`posted`): after a restart the
rounds' job tells again what was not, and nothing is said twice."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

import discord

from bot.service.events_rounds import (
    EventCancelled,
    EventEnded,
    EventNews,
    RoundOpened,
    RoundScored,
    TableHomeless,
)
from bot.service.events_seating import FEWEST_PAIRS
from bot.ui.plumbing.discord_errors import Kind, backoff, classify, noted
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import server_language
from bot.ui.plumbing.permissions import fit, may_post, place_permissions
from bot.ui.words.i18n import text
from bot.ui.words.names import names_list

from .results import (
    standings_embed,
    standings_picture,
    traveller_embed,
    traveller_picture,
    with_picture,
)
from .tables import open_round, rehome
from .words import pair_name, percent

log = logging.getLogger(__name__)

PACE = 0.1  # seconds between two of the herald's requests: 10 a second at most
CHANNEL_PACE = 1.1  # seconds between two requests in one channel: under 5 in 5 seconds
RETRIES = 3
AGAIN = 60.0  # seconds: a round whose tables could not be opened is tried again then


class EventHerald:
    def __init__(
        self,
        client: discord.Client,
        host: Host,
        *,
        pace: float = PACE,
        channel_pace: float = CHANNEL_PACE,
    ) -> None:
        self._client = client
        self._host = host
        self.pace = pace
        self.channel_pace = channel_pace
        self._queue: asyncio.Queue[EventNews] = asyncio.Queue()
        self._worker: asyncio.Task[None] | None = None
        self._last = 0.0
        self._last_in: dict[int, float] = {}
        self._again: set[asyncio.TimerHandle] = set()
        # Every request made, with when (for the benchmark of its pace).
        self.requests: list[tuple[float, int]] = []

    def heard(self, news: EventNews) -> None:
        """A hearer of the events' rounds: queued, done in order."""
        self._queue.put_nowait(news)
        if self._worker is None or self._worker.done():
            self._worker = asyncio.create_task(self._work(), name="event posts")

    @property
    def queued(self) -> int:
        return self._queue.qsize()

    async def flush(self) -> None:
        """Wait until everything queued is done (tests)."""
        await self._queue.join()

    async def close(self) -> None:
        for handle in self._again:
            handle.cancel()
        if self._worker is not None:
            self._worker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._worker
            self._worker = None

    async def wait_turn(self, channel_id: int) -> None:
        """The moment of the next request, in `channel_id`: paced overall and per channel.
        The moment is taken before the wait, so that requests made at once (a round's tables
        are opened side by side) each get their own, in the order they asked."""
        now = time.monotonic()
        due = max(
            now, self._last + self.pace, self._last_in.get(channel_id, 0.0) + self.channel_pace
        )
        if len(self._last_in) > 4096:
            self._last_in = {c: t for c, t in self._last_in.items() if t > now - self.channel_pace}
        self._last = self._last_in[channel_id] = due
        self.requests.append((due, channel_id))
        if due > now:
            await asyncio.sleep(due - now)

    async def _work(self) -> None:
        while True:
            news = await self._queue.get()
            try:
                await self._handle(news)
            except Exception as error:
                found = classify(error)
                noted(log, error, f"event={news.event_id}: {type(news).__name__}")
                if (found is not None and found.retry) or isinstance(news, RoundOpened):
                    self._later(news)
            finally:
                self._queue.task_done()

    def _later(self, news: EventNews) -> None:
        loop = asyncio.get_running_loop()
        handle = loop.call_later(AGAIN, self._again_now, news)
        self._again.add(handle)

    def _again_now(self, news: EventNews) -> None:
        now = asyncio.get_running_loop().time()
        self._again = {h for h in self._again if h.when() > now}
        self.heard(news)

    async def _handle(self, news: EventNews) -> None:
        host = self._host
        if isinstance(news, RoundOpened):
            await open_round(host, self._client, news.event_id, self.wait_turn)
        elif isinstance(news, TableHomeless):
            await rehome(host, self._client, news, self.wait_turn)
        elif isinstance(news, RoundScored):
            await self._round(news)
            await host.service.events.rounds.posted(news.event_id, news.round)
        elif isinstance(news, EventEnded):
            await self._ended(news)
            await host.service.events.rounds.posted(news.event_id, None)
        elif isinstance(news, EventCancelled):
            await self._cancelled(news)

    # ------------------------------------------------------------------ saying it

    async def _send(self, guild_id: int, channel_id: int, kwargs: dict[str, Any]) -> None:
        """A post in a channel, cut to what the bot may post there, retried while Discord
        has trouble of its own; nothing where the channel is gone or closed to the bot."""
        allowed, thread = place_permissions(self._client, guild_id, channel_id)
        if not may_post(allowed, thread=thread):
            log.info("guild=%d: may not post the event in %d", guild_id, channel_id)
            return
        kwargs = fit(kwargs, allowed)
        target = self._client.get_partial_messageable(channel_id, guild_id=guild_id)
        for attempt in range(1, RETRIES + 1):
            await self.wait_turn(channel_id)
            try:
                await target.send(**kwargs)
                return
            except Exception as error:
                found = classify(error)
                if found is not None and found.kind in (Kind.GONE, Kind.FORBIDDEN):
                    noted(log, error, f"guild={guild_id}: posting the event")
                    return
                if found is None:
                    # Refused for what it is (a fault of the bot's): logged, and the event's
                    # other posts go on rather than wait behind one that can never be sent.
                    log.exception("guild=%d: an event's post in %d failed", guild_id, channel_id)
                    return
                if not found.retry or attempt == RETRIES:
                    raise
                for file in (kwargs.get("file"), *kwargs.get("files", ())):
                    if file is not None:
                        file.reset()
                await asyncio.sleep(backoff(attempt))

    async def _round(self, news: RoundScored) -> None:
        """Each deal's traveller, then the standings after the round."""
        events = self._host.service.events
        view = await events.view(news.event_id)
        found = view.round(news.round)
        if found is None:
            return
        guild, channel = view.event.guild_id, view.event.channel_id
        lang = await server_language(self._client, guild)
        pictures = await self._host.pictures_on(guild)
        quiet = discord.AllowedMentions.none()
        deals = len(found.hands)
        # Each post is marked once said: a restart goes on after the last one (at most the
        # one a kill caught between Discord's answer and its mark is said twice).
        for deal in range(found.posted_parts + 1, deals + 1):
            made = await events.traveller(news.event_id, news.round, deal, 0)
            picture = traveller_picture(made, lang) if pictures else None
            kwargs = await with_picture(traveller_embed(made, lang), picture)
            await self._send(guild, channel, {**kwargs, "allowed_mentions": quiet})
            await events.rounds.part_posted(news.event_id, news.round, deal)
        if found.posted_parts > deals:
            return
        standings = await events.standings(news.event_id, news.round)
        table = standings_picture(standings, lang) if pictures and standings.rows else None
        kwargs = await with_picture(standings_embed(standings, lang), table)
        await self._send(guild, channel, {**kwargs, "allowed_mentions": quiet})
        await events.rounds.part_posted(news.event_id, news.round, deals + 1)

    async def _ended(self, news: EventEnded) -> None:
        """The winners named: in the announcements channel when the server has one."""
        host = self._host
        view = await host.service.events.view(news.event_id)
        standings = await host.service.events.standings(news.event_id)
        guild = view.event.guild_id
        lang = await server_language(self._client, guild)
        first = [s for s in standings.rows if s.place == 1]
        settings = await host.leaderboards.settings(guild)
        channel = settings.get("announcements") or view.event.channel_id
        winners = [view.pair(s.pair) for s in first]
        users = [u for p in winners if p is not None for u in (p.first_id, p.second_id) if u]
        said = text(
            lang,
            "event-winners",
            name=view.event.name,
            count=len(first),
            pairs=names_list([pair_name(p, lang) for p in winners], lang),
            percent=percent(first[0].percent, lang) if first else "—",
            channel=f"<#{view.event.channel_id}>",
        )
        pings = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in users]
        )
        await self._send(guild, int(channel), {"content": said, "allowed_mentions": pings})

    async def _cancelled(self, news: EventCancelled) -> None:
        view = await self._host.service.events.view(news.event_id)
        guild = view.event.guild_id
        lang = await server_language(self._client, guild)
        if news.too_few:
            said = text(lang, "event-cancelled-too-few", name=view.event.name, fewest=FEWEST_PAIRS)
        else:
            said = text(lang, "event-cancelled", name=view.event.name)
        quiet = discord.AllowedMentions.none()
        await self._send(guild, view.event.channel_id, {"content": said, "allowed_mentions": quiet})
