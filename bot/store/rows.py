"""What the store reads and writes: a game's row, its seats, its log entries (an action or a
take-back), take-back requests and snapshots, and how each is read from a database row."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

from bot.engine import Action, ActionKind
from bot.engine.record import Unreadable, read_action, value_json

from .database import Row, Statement


@dataclass(frozen=True, slots=True)
class OpenGame:
    """Where an open game lives, without loading it."""

    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    place_id: int


@dataclass(frozen=True, slots=True)
class TurnSummary:
    """What a list of games shows of a running one, written with each of its moves so that
    the list loads no game: the seat to act, the hand in play of how many, the scores, and
    when the turn in progress began."""

    to_act: int | None
    hand: int
    hands: int
    scores: tuple[int, ...]
    since: float

    def columns(self) -> tuple[int | None, int, int, str, float]:
        """(to_act, hand, hands, scores, turn_since) as the games table keeps them."""
        return self.to_act, self.hand, self.hands, json.dumps(self.scores), self.since


def summary_statement(game_id: int, summary: TurnSummary) -> Statement:
    """The update of a game's summary for the list of games."""
    return (
        "UPDATE games SET to_act = ?, hand = ?, hands = ?, scores = ?, turn_since = ? WHERE id = ?",
        (*summary.columns(), game_id),
    )


@dataclass(frozen=True, slots=True)
class ListedGame:
    """An open game or lobby as a player's list of games shows it, read without loading it:
    where it is, its table message, whose turn it is and since when, its deadline, the hand
    and the scores (None for a lobby, or a game not loaded since it ran before they were
    kept), and the player's own seat."""

    id: int
    guild_id: int | None
    channel_id: int
    place_id: int
    message_id: int | None
    status: str
    since: float  # when the turn in progress began; a lobby's opening
    deadline: float | None
    awaited: bool  # the player's own turn, which the computer does not play
    hand: int | None
    hands: int | None
    scores: tuple[int, ...] | None
    team: int  # the player's side
    seated: int  # seats taken
    preset: str


class PlaceTaken(Exception):
    """The channel or thread already has an open lobby or a running game."""


class SeatTaken(Exception):
    """The seat is taken, or the user already has a seat in this game."""


@dataclass(slots=True)
class SeatRow:
    seat: int
    team: int
    user_id: int | None
    computer: str | None
    away: bool
    joined_at: float
    name: str | None = None
    plays_forced: bool = False  # the player's own choice (player_prefs), read with the seat
    away_until: float | None = None  # away until then (back by itself); None: until back
    notify: str = "mention"  # how they are told it is their turn (player_prefs)
    quiet: str | None = None  # their quiet hours (player_prefs), like 23-08
    time_zone: str | None = None  # the zone of those hours
    dm_after: float | None = None  # how long their turn waits before its DM; None: default


@dataclass(frozen=True, slots=True)
class Takeback:
    """An allowed take-back, as the log keeps it: of the moves before it, `kept` stand."""

    seat: int
    kept: int


@dataclass(slots=True)
class ActionRow:
    idx: int
    entry: Action | Takeback  # a move, or an allowed take-back
    by_computer: bool
    created_at: float


# The log's columns `kind` and `value`: a move's kind and its value as a record writes it
# (a bid as a number or "board", a card in R4 notation), or a take-back and how many stand.
TAKEBACK: Final = "takeback"


def log_columns(entry: Action | Takeback) -> tuple[int, str, str]:
    """(seat, kind, value) as the log stores an entry."""
    if isinstance(entry, Takeback):
        return entry.seat, TAKEBACK, json.dumps(entry.kept)
    return entry.seat, entry.kind.value, json.dumps(value_json(entry))


def log_entry(seat: int, kind: str, value: str) -> Action | Takeback:
    """The entry of a stored row of the log."""
    if kind == TAKEBACK:
        return Takeback(seat, int(json.loads(value)))
    entry = read_action(seat, ActionKind(kind), json.loads(value))
    if isinstance(entry, Unreadable):  # the log keeps accepted moves only
        raise ValueError(f"the action log holds no move: {entry}")
    return entry


