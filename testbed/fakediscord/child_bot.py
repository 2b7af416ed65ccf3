"""The real bot in a process of its own, against a fake Discord that runs in the test's process:
``python -m testbed.fakediscord.child_bot --port PORT [--env KEY=VALUE ...]``.

The fake points discord.py at itself by patching module globals, which a child process does
not inherit: this script makes the same patches for the fake on PORT (the REST base URL, the
default gateway, no connection beyond loopback), then starts the bot as ``python -m bot`` does
(settings from the environment, ``--env`` winning; ``.env`` is not read) until SIGTERM or
SIGINT. Tests start it through `ChildBot` (``child.py``), which waits for its shards.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.running.config import ConfigError, Settings, load_settings
from bot.running.logs import setup_logging
from bot.running.start import run_bot
from testbed.fakediscord.netguard import NetworkGuard
from testbed.fakediscord.rest import API_PREFIX

# discord.py waits this long after the last GUILD_CREATE before it is ready (2 s by default).
GUILD_READY_TIMEOUT = 0.05


def point_at_fake(port: int) -> None:
    """What `FakeDiscord.start` does to discord.py in the test's process, here for good."""
    Route.BASE = f"http://127.0.0.1:{port}{API_PREFIX}"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    NetworkGuard().install()


def parse_env(pairs: list[str]) -> dict[str, str]:
    values = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise argparse.ArgumentTypeError(f"--env takes KEY=VALUE, not {pair!r}")
        values[key] = value
    return values


async def run(
    settings: Settings, computer_pause: float | None = None, look_pace: float | None = None
) -> int:
    """`python -m bot`'s `run_bot`, with a short wait for the guilds before the bot is ready (and,
    for tests that watch computers play a whole game, a shorter pause between their moves;
    for tests that stop it during its look at the places, a slower look)."""
    options: dict[str, float] = {"guild_ready_timeout": GUILD_READY_TIMEOUT}
    if computer_pause is not None:
        options["computer_pause"] = computer_pause
    if look_pace is not None:
        options["look_pace"] = look_pace
    return await run_bot(settings, check_token=False, **options)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m testbed.fakediscord.child_bot")
    parser.add_argument("--port", type=int, required=True, help="the fake Discord's port")
    parser.add_argument("--env", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument(
        "--computer-pause", type=float, default=None, help="seconds between computer moves"
    )
    parser.add_argument(
        "--look-pace", type=float, default=None, help="seconds between the start-up's looks"
    )
    args = parser.parse_args(argv)
    try:
        settings = load_settings({**os.environ, **parse_env(args.env)}, env_file=None)
    except (ConfigError, argparse.ArgumentTypeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    setup_logging(settings)
    point_at_fake(args.port)
    return asyncio.run(run(settings, args.computer_pause, args.look_pace))


if __name__ == "__main__":
    sys.exit(main())
