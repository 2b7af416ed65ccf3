"""The doctor's look at where the games live: each lobby's or game's channel or thread still
exists, and the bot has there the permissions a game needs (asked of Discord's API, as the
bot would compute them, without the bot running)."""

from __future__ import annotations

import asyncio
import sqlite3
import urllib.error
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord

from bot.store import DatabaseUnavailable
from bot.store.postgres import peek
from bot.store.servers import open_places, server_settings
from bot.tools.application import Api
from bot.tools.checkup import Checkup
from bot.ui.play.commands import TABLE
from bot.ui.plumbing.permissions import WHO_FIXES, missing, permission_names

if TYPE_CHECKING:
    from bot.running.config import Settings

MAX_PLACES = 50  # a check-up, not an audit: the first open games are enough to see a pattern


@dataclass(frozen=True, slots=True)
class Stored:
    """What the check-up reads of the database: where the open games live, as (game id,
    guild id, channel or thread id, in a thread), and each server's settings as it changed
    them."""

    places: list[tuple[int, int, int, bool]] = field(default_factory=list)
    settings: dict[int, dict[str, Any]] = field(default_factory=dict)


def stored(settings: Settings) -> Stored:
    """Read only; nothing when there is no database yet or it cannot be read (the database's
    own check says why)."""
    path = settings.database
    if not isinstance(path, Path):
        try:
            seen = asyncio.run(peek(path))
        except DatabaseUnavailable:
            return Stored()
        return Stored(seen.open_places, seen.server_settings)
    if not path.exists():
        return Stored()
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as connection:
            return Stored(open_places(connection), server_settings(connection))
    except sqlite3.Error:
        return Stored()


def check_places(api: Api, found: Checkup, places: list[tuple[int, int, int, bool]]) -> None:
    if not places:
        return
    try:
        me = int(api.get("/users/@me")["id"])
        for game_id, guild_id, place_id, thread in places[:MAX_PLACES]:
            _check_place(api, found, me, game_id, guild_id, place_id, thread)
    except (urllib.error.URLError, OSError, ValueError, KeyError) as error:
        found.note(f"could not look at the games' channels: {error}")


def _check_place(
    api: Api, found: Checkup, me: int, game_id: int, guild_id: int, place_id: int, thread: bool
) -> None:
    where = f"game {game_id} (channel {place_id})"
    try:
        place = api.get(f"/channels/{place_id}")
        channel = api.get(f"/channels/{place['parent_id']}") if thread else place
        roles = api.get(f"/guilds/{guild_id}/roles")
        member = api.get(f"/guilds/{guild_id}/members/{me}")
    except urllib.error.HTTPError as error:
        if error.code == 404:
            found.fail(
                f"{where}: its channel, thread or server no longer exists",
                "start the bot: it ends such games without results when it learns of them",
            )
        elif error.code == 403:
            found.fail(f"{where}: the bot may not see it", f"give it View Channel. {WHO_FIXES}")
        else:
            raise
        return
    bits = permissions(guild_id, me, roles, member.get("roles", []), channel)
    lacking = missing(discord.Permissions(bits), [TABLE], thread=thread)
    if lacking:
        lacks = ", ".join(permission_names(lacking))
        found.fail(f"{where}: the bot lacks {lacks}", WHO_FIXES.replace("**", ""))
    else:
        found.ok(f"{where}: the bot has the permissions a game needs")


def permissions(
    guild_id: int, me: int, roles: list[Any], my_roles: list[Any], channel: dict[str, Any]
) -> int:
    """Discord's computation: the roles' permissions, then the channel's overwrites for
    @everyone, the member's roles and the member."""
    everything = discord.Permissions.all().value
    by_id = {int(role["id"]): int(role["permissions"]) for role in roles}
    mine = [int(role) for role in my_roles]
    bits = by_id.get(guild_id, 0)
    for role in mine:
        bits |= by_id.get(role, 0)
    if bits & discord.Permissions(administrator=True).value:
        return everything
    overwrites = {
        (int(o["type"]), int(o["id"])): (int(o["allow"]), int(o["deny"]))
        for o in channel.get("permission_overwrites", [])
    }
    allow, deny = overwrites.get((0, guild_id), (0, 0))
    bits = (bits & ~deny) | allow
    allow = deny = 0
    for role in mine:
        a, d = overwrites.get((0, role), (0, 0))
        allow, deny = allow | a, deny | d
    bits = (bits & ~deny) | allow
    allow, deny = overwrites.get((1, me), (0, 0))
    return (bits & ~deny) | allow
