"""Shards split between processes (`SHARD_COUNT`, `SHARD_IDS`): a bot runs only its shards
and hears only their servers."""

from __future__ import annotations

from pathlib import Path

from bot.running.app import BackAlleyBot, create_bot
from bot.running.config import load_settings
from bot.store.shards import Shards
from testbed.fakediscord import FakeChannel, FakeDiscord, FakeMember


async def sharded_bot(fake: FakeDiscord, database: Path, **env: str) -> BackAlleyBot:
    settings = load_settings(
        {"DISCORD_TOKEN": fake.token, "DATABASE_URL": str(database), **env}, env_file=None
    )
    return await create_bot(settings, guild_ready_timeout=0.05, table_delay=0.05)


def club(fake: FakeDiscord, shard: int, count: int) -> tuple[FakeChannel, FakeMember]:
    guild = fake.add_guild(f"Club on shard {shard}", shard=(shard, count))
    return fake.add_text_channel(guild, "card-room"), fake.add_member(guild, f"player{shard}")


async def test_a_bot_runs_only_its_shard_and_hears_only_its_servers(tmp_path: Path) -> None:
    async with FakeDiscord(ack_deadline=0.5) as fake:
        room0, player0 = club(fake, 0, 2)
        room1, player1 = club(fake, 1, 2)
        # Alone, the process of shard 1 registers the commands itself (the process of shard 0
        # does when there is one).
        bot = await sharded_bot(
            fake, tmp_path / "bot.db", SHARD_COUNT="2", SHARD_IDS="1", SYNC_COMMANDS="force"
        )
        async with fake.running(bot):
            assert fake.hub.live_shards == {(1, 2)}
            assert bot.shard_count == 2 and list(bot.shards) == [1]
            assert bot.service.store.shards == Shards(2, frozenset({1}))
            assert [g.id for g in bot.guilds] == [room1.guild.id]  # type: ignore[union-attr]
            # Given its shards, the bot does not ask Discord how many there should be.
            assert "/api/v10/gateway/bot" not in [r.path for r in fake.requests]

            ix = await fake.slash(player1, room1, "backalley rules")
            assert not ix.failed and ix.ephemeral and ix.response is not None
            assert ix.delivered_to == [(1, 2)]

            ix = await fake.slash(player0, room0, "backalley rules")
            assert ix.failed and ix.delivered_to == []
            assert not [r for r in fake.requests if ix.token in r.path]
        fake.state.interactions.clear()  # the one that failed did so on purpose


async def test_two_bots_split_the_servers_between_them(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    room0, player0 = club(fake, 0, 2)
    room1, player1 = club(fake, 1, 2)
    zero = await sharded_bot(fake, tmp_path / "zero.db", SHARD_COUNT="2", SHARD_IDS="0")
    one = await sharded_bot(fake, tmp_path / "one.db", SHARD_COUNT="2", SHARD_IDS="1")
    async with fake.running(zero), fake.running(one):
        assert fake.hub.live_shards == {(0, 2), (1, 2)}
        for player, room, bot in ((player0, room0, zero), (player1, room1, one)):
            ix = await fake.slash(player, room, "backalley new", hands="2,1")
            assert not ix.failed and ix.response is not None, ix.errors
            # Each lobby is in the database of the bot that owns its server, only there.
            assert await bot.service.table_at(room.id) is not None
            other = one if bot is zero else zero
            assert await other.service.table_at(room.id) is None
    fake.assert_no_failed_interactions()
