"""A start-up with thousands of games in progress: nothing is replayed until a game is used;
the timers and the computer's turns are found by indexed queries."""

from __future__ import annotations

import json
import random

from bot.engine import Game, Phase
from bot.engine.record import value_json
from bot.service import as_move
from bot.store import Database, GameStore
from bot.store.lookups import NEXT_TIMER, NOT_AWAY
from tests.backends import Databases

from .helpers import make_service, random_move

LIVE = 3000
NOW = 1_700_000_000.0


async def insert_live_games(database: Database, count: int) -> dict[int, dict[str, object]]:
    """`count` running classic games with a few random actions each, written directly; some
    with a turn timer, some waiting for a computer, some from before migration 0005."""
    rng = random.Random(5)
    made: dict[int, dict[str, object]] = {}
    async with database.transaction() as connection:
        for n in range(count):
            seed, dealer = rng.getrandbits(63), rng.randrange(4)
            game = Game("classic", first_dealer=dealer, seed=seed)
            for _ in range(rng.randrange(0, 12)):
                assert game.to_act is not None
                if game.phase is Phase.BID:
                    game.bid(game.to_act, rng.choice(game.legal_bids()))
                else:
                    game.play(game.to_act, rng.choice(game.legal_cards()))
            timer = 600 if n % 3 == 0 else None
            deadline = NOW + rng.uniform(10, 5000) if timer else None
            computer = (1, 0, None)[n % 3] if n % 5 == 0 else 0
            place = 50_000 + n
            created = await connection.fetchone(
                "INSERT INTO games (channel_id, place_id, host_id, preset, options, seed,"
                " first_dealer, status, turn_timer, turn_deadline, created_at, updated_at,"
                " computer_turn) VALUES (?, ?, ?, 'classic', '{}', ?, ?, 'active', ?, ?, ?, ?, ?)"
                " RETURNING id",
                (place, place, place * 10, seed, dealer, timer, deadline, NOW, NOW, computer),
            )
            assert created is not None
            game_id = int(created["id"])
            await connection.executemany(
                "INSERT INTO seats (game_id, seat, team, user_id, joined_at)"
                " VALUES (?, ?, ?, ?, ?)",
                [(game_id, s, s % 2, place * 10 + s, NOW) for s in range(4)],
            )
            await connection.executemany(
                "INSERT INTO actions (game_id, idx, seat, kind, value, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (game_id, i, a.seat, a.kind.value, json.dumps(value_json(a)), NOW)
                    for i, a in enumerate(game.actions)
                ],
            )
            made[game_id] = {
                "place": place,
                "actions": len(game.actions),
                "timer": timer,
                "deadline": deadline,
                "computer": computer,
            }
    return made


async def test_a_restart_with_thousands_of_games_loads_none_until_used(
    databases: Databases,
) -> None:
    database = await databases.open()
    made = await insert_live_games(database, LIVE)
    await database.close()

    database = await databases.open()
    try:
        service = make_service(database)
        opened = await service.load()
        assert sorted(opened) == sorted(made)
        assert all(service.registry.held(game_id) is None for game_id in opened)

        # The next timer, by index: the earliest half-time reminder of the timed games.
        reminders = [
            (float(m["deadline"]) - 300, game_id)  # type: ignore[arg-type]
            for game_id, m in made.items()
            if m["timer"] and m["computer"] != 1
        ]
        assert await service.turns.next_timer() == (*min(reminders), "remind")
        # The computer's turns to resume: those it is known to play, and those not known.
        waiting = await service.store.waiting_for_computer()
        assert sorted(waiting) == sorted(g for g, m in made.items() if m["computer"] != 0)
        assert all(service.registry.held(game_id) is None for game_id in opened)

        # First use of a game loads it from its log, and only it.
        some = random.Random(1).sample(sorted(made), 5)
        for game_id in some:
            table = await service.table_at(int(made[game_id]["place"]))  # type: ignore[call-overload]
            assert table is not None and table.id == game_id and table.game is not None
            assert len(table.game.actions) == made[game_id]["actions"]
        assert sum(service.registry.held(game_id) is not None for game_id in opened) == len(some)

        # A move on a game nobody touched since the start: loaded under its lock, committed.
        cold = next(
            g for g in sorted(made) if service.registry.held(g) is None and not made[g]["timer"]
        )
        held = await service.registry.open_table(cold)
        assert held is not None
        user, kind, value = random_move(held, random.Random(2))
        outcome = await service.play.act(cold, user, as_move(kind, value))
        assert outcome.table.game is not None
        assert len(outcome.table.game.actions) == int(made[cold]["actions"]) + 1  # type: ignore[call-overload]
        row = await database.fetchone("SELECT count(*) FROM actions WHERE game_id = ?", (cold,))
        assert row is not None and row[0] == len(outcome.table.game.actions)

        # A game from before the column said whom it waits for learns it once loaded.
        unknown = next(g for g, m in made.items() if m["computer"] is None)
        await service.registry.open_table(unknown)
        row = await database.fetchone("SELECT computer_turn FROM games WHERE id = ?", (unknown,))
        assert row is not None and row[0] == 0  # four people at the table
    finally:
        await database.close()


async def test_the_start_up_queries_use_their_indexes(databases: Databases) -> None:
    database = await databases.open()
    try:
        if database.dialect == "postgresql":
            await insert_live_games(database, 300)
            await database.write([("ANALYZE games", ())])
            rows = await database.fetchall(
                f"EXPLAIN {GameStore(database)._next_timer}".format(skip=NOT_AWAY)
            )
            plan = " ".join(str(r[0]) for r in rows)
            assert "games_by_timer" in plan and "Sort" not in plan, plan
            return
        rows = await database.fetchall(f"EXPLAIN QUERY PLAN {NEXT_TIMER}")
        plan = " ".join(str(r["detail"]) for r in rows)
        # Walks the index in order: no scan of the games, no sort.
        assert "games_by_timer" in plan and "TEMP B-TREE" not in plan, plan
    finally:
        await database.close()
