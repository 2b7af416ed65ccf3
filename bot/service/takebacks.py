"""Take-backs by consent: right after a bid or a card, its player may ask to take it back;
the other side allows or refuses (in a game without partnerships, every other player must
allow); computers allow at once. Allowed, the game returns to the moment before the move,
with the computers' moves made since. The log stays append-only: the take-back is its own
entry, and a replay, a record and a load show only the moves that stand."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from bot.engine import Game
from bot.engine.record import replay_actions
from bot.store import ActionRow, GameStore, Takeback, TakebackRow
from bot.store.stats import StatsStore

from .errors import Refusal, ServiceError
from .events import Origin, Outcome, TakebackAnswered, TakebackAsked
from .registry import Registry, not_in_game
from .settings import server_setting
from .table import TableView

log = logging.getLogger(__name__)

SETTING = "takebacks"  # the server setting that allows them
LAPSE = 300.0  # seconds a request waits for its answer


class Takebacks:
    def __init__(
        self,
        registry: Registry,
        store: GameStore,
        stats: StatsStore,
        clock: Callable[[], float],
    ) -> None:
        self._registry = registry
        self._store = store
        self._stats = stats
        self._clock = clock

    async def ask(
        self, game_id: int, user_id: int, move: int, logged: int | None = None
    ) -> Outcome:
        """The player of standing move `move` (the log's row `logged`, when the caller knows
        it: a button under an old announcement) asks to take it back. Refused when the server
        turned take-backs off, when it is not their move, when a person has moved since or
        five minutes have passed, when a request is already waiting, or when this move was
        asked about before. With no person to ask, it is allowed at once."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "active")
            await self._allowed_here(table)
            seat = table.seat_of(user_id)
            if seat is None:
                raise not_in_game()
            game = table.game
            assert game is not None
            if logged is not None and not table.move_stands(move, logged):
                raise ServiceError(Refusal.TAKEBACK, detail="gone")
            if not 0 <= move < len(game.actions) or game.actions[move][0] != seat:
                raise ServiceError(Refusal.TAKEBACK, detail="mine")
            if any(t.move == move for t in table.takebacks):
                raise ServiceError(Refusal.TAKEBACK, detail="twice")
            now = self._clock()
            waiting = table.takeback
            if waiting is not None:
                if _lapse(table, waiting, now) is None:
                    raise ServiceError(Refusal.TAKEBACK, detail="waiting")
                # Nobody answered in time, or a person played on: it lapsed.
                lapsed = replace(waiting, status="lapsed")
                await self._store.answer_takeback(game_id, lapsed)
                table = _with_request(table, lapsed)
                self._registry.put(table)
            self._check_still_open(table, move, now)
            asked = tuple(self._who_answers(table, seat))
            request = TakebackRow(move, seat, user_id, "pending", asked, (), now)
            _, kind, value = game.actions[move]
            said = TakebackAsked(seat, user_id, move, kind, value, asked)
            if not asked:  # computers allow at once
                return await self._take_back(table, request, said, by_user=user_id)
            await self._store.ask_takeback(game_id, request)
            table = replace(table, takebacks=(*table.takebacks, request))
            self._registry.put(table)
            return self._registry.announce(Outcome(table.snapshot(), (said,)))

    async def answer(self, game_id: int, user_id: int, move: int, allow: bool) -> Outcome:
        """An asked player allows or refuses the waiting take-back of `move`."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "active")
            request = table.takeback
            if request is None or request.move != move:
                raise ServiceError(Refusal.TAKEBACK, detail="none")
            if user_id not in request.asked:
                raise ServiceError(Refusal.TAKEBACK, detail="not_asked")
            if user_id in request.allowed:
                raise ServiceError(Refusal.TAKEBACK, detail="answered")
            why = _lapse(table, request, self._clock())
            if why is not None:
                raise why
            game = table.game
            assert game is not None
            _, kind, value = game.actions[move]
            if not allow:
                refused = replace(request, status="refused")
                await self._store.answer_takeback(game_id, refused)
                table = _with_request(table, refused)
                self._registry.put(table)
                said = TakebackAnswered(
                    request.seat, request.user_id, move, kind, value, user_id, False, False
                )
                return self._registry.announce(Outcome(table.snapshot(), (said,)))
            allowed = replace(request, allowed=(*request.allowed, user_id))
            complete = table.options.partnerships or set(allowed.allowed) >= set(request.asked)
            said = TakebackAnswered(
                request.seat, request.user_id, move, kind, value, user_id, True, complete
            )
            if complete:
                return await self._take_back(table, allowed, said, by_user=user_id)
            await self._store.answer_takeback(game_id, allowed)
            table = _with_request(table, allowed)
            self._registry.put(table)
            return self._registry.announce(Outcome(table.snapshot(), (said,)))

    async def _allowed_here(self, table: TableView) -> None:
        if not await server_setting(self._stats, table.guild_id, SETTING):
            raise ServiceError(Refusal.TAKEBACK, detail="off")

    def _check_still_open(self, table: TableView, move: int, now: float) -> None:
        if _moved_since(table, move):
            raise ServiceError(Refusal.TAKEBACK, detail="late")

    @staticmethod
    def _who_answers(table: TableView, seat: int) -> list[int]:
        """The people of the other side (every other player without partnerships); seats
        the computer plays allow at once, so they are not asked."""
        options = table.options
        mine = options.side_of(seat)
        return [
            taken.user_id
            for taken in table.seats
            if taken is not None
            and taken.user_id is not None
            and not taken.played_by_computer
            and taken.seat != seat
            and (not options.partnerships or options.side_of(taken.seat) != mine)
        ]

    async def _take_back(
        self,
        table: TableView,
        request: TakebackRow,
        said: TakebackAsked | TakebackAnswered,
        *,
        by_user: int,
    ) -> Outcome:
        """The game returns to the moment before the move: rebuilt from the moves that stand
        before it, the take-back logged as its own entry."""
        game = table.game
        assert game is not None
        rebuilt = Game(
            table.preset, table.overrides, first_dealer=game.first_dealer, seed=game.seed
        )
        for _ in replay_actions(rebuilt, game.actions[: request.move]):
            pass
        now = self._clock()
        done = replace(request, status="allowed")  # its outcome stays in the log
        entry = ActionRow(table.log_length, Takeback(request.seat, request.move), False, now)
        table = replace(
            table,
            takebacks=tuple(t for t in table.takebacks if t.move < request.move),
            rewinds=(*table.rewinds, (entry.idx, request.move)),
            game=rebuilt,
            log_length=table.log_length + 1,
            turn_deadline=now + table.turn_timer if table.turn_timer else None,
            reminded=False,
        )
        await self._store.answer_takeback(
            table.id,
            done,
            entry,
            deadline=table.turn_deadline,
            computer_turn=table.bot_to_act,
        )
        self._registry.put(table)
        log.info(
            "guild=%s game=%d: seat %d's move %d taken back (allowed by user %d)",
            table.guild_id,
            table.id,
            request.seat,
            request.move,
            by_user,
        )
        if isinstance(said, TakebackAsked):
            said = TakebackAnswered(
                said.seat, said.user_id, said.move, said.kind, said.value, by_user, True, True
            )
        return self._registry.announce(Outcome(table.snapshot(), (said,), Origin.PERSON))


def _moved_since(table: TableView, move: int) -> bool:
    """Whether a person has moved after `move` (the computers' moves since are taken back
    with it)."""
    game = table.game
    assert game is not None
    for seat, _, _ in game.actions[move + 1 :]:
        taken = table.seats[seat]
        if taken is None or not taken.played_by_computer:
            return True
    return False


def _lapse(table: TableView, request: TakebackRow, now: float) -> ServiceError | None:
    """Why a waiting request lapsed (a person moved after the move, or five minutes went
    by), as a refusal; None while it is open."""
    if _moved_since(table, request.move):
        return ServiceError(Refusal.TAKEBACK, detail="late")
    if now - request.requested_at > LAPSE:
        return ServiceError(Refusal.TAKEBACK, detail="lapsed")
    return None


def _with_request(table: TableView, request: TakebackRow) -> TableView:
    kept = tuple(t for t in table.takebacks if t.move != request.move)
    return replace(table, takebacks=(*kept, request))
