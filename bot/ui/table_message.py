"""The table message and its buttons (My hand, Last trick): built in one place, whether posted
anew or edited in place. The lobby's message is in `lobby`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.service import TableView

from .embeds import table_embed
from .hand import HandButton
from .i18n import ENGLISH, text
from .last_trick import LastTrickButton
from .nudge import RemindButton
from .pictures import attach_table


@dataclass(slots=True)
class Posting:
    embed: discord.Embed
    view: discord.ui.View | None
    file: discord.File | None = None
    # Pictures were asked for but none could be drawn: an edit takes the old one away.
    no_picture: bool = False

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"embed": self.embed}
        if self.view is not None:
            kwargs["view"] = self.view
        if self.file is not None:
            kwargs["file"] = self.file
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"embed": self.embed, "view": self.view}
        if self.file is not None:
            kwargs["attachments"] = [self.file]
        elif self.no_picture:
            kwargs["attachments"] = []
        return kwargs


async def table_message(
    table: TableView, *, pictures: bool, lang: str = ENGLISH, background: bool = False
) -> Posting:
    """The table of a game: the embed, the My hand button while it runs and, if the server
    shows them and the fonts can draw its language, the picture (`background`: for an edit
    no one waits for, drawn after the answers' pictures)."""
    embed = table_embed(table, lang)
    view = table_view(table.id, lang) if table.status == "active" else None
    if not pictures or table.game is None:
        return Posting(embed, view)
    file = await attach_table(embed, table, lang=lang, background=background)
    return Posting(embed, view, file, no_picture=file is None)


def table_view(game_id: int, lang: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(game_id, text(lang, "button-hand")))
    view.add_item(LastTrickButton(game_id, text(lang, "button-last-trick")))
    view.add_item(RemindButton(game_id, text(lang, "button-remind")))
    return view
