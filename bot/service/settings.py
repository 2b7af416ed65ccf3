"""A server's settings (`/backalley settings`) and their defaults, read in one way by every
job that obeys one."""

from __future__ import annotations

from typing import Any

from bot.store.stats import StatsStore

# What a server that never chose has.
SETTINGS: dict[str, Any] = {
    "computer_ratings": False,  # games with computer players count for the humans' ratings
    "images": True,  # pictures of cards, tables and score sheets
    "hints": False,  # /backalley hint (a game that uses one is not rated)
    "takebacks": True,  # take-backs by consent
    "season": "monthly",  # monthly, quarterly or off (bot/service/seasons.py)
    "timezone": "UTC",  # the server's IANA time zone: where its days and seasons begin
    "announcements": None,  # the channel of the season's posts (its id), none by default
    "champion_role": None,  # the role of a season's champions (its id), none by default
    "daily_schedule": [13, 10, 7, 4, 1],  # the daily deal's hand sizes
    "timer_quiet": False,  # the turn timer stops in the awaited player's quiet hours
    "event_role": None,  # a role whose members may organise events (its id), besides Manage Server
}


async def server_setting(stats: StatsStore, guild_id: int | None, name: str) -> Any:
    """A server's setting, or its default; the default outside a server."""
    if guild_id is None:
        return SETTINGS[name]
    return (SETTINGS | await stats.settings(guild_id))[name]
