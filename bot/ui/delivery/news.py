"""The news of every change at a table, by one path: worded once (`words.report`, with the
score sheet when a hand or the game ended, the take-back button under a person's move and the
rematch buttons under a game's end), and sent where it belongs:

- a person's move is told in the answer to their own interaction, which costs no channel
  request; made from a direct message (a notification's My hand), it is posted in the game's
  place instead;
- what the computer and the timers did (a computer seat's move, a stand-in's move, a forced
  card, a reminder, a takeover) is heard from the service and posted in the game's place, in
  order, one game at a time;
- whatever is posted in a place goes under one permission rule (nothing where the bot may not
  post; no pictures without Attach Files, text without Embed Links) and one retry rule (a few
  tries, waiting longer each time, while Discord has trouble of its own).

A take-back request that lapsed is said in place: its message loses its buttons. A place
deleted under a game is said in the channel the game came from, with its record attached; a
game whose server removed the bot is paused, and nothing is posted."""

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
    ServerFacts,
    TableView,
    TakebackLapsed,
    record_of,
)
from bot.ui.lobby.rematch import rematch_view
from bot.ui.play.pictures import add_score_sheet
from bot.ui.play.takebacks import takeback_view
from bot.ui.plumbing.discord_errors import backoff, classify, noted
from bot.ui.plumbing.languages import (
    private_language_from,
    public_language_from,
    server_language_from,
)
from bot.ui.plumbing.permissions import fit, may_post, place_permissions, tell_what_is_missing
from bot.ui.words.i18n import text
from bot.ui.words.report import Report, lapsed_request, report

log = logging.getLogger(__name__)

RETRIES = 3  # posts of one change, while Discord answers with its own trouble


