"""The last trick, shown privately to whoever asks (`/backalley lasttrick` or the table's
button): who played what, in order, and who won."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import TrickWon
from bot.service import TableView
from bot.ui.plumbing.clicks import Clicked, DynamicButton, game_button, game_template
from bot.ui.plumbing.host import Host
from bot.ui.plumbing.languages import private_language
from bot.ui.plumbing.layouts import Layout, gallery, side_colour
from bot.ui.plumbing.replies import send_private
from bot.ui.words.cards import card_text
from bot.ui.words.i18n import ENGLISH, text
from bot.ui.words.names import who
from bot.ui.words.refusals import UserError

from .pictures import last_trick_file


def last_trick_layout(
    table: TableView, won: TrickWon, lang: str = ENGLISH, picture: discord.File | None = None
) -> Layout:
    """Who played what, in order, and who won, in the colour of the winner's side, with the
    picture of the trick on the table."""
    lines = [
        text(lang, "last-trick-card", player=who(table, seat, lang), card=card_text(card, lang))
        for seat, card in won.cards
    ]
    lines.append(
        text(
            lang,
            "last-trick-won",
            player=who(table, won.seat, lang),
            card=card_text(won.card, lang),
        )
    )
    title = text(lang, "last-trick-title", number=won.number)
    box: discord.ui.Container[Any] = discord.ui.Container(
        accent_colour=side_colour(table.options.side_of(won.seat))
    )
    box.add_item(discord.ui.TextDisplay(f"### {title}\n" + "\n".join(lines)))
    if picture is not None:
        box.add_item(gallery(picture))
    return Layout(box)


async def show_last_trick(
    host: Host, interaction: discord.Interaction[Any], table: TableView
) -> None:
    """Public information, so anyone in the channel may look; privately, to spare the
    table a message."""
    won = table.last_trick()
    if won is None:
        raise UserError("no-last-trick")
    lang = await private_language(interaction)
    file = None
    if await host.pictures_on(table.guild_id):
        file = await last_trick_file(table, won, lang)
    await send_private(interaction, view=last_trick_layout(table, won, lang, file), file=file)


class LastTrickButton(Clicked, DynamicButton, template=game_template("lasttrick")):
    """The table's Last trick button."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(game_button(game_id, "lasttrick", label=label))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LastTrickButton:
        return cls(int(match["game"]))

    async def clicked(self, interaction: discord.Interaction[Any], host: Host) -> None:
        await show_last_trick(host, interaction, await host.service.require_any_table(self.game_id))
