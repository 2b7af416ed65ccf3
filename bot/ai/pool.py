"""Computer decisions off the event loop and across cores.

A search takes tens of milliseconds of pure Python; run on the event loop (or on a thread,
which shares the interpreter lock) a burst of computer turns would hold up the answers to
people. `DecisionPool` runs decisions in worker processes, one per core the process may use.

What crosses to a worker is the seat's view, the player's level and its seed, nothing else:
never the game. A player holds only its seed and decides from the view alone, so a decision
made in a worker is the one the same player would make in the bot's own process.

Usage, from asyncio code::

    pool = DecisionPool()            # or DecisionPool(workers=2)
    action = await pool.decide(game.view(seat), "strong", player_seed(secret, seat))
    # a BidAction in the bidding, a PlayAction in the play
    pool.close()                     # or: async with DecisionPool() as pool: ...

`decide` raises `ValueError` when it is not the view's seat's turn, or for an unknown level,
as `Player.choose_bid` / `choose_card` and `make_player` do.

The coach (`review.py`) runs here too, from picklable inputs only::

    log = GameLog(preset, overrides, first_dealer, deck_seed, tuple(actions))
    hand = await pool.review(log, hand_number, seat, players_secret)   # a HandReview
    game = await pool.review_game(log, players_secret, seats=[seat])   # a GameReview
    tip = await pool.hint(game.view(seat), player_seed(players_secret, seat))  # a Hint

    verdict = await pool.claim(log, seat)                              # a ClaimVerdict

`review` and `review_game` raise `review.ReviewError` for a hand not finished or a seat not
at the table; `hint` raises `ValueError` when it is not the view's seat's turn; `claim`
raises the engine's `IllegalAction` when the seat may not play a card now. A claim is
answered within about a quarter of a second of CPU at worst (`benchmarks/claims.py`): it
may also run in the bot's own process, off the event loop (`asyncio.to_thread`).
`review_game` spreads its hands over the workers. Decisions are independent:
many may be awaited at once (e.g. with `asyncio.gather`); beyond the number of workers they
queue. A worker's first decision also imports the players (about a tenth of a second).
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from types import TracebackType
from typing import TypeVar

from bot.engine import Action, ActionKind, BidAction, PlayAction, SeatView
from bot.engine.claim import DEFAULT_BUDGET, ClaimVerdict

from . import review as coach
from .players import make_player
from .review import GameLog, GameReview, HandReview, Hint

WORKER_NICENESS = 10
T = TypeVar("T")


def usable_cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def end_with_parent() -> None:
    """In a worker process: exit as soon as the process that started it is gone.

    A forkserver's workers hold both ends of their own task queue and the server's liveness
    pipe, so a parent killed outright (SIGKILL, the OOM killer) would leave the workers
    waiting for tasks and the server waiting for its workers, forever. The parent's
    sentinel is the end of a pipe only the parent holds open: it is ready when the parent
    has exited, however it ended."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def _worker_start() -> None:
    end_with_parent()
    # Below the bot's own process: when every core is busy thinking, the answers to people
    # still come first.
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)


def decide(view: SeatView, level: str, seed: int) -> Action:
    """The action of the player of `level` and `seed` for the view: a bid in the bidding, a
    card in the play. Runs in a worker; usable in-process as well."""
    player = make_player(level, seed)
    if view.phase == "bid":
        bid = player.choose_bid(view)  # refused unless it is the view's seat's turn
        assert view.seat is not None
        return BidAction(view.seat, ActionKind.BID, bid)
    card = player.choose_card(view)
    assert view.seat is not None
    return PlayAction(view.seat, ActionKind.PLAY, card)


class DecisionPool:
    """Worker processes for computer decisions (see the module's docstring for the API)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers if workers is not None else usable_cores()
        if self.workers < 1:
            raise ValueError("a pool needs at least one worker")
        methods = multiprocessing.get_all_start_methods()
        # Not "fork": the bot's process has threads (the database's), which a fork would
        # copy mid-operation.
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        self._executor = ProcessPoolExecutor(
            max_workers=self.workers, mp_context=context, initializer=_worker_start
        )
        self._closed = False
        # Told each decision's time in seconds, by level (the operator's metrics).
        self.observers: list[Callable[[str, float], None]] = []

    async def decide(self, view: SeatView, level: str, seed: int) -> Action:
        """The player's action for the view, computed in a worker process."""
        started = time.perf_counter()
        action = await self._run(decide, view, level, seed)
        for observe in self.observers:
            observe(level, time.perf_counter() - started)
        return action

    async def review(
        self, log: GameLog, hand_number: int, seat: int, secret: int, level: str = "strong"
    ) -> HandReview:
        """The seat's decisions of a finished hand beside `strong`'s (`review.review_hand`)."""
        return await self._run(coach.review_hand, log, hand_number, seat, secret, level)

    async def review_game(
        self,
        log: GameLog,
        secret: int,
        seats: Sequence[int] | None = None,
        level: str = "strong",
    ) -> GameReview:
        """Every finished hand for each seat (`review.review_game`), one hand per task."""
        hands = await self._run(coach.hands_to_review, log)
        players = log.game().players  # a deal: a few microseconds
        chosen = tuple(range(players)) if seats is None else tuple(seats)
        for seat in chosen:
            if not 0 <= seat < players:
                raise coach.ReviewError(f"there is no seat {seat} at this table")
        reviews = await asyncio.gather(
            *(self.review(log, n, seat, secret, level) for seat in chosen for n in hands)
        )
        per_seat = len(hands)
        return GameReview(
            tuple(
                coach.summarise(seat, reviews[i * per_seat : (i + 1) * per_seat])
                for i, seat in enumerate(chosen)
            )
        )

    async def claim(self, log: GameLog, seat: int, budget: int = DEFAULT_BUDGET) -> ClaimVerdict:
        """The claim check of `seat` on the game the log rebuilds (`review.claim_in_log`)."""
        return await self._run(coach.claim_in_log, log, seat, budget)

    async def hint(self, view: SeatView, seed: int, level: str = "strong") -> Hint:
        """`strong`'s move for the seat to act, with the next best (`review.hint`)."""
        return await self._run(coach.hint, view, seed, level)

    async def _run(self, function: Callable[..., T], *args: object) -> T:
        if self._closed:
            raise RuntimeError("the decision pool is closed")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, function, *args)

    def close(self, wait: bool = True) -> None:
        """Stop the workers (after the decisions already asked for, with `wait`)."""
        self._closed = True
        self._executor.shutdown(wait=wait, cancel_futures=not wait)

    async def __aenter__(self) -> DecisionPool:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        # Waiting for the workers blocks: do it off the event loop.
        await asyncio.to_thread(self.close)
