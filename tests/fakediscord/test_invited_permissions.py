"""A server where the bot was invited with exactly a set of permissions, as an invite's integer
grants them, and the list of the bot's servers with its permissions there."""

from __future__ import annotations

import discord
import pytest

from testbed.fakediscord import FakeDiscord
from testbed.fakediscord.permissions import BOT_DEFAULT, EVERYONE_DEFAULT

INVITED = discord.Permissions(view_channel=True, send_messages=True, embed_links=True)


async def test_the_bot_has_exactly_what_it_was_invited_with(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    guild = fake.add_guild("Exact", bot_permissions=INVITED)
    channel = fake.add_text_channel(guild, "tables")
    alice = fake.add_member(guild, "alice")
    assert fake.state.bot_perms(channel) == INVITED.value
    # The members play as in any server: their rights come from a role of their own.
    assert fake.state.perms(alice, channel) == EVERYONE_DEFAULT
    assert guild.everyone_role.permissions == 0

    client = discord.Client(intents=discord.Intents(guilds=True))
    async with fake.running(client):
        seen = client.get_guild(guild.id)
        assert seen is not None and seen.me.guild_permissions == INVITED
        place = seen.get_channel(channel.id)
        assert isinstance(place, discord.TextChannel)
        assert place.permissions_for(seen.me) == INVITED
        # What it was not given is refused, as Discord refuses it.
        with pytest.raises(discord.Forbidden) as refused:
            await place.create_thread(name="x", type=discord.ChannelType.private_thread)
        assert refused.value.code == 50013


async def test_a_server_made_as_before_grants_the_bot_its_usual_rights(
    fake_discord: FakeDiscord,
) -> None:
    guild = fake_discord.add_guild("Usual")
    channel = fake_discord.add_text_channel(guild, "tables")
    assert fake_discord.state.bot_perms(channel) == BOT_DEFAULT
    assert guild.everyone_role.permissions == EVERYONE_DEFAULT
    assert fake_discord.add_member(guild, "alice").role_ids == []


async def test_the_bots_servers_are_listed_with_its_permissions_there(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    exact = fake.add_guild("Exact", bot_permissions=INVITED)
    usual = fake.add_guild("Usual")
    gone = fake.add_guild("Gone")
    fake.remove_bot(gone)
    admin = fake.add_guild("Admin", bot_permissions=discord.Permissions(administrator=True))
    client = discord.Client(intents=discord.Intents(guilds=True))
    async with fake.running(client):
        found = [g async for g in client.fetch_guilds(limit=None)]
        assert [g.id for g in found] == sorted([exact.id, usual.id, admin.id])
        by_id = {g.id: g for g in found}
        assert by_id[exact.id].name == "Exact"
        raw = await client.http.get_guilds(200)
        bits = {int(g["id"]): int(g["permissions"]) for g in raw}
        assert bits[exact.id] == INVITED.value
        assert bits[usual.id] == BOT_DEFAULT | EVERYONE_DEFAULT
        # Administrator is not expanded: Discord gives the roles' bits as they are.
        assert bits[admin.id] == discord.Permissions(administrator=True).value
        # Paged by id, as Discord pages them.
        first = await client.http.get_guilds(1)
        after = await client.http.get_guilds(200, after=int(first[0]["id"]))  # type: ignore[arg-type]
        assert [int(g["id"]) for g in first + after] == sorted(bits)
        before = await client.http.get_guilds(1, before=max(bits))  # type: ignore[arg-type]
        assert [int(g["id"]) for g in before] == [sorted(bits)[1]]
