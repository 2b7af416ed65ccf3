"""Duplicate events through Discord: a whole small event (three pairs and the computers', two
rounds) through the real client against the fake Discord — entries, the start, each table in
a private thread, nothing of a deal shown before one's own table finished it (by every
command that could show it), the travellers and standings posted after each round, the end;
a round's window closing on an unfinished table; a kill at the round's end; a deleted table
thread."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import discord

from bot.running.app import BackAlleyBot
from testbed.fakediscord import FakeChannel, FakeInteraction, FakeMember, FakeMessage
from testbed.fakediscord.models import PRIVATE_THREAD

from .conftest import World
from .driver import Match, settled, take_turn

HOUR = 3600.0


async def answered(world: World, ix: FakeInteraction, timeout: float = 10.0) -> str:
    """The text of an answer once it came, its embeds included."""
    assert not ix.failed, ix.errors
    found = await world.fake.wait_until(
        lambda: (
            ix.original
            if ix.original is not None and (ix.original.text or ix.original.embeds)
            else None
        ),
        timeout=timeout,
    )
    return said(found)


def said(message: FakeMessage) -> str:
    parts = [message.text]
    for embed in message.embeds:
        parts += [embed.get("title", ""), embed.get("description", "")]
        parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in embed.get("fields", [])]
        parts.append((embed.get("footer") or {}).get("text", ""))
    return "\n".join(p for p in parts if p)


async def organiser(world: World) -> FakeMember:
    """alice, who may manage the server: the organiser; the daily schedule of 2 and 1 cards
    makes short deals."""
    fake = world.fake
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    alice = world.players[0]
    fake.give_role(alice, managers)
    ix = await fake.slash(alice, world.channel, "backalley settings", daily_schedule="2,1")
    await answered(world, ix)
    return alice


async def six_players(world: World) -> list[FakeMember]:
    fake = world.fake
    for name in ("frank", "gina"):
        world.players.append(fake.add_member(world.guild, name))
    return world.players


async def entered(world: World, **create: object) -> list[FakeMember]:
    """An event created in the channel, with alice and bob, carol and dave as pairs and erin
    and frank alone (the bot pairs them)."""
    fake = world.fake
    alice = await organiser(world)
    players = await six_players(world)
    alice_, bob, carol, dave, frank, _ = players
    erin = world.stranger
    ix = await fake.slash(
        alice,
        world.channel,
        "backalley event create",
        name="Club night",
        deals=8,
        sizes="daily",
        **create,
    )
    text = await answered(world, ix)
    assert not ix.ephemeral and "Club night" in text and "duplicate event" in text, text
    for member, options in (
        (alice_, {"partner": bob}),
        (carol, {"partner": dave}),
        (erin, {}),
        (frank, {}),
    ):
        ix = await fake.slash(member, world.channel, "backalley event enter", **options)
        await answered(world, ix)
    for member in (bob, dave):
        ix = await fake.slash(member, world.channel, "backalley event accept")
        assert "as a pair" in await answered(world, ix)
    return [alice_, bob, carol, dave, erin, frank]


def table_threads(world: World, round_: int) -> list[FakeChannel]:
    return sorted(
        (t for t in world.fake.threads(world.channel) if f"round {round_} ·" in t.name),
        key=lambda t: t.name,
    )


async def opened(world: World, bot: BackAlleyBot, round_: int) -> list[Match]:
    """The round's two tables, once each has its table message."""
    fake = world.fake
    threads = await fake.wait_until(
        lambda: found if len(found := table_threads(world, round_)) == 2 else None, timeout=30
    )
    matches = []
    for thread in threads:
        message = await fake.wait_until(
            lambda t=thread: next(
                (m for m in fake.public_messages(t) if m.component(label="My hand")), None
            ),
            timeout=30,
        )
        table = await bot.service.table_at(thread.id)
        assert table is not None and table.event is not None
        matches.append(Match(table.id, thread, message, message))
    return matches


async def play(
    world: World, bot: BackAlleyBot, match: Match, rng: random.Random, deals: int | None = None
) -> None:
    """The table's people play at random by slash command until it has played `deals` deals
    (or its last)."""
    while (table := await settled(world, bot, match.game_id)) is not None:
        assert table.game is not None
        if deals is not None and len(table.game.results) >= deals:
            return
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors


