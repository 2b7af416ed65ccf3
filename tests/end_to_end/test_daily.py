"""The daily deal through Discord: the same deals for a server's players on a day, played alone
in a private thread, one attempt, nothing of the field before finishing, the ranking and the
travellers after, and a restart (SIGKILL) that loses nothing."""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path

import discord
import pytest

from bot.running.app import BackAlleyBot
from bot.service.daily import day_results
from bot.service.matchpoints import day_percentages
from testbed.fakediscord import FakeChannel, FakeInteraction, FakeMember, FakeMessage
from testbed.fakediscord.models import PRIVATE_THREAD

from .conftest import World
from .driver import Match, play_to_the_end, settled, take_turn

DAY = 86400


def at_noon(world: World) -> None:
    """The bot's clock at noon UTC today: no test runs across a midnight."""
    world.clock.advance(DAY / 2 - world.clock() % DAY)


async def answered(world: World, ix: FakeInteraction, timeout: float = 5.0) -> str:
    """The text of an answer, once it came (a deferred one is filled by its follow-up)."""
    assert not ix.failed, ix.errors
    found = await world.fake.wait_until(
        lambda: (
            ix.original
            if ix.original is not None and (ix.original.text or ix.original.embeds)
            else None
        ),
        timeout=timeout,
    )
    return str(found.text)


async def set_schedule(world: World, hands: str) -> None:
    fake = world.fake
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(world.players[0], managers)
    ix = await fake.slash(
        world.players[0], world.channel, "backalley settings", daily_schedule=hands
    )
    assert f"{hands.replace(',', ', ')}" in await answered(world, ix)


def thread_of(world: World, member: FakeMember) -> FakeChannel:
    threads = [t for t in world.fake.threads(world.channel) if member.id in t.thread_member_ids]
    assert len(threads) == 1, threads
    return threads[0]


async def begin(world: World, bot: BackAlleyBot, member: FakeMember) -> Match:
    """`/backalley daily`: the member's private thread, with its table."""
    fake = world.fake
    ix = await fake.slash(member, world.channel, "backalley daily")
    said = await answered(world, ix)
    assert ix.ephemeral and "daily deal" in said, said
    thread = thread_of(world, member)
    table_message: FakeMessage = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(thread) if m.component(label="My hand")), None
        )
    )
    table = await bot.service.table_at(thread.id)
    assert table is not None and table.daily is not None
    return Match(table.id, thread, table_message, table_message)


async def finish(world: World, bot: BackAlleyBot, member: FakeMember, seed: int = 1) -> Match:
    match = await begin(world, bot, member)
    await play_to_the_end(world, bot, match, random.Random(seed))
    return match


def cards_of(bot: BackAlleyBot, match: Match) -> tuple[int | None, int, tuple[object, ...]]:
    table = bot.service.registry.held(match.game_id)
    assert table is not None and table.game is not None
    game = table.game
    return game.seed, game.first_dealer, game.deck(0)


