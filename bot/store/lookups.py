"""Part of `GameStore`: where the open games live and what is due next, read without loading
a game — the places at start-up, the games of a server or a place, the next timer, computer
turn, take-back or return, and a player's list of games."""

from __future__ import annotations

import json
from collections.abc import Collection

from .database import POSTGRESQL, Database, Row, Statement
from .rows import ListedGame, OpenGame
from .shards import Shards


def next_timer_query(dialect: str) -> str:
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


NEXT_TIMER = next_timer_query("sqlite").format(skip=NOT_AWAY)


def _skipping(places: Collection[int]) -> tuple[str, list[int]]:
    """The condition (and its parameters) leaving out the paused games: those of a server
    that removed the bot, and those living in the places skipped (locked threads)."""
    sql = NOT_AWAY
    if places:
        sql += f" AND place_id NOT IN ({', '.join('?' * len(places))})"
    return sql, [*places]


class GameLookups:
    """Part of `GameStore`: its reads of where games are and what is due."""

    db: Database
    shards: Shards
    _next_timer: str
    _mine: str
    _mine_parameters: list[int]

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
        """The most recent game played or opened in a channel or thread, a lobby cancelled
        there aside (it was never played: the game before it is the last one). A daily
        deal's game, or an event's table, only from its own thread: its channel is
        everyone's, its cards the day's or the round's."""
        row = await self.db.fetchone(
            "SELECT id FROM games WHERE status <> 'cancelled' AND (place_id = ?"
            " OR ((channel_id = ? OR thread_id = ?) AND daily IS NULL AND event_id IS NULL))"
            " ORDER BY (place_id = ?) DESC, id DESC LIMIT 1",
            (place_id, place_id, place_id, place_id),
        )
        return None if row is None else int(row["id"])


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
