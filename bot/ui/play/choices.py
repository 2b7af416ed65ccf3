"""The autocomplete answers of `/bid` and `/play`: every seated player asks at every step,
and most asks find nothing changed since the last, so an answer is kept per player, command,
language and text typed, for as long as their game is the same.

The service swaps a new table in on every change of a game (a move, a take-back, a seat, a
player's choice), so the table held is the answer's version: an answer made for another table
than the one held now is made again. The language is part of the key: a player who changes
theirs gets the new words at once."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import discord
from discord import app_commands

from bot.service import GameService, TableView
from bot.ui.plumbing.languages import private_language
from bot.ui.plumbing.replies import place_of
from bot.ui.words.cards import bid_text, card_label, card_name
from bot.ui.words.input import parse_card_input

MAX_CHOICES = 25  # Discord's limit
KEPT = 4096  # answers kept, the least recently asked dropped first

Key = tuple[int, int, str, str, str]  # place, user, command, language, text typed


class Choices:
    def __init__(self, service: GameService) -> None:
        self._service = service
        self._kept: OrderedDict[Key, tuple[TableView | None, list[app_commands.Choice[str]]]]
        self._kept = OrderedDict()

    async def bids(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._answer(interaction, "bid", current)

    async def cards(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._answer(interaction, "play", current)

    async def _answer(
        self, interaction: discord.Interaction[Any], command: str, current: str
    ) -> list[app_commands.Choice[str]]:
        lang = await private_language(interaction)
        place, user = place_of(interaction), interaction.user.id
        table = await self._service.held_table_at(place)
        key = (place, user, command, lang, current)
        kept = self._kept.get(key)
        if kept is not None and kept[0] is table:
            self._kept.move_to_end(key)
            return kept[1]
        if command == "bid":
            choices = bid_choices(self._service.bids_of(table, user), current, lang)
        else:
            choices = card_choices(self._service.cards_of(table, user), current, lang)
        self._kept[key] = (table, choices)
        if len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        return choices


def bid_choices(bids: list[Any], current: str, lang: str) -> list[app_commands.Choice[str]]:
    typed = current.strip().lower()
    choices = []
    for bid in bids:
        value = "pass" if bid == 0 else str(bid)
        name = bid_text(bid, 0, lang)
        if value.startswith(typed) or name.lower().startswith(typed) or (typed == "0" and bid == 0):
            choices.append(app_commands.Choice(name=name, value=value))
    return choices[:MAX_CHOICES]


def card_choices(cards: list[Any], current: str, lang: str) -> list[app_commands.Choice[str]]:
    typed = current.strip().lower()
    exact = parse_card_input(current, lang) if typed else None
    choices = []
    for card in reversed(cards):
        if (
            not typed
            or card == exact
            or card.code.lower().startswith(typed)
            or card.label.lower().startswith(typed)
            or card_label(card, lang).lower().startswith(typed)
            or card_name(card, lang).lower().startswith(typed)
        ):
            choices.append(app_commands.Choice(name=card_label(card, lang), value=card.code))
    return choices[:MAX_CHOICES]
