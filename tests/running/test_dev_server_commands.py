"""Commands registered where they belong: after a start with `DEV_GUILD_ID`, a start without
it registers them globally and removes them from that server, so that nobody sees each
command twice; a start with another `DEV_GUILD_ID` removes them from the first one."""

from __future__ import annotations

from pathlib import Path

from bot.running.app import create_bot
from bot.running.config import load_settings
from bot.store.command_syncs import CommandSyncStore
from testbed.fakediscord import FakeDiscord, FakeGuild
from tests.backends import Databases


async def start(fake: FakeDiscord, database: Path, **env: str) -> None:
    """A bot on `database` connects and stops."""
    settings = load_settings(
        {"DISCORD_TOKEN": fake.token, "DATABASE_URL": str(database), **env}, env_file=None
    )
    bot = await create_bot(settings, guild_ready_timeout=0.05, table_delay=0.05)
    async with fake.running(bot):
        pass


def names(fake: FakeDiscord, guild: FakeGuild | None = None) -> list[str]:
    return sorted(command.name for command in fake.commands(guild))


async def test_a_start_without_dev_guild_id_removes_the_dev_servers_commands(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    guild = fake.add_guild("Test server")
    database = tmp_path / "bot.db"
    await start(fake, database, DEV_GUILD_ID=str(guild.id))
    tried = names(fake, guild)
    assert len(tried) >= 7 and names(fake) == []

    await start(fake, database)
    assert names(fake) == tried
    assert names(fake, guild) == [], "each command would show twice in the server"
    # Nothing more to remove at the next start.
    before = len(fake.requests)
    await start(fake, database)
    assert not [r for r in fake.requests[before:] if r.method == "PUT" and "/guilds/" in r.path]


async def test_another_dev_server_takes_the_commands_from_the_first(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    first, second = fake.add_guild("First"), fake.add_guild("Second")
    database = tmp_path / "bot.db"
    await start(fake, database, DEV_GUILD_ID=str(first.id))
    await start(fake, database, DEV_GUILD_ID=str(second.id))
    assert names(fake, first) == []
    assert len(names(fake, second)) >= 7


async def test_sync_commands_0_leaves_every_registration_alone(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    guild = fake.add_guild("Test server")
    database = tmp_path / "bot.db"
    await start(fake, database, DEV_GUILD_ID=str(guild.id))
    await start(fake, database, SYNC_COMMANDS="0")
    assert len(names(fake, guild)) >= 7


async def test_the_store_lists_and_forgets_an_applications_servers(databases: Databases) -> None:
    database = await databases.open()
    try:
        store = CommandSyncStore(database)
        for scope in ("7:global", "7:guild:1", "7:guild:22", "70:guild:3", "8:guild:4"):
            await store.synced(scope, "abc", 1.0)
        assert await store.scopes_starting("7:guild:") == ["7:guild:1", "7:guild:22"]
        await store.forget("7:guild:1")
        assert await store.scopes_starting("7:guild:") == ["7:guild:22"]
        assert await store.digest("7:global") == "abc"
    finally:
        await database.close()
