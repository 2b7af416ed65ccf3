"""The leaderboard, statistics, history and settings commands through Discord."""

from __future__ import annotations

import discord

from bot.running.app import BackAlleyBot
from tests.service.helpers import play_to_the_end

from .conftest import World


async def finish_games(bot: BackAlleyBot, world: World, groups: list[tuple[int, ...]]) -> None:
    """Games played straight through the service, as if they had been played in Discord."""
    service = bot.service
    for n, users in enumerate(groups):
        lobby = await service.lobby.open(
            guild_id=world.guild.id, channel_id=900 + n, host_id=users[0], options={"hands": [1]}
        )
        for user in users[1:]:
            await service.lobby.join(lobby.table.id, user)
        table = (await service.lobby.start(lobby.table.id, users[0])).table
        await play_to_the_end(service, table, seed=n)


async def test_leaderboard_pages_stats_and_history(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice = world.players[0]
    ix = await fake.slash(alice, world.channel, "leaderboard")
    assert not ix.ephemeral and "No finished games here yet" in ix.response.text  # type: ignore[union-attr]

    groups = [(alice.id, 11, 12, 13), (21, 22, 23, 24), (31, 32, 33, 34)]
    await finish_games(bot, world, groups)
    ix = await fake.slash(alice, world.channel, "leaderboard", sort="wins", season="all")
    page = ix.response
    assert page is not None and "Leaderboard — wins (all presets)" in page.text
    assert "Page 1 of 2 · 12 players" in page.text
    assert "Your place" in page.text and alice.mention in page.text
    next_id = next(b["custom_id"] for b in page.buttons if "Next" in b.get("label", ""))
    ix = await fake.click(alice, page, next_id)
    assert ix.response_type == 7 and "Page 2 of 2" in ix.response.text  # type: ignore[union-attr]
    assert "Your place" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(alice, world.channel, "leaderboard", preset="pagat", season="all")
    assert "No finished games here yet" in ix.response.text  # type: ignore[union-attr]

    ix = await fake.slash(world.players[1], world.channel, "stats", member=alice)
    text = ix.response.text  # type: ignore[union-attr]
    assert alice.mention in text and "Games" in text and "Favourite partner" in text
    ix = await fake.slash(alice, world.channel, "stats")
    assert "Win rate" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(world.stranger, world.channel, "stats")
    assert "has not finished a game" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(alice, world.channel, "history")
    history = ix.response.text  # type: ignore[union-attr]
    assert f"https://discord.com/channels/{world.guild.id}/900" in history

    # Another server sees none of it.
    other_guild = fake.add_guild("Elsewhere")
    other_channel = fake.add_text_channel(other_guild, "cards")
    visitor = fake.add_member(other_guild, "visitor")
    await fake.wait_until(lambda: bot.get_guild(other_guild.id) is not None)
    ix = await fake.slash(visitor, other_channel, "leaderboard")
    assert "No finished games here yet" in ix.response.text  # type: ignore[union-attr]
    fake.assert_no_failed_interactions()


async def test_settings_are_for_managers(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    ix = await fake.slash(world.players[1], world.channel, "backalley settings")
    assert ix.ephemeral and "count for ratings:** off" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(world.players[1], world.channel, "backalley settings", images=False)
    assert ix.ephemeral and "Only members with Manage Server" in ix.response.text  # type: ignore[union-attr]
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(world.players[1], managers)
    ix = await fake.slash(
        world.players[1], world.channel, "backalley settings", computer_ratings=True
    )
    assert "count for ratings:** on" in ix.response.text  # type: ignore[union-attr]
    assert (await bot.leaderboards.settings(world.guild.id))["computer_ratings"] is True
