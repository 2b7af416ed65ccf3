"""A duplicate event's round's end at scale: the bot's CPU for it, the pace of its posts and
threads against Discord's limits, the other games' answers and table edits while it runs,
and how fast `/backalley event standings` and `traveller` are answered.

The bot runs in a process of its own (as in `load.py`: its CPU read from /proc, its worker
processes apart) against the fake Discord of this process, with the event's plan fixed to
`--rounds` rounds of `--per-round` deals (the issue's target: 8 deals a round); the players
enter alone (individuals) and the bot pairs them, `--pairs` pairs at `--pairs / 2` tables.
The deals' hand sizes are the server's daily schedule (`--schedule`).

1. A bot without an event: `--games` games of four people (each its own channel) play by
   `/bid` and `/play` for `--baseline` seconds, a move every `--pace` seconds or so: their
   answer times and the wait of their table's edit after each move (from the move's answer
   to the bot's edit of the table message, which coalesces edits over a second).
2. The event: created, entered, started; round 1's tables opened (timed, quiet).
3. Round 1 played out by the computer (everyone `/backalley away`); its end, quiet: from its
   last table's last move to the last post of round 2's opening (travellers, standings,
   the next round's threads, players and table messages): wall time, the bot's CPU and its
   workers', and its channel requests: most in any second (whole bot, Discord allows about
   50) and in one channel in any 5 seconds (Discord allows 5).
4. Round 2 played out the same while the games of step 1 play again and players ask the
   event's standings and a traveller of round 1 `--probes` times a second; round 2's end
   measured as round 1's, and the games' answers and edit waits during it set beside step 1.

    python benchmarks/event_round.py [--pairs 64] [--per-round 8] [--rounds 3]
        [--schedule 3,2,1] [--games 4] [--pace 1] [--baseline 20] [--probes 5] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import channel_requests  # noqa: E402  (a game set up from its lobby, as people do)
import load  # noqa: E402  (the bot's own process, its CPU)

CHANNEL = re.compile(r"/channels/(\d+)")
SAMPLE = 0.05  # seconds between two readings of the bot's CPU


# ---------------------------------------------------------------------- what is measured


@dataclass
class Phase:
    """A stretch of the run: its wall-clock bounds (`time.time()`, both processes')."""

    name: str
    began: float
    ended: float = 0.0
    cpu: float = 0.0  # the bot process's seconds
    workers: float = 0.0  # its worker processes' (pictures of tables, computer players)
    requests: int = 0  # channel requests (Discord's limit of a bot; interactions aside)
    most_a_second: int = 0  # of the whole bot, in any second
    most_in_a_channel: int = 0  # in one channel, in any 5 seconds
    limited: int = 0  # answered 429
    densest: dict[str, int] = field(default_factory=dict)  # the bot's densest second, by kind
    # The event's own requests: in its channel and the threads of the round the phase opens.
    places: set[str] = field(default_factory=set)
    event_requests: int = 0
    event_most_a_second: int = 0
    event_most_in_a_channel: int = 0

    def holds(self, moment: float) -> bool:
        return self.began <= moment <= self.ended


@dataclass
class Figures:
    pairs: int
    tables: int
    per_round: int
    phases: list[Phase] = field(default_factory=list)
    # (sent at, kind, answer ms) of the other games' interactions
    answers: list[tuple[float, str, float]] = field(default_factory=list)
    # (answered at, seconds until its table's edit) of the other games' moves
    edits: list[tuple[float, float]] = field(default_factory=list)
    # (sent at, "standings" | "traveller", answer ms, complete answer ms)
    probes: list[tuple[float, str, float, float]] = field(default_factory=list)
    failed: int = 0
    errors: int = 0  # errors the bot logged

    def phase(self, name: str) -> Phase:
        return next(p for p in self.phases if p.name == name)


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def densest(times: list[float], span: float) -> tuple[int, int]:
    """The most of `times` (sorted) within any `span` seconds, and where they begin."""
    most = start = first = 0
    for end, moment in enumerate(times):
        while moment - times[start] >= span:
            start += 1
        if end - start + 1 > most:
            most, first = end - start + 1, start
    return most, first


def most_in_a_channel(requests: list[Any]) -> int:
    """The most requests in one channel within any 5 seconds (Discord allows 5)."""
    by_channel: dict[str, list[float]] = {}
    for r in requests:
        found = CHANNEL.search(r.path)
        if found is not None:
            by_channel.setdefault(found.group(1), []).append(r.at)
    return max((densest(t, 5.0)[0] for t in by_channel.values()), default=0)


def pacing(phase: Phase, requests: list[Any]) -> None:
    """The channel requests the bot made during `phase`: how many, their densest second
    (whole bot, with what they were) and densest 5 seconds in one channel; and the same of
    the event's own (in its channel and the threads of the round it opens)."""
    inside = [
        r for r in requests if phase.holds(r.at) and channel_requests.kind_of(r, set()) == "channel"
    ]
    phase.requests = len(inside)
    phase.limited = sum(1 for r in inside if r.status == 429)
    phase.most_a_second, start = densest([r.at for r in inside], 1.0)
    for r in inside[start : start + phase.most_a_second]:
        kind = channel_requests.label_of(r)
        phase.densest[kind] = phase.densest.get(kind, 0) + 1
    phase.most_in_a_channel = most_in_a_channel(inside)
    own = [
        r for r in inside if (found := CHANNEL.search(r.path)) and found.group(1) in phase.places
    ]
    phase.event_requests = len(own)
    phase.event_most_a_second = densest([r.at for r in own], 1.0)[0]
    phase.event_most_in_a_channel = most_in_a_channel(own)


class CpuSampler:
    """The bot's CPU and its workers', read every SAMPLE seconds with the wall clock."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.samples: list[tuple[float, float, float]] = []
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        while True:
            bot, workers = load.cpu_of_tree(self.pid)
            self.samples.append((time.time(), bot, sum(workers.values())))
            await asyncio.sleep(SAMPLE)

    def at(self, moment: float) -> tuple[float, float]:
        """The CPU read last before `moment` (or first, if none was)."""
        found = self.samples[0]
        for sample in self.samples:
            if sample[0] > moment:
                break
            found = sample
        return found[1], found[2]

    def measure(self, phase: Phase) -> None:
        bot, workers = self.at(phase.began)
        bot_after, workers_after = self.at(phase.ended)
        phase.cpu, phase.workers = bot_after - bot, max(0.0, workers_after - workers)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


# ---------------------------------------------------------------------- the other games


class Games:
    """Games of four people, each in its channel, played by `/bid` and `/play` while `on`; a
    game that ends gives way to a new one in a new channel."""

    def __init__(self, fake: Any, guild: Any, figures: Figures, args: argparse.Namespace):
        self.fake, self.guild, self.figures, self.args = fake, guild, figures, args
        self.on = asyncio.Event()
        self.closed = False
        self.made = 0
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self) -> None:
        for n in range(self.args.games):
            self._tasks.append(asyncio.create_task(self._keep(n)))

    async def close(self) -> None:
        # Cancelled again until they stop: Python 3.11's `wait_for` can swallow a cancel
        # that comes as what it waits for completes (the fake's `wait_until` uses it).
        self.closed = True
        self.on.set()
        while not all(task.done() for task in self._tasks):
            for task in self._tasks:
                task.cancel()
            await asyncio.wait(self._tasks, timeout=1.0)
        for task in self._tasks:
            if not task.cancelled() and task.exception() is not None:
                print(f"a game's players stopped: {task.exception()!r}", file=sys.stderr)

    async def _new(self, n: int) -> tuple[Any, Any]:
        fake = self.fake
        self.made += 1
        channel = fake.add_text_channel(self.guild, f"game-{n}-{self.made}")
        members = [fake.add_member(self.guild, f"g{n}-{self.made}-{s}") for s in range(4)]
        rng = random.Random(self.args.seed * 1000 + self.made)
        game = channel_requests.Game(n, members[0], members, channel, rng, self.args.game_hands)
        await channel_requests.set_up(fake, game, "people")
        message = next(m for m in fake.public_messages(game.place) if m.component(label="My hand"))
        return game, message

    async def _keep(self, n: int) -> None:
        game, message = await self._new(n)
        while not self.closed:
            await self.on.wait()
            if channel_requests.over(self.fake, game.place):
                game, message = await self._new(n)
                continue
            await self._move(game, message)

    async def _move(self, game: Any, message: Any) -> None:
        fake, place, figures = self.fake, game.place, self.figures
        asks = []
        for member in game.humans:
            for command, option in (("bid", "amount"), ("play", "card")):
                asks.append((member, command, time.time(), option))
        offered = await asyncio.gather(
            *(fake.autocomplete(m, place, c, o, "") for m, c, _, o in asks)
        )
        acting = None
        for (member, command, sent, _), ix in zip(asks, offered, strict=True):
            if ix.acked_after is not None:
                figures.answers.append((sent, f"autocomplete {command}", ix.acked_after * 1000))
            if ix.choice_values and acting is None:
                acting = (member, command, ix.choice_values)
        if acting is None:
            await asyncio.sleep(0.2)
            return
        member, command, values = acting
        pace = self.args.pace
        await asyncio.sleep(game.rng.uniform(pace * 0.5, pace * 1.5))
        value = game.rng.choice(values)
        given = {"amount": value} if command == "bid" else {"card": value}
        sent = time.time()
        ix = await fake.slash(member, place, command, **given)
        if ix.acked_after is None:
            figures.failed += 1
            return
        figures.answers.append((sent, f"/{command}", ix.acked_after * 1000))
        answered = sent + ix.acked_after
        path = f"/channels/{place.id}/messages/{message.id}"
        with contextlib.suppress(AssertionError):  # no edit within 10 s: none counted
            edit = await fake.wait_until(
                lambda: next(
                    (
                        r
                        for r in reversed(fake.requests)
                        if r.method == "PATCH" and r.path.endswith(path) and r.at >= answered
                    ),
                    None,
                ),
                timeout=10,
                poll=0.02,
            )
            figures.edits.append((answered, edit.at - answered))


# ---------------------------------------------------------------------- the event


def finished_at(database: Path, round_: int) -> float | None:
    """When the round's last table finished (None while one plays)."""
    with contextlib.closing(sqlite3.connect(database, timeout=30)) as connection:
        rows = connection.execute(
            "SELECT finished_at FROM event_tables WHERE round = ?", (round_,)
        ).fetchall()
    if not rows or any(r[0] is None for r in rows):
        return None
    return max(float(r[0]) for r in rows)


def round_threads(fake: Any, channel: Any, round_: int) -> list[Any]:
    return [t for t in fake.threads(channel) if f"round {round_} ·" in t.name]


def round_open(fake: Any, channel: Any, round_: int, tables: int) -> bool:
    """Every table of the round has its thread and table message, and the round is said."""
    threads = round_threads(fake, channel, round_)
    if len(threads) != tables:
        return False
    if not all(any(m.component(label="My hand") for m in fake.public_messages(t)) for t in threads):
        return False
    return any(
        f"round {round_} of" in (e.get("title") or "")
        for m in fake.public_messages(channel)
        for e in m.embeds
    )


def places(channel: Any, threads: list[Any]) -> set[str]:
    """The event's channel and the threads of a round, as request paths name them."""
    return {str(channel.id), *(str(t.id) for t in threads)}


def last_post(fake: Any, channel: Any) -> float:
    """When the bot last posted in the channel (the round's opening is its last post)."""
    path = f"/channels/{channel.id}/messages"
    return float(max(r.at for r in fake.requests if r.method == "POST" and r.path.endswith(path)))


async def everyone_away(fake: Any, channel: Any, round_: int, members: dict[int, Any]) -> None:
    """Each player hands their seat to the computer, in their table's thread."""
    asks = []
    for thread in round_threads(fake, channel, round_):
        for user in sorted(thread.thread_member_ids):
            if user in members:
                asks.append(fake.slash(members[user], thread, "backalley away"))
    for start in range(0, len(asks), 16):
        await asyncio.gather(*asks[start : start + 16])


async def probe(
    fake: Any, channel: Any, players: list[Any], figures: Figures, rate: float, deals: int
) -> None:
    """Players ask the standings and a traveller of round 1, `rate` times a second."""
    rng = random.Random(7)

    async def ask(kind: str) -> None:
        member = rng.choice(players)
        sent = time.time()
        if kind == "standings":
            ix = await fake.slash(member, channel, "backalley event standings")
        else:
            deal = rng.randint(1, deals)
            ix = await fake.slash(member, channel, "backalley event traveller", round=1, deal=deal)
        if ix.acked_after is None:
            figures.failed += 1
            return
        try:
            await fake.wait_until(
                lambda: ix.original is not None and bool(ix.original.embeds), timeout=10, poll=0.005
            )
        except AssertionError:  # never completed
            figures.failed += 1
            return
        figures.probes.append((sent, kind, ix.acked_after * 1000, (time.time() - sent) * 1000))

    asked: set[asyncio.Task[None]] = set()
    try:
        while True:
            task = asyncio.create_task(ask(rng.choice(("standings", "traveller"))))
            asked.add(task)
            task.add_done_callback(asked.discard)
            await asyncio.sleep(1 / rate)
    finally:
        for task in asked:
            task.cancel()


async def one_run(args: argparse.Namespace) -> Figures:
    from testbed.fakediscord import FakeDiscord

    tables = args.pairs // 2
    figures = Figures(args.pairs, tables, args.per_round)
    async with FakeDiscord(strict=False) as fake:
        guild = fake.add_guild("Club")
        owner = guild.member(guild.owner_id)
        channel = fake.add_text_channel(guild, "club-night")
        players = [fake.add_member(guild, f"e{n}") for n in range(2 * args.pairs)]
        members = {m.id: m for m in players}
        with tempfile.TemporaryDirectory() as folder:
            database = Path(folder) / "bot.db"
            log = open(Path(folder) / "bot.log", "w")  # noqa: SIM115
            command = [sys.executable, __file__, "--bot", "--port", str(fake.port)]
            command += ["--database", str(database), "--seed", str(args.seed)]
            command += ["--rounds", str(args.rounds), "--per-round", str(args.per_round)]
            child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True)
            sampler = CpuSampler(child.pid)
            games = Games(fake, guild, figures, args)
            try:
                ready = await asyncio.wait_for(
                    asyncio.to_thread(child.stdout.readline),  # type: ignore[union-attr]
                    timeout=120,
                )
                if ready.strip() != "ready":
                    raise RuntimeError((Path(folder) / "bot.log").read_text()[-3000:])
                sampler.start()
                await run_phases(
                    fake, owner, channel, players, members, figures, args, database, games
                )
            finally:
                await games.close()
                await sampler.stop()
                child.send_signal(signal.SIGTERM)
                try:
                    await asyncio.to_thread(child.wait, 60)
                except subprocess.TimeoutExpired:
                    print("the bot did not stop within 60 s: killed", file=sys.stderr)
                    child.kill()
                    await asyncio.to_thread(child.wait, 60)
                log.close()
                said = (Path(folder) / "bot.log").read_text()
                figures.errors = sum(1 for x in said.splitlines() if x.startswith("ERROR"))
            figures.failed += len(fake.failed_interactions)
            for phase in figures.phases:
                sampler.measure(phase)
                pacing(phase, fake.requests)
    return figures


