"""What a first start without a token says: the few steps to get one and where to put it.

It is not an error of the program, so it neither reads like one nor exits like one: the
process exits with `NOT_SET_UP` (sysexits' EX_CONFIG), which the Makefile's `run` takes as
"nothing to run yet" rather than a failed build step (make would print `*** Error`)."""

from __future__ import annotations

from pathlib import Path

NOT_SET_UP = 78  # EX_CONFIG: the Makefile's `run` knows this number
PORTAL = "https://discord.com/developers/applications"


def token_missing(folder: Path = Path(".")) -> str:
    """The directions, for a bot started in `folder` (where it reads `.env`)."""
    env, example = folder / ".env", folder / ".env.example"
    if env.exists():
        where = "put it in .env after DISCORD_TOKEN= (or set DISCORD_TOKEN in the environment)."
    elif example.exists():
        where = "cp .env.example .env, then put it in .env after DISCORD_TOKEN=."
    else:
        where = "write DISCORD_TOKEN=<the token> into .env here, or set it in the environment."
    return "\n".join(
        [
            "The bot needs its Discord token (DISCORD_TOKEN is not set). To get one:",
            f"  1. open {PORTAL}, press New Application and name it;",
            "  2. under Bot, press Reset Token and copy the token;",
            f"  3. {where}",
            "Then `make doctor` checks the set-up and gives the invite URL; `make run` starts"
            " the bot.",
        ]
    )
