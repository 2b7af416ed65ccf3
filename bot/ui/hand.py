"""A player's private view of their hand, with the controls they can use now."""

from __future__ import annotations

import discord

from bot.engine import Phase
from bot.service import TableView

from .cards import card_text, hand_text, suit_text
from .components import hand_view
from .embeds import COLOUR, hand_heading, who


def hand_message(table: TableView, seat: int) -> tuple[discord.Embed, discord.ui.View | None]:
    game = table.game
    assert game is not None
    embed = discord.Embed(title="Your hand", colour=COLOUR)
    if game.is_over:
        embed.description = "The game is over."
        return embed, None
    if seat not in game.seats:
        embed.description = "You sit out this tiebreak hand."
        return embed, None
    embed.description = hand_text(game.hands[seat], game.trump)
    embed.add_field(
        name=hand_heading(game),
        value=f"turn-up {card_text(game.turn_up)} · trumps: **{suit_text(game.trump)}**",
        inline=False,
    )
    if game.trick:
        embed.add_field(
            name="Current trick",
            value=" · ".join(f"{who(table, s)} {card_text(c)}" for s, c in game.trick),
            inline=False,
        )
    if game.to_act == seat and game.phase is Phase.BID:
        status = "**Your turn to bid:** choose below, or use `/bid`."
    elif game.to_act == seat:
        status = (
            "**Your turn to play:** press a card (greyed cards may not be played now), "
            "or use `/play`."
        )
    elif game.to_act is not None:
        doing = "bid" if game.phase is Phase.BID else "play"
        status = f"Waiting for {who(table, game.to_act)} to {doing}."
    else:
        status = "Waiting."
    embed.add_field(name="Now", value=status, inline=False)
    return embed, hand_view(table.id, game, seat)
