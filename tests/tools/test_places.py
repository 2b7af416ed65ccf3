"""The doctor looks at where the open games live: a deleted place, and the permissions the
bot lacks there, asked of the fake Discord."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.store import open_database
from bot.tools.doctor import doctor
from testbed.fakediscord import FakeDiscord
from testbed.fakediscord.permissions import ATTACH_FILES, EMBED_LINKS

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD"
GAME = (
    "INSERT INTO games (guild_id, channel_id, place_id, host_id, preset, options, status,"
    " created_at, updated_at) VALUES (?, ?, ?, 1, 'classic', '{}', 'lobby', 0, 0)"
)


async def test_the_doctor_lists_deleted_places_and_missing_permissions(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    async with FakeDiscord(token=TOKEN) as fake:
        guild = fake.add_guild("Club")
        fine = fake.add_text_channel(guild, "fine")
        bare = fake.add_text_channel(guild, "bare")
        gone = fake.add_text_channel(guild, "gone")
        fake.set_permissions(bare, guild.members[fake.bot_user.id], deny=EMBED_LINKS | ATTACH_FILES)
        database = await open_database(path)
        async with database.transaction() as tx:
            await tx.execute("INSERT INTO guilds (id, created_at) VALUES (?, 0)", (guild.id,))
            for channel in (fine, bare, gone):
                await tx.execute(GAME, (guild.id, channel.id, channel.id))
        await database.close()
        fake.delete_channel(gone)

        env = {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_URL": str(path),
            "DISCORD_API_URL": f"{fake.base_url}/api/v10",
        }
        found = await asyncio.to_thread(doctor, env, None, connect=True)
    report = "\n".join(found.lines)
    assert f"game 1 (channel {fine.id}): the bot has the permissions" in report, report
    assert f"game 2 (channel {bare.id}): the bot lacks Embed Links, Attach Files" in report
    assert "Manage Roles" in report
    assert f"game 3 (channel {gone.id}): its channel, thread or server no longer exists" in report
    assert found.problems == 2
