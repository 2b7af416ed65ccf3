"""What Discord says of the bot's application, asked with its token over plain HTTP (no bot
is started): its id, for the invite URL, and about how many servers it is in."""

from __future__ import annotations

import json
import urllib.request
from dataclasses import dataclass
from typing import Any

from bot.running.config import Settings

DISCORD_API = "https://discord.com/api/v10"
USER_AGENT = "DiscordBot (backalley-bot, 0.1) tools"


@dataclass(frozen=True, slots=True)
class Application:
    id: int
    name: str
    servers: int | None  # Discord's approximate count; None when it gives none


class Api:
    """Discord's REST API with the bot's token, each path asked once."""

    def __init__(self, api: str, token: str, user_agent: str, timeout: float = 10.0) -> None:
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


def api_of(settings: Settings) -> str:
    return (settings.discord_api or DISCORD_API).rstrip("/")


def fetch_application(settings: Settings, timeout: float = 10.0) -> Application:
    """The token's application; urllib's HTTPError when Discord refuses the token (401), an
    OSError when it cannot be reached."""
    request = urllib.request.Request(
        f"{api_of(settings)}/applications/@me",
        headers={"Authorization": f"Bot {settings.token}", "User-Agent": USER_AGENT},
    )
    with urllib.request.urlopen(request, timeout=timeout) as answer:
        found = json.load(answer)
    servers = found.get("approximate_guild_count")
    return Application(
        int(found["id"]), str(found.get("name", "?")), None if servers is None else int(servers)
    )
