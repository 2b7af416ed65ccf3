"""Backups of the live database, the doctor's check-up, the heartbeat, logging."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.running.config import ConfigError, Settings, load_settings
from bot.running.heartbeat import healthy, mark_alive, mark_stopped
from bot.running.logs import RedactToken, setup_logging
from bot.store import open_database
from bot.tools.backups import backup
from bot.tools.doctor import doctor
from testbed.fakediscord import FakeDiscord
from tests.service.helpers import full_table, make_service, play_to_the_end

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD"


def count_actions(path: Path) -> tuple[str, list[int]]:
    with sqlite3.connect(path) as connection:
        integrity = connection.execute("PRAGMA integrity_check").fetchone()[0]
        rows = connection.execute("SELECT idx FROM actions ORDER BY game_id, idx").fetchall()
    return integrity, [r[0] for r in rows]


async def test_a_backup_taken_while_games_are_played_is_consistent(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    database = await open_database(live)
    service = make_service(database)
    tables = [
        await full_table(service, options={"hands": [6, 5, 4]}, channel=c) for c in range(1, 4)
    ]
    playing = asyncio.gather(*(play_to_the_end(service, t, seed=t.id) for t in tables))
    copies = []
    for n in range(5):
        await asyncio.sleep(0.02)
        target = tmp_path / "backups" / f"copy-{n}.db"
        await asyncio.to_thread(backup, live, target)
        copies.append(target)
    await playing
    await database.close()
    _, final = count_actions(live)
    sizes = []
    for copy in copies:
        integrity, actions = count_actions(copy)
        assert integrity == "ok"
        sizes.append(len(actions))
        assert len(actions) <= len(final)
    assert sizes == sorted(sizes)
    assert not list((tmp_path / "backups").glob("*.partial"))


def test_the_backup_command_copies_the_database(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    with sqlite3.connect(live) as connection:
        connection.execute("CREATE TABLE t (x)")
        connection.execute("INSERT INTO t VALUES (42)")
    env = {**os.environ, "DATABASE_URL": str(live), "DISCORD_TOKEN": ""}
    target = tmp_path / "copy.db"
    done = subprocess.run(
        [sys.executable, "-m", "bot", "backup", str(target)],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "backed up" in done.stdout
    with sqlite3.connect(target) as connection:
        assert connection.execute("SELECT x FROM t").fetchone()[0] == 42
    missing = subprocess.run(
        [sys.executable, "-m", "bot", "backup", str(target)],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT), "DATABASE_URL": str(tmp_path / "no.db")},
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 1 and "no database" in missing.stderr


async def test_the_doctor_reports_what_it_finds(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    env = {"DISCORD_TOKEN": TOKEN, "DATABASE_URL": str(path)}
    fresh = doctor(env, env_file=None)
    assert fresh.problems == 0
    assert any("created on the first start" in line for line in fresh.lines)

    database = await open_database(path)
    await database.close()
    good = doctor(env, env_file=None)
    assert good.problems == 0, good.lines
    assert any("schema version" in line and "(current)" in line for line in good.lines)
    assert any("integrity check passed" in line for line in good.lines)

    no_token = doctor({"DATABASE_URL": str(path)}, env_file=None)
    assert no_token.problems == 1 and "DISCORD_TOKEN is not set" in no_token.lines[0]

    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA user_version = 99")
    newer = doctor(env, env_file=None)
    assert newer.problems == 1 and any("newer than this bot" in line for line in newer.lines)

    broken = tmp_path / "broken.db"
    broken.write_bytes(b"this is not a database" * 100)
    bad = doctor({**env, "DATABASE_URL": str(broken)}, env_file=None)
    assert bad.problems >= 1 and any("cannot be read" in line for line in bad.lines)


def test_the_health_check_reads_the_heartbeat(tmp_path: Path) -> None:
    heartbeat = tmp_path / "heartbeat"
    assert not healthy(heartbeat)
    heartbeat.touch()
    assert healthy(heartbeat)
    old = time.time() - 600
    os.utime(heartbeat, (old, old))
    assert not healthy(heartbeat)
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "HEARTBEAT_FILE": str(heartbeat),
        "DATABASE_URL": str(tmp_path / "db.sqlite"),
    }
    stale = subprocess.run([sys.executable, "-m", "bot", "health"], cwd=tmp_path, env=env)
    assert stale.returncode == 1
    heartbeat.touch()
    fresh = subprocess.run([sys.executable, "-m", "bot", "health"], cwd=tmp_path, env=env)
    assert fresh.returncode == 0


def test_bad_settings_are_refused_at_start_up(tmp_path: Path) -> None:
    # A path below a plain file can never be created, whoever runs the bot.
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(ConfigError, match="cannot be written"):
        load_settings({"DISCORD_TOKEN": "t", "DATABASE_URL": str(blocker / "x.db")}, None)
    with pytest.raises(ConfigError, match="LOG_FILE"):
        load_settings({"DISCORD_TOKEN": "t", "LOG_FILE": str(blocker / "logs" / "bot.log")}, None)
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "", "LOG_LEVEL": "LOUD"},
        capture_output=True,
        text=True,
    )
    # No token at all reads as a first start: directions (tests/running/test_first_start.py).
    assert result.returncode == 78
    assert "DISCORD_TOKEN is not set" in result.stderr
    assert "Traceback" not in result.stderr


def test_logs_go_to_a_rotating_file_and_never_show_the_token(tmp_path: Path) -> None:
    log_file = tmp_path / "logs" / "bot.log"
    settings = Settings(token=TOKEN, database=tmp_path / "db", log_file=log_file)
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        setup_logging(settings)
        logging.getLogger("bot.test").info("connecting with %s", TOKEN)
        logging.getLogger("bot.test").warning("guild=1 game=2 something happened")
        for handler in root.handlers:
            handler.flush()
    finally:
        for handler in root.handlers:
            if handler not in saved[0]:
                handler.close()
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
    text = log_file.read_text(encoding="utf-8")
    assert "connecting with [token]" in text and TOKEN not in text
    assert "guild=1 game=2 something happened" in text
    record = logging.LogRecord("x", logging.INFO, "", 0, "token %s", (TOKEN,), None)
    assert RedactToken(TOKEN).filter(record) and record.getMessage() == "token [token]"


def test_a_stopped_or_stale_bot_is_not_healthy_and_the_doctor_says_what_to_do(
    tmp_path: Path,
) -> None:
    heartbeat = tmp_path / "heartbeat"
    env = {"DISCORD_TOKEN": TOKEN, "DATABASE_URL": str(tmp_path / "bot.db")}
    with_beat = {**env, "HEARTBEAT_FILE": str(heartbeat)}

    mark_alive(heartbeat)
    assert healthy(heartbeat)
    running = doctor(with_beat, env_file=None)
    assert running.problems == 0 and any("the bot is connected" in x for x in running.lines)

    mark_stopped(heartbeat)
    assert not healthy(heartbeat)
    stopped = doctor(with_beat, env_file=None)
    assert stopped.problems == 1
    assert any("stopped cleanly" in x and "→ start it again" in x for x in stopped.lines)

    mark_alive(heartbeat)
    old = time.time() - 301
    os.utime(heartbeat, (old, old))
    assert not healthy(heartbeat)
    stale = doctor(with_beat, env_file=None)
    assert stale.problems == 1
    assert any("301 s old" in x and "→ read the bot's log" in x for x in stale.lines)

    heartbeat.unlink()
    missing = doctor(with_beat, env_file=None)
    assert missing.problems == 1 and any("not running here" in x for x in missing.lines)


def test_a_token_that_does_not_look_like_one_is_a_problem(tmp_path: Path) -> None:
    env = {"DISCORD_TOKEN": "paste-the-token-here", "DATABASE_URL": str(tmp_path / "bot.db")}
    found = doctor(env, env_file=None)
    assert found.problems == 1
    assert any("does not look like a bot token" in x and "→ copy" in x for x in found.lines)


async def doctor_process(tmp_path: Path, **env: str) -> tuple[int, str]:
    done = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "doctor",
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "DATABASE_URL": str(tmp_path / "b.db"), **env},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    output, _ = await asyncio.wait_for(done.communicate(), timeout=30)
    assert done.returncode is not None
    return done.returncode, output.decode()


async def test_the_doctor_checks_the_connection_and_the_token(tmp_path: Path) -> None:
    async with FakeDiscord(token=TOKEN) as fake:
        api = f"{fake.base_url}/api/v10"
        code, report = await doctor_process(tmp_path, DISCORD_TOKEN=TOKEN, DISCORD_API_URL=api)
        assert code == 0, report
        assert "Discord accepts the token" in report and report.rstrip().endswith("all good")

        wrong = TOKEN[:-4] + "WXYZ"
        code, report = await doctor_process(tmp_path, DISCORD_TOKEN=wrong, DISCORD_API_URL=api)
        assert code == 1 and "Discord refused the token" in report, report
        assert "Reset Token" in report and "1 problem to fix" in report

        await fake.go_offline("refuse")
        code, report = await doctor_process(tmp_path, DISCORD_TOKEN=TOKEN, DISCORD_API_URL=api)
        assert code == 1 and f"cannot reach Discord at {api}" in report, report
        assert "→ check the machine's network" in report
        await fake.go_online()


async def test_the_doctor_gives_the_invite_and_the_servers(tmp_path: Path) -> None:
    from bot.running.invite import default_invite

    async with FakeDiscord(token=TOKEN) as fake:
        api = f"{fake.base_url}/api/v10"
        url = default_invite(fake.application_id)
        code, report = await doctor_process(tmp_path, DISCORD_TOKEN=TOKEN, DISCORD_API_URL=api)
        assert code == 0, report
        assert f"the bot is in no server yet: invite it with {url}" in report, report
        fake.add_guild("Card club")
        fake.add_guild("Bridge club")
        code, report = await doctor_process(tmp_path, DISCORD_TOKEN=TOKEN, DISCORD_API_URL=api)
        assert code == 0, report
        assert f"the bot is in 2 servers; invite it to another with {url}" in report, report
