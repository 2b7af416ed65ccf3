"""The invite: the URL that adds the bot to a server with the permissions its features need.

Each feature declares what it needs in its own room (`PERMISSIONS` in its `commands.py`); here
they are gathered (`NEEDS`, which the bot also hands to its settings), and the default invite
asks for the union of what the features every server uses need (`bot_permissions`):
`python -m bot invite`, the start-up line of a bot in no server, `doctor` and the docs' link
all show it. An optional feature's permission (Manage Roles, for the seasons' champion role)
is left out: the docs ask for it where that setting is explained (`with_optional`).
"""

from __future__ import annotations

from urllib.parse import urlencode

import discord

from bot.ui.daily import commands as daily
from bot.ui.events import commands as events
from bot.ui.games import commands as games
from bot.ui.lobby import commands as lobby
from bot.ui.play import commands as play
from bot.ui.plumbing.permissions import Needs, asked
from bot.ui.settings import commands as settings
from bot.ui.standings import commands as standings

AUTHORIZE_URL = "https://discord.com/oauth2/authorize"
SCOPES = ("bot", "applications.commands")
# Every feature's declaration, once (the lobby's is the table's).
NEEDS: tuple[Needs, ...] = tuple(
    dict.fromkeys(
        (
            *lobby.PERMISSIONS,
            *play.PERMISSIONS,
            *daily.PERMISSIONS,
            *standings.PERMISSIONS,
            *games.PERMISSIONS,
            *settings.PERMISSIONS,
            *events.PERMISSIONS,
        )
    )
)


def bot_permissions() -> discord.Permissions:
    """The permissions the default invite asks for: what every server's features need."""
    return asked(need for need in NEEDS if not need.optional)


def with_optional() -> discord.Permissions:
    """The default invite's permissions and those of the optional features."""
    return asked(NEEDS)


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
