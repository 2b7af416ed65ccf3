"""`python -m bot migrate-db`: a whole database copied from SQLite to PostgreSQL and back,
every table equal afterwards, games playing on in the copy; a non-empty target refused; the
check catching a copy that differs."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService, TableView, TakebackAsked, as_move
from bot.service.seasons import Seasons
from bot.store import Database, open_database
from bot.tools.migrate_db import CopyFailed, Refused, copied_tables, main, migrate, verify
from testbed.pgserver import PgServer
from tests.service.events_helpers import open_tables, play
from tests.service.helpers import (
    USERS,
    full_table,
    make_service,
    play_daily,
    play_to_the_end,
    random_move,
)

ROOT = Path(__file__).resolve().parents[2]


@asynccontextmanager
async def opened(at: Path | str) -> AsyncIterator[Database]:
    database = await open_database(at)
    try:
        yield database
    finally:
        await database.close()


async def moves(service: GameService, table: TableView, count: int, seed: int) -> TableView:
    rng = random.Random(seed)
    for _ in range(count):
        user, kind, value = random_move(table, rng)
        table = (await service.play.act(table.id, user, as_move(kind, value))).table
    return table


async def take_back(service: GameService, table: TableView, *, allow: bool) -> TableView:
    """A move, then its player asks to take it back, and an opponent answers."""
    mover = table.user_to_act
    assert mover is not None
    table = await moves(service, table, 1, seed=len(table.takebacks))
    assert table.game is not None
    move = len(table.game.actions) - 1
    (asked,) = (await service.takebacks.ask(table.id, mover, move)).events
    assert isinstance(asked, TakebackAsked)
    return (await service.takebacks.answer(table.id, asked.asked[0], move, allow)).table


async def fill(database: Database) -> dict[str, int]:
    """A database with every kind of row: finished games (results, totals, ratings), a
    rematch lobby, a game running mid-hand with a snapshot and a take-back, an abandoned
    game, a cancelled lobby, an open lobby, player languages and prefs, notifications and the
    bot's clock. Returns the ids."""
    service = make_service(database)
    finished = await full_table(service, options={"hands": [3, 2]}, channel=2001)
    await play_to_the_end(service, finished)
    rematch = (await service.lobby.rematch(finished.id, USERS[0])).table
    second = await full_table(service, options={"hands": [2]}, channel=2002, guild=1001)
    await play_to_the_end(service, second, seed=5)

    # A player told by direct message: the running game's turns of theirs are in the outbox.
    await service.set_notice_prefs(USERS[1], notify="dm", time_zone="Europe/Madrid", quiet="23-08")
    running = await full_table(service, options={"hands": [3, 3, 3]}, channel=2003)
    running = await take_back(service, running, allow=True)
    running = await take_back(service, running, allow=False)
    running = await moves(service, running, 16, seed=3)  # into the second hand: a snapshot

    abandoned = await full_table(service, channel=2004)
    await moves(service, abandoned, 5, seed=7)
    await service.play.abandon(abandoned.id, USERS[0])
    cancelled = await service.lobby.open(
        guild_id=1000, channel_id=2005, host_id=USERS[1], preset="classic"
    )
    await service.lobby.cancel(cancelled.table.id, USERS[1])
    lobby = await service.lobby.open(
        guild_id=1000, channel_id=2006, host_id=USERS[2], preset="classic"
    )
    await service.set_plays_forced(USERS[3], True)
    await play_daily(service, USERS[0], guild=1000, channel=2007)
    await finished_event(service)
    await database.write(
        [
            ("INSERT INTO player_languages VALUES (?, ?, ?)", (USERS[2], "fr", 1_700_000_000)),
            # The commands as last registered: the new database need not register them again.
            ("INSERT INTO command_syncs VALUES (?, ?, ?)", ("42:global", "ab" * 32, 1.7e9)),
            ("INSERT INTO bot_clock (id, alive_at) VALUES (1, ?)", (1_700_000_100.5,)),
        ]
    )
    # The seasons over, frozen as the rollover does, and final standings of one.
    await Seasons(database, clock=lambda: 4_000_000_000.0).rollover()
    await database.write(
        [
            (
                "INSERT INTO season_standings VALUES (?, ?, ?, ?, ?, ?, ?)",
                (1000, "2099-01", USERS[0], 1, 12.5, 3, 2),
            )
        ]
    )
    return {"running": running.id, "rematch": rematch.id, "lobby": lobby.table.id}


