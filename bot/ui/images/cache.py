"""The caches of rendered pictures, registered in one place so they can be dropped together
(after the fonts change, and by the benchmark to time cold renders)."""

from __future__ import annotations

from typing import Protocol, TypeVar


class _Clearable(Protocol):
    def cache_clear(self) -> None: ...


C = TypeVar("C", bound=_Clearable)

_registered: list[_Clearable] = []


def register(cached: C) -> C:
    """Put an `lru_cache`d function on the list `clear_caches` empties; returns it as is."""
    _registered.append(cached)
    return cached


def clear_caches() -> None:
    """Forget every rendered card, picture and loaded font."""
    for cached in _registered:
        cached.cache_clear()
