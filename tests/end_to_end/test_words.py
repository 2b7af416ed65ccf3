"""Counts of one read as one: a one-hand lobby, a bot in one server."""

from __future__ import annotations

import logging

import pytest

from bot.running.app import BackAlleyBot

from .conftest import World


async def test_a_lobby_of_one_hand_says_one_hand(world: World, bot: BackAlleyBot) -> None:
    await bot.sync_commands()
    ix = await world.fake.slash(world.players[0], world.channel, "backalley new", hands="1")
    assert ix.response is not None
    assert "1 hand: " in ix.response.text and "1 hands" not in ix.response.text


async def test_the_start_names_one_server_in_the_singular(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bot.running.app")
    async with world.fake.running(await world.new_bot()):
        pass
    assert any(r.getMessage().endswith(" to 1 server") for r in caplog.records), caplog.text