class News:
    """Everything it says comes from the outcome: the change, and what telling it needs of
    the server and of the person who made it, read when it was committed."""

    def __init__(
        self,
        client: discord.Client,
        *,
        vanished: Callable[[int], Awaitable[object]],
        locked: Callable[[int], Awaitable[object]] | None = None,
    ) -> None:
        self._client = client
        self._vanished = vanished  # Discord says a place is gone: the service ends its games
        # A locked thread refused the post: the service pauses its game.
        self._locked = locked
        self._order: dict[int, asyncio.Lock] = {}  # per game: posts leave in the order heard
        self._tasks: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ wording

    def _words(self, outcome: Outcome, lang: str) -> Report:
        """The change in words, with the rematch buttons under a game's end."""
        news = report(outcome.table, outcome.events, lang)
        if news.rematch:
            news.view = rematch_view(outcome.table.id, lang)
        return news

    @staticmethod
    def _sheet_shown(
        news: Report, server: ServerFacts, allowed: discord.Permissions | None
    ) -> bool:
        """Whether the score sheet goes under the news: a hand or the game ended, the server
        shows pictures, and the bot may attach them."""
        return news.scored and server.pictures and (allowed is None or allowed.attach_files)

    def _language(self, outcome: Outcome, server: ServerFacts) -> str:
        """The language of what the game's place reads (no interaction to go by)."""
        return server_language_from(self._client, outcome.table.guild_id, server.language)

    # ------------------------------------------------------------------ a person's move

    async def publish(
        self, interaction: discord.Interaction[Any], outcome: Outcome, *, one_move: bool = True
    ) -> None:
        """A person's accepted move, told to the table in the answer to their interaction,
        with a button for its player to ask to take it back (if the server allows
        take-backs); from a direct message, posted in the game's place."""
        table = outcome.table
        server = _server(outcome)
        elsewhere = interaction.channel_id != table.place_id
        if elsewhere:
            lang = self._language(outcome, server)
            allowed, _ = place_permissions(self._client, table.guild_id, table.place_id)
        else:
            lang = public_language_from(interaction, outcome)
            allowed = None  # an answer needs no permission of the channel
        news = self._words(outcome, lang)
        if (
            one_move
            and news.view is None
            and table.status == "active"
            and table.game is not None
            and server.takebacks
        ):
            move = len(table.game.actions) - 1
            news.view = takeback_view(table.id, move, table.log_length - 1, lang)
        if self._sheet_shown(news, server, allowed):
            if not interaction.response.is_done():
                await interaction.response.defer()  # the score sheet takes a moment
            await add_score_sheet(news, table, lang)
        if elsewhere:
            if not interaction.response.is_done():
                await interaction.response.defer()
            async with self._lock(table):
                await self._post(table, table.place_id, news)
        elif interaction.response.is_done():
            await interaction.followup.send(**news.send_kwargs())
        else:
            await interaction.response.send_message(**news.send_kwargs())
        private = private_language_from(interaction, outcome)
        if not elsewhere:
            await tell_what_is_missing(interaction, private)
        if outcome.player is not None and outcome.player.dm_closed:
            # A notification could not reach them by direct message and went as a mention:
            # they are told so once, privately, the next time they act.
            await interaction.followup.send(text(private, "notice-dm-closed"), ephemeral=True)

    # ------------------------------------------------------------------ the others

    def heard(self, outcome: Outcome) -> None:
        """A subscriber of the service: announce what no person's request answers."""
        lapsed = [e for e in outcome.events if isinstance(e, TakebackLapsed)]
        if lapsed:
            for event in lapsed:
                if event.message_id is not None:
                    self._start(self._close(outcome, event))
            return
        if outcome.origin is Origin.PERSON:
            return
        if any(isinstance(event, GamesPaused) for event in outcome.events):
            return  # the bot was removed, or the thread locked: nowhere to post
        self._start(self._announce(outcome))

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _lock(self, table: TableView) -> asyncio.Lock:
        return self._order.setdefault(table.id, asyncio.Lock())

    async def _close(self, outcome: Outcome, lapsed: TakebackLapsed) -> None:
        """A lapsed request's message, edited: its buttons go, and it says why."""
        assert lapsed.message_id is not None
        table = outcome.table
        async with self._lock(table):  # after the posts heard before it
            try:
                news = lapsed_request(table, lapsed, self._language(outcome, _server(outcome)))
                channel = self._client.get_partial_messageable(table.place_id)
                await channel.get_partial_message(lapsed.message_id).edit(
                    content=news.content, view=None, allowed_mentions=news.allowed_mentions
                )
            except Exception as error:
                noted(log, error, f"game={table.id}: closing a lapsed take-back")

    async def _announce(self, outcome: Outcome) -> None:
        table = outcome.table
        lock = self._lock(table)
        vanished = [e for e in outcome.events if isinstance(e, PlaceVanished)]
        # A deleted place is said where the game came from.
        place = table.channel_id if vanished else table.place_id
        async with lock:  # asyncio locks are fair: the tasks go in the order they were made
            try:
                server = _server(outcome)
                lang = self._language(outcome, server)
                allowed, _ = place_permissions(self._client, table.guild_id, place)
                news = self._words(outcome, lang)
                if vanished:
                    news.files.extend(_record_file(table))
                elif self._sheet_shown(news, server, allowed):
                    await add_score_sheet(news, table, lang)
                if vanished and place == vanished[0].place_id:
                    await self._tell_each(table, news.send_kwargs())
                else:
                    await self._post(table, place, news)
            except Exception as error:
                trouble = noted(log, error, f"game={table.id}: announcing a change")
                if trouble is not None and trouble.place_gone and not vanished:
                    # Deleted while the bot was away: learnt at the first post.
                    await self._vanished(place)
                elif trouble is not None and trouble.archived and self._locked is not None:
                    await self._locked(place)  # an archived thread only refuses a post when locked
        if table.status != "active" and not lock.locked():
            self._order.pop(table.id, None)

    async def _post(self, table: TableView, place: int, news: Report) -> None:
        """The one way the news is posted in a place: cut to what the bot may post there
        (nothing where it may not post at all), and tried again a few times, waiting longer
        each time, while Discord has trouble of its own (the game's later posts wait: they
        keep their order)."""
        allowed, thread = place_permissions(self._client, table.guild_id, place)
        if not may_post(allowed, thread=thread):
            log.info("game=%d: may not post in %d; said nothing", table.id, place)
            return
        kwargs = fit(news.send_kwargs(), allowed)
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

    async def flush(self) -> None:
        """Wait for every announcement under way (shutdown, tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)


def _server(outcome: Outcome) -> ServerFacts:
    """What the change carries of its server (the registry of a running bot always gives it:
    the news asks the service nothing after a commit)."""
    assert outcome.server is not None, "a change announced without its server's facts"
    return outcome.server


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
