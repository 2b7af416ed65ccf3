"""The bot: a `commands.Bot` given its database and game service, loading the cogs."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.service import GameService, TableView
from bot.service.leaderboard import Leaderboards
from bot.store import Database
from bot.ui.components import DYNAMIC_ITEMS, Handler
from bot.ui.leaderboard import LeaderboardButton
from bot.ui.refresh import TableRefresher
from bot.ui.replies import UserError, send_error

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.backalley", "cogs.play", "cogs.leaderboard")


class BackAlleyTree(app_commands.CommandTree["BackAlleyBot"]):
    """One place that turns every error of a command into a clear, private message."""

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        cause: BaseException = error
        if isinstance(error, app_commands.CommandInvokeError):
            cause = error.original
        elif isinstance(error, app_commands.TransformerError):
            cause = UserError(f"That is not a valid {error.type.name.lower()}: {error.value!r}.")
        elif isinstance(error, app_commands.NoPrivateMessage):
            cause = UserError(
                "Back Alley is played in a server's channels, not in direct messages."
            )
        elif isinstance(error, app_commands.CheckFailure):
            cause = UserError(str(error) or "You cannot use this command here.")
        await send_error(interaction, cause)


class BackAlleyBot(commands.Bot):
    def __init__(self, settings: Settings, *, table_delay: float = 1.0, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
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
        self.component_handlers: dict[str, Handler] = {}
        self._database: Database | None = None
        self._service: GameService | None = None
        self._leaderboards: Leaderboards | None = None
        self.tables = TableRefresher(self, self._lookup_table, delay=table_delay)

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

    async def _lookup_table(self, game_id: int) -> TableView | None:
        return self.service.table(game_id) or await self.service.finished_game(game_id)

    async def setup_hook(self) -> None:
        self._database = await Database.open(self.settings.database)
        self._service = GameService(self._database)
        self._leaderboards = Leaderboards(self._database)
        tables = await self._service.load()
        log.info("continuing %d open games", len(tables))
        self.add_dynamic_items(*DYNAMIC_ITEMS, LeaderboardButton)
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
            log.info("synced %d commands to guild %d", len(synced), guild_id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands", len(synced))

    async def on_ready(self) -> None:
        log.info("connected as %s to %d guilds", self.user, len(self.guilds))

    async def close(self) -> None:
        try:
            await self.tables.flush()
        finally:
            await super().close()
            if self._database is not None:
                await self._database.close()
                self._database = None


def create_bot(settings: Settings, **kwargs: Any) -> BackAlleyBot:
    """The bot, ready to `start(settings.token)`."""
    return BackAlleyBot(settings, **kwargs)
