"""The heartbeat file a container's health check reads: a connected bot touches it every 30 s,
and a clean stop says so in it."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from pathlib import Path

HEARTBEAT_EVERY = 30.0  # seconds between two beats of a connected bot
HEARTBEAT_STALE = 90.0  # a heartbeat older than this means the bot is not connected
ALIVE, STOPPED = "alive", "stopped"  # what the heartbeat file says


@dataclass(frozen=True)
class Heartbeat:
    age: float | None  # seconds since the last beat; None when there is none
    stopped: bool  # the bot wrote it as it stopped cleanly


def heartbeat(path: Path) -> Heartbeat:
    try:
        age = time.time() - path.stat().st_mtime
        text = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return Heartbeat(None, False)
    return Heartbeat(age, text == STOPPED)


def healthy(path: Path) -> bool:
    """The container's health check: a bot running, with a heartbeat less than 90 s old."""
    state = heartbeat(path)
    return state.age is not None and state.age <= HEARTBEAT_STALE and not state.stopped


def verdict(path: Path) -> tuple[bool, str]:
    """`healthy`, with why in a few words (what a container's health log shows)."""
    state = heartbeat(path)
    if state.age is None:
        return False, f"no heartbeat at {path}: the bot is not running, or not connected yet"
    if state.stopped:
        return False, f"the bot stopped {state.age:.0f} s ago (its heartbeat says so)"
    if state.age > HEARTBEAT_STALE:
        return False, (
            f"the last heartbeat is {state.age:.0f} s old (over {HEARTBEAT_STALE:.0f} s):"
            " the bot is not connected to Discord, or hangs"
        )
    return True, f"the bot is connected (heartbeat {state.age:.0f} s ago)"


def mark_alive(path: Path) -> None:
    path.write_text(ALIVE + "\n", encoding="utf-8")


def mark_stopped(path: Path) -> None:
    """A clean stop says so, so that no health check trusts the last beat."""
    path.write_text(STOPPED + "\n", encoding="utf-8")


async def beat(path: Path, connected: object) -> None:
    """Write the heartbeat file every 30 s while `connected()` says the bot is connected."""
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        if callable(connected) and connected():
            mark_alive(path)
        await asyncio.sleep(HEARTBEAT_EVERY)
