"""`python -m bot`: run the Discord bot (settings from the environment or `.env`)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys

import discord

from bot.app import create_bot
from bot.config import ConfigError, Settings, load_settings


def setup_logging(settings: Settings) -> None:
    logging.basicConfig(
        level=settings.log_level_number,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
    # discord.py's HTTP and gateway chatter is only useful when debugging.
    if settings.log_level != "DEBUG":
        logging.getLogger("discord").setLevel(logging.WARNING)


async def run(settings: Settings) -> int:
    bot = create_bot(settings)
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        # A clean stop: pending table edits go out, the database closes after the action in
        # flight has committed, then the Discord connection closes.
        loop.add_signal_handler(signum, lambda: loop.create_task(bot.close()))
    try:
        async with bot:
            await bot.start(settings.token)
    except discord.LoginFailure:
        print(
            "error: Discord refused the token in DISCORD_TOKEN: copy it again from the "
            "Developer Portal (Bot → Reset Token)",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print("error: the bot asked for an intent that is not enabled", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="The Back Alley bot")
    parser.add_argument("command", nargs="?", default="run", choices=["run"], help="run the bot")
    parser.parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    setup_logging(settings)
    try:
        return asyncio.run(run(settings))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
