"""Take-backs by consent: right after a bid or a card, its player may ask to take it back;
the other side allows or refuses (in a game without partnerships, every other player must
allow); computers allow at once. Allowed, the game returns to the moment before the move,
with the moves nobody chose since: the computers', and the cards the bot played because they
were the only legal ones (a hand's last trick, a player's forced card). The log stays
append-only: the take-back is its own entry, and a replay, a record and a load show only the
moves that stand.

A request lapses when a person chooses a move after it, after five minutes, or when the game
ends; each is announced (`TakebackLapsed`), so that its message loses its buttons and says why.
The five minutes are a timer of the turns' dispatcher (`lapse_due`), kept in the database."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection
from dataclasses import replace

from bot.engine import BidPlaced, CardPlayed, Game
from bot.engine.record import replay_actions
from bot.store import ActionRow, DatabaseUnavailable, GameStore, Takeback, TakebackRow
from bot.store.stats import StatsStore

from .errors import Refusal, ServiceError
from .events import (
    Lapse,
    Origin,
    Outcome,
    TakebackAnswered,
    TakebackAsked,
    TakebackLapsed,
)
from .registry import Registry, not_in_game
from .settings import server_setting
from .sight import require_unaided
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
        self._looking: set[asyncio.Task[None]] = set()
        registry.subscribe(self._heard)

    async def ask(
        self, game_id: int, user_id: int, move: int, logged: int | None = None
    ) -> Outcome:
        """The player of standing move `move` (the log's row `logged`, when the caller knows
        it: a button under an old announcement) asks to take it back. Refused when the server
        turned take-backs off, when it is not their move, when a person has chosen a move
        since, when a request is already waiting (for less than five minutes, and no person
        has chosen a move since), or when this move was asked about before. With no person to
        ask, it is allowed at once."""
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
                why = _why_lapsed(table, waiting, now)
                if why is None:
                    raise ServiceError(Refusal.TAKEBACK, detail="waiting")
                # Nobody answered in time, or a person played on: it lapsed.
                table = await self._lapse(table, waiting, *why)
            if _chosen_since(table, move) is not None:
                raise ServiceError(Refusal.TAKEBACK, detail="late")
            asked = tuple(self._who_answers(table, seat))
            request = TakebackRow(move, seat, user_id, "pending", asked, (), now)
            _, kind, value = game.actions[move]
            said = TakebackAsked(seat, user_id, move, kind, value, asked)
            if not asked:  # computers allow at once
                return await self._take_back(table, request, said, by_user=user_id)
            await self._store.ask_takeback(game_id, request)
            table = replace(table, takebacks=(*table.takebacks, request))
            self._registry.put(table)
            return await self._registry.announce(Outcome(table.snapshot(), (said,)))

    async def answer(self, game_id: int, user_id: int, move: int, allow: bool) -> Outcome:
        """An asked player allows or refuses the waiting take-back of `move`."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "active")
            request = _request_of(table, move)
            if request is None or request.status not in ("pending", "lapsed"):
                raise ServiceError(Refusal.TAKEBACK, detail="none")
            if user_id not in request.asked:
                raise ServiceError(Refusal.TAKEBACK, detail="not_asked")
            if user_id in request.allowed:
                raise ServiceError(Refusal.TAKEBACK, detail="answered")
            why = _why_lapsed(table, request, self._clock())
            if why is not None and request.status == "pending":
                await self._lapse(table, request, *why)  # its buttons go
            if why is not None or request.status == "lapsed":
                raise _too_late(why)
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
                return await self._registry.announce(Outcome(table.snapshot(), (said,)))
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
            return await self._registry.announce(Outcome(table.snapshot(), (said,)))

    async def require_open(self, game_id: int, move: int) -> None:
        """Refused as an answer to the request about `move` is refused once it no longer
        waits (it lapsed, or was settled); nothing while it waits. Changes nothing: for an
        answer from an older version of the request's message, whose buttons are gone."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "active")
            request = _request_of(table, move)
            if request is None or request.status not in ("pending", "lapsed"):
                raise ServiceError(Refusal.TAKEBACK, detail="none")
            why = _why_lapsed(table, request, self._clock())
            if why is not None or request.status == "lapsed":
                raise _too_late(why)

    async def placed(self, game_id: int, move: int, message_id: int) -> None:
        """The request about `move` was posted as `message_id`: the message that loses its
        buttons when the request lapses (at once, if it lapsed while it was being posted)."""
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            request = None if table is None else _request_of(table, move)
            if table is None or request is None:
                return
            await self._store.set_takeback_message(game_id, move, message_id)
            request = replace(request, message_id=message_id)
            table = _with_request(table, request)
            self._registry.put(table)
            if request.status == "lapsed":
                why = _why_lapsed(table, request, self._clock())
                await self._announce_lapse(table, request, *(why or (Lapse.TIME, None)))

    async def lapse_due(self, game_id: int) -> None:
        """The game's waiting take-back lapses if its five minutes are over (the turns'
        dispatcher calls this at the time `next_lapse` gave)."""
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            request = None if table is None else table.takeback
            why = (
                None
                if table is None or request is None
                else _why_lapsed(table, request, self._clock())
            )
            if table is not None and request is not None and why is not None:
                await self._lapse(table, request, *why)

    async def next_lapse(self, skip_places: Collection[int]) -> tuple[float, int] | None:
        """When the take-back waiting longest lapses, and its game: from an indexed query, no
        game loaded to know it (nor a paused one)."""
        found = await self._store.next_takeback(skip_places=skip_places)
        return None if found is None else (found[0] + LAPSE, found[1])

    async def _allowed_here(self, table: TableView) -> None:
        require_unaided(table)  # a daily deal, an event's table: played once, as it falls
        if not await server_setting(self._stats, table.guild_id, SETTING):
            raise ServiceError(Refusal.TAKEBACK, detail="off")

    async def _lapse(
        self, table: TableView, request: TakebackRow, why: Lapse, chosen_by: int | None
    ) -> TableView:
        """The waiting request lapses, stored and announced; the table with it lapsed (held
        from now on, if the game is held)."""
        lapsed = replace(request, status="lapsed")
        await self._store.answer_takeback(table.id, lapsed)
        table = _with_request(table, lapsed)
        if why is not Lapse.OVER:
            self._registry.put(table)
        await self._announce_lapse(table, lapsed, why, chosen_by)
        return table

    async def _announce_lapse(
        self, table: TableView, request: TakebackRow, why: Lapse, chosen_by: int | None
    ) -> None:
        game = table.game
        assert game is not None
        _, kind, value = game.actions[request.move]
        said = TakebackLapsed(
            request.seat,
            request.user_id,
            request.move,
            kind,
            value,
            request.asked,
            request.allowed,
            why,
            chosen_by,
            request.message_id,
        )
        origin = Origin.TIMER if why is Lapse.TIME else Origin.PERSON
        await self._registry.announce(Outcome(table.snapshot(), (said,), origin))

    def _heard(self, outcome: Outcome) -> None:
        """A subscriber of the service: a move, or the end of the game, may lapse the waiting
        request; looked at once the change that may have is over (under the game's lock)."""
        table = outcome.table
        if table.takeback is None:
            return
        ended = table.status != "active"
        if not ended and not any(isinstance(e, BidPlaced | CardPlayed) for e in outcome.events):
            return
        task = asyncio.create_task(self._look_again(table))
        self._looking.add(task)
        task.add_done_callback(self._looking.discard)

    async def _look_again(self, heard: TableView) -> None:
        try:
            async with self._registry.lock(heard.id):
                held = self._registry.held(heard.id)
                if held is None:
                    request = heard.takeback
                    if heard.status != "active" and request is not None:
                        # The game ended: its request with it.
                        await self._lapse(heard, request, Lapse.OVER, None)
                    return  # (else the change that ended it is heard too)
                request = held.takeback
                chosen_by = None if request is None else _chosen_since(held, request.move)
                if request is not None and chosen_by is not None:
                    await self._lapse(held, request, Lapse.PLAYED, chosen_by)
        except DatabaseUnavailable as error:
            # It lapses all the same when it is next looked at (an answer, a new request).
            log.warning("game=%d: a waiting take-back waits for the database (%s)", heard.id, error)
        except Exception:
            log.exception("game=%d: a waiting take-back could not be looked at", heard.id)

    async def settle(self) -> None:
        """Wait until every look at a waiting request is done (a stop, tests)."""
        while self._looking:
            await asyncio.gather(*self._looking, return_exceptions=True)

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
        rebuilt = _rebuilt(table, request.move)
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
            summary=table.summary(now),
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
        return await self._registry.announce(Outcome(table.snapshot(), (said,), Origin.PERSON))


def _rebuilt(table: TableView, moves: int) -> Game:
    """The table's game after its first `moves` moves."""
    game = table.game
    assert game is not None
    rebuilt = Game(table.preset, table.overrides, first_dealer=game.first_dealer, seed=game.seed)
    for _ in replay_actions(rebuilt, game.actions[:moves]):
        pass
    return rebuilt


def _chosen_since(table: TableView, move: int) -> int | None:
    """The seat of the first person who chose a move after `move` (a bid, or a card when they
    had more than one legal card), else None. The computers' moves, and the cards nobody chose
    (a hand's last trick, a player's only legal card), are taken back with it."""
    game = table.game
    assert game is not None
    later = game.actions[move + 1 :]
    people = {
        number
        for number, taken in enumerate(table.seats)
        if taken is None or not taken.played_by_computer
    }
    if not any(seat in people for seat, _, _ in later):
        return None
    replayed = _rebuilt(table, move + 1)
    for action in later:
        seat = action[0]
        if seat in people and replayed.view(seat).has_choice:
            return seat
        for _ in replay_actions(replayed, [action]):
            pass
    return None


def _why_lapsed(
    table: TableView, request: TakebackRow, now: float
) -> tuple[Lapse, int | None] | None:
    """Why a waiting request lapsed, with the seat whose choice lapsed it: a person chose a
    move after it, or five minutes went by. None while it is open."""
    chosen_by = _chosen_since(table, request.move)
    if chosen_by is not None:
        return Lapse.PLAYED, chosen_by
    if now - request.requested_at >= LAPSE:
        return Lapse.TIME, None
    return None


def _too_late(why: tuple[Lapse, int | None] | None) -> ServiceError:
    """The refusal of an answer to a request that lapsed: someone played since, or its time
    went by."""
    late = why is not None and why[0] is Lapse.PLAYED
    return ServiceError(Refusal.TAKEBACK, detail="late" if late else "lapsed")


def _request_of(table: TableView, move: int) -> TakebackRow | None:
    return next((t for t in table.takebacks if t.move == move), None)


def _with_request(table: TableView, request: TakebackRow) -> TableView:
    kept = tuple(t for t in table.takebacks if t.move != request.move)
    return replace(table, takebacks=(*kept, request))
