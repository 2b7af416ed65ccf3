"""The commands are registered with Discord only when they changed: a restart with the same
commands sends no registration, a changed description sends one, only the process of shard 0
registers, and `SYNC_COMMANDS` overrides (`0` never, `force` always)."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest
from discord import app_commands

from bot.running.app import create_bot
from bot.running.config import load_settings
from bot.ui.words import command_names
from bot.ui.words.translator import CommandTranslator
from testbed.fakediscord import FakeDiscord


def registrations(fake: FakeDiscord) -> int:
    """The bot's requests that register commands (a bulk overwrite)."""
    return sum(1 for r in fake.requests if r.method == "PUT" and r.path.endswith("/commands"))


def look_ups(fake: FakeDiscord) -> int:
    return sum(1 for r in fake.requests if r.method == "GET" and r.path.endswith("/commands"))


async def start(fake: FakeDiscord, database: Path, **env: str) -> None:
    """Start a bot on `database`, let it connect, stop it."""
    settings = load_settings(
        {"DISCORD_TOKEN": fake.token, "DATABASE_URL": str(database), **env}, env_file=None
    )
    bot = await create_bot(settings, guild_ready_timeout=0.05, table_delay=0.05)
    async with fake.running(bot):
        pass


@pytest.fixture
async def fake() -> FakeDiscord:
    async with FakeDiscord() as running:
        running.add_guild("Card club")
        yield running


async def test_a_restart_with_unchanged_commands_registers_nothing(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    await start(fake, tmp_path / "bot.db")
    assert registrations(fake) == 1
    registered = {c.name: c.id for c in fake.commands()}
    command_names.remember([])
    await start(fake, tmp_path / "bot.db")
    assert registrations(fake) == 1, "the same commands were registered again"
    assert look_ups(fake) == 1
    # The messages still mention the commands by the ids Discord gave them.
    assert command_names.known_ids() == registered


async def test_a_changed_description_registers_again(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await start(fake, tmp_path / "bot.db")
    translate = CommandTranslator.translate

    async def reworded(
        self: CommandTranslator,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        said = await translate(self, string, locale, context)
        if locale is discord.Locale.danish and string.message.startswith("Open a Back Alley"):
            return "Åbn en ny lobby her"
        return said

    monkeypatch.setattr(CommandTranslator, "translate", reworded)
    await start(fake, tmp_path / "bot.db")
    assert registrations(fake) == 2
    new = next(
        option
        for command in fake.commands()
        if command.name == "backalley"
        for option in command.payload()["options"]
        if option["name"] == "new"
    )
    assert new["description_localizations"]["da"] == "Åbn en ny lobby her"
    await start(fake, tmp_path / "bot.db")
    assert registrations(fake) == 2


@pytest.mark.parametrize(("sync", "expected"), [("0", 0), ("force", 2)])
async def test_sync_commands_overrides_the_decision(
    fake: FakeDiscord, tmp_path: Path, sync: str, expected: int
) -> None:
    await start(fake, tmp_path / "bot.db", SYNC_COMMANDS=sync)
    await start(fake, tmp_path / "bot.db", SYNC_COMMANDS=sync)
    assert registrations(fake) == expected


async def test_only_the_process_of_shard_0_registers(fake: FakeDiscord, tmp_path: Path) -> None:
    await start(fake, tmp_path / "one.db", SHARD_COUNT="2", SHARD_IDS="1")
    assert registrations(fake) == 0
    await start(fake, tmp_path / "zero.db", SHARD_COUNT="2", SHARD_IDS="0")
    assert registrations(fake) == 1
