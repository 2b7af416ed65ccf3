"""The throwaway PostgreSQL server of the tests (testbed/pgserver.py, tests/pgplugin.py)."""

from __future__ import annotations

import asyncio
import os
import shutil
import stat
import tempfile
from pathlib import Path

import asyncpg
import pytest

from testbed.pgserver import PgServer, ServerProgramsMissing, find_bin_dir
from tests.pgplugin import fresh_database, start_server


async def test_the_server_runs_durably_and_a_table_is_written_and_read(pg_url: str) -> None:
    connection = await asyncpg.connect(pg_url)
    try:
        await connection.execute("CREATE TABLE seats (seat int PRIMARY KEY, name text)")
        await connection.executemany(
            "INSERT INTO seats VALUES ($1, $2)", [(0, "Ana"), (1, "Bö"), (2, "이")]
        )
        rows = await connection.fetch("SELECT seat, name FROM seats ORDER BY seat")
        assert [tuple(row) for row in rows] == [(0, "Ana"), (1, "Bö"), (2, "이")]
        settings = {
            name: await connection.fetchval(f"SHOW {name}")
            for name in (
                "fsync",
                "synchronous_commit",
                "max_connections",
                "server_encoding",
                "listen_addresses",
            )
        }
        assert settings == {
            "listen_addresses": "127.0.0.1",
            "fsync": "on",
            "synchronous_commit": "on",
            "max_connections": "200",
            "server_encoding": "UTF8",
        }
        assert await connection.fetchval("SELECT inet_server_addr()::text") == "127.0.0.1/32"
    finally:
        await connection.close()


async def test_two_test_databases_are_isolated(pg_server: PgServer, pg_url: str) -> None:
    pg_server.create_database("isolation_other")
    try:
        first = await asyncpg.connect(pg_url)
        second = await asyncpg.connect(pg_server.url("isolation_other"))
        try:
            await first.execute("CREATE TABLE games (id int)")
            await first.execute("INSERT INTO games VALUES (1)")
            assert await first.fetchval("SELECT count(*) FROM games") == 1
            assert await second.fetchval("SELECT to_regclass('games')") is None
            assert await first.fetchval("SELECT current_database()") != await second.fetchval(
                "SELECT current_database()"
            )
        finally:
            await first.close()
            await second.close()
    finally:
        pg_server.drop_database("isolation_other")


async def test_a_test_database_is_dropped_afterwards_even_with_connections_open(
    pg_server: PgServer,
) -> None:
    with fresh_database(pg_server, "template1", "test_something[case-1]") as url:
        assert url.startswith(f"postgresql://postgres@127.0.0.1:{pg_server.port}/t")
        assert url.endswith("_test_something_case_1")
        left_open = await asyncpg.connect(url)
        await left_open.execute("CREATE TABLE x (id int)")
    try:
        with pytest.raises(asyncpg.InvalidCatalogNameError):
            await asyncpg.connect(url)
        # Cut by the drop.
        with pytest.raises((asyncpg.PostgresError, asyncpg.InterfaceError, OSError)):
            await left_open.fetchval("SELECT 1")
    finally:
        left_open.terminate()


async def test_an_immediate_restart_cuts_connections_and_the_server_comes_back(
    pg_server: PgServer, pg_url: str
) -> None:
    port = pg_server.port
    before = await asyncpg.connect(pg_url)
    try:
        started = await before.fetchval("SELECT pg_postmaster_start_time()")
        pg_server.restart_immediate()
        with pytest.raises((asyncpg.PostgresError, asyncpg.InterfaceError, OSError)):
            await before.fetchval("SELECT 1")
    finally:
        await before.close(timeout=1)
    assert pg_server.port == port
    after = await asyncpg.connect(pg_url)
    try:
        assert await after.fetchval("SELECT pg_postmaster_start_time()") > started
    finally:
        await after.close()


