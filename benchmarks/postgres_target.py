"""The PostgreSQL server a benchmark makes its databases in: a throwaway one on 127.0.0.1
(testbed/pgserver.py) or one a URL names, with the CPU its processes used; and the CPU the whole
machine used, to tell a busy machine from a slow program."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.store.database import redacted
from testbed.pgserver import PgServer

TICKS = os.sysconf("SC_CLK_TCK")


class Server:
    """The PostgreSQL server the benchmark makes its databases in."""

    def __init__(self, url: str | None) -> None:
        self._given = url
        self._local: PgServer | None = None

    def __enter__(self) -> Server:
        if self._given is None:
            self._local = PgServer().start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._local is not None:
            self._local.stop()

    def url(self, name: str) -> str:
        if self._local is not None:
            return self._local.url(name)
        assert self._given is not None
        parts = urlsplit(self._given)
        return urlunsplit(parts._replace(path=f"/{name}"))

    @property
    def where(self) -> str:
        if self._local is not None:
            return (
                f"a throwaway server on 127.0.0.1 ({self._local.bin_dir}; fsync on,"
                " shared_buffers 32MB)"
            )
        assert self._given is not None
        return redacted(self._given)

    def execute(self, sql: str) -> None:
        async def run() -> None:
            connection = await asyncpg.connect(self.url(self.admin_database))
            try:
                await connection.execute(sql)
            finally:
                await connection.close()

        asyncio.run(run())

    @property
    def admin_database(self) -> str:
        if self._local is not None or self._given is None:
            return "postgres"
        return urlsplit(self._given).path.lstrip("/") or "postgres"

    def create(self, name: str, template: str | None = None) -> str:
        """A new database (a file copy of `template`, which nobody may be connected to)."""
        self.drop(name)
        if template is None:
            self.execute(f'CREATE DATABASE "{name}"')
        else:
            self.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}" STRATEGY = FILE_COPY')
        return self.url(name)

    def drop(self, name: str) -> None:
        self.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def cpu_seconds(self) -> float | None:
        """CPU seconds the server's processes used so far (those gone included, through the
        postmaster's reaped children); None for a server not run here."""
        if self._local is None:
            return None
        postmaster = int((self._local.data_dir / "postmaster.pid").read_text().split()[0])
        total = 0.0
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2 :].split()
            pid, ppid = int(entry.name), int(fields[1])
            if pid == postmaster:
                total += sum(int(f) for f in fields[11:15])  # its own and its reaped children's
            elif ppid == postmaster:
                total += int(fields[11]) + int(fields[12])
        return total / TICKS


def machine_busy() -> float:
    """CPU seconds the whole machine has been busy (all cores), from /proc/stat."""
    fields = [int(f) for f in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle, iowait
    return (sum(fields[:8]) - idle) / TICKS
