"""Where a profiled process spends its CPU, by the bot's layers: the self time of each
function, the standard library's and the builtins' given to the layer that called them."""

from __future__ import annotations

import cProfile
import pstats
import sys
from pathlib import Path
from typing import Any

LAYERS = (
    "rules engine",
    "game service",
    "store",
    "asyncpg",
    "event loop and sockets",
    "other standard library",
    "load generator",
    "other",
)


def layer(filename: str, name: str) -> str:
    """The layer a profiled function belongs to."""
    where = f"{filename} {name}"
    if "/bot/engine/" in filename or "/bot/ai/" in filename:
        return "rules engine"
    if "/bot/service/" in filename:
        return "game service"
    if "/bot/store/" in filename:
        return "store"
    if "asyncpg" in where:
        return "asyncpg"
    if "/benchmarks/" in filename or "/tests/" in filename:
        return "load generator"
    if (
        "/asyncio/" in filename
        or "/selectors.py" in filename
        or any(word in name for word in ("_asyncio", "epoll", "socket", "_contextvars"))
    ):
        return "event loop and sockets"
    if filename.startswith(sys.base_prefix) or filename == "~":
        return "other standard library"
    return "other"


def profile_figures(profiler: cProfile.Profile) -> dict[str, Any]:
    """Self CPU time by layer, the standard library's and the builtins' given to the layer
    that called them (one level up); the busiest functions."""
    layers = dict.fromkeys(LAYERS, 0.0)
    functions = []
    stats = pstats.Stats(profiler)
    for (filename, line, name), row in stats.stats.items():  # type: ignore[attr-defined]
        spent, callers = row[2], row[4]
        own = layer(filename, name)
        functions.append((spent, f"{Path(filename).name}:{line}({name})"))
        if own not in ("other standard library", "other") or not callers:
            layers[own] += spent
            continue
        for (caller_file, _, caller_name), caller_row in callers.items():
            theirs = layer(caller_file, caller_name)
            keep = theirs in ("other standard library", "other")
            layers[own if keep else theirs] += caller_row[2]
    return {"layers": layers, "top": sorted(functions, reverse=True)[:12]}
