"""`python -m bot [command]`: run the Discord bot (settings from the environment or `.env`),
back up its database, move it to another backend, check its set-up.

Each command imports what it needs when it runs (`bot/tools/commands.py`): `health`, which
a container runs every 30 s, reads one setting and one file and loads nothing of the bot,
and `--help` answers at once."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path

Command = Callable[[argparse.Namespace], int]

DATABASE = (
    " The database is DATABASE_URL's (from the environment or .env; data/backalley.db by default)."
)


def command(name: str) -> Command:
    """`bot.tools.commands.NAME`, imported when the command runs."""

    def call(args: argparse.Namespace) -> int:
        found: Command = getattr(importlib.import_module("bot.tools.commands"), name)
        return found(args)

    return call


def health_command(args: argparse.Namespace) -> int:
    from bot.running.config import setting
    from bot.running.heartbeat import verdict

    path = setting("HEARTBEAT_FILE")
    if not path:
        print("error: HEARTBEAT_FILE is not set: there is no heartbeat to read", file=sys.stderr)
        return 1
    healthy, why = verdict(Path(path))
    print(f"{'healthy' if healthy else 'unhealthy'}: {why}")
    return 0 if healthy else 1


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
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="The Back Alley bot. Without a command: run. `python -m bot COMMAND -h`"
        " says more about each.",
    )
    commands = parser.add_subparsers(dest="command", metavar="command")

    def add(name: str, summary: str, description: str, func: Command) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=summary, description=description)
        sub.set_defaults(func=func)
        return sub

    add(
        "run",
        "run the bot (the default)",
        "Connect to Discord and play until SIGTERM or Ctrl-C, reconnecting by itself. Settings"
        " come from the environment and .env (.env.example lists them)." + DATABASE,
        command("run_command"),
    )
    add(
        "backup",
        "copy the live database consistently, while the bot runs",
        "Copy the SQLite database with SQLite's online backup, safe while the bot runs. PATH is"
        " a folder (an existing one, one typed with a trailing slash, or a name without a"
        " suffix such as `backups`; created if missing), which gets a timestamped"
        " backalley-YYYY-MM-DD-HHMMSS.db, or a new file such as copy.db; an existing file is"
        " never replaced. Without PATH: the folder backups beside the database. A PostgreSQL"
        " database is backed up with pg_dump." + DATABASE,
        command("backup_command"),
    ).add_argument(
        "path",
        nargs="?",
        metavar="PATH",
        help="a folder, or a new file (default: backups/ beside it)",
    )
    add(
        "restore",
        "replace the database by a backup (the bot must be stopped)",
        "Replace the database by a backup, after SQLite's integrity check of the backup;"
        " refused while a bot runs on it. The database replaced is kept beside it as"
        " ….before-restore.db." + DATABASE,
        command("restore_command"),
    ).add_argument("path", metavar="PATH", help="the backup to restore")
    forget = add(
        "forget",
        "delete a server's games and statistics, for good (the bot must be stopped)",
        "Delete every game, statistic, rating and setting of one server, for a server that"
        " removed the bot (one that has it uses /backalley settings forget:True). It cannot"
        " be undone: it asks first, unless --yes. Refused while a bot runs on the database."
        + DATABASE,
        command("forget_command"),
    )
    forget.add_argument("server", type=int, help="the server's id")
    forget.add_argument("--yes", action="store_true", help="delete without asking")
    add(
        "abandon",
        "end a server's open games without results, keeping its statistics"
        " (the bot must be stopped)",
        "End one server's open games and lobbies without results, keeping their logs and the"
        " server's history and statistics: for a server that removed the bot. Refused while a"
        " bot runs on the database." + DATABASE,
        command("abandon_command"),
    ).add_argument("server", type=int, help="the server's id")
    migrate = add(
        "migrate-db",
        "copy every table from one database to another, empty one (SQLite to PostgreSQL"
        " or back) and check the copy; no bot may run on either",
        "Copy every table from SOURCE into the empty TARGET, then check the copy:"
        " row counts and contents per table, every game replayed from both logs. Both are"
        " first brought to the current schema (as the bot does at start-up), the source too."
        " Exit codes: 0 copied and checked, 1 the copy differs, 2 refused (nothing copied).",
        command("migrate_db_command"),
    )
    migrate.add_argument(
        "source", help="a SQLite file (path or sqlite:/// URL) or a postgresql:// URL"
    )
    migrate.add_argument("target", help="the same forms; must have no rows")
    add(
        "doctor",
        "check the configuration, the database and the connection",
        "Check the settings, the token (asking Discord), how many servers the bot is in and"
        " the URL that invites it, the database's schema and integrity, whether a bot runs"
        " and is connected, and the places of the open games. Says what to do about each"
        " problem; exits 1 while there is one." + DATABASE,
        command("doctor_command"),
    ).add_argument(
        "--offline", action="store_true", help="do not ask Discord whether it accepts the token"
    )
    add(
        "health",
        "exit 0 if the bot runs and is connected (for container health checks)",
        "Read HEARTBEAT_FILE, which a connected bot writes every 30 s: exit 0 and say so while"
        " it is fresh, else exit 1 and say why (no heartbeat, the bot stopped, or a heartbeat"
        " older than 90 s). Loads nothing of the bot.",
        health_command,
    )
    add(
        "invite",
        "print the URL that invites the bot to a server",
        "Print the URL that adds the bot to a server with its slash commands and the"
        " permissions its features need. The application's id is asked of Discord with"
        " DISCORD_TOKEN, unless --application-id gives it.",
        command("invite_command"),
    ).add_argument(
        "--application-id",
        type=int,
        metavar="ID",
        help="the application's id (Developer Portal → General Information)",
    )
    commands.add_parser(
        "simulate",
        help="duplicate matches between computer players (simulate -h: options)",
        description="Duplicate matches between computer players: python -m bot simulate -h.",
    )
    commands.add_parser(
        "play",
        help="play a game in the terminal against computer players",
        description="A game in the terminal against computer players: python -m bot play -h.",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    if given and given[0] in TOOLS:
        return TOOLS[given[0]](given[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Command = getattr(args, "func", command("run_command"))
    return func(args)


if __name__ == "__main__":
    sys.exit(main())
