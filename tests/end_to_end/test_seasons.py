"""Seasons through Discord: the rollover at the boundary in the server's time zone (the
bot's clock moved by the test), its post and the champions' role, the leaderboard of a
season and of all time, /stats beside, quarterly seasons and none."""

from __future__ import annotations

import datetime as dt
import time
import zoneinfo

import discord

from bot.running.app import BackAlleyBot
from testbed.fakediscord import FakeChannel, FakeMember, FakeRole

from .conftest import World
from .test_leaderboard import finish_games

NEW_YORK = zoneinfo.ZoneInfo("America/New_York")


def set_clock(world: World, moment: dt.datetime) -> None:
    world.clock.offset = moment.timestamp() - time.time()


def utc(*args: int) -> dt.datetime:
    return dt.datetime(*args, tzinfo=dt.UTC)  # type: ignore[misc]


async def manager(world: World) -> FakeMember:
    managers = world.fake.add_role(
        world.guild, "managers", discord.Permissions(manage_guild=True), position=2
    )
    boss = world.fake.add_member(world.guild, "boss", roles=[managers])
    return boss


async def seasons_set(
    world: World, bot: BackAlleyBot, *, role: FakeRole | None, channel: FakeChannel, **more: str
) -> str:
    boss = await manager(world)
    options: dict[str, object] = {"announcements": channel, **more}
    if role is not None:
        options["champion_role"] = role
    ix = await world.fake.slash(boss, world.channel, "backalley settings", **options)
    assert ix.ephemeral and ix.response is not None
    return ix.response.text


async def play_season(bot: BackAlleyBot, world: World, users: list[int], games: int = 3) -> None:
    """`games` four-player games among the same humans, so that each is ranked."""
    await finish_games(bot, world, [tuple(users)] * games)


async def roll(bot: BackAlleyBot, world: World, moment: dt.datetime) -> None:
    """Move the bot's clock to `moment` and let the rollover and its posts happen."""
    set_clock(world, moment)
    bot.seasons.wake()
    await world.fake.settle(quiet=0.2)
    await bot.season_poster.flush()
    await world.fake.settle()


def posts(world: World, channel: FakeChannel) -> list[str]:
    return [m.text for m in world.fake.public_messages(channel)]


