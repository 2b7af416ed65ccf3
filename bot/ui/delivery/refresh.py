"""Keeping each game's lobby or table message up to date without flooding the channel.

The refresher hears every outcome of the service. Edits of one channel are rate limited, and
a trick brings several actions in a few seconds, so requests are coalesced: one edit per game
at most every `delay` seconds, always showing the state at the moment of the edit.

When Discord refuses an edit (`discord_errors`): a deleted table message is posted again and
remembered, so the game goes on with a fresh one; a deleted place is reported to the service,
which ends its games; Discord's own trouble is retried later, with a backoff.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

import discord

from bot.service import (
    GamesPaused,
    GameStarted,
    LobbyOpened,
    MessagePlaced,
    Outcome,
    PlaceVanished,
    ServerFacts,
    TableView,
)
from bot.ui.lobby.message import lobby_message
from bot.ui.play.table import table_message
from bot.ui.plumbing.discord_errors import Kind, backoff, noted
from bot.ui.plumbing.languages import server_language, server_language_from
from bot.ui.plumbing.layouts import Posting
from bot.ui.plumbing.permissions import fit, may_post, place_permissions

log = logging.getLogger(__name__)

# A message was just posted with these (the lobby, the start, a new table message): nothing
# to bring up to date.
FRESH = (LobbyOpened, GameStarted, MessagePlaced)
# The place is gone, or the bot is not in the server any more: nothing to edit.
UNREACHABLE = (PlaceVanished, GamesPaused)
MAX_RETRIES = 4
LAUNCH = 30.0  # seconds a started game's table message may take to be posted


class TableRefresher:
    def __init__(
        self,
        client: discord.Client,
        lookup: Callable[[int], Awaitable[TableView | None]],
        pictures: Callable[[int | None], Awaitable[bool]],
        delay: float = 1.0,
        *,
        placed: Callable[[int, int], Awaitable[object]],
        vanished: Callable[[int], Awaitable[object]],
        locked: Callable[[int], Awaitable[object]],
        paused: Callable[[TableView], bool],
    ) -> None:
        self._client = client
        self._lookup = lookup
        self._pictures = pictures
        self.delay = delay
        self._placed = placed  # a new table message was posted: the service remembers it
        self._vanished = vanished  # Discord says a place is gone: the service ends its games
        self._locked = locked  # a thread a moderator locked: the service pauses its game
        self._paused = paused
        self._retries: dict[int, int] = {}  # per game: failed edits in a row
        # Games whose table the bot could not show for want of a permission.
        self._blocked: set[int] = set()
        self._lost: dict[int, int] = {}  # per game: its table message known to be deleted
        # Games started whose table message is not posted yet: since when, and whether a
        # change came since.
        self._launching: dict[int, tuple[float, bool]] = {}
        self._pending: dict[int, asyncio.Task[None]] = {}  # edits waiting for their moment
        self._tasks: set[asyncio.Task[None]] = set()  # every edit not finished yet
        self._retrying: set[asyncio.Task[None]] = set()  # edits waiting for Discord to recover
        # Per game: what the last change carried of its server (its language, its pictures),
        # so that an edit asks the service nothing more.
        self._servers: dict[int, ServerFacts] = {}
        # Per game: the table of the last change heard while an edit waits, and the one a
        # click's own answer showed already (no edit needed if it is still the last).
        self._last: dict[int, TableView] = {}
        self._shown: dict[int, TableView] = {}

    def heard(self, outcome: Outcome) -> None:
        """A subscriber of the service: every change but a fresh message asks for an edit.
        Between a game's start and its first table message there is nothing to edit: a
        change then waits for the message (which may already show it)."""
        game_id = outcome.table.id
        events = outcome.events
        if outcome.server is not None:
            self._servers[game_id] = outcome.server
        self._last[game_id] = outcome.table
        started = self._launching.get(game_id)
        if started is not None and time.monotonic() - started[0] >= LAUNCH:
            del self._launching[game_id]  # no table message came: edit whatever is there
        if any(isinstance(event, GameStarted) for event in events):
            self._launching[game_id] = (time.monotonic(), False)
        elif any(isinstance(event, MessagePlaced) for event in events):
            started = self._launching.pop(game_id, None)
            if started is not None and started[1]:
                self.request(game_id)
        elif any(isinstance(event, FRESH + UNREACHABLE) for event in events):
            self._launching.pop(game_id, None)
        elif started is not None and game_id in self._launching:
            self._launching[game_id] = (started[0], True)
        else:
            self.request(game_id)

    def request(self, game_id: int, delay: float | None = None) -> None:
        if game_id not in self._pending:
            task = asyncio.create_task(self._edit_soon(game_id, delay))
            self._pending[game_id] = task
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            if delay is not None and delay > self.delay:
                self._retrying.add(task)  # a stop does not wait for it
                task.add_done_callback(self._retrying.discard)

    async def _edit_soon(self, game_id: int, delay: float | None) -> None:
        try:
            await asyncio.sleep(self.delay if delay is None else delay)
        finally:
            self._pending.pop(game_id, None)
        last, shown = self._last.pop(game_id, None), self._shown.pop(game_id, None)
        if last is not None and last is shown:
            return  # the click's answer showed it: nothing changed since
        started = self._launching.get(game_id)
        if started is not None and time.monotonic() - started[0] < LAUNCH:
            self._launching[game_id] = (started[0], True)  # edit the new message instead
            return
        self._launching.pop(game_id, None)  # no table message came: whatever is there
        table = await self._lookup(game_id)
        if table is None or table.message_id is None or self._paused(table):
            return
        if self._lost.get(game_id) == table.message_id:
            await self._post_again(table)  # known to be deleted: no edit to try
            return
        place = table.channel_id if table.status in ("lobby", "cancelled") else table.place_id
        allowed, _ = place_permissions(self._client, table.guild_id, place)
        if allowed is not None and not allowed.view_channel:
            self._blocked.add(game_id)  # edited once the bot sees the place again
            return
        server = self._servers.get(game_id)
        if table.status not in ("lobby", "active"):
            self._servers.pop(game_id, None)  # its last edit
        if server is None:  # no change heard since the start (a permission given back)
            lang = await server_language(self._client, table.guild_id)
            pictures = await self._pictures(table.guild_id)
        else:
            lang = server_language_from(self._client, table.guild_id, server.language)
            pictures = server.pictures
        posting = await self.message(
            table, lang, client=self._client, allowed=allowed, background=True, pictures=pictures
        )
        message = self._client.get_partial_messageable(place).get_partial_message(table.message_id)
        try:
            await message.edit(**fit(posting.edit_kwargs(), allowed))
        except Exception as error:
            trouble = noted(
                log, error, f"game={game_id}: updating message {table.message_id} in {place}"
            )
            if trouble is None:
                return
            if trouble.place_gone:
                await self._vanished(place)
            elif trouble.archived:
                if await self._reopen(place):
                    self.request(game_id, 0.0)  # the edit goes through now
                else:
                    await self._locked(place)
            elif trouble.message_gone and table.status == "active":
                self._lost[game_id] = table.message_id
                await self._post_again(table)
            elif trouble.kind is Kind.FORBIDDEN:
                self._blocked.add(game_id)
            elif trouble.retry:
                tries = self._retries[game_id] = self._retries.get(game_id, 0) + 1
                if tries <= MAX_RETRIES:
                    self.request(game_id, backoff(tries))
            return
        self._retries.pop(game_id, None)

    async def _reopen(self, place_id: int) -> bool:
        """Unarchive a game's thread that went quiet; False if a moderator locked it."""
        try:
            thread = await self._client.fetch_channel(place_id)
            if not isinstance(thread, discord.Thread) or thread.locked:
                return False
            await thread.edit(archived=False)
        except Exception as error:
            noted(log, error, f"thread {place_id}: reopening")
            return False
        log.info("thread %d: reopened for the next move", place_id)
        return True

    async def _post_again(self, table: TableView) -> None:
        """The table message of a running game was deleted: a new one, remembered, so the
        next edits (and a restart) find it."""
        allowed, thread = place_permissions(self._client, table.guild_id, table.place_id)
        if not may_post(allowed, thread=thread):
            self._blocked.add(table.id)  # posted once the bot may
            log.info("game=%d: may not post the table again yet", table.id)
            return
        pictures = await self._pictures(table.guild_id)
        lang = await server_language(self._client, table.guild_id)
        posting = await table_message(
            table, pictures=pictures, lang=lang, client=self._client, allowed=allowed
        )
        try:
            message = await self._client.get_partial_messageable(table.place_id).send(
                **fit(posting.send_kwargs(), allowed)
            )
        except Exception as error:
            trouble = noted(log, error, f"game={table.id}: posting the table again")
            if trouble is not None and trouble.kind is Kind.FORBIDDEN:
                self._blocked.add(table.id)  # Discord knew better than the cache
            return
        self._lost.pop(table.id, None)
        log.info("game=%d: the table message was deleted; posted it again", table.id)
        await self._placed(table.id, message.id)

    async def message(
        self,
        table: TableView,
        lang: str,
        *,
        client: discord.Client,
        allowed: discord.Permissions | None,
        background: bool = False,
        pictures: bool | None = None,
    ) -> Posting:
        """The game's message as it stands: its lobby's (open or cancelled), else its table,
        with its picture where the server shows pictures (`pictures`, when known). `background`:
        for an edit no one waits for."""
        if table.status in ("lobby", "cancelled"):
            return lobby_message(table, lang)
        if pictures is None:
            pictures = await self._pictures(table.guild_id)
        return await table_message(
            table,
            pictures=pictures,
            lang=lang,
            client=client,
            allowed=allowed,
            background=background,
        )

    async def post_lobby(self, table: TableView, lang: str) -> int:
        """Post a new lobby's message in its channel (a rematch's) and remember it."""
        posting = lobby_message(table, lang)
        channel = self._client.get_partial_messageable(table.channel_id)
        message = await channel.send(**posting.send_kwargs())
        await self._placed(table.id, message.id)
        return message.id

    def not_posted(self, table: TableView) -> None:
        """A started game's table message could not be posted (a permission missing): it is
        posted once the bot may."""
        self._launching.pop(table.id, None)
        if table.message_id is not None:
            self._lost[table.id] = table.message_id  # the lobby's: not in the game's place
        self._blocked.add(table.id)

    def shown(self, outcome: Outcome) -> None:
        if self._last.get(outcome.table.id) is outcome.table:
            self._shown[outcome.table.id] = outcome.table

    def permissions_changed(self) -> None:
        """A server changed roles or permissions: the tables the bot could not show are
        shown now if it may (posted again if their message is gone)."""
        blocked, self._blocked = self._blocked, set()
        for game_id in blocked:
            self.request(game_id)

    async def flush(self) -> None:
        """Wait for every pending or running edit (shutdown, tests); an edit waiting to try
        again after Discord's trouble is dropped (the next change brings the table up to date)."""
        for task in list(self._retrying):
            task.cancel()
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
