"""Table manners through Discord: the last trick on a button and a command, the last trick
of a hand playing itself, and a player's choice to have their forced cards played."""

from __future__ import annotations

import random

from bot.app import BackAlleyBot
from bot.engine import Phase

from .conftest import World
from .driver import settled, start_match, table_of, take_turn
from .test_errors import private_text


async def test_the_last_trick_is_shown_privately_to_anyone_in_the_channel(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="4")
    ix = await fake.click(world.stranger, match.table_message, label="Last trick")
    assert "No trick of the hand in play has been won yet" in private_text(ix)
    rng = random.Random(3)
    while (table := await settled(world, bot, match.game_id)) is not None:
        game = table.game
        assert game is not None
        if game.phase is Phase.PLAY and game.tricks_played == 1 and len(game.trick) == 1:
            break
        await take_turn(world, bot, match, rng, "slash")
    won = table_of(bot, match.game_id).last_trick()
    assert won is not None and won.number == 1
    public_before = len(fake.public_messages(match.place))

    # Anyone in the channel may look, by the button or by the command; nobody else sees it.
    for ix in (
        await fake.click(world.stranger, match.table_message, label="Last trick"),
        await fake.slash(world.players[2], match.place, "backalley lasttrick"),
    ):
        shown = private_text(ix)
        assert "Last trick: trick 1" in shown
        lines = shown.splitlines()
        order = [line for line in lines if line.startswith("<@") or line.startswith("Computer")]
        assert len(order) == 4
        for line, (seat, _card) in zip(order, won.cards, strict=True):
            user = table_of(bot, match.game_id).user_at(seat)
            assert line.startswith(f"<@{user}>:")
        winner = table_of(bot, match.game_id).user_at(won.seat)
        assert f"Won by <@{winner}>" in shown
        assert ix.response is not None
        (picture,) = ix.response.attachments
        assert picture.filename == "table.png"
        assert picture.description and "Last trick: " in picture.description
    assert len(fake.public_messages(match.place)) == public_before


async def test_the_last_trick_of_each_hand_plays_itself(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="2,1")
    rng = random.Random(5)
    while await settled(world, bot, match.game_id) is not None:
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors
    await fake.wait_until(
        lambda: any("Game over" in m.text for m in fake.public_messages(match.place))
    )
    texts = [m.text for m in fake.public_messages(match.place)]
    assert sum("the last trick plays itself" in t for t in texts) == 2
    finished = await bot.service.finished_game(match.game_id)
    assert finished is not None and finished.game is not None
    row = await bot.service.store.load(match.game_id)
    assert row is not None and not any(a.by_computer for a in row.actions)
    # Hand 1 has two tricks, one played by the people; hand 2's only trick plays itself.
    fake.assert_no_failed_interactions()


async def test_a_player_may_have_their_forced_cards_played(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice, bob = world.players[:2]
    assert "Play my forced cards:** off" in private_text(
        await fake.slash(alice, world.channel, "backalley prefs")
    )
    for member in (alice, bob):
        ix = await fake.slash(member, world.channel, "backalley prefs", forced_cards=True)
        assert "Play my forced cards:** on" in private_text(ix)
    assert "Play my forced cards:** on" in private_text(
        await fake.slash(alice, world.channel, "backalley prefs")
    )
    match = await start_match(world, bot, hands="6,6,6")
    rng = random.Random(7)
    while await settled(world, bot, match.game_id) is not None:
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors
    await fake.wait_until(
        lambda: any("Game over" in m.text for m in fake.public_messages(match.place))
    )
    texts = [m.text for m in fake.public_messages(match.place)]
    forced = [t for t in texts if "has one legal card" in t]
    assert forced, "in three hands of six, Alice or Bob has a single legal card at least once"
    for line in forced:
        assert line.startswith((f"🃏 <@{alice.id}>", f"🃏 <@{bob.id}>")), line
    fake.assert_no_failed_interactions()
