"""What Discord tells the bot about the servers its games live in: a thread or channel
deleted, the bot removed from a server or invited back. The service decides what follows.
(Deleting a server's data on its confirmation button: `bot/ui/settings/forget.py`.)"""

from __future__ import annotations

from typing import cast

import discord
from discord.ext import commands

from .host import Host


class ServersCog(commands.Cog, name="Servers"):
    def __init__(self, bot: Host) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.bot.service.places.vanished(payload.thread_id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.bot.service.places.vanished(channel.id)

    # Roles and permissions changed: the tables the bot could not show are shown if it may.
    @commands.Cog.listener()
    async def on_guild_channel_update(self, *_: object) -> None:
        self.bot.tables.permissions_changed()

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        # A moderator locks a thread to stop it: its game waits until it is unlocked.
        locked = bool(payload.data.get("thread_metadata", {}).get("locked"))
        if locked:
            await self.bot.service.places.locked(payload.thread_id)
        else:
            await self.bot.service.places.unlocked(payload.thread_id)
        self.bot.tables.permissions_changed()

    @commands.Cog.listener()
    async def on_guild_role_update(self, *_: object) -> None:
        self.bot.tables.permissions_changed()

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.bot.service.places.removed_from(guild.id)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.bot.service.places.back_in(guild.id)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ServersCog(cast(Host, bot)))
