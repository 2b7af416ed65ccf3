from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import ConfigError, load_settings, read_env_file


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
