"""The last trick, shown privately to whoever asks: who played what, in order, and who won."""

from __future__ import annotations

import discord

from bot.engine import TrickWon
from bot.service import TableView

from .cards import card_text
from .embeds import who
from .i18n import ENGLISH, text


def last_trick_embed(table: TableView, won: TrickWon, lang: str = ENGLISH) -> discord.Embed:
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
    return discord.Embed(
        title=text(lang, "last-trick-title", number=won.number), description="\n".join(lines)
    )
