"""The news of every change at a table, by one path: worded once (`words.report`, with the
score sheet when a hand or the game ended, the take-back button under a person's move and the
rematch buttons under a game's end), and sent where it belongs, at the least cost of the
requests Discord limits per bot (about 50 a second, answers to interactions aside):

- a person's move is told in the answer to their own interaction; made from a direct message
  (a notification's My hand), it is posted in the game's place instead;
- what the bot did itself (a computer seat's move, a stand-in's, a forced card) is shown by
  the table message at once and told in the thread once the bot stops: when a person is to
  act, when a hand or the game ends, or with the next person's own move; told as a follow-up
  of the last answer in that place while its interaction lasts (an answer, no channel
  request), else posted; what the timers did (a reminder, time run out) likewise;
- whatever is posted in a place goes under one permission rule (nothing where the bot may not
  post; no pictures without Attach Files, text without Embed Links) and one retry rule (a few
  tries, waiting longer each time, while Discord has trouble of its own).

A change that ends a hand reads in order: the moves, the hand's result, then the next deal
and whose turn it is (one Components V2 message; Discord draws an embed below a message's
text, which would put the result after the next deal). A take-back request that lapsed is said
in place: its message loses its buttons. A place deleted under a game is said in the channel
the game came from, with its record attached; a game whose server removed the bot is paused,
and nothing is posted."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import discord

from bot.engine import BidPlaced, CardPlayed, Event, GameOver, HandScored
from bot.service import (
    AwayEnded,
    ClaimAccepted,
    GamesPaused,
    GamesResumed,
    Origin,
    Outcome,
    PlaceVanished,
    ServerFacts,
    ServiceEvent,
    TableView,
    TakebackLapsed,
    TimeRanOut,
    TurnReminded,
    record_of,
)
from bot.ui.lobby.rematch import rematch_view
from bot.ui.play.commands import TABLE
from bot.ui.play.pictures import add_score_sheet
from bot.ui.play.takebacks import takeback_view
from bot.ui.plumbing.discord_errors import backoff, classify, noted
from bot.ui.plumbing.languages import (
    private_language_from,
    public_language_from,
    server_language_from,
)
from bot.ui.plumbing.layouts import gallery
from bot.ui.plumbing.permissions import fit, may_post, place_permissions, tell_what_is_missing
from bot.ui.words.i18n import text
from bot.ui.words.report import Report, human_to_act, lapsed_request, report

log = logging.getLogger(__name__)

RETRIES = 3  # posts of one change, while Discord answers with its own trouble
# An interaction's follow-ups work for 15 minutes: a little less, to be sure.
FOLLOW_UP_FOR = 14 * 60.0
# How long the bot's news waits for the answer to the person's move before it (their answer
# must come within Discord's 3 s; a failed one must not hold the game's news for ever).
ANSWER_WAIT = 5.0
# What the thread is told at once even when the bot made it: the end of a hand or of the
# game, and what happened to a person (reminded, out of time, back, the place, the server).
TOLD_AT_ONCE = (HandScored, GameOver, TurnReminded, TimeRanOut, AwayEnded, PlaceVanished)
TOLD_AT_ONCE_SERVICE = (GamesResumed,)

# A person's moves, which their own interaction answers (`publish`).
MOVES = (BidPlaced, CardPlayed, ClaimAccepted)

Events = tuple[Event | ServiceEvent, ...]


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
        # Per game: the bot's own moves not told yet (the table shows them).
        self._held: dict[int, Events] = {}
        # Per game: the last answer to a person's move in its place, and when it was made
        # (its follow-ups cost no channel request while its interaction lasts).
        self._answers: dict[int, tuple[discord.Interaction[Any], float]] = {}
        # Per game: a person's move being answered; the bot's news waits for that answer.
        self._answering: dict[int, asyncio.Event] = {}

    # ------------------------------------------------------------------ wording

    def _words(self, outcome: Outcome, lang: str, events: Events | None = None) -> Report:
        """The change in words (after `events` held before it, if any), with the rematch
        buttons under a game's end."""
        news = report(outcome.table, (*(events or ()), *outcome.events), lang)
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
        take-backs); from a direct message, posted in the game's place. The bot's own moves
        not told yet come first."""
        table = outcome.table
        server = _server(outcome)
        elsewhere = interaction.channel_id != table.place_id
        try:
            async with self._lock(table):
                await self._answer(interaction, outcome, server, elsewhere, one_move=one_move)
        finally:
            answering = self._answering.pop(table.id, None)
            if answering is not None:
                answering.set()
        private = private_language_from(interaction, outcome)
        if not elsewhere:
            await tell_what_is_missing(interaction, TABLE, private)
        if outcome.player is not None and outcome.player.dm_closed:
            # A notification could not reach them by direct message and went as a mention:
            # they are told so once, privately, the next time they act.
            await interaction.followup.send(text(private, "notice-dm-closed"), ephemeral=True)

    async def _answer(
        self,
        interaction: discord.Interaction[Any],
        outcome: Outcome,
        server: ServerFacts,
        elsewhere: bool,
        *,
        one_move: bool,
    ) -> None:
        table = outcome.table
        if elsewhere:
            lang = self._language(outcome, server)
            allowed, _ = place_permissions(self._client, table.guild_id, table.place_id)
        else:
            lang = public_language_from(interaction, outcome)
            allowed = None  # an answer needs no permission of the channel
        news = self._words(outcome, lang, self._held.pop(table.id, ()))
        if one_move and news.view is None and table.status == "active" and server.takebacks:
            game = table.game
            if game is not None:
                move = len(game.actions) - 1
                news.view = takeback_view(table.id, move, table.log_length - 1, lang)
        if self._sheet_shown(news, server, allowed):
            if not interaction.response.is_done():
                await interaction.response.defer()  # the score sheet takes a moment
            await add_score_sheet(news, table, lang)
        kwargs = sent(news)
        if elsewhere:
            if not interaction.response.is_done():
                await interaction.response.defer()
            await self._post(table, table.place_id, news)
            return
        if interaction.response.is_done():
            await interaction.followup.send(**kwargs)
        else:
            await interaction.response.send_message(**kwargs)
        self._answers[table.id] = (interaction, time.monotonic())

    # ------------------------------------------------------------------ the others

    def heard(self, outcome: Outcome) -> None:
        """A subscriber of the service: announce what no person's request answers."""
        table = outcome.table
        lapsed = [e for e in outcome.events if isinstance(e, TakebackLapsed)]
        if lapsed:
            for event in lapsed:
                if event.message_id is not None:
                    self._start(self._close(outcome, event))
            return
        if outcome.origin is Origin.PERSON:
            if any(isinstance(event, MOVES) for event in outcome.events):
                # A move answered by its own interaction (`publish`): the bot's news after it
                # waits for that answer, so that the thread reads in order.
                self._answering.setdefault(table.id, asyncio.Event())
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
        answering = self._answering.get(table.id)
        if answering is not None:  # the person's move before it is told first
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(answering.wait(), ANSWER_WAIT)
        lock = self._lock(table)
        vanished = [e for e in outcome.events if isinstance(e, PlaceVanished)]
        # A deleted place is said where the game came from.
        place = table.channel_id if vanished else table.place_id
        async with lock:  # asyncio locks are fair: the tasks go in the order they were made
            held = self._held.pop(table.id, ())
            if not vanished and not _told_now(outcome):
                # The bot plays on: the table shows its moves; the thread hears them later.
                self._held[table.id] = (*held, *outcome.events)
                return
            try:
                server = _server(outcome)
                lang = self._language(outcome, server)
                allowed, _ = place_permissions(self._client, table.guild_id, place)
                news = self._words(outcome, lang, held)
                if vanished:
                    news.files.extend(_record_file(table))
                elif self._sheet_shown(news, server, allowed):
                    await add_score_sheet(news, table, lang)
                if vanished and place == vanished[0].place_id:
                    await self._tell_each(table, sent(news))
                elif vanished or not await self._follow_up(table, news):
                    await self._post(table, place, news)
            except Exception as error:
                trouble = noted(log, error, f"game={table.id}: announcing a change")
                if trouble is not None and trouble.place_gone and not vanished:
                    # Deleted while the bot was away: learnt at the first post.
                    await self._vanished(place)
                elif trouble is not None and trouble.archived and self._locked is not None:
                    await self._locked(place)  # an archived thread only refuses a post when locked
        if table.status != "active" and not lock.locked():
            self._forget(table.id)

    async def _follow_up(self, table: TableView, news: Report) -> bool:
        """Tell the news as a follow-up of the last answer in the game's place, while its
        interaction lasts: an answer, which costs no channel request. Whether it went."""
        found = self._answers.get(table.id)
        if found is None:
            return False
        interaction, when = found
        if time.monotonic() - when > FOLLOW_UP_FOR or interaction.channel_id != table.place_id:
            del self._answers[table.id]
            return False
        try:
            await interaction.followup.send(**sent(news))
        except discord.HTTPException as error:
            noted(log, error, f"game={table.id}: a follow-up; posting instead")
            del self._answers[table.id]
            _rewind(news)
            return False
        return True

    async def _post(self, table: TableView, place: int, news: Report) -> None:
        """The one way the news is posted in a place: cut to what the bot may post there
        (nothing where it may not post at all), and tried again a few times, waiting longer
        each time, while Discord has trouble of its own (the game's later posts wait: they
        keep their order)."""
        allowed, thread = place_permissions(self._client, table.guild_id, place)
        if not may_post(allowed, thread=thread):
            log.info("game=%d: may not post in %d; said nothing", table.id, place)
            return
        kwargs = fit(sent(news), allowed)
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
                _rewind(news)
                await asyncio.sleep(backoff(attempt))

    async def _tell_each(self, table: TableView, kwargs: dict[str, Any]) -> None:
        """The channel itself is gone: each player hears it in a direct message."""
        for seat in table.seats:
            if seat is None or seat.user_id is None:
                continue
            try:
                channel = await self._client.create_dm(discord.Object(seat.user_id))
                for file in kwargs.get("files") or []:
                    file.reset()
                await channel.send(**kwargs)
            except Exception as error:  # closed direct messages are the player's choice
                noted(log, error, f"game={table.id}: telling user {seat.user_id}")

    def _forget(self, game_id: int) -> None:
        """A game that ended: nothing more to tell of it."""
        self._order.pop(game_id, None)
        self._held.pop(game_id, None)
        self._answers.pop(game_id, None)
        self._answering.pop(game_id, None)

    async def flush(self) -> None:
        """Wait for every announcement under way (shutdown, tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)


def _told_now(outcome: Outcome) -> bool:
    """Whether what the bot did is told now: a person is to act (their turn is said, and
    they are mentioned), the game is no longer in play, or something happened that the thread
    must hear at once."""
    table = outcome.table
    if table.status != "active" or human_to_act(table) is not None:
        return True
    return any(isinstance(e, TOLD_AT_ONCE + TOLD_AT_ONCE_SERVICE) for e in outcome.events)


def sent(news: Report) -> dict[str, Any]:
    """The arguments of a send of the news: its text and embeds, or, when lines follow a
    hand's result (the next deal, whose turn it is), one Components V2 message in the order
    it is read — Discord draws embeds below a message's text."""
    if news.split is None or news.split >= len(news.lines):
        return news.send_kwargs()
    view = discord.ui.LayoutView(timeout=None)
    before, after = news.lines[: news.split], news.lines[news.split :]
    if before:
        view.add_item(discord.ui.TextDisplay(_clipped("\n".join(before))))
    pictures = {f"attachment://{file.filename}": file for file in news.files}
    for embed in news.embeds:
        view.add_item(_box(embed, pictures))
    view.add_item(discord.ui.TextDisplay(_clipped("\n".join(after))))
    if news.view is not None and news.view.children:
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for item in news.view.children:
            row.add_item(item)
        view.add_item(row)
    kwargs: dict[str, Any] = {"view": view, "allowed_mentions": news.allowed_mentions}
    if news.files:
        kwargs["files"] = news.files
    return kwargs