async def test_committed_data_survives_an_immediate_restart_and_the_rest_is_lost(
    pg_server: PgServer, pg_url: str
) -> None:
    connection = await asyncpg.connect(pg_url)
    open_transaction = await asyncpg.connect(pg_url)
    try:
        await connection.execute("CREATE TABLE actions (id int PRIMARY KEY)")
        for action in range(20):
            await connection.execute("INSERT INTO actions VALUES ($1)", action)
        # Not committed when the server goes down: as after a crash, it never happened.
        transaction = open_transaction.transaction()
        await transaction.start()
        await open_transaction.execute("INSERT INTO actions VALUES (99)")
        pg_server.restart_immediate()
    finally:
        await connection.close(timeout=1)
        await open_transaction.close(timeout=1)
    connection = await asyncpg.connect(pg_url)
    try:
        rows = await connection.fetch("SELECT id FROM actions ORDER BY id")
        assert [row["id"] for row in rows] == list(range(20))
    finally:
        await connection.close()
    # No shutdown checkpoint was written: the server replayed its WAL.
    assert "database system was interrupted" in pg_server.log_tail(200)


async def test_a_prepared_template_is_copied_into_new_databases(pg_server: PgServer) -> None:
    pg_server.create_database("prepared")
    try:
        connection = await asyncpg.connect(pg_server.url("prepared"))
        try:
            await connection.execute("CREATE TABLE migrated (version int)")
            await connection.execute("INSERT INTO migrated VALUES (7)")
            # Left open on purpose: freezing the template cuts it.
            await pg_server.make_template_async("prepared")
        finally:
            await connection.close(timeout=1)
        await pg_server.create_database_async("copied", template="prepared")
        copy = await asyncpg.connect(pg_server.url("copied"))
        try:
            assert await copy.fetchval("SELECT version FROM migrated") == 7
        finally:
            await copy.close()
        with pytest.raises(asyncpg.PostgresError, match="not currently accepting connections"):
            await asyncpg.connect(pg_server.url("prepared"))
    finally:
        await pg_server.execute_async("ALTER DATABASE prepared IS_TEMPLATE false")
        pg_server.drop_database("copied")
        pg_server.drop_database("prepared")


def test_stop_removes_the_folder_and_closes_the_port() -> None:
    server = PgServer()
    with server:
        folder, port = server.folder, server.port
        assert folder is not None and (folder / "data" / "PG_VERSION").exists()
        assert (folder / "sock" / f".s.PGSQL.{port}").exists()
        if os.geteuid() == 0:
            assert (folder / "data").owner() == "postgres"
        assert server.timings.start > server.timings.initdb > 0
    assert not folder.exists()
    assert server.folder is None
    with pytest.raises(OSError):
        asyncio.run(asyncpg.connect(f"postgresql://postgres@127.0.0.1:{port}/postgres"))
    server.stop()  # a second time is harmless


def test_a_failed_start_says_why_and_leaves_no_folder() -> None:
    # Not pytest's tmp_path: as root, the server's user could not enter it.
    base = Path(tempfile.mkdtemp())
    try:
        base.chmod(0o755)
        # A setting the server rejects: initdb passes, the start fails.
        server = PgServer(base_dir=str(base), settings={"shared_buffers": "'lots'"})
        with pytest.raises(RuntimeError, match=r'(?s)did not start.*"shared_buffers"'):
            server.start()
        assert list(base.iterdir()) == []
    finally:
        shutil.rmtree(base)


def test_the_highest_installed_version_is_found(tmp_path: Path) -> None:
    for version in ("9.6", "15", "13", "16"):
        folder = tmp_path / "postgresql" / version / "bin"
        folder.mkdir(parents=True)
        # 16 is incomplete: only its client programs are installed.
        names = ("initdb", "pg_ctl") if version == "16" else ("initdb", "pg_ctl", "postgres")
        for name in names:
            (folder / name).touch()
            (folder / name).chmod(stat.S_IRWXU)
    empty = str(tmp_path / "nothing")
    found = find_bin_dir(search_path=empty, debian_bins=str(tmp_path / "postgresql/*/bin"))
    assert found == tmp_path / "postgresql" / "15" / "bin"


def test_without_the_server_programs_the_tests_fail_saying_what_to_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = str(tmp_path / "nothing")
    with pytest.raises(ServerProgramsMissing, match="make test"):
        find_bin_dir(search_path=empty, debian_bins=f"{empty}/*/bin")

    def missing() -> Path:
        raise ServerProgramsMissing("run `make test`")

    monkeypatch.setattr("testbed.pgserver.find_bin_dir", missing)
    # A failure, not a skip: pytest's Skipped is not a Failed.
    with pytest.raises(pytest.fail.Exception, match="make test"):
        start_server()
