"""Keeping a running bot healthy: backups of the live database, a check-up of the set-up,
and the heartbeat file a container's health check reads."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

from bot.config import ConfigError, Settings, load_settings
from bot.store.database import migrations

log = logging.getLogger(__name__)

HEARTBEAT_EVERY = 30.0  # seconds between two beats of a connected bot
HEARTBEAT_STALE = 90.0  # a heartbeat older than this means the bot is not connected


def backup(source: Path, target: Path) -> int:
    """A consistent copy of the live database (SQLite's online backup API: the bot may keep
    writing meanwhile). Returns the copy's size in bytes."""
    if not source.exists():
        raise FileNotFoundError(f"there is no database at {source}")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    with sqlite3.connect(source) as live, sqlite3.connect(partial) as copy:
        live.backup(copy, pages=1024)
    partial.replace(target)  # the copy appears whole or not at all
    return target.stat().st_size


@dataclass
class Checkup:
    """What `doctor` found: lines to print, and whether anything is wrong."""

    lines: list[str] = field(default_factory=list)
    problems: int = 0

    def ok(self, text: str) -> None:
        self.lines.append(f"ok       {text}")

    def warn(self, text: str) -> None:
        self.lines.append(f"warning  {text}")

    def fail(self, text: str) -> None:
        self.lines.append(f"problem  {text}")
        self.problems += 1


def doctor(environ: dict[str, str] | None = None, env_file: Path | None = Path(".env")) -> Checkup:
    """Check the configuration, the database's schema and integrity, and the heartbeat."""
    found = Checkup()
    try:
        settings = load_settings(environ, env_file)
    except ConfigError as error:
        found.fail(f"configuration: {error}")
        try:
            settings = load_settings(environ, env_file, require_token=False)
        except ConfigError:
            return found
    else:
        shape = settings.token.count(".") == 2 and len(settings.token) > 50
        if shape:
            found.ok("DISCORD_TOKEN is set and looks like a bot token")
        else:
            found.warn("DISCORD_TOKEN is set but does not look like a bot token")
    found.ok(f"LOG_LEVEL is {settings.log_level}")
    check_database(settings.database, found)
    check_heartbeat(settings, found)
    return found


def check_database(path: Path, found: Checkup) -> None:
    if not path.exists():
        folder = path.parent if str(path.parent) else Path(".")
        if os.access(folder if folder.exists() else Path("."), os.W_OK):
            found.ok(f"no database at {path} yet: it is created on the first start")
        else:
            found.fail(f"no database at {path}, and its folder is not writable")
        return
    if not os.access(path, os.W_OK):
        found.fail(f"the database {path} is not writable")
    expected = len(migrations())
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as connection:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            integrity = connection.execute("PRAGMA integrity_check").fetchone()[0]
            journal = connection.execute("PRAGMA journal_mode").fetchone()[0]
            games = (
                connection.execute(
                    "SELECT count(*) FROM games WHERE status IN ('lobby', 'active')"
                ).fetchone()[0]
                if version
                else 0
            )
    except sqlite3.Error as error:
        found.fail(f"the database {path} cannot be read: {error}")
        return
    if version == expected:
        found.ok(f"database {path}: schema version {version} (current)")
    elif version < expected:
        found.warn(
            f"database {path}: schema version {version}; the next start migrates it to {expected}"
        )
    else:
        found.fail(f"database {path}: schema version {version} is newer than this bot ({expected})")
    if integrity == "ok":
        found.ok("database integrity check passed")
    else:
        found.fail(f"database integrity check: {integrity}")
    if journal != "wal":
        found.warn(f"database journal mode is {journal}; the bot sets WAL at start")
    found.ok(f"{games} open lobbies and games")


def check_heartbeat(settings: Settings, found: Checkup) -> None:
    if settings.heartbeat_file is None:
        return
    age = heartbeat_age(settings.heartbeat_file)
    if age is None:
        found.warn(f"no heartbeat at {settings.heartbeat_file}: the bot is not running here")
    elif age > HEARTBEAT_STALE:
        found.warn(f"the last heartbeat is {age:.0f} s old: the bot is not connected")
    else:
        found.ok(f"the bot is connected (heartbeat {age:.0f} s ago)")


def heartbeat_age(path: Path) -> float | None:
    try:
        return time.time() - path.stat().st_mtime
    except FileNotFoundError:
        return None


def healthy(path: Path) -> bool:
    """The container's health check: a heartbeat written less than 90 seconds ago."""
    age = heartbeat_age(path)
    return age is not None and age <= HEARTBEAT_STALE


async def beat(path: Path, connected: object) -> None:
    """Touch the heartbeat file every 30 s while `connected()` says the bot is connected."""
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        if callable(connected) and connected():
            path.touch()
        await asyncio.sleep(HEARTBEAT_EVERY)