def _box(embed: discord.Embed, pictures: dict[str, discord.File]) -> discord.ui.Container[Any]:
    """An embed as a container of the layout: its title, text and fields, in its colour,
    with its picture (the score sheet) when one is attached."""
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=embed.colour)
    lines = [f"### {embed.title}"] if embed.title else []
    if embed.description:
        lines.append(embed.description)
    lines += [f"**{field.name}**\n{field.value}" for field in embed.fields]
    if embed.footer and embed.footer.text:
        lines.append(f"-# {embed.footer.text}")
    box.add_item(discord.ui.TextDisplay(_clipped("\n".join(lines))))
    picture = pictures.get(embed.image.url or "")
    if picture is not None:
        box.add_item(gallery(picture))
    return box


def _clipped(said: str, most: int = 1900) -> str:
    """A text display's words within what the message may hold (4,000 characters in all)."""
    return said if len(said) <= most else said[: most - 1] + "…"


def _server(outcome: Outcome) -> ServerFacts:
    """What the change carries of its server (the registry of a running bot always gives it:
    the news asks the service nothing after a commit)."""
    assert outcome.server is not None, "a change announced without its server's facts"
    return outcome.server


def _rewind(news: Report) -> None:
    """Files sent once are read to their end: back to the start for another try."""
    for file in news.files:
        file.reset()


def _record_file(table: TableView) -> list[discord.File]:
    """The record of a game that ended without a result, so nothing of it is lost."""
    record = record_of(table)
    if record is None:
        return []
    data = json.dumps(record.data, indent=1).encode()
    return [discord.File(io.BytesIO(data), filename=f"backalley-{record.game_id}.json")]
