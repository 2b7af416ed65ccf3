"""The doctor's look at where the games live: each lobby's or game's channel or thread still
exists, and the bot has there the permissions a game needs (asked of Discord's API, as the
bot would compute them, without the bot running)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import urllib.error
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord

from bot.store import DatabaseUnavailable
from bot.store.postgres import peek
from bot.store.servers import open_places
from bot.tools.checkup import Checkup
from bot.ui.play.commands import TABLE
from bot.ui.plumbing.permissions import WHO_FIXES, missing, permission_names

if TYPE_CHECKING:
    from bot.running.config import Settings

MAX_PLACES = 50  # a check-up, not an audit: the first open games are enough to see a pattern


class Api:
    def __init__(self, api: str, token: str, user_agent: str, timeout: float) -> None:
        self._api = api
        self._headers = {"Authorization": f"Bot {token}", "User-Agent": user_agent}
        self._timeout = timeout
        self._cache: dict[str, Any] = {}

    def get(self, path: str) -> Any:
        """The JSON at a path; urllib's HTTPError when Discord refuses (404, 403…)."""
        if path not in self._cache:
            request = urllib.request.Request(f"{self._api}{path}", headers=self._headers)
            with urllib.request.urlopen(request, timeout=self._timeout) as answer:
                self._cache[path] = json.load(answer)
        return self._cache[path]


def check_places(
    settings: Settings, found: Checkup, api_url: str, user_agent: str, timeout: float = 10.0
) -> None:
    path = settings.database
    if not isinstance(path, Path):
        try:
            places = asyncio.run(peek(path)).open_places
        except DatabaseUnavailable:
            return  # check_database says what is wrong with the server
    elif not path.exists():
        return
    else:
        try:
            with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as connection:
                places = open_places(connection)
        except sqlite3.Error:
            return  # check_database says what is wrong with the file
    if not places:
        return
    api = Api(api_url, settings.token, user_agent, timeout)
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
