"""A game's take-back requests as the store writes them: asked, where their message was posted,
answered (allowed, with the take-back's own entry in the log, in one transaction)."""

from __future__ import annotations

import json

from .database import Database, Statement
from .rows import ActionRow, TakebackRow, TurnSummary, log_columns, summary_statement


class TakebackQueries:
    """Part of `GameStore`: its take-back requests."""

    db: Database

    async def ask_takeback(self, game_id: int, request: TakebackRow) -> None:
        """A take-back asked for (refused if that move was asked about already)."""
        await self.db.write(
            [
                (
                    "INSERT INTO takebacks (game_id, move, seat, user_id, status, asked, allowed,"
                    " requested_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id,
                        request.move,
                        request.seat,
                        request.user_id,
                        request.status,
                        json.dumps(request.asked),
                        json.dumps(request.allowed),
                        request.requested_at,
                    ),
                )
            ]
        )

    async def set_takeback_message(self, game_id: int, move: int, message_id: int) -> None:
        """Where the request about `move` was posted."""
        await self.db.write(
            [
                (
                    "UPDATE takebacks SET message_id = ? WHERE game_id = ? AND move = ?",
                    (message_id, game_id, move),
                )
            ]
        )

    async def answer_takeback(
        self,
        game_id: int,
        request: TakebackRow,
        taken_back: ActionRow | None = None,
        *,
        deadline: float | None = None,
        computer_turn: bool = False,
        summary: TurnSummary | None = None,
    ) -> None:
        """A take-back's answers so far and its status; allowed, the take-back's own action
        in the log (which keeps its outcome), the requests about the moves it removed gone,
        and the game's snapshot dropped (it may hold a move that no longer stands), in one
        transaction."""
        statements: list[Statement] = [
            (
                "UPDATE takebacks SET status = ?, allowed = ? WHERE game_id = ? AND move = ?",
                (request.status, json.dumps(request.allowed), game_id, request.move),
            )
        ]
        if taken_back is not None:
            statements += [
                # The moves from there on no longer stand: their places are free for new ones.
                (
                    "DELETE FROM takebacks WHERE game_id = ? AND move >= ?",
                    (game_id, request.move),
                ),
                (
                    "INSERT INTO actions (game_id, idx, seat, kind, value, by_computer,"
                    " created_at) VALUES (?, ?, ?, ?, ?, 0, ?)",
                    (
                        game_id,
                        taken_back.idx,
                        *log_columns(taken_back.entry),
                        taken_back.created_at,
                    ),
                ),
                ("DELETE FROM snapshots WHERE game_id = ?", (game_id,)),
                (
                    "UPDATE games SET updated_at = ?, turn_deadline = ?, reminded = 0,"
                    " computer_turn = ? WHERE id = ?",
                    (taken_back.created_at, deadline, int(computer_turn), game_id),
                ),
            ]
            if summary is not None:
                statements.append(summary_statement(game_id, summary))
        await self.db.write(statements)
