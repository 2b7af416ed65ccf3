"""Every refusal is private, specific, and changes nothing."""

from __future__ import annotations

from bot.engine import Phase, cards_of
from bot.running.app import BackAlleyBot
from testbed.fakediscord import FakeInteraction

from .conftest import World
from .driver import member_to_act, open_hand, open_lobby, start_match, table_of


def private_text(ix: FakeInteraction) -> str:
    assert not ix.failed, ix.errors
    assert ix.ephemeral, f"not ephemeral: {ix.response}"
    assert ix.response is not None
    return ix.response.text


async def test_lobby_errors(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    alice, bob, carol, dave = world.players
    ix = await fake.slash(alice, world.channel, "hand")
    assert "no Back Alley game in this channel" in private_text(ix)
    ix = await fake.slash(bob, world.channel, "backalley start")
    assert "no Back Alley game in this channel" in private_text(ix)

    lobby = await open_lobby(world, "3")
    ix = await fake.slash(bob, world.channel, "backalley new")
    assert "already a lobby or a game here" in private_text(ix)
    ix = await fake.click(alice, lobby, label="Join")
    assert "already have a seat" in private_text(ix)
    ix = await fake.click(bob, lobby, label="Start")
    assert "Only the host" in private_text(ix)
    ix = await fake.click(alice, lobby, label="Start")
    assert "needs 3 more players" in private_text(ix)
    ix = await fake.slash(bob, world.channel, "backalley leave")
    assert "not playing in this game" in private_text(ix)
    ix = await fake.slash(alice, world.channel, "backalley leave")
    assert "You are the host" in private_text(ix)
    for member in (bob, carol, dave):
        await fake.click(member, lobby, label="Join")
    ix = await fake.click(world.stranger, lobby, label="Join")
    assert "The table is full" in private_text(ix)
    ix = await fake.slash(bob, world.channel, "backalley cancel")
    assert "Only the host" in private_text(ix)
    ix = await fake.slash(bob, world.channel, "bid", amount="1")
    assert "has not started" in private_text(ix)
    ix = await fake.slash(world.stranger, world.channel, "backalley new", hands="5,x")
    assert "like `5,3,1`" in private_text(ix)

    # A seat given up is free again, and the lobby message shows it.
    ix = await fake.slash(dave, world.channel, "backalley leave")
    assert not ix.ephemeral
    await fake.wait_until(lambda: "dave" not in lobby.text and lobby.text.count("*free*") == 1)
    table = await bot.service.table_at(world.channel.id)
    assert table is not None and table.seat_of(dave.id) is None
    fake.assert_no_failed_interactions()


async def test_game_errors_change_nothing(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="4,3")
    place = match.place
    before = table_of(bot, match.game_id)
    game = before.game
    assert game is not None and game.phase is Phase.BID
    actions = len(game.actions)
    to_act = member_to_act(world, before)
    waiting = next(p for p in world.players[1:] if p is not to_act)

    ix = await fake.slash(waiting, place, "bid", amount="1")
    assert f"It is not your turn: {to_act.mention} is to bid" in private_text(ix)
    ix = await fake.slash(world.stranger, place, "bid", amount="1")
    assert "not playing in this game" in private_text(ix)
    ix = await fake.slash(to_act, place, "bid", amount="9")
    assert "Bid pass, a number from 0 to 3, or board." in private_text(ix)
    ix = await fake.slash(to_act, place, "bid", amount="lots")
    assert "Bid pass, a number from 0 to 3, or board." in private_text(ix)
    ix = await fake.slash(to_act, place, "play", card="AS")
    assert "time to bid" in private_text(ix)
    ix = await fake.slash(to_act, place, "play", card="ZZ")
    assert "is not a card" in private_text(ix)
    ix = await fake.slash(waiting, place, "backalley abandon")
    assert "Only the host or a member with Manage Server" in private_text(ix)
    ix = await fake.slash(waiting, place, "backalley leave")
    assert "cannot leave" in private_text(ix)
    after = table_of(bot, match.game_id).game
    assert after is not None and len(after.actions) == actions

    # An old hand view: its bid select belongs to this deal only.
    old_view = (await open_hand(world, to_act, match)).response
    assert old_view is not None
    while (table := table_of(bot, match.game_id)).game is not None and table.game.hand_number == 1:
        game = table.game
        member = member_to_act(world, table)
        if game.phase is Phase.BID:
            await fake.slash(member, place, "bid", amount="1")
            continue
        # Play a card of the wrong suit when able to follow: the engine's message.
        hand = cards_of(game.hands[game.to_act])  # type: ignore[index]
        legal = set(game.legal_cards())
        wrong = [c for c in hand if c not in legal]
        if wrong and game.trick:
            ix = await fake.slash(member, place, "play", card=str(wrong[0]))
            text = private_text(ix)
            assert "You must follow" in text or "Trumps were led" in text or "Blooper" in text
        elif wrong:
            ix = await fake.slash(member, place, "play", card=str(wrong[0]))
            assert "Trumps are not broken yet: lead another suit." in private_text(ix)
        await fake.slash(member, place, "play", card=str(sorted(legal)[0]))
    select = old_view.selects[0]
    table = table_of(bot, match.game_id)
    member = world.member(table.user_to_act)  # type: ignore[arg-type]
    ix = await fake.select(to_act, old_view, select["custom_id"], [select["options"][0]["value"]])
    assert "from an earlier hand" in private_text(ix)
    assert len(table_of(bot, match.game_id).game.actions) == len(table.game.actions)  # type: ignore[union-attr]

    # The host abandons; buttons of the abandoned game say so.
    ix = await fake.slash(world.players[0], place, "backalley abandon")
    assert not ix.ephemeral and "abandoned" in ix.response.text  # type: ignore[union-attr]
    ix = await fake.slash(member, place, "bid", amount="1")
    assert "This game was abandoned: it is over" in private_text(ix)
    ix = await fake.select(to_act, old_view, select["custom_id"], [select["options"][0]["value"]])
    assert "This game was abandoned" in private_text(ix)
    fake.assert_no_failed_interactions()


async def test_a_member_with_manage_server_may_abandon(world: World, bot: BackAlleyBot) -> None:
    import discord

    fake = world.fake
    match = await start_match(world, bot, hands="2")
    moderators = fake.add_role(world.guild, "mods", discord.Permissions(manage_guild=True))
    fake.give_role(world.stranger, moderators)
    ix = await fake.slash(world.stranger, match.place, "backalley abandon")
    assert not ix.ephemeral, ix.response
    assert await bot.service.registry.open_table(match.game_id) is None
    row = await bot.database.fetchone("SELECT status FROM games WHERE id = ?", (match.game_id,))
    assert row is not None and row["status"] == "abandoned"


async def test_a_button_pressed_on_a_message_that_does_not_show_it_changes_nothing(
    world: World, bot: BackAlleyBot
) -> None:
    """A changed client may press any custom id on any message: only a component the message
    shows acts (Discord's advice); another is answered privately, and nothing changes."""
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    table = table_of(bot, match.game_id)
    game = table.game
    assert game is not None and game.phase is Phase.BID
    member = member_to_act(world, table)
    actions = len(game.actions)
    hand = (await open_hand(world, member, match)).response
    assert hand is not None
    select = hand.selects[0]["custom_id"]
    # The bid select of the player's own hand, pressed on the table message, the lobby's
    # Cancel on the table message by the host, a page of the games list on the lobby.
    for message, custom_id, values in (
        (match.table_message, select, ["1"]),
        (match.table_message, f"ba:{match.game_id}:cancel:", None),
        (match.lobby, f"ba:0:games:{member.id}.0", None),
    ):
        kind = 3 if values else 2
        ix = await fake.raw.click(member, message, custom_id, values=values, component_type=kind)
        assert "old version of a message" in private_text(ix), custom_id
    after = table_of(bot, match.game_id).game
    assert after is not None and len(after.actions) == actions
    assert "### Back Alley" in match.table_message.text
    fake.assert_no_failed_interactions()
