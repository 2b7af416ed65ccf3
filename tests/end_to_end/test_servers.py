"""What real servers do to a game, through Discord: a moderator deletes the game's thread, its
channel or its table message, the server removes the bot or invites it back. Each game has a
turn timer and a computer seat, and each case ends with a restart: nothing is posted into the
void, nothing is lost, and the players learn what happened."""

from __future__ import annotations

import json
import random
from pathlib import Path

import discord

from bot.running.app import BackAlleyBot
from bot.ui.words.i18n import text
from testbed.fakediscord import FakeChannel, FakeMessage
from testbed.fakediscord.permissions import ATTACH_FILES, EMBED_LINKS, SEND_MESSAGES_IN_THREADS

from .conftest import World
from .driver import Match, table_of, take_turn

TIMER = 600  # the turn timer of every game here, in seconds


async def start_with_a_computer(
    world: World, bot: BackAlleyBot, channel: FakeChannel | None = None
) -> Match:
    """Three people and a computer, with a ten-minute turn timer, playing in a thread (of the
    world's channel, or of `channel`)."""
    fake = world.fake
    alice, bob, carol = world.players[:3]
    channel = channel or world.channel
    before = {thread.id for thread in fake.threads(channel)}
    new = await fake.slash(alice, channel, "backalley new", hands="3,2", turn_timer="10m")
    lobby = new.response
    assert lobby is not None
    await fake.click(alice, lobby, label="Add bot")
    for member in (bob, carol):
        ix = await fake.click(member, lobby, label="Join")
        assert not ix.failed, ix.errors
    await fake.click(alice, lobby, label="Start")
    place = (
        await fake.wait_until(lambda: [t for t in fake.threads(channel) if t.id not in before])
    )[0]
    table_message = await fake.wait_until(
        lambda: next((m for m in fake.public_messages(place) if m.component(label="My hand")), None)
    )
    game = await fake.wait_until(lambda: bot.service.registry.held_at(place.id))
    return Match(game.id, place, lobby, table_message)


async def person_to_act(world: World, bot: BackAlleyBot, match: Match) -> None:
    """Wait until a person is to act: the computer has played its turns."""
    await bot.service.registry.open_table(match.game_id)  # loaded, if not used since a start
    await world.fake.wait_until(
        lambda: (
            (t := bot.service.registry.held(match.game_id)) is not None
            and t.user_to_act is not None
        ),
        timeout=10,
    )


async def play_moves(world: World, bot: BackAlleyBot, match: Match, moves: int) -> None:
    rng = random.Random(5)
    for _ in range(moves):
        await person_to_act(world, bot, match)
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed and not ix.ephemeral, ix.response
    await person_to_act(world, bot, match)


async def quiet(world: World, bot: BackAlleyBot) -> int:
    """Let every post and edit in flight finish; the number of requests so far."""
    await bot.news.flush()
    await bot.tables.flush()
    await world.fake.settle()
    return len(world.fake.requests)


def requests_about(world: World, place: FakeChannel, since: int) -> list[str]:
    return [
        f"{r.method} {r.path}" for r in world.fake.requests[since:] if f"/{place.id}/" in r.path
    ]


async def status_of(bot: BackAlleyBot, game_id: int) -> str:
    row = await bot.database.fetchone("SELECT status FROM games WHERE id = ?", (game_id,))
    assert row is not None
    return str(row["status"])


async def running_games(bot: BackAlleyBot) -> list[int]:
    rows = await bot.database.fetchall("SELECT id FROM games WHERE status IN ('lobby', 'active')")
    return [int(row["id"]) for row in rows]


def notice_in(world: World, channel: FakeChannel, words: str) -> FakeMessage | None:
    return next((m for m in world.fake.public_messages(channel) if words in m.text), None)


