"""A whole game through Discord: the real bot and client against the fake Discord server."""

from __future__ import annotations

import json
import random

from bot.engine import Phase
from bot.engine.record import replay
from bot.running.app import BackAlleyBot
from tests.layout_reading import V2, assert_layout, gallery_urls

from .conftest import World
from .driver import (
    member_to_act,
    open_hand,
    open_lobby,
    play_to_the_end,
    settled,
    start_match,
    table_of,
    take_turn,
)


async def test_commands_are_synced(world: World, bot: BackAlleyBot) -> None:
    names = {command.name for command in world.fake.commands()}
    assert {"backalley", "hand", "bid", "play", "leaderboard", "stats", "history"} <= names
    backalley = next(c for c in world.fake.commands() if c.name == "backalley")
    subcommands = {option["name"] for option in backalley.options}
    assert subcommands == {
        "new",
        "join",
        "leave",
        "start",
        "cancel",
        "abandon",
        "table",
        "rules",
        "record",
        "settings",
        "addbot",
        "away",
        "back",
        "language",
        "lasttrick",
        "prefs",
        "claim",
        "hint",
        "review",
        "games",
        "daily",
        "event",
    }


async def test_a_short_game_from_lobby_to_final_scores(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="2,1")
    lobby_text = match.lobby.text
    assert "The game is played in" in lobby_text
    assert not match.lobby.custom_ids, "the lobby buttons go once the game starts"
    # The start heads the table's first posting, which notifies the players: one message.
    table_message = match.table_message
    first = str(table_message.versions[0]) if table_message.versions else table_message.text
    assert "the game is on" in first
    assert all(f"<@{m.id}>" in first for m in world.players)
    assert fake.public_messages(match.place)[0] is table_message
    assert_layout(match.table_message)
    assert gallery_urls(match.table_message) == ["attachment://table.png"]

    rng = random.Random(4)
    ways = ["slash", "component"]
    turns = 0
    while (table := await settled(world, bot, match.game_id)) is not None:
        game = table.game
        assert game is not None
        member = member_to_act(world, table)
        # Autocomplete offers exactly the legal moves to the player to act, nothing to others.
        if game.phase is Phase.BID:
            ix = await fake.autocomplete(member, match.place, "bid", "amount", "")
            expected = ["pass" if b == 0 else str(b) for b in game.legal_bids()]
            assert ix.choice_values == expected
            assert "0" not in ix.choice_values
            other = next(p for p in world.players if p is not member)
            assert (await fake.autocomplete(other, match.place, "bid", "amount", "")).choices == []
        else:
            ix = await fake.autocomplete(member, match.place, "play", "card", "")
            assert sorted(ix.choice_values) == sorted(str(c) for c in game.legal_cards())
            other = next(p for p in world.players if p is not member)
            assert (await fake.autocomplete(other, match.place, "play", "card", "")).choices == []
        ix = await take_turn(world, bot, match, rng, ways[turns % 2])
        assert not ix.failed and not ix.errors, ix.errors
        turns += 1
        assert turns < 200

    # The move that ended the game is announced once its interaction is acknowledged.
    await fake.wait_until(
        lambda: any("Game over" in m.text for m in fake.public_messages(match.place))
    )
    await bot.tables.flush()
    fake.assert_no_failed_interactions()
    public = fake.public_messages(match.place)
    texts = [m.text for m in public]
    finished = await bot.service.registry.stored_table(match.game_id)
    assert finished is not None and finished.game is not None
    game = finished.game
    tricks = sum(r.size for r in game.results) + sum(sum(t.tricks) for t in game.tiebreaks)
    assert sum(t.count("Trick ") for t in texts) >= tricks, "\n---\n".join(texts)
    for result in game.results:
        assert any(f"Hand {result.number} of 2 scored" in t for t in texts)
    assert "Game over" in texts[-1]
    # Nothing public ever shows a hand.
    assert not any("Your hand" in t for t in texts)

    # The result is stored; the record replays to the same finish.
    sides, players = await bot.service.store.results(match.game_id)
    assert [s.points for s in sides] == game.scores
    assert sorted(p["user_id"] for p in players) == sorted(m.id for m in world.players)
    ix = await fake.slash(world.players[1], match.place, "backalley record")
    assert ix.ephemeral and ix.response is not None
    (attachment,) = ix.response.attachments
    document = replay(json.loads(attachment.data))
    assert document["status"] == "finished"
    assert document["scores"] == game.scores

    # The table message shows the end, without buttons.
    await fake.wait_until(lambda: "The game is over" in match.table_message.text)
    assert not match.table_message.custom_ids
    assert_layout(match.table_message)
    assert all(version["flags"] & V2 for version in match.table_message.versions)


async def test_each_hand_view_reaches_only_its_owner(world: World, bot: BackAlleyBot) -> None:
    fake = world.fake
    match = await start_match(world, bot, hands="3")
    table = table_of(bot, match.game_id)
    game = table.game
    assert game is not None
    for seat, member in enumerate(world.players):
        owner_seat = table.seat_of(member.id)
        assert owner_seat is not None
        ix = await open_hand(world, member, match)
        text = ix.response.text  # type: ignore[union-attr]
        own = {c.label for c in game.hand(owner_seat)}
        others = {c.label for s in range(4) if s != owner_seat for c in game.hand(s)}
        assert all(label in text for label in own), (seat, text)
        assert not any(f" {label} " in f" {text} " for label in others - own)
        assert len(fake.ephemeral_messages(member, match.place)) >= 1
    ix = await fake.slash(world.stranger, match.place, "hand")
    assert ix.ephemeral and "not playing" in ix.response.text  # type: ignore[union-attr]


async def test_a_cancelled_lobby_does_not_hide_the_channels_last_game(
    world: World, bot: BackAlleyBot
) -> None:
    """A lobby opened and cancelled in the channel was never played: `/backalley record`
    and `/backalley review` there still find the game played from it before."""
    fake = world.fake
    match = await start_match(world, bot, hands="1")
    await play_to_the_end(world, bot, match, random.Random(2))
    host = world.players[0]
    await open_lobby(world, hands="1")
    ix = await fake.slash(host, world.channel, "backalley cancel")
    assert not ix.failed, ix.errors
    ix = await fake.slash(world.players[1], world.channel, "backalley record")
    assert ix.ephemeral and ix.response is not None, ix.response
    assert len(ix.response.attachments) == 1, ix.response.text
    assert replay(json.loads(ix.response.attachments[0].data))["status"] == "finished"
    ix = await fake.slash(world.players[1], world.channel, "backalley review")
    await fake.wait_until(lambda: ix.deferred_filled or not ix.thinking, timeout=30)
    assert ix.response is not None and "Hand 1" in ix.response.text, ix.response.text
    fake.assert_no_failed_interactions()