async def finished_event(service: GameService) -> None:
    """An event of three pairs (and the computers') played to its end: its every row."""
    event = await service.events.create(
        guild_id=1000,
        channel_id=2008,
        organiser_id=USERS[0],
        name="Club night",
        deals=8,
        sizes="daily",
    )
    for first, second in ((21, 22), (23, 24), (25, 26)):
        await service.events.enter(event.id, first, "a", partner=(second, "b"))
        await service.events.accept(event.id, second)
    await service.events.enter(event.id, 27, "invited", partner=(28, "never"))
    await service.events.withdraw(event.id, 27)
    await service.events.enter(event.id, 29, "alone")
    await service.events.start(event.id, USERS[0])
    rng = random.Random(4)
    for _ in range(2):
        for table in await open_tables(service, event.id):
            await play(service, table.id, rng)
        await service.events.rounds.settle()


async def every_row(database: Database) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows as sorted tuples (bytes as bytes, numbers by value)."""
    rows = {}
    for table in await copied_tables(database):
        found = await database.fetchall(f"SELECT * FROM {table}")
        rows[table] = sorted((tuple(r) for r in found), key=repr)
    return rows


async def test_a_round_trip_through_postgresql_keeps_every_row(tmp_path: Path, pg_url: str) -> None:
    original = tmp_path / "original.db"
    async with opened(original) as database:
        await fill(database)
        before = await every_row(database)
    assert all(before.values())  # a row in every table

    there = await migrate(str(original), pg_url)
    assert not there.problems and there.games == len(before["games"])
    assert there.rows == {t: len(r) for t, r in before.items()}
    back = await migrate(pg_url, str(tmp_path / "back.db"))
    assert not back.problems

    async with opened(tmp_path / "back.db") as database:
        after = await every_row(database)
    assert after == before
    # The same values and types as the original, float times included.
    assert [list(map(type, r)) for r in after["games"]] == [
        list(map(type, r)) for r in before["games"]
    ]


async def test_a_running_game_plays_on_in_postgresql(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "game.db"
    async with opened(source) as database:
        ids = await fill(database)
        largest = max(int(r["id"]) for r in await database.fetchall("SELECT id FROM games"))
    await migrate(str(source), pg_url)

    async with opened(pg_url) as database:
        service = make_service(database, seed=11)
        assert ids["running"] in await service.load()
        running = await service.registry.open_table(ids["running"])
        assert running is not None and running.game is not None and not running.game.is_over
        finished = await play_to_the_end(service, running, seed=9)
        assert finished.table.status == "finished"
        opened_now = await service.lobby.open(
            guild_id=1000, channel_id=3000, host_id=USERS[0], preset="classic"
        )
        assert opened_now.table.id == largest + 1


async def test_a_target_with_rows_is_refused_and_left_alone(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "game.db"
    async with opened(source) as database:
        await fill(database)
    async with opened(pg_url) as database:
        await database.write(
            [("INSERT INTO player_prefs VALUES (?, ?, ?)", (42, 1, 1_700_000_000.0))]
        )
        before = await every_row(database)

    with pytest.raises(Refused, match=r"not empty.*player_prefs"):
        await migrate(str(source), pg_url)
    async with opened(pg_url) as database:
        assert await every_row(database) == before

    # The same, into a SQLite file, through the command's function.
    full = tmp_path / "full.db"
    async with opened(full) as database:
        await fill(database)
    assert await asyncio.to_thread(main, pg_url, str(full)) == 2
    assert "not empty" in capsys.readouterr().err


async def test_a_copy_differing_from_its_source_is_found(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "game.db"
    async with opened(source) as database:
        ids = await fill(database)
    assert not (await migrate(str(source), pg_url)).problems
    async with opened(source) as ours, opened(pg_url) as theirs:
        assert await verify(ours, theirs) == []
        row = await theirs.fetchone(
            "SELECT idx, value FROM actions WHERE game_id = ? AND kind = 'play' ORDER BY idx",
            (ids["running"],),
        )
        assert row is not None
        other = '"2C"' if row["value"] != '"2C"' else '"3C"'
        await theirs.write(
            [
                (
                    "UPDATE actions SET value = ? WHERE game_id = ? AND idx = ?",
                    (other, ids["running"], row["idx"]),
                )
            ]
        )
        found = await verify(ours, theirs)
    assert "table actions: the rows differ" in found
    assert any(p.startswith(f"game {ids['running']}:") for p in found)


async def test_a_rating_changed_in_the_copy_is_found(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "game.db"
    async with opened(source) as database:
        await fill(database)
    await migrate(str(source), pg_url)
    async with opened(source) as ours, opened(pg_url) as theirs:
        await theirs.write([("UPDATE ratings SET mu = mu + 0.001 WHERE user_id = ?", (USERS[0],))])
        assert await verify(ours, theirs) == ["table ratings: the rows differ"]
        await theirs.write([("DELETE FROM player_languages", ())])
        assert "table player_languages: 1 rows in the source, 0 in the target" in await verify(
            ours, theirs
        )


async def test_64_bit_ids_and_whole_number_times_keep_their_values(
    tmp_path: Path, pg_url: str
) -> None:
    # Ids up to 2**63 - 1 (BIGINT), and times given as integers into REAL columns.
    source = tmp_path / "game.db"
    async with opened(source) as database:
        await database.write(
            [
                ("INSERT INTO guilds (id, created_at) VALUES (?, ?)", (2**62, 1_700_000_000)),
                (
                    "INSERT INTO ratings VALUES (?, ?, ?, ?, ?, ?)",
                    (2**62, 2**63 - 1, 25, 8.333, 0, 1_700_000_000),
                ),
            ]
        )
    report = await migrate(str(source), pg_url)
    assert not report.problems
    async with opened(pg_url) as database:
        row = await database.fetchone("SELECT * FROM ratings")
    assert row is not None and tuple(row) == (2**62, 2**63 - 1, 25.0, 8.333, 0, 1_700_000_000.0)


async def test_into_a_second_postgresql_database_and_not_into_itself(
    tmp_path: Path, pg_url: str, pg_server: PgServer
) -> None:
    source = tmp_path / "game.db"
    async with opened(source) as database:
        await fill(database)
    await migrate(str(source), pg_url)
    with pytest.raises(Refused, match="same database"):
        await migrate(pg_url, pg_url.replace("127.0.0.1", "localhost"))
    with pytest.raises(Refused, match="same database"):
        await migrate(str(source), f"sqlite:///{source}")
    pg_server.create_database("migrate_second")
    try:
        report = await migrate(pg_url, pg_server.url("migrate_second"))
        assert not report.problems and report.total > 0
    finally:
        pg_server.drop_database("migrate_second")


async def test_refused_while_a_bot_runs_on_the_source(tmp_path: Path, pg_url: str) -> None:
    from bot.running.one_bot import alone_on

    source = tmp_path / "game.db"
    async with opened(source) as database:
        await fill(database)
    with alone_on(source), pytest.raises(Refused, match="a bot is running"):
        await migrate(str(source), pg_url)
    async with opened(pg_url) as running:
        await running.hold_running()
        with pytest.raises(Refused, match="a bot is running"):
            await migrate(str(source), pg_url)
    with pytest.raises(Refused, match="no database"):
        await migrate(str(tmp_path / "missing.db"), pg_url)


def run_command(*args: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    environment.pop("DATABASE_URL", None)
    return subprocess.run(
        [sys.executable, "-m", "bot", "migrate-db", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        timeout=120,
    )


async def test_the_command_line(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "game.db"
    async with opened(source) as database:
        await fill(database)
        games = len(await database.fetchall("SELECT id FROM games"))

    copied = run_command(f"sqlite:///{source}", pg_url)
    assert copied.returncode == 0, copied.stderr
    lines = copied.stdout.splitlines()
    assert any(line.split()[:1] == ["actions"] and "/" in line for line in lines)
    assert f"{games:,} games replayed" in copied.stdout
    assert "rows/s" in copied.stdout and "differs" not in copied.stdout

    again = run_command(str(source), pg_url)
    assert again.returncode == 2
    assert again.stderr.startswith("error: the target") and "not empty" in again.stderr
    assert again.stdout == ""

    back = run_command(pg_url, str(tmp_path / "back.db"))
    assert back.returncode == 0, back.stderr
    wrong = run_command(str(source), "mysql://nowhere/db")
    assert wrong.returncode == 2 and "DATABASE_URL" in wrong.stderr


async def test_a_value_the_target_refuses_stops_the_copy_and_writes_nothing(
    tmp_path: Path, pg_url: str
) -> None:
    # SQLite keeps text in an INTEGER column; PostgreSQL refuses it.
    source = tmp_path / "game.db"
    async with opened(source) as database:
        await fill(database)
        await database.write([("UPDATE player_prefs SET play_forced = 'yes'", ())])
    with pytest.raises(CopyFailed, match="player_prefs"):
        await migrate(str(source), pg_url)
    async with opened(pg_url) as database:
        assert not any((await every_row(database)).values())


async def test_a_value_the_target_changes_is_found(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # SQLite keeps 1.5 in an INTEGER column; asyncpg passes it to PostgreSQL as 1.
    source = tmp_path / "game.db"
    async with opened(source) as database:
        await fill(database)
        await database.write([("UPDATE player_prefs SET play_forced = 1.5", ())])
    assert await asyncio.to_thread(main, str(source), pg_url) == 1
    said = capsys.readouterr().out
    assert "the copy differs from the source:\n  table player_prefs: the rows differ" in said
