"""A duplicate event's queries: the event, who entered, the pairs and the rounds fixed at its
start, each round's tables (their threads and games), each deal a table finished, and the
final standings. Each public method is one transaction; the rows are in `event_rows.py`."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from .database import Database, IntegrityError, Transaction
from .event_rows import (
    OPEN,
    AlreadyEntered,
    DealResult,
    EventExists,
    EventRow,
    EventStats,
    NewEvent,
    PairRow,
    PlayerRow,
    RoundRow,
    StandingRow,
    TableGame,
    TableRow,
    deal_row,
    event_row,
    int_or_none,
    round_row,
    table_row,
)

__all__ = [
    "AlreadyEntered",
    "DealResult",
    "EventExists",
    "EventRow",
    "EventStats",
    "EventStore",
    "NewEvent",
    "PairRow",
    "PlayerRow",
    "RoundRow",
    "StandingRow",
    "TableGame",
    "TableRow",
    "forget_events",
]


async def forget_events(tx: Transaction, guild_id: int) -> None:
    """A server's events go with its data."""
    chosen = "event_id IN (SELECT id FROM events WHERE guild_id = ?)"
    for table in (
        "event_players",
        "event_pairs",
        "event_rounds",
        "event_tables",
        "event_deals",
        "event_standings",
    ):
        await tx.execute(f"DELETE FROM {table} WHERE {chosen}", (guild_id,))
    await tx.execute("DELETE FROM events WHERE guild_id = ?", (guild_id,))