async def run_phases(
    fake: Any,
    owner: Any,
    channel: Any,
    players: list[Any],
    members: dict[int, Any],
    figures: Figures,
    args: argparse.Namespace,
    database: Path,
    games: Games,
) -> None:
    say = print if args.verbose else (lambda *a, **k: None)
    tables = figures.tables
    # 1. A bot without an event: the games alone.
    await games.start()
    games.on.set()
    baseline = Phase("without an event", time.time())
    await asyncio.sleep(args.baseline)
    games.on.clear()
    baseline.ended = time.time()
    figures.phases.append(baseline)
    say("baseline done", flush=True)

    # 2. The event, its entries and its start.
    await fake.slash(owner, channel, "backalley settings", daily_schedule=args.schedule)
    await fake.slash(
        owner,
        channel,
        "backalley event create",
        name="Club night",
        entries="individuals",
        deals=24,
        sizes="daily",
        window="2d",
    )
    for start in range(0, len(players), 16):
        await asyncio.gather(
            *(fake.slash(p, channel, "backalley event enter") for p in players[start : start + 16])
        )
    opening = Phase("round 1's opening", time.time())
    await fake.slash(owner, channel, "backalley event start", timeout=30)
    await fake.wait_until(lambda: round_open(fake, channel, 1, tables), timeout=600, poll=0.2)
    opening.ended = last_post(fake, channel)
    opening.places = places(channel, round_threads(fake, channel, 1))
    figures.phases.append(opening)
    say("round 1 open", flush=True)

    # 3. Round 1 played out by the computer; its end, quiet.
    await everyone_away(fake, channel, 1, members)
    await fake.wait_until(lambda: finished_at(database, 1), timeout=1800, poll=0.2)
    quiet = Phase("round 1's end, quiet", finished_at(database, 1) or 0.0)
    await fake.wait_until(lambda: round_open(fake, channel, 2, tables), timeout=600, poll=0.1)
    quiet.ended = last_post(fake, channel)
    quiet.places = places(channel, round_threads(fake, channel, 2))
    figures.phases.append(quiet)
    say("round 1 scored, round 2 open", flush=True)

    # 4. Round 2 with the games and the players' questions; its end.
    games.on.set()
    asking = asyncio.create_task(
        probe(fake, channel, players, figures, args.probes, args.per_round)
    )
    try:
        await everyone_away(fake, channel, 2, members)
        await fake.wait_until(lambda: finished_at(database, 2), timeout=1800, poll=0.2)
        busy = Phase("round 2's end, with games", finished_at(database, 2) or 0.0)
        await fake.wait_until(lambda: round_open(fake, channel, 3, tables), timeout=600, poll=0.1)
        busy.ended = last_post(fake, channel)
        busy.places = places(channel, round_threads(fake, channel, 3))
        figures.phases.append(busy)
    finally:
        asking.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await asking
        games.on.clear()
    say("round 2 scored, round 3 open", flush=True)