async def test_a_deleted_thread_ends_the_game_and_the_players_get_its_record(
    world: World,
) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 3)
        actions = len(table_of(first, match.game_id).game.actions)  # type: ignore[union-attr]
        since = await quiet(world, first)

        fake.delete_channel(match.place)
        notice = await fake.wait_until(lambda: notice_in(world, world.channel, "was deleted"))
        for member in world.players[:3]:
            assert f"<@{member.id}>" in notice.text
        assert [a.filename for a in notice.attachments] == [f"backalley-{match.game_id}.json"]
        record = json.loads(notice.attachments[0].text)
        assert len(record["actions"]) <= actions and record["preset"] == "classic"
        assert await first.service.registry.open_table(match.game_id) is None
        assert await status_of(first, match.game_id) == "abandoned"

        # The timers and the computer stopped: a whole turn timer later, nothing happened.
        world.clock.advance(TIMER + 1)
        first.service.turns.wake()
        await quiet(world, first)
        assert requests_about(world, match.place, since) == []
        row = await first.database.fetchone(
            "SELECT count(*) FROM actions WHERE game_id = ?", (match.game_id,)
        )
        assert row is not None and row[0] == actions  # the log stays

    second = await world.new_bot()
    async with fake.running(second):
        since = await quiet(world, second)
        assert await second.service.registry.open_table(match.game_id) is None
        assert await running_games(second) == []
        # The record can still be asked for where the game came from.
        ix = await fake.slash(world.players[0], world.channel, "backalley record")
        assert ix.ephemeral and ix.response is not None and ix.response.attachments
        assert requests_about(world, match.place, since) == []
    fake.assert_no_failed_interactions()


async def test_a_deleted_channel_ends_its_lobby_and_the_game_of_its_thread(
    world: World,
) -> None:
    fake = world.fake
    other = fake.add_text_channel(world.guild, "side-room")
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        lobby = await fake.slash(world.players[3], world.channel, "backalley new", preset="classic")
        assert lobby.response is not None and not lobby.ephemeral
        kept = await fake.slash(world.players[3], other, "backalley new", preset="classic")
        assert not kept.ephemeral
        since = await quiet(world, first)

        fake.refuse_dms(world.players[2])
        fake.delete_channel(world.channel)
        await fake.wait_until(lambda: match.game_id not in first.service.registry.open_games())
        # No channel left to say it in: each player hears it directly, with the record.
        for member in world.players[:2]:
            told = await fake.wait_until(lambda m=member: fake.dm_messages(m))
            assert "was deleted" in told[0].text and told[0].attachments
        await fake.wait_until(lambda: not first.service.registry.taken(world.channel.id))
        assert await first.service.table_at(other.id) is not None  # another channel's lobby stays
        assert await status_of(first, match.game_id) == "abandoned"
        world.clock.advance(TIMER + 1)
        first.service.turns.wake()
        await quiet(world, first)
        assert requests_about(world, match.place, since) == []
        assert requests_about(world, world.channel, since) == []

    second = await world.new_bot()
    async with fake.running(second):
        await quiet(world, second)
        assert len(await running_games(second)) == 1  # the other channel's lobby


async def test_a_channel_deleted_while_the_bot_was_stopped_is_noticed_at_start(
    world: World,
) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        await quiet(world, first)
    since = len(fake.requests)
    fake.delete_channel(world.channel)

    second = await world.new_bot()
    async with fake.running(second):
        # Known from the server's list of channels at the connection (and confirmed),
        # before any timer runs.
        await fake.wait_until(lambda: match.game_id not in second.service.registry.open_games())
        assert await status_of(second, match.game_id) == "abandoned"
        world.clock.advance(TIMER + 1)
        second.service.turns.wake()
        await quiet(world, second)
        assert requests_about(world, match.place, since) == []
        assert requests_about(world, world.channel, since) == []


async def test_a_thread_deleted_while_the_bot_was_stopped_is_learnt_at_the_first_post(
    world: World,
) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        await quiet(world, first)
    fake.delete_channel(match.place)  # no bot connected: it hears nothing of it
    world.clock.advance(TIMER + 1)

    second = await world.new_bot()
    async with fake.running(second):
        # The turn timer runs out: its announcement finds no thread, and the game ends.
        notice = await fake.wait_until(
            lambda: notice_in(world, world.channel, "was deleted"), timeout=10
        )
        assert f"<@{world.players[0].id}>" in notice.text and notice.attachments
        assert await running_games(second) == []
        since = await quiet(world, second)
        world.clock.advance(TIMER + 1)
        second.service.turns.wake()
        await quiet(world, second)
        assert requests_about(world, match.place, since) == []


def table_messages(world: World, place: FakeChannel) -> list[FakeMessage]:
    return [m for m in world.fake.public_messages(place) if m.component(label="My hand")]


