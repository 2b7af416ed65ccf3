"""The operator's commands of `python -m bot` (the parser is in `bot/__main__.py`): each reads
the settings, names the database it acts on, calls one function of the layers below and
says what it did, or why not, in a line."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import urllib.error
from collections.abc import Callable
from pathlib import Path

from bot.engine.words import plural
from bot.running.config import ConfigError, Settings, TokenMissing, load_settings
from bot.running.first_start import NOT_SET_UP, token_missing
from bot.running.invite import default_invite
from bot.running.logs import setup_logging
from bot.running.start import run_bot
from bot.store import DatabaseUnavailable
from bot.store.database import redacted
from bot.tools.application import fetch_application
from bot.tools.backups import BackupError, backup, restore, stopped
from bot.tools.doctor import doctor
from bot.tools.forget import abandon_offline, forget_offline


def named(database: Path | str) -> str:
    """The database as a line names it (a PostgreSQL URL without its password)."""
    return str(database) if isinstance(database, Path) else redacted(database)


def run_command(args: argparse.Namespace) -> int:
    try:
        settings = load_settings()
    except TokenMissing:
        print(token_missing(), file=sys.stderr)
        return NOT_SET_UP
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    setup_logging(settings)
    try:
        return asyncio.run(run_bot(settings))
    except KeyboardInterrupt:
        return 0


def backup_command(args: argparse.Namespace) -> int:
    try:
        settings = load_settings(require_token=False)
        typed: str | None = args.path
        folder = typed is not None and typed.endswith(("/", os.sep))
        target = None if typed is None else Path(typed)
        written = backup(settings.database, target, folder=folder)
    except (ConfigError, BackupError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    size = written.stat().st_size
    print(f"backed up {settings.database} to {written} ({size / 1024:.0f} KiB)")
    return 0


def restore_command(args: argparse.Namespace) -> int:
    try:
        settings = load_settings(require_token=False)
        kept = restore(Path(args.path), settings.database)
    except (ConfigError, BackupError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"restored {args.path} into {settings.database}")
    if kept is not None:
        print(f"the database it replaced is kept as {kept}")
    return 0


def forget_command(args: argparse.Namespace) -> int:
    def confirmed(settings: Settings) -> bool:
        if args.yes:
            return True
        print(
            f"This deletes every game, statistic, rating and setting of server {args.server}"
            f" from {named(settings.database)}, for good (python -m bot backup keeps a copy"
            " first)."
        )
        try:
            answer = input("Delete them? Type yes to go on: ")
        except EOFError:  # no terminal to answer from (a script, `docker compose exec -T`)
            answer = ""
            print()
        if answer.strip().lower() in ("y", "yes"):
            return True
        print("nothing deleted (--yes deletes without asking)")
        return False

    return _server_command(
        args,
        forget_offline,
        lambda games, where: (
            f"deleted {plural(games, 'game')} and the statistics, ratings and settings of"
            f" server {args.server} from {where}"
        ),
        confirmed,
    )


def abandon_command(args: argparse.Namespace) -> int:
    return _server_command(
        args,
        abandon_offline,
        lambda games, where: (
            f"ended {plural(games, 'open game')} of server {args.server} in {where} without"
            " results; its history and statistics stay"
        ),
    )


def _server_command(
    args: argparse.Namespace,
    change: Callable[[Path | str, int], int],
    said: Callable[[int, str], str],
    confirmed: Callable[[Settings], bool] = lambda settings: True,
) -> int:
    """A change to one server's data in a database no bot runs on."""
    try:
        settings = load_settings(require_token=False)
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    try:
        if isinstance(settings.database, Path) and settings.database.exists():
            with stopped(settings.database, "python -m bot"):
                pass  # a running bot is said before anything is asked
        if not confirmed(settings):
            return 1
        games = change(settings.database, args.server)
    except (BackupError, DatabaseUnavailable) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(said(games, named(settings.database)))
    return 0


def migrate_db_command(args: argparse.Namespace) -> int:
    from bot.tools.migrate_db import main as migrate_db

    return migrate_db(args.source, args.target)


def doctor_command(args: argparse.Namespace) -> int:
    found = doctor(connect=not args.offline)
    print("\n".join(found.lines))
    if found.problems:
        print(f"{plural(found.problems, 'problem')} to fix: see → above")
        return 1
    print("all good")
    return 0


def invite_command(args: argparse.Namespace) -> int:
    """The invite URL, for the application given or the one the token belongs to."""
    application_id: int | None = args.application_id
    if application_id is None:
        try:
            settings = load_settings()
            application_id = fetch_application(settings).id
        except TokenMissing:
            print(token_missing(), file=sys.stderr)
            print(
                "Or give the application's id: python -m bot invite --application-id ID"
                " (Developer Portal → General Information → Application ID).",
                file=sys.stderr,
            )
            return NOT_SET_UP
        except ConfigError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        except urllib.error.HTTPError as error:
            said = "refused the token in DISCORD_TOKEN" if error.code == 401 else str(error)
            print(f"error: Discord {said}; or give --application-id ID", file=sys.stderr)
            return 1
        except (OSError, ValueError, KeyError) as error:
            reason = getattr(error, "reason", error)
            print(
                f"error: cannot ask Discord for the application's id ({reason});"
                " give --application-id ID instead",
                file=sys.stderr,
            )
            return 1
    print(default_invite(application_id))
    return 0
