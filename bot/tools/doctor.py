"""`python -m bot doctor`: a check-up of the set-up — the settings, the token, the database, the
heartbeat of a running bot and, connected, the permissions its features lack in each server
and the places of its games."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
import urllib.error
import urllib.request
from collections.abc import Mapping
from pathlib import Path

from bot.engine.words import plural
from bot.running.config import ConfigError, Settings, load_settings
from bot.running.heartbeat import HEARTBEAT_STALE, heartbeat
from bot.running.invite import default_invite
from bot.store import DatabaseUnavailable
from bot.store.database import POSTGRESQL, migrations, redacted
from bot.store.postgres import peek
from bot.tools.application import USER_AGENT, Api, api_of, fetch_application
from bot.tools.checkup import Checkup
from bot.tools.places import check_places, stored
from bot.tools.servers import check_servers

log = logging.getLogger(__name__)


def doctor(
    environ: Mapping[str, str] | None = None,
    env_file: Path | None = Path(".env"),
    *,
    connect: bool = False,
) -> Checkup:
    """Check the configuration, the database's schema and integrity, the heartbeat and, with
    `connect`, whether Discord answers and accepts the token, what the bot's roles lack in
    each server for the features it uses, and the places of the open games."""
    found = Checkup()
    try:
        settings = load_settings(environ, env_file)
    except ConfigError as error:
        found.fail(f"configuration: {error}", "fix the setting in .env or the environment")
        try:
            settings = load_settings(environ, env_file, require_token=False)
        except ConfigError:
            return found
    else:
        if looks_like_a_token(settings.token):
            found.ok("DISCORD_TOKEN is set and looks like a bot token")
        else:
            found.fail(
                "DISCORD_TOKEN is set but does not look like a bot token",
                "copy the token again from the Developer Portal (Bot → Reset Token)",
            )
        if connect and check_discord(settings, found):
            check_invite(settings, found)
            api = Api(api_of(settings), settings.token, USER_AGENT)
            seen = stored(settings)
            check_servers(api, found, seen.settings)
            check_places(api, found, seen.places)
    found.ok(f"LOG_LEVEL is {settings.log_level}")
    check_database(settings.database, found)
    check_heartbeat(settings, found)
    return found


def looks_like_a_token(token: str) -> bool:
    """Three dot-separated parts, as every bot token has (the fake Discord's tests aside)."""
    return token.count(".") == 2 and len(token) > 50


def check_discord(settings: Settings, found: Checkup, timeout: float = 10.0) -> bool:
    """Ask Discord who the token belongs to: proves the network path and the token at once."""
    api = api_of(settings)
    request = urllib.request.Request(
        f"{api}/users/@me",
        headers={"Authorization": f"Bot {settings.token}", "User-Agent": USER_AGENT},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            name = json.load(answer).get("username", "?")
    except urllib.error.HTTPError as error:
        if error.code == 401:
            found.fail(
                "Discord refused the token in DISCORD_TOKEN",
                "copy it again from the Developer Portal (Bot → Reset Token)",
            )
        else:
            found.fail(
                f"Discord answered {error.code} {error.reason} at {api}",
                "try again in a few minutes; check https://discordstatus.com",
            )
        return False
    except (OSError, ValueError) as error:
        reason = getattr(error, "reason", error)
        found.fail(
            f"cannot reach Discord at {api}: {reason}",
            "check the machine's network, DNS and firewall (outgoing HTTPS)",
        )
        return False
    found.ok(f"Discord accepts the token (the bot is {name})")
    return True


def check_invite(settings: Settings, found: Checkup) -> None:
    """How many servers the bot is in, and the URL that invites it to one more."""
    try:
        application = fetch_application(settings)
    except (OSError, ValueError, KeyError) as error:
        reason = getattr(error, "reason", error)
        found.note(f"could not ask Discord for the bot's application: {reason}")
        return
    url = default_invite(application.id)
    if application.servers == 0:
        found.note(f"the bot is in no server yet: invite it with {url}")
    elif application.servers is None:
        found.note(f"invite the bot with {url}")
    else:
        found.ok(
            f"the bot is in {plural(application.servers, 'server')}; invite it to another"
            f" with {url}"
        )


def check_postgres(url: str, found: Checkup) -> None:
    """The server answers, with the schema this bot expects (read only: no migration)."""
    expected = migrations(POSTGRESQL)[-1][0]
    try:
        seen = asyncio.run(peek(url))
    except DatabaseUnavailable as error:
        found.fail(
            str(error),
            "check DATABASE_URL, that PostgreSQL runs and accepts connections from this machine",
        )
        return
    where = f"database {redacted(url)} (PostgreSQL {seen.server_version})"
    if seen.schema_version == expected:
        found.ok(f"{where}: schema version {expected} (current), {seen.open_games} open games")
    elif seen.schema_version < expected:
        found.note(
            f"{where}: schema version {seen.schema_version}; the next start migrates it to"
            f" {expected}"
        )
    else:
        found.fail(
            f"{where}: schema version {seen.schema_version} is newer than this bot ({expected})",
            "run the newer version of the bot that wrote it",
        )


def check_database(path: Path | str, found: Checkup) -> None:
    if not isinstance(path, Path):
        check_postgres(path, found)
        return
    if not migrations():
        found.fail(
            "this installation of the bot carries no schema migrations",
            "reinstall the package (pip install .) from a complete source tree",
        )
        return
    if not path.exists():
        folder = path.parent if str(path.parent) else Path(".")
        if os.access(folder if folder.exists() else Path("."), os.W_OK):
            found.ok(f"no database at {path} yet: it is created on the first start")
        else:
            found.fail(
                f"no database at {path}, and its folder is not writable",
                f"create {folder} and let the bot's user write there, or set DATABASE_URL",
            )
        return
    if not os.access(path, os.W_OK):
        found.fail(
            f"the database {path} is not writable",
            f"give the bot's user write access to {path} (and its folder)",
        )
    expected = migrations()[-1][0]
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
        found.fail(
            f"the database {path} cannot be read: {error}",
            "restore the latest backup (python -m bot restore BACKUP) with the bot stopped",
        )
        return
    if version == expected:
        found.ok(f"database {path}: schema version {version} (current)")
    elif version < expected:
        found.note(
            f"database {path}: schema version {version}; the next start migrates it to {expected}"
        )
    else:
        found.fail(
            f"database {path}: schema version {version} is newer than this bot ({expected})",
            "run the newer version of the bot that wrote it, or restore a backup of this version",
        )
    if integrity == "ok":
        found.ok("database integrity check passed")
    else:
        found.fail(
            f"database integrity check: {integrity}",
            "stop the bot and restore the latest backup (python -m bot restore BACKUP)",
        )
    if journal != "wal":
        found.note(f"database journal mode is {journal}; the bot sets WAL at start")
    found.ok(f"{plural(games, 'open lobby or game', 'open lobbies and games')}")


def check_heartbeat(settings: Settings, found: Checkup) -> None:
    path = settings.heartbeat_file
    if path is None:
        return
    state = heartbeat(path)
    if state.age is None:
        found.fail(
            f"no heartbeat at {path}: the bot is not running here",
            "start it (make run, or docker compose up -d)",
        )
    elif state.stopped:
        found.fail(
            f"the bot was stopped cleanly {state.age:.0f} s ago",
            "start it again (make run, or docker compose up -d)",
        )
    elif state.age > HEARTBEAT_STALE:
        found.fail(
            f"the last heartbeat is {state.age:.0f} s old: the bot is not connected",
            "read the bot's log (docker compose logs) and restart it if it hangs",
        )
    else:
        found.ok(f"the bot is connected (heartbeat {state.age:.0f} s ago)")