async def test_a_thread_deleted_before_its_game_is_loaded_still_ends_it(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)  # a person is to act: nothing to resume
        await quiet(world, first)

    second = await world.new_bot()
    async with fake.running(second):
        await quiet(world, second)
        assert second.service.registry.held(match.game_id) is None  # nobody touched it yet
        fake.delete_channel(match.place)
        await fake.wait_until(lambda: notice_in(world, world.channel, "was deleted"))
        assert await status_of(second, match.game_id) == "abandoned"
        assert await running_games(second) == []
        world.clock.advance(TIMER + 1)  # its timer is gone with it
        second.service.turns.wake()
        await quiet(world, second)
        assert await second.service.turns.next_timer() is None
    fake.assert_no_failed_interactions()


async def test_a_deleted_table_message_is_posted_again_and_remembered(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        await quiet(world, first)
        fake.delete_message(match.table_message)
        assert table_messages(world, match.place) == []

        # The next move's refresh finds it gone and posts a new one, with working buttons.
        await play_moves(world, first, match, 1)
        fresh = await fake.wait_until(lambda: table_messages(world, match.place))
        assert len(fresh) == 1
        await fake.wait_until(lambda: table_of(first, match.game_id).message_id == fresh[0].id)
        table = table_of(first, match.game_id)
        member = world.member(table.user_to_act)  # type: ignore[arg-type]
        ix = await fake.click(member, fresh[0], label="My hand")
        assert not ix.failed and ix.ephemeral, ix.errors
        await quiet(world, first)

    second = await world.new_bot()
    async with fake.running(second):
        # Remembered across a restart: the next move edits it, nothing is posted again.
        before = fresh[0].text
        await play_moves(world, second, Match(match.game_id, match.place, match.lobby, fresh[0]), 1)
        await quiet(world, second)
        assert table_messages(world, match.place) == fresh
        assert fresh[0].text != before
    fake.assert_no_failed_interactions()


async def actions_of(bot: BackAlleyBot, game_id: int) -> int:
    row = await bot.database.fetchone("SELECT count(*) FROM actions WHERE game_id = ?", (game_id,))
    assert row is not None
    return int(row[0])


def notices_in(world: World, channel: FakeChannel, words: str) -> int:
    return sum(words in m.text for m in world.fake.public_messages(channel))


async def test_a_server_that_removes_the_bot_pauses_its_games_until_it_is_back(
    world: World,
) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 2)
        actions = await actions_of(first, match.game_id)
        since = await quiet(world, first)

        fake.remove_bot(world.guild)
        await fake.wait_until(lambda: first.service.places.paused(table_of(first, match.game_id)))
        world.clock.advance(TIMER + 1)  # the turn timer would have run out
        first.service.turns.wake()
        await quiet(world, first)
        assert requests_about(world, match.place, since) == []
        assert await actions_of(first, match.game_id) == actions
        assert await running_games(first) == [match.game_id]  # kept, not ended

        fake.invite_bot(world.guild)
        # Back in: the players of a game in play are told it goes on, and the overdue turn
        # is played.
        await fake.wait_until(lambda: notice_in(world, match.place, "the game goes on"))
        await fake.wait_until(lambda: notice_in(world, match.place, "ran out of time"), timeout=10)
        await person_to_act(world, first, match)
        fake.remove_bot(world.guild)  # and gone again, for good this time
        await fake.wait_until(lambda: first.service.places.paused(table_of(first, match.game_id)))
        actions = await actions_of(first, match.game_id)
        await quiet(world, first)
    ran_out = notices_in(world, match.place, "ran out of time")
    world.clock.advance(TIMER + 1)  # while the bot is stopped

    second = await world.new_bot()
    async with fake.running(second):
        # Started while still removed: the game stays paused, without being loaded for it.
        since = await quiet(world, second)
        assert second.service.registry.held(match.game_id) is None
        second.service.turns.wake()
        await quiet(world, second)
        assert requests_about(world, match.place, since) == []
        assert await actions_of(second, match.game_id) == actions

        fake.invite_bot(world.guild)
        # Back in: the overdue turn is played (the game loaded as it plays).
        await fake.wait_until(
            lambda: notices_in(world, match.place, "ran out of time") > ran_out, timeout=10
        )
        assert await actions_of(second, match.game_id) > actions
        assert not second.service.places.paused(table_of(second, match.game_id))


