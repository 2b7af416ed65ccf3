"""Snapshots: a running game is stored at each hand's start with the action that began it;
loading reads the snapshot and replays at most one hand, and gives the same game as the
whole log. A snapshot of another version, or one that cannot be read, is ignored and
written again; a game that ends keeps none."""

from __future__ import annotations

import random

from bot.engine import Game
from bot.engine.record import public_record, replay_actions
from bot.service import GameService, as_move, snapshots
from bot.store import Database
from tests.backends import Databases

from .helpers import (
    USERS,
    full_table,
    make_service,
    play_to_the_end,
    random_move,
)


async def game_in_third_hand(service: GameService) -> int:
    """A game played a few moves into its third hand, one player away (the computer plays
    for them); its id."""
    table = await full_table(service, options={"hands": [3, 2, 2, 1]})
    table = (await service.play.set_away(table.id, USERS[1], True)).table
    rng = random.Random(4)
    while table.game is not None and (table.game.hand_number < 3 or len(table.game.trick) < 2):
        user, kind, value = random_move(table, rng)
        if user == USERS[1]:
            seat = table.seat_of(user)
            assert seat is not None
            outcome = await service.play.act_for(table.id, seat, as_move(kind, value))
        else:
            outcome = await service.play.act(table.id, user, as_move(kind, value))
        table = outcome.table
    return table.id


async def from_the_log(database: Database, game_id: int) -> Game:
    """The game rebuilt from its whole log, without the service."""
    row = await GameService(database).store.load(game_id)
    assert row is not None and row.seed is not None and row.first_dealer is not None
    game = Game(row.preset, row.options, first_dealer=row.first_dealer, seed=row.seed)
    for _ in replay_actions(game, [a.entry for a in row.actions]):
        pass
    return game


def same(game: Game, other: Game) -> None:
    assert game.actions == other.actions
    assert game.hands == other.hands and game.scores == other.scores
    assert (game.to_act, game.phase, game.trick) == (other.to_act, other.phase, other.trick)
    assert public_record(game) == public_record(other)


async def test_a_game_loads_from_its_snapshot_as_from_its_log(databases: Databases) -> None:
    database = await databases.open()
    try:
        game_id = await game_in_third_hand(make_service(database))
        stored = await database.fetchone("SELECT * FROM snapshots WHERE game_id = ?", (game_id,))
        assert stored is not None and stored["version"] == snapshots.VERSION
        restarted = make_service(database, seed=9)
        await restarted.load()
        row = await restarted.store.load(game_id, snapshot_version=snapshots.VERSION)
        assert row is not None and row.snapshot is not None
        # Only the hand in progress is replayed: the snapshot stands for the rest.
        assert row.snapshot.actions == stored["actions"]
        assert [a.idx for a in row.actions] == list(
            range(row.snapshot.actions, row.snapshot.actions + len(row.actions))
        )
        table = await restarted.registry.open_table(game_id)
        assert table is not None and table.game is not None
        same(table.game, await from_the_log(database, game_id))
        counted = await database.fetchall(
            "SELECT seat, sum(by_computer) FROM actions WHERE game_id = ? GROUP BY seat",
            (game_id,),
        )
        assert sum(table.computer_turns) > 0
        assert list(table.computer_turns) == [int(r[1]) for r in counted]
        # It plays on to the end, and a finished game keeps no snapshot.
        outcome = await play_to_the_end(restarted, table)
        assert outcome.table.status == "finished"
        left = await database.fetchone("SELECT count(*) FROM snapshots")
        assert left is not None and left[0] == 0
    finally:
        await database.close()


async def test_an_old_or_unreadable_snapshot_is_ignored_and_written_again(
    databases: Databases,
) -> None:
    database = await databases.open()
    try:
        game_id = await game_in_third_hand(make_service(database))
        truth = await from_the_log(database, game_id)
        spoils: list[tuple[str, tuple[object, ...]]] = [
            ("UPDATE snapshots SET version = '0-old'", ()),
            ("UPDATE snapshots SET state = ? WHERE version = ?", (b"\x00\xff", snapshots.VERSION)),
        ]
        for spoil, parameters in spoils:
            async with database.transaction() as tx:
                await tx.execute(spoil, parameters)
            restarted = make_service(database)
            await restarted.load()
            table = await restarted.registry.open_table(game_id)
            assert table is not None and table.game is not None
            same(table.game, truth)
            # Written again, of this version, for the whole log so far.
            row = await database.fetchone("SELECT * FROM snapshots WHERE game_id = ?", (game_id,))
            assert row is not None and row["version"] == snapshots.VERSION
            assert row["actions"] == len(truth.actions)
            thawed = snapshots.thaw(row["state"], actions=len(truth.actions), seed=truth.seed)
            assert thawed is not None
            same(thawed[0], truth)
            assert thawed[1] == table.computer_turns
    finally:
        await database.close()
