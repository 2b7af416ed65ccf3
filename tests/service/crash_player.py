"""A game player that a test kills with SIGKILL: `python -m tests.service.crash_player DB RUN`.

It continues the game in DB (or starts one), plays random legal moves through the service,
and prints `ack N` once action N is acknowledged, that is once `act` has returned.
"""

from __future__ import annotations

import asyncio
import random
import sys

from bot.service import GameService, as_move
from bot.store import open_database

from .helpers import CHANNEL, GUILD, USERS, make_service, random_move

OPTIONS = {"hands": [6, 5, 4, 3]}


async def seated_and_started(service: GameService) -> int:
    opened = await service.load()
    if not opened:
        lobby = await service.lobby.open(
            guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], options=OPTIONS
        )
        opened = [lobby.table.id]
    table = await service.registry.open_table(opened[0])
    assert table is not None
    if table.status == "lobby":
        for user in USERS[1:]:
            if table.seat_of(user) is None:
                table = (await service.lobby.join(table.id, user)).table
        await service.lobby.start(table.id, USERS[0])
    return table.id


async def main(path: str, run: int) -> None:
    database = await open_database(path)
    service = make_service(database, seed=run)
    game_id = await seated_and_started(service)
    rng = random.Random(run)
    table = await service.registry.open_table(game_id)
    while table is not None and table.game is not None and not table.game.is_over:
        user, kind, value = random_move(table, rng)
        outcome = await service.play.act(game_id, user, as_move(kind, value))
        table = outcome.table
        assert table.game is not None
        print(f"ack {len(table.game.actions)}", flush=True)
        # A breath between actions, as players take, so the killer's timing spreads out.
        await asyncio.sleep(0.001)
    print("finished", flush=True)
    await database.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
