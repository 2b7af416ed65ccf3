"""The announcer: what the computer and the timers did, said in the game's channel.

A person's move is answered by their own interaction; every other change (a computer seat's
move, a stand-in's move, a reminder, a takeover) is heard here and posted, in order, one game
at a time. A take-back request that lapsed is said in place: its message loses its buttons.
A place deleted under a game is said in the channel the game came from, with its record
attached; a game whose server removed the bot is paused, and nothing is posted."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import discord

from bot.service import (
    GamesPaused,
    Origin,
    Outcome,
    PlaceVanished,
    TableView,
    TakebackLapsed,
    record_of,
)

from .discord_errors import backoff, classify, noted
from .languages import server_language
from .messages import lapsed_request, report
from .permissions import fit, may_post, place_permissions
from .pictures import add_score_sheet

log = logging.getLogger(__name__)

RETRIES = 3  # posts of one change, while Discord answers with its own trouble


class Announcer:
    def __init__(
        self,
        client: discord.Client,
        pictures: Callable[[int | None], Awaitable[bool]],
        vanished: Callable[[int], Awaitable[object]],
        locked: Callable[[int], Awaitable[object]] | None = None,
    ) -> None:
        self._client = client
        self._pictures = pictures
        self._vanished = vanished  # Discord says a place is gone: the service ends its games
        # A locked thread refused the post: the service pauses its game.
        self._locked = locked
        self._order: dict[int, asyncio.Lock] = {}  # per game: posts leave in the order heard
        self._tasks: set[asyncio.Task[None]] = set()

    def heard(self, outcome: Outcome) -> None:
        """A subscriber of the service: announce what no person's request answers."""
        lapsed = [e for e in outcome.events if isinstance(e, TakebackLapsed)]
        if lapsed:
            for event in lapsed:
                if event.message_id is not None:
                    self._start(self._close(outcome.table, event))
            return
        if outcome.origin is Origin.PERSON:
            return
        if any(isinstance(event, GamesPaused) for event in outcome.events):
            return  # the bot was removed, or the thread locked: nowhere to post
        self._start(self._post(outcome))

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _lock(self, table: TableView) -> asyncio.Lock:
        return self._order.setdefault(table.id, asyncio.Lock())

    async def _close(self, table: TableView, lapsed: TakebackLapsed) -> None:
        """A lapsed request's message, edited: its buttons go, and it says why."""
        assert lapsed.message_id is not None
        async with self._lock(table):  # after the posts heard before it
            try:
                news = lapsed_request(
                    table, lapsed, await server_language(self._client, table.guild_id)
                )
                channel = self._client.get_partial_messageable(table.place_id)
                await channel.get_partial_message(lapsed.message_id).edit(
                    content=news.content, view=None, allowed_mentions=news.allowed_mentions
                )
            except Exception as error:
                noted(log, error, f"game={table.id}: closing a lapsed take-back")

    async def _post(self, outcome: Outcome) -> None:
        table = outcome.table
        lock = self._lock(table)
        vanished = [e for e in outcome.events if isinstance(e, PlaceVanished)]
        # A deleted place is said where the game came from.
        place = table.channel_id if vanished else table.place_id
        async with lock:  # asyncio locks are fair: the tasks go in the order they were made
            try:
                lang = await server_language(self._client, table.guild_id)
                news = report(table, outcome.events, lang)
                allowed, thread = place_permissions(self._client, table.guild_id, place)
                if vanished:
                    news.files.extend(_record_file(table))
                elif (allowed is None or allowed.attach_files) and await self._pictures(
                    table.guild_id
                ):
                    await add_score_sheet(news, table, lang)
                if vanished and place == vanished[0].place_id:
                    await self._tell_each(table, news.send_kwargs())
                elif not may_post(allowed, thread=thread):
                    log.info("game=%d: may not post in %d; said nothing", table.id, place)
                else:
                    await self._send(place, fit(news.send_kwargs(), allowed))
            except Exception as error:
                trouble = noted(log, error, f"game={table.id}: announcing a change")
                if trouble is not None and trouble.place_gone and not vanished:
                    # Deleted while the bot was away: learnt at the first post.
                    await self._vanished(place)
                elif trouble is not None and trouble.archived and self._locked is not None:
                    await self._locked(place)  # an archived thread only refuses a post when locked
        if table.status != "active" and not lock.locked():
            self._order.pop(table.id, None)

    async def _tell_each(self, table: TableView, kwargs: dict[str, Any]) -> None:
        """The channel itself is gone: each player hears it in a direct message."""
        for seat in table.seats:
            if seat is None or seat.user_id is None:
                continue
            try:
                channel = await self._client.create_dm(discord.Object(seat.user_id))
                _rewind(kwargs)
                await channel.send(**kwargs)
            except Exception as error:  # closed direct messages are the player's choice
                noted(log, error, f"game={table.id}: telling user {seat.user_id}")

    async def _send(self, place: int, kwargs: dict[str, Any]) -> None:
        """Post, trying again a few times, waiting longer each time, while Discord has
        trouble of its own (the game's later posts wait: they keep their order)."""
        channel = self._client.get_partial_messageable(place)
        for attempt in range(1, RETRIES + 1):
            try:
                await channel.send(**kwargs)
                return
            except Exception as error:
                trouble = classify(error)
                if trouble is None or not trouble.retry or attempt == RETRIES:
                    raise
                log.warning("posting in %d: %s; trying again", place, trouble.text)
                _rewind(kwargs)
                await asyncio.sleep(backoff(attempt))

    async def flush(self) -> None:
        """Wait for every announcement under way (shutdown, tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)


def _rewind(kwargs: dict[str, Any]) -> None:
    """Files sent once are read to their end: back to the start for another try."""
    for file in kwargs.get("files") or []:
        file.reset()


def _record_file(table: TableView) -> list[discord.File]:
    """The record of a game that ended without a result, so nothing of it is lost."""
    record = record_of(table)
    if record is None:
        return []
    data = json.dumps(record.data, indent=1).encode()
    return [discord.File(io.BytesIO(data), filename=f"backalley-{record.game_id}.json")]