async def test_a_season_ends_at_midnight_in_the_servers_zone_with_its_post_and_role(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    news = fake.add_text_channel(world.guild, "news")
    bot_role = fake.bot_role(world.guild)
    fake.move_role(bot_role, 5)
    fake.set_role_permissions(
        bot_role, bot_role.permissions | discord.Permissions(manage_roles=True).value
    )
    crown = fake.add_role(world.guild, "Champion", position=1)
    said = await seasons_set(world, bot, role=crown, channel=news, timezone="america/new_york")
    assert "**Time zone:** America/New_York" in said and "**Seasons:** monthly" in said
    assert news.mention in said and crown.mention in said and "⚠️" not in said

    # 10 pm on 30 November in New York is already 1 December in UTC.
    set_clock(world, dt.datetime(2026, 11, 30, 22, 0, tzinfo=NEW_YORK))
    november = [p.id for p in world.players]
    await play_season(bot, world, november)
    await roll(bot, world, utc(2026, 12, 1, 4, 30))  # 11:30 pm in New York: still November
    assert posts(world, news) == []
    assert (await bot.seasons.store.season(world.guild.id, "2026-11")).frozen_at is None  # type: ignore[union-attr]

    await roll(bot, world, dt.datetime(2026, 12, 1, 0, 1, tzinfo=NEW_YORK))
    [post] = fake.public_messages(news)
    final = await bot.seasons.final(world.guild.id, "2026-11")
    assert final is not None and final.ranked == 4 and final.champions
    assert "Season over: November 2026" in post.text
    assert all(f"<@{user}>" in post.text for user in final.champions)
    assert post.attachments and post.attachments[0].filename == "season.png"
    holders = {m.id for m in world.guild.members.values() if crown.id in m.role_ids}
    assert holders == set(final.champions)

    # December's champions are others: they get the role, November's lose it.
    december = [fake.add_member(world.guild, name).id for name in ("fay", "gus", "hal", "ida")]
    await play_season(bot, world, december)
    await roll(bot, world, dt.datetime(2027, 1, 1, 0, 0, 30, tzinfo=NEW_YORK))
    assert len(posts(world, news)) == 2 and "Season over: December 2026" in posts(world, news)[1]
    second = await bot.seasons.final(world.guild.id, "2026-12")
    assert second is not None and second.previous == final.champions
    holders = {m.id for m in world.guild.members.values() if crown.id in m.role_ids}
    assert holders == set(second.champions) and holders <= set(december)

    # A restart posts nothing again: each season was frozen once and posted once.
    await bot.close()
    again = await world.new_bot()
    async with fake.running(again):
        await roll(again, world, dt.datetime(2027, 1, 1, 0, 5, tzinfo=NEW_YORK))
        assert len(posts(world, news)) == 2
    fake.assert_no_failed_interactions()


async def test_without_manage_roles_the_post_and_the_settings_say_so(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    news = fake.add_text_channel(world.guild, "news")
    crown = fake.add_role(world.guild, "Champion", position=1)
    said = await seasons_set(world, bot, role=crown, channel=news)
    assert "⚠️" in said and "Manage Roles" in said

    set_clock(world, utc(2026, 3, 31, 20))
    await play_season(bot, world, [p.id for p in world.players])
    await roll(bot, world, utc(2026, 4, 1, 0, 1))
    [post] = posts(world, news)
    assert "Season over: March 2026" in post and "Manage Roles" in post
    assert not any(crown.id in m.role_ids for m in world.guild.members.values())

    # With Manage Roles but the role above the bot's: said too, and nobody gets it.
    bot_role = fake.bot_role(world.guild)
    fake.set_role_permissions(
        bot_role, bot_role.permissions | discord.Permissions(manage_roles=True).value
    )
    fake.move_role(crown, 7)
    await fake.settle()
    boss = next(m for m in world.guild.members.values() if m.name == "boss")
    ix = await fake.slash(boss, world.channel, "backalley settings")
    assert "above my highest role" in ix.response.text  # type: ignore[union-attr]
    fake.assert_no_failed_interactions()


async def test_the_leaderboard_shows_the_season_a_past_one_or_all_time(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice = world.players[0]
    set_clock(world, utc(2026, 11, 20, 12))
    await play_season(bot, world, [p.id for p in world.players])
    ix = await fake.slash(alice, world.channel, "leaderboard")
    assert "Leaderboard — November 2026 — rating" in ix.response.text  # type: ignore[union-attr]
    assert alice.mention in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(alice, world.channel, "stats")
    assert "This season (November 2026)" in ix.response.text  # type: ignore[union-attr]
    assert "rating" in ix.response.text and "**#" in ix.response.text  # type: ignore[union-attr]

    set_clock(world, utc(2026, 12, 2, 12))  # December: a new season, nobody ranked yet
    await finish_games(bot, world, [tuple(p.id for p in world.players)])
    ix = await fake.slash(alice, world.channel, "leaderboard")
    assert (
        "December 2026" in ix.response.text
        and "Nobody is ranked this season yet" in ix.response.text
    )  # type: ignore[union-attr]
    ix = await fake.slash(alice, world.channel, "stats")
    text = ix.response.text  # type: ignore[union-attr]
    assert "This season (December 2026)" in text and "still needed to be ranked: 2" in text
    assert "Games" in text and "4 (" in text  # all time beside: four games
    ix = await fake.autocomplete(alice, world.channel, "leaderboard", "season", "")
    assert ix.choice_values == ["2026-12", "2026-11", "all"]
    assert ix.choice_names[1] == "November 2026 (2026-11)"
    ix = await fake.slash(alice, world.channel, "leaderboard", season="2026-11")
    assert "November 2026" in ix.response.text and alice.mention in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(alice, world.channel, "leaderboard", season="all")
    assert "Leaderboard — rating (all presets)" in ix.response.text  # type: ignore[union-attr]
    assert "4 games" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(alice, world.channel, "leaderboard", season="1999-01")
    assert ix.ephemeral and "no season 1999-01" in ix.response.text  # type: ignore[union-attr]
    fake.assert_no_failed_interactions()


async def test_quarterly_seasons_end_with_the_quarter(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    news = fake.add_text_channel(world.guild, "news")
    said = await seasons_set(world, bot, role=None, channel=news, season="quarterly")
    assert "**Seasons:** quarterly" in said
    set_clock(world, utc(2026, 10, 3))
    await play_season(bot, world, [p.id for p in world.players])
    ix = await fake.slash(world.players[0], world.channel, "leaderboard")
    assert "Q4 2026" in ix.response.text  # type: ignore[union-attr]
    await roll(bot, world, utc(2026, 12, 31, 23, 59))  # a month ends, not the quarter
    assert posts(world, news) == []
    await roll(bot, world, utc(2027, 1, 1, 0, 1))
    [post] = posts(world, news)
    assert "Season over: Q4 2026" in post
    fake.assert_no_failed_interactions()


async def test_seasons_off_show_all_time_and_post_nothing(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    news = fake.add_text_channel(world.guild, "news")
    said = await seasons_set(world, bot, role=None, channel=news, season="off")
    assert "**Seasons:** off" in said
    set_clock(world, utc(2026, 5, 20))
    await play_season(bot, world, [p.id for p in world.players])
    ix = await fake.slash(world.players[0], world.channel, "leaderboard")
    assert "Leaderboard — rating (all presets)" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(world.players[0], world.channel, "stats")
    assert "This season" not in ix.response.text  # type: ignore[union-attr]
    await roll(bot, world, utc(2026, 6, 1, 0, 1))
    assert posts(world, news) == []
    assert await bot.seasons.store.seasons(world.guild.id) == []
    # A bad choice is refused, and nothing changes.
    boss = next(m for m in world.guild.members.values() if m.name == "boss")
    ix = await fake.slash(boss, world.channel, "backalley settings", timezone="Mars/Olympus")
    assert ix.ephemeral and "Mars/Olympus is no time zone" in ix.response.text  # type: ignore[union-attr]
    assert (await bot.leaderboards.settings(world.guild.id))["timezone"] == "UTC"
    fake.assert_no_failed_interactions()
