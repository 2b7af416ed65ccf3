"""Who may see what of a game before its time: one rule for the games whose deals others play
too — the daily deal (everyone of a server, one day) and an event's tables (every table of a
round). Such a game is played once, as it falls: no hint, no take-back, no rematch. Its
record and its review (which show its cards) wait until nobody could still learn from them:
a daily deal's, on its day, for those who have finished their own day, and for anyone once
the day is over (`Daily.require_seen`); an event table's are its own players' at once (their
own table: a record shows only the hands already played), everyone else's once the round is
scored (every table has finished its deals). A moderator who may see every private thread is
no exception.

An event's own travellers, standings and records follow the same rule deal by deal
(`events_duplicate.Events`); the channel of a daily deal or an event never leads to a game's
record (`GameStore.last_game_at` finds no such game from there)."""

from __future__ import annotations

from bot.store.events import EventStore

from .daily import Daily
from .errors import Refusal, ServiceError
from .table import TableView


class Sight:
    def __init__(self, events: EventStore, daily: Daily) -> None:
        self._events = events
        self._daily = daily

    async def require_record(self, table: TableView, user_id: int) -> None:
        """Refuses a game's record or review that `user_id` may not see yet."""
        await self._daily.require_seen(table, user_id)
        mark = table.event
        if mark is not None and table.seat_of(user_id) is None:
            rounds = await self._events.rounds(mark.event_id)
            played = next((r for r in rounds if r.round == mark.round), None)
            if played is None or played.scored_at is None:
                raise ServiceError(Refusal.EVENT, detail="not_yet")


def require_unaided(table: TableView) -> None:
    """Refuses what a game others also play never allows: a hint, a take-back, a rematch,
    and (an event's table) being abandoned by one of its players."""
    if table.daily is not None:
        raise ServiceError(Refusal.DAILY, detail="game")
    if table.event is not None:
        raise ServiceError(Refusal.EVENT, detail="game")
