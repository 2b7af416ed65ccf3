"""What the store reads and writes of a duplicate event: the event, who entered, the pairs
and the rounds fixed at its start, each round's tables, each deal a table finished, the final
standings; how each is read from a database row, and the statements a table's moves add."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .database import Row, Statement

OPEN = ("entries", "running")


class EventExists(Exception):
    """The channel has an event taking entries or under way already."""


class AlreadyEntered(Exception):
    """The player (or the partner asked for) has an entry in this event already."""


@dataclass(frozen=True, slots=True)
class NewEvent:
    guild_id: int
    channel_id: int
    name: str
    organiser_id: int
    entry: str  # pairs or individuals
    deals: int
    sizes: tuple[int, ...]
    round_window: float
    turn_timer: int | None
    starts_at: float | None  # None: its organiser starts it
    secret: str


@dataclass(frozen=True, slots=True)
class EventRow:
    id: int
    guild_id: int
    channel_id: int
    name: str
    organiser_id: int
    entry: str
    deals: int
    sizes: tuple[int, ...]
    round_window: float
    turn_timer: int | None
    starts_at: float | None
    status: str  # entries, running, finished, cancelled
    entries_closed: bool
    secret: str
    rounds: int | None
    created_at: float
    started_at: float | None
    ended_at: float | None
    posted_at: float | None


class PlayerRow(NamedTuple):
    """An entry before the start: alone (no partner), or with a partner who is `invited`
    until they accept (then both are `in`)."""

    user_id: int
    name: str | None
    partner_id: int | None
    status: str  # in, invited
    joined_at: float


class PairRow(NamedTuple):
    """A pair fixed at the start; a seat without a person is a computer's (`computer`)."""

    pair: int
    first_id: int | None
    first_name: str | None
    second_id: int | None
    second_name: str | None
    computer: str | None


class RoundRow(NamedTuple):
    round: int
    seed: int
    first_dealer: int
    players_secret: int
    hands: tuple[int, ...]
    opened_at: float | None
    closes_at: float | None
    closed_at: float | None
    scored_at: float | None
    posted_at: float | None
    posted_parts: int = 0  # of its results' posts (each deal's traveller, then the standings)


class TableRow(NamedTuple):
    round: int
    table: int
    ns_pair: int
    ew_pair: int
    thread_id: int | None
    game_id: int | None
    finished_at: float | None


class DealResult(NamedTuple):
    """One table's result on one deal, as the event keeps it. Seats 0 and 2 are the pair
    north-south (side 0), 1 and 3 east-west (side 1)."""

    round: int
    table: int
    deal: int
    ns_points: int
    ew_points: int
    bids: tuple[str, ...]  # per seat: "0" for pass, a number, or "board"
    tricks: tuple[int, ...]  # per seat
    hands: tuple[str, ...]  # per seat, the cards as played ("AS 10H …")

    @property
    def delta(self) -> int:
        """North-south's score delta; east-west's is its opposite."""
        return self.ns_points - self.ew_points


class StandingRow(NamedTuple):
    pair: int
    place: int
    percent: float
    matchpoints: float
    top: float


@dataclass(frozen=True, slots=True)
class TableGame:
    """Everything an event's table starts with, written in one transaction with its game."""

    guild_id: int
    channel_id: int
    thread_id: int
    event_id: int
    round: int
    table: int
    host_id: int  # the organiser (a game has a host; an event's table is never abandoned)
    options: dict[str, Any]
    seed: int
    first_dealer: int
    players_secret: int
    seats: Sequence[tuple[int | None, str | None, str | None]]  # (user, name, computer)
    teams: Sequence[int]
    turn_timer: int | None
    deadline: float | None
    computer_turn: bool
    closed: bool = False  # the round's window closed already: the computer plays it all


class EventStats(NamedTuple):
    """A player's events on a server: finished ones played, won, and their average."""

    played: int
    won: int
    best: int | None
    average: float | None


def event_row(row: Row) -> EventRow:
    return EventRow(
        id=int(row["id"]),
        guild_id=int(row["guild_id"]),
        channel_id=int(row["channel_id"]),
        name=str(row["name"]),
        organiser_id=int(row["organiser_id"]),
        entry=str(row["entry"]),
        deals=int(row["deals"]),
        sizes=tuple(int(n) for n in json.loads(row["sizes"])),
        round_window=float(row["round_window"]),
        turn_timer=None if row["turn_timer"] is None else int(row["turn_timer"]),
        starts_at=float_or_none(row["starts_at"]),
        status=str(row["status"]),
        entries_closed=bool(row["entries_closed"]),
        secret=str(row["secret"]),
        rounds=None if row["rounds"] is None else int(row["rounds"]),
        created_at=float(row["created_at"]),
        started_at=float_or_none(row["started_at"]),
        ended_at=float_or_none(row["ended_at"]),
        posted_at=float_or_none(row["posted_at"]),
    )


def float_or_none(value: Any) -> float | None:
    return None if value is None else float(value)


def int_or_none(value: Any) -> int | None:
    return None if value is None else int(value)


def round_row(row: Row) -> RoundRow:
    return RoundRow(
        int(row["round"]),
        int(row["seed"]),
        int(row["first_dealer"]),
        int(row["players_secret"]),
        tuple(int(n) for n in json.loads(row["hands"])),
        float_or_none(row["opened_at"]),
        float_or_none(row["closes_at"]),
        float_or_none(row["closed_at"]),
        float_or_none(row["scored_at"]),
        float_or_none(row["posted_at"]),
        int(row["posted_parts"]),
    )


def table_row(row: Row) -> TableRow:
    return TableRow(
        int(row["round"]),
        int(row["table_no"]),
        int(row["ns_pair"]),
        int(row["ew_pair"]),
        int_or_none(row["thread_id"]),
        int_or_none(row["game_id"]),
        float_or_none(row["finished_at"]),
    )


def deal_row(row: Row) -> DealResult:
    return DealResult(
        int(row["round"]),
        int(row["table_no"]),
        int(row["deal"]),
        int(row["ns_points"]),
        int(row["ew_points"]),
        tuple(str(b) for b in json.loads(row["bids"])),
        tuple(int(t) for t in json.loads(row["tricks"])),
        tuple(str(h) for h in json.loads(row["hands"])),
    )


def deal_statement(event_id: int, result: DealResult, now: float) -> Statement:
    """A deal an event's table finished: written with the move that ended it."""
    return (
        "INSERT INTO event_deals (event_id, round, table_no, deal, ns_points, ew_points, bids,"
        " tricks, hands, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            event_id,
            result.round,
            result.table,
            result.deal,
            result.ns_points,
            result.ew_points,
            json.dumps(result.bids),
            json.dumps(result.tricks),
            json.dumps(result.hands),
            float(now),
        ),
    )


def table_finished_statement(event_id: int, round_: int, table: int, now: float) -> Statement:
    """An event's table played its last deal: written with its last move."""
    return (
        "UPDATE event_tables SET finished_at = ? WHERE event_id = ? AND round = ? AND table_no = ?",
        (float(now), event_id, round_, table),
    )
