"""The fake Discord driven through the real discord.py client.

A small `commands.Bot` defined here (an app command group with typed options, autocomplete, a
DynamicItem button, a select, a modal, threads, attachments) is connected to the fake, syncs
its tree, and is exercised the way users would: every assertion reads what Discord would show.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket
from discord.http import Route

from testbed.fakediscord import (
    ApiError,
    FakeChannel,
    FakeDiscord,
    FakeDiscordError,
    FakeGuild,
    FakeMember,
    FakeMessage,
    NonLocalNetworkError,
)
from testbed.fakediscord.models import FakeRole
from testbed.fakediscord.raw import option

PRESETS = ["classic", "pagat", "pagat-3"]
LIMIT_CASES = {
    "content": "content",
    "embed": "embeds",
    "rows": "components",
    "row-width": "components",
    "custom-id": "components",
    "options": "components",
}


# --- the bot under test ---------------------------------------------------------------------


class CounterButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=r"t:count:(?P<n>\d+)"
):
    """State lives in the custom_id, so the button works on old messages after a restart."""

    def __init__(self, n: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"Count {n}", style=discord.ButtonStyle.primary, custom_id=f"t:count:{n}"
            )
        )
        self.n = n

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[discord.Client]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class RefreshButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template="t:refresh"
):
    """Defers the update (type 6), then edits the message and plays with followups."""

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Refresh", custom_id="t:refresh"))

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> RefreshButton:
        return cls()

    async def callback(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="board v2")
        note = await interaction.followup.send("refreshing", ephemeral=True, wait=True)
        await note.edit(content="refreshed")
        extra = await interaction.followup.send("extra", wait=True)
        await extra.delete()


class PresetMenu(discord.ui.View):
    @discord.ui.select(
        custom_id="t:preset",
        placeholder="Preset",
        options=[discord.SelectOption(label=p, value=p) for p in PRESETS],
    )
    async def pick(
        self, interaction: discord.Interaction[discord.Client], select: discord.ui.Select[Any]
    ) -> None:
        await interaction.response.send_message(f"picked {select.values[0]}", ephemeral=True)


class PlayerSelect(discord.ui.UserSelect[discord.ui.View]):
    def __init__(self) -> None:
        super().__init__(custom_id="t:players", max_values=2)

    async def callback(self, interaction: discord.Interaction[discord.Client]) -> None:
        names = ", ".join(sorted(u.display_name for u in self.values))
        await interaction.response.send_message(f"players: {names}", ephemeral=True)


class RenameModal(discord.ui.Modal, title="Rename the table"):
    name: discord.ui.TextInput[RenameModal] = discord.ui.TextInput(label="Name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.send_message(f"renamed to {self.name.value}", ephemeral=True)


class RawView(discord.ui.View):
    """A view that sends the component payload it is given, to test Discord's limits."""

    def __init__(self, components: list[dict[str, Any]]) -> None:
        super().__init__()
        self.raw = components

    def to_components(self) -> list[dict[str, Any]]:
        return self.raw


def _button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": custom_id, "custom_id": custom_id}


def bad_message(case: str) -> dict[str, Any]:
    if case == "content":
        return {"content": "x" * 2001}
    if case == "embed":
        return {"embed": discord.Embed(description="x" * 4097)}
    if case == "rows":
        return {"view": RawView([{"type": 1, "components": [_button(f"b{i}")]} for i in range(6)])}
    if case == "row-width":
        return {"view": RawView([{"type": 1, "components": [_button(f"b{i}") for i in range(6)]}])}
    view = discord.ui.View()
    if case == "custom-id":
        view.add_item(discord.ui.Button(label="long", custom_id="x" * 101))
    else:
        options = [discord.SelectOption(label=str(i)) for i in range(26)]
        view.add_item(discord.ui.Select(custom_id="t:many", options=options))
    return {"view": view}


def bot_of(interaction: discord.Interaction[Any]) -> GameBot:
    bot = interaction.client
    assert isinstance(bot, GameBot)
    return bot


