"""A restart of the real bot at 10,000 open games: what it does between Discord's hello and
its first timer, through the fake Discord.

The bot runs in a process of its own (``testbed/fakediscord/child_bot.py``, as ``python -m bot``
runs it) against the fake Discord in this process, on a copy of a database built once by
`benchmarks/scale.py`'s builder: 10,000 games in progress and 10,000 finished ones in 16
servers of 8 channels each, every game in a thread of its own, and a 17th server ("Club",
always there) with 8 games whose turn reminder is due at the start. Cases:

- present: every server lists the bot, every thread is active;
- gone: the 16 servers removed the bot while it was stopped;
- archived: every server is there, every thread has auto-archived;
- empty: an empty database, Club only (the baseline for memory).

For each it prints the time from the fake's READY to the end of `on_ready` (the heartbeat
file), to the first due reminder of Club posted, the bot's RSS 2 s after the heartbeat, its
log lines, and the REST requests in the first minute (all, the most about one channel, 429s).

    python benchmarks/restart.py [--data DIR] [--cases present gone archived empty]
        [--window 60] [--against REV] [--rebuild]

`--against REV` runs the same cases with the bot of another commit (a git worktree of it),
in the same run: only ratios hold on a shared machine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.scale import FINISHED, NOW, build  # noqa: E402
from testbed.fakediscord import FakeDiscord  # noqa: E402
from testbed.fakediscord.models import FakeChannel  # noqa: E402

LIVE = 10_000
SERVERS, CHANNELS = 16, 8
CLUB_GAMES = 8  # the first live games: Club's, with a reminder due at the start
# The template's ids are placeholders, mapped to the fake's at each run: servers 1-16 and
# CLUB, channels 10,000 and up, threads 1,000,000 and up.
CLUB = 99
SCHEMA = 11  # the migrations of this tree; an older bot gets the template without 0011


def layout(n: int) -> tuple[int, int, int | None]:
    """Game n's (server, channel, thread) in the template: placeholders."""
    live = n - FINISHED
    if 0 <= live < CLUB_GAMES:
        return CLUB, 10_000 + CLUB * 100, 1_000_000 + live
    k = n if live < 0 else live - CLUB_GAMES
    server = 1 + k % SERVERS
    channel = 10_000 + server * 100 + (k // SERVERS) % CHANNELS
    return server, channel, (2_000_000 + n if live < 0 else 1_000_000 + live)


@dataclass
class World:
    """The fake's servers, channels and threads, and the template's placeholders for them."""

    ids: dict[int, int]
    club_threads: set[int]
    channels: int


def make_world(fake: FakeDiscord, case: str, games: list[tuple[int, int, int]]) -> World:
    """Servers, channels and a thread per open game, as the case has them."""
    state = fake.state
    ids: dict[int, int] = {}
    servers: dict[int, int] = {}
    parents: dict[int, FakeChannel] = {}
    owners = {}
    for guild_id, channel_id, _ in games:
        if guild_id not in ids:
            guild = fake.add_guild("Club" if guild_id == CLUB else f"Server {guild_id}")
            ids[guild_id] = servers[guild_id] = guild.id
            owners[guild_id] = state.users[guild.owner_id]
        if channel_id not in parents:
            guild = state.guilds[ids[guild_id]]
            parents[channel_id] = fake.add_text_channel(guild, f"tables-{channel_id % 100}")
            ids[channel_id] = parents[channel_id].id
    if case == "empty":
        club = fake.add_guild("Club")
        fake.add_text_channel(club, "tables")
    club_threads = set()
    moment = state.clock.now()
    for n, (guild_id, channel_id, thread_id) in enumerate(games):
        thread = state.create_thread(
            parents[channel_id], owners[guild_id], name=f"game {n}", check=False
        )
        ids[thread_id] = thread.id
        if guild_id == CLUB:
            club_threads.add(thread.id)
        if case == "archived":
            thread.archived = True  # a week without a move, each at its own moment
            thread.archive_timestamp = moment - dt.timedelta(seconds=n)
    if case == "gone":
        for guild_id, guild in servers.items():
            if guild_id != CLUB:
                state.remove_bot(state.guilds[guild])
    return World(ids, club_threads, len(parents))


def prepare(template: Path, path: Path, case: str, world: World, schema: int) -> None:
    """The case's database: the template (or nothing), its ids the fake's, its deadlines from
    now on: Club's reminders due, the others' more than a minute away."""
    if case == "empty":
        shutil.copyfile(template.with_name("empty.db"), path)
    else:
        shutil.copyfile(template, path)
    now = time.time()
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("CREATE TEMP TABLE ids (old INTEGER PRIMARY KEY, new INTEGER)")
        connection.executemany("INSERT INTO ids VALUES (?, ?)", world.ids.items())
        new = "coalesce((SELECT new FROM ids WHERE old = {0}), {0})"
        connection.execute(f"UPDATE guilds SET id = {new.format('id')}")
        connection.execute(
            f"UPDATE games SET guild_id = {new.format('guild_id')},"
            f" channel_id = {new.format('channel_id')}, thread_id = {new.format('thread_id')},"
            f" place_id = {new.format('place_id')}"
        )
        # A reminder at half time: Club's are due now, the others' after the first minute.
        connection.execute(
            "UPDATE games SET turn_deadline = ? + (turn_deadline - ?) WHERE turn_deadline"
            " IS NOT NULL",
            (now + 420, NOW),
        )
        connection.execute(
            "UPDATE games SET turn_timer = 600, turn_deadline = ?, reminded = 0"
            " WHERE guild_id = ? AND status = 'active'",
            (now + 200, world.ids.get(CLUB, -1)),
        )
        if schema < SCHEMA:
            connection.execute("DROP INDEX IF EXISTS guilds_away")
            connection.execute("ALTER TABLE guilds DROP COLUMN away_since")
            connection.execute(f"PRAGMA user_version = {schema}")
    connection.close()


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def run_case(
    case: str,
    template: Path,
    root: Path,
    schema: int,
    window: float,
    timeout: float,
    keep: Path | None = None,
) -> dict[str, object]:
    games = [] if case == "empty" else template_places(template)
    async with FakeDiscord(strict=False) as fake:
        world = make_world(fake, case, games)
        with tempfile.TemporaryDirectory(prefix="ba-restart-") as folder:
            path = Path(folder) / "bot.db"
            prepare(template, path, case, world, schema)
            heartbeat = Path(folder) / "heartbeat"
            log_path = Path(folder) / "bot.log"
            command = [
                sys.executable,
                "-m",
                "testbed.fakediscord.child_bot",
                "--port",
                str(fake.port),
            ]
            for key, value in {
                "DISCORD_TOKEN": fake.token,
                "DATABASE_URL": str(path),
                "HEARTBEAT_FILE": str(heartbeat),
                "LOG_LEVEL": "INFO",
            }.items():
                command += ["--env", f"{key}={value}"]
            before = set(fake.hub.sessions)
            with open(log_path, "wb") as log:
                process = await asyncio.create_subprocess_exec(
                    *command, cwd=root, stdout=log, stderr=asyncio.subprocess.STDOUT
                )
            try:
                got = await measure(
                    fake, world, process, before, heartbeat, log_path, window, timeout
                )
                if keep is not None:
                    shutil.copyfile(log_path, keep / f"{case}.log")
                return got
            finally:
                if process.returncode is None:
                    process.send_signal(signal.SIGTERM)
                    try:
                        await asyncio.wait_for(process.wait(), 30)
                    except TimeoutError:
                        process.kill()


async def measure(
    fake: FakeDiscord,
    world: World,
    process: asyncio.subprocess.Process,
    before: set[str],
    heartbeat: Path,
    log_path: Path,
    window: float,
    timeout: float,
) -> dict[str, object]:
    started = time.time()
    ready_at = None
    while not heartbeat.exists() and time.time() - started < timeout:
        if process.returncode is not None:
            raise RuntimeError(f"the bot exited:\n{log_path.read_text()[-3000:]}")
        await asyncio.sleep(0.01)
    sessions = [s for sid, s in fake.hub.sessions.items() if sid not in before]
    ready_at = min((s.ready_at for s in sessions if s.ready_at is not None), default=None)
    if ready_at is None:
        raise RuntimeError(f"the bot never connected:\n{log_path.read_text()[-3000:]}")
    alive = heartbeat.stat().st_mtime if heartbeat.exists() else None
    await asyncio.sleep(max(0.0, (alive or time.time()) + 2.0 - time.time()))
    rss = rss_mib(process.pid)

    def first_reminder() -> float | None:
        for record in fake.requests:
            if record.method == "POST" and record.path.endswith("/messages"):
                place = int(record.path.split("/")[-2])
                if place in world.club_threads and record.status < 300:
                    return record.at
        return None

    end = ready_at + window
    while time.time() < end:
        idle = time.monotonic() - fake.log.last_activity
        if alive is not None and (first_reminder() or not world.club_threads) and idle > 5:
            break  # the start-up's work is done: nothing more comes in the window
        await asyncio.sleep(0.1)
    first = [r for r in fake.requests if ready_at <= r.at <= ready_at + window]
    # The look at channels and threads: what is asked about a channel, not posted in it.
    looks = [r for r in first if r.method == "GET" and r.path.startswith("/api/v10/channels/")]
    per_channel = Counter(r.path.split("/")[4] for r in looks)
    reminded = first_reminder()
    return {
        "heartbeat": None if alive is None else alive - ready_at,
        "reminder": None if reminded is None else reminded - ready_at,
        "rss": rss,
        "log_lines": len(log_path.read_text(errors="replace").splitlines()),
        "requests": len(first),
        "looks": len(looks),
        "channel_most": max(per_channel.values(), default=0),
        "limited": len(fake.rate_limited),
        "channels": world.channels,
    }


def template_places(template: Path) -> list[tuple[int, int, int]]:
    """Where the template's open games live (placeholders)."""
    connection = sqlite3.connect(template)
    rows = connection.execute(
        "SELECT guild_id, channel_id, thread_id FROM games WHERE status = 'active' ORDER BY id"
    ).fetchall()
    connection.close()
    return [(int(g), int(c), int(t)) for g, c, t in rows]


def build_templates(data: Path, rebuild: bool) -> Path:
    template = data / "restart.db"
    if rebuild or not template.exists():
        for stale in data.glob("restart.db*"):
            stale.unlink()
        build(template, LIVE + CLUB_GAMES, FINISHED, layout)
    empty = data / "empty.db"
    if rebuild or not empty.exists():
        empty.unlink(missing_ok=True)
        build(empty, 0, 0)
    return template


@contextlib.contextmanager
def checkout(rev: str | None) -> Iterator[tuple[Path, int]]:
    """The tree whose bot runs: this one, or a worktree of `rev` (removed afterwards)."""
    if rev is None:
        yield ROOT, SCHEMA
        return
    folder = Path(tempfile.mkdtemp(prefix="ba-restart-rev-"))
    subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(folder), rev],
        check=True,
        capture_output=True,
    )
    try:
        listed = subprocess.run(
            ["git", "-C", str(ROOT), "ls-tree", "--name-only", rev, "bot/store/migrations/"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
        # A bot from before migration 0011 gets the template without it (and migrates the
        # rest of its own, if any, at its start).
        mine = "bot/store/migrations/0011_server_pauses.sql" in listed
        schema = SCHEMA if mine else SCHEMA - 1
        yield folder, schema
    finally:
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(folder)],
            check=False,
            capture_output=True,
        )


