"""What only PostgreSQL has: a server that several processes share, that can be restarted or
be away, and a URL that can be wrong. Against a real throwaway server (testbed/pgserver.py)."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import asyncpg
import pytest

from bot.service import (
    DatabaseUnavailable,
    GameService,
    Languages,
    Refusal,
    ServiceError,
    as_move,
)
from bot.store import IntegrityError, Shards, open_database
from bot.store.database import POSTGRESQL, SQLITE, migrations
from bot.store.postgres import combined, numbered
from bot.tools.backups import BackupError
from bot.tools.checkup import Checkup
from bot.tools.doctor import check_database
from bot.tools.forget import forget_offline
from bot.ui.words.refusals import error_text
from testbed.pgserver import PgServer
from tests.service.helpers import USERS, full_table, make_service, random_move

ROOT = Path(__file__).resolve().parents[2]


def test_both_dialects_have_the_same_migrations() -> None:
    assert [v for v, _, _ in migrations(POSTGRESQL)] == [v for v, _, _ in migrations(SQLITE)]
    assert [n for _, n, _ in migrations(POSTGRESQL)] == [n for _, n, _ in migrations(SQLITE)]


def test_placeholders_become_numbered_outside_quoted_text() -> None:
    assert numbered("SELECT ? , 'a?b', ?") == "SELECT $1 , 'a?b', $2"
    assert numbered("SELECT ?2, ?1, 'it''s ?'") == "SELECT $2, $1, 'it''s ?'"


async def test_processes_starting_together_migrate_once(pg_url: str) -> None:
    opened = await asyncio.gather(*(open_database(pg_url) for _ in range(3)))
    try:
        rows = await opened[0].fetchall("SELECT version FROM schema_migrations ORDER BY version")
        assert [r["version"] for r in rows] == [v for v, _, _ in migrations(POSTGRESQL)]
        assert await opened[1].schema_version() == migrations(POSTGRESQL)[-1][0]
        # Every commit is flushed before the bot answers, whatever the server's default.
        row = await opened[2].fetchone("SELECT current_setting('synchronous_commit') AS s")
        assert row is not None and row["s"] == "on"
    finally:
        for database in opened:
            await database.close()


async def test_the_database_away_refuses_moves_clearly_then_the_game_goes_on(
    pg_server: PgServer, pg_url: str
) -> None:
    database = await open_database(pg_url)
    try:
        service = make_service(database)
        table = await full_table(service)
        rng = random.Random(3)
        for _ in range(5):
            user, kind, value = random_move(table, rng)
            table = (await service.play.act(table.id, user, as_move(kind, value))).table
        assert table.log_length == 5

        pg_server.halt()
        try:
            user, kind, value = random_move(table, rng)
            for _ in range(2):  # refused, and refused again: nothing is held half-done
                with pytest.raises(DatabaseUnavailable) as refused:
                    await service.play.act(table.id, user, as_move(kind, value))
            said = error_text(refused.value, "en")
            assert said is not None and "try again in a moment" in said.lower()
            assert error_text(refused.value, "da") != said  # in the player's language
        finally:
            pg_server.resume()

        # The pool reconnects by itself; nothing of the refused move was stored.
        again = await service.registry.open_table(table.id)
        assert again is not None and again.log_length == 5
        answer = await service.play.act(table.id, user, as_move(kind, value))
        assert answer.table.log_length == 6
        rows = await database.fetchall(
            "SELECT idx FROM actions WHERE game_id = ? ORDER BY idx", (table.id,)
        )
        assert [r["idx"] for r in rows] == list(range(6))
    finally:
        await database.close()


async def test_a_restart_in_the_middle_of_a_game_loses_nothing_acknowledged(
    pg_server: PgServer, pg_url: str
) -> None:
    database = await open_database(pg_url)
    try:
        service = make_service(database)
        table = await full_table(service)
        rng = random.Random(4)
        acknowledged = 0
        refused = 0
        for step in range(40):
            if step == 20:
                pg_server.restart_immediate()
            user, kind, value = random_move(table, rng)
            try:
                table = (await service.play.act(table.id, user, as_move(kind, value))).table
            except DatabaseUnavailable:
                refused += 1  # the connection the restart cut: told, and tried again
                fresh = await service.registry.open_table(table.id)
                assert fresh is not None
                table = fresh
                continue
            acknowledged = table.log_length
        assert refused <= 2 and acknowledged >= 38 - refused
        rows = await database.fetchall("SELECT count(*) AS n FROM actions")
        assert rows[0]["n"] == acknowledged
    finally:
        await database.close()


def run_bot(url: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": "not-a-token",
        "DATABASE_URL": url,
        "DISCORD_API_URL": "http://127.0.0.1:9/api/v10",
    }
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_wrong_database_url_is_one_clear_line(pg_server: PgServer, tmp_path: Path) -> None:
    closed = pg_server.url("backalley").replace(f":{pg_server.port}/", ":9/")
    for url, expected in (
        (closed, "cannot reach PostgreSQL at"),
        (pg_server.url("no_such_database"), "PostgreSQL has no such database"),
    ):
        done = run_bot(url, tmp_path)
        assert done.returncode == 2
        assert expected in done.stderr, done.stderr
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_password_never_reaches_a_message(pg_server: PgServer, tmp_path: Path) -> None:
    url = "postgresql://postgres:sesame@127.0.0.1:9/backalley"
    done = run_bot(url, tmp_path)
    assert done.returncode == 2 and "sesame" not in done.stderr
    assert "postgres:***@" in done.stderr


async def test_the_doctor_reads_a_postgresql_database_without_changing_it(pg_url: str) -> None:
    found = Checkup()
    await asyncio.to_thread(check_database, pg_url, found)
    assert any("schema version 0" in line for line in found.lines), found.lines
    database = await open_database(pg_url)
    await database.close()
    found = Checkup()
    await asyncio.to_thread(check_database, pg_url, found)
    assert not found.problems
    assert any("(current), 0 open games" in line for line in found.lines), found.lines

    found = Checkup()
    await asyncio.to_thread(check_database, pg_url.rsplit("/", 1)[0] + "/nothing_here", found)
    assert found.problems == 1


async def test_forget_waits_for_no_bot_on_the_server(pg_server: PgServer, pg_url: str) -> None:
    bot = await open_database(pg_url)
    try:
        await bot.hold_running()
        with pytest.raises(BackupError, match="a bot is running"):
            await asyncio.to_thread(forget_offline, pg_url, 1)
        # The server restarts: the lock went with the connection, and the bot takes it again.
        pg_server.restart_immediate()
        await asyncio.sleep(1.0)
        with pytest.raises(BackupError, match="a bot is running"):
            await asyncio.to_thread(forget_offline, pg_url, 1)
    finally:
        await bot.close()
    assert await asyncio.to_thread(forget_offline, pg_url, 1) == 0


async def test_a_refused_write_is_the_stores_integrity_error(pg_url: str) -> None:
    database = await open_database(pg_url)
    try:
        service = make_service(database)
        await full_table(service)
        with pytest.raises(ServiceError) as taken:
            await service.lobby.open(guild_id=1000, channel_id=2000, host_id=99)
        assert taken.value.code is Refusal.GAME_EXISTS
        connection = await asyncpg.connect(pg_url)
        try:
            count = await connection.fetchval("SELECT count(*) FROM games")
        finally:
            await connection.close()
        assert count == 1
    finally:
        await database.close()


async def test_computers_and_timers_wait_out_an_outage_and_play_on(
    pg_server: PgServer, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nobody acts: four computer seats play, the server goes away mid-game and comes back,
    and the game goes on to its end by itself."""
    monkeypatch.setattr("bot.service.turns.RETRY_FIRST", 0.05)
    database = await open_database(pg_url)
    service = GameService(database, new_seed=lambda: 5, new_dealer=lambda n: 0)
    service.turns.pause = 0.005
    try:
        opened = await service.lobby.open(
            guild_id=1000, channel_id=2000, host_id=11, options={"hands": [5, 4, 3]}
        )
        for _ in range(3):
            await service.lobby.add_computer(opened.table.id, 11, "random")
        table = (await service.lobby.start(opened.table.id, 11)).table
        await service.play.set_away(table.id, 11, True)
        service.turns.start()
        await service.lobby.set_message(table.id, 777)  # the table is posted: play may begin
        service.turns.kick(table.id)

        async def stored() -> int:
            row = await database.fetchone(
                "SELECT count(*) AS n FROM actions WHERE game_id = ?", (table.id,)
            )
            return int(row["n"]) if row else 0

        for _ in range(500):
            if await stored() >= 10:
                break
            await asyncio.sleep(0.01)
        pg_server.halt()
        try:
            await asyncio.sleep(0.5)  # the computer's next turns meet the outage
        finally:
            pg_server.resume()
        for _ in range(1000):
            if await service.store.status(table.id) == "finished":
                break
            await asyncio.sleep(0.02)
        assert await service.store.status(table.id) == "finished"
        finished = await service.registry.stored_table(table.id)
        assert finished is not None and finished.game is not None
        assert finished.game.is_over and len(finished.game.actions) == await stored()
    finally:
        await service.turns.close()
        await database.close()


