"""A player's private view of their hand, with the controls they can use now."""

from __future__ import annotations

import discord

from bot.engine import Phase
from bot.service import TableView

from .cards import card_text, hand_text, suit_text
from .components import hand_view
from .embeds import COLOUR, hand_heading, who
from .i18n import ENGLISH, text


def hand_message(
    table: TableView, seat: int, lang: str = ENGLISH
) -> tuple[discord.Embed, discord.ui.View | None]:
    game = table.game
    assert game is not None
    embed = discord.Embed(title=text(lang, "hand-title"), colour=COLOUR)
    if game.is_over:
        embed.description = text(lang, "game-is-over")
        return embed, None
    if seat not in game.seats:
        embed.description = text(lang, "hand-sit-out")
        return embed, None
    embed.description = hand_text(game.hands[seat], game.trump, lang)
    embed.add_field(
        name=hand_heading(game, lang),
        value=text(
            lang,
            "hand-turn-up",
            card=card_text(game.turn_up, lang),
            trump=suit_text(game.trump, lang),
        ),
        inline=False,
    )
    if game.trick:
        embed.add_field(
            name=text(lang, "field-trick"),
            value=" · ".join(f"{who(table, s, lang)} {card_text(c, lang)}" for s, c in game.trick),
            inline=False,
        )
    if game.to_act == seat and game.phase is Phase.BID:
        status = text(lang, "now-bid")
    elif game.to_act == seat:
        status = text(lang, "now-play")
    elif game.to_act is not None:
        waiting = "waiting-bid" if game.phase is Phase.BID else "waiting-play"
        status = text(lang, waiting, player=who(table, game.to_act, lang))
    else:
        status = text(lang, "waiting")
    embed.add_field(name=text(lang, "field-now"), value=status, inline=False)
    return embed, hand_view(table.id, game, seat, lang)
