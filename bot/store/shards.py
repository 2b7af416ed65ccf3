"""Which servers' games a process serves, when the bot runs as several processes.

Discord splits a bot's servers into shards: a server's is `(guild_id >> 22) % count`, and a
process connects only the shards it is given (SHARD_COUNT, SHARD_IDS). It loads, times and
plays the computer turns of those servers' games only, so that two processes never serve
the same game. A game outside a server, were there one, belongs to shard 0, as Discord's
direct messages do.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shards:
    count: int = 1
    ids: frozenset[int] = frozenset({0})

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or not all(0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {sorted(self.ids)} of {self.count}")

    @classmethod
    def of(cls, count: int | None, ids: Iterable[int] | None) -> Shards:
        """The shards of a process's settings; every shard when they are unset."""
        if count is None:
            return cls()
        return cls(count, frozenset(range(count) if ids is None else ids))

    @property
    def everything(self) -> bool:
        return len(self.ids) == self.count

    def of_guild(self, guild_id: int | None) -> int:
        return 0 if guild_id is None else (guild_id >> 22) % self.count

    def owns(self, guild_id: int | None) -> bool:
        return self.everything or self.of_guild(guild_id) in self.ids

    def condition(self, column: str = "guild_id") -> tuple[str, list[int]]:
        """` AND …` keeping the rows of these shards' servers (nothing when they are all),
        with its parameters."""
        if self.everything:
            return "", []
        marks = ", ".join("?" * len(self.ids))
        return (
            f" AND ((coalesce({column}, 0) >> 22) % ?) IN ({marks})",
            [self.count, *sorted(self.ids)],
        )
