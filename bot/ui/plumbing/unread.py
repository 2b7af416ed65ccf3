"""The clicks and forms discord.py would drop, answered: discord.py hands a click to its item
only when the custom_id matches a registered template and the message, as Discord sends it
with the click, still shows that component; a form, only to a listener that reads it.

A click from a client that still shows an older version of the message (a take-back's Allow
after the request lapsed) is answered privately by its item, which says why the component is
gone (too late) and does nothing else: as Discord advises, a click counts only from the
message it is on, so a made-up custom_id pressed on some other message changes nothing. A
custom_id no item reads (a changed client, a button of a version of the bot long gone) is
refused privately; so is a form no feature reads (`clicks.register`,
`clicks.register_form`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord.ext import commands

from bot.ui.words.refusals import UserError

from .clicks import Clicked, read_form, reader_of, shown
from .replies import send_error


class Unread(commands.Cog, name="Unread"):
    """Answers the clicks and forms discord.py would drop (see the module's docstring)."""

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        data: Mapping[str, Any] = interaction.data or {}
        custom_id = data.get("custom_id")
        if interaction.type is discord.InteractionType.modal_submit:
            if not isinstance(custom_id, str) or not read_form(custom_id):
                await send_error(interaction, UserError("form-unknown"))
            return
        if interaction.type is not discord.InteractionType.component:
            return
        found = reader_of(custom_id) if isinstance(custom_id, str) else None
        if found is None or not isinstance(custom_id, str):
            await send_error(interaction, UserError("component-unknown"))
            return
        kind = data.get("component_type")
        message = interaction.message
        if message is not None and shown(message.components, kind, custom_id):
            return  # discord.py hands it to its item
        # A client that still shows an older version of the message: its item says why the
        # component is gone.
        item_class, match = found
        stand_in = discord.ui.Button[Any](custom_id=custom_id)
        try:
            item = await item_class.from_custom_id(interaction, stand_in, match)
        except Exception as error:
            await send_error(interaction, error)
            return
        if isinstance(item, Clicked):
            await item.answer_gone(interaction)
        else:
            await send_error(interaction, UserError("component-unknown"))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Unread())