async def test_lost_permissions_keep_the_game_going_and_the_table_comes_back(
    world: World,
) -> None:
    fake = world.fake
    the_bot = world.guild.members[fake.bot_user.id]
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        await quiet(world, first)
        taken = SEND_MESSAGES_IN_THREADS | ATTACH_FILES | EMBED_LINKS
        fake.set_permissions(world.channel, the_bot, deny=taken)
        fake.delete_message(match.table_message)  # cleared by a moderator meanwhile
        channel = first.get_channel(world.channel.id)
        assert isinstance(channel, discord.TextChannel)
        await fake.wait_until(
            lambda: not channel.permissions_for(channel.guild.me).send_messages_in_threads
        )
        since = await quiet(world, first)
        actions = await actions_of(first, match.game_id)

        # The person's move is answered, and they learn privately what is missing.
        table = table_of(first, match.game_id)
        member = world.member(table.user_to_act)  # type: ignore[arg-type]
        await play_moves(world, first, match, 1)
        warning = await fake.wait_until(
            lambda: next(
                (m.text for m in fake.ephemeral_messages(member) if "lacks" in m.text), None
            )
        )
        for name in ("Send Messages in Threads", "Attach Files", "Embed Links", "Manage Roles"):
            assert name in warning
        # The timer plays on for the next person (and the computer after), posting nothing.
        world.clock.advance(TIMER + 1)
        first.service.turns.wake()
        await fake.wait_until(
            lambda: len(table_of(first, match.game_id).game.actions) > actions + 1
        )  # type: ignore[union-attr]
        await quiet(world, first)
        posts = [
            r
            for r in fake.requests[since:]
            if r.method == "POST" and f"/{match.place.id}/messages" in r.path
        ]
        assert posts == []
        # Only the edit that found the table message gone failed, once.
        failed = [r for r in fake.requests[since:] if r.status >= 400]
        assert len(failed) == 1 and failed[0].method == "PATCH" and failed[0].status == 404
        ix = await fake.slash(world.players[0], world.channel, "backalley settings")
        assert ix.response is not None and "Attach Files" in ix.response.text
        assert "Send Messages in Threads" not in ix.response.text  # a channel needs others

        # Sending is allowed again: the table is posted again, as text and without pictures.
        fake.set_permissions(world.channel, the_bot, deny=ATTACH_FILES | EMBED_LINKS)
        fresh = (await fake.wait_until(lambda: table_messages(world, match.place)))[0]
        assert "Back Alley" in fresh.text and fresh.embeds == [] and fresh.attachments == []
        await fake.wait_until(lambda: table_of(first, match.game_id).message_id == fresh.id)
        await quiet(world, first)

    second = await world.new_bot()
    async with fake.running(second):
        before = fresh.text
        await play_moves(world, second, Match(match.game_id, match.place, match.lobby, fresh), 1)
        await quiet(world, second)
        assert table_messages(world, match.place) == [fresh] and fresh.text != before
    fake.assert_no_failed_interactions()


