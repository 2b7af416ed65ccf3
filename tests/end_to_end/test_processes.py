"""The bot in processes of its own, as deployed: started like ``python -m bot`` against the
fake, answering, stopped by SIGTERM or killed, and restarted; shards split between two."""

from __future__ import annotations

from pathlib import Path

from testbed.fakediscord import FakeChannel, FakeDiscord, FakeMember

from .conftest import World


async def rules_answered(fake: FakeDiscord, member: FakeMember, room: FakeChannel) -> bool:
    ix = await fake.slash(member, room, "backalley rules")
    return not ix.failed and ix.ephemeral and ix.response is not None


async def test_a_bot_in_a_child_process_answers_and_stops_cleanly(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    child = await fake.start_child_bot(world.database, log_path=tmp_path / "child.log")
    assert child.connected_shards == {(0, 1)}
    assert await rules_answered(fake, world.players[0], world.channel)
    assert await child.stop() == 0
    await child.gone()
    assert "stopped cleanly" in child.log()
    fake.assert_no_failed_interactions()


async def test_a_killed_child_is_seen_gone_and_a_restarted_one_serves_again(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    first = await fake.start_child_bot(world.database, log_path=tmp_path / "first.log")
    assert await rules_answered(fake, world.players[0], world.channel)
    first.kill()
    await first.gone()
    assert not fake.hub.live_sessions  # the fake noticed the connection is gone
    assert first.process.returncode == -9

    second = await fake.start_child_bot(world.database, log_path=tmp_path / "second.log")
    assert second.sessions and not set(second.sessions) & set(first.sessions)
    assert await rules_answered(fake, world.players[1], world.channel)
    assert await second.stop() == 0
    fake.assert_no_failed_interactions()


async def test_two_child_processes_split_the_shards(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    rooms = []
    for shard in (0, 1):
        guild = fake.add_guild(f"Club {shard}", shard=(shard, 2))
        rooms.append((fake.add_text_channel(guild, "card-room"), fake.add_member(guild, "ann")))
    children = [
        await fake.start_child_bot(
            tmp_path / f"shard{shard}.db",
            env={"SHARD_COUNT": "2", "SHARD_IDS": str(shard)},
            log_path=tmp_path / f"shard{shard}.log",
        )
        for shard in (0, 1)
    ]
    assert [c.connected_shards for c in children] == [{(0, 2)}, {(1, 2)}]
    for room, member in rooms:
        ix = await fake.slash(member, room, "backalley new", hands="2,1")
        assert not ix.failed and ix.response is not None, ix.errors
        assert ix.delivered_to == [(fake.shard_of(room.guild, 2), 2)]
    for child in children:
        assert await child.stop() == 0
    fake.assert_no_failed_interactions()