async def test_every_player_of_a_server_gets_the_same_deals_that_day_and_only_that_day(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    at_noon(world)
    alice, bob = world.players[:2]
    first = await begin(world, bot, alice)
    second = await begin(world, bot, bob)
    assert first.place != second.place
    assert cards_of(bot, first) == cards_of(bot, second)
    # Each thread is private: the table of one is not seen by the other.
    assert first.place.type == second.place.type == PRIVATE_THREAD
    assert alice.id in first.place.thread_member_ids
    assert bob.id not in first.place.thread_member_ids
    assert alice.id not in second.place.thread_member_ids
    table = bot.service.registry.held(first.game_id)
    assert table is not None
    assert [s.computer for s in table.seats if s is not None] == [
        None,
        "strong",
        "strong",
        "strong",
    ]

    # Another server, the same day: other deals.
    guild = fake.add_guild("Other Club")
    room = fake.add_text_channel(guild, "cards")
    visitor = fake.add_member(guild, "visitor")
    await fake.wait_until(lambda: bot.get_guild(guild.id) is not None)
    ix = await fake.slash(visitor, room, "backalley daily")
    await answered(world, ix)
    elsewhere = await bot.service.daily.status(guild.id, visitor.id)
    assert elsewhere.table is not None and elsewhere.table.game is not None
    assert elsewhere.table.game.seed != cards_of(bot, first)[0]

    # The next day, here: other deals again.
    world.clock.advance(DAY)
    third = await begin(world, bot, world.players[2])
    assert cards_of(bot, third)[0] != cards_of(bot, first)[0]
    fake.assert_no_failed_interactions()


async def test_one_attempt_a_day_and_the_field_only_after_finishing(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    at_noon(world)
    alice, bob, carol, dave = world.players
    await set_schedule(world, "2,1")
    match = await finish(world, bot, alice)
    texts = [m.text for m in fake.public_messages(match.place)]
    assert any("daily deal is done" in t for t in texts)
    assert not any(m.component(label="Rematch") for m in fake.public_messages(match.place))

    # Alice again: her ranking, never a second game.
    ix = await fake.slash(alice, world.channel, "backalley daily")
    said = await answered(world, ix)
    assert "Daily deal of" in said and "place 1 of 1" in said and "50.0%" in said, said
    assert "Streak: 1 day in a row" in said
    assert len(fake.threads(world.channel)) == 1

    # Bob has not played: nothing of the day shows to him.
    for command, options in (
        ("backalley daily", {"hand": 1}),
        ("backalley review", {"daily": True}),
    ):
        ix = await fake.slash(bob, world.channel, command, **options)
        said = await answered(world, ix)
        assert "once you have finished your own day" in said, (command, said)
    ix = await fake.slash(bob, world.channel, "backalley daily", month=True)
    said = await answered(world, ix)
    assert "Nobody has finished" in said and str(alice.id) not in said
    ix = await fake.slash(bob, world.channel, "leaderboard")
    assert "No finished games here yet" in await answered(world, ix)
    ix = await fake.slash(bob, world.channel, "backalley record")
    assert "No game has been played in this channel" in await answered(world, ix)

    # In his own thread, while he plays: no record, hint, review, take-back or stand-in.
    mine = await begin(world, bot, bob)
    for command in ("backalley record", "backalley hint", "backalley review", "backalley away"):
        ix = await fake.slash(bob, mine.place, command)
        said = await answered(world, ix)
        assert ix.ephemeral and (
            "once you have finished" in said or "Not in the daily deal" in said
        ), (command, said)
    await play_to_the_end(world, bot, mine, random.Random(2))

    # Now he sees the field: both of them, and each hand's traveller with his cards.
    ix = await fake.slash(bob, world.channel, "backalley daily")
    said = await answered(world, ix)
    assert str(alice.id) in said and str(bob.id) in said and "of 2" in said, said
    ix = await fake.slash(bob, world.channel, "backalley daily", hand=1)
    said = await answered(world, ix)
    assert "Hand 1 of the daily deal" in said and "Your cards" in said
    assert str(alice.id) in said and str(bob.id) in said
    assert ix.original is not None and ix.original.attachments  # the traveller's picture
    ix = await fake.slash(bob, world.channel, "backalley daily", hand=3)
    assert "Your day had 2 hands" in await answered(world, ix)
    ix = await fake.slash(bob, world.channel, "backalley daily", month=True)
    said = await answered(world, ix)
    assert str(alice.id) in said and str(bob.id) in said

    # The percentages are the matchpoints of their stored results.
    field = await bot.service.daily._store.field(
        world.guild.id, (await bot.service.daily.today(world.guild.id)).isoformat()
    )
    by_hand: dict[int, dict[int, int]] = {}
    for h in field:
        by_hand.setdefault(h.hand, {})[h.user_id] = h.points
    ranking, _ = day_results(field)
    assert {s.user_id: s.percent for s in ranking} == day_percentages(by_hand)

    # An attempt given up is still the day's one.
    thread = await begin(world, bot, carol)
    ix = await fake.slash(carol, thread.place, "backalley abandon")
    assert not ix.failed
    ix = await fake.slash(carol, world.channel, "backalley daily")
    assert "one a day" in await answered(world, ix)
    # The daily games count for no one's leaderboard.
    ix = await fake.slash(dave, world.channel, "leaderboard")
    assert "No finished games here yet" in await answered(world, ix)
    fake.assert_no_failed_interactions()


async def test_a_moderator_who_has_not_finished_today_sees_no_record_of_it(
    world: World, bot: BackAlleyBot
) -> None:
    """Manage Threads shows another player's private daily thread; its record (every deal of
    today) is still shown only to those who finished their own day, as the review is."""
    fake = world.fake
    at_noon(world)
    alice, bob = world.players[:2]
    await set_schedule(world, "2,1")
    match = await finish(world, bot, alice)
    moderators = fake.add_role(world.guild, "moderators", discord.Permissions(manage_threads=True))
    fake.give_role(bob, moderators)
    for command, options in (("backalley record", {}), ("backalley review", {"daily": True})):
        ix = await fake.slash(bob, match.place, command, **options)
        said = await answered(world, ix)
        assert ix.ephemeral and "once you have finished your own day" in said, (command, said)
        assert ix.original is not None and not ix.original.attachments
    # Once he has finished his own day, the record is his to see too.
    await finish(world, bot, bob)
    ix = await fake.slash(bob, match.place, "backalley record")
    assert ix.ephemeral and ix.original is not None and ix.original.attachments
    # And it is alice's own, of course.
    ix = await fake.slash(alice, match.place, "backalley record")
    assert ix.ephemeral and ix.original is not None and ix.original.attachments
    fake.assert_no_failed_interactions()


async def test_a_bad_schedule_is_refused_and_nothing_changes(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(world.players[0], managers)
    for bad in ("0,3", "14", "x", ",".join(["1"] * 14)):
        ix = await fake.slash(
            world.players[0], world.channel, "backalley settings", daily_schedule=bad
        )
        said = await answered(world, ix)
        assert ix.ephemeral and ("hand" in said.lower()), said
    assert (await bot.leaderboards.settings(world.guild.id))["daily_schedule"] == [13, 10, 7, 4, 1]
    ix = await fake.slash(world.players[1], world.channel, "backalley settings", daily_schedule="3")
    assert "Manage Server" in await answered(world, ix)


def _persons_turn(database: Path, game_id: int) -> bool:
    """The bot has no move of its own to make: the player's turn (as the child stored it)."""
    with sqlite3.connect(database) as connection:
        row = connection.execute(
            "SELECT computer_turn FROM games WHERE id = ? AND status = 'active'", (game_id,)
        ).fetchone()
    return row is not None and row[0] == 0


def _actions(database: Path, game_id: int) -> int:
    with sqlite3.connect(database) as connection:
        return int(
            connection.execute(
                "SELECT count(*) FROM actions WHERE game_id = ?", (game_id,)
            ).fetchone()[0]
        )


async def test_a_daily_deal_resumes_after_the_bot_is_killed(world: World, tmp_path: Path) -> None:
    fake = world.fake
    alice = world.players[0]
    if time.time() % DAY > DAY - 300:
        pytest.skip("the child bot's clock is the real one: not across a midnight")
    child = await fake.start_child_bot(world.database, log_path=tmp_path / "child.log")
    await set_schedule(world, "2,1")
    ix = await fake.slash(alice, world.channel, "backalley daily")
    # A child bot's first picture starts its picture worker: seconds on a busy machine.
    await answered(world, ix, timeout=30)
    thread = thread_of(world, alice)
    table_message = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(thread) if m.component(label="My hand")), None
        )
    )
    with sqlite3.connect(world.database) as connection:
        game_id = int(connection.execute("SELECT game_id FROM daily_players").fetchone()[0])

    # Alice makes her first choice through her hand's buttons and selects, then the bot dies.
    await fake.wait_until(lambda: _persons_turn(world.database, game_id), timeout=30)
    before = _actions(world.database, game_id)
    hand = await fake.click(alice, table_message, label="My hand")
    view = await fake.wait_until(lambda: hand.original)
    if view.selects:
        select = view.selects[0]
        value = select["options"][0]["value"]
        ix = await fake.select(alice, view, select["custom_id"], [value])
    else:
        button = next(
            b for b in view.buttons if not b.get("disabled") and ":play:" in b["custom_id"]
        )
        ix = await fake.click(alice, view, button["custom_id"])
    assert not ix.failed, ix.errors
    await fake.wait_until(lambda: _actions(world.database, game_id) > before)
    child.kill()
    await child.gone()
    kept = _actions(world.database, game_id)

    second = await world.new_bot()
    async with fake.running(second):
        ix = await fake.slash(alice, world.channel, "backalley daily")
        said = await answered(world, ix)
        assert "goes on in" in said, said
        table = await second.service.table_at(thread.id)
        assert table is not None and table.game is not None
        assert len(table.game.actions) >= kept  # every acknowledged move, and the computers'
        fresh = await fake.wait_until(
            lambda: next(
                (m for m in reversed(fake.public_messages(thread)) if m.component(label="My hand")),
                None,
            )
        )
        match = Match(table.id, thread, fresh, fresh)
        rng = random.Random(5)
        while await settled(world, second, match.game_id) is not None:
            ix = await take_turn(world, second, match, rng, "slash")
            assert not ix.failed, ix.errors
        ix = await fake.slash(alice, world.channel, "backalley daily")
        assert "place 1 of 1" in await answered(world, ix)
        fake.assert_no_failed_interactions()


async def test_a_daily_deals_moves_offer_no_take_back(world: World, bot: BackAlleyBot) -> None:
    """The daily deal allows no take-back (it is played once, as it falls): its moves are told
    without the Take back button the server's other tables show."""
    fake = world.fake
    at_noon(world)
    await set_schedule(world, "2,1")
    ix = await fake.slash(world.players[0], world.channel, "backalley settings", takebacks=True)
    await answered(world, ix)
    match = await begin(world, bot, world.players[1])
    rng = random.Random(3)
    for _ in range(4):
        if await settled(world, bot, match.game_id) is None:
            break
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors
    await fake.settle(quiet=0.5)
    told = [m for m in fake.public_messages(match.place) if m is not match.table_message]
    assert told, "the moves were told"
    assert not any(m.component(label="Take back") for m in told), [m.text for m in told]
    fake.assert_no_failed_interactions()
