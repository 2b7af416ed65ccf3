"""Registering the slash commands with Discord only when they changed.

Discord rate-limits registering commands, and every process of a big bot starting at once
would register the same ones. So the hash of the payloads a sync would send (every language's
names and descriptions included) is kept in the database per application and scope; a start
registers only when its hash differs, and only the process that runs shard 0 does
(`SYNC_COMMANDS`: `0` never, `force` always).

Commands registered in a server (`DEV_GUILD_ID`, while trying the bot out) are removed from
it by the next start that registers elsewhere: left there, every command would show twice
in that server's picker beside the global ones."""

from __future__ import annotations

import hashlib
import json
import logging
import time
from typing import Any

import discord
from discord import app_commands

from bot.running.config import SYNC_ALWAYS, SYNC_NEVER, Settings
from bot.store.command_syncs import CommandSyncStore

log = logging.getLogger(__name__)


async def payloads(tree: app_commands.CommandTree[Any], guild: discord.Object | None) -> list[Any]:
    """What `CommandTree.sync` would send for `guild` (None: the global commands), translated
    as it translates them."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        return [command.to_dict(tree) for command in commands]
    return [await command.get_translated_payload(tree, translator) for command in commands]


def digest(payload: list[Any]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def scope_of(application_id: int | None, guild: discord.Object | None) -> str:
    where = "global" if guild is None else f"guild:{guild.id}"
    return f"{application_id}:{where}"


def syncs_here(settings: Settings) -> bool:
    """Whether this process may register the commands: the one running shard 0 (or all)."""
    return settings.shard_ids is None or 0 in settings.shard_ids


async def sync_decision(
    settings: Settings,
    store: CommandSyncStore,
    tree: app_commands.CommandTree[Any],
    application_id: int | None,
    guild: discord.Object | None,
) -> str | None:
    """The hash to register the commands under, or None when this start leaves them as they
    are (unchanged, not this process's to register, or `SYNC_COMMANDS=0`)."""
    if settings.sync_commands == SYNC_NEVER:
        return None
    found = digest(await payloads(tree, guild))
    if settings.sync_commands == SYNC_ALWAYS:
        return found
    if not syncs_here(settings):
        log.info("the commands are registered by the process running shard 0")
        return None
    if await store.digest(scope_of(application_id, guild)) == found:
        log.info("the commands are unchanged since they were last registered")
        return None
    return found


async def remember(
    store: CommandSyncStore, application_id: int | None, guild: discord.Object | None, found: str
) -> None:
    await store.synced(scope_of(application_id, guild), found, time.time())


async def clear_other_servers(
    settings: Settings,
    store: CommandSyncStore,
    tree: app_commands.CommandTree[Any],
    application_id: int | None,
    keep: discord.Object | None,
) -> None:
    """Remove the commands earlier starts registered in servers other than `keep` (the
    `DEV_GUILD_ID` of this start, if any), as recorded in the store."""
    if settings.sync_commands == SYNC_NEVER or not syncs_here(settings):
        return
    prefix = scope_of(application_id, discord.Object(id=0)).removesuffix("0")
    for scope in await store.scopes_starting(prefix):
        guild_id = int(scope.removeprefix(prefix))
        if keep is not None and guild_id == keep.id:
            continue
        try:
            # The tree holds no command for that server: an empty list replaces its own.
            await tree.sync(guild=discord.Object(id=guild_id))
        except discord.Forbidden:
            log.info("server %d no longer lets the bot register commands there", guild_id)
        except discord.HTTPException as error:
            log.warning("could not remove the commands from server %d: %s", guild_id, error)
            continue  # the next start tries again
        else:
            log.info("removed the commands registered in server %d (DEV_GUILD_ID)", guild_id)
        await store.forget(scope)
