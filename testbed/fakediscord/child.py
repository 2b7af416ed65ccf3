"""`ChildBot`: the real bot in a child process (``child_bot.py``) against the fake running in
the test's process, for tests of several processes, shards split between them, and a process
that dies.

The fake tells which of its gateway sessions are the child's: those opened after the child
started, for the shards the child runs (from ``SHARD_COUNT`` and ``SHARD_IDS``; unset, every
shard the fake recommends), while it runs and no child started later runs one of them (with
two such children alive, a new session is the later one's).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import FakeDiscordError

if TYPE_CHECKING:
    from .fake import FakeDiscord
    from .gateway import Session

ROOT = Path(__file__).resolve().parents[2]  # the repository: `python -m tests...` runs there


class ChildBot:
    """A bot process started by `start`; end it with `stop` (SIGTERM) or `kill` (SIGKILL)."""

    def __init__(
        self,
        fake: FakeDiscord,
        process: asyncio.subprocess.Process,
        shards: set[tuple[int, int]],
        log_path: Path,
        before: set[str],
    ) -> None:
        self.fake = fake
        self.process = process
        #: The ``(shard_id, shard_count)`` it runs.
        self.shards = shards
        self.log_path = log_path
        self._before = before  # the fake's sessions before it started: not its own
        self._sessions: list[Session] = []

    @classmethod
    async def start(
        cls,
        fake: FakeDiscord,
        database: Path | str,
        *,
        env: Mapping[str, str] | None = None,
        log_path: Path | None = None,
        wait_ready: bool = True,
        timeout: float = 30.0,
        computer_pause: float | None = None,
        look_pace: float | None = None,
    ) -> ChildBot:
        """Start ``python -m testbed.fakediscord.child_bot`` for ``fake`` with the database
        and settings (``SHARD_COUNT``, ``SHARD_IDS``, ...) given; by default, wait until every
        shard it runs is connected (`ready`). Its log (stdout and stderr) goes to
        ``log_path`` (a temporary file if None)."""
        settings = {"DISCORD_TOKEN": fake.token, "DATABASE_URL": str(database), **(env or {})}
        if log_path is None:
            handle, name = tempfile.mkstemp(prefix="child-bot-", suffix=".log")
            os.close(handle)
            log_path = Path(name)
        command = [sys.executable, "-m", "testbed.fakediscord.child_bot", "--port", str(fake.port)]
        for key, value in settings.items():
            command += ["--env", f"{key}={value}"]
        if computer_pause is not None:
            command += ["--computer-pause", str(computer_pause)]
        if look_pace is not None:
            command += ["--look-pace", str(look_pace)]
        before = set(fake.hub.sessions)
        with open(log_path, "wb") as log:
            process = await asyncio.create_subprocess_exec(
                *command, cwd=ROOT, stdout=log, stderr=asyncio.subprocess.STDOUT
            )
        child = cls(fake, process, _shards(settings, fake.hub.recommended_shards), log_path, before)
        fake.children.append(child)
        if wait_ready:
            await child.ready(timeout=timeout)
        return child

    # --- what the fake sees of it ------------------------------------------------------
    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def running(self) -> bool:
        return self.process.returncode is None

    @property
    def sessions(self) -> list[Session]:
        """Its gateway sessions, connected or not."""
        self._claim()
        return list(self._sessions)

    def _claim(self) -> None:
        """Take the fake's new sessions of its shards (see the module's docstring)."""
        children = self.fake.children
        later = children[children.index(self) + 1 :] if self in children else []
        if not self.running or any(c.running and c.shards & self.shards for c in later):
            return
        taken = {id(s) for c in children for s in c._sessions}
        for sid, session in self.fake.hub.sessions.items():
            ours = sid not in self._before and session.shard in self.shards
            if ours and id(session) not in taken:
                self._sessions.append(session)

    @property
    def connected_shards(self) -> set[tuple[int, int]]:
        return {s.shard for s in self.sessions if s.live}

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    async def ready(self, *, timeout: float = 30.0) -> None:
        """Until each of its shards is connected and was sent its READY and GUILD_CREATEs."""

        def connected() -> bool:
            if not self.running:
                raise FakeDiscordError(
                    f"the child bot exited with {self.process.returncode}:\n{self.log()[-3000:]}"
                )
            return self.connected_shards == self.shards and self.fake.hub.idle

        await self.fake.wait_until(
            connected, timeout=timeout, message=f"the child bot's shards {sorted(self.shards)}"
        )

    # --- ending it -----------------------------------------------------------------------
    async def stop(self, *, timeout: float = 15.0) -> int:
        """SIGTERM (a clean stop) and its exit code."""
        if self.running:
            self.process.send_signal(signal.SIGTERM)
        return await asyncio.wait_for(self.process.wait(), timeout)

    def kill(self) -> None:
        """SIGKILL: the process dies at once, its connections with it."""
        if self.running:
            self.process.kill()

    async def gone(self, *, timeout: float = 10.0) -> None:
        """Until the process has exited and the fake saw each of its connections close."""
        await asyncio.wait_for(self.process.wait(), timeout)
        await self.fake.wait_until(
            lambda: not self.connected_shards,
            timeout=timeout,
            message="the fake to see the child's connections close",
        )


def _shards(settings: Mapping[str, str], recommended: int) -> set[tuple[int, int]]:
    """The shards a bot with these settings runs (the bot checks them; this only reads)."""
    count_text = settings.get("SHARD_COUNT", "").strip()
    count = int(count_text) if count_text else recommended
    ids_text = settings.get("SHARD_IDS", "").strip()
    ids = [int(i) for i in ids_text.split(",")] if ids_text else range(count)
    return {(shard, count) for shard in ids}