def people_at(match: Match, bot: BackAlleyBot) -> list[int]:
    table = bot.service.registry.held(match.game_id)
    assert table is not None
    return [s.user_id for s in table.seats if s is not None and s.user_id is not None]


async def test_a_small_event_of_three_pairs_and_two_rounds(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice, bob, carol, dave, erin, frank = await entered(world)
    gina = world.players[-1]
    ix = await fake.slash(gina, world.channel, "backalley event show")
    text = await answered(world, ix)
    assert ix.ephemeral and "Entries (4)" in text and str(erin.id) in text, text
    ix = await fake.slash(bob, world.channel, "backalley event start")
    assert "Only the event's organiser" in await answered(world, ix)
    ix = await fake.slash(alice, world.channel, "backalley event start")
    text = await answered(world, ix)
    assert "has begun: 4 pairs, 2 rounds of 4 deals" in text and "computers" in text, text

    first, second = await opened(world, bot, 1)
    for match in (first, second):
        # A private thread, its players in it and nobody else.
        assert match.place.type == PRIVATE_THREAD
        people = set(people_at(match, bot))
        assert people and people <= match.place.thread_member_ids
        assert not (
            {m.id for m in (alice, bob, carol, dave, erin, frank)} - people
        ) & match.place.thread_member_ids - {fake.bot_user.id}
    one, two = people_at(first, bot)[0], people_at(second, bot)[0]
    member = {m.id: m for m in (alice, bob, carol, dave, erin, frank)}

    # Nothing of a deal before one's own table has finished it, by any command.
    for who in (member[one], member[two], gina):
        ix = await fake.slash(who, world.channel, "backalley event traveller", round=1, deal=1)
        assert "Not yet" in await answered(world, ix)
    ix = await fake.slash(gina, world.channel, "backalley event standings")
    assert "No round is over yet" in await answered(world, ix)
    rng = random.Random(7)
    await play(world, bot, first, rng, deals=1)
    ix = await fake.slash(member[one], world.channel, "backalley event traveller", round=1, deal=1)
    text = await answered(world, ix)
    assert "round 1, deal 1" in text and "So far 1 of the 2 tables has finished" in text, text
    assert ix.original is not None and ix.original.attachments  # its picture
    for who in (member[two], gina):
        ix = await fake.slash(who, world.channel, "backalley event traveller", round=1, deal=1)
        assert "Not yet" in await answered(world, ix)
        ix = await fake.slash(who, world.channel, "backalley record")
        assert "No game has been played in this channel" in await answered(world, ix)
    # Another table's thread is private: a player cannot even open it; a moderator who may
    # manage threads sees it, and is refused its record and review all the same.
    moderators = fake.add_role(world.guild, "mods", discord.Permissions(manage_threads=True))
    fake.give_role(gina, moderators)
    for command in ("backalley record", "backalley review"):
        ix = await fake.slash(gina, first.place, command)
        text = await answered(world, ix)
        assert "Not yet" in text, (command, text)
    ix = await fake.slash(member[two], world.channel, "backalley event record", member=member[one])
    assert "No deal of this pair can be shown yet" in await answered(world, ix)
    # No hint, no take-back at an event's table: its moves are told without the button.
    ix = await fake.slash(member[one], first.place, "backalley hint")
    assert "Not at an event's table" in await answered(world, ix)
    told = [m for m in fake.public_messages(first.place) if m is not first.table_message]
    assert told and not any(m.component(label="Take back") for m in told)

    await play(world, bot, first, rng)
    # The first table has played all its deals, the second not one: still nothing of them
    # shows to those who have not played them, by any command that could show it.
    for who in (member[two], gina):
        ix = await fake.slash(who, world.channel, "backalley event traveller", round=1, deal=4)
        assert "Not yet" in await answered(world, ix)
        ix = await fake.slash(who, world.channel, "backalley event standings")
        assert "No round is over yet" in await answered(world, ix)
        ix = await fake.slash(who, world.channel, "backalley event record", member=member[one])
        assert "No deal of this pair can be shown yet" in await answered(world, ix)
        ix = await fake.slash(who, world.channel, "stats", member=member[one])
        text = await answered(world, ix)
        assert "has not finished a game" in text and "Events" not in text, text
        ix = await fake.slash(who, world.channel, "history", member=member[one])
        assert "has not finished a game" in await answered(world, ix)
        ix = await fake.slash(who, world.channel, "leaderboard")
        assert "No finished games here yet" in await answered(world, ix)
        ix = await fake.slash(who, world.channel, "backalley record")
        assert "No game has been played in this channel" in await answered(world, ix)
    for command, options in (
        ("backalley record", {}),
        ("backalley review", {"hand": "1"}),
        ("backalley review", {"hand": "game"}),
    ):
        ix = await fake.slash(gina, first.place, command, **options)
        text = await answered(world, ix, timeout=30)
        assert "Not yet" in text, (command, options, text)
    await play(world, bot, second, rng)
    # Each deal's traveller, then the standings, in the channel.
    posted = await fake.wait_until(
        lambda: (
            found
            if len(
                found := [
                    m
                    for m in fake.public_messages(world.channel)
                    if m.embeds and "standings after round 1" in said(m)
                ]
            )
            == 1
            else None
        ),
        timeout=30,
    )
    travellers = [m for m in fake.public_messages(world.channel) if "round 1, deal" in said(m)]
    assert len(travellers) == 4 and all(m.attachments for m in travellers)
    assert "North" in said(travellers[0]) and posted[0].attachments

    third, fourth = await opened(world, bot, 2)
    for match in (third, fourth):
        await play(world, bot, match, rng)
    ended = await fake.wait_until(
        lambda: next((m for m in fake.public_messages(world.channel) if "🏆" in m.text), None),
        timeout=30,
    )
    assert "Club night" in ended.text
    ix = await fake.slash(gina, world.channel, "backalley event standings")
    text = await answered(world, ix)
    assert "final standings" in text, text
    ix = await fake.slash(alice, world.channel, "backalley event record")
    text = await answered(world, ix)
    assert ix.original is not None
    assert ix.original.embeds[0]["description"].count("Round ") == 8, text
    assert "Place 1 of 3" in text or "Place 2 of 3" in text or "Place 3 of 3" in text, text
    ix = await fake.slash(alice, world.channel, "stats")
    text = await answered(world, ix)
    assert "Events" in text and "1 played" in text, text
    # The event's games count for nobody's leaderboard.
    ix = await fake.slash(alice, world.channel, "leaderboard")
    assert "No finished games here yet" in await answered(world, ix)
    fake.assert_no_failed_interactions()


async def test_a_windows_close_hands_an_unfinished_table_to_the_computer(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice, bob, carol, dave, erin, frank = await entered(world, window="2h")
    ix = await fake.slash(alice, world.channel, "backalley event start")
    await answered(world, ix)
    first, second = await opened(world, bot, 1)
    rng = random.Random(3)
    await play(world, bot, first, rng)
    await play(world, bot, second, rng, deals=1)  # table 2 stops after its first deal
    person = people_at(second, bot)[0]
    member = {m.id: m for m in (alice, bob, carol, dave, erin, frank)}[person]
    world.clock.advance(2 * HOUR + 1)
    bot.service.events.rounds.wake()
    await fake.wait_until(
        lambda: any("time is up" in m.text for m in fake.public_messages(second.place)),
        timeout=30,
    )
    ix = await fake.slash(member, second.place, "backalley back")
    assert "the computer plays out this table" in await answered(world, ix)
    # The computer plays out every seat; the round ends with a result at every table.
    await fake.wait_until(
        lambda: any(
            "standings after round 1" in said(m) for m in fake.public_messages(world.channel)
        ),
        timeout=60,
    )
    assert len(await opened(world, bot, 2)) == 2
    deals = await bot.service.events._store.deals(
        (await bot.service.events.at(world.channel.id)).id, 1
    )
    assert sorted((d.table, d.deal) for d in deals) == [
        (t, n) for t in (1, 2) for n in (1, 2, 3, 4)
    ]
    fake.assert_no_failed_interactions()


def _round_finished(database: Path, round_: int) -> bool:
    """Every table of the round has played its last deal (as the child bot stored it)."""
    with sqlite3.connect(database) as connection:
        rows = connection.execute(
            "SELECT finished_at FROM event_tables WHERE round = ?", (round_,)
        ).fetchall()
    return bool(rows) and all(r[0] is not None for r in rows)


async def test_a_kill_at_the_rounds_end_scores_it_and_says_it_once(
    world: World, tmp_path: Path
) -> None:
    """The bot is killed (SIGKILL) as the round's last table finishes: started again, it
    scores the round once, says each deal's traveller and the standings once, and opens the
    next round's tables once."""
    fake = world.fake
    child = await fake.start_child_bot(
        world.database, log_path=tmp_path / "child.log", computer_pause=0.01
    )
    alice, bob, carol, dave, erin, frank = await entered(world)
    ix = await fake.slash(alice, world.channel, "backalley event start")
    await answered(world, ix, timeout=30)
    threads = await fake.wait_until(
        lambda: found if len(found := table_threads(world, 1)) == 2 else None, timeout=60
    )
    for thread in threads:
        await fake.wait_until(
            lambda t=thread: any(m.component(label="My hand") for m in fake.public_messages(t)),
            timeout=60,
        )
    # Everyone hands their seat to the computer: the round plays itself out.
    for thread in threads:
        for member in (alice, bob, carol, dave, erin, frank):
            if member.id in thread.thread_member_ids:
                ix = await fake.slash(member, thread, "backalley away")
                await answered(world, ix, timeout=30)
    await fake.wait_until(lambda: _round_finished(world.database, 1), timeout=120, poll=0.005)
    child.kill()
    await child.gone()

    second = await world.new_bot()
    async with fake.running(second):
        await fake.wait_until(
            lambda: (
                len(table_threads(world, 2)) == 2
                and any(
                    "standings after round 1" in said(m)
                    for m in fake.public_messages(world.channel)
                )
            ),
            timeout=60,
        )
        await second.service.events.rounds.settle()
        await fake.settle(quiet=1.5, timeout=30)
        posts = [said(m) for m in fake.public_messages(world.channel)]
        for deal in (1, 2, 3, 4):
            assert sum(f"round 1, deal {deal} " in p for p in posts) == 1, deal
        assert sum("standings after round 1" in p for p in posts) == 1
        assert len(table_threads(world, 2)) == 2 and len(table_threads(world, 1)) == 2
        with sqlite3.connect(world.database) as connection:
            scored = connection.execute(
                "SELECT count(*) FROM event_rounds WHERE scored_at IS NOT NULL"
            ).fetchone()[0]
        assert scored == 1
        fake.assert_no_failed_interactions()


async def test_a_deleted_table_thread_and_a_player_who_left(
    world: World, bot: BackAlleyBot
) -> None:
    """A moderator deletes a table's thread: the table goes on, where it stopped, in a new
    one. A player who left the server is added to no thread; their table opens all the same."""
    fake = world.fake
    alice, bob, carol, dave, erin, frank = await entered(world)
    ix = await fake.slash(alice, world.channel, "backalley event start")
    await answered(world, ix)
    first, second = await opened(world, bot, 1)
    rng = random.Random(5)
    await play(world, bot, first, rng, deals=1)
    game_id = first.game_id
    fake.delete_channel(first.place)
    moved = await fake.wait_until(
        lambda: next(
            (t for t in table_threads(world, 1) if t.id not in (first.place.id, second.place.id)),
            None,
        ),
        timeout=30,
    )
    message = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(moved) if m.component(label="My hand")), None
        ),
        timeout=30,
    )
    assert any("thread was deleted" in m.text for m in fake.public_messages(moved))
    table = await bot.service.table_at(moved.id)
    assert table is not None and table.id == game_id and table.game is not None
    assert len(table.game.results) >= 1  # where it stopped
    assert set(people_at(first, bot)) <= moved.thread_member_ids
    # A player of round 2 leaves the server before it opens.
    leaver = next(
        m for m in (alice, bob, carol, dave, erin, frank) if m.id in people_at(second, bot)
    )
    # They hand their seat to the computer first, then leave the server.
    ix = await fake.slash(leaver, second.place, "backalley away")
    await answered(world, ix)
    fake.remove_member(leaver)
    await play(world, bot, Match(game_id, moved, message, message), rng)
    await play(world, bot, second, rng)
    third, fourth = await opened(world, bot, 2)
    assert all(leaver.id not in m.place.thread_member_ids for m in (third, fourth))
    assert any(leaver.id in people_at(m, bot) for m in (third, fourth))  # their seat stands
    fake.assert_no_failed_interactions()
