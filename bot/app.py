"""The bot: a `commands.AutoShardedBot` given its database and game service, loading the
cogs. It runs the shards of `SHARD_COUNT`/`SHARD_IDS`, or, unset, every shard Discord asks
for; each shard is one gateway connection of its own."""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.ai.pool import DecisionPool
from bot.config import Settings
from bot.engine.words import plural
from bot.maintenance import beat, mark_alive, mark_stopped
from bot.service import GameService, Languages
from bot.service.leaderboard import Leaderboards
from bot.store import Database
from bot.ui.announcer import Announcer
from bot.ui.components import DYNAMIC_ITEMS
from bot.ui.discord_errors import noted
from bot.ui.refresh import TableRefresher
from bot.ui.replies import UserError, send_error
from bot.ui.translator import CommandTranslator

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.backalley", "cogs.play", "cogs.leaderboard", "cogs.servers")
# The names discord.py 2.7 gives the tasks that run slash commands and component callbacks:
# a clean stop waits for them, so that every accepted action is also answered.
HANDLERS = ("CommandTree-invoker", "discord-ui-")
STOP_TIMEOUT = 10.0


class BackAlleyTree(app_commands.CommandTree["BackAlleyBot"]):
    """One place that turns every error of a command into a clear, private message."""

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        cause: BaseException = error
        if isinstance(error, app_commands.CommandInvokeError):
            cause = error.original
        elif isinstance(error, app_commands.TransformerError):
            cause = UserError("bad-value", kind=error.type.name.lower(), value=repr(error.value))
        elif isinstance(error, app_commands.NoPrivateMessage):
            cause = UserError("direct-message")
        elif isinstance(error, app_commands.CheckFailure):
            cause = UserError("not-here")
        await send_error(interaction, cause)


