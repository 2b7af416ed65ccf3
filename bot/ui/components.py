"""Buttons and selects of a game. Each is a `DynamicItem` whose custom_id carries what it needs
(`ba:{game}:{action}:{arg}`), so every component of every game works after a restart.

A component's callback hands the click to the handler registered for it in the bot's
`Routes` (cogs register them), keeping decisions out of this layer. Errors of components
never reach the command tree's `on_error`, so `answer` turns them into the same private
message, in one place.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.engine import Game, Phase, Suit, sort_for_display

from .cards import bid_text, card_label
from .i18n import ENGLISH, text
from .replies import send_error

log = logging.getLogger(__name__)

# A game's component: (interaction, game id, the component's argument).
GameHandler = Callable[[discord.Interaction[Any], int, str], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class PageClick:
    """A leaderboard page button: the order, the preset ("*" for all) and the page."""

    sort: str
    preset: str
    page: int


PageHandler = Callable[[discord.Interaction[Any], PageClick], Awaitable[None]]


@dataclass
class Routes:
    """Where each component's click goes; the cogs register their handlers when they load."""

    game: dict[str, GameHandler] = field(default_factory=dict)
    leaderboard: PageHandler | None = None


def routes_of(interaction: discord.Interaction[Any]) -> Routes:
    routes = getattr(interaction.client, "routes", None)
    return routes if isinstance(routes, Routes) else Routes()


async def answer(
    interaction: discord.Interaction[Any], handling: Awaitable[None] | None, what: str
) -> None:
    """Run a component's handler. Any error becomes the private message a command's error
    gets (an unexpected one is logged once, there)."""
    if handling is None:
        log.error("no handler for the component %r", what)
        await send_error(interaction, RuntimeError(f"no handler for {what!r}"))
        return
    try:
        await handling
    except Exception as error:
        await send_error(interaction, error)


def custom_id(game_id: int, action: str, arg: str = "") -> str:
    return f"ba:{game_id}:{action}:{arg}"


async def _dispatch(
    interaction: discord.Interaction[Any], game_id: int, action: str, arg: str
) -> None:
    handler = routes_of(interaction).game.get(action)
    await answer(interaction, handler and handler(interaction, game_id, arg), action)


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"ba:(?P<game>\d+):(?P<action>join|leave|start|cancel|addbot|hand|lasttrick|play|claim|takeback|allow|refuse|rematch|forget):(?P<arg>[^:]*)",
):
    def __init__(
        self,
        game_id: int,
        action: str,
        arg: str = "",
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                disabled=disabled,
                custom_id=custom_id(game_id, action, arg),
            ),
            row=row,
        )
        self.game_id = game_id
        self.action = action
        self.arg = arg

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> GameButton:
        return cls(int(match["game"]), match["action"], match["arg"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _dispatch(interaction, self.game_id, self.action, self.arg)


class BidSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"ba:(?P<game>\d+):bid:(?P<arg>\d+)",
):
    def __init__(
        self,
        game_id: int,
        deal: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id(game_id, "bid", str(deal)),
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="pass", value="pass")],
            )
        )
        self.game_id = game_id
        self.deal = deal

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> BidSelect:
        return cls(int(match["game"]), int(match["arg"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values
        choice = values[0] if values else ""
        await _dispatch(interaction, self.game_id, "bid", f"{self.deal}.{choice}")


def lobby_view(game_id: int, lang: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action, arg, words, style in (
        ("join", "", "button-join", discord.ButtonStyle.success),
        ("leave", "", "button-leave", discord.ButtonStyle.secondary),
        ("addbot", "strong", "button-addbot", discord.ButtonStyle.secondary),
        ("start", "", "button-start", discord.ButtonStyle.primary),
        ("cancel", "", "button-cancel", discord.ButtonStyle.danger),
    ):
        label = text(lang, words)
        view.add_item(GameButton(game_id, action, arg, label=label, style=style))
    return view


def table_view(game_id: int, lang: str = ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    label = text(lang, "button-hand")
    view.add_item(GameButton(game_id, "hand", label=label, style=discord.ButtonStyle.primary))
    label = text(lang, "button-last-trick")
    view.add_item(GameButton(game_id, "lasttrick", label=label))
    return view


def takeback_view(game_id: int, move: str, lang: str = ENGLISH) -> discord.ui.View:
    """Under a person's move (`move`: its place among the moves that stand, and its row in
    the log): its player may ask to take it back."""
    view = discord.ui.View(timeout=None)
    label = text(lang, "button-takeback")
    view.add_item(GameButton(game_id, "takeback", move, label=label))
    return view


def answer_view(game_id: int, move: int, lang: str = ENGLISH) -> discord.ui.View:
    """Under a take-back request: the players asked allow or refuse it."""
    view = discord.ui.View(timeout=None)
    for action, words, style in (
        ("allow", "button-allow", discord.ButtonStyle.success),
        ("refuse", "button-refuse", discord.ButtonStyle.danger),
    ):
        label = text(lang, words)
        view.add_item(GameButton(game_id, action, str(move), label=label, style=style))
    return view


def rematch_view(game_id: int, lang: str = ENGLISH) -> discord.ui.View:
    """Under the final result: the players of the game ask for another one."""
    view = discord.ui.View(timeout=None)
    label = text(lang, "button-rematch")
    view.add_item(GameButton(game_id, "rematch", label=label, style=discord.ButtonStyle.success))
    return view


def forget_view(guild_id: int, lang: str = ENGLISH) -> discord.ui.View:
    """The confirmation of deleting a server's games and statistics (not a game's button:
    game 0, the server in its argument)."""
    view = discord.ui.View(timeout=None)
    view.add_item(
        GameButton(
            0,
            "forget",
            str(guild_id),
            label=text(lang, "forget-button"),
            style=discord.ButtonStyle.danger,
        )
    )
    return view


def hand_view(game_id: int, game: Game, seat: int, lang: str = ENGLISH) -> discord.ui.View | None:
    """The controls a seat can use now: a select of its legal bids on its bid, one button per
    card on its play (illegal cards disabled), nothing otherwise."""
    if game.to_act != seat:
        return None
    view = discord.ui.View(timeout=None)
    deal = game.deals
    if game.phase is Phase.BID:
        options = [
            discord.SelectOption(
                label=bid_text(bid, 0, lang), value="pass" if bid == 0 else str(bid)
            )
            for bid in game.legal_bids(seat)
        ]
        view.add_item(BidSelect(game_id, deal, options, text(lang, "choose-bid")))
        return view
    if game.phase is not Phase.PLAY:
        return None
    legal = game.legal_mask(seat)
    cards = sort_for_display(game.hands[seat], game.trump)
    for index, card in enumerate(cards):
        view.add_item(
            GameButton(
                game_id,
                "play",
                f"{deal}.{card}",
                label=card_label(card, lang),
                style=_card_style(card, game.trump),
                disabled=not legal >> card & 1,
                row=index // 5,
            )
        )
    if len(cards) > 1:  # one card left plays itself
        label = text(lang, "button-claim")
        view.add_item(
            GameButton(
                game_id,
                "claim",
                str(deal),
                label=label,
                style=discord.ButtonStyle.success,
                row=len(cards) // 5 + (len(cards) % 5 > 0),
            )
        )
    return view


def _card_style(card: Any, trump: Suit | None) -> discord.ButtonStyle:
    if card.is_joker or (trump is not None and card.suit == trump):
        return discord.ButtonStyle.primary
    return discord.ButtonStyle.secondary


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (GameButton, BidSelect)
