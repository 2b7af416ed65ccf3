"""Computer players at the table, absent players, and turn timers, through Discord."""

from __future__ import annotations

from bot.engine import Phase
from bot.running.app import BackAlleyBot
from bot.service import TableView
from testbed.fakediscord import FakeChannel

from .conftest import World
from .driver import settled, table_of


async def test_one_person_plays_a_whole_game_with_three_computers(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    alice = world.players[0]
    lobby = (await fake.slash(alice, world.channel, "backalley new", hands="2,1")).response
    assert lobby is not None
    ix = await fake.click(alice, lobby, label="Add bot")
    assert ix.response_type == 7 and "computer (strong)" in lobby.text
    await fake.slash(alice, world.channel, "backalley addbot", level="basic")
    await fake.slash(alice, world.channel, "backalley addbot", level="random")
    ix = await fake.click(world.players[1], lobby, label="Add bot")
    assert ix.ephemeral and "Only the host" in ix.response.text  # type: ignore[union-attr]
    await fake.click(alice, lobby, label="Start")
    place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
    game_id = (await fake.wait_until(lambda: bot.service.registry.held_at(place.id))).id

    turns = 0
    # The computers (and Alice's forced cards of a last trick) play on their own.
    while (table := await settled(world, bot, game_id)) is not None:
        game = table.game
        assert game is not None and table.user_to_act == alice.id
        if game.phase is Phase.BID:
            ix = await fake.slash(alice, place, "bid", amount=str(max(game.legal_bids()[:-1])))
        else:
            ix = await fake.slash(alice, place, "play", card=str(game.legal_cards()[0]))
        assert not ix.ephemeral, ix.response
        turns += 1
    await fake.wait_until(lambda: any("Game over" in m.text for m in fake.public_messages(place)))
    texts = "\n".join(m.text for m in fake.public_messages(place))
    assert "🤖 computer (strong)" in texts and "🤖 computer (random)" in texts
    assert turns >= 3
    finished = await bot.service.registry.stored_table(game_id)
    assert finished is not None and finished.game is not None and finished.game.is_over
    row = await bot.database.fetchone(
        "SELECT count(*) FROM actions WHERE game_id = ? AND by_computer = 1", (game_id,)
    )
    assert row is not None and row[0] == 0  # computer seats' moves are theirs, not stand-ins
    fake.assert_no_failed_interactions()


async def start_four(world: World, hands: str, **options: str) -> tuple[int, FakeChannel]:
    fake = world.fake
    new = await fake.slash(world.players[0], world.channel, "backalley new", hands=hands, **options)
    lobby = new.response
    assert lobby is not None
    for member in world.players[1:]:
        await fake.click(member, lobby, label="Join")
    await fake.click(world.players[0], lobby, label="Start")
    place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
    return place.id, place


async def started(bot: BackAlleyBot, world: World, place_id: int) -> TableView:
    """The game once it has moved to its thread."""
    return await world.fake.wait_until(lambda: bot.service.registry.held_at(place_id))


async def test_away_players_are_played_by_the_computer(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    place_id, place = await start_four(world, "3")
    table = await started(bot, world, place_id)
    assert table is not None and table.game is not None
    waiting = table.user_to_act
    assert waiting is not None
    member = world.member(waiting)
    ix = await fake.slash(member, place, "backalley away")
    assert not ix.ephemeral and "is away" in ix.response.text  # type: ignore[union-attr]
    # Their turn is played for them at once, and marked as a computer's move.
    await fake.wait_until(lambda: table_of(bot, table.id).user_to_act != waiting, timeout=10)
    row = await bot.database.fetchone(
        "SELECT seat FROM actions WHERE game_id = ? AND by_computer = 1", (table.id,)
    )
    assert row is not None and table.seat_of(waiting) == row["seat"]
    ix = await fake.slash(member, place, "backalley away")
    assert ix.ephemeral and "already plays for you" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(member, place, "backalley back")
    assert not ix.ephemeral and "is back" in ix.response.text  # type: ignore[union-attr]
    assert not table_of(bot, table.id).seats[table.seat_of(waiting)].away  # type: ignore[index,union-attr]


async def test_turn_timer_reminds_then_plays_for_the_absent(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    place_id, place = await start_four(world, "3", turn_timer="10m")
    table = await started(bot, world, place_id)
    assert table is not None and table.turn_timer == 600
    sleeper = table.user_to_act
    assert sleeper is not None
    actions = len(table.game.actions)  # type: ignore[union-attr]

    world.clock.advance(301)
    bot.service.turns.wake()
    reminder = await fake.wait_until(
        lambda: next((m for m in fake.public_messages(place) if "⏳" in m.text), None)
    )
    assert f"<@{sleeper}>" in reminder.text and "it is your turn" in reminder.text
    assert len(table_of(bot, table.id).game.actions) == actions  # type: ignore[union-attr]

    world.clock.advance(300)
    bot.service.turns.wake()
    notice = await fake.wait_until(
        lambda: next((m for m in fake.public_messages(place) if "ran out of time" in m.text), None)
    )
    assert f"<@{sleeper}>" in notice.text
    after = table_of(bot, table.id)
    assert len(after.game.actions) == actions + 1  # type: ignore[union-attr]
    assert after.user_to_act != sleeper
    # The next player has a fresh deadline.
    assert after.turn_deadline is not None and after.turn_deadline > world.clock() + 500


async def test_deadlines_survive_a_restart(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        place_id, place = await start_four(world, "3", turn_timer="1h")
        table = await started(first, world, place_id)
        assert table is not None
        actions = len(table.game.actions)  # type: ignore[union-attr]
    world.clock.advance(3601)
    second = await world.new_bot()
    async with fake.running(second):
        # Re-armed from the database at start-up: the overdue turn is played at once.
        await fake.wait_until(
            lambda: len(table_of(second, table.id).game.actions) > actions,
            timeout=10,  # type: ignore[union-attr]
        )
        await fake.wait_until(
            lambda: any("ran out of time" in m.text for m in fake.public_messages(place))
        )


async def test_each_turn_dm_names_the_move_the_turn_asks_for(
    world: World, bot: BackAlleyBot
) -> None:
    """With computers at the table, a turn's direct message says what the turn asks, a bid
    or a card, as the table does when it is sent (a lead after the others' cards too)."""
    fake = world.fake
    alice, bob = world.players[:2]
    await fake.slash(bob, world.channel, "backalley prefs", notify="dm", dm_after="0")
    lobby = (await fake.slash(alice, world.channel, "backalley new", hands="3,2")).response
    assert lobby is not None
    await fake.click(bob, lobby, label="Join")
    for level in ("basic", "strong"):
        await fake.slash(alice, world.channel, "backalley addbot", level=level)
    await fake.click(alice, lobby, label="Start")
    place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
    game_id = (await fake.wait_until(lambda: bot.service.registry.held_at(place.id))).id
    checked = {Phase.BID: 0, Phase.PLAY: 0}
    turns = 0
    while (table := await settled(world, bot, game_id)) is not None:
        game = table.game
        assert game is not None
        member = alice if table.user_to_act == alice.id else bob
        if member is bob:
            turns += 1  # each of his turns is told once, as it begins
            dms = await fake.wait_until(lambda n=turns: fake.dm_messages(bob)[n - 1 :] or None)
            asked = "your turn to bid" if game.phase is Phase.BID else "your turn to play a card"
            assert asked in dms[0].text, (game.phase, dms[0].text)
            checked[game.phase] += 1
        if game.phase is Phase.BID:
            ix = await fake.slash(member, place, "bid", amount=str(game.legal_bids()[0] or "pass"))
        else:
            ix = await fake.slash(member, place, "play", card=str(game.legal_cards()[0]))
        assert not ix.ephemeral, ix.response
    assert checked[Phase.BID] >= 2 and checked[Phase.PLAY] >= 2, checked
    fake.assert_no_failed_interactions()
