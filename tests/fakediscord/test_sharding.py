"""Sharding in the fake, through discord.py's real `AutoShardedBot`: each connection gets the
guilds of its shard, and their events and interactions; DMs go to shard 0; a connection that
identified without a shard gets everything."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from testbed.fakediscord import FakeChannel, FakeDiscord, FakeGuild, FakeMember


class ShardBot(commands.AutoShardedBot):
    """A sharded bot with one command that says which client and shard answered."""

    def __init__(self, name: str, **options: object) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            **options,
        )
        self.name = name
        self.answered: list[int] = []  # guild ids of the commands it answered
        self.tree.add_command(self.where_command())

    def where_command(self) -> app_commands.Command[None, ..., None]:
        @app_commands.command(name="where", description="Which client and shard answer")
        async def where(interaction: discord.Interaction) -> None:
            guild = interaction.guild
            self.answered.append(0 if guild is None else guild.id)
            shard = 0 if guild is None else guild.shard_id
            await interaction.response.send_message(f"{self.name} shard {shard}")

        return where

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s before each IDENTIFY but the first (Discord's rate limit);
        the fake has no such limit."""


@asynccontextmanager
async def bots(fake: FakeDiscord, *bots: ShardBot) -> AsyncIterator[None]:
    async with AsyncExitStack() as stack:
        for bot in bots:
            await stack.enter_async_context(fake.running(bot))
        await bots[0].tree.sync()
        yield


def guilds_on(fake: FakeDiscord, count: int) -> list[FakeGuild]:
    """One guild on each shard of ``count``, with a channel and a member."""
    guilds = []
    for shard in range(count):
        guild = fake.add_guild(f"Shard {shard} club", shard=(shard, count))
        fake.add_text_channel(guild, "tables")
        fake.add_member(guild, f"player{shard}")
        guilds.append(guild)
    return guilds


def player(guild: FakeGuild) -> FakeMember:
    return next(m for m in guild.members.values() if m.user.name.startswith("player"))


def tables(guild: FakeGuild) -> FakeChannel:
    return next(iter(guild.channels.values()))


def test_a_guild_can_be_made_on_a_chosen_shard() -> None:
    fake = FakeDiscord()
    ids = []
    for count in (2, 3, 5, 16):
        for shard in range(count):
            guild = fake.add_guild(f"g{shard}/{count}", shard=(shard, count))
            assert (guild.id >> 22) % count == shard
            assert fake.shard_of(guild, count) == shard
            ids.append(guild.id)
    assert ids == sorted(set(ids))  # snowflakes stay unique and increasing
    assert fake.add_user("later").id > ids[-1]
    assert fake.shard_of(None, 4) == 0  # DMs
    with pytest.raises(ValueError):
        fake.add_guild("nowhere", shard=(2, 2))


