"""SQLite and PostgreSQL side by side at scale: the start-up of a process with 1,000 and 10,000
live games, the memory a live game takes once loaded, and two processes serving 1,000 live
games at once on one PostgreSQL against one process serving them all, in the same run.

The databases are those of benchmarks/scale.py (`build`: live games with their snapshots and
10,000 finished ones, written directly with sqlite3), with the games spread over 16 servers so
that each of two shards, ``(guild_id >> 22) % 2``, owns half of them. They are built once into
`--data` and reused; each run copies them into PostgreSQL with asyncpg's
`copy_records_to_table` (the store's own migrations make the schema). PostgreSQL is a throwaway
local server (testbed/pgserver.py: fsync and synchronous_commit on, 127.0.0.1), unless
`--postgresql URL` names a server whose user may create databases (the benchmark creates and
drops databases named ba_bench_*; the server's CPU is then not measured).

- Start-up: a fresh process runs the bot's start-up: `open_database` (with the check of the
  migrations), `GameService.load()` and the computer-turn and timer queries. Timed from the
  open to the end of the queries; the whole process, from its spawn (interpreter and imports
  included), beside it.
- Memory per live game: a fresh process starts up, collects its garbage and reads its RSS,
  then loads every live game (snapshot and the actions after it, replayed), collects again
  and reads its RSS: the difference over the number of games. It includes the service's
  table with its engine state, the game's lock and the allocator's slack; not the database
  side (SQLite's page cache, PostgreSQL's buffers live elsewhere or stay the same).
- Two processes against one: child processes, each a `GameService` over its shards
  (`Shards(1, {0})` for the one process; `Shards(2, {0})` and `Shards(2, {1})` for the two),
  each loading its games, then acting on them as fast as it can for a fixed time, with a
  number of games in flight at once (a load generator in the process: a random legal move of
  the seat to act, as a person would send it); actions per second and the p50 and p99 of one
  action, one process against two, each on a fresh copy of the same database, in the same
  run. Where the time goes: the CPU of the bot processes, of the PostgreSQL server (every
  process of the server, from /proc) and of everything else on the machine over the same
  window, and a cProfile of one process for a few seconds (self time by layer).

    python benchmarks/backends.py [--quick] [--live 1000 10000] [--seconds S] [--rounds N]
        [--in-flight N] [--data DIR] [--postgresql URL] [--rebuild]

`--quick` is a smoke run of under a minute (once the small database is built): 1,000 live
games and no finished ones, one start-up each, short windows.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import json
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import asyncpg

from benchmarks import scale
from benchmarks.postgres_target import Server, machine_busy
from benchmarks.profile_layers import profile_figures
from bot.service import GameService, as_move
from bot.store import open_database
from bot.store.database import database_target
from bot.store.shards import Shards
from testbed.moves import random_move

# Servers the games are spread over: their ids alternate between the two shards.
GUILDS = 16
FIRST_GUILD = 1000
# Cores busy with work other than the benchmark's beyond which a serving window is suspect.
CROWDED = 0.2


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


# ---------------------------------------------------------------------------- the databases


def prepared(folder: Path, live: int, finished: int, rebuild: bool) -> Path:
    """The SQLite database with `live` games in progress and `finished` finished ones,
    spread over GUILDS servers; built once (scale.py's builder), then reused."""
    path = folder / f"live-{live}-finished-{finished}.db"
    if rebuild or not path.exists():
        for stale in folder.glob(f"{path.name}*"):
            stale.unlink()
        scale.build(path, live, finished)
    with sqlite3.connect(path) as connection:
        if connection.execute("SELECT count(*) FROM guilds").fetchone()[0] <= 1:
            connection.executemany(
                "INSERT INTO guilds (id, created_at) VALUES (?, ?)",
                [((FIRST_GUILD + k) << 22, scale.NOW) for k in range(GUILDS)],
            )
            connection.execute(f"UPDATE games SET guild_id = ({FIRST_GUILD} + id % {GUILDS}) << 22")
    connection.close()
    return path


async def copy_into_postgresql(source: Path, url: str) -> tuple[int, float]:
    """Every row of the SQLite database into an empty PostgreSQL one, migrated by the store:
    (rows, seconds)."""
    started = time.perf_counter()
    database = await open_database(url)
    await database.close()
    lite = sqlite3.connect(source)
    connection = await asyncpg.connect(url)
    rows = 0
    try:
        tables = [
            name
            for (name,) in lite.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        # The referenced tables first.
        tables.sort(key=lambda name: {"guilds": 0, "games": 1}.get(name, 2))
        for table in tables:
            columns = [row[1] for row in lite.execute(f"PRAGMA table_info({table})")]
            cursor = lite.execute(f"SELECT {', '.join(columns)} FROM {table}")
            while batch := cursor.fetchmany(50_000):
                await connection.copy_records_to_table(table, records=batch, columns=columns)
                rows += len(batch)
        await connection.execute(
            "SELECT setval(pg_get_serial_sequence('games', 'id'), max(id)) FROM games"
        )
        await connection.execute("VACUUM ANALYZE")
    finally:
        await connection.close()
        lite.close()
    return rows, time.perf_counter() - started


# ---------------------------------------------------------------------------- in a child


async def start_up(target: str) -> dict[str, Any]:
    """The bot's start-up: open (checking the migrations), learn where every open game
    lives, and the queries that re-arm the computer turns and the timers."""
    begin = time.perf_counter()
    database = await open_database(database_target(target))
    service = GameService(database)
    opened = await service.load()
    waiting = await service.store.waiting_for_computer()
    await service.turns.next_timer()
    took = time.perf_counter() - begin
    ready_at = time.time()
    await database.close()
    return {"games": len(opened), "waiting": len(waiting), "seconds": took, "ready_at": ready_at}


async def memory(target: str) -> dict[str, Any]:
    """RSS before and after loading every live game into the service."""
    database = await open_database(database_target(target))
    service = GameService(database)
    opened = await service.load()
    gc.collect()
    before = rss_mib()
    started = time.perf_counter()
    for game_id in opened:
        table = service.registry.held(game_id) or await service.registry.open_table(game_id)
        assert table is not None and table.game is not None
    took = time.perf_counter() - started
    gc.collect()
    after = rss_mib()
    held = sum(1 for game_id in opened if service.registry.held(game_id) is not None)
    await database.close()
    return {"games": held, "before": before, "after": after, "load_seconds": took}


async def serve(
    target: str, shards: Shards, seconds: float, in_flight: int, profile: bool
) -> dict[str, Any]:
    """One bot process's service over its shards' games, loaded, then acted on as fast as
    it goes for `seconds`, `in_flight` games at a time. Says it is ready on stdout and
    waits for a line on stdin before it starts."""
    database = await open_database(database_target(target))
    service = GameService(database, shards=shards)
    opened = await service.load()
    games = []
    for game_id in opened:
        table = await service.registry.open_table(game_id)
        if table is not None and table.game is not None and table.game.to_act is not None:
            games.append(game_id)
    service.turns.start()  # as the bot does: the timer dispatcher hears every move
    gc.collect()
    gc.freeze()  # as the bot does after its start-up
    print(json.dumps({"ready": len(games)}), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)

    waiting = deque(games)
    rng = random.Random(shards.count * 10 + min(shards.ids))
    timings: list[float] = []
    errors: list[str] = []
    finished = 0

    async def player(stop: float) -> None:
        nonlocal finished
        while waiting and time.perf_counter() < stop:
            game_id = waiting.popleft()
            table = service.registry.held(game_id)
            if table is None or table.status != "active":
                finished += 1
                continue
            if table.bot_to_act:
                # The bot's own move (a last trick whose cards are all forced) comes after
                # its pause, from the service's computer turns: nobody may act before it.
                waiting.append(game_id)
                await asyncio.sleep(0)
                continue
            user, kind, value = random_move(table, rng)
            start = time.perf_counter()
            try:
                await service.play.act(game_id, user, as_move(kind, value))
            except Exception as error:
                errors.append(repr(error))
                continue
            timings.append((time.perf_counter() - start) * 1000)
            waiting.append(game_id)

    # CPU time, not wall time: a coroutine waiting for the database costs nothing.
    profiler = cProfile.Profile(time.process_time) if profile else None
    cpu = time.process_time()
    began = time.perf_counter()
    if profiler is not None:
        profiler.enable()
    await asyncio.gather(*(player(began + seconds) for _ in range(in_flight)))
    if profiler is not None:
        profiler.disable()
    elapsed = time.perf_counter() - began
    cpu = time.process_time() - cpu
    result: dict[str, Any] = {
        "games": len(games),
        "actions": len(timings),
        "seconds": elapsed,
        "cpu": cpu,
        "timings": [round(t, 3) for t in timings],
        "finished": finished,
        "errors": len(errors),
        "first_error": errors[0] if errors else "",
    }
    if profiler is not None:
        result.update(profile_figures(profiler))
    print(json.dumps(result), flush=True)
    gc.unfreeze()
    await service.turns.close()
    await database.close()
    return result


def child(argv: list[str]) -> None:
    job, target, *rest = argv
    if job == "start":
        print(json.dumps(asyncio.run(start_up(target))))
    elif job == "memory":
        print(json.dumps(asyncio.run(memory(target))))
    else:
        count, ids, seconds, in_flight, profile = rest
        shards = Shards(int(count), frozenset(int(i) for i in ids.split(",")))
        asyncio.run(serve(target, shards, float(seconds), int(in_flight), profile == "1"))


# ---------------------------------------------------------------------------- the parent


def in_child(*argv: str) -> dict[str, Any]:
    with tempfile.TemporaryFile("w+") as errors:
        done = subprocess.run(
            [sys.executable, __file__, "--child", *argv],
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )
        if done.returncode:
            errors.seek(0)
            raise RuntimeError(f"child {argv[0]} failed:\n{errors.read()[-3000:]}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


@dataclass
class Served:
    processes: int
    games: int
    actions: int
    seconds: float
    p50: float
    p99: float
    bot_cpu: float
    server_cpu: float | None
    others_cpu: float
    errors: int
    first_error: str

    @property
    def rate(self) -> float:
        return self.actions / self.seconds


def serve_together(server: Server, url: str, count: int, seconds: float, in_flight: int) -> Served:
    """`count` processes serving their shards at once, started together after all loaded."""
    processes = []
    with tempfile.TemporaryFile("w+") as errors:
        try:
            for shard in range(count):
                argv = [url, str(count), str(shard), str(seconds), str(in_flight), "0"]
                processes.append(
                    subprocess.Popen(
                        [sys.executable, __file__, "--child", "serve", *argv],
                        stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE,
                        stderr=errors,
                        text=True,
                    )
                )
            games = 0
            for process in processes:
                assert process.stdout is not None
                line = process.stdout.readline()
                if not line:
                    raise RuntimeError("a serving process quit before it was ready")
                games += json.loads(line)["ready"]
            server_before, busy_before = server.cpu_seconds(), machine_busy()
            began = time.perf_counter()
            for process in processes:
                assert process.stdin is not None
                process.stdin.write("go\n")
                process.stdin.flush()
            results = []
            for process in processes:
                assert process.stdout is not None
                results.append(json.loads(process.stdout.readline()))
            window = time.perf_counter() - began
            server_after, busy_after = server.cpu_seconds(), machine_busy()
            for process in processes:
                if process.wait(timeout=60):
                    raise RuntimeError("a serving process failed")
        except BaseException:
            for process in processes:
                process.kill()
            errors.seek(0)
            print(errors.read()[-3000:], file=sys.stderr)
            raise
    bot_cpu = sum(r["cpu"] for r in results)
    server_cpu = (
        None if server_before is None or server_after is None else server_after - server_before
    )
    others = busy_after - busy_before - bot_cpu - (server_cpu or 0.0)
    timings = [t for r in results for t in r["timings"]]
    return Served(
        processes=count,
        games=games,
        actions=len(timings),
        seconds=window,
        p50=percentile(timings, 0.5),
        p99=percentile(timings, 0.99),
        bot_cpu=bot_cpu / window,
        server_cpu=None if server_cpu is None else server_cpu / window,
        others_cpu=max(0.0, others) / window,
        errors=sum(r["errors"] for r in results),
        first_error=next((r["first_error"] for r in results if r["first_error"]), ""),
    )


def start_ups(live: int, finished: int, targets: dict[str, str], runs: int) -> None:
    print(f"start-up with {live:,} live and {finished:,} finished games (each a fresh process):")
    for name, target in targets.items():
        seconds = []
        whole = []
        for _ in range(runs):
            spawned = time.time()
            figures = in_child("start", target)
            assert figures["games"] == live, figures
            seconds.append(figures["seconds"])
            whole.append(figures["ready_at"] - spawned)
        each = ", ".join(f"{s:.3f}" for s in seconds)
        print(
            f"  {name:<10} open + load() + turn queries {min(seconds):.3f} s (runs {each});"
            f" the whole process from its spawn {min(whole):.2f} s"
        )


def memories(live: int, targets: dict[str, str]) -> None:
    print(f"memory per live game ({live:,} games loaded into one process, RSS after - before):")
    for name, target in targets.items():
        figures = in_child("memory", target)
        per_game = (figures["after"] - figures["before"]) * 1024 / figures["games"]
        print(
            f"  {name:<10} {per_game:.1f} KiB a game ({figures['before']:.0f} MiB ->"
            f" {figures['after']:.0f} MiB for {figures['games']:,} games, loaded in"
            f" {figures['load_seconds']:.1f} s)"
        )


def throughput(
    server: Server, template: str, live: int, seconds: float, rounds: int, in_flight: int
) -> None:
    print(
        f"one process against two, serving {live:,} live games on one PostgreSQL"
        f" ({seconds:g} s windows, {in_flight} games in flight per process, asyncpg pool of"
        f" at most 10 connections per process; the machine has {os.cpu_count()} cores):"
    )
    print(
        f"  {'processes':>9} {'games':>6} {'actions/s':>10} {'p50 ms':>7} {'p99 ms':>7}"
        f" {'bot cores':>9} {'server cores':>12} {'others cores':>12}"
        f" {'bot ms/action':>13} {'server ms/action':>16}"
    )
    ratios = []
    crowded = False
    for _ in range(rounds):
        rates = {}
        for count in (1, 2):
            url = server.create("ba_bench_serve", template)
            try:
                served = serve_together(server, url, count, seconds, in_flight)
            finally:
                server.drop("ba_bench_serve")
            rates[count] = served.rate
            # A server not run here is among the others: its share is not known.
            crowded = crowded or (served.server_cpu is not None and served.others_cpu >= CROWDED)
            server_cores = "n/a" if served.server_cpu is None else f"{served.server_cpu:.2f}"
            server_ms = (
                "n/a"
                if served.server_cpu is None
                else f"{served.server_cpu * served.seconds * 1000 / served.actions:.2f}"
            )
            print(
                f"  {served.processes:>9} {served.games:>6} {served.rate:>10.0f}"
                f" {served.p50:>7.2f} {served.p99:>7.2f} {served.bot_cpu:>9.2f}"
                f" {server_cores:>12} {served.others_cpu:>12.2f}"
                f" {served.bot_cpu * served.seconds * 1000 / served.actions:>13.2f}"
                f" {server_ms:>16}"
                + (
                    f"  ({served.errors} refused: {served.first_error[:80]})"
                    if served.errors
                    else ""
                )
            )
        ratios.append(rates[2] / rates[1])
    if server.cpu_seconds() is None:
        print("  (the server does not run here: its CPU, if on this machine, is among the others)")
    print(
        "  two processes / one: "
        + ", ".join(f"{r:.2f}x" for r in ratios)
        + (f" (median {statistics.median(ratios):.2f}x)" if len(ratios) > 1 else "")
        + (
            f"; other work took {CROWDED:g} cores or more in some window: those figures are not"
            " comparable"
            if crowded
            else ""
        )
    )


def profiled(server: Server, template: str, seconds: float, in_flight: int) -> None:
    url = server.create("ba_bench_profile", template)
    try:
        argv = [url, "1", "0", str(seconds), str(in_flight), "1"]
        process = subprocess.Popen(
            [sys.executable, __file__, "--child", "serve", *argv],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert process.stdin is not None and process.stdout is not None
        process.stdout.readline()
        process.stdin.write("go\n")
        process.stdin.flush()
        result = json.loads(process.stdout.readline())
        process.wait(timeout=60)
    finally:
        server.drop("ba_bench_profile")
    layers: dict[str, float] = result["layers"]
    total = sum(layers.values())
    shares = ", ".join(
        f"{name} {100 * spent / total:.0f}%"
        for name, spent in sorted(layers.items(), key=lambda item: -item[1])
        if spent / total >= 0.005
    )
    print(
        f"where one process's CPU time goes (cProfile, {seconds:g} s,"
        f" {result['actions'] / result['seconds']:.0f} actions/s under the profiler):"
        f" {shares} (self time; the standard library's and builtins' counted in the layer"
        f" calling them); the busiest functions, of {total:.2f} CPU s:"
    )
    for spent, function in result["top"]:
        print(f"    {spent:6.3f} {function}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run of under a minute")
    parser.add_argument("--data", type=Path, default=Path(tempfile.gettempdir()) / "ba-backends")
    parser.add_argument("--live", type=int, nargs="+", help="live games (default 1000 10000)")
    parser.add_argument("--runs", type=int, help="start-ups per database (default 3)")
    parser.add_argument("--seconds", type=float, help="each serving window (default 10)")
    parser.add_argument("--rounds", type=int, help="one-against-two rounds (default 2)")
    parser.add_argument("--in-flight", type=int, default=16, help="games in flight per process")
    parser.add_argument("--postgresql", metavar="URL", help="a server to use (default: own)")
    parser.add_argument("--rebuild", action="store_true", help="build the SQLite files again")
    parser.add_argument("--child", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    quick = args.quick
    lives = args.live or ([1000] if quick else [1000, 10_000])
    finished = 0 if quick else scale.FINISHED
    runs = args.runs or (1 if quick else 3)
    seconds = args.seconds or (2.0 if quick else 10.0)
    rounds = args.rounds or (1 if quick else 2)
    args.data.mkdir(parents=True, exist_ok=True)

    load = os.getloadavg()
    print(
        f"backends benchmark: {os.cpu_count()} cores; load average before the run"
        f" {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
    )
    with Server(args.postgresql) as server, tempfile.TemporaryDirectory(dir=args.data) as scratch:
        print(f"PostgreSQL: {server.where}")
        templates = {}
        for live in lives:
            source = prepared(args.data, live, finished, args.rebuild)
            copy = Path(scratch) / source.name
            shutil.copyfile(source, copy)  # the bot writes what it loads: keep the source
            template = f"ba_bench_live_{live}"
            rows, took = asyncio.run(copy_into_postgresql(source, server.create(template)))
            print(f"  copied {source.name} into PostgreSQL: {rows:,} rows in {took:.0f} s")
            templates[live] = template
            targets = {"SQLite": str(copy), "PostgreSQL": server.url(template)}
            start_ups(live, finished, targets, runs)
            # The memory job writes the snapshots it lacks: on copies.
            memory_url = server.create("ba_bench_memory", template)
            try:
                memories(live, {"SQLite": str(copy), "PostgreSQL": memory_url})
            finally:
                server.drop("ba_bench_memory")
        live = min(lives)
        throughput(server, templates[live], live, seconds, rounds, args.in_flight)
        profiled(server, templates[live], min(seconds, 5.0), args.in_flight)
        for template in templates.values():
            server.drop(template)
    load = os.getloadavg()
    print(f"load average after the run {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


if __name__ == "__main__":
    main()
