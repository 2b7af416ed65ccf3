"""Games, seats and the action log. Each public method is one transaction."""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from typing import Any

from .daily import record_daily
from .database import POSTGRESQL, Database, IntegrityError, Row, Statement
from .results import Finish, SideResult
from .rows import (
    SEATS,
    ActionRow,
    GameRow,
    ListedGame,
    OpenGame,
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


def _next_timer(dialect: str) -> str:
    """When a game's timer fires next, by the expression of the index `games_by_timer`,
    written as each dialect's migration wrote it. In SQLite the unary + keeps the planner
    from picking the status index instead (and sorting every running game)."""
    if dialect == POSTGRESQL:
        timer = (
            "(CASE WHEN reminded <> 0 THEN turn_deadline ELSE turn_deadline - turn_timer / 2.0 END)"
        )
        status = "status"
    else:
        timer = "CASE WHEN reminded THEN turn_deadline ELSE turn_deadline - turn_timer / 2.0 END"
        status = "+status"
    return (
        f"SELECT id, {timer} AS due, reminded FROM games"
        " WHERE turn_deadline IS NOT NULL AND turn_timer IS NOT NULL"
        f" AND {status} = 'active' AND (computer_turn IS NULL OR computer_turn <> 1){{skip}}"
        f" ORDER BY {timer} LIMIT 1"
    )


# The games of a server that removed the bot wait for it (migration 0011): one fact on the
# server's row, so that the queries of the timers and of the computer's turns skip them
# whatever their number, and pausing a server writes one row.
NOT_AWAY = (
    " AND (guild_id IS NULL OR guild_id NOT IN"
    " (SELECT id FROM guilds WHERE away_since IS NOT NULL))"
)


NEXT_TIMER = _next_timer("sqlite").format(skip=NOT_AWAY)


def _skipping(places: Collection[int]) -> tuple[str, list[int]]:
    """The condition (and its parameters) leaving out the paused games: those of a server
    that removed the bot, and those living in the places skipped (locked threads)."""
    sql = NOT_AWAY
    if places:
        sql += f" AND place_id NOT IN ({', '.join('?' * len(places))})"
    return sql, [*places]


class GameStore(TakebackQueries):
    def __init__(self, database: Database, shards: Shards | None = None) -> None:
        self.db = database
        self._next_timer = _next_timer(database.dialect)
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
            await self.db.write(statements)
            return
        async with self.db.transaction() as tx:
            await tx.execute(*insert)
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
    ) -> None:
        """A seat handed to the computer or taken back; `until`: it comes back by itself then."""
        await self.db.write(
            [
                (
                    "UPDATE seats SET away = ?, away_until = ? WHERE game_id = ? AND seat = ?",
                    (int(away), until if away else None, game_id, seat),
                ),
                ("UPDATE games SET computer_turn = ? WHERE id = ?", (int(computer_turn), game_id)),
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

    async def open_places(self) -> dict[int, int]:
        """Where every lobby and running game lives: place id -> game id. What the bot needs
        at start-up; a game itself is loaded on first use."""
        places: dict[int, int] = {}
        async for rows in self.db.stream(
            f"SELECT id, place_id FROM games WHERE status IN ('lobby', 'active'){self._mine}",
            self._mine_parameters,
        ):
            places.update((int(r["place_id"]), int(r["id"])) for r in rows)
        return places

    async def open_games_brief(
        self, *, guild_id: int | None = None, place_id: int | None = None
    ) -> list[OpenGame]:
        """Where the lobbies and running games live, none loaded: all of them (of this
        process's shards), or those of a server, or those living in (or started from) a
        channel or thread."""
        sql = "SELECT id, guild_id, channel_id, thread_id, place_id FROM games"
        sql += f" WHERE status IN ('lobby', 'active'){self._mine}"
        parameters: list[int] = list(self._mine_parameters)
        if guild_id is not None:
            sql += " AND guild_id = ?"
            parameters.append(guild_id)
        if place_id is not None:
            sql += " AND (place_id = ? OR channel_id = ?)"
            parameters += [place_id, place_id]
        return [
            OpenGame(
                int(r["id"]),
                None if r["guild_id"] is None else int(r["guild_id"]),
                int(r["channel_id"]),
                None if r["thread_id"] is None else int(r["thread_id"]),
                int(r["place_id"]),
            )
            for r in await self.db.fetchall(sql + " ORDER BY id", tuple(parameters))
        ]

    async def open_games_per_server(self) -> dict[int, int]:
        """How many lobbies and running games each server has (of this process's shards),
        none loaded: what a connection compares with the servers Discord lists."""
        rows = await self.db.fetchall(
            "SELECT guild_id, count(*) AS games FROM games WHERE status IN ('lobby', 'active')"
            f" AND guild_id IS NOT NULL{self._mine} GROUP BY guild_id",
            tuple(self._mine_parameters),
        )
        return {int(r["guild_id"]): int(r["games"]) for r in rows}

    async def away_servers(self) -> set[int]:
        """The servers (of this process's shards) that removed the bot: their games wait."""
        mine, parameters = self.shards.condition("id")
        rows = await self.db.fetchall(
            f"SELECT id FROM guilds WHERE away_since IS NOT NULL{mine}", tuple(parameters)
        )
        return {int(r["id"]) for r in rows}

    async def set_server_away(self, guild_ids: Collection[int], since: float | None) -> None:
        """The servers removed the bot (`since` then), or took it back (None): one write, one
        row per server, whatever their games."""
        ids = sorted(guild_ids)
        statements: list[Statement] = []
        for start in range(0, len(ids), 500):  # well under any dialect's count of parameters
            chunk = ids[start : start + 500]
            statements.append(
                (
                    f"UPDATE guilds SET away_since = ? WHERE id IN ({', '.join('?' * len(chunk))})",
                    (since, *chunk),
                )
            )
        if statements:
            await self.db.write(statements)

    async def waiting_for_computer(
        self, *, skip_places: Collection[int] = (), guild_id: int | None = None
    ) -> list[int]:
        """The running games whose turn in progress the computer plays, or may (not known
        for a game from before migration 0005), of every server or of one; but for the
        paused ones (their server removed the bot, or they live in a place skipped)."""
        skip, parameters = _skipping(skip_places)
        if guild_id is not None:
            skip += " AND guild_id = ?"
            parameters.append(guild_id)
        ids: list[int] = []
        async for rows in self.db.stream(
            "SELECT id FROM games WHERE status = 'active'"
            f" AND (computer_turn = 1 OR computer_turn IS NULL){skip}{self._mine}",
            (*parameters, *self._mine_parameters),
        ):
            ids.extend(int(r["id"]) for r in rows)
        return ids

    async def next_timer(
        self, *, skip_places: Collection[int] = ()
    ) -> tuple[float, int, bool] | None:
        """The next reminder or deadline of any game a person is to play: (when, game id,
        reminded), by index (`games_by_timer`); but for the paused ones (their server
        removed the bot, or they live in a place skipped)."""
        skip, parameters = _skipping(skip_places)
        row = await self.db.fetchone(
            self._next_timer.format(skip=skip + self._mine), (*parameters, *self._mine_parameters)
        )
        if row is None:
            return None
        return float(row["due"]), int(row["id"]), bool(row["reminded"])

    async def find_open(self, place_id: int) -> int | None:
        row = await self.db.fetchone(
            "SELECT id FROM games WHERE place_id = ? AND status IN ('lobby', 'active')",
            (place_id,),
        )
        return None if row is None else int(row["id"])

    async def next_takeback(self, *, skip_places: Collection[int] = ()) -> tuple[float, int] | None:
        """The take-back waiting longest in a running game: (when it was asked, game id), by
        index (`takebacks_waiting`); but for the paused ones."""
        skip, parameters = _skipping(skip_places)
        row = await self.db.fetchone(
            "SELECT requested_at, game_id FROM takebacks WHERE status = 'pending'"
            f" AND game_id IN (SELECT id FROM games WHERE status = 'active'{skip}{self._mine})"
            " ORDER BY requested_at LIMIT 1",
            (*parameters, *self._mine_parameters),
        )
        return None if row is None else (float(row["requested_at"]), int(row["game_id"]))

    async def last_game_in(self, place_id: int) -> tuple[int, str] | None:
        """The most recent game or lobby that lived in this very channel or thread: (its id,
        its status)."""
        row = await self.db.fetchone(
            "SELECT id, status FROM games WHERE place_id = ? ORDER BY id DESC LIMIT 1",
            (place_id,),
        )
        return None if row is None else (int(row["id"]), str(row["status"]))

    async def set_hinted(self, game_id: int) -> None:
        await self.db.write([("UPDATE games SET hinted = 1 WHERE id = ?", (game_id,))])

    async def running_games_of(self, user_id: int) -> list[int]:
        """The running games a user has a seat in, in this process's servers."""
        rows = await self.db.fetchall(
            "SELECT DISTINCT games.id FROM seats JOIN games ON games.id = seats.game_id"
            f" WHERE seats.user_id = ? AND games.status = 'active'{self._mine}"
            " ORDER BY games.id",
            (user_id, *self._mine_parameters),
        )
        return [int(row["id"]) for row in rows]

    async def games_of(
        self, user_id: int, *, first: int, count: int
    ) -> tuple[list[ListedGame], int]:
        """A player's open games and lobbies, `count` of them from place `first`, and how many
        there are in all: those awaiting the player first (the turn waiting longest first),
        then the other running games (likewise), then the lobbies (oldest first). Every
        server's, whichever process serves it: nothing is loaded, the rows say it all."""
        order = (
            " ORDER BY awaited DESC, games.status = 'lobby',"
            " coalesce(games.turn_since, games.created_at), games.id"
        )
        rows = await self.db.fetchall(
            f"{_LISTED} WHERE seats.user_id = ? AND games.status IN ('lobby', 'active')"
            f"{order} LIMIT ? OFFSET ?",
            (user_id, count, first),
        )
        total = await self.db.fetchone(
            "SELECT count(*) AS n FROM seats JOIN games ON games.id = seats.game_id"
            " WHERE seats.user_id = ? AND games.status IN ('lobby', 'active')",
            (user_id,),
        )
        return [_listed(row) for row in rows], 0 if total is None else int(total["n"])

    async def next_return(self, *, skip_places: Collection[int] = ()) -> tuple[float, int] | None:
        """The next player away until a time to come back, in a running game: (when, game
        id), by index (`seats_away_until`); but for the paused ones."""
        skip, parameters = _skipping(skip_places)
        row = await self.db.fetchone(
            "SELECT away_until, game_id FROM seats WHERE away_until IS NOT NULL"
            f" AND game_id IN (SELECT id FROM games WHERE status = 'active'{skip}{self._mine})"
            " ORDER BY away_until LIMIT 1",
            (*parameters, *self._mine_parameters),
        )
        return None if row is None else (float(row["away_until"]), int(row["game_id"]))

    async def rematch_lobby(self, earlier: int) -> int | None:
        """The open lobby of a rematch of `earlier`, if there is one."""
        row = await self.db.fetchone(
            "SELECT id FROM games WHERE rematch_of = ? AND status = 'lobby'"
            " ORDER BY id DESC LIMIT 1",
            (earlier,),
        )
        return None if row is None else int(row["id"])

    async def last_game_at(self, place_id: int) -> int | None:
        """The most recent game played or opened in a channel or thread. A daily deal's
        game only from its own thread: its channel is everyone's, its cards the day's."""
        row = await self.db.fetchone(
            "SELECT id FROM games WHERE place_id = ?"
            " OR ((channel_id = ? OR thread_id = ?) AND daily IS NULL)"
            " ORDER BY (place_id = ?) DESC, id DESC LIMIT 1",
            (place_id, place_id, place_id, place_id),
        )
        return None if row is None else int(row["id"])

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


# A player's seat in an open game, with what the list of games shows of it. Awaited: the
# player's own turn, which neither the computer (away) nor a forced card plays.
_LISTED = (
    "SELECT games.id, games.guild_id, games.channel_id, games.place_id, games.message_id,"
    " games.status, games.preset, games.created_at, games.turn_since, games.turn_deadline,"
    " games.hand, games.hands, games.scores, seats.team,"
    " (SELECT count(*) FROM seats AS taken WHERE taken.game_id = games.id) AS seated,"
    " CASE WHEN games.status = 'active' AND games.to_act = seats.seat AND seats.away = 0"
    " AND games.computer_turn = 0 THEN 1 ELSE 0 END AS awaited"
    " FROM seats JOIN games ON games.id = seats.game_id"
)


def _listed(row: Row) -> ListedGame:
    lobby = row["status"] == "lobby"
    scores = row["scores"]
    return ListedGame(
        id=int(row["id"]),
        guild_id=None if row["guild_id"] is None else int(row["guild_id"]),
        channel_id=int(row["channel_id"]),
        place_id=int(row["place_id"]),
        message_id=None if row["message_id"] is None else int(row["message_id"]),
        status=str(row["status"]),
        since=float(row["created_at"] if lobby else row["turn_since"] or row["created_at"]),
        deadline=None if row["turn_deadline"] is None else float(row["turn_deadline"]),
        awaited=bool(row["awaited"]),
        hand=None if row["hand"] is None else int(row["hand"]),
        hands=None if row["hands"] is None else int(row["hands"]),
        scores=None if scores is None else tuple(int(n) for n in json.loads(scores)),
        team=int(row["team"]),
        seated=int(row["seated"]),
        preset=str(row["preset"]),
    )


def _snapshot_statement(game_id: int, snapshot: Snapshot) -> Statement:
    return (
        "INSERT INTO snapshots (game_id, version, actions, state) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
        " actions = excluded.actions, state = excluded.state",
        (game_id, snapshot.version, snapshot.actions, snapshot.state),
    )