# ---------------------------------------------------------------------- the figures


def report(figures: Figures, out: TextIO) -> None:
    def line(text: str) -> None:
        print(text, file=out)

    line(
        f"\n{figures.pairs} pairs at {figures.tables} tables, {figures.per_round} deals a round;"
        f" failed interactions: {figures.failed}, errors the bot logged: {figures.errors}\n"
    )
    line(
        "| phase | wall | bot CPU | workers' CPU | channel requests | most in a second (bot)"
        " | most in 5 s (one channel) | refused (429) |"
    )
    line("|---|---:|---:|---:|---:|---:|---:|---:|")
    for p in figures.phases:
        line(
            f"| {p.name} | {p.ended - p.began:.1f} s | {p.cpu:.2f} s | {p.workers:.2f} s |"
            f" {p.requests} | {p.most_a_second} | {p.most_in_a_channel} | {p.limited} |"
        )
    for p in figures.phases:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(p.densest.items(), key=lambda x: -x[1]))
        line(f"  {p.name}, the bot's densest second: {kinds}")
    line("\nthe event's own requests (its channel, the threads of the round opened):")
    for p in figures.phases:
        if p.places:
            line(
                f"  {p.name}: {p.event_requests} requests, at most {p.event_most_a_second} in a"
                f" second, {p.event_most_in_a_channel} in one channel in 5 s"
            )
    line(
        "\nthe other games, by phase: answers p50 / p99 / max ms; table edit after a move"
        " p50 / p99 / max s"
    )
    for p in figures.phases:
        answers = [ms for at, _, ms in figures.answers if p.holds(at)]
        edits = [s for at, s in figures.edits if p.holds(at)]
        if not answers:
            continue
        line(
            f"  {p.name}: answers {percentile(answers, 0.5):.1f} / {percentile(answers, 0.99):.1f}"
            f" / {max(answers):.1f} ({len(answers)}); edits {percentile(edits, 0.5):.2f} /"
            f" {percentile(edits, 0.99):.2f} / {max(edits, default=float('nan')):.2f}"
            f" ({len(edits)})"
        )
    line("\nstandings and traveller, answered (acknowledged) and complete: p50 / p99 / max ms")
    for kind in ("standings", "traveller"):
        for phase in [None, *figures.phases]:
            got = [
                (ack, full)
                for at, k, ack, full in figures.probes
                if k == kind and (phase is None or phase.holds(at))
            ]
            if not got:
                continue
            acks, fulls = [a for a, _ in got], [f for _, f in got]
            name = "all of round 2" if phase is None else phase.name
            line(
                f"  {kind}, {name}: answered {percentile(acks, 0.5):.1f} /"
                f" {percentile(acks, 0.99):.1f} / {max(acks):.1f}; complete"
                f" {percentile(fulls, 0.5):.1f} / {percentile(fulls, 0.99):.1f} /"
                f" {max(fulls):.1f} ({len(got)})"
            )


