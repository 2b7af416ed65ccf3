"""The invite: one URL, asking for what the features every server uses need (Create Private
Threads for the daily deal's thread) and not Manage Roles (only the optional champion role
needs it); printed by `python -m bot invite`, by a bot connected to no server, and by
`doctor`."""

from __future__ import annotations

import importlib
import logging
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import discord
import pytest

from bot.running.app import create_bot
from bot.running.config import Settings
from bot.running.invite import NEEDS, bot_permissions, default_invite, invite_url, with_optional
from bot.ui.plumbing.permissions import Needs, asked
from testbed.fakediscord import FakeDiscord

from ..test_layers import FEATURES
from .conftest import ROOT, bot_command, fake_env

APPLICATION = 123456789012345678


def test_the_invite_asks_for_what_every_servers_features_need() -> None:
    permissions = bot_permissions()
    assert permissions.create_private_threads  # the daily deal's private thread
    assert not permissions.manage_roles  # only the optional champion role
    # What the README asked for before stays asked for.
    assert permissions >= discord.Permissions(309237763072)
    assert permissions.value == 377957239808
    assert with_optional().value == 378225675264  # and Manage Roles, for the champion role


def test_the_invite_is_the_union_of_what_each_feature_room_declares() -> None:
    """Each feature of the Discord side declares its needs in its own room; the invite
    gathers every one (a new room's declaration is not forgotten), and asks for all but the
    optional ones."""
    declared: list[Needs] = []
    for room in FEATURES:
        module = importlib.import_module(f"bot.ui.{room}.commands")
        needs = module.PERMISSIONS
        assert all(isinstance(need, Needs) for need in needs), room
        declared += needs
    assert set(NEEDS) == set(declared)
    assert bot_permissions() == asked(need for need in declared if not need.optional)
    assert [need.feature for need in NEEDS if need.optional] == ["feature-champion-role"]


def test_the_url_adds_the_bot_with_its_commands() -> None:
    url = invite_url(APPLICATION, 377957239808)
    assert url == (
        "https://discord.com/oauth2/authorize?client_id=123456789012345678"
        "&scope=bot+applications.commands&permissions=377957239808"
    )
    query = parse_qs(urlsplit(url).query)
    assert query["scope"] == ["bot applications.commands"]
    assert default_invite(APPLICATION) == url


def test_python_m_bot_invite_prints_the_url_for_an_application_id(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "invite", "--application-id", str(APPLICATION)],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": ""},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == default_invite(APPLICATION) + "\n"


async def test_python_m_bot_invite_asks_discord_for_the_id(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    env = fake_env(fake_discord, tmp_path / "bot.db")
    code, out, err = await bot_command("invite", cwd=tmp_path, env=env)
    assert code == 0, err
    assert out == default_invite(fake_discord.application_id) + "\n"
    # A refused token says so, and how to do without it.
    code, out, err = await bot_command(
        "invite", cwd=tmp_path, env={**env, "DISCORD_TOKEN": "wrong"}
    )
    assert code == 1 and not out
    assert "refused the token" in err and "--application-id" in err


async def test_a_bot_connected_to_no_server_logs_its_invite(
    fake_discord: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    settings = Settings(token=fake_discord.token, database=tmp_path / "bot.db")
    bot = await create_bot(settings, guild_ready_timeout=0.05)
    async with fake_discord.running(bot):
        pass
    said = [r.getMessage() for r in caplog.records if r.name == "bot.running.app"]
    assert f"invite the bot to a server: {default_invite(fake_discord.application_id)}" in said


async def test_a_bot_in_a_server_logs_no_invite(
    fake_discord: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake_discord.add_guild("Card club")
    caplog.set_level(logging.INFO)
    settings = Settings(token=fake_discord.token, database=tmp_path / "bot.db")
    bot = await create_bot(settings, guild_ready_timeout=0.05)
    async with fake_discord.running(bot):
        pass
    assert "invite the bot" not in caplog.text
    assert "connected as" in caplog.text
