"""Settings, read once at start-up from the environment and an optional `.env` file.

Importing this module loads nothing of the bot's store (imported where a setting is read):
`python -m bot health`, a container's check every 30 s, reads one setting and one file."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.store.shards import Shards

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(ValueError):
    """A setting is missing or wrong; the message says which and what to do."""


class TokenMissing(ConfigError):
    """No DISCORD_TOKEN at all: most likely a first start, which deserves directions."""


@dataclass(frozen=True, slots=True)
class Settings:
    token: str
    database: Path | str  # a SQLite file, or a PostgreSQL URL (DATABASE_URL)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    sync_commands: str = "auto"  # SYNC_CHOICES: when the commands changed, never, always
    log_file: Path | None = None  # also log to this file, rotated at 10 MB
    heartbeat_file: Path | None = None  # written every 30 s while connected (health checks)
    # Where Discord is: only for a proxy or a test server; Discord itself by default.
    discord_api: str | None = None
    discord_gateway: str | None = None
    # Discord's shards: how many in all, and the ones this process runs (None: all of them).
    # Neither set: discord.py asks Discord how many, and this process runs them all.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # Prometheus metrics and /healthz on this port (None: off), listening on metrics_host.
    metrics_port: int | None = None
    metrics_host: str = "127.0.0.1"

    @property
    def log_level_number(self) -> int:
        return int(getattr(logging, self.log_level))

    @property
    def shards(self) -> Shards:
        """The servers this process owns."""
        from bot.store.shards import Shards

        return Shards.of(self.shard_count, self.shard_ids)


def read_env_file(path: Path) -> dict[str, str]:
    """`KEY=value` lines of a `.env` file; blank lines and `#` comments are skipped."""
    values: dict[str, str] = {}
    if not path.exists():
        return values
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export ") :]
        key, sep, value = line.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"{path}:{number}: expected KEY=value")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def setting(
    name: str, environ: Mapping[str, str] | None = None, env_file: Path | None = Path(".env")
) -> str:
    """One setting as `load_settings` reads it (the environment over `.env`), unchecked; ""
    when unset."""
    values = read_env_file(env_file) if env_file is not None else {}
    values.update(os.environ if environ is None else environ)
    return values.get(name, "").strip()


def load_settings(
    environ: Mapping[str, str] | None = None,
    env_file: Path | None = Path(".env"),
    *,
    require_token: bool = True,
) -> Settings:
    """Settings from the environment, which wins over the `.env` file."""
    from bot.store.database import database_target

    values = read_env_file(env_file) if env_file is not None else {}
    values.update(os.environ if environ is None else environ)

    token = values.get("DISCORD_TOKEN", "").strip()
    if not token and require_token:
        raise TokenMissing(
            "DISCORD_TOKEN is not set: put the bot's token in the environment or in .env "
            "(see .env.example)"
        )
    try:
        database = database_target(values.get("DATABASE_URL"))
    except ValueError as error:
        raise ConfigError(str(error)) from None

    guild_text = values.get("DEV_GUILD_ID", "").strip()
    dev_guild_id = None
    if guild_text:
        if not guild_text.isdigit():
            raise ConfigError(f"DEV_GUILD_ID must be a server id (digits), not {guild_text!r}")
        dev_guild_id = int(guild_text)

    level = values.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}")

    sync = _sync(values.get("SYNC_COMMANDS", ""))
    log_file = _path(values.get("LOG_FILE"))
    if log_file is not None and not _writable(log_file):
        raise ConfigError(f"LOG_FILE {log_file} cannot be written: check the folder exists")
    if isinstance(database, Path) and str(database) != ":memory:" and not _writable(database):
        raise ConfigError(
            f"the database {database} (DATABASE_URL) cannot be written: check the folder's "
            "permissions"
        )
    shard_count = _shard_count(values.get("SHARD_COUNT", ""))
    shard_ids = _shard_ids(values.get("SHARD_IDS", ""), shard_count)
    return Settings(
        token,
        database,
        dev_guild_id,
        level,
        sync,
        log_file,
        _path(values.get("HEARTBEAT_FILE")),
        values.get("DISCORD_API_URL", "").strip() or None,
        values.get("DISCORD_GATEWAY_URL", "").strip() or None,
        shard_count,
        shard_ids,
        _port(values.get("METRICS_PORT", "")),
        values.get("METRICS_HOST", "").strip() or "127.0.0.1",
    )


def _port(text: str) -> int | None:
    if not text.strip():
        return None
    try:
        port = int(text)
    except ValueError:
        port = 0
    if not 1 <= port <= 65535:
        raise ConfigError(f"METRICS_PORT must be a port number (1-65535), not {text!r}")
    return port


# SYNC_COMMANDS: register the commands with Discord when they changed since the last time
# (`auto`, the default), never (`0`), or at every start (`force`).
SYNC_AUTO, SYNC_NEVER, SYNC_ALWAYS = "auto", "never", "always"
SYNC_WORDS = {
    SYNC_AUTO: ("", "auto", "1", "true", "yes", "on"),
    SYNC_NEVER: ("0", "false", "no", "off", "never"),
    SYNC_ALWAYS: ("force", "always"),
}


def _sync(text: str) -> str:
    typed = text.strip().lower()
    for choice, words in SYNC_WORDS.items():
        if typed in words:
            return choice
    raise ConfigError(
        f"SYNC_COMMANDS must be auto (when they changed), 0 (never) or force (always), not {text!r}"
    )


def _shard_count(text: str) -> int | None:
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or int(text) < 1:
        raise ConfigError(
            f"SHARD_COUNT must be a whole number of at least 1 (how many shards in all), "
            f"not {text!r}"
        )
    return int(text)


def _shard_ids(text: str, count: int | None) -> tuple[int, ...] | None:
    """`SHARD_IDS`, e.g. `0,1`: the shards this process runs, each below `SHARD_COUNT`."""
    text = text.strip()
    if not text:
        return None
    if count is None:
        raise ConfigError("SHARD_IDS needs SHARD_COUNT: set how many shards there are in all")
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isdigit() for part in parts):
        raise ConfigError(
            f"SHARD_IDS must be shard numbers separated by commas (e.g. 0,1), not {text!r}"
        )
    ids = tuple(int(part) for part in parts)
    for shard in ids:
        if shard >= count:
            raise ConfigError(
                f"SHARD_IDS has {shard}, but with SHARD_COUNT={count} shards are numbered "
                f"0 to {count - 1}"
            )
    repeated = sorted({shard for shard in ids if ids.count(shard) > 1})
    if repeated:
        raise ConfigError(f"SHARD_IDS lists {repeated[0]} more than once")
    return ids


def _path(text: str | None) -> Path | None:
    return Path(text.strip()) if text and text.strip() else None


def _writable(path: Path) -> bool:
    """The file can be written, or created in its folder (or the folder can be created)."""
    if path.exists():
        return os.access(path, os.W_OK)
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return folder.is_dir() and os.access(folder, os.W_OK)