def parser() -> argparse.ArgumentParser:
    made = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    made.add_argument("--pairs", type=int, default=64)
    made.add_argument("--per-round", type=int, default=8)
    made.add_argument("--rounds", type=int, default=3, help="at least 3 (two ends measured)")
    made.add_argument("--schedule", default="3,2,1", help="the deals' hand sizes")
    made.add_argument("--games", type=int, default=4, help="other games played meanwhile")
    made.add_argument("--game-hands", default="5,5,5,5,5,5,5,5")
    made.add_argument("--pace", type=float, default=1.0, help="seconds a person takes")
    made.add_argument("--baseline", type=float, default=20.0, help="seconds without an event")
    made.add_argument("--probes", type=float, default=5.0, help="questions a second")
    made.add_argument("--seed", type=int, default=1)
    made.add_argument("--verbose", action="store_true")
    made.add_argument("--bot", action="store_true", help=argparse.SUPPRESS)
    made.add_argument("--port", type=int, help=argparse.SUPPRESS)
    made.add_argument("--database", type=Path, help=argparse.SUPPRESS)
    return made


def run_bot(args: argparse.Namespace) -> None:
    """The bot's process: its events planned as asked (`--rounds` of `--per-round` deals)."""
    from bot.service import events_duplicate
    from bot.service.events_seating import Plan

    def plan(pairs: int, deals_asked: int) -> Plan:
        return Plan(min(pairs - 1, args.rounds), args.per_round)

    events_duplicate.plan = plan  # type: ignore[attr-defined]
    load.run_bot(ROOT, args.port, args.database, args.seed, None, None)


def main(argv: list[str] | None = None, out: TextIO = sys.stdout) -> Figures | None:
    args = parser().parse_args(argv)
    if args.bot:
        run_bot(args)
        return None
    if args.rounds < 3 or args.pairs < 4 or args.pairs % 2:
        raise SystemExit("at least 3 rounds, and an even number of pairs (4 or more)")
    figures = asyncio.run(one_run(args))
    report(figures, out)
    return figures


if __name__ == "__main__":
    main()
