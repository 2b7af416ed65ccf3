"""`/backalley games`: a player's games in every server, awaited first, ten a page, privately,
in a server or in a direct message with the bot; and `/backalley away until:`."""

from __future__ import annotations

import re

from bot.running.app import BackAlleyBot
from testbed.fakediscord import FakeChannel, FakeGuild, FakeMember, FakeMessage

from .conftest import World
from .driver import settled, table_of


async def with_computers(
    world: World,
    bot: BackAlleyBot,
    host: FakeMember,
    channel: FakeChannel,
    guests: tuple[FakeMember, ...] = (),
) -> int:
    """A short game of `host`, `guests` and computers in the rest of the seats, started and
    settled at a person's turn: its id."""
    fake = world.fake
    lobby = (await fake.slash(host, channel, "backalley new", hands="2,1")).response
    assert lobby is not None
    for guest in guests:
        await fake.click(guest, lobby, label="Join")
    for _ in range(3 - len(guests)):
        await fake.slash(host, channel, "backalley addbot", level="random")
    await fake.click(host, lobby, label="Start")
    game = await fake.wait_until(
        lambda: next(
            (
                t
                for t in bot.service.registry.held_tables()
                if t.channel_id == channel.id and t.status == "active" and t.thread_id
            ),
            None,
        )
    )
    # The table message in the game's thread, remembered.
    await fake.wait_until(
        lambda: any(
            m.id == table_of(bot, game.id).message_id and m.component(label="My hand")
            for m in fake.public_messages(fake.state.channel(game.place_id))
        )
    )
    table = await settled(world, bot, game.id)
    assert table is not None
    return game.id


def second_server(world: World) -> tuple[FakeGuild, FakeChannel]:
    fake = world.fake
    guild = fake.add_guild("Second Club")
    channel = fake.add_text_channel(guild, "tables")
    for member in world.players[:2]:
        fake.add_member(guild, member.user)
    return guild, channel


def places(found: list[str]) -> list[int]:
    """The channel or thread of each game listed."""
    return [int(match[1]) for b in found if (match := re.search(r"<#(\d+)>", b))]


def blocks(message: FakeMessage) -> list[str]:
    """The games of a list, one text each."""
    description = message.embeds[0].get("description", "")
    return [block for block in str(description).split("\n\n") if block]


