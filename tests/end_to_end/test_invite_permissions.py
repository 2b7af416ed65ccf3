"""The independent check of the invite: a Discord that grants the bot exactly the invite's
integer — no more, as in a server whose @everyone may do nothing and that invited the bot with
the README's link — and the features every server uses played through it: the daily deal to
its table, a lobby, a game started into its thread, a move in each.

Elsewhere the fake Discord grants the bot nearly everything, which is how an invite without
Create Private Threads (the README's `309237763072`) went unnoticed: with it, `/backalley
daily` refuses in every channel. The last test runs that invite to show the check sees it."""

from __future__ import annotations

import random
from pathlib import Path

import discord

from bot.running.app import BackAlleyBot
from bot.running.invite import bot_permissions
from testbed.fakediscord import FakeDiscord, FakeMember

from .conftest import Clock, World
from .driver import Match, settled, start_match, take_turn
from .test_daily import answered, at_noon, thread_of

# The README's invite before the daily deal's private threads: everything else, not those.
OLD_INVITE = 309237763072


def invited(fake: FakeDiscord, tmp_path: Path, permissions: int) -> World:
    """A server that invited the bot with exactly `permissions`, its players and a channel."""
    guild = fake.add_guild("Invited Club", bot_permissions=permissions)
    channel = fake.add_text_channel(guild, "card-room")
    players = [fake.add_member(guild, name) for name in ("alice", "bob", "carol", "dave")]
    stranger = fake.add_member(guild, "erin")
    return World(fake, guild, channel, players, stranger, tmp_path / "bot.db", Clock())


async def resumed(world: World, bot: BackAlleyBot, member: FakeMember) -> Match:
    """The daily deal's table in the member's private thread, once posted there."""
    thread = thread_of(world, member)
    table_message = await world.fake.wait_until(
        lambda: next(
            (m for m in world.fake.public_messages(thread) if m.component(label="My hand")), None
        )
    )
    table = await bot.service.table_at(thread.id)
    assert table is not None and table.daily is not None
    return Match(table.id, thread, table_message, table_message)


async def settings_said(world: World) -> str:
    """`/backalley settings` as a member with Manage Server reads it."""
    fake = world.fake
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    boss = fake.add_member(world.guild, "boss", roles=[managers])
    ix = await fake.slash(boss, world.channel, "backalley settings")
    return await answered(world, ix)


async def test_every_servers_features_work_with_exactly_the_invites_permissions(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    world = invited(fake_discord, tmp_path, bot_permissions().value)
    fake = world.fake
    bot: BackAlleyBot = await world.new_bot()
    async with fake.running(bot):
        assert bot.get_guild(world.guild.id).me.guild_permissions == bot_permissions()  # type: ignore[union-attr]
        rng = random.Random(41)

        # A lobby, its game started into a thread, and a move at its table.
        match = await start_match(world, bot)
        assert match.place.parent is world.channel  # a thread, not the channel
        assert bot.service.registry.held(match.game_id).daily is None  # type: ignore[union-attr]
        ix = await take_turn(world, bot, match, rng, "button")
        assert not ix.failed, ix.errors

        # The daily deal, in a channel of its own: the player's private thread, its table, and
        # a move there.
        at_noon(world)
        alice = world.players[0]
        world.channel = fake.add_text_channel(world.guild, "daily-deal")
        said = await answered(world, await fake.slash(alice, world.channel, "backalley daily"))
        assert fake.threads(world.channel), said  # else it says what it lacks
        day = await resumed(world, bot, alice)
        assert await settled(world, bot, day.game_id) is not None
        ix = await take_turn(world, bot, day, rng, "button")
        assert not ix.failed, ix.errors
        await fake.settle()

        # Nothing the bot asked of Discord was refused, and the settings see nothing lacking.
        assert [r for r in fake.api_errors if r.status == 403] == []
        said = await settings_said(world)
        assert "Permissions the bot lacks in this channel:** none" in said, said
        assert "lack in this server, by feature:** none" in said, said
        fake.assert_no_failed_interactions()


async def test_the_check_sees_what_an_invite_lacks(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    world = invited(fake_discord, tmp_path, OLD_INVITE)
    fake = world.fake
    bot = await world.new_bot()
    async with fake.running(bot):
        ix = await fake.slash(world.players[0], world.channel, "backalley daily")
        said = await answered(world, ix)
        assert "it needs **Create Private Threads**" in said, said
        assert fake.threads(world.channel) == []
        # The settings name the feature and the permission it lacks in this server.
        said = await settings_said(world)
        assert "the daily deal (Create Private Threads)" in said, said
