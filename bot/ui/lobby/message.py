"""The lobby message and its buttons (Join, Leave, Add bot, Start, Cancel); a started game's
move to its own thread, where its table is posted."""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.service import Outcome, TableView
from bot.ui.play.table import table_message
from bot.ui.plumbing.clicks import Clicked, DynamicButton, game_button, game_template
from bot.ui.plumbing.discord_errors import noted
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import (
    private_language,
    public_language,
    public_language_from,
    server_language,
)
from bot.ui.plumbing.layouts import Posting
from bot.ui.plumbing.replies import answer_posted, place_of, send_error, send_private
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.names import preset_name
from bot.ui.words.report import report
from bot.ui.words.tables import lobby_embed

from .form import NewGame, form_choices, form_of

log = logging.getLogger(__name__)


def lobby_message(table: TableView, lang: str = ENGLISH) -> Posting:
    """The lobby: its seats and, while it is open, its buttons, in the server's language."""
    view = lobby_view(table.id, lang) if table.status == "lobby" else None
    return Posting(lobby_embed(table, lang), view)


def lobby_view(game_id: int, lang: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(game_id, text(lang, "button-join")))
    view.add_item(LeaveButton(game_id, text(lang, "button-leave")))
    view.add_item(AddComputerButton(game_id, "strong", text(lang, "button-addbot")))
    view.add_item(StartButton(game_id, text(lang, "button-start")))
    view.add_item(CancelButton(game_id, text(lang, "button-cancel")))
    return view


async def open_lobby(
    host: Host, interaction: discord.Interaction[Any], new: NewGame, channel_id: int | None = None
) -> None:
    """Open a new lobby in the interaction's channel, posted there as the answer; in another
    channel (`channel_id`: a finished game's, from its thread), posted there, and the player
    told where."""
    here = place_of(interaction)
    channel = here if channel_id is None else channel_id
    outcome = await host.service.lobby.open(
        guild_id=interaction.guild_id,
        channel_id=channel,
        host_id=interaction.user.id,
        preset=new.preset,
        options=new.options,
        turn_timer=new.turn_timer,
        host_name=interaction.user.display_name,
        computers=new.computers,
    )
    lang = await public_language(interaction)
    if channel != here:
        await host.tables.post_lobby(outcome.table, lang)
        said = text(await private_language(interaction), "new-game-opened", place=f"<#{channel}>")
        await send_private(interaction, said)
        return
    posting = lobby_message(outcome.table, lang)
    message_id = await answer_posted(interaction, **posting.send_kwargs())
    await host.service.lobby.set_message(outcome.table.id, message_id)


async def answer_form(host: Host, interaction: discord.Interaction[Any]) -> None:
    """A sent new game's form opens its lobby as the command would; a refusal is the
    command's message, privately, and nothing is created."""
    sent = form_of(interaction)
    if sent is None:
        return
    try:
        channel = None
        if sent["game"] is not None:
            after = await host.service.require_any_table(int(sent["game"]))
            # Only a game of this server names where the lobby goes.
            if after.guild_id == interaction.guild_id:
                channel = after.channel_id
        await open_lobby(host, interaction, form_choices(interaction), channel)
    except Exception as error:
        await send_error(interaction, error)


async def show_lobby(host: Host, interaction: discord.Interaction[Any], outcome: Outcome) -> None:
    """Answer a lobby button by showing the lobby as it now stands, in place: the click's own
    answer edits the message, so the refresher need not (no channel request)."""
    posting = lobby_message(outcome.table, public_language_from(interaction, outcome))
    await interaction.response.edit_message(embed=posting.embed, view=posting.view)
    host.tables.shown(outcome)


class JoinButton(Clicked, DynamicButton, template=game_template("join")):
    def __init__(self, game_id: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.success
        super().__init__(game_button(game_id, "join", label=label, style=style))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        user = interaction.user
        outcome = await host.service.lobby.join(self.game_id, user.id, name=user.display_name)
        await show_lobby(host, interaction, outcome)


class LeaveButton(Clicked, DynamicButton, template=game_template("leave")):
    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(game_button(game_id, "leave", label=label))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LeaveButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await show_lobby(
            host, interaction, await host.service.lobby.leave(self.game_id, interaction.user.id)
        )


class AddComputerButton(
    Clicked, DynamicButton, template=game_template("addbot", "(?P<level>[a-z]*)")
):
    """Seats a computer player of `level` (the strong one when the id names none)."""

    def __init__(self, game_id: int, level: str, label: str | None = None) -> None:
        super().__init__(game_button(game_id, "addbot", level, label=label))
        self.game_id = game_id
        self.level = level or "strong"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> AddComputerButton:
        return cls(int(match["game"]), match["level"])

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        outcome = await host.service.lobby.add_computer(
            self.game_id, interaction.user.id, self.level
        )
        await show_lobby(host, interaction, outcome)


class StartButton(Clicked, DynamicButton, template=game_template("start")):
    def __init__(self, game_id: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.primary
        super().__init__(game_button(game_id, "start", label=label, style=style))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> StartButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        outcome = await host.service.lobby.start(self.game_id, interaction.user.id)
        await interaction.response.defer()
        await launch(host, interaction, outcome)


class CancelButton(Clicked, DynamicButton, template=game_template("cancel")):
    def __init__(self, game_id: int, label: str | None = None) -> None:
        style = discord.ButtonStyle.danger
        super().__init__(game_button(game_id, "cancel", label=label, style=style))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CancelButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        outcome = await host.service.lobby.cancel(self.game_id, interaction.user.id)
        await show_lobby(host, interaction, outcome)


async def launch(host: Host, interaction: discord.Interaction[Any], started: Outcome) -> int:
    """A started game moves to a thread on the lobby message when the bot may create one,
    else it stays in the channel; the table message is posted there. The id of that
    place."""
    table = started.table
    channel = interaction.channel
    place: Any = channel
    lang = public_language_from(interaction, started)
    if (
        isinstance(channel, discord.TextChannel)
        and table.message_id is not None
        and interaction.app_permissions.create_public_threads
    ):
        try:
            place = await channel.get_partial_message(table.message_id).create_thread(
                name=f"Back Alley #{table.id} ({preset_name(table.preset, lang)})",
                auto_archive_duration=10080,
            )
            table = await host.service.lobby.attach_thread(table.id, place.id)
        except discord.HTTPException as error:
            log.info("no thread for game %d, playing in the channel: %s", table.id, error)
            place = channel
    await _edit_lobby(interaction.client, table)
    news = report(table, started.events, lang)
    pictures = started.server is not None and started.server.pictures
    allowed = interaction.app_permissions  # a game's thread has its channel's
    posting = await table_message(
        table,
        pictures=pictures,
        lang=lang,
        client=interaction.client,
        allowed=allowed,
        opening=news,  # the start, which notifies the players, heads the table
    )
    try:
        message = await place.send(**posting.send_kwargs())
    except discord.HTTPException:
        host.tables.not_posted(table)  # the refresher posts it once it may
        raise
    await host.service.lobby.set_message(table.id, message.id)
    return int(place.id)


async def _edit_lobby(client: discord.Client, table: TableView) -> None:
    """The lobby message of a game that has just started: it now points to the game."""
    if table.message_id is None:
        return
    message = client.get_partial_messageable(table.channel_id).get_partial_message(table.message_id)
    posting = lobby_message(table, await server_language(client, table.guild_id))
    try:
        await message.edit(embed=posting.embed, view=posting.view)
    except discord.HTTPException as error:
        noted(log, error, f"game={table.id}: updating the lobby")
