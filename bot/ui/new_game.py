"""A new game: what `/backalley new` reads from its options, the form it opens without any,
and the lobby either one opens.

The form is a modal of five labelled inputs, Discord's most: the preset (a radio group: three
choices, each with its players and hands in view), the hand sizes (a select of ready
schedules), the player's own hand sizes (the one free text, since a schedule can be any list),
the turn timer (a select of the usual times) and the computer players (a radio group: none, or
one level in every free seat). Its answers go through the command's own reading
(`read_new_game`) and the service's `Lobby.open`, so that a bad schedule, a bad timer or a
channel already taken gets the command's message, and nothing is created.

A sent form is read from its submission alone (`answer_form`, called by the cog's listener for
the form's custom_id): nothing is kept while a player fills it, so a form opened before a
restart still works, and one closed unanswered costs nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.engine import PRESETS

from .clicks import Host
from .embeds import schedule_text
from .i18n import duration, text
from .input import parse_duration, parse_hands
from .languages import private_language, public_language
from .lobby import lobby_message
from .replies import UserError, place_of, send_error

FORM_ID = "ba:new-game"

# The form's inputs, by custom_id.
PRESET, SCHEDULE, HANDS, TIMER, COMPUTERS = "preset", "schedule", "hands", "timer", "computers"

DEFAULT_PRESET = "classic"
PRESET_ABOUT = {
    "classic": "form-preset-classic",
    "pagat": "form-preset-pagat",
    "pagat-3": "form-preset-pagat-3",
}
# The schedule select's values are written as a player writes `hands:`, and read the same
# way; the preset's own is the one value that is not a schedule.
OWN_SCHEDULE = "preset"
SCHEDULES = ((13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1), (13, 10, 7, 4, 1), (5, 3, 1))
# The turn timer's choices, written as a player writes `turn_timer:`.
TIMERS = ("off", "30m", "1h", "4h", "12h", "1d", "2d", "3d", "7d")
NO_COMPUTERS = "none"
COMPUTER_CHOICES = {
    NO_COMPUTERS: "form-computers-none",
    "strong": "form-computers-strong",
    "basic": "form-computers-basic",
    "random": "form-computers-random",
}
MAX_HANDS_TEXT = 100


@dataclass(frozen=True, slots=True)
class NewGame:
    """What a new lobby is opened with, read and checked as far as the presentation can (the
    service checks the rest: the preset, the hand sizes' range, the channel)."""

    preset: str = DEFAULT_PRESET
    options: dict[str, Any] = field(default_factory=dict)
    turn_timer: int | None = None
    computers: str | None = None


def read_new_game(
    preset: str | None, hands: str | None, turn_timer: str | None, computers: str | None = None
) -> NewGame:
    """The command's options, or the form's answers, as a new game; a clear refusal of hand
    sizes or a timer that cannot be read."""
    options: dict[str, Any] = {}
    if hands is not None:
        schedule = parse_hands(hands)
        if schedule is None:
            raise UserError("bad-hands")
        options["hands"] = schedule
    timer = None
    if turn_timer is not None:
        timer = parse_duration(turn_timer)
        if timer is None:
            raise UserError("bad-timer")
    return NewGame(preset or DEFAULT_PRESET, options, timer or None, computers)


async def open_lobby(host: Host, interaction: discord.Interaction[Any], new: NewGame) -> None:
    """Open the lobby in the interaction's channel and post it there, as the answer."""
    outcome = await host.service.lobby.open(
        guild_id=interaction.guild_id,
        channel_id=place_of(interaction),
        host_id=interaction.user.id,
        preset=new.preset,
        options=new.options,
        turn_timer=new.turn_timer,
        host_name=interaction.user.display_name,
        computers=new.computers,
    )
    posting = lobby_message(outcome.table, await public_language(interaction))
    await interaction.response.send_message(**posting.send_kwargs())
    message = await interaction.original_response()
    await host.service.lobby.set_message(outcome.table.id, message.id)


async def show_form(host: Host, interaction: discord.Interaction[Any]) -> None:
    """The new game's form, unless the channel already has a lobby or a game (then the
    command's refusal, before anything is filled in)."""
    host.service.lobby.require_free(place_of(interaction))
    form = new_game_form(await private_language(interaction))
    # Read from its submission alone (see the module's docstring): discord.py keeps a modal
    # it sends only while it is not finished.
    form.stop()
    await interaction.response.send_modal(form)


def new_game_form(lang: str) -> discord.ui.Modal:
    form = discord.ui.Modal(title=text(lang, "form-title"), custom_id=FORM_ID)
    presets = discord.ui.RadioGroup[Any](custom_id=PRESET)
    for name in PRESETS:
        presets.add_option(
            label=name,
            value=name,
            description=text(lang, PRESET_ABOUT[name]),
            default=name == DEFAULT_PRESET,
        )
    form.add_item(discord.ui.Label(text=text(lang, "form-preset"), component=presets))
    schedules = discord.ui.Select[Any](custom_id=SCHEDULE)
    schedules.add_option(
        label=text(lang, "form-schedule-preset"),
        value=OWN_SCHEDULE,
        description=text(lang, "form-schedule-preset-about"),
        default=True,
    )
    for hands in SCHEDULES:
        schedules.add_option(
            label=text(lang, "lobby-hands", count=len(hands), schedule=schedule_text(hands)),
            value=",".join(map(str, hands)),
        )
    form.add_item(discord.ui.Label(text=text(lang, "form-schedule"), component=schedules))
    own = discord.ui.TextInput[Any](
        custom_id=HANDS,
        required=False,
        max_length=MAX_HANDS_TEXT,
        placeholder=text(lang, "form-hands-placeholder"),
    )
    form.add_item(
        discord.ui.Label(
            text=text(lang, "form-hands"),
            description=text(lang, "form-hands-about"),
            component=own,
        )
    )
    timers = discord.ui.Select[Any](custom_id=TIMER)
    for value in TIMERS:
        seconds = parse_duration(value)
        assert seconds is not None, value
        label = duration(lang, seconds) if seconds else text(lang, "form-timer-off")
        timers.add_option(label=label, value=value, default=not seconds)
    form.add_item(
        discord.ui.Label(
            text=text(lang, "field-turn-timer"),
            description=text(lang, "form-timer-about"),
            component=timers,
        )
    )
    computers = discord.ui.RadioGroup[Any](custom_id=COMPUTERS)
    for value, message_id in COMPUTER_CHOICES.items():
        computers.add_option(
            label=text(lang, message_id), value=value, default=value == NO_COMPUTERS
        )
    form.add_item(discord.ui.Label(text=text(lang, "form-computers"), component=computers))
    return form


def is_new_game_form(interaction: discord.Interaction[Any]) -> bool:
    data: dict[str, Any] = dict(interaction.data or {})
    return (
        interaction.type is discord.InteractionType.modal_submit
        and data.get("custom_id") == FORM_ID
    )


async def answer_form(host: Host, interaction: discord.Interaction[Any]) -> None:
    """A sent form opens its lobby as the command would; a refusal is the command's message,
    privately, and nothing is created."""
    try:
        data: dict[str, Any] = dict(interaction.data or {})
        answers = form_answers(data.get("components") or [])
        new = read_new_game(*_chosen(answers))
        await open_lobby(host, interaction, new)
    except Exception as error:
        await send_error(interaction, error)


def _chosen(answers: Mapping[str, str | None]) -> tuple[str | None, str | None, str, str | None]:
    """The form's answers as the command's options: the player's own hand sizes, when
    written, rather than the schedule chosen."""
    own = (answers.get(HANDS) or "").strip()
    schedule = answers.get(SCHEDULE) or OWN_SCHEDULE
    hands = own or (None if schedule == OWN_SCHEDULE else schedule)
    computers = answers.get(COMPUTERS) or NO_COMPUTERS
    return (
        answers.get(PRESET) or DEFAULT_PRESET,
        hands,
        answers.get(TIMER) or TIMERS[0],
        None if computers == NO_COMPUTERS else computers,
    )


def form_answers(components: Iterable[Mapping[str, Any]]) -> dict[str, str | None]:
    """Each input's answer by custom_id, from a modal submission's components (labels, or
    the legacy rows): a text or a radio group's value, a select's first value."""
    found: dict[str, str | None] = {}
    for top in components:
        inner = top.get("component")
        for item in [inner] if isinstance(inner, Mapping) else top.get("components") or []:
            custom_id = item.get("custom_id")
            if not isinstance(custom_id, str):
                continue
            if "values" in item:
                values = item.get("values") or []
                found[custom_id] = str(values[0]) if values else None
            else:
                value = item.get("value")
                found[custom_id] = None if value is None else str(value)
    return found