@dataclass(slots=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    place_id: int
    message_id: int | None
    host_id: int
    preset: str
    options: dict[str, Any]
    seed: int | None
    first_dealer: int | None
    status: str
    turn_timer: int | None
    turn_deadline: float | None
    reminded: bool
    winner: int | None
    created_at: float
    started_at: float | None
    ended_at: float | None
    players_secret: int | None = None
    computer_turn: bool | None = None  # None: not stored yet (a game from before 0005)
    hinted: bool = False  # a player asked for a hint: the game does not count for ratings
    hand: int | None = None  # of the list's summary: None until written (a game before 0013)
    daily: str | None = None  # the day (YYYY-MM-DD) of a daily deal's game
    quiet_until: float | None = None  # the turn timer waits for the player's quiet hours
    # A duplicate event's table: its event, round and table number, and whether the round's
    # window closed (the computer plays out the rest).
    event_id: int | None = None
    event_round: int | None = None
    event_table: int | None = None
    event_closed: bool = False
    seats: list[SeatRow] = field(default_factory=list)
    actions: list[ActionRow] = field(default_factory=list)  # after the snapshot, if any
    takebacks: list[TakebackRow] = field(default_factory=list)
    snapshot: Snapshot | None = None


@dataclass(frozen=True, slots=True)
class TakebackRow:
    """A take-back asked for: of the game's standing move `move`, by `user_id` at `seat`."""

    move: int
    seat: int
    user_id: int
    status: str  # pending, allowed or refused
    asked: tuple[int, ...]  # the users who may answer
    allowed: tuple[int, ...]  # those who allowed so far
    requested_at: float
    message_id: int | None = None  # the request's message, with its Allow and Refuse


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A game's state after its first `actions` actions (see bot/service/snapshots.py)."""

    version: str
    actions: int
    state: bytes


def game_row(row: Row) -> GameRow:
    return GameRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        place_id=row["place_id"],
        message_id=row["message_id"],
        host_id=row["host_id"],
        preset=row["preset"],
        options=json.loads(row["options"]),
        seed=row["seed"],
        first_dealer=row["first_dealer"],
        status=row["status"],
        turn_timer=row["turn_timer"],
        turn_deadline=row["turn_deadline"],
        reminded=bool(row["reminded"]),
        winner=row["winner"],
        created_at=row["created_at"],
        started_at=row["started_at"],
        ended_at=row["ended_at"],
        players_secret=row["players_secret"],
        computer_turn=None if row["computer_turn"] is None else bool(row["computer_turn"]),
        hinted=bool(row["hinted"]),
        hand=row["hand"],
        daily=row["daily"],
        quiet_until=row["quiet_until"],
        event_id=row["event_id"],
        event_round=row["event_round"],
        event_table=row["event_table"],
        event_closed=bool(row["event_closed"]),
    )


# A game's seats with what their players chose for themselves.
SEATS = (
    "SELECT seats.*, COALESCE(player_prefs.play_forced, 0) AS play_forced,"
    " COALESCE(player_prefs.notify, 'mention') AS notify,"
    " player_prefs.quiet AS quiet, player_prefs.time_zone AS time_zone,"
    " player_prefs.dm_after AS dm_after FROM seats"
    " LEFT JOIN player_prefs ON player_prefs.user_id = seats.user_id"
)


def seat_row(row: Row) -> SeatRow:
    return SeatRow(
        row["seat"],
        row["team"],
        row["user_id"],
        row["computer"],
        bool(row["away"]),
        row["joined_at"],
        row["name"],
        bool(row["play_forced"]),
        row["away_until"],
        str(row["notify"]),
        row["quiet"],
        row["time_zone"],
        row["dm_after"],
    )


def takeback_row(row: Row) -> TakebackRow:
    return TakebackRow(
        row["move"],
        row["seat"],
        row["user_id"],
        row["status"],
        tuple(json.loads(row["asked"])),
        tuple(json.loads(row["allowed"])),
        row["requested_at"],
        row["message_id"],
    )


def action_row(row: Row) -> ActionRow:
    return ActionRow(
        row["idx"],
        log_entry(row["seat"], row["kind"], row["value"]),
        bool(row["by_computer"]),
        row["created_at"],
    )
