"""Play: a person's bid or card, away and back, abandoning, and the end of a game with its
results and ratings. Every accepted move is committed before anyone hears of it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from bot.engine import Card, ErrorCode, Event, Game, IllegalAction, Phase
from bot.store import ActionRow, Finish, GameStore, SeasonMark, Snapshot
from bot.store.database import Statement
from bot.store.event_rows import deal_statement, table_finished_statement
from bot.store.notices import BACK, TURN, notice_statement
from bot.store.stats import StatsStore

from . import snapshots
from .daily import daily_day
from .errors import NotYourTurn, Refusal, ServiceError
from .events import AwayEnded, GameAbandoned, Origin, Outcome, SeatAway, ServiceEvent
from .events_scoring import finished_deal
from .moves import Move, PlayCard
from .quiet import timer_stopped
from .ratings import game_rater
from .registry import Registry, not_in_game
from .results import player_results, side_results
from .seasons import current_season
from .settings import SETTINGS, server_setting
from .table import TableView

log = logging.getLogger(__name__)

# A server setting: whether games with computer players count for the humans' ratings.
COMPUTER_RATINGS = "computer_ratings"
# A server setting: whether the turn timer stops in the awaited player's quiet hours.
TIMER_QUIET = "timer_quiet"
ENDED = ("finished", "abandoned", "cancelled")  # how a game no longer held may have ended


class Play:
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

    async def act(
        self, game_id: int, user_id: int, move: Move, *, deal: int | None = None
    ) -> Outcome:
        """A player's bid or card. `deal` is the deal a button was drawn for: a button of an
        earlier hand is refused. Raises a ServiceError or the engine's IllegalAction (with its
        RULES §7 code); either way nothing is stored or changed."""
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            if table is None:
                status = await self._store.status(game_id)
                ended = status if status in ENDED else "gone"
                raise ServiceError(Refusal.GAME_ENDED, detail=ended)
            if table.status != "active" or table.game is None:
                raise ServiceError(Refusal.NOT_STARTED)
            if deal is not None and deal != table.game.deals:
                raise ServiceError(Refusal.STALE)
            seat = table.seat_of(user_id)
            if seat is None:
                raise not_in_game()
            outcome = await self.apply(table, seat, move, by_computer=False)
            return await self._registry.answered(outcome, user_id)

    async def act_for(self, game_id: int, seat: int, move: Move) -> Outcome:
        """A move made by the computer for a computer seat or an absent player's seat."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "active")
            taken = table.seats[seat]
            if taken is None or not taken.played_by_computer:
                raise ServiceError(Refusal.NOT_IN_GAME, detail="person", number=seat + 1)
            return await self.apply(table, seat, move, by_computer=True, origin=Origin.COMPUTER)

    async def apply(
        self,
        table: TableView,
        seat: int,
        move: Move,
        *,
        by_computer: bool,
        origin: Origin = Origin.PERSON,
        first: ServiceEvent | None = None,
        quiet: bool = False,
    ) -> Outcome:
        """Apply a move under the game's lock: on a copy, committed, then swapped in.
        `first` says why, when it was not the player's own move. `quiet`: the caller makes
        several moves and announces them together."""
        assert table.game is not None
        game = table.game.copy()
        try:
            events = move.make(game, seat)
        except IllegalAction as error:
            if error.code is ErrorCode.NOT_YOUR_TURN and game.to_act is not None:
                raise NotYourTurn(error, table.snapshot()) from error
            raise
        now = self._clock()
        turns = list(table.computer_turns)
        turns[seat] += by_computer
        finish = await self._finish(table, game, turns) if game.is_over else None
        deadline = now + table.turn_timer if table.turn_timer and not game.is_over else None
        action = game.actions[-1]
        snapshot = None
        if game.deals != table.game.deals and not game.is_over:
            # A new hand begins: its state is what a load starts from (with the action).
            state = snapshots.freeze(game, tuple(turns))
            snapshot = Snapshot(snapshots.VERSION, table.log_length + 1, state)
        after = replace(table, game=game)
        also = _event_statements(table, game, seat, now)
        stopped = None
        if deadline is not None:
            deadline, stopped = await self._past_quiet(after, now, deadline)
        await self._store.append_action(
            table.id,
            ActionRow(table.log_length, action, by_computer, now),
            deadline=deadline,
            computer_turn=_computer_turn(table, game),
            snapshot=snapshot,
            finish=finish,
            summary=replace(table, game=game).summary(now),
            notices=turn_notices(after, table.log_length + 1, now),
            quiet_until=stopped,
            also=also,
        )
        # Public moves only: a card is logged once played, never a hand.
        log.debug(
            "guild=%s game=%d seat %d %s %s%s",
            table.guild_id,
            table.id,
            seat,
            action.kind,
            action.value,
            " (computer)" if by_computer else "",
        )
        table = replace(
            table,
            game=game,
            turn_deadline=deadline,
            reminded=False,
            computer_turns=tuple(turns),
            log_length=table.log_length + 1,
            quiet_until=stopped,
        )
        if game.is_over:
            table = replace(table, status="finished")
            self._registry.forget(table)
            log.info(
                "guild=%s game=%d finished: scores %s, winner %s",
                table.guild_id,
                table.id,
                game.scores,
                game.winner,
            )
        else:
            self._registry.put(table)
        said = (first, *events) if first is not None else tuple(events)
        outcome = Outcome(table.snapshot(), said, origin)
        return outcome if quiet else await self._registry.announce(outcome)

    async def play_out(self, table: TableView, said: ServiceEvent, origin: Origin) -> Outcome:
        """Play the rest of the hand in progress where no choice is left to make (the last
        trick, or a claim every line of which wins): each seat its first legal card, each an
        ordinary action committed in turn; the table hears of it all at once, after `said`.
        Under the game's lock."""
        assert table.game is not None
        deal = table.game.deals
        events: list[Event | ServiceEvent] = [said]
        outcome = None
        while table.game is not None and table.game.deals == deal and not table.game.is_over:
            seat = table.game.to_act
            assert seat is not None and table.game.phase is Phase.PLAY
            card = table.game.legal_cards(seat)[0]
            outcome = await self.apply(
                table, seat, PlayCard(card), by_computer=False, origin=origin, quiet=True
            )
            events.extend(outcome.events)
            table = self._registry.held(table.id) or outcome.table
        assert outcome is not None
        return await self._registry.announce(Outcome(outcome.table, tuple(events), origin))

    async def _finish(self, table: TableView, game: Game, turns: list[int]) -> Finish:
        """What the game's last action adds: its results and, if it counts, its ratings."""
        if table.daily is not None:
            # The daily deal ranks by matchpoints: no results, totals or ratings.
            day = daily_day(table, game)
            return Finish(game.winner, side_results(game), (), table.guild_id, None, daily=day)
        if table.event is not None:
            # An event ranks its pairs by matchpoints: its deals are kept as they end.
            return Finish(game.winner, side_results(game), (), table.guild_id, None)
        users = [table.user_at(s) for s in range(table.players)]
        computers = [seat.computer if seat else None for seat in table.seats]
        humans = {s for s in range(table.players) if users[s] is not None}
        rated = not table.hinted and (
            len(humans) == table.players or await self._rates_computer_games(table)
        )
        return Finish(
            game.winner,
            side_results(game),
            player_results(game, users, computers, turns),
            table.guild_id,
            game_rater(game, humans) if rated and humans else None,
            await self._season(table),
        )

    async def _season(self, table: TableView) -> SeasonMark | None:
        """The season the game counts for: the one under way on its server now."""
        if table.guild_id is None:
            return None
        settings = SETTINGS | await self._stats.settings(table.guild_id)
        return current_season(settings, self._clock())

    async def _past_quiet(
        self, table: TableView, now: float, deadline: float
    ) -> tuple[float, float | None]:
        """Where the server lets the turn timer stop in the awaited player's quiet hours
        (`timer_quiet`): the deadline moved past them, and until when the first one lasts.
        The player's hours come with their seat: only a player who has some costs a read."""
        taken = table.seat_to_act
        if (
            table.bot_to_act
            or taken is None
            or taken.quiet is None
            or not await server_setting(self._stats, table.guild_id, TIMER_QUIET)
        ):
            return deadline, None
        return timer_stopped(now, deadline, taken.time_zone, taken.quiet)

    async def _rates_computer_games(self, table: TableView) -> bool:
        return bool(await server_setting(self._stats, table.guild_id, COMPUTER_RATINGS))

    async def set_away(
        self, game_id: int, user_id: int, away: bool, *, until: float | None = None
    ) -> Outcome:
        """A player hands their seat to the computer (`away`), until they take it back or,
        given `until`, until then; or takes it back. Away already, they may change until
        when (or make it until they are back)."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id, "active")
            seat = table.seat_of(user_id)
            if seat is None:
                raise not_in_game()
            if table.daily is not None:
                raise ServiceError(Refusal.DAILY, detail="game")
            if table.event is not None and table.event.closed:
                # The round's window closed: the computer plays out the table.
                raise ServiceError(Refusal.EVENT, detail="played_out")
            taken = table.seats[seat]
            assert taken is not None
            if not away:
                until = None
            if taken.away == away and (not away or taken.away_until == until):
                raise ServiceError(Refusal.ALREADY_AWAY if away else Refusal.NOT_AWAY)
            table = table.with_seat(seat, replace(taken, away=away, away_until=until))
            # Back on their own turn (one that began while they were away, the computer not
            # yet on it): told of it as of any turn that begins.
            notices = [] if away else turn_notices(table, table.log_length, self._clock())
            await self._store.set_away(
                game_id, seat, away, computer_turn=table.bot_to_act, until=until, notices=notices
            )
            self._registry.put(table)
            return await self._registry.announce(
                Outcome(table.snapshot(), (SeatAway(seat, user_id, away, until),))
            )

    async def return_due(self, game_id: int) -> Outcome | None:
        """The players away until a time that has come take their seats back by themselves
        (the turns' dispatcher, at that time); None if none is due (back by hand meanwhile,
        or the game ended)."""
        async with self._registry.lock(game_id):
            table = self._registry.held(game_id)
            if table is None or table.status != "active":
                return None
            due = table.returning(self._clock())
            if not due:
                return None
            events = []
            for taken in due:
                assert taken.user_id is not None and taken.away_until is not None
                table = table.with_seat(taken.seat, replace(taken, away=False, away_until=None))
                # They hear their seat is theirs again (and, when the turn to play is theirs,
                # that it is: the notifier words it), written with the return itself.
                back = notice_statement(
                    game_id, table.log_length, taken.user_id, BACK, self._clock()
                )
                await self._store.set_away(
                    game_id, taken.seat, False, computer_turn=table.bot_to_act, notices=[back]
                )
                events.append(AwayEnded(taken.seat, taken.user_id, taken.away_until))
                log.info("game=%d: seat %d is back by itself", game_id, taken.seat)
            self._registry.put(table)
            return await self._registry.announce(
                Outcome(table.snapshot(), tuple(events), Origin.TIMER)
            )

    async def abandon(self, game_id: int, user_id: int, *, is_admin: bool = False) -> Outcome:
        """The host (or a member allowed to manage the server) ends a game without results."""
        async with self._registry.lock(game_id):
            table = self._registry.require_held(game_id)
            if table.event is not None:  # its round ends it; its organiser may cancel it
                raise ServiceError(Refusal.EVENT, detail="game")
            if user_id != table.host_id and not is_admin:
                raise ServiceError(Refusal.NOT_HOST, detail="abandon")
            if table.status == "lobby":
                raise ServiceError(Refusal.NOT_STARTED, detail="abandon")
            await self._store.end_game(game_id, "abandoned", self._clock())
            table = replace(table, status="abandoned", turn_deadline=None)
            self._registry.forget(table)
            log.info("guild=%s game=%d abandoned by user %d", table.guild_id, game_id, user_id)
            return await self._registry.announce(
                Outcome(table.snapshot(), (GameAbandoned(game_id, user_id),))
            )


def turn_notices(
    table: TableView, turn: int, now: float, due: float | None = None
) -> list[Statement]:
    """The outbox row of the turn that begins at this table (after `turn` rows of its log),
    for the transaction of the move that began it: none when nobody asked for a DM or the
    bot plays the turn (within the usual pause). It is due once the player's wait is over
    (`dm_wait`): dropped if they moved meanwhile."""
    user = table.dm_to_notify
    if user is None:
        return []
    when = now + table.dm_wait if due is None else due
    return [notice_statement(table.id, turn, user, TURN, now, when)]


def _event_statements(table: TableView, game: Game, seat: int, now: float) -> list[Statement]:
    """What a move at an event's table adds to the event, in its own transaction: the deal
    it finished (every table's results show as soon as each finishes a deal), and the end of
    the table's play."""
    mark = table.event
    if mark is None or table.game is None:
        return []
    action = game.actions[-1]
    last = (seat, action.value) if isinstance(action.value, Card) else None
    done = finished_deal(table.game, game, mark.round, mark.table, last)
    out = [] if done is None else [deal_statement(mark.event_id, done, now)]
    if game.is_over:
        out.append(table_finished_statement(mark.event_id, mark.round, mark.table, now))
    return out


def _computer_turn(table: TableView, game: Game) -> bool:
    """Whether the bot makes the next move of `game` at this table: a computer's turn or a
    forced card (stored, so that a start-up finds the games waiting for it without loading
    them)."""
    if game.is_over or game.to_act is None:
        return False
    return replace(table, game=game).bot_to_act
