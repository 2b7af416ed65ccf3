"""Table manners through Discord: the last trick on a button and a command, the last trick
of a hand playing itself, and a player's choice to have their forced cards played."""

from __future__ import annotations

import random

from bot.engine import Phase
from bot.running.app import BackAlleyBot

from .conftest import World
from .driver import Match, open_lobby, play_to_the_end, settled, start_match, table_of, take_turn
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
    texts = await play_to_the_end(world, bot, match, random.Random(5))
    finished = await bot.service.registry.stored_table(match.game_id)
    assert finished is not None and finished.game is not None
    # Hand 1's second trick and hand 2's only trick play themselves; so does the last trick
    # of a tiebreak hand (when the scores tied: the decks are the bot's own draw), unless a
    # side reached the tricks it needed before it (R26).
    said = [t for t in texts if "the last trick plays itself" in t]
    assert 2 <= len(said) <= 2 + len(finished.game.tiebreaks), said
    row = await bot.service.store.load(match.game_id)
    assert row is not None and not any(a.by_computer for a in row.actions)
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
    texts = await play_to_the_end(world, bot, match, random.Random(7))
    forced = [t for t in texts if "has one legal card" in t]
    assert forced, "in three hands of six, Alice or Bob has a single legal card at least once"
    for line in forced:
        assert line.startswith((f"🃏 <@{alice.id}>", f"🃏 <@{bob.id}>")), line
    fake.assert_no_failed_interactions()


async def test_a_rematch_seats_each_player_where_they_sat(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice, bob, carol, dave = world.players
    lobby = await open_lobby(world, "1")
    for member in (bob, carol):
        assert not (await fake.click(member, lobby, label="Join")).failed
    assert not (await fake.click(alice, lobby, label="Add bot")).failed
    assert not (await fake.click(alice, lobby, label="Start")).failed
    threads = await fake.wait_until(lambda: fake.threads(world.channel))
    old = await fake.wait_until(lambda: bot.service.registry.held_at(threads[0].id))
    match = Match(old.id, threads[0], lobby, lobby)
    rng = random.Random(2)
    while await settled(world, bot, match.game_id) is not None:
        assert not (await take_turn(world, bot, match, rng, "slash")).failed
    final = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(match.place) if m.component(label="Rematch")), None
        )
    )
    assert "Game over" in final.text

    ix = await fake.click(dave, final, label="Rematch")
    assert "Only the players of that game can ask for a rematch" in private_text(ix)
    assert await bot.service.table_at(world.channel.id) is None, "a refusal changes nothing"

    ix = await fake.click(carol, final, label="Rematch")
    assert "The rematch lobby is open in" in private_text(ix)
    rematch = await bot.service.table_at(world.channel.id)
    assert rematch is not None and rematch.status == "lobby"
    assert (rematch.preset, rematch.overrides, rematch.host_id) == (
        old.preset,
        old.overrides,
        old.host_id,
    )
    for member in (alice, carol):
        assert rematch.seat_of(member.id) == old.seat_of(member.id)
    computer = next(s for s in old.seats if s is not None and s.computer is not None)
    kept = rematch.seats[computer.seat]
    assert kept is not None and kept.computer == computer.computer
    assert rematch.seat_of(bob.id) is None
    posted = await fake.wait_until(
        lambda: next(
            (m for m in fake.public_messages(world.channel) if m.id == rematch.message_id), None
        )
    )
    ix = await fake.click(carol, final, label="Rematch")
    assert "You already have a seat at this table" in private_text(ix)
    # The old host was seated when the lobby opened: told where, as the others are.
    ix = await fake.click(alice, final, label="Rematch")
    assert "You have your old seat in the rematch lobby" in private_text(ix)

    ix = await fake.click(bob, final, label="Rematch")
    assert "You have your old seat in the rematch lobby" in private_text(ix)
    full = await bot.service.table_at(world.channel.id)
    assert full is not None and full.is_full and full.seat_of(bob.id) == old.seat_of(bob.id)
    ix = await fake.click(bob, posted, label="Start")
    assert "Only the host" in private_text(ix)
    assert not (await fake.click(alice, posted, label="Start")).failed
    started = await fake.wait_until(
        lambda: (t := bot.service.registry.held(full.id)) is not None and t.status == "active"
    )
    assert started
    fake.assert_no_failed_interactions()


async def test_a_command_in_the_thread_of_a_finished_game_says_how_it_ended(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="1")
    await play_to_the_end(world, bot, match, random.Random(3))
    finished = await bot.service.registry.stored_table(match.game_id)
    assert finished is not None and finished.game is not None
    winner = finished.game.winner
    for command in ("backalley lasttrick", "hand", "backalley table", "backalley claim"):
        shown = private_text(await fake.slash(world.players[1], match.place, command))
        assert shown.startswith("⚠️ This game is over."), shown
        if winner is None:
            assert "The game is drawn." in shown
        else:
            assert "wins:" in shown
            for seat in finished.seats:
                if seat is not None and finished.options.side_of(seat.seat) == winner:
                    assert f"<@{seat.user_id}>" in shown
        assert "/backalley record" in shown and "/backalley review" in shown
    # What still applies does.
    ix = await fake.slash(world.players[1], match.place, "backalley record")
    assert "complete record" in private_text(ix)
    # The channel the game came from: no game there, as before.
    shown = private_text(await fake.slash(world.players[1], world.channel, "hand"))
    assert "There is no Back Alley game in this channel" in shown
    fake.assert_no_failed_interactions()


async def test_a_command_in_the_thread_of_an_abandoned_game_says_so(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    ix = await fake.slash(world.players[0], match.place, "backalley abandon")
    assert not ix.failed and not ix.ephemeral
    shown = private_text(await fake.slash(world.players[2], match.place, "backalley lasttrick"))
    assert shown.startswith("⚠️ This game was abandoned: it is over."), shown
    assert "/backalley record" in shown
    fake.assert_no_failed_interactions()
