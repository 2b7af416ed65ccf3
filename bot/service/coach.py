"""Claims, hints and the coach's review: what the searching computer players and an exhaustive
search of the remaining play tell a player. The searches run off the event loop, in the
bot's pool of worker processes (`bot.ai.pool.DecisionPool`) or, by default, in a thread."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from bot.ai import player_seed
from bot.ai import review as coach
from bot.ai.review import GameLog, GameReview, HandReview, Hint, ReviewError
from bot.engine import SeatView
from bot.engine.claim import DEFAULT_BUDGET, ClaimVerdict, Verdict
from bot.store import GameStore
from bot.store.stats import StatsStore

from .errors import Refusal, ServiceError
from .events import ClaimAccepted, Origin, Outcome
from .play import Play
from .registry import Registry, not_in_game
from .settings import server_setting
from .sight import Sight, require_unaided
from .table import TableView

HINTS = "hints"  # the server setting that allows hints
# The levels the coach judges with: the strongest whose search fits the wait. A hint is one
# decision (expert: about 0.1 s, against strong's 0.035). A review stays with strong: a whole
# game's at expert takes about 18 s of a worker the computer seats share, and a hand's
# review must judge as the game's review of the same hand does.
HINT_LEVEL = "expert"


class Searches(Protocol):
    """Where the searches run: the bot's worker processes, or threads."""

    async def claim(
        self, log: GameLog, seat: int, budget: int = DEFAULT_BUDGET
    ) -> ClaimVerdict: ...

    async def review(
        self, log: GameLog, hand_number: int, seat: int, secret: int, level: str = "strong"
    ) -> HandReview: ...

    async def review_game(
        self,
        log: GameLog,
        secret: int,
        seats: Sequence[int] | None = None,
        level: str = "strong",
    ) -> GameReview: ...

    async def hint(self, view: SeatView, seed: int, level: str = "strong") -> Hint: ...


class InThreads:
    """The searches in worker threads of this process (the service's tests, small set-ups)."""

    async def claim(self, log: GameLog, seat: int, budget: int = DEFAULT_BUDGET) -> ClaimVerdict:
        return await asyncio.to_thread(coach.claim_in_log, log, seat, budget)

    async def review(
        self, log: GameLog, hand_number: int, seat: int, secret: int, level: str = "strong"
    ) -> HandReview:
        return await asyncio.to_thread(coach.review_hand, log, hand_number, seat, secret, level)

    async def review_game(
        self,
        log: GameLog,
        secret: int,
        seats: Sequence[int] | None = None,
        level: str = "strong",
    ) -> GameReview:
        return await asyncio.to_thread(coach.review_game, log, secret, seats, level)

    async def hint(self, view: SeatView, seed: int, level: str = "strong") -> Hint:
        return await asyncio.to_thread(coach.hint, view, seed, level)


class ClaimNotCertain(ServiceError):
    """A claim that can fail: `verdict` holds the line of play in which the other side takes
    a trick."""

    def __init__(self, verdict: ClaimVerdict) -> None:
        super().__init__(Refusal.CLAIM, detail="not_certain")
        self.verdict = verdict


@dataclass(frozen=True, slots=True)
class Review:
    """A player's review of one hand, or (`game`) of every finished hand of the game."""

    table: TableView
    seat: int
    hand: HandReview | None = None
    game: GameReview | None = None


