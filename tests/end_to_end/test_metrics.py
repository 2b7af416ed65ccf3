"""The operator's metrics (`METRICS_PORT`), through the real client against the fake Discord:
Prometheus text with the answer times by kind of interaction, actions, live games, commits,
computer decisions and gateway latency, labels without ids or names; `/healthz` 200 while
connected and 503 while Discord is away; nothing listens when the port is not set."""

from __future__ import annotations

import dataclasses
import logging

import aiohttp
import pytest

from bot.running.app import create_bot
from bot.running.config import Settings
from testbed.pgserver import free_port

from .conftest import World
from .driver import settled, start_match


async def metrics_bot(world: World, port: int) -> object:
    settings = dataclasses.replace(
        Settings(token=world.fake.token, database=world.database), metrics_port=port
    )
    return await create_bot(
        settings, guild_ready_timeout=0.05, table_delay=0.05, computer_pause=0.01, clock=world.clock
    )


async def get(port: int, path: str) -> tuple[int, str]:
    url = f"http://127.0.0.1:{port}{path}"
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.text()


def value(text: str, sample: str) -> float:
    """The value of one sample line (`name{labels}`) of the Prometheus text."""
    for line in text.splitlines():
        if line.startswith(sample + " "):
            return float(line.split()[-1])
    raise AssertionError(f"no sample {sample} in:\n{text}")


async def test_the_metrics_say_what_the_bot_did_without_ids(world: World) -> None:
    port = free_port()
    bot = await metrics_bot(world, port)
    async with world.fake.running(bot):  # type: ignore[arg-type]
        assert (await get(port, "/healthz"))[0] == 200
        match = await start_match(world, bot, hands="1")  # type: ignore[arg-type]
        await settled(world, bot, match.game_id)  # type: ignore[arg-type]
        await world.fake.autocomplete(world.players[0], match.place, "play", "card")
        status, text = await get(port, "/metrics")
    assert status == 200
    assert value(text, 'backalley_interaction_answer_seconds_count{kind="/backalley new"}') == 1
    assert value(text, 'backalley_interaction_answer_seconds_count{kind="button start"}') == 1
    assert value(text, 'backalley_interaction_answer_seconds_count{kind="autocomplete /play"}') == 1
    assert value(text, 'backalley_interaction_answer_seconds_count{kind="button join"}') == 3
    assert value(text, "backalley_live_games") == 1
    assert value(text, "backalley_database_commit_seconds_count") > 0
    assert value(text, 'backalley_gateway_latency_seconds{shard="0"}') >= 0
    # Who, where and which game never appear in a label.
    people = [world.guild.id, world.channel.id, match.place.id, *(p.id for p in world.players)]
    names = [world.guild.name, world.channel.name, *(p.name for p in world.players)]
    for said in [*map(str, people), *names]:
        assert said not in text, said


async def test_computer_moves_are_counted_and_timed(world: World) -> None:
    port = free_port()
    bot = await metrics_bot(world, port)
    async with world.fake.running(bot):  # type: ignore[arg-type]
        fake, alice = world.fake, world.players[0]
        lobby = (await fake.slash(alice, world.channel, "backalley new", hands="1")).response
        assert lobby is not None
        for _ in range(3):
            await fake.click(alice, lobby, label="Add bot")
        await fake.click(alice, lobby, label="Start")
        place = (await fake.wait_until(lambda: fake.threads(world.channel)))[0]
        registry = bot.service.registry  # type: ignore[attr-defined]
        game_id = (await fake.wait_until(lambda: registry.held_at(place.id))).id
        table = await settled(world, bot, game_id)  # type: ignore[arg-type]
        while table is not None and table.user_to_act == alice.id:
            game = table.game
            if game.phase.name == "BID":
                await fake.slash(alice, place, "bid", amount=str(game.legal_bids()[0]))
            else:
                await fake.slash(alice, place, "play", card=str(game.legal_cards()[0]))
            table = await settled(world, bot, game_id)  # type: ignore[arg-type]
        _, text = await get(port, "/metrics")
    assert value(text, 'backalley_actions_total{origin="computer"}') >= 3
    assert value(text, 'backalley_computer_decision_seconds_count{level="strong"}') >= 3


@pytest.mark.logs_errors
async def test_healthz_says_503_while_discord_is_away(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    port = free_port()
    bot = await metrics_bot(world, port)
    async with world.fake.running(bot):  # type: ignore[arg-type]
        await world.fake.go_offline("refuse")
        await world.fake.wait_until(lambda: not bot.connected(), timeout=10)  # type: ignore[attr-defined]
        assert (await get(port, "/healthz"))[0] == 503
        await world.fake.go_online()
        await world.fake.wait_until(bot.connected, timeout=30)  # type: ignore[attr-defined]
        assert (await get(port, "/healthz"))[0] == 200
    with pytest.raises(aiohttp.ClientConnectionError):
        await get(port, "/healthz")  # stopped with the bot
    # The only errors: discord.py's own attempts to reach Discord again.
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert all(r.name == "discord.shard" for r in errors), [r.getMessage() for r in errors]


async def test_nothing_listens_without_a_port(world: World) -> None:
    bot = await world.new_bot()
    assert bot.metrics is None
    async with world.fake.running(bot):
        assert bot._metrics_server is None
