"""The bot on PostgreSQL while the server is away: a player's move is refused with a clear
private "try again in a moment", nothing is half-done, and once the server is back the same
move goes through and the game goes on."""

from __future__ import annotations

import random

import pytest

from bot.engine import Phase
from bot.running.runner import Backoff
from testbed.pgserver import PgServer

from .conftest import World
from .driver import member_to_act, settled, start_match, take_turn
from .test_connection import Runs


async def test_moves_during_an_outage_are_refused_clearly_then_the_game_goes_on(
    world: World, pg_server: PgServer, pg_url: str
) -> None:
    world.database = pg_url  # type: ignore[assignment]
    fake = world.fake
    bot = await world.new_bot()
    async with fake.running(bot):
        match = await start_match(world, bot, hands="3,2")
        rng = random.Random(8)
        for _ in range(3):
            ix = await take_turn(world, bot, match, rng, "slash")
            assert not ix.failed, ix.errors
        table = await settled(world, bot, match.game_id)
        assert table is not None and table.game is not None
        member = member_to_act(world, table)
        if table.game.phase is Phase.BID:
            command, options = "bid", {"amount": "pass"}
        else:
            command, options = "play", {"card": str(rng.choice(table.game.legal_cards()))}
        before = table.log_length
        public_before = len(fake.public_messages(match.place))

        pg_server.halt()
        try:
            ix = await fake.slash(member, match.place, command, **options)
        finally:
            pg_server.resume()
        assert not ix.failed and ix.ephemeral and ix.response is not None
        assert "try again in a moment" in ix.response.text.lower(), ix.response.text
        assert len(fake.public_messages(match.place)) == public_before  # nothing announced

        ix = await fake.slash(member, match.place, command, **options)
        assert not ix.failed, ix.errors
        after = await settled(world, bot, match.game_id)
        assert after is None or after.log_length > before
        row = await bot.service.store.load(match.game_id)
        assert row is not None and len(row.actions) > before
        while await settled(world, bot, match.game_id) is not None:
            ix = await take_turn(world, bot, match, rng, "slash")
            assert not ix.failed, ix.errors
        assert await bot.service.store.status(match.game_id) == "finished"
        fake.assert_no_failed_interactions()


async def test_a_bot_started_while_postgresql_is_away_retries_then_plays(
    world: World, pg_server: PgServer, pg_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    world.database = pg_url  # type: ignore[assignment]
    pg_server.halt()
    try:
        runs = Runs(world, caplog, backoff=Backoff(0.05, 0.2, random.Random(3)))
        await runs.wait_for_warnings(2)
    finally:
        pg_server.resume()
    bot = await runs.ready()
    lines = [r.getMessage() for r in runs.warnings()]
    assert all(line.startswith("cannot reach PostgreSQL at") for line in lines), lines
    assert not any(r.exc_info for r in runs.warnings())
    ix = await world.fake.slash(world.players[0], world.channel, "backalley new", hands="2,1")
    assert not ix.failed and ix.response is not None and not ix.ephemeral
    assert await bot.service.table_at(world.channel.id) is not None
    assert await runs.stopped() == 0
