"""Once started, the bot collects its young objects every `GC_YOUNG` allocations rather
than Python's 700, with what start-up built frozen out of the collector's way."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bot.running.app import GC_YOUNG

from .conftest import World


@pytest.fixture
def defaults() -> Iterator[None]:
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    gc.unfreeze()
    yield
    gc.set_threshold(*before)


async def test_a_started_bot_collects_its_young_objects_less_often(
    world: World, defaults: None
) -> None:
    client = await world.new_bot()
    async with world.fake.running(client):
        assert gc.get_threshold() == (GC_YOUNG, 10, 10)
        assert gc.get_freeze_count() > 0
