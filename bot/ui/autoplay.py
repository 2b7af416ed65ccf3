"""Computer turns and turn timers, announced in the game's channel.

One task per game plays the computer's turns right after a person's move, with a short pause
so the table can follow. One dispatcher task sleeps until the next turn reminder or deadline
of any game (they live in the database, so a restart re-arms them all)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

import discord

from bot.service import GameService, Outcome, TableView

from .embeds import who
from .messages import Report, report
from .pictures import add_score_sheet

log = logging.getLogger(__name__)


class Autoplay:
    def __init__(
        self,
        client: discord.Client,
        service: Callable[[], GameService],
        refresh: Callable[[int], None],
        pictures: Callable[[int | None], Awaitable[bool]],
        *,
        pause: float = 1.5,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._client = client
        self._service = service
        self._refresh = refresh
        self._pictures = pictures
        self.pause = pause
        self._clock = clock
        self._games: dict[int, asyncio.Task[None]] = {}
        self._timers: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ computer turns

    def kick(self, game_id: int) -> None:
        """Play the computer's turns of a game, if it is the computer's turn."""
        running = self._games.get(game_id)
        if running is None or running.done():
            self._games[game_id] = asyncio.create_task(self._play(game_id))

    async def _play(self, game_id: int) -> None:
        service = self._service()
        try:
            while service.computer_to_act(game_id):
                await asyncio.sleep(self.pause)
                outcome = await service.computer_turn(game_id)
                if outcome is None:
                    return
                await self._announce(outcome)
        except Exception:
            log.exception("game=%d: a computer turn failed", game_id)

    async def _announce(self, outcome: Outcome, first_line: str | None = None) -> None:
        news = report(outcome.table, outcome.events)
        if first_line:
            news.lines.insert(0, first_line)
        if await self._pictures(outcome.table.guild_id):
            await add_score_sheet(news, outcome.table)
        await self._send(outcome.table, news)
        self._refresh(outcome.table.id)

    async def _send(self, table: TableView, news: Report) -> None:
        channel = self._client.get_partial_messageable(table.place_id)
        try:
            await channel.send(**news.send_kwargs())
        except discord.HTTPException as error:
            log.warning("game=%d: could not post to the channel: %s", table.id, error)

    # ------------------------------------------------------------------ turn timers

    def start(self) -> None:
        self._timers = asyncio.create_task(self._dispatch())

    async def _dispatch(self) -> None:
        service = self._service()
        while True:
            service.timers_changed.clear()
            upcoming = service.next_timer()
            delay = None if upcoming is None else max(0.0, upcoming[0] - self._clock())
            try:
                await asyncio.wait_for(service.timers_changed.wait(), timeout=delay)
                continue  # a move or a setting changed the deadlines: look again
            except TimeoutError:
                pass
            assert upcoming is not None
            _, game_id, kind = upcoming
            try:
                if kind == "remind":
                    await self._remind(service, game_id)
                else:
                    await self._expire(service, game_id)
            except Exception:
                log.exception("game=%d: the turn timer failed", game_id)

    async def _remind(self, service: GameService, game_id: int) -> None:
        table = await service.remind(game_id)
        if table is None or table.game is None or table.game.to_act is None:
            return
        user = table.user_to_act
        left = (table.turn_deadline or 0) - self._clock()
        news = Report(
            [
                f"⏳ {who(table, table.game.to_act)}, it is your turn: the computer plays it "
                f"for you <t:{int(table.turn_deadline or 0)}:R> ({_minutes(left)})."
            ],
            ping=user,
        )
        await self._send(table, news)

    async def _expire(self, service: GameService, game_id: int) -> None:
        before = service.table(game_id)
        outcome = await service.computer_turn(game_id, expired=True)
        if outcome is None or before is None or before.game is None:
            return
        seat = before.game.to_act
        assert seat is not None
        log.info("game=%d: seat %d ran out of time; the computer played", game_id, seat)
        await self._announce(
            outcome,
            f"⏰ {who(before, seat)} ran out of time: the computer played this turn for them.",
        )
        self.kick(game_id)

    async def close(self, timeout: float = 5.0) -> None:
        """Stop the timers; let a computer move under way finish (it may be committing)."""
        if self._timers is not None:
            self._timers.cancel()
        playing = [t for t in self._games.values() if not t.done()]
        if playing:
            await asyncio.wait(playing, timeout=timeout)
        for task in [self._timers, *playing]:
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task


def _minutes(seconds: float) -> str:
    minutes = max(1, round(seconds / 60))
    if minutes >= 120:
        return f"about {round(minutes / 60)} hours"
    return f"about {minutes} minute{'s' if minutes != 1 else ''}"