def test_writes_to_different_tables_become_one_statement() -> None:
    insert = ("INSERT INTO actions (game_id, idx) VALUES (?, ?)", (1, 2))
    update = ("UPDATE games SET updated_at = ? WHERE id = ?", (3.0, 1))
    joined = combined([insert, update])
    assert joined is not None
    assert numbered(joined[0]) == (
        "WITH w0 AS (INSERT INTO actions (game_id, idx) VALUES ($1, $2))"
        " UPDATE games SET updated_at = $3 WHERE id = $4"
    )
    assert list(joined[1]) == [1, 2, 3.0, 1]
    # Not when they could not see each other's rows, nor with a read among them.
    assert combined([update, ("DELETE FROM games WHERE id = ?", (1,))]) is None
    assert combined([insert, ("INSERT INTO seats SELECT * FROM seats", ())]) is None
    assert combined([insert, ("UPDATE games SET a = ?1 WHERE id = ?2", (1, 2))]) is None


async def test_a_combined_write_is_all_or_nothing(pg_url: str) -> None:
    database = await open_database(pg_url)
    try:
        refused = [
            ("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (7,)),
            (
                "INSERT INTO games (channel_id, place_id, host_id, preset, status, created_at,"
                " updated_at) VALUES (1, 1, 1, 'classic', 'no such status', 0, 0)",
                (),
            ),
        ]
        assert combined(refused) is not None
        with pytest.raises(IntegrityError):
            await database.write(refused)
        assert await database.fetchall("SELECT id FROM guilds") == []
        await database.write(refused[:1])
        assert [r["id"] for r in await database.fetchall("SELECT id FROM guilds")] == [7]
    finally:
        await database.close()


async def wait_for(predicate: Callable[[], bool], timeout: float = 10.0) -> None:
    for _ in range(int(timeout / 0.02)):
        if predicate():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("not in time")


async def test_notices_reach_the_other_processes_and_survive_a_restart(
    pg_server: PgServer, pg_url: str
) -> None:
    """A notice reaches every other process on the database, not its sender; after the
    server restarts, each hears that it may have missed some, and hears the next ones."""
    sender, other = await open_database(pg_url), await open_database(pg_url)
    heard: dict[str, list[str | None]] = {"sender": [], "other": []}
    try:
        sender.on_notice("player", heard["sender"].append)
        other.on_notice("player", heard["other"].append)
        other.on_notice("another", lambda payload: None)  # a second topic, added later
        await asyncio.sleep(0.3)  # both listening
        await sender.notify("player", "42")
        await wait_for(lambda: heard["other"] == ["42"])
        await asyncio.sleep(0.2)
        assert heard["sender"] == []  # it knows already

        pg_server.restart_immediate()
        await wait_for(lambda: None in heard["other"])
        # The sender's pool reconnects at its next call; a notice sent before the listener has
        # listened again is missed (and reported as None), so it is sent until one is heard.
        for _ in range(100):
            try:
                await sender.notify("player", "43")
            except DatabaseUnavailable:
                await asyncio.sleep(0.1)
                continue
            await asyncio.sleep(0.1)
            if heard["other"][-1] == "43":
                break
        await wait_for(lambda: heard["other"][-1] == "43")
    finally:
        await sender.close()
        await other.close()


async def test_a_players_choices_reach_the_games_and_caches_of_other_processes(
    pg_url: str,
) -> None:
    """A player sits in a game of each of two processes' servers and changes their mind in
    one: the other process's game and language follow, and neither loads the other's game."""
    databases = [await open_database(pg_url), await open_database(pg_url)]
    try:
        services = [
            GameService(databases[shard], shards=Shards(2, frozenset({shard}))) for shard in (0, 1)
        ]
        languages = [Languages(database) for database in databases]
        games = []
        for shard, service in enumerate(services):
            guild = (10 + shard) << 22  # a server of shard 0, then of shard 1
            games.append((await full_table(service, guild=guild, channel=2000 + shard)).id)
        player = USERS[1]
        assert await languages[1].player(player) is None  # cached as no choice
        await asyncio.sleep(0.3)  # both listening

        await services[0].set_plays_forced(player, True)
        await languages[0].set_player(player, "da")

        def follows() -> bool:
            table = services[1].registry.held(games[1])
            assert table is not None
            seat = table.seats[table.seat_of(player)]  # type: ignore[index]
            return seat is not None and seat.plays_forced

        await wait_for(follows)
        await wait_for(lambda: player not in languages[1]._player)
        assert await languages[1].player(player) == "da"
        # Each process held its own game only.
        assert (
            services[0].registry.held(games[1]) is None
            and services[1].registry.held(games[0]) is None
        )
    finally:
        for database in databases:
            await database.close()
