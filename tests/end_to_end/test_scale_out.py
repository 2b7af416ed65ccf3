"""Two bot processes on one PostgreSQL server, each running one of two shards: a game in a
server of each shard is played to its end; one process is killed mid-game while the other
keeps answering; restarted, it takes its game up where it was. No game is ever loaded by
both processes."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import asyncpg

from testbed.fakediscord import FakeChannel, FakeDiscord, FakeMember
from testbed.fakediscord.child import ChildBot

PAUSE = 0.02  # between computer moves: the games play themselves quickly


async def count(url: str, sql: str, *parameters: object) -> int:
    connection = await asyncpg.connect(url)
    try:
        return int(await connection.fetchval(sql, *parameters))
    finally:
        await connection.close()


async def start_computer_game(
    fake: FakeDiscord, host: FakeMember, room: FakeChannel, hands: str
) -> FakeChannel:
    """A lobby, three computers, started, and the host away: the computers play it all."""
    for command, options in (
        ("backalley new", {"hands": hands}),
        *[("backalley addbot", {"level": "random"})] * 3,
        ("backalley start", {}),
    ):
        ix = await fake.slash(host, room, command, **options)
        assert not ix.failed, ix.errors
    (thread,) = await fake.wait_until(lambda: fake.threads(room))
    # The game is in its thread once its table is posted there (the child's first picture
    # starts its picture worker: seconds on a busy machine).
    await fake.wait_until(
        lambda: any(m.component(label="My hand") for m in fake.public_messages(thread)),
        timeout=30,
    )
    ix = await fake.slash(host, thread, "backalley away")
    assert not ix.failed and ix.response is not None, ix.errors
    assert "⚠️" not in ix.response.text, ix.response.text
    return thread


def loaded_games(child: ChildBot) -> set[int]:
    """The games a process loaded from the database (its debug log says so)."""
    return {int(n) for n in re.findall(r"game=(\d+) loaded", child.log())}


async def test_two_processes_on_one_postgresql_serve_their_shards(
    fake_discord: FakeDiscord, pg_url: str, tmp_path: Path
) -> None:
    fake = fake_discord
    rooms = []
    for shard in (0, 1):
        guild = fake.add_guild(f"Club {shard}", shard=(shard, 2))
        rooms.append(
            (guild, fake.add_text_channel(guild, "card-room"), fake.add_member(guild, "ann"))
        )

    async def start(shard: int, run: str) -> ChildBot:
        return await fake.start_child_bot(
            pg_url,
            env={"SHARD_COUNT": "2", "SHARD_IDS": str(shard), "LOG_LEVEL": "DEBUG"},
            log_path=tmp_path / f"shard{shard}-{run}.log",
            computer_pause=PAUSE,
        )

    children = [await start(0, "first"), await start(1, "first")]
    # Shard 1's game is the longer: it is still being played when shard 0's process restarts.
    threads = [
        await start_computer_game(fake, host, room, hands)
        for (_, room, host), hands in zip(rooms, ("4,3,2,1", "10,9,8,7,6,5"), strict=True)
    ]
    games = {}
    for guild, _, _ in rooms:
        games[guild.id] = await count(pg_url, "SELECT id FROM games WHERE guild_id = $1", guild.id)

    # Shard 0's process is killed in the middle of its game.
    first_game = games[rooms[0][0].id]
    actions = 0
    for _ in range(400):
        actions = await count(pg_url, "SELECT count(*) FROM actions WHERE game_id = $1", first_game)
        if actions >= 12:
            break
        await asyncio.sleep(0.05)
    assert actions >= 12
    children[0].kill()
    await children[0].gone()
    status = await count(
        pg_url, "SELECT count(*) FROM games WHERE id = $1 AND status = 'active'", first_game
    )
    assert status == 1, "the game ended before the kill: play longer hands"
    stored_at_kill = await count(
        pg_url, "SELECT count(*) FROM actions WHERE game_id = $1", first_game
    )

    # The other process keeps answering, and its game goes on.
    _, room1, host1 = rooms[1]
    second_game = games[rooms[1][0].id]
    ix = await fake.slash(host1, room1, "backalley rules")
    assert not ix.failed and ix.response is not None
    moving = await count(pg_url, "SELECT count(*) FROM actions WHERE game_id = $1", second_game)
    # Polled, not timed: on a loaded machine a computer's move may take longer than a pause.
    moved = moving
    for _ in range(200):
        await asyncio.sleep(0.05)
        moved = await count(pg_url, "SELECT count(*) FROM actions WHERE game_id = $1", second_game)
        if moved > moving:
            break
    assert moved > moving
    # Nothing moved in the killed process's game meanwhile: nobody serves its shard.
    assert (
        await count(pg_url, "SELECT count(*) FROM actions WHERE game_id = $1", first_game)
        == stored_at_kill
    )

    # Restarted, it takes its game up from the database and plays it to the end.
    children[0] = await start(0, "again")
    still = "SELECT count(*) FROM games WHERE id = $1 AND status = 'active'"
    assert await count(pg_url, still, second_game) == 1, "shard 1's game ended too soon"
    for thread in threads:
        await fake.wait_until(
            lambda thread=thread: any("Game over" in m.text for m in fake.public_messages(thread)),
            timeout=60,
        )
    finished = await count(pg_url, "SELECT count(*) FROM games WHERE status = 'finished'")
    assert finished == 2

    for child in children:
        assert await child.stop() == 0
    first, second = fake.children[0], fake.children[1]
    assert loaded_games(first) | loaded_games(children[0]) <= {first_game}
    assert loaded_games(second) <= {second_game}
    assert first_game in loaded_games(children[0])  # the restart loaded it from the log
    fake.assert_no_failed_interactions()
