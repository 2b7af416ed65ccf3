"""A throwaway PostgreSQL server for the tests: its own folder, its own port on 127.0.0.1, trust
authentication, removed with everything in it by `PgServer.stop`.

    with PgServer() as server:
        server.create_database("game")
        url = server.url("game")  # postgresql://postgres@127.0.0.1:PORT/game

The server programs (initdb, pg_ctl, postgres) come from PATH, else from the highest version
under /usr/lib/postgresql/*/bin (Debian's layout); `make test` installs them. As root, the
server runs as the ``postgres`` user (PostgreSQL refuses to run as root); otherwise as the
current user.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import dataclasses
import glob
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

T = TypeVar("T")

PROGRAMS = ("initdb", "pg_ctl", "postgres")
DEBIAN_BINS = "/usr/lib/postgresql/*/bin"
# Database names made by tests: no quoting surprises.
NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


class ServerProgramsMissing(RuntimeError):
    pass


def find_bin_dir(search_path: str | None = None, debian_bins: str = DEBIAN_BINS) -> Path:
    """The folder holding initdb, pg_ctl and postgres: where PATH's initdb really lives (Debian
    puts only links on PATH, if any), else the highest version of /usr/lib/postgresql."""
    candidates: list[Path] = []
    on_path = shutil.which("initdb", path=search_path)
    if on_path:
        candidates += [Path(on_path).resolve().parent, Path(on_path).parent]

    def version(folder: str) -> tuple[int, ...]:
        number = Path(folder).parent.name
        if not re.fullmatch(r"\d+(\.\d+)*", number):
            return ()
        return tuple(int(part) for part in number.split("."))

    candidates += [Path(p) for p in sorted(glob.glob(debian_bins), key=version, reverse=True)]
    for folder in candidates:
        if all(os.access(folder / name, os.X_OK) for name in PROGRAMS):
            return folder
    raise ServerProgramsMissing(
        "the PostgreSQL server programs (initdb, pg_ctl, postgres) are neither on PATH nor in "
        f"{DEBIAN_BINS}: run `make test`, which installs them (Debian's postgresql package)"
    )


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass(frozen=True)
class Timings:
    """Seconds spent by the last `start` (initdb included) and the last database creation."""

    initdb: float = 0.0
    start: float = 0.0
    create_database: float = 0.0


class PgServer:
    """One PostgreSQL server in a temporary folder. Not started until `start`."""

    def __init__(
        self,
        *,
        bin_dir: Path | None = None,
        base_dir: str | None = None,
        max_connections: int = 200,
        fsync: bool = True,
        settings: Mapping[str, str] | None = None,
    ) -> None:
        self.bin_dir = bin_dir or find_bin_dir()
        self.base_dir = base_dir
        self.max_connections = max_connections
        # fsync only matters if the machine itself goes down: a SIGKILLed client or an
        # immediate server restart leaves the written WAL in the OS page cache, which
        # survives. Kept on so the tests measure what production pays; off is safe here.
        self.fsync = fsync
        self.extra_settings = dict(settings or {})
        self.folder: Path | None = None
        self.port = 0
        self.timings = Timings()
        self._user: str | None = "postgres" if os.geteuid() == 0 else None

    # Paths -------------------------------------------------------------------------------

    @property
    def data_dir(self) -> Path:
        return self._folder() / "data"

    @property
    def socket_dir(self) -> Path:
        return self._folder() / "sock"

    @property
    def log_file(self) -> Path:
        return self._folder() / "server.log"

    @property
    def running(self) -> bool:
        return self.folder is not None and (self.data_dir / "postmaster.pid").exists()

    def url(self, dbname: str = "postgres") -> str:
        if not self.port:
            raise RuntimeError("the server is not started")
        return f"postgresql://postgres@127.0.0.1:{self.port}/{dbname}"

    def _folder(self) -> Path:
        if self.folder is None:
            raise RuntimeError("the server has no folder: start it first")
        return self.folder

    # Life cycle --------------------------------------------------------------------------

    def start(self) -> PgServer:
        """Creates the folder and the cluster, then starts the server (waiting until it
        accepts connections). Cleans up after itself if any step fails."""
        if self.folder is not None:
            raise RuntimeError("already started")
        self.folder = Path(tempfile.mkdtemp(prefix="pgtest-", dir=self.base_dir))
        # Should the caller forget to stop it (an interrupted session), at least at exit.
        atexit.register(self.stop)
        try:
            began = time.perf_counter()
            self._make_folders()
            self._initdb()
            initdb = time.perf_counter() - began
            # Another process may take the free port between the probe and the bind.
            for attempt in range(3):
                self.port = free_port()
                self._write_settings()
                try:
                    self._pg_ctl("start", "-w", "-t", "60", "-l", str(self.log_file))
                    break
                except subprocess.CalledProcessError:
                    if attempt == 2 or "already in use" not in self.log_tail():
                        raise
            self.timings = Timings(initdb=initdb, start=time.perf_counter() - began)
        except BaseException as error:
            log = self.log_tail()
            self._remove_folder()
            if isinstance(error, subprocess.CalledProcessError):
                raise RuntimeError(
                    f"PostgreSQL did not start: {error}\n{error.stdout}{error.stderr}\n{log}"
                ) from error
            raise
        return self

    def stop(self) -> None:
        """Stops the server and removes its folder; harmless when already stopped."""
        if self.folder is None:
            return
        try:
            if self.running:
                # Immediate: the data is thrown away, so no shutdown checkpoint (seconds of
                # fsync after many databases).
                try:
                    self._pg_ctl("stop", "-w", "-t", "30", "-m", "immediate")
                except subprocess.CalledProcessError:
                    self._kill_postmaster()
        finally:
            self._remove_folder()
            atexit.unregister(self.stop)

    def restart_immediate(self) -> None:
        """`pg_ctl restart -m immediate`: the server processes quit at once, without a
        checkpoint (as in a crash), every connection is cut, and the server starts again with
        crash recovery from the WAL, on the same port."""
        self._pg_ctl("restart", "-w", "-t", "60", "-m", "immediate", "-l", str(self.log_file))

    def halt(self) -> None:
        """The server quits at once, as in a crash, and stays down (its folder kept) until
        `resume`: an outage."""
        self._pg_ctl("stop", "-w", "-t", "30", "-m", "immediate")

    def resume(self) -> None:
        """Start the halted server again, on the same port, with crash recovery."""
        self._pg_ctl("start", "-w", "-t", "60", "-l", str(self.log_file))

    def __enter__(self) -> PgServer:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()

    def log_tail(self, lines: int = 30) -> str:
        try:
            text = self.log_file.read_text(encoding="utf-8", errors="replace")
        except (OSError, RuntimeError):
            return ""
        return "\n".join(text.splitlines()[-lines:])

    # Databases ---------------------------------------------------------------------------

    async def create_database_async(self, name: str, template: str = "template1") -> None:
        """A new database, a copy of `template` (which must have no other connections)."""
        began = time.perf_counter()
        await self.execute_async(
            f'CREATE DATABASE "{_checked(name)}" TEMPLATE "{_checked(template)}"'
        )
        self.timings = dataclasses.replace(
            self.timings, create_database=time.perf_counter() - began
        )

    async def drop_database_async(self, name: str) -> None:
        """Drops the database, cutting any connection a test left open (PostgreSQL 13+)."""
        await self.execute_async(f'DROP DATABASE IF EXISTS "{_checked(name)}" WITH (FORCE)')

    async def make_template_async(self, name: str) -> None:
        """Freezes a prepared database (say, migrated once per session) as a template: copies
        of it are cheap, and it takes no more connections that would block the copying."""
        await self.execute_async(
            f'ALTER DATABASE "{_checked(name)}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false'
        )
        await self.execute_async(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            f"WHERE datname = '{_checked(name)}' AND pid <> pg_backend_pid()"
        )

    async def execute_async(self, sql: str, dbname: str = "postgres") -> None:
        import asyncpg

        connection = await asyncpg.connect(self.url(dbname))
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    # The same, from synchronous code (fixtures, or a test inside a running loop: the work
    # runs on a thread of its own, with its own loop).

    def create_database(self, name: str, template: str = "template1") -> None:
        self.run(self.create_database_async, name, template)

    def drop_database(self, name: str) -> None:
        self.run(self.drop_database_async, name)

    def make_template(self, name: str) -> None:
        self.run(self.make_template_async, name)

    def execute(self, sql: str, dbname: str = "postgres") -> None:
        self.run(self.execute_async, sql, dbname)

    @staticmethod
    def run(function: Callable[..., Awaitable[T]], *args: Any) -> T:
        """Runs an async function to completion on a fresh thread and event loop."""
        result: list[T] = []
        failure: list[BaseException] = []

        def target() -> None:
            async def main() -> T:
                return await function(*args)

            try:
                result.append(asyncio.run(main()))
            except BaseException as error:
                failure.append(error)

        thread = threading.Thread(target=target, name="pgserver")
        thread.start()
        thread.join()
        if failure:
            raise failure[0]
        return result[0]

    # Internals ---------------------------------------------------------------------------

    def _make_folders(self) -> None:
        folder = self._folder()
        self.socket_dir.mkdir()
        if self._user is not None:
            for path in (folder, self.socket_dir):
                shutil.chown(path, self._user, self._user)

    def _initdb(self) -> None:
        self._program(
            "initdb",
            "-D", str(self.data_dir),
            "-U", "postgres",
            "-A", "trust",
            "-E", "UTF8",
            "--locale=C",
            "--no-sync",
            "--no-instructions",
        )  # fmt: skip
        # Only the loopback address and the socket in our folder, without a password.
        (self.data_dir / "pg_hba.conf").write_text(
            "local all all trust\nhost all all 127.0.0.1/32 trust\n", encoding="utf-8"
        )

    def _write_settings(self) -> None:
        settings = {
            "listen_addresses": "'127.0.0.1'",
            "port": str(self.port),
            "unix_socket_directories": f"'{self.socket_dir}'",
            "max_connections": str(self.max_connections),
            "fsync": "on" if self.fsync else "off",
            # An acknowledged commit is in the WAL: the crash tests rely on it.
            "synchronous_commit": "on",
            "shared_buffers": "32MB",
            # As in the postgres image; a test's clock should not depend on the machine's.
            "timezone": "'UTC'",
            "log_timezone": "'UTC'",
            # Short queries: compiling them never pays.
            "jit": "off",
            **self.extra_settings,
        }
        text = "".join(f"{key} = {value}\n" for key, value in settings.items())
        (self.data_dir / "pgserver.conf").write_text(text, encoding="utf-8")
        conf = self.data_dir / "postgresql.conf"
        include = "include 'pgserver.conf'\n"
        if include not in conf.read_text(encoding="utf-8"):
            with conf.open("a", encoding="utf-8") as out:
                out.write(include)
        if self._user is not None:
            for path in (self.data_dir / "pgserver.conf", conf):
                shutil.chown(path, self._user, self._user)

    def _pg_ctl(self, *args: str) -> None:
        self._program("pg_ctl", "-D", str(self.data_dir), *args)

    def _program(self, name: str, *args: str) -> None:
        # PG* variables of the caller would point the programs elsewhere.
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env.update(LC_ALL="C", LANG="C", HOME=str(self._folder()))
        user: dict[str, Any] = {}
        if self._user is not None:
            user = {"user": self._user, "group": self._user, "extra_groups": []}
        subprocess.run(
            [str(self.bin_dir / name), *args],
            cwd=self._folder(),
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
            **user,
        )

    def _kill_postmaster(self) -> None:
        try:
            pid = int((self.data_dir / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return
        # SIGQUIT: the immediate shutdown; its children follow the postmaster.
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGQUIT)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)

    def _remove_folder(self) -> None:
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None
            self.port = 0


def _checked(name: str) -> str:
    if not NAME.match(name):
        raise ValueError(f"not a plain database name: {name!r}")
    return name


def unique_names(prefix: str = "t") -> Iterator[str]:
    """t1_<pid>, t2_<pid>, …: unique in this process, and across processes sharing a server."""
    number = 0
    while True:
        number += 1
        yield f"{prefix}{number}_{os.getpid()}"
