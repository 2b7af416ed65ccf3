"""Backups of the live database and restoring one into a stopped bot's database.

A backup uses SQLite's online backup API, so the bot may keep writing meanwhile. Both
directions write a `.partial` file next to the target and rename it into place: the target
appears whole or not at all, and no partial file is left behind, whatever fails. Every error
names the file it is about.

A running bot holds `<database>.lock` (bot/running/one_bot.py); `restore` takes it too, so it
never replaces the database under a running bot.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from bot.running.one_bot import DatabaseTaken, alone_on
from bot.store.database import migrations


class BackupError(Exception):
    """A backup or a restore that cannot be done; the message names the file and the cause."""


def backup(source: Path | str, target: Path | None = None, *, folder: bool = False) -> Path:
    """A consistent copy of the live database; returns the file written. `target` is a folder
    (it gets a timestamped file; created if missing) when it is one already, when `folder`
    says so (it was typed with a trailing slash) or when its name has no suffix
    (`backups`); else the file to write (`copy.db`), which must not exist. Without a target:
    the folder `backups` beside the database."""
    source = sqlite_file(source, "pg_dump")
    if not source.is_file():
        raise BackupError(f"there is no database at {source}")
    if target is None:
        target, folder = source.parent / "backups", True
    if folder or target.is_dir() or (not target.exists() and not target.suffix):
        try:
            target.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise BackupError(f"cannot create the folder {target}: {error.strerror}") from None
        target = timestamped(target, source)
    elif target.exists():
        raise BackupError(
            f"{target} exists already: a backup never replaces a file; give another name,"
            " or a folder for a timestamped copy"
        )
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise BackupError(f"cannot create the folder {target.parent}: {error.strerror}") from None
    copy_database(source, target, replace=False)
    return target


def timestamped(folder: Path, source: Path) -> Path:
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    target = folder / f"{source.stem}-{stamp}.db"
    number = 2
    while target.exists():  # two backups within a second
        target = folder / f"{source.stem}-{stamp}-{number}.db"
        number += 1
    return target


def copy_database(source: Path, target: Path, *, replace: bool = True) -> None:
    """`source` copied page by page to `target` through a partial file renamed at the end;
    without `replace`, BackupError rather than replace a file that appeared meanwhile."""
    partial = target.with_name(target.name + ".partial")
    try:
        with contextlib.closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as live:
            try:
                copy = sqlite3.connect(partial)
            except sqlite3.Error as error:
                raise BackupError(f"cannot write {target}: {error}") from None
            with contextlib.closing(copy):
                try:
                    live.backup(copy, pages=1024)
                    # One self-contained file: no write-ahead log beside it.
                    copy.execute("PRAGMA journal_mode=DELETE")
                except sqlite3.Error as error:
                    raise BackupError(f"cannot copy {source} to {target}: {error}") from None
        if replace:
            partial.replace(target)  # the copy appears whole or not at all
        else:
            try:
                os.link(partial, target)  # whole, and never over a file
            except FileExistsError:
                raise BackupError(f"{target} appeared meanwhile: nothing replaced") from None
            except OSError:  # a file system without hard links: check, then rename
                if target.exists():
                    raise BackupError(f"{target} appeared meanwhile: nothing replaced") from None
                partial.replace(target)
    except sqlite3.Error as error:
        raise BackupError(f"cannot read the database {source}: {error}") from None
    except OSError as error:
        raise BackupError(f"cannot write {target}: {error.strerror or error}") from None
    finally:
        if partial.is_file():
            partial.unlink()


def check_backup(path: Path) -> int:
    """The backup's schema version, after SQLite's integrity check; BackupError if it is not
    a sound database of this bot."""
    if not path.is_file():
        raise BackupError(f"there is no backup at {path}")
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    except sqlite3.Error as error:
        raise BackupError(f"{path} is not a readable database: {error}") from None
    if integrity != "ok":
        raise BackupError(f"{path} fails SQLite's integrity check: {integrity}")
    if "games" not in tables or version < 1:
        raise BackupError(f"{path} is not a Back Alley database (no games table)")
    if version > migrations()[-1][0]:
        raise BackupError(
            f"{path} has schema version {version}, newer than this bot ({migrations()[-1][0]})"
        )
    return version


def sqlite_file(database: Path | str, instead: str) -> Path:
    """The SQLite file to back up or restore; a PostgreSQL database has its own tools."""
    if isinstance(database, Path):
        return database
    raise BackupError(
        f"DATABASE_URL names a PostgreSQL server: use PostgreSQL's {instead} (see"
        " docs/operators.md, Scaling out)"
    )


@contextlib.contextmanager
def stopped(database: Path, what: str, then: str = "") -> Iterator[None]:
    """`database` held alone by this tool (`what`) meanwhile (bot/running/one_bot.py):
    BackupError at once while a bot runs on it (the message ends with `then`, what to do
    after stopping it)."""
    with contextlib.ExitStack() as held:
        try:
            held.enter_context(alone_on(database, what))
        except DatabaseTaken as taken:
            raise BackupError(f"{taken}; stop it first{then}") from None
        yield


def restore(source: Path, database: Path | str) -> Path | None:
    """Replace `database` by the backup `source`, after checking the backup. Refused while a
    bot runs on `database`. The database replaced is kept next to it; returns that file."""
    database = sqlite_file(database, "pg_restore")
    check_backup(source)
    with stopped(database, "python -m bot restore", ", then restore"):
        kept = None
        if database.exists():
            kept = timestamped(database.parent, database).with_suffix(".before-restore.db")
            copy_database(database, kept)
        staged = database.with_name(database.name + ".restoring")
        copy_database(source, staged)
        try:
            # The replaced database's write-ahead log must not be applied to the restored one.
            for extra in ("-wal", "-shm"):
                database.with_name(database.name + extra).unlink(missing_ok=True)
            os.replace(staged, database)
        except OSError as error:
            raise BackupError(f"cannot replace {database}: {error.strerror or error}") from None
        finally:
            if staged.is_file():
                staged.unlink()
        return kept
