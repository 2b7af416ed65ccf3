"""Pictures drawn and encoded in a worker process, and the ones already drawn kept.

Drawing with Pillow is Python for the most part: in a thread it still holds the interpreter
lock, and the event loop then waits for the lock after every socket read and write (up to the
switch interval each time), so every answer of the bot slows while a picture is drawn. The
painter hands a picture's frozen description to a worker process instead and gets its PNG
bytes back; the bot's process only waits on a pipe.

An unchanged picture (the same description, the same fonts) is not drawn again: the painter
keeps the last ones drawn, per kind, in its own process.

    painter = Painter()                 # or Painter(niceness=5): below the bot's process
    png = await painter.draw(picture)   # a HandPicture, TablePicture or ScoreSheet
    painter.close()

When the worker cannot be started or dies, the picture is drawn in a thread of the bot's own
process, as before (slower for the others, never missing).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from bot.ai.pool import end_with_parent
from bot.engine import CARDS

from .fonts import configure_fonts, font_dirs, generation
from .hand import HandPicture, hand_image
from .scores import ScoreSheet, score_sheet_image
from .table import TablePicture, table_image

log = logging.getLogger(__name__)

# The pictures kept, per kind: every hand of a few busy tables, their tables and sheets.
KEPT = {HandPicture: 512, TablePicture: 256, ScoreSheet: 64}

_DRAW: dict[type, Callable[[Any], bytes]] = {
    HandPicture: hand_image,
    TablePicture: table_image,
    ScoreSheet: score_sheet_image,
}


def _worker_start(niceness: int) -> None:
    end_with_parent()
    with contextlib.suppress(OSError):
        os.nice(niceness)


def _warm(dirs: tuple[Path, ...]) -> None:
    """In the worker: the fonts loaded and every card's face drawn once, ahead of need."""
    paint(HandPicture(tuple(CARDS), None), dirs)


def paint(picture: Hashable, dirs: tuple[Path, ...]) -> bytes:
    """In the worker: the PNG of `picture`, with the fonts of `dirs` (the bot's own)."""
    if font_dirs() != dirs:
        configure_fonts(dirs)
    return _DRAW[type(picture)](picture)


class Painter:
    def __init__(self, *, workers: int = 1, niceness: int = 0) -> None:
        self.workers = workers
        self.niceness = niceness
        self._executor: ProcessPoolExecutor | None = None
        self._kept: dict[type, OrderedDict[Hashable, bytes]] = {k: OrderedDict() for k in KEPT}
        self._generation = generation()
        self._broken = False

    def start(self) -> None:
        """Start the worker now and have it load what pictures are made of, so that the
        first picture a player waits for does not also wait for the start (a few tenths of
        a second). Once; later calls do nothing."""
        if self._executor is None and self._start() is not None:
            assert self._executor is not None
            self._executor.submit(_warm, font_dirs())

    async def draw(self, picture: HandPicture | TablePicture | ScoreSheet) -> bytes:
        """The PNG bytes of the picture: kept, else drawn in the worker."""
        kind = type(picture)
        if self._generation != generation():  # other fonts: what was drawn is stale
            self._generation = generation()
            for kept in self._kept.values():
                kept.clear()
        kept = self._kept[kind]
        png = kept.get(picture)
        if png is not None:
            kept.move_to_end(picture)
            return png
        png = await self._paint(picture)
        kept[picture] = png
        if len(kept) > KEPT[kind]:
            kept.popitem(last=False)
        return png

    async def _paint(self, picture: Hashable) -> bytes:
        executor = self._start()
        if executor is not None:
            try:
                loop = asyncio.get_running_loop()
                return await loop.run_in_executor(executor, paint, picture, font_dirs())
            except BrokenProcessPool:
                log.warning("the picture worker died; starting another")
                self._executor = None
        return await asyncio.to_thread(_DRAW[type(picture)], picture)

    def _start(self) -> ProcessPoolExecutor | None:
        if self._executor is None and not self._broken:
            methods = multiprocessing.get_all_start_methods()
            # Not "fork": the bot's process has threads (the database's).
            context = multiprocessing.get_context(
                "forkserver" if "forkserver" in methods else "spawn"
            )
            try:
                self._executor = ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=context,
                    initializer=_worker_start,
                    initargs=(self.niceness,),
                )
            except (OSError, ValueError):
                log.exception("no picture worker: pictures are drawn in the bot's process")
                self._broken = True
        return self._executor

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
