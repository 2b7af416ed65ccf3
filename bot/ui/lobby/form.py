"""A new game: what `/backalley new` reads from its options, and the form it opens without
any (also behind the **New game** button under a finished game's result).

The form is a modal of five labelled inputs, Discord's most: the preset (a radio group: three
choices, each with its players and hands in view), the hand sizes (a select of ready
schedules), the player's own hand sizes (the one free text, since a schedule can be any list),
the turn timer (a select of the usual times) and the computer players (a radio group: none, or
one level in every free seat). Its answers go through the command's own reading
(`read_new_game`) and the service's `Lobby.open` (`lobby.open_lobby`), so that a bad
schedule, a bad timer or a channel already taken gets the command's message, and nothing is
created.

A sent form is read from its submission alone (`lobby.answer_form`, called by the cog's
listener for the form's custom_id, which names the finished game it was opened from, if any):
nothing is kept while a player fills it, so a form opened before a restart still works, and
one closed unanswered costs nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.engine import PRESETS
from bot.service import TableView
from bot.ui.plumbing.clicks import GAME_ID, Clicked, DynamicButton, game_button, game_template
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language
from bot.ui.plumbing.replies import place_of
from bot.ui.words.i18n import ENGLISH, duration, text
from bot.ui.words.input import parse_duration, parse_hands
from bot.ui.words.names import preset_name
from bot.ui.words.refusals import UserError
from bot.ui.words.tables import schedule_text

# The form's custom_id; `ba:new-game:{game}` when opened from a finished game.
FORM_ID = "ba:new-game"
FORM = re.compile(rf"ba:new-game(?::(?P<game>{GAME_ID}))?")

# The form's inputs, by custom_id.
PRESET, SCHEDULE, HANDS, TIMER, COMPUTERS = "preset", "schedule", "hands", "timer", "computers"
PARTS = (PRESET, SCHEDULE, HANDS, TIMER, COMPUTERS)

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
TIMER_TEXT = 20  # `turn_timer:` as typed: `12h`, `2 dage`, `off`


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
    # An empty preset is no preset: the service names those there are.
    chosen = DEFAULT_PRESET if preset is None else preset
    return NewGame(chosen, options, timer or None, computers)


async def show_form(
    host: Host, interaction: discord.Interaction[Any], after: TableView | None = None
) -> None:
    """The new game's form, unless the channel already has a lobby or a game (then the
    command's refusal, before anything is filled in). `after`: the finished game whose
    channel the new lobby opens in."""
    host.service.lobby.require_free(place_of(interaction) if after is None else after.channel_id)
    form = new_game_form(await private_language(interaction), None if after is None else after.id)
    # Read from its submission alone (see the module's docstring): discord.py keeps a modal
    # it sends only while it is not finished.
    form.stop()
    await interaction.response.send_modal(form)


def new_game_form(lang: str, after: int | None = None) -> discord.ui.Modal:
    custom_id = FORM_ID if after is None else f"{FORM_ID}:{after}"
    form = discord.ui.Modal(title=text(lang, "form-title"), custom_id=custom_id)
    presets = discord.ui.RadioGroup[Any](custom_id=PRESET)
    for name in PRESETS:
        presets.add_option(
            label=preset_name(name, lang),
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


def form_of(interaction: discord.Interaction[Any]) -> re.Match[str] | None:
    """The new game's form, sent: its custom_id read (the finished game it came from, if
    any); None for any other interaction."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return None
    data: dict[str, Any] = dict(interaction.data or {})
    return FORM.fullmatch(str(data.get("custom_id", "")))


def form_choices(interaction: discord.Interaction[Any]) -> NewGame:
    """A sent form's answers, read as the command reads its options."""
    data: Mapping[str, Any] = interaction.data or {}
    return read_new_game(*_chosen(form_answers(data.get("components"))))


def _chosen(answers: Mapping[str, str]) -> tuple[str, str | None, str, str | None]:
    """The form's answers as the command's options: the player's own hand sizes, when
    written, rather than the schedule chosen."""
    own = answers[HANDS].strip()
    schedule = answers[SCHEDULE]
    computers = answers[COMPUTERS]
    return (
        answers[PRESET],
        own or (None if schedule == OWN_SCHEDULE else schedule),
        answers[TIMER],
        None if computers == NO_COMPUTERS else computers,
    )


def form_answers(components: object) -> dict[str, str]:
    """Each input's answer by custom_id, from a modal submission's components (labels, or
    the legacy rows): a text's or a radio group's value, a select's one value. Refused, by
    the part that is not one text, when a part is missing, left without a choice or given
    several (a changed client's form; Discord's own requires each); refused whole when the
    components are not a form's. What each answer says is the command's to read."""
    if not isinstance(components, list):
        raise UserError("form-unreadable")
    found: dict[str, object] = {}
    for top in components:
        if not isinstance(top, Mapping):
            raise UserError("form-unreadable")
        inner = top.get("component")
        items = [inner] if inner is not None else top.get("components") or []
        if not isinstance(items, list) or not all(isinstance(i, Mapping) for i in items):
            raise UserError("form-unreadable")
        for item in items:
            custom_id = item.get("custom_id")
            if isinstance(custom_id, str):
                found[custom_id] = item.get("values") if "values" in item else item.get("value")
    answers: dict[str, str] = {}
    for part in PARTS:
        value = found.get(part)
        if isinstance(value, list) and len(value) == 1:
            value = value[0]
        if not isinstance(value, str):
            raise UserError("form-bad-part", part=part)
        answers[part] = value
    return answers


class NewGameButton(Clicked, DynamicButton, template=game_template("newgame")):
    """Under a finished game's result: the form of a new game in that game's channel."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(game_button(game_id, "newgame", label=label))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> NewGameButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await show_form(host, interaction, await host.service.require_any_table(self.game_id))


def new_game_button(game_id: int, lang: str = ENGLISH) -> NewGameButton:
    return NewGameButton(game_id, text(lang, "button-new-game"))
