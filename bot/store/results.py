"""What a finished game adds to the database: its sides' and players' results, and how to
rate it. Its own module, so that the games and the statistics both read it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerResult:
    seat: int
    user_id: int | None
    computer: str | None
    side: int
    points: int
    outcome: str  # "win", "loss" or "draw"
    hands_played: int
    contracts_made: int
    contracts_failed: int
    boards_bid: int
    boards_made: int
    max_board_level: int
    tricks: int
    computer_turns: int


@dataclass(frozen=True, slots=True)
class SideResult:
    side: int
    points: int
    outcome: str


Rating = tuple[float, float]  # (mu, sigma)


@dataclass(frozen=True, slots=True)
class SeasonMark:
    """The season a finished game counts for: its key ('2026-11', '2026-Q4') and when it
    ends (its boundary in the server's time zone, as a timestamp)."""

    key: str
    ends_at: float


@dataclass(frozen=True, slots=True)
class Finish:
    """What a finished game adds to the database with its last action."""

    winner: int | None
    sides: Sequence[SideResult]
    players: Sequence[PlayerResult]
    guild_id: int | None = None
    # Given the current rating of each human seat (None for a player not yet rated), the new
    # ones; None when this game does not count for ratings.
    rate: Callable[[dict[int, Rating | None]], dict[int, Rating]] | None = None
    # The season it counts for, if the server keeps seasons.
    season: SeasonMark | None = None
    daily: DailyDay | None = None  # a daily deal's game: its player's day, now finished


@dataclass(frozen=True, slots=True)
class DailyHand:
    """One hand of a player's daily deal, as its traveller shows it."""

    hand: int  # from 1
    bid: str  # the player's own bid: a number of tricks (0 for pass) or "board"
    tricks: int  # their side's
    points: int  # their side's
    cards: str  # the player's cards, as codes ("AS 10H ...")


@dataclass(frozen=True, slots=True)
class DailyDay:
    """A player's finished daily deal: what its game's last action adds."""

    guild_id: int
    day: str
    user_id: int
    hands: Sequence[DailyHand]
