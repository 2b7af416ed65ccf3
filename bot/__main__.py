"""`python -m bot [command]`: run the Discord bot (settings from the environment or `.env`),
back up its database, move it to another backend, check its set-up."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import urllib.error
from collections.abc import Callable
from pathlib import Path

from bot.engine.words import plural
from bot.running.config import ConfigError, TokenMissing, load_settings
from bot.running.first_start import NOT_SET_UP, token_missing
from bot.running.heartbeat import healthy
from bot.running.invite import default_invite
from bot.running.logs import setup_logging
from bot.running.start import run_bot
from bot.store import DatabaseUnavailable
from bot.tools.application import fetch_application
from bot.tools.backups import BackupError, backup, restore
from bot.tools.doctor import doctor
from bot.tools.forget import abandon_offline, forget_offline


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
        target = Path(args.path)
        if args.path.endswith(("/", os.sep)):
            target.mkdir(parents=True, exist_ok=True)  # a folder, even a new one
        written = backup(settings.database, target)
    except (ConfigError, BackupError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"error: cannot create the folder {args.path}: {error.strerror}", file=sys.stderr)
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
    return _server_command(
        args,
        forget_offline,
        lambda games: f"deleted {plural(games, 'game')} and the statistics of server {args.server}",
    )


def abandon_command(args: argparse.Namespace) -> int:
    return _server_command(
        args,
        abandon_offline,
        lambda games: (
            f"ended {plural(games, 'open game')} of server {args.server} without results; "
            "its history and statistics stay"
        ),
    )


def _server_command(
    args: argparse.Namespace,
    change: Callable[[Path | str, int], int],
    said: Callable[[int], str],
) -> int:
    """A change to one server's data in a database no bot runs on."""
    try:
        settings = load_settings(require_token=False)
        games = change(settings.database, args.server)
    except (ConfigError, BackupError, DatabaseUnavailable) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(said(games))
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


def health_command(args: argparse.Namespace) -> int:
    try:
        settings = load_settings(require_token=False)
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if settings.heartbeat_file is None:
        print("error: HEARTBEAT_FILE is not set", file=sys.stderr)
        return 1
    return 0 if healthy(settings.heartbeat_file) else 1


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


def simulate_command(argv: list[str]) -> int:
    from bot.tools.simulate import main as simulate

    return simulate(argv)


def play_command(argv: list[str]) -> int:
    from bot.cli.play import main as play

    return play(argv)


# Commands that parse their own arguments (their options follow the command name).
TOOLS: dict[str, Callable[[list[str]], int]] = {
    "simulate": simulate_command,
    "play": play_command,
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="The Back Alley bot")
    commands = parser.add_subparsers(dest="command", metavar="command")
    commands.add_parser("run", help="run the bot (the default)").set_defaults(func=run_command)
    backup_parser = commands.add_parser(
        "backup", help="copy the live database consistently, while the bot runs"
    )
    backup_parser.add_argument(
        "path", help="the copy's file, or a folder to put a timestamped copy in"
    )
    backup_parser.set_defaults(func=backup_command)
    restore_parser = commands.add_parser(
        "restore", help="replace the database by a backup (the bot must be stopped)"
    )
    restore_parser.add_argument("path", help="the backup to restore")
    restore_parser.set_defaults(func=restore_command)
    forget_parser = commands.add_parser(
        "forget", help="delete a server's games and statistics (the bot must be stopped)"
    )
    forget_parser.add_argument("server", type=int, help="the server's id")
    forget_parser.set_defaults(func=forget_command)
    abandon_parser = commands.add_parser(
        "abandon",
        help="end a server's open games without results, keeping its statistics"
        " (the bot must be stopped)",
    )
    abandon_parser.add_argument("server", type=int, help="the server's id")
    abandon_parser.set_defaults(func=abandon_command)
    migrate_parser = commands.add_parser(
        "migrate-db",
        help="copy every table from one database to another, empty one (SQLite to PostgreSQL"
        " or back) and check the copy; no bot may run on either",
        description="Copy every table from SOURCE into the empty TARGET, then check the copy:"
        " row counts and contents per table, every game replayed from both logs. Both are"
        " first brought to the current schema (as the bot does at start-up), the source too."
        " Exit codes: 0 copied and checked, 1 the copy differs, 2 refused (nothing copied).",
    )
    migrate_parser.add_argument(
        "source", help="a SQLite file (path or sqlite:/// URL) or a postgresql:// URL"
    )
    migrate_parser.add_argument("target", help="the same forms; must have no rows")
    migrate_parser.set_defaults(func=migrate_db_command)
    doctor_parser = commands.add_parser(
        "doctor", help="check the configuration, the database and the connection"
    )
    doctor_parser.add_argument(
        "--offline", action="store_true", help="do not ask Discord whether it accepts the token"
    )
    doctor_parser.set_defaults(func=doctor_command)
    commands.add_parser(
        "health", help="exit 0 if the bot runs and is connected (for container health checks)"
    ).set_defaults(func=health_command)
    invite_parser = commands.add_parser(
        "invite",
        help="print the URL that invites the bot to a server",
        description="Print the URL that adds the bot to a server with its slash commands and"
        " the permissions its features need. The application's id is asked of Discord with"
        " DISCORD_TOKEN, unless --application-id gives it.",
    )
    invite_parser.add_argument(
        "--application-id",
        type=int,
        metavar="ID",
        help="the application's id (Developer Portal → General Information)",
    )
    invite_parser.set_defaults(func=invite_command)
    commands.add_parser(
        "simulate", help="duplicate matches between computer players (simulate -h: options)"
    )
    commands.add_parser("play", help="play a game in the terminal against computer players")
    return parser


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    if given and given[0] in TOOLS:
        return TOOLS[given[0]](given[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Callable[[argparse.Namespace], int] = getattr(args, "func", run_command)
    return func(args)


if __name__ == "__main__":
    sys.exit(main())
