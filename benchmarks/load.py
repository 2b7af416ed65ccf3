"""The whole bot under load: N games played at once through the real discord.py client against
the fake Discord, as people play them, and how fast every interaction is answered.

The bot runs in a process of its own (the code of this checkout, or of `--against REV` from a
git worktree of that commit in the temporary folder, removed at the end), so that its CPU is
its own: read from /proc before and after the play, its threads included (the database's),
its worker processes (pictures, computer players) apart. This process is the fake Discord
and the players. Each game has its own channel (and the thread it moves to); every other game
is in a server with pictures off, every fourth has two computer seats (level basic). At each
step every person seated asks the autocomplete of `/bid` and of `/play`; the one offered
choices picks one at random and sends it: as `/bid` or `/play`, or (one move in three) opens
`/hand` and clicks the card's button or picks the bid in its select. A step where nobody is
offered anything (a computer's turn, a card that plays itself) waits for the next public
message of the game, then asks again.

The same seed gives the same load: the players' choices come from one generator per game, and
the deals from the bot process's `secrets` (replaced there by a generator seeded alike, the
games started one after another), so a commit given by `--against` plays the same deals with
the same choices. Only the asks made while a computer is thinking vary with speed.

The answer time of an interaction is from its sending to its acknowledgement, as the fake sees
it (Discord's 3 s deadline); a deferred answer counts at its defer.

    python benchmarks/load.py [--games 20] [--seed 1] [--hands 3,2,1] [--against 2b60c90 ...]
        [--rounds N] [--pictures both|on|off] [--no-computers] [--profile FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")
COMPUTER_PAUSE = 0.05  # seconds between computer moves (1.5 s in production)
HAND_SHARE = 1 / 3  # moves made from /hand's buttons and select rather than /bid, /play


# ---------------------------------------------------------------------- the bot's process


def run_bot(
    root: Path, port: int, database: Path, seed: int, profile: Path | None, collected: Path | None
) -> None:
    """The bot of the checkout at `root`, against the fake on `port`, until SIGTERM; the time
    its garbage collector took during the play written to `collected`."""
    ours = (ROOT, ROOT / "benchmarks")
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in ours]
    sys.path.insert(0, str(root))
    os.chdir(root)
    import secrets

    deals = random.Random(seed)
    secrets.randbits = deals.getrandbits  # type: ignore[assignment]
    secrets.randbelow = deals.randrange  # type: ignore[assignment]

    import inspect
    import logging

    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    try:
        from bot.running.app import create_bot  # type: ignore[import-not-found]
        from bot.running.config import Settings  # type: ignore[import-not-found]
    except ImportError:  # before the running layer
        from bot.app import create_bot  # type: ignore[import-not-found,no-redef]
        from bot.config import Settings  # type: ignore[import-not-found,no-redef]

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    sampler = Sampler() if profile is not None else None
    collector = Collector()

    def play_begins() -> None:
        collector.start()
        if sampler is not None:
            sampler.start()

    async def main() -> None:
        made = create_bot(
            Settings(token="fake-bot-token", database=database),
            guild_ready_timeout=0.05,
            computer_pause=COMPUTER_PAUSE,
        )
        bot = await made if inspect.isawaitable(made) else made
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGTERM, stop.set)
        loop.add_signal_handler(signal.SIGUSR1, play_begins)
        await bot.login("fake-bot-token")
        running = asyncio.create_task(bot.connect())
        await bot.wait_until_ready()
        await bot.tree.sync()
        print("ready", flush=True)
        await stop.wait()
        collector.stop()
        if sampler is not None:
            sampler.stop()
        await bot.close()
        running.cancel()

    asyncio.run(main())
    if collected is not None:
        collected.write_text(json.dumps(collector.figures()))
    if sampler is not None and profile is not None:
        profile.write_text(sampler.report())


class Collector:
    """The garbage collector's time and collections while on (`gc.callbacks`)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.collections = 0
        self._began = 0.0
        self._on = False
        gc.callbacks.append(self._heard)

    def start(self) -> None:
        self._on = True

    def stop(self) -> None:
        self._on = False

    def _heard(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        elif self._on:
            self.seconds += time.perf_counter() - self._began
            self.collections += 1

    def figures(self) -> dict[str, float]:
        return {"seconds": self.seconds, "collections": self.collections}


class Sampler:
    """cProfile of the event loop's thread during the play (wall time, so what the loop
    waits for inside a call, the interpreter lock included, counts); printed by own time,
    then by time with what each calls."""

    def __init__(self) -> None:
        import cProfile

        self._profile = cProfile.Profile()

    def start(self) -> None:
        self._profile.enable()

    def stop(self) -> None:
        self._profile.disable()

    def report(self) -> str:
        import io
        import pstats

        out = io.StringIO()
        stats = pstats.Stats(self._profile, stream=out)
        stats.sort_stats("tottime").print_stats(45)
        stats.sort_stats("cumulative").print_stats(90)
        return out.getvalue()


# ---------------------------------------------------------------------- the players


@dataclass
class Table:
    number: int
    host: Any
    humans: list[Any]
    channel: Any
    place: Any = None
    rng: random.Random = field(default_factory=random.Random)


@dataclass
class Figures:
    label: str
    answers: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    actions: int = 0
    failed: int = 0
    unanswered: int = 0
    seconds: float = 0.0
    cpu: float = 0.0  # seconds of the bot process during the play
    workers_cpu: float = 0.0  # of its worker processes (pictures, computer players)
    players_cpu: float = 0.0  # of this process: the fake Discord and the players
    gc_seconds: float = 0.0  # the bot's garbage collector's, during the play
    gc_collections: int = 0

    def add(self, other: Figures) -> None:
        for kind, times in other.answers.items():
            self.answers[kind] += times
        self.actions += other.actions
        self.failed += other.failed
        self.unanswered += other.unanswered
        self.seconds += other.seconds
        self.cpu += other.cpu
        self.workers_cpu += other.workers_cpu
        self.players_cpu += other.players_cpu
        self.gc_seconds += other.gc_seconds
        self.gc_collections += other.gc_collections

    @property
    def interactions(self) -> int:
        return sum(len(v) for v in self.answers.values())

    def every(self) -> list[float]:
        return [t for v in self.answers.values() for t in v]


def note(text: str) -> None:
    if os.environ.get("LOAD_VERBOSE"):
        print(text, file=sys.stderr, flush=True)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def cpu_seconds(pid: int) -> float:
    """User and system CPU of a process, its threads included."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:  # gone
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS


def descendants(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            found += [child, *descendants(child)]
    return found


def cpu_of_tree(pid: int) -> tuple[float, dict[int, float]]:
    """The bot process's CPU, and its workers' (pictures, computers) one by one."""
    return cpu_seconds(pid), {child: cpu_seconds(child) for child in descendants(pid)}


async def one_run(
    label: str, root: Path, args: argparse.Namespace, profile: Path | None
) -> Figures:
    sys.path.insert(0, str(ROOT))
    from testbed.fakediscord import FakeDiscord

    figures = Figures(label)
    async with FakeDiscord(strict=False) as fake:
        owners = []
        guilds = []
        for name, pictures in (("Pictures", True), ("Text", False)):
            if args.pictures in ("both", "on" if pictures else "off"):
                guild = fake.add_guild(name)
                guilds.append((guild, pictures))
                owners.append(guild.member(guild.owner_id))
        tables = []
        for n in range(args.games):
            guild, _ = guilds[n % len(guilds)]
            channel = fake.add_text_channel(guild, f"table-{n}")
            members = [fake.add_member(guild, f"p{n}-{s}") for s in range(4)]
            computers = 2 if args.computers and n % 4 == 3 else 0
            humans = members[: 4 - computers]
            rng = random.Random(args.seed * 1000 + n)
            tables.append(Table(n, members[0], humans, channel, rng=rng))
        with tempfile.TemporaryDirectory() as folder:
            log = open(Path(folder) / "bot.log", "w")  # noqa: SIM115
            command = [sys.executable, __file__, "--bot", str(root), "--port", str(fake.port)]
            command += ["--database", str(Path(folder) / "bot.db"), "--seed", str(args.seed)]
            if profile is not None:
                command += ["--profile", str(profile)]
            collected = Path(folder) / "collected.json"
            command += ["--collected", str(collected)]
            child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True)
            try:
                note(f"{label}: bot starting")
                ready = await asyncio.wait_for(
                    asyncio.to_thread(child.stdout.readline),  # type: ignore[union-attr]
                    timeout=60,
                )
                if ready.strip() != "ready":
                    said = (Path(folder) / "bot.log").read_text()[-3000:]
                    raise RuntimeError(f"{label}: the bot did not start: {said}")
                for (guild, pictures), owner in zip(guilds, owners, strict=True):
                    if not pictures:
                        place = fake.add_text_channel(guild, "settings")
                        await fake.slash(owner, place, "backalley settings", images=False)
                for table in tables:
                    await start(fake, table, args)
                    note(f"{label}: game {table.number} started")
                child.send_signal(signal.SIGUSR1)  # the play begins
                cpu, workers = cpu_of_tree(child.pid)
                began, mine = time.perf_counter(), time.process_time()
                counts = await asyncio.gather(*(play(fake, t, figures) for t in tables))
                figures.seconds = time.perf_counter() - began
                figures.players_cpu = time.process_time() - mine
                after, workers_after = cpu_of_tree(child.pid)
                figures.cpu = after - cpu
                figures.workers_cpu = sum(t - workers.get(p, 0.0) for p, t in workers_after.items())
                figures.actions = sum(counts)
                figures.failed = len(fake.failed_interactions)
            finally:
                child.send_signal(signal.SIGTERM)
                await asyncio.to_thread(child.wait, 30)
                log.close()
                if collected.exists():
                    said = json.loads(collected.read_text())
                    figures.gc_seconds = said["seconds"]
                    figures.gc_collections = int(said["collections"])
    return figures


async def start(fake: Any, table: Table, args: argparse.Namespace) -> None:
    """The host opens the lobby, the others join, the computers are seated; the game starts
    and moves to its thread."""
    new = await fake.slash(table.host, table.channel, "backalley new", hands=args.hands)
    lobby = new.response
    for member in table.humans[1:]:
        await fake.click(member, lobby, label="Join")
    for _ in range(4 - len(table.humans)):
        await fake.slash(table.host, table.channel, "backalley addbot", level="basic")
    await fake.click(table.host, lobby, label="Start")
    threads = await fake.wait_until(lambda: fake.threads(table.channel), timeout=10)
    table.place = threads[0]
    await fake.wait_until(
        lambda: any(m.component(label="My hand") for m in fake.public_messages(table.place)),
        timeout=10,
    )


def over(fake: Any, place: Any) -> bool:
    return any("Game over" in m.text for m in fake.public_messages(place)[-3:])


async def play(fake: Any, table: Table, figures: Figures) -> int:
    """The game played out; its number of moves made by people."""
    answers = figures.answers
    place = table.place
    moves = 0

    async def timed(kind: str, asked: Awaitable[Any]) -> Any:
        ix = await asked
        if ix.acked_after is None:
            figures.unanswered += 1
        else:
            answers[kind].append(ix.acked_after * 1000)
        return ix

    while not over(fake, place):
        seen = len(fake.public_messages(place))
        asks = [
            timed(f"autocomplete {command}", fake.autocomplete(m, place, command, option, ""))
            for m in table.humans
            for command, option in (("bid", "amount"), ("play", "card"))
        ]
        offered = await asyncio.gather(*asks)
        acting = [
            (table.humans[i // 2], ("bid", "play")[i % 2], ix.choice_values)
            for i, ix in enumerate(offered)
            if ix.choice_values
        ]
        if not acting:

            def moved(seen: int = seen) -> bool:
                return len(fake.public_messages(place)) > seen or over(fake, place)

            with contextlib.suppress(Exception):  # nothing came: ask again
                await fake.wait_until(moved, timeout=5)
            continue
        member, command, values = acting[0]
        value = table.rng.choice(values)
        if table.rng.random() < HAND_SHARE:
            ix = await timed("/hand", fake.slash(member, place, "hand"))
            hand = ix.response
            if hand is None:  # not answered in time (counted): ask again
                continue
            # A card that played itself meanwhile (the last of a hand) has no button any more.
            if command == "play":
                ids = [b.get("custom_id", "") for b in hand.buttons]
                chosen = next((i for i in ids if i.endswith(f".{value}")), None)
                if chosen is None:
                    continue
                await timed("card button", fake.click(member, hand, chosen))
            else:
                if not hand.selects:
                    continue
                select = hand.selects[0]
                option = next(
                    o["value"]
                    for o in select["options"]
                    if o["value"] == value or o["value"].endswith(f".{value}")
                )
                await timed("bid select", fake.select(member, hand, select["custom_id"], [option]))
        elif command == "bid":
            await timed("/bid", fake.slash(member, place, "bid", amount=value))
        else:
            await timed("/play", fake.slash(member, place, "play", card=value))
        moves += 1
    return moves


# ---------------------------------------------------------------------- the comparison


def worktree(rev: str, made: list[Path]) -> Path:
    """A checkout of `rev` in the temporary folder: one left there is used again, one made
    here is noted in `made`, to be removed at the end."""
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", rev],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    path = Path(tempfile.gettempdir()) / f"ba-load-{commit}"
    if not (path / "bot").exists():
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "--force", str(path), commit],
            check=True,
            capture_output=True,
        )
        made.append(path)
    return path


KINDS = (
    "autocomplete bid",
    "autocomplete play",
    "/bid",
    "/play",
    "/hand",
    "card button",
    "bid select",
)


def row(name: str, cells: list[str]) -> str:
    return f"| {name} | " + " | ".join(cells) + " |"


def print_table(runs: list[Figures], args: argparse.Namespace) -> None:
    print()
    print(
        f"{args.games} games at once, seed {args.seed}, hands {args.hands},"
        f" pictures {args.pictures}, computers {'on' if args.computers else 'off'},"
        f" {args.rounds} round(s) each, taken in turn (figures pooled; whole run summed)"
    )
    print(row("", [r.label for r in runs]))
    print(row("---", ["---:"] * len(runs)))
    print(row("whole run", [f"{r.seconds:.1f} s" for r in runs]))
    print(row("interactions", [str(r.interactions) for r in runs]))
    print(row("moves by people", [str(r.actions) for r in runs]))
    print(row("failed / unanswered", [f"{r.failed} / {r.unanswered}" for r in runs]))
    for name, fraction in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99)):
        print(row(f"answer {name}", [f"{percentile(r.every(), fraction):.1f} ms" for r in runs]))
    print(row("answer max", [f"{max(r.every()):.1f} ms" for r in runs]))
    print(
        row(
            "bot CPU per interaction",
            [f"{1000 * r.cpu / max(1, r.interactions):.2f} ms" for r in runs],
        )
    )
    print(row("bot CPU per move", [f"{1000 * r.cpu / max(1, r.actions):.2f} ms" for r in runs]))
    print(
        row(
            "its workers' CPU per move",
            [f"{1000 * r.workers_cpu / max(1, r.actions):.2f} ms" for r in runs],
        )
    )
    print(
        row(
            "bot's garbage collection per interaction",
            [
                f"{1e6 * r.gc_seconds / max(1, r.interactions):.0f} us ({r.gc_collections})"
                for r in runs
            ],
        )
    )
    print(
        row(
            "fake Discord and players' CPU",
            [f"{r.players_cpu:.1f} s ({100 * r.players_cpu / r.seconds:.0f} %)" for r in runs],
        )
    )
    print()
    print("by kind: p50 / p95 / p99 / max ms (count)")
    for kind in KINDS:
        cells = []
        for r in runs:
            got = r.answers.get(kind, [])
            if not got:
                cells.append("-")
                continue
            cells.append(
                f"{statistics.median(got):.1f} / {percentile(got, 0.95):.1f} /"
                f" {percentile(got, 0.99):.1f} / {max(got):.1f} ({len(got)})"
            )
        print(row(kind, cells))
    if len(runs) > 1:
        first = runs[0]
        print()
        for other in runs[1:]:
            ratios = []
            for name, get in (
                ("p50", lambda r: percentile(r.every(), 0.5)),
                ("p99", lambda r: percentile(r.every(), 0.99)),
                ("max", lambda r: max(r.every())),
                ("CPU/interaction", lambda r: r.cpu / max(1, r.interactions)),
            ):
                ratios.append(f"{name} {get(first) / get(other):.2f}x")
            print(f"{first.label} against {other.label}: " + ", ".join(ratios))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", default="3,2,1", help="the games' hand sizes")
    parser.add_argument("--pictures", choices=("both", "on", "off"), default="both")
    parser.add_argument("--no-computers", dest="computers", action="store_false")
    parser.add_argument(
        "--against", action="append", default=[], metavar="REV", help="also run this commit"
    )
    parser.add_argument("--rounds", type=int, default=1, help="runs of each, taken in turn")
    parser.add_argument(
        "--profile",
        type=Path,
        help="profile this checkout's bot into FILE, another's into FILE.REV",
    )
    parser.add_argument("--json", type=Path, help="also write the figures to FILE")
    parser.add_argument("--bot", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--database", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--collected", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.bot is not None:
        run_bot(args.bot, args.port, args.database, args.seed, args.profile, args.collected)
        return
    made: list[Path] = []
    try:
        targets = [("this", ROOT)] + [(rev, worktree(rev, made)) for rev in args.against]
        compare(targets, args)
    finally:
        for path in made:
            subprocess.run(
                ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)],
                check=False,
                capture_output=True,
            )


def compare(targets: list[tuple[str, Path]], args: argparse.Namespace) -> None:
    runs = [Figures(label) for label, _ in targets]
    # Rounds taken in turn, so that the machine's other work weighs on each alike.
    for number in range(args.rounds):
        for (label, root), pooled in zip(targets, runs, strict=True):
            profile = None
            if args.profile is not None and number == 0:
                # This checkout's into FILE, another's beside it (FILE.REV).
                profile = (
                    args.profile
                    if label == "this"
                    else args.profile.with_name(f"{args.profile.name}.{label}")
                )
            figures = asyncio.run(one_run(label, root, args, profile))
            print(
                f"round {number + 1}, {label}: {figures.interactions} interactions,"
                f" {figures.actions} moves in {figures.seconds:.1f} s, answer p50"
                f" {percentile(figures.every(), 0.5):.1f} ms, p99"
                f" {percentile(figures.every(), 0.99):.1f} ms",
                flush=True,
            )
            pooled.add(figures)
    print_table(runs, args)
    if args.json is not None:
        args.json.write_text(
            json.dumps([{**vars(r), "answers": dict(r.answers)} for r in runs], indent=1)
        )


if __name__ == "__main__":
    main()