class EventStore:
    def __init__(self, database: Database) -> None:
        self.db = database

    # ------------------------------------------------------------------ the event

    async def create(self, new: NewEvent, now: float) -> int:
        """A new event taking entries; raises EventExists when its channel has one open."""
        async with self.db.transaction() as tx:
            taken = await tx.fetchone(
                "SELECT id FROM events WHERE channel_id = ? AND status IN (?, ?)",
                (new.channel_id, *OPEN),
            )
            if taken is not None:
                raise EventExists
            await tx.execute(
                "INSERT INTO guilds (id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (new.guild_id, float(now)),
            )
            created = await tx.fetchone(
                "INSERT INTO events (guild_id, channel_id, name, organiser_id, entry, deals,"
                " sizes, round_window, turn_timer, starts_at, status, secret, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'entries', ?, ?) RETURNING id",
                (
                    new.guild_id,
                    new.channel_id,
                    new.name,
                    new.organiser_id,
                    new.entry,
                    new.deals,
                    json.dumps(list(new.sizes)),
                    float(new.round_window),
                    new.turn_timer,
                    None if new.starts_at is None else float(new.starts_at),
                    new.secret,
                    float(now),
                ),
            )
            assert created is not None
            return int(created["id"])

    async def event(self, event_id: int) -> EventRow | None:
        row = await self.db.fetchone("SELECT * FROM events WHERE id = ?", (event_id,))
        return None if row is None else event_row(row)

    async def event_at(self, channel_id: int) -> EventRow | None:
        """The channel's open event, else the last one it had."""
        row = await self.db.fetchone(
            "SELECT * FROM events WHERE channel_id = ?"
            " ORDER BY (status IN ('entries', 'running')) DESC, id DESC LIMIT 1",
            (channel_id,),
        )
        return None if row is None else event_row(row)

    async def table_of_game(self, game_id: int) -> tuple[int, int, int] | None:
        """(event, round, table) of an event's table game."""
        row = await self.db.fetchone(
            "SELECT event_id, round, table_no FROM event_tables WHERE game_id = ?", (game_id,)
        )
        return None if row is None else (int(row[0]), int(row[1]), int(row[2]))

    async def event_of_thread(self, thread_id: int) -> int | None:
        row = await self.db.fetchone(
            "SELECT event_id FROM event_tables WHERE thread_id = ? LIMIT 1", (thread_id,)
        )
        return None if row is None else int(row[0])

    async def set_status(self, event_id: int, status: str, now: float) -> bool:
        """An event taking entries is cancelled (or one under way stops): False when it was
        no longer open."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE events SET status = ?, ended_at = ? WHERE id = ? AND status IN (?, ?)",
                (status, float(now), event_id, *OPEN),
            )
        return changed == 1

    async def close_entries(self, event_id: int) -> bool:
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE events SET entries_closed = 1 WHERE id = ? AND status = 'entries'"
                " AND entries_closed = 0",
                (event_id,),
            )
        return changed == 1

    async def due_to_start(self, now: float) -> list[int]:
        rows = await self.db.fetchall(
            "SELECT id FROM events WHERE status = 'entries' AND starts_at IS NOT NULL"
            " AND starts_at <= ? ORDER BY starts_at",
            (float(now),),
        )
        return [int(r[0]) for r in rows]

    async def next_due(self) -> float | None:
        """The next start of an event or close of a round's window, of every event."""
        row = await self.db.fetchone(
            "SELECT min(t) FROM (SELECT min(starts_at) AS t FROM events WHERE status = 'entries'"
            " UNION ALL SELECT min(r.closes_at) AS t FROM event_rounds r JOIN events e"
            " ON e.id = r.event_id WHERE e.status = 'running' AND r.opened_at IS NOT NULL"
            " AND r.closed_at IS NULL AND r.scored_at IS NULL) AS due",
        )
        return None if row is None or row[0] is None else float(row[0])

    async def windows_due(self, now: float) -> list[tuple[int, int]]:
        """(event, round) of the open rounds whose window has closed, not yet handled."""
        rows = await self.db.fetchall(
            "SELECT r.event_id, r.round FROM event_rounds r JOIN events e ON e.id = r.event_id"
            " WHERE e.status = 'running' AND r.opened_at IS NOT NULL AND r.closed_at IS NULL"
            " AND r.scored_at IS NULL AND r.closes_at <= ? ORDER BY r.closes_at",
            (float(now),),
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def running(self) -> list[int]:
        rows = await self.db.fetchall("SELECT id FROM events WHERE status = 'running' ORDER BY id")
        return [int(r[0]) for r in rows]

    async def unposted(self) -> list[tuple[int, int | None]]:
        """What was scored and not said yet: (event, round) of its rounds, then (event, None)
        for an event finished whose end was not said."""
        rows = await self.db.fetchall(
            "SELECT r.event_id, r.round FROM event_rounds r JOIN events e ON e.id = r.event_id"
            " WHERE r.scored_at IS NOT NULL AND r.posted_at IS NULL"
            " AND e.status IN ('running', 'finished') ORDER BY r.event_id, r.round"
        )
        found: list[tuple[int, int | None]] = [(int(r[0]), int(r[1])) for r in rows]
        ended = await self.db.fetchall(
            "SELECT id FROM events WHERE status = 'finished' AND posted_at IS NULL ORDER BY id"
        )
        found += [(int(r[0]), None) for r in ended]
        return found

    # ------------------------------------------------------------------ entries

    async def players(self, event_id: int) -> list[PlayerRow]:
        rows = await self.db.fetchall(
            "SELECT user_id, name, partner_id, status, joined_at FROM event_players"
            " WHERE event_id = ? ORDER BY joined_at, user_id",
            (event_id,),
        )
        return [PlayerRow(int(r[0]), r[1], int_or_none(r[2]), str(r[3]), float(r[4])) for r in rows]

    async def enter(
        self,
        event_id: int,
        user_id: int,
        name: str | None,
        now: float,
        partner: tuple[int, str | None] | None = None,
    ) -> None:
        """The player enters, alone or asking `partner` (who is invited until they accept).
        Raises AlreadyEntered when either has an entry already."""
        rows = [(event_id, user_id, name, None if partner is None else partner[0], "in", now)]
        if partner is not None:
            rows.append((event_id, partner[0], partner[1], user_id, "invited", now))
        try:
            async with self.db.transaction() as tx:
                await tx.executemany(
                    "INSERT INTO event_players (event_id, user_id, name, partner_id, status,"
                    " joined_at) VALUES (?, ?, ?, ?, ?, ?)",
                    [(e, u, n, p, s, float(t)) for e, u, n, p, s, t in rows],
                )
        except IntegrityError:
            raise AlreadyEntered from None

    async def accept(self, event_id: int, user_id: int) -> bool:
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE event_players SET status = 'in' WHERE event_id = ? AND user_id = ?"
                " AND status = 'invited'",
                (event_id, user_id),
            )
        return changed == 1

    async def withdraw(self, event_id: int, user_id: int) -> PlayerRow | None:
        """The player's entry goes: their partner, if any, stays entered alone (one only
        invited goes too). The row removed; None when there was none."""
        async with self.db.transaction() as tx:
            row = await tx.fetchone(
                "SELECT user_id, name, partner_id, status, joined_at FROM event_players"
                " WHERE event_id = ? AND user_id = ?",
                (event_id, user_id),
            )
            if row is None:
                return None
            gone = PlayerRow(int(row[0]), row[1], int_or_none(row[2]), str(row[3]), float(row[4]))
            await tx.execute(
                "DELETE FROM event_players WHERE event_id = ? AND user_id = ?",
                (event_id, user_id),
            )
            if gone.partner_id is not None:
                await tx.execute(
                    "DELETE FROM event_players WHERE event_id = ? AND user_id = ?"
                    " AND status = 'invited'",
                    (event_id, gone.partner_id),
                )
                await tx.execute(
                    "UPDATE event_players SET partner_id = NULL WHERE event_id = ? AND user_id = ?",
                    (event_id, gone.partner_id),
                )
        return gone

    # ------------------------------------------------------------------ the start

    async def start(
        self,
        event_id: int,
        pairs: Sequence[PairRow],
        rounds: Sequence[RoundRow],
        tables: Sequence[TableRow],
        now: float,
    ) -> bool:
        """The event starts: its pairs, every round's deals and tables, and the first round
        open (`rounds[0]` carries its window). False when it was no longer taking entries."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE events SET status = 'running', started_at = ?, rounds = ?"
                " WHERE id = ? AND status = 'entries'",
                (float(now), len(rounds), event_id),
            )
            if changed != 1:
                return False
            await tx.executemany(
                "INSERT INTO event_pairs (event_id, pair, first_id, first_name, second_id,"
                " second_name, computer) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(event_id, *p) for p in pairs],
            )
            await tx.executemany(
                "INSERT INTO event_rounds (event_id, round, seed, first_dealer, players_secret,"
                " hands, opened_at, closes_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        event_id,
                        r.round,
                        r.seed,
                        r.first_dealer,
                        r.players_secret,
                        json.dumps(list(r.hands)),
                        r.opened_at,
                        r.closes_at,
                    )
                    for r in rounds
                ],
            )
            await tx.executemany(
                "INSERT INTO event_tables (event_id, round, table_no, ns_pair, ew_pair)"
                " VALUES (?, ?, ?, ?, ?)",
                [(event_id, t.round, t.table, t.ns_pair, t.ew_pair) for t in tables],
            )
        return True

    async def pairs(self, event_id: int) -> list[PairRow]:
        rows = await self.db.fetchall(
            "SELECT pair, first_id, first_name, second_id, second_name, computer"
            " FROM event_pairs WHERE event_id = ? ORDER BY pair",
            (event_id,),
        )
        return [
            PairRow(int(r[0]), int_or_none(r[1]), r[2], int_or_none(r[3]), r[4], r[5]) for r in rows
        ]

    async def rounds(self, event_id: int) -> list[RoundRow]:
        rows = await self.db.fetchall(
            "SELECT * FROM event_rounds WHERE event_id = ? ORDER BY round", (event_id,)
        )
        return [round_row(r) for r in rows]

    async def tables(self, event_id: int, round_: int | None = None) -> list[TableRow]:
        sql = "SELECT * FROM event_tables WHERE event_id = ?"
        parameters: list[object] = [event_id]
        if round_ is not None:
            sql += " AND round = ?"
            parameters.append(round_)
        rows = await self.db.fetchall(sql + " ORDER BY round, table_no", parameters)
        return [table_row(r) for r in rows]

    async def deals(self, event_id: int, round_: int | None = None) -> list[DealResult]:
        sql = "SELECT * FROM event_deals WHERE event_id = ?"
        parameters: list[object] = [event_id]
        if round_ is not None:
            sql += " AND round = ?"
            parameters.append(round_)
        rows = await self.db.fetchall(sql + " ORDER BY round, deal, table_no", parameters)
        return [deal_row(r) for r in rows]

    # ------------------------------------------------------------------ the tables

    async def set_thread(self, event_id: int, round_: int, table: int, thread_id: int) -> None:
        """A table's thread, made before its game (a restart then opens the game there)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE event_tables SET thread_id = ? WHERE event_id = ? AND round = ?"
                " AND table_no = ?",
                (thread_id, event_id, round_, table),
            )

    async def open_table(self, start: TableGame, now: float) -> int | None:
        """A table's game, started in its thread with its seats: one transaction. None when
        the table has its game already (two openers at once)."""
        async with self.db.transaction() as tx:
            row = await tx.fetchone(
                "SELECT game_id FROM event_tables WHERE event_id = ? AND round = ?"
                " AND table_no = ?",
                (start.event_id, start.round, start.table),
            )
            if row is None or row[0] is not None:
                return None
            created = await tx.fetchone(
                "INSERT INTO games (guild_id, channel_id, thread_id, place_id, host_id, preset,"
                " options, status, seed, first_dealer, players_secret, created_at, started_at,"
                " updated_at, computer_turn, turn_timer, turn_deadline, event_id, event_round,"
                " event_table, event_closed) VALUES (?, ?, ?, ?, ?, 'classic', ?, 'active', ?, ?,"
                " ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    start.guild_id,
                    start.channel_id,
                    start.thread_id,
                    start.thread_id,
                    start.host_id,
                    json.dumps(start.options),
                    start.seed,
                    start.first_dealer,
                    start.players_secret,
                    float(now),
                    float(now),
                    float(now),
                    int(start.computer_turn),
                    start.turn_timer,
                    start.deadline,
                    start.event_id,
                    start.round,
                    start.table,
                    int(start.closed),
                ),
            )
            assert created is not None
            game_id = int(created["id"])
            await tx.executemany(
                "INSERT INTO seats (game_id, seat, team, user_id, computer, joined_at, name,"
                " away) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        seat,
                        team,
                        user,
                        computer,
                        float(now),
                        name,
                        int(start.closed and user is not None),
                    )
                    for seat, ((user, name, computer), team) in enumerate(
                        zip(start.seats, start.teams, strict=True)
                    )
                ],
            )
            await tx.execute(
                "UPDATE event_tables SET game_id = ?, thread_id = ? WHERE event_id = ?"
                " AND round = ? AND table_no = ?",
                (game_id, start.thread_id, start.event_id, start.round, start.table),
            )
        return game_id

    async def mark_closed(self, event_id: int, round_: int, now: float) -> bool:
        """The round's window closed (its tables still playing are then closed one by one,
        `close_table`). False when it was closed or scored already."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE event_rounds SET closed_at = ? WHERE event_id = ? AND round = ?"
                " AND closed_at IS NULL AND scored_at IS NULL",
                (float(now), event_id, round_),
            )
        return changed == 1

    async def unclosed_games(self, event_id: int, round_: int) -> list[int]:
        """The round's games still playing and not yet handed to the computer."""
        rows = await self.db.fetchall(
            "SELECT id FROM games WHERE event_id = ? AND event_round = ? AND status = 'active'"
            " AND event_closed = 0 ORDER BY id",
            (event_id, round_),
        )
        return [int(r[0]) for r in rows]

    async def game_statuses(self, event_id: int, round_: int) -> dict[int, str]:
        """The status of each game of a round's tables."""
        rows = await self.db.fetchall(
            "SELECT id, status FROM games WHERE event_id = ? AND event_round = ?",
            (event_id, round_),
        )
        return {int(r[0]): str(r[1]) for r in rows}

    async def homeless(self, event_id: int) -> list[tuple[int, TableRow]]:
        """The event's tables playing without a thread (theirs was deleted): game and table."""
        rows = await self.db.fetchall(
            "SELECT g.id AS game, t.* FROM event_tables t JOIN games g ON g.id = t.game_id"
            " WHERE t.event_id = ? AND g.status = 'active' AND g.place_id < 0",
            (event_id,),
        )
        return [(int(r["game"]), table_row(r)) for r in rows]

    async def close_table(self, game_id: int) -> None:
        """A table still playing when its round's window closed: every person's seat handed
        to the computer, which plays out the rest."""
        await self.db.write(
            [
                (
                    "UPDATE seats SET away = 1, away_until = NULL WHERE game_id = ?"
                    " AND user_id IS NOT NULL",
                    (game_id,),
                ),
                (
                    "UPDATE games SET event_closed = 1, computer_turn = 1, turn_deadline = NULL"
                    " WHERE id = ?",
                    (game_id,),
                ),
            ]
        )

    async def score_round(
        self,
        event_id: int,
        round_: int,
        now: float,
        *,
        next_closes_at: float | None,
        final: Sequence[StandingRow] | None,
    ) -> bool:
        """The round is over: scored, and either the next round open (its window closing at
        `next_closes_at`) or, with `final`, the event finished with its standings. False
        when it was scored already (another call got there first)."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE event_rounds SET scored_at = ?, closed_at = coalesce(closed_at, ?)"
                " WHERE event_id = ? AND round = ? AND scored_at IS NULL",
                (float(now), float(now), event_id, round_),
            )
            if changed != 1:
                return False
            if final is None:
                assert next_closes_at is not None
                await tx.execute(
                    "UPDATE event_rounds SET opened_at = ?, closes_at = ? WHERE event_id = ?"
                    " AND round = ?",
                    (float(now), float(next_closes_at), event_id, round_ + 1),
                )
            else:
                await tx.execute(
                    "UPDATE events SET status = 'finished', ended_at = ? WHERE id = ?",
                    (float(now), event_id),
                )
                await tx.executemany(
                    "INSERT INTO event_standings (event_id, pair, place, percent, matchpoints,"
                    " top) VALUES (?, ?, ?, ?, ?, ?)",
                    [(event_id, *s) for s in final],
                )
        return True

    async def round_posted(self, event_id: int, round_: int, now: float) -> None:
        await self.db.write(
            [
                (
                    "UPDATE event_rounds SET posted_at = ? WHERE event_id = ? AND round = ?",
                    (float(now), event_id, round_),
                )
            ]
        )

    async def part_posted(self, event_id: int, round_: int, part: int) -> None:
        """The round's results said up to post `part` (a traveller, then the standings)."""
        await self.db.write(
            [
                (
                    "UPDATE event_rounds SET posted_parts = ? WHERE event_id = ? AND round = ?"
                    " AND posted_parts < ?",
                    (part, event_id, round_, part),
                )
            ]
        )

    async def table_messages(self, event_id: int, round_: int) -> dict[int, int | None]:
        """The table message of each game of a round's tables (None: not posted yet)."""
        rows = await self.db.fetchall(
            "SELECT g.id, g.message_id FROM event_tables t JOIN games g ON g.id = t.game_id"
            " WHERE t.event_id = ? AND t.round = ? AND g.status = 'active'",
            (event_id, round_),
        )
        return {int(r[0]): int_or_none(r[1]) for r in rows}

    async def event_posted(self, event_id: int, now: float) -> None:
        await self.db.write(
            [("UPDATE events SET posted_at = ? WHERE id = ?", (float(now), event_id))]
        )

    async def standings(self, event_id: int) -> list[StandingRow]:
        rows = await self.db.fetchall(
            "SELECT pair, place, percent, matchpoints, top FROM event_standings"
            " WHERE event_id = ? ORDER BY place, pair",
            (event_id,),
        )
        return [
            StandingRow(int(r[0]), int(r[1]), float(r[2]), float(r[3]), float(r[4])) for r in rows
        ]

    async def stats(self, guild_id: int, user_id: int) -> EventStats:
        """The player's finished events on the server."""
        rows = await self.db.fetchall(
            "SELECT s.place, s.percent FROM event_standings s JOIN events e ON e.id = s.event_id"
            " JOIN event_pairs p ON p.event_id = s.event_id AND p.pair = s.pair"
            " WHERE e.guild_id = ? AND e.status = 'finished' AND (p.first_id = ?"
            " OR p.second_id = ?)",
            (guild_id, user_id, user_id),
        )
        places = [int(r[0]) for r in rows]
        percents = [float(r[1]) for r in rows]
        return EventStats(
            len(rows),
            sum(1 for p in places if p == 1),
            min(places) if places else None,
            sum(percents) / len(percents) if percents else None,
        )

    async def games_of(self, event_id: int, statuses: Iterable[str]) -> list[int]:
        chosen = tuple(statuses)
        marks = ", ".join("?" * len(chosen))
        rows = await self.db.fetchall(
            f"SELECT id FROM games WHERE event_id = ? AND status IN ({marks})",
            (event_id, *chosen),
        )
        return [int(r[0]) for r in rows]
