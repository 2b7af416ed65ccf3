"""The bot: a `commands.AutoShardedBot` given its services (bot/running/services.py), loading
the features of the Discord side (each registers its commands and buttons). It runs the shards
of `SHARD_COUNT`/`SHARD_IDS`, or, unset, every shard Discord asks for; each shard is one
gateway connection of its own."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.engine.words import plural
from bot.running.command_sync import (
    clear_other_servers,
    digest,
    payloads,
    remember,
    sync_decision,
)
from bot.running.config import Settings
from bot.running.health import Health
from bot.running.heartbeat import beat, mark_alive, mark_stopped
from bot.running.invite import NEEDS, default_invite
from bot.running.looks import PACE, look_at_places
from bot.running.metrics import Metrics, Served, time_answers
from bot.running.metrics import serve as serve_metrics
from bot.running.services import Services, open_services
from bot.store.command_syncs import CommandSyncStore
from bot.ui.delivery.news import News
from bot.ui.delivery.notices import Notices
from bot.ui.delivery.refresh import TableRefresher
from bot.ui.play.pictures import RENDER_OBSERVERS, start_painters
from bot.ui.plumbing.discord_errors import noted
from bot.ui.plumbing.options import BadCommand, read_command
from bot.ui.plumbing.replies import send_error
from bot.ui.standings.seasons import SeasonPoster
from bot.ui.words import command_names
from bot.ui.words.refusals import Named, UserError, shown_value
from bot.ui.words.translator import CommandTranslator

log = logging.getLogger(__name__)

# The features of the Discord side, each an extension whose `setup` registers its commands and
# its buttons. The group `/backalley` first, then the features whose commands stand alone, in
# the order Discord has always been sent them (the sync's payload follows it).
EXTENSIONS = (
    "bot.ui.backalley",
    "bot.ui.play.commands",
    "bot.ui.standings.commands",
    "bot.ui.lobby.commands",
    "bot.ui.games.commands",
    "bot.ui.settings.commands",
    "bot.ui.plumbing.places",
    "bot.ui.events.commands",
    "bot.ui.plumbing.unread",
)
# The names discord.py 2.7 gives the tasks that run slash commands and component callbacks:
# a clean stop waits for them, so that every accepted action is also answered.
HANDLERS = ("CommandTree-invoker", "discord-ui-")
STOP_TIMEOUT = 10.0
# Allocations between two collections of the young generation (Python's default: 700).
GC_YOUNG = 20_000


class BackAlleyTree(app_commands.CommandTree["BackAlleyBot"]):
    """One place that reads every command's options against what it declares (before the
    command runs: `bot/ui/plumbing/options.py`), and turns every error of a command into a
    clear, private message."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        read_command(self, interaction)
        return True

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        if interaction.type is discord.InteractionType.autocomplete:
            # An autocomplete has no message to answer with: nothing to offer for that.
            if not interaction.response.is_done():
                await interaction.response.autocomplete([])
            return
        await send_error(interaction, refusal_of(error))


def refusal_of(error: app_commands.AppCommandError) -> BaseException:
    """What a command's error says to the player: the command's own error, or a refusal of
    what the client sent."""
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    if isinstance(error, BadCommand):
        return error.refusal
    if isinstance(error, app_commands.TransformerError):
        # A member, channel or role Discord did not resolve: named by its id.
        value = getattr(error.value, "id", error.value)
        return UserError("bad-value", kind=error.type.name.lower(), value=shown_value(value))
    if isinstance(error, app_commands.CommandNotFound):
        # A client that shows a command or subcommand the bot no longer has.
        return UserError(
            "command-unknown", command=shown_value("/" + " ".join([*error.parents, error.name]))
        )
    if isinstance(error, app_commands.CommandSignatureMismatch):
        command = error.command
        path = getattr(command, "qualified_name", command.name)
        return UserError("command-outdated", command=Named(path))
    if isinstance(error, app_commands.NoPrivateMessage):
        # Only /backalley games has a meaning in a direct message: it is named.
        return UserError("server-only")
    if isinstance(error, app_commands.CheckFailure):
        return UserError("not-here")
    return error


