"""A clock tests can move forward, and Discord snowflakes derived from it."""

from __future__ import annotations

import datetime as dt
import time

DISCORD_EPOCH_MS = 1_420_070_400_000


class FakeClock:
    """Real time plus an offset that only grows.

    Everything time-dependent in the fake (the 3-second acknowledgement deadline, the 15-minute
    interaction tokens, message timestamps, snowflakes) reads this clock, so ``advance`` makes
    tokens expire without waiting.
    """

    def __init__(self) -> None:
        self._offset = 0.0
        self._wall_at_start = time.time()
        self._mono_at_start = time.monotonic()

    @property
    def offset(self) -> float:
        return self._offset

    def monotonic(self) -> float:
        return time.monotonic() + self._offset

    def time(self) -> float:
        """Seconds since the Unix epoch, as the fake sees it."""
        return self._wall_at_start + (time.monotonic() - self._mono_at_start) + self._offset

    def now(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.time(), tz=dt.UTC)

    def advance(self, seconds: float = 0.0, *, minutes: float = 0.0, hours: float = 0.0) -> None:
        delta = seconds + 60.0 * minutes + 3600.0 * hours
        if delta < 0:
            raise ValueError("the fake clock only moves forward")
        self._offset += delta


class Snowflakes:
    """Increasing snowflakes whose timestamp part follows the fake clock."""

    def __init__(self, clock: FakeClock) -> None:
        self._clock = clock
        self._last = 0

    def next(self) -> int:
        ms = int(self._clock.time() * 1000) - DISCORD_EPOCH_MS
        value = ms << 22
        if value <= self._last:
            value = self._last + 1
        self._last = value
        return value

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next snowflake that Discord's rule puts on ``shard_id`` of ``shard_count``:
        ``(id >> 22) % shard_count == shard_id``. Its timestamp may run a few milliseconds
        ahead; later snowflakes stay above it."""
        if not 0 <= shard_id < shard_count:
            raise ValueError(f"shard {shard_id} is not one of {shard_count}")
        stamp = (self.next() >> 22) + 1
        stamp += (shard_id - stamp) % shard_count
        self._last = stamp << 22
        return self._last


def iso(moment: dt.datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()
