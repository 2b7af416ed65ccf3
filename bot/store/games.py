"""Games, seats and the action log. Each public method is one transaction. What a game's
places and timers need without loading it is in `lookups.py`, its take-backs in `takebacks.py`."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from .daily import record_daily
from .database import Database, IntegrityError, Row, Statement
from .lookups import GameLookups, next_timer_query
from .results import Finish, SideResult
from .rows import (
    SEATS,
    ActionRow,
    GameRow,
    PlaceTaken,
    SeatTaken,
    Snapshot,
    TurnSummary,
    action_row,
    game_row,
    log_columns,
    seat_row,
    summary_statement,
    takeback_row,
)
from .seasons import record_season
from .shards import Shards
from .stats import record_ratings, record_totals
from .takebacks import TakebackQueries

OPEN_STATUSES = ("lobby", "active")


class GameStore(TakebackQueries, GameLookups):
    def __init__(self, database: Database, shards: Shards | None = None) -> None:
        self.db = database
        self._next_timer = next_timer_query(database.dialect)
        # The servers this process serves: the queries of what to load, time and play.
        self.shards = shards or Shards.everything()
        self._mine, self._mine_parameters = self.shards.condition()

    # ------------------------------------------------------------------ lobby

    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        preset: str,
        options: dict[str, Any],
        turn_timer: int | None,
        host_team: int,
        now: float,
        host_name: str | None = None,
        rematch_of: int | None = None,
    ) -> int:
        """A new lobby with its host in seat 0 (a rematch of the game `rematch_of`); raises
        PlaceTaken."""
        try:
            async with self.db.transaction() as tx:
                if guild_id is not None:
                    await tx.execute(
                        "INSERT INTO guilds (id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
                        (guild_id, now),
                    )
                created = await tx.fetchone(
                    "INSERT INTO games (guild_id, channel_id, place_id, host_id, preset, options,"
                    " status, turn_timer, created_at, updated_at, computer_turn, rematch_of)"
                    " VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, 0, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        channel_id,
                        host_id,
                        preset,
                        json.dumps(options),
                        turn_timer,
                        now,
                        now,
                        rematch_of,
                    ),
                )
                assert created is not None
                game_id = int(created["id"])
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, team, user_id, joined_at, name)"
                    " VALUES (?, 0, ?, ?, ?, ?)",
                    (game_id, host_team, host_id, now, host_name),
                )
        except IntegrityError as error:
            if "place_id" in str(error):
                raise PlaceTaken from None
            raise
        return game_id

    async def add_seat(
        self,
        game_id: int,
        seat: int,
        team: int,
        *,
        user_id: int | None = None,
        computer: str | None = None,
        name: str | None = None,
        now: float,
    ) -> None:
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, team, user_id, computer, joined_at, name)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seat, team, user_id, computer, now, name),
                )
                await tx.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
        except IntegrityError:
            raise SeatTaken from None

    async def move_seat(self, game_id: int, seat: int, to_seat: int, team: int) -> None:
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE seats SET seat = ?, team = ? WHERE game_id = ? AND seat = ?",
                    (to_seat, team, game_id, seat),
                )
        except IntegrityError:
            raise SeatTaken from None

    async def remove_seat(self, game_id: int, seat: int, now: float) -> None:
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            await tx.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        async with self.db.transaction() as tx:
            await tx.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        """The game moves to its thread, which frees the channel for another lobby."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET thread_id = ?, place_id = ? WHERE id = ?",
                (thread_id, thread_id, game_id),
            )

    async def start_game(
        self,
        game_id: int,
        *,
        seed: int,
        first_dealer: int,
        teams: Sequence[tuple[int, int]],
        deadline: float | None,
        now: float,
        players_secret: int | None = None,
        computer_turn: bool = False,
        summary: TurnSummary | None = None,
        notices: Sequence[Statement] = (),
    ) -> None:
        """Mark the lobby started, with its seed, first dealer and final teams per seat (and
        the notification of the first turn, in the same transaction)."""
        async with self.db.transaction() as tx:
            for notice in notices:
                await tx.execute(*notice)
            await tx.executemany(
                "UPDATE seats SET team = ? WHERE game_id = ? AND seat = ?",
                [(team, game_id, seat) for seat, team in teams],
            )
            await tx.execute(
                "UPDATE games SET status = 'active', seed = ?, first_dealer = ?,"
                " started_at = ?, updated_at = ?, turn_deadline = ?, reminded = 0,"
                " players_secret = ?, computer_turn = ? WHERE id = ?",
                (
                    seed,
                    first_dealer,
                    now,
                    now,
                    deadline,
                    players_secret,
                    int(computer_turn),
                    game_id,
                ),
            )
            if summary is not None:
                await tx.execute(*summary_statement(game_id, summary))

    async def set_place(self, game_id: int, place_id: int) -> None:
        """A game without a thread (an event's table whose thread was deleted) waits under a
        place of its own that no channel has."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET thread_id = NULL, place_id = ?, message_id = NULL WHERE id = ?",
                (place_id, game_id),
            )

    async def homeless_places(self) -> set[int]:
        """The places of the running games waiting for a thread (negative ids)."""
        rows = await self.db.fetchall(
            "SELECT place_id FROM games WHERE status = 'active' AND place_id < 0"
        )
        return {int(r[0]) for r in rows}

    async def set_players_secret(self, game_id: int, secret: int) -> None:
        """A secret for the computer players of a game started before games kept one."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET players_secret = ? WHERE id = ? AND players_secret IS NULL",
                (secret, game_id),
            )

    async def status(self, game_id: int) -> str | None:
        """A game's status (lobby, active, finished, abandoned, cancelled); None if unknown."""
        row = await self.db.fetchone("SELECT status FROM games WHERE id = ?", (game_id,))
        return None if row is None else str(row["status"])

    async def end_game(self, game_id: int, status: str, now: float) -> None:
        """Cancel a lobby or abandon a game: no results are recorded."""
        assert status in ("cancelled", "abandoned")
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE games SET status = ?, ended_at = ?, updated_at = ?, turn_deadline = NULL"
                " WHERE id = ?",
                (status, now, now, game_id),
            )
            await tx.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))

    # ------------------------------------------------------------------ play

    async def append_action(
        self,
        game_id: int,
        action: ActionRow,
        *,
        deadline: float | None,
        computer_turn: bool = False,
        snapshot: Snapshot | None = None,
        finish: Finish | None = None,
        summary: TurnSummary | None = None,
        notices: Sequence[Statement] = (),
        quiet_until: float | None = None,
        also: Sequence[Statement] = (),
    ) -> None:
        """Append one accepted action and, when it ended the game, its results, totals and
        ratings: one transaction, committed before the caller answers anyone. An action that
        does not end the game is committed together with those of other games that arrive
        at the same time (`Database.write`). A snapshot taken after this action replaces
        the game's last one, in the same transaction."""
        now = action.created_at
        insert: Statement = (
            "INSERT INTO actions (game_id, idx, seat, kind, value, by_computer, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (game_id, action.idx, *log_columns(action.entry), int(action.by_computer), now),
        )
        if finish is None:
            statements = [
                insert,
                (
                    "UPDATE games SET updated_at = ?, turn_deadline = ?, reminded = 0,"
                    " computer_turn = ?, quiet_until = ? WHERE id = ?",
                    (now, deadline, int(computer_turn), quiet_until, game_id),
                ),
            ]
            if snapshot is not None:
                statements.append(_snapshot_statement(game_id, snapshot))
            if summary is not None:
                statements.append(summary_statement(game_id, summary))
            # The notification of the turn this action began: written with it, so that it
            # is neither lost nor sent twice over a restart (bot/store/notices.py).
            statements.extend(notices)
            statements.extend(also)  # what the move adds elsewhere (an event's deal)
            await self.db.write(statements)
            return
        async with self.db.transaction() as tx:
            await tx.execute(*insert)
            for statement in also:
                await tx.execute(*statement)
            await tx.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))
            winner, sides, players = finish.winner, finish.sides, finish.players
            await tx.execute(
                "UPDATE games SET status = 'finished', winner = ?, ended_at = ?, updated_at = ?,"
                " turn_deadline = NULL, computer_turn = 0 WHERE id = ?",
                (winner, now, now, game_id),
            )
            await tx.executemany(
                "INSERT INTO side_results (game_id, side, points, outcome) VALUES (?, ?, ?, ?)",
                [(game_id, s.side, s.points, s.outcome) for s in sides],
            )
            await tx.executemany(
                "INSERT INTO player_results (game_id, seat, guild_id, user_id, computer, side,"
                " preset, points, outcome, hands_played, contracts_made, contracts_failed,"
                " boards_bid, boards_made, max_board_level, tricks, computer_turns, ended_at)"
                " SELECT ?, ?, guild_id, ?, ?, ?, preset, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?"
                " FROM games WHERE id = ?",
                [
                    (
                        game_id,
                        p.seat,
                        p.user_id,
                        p.computer,
                        p.side,
                        p.points,
                        p.outcome,
                        p.hands_played,
                        p.contracts_made,
                        p.contracts_failed,
                        p.boards_bid,
                        p.boards_made,
                        p.max_board_level,
                        p.tricks,
                        p.computer_turns,
                        now,
                        game_id,
                    )
                    for p in players
                ],
            )
            if finish.daily is not None:
                await record_daily(tx, finish.daily, now)
            await record_totals(tx, game_id, players, now)
            if finish.rate is not None and finish.guild_id is not None:
                await record_ratings(tx, finish.guild_id, players, finish.rate, now)
            if finish.season is not None and finish.guild_id is not None:
                await record_season(
                    tx, finish.guild_id, game_id, finish.season, players, finish.rate, now
                )

    async def set_away(
        self,
        game_id: int,
        seat: int,
        away: bool,
        *,
        computer_turn: bool,
        until: float | None = None,
        notices: Sequence[Statement] = (),
    ) -> None:
        """A seat handed to the computer or taken back; `until`: it comes back by itself then.
        `notices`: the outbox rows of what its player is to be told of it, in the same
        transaction (a restart then neither loses nor repeats them)."""
        await self.db.write(
            [
                (
                    "UPDATE seats SET away = ?, away_until = ? WHERE game_id = ? AND seat = ?",
                    (int(away), until if away else None, game_id, seat),
                ),
                ("UPDATE games SET computer_turn = ? WHERE id = ?", (int(computer_turn), game_id)),
                *notices,
            ]
        )

    async def set_summary(self, game_id: int, summary: TurnSummary) -> None:
        """Store the list's summary of a game that ran before migration 0013 (when its turn
        began was filled in by the migration: it is kept)."""
        to_act, hand, hands, scores, _ = summary.columns()
        await self.db.write(
            [
                (
                    "UPDATE games SET to_act = ?, hand = ?, hands = ?, scores = ?,"
                    " turn_since = coalesce(turn_since, ?) WHERE id = ?",
                    (to_act, hand, hands, scores, summary.since, game_id),
                )
            ]
        )

    async def set_computer_turn(self, game_id: int, computer_turn: bool) -> None:
        """Store what a game loaded from before migration 0005 did not say."""
        await self.db.write(
            [("UPDATE games SET computer_turn = ? WHERE id = ?", (int(computer_turn), game_id))]
        )

    async def save_snapshot(self, game_id: int, snapshot: Snapshot) -> None:
        """A snapshot written again (the one stored was missing, old or unreadable)."""
        await self.db.write([_snapshot_statement(game_id, snapshot)])

    async def set_reminded(self, game_id: int) -> None:
        await self.db.write([("UPDATE games SET reminded = 1 WHERE id = ?", (game_id,))])

    # ------------------------------------------------------------------ loading

    async def load(self, game_id: int, *, snapshot_version: str | None = None) -> GameRow | None:
        """A game with its seats and its log. With `snapshot_version`, its snapshot of that
        version if it has one, and then only the actions after it."""
        if snapshot_version is not None:
            row = await self.db.fetchone(
                "SELECT actions, state FROM snapshots WHERE game_id = ? AND version = ?",
                (game_id, snapshot_version),
            )
            if row is not None:
                return await self._from_snapshot(
                    game_id, Snapshot(snapshot_version, int(row["actions"]), bytes(row["state"]))
                )
        rows = await self._load("WHERE id = ?", (game_id,))
        return rows[0] if rows else None

    async def _from_snapshot(self, game_id: int, snapshot: Snapshot) -> GameRow | None:
        found = await self.db.fetchone("SELECT * FROM games WHERE id = ?", (game_id,))
        if found is None:
            return None
        game = game_row(found)
        game.snapshot = snapshot
        game.seats = [
            seat_row(r)
            for r in await self.db.fetchall(f"{SEATS} WHERE game_id = ? ORDER BY seat", (game_id,))
        ]
        game.actions = [
            action_row(r)
            for r in await self.db.fetchall(
                "SELECT * FROM actions WHERE game_id = ? AND idx >= ? ORDER BY idx",
                (game_id, snapshot.actions),
            )
        ]
        game.takebacks = [
            takeback_row(r)
            for r in await self.db.fetchall(
                "SELECT * FROM takebacks WHERE game_id = ? ORDER BY move", (game_id,)
            )
        ]
        return game

    async def set_hinted(self, game_id: int) -> None:
        await self.db.write([("UPDATE games SET hinted = 1 WHERE id = ?", (game_id,))])

    async def _load(self, where: str, parameters: tuple[Any, ...]) -> list[GameRow]:
        # `where` selects games; seats and actions follow through a subquery, so any number
        # of games loads in three queries.
        games = [
            game_row(r) for r in await self.db.fetchall(f"SELECT * FROM games {where}", parameters)
        ]
        if not games:
            return []
        by_id = {g.id: g for g in games}
        chosen = f"game_id IN (SELECT id FROM games {where})"
        for row in await self.db.fetchall(
            f"{SEATS} WHERE {chosen} ORDER BY game_id, seat", parameters
        ):
            by_id[row["game_id"]].seats.append(seat_row(row))
        for row in await self.db.fetchall(
            f"SELECT * FROM actions WHERE {chosen} ORDER BY game_id, idx", parameters
        ):
            by_id[row["game_id"]].actions.append(action_row(row))
        for row in await self.db.fetchall(
            f"SELECT * FROM takebacks WHERE {chosen} ORDER BY game_id, move", parameters
        ):
            by_id[row["game_id"]].takebacks.append(takeback_row(row))
        return games

    async def results(self, game_id: int) -> tuple[list[SideResult], list[Row]]:
        sides = [
            SideResult(r["side"], r["points"], r["outcome"])
            for r in await self.db.fetchall(
                "SELECT * FROM side_results WHERE game_id = ? ORDER BY side", (game_id,)
            )
        ]
        players = await self.db.fetchall(
            "SELECT * FROM player_results WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return sides, players


def _snapshot_statement(game_id: int, snapshot: Snapshot) -> Statement:
    return (
        "INSERT INTO snapshots (game_id, version, actions, state) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
        " actions = excluded.actions, state = excluded.state",
        (game_id, snapshot.version, snapshot.actions, snapshot.state),
    )