class BackAlleyBot(commands.AutoShardedBot):
    """The bot, given what it runs on (`Services`, opened by `create_bot`); its set-up only
    subscribes the presentation and loads the features (their commands and buttons)."""

    def __init__(
        self,
        settings: Settings,
        services: Services,
        *,
        table_delay: float = 1.0,
        look_pace: float = PACE,
        health: Health | None = None,
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
        self.services = services
        self.database = services.database
        self.service = services.service
        self.leaderboards = services.leaderboards
        self.languages = services.languages
        self.seasons = services.seasons
        self.needs = NEEDS  # what the features need of Discord, for the settings to name
        self._heartbeat: asyncio.Task[None] | None = None
        self._stopping: asyncio.Future[None] | None = None
        self.metrics = Metrics() if settings.metrics_port is not None else None
        self.health = health  # the process's /healthz, when it opened one (bot/running/start.py)
        self._metrics_server: Served | None = None
        self._was_ready = False
        self._readying: asyncio.Task[Any] | None = None
        self._looking: asyncio.Task[None] | None = None
        self.look_pace = look_pace
        service = self.service
        self.tables = TableRefresher(
            self,
            service.any_table,
            self.pictures_on,
            delay=table_delay,
            placed=service.lobby.set_message,
            vanished=service.places.vanished,
            locked=service.places.locked,
            paused=service.places.paused,
        )
        self.news = News(self, vanished=service.places.vanished, locked=service.places.locked)
        self.season_poster = SeasonPoster(self, self.seasons, self.leaderboards)
        # Notifications are the service's decisions; these word and send them.
        self.notices = Notices(self)
        service.notifier.attach(self.notices.direct, self.notices.mention, self.notices.arrived)

    async def pictures_on(self, guild_id: int | None) -> bool:
        """Whether the server shows pictures (its `images` setting, on by default)."""
        return await self.leaderboards.pictures_on(guild_id)

    async def setup_hook(self) -> None:
        start_painters()  # the first picture asked for need not wait for the workers' start
        if self.settings.heartbeat_file is not None:
            self._heartbeat = asyncio.create_task(
                beat(self.settings.heartbeat_file, lambda: self.is_ready() and not self.is_closed())
            )
        # The service announces every change: the table messages follow, and what the
        # computer and the timers did is said in the channel.
        self.service.subscribe(self.tables.heard)
        self.service.subscribe(self.news.heard)
        # A season that ends is posted, its champion's role handed over.
        self.seasons.subscribe(self.season_poster.heard)
        # What start-up built lives as long as the bot: keep the collector from rescanning it
        # (with many games loaded, a full collection otherwise stalls an action for ~15 ms).
        gc.collect()
        gc.freeze()
        # Most of what an interaction allocates is freed by its reference count soon after;
        # a young generation collected every 700 allocations kept scanning it while still
        # alive (about a seventh of the bot's CPU under many tables). Every GC_YOUNG: far
        # less scanning, pauses of a few milliseconds.
        gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])
        if self.metrics is not None:
            await self._watch(self.metrics)
        await self.tree.set_translator(CommandTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.sync_commands()

    async def _watch(self, metrics: Metrics) -> None:
        """The operator's metrics: each layer tells them what it timed; served at once, so
        that /healthz says 503 until the bot is connected."""
        self.service.subscribe(metrics.outcome)
        self.database.commit_observers.append(metrics.commit)
        self.services.pool.observers.append(metrics.decision)
        RENDER_OBSERVERS.append(metrics.render)
        metrics.live_games.set_function(lambda: self.service.registry.open_count)
        metrics.gateway(lambda: list(self.latencies))
        time_answers(metrics)
        assert self.settings.metrics_port is not None
        self._metrics_server = await serve_metrics(
            metrics,
            self.settings.metrics_host,
            self.settings.metrics_port,
            self.connected,
            self.health,
        )

    def connected(self) -> bool:
        """Ready, and every shard's gateway connection open (for /healthz)."""
        if not self.is_ready() or self.is_closed():
            return False
        return all(not shard.is_closed() for shard in self.shards.values())

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        if event_name == "interaction" and self.metrics is not None:
            self.metrics.heard(args[0])  # before any of its handling runs
        super().dispatch(event_name, *args, **kwargs)

    async def sync_commands(self, *, force: bool = False) -> None:
        """Register the commands with Discord when they changed since they last were (see
        command_sync.py), else look up the ids Discord gave them."""
        guild_id = self.settings.dev_guild_id
        guild = None if guild_id is None else discord.Object(id=guild_id)
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        store = CommandSyncStore(self.database)
        await clear_other_servers(self.settings, store, self.tree, self.application_id, guild)
        found = await sync_decision(self.settings, store, self.tree, self.application_id, guild)
        if force and found is None:
            found = digest(await payloads(self.tree, guild))
        if found is None:
            await self.look_up_commands()
            return
        synced = await self.tree.sync(guild=guild)
        await remember(store, self.application_id, guild, found)
        if guild_id is not None:
            log.info("synced %s to guild %d", plural(len(synced), "command"), guild_id)
        else:
            log.info("synced %s", plural(len(synced), "global command"))
        command_names.remember(synced)  # messages mention the commands by their ids

    async def look_up_commands(self) -> None:
        """The ids of the commands registered before (no sync at this start), for the
        messages' mentions; without them a message names a command as text."""
        guild_id = self.settings.dev_guild_id
        try:
            found = await self.tree.fetch_commands(
                guild=None if guild_id is None else discord.Object(id=guild_id)
            )
        except discord.HTTPException as error:
            log.warning("could not look up the commands' ids: %s", error)
            return
        command_names.remember(found)

    async def on_ready(self) -> None:
        # Run by discord.py as a task of its own: a stop cancels it (quietly) rather than
        # closing the database under it.
        if self._stopping is not None:  # a READY heard while stopping: nothing to start
            return
        self._readying = asyncio.current_task()
        log.info("connected as %s to %s", self.user, plural(len(self.guilds), "server"))
        if not self._was_ready:
            self._was_ready = True
            log.info("continuing %s", plural(self.service.registry.open_count, "open game"))
        if not self.guilds and self.settings.shard_ids is None and self.application_id:
            log.warning("invite the bot to a server: %s", default_invite(self.application_id))
        # Discord lists the servers the bot is in: games of a server that removed it pause
        # (even while it was stopped), those of a server that took it back go on. One fact
        # per server, stored: no game is loaded for it.
        await self.service.places.servers_are(guild.id for guild in self.guilds)
        if self._stopping is not None:
            return
        if not self.service.turns.running:
            # Turn timers are re-armed from the database; computer turns pick up where they
            # were, at once: nothing below waits for the look at the places.
            self.service.turns.start()
            self.seasons.start()
            # The events' starts and windows, and what a stop left half said or done.
            events = self.service.events
            events.rounds.start(events.start_due)
        if not self.service.notifier.running and self._stopping is None:
            self.service.notifier.start()
        if self.settings.heartbeat_file is not None:
            mark_alive(self.settings.heartbeat_file)  # healthy from the first connection
        if self._looking is None or self._looking.done():
            self._looking = asyncio.create_task(self._look_at_places(), name="look-at-places")

    async def _look_at_places(self) -> None:
        """Channels and threads deleted or locked while the bot was stopped, found in the
        background (`bot/running/looks.py`); a stop cancels it quietly."""
        try:
            await look_at_places(self, self.service, pace=self.look_pace)
        except Exception as error:  # Discord's trouble: the next start looks again
            noted(log, error, "looking at the games' places")

    async def _finish_in_flight(self) -> None:
        await _finish_in_flight_impl(STOP_TIMEOUT)

    async def close(self) -> None:
        """A clean stop: the actions in flight commit and answer, the table messages catch
        up, Discord is disconnected, and the database closes last. Safe to call twice."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop())
        await asyncio.shield(self._stopping)

    async def _cancel_readying(self) -> None:
        for task in (self._readying, self._looking):
            if task is not None and task is not asyncio.current_task():
                # Whatever it had still to do, the next start does again.
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    async def _stop(self) -> None:
        reached = self.user is not None  # the stop of a failed attempt is no news
        try:
            await self._cancel_readying()
            await self._finish_in_flight()
            await self.service.turns.close()
            await self.service.events.rounds.close()
            await self.seasons.close()
            await self.season_poster.close()
            await self.service.notifier.close()
            await self.service.quiesce()
            await self.news.flush()
            await self.tables.flush()
        finally:
            if self._heartbeat is not None:
                self._heartbeat.cancel()
                if self.settings.heartbeat_file is not None:
                    mark_stopped(self.settings.heartbeat_file)  # no health check trusts it now
            await super().close()
            # A READY heard while stopping began before `_stopping` was seen: it must not
            # reach the database after it closes.
            await self._cancel_readying()
            if self._metrics_server is not None:
                await self._metrics_server.cleanup()
            if self.metrics is not None and self.metrics.render in RENDER_OBSERVERS:
                RENDER_OBSERVERS.remove(self.metrics.render)
            await self.services.close()
            log.log(logging.INFO if reached else logging.DEBUG, "stopped cleanly")


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


def use_endpoints(settings: Settings) -> None:
    """A proxy or a test server in place of Discord (DISCORD_API_URL, DISCORD_GATEWAY_URL)."""
    if settings.discord_api is not None:
        discord.http.Route.BASE = settings.discord_api.rstrip("/")
    if settings.discord_gateway is not None:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway)


async def create_bot(
    settings: Settings,
    *,
    clock: Callable[[], float] = time.time,
    computer_pause: float = 1.5,
    **options: Any,
) -> BackAlleyBot:
    """The bot on its freshly opened services, ready to `start(settings.token)`; it closes
    them when it stops."""
    use_endpoints(settings)
    services = await open_services(settings, clock=clock, computer_pause=computer_pause)
    return BackAlleyBot(settings, services, **options)