def seconds(value: object, timeout: float) -> str:
    return f"> {timeout:.0f} s" if not isinstance(value, float) else f"{value:.2f} s"


def reminder(got: dict[str, object], window: float) -> str:
    if not got["channels"]:
        return "none due"
    return seconds(got["reminder"], window)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path(tempfile.gettempdir()) / "ba-restart")
    parser.add_argument("--cases", nargs="+", default=["present", "gone", "archived", "empty"])
    parser.add_argument("--window", type=float, default=60.0, help="seconds watched after READY")
    parser.add_argument("--timeout", type=float, default=120.0, help="longest wait for on_ready")
    parser.add_argument("--against", metavar="REV", help="also run the bot of this commit")
    parser.add_argument("--rebuild", action="store_true")
    parser.add_argument("--logs", type=Path, help="keep the bot's log of each case here")
    args = parser.parse_args()
    args.data.mkdir(parents=True, exist_ok=True)
    template = build_templates(args.data, args.rebuild)
    trees = [None] if args.against is None else [None, args.against]
    for rev in trees:
        with checkout(rev) as (root, schema):
            name = "this tree" if rev is None else rev
            for case in args.cases:
                got = asyncio.run(
                    run_case(case, template, root, schema, args.window, args.timeout, args.logs)
                )
                print(
                    f"{name:>10} {case:>8}: on_ready ends {seconds(got['heartbeat'], args.timeout)}"
                    f" after READY, first due reminder {reminder(got, args.window)};"
                    f" RSS {got['rss']:.0f} MiB; {got['log_lines']} log lines;"
                    f" {got['requests']} requests in {args.window:.0f} s, {got['looks']} about"
                    f" channels (most about one {got['channel_most']}, of {got['channels']}"
                    f" channels), {got['limited']} answered 429",
                    flush=True,
                )


if __name__ == "__main__":
    main()
