"""One bot per SQLite file: a running bot holds `<database>.lock` alone.

Two bots on one file (a `make run` in a terminal beside a systemd unit) would both connect,
both run the same games' timers and computer turns and answer the same buttons, each
holding its own copy of every game: a second start is refused instead, and the refusal
names the process that holds the file (pid, host, since when), written into the lock file
by whoever holds it. The offline tools that change the database (`restore`, `forget`,
`abandon`) take the same lock, so they never run under a bot either.

The lock is the operating system's (`flock`): it goes with the process that holds it, so a
bot killed outright leaves nothing that blocks its restart; what it wrote into the file is
then only read by nobody and overwritten by the next holder. The bot's worker processes are
started fresh (forkserver), so they never inherit it. A PostgreSQL database is shared by
design and has no file to lock (there the bots hold a shared lock in the server, which the
offline tools need alone).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import socket
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

BOT = "a bot"


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a database's lock, as it wrote itself into the lock file."""

    what: str  # "a bot", or the tool ("python -m bot restore")
    pid: int
    host: str
    since: float  # a Unix time

    def describe(self, now: float | None = None) -> str:
        """`pid 4242 on nas, since 2026-12-06 07:30:12 UTC, 5 min ago`."""
        elapsed = max(0.0, (time.time() if now is None else now) - self.since)
        stamp = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(self.since))
        return f"pid {self.pid} on {self.host}, since {stamp}, {ago(elapsed)}"


def ago(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s ago"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} min ago"
    if seconds < 48 * 3600:
        return f"{seconds / 3600:.0f} h ago"
    return f"{seconds / 86400:.0f} days ago"


class DatabaseTaken(Exception):
    """Another process holds the database's lock."""

    def __init__(self, database: Path, holder: Holder | None) -> None:
        self.database = database
        self.holder = holder
        if holder is None:  # it has not written itself in yet
            said = f"another process is running on {database}"
        else:
            said = f"{holder.what} is running on {database} ({holder.describe()})"
        super().__init__(said)


def lock_file(database: Path) -> Path:
    return database.with_name(database.name + ".lock")


def holder_of(handle: IO[bytes]) -> Holder | None:
    """What the holder wrote into the lock file; None when it wrote nothing readable yet."""
    handle.seek(0)
    try:
        found = json.loads(handle.read().decode("utf-8"))
        return Holder(str(found["what"]), int(found["pid"]), str(found["host"]), found["since"])
    except (ValueError, KeyError, TypeError):
        return None


def file_database(database: Path | str) -> Path | None:
    """The SQLite file to lock; None for PostgreSQL or an in-memory database."""
    if not isinstance(database, Path) or str(database) == ":memory:":
        return None
    return database


@contextlib.contextmanager
def alone_on(database: Path | str, what: str = BOT) -> Iterator[None]:
    """Hold `database`'s lock for as long as the block runs, written as held by `what` (this
    process); DatabaseTaken at once when another process holds it."""
    path = file_database(database)
    if path is None:
        yield
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(lock_file(path), "a+b") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise DatabaseTaken(path, holder_of(handle)) from None
        try:
            handle.seek(0)
            handle.truncate()
            me = {"what": what, "pid": os.getpid(), "host": socket.gethostname()}
            handle.write(json.dumps({**me, "since": time.time()}).encode("utf-8"))
            handle.flush()
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