async def test_a_player_sees_their_games_of_two_servers_awaited_first_even_in_a_dm(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice, bob = world.players[:2]
    guild, channel = second_server(world)
    await fake.wait_until(lambda: bot.get_guild(guild.id) is not None)
    here = await with_computers(world, bot, alice, world.channel)
    there = await with_computers(world, bot, alice, channel, guests=(bob,))
    lobby_room = fake.add_text_channel(world.guild, "lobby-room")
    await fake.slash(alice, lobby_room, "backalley new", preset="classic")

    ix = await fake.slash(alice.user, fake.dm_channel(alice), "backalley games")
    assert ix.ephemeral and ix.response is not None, ix.errors
    found = blocks(ix.response)
    assert len(found) == 3
    text = "\n".join(found)
    assert "Back Alley Club" in text and "Second Club" in text
    awaited = [b for b in found if "your turn" in b]
    others = [b for b in found if "your turn" not in b]
    assert found[: len(awaited)] == awaited and all(b.startswith("▶") for b in awaited)
    assert not any(b.startswith("▶") for b in others)
    assert "lobby: 1 of 4 seats taken" in found[-1]
    # Alice's turn in her game with three computers; in the other, whoever is to act.
    mine = table_of(bot, here)
    assert mine.user_to_act == alice.id
    assert any(f"/{world.guild.id}/{mine.place_id}/{mine.message_id}" in b for b in awaited)
    theirs = table_of(bot, there)
    link = f"https://discord.com/channels/{guild.id}/{theirs.place_id}/{theirs.message_id}"
    block = next(b for b in found if link in b)
    assert ("your turn" in block) == (theirs.user_to_act == alice.id)
    assert "hand 1 of 2" in block and "score 0 to 0" in block
    assert re.search(r"since <t:\d+:R>", block)
    assert ix.response.buttons == []  # one page: no paging

    # Bob sees the one game he sits in, from a server's channel, privately.
    ix = await fake.slash(bob, world.channel, "backalley games")
    assert ix.ephemeral and ix.response is not None
    assert len(blocks(ix.response)) == 1 and "Second Club" in ix.response.text
    # In a DM, every other command says where it works.
    ix = await fake.slash(alice.user, fake.dm_channel(alice), "backalley rules")
    assert ix.ephemeral and "works in a server's channel" in ix.response.text  # type: ignore[union-attr]
    fake.assert_no_failed_interactions()


async def test_nothing_open_says_so_with_a_hint(world: World, bot: BackAlleyBot) -> None:
    ix = await world.fake.slash(world.stranger, world.channel, "backalley games")
    assert ix.ephemeral and ix.response is not None
    assert "no open game or lobby" in ix.response.text and "/backalley new" in ix.response.text


async def test_twelve_games_page_by_ten_and_the_buttons_are_the_owners(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice, bob = world.players[:2]
    await with_computers(world, bot, alice, world.channel)
    rooms = [fake.add_text_channel(world.guild, f"room-{n}") for n in range(12)]
    for room in rooms:
        await fake.slash(alice, room, "backalley new", preset="classic")
    ix = await fake.slash(alice, world.channel, "backalley games")
    listing = ix.response
    assert listing is not None and ix.ephemeral
    first = blocks(listing)
    assert len(first) == 10 and "your turn" in first[0]
    assert "Page 1 of 2 · 13 games" in listing.text
    # The lobbies, oldest first.
    assert places(first[1:]) == [room.id for room in rooms[:9]]
    previous = listing.component(label="◀ Previous")
    assert previous is not None and previous.get("disabled")

    ix = await fake.click(alice, listing, label="Next ▶")
    assert ix.response_type == 7, ix.errors
    second = blocks(listing)
    assert places(second) == [room.id for room in rooms[9:]]
    assert "Page 2 of 2" in listing.text
    next_button = listing.component(label="Next ▶")
    assert next_button is not None and next_button.get("disabled")

    # Someone else pressing Alice's buttons (were they shown to him) is refused.
    listing.visible_to = bob.id
    ix = await fake.click(bob, listing, label="◀ Previous")
    assert ix.ephemeral and "belongs to" in ix.response.text  # type: ignore[union-attr]
    assert "Page 2 of 2" in listing.text
    listing.visible_to = alice.id
    ix = await fake.click(alice, listing, label="◀ Previous")
    assert ix.response_type == 7 and "Page 1 of 2" in listing.text
    fake.assert_no_failed_interactions()


# ---------------------------------------------------------------------- away until


async def away_game(world: World, bot: BackAlleyBot) -> tuple[int, FakeChannel]:
    """Alice, Bob and two computers: the game and its thread, at a person's turn."""
    alice, bob = world.players[:2]
    game_id = await with_computers(world, bot, alice, world.channel, guests=(bob,))
    place_id = table_of(bot, game_id).place_id
    place = next(t for t in world.fake.threads(world.channel) if t.id == place_id)
    return game_id, place


def came_back(world: World, place: FakeChannel, member: FakeMember) -> list[FakeMessage]:
    return [
        m
        for m in world.fake.public_messages(place)
        if f"<@{member.id}> is back: the time away" in m.text
    ]


async def test_away_until_a_time_brings_the_player_back_by_themselves(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice = world.players[0]
    game_id, place = await away_game(world, bot)
    ix = await fake.slash(alice, place, "backalley away", until="2h")
    assert not ix.ephemeral and ix.response is not None, ix.errors
    until = int(world.clock() + 2 * 3600)
    stamp = re.search(r"away until <t:(\d+):f>", ix.response.text)
    assert stamp is not None and abs(int(stamp[1]) - until) <= 2
    seat = table_of(bot, game_id).seat_of(alice.id)
    assert seat is not None and table_of(bot, game_id).seats[seat].away  # type: ignore[union-attr]
    # The table says until when; the computer plays her turns meanwhile.
    table_message = fake.message(table_of(bot, game_id).message_id)  # type: ignore[arg-type]
    await fake.wait_until(lambda: f"away until <t:{stamp[1]}:f>" in table_message.text)
    await settled(world, bot, game_id)
    assert table_of(bot, game_id).user_to_act != alice.id

    world.clock.advance(2 * 3600 + 1)
    bot.service.turns.wake()
    said = await fake.wait_until(lambda: came_back(world, place, alice))
    assert alice.id in said[0].mention_ids
    # She hears of it as she chose (a mention in the thread, by default), once.
    told = f"<@{alice.id}>, your seat is yours again."
    await fake.wait_until(lambda: any(told in m.text for m in fake.public_messages(place)))
    assert sum(told in m.text for m in fake.public_messages(place)) == 1
    taken = table_of(bot, game_id).seats[seat]
    assert taken is not None and not taken.away and taken.away_until is None
    row = await bot.database.fetchone(
        "SELECT away, away_until FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
    )
    assert row is not None and row["away"] == 0 and row["away_until"] is None
    await fake.wait_until(lambda: "away until" not in table_message.text)
    fake.assert_no_failed_interactions()


async def test_away_until_survives_a_restart(world: World) -> None:
    fake = world.fake
    alice = world.players[0]
    first = await world.new_bot()
    async with fake.running(first):
        game_id, place = await away_game(world, first)
        ix = await fake.slash(alice, place, "backalley away", until="1d")
        assert not ix.ephemeral, ix.errors
    world.clock.advance(86400 + 1)
    second = await world.new_bot()
    async with fake.running(second):
        await fake.wait_until(lambda: came_back(world, place, alice))
        table = await second.service.registry.open_table(game_id)
        assert table is not None
        seat = table.seat_of(alice.id)
        assert seat is not None and not table.seats[seat].away  # type: ignore[union-attr]
        fake.assert_no_failed_interactions()


async def test_back_ends_an_away_until_early(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice = world.players[0]
    game_id, place = await away_game(world, bot)
    await fake.slash(alice, place, "backalley away", until="3d")
    ix = await fake.slash(alice, place, "backalley back")
    assert not ix.ephemeral and "is back" in ix.response.text  # type: ignore[union-attr]
    row = await bot.database.fetchone(
        "SELECT away, away_until FROM seats WHERE game_id = ? AND user_id = ?",
        (game_id, alice.id),
    )
    assert row is not None and row["away"] == 0 and row["away_until"] is None
    world.clock.advance(3 * 86400 + 1)
    bot.service.turns.wake()
    await fake.settle()
    assert came_back(world, place, alice) == []
    # Plain `away` keeps today's meaning: until back by hand, and no time on the table.
    ix = await fake.slash(alice, place, "backalley away")
    assert ix.response is not None and not ix.ephemeral
    assert "is away: the computer plays their turns until" in ix.response.text


async def test_away_until_refuses_what_it_cannot_read_the_past_and_too_far(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice = world.players[0]
    game_id, place = await away_game(world, bot)
    for typed, said in (
        ("soon", "not a time I can read"),
        ("2026-02-30", "not a time I can read"),
        ("3x", "not a time I can read"),
        ("2020-01-01", "has already passed"),
        ("0h", "has already passed"),
        ("31d", "more than 30 days away"),
    ):
        ix = await fake.slash(alice, place, "backalley away", until=typed)
        assert ix.response is not None and ix.ephemeral
        assert said in ix.response.text, (typed, ix.response.text)
        seat = table_of(bot, game_id).seat_of(alice.id)
        assert seat is not None and not table_of(bot, game_id).seats[seat].away  # type: ignore[union-attr]
    row = await bot.database.fetchone(
        "SELECT count(*) AS n FROM seats"
        " WHERE game_id = ? AND (away = 1 OR away_until IS NOT NULL)",
        (game_id,),
    )
    assert row is not None and row["n"] == 0


async def test_a_player_who_chose_direct_messages_is_told_there_they_are_back(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice = world.players[0]
    _, place = await away_game(world, bot)
    ix = await fake.slash(alice, place, "backalley prefs", notify="dm", dm_after="0")
    assert not ix.failed, ix.errors
    ix = await fake.slash(alice, place, "backalley away", until="1h")
    assert not ix.ephemeral, ix.errors
    world.clock.advance(3600 + 1)
    bot.service.turns.wake()
    await fake.wait_until(lambda: came_back(world, place, alice))
    dm = await fake.wait_until(
        lambda: [m for m in fake.dm_messages(alice) if "your seat is yours again" in m.text]
    )
    assert len(dm) == 1
    assert not any("your seat is yours again" in m.text for m in fake.public_messages(place))
    fake.assert_no_failed_interactions()


async def test_a_date_is_read_in_the_players_own_time_zone(world: World, bot: BackAlleyBot) -> None:
    import datetime as dt
    from zoneinfo import ZoneInfo

    fake = world.fake
    alice = world.players[0]
    _, place = await away_game(world, bot)
    ix = await fake.slash(alice, place, "backalley prefs", timezone="Pacific/Auckland")
    assert not ix.failed, ix.errors
    zone = ZoneInfo("Pacific/Auckland")
    day = (dt.datetime.fromtimestamp(world.clock(), zone) + dt.timedelta(days=3)).date()
    ix = await fake.slash(alice, place, "backalley away", until=day.isoformat())
    assert not ix.ephemeral and ix.response is not None, ix.errors
    start = int(dt.datetime(day.year, day.month, day.day, tzinfo=zone).timestamp())
    assert f"away until <t:{start}:f>" in ix.response.text