class Coach:
    def __init__(
        self,
        registry: Registry,
        store: GameStore,
        stats: StatsStore,
        play: Play,
        searches: Searches | None = None,
        sight: Sight | None = None,
    ) -> None:
        self._sight = sight
        self._registry = registry
        self._store = store
        self._stats = stats
        self._play = play
        self.searches: Searches = searches or InThreads()

    # ------------------------------------------------------------------ claims

    async def claim(self, game_id: int, user_id: int) -> Outcome:
        """The player to act claims every remaining trick of the hand for their side. Only a
        claim the search proves is accepted: then the claimer's cards are shown, the rest of
        the hand is played out (ordinary actions of the log) and scored. A claim that is not
        certain raises ClaimNotCertain; one the search cannot settle in its budget, a
        refusal; either way nothing changes."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "active")
            seat = table.seat_of(user_id)
            if seat is None:
                raise not_in_game()
            game = table.game
            assert game is not None
            # The engine's own refusals (not your turn, bidding, over) come from the check.
            verdict = await self.searches.claim(log_of(table), seat)
            if verdict.verdict is Verdict.NOT_CERTAIN:
                raise ClaimNotCertain(verdict)
            if verdict.verdict is Verdict.UNKNOWN:
                raise ServiceError(Refusal.CLAIM, detail="unsure")
            # Every line wins for the claimer's side, so any legal card will do.
            shown = ClaimAccepted(seat, user_id, game.hand(seat))
            outcome = await self._play.play_out(table, shown, Origin.PERSON)
            return await self._registry.answered(outcome, user_id)

    # ------------------------------------------------------------------ hints

    async def hint(self, game_id: int, user_id: int) -> tuple[TableView, Hint]:
        """What `expert` (HINT_LEVEL) would do in the place of the player to act, if the
        server allows hints. The game is marked: it no longer counts for ratings."""
        table = self._registry.require_held(game_id, "active")
        require_unaided(table)  # the field plays it unaided
        if not await server_setting(self._stats, table.guild_id, HINTS):
            raise ServiceError(Refusal.NO_HINTS)
        seat = table.seat_of(user_id)
        if seat is None:
            raise not_in_game()
        game = table.game
        assert game is not None
        if game.to_act != seat:
            raise ServiceError(Refusal.NO_HINTS, detail="turn")
        secret = table.players_secret or 0
        hint = await self.searches.hint(game.view(seat), player_seed(secret, seat), HINT_LEVEL)
        async with self._registry.lock(game_id):
            held = self._registry.held(game_id)
            if held is not None and not held.hinted:
                await self._store.set_hinted(game_id)
                held = replace(held, hinted=True)
                self._registry.put(held)
            table = held or table
        return table.snapshot(), hint

    # ------------------------------------------------------------------ reviews

    async def review(self, place_id: int, user_id: int, hand: int | None) -> Review:
        """The player's decisions in a finished hand of the channel's game (or the last game
        played there) beside `strong`'s: `hand` by number, else the last finished hand."""
        table, seat = await self._reviewed(place_id, user_id)
        game = table.game
        assert game is not None
        finished = coach.finished_hands(game)
        if hand is None:
            if not finished:
                raise ServiceError(Refusal.NO_REVIEW, detail="none")
            hand = finished[-1]
        if hand not in finished:
            raise ServiceError(Refusal.NO_REVIEW, number=hand)
        try:
            found = await self.searches.review(log_of(table), hand, seat, table.players_secret or 0)
        except ReviewError:
            raise ServiceError(Refusal.NO_REVIEW, number=hand) from None
        return Review(table, seat, hand=found)

    async def review_game(self, place_id: int, user_id: int) -> Review:
        """Every finished hand of the game, summed up for each player."""
        table, seat = await self._reviewed(place_id, user_id)
        return await self._review_game(table, seat)

    async def review_table(self, table: TableView, user_id: int) -> Review:
        """As `review_game`, for a game found otherwise (a player's daily deal)."""
        table, seat = await self._seat_reviewed(table, user_id)
        return await self._review_game(table, seat)

    async def _review_game(self, table: TableView, seat: int) -> Review:
        game = table.game
        assert game is not None
        if not coach.finished_hands(game):
            raise ServiceError(Refusal.NO_REVIEW, detail="none")
        # A daily deal has one person at the table: only their seat is worth the search.
        seats = [seat] if table.daily is not None else None
        found = await self.searches.review_game(log_of(table), table.players_secret or 0, seats)
        return Review(table, seat, game=found)

    async def _reviewed(self, place_id: int, user_id: int) -> tuple[TableView, int]:
        table = await self._registry.last_table_at(place_id)
        if table is None or table.game is None:
            raise ServiceError(Refusal.NO_REVIEW, detail="none")
        return await self._seat_reviewed(table, user_id)

    async def _seat_reviewed(self, table: TableView, user_id: int) -> tuple[TableView, int]:
        if self._sight is not None:
            # What others still play waits (a daily deal for the end of its player's day).
            await self._sight.require_record(table, user_id)
        seat = table.seat_of(user_id)
        if seat is None:
            raise not_in_game()
        return table, seat


def log_of(table: TableView) -> GameLog:
    """What rebuilds the table's game in a worker: its options, seed and actions."""
    game = table.game
    assert game is not None
    actions = tuple(game.actions)
    return GameLog(table.preset, table.overrides, game.first_dealer, game.seed, actions)


__all__ = [
    "HINTS",
    "ClaimNotCertain",
    "Coach",
    "InThreads",
    "Review",
    "Searches",
    "log_of",
]
