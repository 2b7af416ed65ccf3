from __future__ import annotations

from pathlib import Path

import pytest

from bot.running.config import ConfigError, load_settings, read_env_file
from bot.store.shards import Shards


def test_settings_from_the_environment(tmp_path: Path) -> None:
    settings = load_settings(
        {"DISCORD_TOKEN": "abc", "DATABASE_URL": "sqlite:///x/y.db", "DEV_GUILD_ID": "42"},
        env_file=tmp_path / "missing.env",
    )
    assert settings.token == "abc"
    assert settings.database == Path("x/y.db")
    assert settings.dev_guild_id == 42
    assert settings.log_level == "INFO"


def test_the_environment_wins_over_the_env_file(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text(
        "# a comment\n\nDISCORD_TOKEN='from-file'\nLOG_LEVEL=debug\nexport DATABASE_URL=f.db\n",
        encoding="utf-8",
    )
    assert read_env_file(env)["DISCORD_TOKEN"] == "from-file"
    settings = load_settings({"DISCORD_TOKEN": "from-env"}, env_file=env)
    assert settings.token == "from-env"
    assert settings.log_level == "DEBUG"
    assert settings.database == Path("f.db")


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "  "}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "t", "LOG_LEVEL": "LOUD"}, "LOG_LEVEL must be one of"),
        ({"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID must be"),
        ({"DISCORD_TOKEN": "t", "DATABASE_URL": "mysql://x"}, "DATABASE_URL"),
        ({"DISCORD_TOKEN": "t", "SYNC_COMMANDS": "sometimes"}, "SYNC_COMMANDS must be"),
        ({"DISCORD_TOKEN": "t", "METRICS_PORT": "web"}, "METRICS_PORT must be"),
        ({"DISCORD_TOKEN": "t", "METRICS_PORT": "70000"}, "METRICS_PORT must be"),
    ],
)
def test_bad_settings_say_what_is_wrong(
    tmp_path: Path, environ: dict[str, str], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        load_settings(environ, env_file=tmp_path / "none")


def test_a_malformed_env_file_names_the_line(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=x\nnot a setting\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=":2:"):
        load_settings({}, env_file=env)


def test_shards_are_unset_by_default(tmp_path: Path) -> None:
    settings = load_settings({"DISCORD_TOKEN": "t"}, env_file=tmp_path / "none")
    assert settings.shard_count is None and settings.shard_ids is None
    assert settings.shards == Shards.everything()


@pytest.mark.parametrize(
    ("count", "ids", "shard_count", "shard_ids", "owned"),
    [
        ("2", "0,1", 2, (0, 1), {0, 1}),
        ("4", " 3 , 1", 4, (3, 1), {1, 3}),
        ("3", "", 3, None, {0, 1, 2}),  # no ids: every shard of the count
        ("1", "0", 1, (0,), {0}),
    ],
)
def test_shard_settings(
    tmp_path: Path,
    count: str,
    ids: str,
    shard_count: int,
    shard_ids: tuple[int, ...] | None,
    owned: set[int],
) -> None:
    settings = load_settings(
        {"DISCORD_TOKEN": "t", "SHARD_COUNT": count, "SHARD_IDS": ids},
        env_file=tmp_path / "none",
    )
    assert settings.shard_count == shard_count
    assert settings.shard_ids == shard_ids
    assert settings.shards == Shards(shard_count, frozenset(owned))


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({"SHARD_COUNT": "0"}, r"^SHARD_COUNT must be a whole number of at least 1 .*'0'$"),
        ({"SHARD_COUNT": "-2"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_COUNT": "1.5"}, "SHARD_COUNT must be a whole number"),
        ({"SHARD_IDS": "0"}, "^SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,,1"}, "^SHARD_IDS must be shard numbers"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "^SHARD_IDS must be shard numbers"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "-1"}, "^SHARD_IDS must be shard numbers"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1,2"}, r"^SHARD_IDS has 2, but .* 0 to 1$"),
        ({"SHARD_COUNT": "3", "SHARD_IDS": "1,0,1"}, "^SHARD_IDS lists 1 more than once$"),
    ],
)
def test_bad_shard_settings_say_what_is_wrong(
    tmp_path: Path, environ: dict[str, str], message: str
) -> None:
    with pytest.raises(ConfigError, match=message) as raised:
        load_settings({"DISCORD_TOKEN": "t", **environ}, env_file=tmp_path / "none")
    assert "\n" not in str(raised.value)


def test_a_server_belongs_to_the_shard_of_its_id() -> None:
    shards = Shards(2, frozenset({1}))
    assert shards.of_guild(5 << 22) == 1 and shards.owns(5 << 22)
    assert shards.of_guild(4 << 22 | 12345) == 0 and not shards.owns(4 << 22 | 12345)
    assert shards.of_guild(None) == 0 and not shards.owns(None)  # DMs go to shard 0
    assert Shards(2, frozenset({0})).owns(None)
    everything = Shards.everything()
    assert everything.all and everything.owns(None) and everything.owns(7 << 22)
    assert not shards.all and Shards.of(3).all
    for bad in ((0, {0}), (2, {2}), (2, set())):
        with pytest.raises(ValueError):
            Shards(bad[0], frozenset(bad[1]))


@pytest.mark.parametrize(
    ("typed", "chosen"),
    [("", "auto"), ("1", "auto"), ("auto", "auto"), ("0", "never"), ("off", "never"),
     ("force", "always"), (" FORCE ", "always")],
)  # fmt: skip
def test_sync_commands_when_changed_never_or_always(
    tmp_path: Path, typed: str, chosen: str
) -> None:
    environ = {"DISCORD_TOKEN": "t", "SYNC_COMMANDS": typed}
    assert load_settings(environ, env_file=tmp_path / "none").sync_commands == chosen


def test_metrics_are_off_unless_a_port_is_given(tmp_path: Path) -> None:
    off = load_settings({"DISCORD_TOKEN": "t"}, env_file=tmp_path / "none")
    assert off.metrics_port is None
    on = load_settings(
        {"DISCORD_TOKEN": "t", "METRICS_PORT": "9108", "METRICS_HOST": "0.0.0.0"},
        env_file=tmp_path / "none",
    )
    assert (on.metrics_port, on.metrics_host) == (9108, "0.0.0.0")
    local = load_settings({"DISCORD_TOKEN": "t", "METRICS_PORT": "9108"}, env_file=None)
    assert local.metrics_host == "127.0.0.1"
