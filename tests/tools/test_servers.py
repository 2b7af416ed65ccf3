"""The doctor says, for each server the bot is in, which features lack which permission
there, from the bot's permissions as the fake Discord reports them."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from bot.running.invite import bot_permissions
from bot.store import open_database
from bot.tools.doctor import doctor
from bot.tools.servers import PAGE
from testbed.fakediscord import FakeDiscord

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD"
OLD_INVITE = 309237763072  # without Create Private Threads


async def test_the_doctor_names_the_features_each_server_lacks_a_permission_for(
    tmp_path: Path,
) -> None:
    path = tmp_path / "bot.db"
    async with FakeDiscord(token=TOKEN) as fake:
        old = fake.add_guild("Old invite", bot_permissions=OLD_INVITE)
        fake.add_guild("Current invite", bot_permissions=bot_permissions())
        crowned = fake.add_guild("Crowned", bot_permissions=bot_permissions())
        fake.add_guild("Usual")
        # Only the server that chose a champions' role needs Manage Roles.
        database = await open_database(path)
        async with database.transaction() as tx:
            await tx.execute(
                "INSERT INTO guilds (id, settings, created_at) VALUES (?, ?, 0)",
                (crowned.id, json.dumps({"champion_role": 1234})),
            )
        await database.close()
        env = {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_URL": str(path),
            "DISCORD_API_URL": f"{fake.base_url}/api/v10",
        }
        found = await asyncio.to_thread(doctor, env, None, connect=True)
        listed = [r for r in fake.requests if r.path.startswith("/api/v10/users/@me/guilds")]
    report = "\n".join(found.lines)
    assert (
        f"problem  server Old invite ({old.id}): features without a permission they need:"
        " the daily deal (Create Private Threads) and duplicate events (Create Private Threads)\n"
        "         → a member with Manage Roles gives the bot's role Create Private Threads"
        " (Server Settings → Roles)"
    ) in report, report
    assert (
        f"server Crowned ({crowned.id}): features without a permission they need:"
        " the champions' role (Manage Roles)"
    ) in report, report
    assert "ok       2 servers: the bot's roles have what the features there need" in report
    assert found.problems == 2
    assert len(listed) == 1  # one request for up to 200 servers


async def test_the_doctor_pages_through_the_servers(tmp_path: Path) -> None:
    async with FakeDiscord(token=TOKEN) as fake:
        for number in range(PAGE + 1):
            fake.add_guild(f"Club {number}")
        env = {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_URL": str(tmp_path / "bot.db"),
            "DISCORD_API_URL": f"{fake.base_url}/api/v10",
        }
        found = await asyncio.to_thread(doctor, env, None, connect=True)
        listed = [r for r in fake.requests if r.path.startswith("/api/v10/users/@me/guilds")]
    assert f"ok       {PAGE + 1} servers: the bot's roles have" in "\n".join(found.lines)
    assert len(listed) == 2