@app_commands.guild_only()
class GameCommands(app_commands.Group, name="game", description="Play a game"):
    @app_commands.command(name="new", description="Open a table")
    @app_commands.describe(preset="Rules preset", seats="Seats", bots="Fill with bots")
    async def new(
        self,
        interaction: discord.Interaction[discord.Client],
        preset: str,
        seats: app_commands.Range[int, 2, 6] = 4,
        bots: bool = False,
        partner: discord.Member | None = None,
    ) -> None:
        if preset not in PRESETS:
            await interaction.response.send_message(f"unknown preset {preset}", ephemeral=True)
            return
        mate = partner.display_name if isinstance(partner, discord.Member) else None
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(0))
        await interaction.response.send_message(
            f"new {preset} seats={seats} bots={bots} partner={mate}", view=view
        )

    @new.autocomplete("preset")
    async def preset_choices(
        self, interaction: discord.Interaction[discord.Client], current: str
    ) -> list[app_commands.Choice[str]]:
        if current == "many":
            return [app_commands.Choice(name=f"p{i}", value=f"p{i}") for i in range(30)]
        return [app_commands.Choice(name=p, value=p) for p in PRESETS if current in p]

    @app_commands.command(name="hand", description="Show my hand")
    async def hand(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.send_message("your hand: AS KH", ephemeral=True)

    @app_commands.command(name="slow", description="Think, then answer")
    async def slow(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send("done thinking")
        await interaction.followup.send("psst", ephemeral=True)

    @app_commands.command(name="later", description="Defer and keep the interaction")
    async def later(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.defer(thinking=True, ephemeral=True)
        bot_of(interaction).kept.append(interaction)

    @app_commands.command(name="sleepy", description="Answer too late")
    async def sleepy(self, interaction: discord.Interaction[discord.Client]) -> None:
        bot = bot_of(interaction)
        await asyncio.sleep(bot.sleep_for)
        try:
            await interaction.response.send_message("finally")
        except discord.HTTPException as exc:
            bot.http_errors.append(exc)

    @app_commands.command(name="board", description="A board with a refresh button")
    async def board(self, interaction: discord.Interaction[discord.Client]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(RefreshButton())
        await interaction.response.send_message("board v1", view=view)

    @app_commands.command(name="oops", description="Answer, then take it back")
    async def oops(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.send_message("oops")
        await interaction.delete_original_response()

    @app_commands.command(name="menu", description="A select menu")
    async def menu(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.send_message("choose", view=PresetMenu())

    @app_commands.command(name="kinds", description="The other option kinds")
    async def kinds(
        self,
        interaction: discord.Interaction[discord.Client],
        where: discord.TextChannel,
        role: discord.Role,
        ratio: float,
        sheet: discord.Attachment,
    ) -> None:
        data = await sheet.read()
        view = discord.ui.View()
        view.add_item(PlayerSelect())
        await interaction.response.send_message(
            f"{where.name} {role.name} {ratio} {sheet.filename}={data.decode()}", view=view
        )

    @app_commands.command(name="rename", description="Opens a modal")
    async def rename(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.send_modal(RenameModal())

    @app_commands.command(name="report", description="Files, then a new file")
    async def report(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.send_message(
            "report", file=discord.File(io.BytesIO(b"v1"), "report-1.txt")
        )
        message = await interaction.original_response()
        await interaction.edit_original_response(
            content="report (2 files)",
            attachments=[*message.attachments, discord.File(io.BytesIO(b"v2"), "report-2.txt")],
        )
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        log = await channel.send("log", file=discord.File(io.BytesIO(b"old"), "log.txt"))
        await log.edit(attachments=[discord.File(io.BytesIO(b"new"), "log-2.txt")])

    @app_commands.command(name="table", description="Open a table in a thread")
    async def table(self, interaction: discord.Interaction[discord.Client], name: str) -> None:
        await interaction.response.defer(thinking=True)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        starter = await channel.send(f"Table {name}")
        where: discord.TextChannel | discord.Thread
        try:
            where = await starter.create_thread(name=name)
            await where.add_user(interaction.user)
        except discord.Forbidden:
            where = channel
        await where.send("Game on")
        await interaction.followup.send(f"table at {where.mention}")

    @app_commands.command(name="side", description="A thread without a starter message")
    async def side(self, interaction: discord.Interaction[discord.Client], name: str) -> None:
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        await thread.send("side game")
        await interaction.response.send_message(f"side at {thread.mention}", ephemeral=True)

    @app_commands.command(name="remind", description="DM me")
    async def remind(self, interaction: discord.Interaction[discord.Client]) -> None:
        try:
            await interaction.user.send("your turn")
            text = "sent you a DM"
        except discord.Forbidden:
            text = "your DMs are closed"
        await interaction.response.send_message(text, ephemeral=True)

    @app_commands.command(name="limits", description="Break a Discord limit")
    @app_commands.choices(case=[app_commands.Choice(name=c, value=c) for c in LIMIT_CASES])
    async def limits(self, interaction: discord.Interaction[discord.Client], case: str) -> None:
        try:
            await interaction.response.send_message(**bad_message(case))
        except discord.HTTPException as exc:
            bot_of(interaction).http_errors.append(exc)
            await interaction.response.send_message(f"rejected {exc.code}", ephemeral=True)

    @app_commands.command(name="settings", description="Managers only (checked by the bot)")
    @app_commands.checks.has_permissions(manage_guild=True)
    async def settings(self, interaction: discord.Interaction[discord.Client]) -> None:
        await interaction.response.send_message("settings", ephemeral=True)


@app_commands.command(name="admin", description="Managers only (hidden by Discord)")
@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
async def admin(interaction: discord.Interaction[discord.Client]) -> None:
    await interaction.response.send_message("admin panel", ephemeral=True)


class GameBot(commands.Bot):
    def __init__(self, *, intents: discord.Intents | None = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents or discord.Intents.default(),
            guild_ready_timeout=0.05,
        )
        self.kept: list[discord.Interaction[discord.Client]] = []
        self.http_errors: list[discord.HTTPException] = []
        self.seen: list[discord.Message] = []
        self.sleep_for = 0.6

    async def setup_hook(self) -> None:
        self.tree.add_command(GameCommands())
        self.tree.add_command(admin)
        self.tree.error(self.on_app_command_error)
        self.add_dynamic_items(CounterButton, RefreshButton)
        await self.tree.sync()

    async def on_message(self, message: discord.Message) -> None:
        self.seen.append(message)

    async def on_app_command_error(
        self,
        interaction: discord.Interaction[discord.Client],
        error: app_commands.AppCommandError,
    ) -> None:
        text = f"error: {type(error).__name__}"
        if isinstance(error, app_commands.MissingPermissions):
            text = f"missing permissions: {', '.join(error.missing_permissions)}"
        try:
            await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException as exc:
            self.http_errors.append(exc)


# --- fixtures --------------------------------------------------------------------------------


@dataclass
class World:
    guild: FakeGuild
    channel: FakeChannel
    alice: FakeMember
    bob: FakeMember
    manager: FakeMember


@pytest.fixture
def world(fake_discord: FakeDiscord) -> World:
    fake = fake_discord
    guild = fake.add_guild("Back Alley Club")
    channel = fake.add_text_channel(guild, "tables")
    managers = fake.add_role(guild, "Managers", discord.Permissions(manage_guild=True))
    return World(
        guild=guild,
        channel=channel,
        alice=fake.add_member(guild, "alice"),
        bob=fake.add_member(guild, "bob"),
        manager=fake.add_member(guild, "mona", roles=[managers]),
    )


@pytest.fixture
async def bot(fake_discord: FakeDiscord, world: World) -> AsyncIterator[GameBot]:
    game_bot = GameBot()
    async with fake_discord.running(game_bot):
        yield game_bot


# --- connection, gateway, configuration -----------------------------------------------------


async def test_bot_connects_sees_the_guild_and_syncs_its_tree(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    guild = bot.get_guild(world.guild.id)
    assert guild is not None
    assert guild.name == "Back Alley Club"
    assert [c.name for c in guild.text_channels] == ["tables"]
    assert {r.name for r in guild.roles} >= {"@everyone", "Managers", "Back Alley"}
    assert guild.me.guild_permissions.manage_threads
    assert bot.user is not None and bot.user.id == fake_discord.bot_user.id
    assert bot.application_id == fake_discord.application_id

    game, admin_command = fake_discord.commands()
    assert (game.name, admin_command.name) == ("game", "admin")
    assert admin_command.default_member_permissions == discord.Permissions(manage_guild=True).value
    assert {o["name"] for o in game.options} >= {"new", "hand", "slow", "table", "limits"}
    fetched = await bot.tree.fetch_commands()
    assert [c.id for c in fetched] == [game.id, admin_command.id]

    bot.tree.copy_global_to(guild=discord.Object(world.guild.id))
    synced = await bot.tree.sync(guild=discord.Object(world.guild.id))
    assert [c.name for c in synced] == ["game", "admin"]
    assert [c.name for c in fake_discord.commands(world.guild)] == ["game", "admin"]
    ix = await fake_discord.slash(world.alice, world.channel, "game hand")
    assert ix.data["guild_id"] == str(world.guild.id), "the guild command wins over the global"


async def test_discord_py_points_at_the_fake_only_while_it_runs() -> None:
    real_base, real_gateway = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    async with FakeDiscord() as fake:
        assert f"{fake.base_url}/api/v10" == Route.BASE
        assert str(DiscordWebSocket.DEFAULT_GATEWAY) == fake.gateway_url
        async with aiohttp.ClientSession() as session:
            with pytest.raises(NonLocalNetworkError):
                await session.get("https://discord.com/api/v10/gateway")
            with pytest.raises(NonLocalNetworkError):
                await session.get("http://0.0.0.0:9/")
        assert len(fake.net.blocked) == 2
        with pytest.raises(AssertionError, match="non-local"):
            fake.check()
        fake.net.blocked.clear()
    assert (real_base, real_gateway) == (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
    assert real_base.startswith("https://discord.com/")


async def test_an_auto_sharded_bot_finds_the_gateway_through_the_api(
    fake_discord: FakeDiscord, world: World
) -> None:
    bot = commands.AutoShardedBot(
        command_prefix=commands.when_mentioned,
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
    )
    bot.tree.add_command(admin)
    async with fake_discord.running(bot):
        await bot.tree.sync()
        ix = await fake_discord.slash(world.manager, world.channel, "admin")
        assert ix.response is not None and ix.response.content == "admin panel"
    assert "/api/v10/gateway/bot" in [r.path for r in fake_discord.requests]


async def test_rest_requires_the_bot_token_and_reports_unknown_routes(
    fake_discord: FakeDiscord,
) -> None:
    base = fake_discord.base_url + "/api/v10"
    async with aiohttp.ClientSession() as session:
        async with session.get(base + "/users/@me") as resp:
            assert resp.status == 401
        headers = {"Authorization": f"Bot {fake_discord.token}"}
        async with session.get(base + "/users/@me", headers=headers) as resp:
            assert (await resp.json())["id"] == str(fake_discord.bot_user.id)
        async with session.get(base + "/no/such/route", headers=headers) as resp:
            assert resp.status == 404
    assert [r.path for r in fake_discord.log.unhandled] == ["/api/v10/no/such/route"]
    with pytest.raises(AssertionError, match="does not implement"):
        fake_discord.check()
    fake_discord.log.unhandled.clear()


async def test_gateway_resumes_after_reconnect_and_after_a_dropped_socket(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    await fake_discord.reconnect_gateway()
    ix = await fake_discord.slash(world.alice, world.channel, "game hand")
    assert ix.acknowledged

    await fake_discord.hub.drop_connections()
    added = fake_discord.add_text_channel(world.guild, "added-while-away")
    await fake_discord.wait_until(lambda: bot.get_channel(added.id) is not None)
    await fake_discord.wait_until(lambda: fake_discord.hub.live_sessions)
    (session,) = fake_discord.hub.sessions.values()
    assert session.resumes == 2
    assert fake_discord.hub.received_ops.count(2) == 1, "resumed, never identified again"
    ix = await fake_discord.slash(world.alice, world.channel, "game hand")
    assert ix.acknowledged


async def test_user_messages_reach_the_bot_within_its_intents(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake_discord.post_message(world.alice, world.channel, "hello there")
    fake_discord.post_message(world.alice, world.channel, f"{fake_discord.bot_user.mention} hi")
    await fake_discord.wait_until(lambda: len(bot.seen) == 2)
    # Without the message content intent, content is only visible when the bot is mentioned.
    assert [m.content for m in bot.seen] == ["", f"<@{fake_discord.bot_user.id}> hi"]
    assert bot.seen[0].author.id == world.alice.id


async def test_bot_rest_calls_on_messages_and_permissions(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send(
        "hello",
        embed=discord.Embed(title="T", description="D"),
        file=discord.File(io.BytesIO(b"x"), "x.txt"),
    )
    fetched = await channel.fetch_message(sent.id)
    assert fetched.content == "hello"
    assert fetched.embeds[0].description == "D"
    assert await fetched.attachments[0].read() == b"x"
    await fetched.edit(content="edited")
    assert fake_discord.last_message(world.channel).content == "edited"
    assert fake_discord.last_message(world.channel).edits == 1
    second = await channel.send("second")
    history = [m.content async for m in channel.history(limit=10)]
    assert history == ["second", "edited"]
    await second.delete()
    assert [m.content for m in fake_discord.public_messages(world.channel)] == ["edited"]

    bot_role = next(r for r in world.guild.roles.values() if r.managed)
    fake_discord.set_permissions(
        world.channel, bot_role, deny=discord.Permissions(send_messages=True)
    )
    with pytest.raises(discord.Forbidden) as denied:
        await channel.send("not allowed")
    assert denied.value.code == 50013


async def test_the_bot_gives_and_takes_roles_as_discord_allows(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake = fake_discord
    guild = bot.get_guild(world.guild.id)
    assert guild is not None
    bot_role = fake.bot_role(world.guild)
    low = fake.add_role(world.guild, "champions", position=1)
    fake.move_role(bot_role, 5)
    high = fake.add_role(world.guild, "moderators", position=9)
    alice = world.alice

    # Without Manage Roles: refused, nothing changes.
    with pytest.raises(discord.Forbidden) as denied:
        await bot.http.add_role(guild.id, alice.id, low.id)
    assert denied.value.code == 50013 and low.id not in alice.role_ids

    fake.set_role_permissions(
        bot_role, bot_role.permissions | discord.Permissions(manage_roles=True).value
    )
    await bot.http.add_role(guild.id, alice.id, low.id)
    assert low.id in alice.role_ids
    # A role at or above the bot's highest one: refused even with Manage Roles.
    with pytest.raises(discord.Forbidden) as denied:
        await bot.http.add_role(guild.id, alice.id, high.id)
    assert denied.value.code == 50013 and high.id not in alice.role_ids
    await bot.http.remove_role(guild.id, alice.id, low.id)
    assert low.id not in alice.role_ids
    with pytest.raises(discord.NotFound):
        await bot.http.add_role(guild.id, 12345, low.id)
    # The bot sees its role's new place and permissions, as Discord tells it.
    await fake.wait_until(
        lambda: guild.me.top_role.id == bot_role.id and guild.me.guild_permissions.manage_roles
    )
    assert guild.get_role(low.id) < guild.me.top_role < guild.get_role(high.id)  # type: ignore[operator]


# --- slash commands and autocomplete ---------------------------------------------------------


async def test_slash_command_with_subcommand_and_typed_options(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.slash(
        world.alice,
        world.channel,
        "game new",
        preset="pagat",
        seats=3,
        bots=True,
        partner=world.bob,
    )
    assert ix.response_name == "CHANNEL_MESSAGE_WITH_SOURCE"
    assert ix.response is not None
    assert ix.response.content == "new pagat seats=3 bots=True partner=bob"
    assert ix.response.custom_ids == ["t:count:0"]
    assert fake_discord.last_message(world.channel) is ix.response
    ix = await fake_discord.slash(world.bob, world.channel, "/game new", preset="classic")
    assert ix.response is not None
    assert ix.response.content == "new classic seats=4 bots=False partner=None"
    fake_discord.assert_no_failed_interactions()


async def test_slash_arguments_are_checked_like_discord_does(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake, alice, channel = fake_discord, world.alice, world.channel
    with pytest.raises(FakeDiscordError, match="no option 'color'"):
        await fake.slash(alice, channel, "game new", preset="pagat", color="red")
    with pytest.raises(FakeDiscordError, match="needs option 'preset'"):
        await fake.slash(alice, channel, "game new")
    with pytest.raises(FakeDiscordError, match="value in"):
        await fake.slash(alice, channel, "game new", preset="pagat", seats=9)
    with pytest.raises(FakeDiscordError, match="an integer"):
        await fake.slash(alice, channel, "game new", preset="pagat", seats="3")
    with pytest.raises(FakeDiscordError, match="only offers"):
        await fake.slash(alice, channel, "game limits", case="nope")
    with pytest.raises(FakeDiscordError, match="is a group"):
        await fake.slash(alice, channel, "game")
    with pytest.raises(FakeDiscordError, match="no command /poker"):
        await fake.slash(alice, channel, "poker")
    # A user can type anything into a free-text option; the bot must validate it again.
    ix = await fake.slash(alice, channel, "game new", preset="no-such-preset")
    assert ix.response is not None and ix.response.content == "unknown preset no-such-preset"
    assert fake.interactions == [ix]


async def test_raw_interactions_send_what_a_changed_or_old_client_sends(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    """`fake.raw` sends data past the checks above, as given: the bot meets what discord.py
    makes of it."""
    fake, alice, channel = fake_discord, world.alice, world.channel
    # A number where a string is declared, and a value outside the range: discord.py passes
    # both on as they came.
    ix = await fake.raw.slash(
        alice, channel, "game new", [option("preset", 3, "pagat"), option("seats", 4, 99)]
    )
    assert ix.response is not None and ix.response.content.startswith("new pagat seats=99")
    ix = await fake.raw.slash(alice, channel, "game new", [option("preset", 3, 7)])
    assert ix.response is not None and ix.response.content == "unknown preset 7"
    # An autocomplete's focused value, as typed.
    ix = await fake.raw.slash(
        alice, channel, "game new", [option("preset", 3, "pag", focused=True)], autocomplete=True
    )
    assert ix.choice_values == ["pagat", "pagat-3"]
    # A command the bot does not have (sent with an id of its own), a button the message
    # does not show and a form nobody opened (discord.py answers neither: they fail).
    unknown = await fake.raw.slash(alice, channel, "poker", [])
    assert unknown.data["name"] == "poker" and unknown.data["id"].isdigit()
    table = (await fake.slash(alice, channel, "game new", preset="pagat")).response
    assert table is not None
    old = await fake.raw.click(world.bob, table, "t:count:7", wait=False)
    form = await fake.raw.submit(alice, channel, "t:nobody", {"not": "a list"}, wait=False)
    for each in (old, form):
        await each.wait()
        assert each.failed
    assert old.data == {"custom_id": "t:count:7", "component_type": 2}
    assert form.data == {"custom_id": "t:nobody", "components": {"not": "a list"}}


async def test_channel_role_number_and_attachment_options_and_a_user_select(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    managers = next(r for r in world.guild.roles.values() if r.name == "Managers")
    ix = await fake_discord.slash(
        world.alice,
        world.channel,
        "game kinds",
        where=world.channel,
        role=managers,
        ratio=0.5,
        sheet=("rules.txt", b"trumps"),
    )
    message = ix.response
    assert message is not None
    assert message.content == "tables Managers 0.5 rules.txt=trumps"
    picked = await fake_discord.select(world.bob, message, "t:players", [world.alice, world.bob])
    assert picked.response is not None and picked.response.content == "players: alice, bob"


async def test_autocomplete_returns_the_offered_choices(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.autocomplete(world.alice, world.channel, "game new", "preset", "pag")
    assert ix.response_name == "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT"
    assert ix.choice_values == ["pagat", "pagat-3"]
    ix = await fake_discord.autocomplete(
        world.alice, world.channel, "game new", "preset", "", seats=3
    )
    assert ix.choice_names == PRESETS


async def test_manage_server_permission_checks(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake = fake_discord
    ix = await fake.slash(world.alice, world.channel, "game settings")
    assert ix.response is not None
    assert ix.response.content == "missing permissions: manage_guild"
    ix = await fake.slash(world.manager, world.channel, "game settings")
    assert ix.response is not None and ix.response.content == "settings"

    with pytest.raises(FakeDiscordError, match="default_member_permissions"):
        await fake.slash(world.alice, world.channel, "admin")
    ix = await fake.slash(world.manager, world.channel, "admin")
    assert ix.response is not None and ix.response.content == "admin panel"
    owner = world.guild.members[world.guild.owner_id]
    ix = await fake.slash(owner, world.channel, "admin")
    assert ix.acknowledged

    fake.set_permissions(world.channel, world.bob, deny=discord.Permissions(view_channel=True))
    with pytest.raises(FakeDiscordError, match="cannot see"):
        await fake.slash(world.bob, world.channel, "game hand")


# --- responses -------------------------------------------------------------------------------


async def test_an_ephemeral_reply_is_seen_only_by_its_user(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game hand")
    assert ix.ephemeral
    assert ix.response is not None and ix.response.content == "your hand: AS KH"
    assert fake_discord.public_messages(world.channel) == []
    assert fake_discord.ephemeral_messages(world.alice) == [ix.response]
    assert fake_discord.ephemeral_messages(world.bob) == []
    assert fake_discord.messages_seen_by(world.alice, world.channel) == [ix.response]
    assert fake_discord.messages_seen_by(world.bob, world.channel) == []
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.NotFound):
        await channel.fetch_message(ix.response.id)
    assert [m async for m in channel.history()] == []


async def test_deferred_response_then_followups(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game slow")
    assert ix.response_name == "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE"
    await fake_discord.wait_until(lambda: len(ix.followups) == 2)
    original, psst = ix.followups
    assert original is ix.original, "the first followup fills the thinking message"
    assert original.content == "done thinking" and not original.loading
    assert not ix.thinking
    assert psst.ephemeral and psst.content == "psst"
    assert fake_discord.public_messages(world.channel) == [original]
    assert fake_discord.ephemeral_messages(world.alice) == [psst]
    assert ix.acked_after is not None and ix.acked_after < 3.0


async def test_settle_waits_until_the_bot_is_done(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game slow")
    await fake_discord.settle(quiet=0.2)
    assert [m.content for m in ix.messages] == ["done thinking", "psst"]


async def test_button_on_an_old_message_works_after_a_restart(
    fake_discord: FakeDiscord, world: World
) -> None:
    fake = fake_discord
    first = GameBot()
    async with fake.running(first):
        ix = await fake.slash(world.alice, world.channel, "game new", preset="pagat")
        table = ix.response
        assert table is not None
        click = await fake.click(world.bob, table, "t:count:0")
        assert click.response_name == "UPDATE_MESSAGE"
        assert table.content == "count 1" and table.custom_ids == ["t:count:1"]

    fake.advance_clock(minutes=20)  # older than any interaction token
    second = GameBot()
    async with fake.running(second):
        assert second is not first
        click = await fake.click(world.alice, table, label="Count 1")
        assert click.response is table
        assert table.content == "count 2" and table.custom_ids == ["t:count:2"]
        assert table.edits == 2
    fake.assert_no_failed_interactions()


async def test_deferred_update_then_edits_and_followups(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake = fake_discord
    board = (await fake.slash(world.alice, world.channel, "game board")).response
    assert board is not None
    click = await fake.click(world.bob, board, "t:refresh")
    assert click.response_name == "DEFERRED_UPDATE_MESSAGE" and click.response is board
    await fake.wait_until(lambda: len(click.followups) == 2 and click.followups[1].deleted)
    note, _extra = click.followups
    assert board.content == "board v2"
    assert note.content == "refreshed" and note.ephemeral and note.edits == 1
    assert fake.ephemeral_messages(world.bob) == [note]
    assert fake.public_messages(world.channel) == [board]

    oops = await fake.slash(world.alice, world.channel, "game oops")
    await fake.wait_until(lambda: oops.original is not None and oops.original.deleted)
    assert fake.public_messages(world.channel) == [board]


async def test_select_menu_choice(fake_discord: FakeDiscord, world: World, bot: GameBot) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game menu")
    menu = ix.response
    assert menu is not None and len(menu.selects) == 1
    picked = await fake_discord.select(world.bob, menu, "t:preset", ["pagat-3"])
    assert picked.response is not None
    assert picked.response.content == "picked pagat-3" and picked.ephemeral
    assert fake_discord.ephemeral_messages(world.bob) == [picked.response]
    with pytest.raises(FakeDiscordError, match="offers"):
        await fake_discord.select(world.bob, menu, "t:preset", ["poker"])


async def test_modal_roundtrip(fake_discord: FakeDiscord, world: World, bot: GameBot) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game rename")
    assert ix.response_name == "MODAL" and ix.modal is not None
    assert ix.modal["title"] == "Rename the table"
    submitted = await fake_discord.submit_modal(world.alice, ix, {"name": "Table 7"})
    assert submitted.response is not None
    assert submitted.response.content == "renamed to Table 7"


async def test_attachments_are_stored_and_an_edit_adds_a_file(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game report")

    def edited_log() -> FakeMessage | None:
        messages = fake_discord.public_messages(world.channel)
        return next((m for m in messages if m.content == "log" and m.edits), None)

    log = await fake_discord.wait_until(edited_log)
    assert log is not None
    report = ix.response
    assert report is not None
    assert report.content == "report (2 files)"
    assert [(a.filename, a.data) for a in report.attachments] == [
        ("report-1.txt", b"v1"),
        ("report-2.txt", b"v2"),
    ]
    assert [(a.filename, a.data) for a in log.attachments] == [("log-2.txt", b"new")]
    assert log.versions[0]["attachments"] == ["log.txt"]


# --- threads and DMs -------------------------------------------------------------------------


async def test_threads_from_a_message_and_without_one(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake = fake_discord
    ix = await fake.slash(world.alice, world.channel, "game table", name="Table 1")
    await fake.wait_until(lambda: ix.followups)
    (thread,) = fake.threads(world.channel)
    starter = next(m for m in fake.public_messages(world.channel) if m.content == "Table Table 1")
    assert starter.thread is thread and thread.id == starter.id
    assert [m.content for m in fake.public_messages(thread)] == ["Game on"]
    assert world.alice.id in thread.thread_member_ids
    assert ix.response is not None and ix.response.content == f"table at <#{thread.id}>"
    await fake.wait_until(lambda: bot.get_channel(thread.id) is not None)

    ix = await fake.slash(world.alice, thread, "game hand")
    assert ix.response is not None and ix.response.channel is thread and ix.ephemeral
    fake.post_message(world.bob, thread, "gl hf")
    assert [m.content for m in fake.public_messages(thread)] == ["Game on", "gl hf"]

    ix = await fake.slash(world.alice, world.channel, "game side", name="Side")
    side = next(t for t in fake.threads(world.channel) if t.name == "Side")
    assert side.starter_message_id is None
    assert [m.content for m in fake.public_messages(side)] == ["side game"]
    notice = fake.last_message(world.channel)
    assert notice.type == 18 and notice.content == "Side", "Discord's 'started a thread' notice"


def test_a_member_who_leaves_is_gone_from_the_server_and_its_threads(
    fake_discord: FakeDiscord, world: World
) -> None:
    fake = fake_discord
    thread = fake.create_thread(world.channel, "Table", by=world.alice, private=True)
    fake.join_thread(world.bob, thread)
    assert world.bob.id in thread.thread_member_ids
    fake.remove_member(world.bob)
    assert world.bob.user.id not in world.guild.members
    assert world.bob.id not in thread.thread_member_ids
    with pytest.raises(ApiError) as refused:
        fake.join_thread(world.bob, thread)
    assert refused.value.status == 404


async def test_thread_creation_forbidden_falls_back_to_the_channel(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake_discord.forbid_threads(world.channel)
    ix = await fake_discord.slash(world.alice, world.channel, "game table", name="Table 2")
    await fake_discord.wait_until(lambda: ix.followups)
    assert fake_discord.threads(world.channel) == []
    contents = [m.content for m in fake_discord.public_messages(world.channel)]
    assert contents == [f"table at <#{world.channel.id}>", "Table Table 2", "Game on"]
    assert [r.status for r in fake_discord.api_errors] == [403]


async def test_direct_messages_and_closed_dms(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game remind")
    assert ix.response is not None and ix.response.content == "sent you a DM"
    assert [m.content for m in fake_discord.dm_messages(world.alice)] == ["your turn"]
    fake_discord.refuse_dms(world.bob)
    ix = await fake_discord.slash(world.bob, world.channel, "game remind")
    assert ix.response is not None and ix.response.content == "your DMs are closed"
    with pytest.raises(FakeDiscordError, match="cannot be used in DMs"):
        await fake_discord.slash(world.alice, fake_discord.dm_channel(world.alice), "game hand")


# --- Discord's rules -------------------------------------------------------------------------


async def test_an_interaction_not_answered_in_time_is_reported_failed() -> None:
    # A separate fake with a short deadline keeps the test fast; the default is Discord's 3 s.
    async with FakeDiscord(ack_deadline=0.2) as fake:
        guild = fake.add_guild()
        channel = fake.add_text_channel(guild)
        alice = fake.add_member(guild, "alice")
        bot = GameBot()
        bot.sleep_for = 0.6
        async with fake.running(bot):
            late = await fake.slash(alice, channel, "game sleepy")
            assert late.failed and not late.acknowledged
            with pytest.raises(AssertionError, match="game sleepy"):
                fake.assert_no_failed_interactions()
            # The bot answers after the deadline: Discord no longer knows the interaction.
            await fake.wait_until(lambda: bot.http_errors)
            assert [e.code for e in late.errors] == [10062]  # Unknown interaction
            assert bot.http_errors[0].status == 404
            assert fake.public_messages(channel) == []


async def test_a_second_initial_response_is_rejected(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    # Two processes of the same bot (an overlapping deploy) both answer every interaction.
    twin = GameBot()
    async with fake_discord.running(twin):
        ix = await fake_discord.slash(world.alice, world.channel, "game hand")
        # The loser's answer is rejected, and so is the error message its on_error then tries.
        await fake_discord.wait_until(lambda: len(ix.errors) == 2)
    assert {(e.status, e.code) for e in ix.errors} == {(400, 40060)}
    assert ix.errors[0].message == "Interaction has already been acknowledged."
    assert len(fake_discord.ephemeral_messages(world.alice)) == 1


async def test_interaction_tokens_expire_after_15_minutes(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game later")
    assert ix.thinking and ix.ephemeral
    (kept,) = await fake_discord.wait_until(lambda: bot.kept)
    fake_discord.advance_clock(minutes=14)
    await kept.edit_original_response(content="still in time")
    assert ix.response is not None and ix.response.content == "still in time"
    fake_discord.advance_clock(minutes=2)
    with pytest.raises(discord.HTTPException) as expired:
        await kept.followup.send("too late")
    assert (expired.value.status, expired.value.code) == (401, 50027)
    assert ix.errors[-1].code == 50027


@pytest.mark.parametrize("case", sorted(LIMIT_CASES))
async def test_discord_limits_are_enforced(
    fake_discord: FakeDiscord, world: World, bot: GameBot, case: str
) -> None:
    ix = await fake_discord.slash(world.alice, world.channel, "game limits", case=case)
    (error,) = ix.errors
    assert (error.status, error.code) == (400, 50035)
    assert error.errors is not None and LIMIT_CASES[case] in error.errors
    assert ix.response is not None and ix.response.content == "rejected 50035"
    assert fake_discord.public_messages(world.channel) == []


async def test_too_many_autocomplete_choices_are_rejected(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    ix = await fake_discord.autocomplete(
        world.alice, world.channel, "game new", "preset", "many", wait=False
    )
    await fake_discord.wait_until(lambda: ix.errors)
    assert ix.errors[0].code == 50035 and ix.errors[0].errors is not None
    assert "choices" in ix.errors[0].errors
    assert ix.choices is None


# --- what servers do to a bot ----------------------------------------------------------------


async def test_deleted_places_removed_bots_and_troubles_as_discord_answers_them(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake = fake_discord
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("table", embed=discord.Embed(title="T"))
    thread = await sent.create_thread(name="game")

    # Without Embed Links a message goes, without its embeds; an archived thread refuses edits.
    fake.set_permissions(world.channel, world.guild.members[fake.bot_user.id], deny=1 << 14)
    plain = await channel.send("plain", embed=discord.Embed(title="T"))
    assert fake.message(plain.id).embeds == []
    in_thread = await thread.send("in thread")
    fake.archive_thread(fake.state.channels[thread.id])
    with pytest.raises(discord.HTTPException) as archived:
        await in_thread.edit(content="edited")
    assert archived.value.code == 50083

    fake.fail_next("POST", f"/channels/{channel.id}/messages", status=503)
    with pytest.raises(discord.DiscordServerError):
        await channel.send("not now")
    await channel.send("now")

    fake.delete_channel(world.channel)  # with its threads
    await fake.wait_until(lambda: bot.get_channel(world.channel.id) is None)
    with pytest.raises(discord.NotFound) as gone:
        await thread.send("into the void")
    assert gone.value.code == 10003

    other = fake.add_text_channel(world.guild, "other")
    await fake.wait_until(lambda: bot.get_channel(other.id) is not None)
    fake.remove_bot(world.guild)
    await fake.wait_until(lambda: bot.get_guild(world.guild.id) is None)
    with pytest.raises(discord.Forbidden) as removed:
        await bot.get_partial_messageable(other.id).send("hello?")
    assert removed.value.code == 50001
    fake.invite_bot(world.guild)
    await fake.wait_until(lambda: bot.get_guild(world.guild.id) is not None)
    await bot.get_partial_messageable(other.id).send("back")


async def test_a_channels_archived_threads_are_listed_in_pages_as_discord_does(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake = fake_discord
    threads = [fake.create_thread(world.channel, f"game {n}", by=world.alice) for n in range(5)]
    for thread in threads[:4]:
        fake.archive_thread(thread, locked=thread is threads[1])
        fake.advance_clock(seconds=1)  # each archived at its own moment
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    listed = [t async for t in channel.archived_threads(limit=None)]
    # The most recently archived first, the active one left out; locked as it is.
    assert [t.id for t in listed] == [t.id for t in reversed(threads[:4])]
    assert [t.locked for t in listed] == [False, False, True, False]
    paths = [r.path for r in fake.requests if "/threads/archived/public" in r.path]
    assert paths == [f"/api/v10/channels/{world.channel.id}/threads/archived/public"]
    # Two a page: two pages, the second from where the first stopped.
    page = [t async for t in channel.archived_threads(limit=2)]
    assert [t.id for t in page] == [threads[3].id, threads[2].id]
    rest = [t async for t in channel.archived_threads(limit=2, before=page[-1].archive_timestamp)]
    assert [t.id for t in rest] == [threads[1].id, threads[0].id]
    # Without Read Message History, Discord refuses.
    fake.set_permissions(
        world.channel, bot_role(fake, world), deny=discord.Permissions(read_message_history=True)
    )
    with pytest.raises(discord.Forbidden):
        [t async for t in channel.archived_threads()]


def bot_role(fake: FakeDiscord, world: World) -> FakeRole:
    return next(r for r in world.guild.roles.values() if r.bot_id == fake.bot_user.id)


async def test_past_fifty_requests_a_second_discord_answers_429_with_retry_after(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    base = fake.base_url + "/api/v10"
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession() as session:
        statuses = []
        for _ in range(60):
            async with session.get(base + "/users/@me", headers=headers) as resp:
                statuses.append(resp.status)
                if resp.status == 429:
                    limited = (dict(resp.headers), await resp.json())
    assert statuses.count(200) == 50 and statuses.count(429) == 10
    answer_headers, body = limited
    assert body["global"] is True and 0 < body["retry_after"] <= 1
    assert answer_headers["Retry-After"] == "1" and answer_headers["X-RateLimit-Global"] == "true"
    assert len(fake.rate_limited) == 10
    assert all(r.at > 0 for r in fake.requests)


async def test_discord_py_waits_out_a_429_and_its_request_goes_through(
    fake_discord: FakeDiscord, world: World, bot: GameBot
) -> None:
    fake = fake_discord
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    async with aiohttp.ClientSession() as session:
        for _ in range(50):  # another client of the same bot uses up the second
            await session.get(
                fake.base_url + "/api/v10/users/@me",
                headers={"Authorization": f"Bot {fake.token}"},
            )
    message = await channel.send("after the wait")
    assert message.content == "after the wait"
    assert fake.rate_limited and fake.requests[-1].status == 200
