"""Time zones as people type them: an IANA name (`Europe/Madrid`, `Asia/Seoul`), offered by
autocomplete and checked before anything is stored. The names come from the system's zone
files, else from the `tzdata` package (slim images carry none)."""

from __future__ import annotations

import zoneinfo
from functools import cache

from discord import app_commands

# Discord shows at most 25 choices.
MOST_CHOICES = 25
UTC = "UTC"


@cache
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name this machine knows, sorted; the legacy aliases ("US/Eastern",
    "Etc/GMT+3", whose sign reads backwards) left out of the offer, though still accepted."""
    names = zoneinfo.available_timezones()
    offered = {name for name in names if "/" in name and not name.startswith(("Etc/", "US/"))}
    return tuple(sorted(offered | {UTC}))


def known_zone(typed: str) -> str | None:
    """The zone's canonical spelling for what was typed (any case), else None."""
    wanted = typed.strip().replace(" ", "_").casefold()
    if not wanted:
        return None
    for name in (*zone_names(), *sorted(zoneinfo.available_timezones())):
        if name.casefold() == wanted:
            return name
    return None


def zone_choices(current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete: zones whose name starts with what is typed, then those containing it
    (a city alone, `seoul`, finds `Asia/Seoul`)."""
    wanted = current.strip().replace(" ", "_").casefold()
    names = zone_names()
    first = [name for name in names if name.casefold().startswith(wanted)]
    then = [name for name in names if wanted in name.casefold() and name not in first]
    return [app_commands.Choice(name=name, value=name) for name in (first + then)[:MOST_CHOICES]]
