"""The invite: the URL that adds the bot to a server with the permissions its features need.

One place says which permissions the bot asks for (`bot_permissions`): `python -m bot invite`,
the start-up line of a bot in no server, `doctor` and the docs' link all show this URL. The
features will each declare what they need and this becomes their union; until then it is the
set every server's features use: the integer the README used to give (View Channels, Send Messages,
Send Messages in Threads, Create Public Threads, Embed Links, Attach Files, Read Message
History) and Create Private Threads, without which `/backalley daily` cannot open a player's
thread. Manage Roles is left out: only the optional champion role of the seasons needs it,
and the docs ask for it where that setting is explained.
"""

from __future__ import annotations

from urllib.parse import urlencode

import discord

AUTHORIZE_URL = "https://discord.com/oauth2/authorize"
SCOPES = ("bot", "applications.commands")
# What the invite asked for before Create Private Threads was added.
BEFORE_PRIVATE_THREADS = 309237763072


def bot_permissions() -> discord.Permissions:
    """The permissions the default invite asks for."""
    permissions = discord.Permissions(BEFORE_PRIVATE_THREADS)
    permissions.create_private_threads = True  # the daily deal's private thread
    return permissions


def invite_url(application_id: int, permissions: int) -> str:
    """The OAuth2 URL that adds application `application_id` as a bot, with its slash
    commands, asking for `permissions` (an integer, as Discord writes them)."""
    query = urlencode(
        {"client_id": application_id, "scope": " ".join(SCOPES), "permissions": permissions}
    )
    return f"{AUTHORIZE_URL}?{query}"


def default_invite(application_id: int) -> str:
    """The invite with the default permissions."""
    return invite_url(application_id, bot_permissions().value)
