"""Playing Back Alley through Discord, as four users would: slash commands, autocomplete,
the My hand button, card buttons and the bid select."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from bot.engine import Game, Phase
from bot.running.app import BackAlleyBot
from bot.service import TableView
from testbed.fakediscord import FakeChannel, FakeInteraction, FakeMember, FakeMessage

from .conftest import World


@dataclass
class Match:
    game_id: int
    place: FakeChannel  # the thread (or channel) the game is played in
    lobby: FakeMessage
    table_message: FakeMessage


def table_of(bot: BackAlleyBot, game_id: int) -> TableView:
    table = bot.service.registry.held(game_id)
    assert table is not None, "the game is not open"
    return table


async def open_lobby(world: World, hands: str = "2,1", **options: str) -> FakeMessage:
    ix = await world.fake.slash(
        world.players[0], world.channel, "backalley new", hands=hands, **options
    )
    assert ix.response is not None and not ix.ephemeral
    return ix.response


async def start_match(world: World, bot: BackAlleyBot, hands: str = "2,1") -> Match:
    fake = world.fake
    lobby = await open_lobby(world, hands)
    for member in world.players[1:]:
        ix = await fake.click(member, lobby, label="Join")
        assert not ix.failed and ix.response_type == 7, ix.errors
    ix = await fake.click(world.players[0], lobby, label="Start")
    assert not ix.failed
    threads = await fake.wait_until(lambda: fake.threads(world.channel))
    place = threads[0]
    table_message = await fake.wait_until(
        lambda: next((m for m in fake.public_messages(place) if m.component(label="My hand")), None)
    )
    game = await bot.service.table_at(place.id)
    assert game is not None
    return Match(game.id, place, lobby, table_message)


async def settled(world: World, bot: BackAlleyBot, game_id: int) -> TableView | None:
    """The table once the bot has no move of its own to make (a computer's turn, a forced
    card): a person's turn; None once the game is over."""

    def ready() -> tuple[TableView | None] | None:
        table = bot.service.registry.held(game_id)
        if table is None:
            return (None,)
        return None if table.bot_to_act else (table,)

    found = await world.fake.wait_until(ready, timeout=10)
    return found[0]


def member_to_act(world: World, table: TableView) -> FakeMember:
    user = table.user_to_act
    assert user is not None
    return world.member(user)


async def open_hand(world: World, member: FakeMember, match: Match) -> FakeInteraction:
    """The My hand button: a fresh private view for its owner only."""
    ix = await world.fake.click(member, match.table_message, label="My hand")
    assert not ix.failed, ix.errors
    assert ix.ephemeral and ix.response is not None
    assert ix.response not in world.fake.public_messages(match.place)
    for other in world.players:
        if other is not member:
            assert ix.response not in world.fake.messages_seen_by(other, match.place)
    return ix


async def take_turn(
    world: World, bot: BackAlleyBot, match: Match, rng: random.Random, way: str
) -> FakeInteraction:
    """The player to act makes a random legal move, by slash command or by component."""
    fake = world.fake
    table = await settled(world, bot, match.game_id)
    assert table is not None, "the game is over"
    game = table.game
    assert game is not None and game.to_act is not None
    member = member_to_act(world, table)
    if game.phase is Phase.BID:
        legal = game.legal_bids()
        choice = rng.choice(legal)
        value = "pass" if choice == 0 else str(choice)
        if way == "slash":
            return await fake.slash(member, match.place, "bid", amount=value)
        hand = await open_hand(world, member, match)
        select = hand.response.selects[0]  # type: ignore[union-attr]
        return await fake.select(member, hand.response, select["custom_id"], [value])  # type: ignore[arg-type]
    card = rng.choice(game.legal_cards())
    if way == "slash":
        return await fake.slash(member, match.place, "play", card=str(card))
    hand = await open_hand(world, member, match)
    custom_id = f"ba:{match.game_id}:play:{game.deals}.{card}"
    return await fake.click(member, hand.response, custom_id)  # type: ignore[arg-type]


async def play_until(
    world: World,
    bot: BackAlleyBot,
    match: Match,
    rng: random.Random,
    wanted: Callable[[Game], bool],
) -> TableView:
    """People make random moves by slash command (the bot its own) until, at a person's turn,
    the game is as `wanted`: the table then."""
    while (table := await settled(world, bot, match.game_id)) is not None:
        assert table.game is not None
        if wanted(table.game):
            return table
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors
    raise AssertionError("the game ended first")


async def play_to_the_end(
    world: World, bot: BackAlleyBot, match: Match, rng: random.Random
) -> list[str]:
    """People make random moves by slash command (the bot its own) until the game is over;
    the texts of the game's public messages once the end is announced."""
    fake = world.fake
    while await settled(world, bot, match.game_id) is not None:
        ix = await take_turn(world, bot, match, rng, "slash")
        assert not ix.failed, ix.errors
    await fake.wait_until(
        lambda: any("Game over" in m.text for m in fake.public_messages(match.place))
    )
    return [m.text for m in fake.public_messages(match.place)]
