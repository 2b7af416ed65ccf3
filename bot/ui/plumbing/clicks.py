"""What every button and select of the bot shares: one answer for every error, the form of a
game's custom_id, and an answer to every click and form, even those no item of ours reads.

Each kind of component is its own `DynamicItem`: its template matches only its own custom_id,
and reads every part of it (a game's id is at most 18 digits 0-9, so that it is an id the
database can hold; a count at most 9), `from_custom_id` turns those parts into typed fields,
and `clicked` calls the service and renders the answer. The custom_id carries all it needs,
so every component of every message works after a restart (each feature registers its own,
in its `setup`, with `register`).

discord.py answers a click only when its custom_id matches a registered template and the
message, as Discord sends it with the click, still shows that component; otherwise the click
is dropped, and the player sees "This interaction failed": `unread.py` answers those, with
what is registered here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import discord
from discord.ext import commands

from bot.ui.words.refusals import UserError

from .host import Host, host_of
from .replies import send_error

# A button that carries its own state in its custom_id.
DynamicButton = discord.ui.DynamicItem[discord.ui.Button[Any]]
DynamicSelect = discord.ui.DynamicItem[discord.ui.Select[Any]]
DynamicItemType = type[discord.ui.DynamicItem[Any]]

# The parts of a custom_id, digits 0-9 only (`\d` would take `٣` for a 3): a game's id, which
# the database's integers hold whatever it is (18 digits: below 2^63); a count (a deal, a
# move, a page); a Discord id, only ever compared with the clicker's.
GAME_ID = "[0-9]{1,18}"
COUNT = "[0-9]{1,9}"
SNOWFLAKE = "[0-9]{1,20}"

# The components and the forms the features read, by their templates (`register`,
# `register_form`): a click or a form that none of them matches is refused (`unread.py`).
# Kept here, in a module no feature loads as an extension: discord.py runs an extension's
# module anew, which would give it registries of its own.
_ITEMS: dict[re.Pattern[str], DynamicItemType] = {}
_FORMS: set[re.Pattern[str]] = set()


class Clicked:
    """A component that handles its own click. Errors of components never reach the command
    tree's `on_error`, so here they become the private message a command's error gets (an
    unexpected one is logged once, there)."""

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await self.clicked(interaction, host_of(interaction))
        except Exception as error:
            await send_error(interaction, error)

    async def gone(self, interaction: discord.Interaction[Any], host: Host) -> None:
        """Say why this component is no longer on its message (a click from an older
        version of it): raises the refusal. Changes nothing, and answers nothing on the
        message itself (Discord's advice: a click counts only from the message it is on)."""
        raise UserError("component-unknown")

    async def answer_gone(self, interaction: discord.Interaction[Any]) -> None:
        """The private answer to a click from an older version of the message (`gone`)."""
        try:
            await self.gone(interaction, host_of(interaction))
            raise UserError("component-unknown")
        except Exception as error:
            await send_error(interaction, error)


def game_template(action: str, arg: str = "") -> str:
    """The template of a game's component `action`: `ba:{game}:{action}:{arg}`, `arg` a
    pattern whose groups are the component's fields."""
    return rf"ba:(?P<game>{GAME_ID}):{action}:{arg}"


def game_custom_id(game_id: int, action: str, arg: object = "") -> str:
    return f"ba:{game_id}:{action}:{arg}"


def game_button(
    game_id: int,
    action: str,
    arg: object = "",
    *,
    label: str | None = None,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    disabled: bool = False,
) -> discord.ui.Button[Any]:
    return discord.ui.Button(
        label=label, style=style, disabled=disabled, custom_id=game_custom_id(game_id, action, arg)
    )


def chosen(interaction: discord.Interaction[Any]) -> list[str]:
    """The values a select's click chose, as Discord sent them (texts only: anything else a
    client sends is no choice)."""
    data: Mapping[str, Any] = interaction.data or {}
    values = data.get("values")
    if not isinstance(values, list):
        return []
    return [value for value in values if isinstance(value, str)]


def register(bot: commands.Bot, *items: DynamicItemType) -> None:
    """A feature's components, read from now on (after a restart too)."""
    bot.add_dynamic_items(*items)
    for item in items:
        _ITEMS[item.__discord_ui_compiled_template__] = item


def register_form(template: re.Pattern[str]) -> None:
    """A form's custom_id a feature reads (its own listener answers it)."""
    _FORMS.add(template)


def read_form(custom_id: str) -> bool:
    """Whether a feature reads a form of this custom_id."""
    return any(form.fullmatch(custom_id) for form in _FORMS)


def reader_of(custom_id: str) -> tuple[DynamicItemType, re.Match[str]] | None:
    """The registered component that reads a custom_id, with what its template matched."""
    for template, item in _ITEMS.items():
        match = template.fullmatch(custom_id)
        if match is not None:
            return item, match
    return None


def shown(components: Iterable[Any], kind: object, custom_id: str) -> bool:
    """Whether a message's components (as Discord sent them with the click) hold this one,
    in a row, a container or a section."""
    for component in components:
        if (
            getattr(component, "custom_id", None) == custom_id
            and getattr(component.type, "value", None) == kind
        ):
            return True
        inner = [*getattr(component, "children", ()), *getattr(component, "components", ())]
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            inner.append(accessory)
        if inner and shown(inner, kind, custom_id):
            return True
    return False
