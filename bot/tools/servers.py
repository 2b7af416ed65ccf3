"""The doctor's look at each server the bot is in: which of the features the server uses lack
which permission there, from the bot's permissions as Discord reports them (its roles'; a
channel's overwrites are the places' check). Discord lists the servers 200 at a time, each
with those permissions: one request per 200 servers."""

from __future__ import annotations

import urllib.error
from typing import Any

import discord

from bot.engine.words import plural
from bot.running.invite import NEEDS
from bot.tools.application import Api
from bot.tools.checkup import Checkup
from bot.ui.plumbing.permissions import features_text, held_back, permission_names
from bot.ui.words.i18n import ENGLISH

PAGE = 200  # Discord's most servers in one answer
MAX_SERVERS = 1000  # a check-up, not an audit: five requests at most


def check_servers(api: Api, found: Checkup, settings: dict[int, dict[str, Any]]) -> None:
    """One line for each server where a feature it uses lacks a permission, one for the
    others together. `settings`: each server's, as stored (the optional features are looked
    at only where their setting is chosen)."""
    try:
        servers, more = _servers(api)
    except (urllib.error.URLError, OSError, ValueError, KeyError) as error:
        found.note(f"could not list the bot's servers: {error}")
        return
    fine = 0
    for server in servers:
        granted = discord.Permissions(int(server["permissions"]))
        if server.get("owner"):
            granted = discord.Permissions.all()
        lacking = held_back(granted, NEEDS, settings.get(int(server["id"]), {}))
        if not lacking:
            fine += 1
            continue
        flags = list(dict.fromkeys(flag for _, needed in lacking for flag in needed))
        found.fail(
            f"server {server.get('name', '?')} ({server['id']}): features without a permission"
            f" they need: {features_text(lacking, ENGLISH)}",
            f"a member with Manage Roles gives the bot's role {', '.join(permission_names(flags))}"
            " (Server Settings → Roles)",
        )
    if fine:
        found.ok(f"{plural(fine, 'server')}: the bot's roles have what the features there need")
    if more:
        found.note(f"looked at the bot's first {MAX_SERVERS} servers only")


def _servers(api: Api) -> tuple[list[dict[str, Any]], bool]:
    """The bot's servers, in pages of Discord's, up to MAX_SERVERS; and whether there are
    more."""
    servers: list[dict[str, Any]] = []
    while len(servers) < MAX_SERVERS:
        after = f"&after={servers[-1]['id']}" if servers else ""
        page = api.get(f"/users/@me/guilds?limit={PAGE}{after}")
        servers += page
        if len(page) < PAGE:
            return servers, False
    return servers, True
