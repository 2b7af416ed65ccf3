"""The game service, the one door of the cogs: lookups (the registry), the lobby, play, the
turns nobody at the table plays, and what a player may ask of a game (legal moves, its
record). It knows Discord user ids, never Discord objects, and announces every change."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import PRESETS, Bid, Card, Phase
from bot.engine.record import public_record, to_record
from bot.store import Database, DatabaseUnavailable
from bot.store.shards import Shards

from .coach import Coach, Searches
from .languages import PLAYER_CHANGED
from .lobby import Lobby
from .places import Places
from .play import Play
from .registry import Registry
from .table import TableView
from .takebacks import Takebacks
from .turns import Decide, Turns, decide_in_a_thread

log = logging.getLogger(__name__)

PRESET_NAMES: tuple[str, ...] = tuple(PRESETS)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game's record (RULES §8) as a player may see it: complete once the game is over,
    else only the hands already played (never the deal in progress)."""

    game_id: int
    data: dict[str, Any]
    complete: bool


class GameService(Registry):
    def __init__(
        self,
        database: Database,
        *,
        clock: Callable[[], float] = time.time,
        new_seed: Callable[[], int] = lambda: secrets.randbits(63),
        new_dealer: Callable[[int], int] = secrets.randbelow,
        new_secret: Callable[[], int] = lambda: secrets.randbits(63),
        computer_pause: float = 1.5,
        decide: Decide = decide_in_a_thread,
        searches: Searches | None = None,
        shards: Shards | None = None,
    ) -> None:
        super().__init__(database, clock=clock, shards=shards)
        self.lobby = Lobby(self, new_seed=new_seed, new_dealer=new_dealer, new_secret=new_secret)
        self.play = Play(self)
        self.places = Places(self)
        self.turns = Turns(
            self,
            self.play,
            pause=computer_pause,
            decide=decide,
            new_secret=new_secret,
            paused=self.places.paused,
            pauses=self.places.pauses,
        )
        self.coach = Coach(self, self.play, searches)
        self.takebacks = Takebacks(self)
        self._hearing: set[asyncio.Task[None]] = set()
        database.on_notice(PLAYER_CHANGED, self._player_changed)

    async def bids_for(self, place_id: int, user_id: int) -> list[Bid]:
        """The bids the user may make now in this channel's game; none unless it is their
        turn to bid."""
        game, seat = await self._my_turn(place_id, user_id, Phase.BID)
        return [] if game is None else list(game.legal_bids(seat))

    async def cards_for(self, place_id: int, user_id: int) -> list[Card]:
        """The cards the user may play now in this channel's game; none unless it is their
        turn to play."""
        game, seat = await self._my_turn(place_id, user_id, Phase.PLAY)
        return [] if game is None else list(game.legal_cards(seat))

    async def _my_turn(self, place_id: int, user_id: int, phase: Phase) -> tuple[Any, int]:
        game_id = self._places.get(place_id)
        table = None if game_id is None else await self.held(game_id)
        if table is None or table.game is None:
            return None, -1
        seat = table.seat_of(user_id)
        game = table.game
        if seat is None or game.to_act != seat or game.phase is not phase:
            return None, -1
        return game, seat

    async def plays_forced(self, user_id: int) -> bool:
        """Whether the player chose to have their only legal card played for them."""
        return await self.prefs.plays_forced(user_id)

    async def set_plays_forced(self, user_id: int, on: bool) -> None:
        """The player's choice, for every game they play from now on, including the games
        in progress (a forced card waiting for them now is played after the usual pause);
        other processes on the database hear of it for theirs."""
        await self.prefs.set_plays_forced(user_id, on, self.clock())
        # The running games of this process's servers: one not loaded since the start loads
        # now, reading the choice with its seats.
        for game_id in await self.store.running_games_of(user_id):
            await self._plays_forced_in(game_id, user_id, on)
        await self.store.db.notify(PLAYER_CHANGED, str(user_id))

    def _player_changed(self, payload: str | None) -> None:
        """Another process (or this one) changed a player's choices: the games held here
        follow. None: notices may have been missed, every player held here is read again."""
        users = None if payload is None else {int(payload)}
        task = asyncio.create_task(self._choices_again(users))
        self._hearing.add(task)
        task.add_done_callback(self._hearing.discard)

    async def _choices_again(self, users: set[int] | None) -> None:
        held = {
            (game_id, seat.user_id)
            for game_id, table in list(self._tables.items())
            if table.status == "active"
            for seat in table.seats
            if seat is not None
            and seat.user_id is not None
            and (users is None or seat.user_id in users)
        }
        try:
            chosen = await self.prefs.plays_forced_of({user for _, user in held})
            for game_id, user_id in sorted(held):
                await self._plays_forced_in(game_id, user_id, chosen.get(user_id, False))
        except DatabaseUnavailable:
            log.warning("the players' choices could not be read again: the database is away")

    async def _plays_forced_in(self, game_id: int, user_id: int, on: bool) -> None:
        async with self.lock(game_id):
            held = self.live(game_id)
            seat = None if held is None else held.seat_of(user_id)
            if held is None or seat is None:
                return
            taken = held.seats[seat]
            assert taken is not None
            if taken.plays_forced == on:
                return
            held = held.with_seat(seat, replace(taken, plays_forced=on))
            self.put(held)
            if held.bot_to_act:
                await self.store.set_computer_turn(game_id, True)
                self.turns.kick(game_id)

    async def record_at(self, place_id: int) -> GameRecord | None:
        """The record of the channel's game, or of the last one played there."""
        table = await self.last_game_at(place_id)
        return None if table is None else record_of(table)


def record_of(table: TableView) -> GameRecord | None:
    """A game's record as a player may see it; None before its first deal."""
    game = table.game
    if game is None:
        return None
    if game.is_over:
        return GameRecord(table.id, to_record(game), True)
    return GameRecord(table.id, public_record(game), False)
