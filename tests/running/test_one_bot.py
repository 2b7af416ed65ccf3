"""One bot per SQLite file: a second bot on the same file refuses to start and names the
running one; a bot killed outright does not block its restart; the offline tools name the
bot that runs; separate files never get in each other's way."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from bot.running.one_bot import DatabaseTaken, alone_on, lock_file
from testbed.fakediscord import FakeDiscord

from .conftest import bot_command, fake_env


async def test_a_second_bot_on_the_same_file_refuses_and_names_the_first(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    fake.add_guild("Card club")
    database = tmp_path / "bot.db"
    first = await fake.start_child_bot(database, log_path=tmp_path / "first.log")
    sessions = len(fake.hub.live_sessions)

    code, out, err = await bot_command(
        "run", cwd=tmp_path, env=fake_env(fake, database), timeout=30
    )
    assert code == 1, out + err
    assert f"a bot is running on {database}" in err, err
    assert f"pid {first.pid} on {socket.gethostname()}, since " in err, err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert len(fake.hub.live_sessions) == sessions  # it never connected
    assert first.running

    # The offline tools say which bot holds the file too.
    code, out, err = await bot_command(
        "abandon", "1234", cwd=tmp_path, env=fake_env(fake, database)
    )
    assert code == 1 and f"pid {first.pid}" in err, err

    # Killed outright, it leaves nothing that blocks a restart on the same file.
    first.kill()
    await first.gone()
    second = await fake.start_child_bot(database, log_path=tmp_path / "second.log")
    assert second.connected_shards == {(0, 1)}
    assert await second.stop() == 0


def test_the_lock_is_one_holder_per_file(tmp_path: Path) -> None:
    one, other = tmp_path / "one.db", tmp_path / "other.db"
    with alone_on(one), alone_on(other):  # separate files: no trouble
        with pytest.raises(DatabaseTaken) as taken, alone_on(one, "python -m bot restore"):
            pass
        assert taken.value.holder is not None
        assert taken.value.holder.pid == os.getpid() and taken.value.holder.what == "a bot"
        assert str(taken.value).startswith(f"a bot is running on {one} (pid {os.getpid()} on ")
    with alone_on(one):  # released at the end of the block
        pass
    # What a holder wrote, left behind by a process that died, blocks nothing.
    lock_file(one).write_text('{"what": "a bot", "pid": 1, "host": "x", "since": 0}')
    with alone_on(one):
        pass


def test_postgresql_and_memory_databases_take_no_file_lock(tmp_path: Path) -> None:
    with alone_on("postgresql://u@h/db"), alone_on("postgresql://u@h/db"):
        pass
    with alone_on(Path(":memory:")), alone_on(Path(":memory:")):
        pass
