"""Discord requests per move: what a move costs of the requests Discord limits per bot, at a
person's pace, and the ceiling of moves a second that sets for one bot token.

Discord lets a bot make about 50 requests a second to its REST API as a whole (messages,
edits, threads, DMs), however many shards it runs; answers to interactions (their callbacks
and the follow-ups and edits through their webhook) do not count. So what limits a popular
bot first is how many of those "channel requests" a move costs, not its CPU.

The bot runs in a process of its own with its production pauses (a table edit coalesced over
1 s, 1.5 s before each computer move), the code of this checkout or of `--against REV` (a git
worktree); this process is the fake Discord and the players. Each game has its own channel;
its people wait PACE seconds (±50 %) once it is their turn, then move: by `/bid` or `/play`,
or (one move in three) by their hand's buttons and select. Three mixes:

- `people`: four people a game;
- `computers`: one person and three computer seats (level basic);
- `dm`: four people who chose `/backalley prefs notify:dm` (a turn's DM is a channel request,
  sent once the turn has waited the player's `dm_after`, 3 minutes by default);
- `dm-at-once` (not run unless asked): the same with `dm_after:0`, a DM as each turn begins.

For each mix and commit it prints the channel requests of setting up a game (from the lobby
to its table, the games set up one at a time), and during the play: channel requests per move,
interaction requests per move (autocomplete, which the players use to find their legal moves,
left out), the wall time, and the ceiling: 50 / (channel requests per move) moves a second.

    python benchmarks/channel_requests.py [--games 20] [--hands 3,2,1] [--pace 2] [--seed 1]
        [--mix people,computers,dm] [--against REV ...]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import load  # noqa: E402  (the bot's own process, the worktrees of other commits)

PAUSE = 1.5  # seconds before each computer move, as in production
LIMIT = 50  # Discord's requests a second per bot, outside interactions
MIXES = ("people", "computers", "dm")
AT_ONCE = "dm-at-once"
HAND_SHARE = 1 / 3
SETTLE = 2.5  # seconds for the last table edits and posts of a window


@dataclass
class Counts:
    label: str
    mix: str
    games: int = 0
    setup_channel: int = 0
    moves: int = 0
    channel: int = 0
    interaction: int = 0
    seconds: float = 0.0
    limited: int = 0  # requests Discord's global limit refused (429): all wait then
    by_kind: dict[str, int] = field(default_factory=dict)

    def per_move(self, value: int) -> float:
        return value / self.moves if self.moves else 0.0


AUTOCOMPLETE = 4  # Discord's interaction type of an autocomplete's question


def kind_of(request: Any, autocompletes: set[int]) -> str | None:
    """`channel` (counted by Discord's limit of a bot), `interaction` (an answer), or None
    (an autocomplete's choices, or the bot's start: left out)."""
    path = request.path
    if "/interactions/" in path:
        asked = path.split("/interactions/", 1)[1].split("/", 1)[0]
        return None if asked.isdigit() and int(asked) in autocompletes else "interaction"
    if "/webhooks/" in path:
        return "interaction"
    if "/applications/" in path or path.endswith(("/gateway", "/gateway/bot", "/users/@me")):
        return None
    return "channel"


def label_of(request: Any) -> str:
    """A request's kind for the breakdown: method and the path's shape."""
    parts = [p for p in request.path.split("/") if p]
    shape = "/".join("{id}" if p.isdigit() else p for p in parts[2:] if p not in ("api",))
    return f"{request.method} {shape}"


def counted(fake: Any, requests: list[Any]) -> tuple[int, int, dict[str, int]]:
    autocompletes = {ix.id for ix in fake.interactions if ix.type == AUTOCOMPLETE}
    channel = interaction = 0
    kinds: dict[str, int] = {}
    for request in requests:
        kind = kind_of(request, autocompletes)
        if kind == "channel":
            channel += 1
            name = label_of(request)
            kinds[name] = kinds.get(name, 0) + 1
        elif kind == "interaction":
            interaction += 1
    return channel, interaction, kinds


def actions_in(database: Path) -> int:
    with contextlib.closing(sqlite3.connect(database)) as connection:
        row = connection.execute("SELECT count(*) FROM actions").fetchone()
    return int(row[0])


@dataclass
class Game:
    number: int
    host: Any
    humans: list[Any]
    channel: Any
    rng: random.Random
    hands: str
    place: Any = None


def over(fake: Any, place: Any) -> bool:
    return any("Game over" in m.text for m in fake.public_messages(place)[-4:])


async def set_up(fake: Any, game: Game, mix: str) -> None:
    if mix in ("dm", AT_ONCE):
        wait = {"dm_after": "0"} if mix == AT_ONCE else {}
        for member in game.humans:
            await fake.slash(member, game.channel, "backalley prefs", notify="dm", **wait)
    new = await fake.slash(game.host, game.channel, "backalley new", hands=game.hands)
    lobby = new.response
    for member in game.humans[1:]:
        await fake.click(member, lobby, label="Join")
    for _ in range(4 - len(game.humans)):
        await fake.slash(game.host, game.channel, "backalley addbot", level="basic")
    await fake.click(game.host, lobby, label="Start")
    threads = await fake.wait_until(lambda: fake.threads(game.channel), timeout=30)
    game.place = threads[0]
    await fake.wait_until(
        lambda: any(m.component(label="My hand") for m in fake.public_messages(game.place)),
        timeout=30,
    )


async def play(fake: Any, game: Game, pace: float) -> None:
    """The people play the game out at their pace."""
    place = game.place
    while not over(fake, place):
        asks = [
            fake.autocomplete(m, place, command, option, "")
            for m in game.humans
            for command, option in (("bid", "amount"), ("play", "card"))
        ]
        offered = await asyncio.gather(*asks)
        acting = [
            (game.humans[i // 2], ("bid", "play")[i % 2], ix.choice_values)
            for i, ix in enumerate(offered)
            if ix.choice_values
        ]
        if not acting:
            await asyncio.sleep(0.3)
            continue
        member, command, values = acting[0]
        await asyncio.sleep(game.rng.uniform(pace * 0.5, pace * 1.5))
        value = game.rng.choice(values)
        if game.rng.random() < HAND_SHARE:
            hand = (await fake.slash(member, place, "hand")).response
            if hand is None:
                continue
            if command == "play":
                ids = [b.get("custom_id", "") for b in hand.buttons]
                chosen = next((i for i in ids if i.endswith(f".{value}")), None)
                if chosen is not None:
                    await fake.click(member, hand, chosen)
            elif hand.selects:
                select = hand.selects[0]
                option = next(
                    o["value"]
                    for o in select["options"]
                    if o["value"] == value or o["value"].endswith(f".{value}")
                )
                await fake.select(member, hand, select["custom_id"], [option])
        elif command == "bid":
            await fake.slash(member, place, "bid", amount=value)
        else:
            await fake.slash(member, place, "play", card=value)


async def one_run(label: str, root: Path, mix: str, args: argparse.Namespace) -> Counts:
    from testbed.fakediscord import FakeDiscord

    found = Counts(label, mix, args.games)
    async with FakeDiscord(strict=False) as fake:
        guild = fake.add_guild("Club")
        games = []
        for n in range(args.games):
            channel = fake.add_text_channel(guild, f"table-{n}")
            members = [fake.add_member(guild, f"p{n}-{s}") for s in range(4)]
            humans = members[:1] if mix == "computers" else members
            rng = random.Random(args.seed * 1000 + n)
            games.append(Game(n, members[0], humans, channel, rng, args.hands))
        with tempfile.TemporaryDirectory() as folder:
            database = Path(folder) / "bot.db"
            log = open(Path(folder) / "bot.log", "w")  # noqa: SIM115
            command = [sys.executable, __file__, "--bot", str(root), "--port", str(fake.port)]
            command += ["--database", str(database), "--seed", str(args.seed)]
            child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True)
            try:
                ready = await asyncio.wait_for(
                    asyncio.to_thread(child.stdout.readline),  # type: ignore[union-attr]
                    timeout=120,
                )
                if ready.strip() != "ready":
                    raise RuntimeError((Path(folder) / "bot.log").read_text()[-3000:])
                for game in games:
                    start = len(fake.requests)
                    await set_up(fake, game, mix)
                    await asyncio.sleep(SETTLE)
                    found.setup_channel += counted(fake, fake.requests[start:])[0]
                begin, moves_before = len(fake.requests), actions_in(database)
                began = time.perf_counter()
                await asyncio.gather(*(play(fake, game, args.pace) for game in games))
                found.seconds = time.perf_counter() - began
                await asyncio.sleep(SETTLE)
                found.moves = actions_in(database) - moves_before
                found.channel, found.interaction, found.by_kind = counted(
                    fake, fake.requests[begin:]
                )
                found.limited = sum(1 for r in fake.requests[begin:] if r.status == 429)
            finally:
                child.send_signal(signal.SIGTERM)
                await asyncio.to_thread(child.wait, 60)
                log.close()
    return found


def print_counts(runs: list[Counts]) -> None:
    print()
    print(
        "| mix | code | setting up a game | channel requests a move | interaction requests"
        " a move | moves | wall time | refused (429) | ceiling (moves/s at 50 requests/s) |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for c in runs:
        per = c.per_move(c.channel)
        ceiling = LIMIT / per if per else float("inf")
        print(
            f"| {c.mix} | {c.label} | {c.setup_channel / max(c.games, 1):.2f} | {per:.2f} |"
            f" {c.per_move(c.interaction):.2f} | {c.moves} | {c.seconds:.0f} s | {c.limited} |"
            f" {ceiling:.0f} |"
        )
    for c in runs:
        kinds = ", ".join(f"{k} {n / max(c.moves, 1):.2f}" for k, n in sorted(c.by_kind.items()))
        print(f"  {c.mix}, {c.label}: a move's channel requests by kind: {kinds}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--hands", default="3,2,1", help="the games' hand sizes")
    parser.add_argument("--pace", type=float, default=2.0, help="seconds a person takes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mix", default=",".join(MIXES))
    parser.add_argument("--against", action="append", default=[], metavar="REV")
    parser.add_argument("--bot", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--database", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.bot is not None:
        load.COMPUTER_PAUSE = PAUSE  # the production pause, not the load test's
        load.run_bot(args.bot, args.port, args.database, args.seed, None, None)
        return
    made: list[Path] = []
    runs = []
    try:
        targets = [("this", ROOT)] + [(rev, load.worktree(rev, made)) for rev in args.against]
        for mix in args.mix.split(","):
            for label, root in targets:
                counts = asyncio.run(one_run(label, root, mix, args))
                print(
                    f"{mix}, {label}: {counts.moves} moves, {counts.channel} channel and"
                    f" {counts.interaction} interaction requests in {counts.seconds:.0f} s",
                    flush=True,
                )
                runs.append(counts)
    finally:
        for path in made:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)],
                check=False,
                capture_output=True,
            )
    print_counts(runs)


if __name__ == "__main__":
    main()
