"""The autocomplete of /bid and /play, kept per player until their game changes: what it offers
follows every move, take-back and choice of language at once."""

from __future__ import annotations

from bot.running.app import BackAlleyBot
from testbed.fakediscord import FakeMember

from .conftest import World
from .driver import Match, member_to_act, settled, start_match
from .test_takebacks import ask_back, bid_pass, sides


async def offered(
    world: World, member: FakeMember, match: Match, command: str = "bid"
) -> list[str]:
    option = "amount" if command == "bid" else "card"
    ix = await world.fake.autocomplete(member, match.place, command, option, "")
    assert not ix.failed
    return list(ix.choice_names)


async def test_the_bids_offered_follow_each_move(world: World, bot: BackAlleyBot) -> None:
    match = await start_match(world, bot, hands="3")
    table = await settled(world, bot, match.game_id)
    assert table is not None
    first = member_to_act(world, table)
    others = [p for p in world.players if p is not first]
    assert "pass" in await offered(world, first, match)
    assert await offered(world, first, match) == await offered(world, first, match)
    assert [await offered(world, p, match) for p in others] == [[], [], []]
    assert await offered(world, first, match, "play") == []  # the bidding, not the play

    await world.fake.slash(first, match.place, "bid", amount="pass")
    assert await offered(world, first, match) == []  # asked the same, answered anew
    table = await settled(world, bot, match.game_id)
    assert table is not None
    assert "pass" in await offered(world, member_to_act(world, table), match)


async def test_a_language_chosen_is_spoken_by_the_next_answer(
    world: World, bot: BackAlleyBot
) -> None:
    match = await start_match(world, bot, hands="3")
    table = await settled(world, bot, match.game_id)
    assert table is not None
    first = member_to_act(world, table)
    assert "pass" in await offered(world, first, match)
    await world.fake.slash(first, world.channel, "backalley language", language="es")
    names = await offered(world, first, match)
    assert "paso" in names and "pass" not in names


async def test_a_move_taken_back_is_offered_again(world: World, bot: BackAlleyBot) -> None:
    match = await start_match(world, bot, hands="3")
    mover, said = await bid_pass(world, bot, match)
    assert await offered(world, mover, match) == []
    _, opponents = sides(bot, match, mover, world)
    request = await ask_back(world, mover, said)
    ix = await world.fake.click(opponents[0], request, label="Allow")
    assert not ix.failed, ix.errors
    await world.fake.wait_until(lambda: "returns to the moment before it" in request.text)
    table = await settled(world, bot, match.game_id)
    assert table is not None and table.user_to_act == mover.id
    assert "pass" in await offered(world, mover, match)
