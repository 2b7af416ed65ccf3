"""Which servers this process owns, when Discord's shards are split between processes.

Discord sends a server's events and interactions to one shard: ``(guild_id >> 22) % count``;
direct messages go to shard 0. A process that runs some of the shards (`SHARD_IDS`) owns the
servers of those shards, and only those: it loads, times and plays the computer turns of
their games only, so that two processes never serve the same game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards this process runs, out of ``count``."""

    count: int
    ids: frozenset[int]

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"a shard count is at least 1, not {self.count}")
        if not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shard ids {sorted(self.ids)} are not some of 0..{self.count - 1}")

    @classmethod
    def everything(cls) -> Shards:
        """One process runs every shard (the default)."""
        return cls(1, frozenset({0}))

    @classmethod
    def of(cls, count: int | None, ids: Iterable[int] | None = None) -> Shards:
        """From the settings: no count is everything; no ids are all of the count's."""
        if count is None:
            return cls.everything()
        return cls(count, frozenset(range(count) if ids is None else ids))

    def of_guild(self, guild_id: int | None) -> int:
        """The shard Discord sends the server's events to; a DM (None) goes to shard 0."""
        if guild_id is None:
            return 0
        return (guild_id >> 22) % self.count

    def owns(self, guild_id: int | None) -> bool:
        """Whether the server (None: direct messages) is this process's."""
        return self.of_guild(guild_id) in self.ids

    @property
    def all(self) -> bool:
        """Whether this process runs every shard."""
        return len(self.ids) == self.count

    def condition(self, column: str = "guild_id") -> tuple[str, list[int]]:
        """` AND …` keeping the rows of these shards' servers (nothing when they are all),
        with its parameters."""
        if self.all:
            return "", []
        marks = ", ".join("?" * len(self.ids))
        return (
            f" AND ((coalesce({column}, 0) >> 22) % ?) IN ({marks})",
            [self.count, *sorted(self.ids)],
        )