async def test_each_shard_sees_only_its_guilds(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    first, second = guilds_on(fake, 2)
    zero = ShardBot("zero", shard_ids=[0], shard_count=2)
    one = ShardBot("one", shard_ids=[1], shard_count=2)
    async with bots(fake, zero, one):
        assert fake.hub.live_shards == {(0, 2), (1, 2)}
        assert [g.id for g in zero.guilds] == [first.id]
        assert [g.id for g in one.guilds] == [second.id]
        assert zero.shard_count == 2 and list(zero.shards) == [0]
        assert list(one.shards) == [1]

        # Guilds and channels made while connected go to their shard only.
        late = fake.add_guild("Late club", shard=(1, 2))
        channel = fake.add_text_channel(first, "news")
        await fake.wait_until(lambda: one.get_guild(late.id) is not None)
        await fake.wait_until(lambda: zero.get_channel(channel.id) is not None)
        await fake.settle()
        assert zero.get_guild(late.id) is None
        assert one.get_channel(channel.id) is None


async def test_an_interaction_reaches_only_the_client_of_its_guilds_shard(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    first, second = guilds_on(fake, 2)
    zero = ShardBot("zero", shard_ids=[0], shard_count=2)
    one = ShardBot("one", shard_ids=[1], shard_count=2)
    async with bots(fake, zero, one):
        ix = await fake.slash(player(second), tables(second), "where")
        assert ix.response is not None and ix.response.content == "one shard 1"
        assert ix.delivered_to == [(1, 2)]
        ix = await fake.slash(player(first), tables(first), "where")
        assert ix.response is not None and ix.response.content == "zero shard 0"
        assert ix.delivered_to == [(0, 2)]
        await fake.settle()
    assert zero.answered == [first.id]
    assert one.answered == [second.id]
    fake.assert_no_failed_interactions()


async def test_direct_messages_go_to_shard_zero(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    _, second = guilds_on(fake, 2)
    zero = ShardBot("zero", shard_ids=[0], shard_count=2)
    one = ShardBot("one", shard_ids=[1], shard_count=2)
    seen: dict[str, list[str]] = {"zero": [], "one": []}
    for bot in (zero, one):

        async def on_message(message: discord.Message, name: str = bot.name) -> None:
            seen[name].append(message.content)

        bot.add_listener(on_message)
    async with bots(fake, zero, one):
        member = player(second)
        dm = fake.dm_channel(member)
        fake.post_message(member, dm, "hello")
        ix = await fake.slash(member, dm, "where")
        assert ix.delivered_to == [(0, 2)]
        assert ix.response is not None and ix.response.content == "zero shard 0"
        await fake.wait_until(lambda: seen["zero"] == ["hello"])
        await fake.settle()
    assert seen["one"] == []


async def test_a_client_without_shards_gets_everything(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    first, second = guilds_on(fake, 2)
    one = ShardBot("one", shard_ids=[1], shard_count=2)
    # A plain client (no command tree, so it does not answer) identifies without a shard.
    plain = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    heard: list[int] = []

    async def on_interaction(interaction: discord.Interaction) -> None:
        heard.append(interaction.id)

    plain.event(on_interaction)
    async with bots(fake, one), fake.running(plain):
        assert {g.id for g in plain.guilds} == {first.id, second.id}
        assert fake.hub.live_shards == {(0, 1), (1, 2)}
        ix = await fake.slash(player(second), tables(second), "where")
        assert sorted(ix.delivered_to) == [(0, 1), (1, 2)]
        assert ix.response is not None and ix.response.content == "one shard 1"
        await fake.wait_until(lambda: heard == [ix.id])


async def test_the_recommended_shard_count_is_used_by_a_bot_given_none() -> None:
    async with FakeDiscord(shards=3) as fake:
        guilds = guilds_on(fake, 3)
        bot = ShardBot("auto")
        async with bots(fake, bot):
            assert bot.shard_count == 3 and sorted(bot.shards) == [0, 1, 2]
            assert fake.hub.live_shards == {(0, 3), (1, 3), (2, 3)}
            for shard, guild in enumerate(guilds):
                found = bot.get_guild(guild.id)
                assert found is not None and found.shard_id == shard
                ix = await fake.slash(player(guild), tables(guild), "where")
                assert ix.delivered_to == [(shard, 3)]
                assert ix.response is not None and ix.response.content == f"auto shard {shard}"


async def test_an_interaction_on_a_shard_nobody_serves_fails() -> None:
    async with FakeDiscord(ack_deadline=0.3) as fake:
        first, _ = guilds_on(fake, 2)
        one = ShardBot("one", shard_ids=[1], shard_count=2)
        async with bots(fake, one):
            ix = await fake.slash(player(first), tables(first), "where")
            assert ix.failed and ix.delivered_to == []
            assert one.answered == []
        fake.state.interactions.clear()  # failed on purpose


@pytest.mark.parametrize("shard", [[2, 2], [0, 0], [-1, 2], "0,1", [0]])
async def test_identify_with_an_invalid_shard_is_closed_with_4010(
    fake_discord: FakeDiscord, shard: object
) -> None:
    url = fake_discord.gateway_url + "?v=10&encoding=json"
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        hello = await ws.receive_json()
        assert hello["op"] == 10
        identify = {"token": fake_discord.token, "intents": 1, "shard": shard}
        await ws.send_str(json.dumps({"op": 2, "d": identify}))
        closing = await ws.receive()
        assert closing.type == aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4010
    assert fake_discord.hub.live_sessions == []


async def test_wait_for_shards_waits_for_every_one(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    first, second = guilds_on(fake, 2)
    bot = ShardBot("both", shard_count=2)  # every shard of the count, one after the other
    await fake.start_bot(bot, wait_ready=False)  # back at the first session
    await fake.wait_for_shards([(0, 2), (1, 2)])
    assert fake.hub.live_shards == {(0, 2), (1, 2)}
    await fake.wait_until(bot.is_ready)
    assert {g.id: g.shard_id for g in bot.guilds} == {first.id: 0, second.id: 1}
    await fake.stop_bot(bot)
