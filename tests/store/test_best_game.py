"""A player's best game is the one a player would call so: their best win, by its score (a
25-hand game's 200 beats a short game's 12); their best loss only when they never won."""

from __future__ import annotations

from pathlib import Path

from bot.store import open_database
from bot.store.stats import StatsStore

GUILD, ALICE = 1, 100


async def test_the_best_game_is_the_highest_scoring_win(tmp_path: Path) -> None:
    database = await open_database(tmp_path / "db.sqlite")
    try:
        async with database.transaction() as tx:
            await tx.execute("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (GUILD,))
            # (points, outcome, hands): 10 in 2 hands is more a hand than 12 in 3, and a
            # loss of -50 is no best game beside any win.
            for game, (points, outcome, hands) in enumerate(
                [(12, "win", 3), (10, "win", 2), (-50, "loss", 1), (15, "loss", 3)], start=1
            ):
                await tx.execute(
                    "INSERT INTO games (id, guild_id, channel_id, place_id, host_id, preset,"
                    " status, created_at, updated_at) VALUES (?, ?, 5, 5, ?, 'classic',"
                    " 'finished', 0, 0)",
                    (game, GUILD, ALICE),
                )
                await tx.execute(
                    "INSERT INTO player_results (game_id, seat, guild_id, user_id, side, preset,"
                    " points, outcome, hands_played, contracts_made, contracts_failed,"
                    " boards_bid, boards_made, max_board_level, tricks, computer_turns,"
                    " ended_at) VALUES (?, 0, ?, ?, 0, 'classic', ?, ?, ?, 0, 0, 0, 0, 0, 0,"
                    " 0, ?)",
                    (game, GUILD, ALICE, points, outcome, hands, float(game)),
                )
        stats = StatsStore(database)
        best = await stats.best_game(GUILD, ALICE)
        assert best is not None and (best.game_id, best.points) == (1, 12)
        async with database.transaction() as tx:
            await tx.execute("DELETE FROM player_results WHERE outcome = 'win'")
        best = await stats.best_game(GUILD, ALICE)
        assert best is not None and (best.game_id, best.points) == (4, 15)
    finally:
        await database.close()
