"""Restarts, simultaneous clicks, a channel without threads, and the table and record commands."""

from __future__ import annotations

import asyncio
import json
import random

from bot.engine import Phase
from bot.engine.record import RecordError, replay
from bot.running.app import BackAlleyBot

from .conftest import World
from .driver import Match, member_to_act, open_hand, settled, start_match, table_of, take_turn


async def play_until_the_play_phase(world: World, bot: BackAlleyBot, match: Match) -> None:
    while (game := table_of(bot, match.game_id).game) is not None and game.phase is Phase.BID:
        await take_turn(world, bot, match, random.Random(1), "slash")


async def test_after_a_restart_old_buttons_work_and_the_game_finishes(world: World) -> None:
    fake = world.fake
    first = await world.new_bot()
    async with fake.running(first):
        match = await start_match(world, first, hands="3,2")
        await play_until_the_play_phase(world, first, match)
        table = table_of(first, match.game_id)
        member = member_to_act(world, table)
        view = (await open_hand(world, member, match)).response
        assert view is not None
        game = table.game
        assert game is not None
        card = game.legal_cards()[0]
        actions = len(game.actions)

    second = await world.new_bot()
    async with fake.running(second):
        # The hand view and the table message were made by the first process.
        ix = await fake.click(member, view, f"ba:{match.game_id}:play:{game.deals}.{card}")
        assert not ix.failed and ix.response_type == 7, ix.errors
        again = table_of(second, match.game_id).game
        assert again is not None and len(again.actions) == actions + 1
        assert again.actions[-1] == (game.to_act, "play", card)
        rng = random.Random(9)
        turns = 0
        while await settled(world, second, match.game_id) is not None:
            ix = await take_turn(world, second, match, rng, "component" if turns % 3 else "slash")
            assert not ix.failed, ix.errors
            turns += 1
        await fake.wait_until(
            lambda: any("Game over" in m.text for m in fake.public_messages(match.place))
        )
        fake.assert_no_failed_interactions()


async def test_two_users_clicking_at_the_same_moment(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="5")
    await play_until_the_play_phase(world, bot, match)
    table = table_of(bot, match.game_id)
    game = table.game
    assert game is not None and game.to_act is not None
    to_act = member_to_act(world, table)
    other_seat = (game.to_act + 1) % 4
    other = world.member(table.user_at(other_seat))  # type: ignore[arg-type]
    mine = (await open_hand(world, to_act, match)).response
    theirs = (await open_hand(world, other, match)).response
    assert mine is not None and theirs is not None
    # Cards are only pressable on one's turn.
    assert all(button.get("disabled") for button in theirs.buttons)
    button = f"ba:{match.game_id}:play:{game.deals}.{game.legal_cards()[0]}"
    clicks = await asyncio.gather(
        fake.click(to_act, mine, button, wait=False),
        fake.slash(other, match.place, "bid", amount="2", wait=False),
        fake.click(to_act, mine, button, wait=False),
    )
    for click in clicks:
        await click.wait()
        assert not click.failed, click.errors
    accepted = [c for c in clicks if c.response_type == 7]
    refused = [c for c in clicks if c.ephemeral and c.response_type == 4]
    assert len(accepted) == 1 and len(refused) == 2, clicks
    for click in refused:
        assert click.response is not None
        text = click.response.text
        assert "not your turn" in text or "do not hold" in text or "Bidding is over" in text
    after = table_of(bot, match.game_id).game
    assert after is not None and len(after.actions) == len(game.actions) + 1
    fake.assert_no_failed_interactions()


async def test_two_users_join_the_last_seat_at_once(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice, bob, carol, dave = world.players
    lobby = (await fake.slash(alice, world.channel, "backalley new", preset="classic")).response
    assert lobby is not None
    await fake.click(bob, lobby, label="Join")
    await fake.click(carol, lobby, label="Join")
    clicks = await asyncio.gather(
        fake.click(dave, lobby, label="Join", wait=False),
        fake.click(world.stranger, lobby, label="Join", wait=False),
    )
    for click in clicks:
        await click.wait()
    seated = [c for c in clicks if c.response_type == 7]
    refused = [c for c in clicks if c.ephemeral]
    assert len(seated) == 1 and len(refused) == 1
    assert refused[0].response is not None and "full" in refused[0].response.text
    table = await bot.service.table_at(world.channel.id)
    assert table is not None and all(seat is not None for seat in table.seats)
    fake.assert_no_failed_interactions()


async def test_without_threads_the_game_is_played_in_the_channel(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    fake.forbid_threads(world.channel)
    lobby_ix = await fake.slash(world.players[0], world.channel, "backalley new", hands="1")
    lobby = lobby_ix.response
    assert lobby is not None
    for member in world.players[1:]:
        await fake.click(member, lobby, label="Join")
    await fake.click(world.players[0], lobby, label="Start")
    table_message = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(world.channel) if m.component(label="My hand")), None
        )
    )
    assert fake.threads(world.channel) == []
    table = await bot.service.table_at(world.channel.id)
    assert table is not None and table.status == "active" and table.thread_id is None
    await fake.wait_until(
        lambda: bot.service.registry.held(table.id).message_id == table_message.id
    )  # type: ignore[union-attr]


async def test_table_rules_and_record_commands(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="2,2")
    ix = await fake.slash(world.stranger, match.place, "backalley rules")
    assert ix.ephemeral and "Back Alley rules — Classic" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(world.stranger, match.place, "backalley rules", preset="pagat")
    assert "Pagat" in ix.response.text and "Weak hands" in ix.response.text  # type: ignore[union-attr]

    ix = await fake.slash(world.players[2], match.place, "backalley table")
    assert not ix.ephemeral and ix.response is not None
    assert ix.response.component(label="My hand") is not None
    posted = ix.response.id
    await fake.wait_until(lambda: bot.service.registry.held(match.game_id).message_id == posted)  # type: ignore[union-attr]

    # During the game the record holds the hands played, never the deal in progress.
    rng = random.Random(2)
    while (table := table_of(bot, match.game_id)).game is not None and not table.game.results:
        await take_turn(world, bot, match, rng, "slash")
    game = table_of(bot, match.game_id).game
    assert game is not None
    ix = await fake.slash(world.stranger, match.place, "backalley record")
    assert ix.ephemeral and ix.response is not None
    record = json.loads(ix.response.attachments[0].data)
    current = [str(c) for c in game.deck(game.deals - 1)]
    assert current not in record["decks"]
    assert len(record["decks"]) == game.deals - 1
    try:
        replay(record)
    except RecordError as error:
        assert "too few decks" in str(error)
    else:
        raise AssertionError("a record without the deal in progress cannot replay past it")
    hands_so_far = {"hands": [2, 2]}
    assert record["options"] == hands_so_far