class BackAlleyBot(commands.AutoShardedBot):
    def __init__(
        self,
        settings: Settings,
        *,
        table_delay: float = 1.0,
        computer_pause: float = 1.5,
        clock: Callable[[], float] = time.time,
        **options: Any,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        if settings.shard_count is not None:
            options.setdefault("shard_count", settings.shard_count)
        if settings.shard_ids is not None:
            options.setdefault("shard_ids", list(settings.shard_ids))
        super().__init__(
            **options,
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=BackAlleyTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=True, replied_user=False
            ),
        )
        self.settings = settings
        self._database: Database | None = None
        self._service: GameService | None = None
        self._leaderboards: Leaderboards | None = None
        self._languages: Languages | None = None
        self._heartbeat: asyncio.Task[None] | None = None
        self._stopping: asyncio.Future[None] | None = None
        self._clock = clock
        self._computer_pause = computer_pause
        # Computer decisions, claims, hints and reviews: worker processes, which the executor
        # starts at the first search.
        self._pool: DecisionPool | None = None
        self.tables = TableRefresher(
            self,
            lambda game_id: self.service.find_game(game_id),
            self.pictures_on,
            delay=table_delay,
            placed=lambda game_id, message_id: self.service.lobby.set_message(game_id, message_id),
            vanished=lambda place_id: self.service.places.vanished(place_id),
            locked=lambda place_id: self.service.places.locked(place_id),
            paused=lambda table: self.service.places.paused(table),
        )
        self.announcer = Announcer(
            self,
            self.pictures_on,
            lambda place_id: self.service.places.vanished(place_id),
            lambda place_id: self.service.places.locked(place_id),
        )

    @property
    def database(self) -> Database:
        assert self._database is not None, "the database opens in setup_hook"
        return self._database

    @property
    def service(self) -> GameService:
        assert self._service is not None, "the service starts in setup_hook"
        return self._service

    @property
    def leaderboards(self) -> Leaderboards:
        assert self._leaderboards is not None, "the leaderboards open in setup_hook"
        return self._leaderboards

    @property
    def languages(self) -> Languages:
        assert self._languages is not None, "the languages open in setup_hook"
        return self._languages

    async def pictures_on(self, guild_id: int | None) -> bool:
        """Whether the server shows pictures (its `images` setting, on by default)."""
        return await self.leaderboards.pictures_on(guild_id)

    async def setup_hook(self) -> None:
        if self.settings.heartbeat_file is not None:
            self._heartbeat = asyncio.create_task(
                beat(self.settings.heartbeat_file, lambda: self.is_ready() and not self.is_closed())
            )
        self._database = await Database.open(self.settings.database)
        await self._database.hold_running()  # `python -m bot forget` waits for no bot
        pool = self._pool = DecisionPool()
        self._service = GameService(
            self._database,
            clock=self._clock,
            computer_pause=self._computer_pause,
            decide=pool.decide,
            searches=pool,
            shards=self.settings.shards,  # unset: one process, every shard
        )
        self._leaderboards = Leaderboards(self._database, clock=self._clock)
        self._languages = Languages(self._database, clock=self._clock)
        # The service announces every change: the table messages follow, and what the
        # computer and the timers did is said in the channel.
        self._service.subscribe(self.tables.heard)
        self._service.subscribe(self.announcer.heard)
        # Where each open game lives; a game itself is loaded on first use.
        open_games = await self._service.load()
        log.info("continuing %d open games", len(open_games))
        # What start-up built lives as long as the bot: keep the collector from rescanning it
        # (with many games loaded, a full collection otherwise stalls an action for ~15 ms).
        gc.collect()
        gc.freeze()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.tree.set_translator(CommandTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        if self.settings.sync_commands:
            await self.sync_commands()

    async def sync_commands(self) -> None:
        guild_id = self.settings.dev_guild_id
        if guild_id is not None:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %s to guild %d", plural(len(synced), "command"), guild_id)
        else:
            synced = await self.tree.sync()
            log.info("synced %s", plural(len(synced), "global command"))

    async def on_ready(self) -> None:
        log.info("connected as %s to %s", self.user, plural(len(self.guilds), "server"))
        # Discord lists the servers the bot is in: games of a server that removed it pause
        # (even while it was stopped), those of a server that took it back go on.
        await self.service.places.servers_are(guild.id for guild in self.guilds)
        await self._forget_deleted_channels()
        await self._look_at_quiet_threads()
        if not self.service.turns.running and self._stopping is None:
            # Turn timers are re-armed from the database; computer turns pick up where they
            # were. Only now: a game whose server removed the bot must not play on.
            self.service.turns.start()
        if self.settings.heartbeat_file is not None:
            mark_alive(self.settings.heartbeat_file)  # healthy from the first connection

    async def _forget_deleted_channels(self) -> None:
        """Channels deleted while the bot was stopped: Discord's list of a server's channels
        no longer has them (and Discord confirms it). Threads: `_look_at_quiet_threads`."""
        # Where the open games live, from the store: none is loaded to know it.
        for table in await self.service.store.open_games_brief():
            guild = None if table.guild_id is None else self.get_guild(table.guild_id)
            if guild is None or guild.unavailable:
                continue  # not known now (an outage, or the bot was removed): never guess
            if guild.get_channel(table.channel_id) is None:
                # Not listed: asked once, so that a channel merely hidden is not taken for gone.
                try:
                    await self.fetch_channel(table.channel_id)
                except Exception as error:
                    trouble = noted(log, error, f"game={table.id}: looking at its channel")
                    if trouble is not None and trouble.place_gone:
                        await self.service.places.vanished(table.channel_id)

    async def _look_at_quiet_threads(self) -> None:
        """Threads of open games that Discord does not list (archived, or deleted while the
        bot was stopped): asked for one by one, so that a locked one pauses its game and a
        deleted one ends it before any timer runs."""
        for table in await self.service.store.open_games_brief():
            guild = None if table.guild_id is None else self.get_guild(table.guild_id)
            if table.thread_id is None or guild is None or guild.unavailable:
                continue
            if guild.get_thread(table.thread_id) is not None:
                continue  # active: Discord listed it
            try:
                thread = await self.fetch_channel(table.thread_id)
            except Exception as error:
                trouble = noted(log, error, f"game={table.id}: looking at its thread")
                if trouble is not None and trouble.place_gone:
                    await self.service.places.vanished(table.thread_id)
                continue
            if isinstance(thread, discord.Thread) and thread.locked:
                await self.service.places.locked(thread.id)

    async def _finish_in_flight(self) -> None:
        await _finish_in_flight_impl(STOP_TIMEOUT)

    async def close(self) -> None:
        """A clean stop: the actions in flight commit and answer, the table messages catch
        up, Discord is disconnected, and the database closes last. Safe to call twice."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop())
        await asyncio.shield(self._stopping)

    async def _stop(self) -> None:
        try:
            await self._finish_in_flight()
            if self._service is not None:
                await self._service.turns.close()
                await self._service.quiesce()
            if self._pool is not None:
                await asyncio.to_thread(self._pool.close)
            await self.announcer.flush()
            await self.tables.flush()
        finally:
            if self._heartbeat is not None:
                self._heartbeat.cancel()
                if self.settings.heartbeat_file is not None:
                    mark_stopped(self.settings.heartbeat_file)  # no health check trusts it now
            await super().close()
            if self._database is not None:
                await self._database.close()
                self._database = None
                log.info("stopped cleanly")


async def _finish_in_flight_impl(timeout: float) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    current = asyncio.current_task()
    while True:
        running = [
            task
            for task in asyncio.all_tasks()
            if task is not current and not task.done() and task.get_name().startswith(HANDLERS)
        ]
        remaining = deadline - loop.time()
        if not running:
            return
        if remaining <= 0:
            log.warning("stopping with %s still being handled", plural(len(running), "interaction"))
            return
        await asyncio.wait(running, timeout=remaining)


def create_bot(settings: Settings, **kwargs: Any) -> BackAlleyBot:
    """The bot, ready to `start(settings.token)`."""
    if settings.discord_api is not None:
        # A proxy or a test server in place of Discord (DISCORD_API_URL).
        discord.http.Route.BASE = settings.discord_api.rstrip("/")
    if settings.discord_gateway is not None:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway)
    return BackAlleyBot(settings, **kwargs)