async def test_an_archived_thread_is_reopened_by_the_next_move(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        await quiet(world, first)
        fake.archive_thread(match.place)  # a week without a move
        await quiet(world, first)
        before = match.table_message.text
        await play_moves(world, first, match, 1)
        await fake.wait_until(lambda: not match.place.archived)
        await fake.wait_until(lambda: match.table_message.text != before)
        await quiet(world, first)
    fake.archive_thread(match.place)  # again, while the bot is stopped

    second = await world.new_bot()
    async with fake.running(second):
        # Not listed by Discord, looked at, not locked: the game goes on at once.
        await second.service.registry.open_table(match.game_id)  # loaded (the start-up loads none)
        assert not second.service.places.paused(table_of(second, match.game_id))
        before = match.table_message.text
        await play_moves(world, second, match, 1)
        await fake.wait_until(lambda: not match.place.archived)
        await fake.wait_until(lambda: match.table_message.text != before)
    fake.assert_no_failed_interactions()


async def test_a_locked_thread_pauses_its_game_and_timers_until_unlocked(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        actions = await actions_of(first, match.game_id)
        since = await quiet(world, first)
        fake.archive_thread(match.place, locked=True)
        await fake.wait_until(lambda: first.service.places.paused(table_of(first, match.game_id)))
        world.clock.advance(TIMER / 3)
        first.service.turns.wake()
        await quiet(world, first)
        assert await actions_of(first, match.game_id) == actions
        assert requests_about(world, match.place, since) == []

    listings = len(fake.requests)
    second = await world.new_bot()
    async with fake.running(second):
        # Still locked after a restart: found in the listing of the channel's archived
        # threads (one request for the channel), and its game waits.
        await fake.wait_until(
            lambda: (
                (t := second.service.registry.held(match.game_id))
                and second.service.places.paused(t)
            )
        )
        asked = [r.path for r in fake.requests[listings:] if "/threads/archived/" in r.path]
        assert asked == [f"/api/v10/channels/{world.channel.id}/threads/archived/public"]
        since = await quiet(world, second)
        world.clock.advance(TIMER)  # its turn timer runs out
        second.service.turns.wake()
        await quiet(world, second)
        assert await actions_of(second, match.game_id) == actions
        assert [r for r in fake.requests[since:] if r.method == "POST"] == []

        fake.unarchive_thread(match.place)
        await fake.wait_until(lambda: notice_in(world, match.place, "thread is unlocked"))
        await fake.wait_until(lambda: notice_in(world, match.place, "ran out of time"), timeout=10)
        assert await actions_of(second, match.game_id) > actions


async def test_a_server_may_delete_its_games_and_statistics_after_confirming(
    world: World,
) -> None:
    fake = world.fake
    alice, erin = world.players[0], world.stranger
    managers = fake.add_role(world.guild, "managers", discord.Permissions(manage_guild=True))
    fake.give_role(alice, managers)
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 2)
        ix = await fake.slash(alice, world.channel, "backalley settings", images=False)
        assert "pictures of cards, tables and scores:** off" in ix.response.text.lower()  # type: ignore[union-attr]
        ix = await fake.slash(erin, world.channel, "backalley settings", forget=True)
        assert ix.ephemeral and "Manage Server" in ix.response.text  # type: ignore[union-attr]

        ix = await fake.slash(alice, world.channel, "backalley settings", forget=True)
        question = ix.response
        assert ix.ephemeral and question is not None and "cannot be undone" in question.text
        assert await running_games(first) == [match.game_id]  # nothing yet
        since = await quiet(world, first)
        ix = await fake.click(alice, question, label="Delete this server's games and statistics")
        assert not ix.failed, ix.errors
        assert text("en", "forget-done", games=1) in question.text and not question.custom_ids
        assert await first.service.registry.open_table(match.game_id) is None
        row = await first.database.fetchone(
            "SELECT count(*) FROM games WHERE guild_id = ?", (world.guild.id,)
        )
        assert row is not None and row[0] == 0
        world.clock.advance(TIMER + 1)
        first.service.turns.wake()
        await quiet(world, first)
        assert requests_about(world, match.place, since) == []

    second = await world.new_bot()
    async with fake.running(second):
        await quiet(world, second)
        assert await running_games(second) == []
        ix = await fake.slash(alice, world.channel, "backalley settings")
        assert "pictures of cards, tables and scores:** on" in ix.response.text.lower()  # type: ignore[union-attr]
        ix = await fake.slash(alice, match.place, "backalley record")
        assert ix.ephemeral and "No game" in ix.response.text  # type: ignore[union-attr]
    fake.assert_no_failed_interactions()


async def test_a_post_discord_could_not_take_is_tried_again_later(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_with_a_computer(world, first)
        await play_moves(world, first, match, 1)
        since = await quiet(world, first)
        # The last answer's interaction has expired (as it has, hours later): the reminder is
        # posted in the thread, and Discord cannot take it the first time.
        fake.fail_next("POST", "/webhooks/", status=404)
        fake.fail_next("POST", f"/channels/{match.place.id}/messages", status=503)
        world.clock.advance(TIMER / 2 + 1)  # the half-time reminder is due
        first.service.turns.wake()
        reminder = await fake.wait_until(lambda: notice_in(world, match.place, "⏳"), timeout=10)
        assert "it is your turn" in reminder.text
        posts = [
            r.status
            for r in fake.requests[since:]
            if r.method == "POST" and f"/{match.place.id}/messages" in r.path
        ]
        assert posts == [503, 200]


async def test_a_game_started_where_the_bot_may_not_post_gets_its_table_once_it_may(
    world: World,
) -> None:
    fake = world.fake
    the_bot = world.guild.members[fake.bot_user.id]
    fake.set_permissions(world.channel, the_bot, deny=SEND_MESSAGES_IN_THREADS)
    first = await world.new_bot()
    async with fake.running(first):
        alice, bob, carol = world.players[:3]
        lobby = (
            await fake.slash(alice, world.channel, "backalley new", hands="3", turn_timer="10m")
        ).response
        assert lobby is not None
        await fake.click(alice, lobby, label="Add bot")
        for member in (bob, carol):
            await fake.click(member, lobby, label="Join")
        ix = await fake.slash(alice, world.channel, "backalley start")
        assert not ix.failed, ix.errors
        told = await fake.wait_until(
            lambda: next(
                (m for m in fake.messages_seen_by(alice, world.channel) if "lacks" in m.text),
                None,
            )
        )
        assert "/backalley settings" in told.text
        place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
        game = await fake.wait_until(lambda: first.service.registry.held_at(place.id))
        assert table_messages(world, place) == []

        fake.set_permissions(world.channel, the_bot, deny=0)
        fresh = (await fake.wait_until(lambda: table_messages(world, place)))[0]
        await fake.wait_until(lambda: table_of(first, game.id).message_id == fresh.id)
        assert "Back Alley" in fresh.text


def thread_requests(world: World, since: int) -> list[str]:
    """The requests about threads or their listings since `since`, but for posts and edits."""
    threads = {t.id for channel in world.guild.text_channels for t in world.fake.threads(channel)}
    return [
        r.path
        for r in world.fake.requests[since:]
        if r.method == "GET"
        and ("/threads/" in r.path or any(r.path.endswith(f"/{t}") for t in threads))
    ]


async def test_archived_threads_are_looked_at_once_per_channel_not_per_game(
    world: World,
) -> None:
    fake = world.fake
    other = fake.add_text_channel(world.guild, "back-room")
    first = await world.new_bot()
    async with fake.running(first):
        matches = [
            await start_with_a_computer(world, first),
            await start_with_a_computer(world, first),
            await start_with_a_computer(world, first, other),
        ]
        for match in matches:
            await play_moves(world, first, match, 1)
        await quiet(world, first)
    # Every thread auto-archives while the bot is stopped; a moderator locks one.
    for match in matches:
        fake.archive_thread(match.place, locked=match is matches[1])
    since = len(fake.requests)

    second = await world.new_bot()
    async with fake.running(second):
        await fake.wait_until(
            lambda: (
                (t := second.service.registry.held(matches[1].game_id))
                and second.service.places.paused(t)
            )
        )
        await fake.wait_until(lambda: len(thread_requests(world, since)) >= 2)
        await quiet(world, second)
        # One listing per channel, no request per game; the games not locked stay unloaded.
        assert sorted(thread_requests(world, since)) == sorted(
            f"/api/v10/channels/{channel.id}/threads/archived/public"
            for channel in (world.channel, other)
        )
        assert second.service.registry.held(matches[0].game_id) is None
        assert second.service.registry.held(matches[2].game_id) is None
        assert fake.rate_limited == []
        # An archived thread that is not locked is reopened by the game's next move.
        await play_moves(world, second, matches[2], 1)
        await fake.wait_until(lambda: not matches[2].place.archived)
        assert not second.service.places.paused(table_of(second, matches[2].game_id))
    fake.assert_no_failed_interactions()


async def test_a_stop_during_the_look_at_the_places_is_quiet_and_the_next_start_does_the_rest(
    world: World, tmp_path: Path
) -> None:
    fake = world.fake
    other = fake.add_text_channel(world.guild, "back-room")
    first = await world.new_bot()
    async with fake.running(first):
        here = await start_with_a_computer(world, first)
        there = await start_with_a_computer(world, first, other)
        for match in (here, there):
            await play_moves(world, first, match, 1)
        await quiet(world, first)
    for match in (here, there):
        fake.archive_thread(match.place, locked=True)
    since = len(fake.requests)

    # A bot whose look waits a minute between two requests: stopped after the first.
    child = await fake.start_child_bot(
        world.database, log_path=tmp_path / "child.log", look_pace=60.0
    )
    await fake.wait_until(lambda: thread_requests(world, since))
    assert await child.stop() == 0
    log = child.log()
    assert "stopped cleanly" in log
    assert "ERROR" not in log and "Traceback" not in log, log
    assert len(thread_requests(world, since)) == 1

    # The next start looks at both channels again: both games wait.
    second = await world.new_bot()
    async with fake.running(second):
        for match in (here, there):
            await fake.wait_until(
                lambda m=match: (  # type: ignore[misc]
                    (t := second.service.registry.held(m.game_id))
                    and second.service.places.paused(t)
                )
            )
