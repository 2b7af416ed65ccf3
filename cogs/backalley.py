"""`/backalley …`: lobbies (new, join, leave, start, cancel), abandon, table, rules, record."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Awaitable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import BackAlleyBot
from bot.engine import PRESETS
from bot.engine.record import public_record, to_record
from bot.service import Outcome, TableView
from bot.ui.components import lobby_view, table_view
from bot.ui.embeds import lobby_embed, rules_embed, table_embed, who
from bot.ui.input import parse_duration, parse_hands
from bot.ui.messages import deal_line, turn_line
from bot.ui.pictures import attach_table
from bot.ui.replies import UserError, place_of, send_error, send_private

log = logging.getLogger(__name__)

PRESET_CHOICES = [app_commands.Choice(name=name, value=name) for name in PRESETS]
LEVEL_CHOICES = [
    app_commands.Choice(name=level, value=level) for level in ("strong", "basic", "random")
]


@app_commands.guild_only()
class BackAlley(commands.GroupCog, group_name="backalley", group_description="Play Back Alley"):
    def __init__(self, bot: BackAlleyBot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.component_handlers.update(
            join=self.join_button,
            leave=self.leave_button,
            start=self.start_button,
            cancel=self.cancel_button,
            addbot=self.addbot_button,
        )

    # ------------------------------------------------------------------ commands

    @app_commands.command(name="new", description="Open a Back Alley lobby in this channel")
    @app_commands.describe(
        preset="The rules: classic (25 hands), pagat (26 hands) or pagat-3 (three players)",
        hands="Your own hand sizes for a quicker game, e.g. 5,3,1",
        turn_timer="Time per turn before a reminder and a computer move: 30m, 12h, 2d (off)",
    )
    @app_commands.choices(preset=PRESET_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        preset: str = "classic",
        hands: str | None = None,
        turn_timer: str | None = None,
    ) -> None:
        options: dict[str, Any] = {}
        if hands is not None:
            schedule = parse_hands(hands)
            if schedule is None:
                raise UserError("Write the hand sizes as numbers from 1 to 13, like `5,3,1`.")
            options["hands"] = schedule
        timer = None
        if turn_timer is not None:
            timer = parse_duration(turn_timer)
            if timer is None:
                raise UserError("Write the turn timer like `30m`, `12h` or `2d`, or `off`.")
        outcome = await self.bot.service.open_lobby(
            guild_id=interaction.guild_id,
            channel_id=place_of(interaction),
            host_id=interaction.user.id,
            preset=preset,
            options=options,
            turn_timer=timer or None,
            host_name=interaction.user.display_name,
        )
        table = outcome.table
        await interaction.response.send_message(embed=lobby_embed(table), view=lobby_view(table.id))
        message = await interaction.original_response()
        await self.bot.service.set_message(table.id, message.id)

    @app_commands.command(name="join", description="Take a seat in this channel's lobby")
    @app_commands.describe(seat="A seat number (1-4), if you want a particular one")
    async def join(self, interaction: discord.Interaction[Any], seat: int | None = None) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        outcome = await self.bot.service.join(
            table.id,
            interaction.user.id,
            seat=None if seat is None else seat - 1,
            name=interaction.user.display_name,
        )
        await self._lobby_changed(interaction, outcome, f"{interaction.user.mention} sits down.")

    @app_commands.command(name="addbot", description="Seat a computer player (host)")
    @app_commands.describe(level="How well it plays: strong (default), basic or random")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def addbot(self, interaction: discord.Interaction[Any], level: str = "strong") -> None:
        table = self.bot.service.game_here(place_of(interaction))
        outcome = await self.bot.service.add_computer(table.id, interaction.user.id, level)
        await self._lobby_changed(interaction, outcome, f"A {level} computer player sits down.")

    @app_commands.command(name="away", description="Let the computer play your turns for now")
    async def away(self, interaction: discord.Interaction[Any]) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        await self.bot.service.set_away(table.id, interaction.user.id, True)
        await interaction.response.send_message(
            f"{interaction.user.mention} is away: the computer plays their turns until "
            "`/backalley back`.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.bot.tables.request(table.id)
        self.bot.autoplay.kick(table.id)

    @app_commands.command(name="back", description="Take your seat back from the computer")
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        await self.bot.service.set_away(table.id, interaction.user.id, False)
        await interaction.response.send_message(
            f"{interaction.user.mention} is back and plays their own turns again.",
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.bot.tables.request(table.id)

    @app_commands.command(name="leave", description="Give up your seat in this channel's lobby")
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        outcome = await self.bot.service.leave(table.id, interaction.user.id)
        await self._lobby_changed(interaction, outcome, f"{interaction.user.mention} leaves.")

    @app_commands.command(name="start", description="Start the game (host, with every seat taken)")
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        outcome = await self.bot.service.start(table.id, interaction.user.id)
        await interaction.response.defer()
        place = await self._launch(interaction, outcome.table)
        await interaction.followup.send(f"The game is on in {place.mention}.")

    @app_commands.command(name="cancel", description="Cancel this channel's lobby (host)")
    async def cancel(self, interaction: discord.Interaction[Any]) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        outcome = await self.bot.service.cancel(table.id, interaction.user.id)
        await self._edit_lobby(outcome.table)
        await interaction.response.send_message("The lobby is cancelled.")

    @app_commands.command(
        name="abandon", description="End this game without a result (host or Manage Server)"
    )
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        is_admin = bool(interaction.permissions.manage_guild)
        outcome = await self.bot.service.abandon(table.id, interaction.user.id, is_admin=is_admin)
        self.bot.tables.request(table.id)
        await interaction.response.send_message(
            f"The game is abandoned by {interaction.user.mention}; it counts for nobody."
        )
        log.info("game %d abandoned by %d", outcome.table.id, interaction.user.id)

    @app_commands.command(name="table", description="Post the table of this channel's game again")
    async def table(self, interaction: discord.Interaction[Any]) -> None:
        table = self.bot.service.game_here(place_of(interaction))
        if table.status == "lobby":
            await interaction.response.send_message(
                embed=lobby_embed(table), view=lobby_view(table.id)
            )
        else:
            await interaction.response.send_message(**await self._table_message(table))
        message = await interaction.original_response()
        await self.bot.service.set_message(table.id, message.id)

    @app_commands.command(name="rules", description="A summary of the rules of a preset")
    @app_commands.describe(preset="The preset (default: this channel's game, else classic)")
    @app_commands.choices(preset=PRESET_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], preset: str | None = None) -> None:
        if preset is None:
            here = self.bot.service.game_at(place_of(interaction))
            preset = here.preset if here is not None else "classic"
        await send_private(interaction, embed=rules_embed(preset))

    @app_commands.command(
        name="record", description="The game record (JSON) of this channel's game, for replays"
    )
    async def record(self, interaction: discord.Interaction[Any]) -> None:
        table = await self.bot.service.last_game_at(place_of(interaction))
        if table is None or table.game is None:
            raise UserError("No game has been played in this channel yet.")
        game = table.game
        record = to_record(game) if game.is_over else public_record(game)
        data = json.dumps(record, indent=1).encode()
        note = (
            "The complete record of this game."
            if game.is_over
            else "The record of the hands played so far (never the hand in progress)."
        )
        await interaction.response.send_message(
            note,
            file=discord.File(io.BytesIO(data), filename=f"backalley-{table.id}.json"),
            ephemeral=True,
        )

    @app_commands.command(
        name="settings", description="This server's Back Alley settings (Manage Server)"
    )
    @app_commands.describe(
        computer_ratings="Count games with computer players for the humans' ratings",
        images="Show cards, tables and score sheets as pictures",
    )
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        computer_ratings: bool | None = None,
        images: bool | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        changes = {
            name: value
            for name, value in (("computer_ratings", computer_ratings), ("images", images))
            if value is not None
        }
        if changes and not interaction.permissions.manage_guild:
            raise UserError("Only members with Manage Server can change the settings.")
        boards = self.bot.leaderboards
        current = (
            await boards.update_settings(interaction.guild_id, changes)
            if changes
            else await boards.settings(interaction.guild_id)
        )
        self.bot.settings_changed(interaction.guild_id)
        lines = [
            "**Games with computer players count for ratings:** "
            + ("on" if current["computer_ratings"] else "off"),
            "**Pictures of cards, tables and scores:** " + ("on" if current["images"] else "off"),
        ]
        await send_private(interaction, "\n".join(lines))

    # ------------------------------------------------------------------ buttons

    async def join_button(
        self, interaction: discord.Interaction[Any], game_id: int, action: str, arg: str
    ) -> None:
        user = interaction.user
        await self._update_lobby(
            interaction, self.bot.service.join(game_id, user.id, name=user.display_name)
        )

    async def leave_button(
        self, interaction: discord.Interaction[Any], game_id: int, action: str, arg: str
    ) -> None:
        await self._update_lobby(interaction, self.bot.service.leave(game_id, interaction.user.id))

    async def addbot_button(
        self, interaction: discord.Interaction[Any], game_id: int, action: str, arg: str
    ) -> None:
        level = arg or "strong"
        await self._update_lobby(
            interaction, self.bot.service.add_computer(game_id, interaction.user.id, level)
        )

    async def cancel_button(
        self, interaction: discord.Interaction[Any], game_id: int, action: str, arg: str
    ) -> None:
        await self._update_lobby(interaction, self.bot.service.cancel(game_id, interaction.user.id))

    async def start_button(
        self, interaction: discord.Interaction[Any], game_id: int, action: str, arg: str
    ) -> None:
        try:
            outcome = await self.bot.service.start(game_id, interaction.user.id)
        except Exception as error:
            await send_error(interaction, error)
            return
        await interaction.response.defer()
        try:
            await self._launch(interaction, outcome.table)
        except Exception as error:
            await send_error(interaction, error)

    async def _update_lobby(
        self, interaction: discord.Interaction[Any], request: Awaitable[Outcome]
    ) -> None:
        """A lobby button: the request's refusal goes privately to the clicker; otherwise
        the lobby message shows the new state."""
        try:
            outcome = await request
        except Exception as error:
            await send_error(interaction, error)
            return
        table = outcome.table
        view = lobby_view(table.id) if table.status == "lobby" else None
        await interaction.response.edit_message(embed=lobby_embed(table), view=view)

    # ------------------------------------------------------------------ helpers

    async def _lobby_changed(
        self, interaction: discord.Interaction[Any], outcome: Outcome, line: str
    ) -> None:
        await interaction.response.send_message(line)
        await self._edit_lobby(outcome.table)

    async def _edit_lobby(self, table: TableView) -> None:
        if table.message_id is None:
            return
        message = self.bot.get_partial_messageable(table.channel_id).get_partial_message(
            table.message_id
        )
        view = lobby_view(table.id) if table.status == "lobby" else None
        try:
            await message.edit(embed=lobby_embed(table), view=view)
        except discord.HTTPException as error:
            log.warning("could not update the lobby of game %d: %s", table.id, error)

    async def _table_message(self, table: TableView) -> dict[str, Any]:
        """A new table message: the embed, the My hand button and, if shown, the picture."""
        embed = table_embed(table)
        message: dict[str, Any] = {"embed": embed, "view": table_view(table.id)}
        if await self.bot.pictures_on(table.guild_id):
            message["file"] = await attach_table(embed, table)
        return message

    async def _launch(
        self, interaction: discord.Interaction[Any], table: TableView
    ) -> discord.abc.Messageable:
        """A started game moves to a thread on the lobby message when the bot may create one,
        else it stays in the channel; the table message is posted there."""
        channel = interaction.channel
        place: Any = channel
        if (
            isinstance(channel, discord.TextChannel)
            and table.message_id is not None
            and interaction.app_permissions.create_public_threads
        ):
            try:
                place = await channel.get_partial_message(table.message_id).create_thread(
                    name=f"Back Alley #{table.id} ({table.preset})",
                    auto_archive_duration=10080,
                )
                table = await self.bot.service.attach_thread(table.id, place.id)
            except discord.HTTPException as error:
                log.info("no thread for game %d, playing in the channel: %s", table.id, error)
                place = channel
        await self._edit_lobby(table)
        players = " ".join(who(table, s) for s in range(table.options.players))
        content = "\n".join(
            (f"🃏 **Back Alley** — {players}, the game is on!", deal_line(table), turn_line(table))
        )
        message = await place.send(content, **await self._table_message(table))
        await self.bot.service.set_message(table.id, message.id)
        self.bot.autoplay.kick(table.id)
        return place  # type: ignore[no-any-return]


async def setup(bot: BackAlleyBot) -> None:
    await bot.add_cog(BackAlley(bot))
