"""Every custom_id a view makes is claimed by exactly one registered component, which reads it
back into the same id; the ids keep the form of every message already sent, so a restarted
bot answers the buttons of old messages."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import discord
import pytest

import bot.ui
from bot.engine import Game, Phase
from bot.running.app import EXTENSIONS
from bot.service.leaderboard import LeaderboardPage
from bot.ui.lobby.message import lobby_view
from bot.ui.lobby.rematch import rematch_view
from bot.ui.play.hand import hand_controls
from bot.ui.play.table import table_view
from bot.ui.play.takebacks import TakebackButton, answer_view, takeback_view
from bot.ui.settings.forget import forget_view
from bot.ui.standings.leaderboard import leaderboard_view

GAME = 7


def registered() -> tuple[type[discord.ui.DynamicItem[Any]], ...]:
    """Every component the features register in their `setup` (their `BUTTONS`)."""
    return tuple(
        kind
        for extension in EXTENSIONS
        for kind in getattr(importlib.import_module(extension), "BUTTONS", ())
    )


DYNAMIC_ITEMS = registered()


def bidding() -> Game:
    return Game("classic", {"hands": [3]}, seed=1)


def playing() -> Game:
    game = bidding()
    while game.phase is Phase.BID:
        assert game.to_act is not None
        game.bid(game.to_act, 1)
    return game


def hand_layout(game: Game) -> discord.ui.LayoutView:
    """The controls of a private hand, as its layout holds them."""
    assert game.to_act is not None
    layout = discord.ui.LayoutView(timeout=None)
    rows = hand_controls(GAME, game, game.to_act)
    assert rows
    for row in rows:
        layout.add_item(row)
    return layout


def views() -> dict[str, discord.ui.View | discord.ui.LayoutView]:
    bid_view, play_view = hand_layout(bidding()), hand_layout(playing())
    board = leaderboard_view(LeaderboardPage("rating", "*", 2, 3, 30, (), None))
    assert board is not None
    return {
        "lobby": lobby_view(GAME),
        "table": table_view(GAME),
        "bid": bid_view,
        "play": play_view,
        "takeback": takeback_view(GAME, 3, 12),
        "answer": answer_view(GAME, 3),
        "rematch": rematch_view(GAME),
        "forget": forget_view(42),
        "leaderboard": board,
    }


def custom_ids(view: discord.ui.View | discord.ui.LayoutView) -> list[str]:
    def walk(components: list[dict[str, Any]]) -> list[str]:
        found = []
        for c in components:
            if "custom_id" in c:
                found.append(c["custom_id"])
            found += walk(c.get("components", []))
        return found

    return walk(view.to_components())


def items(view: discord.ui.View | discord.ui.LayoutView) -> list[discord.ui.Item[Any]]:
    if isinstance(view, discord.ui.LayoutView):
        return [i for i in view.walk_children() if not isinstance(i, discord.ui.ActionRow)]
    return list(view.children)


def claimants(custom_id: str) -> list[type[discord.ui.DynamicItem[Any]]]:
    """The registered components whose template takes this id, as discord.py picks them."""
    return [
        kind for kind in DYNAMIC_ITEMS if kind.__discord_ui_compiled_template__.fullmatch(custom_id)
    ]


def test_the_custom_ids_keep_the_form_of_every_message_already_sent() -> None:
    play = playing()
    assert play.to_act is not None
    deal = play.deals
    cards = sorted(str(c) for c in play.hand(play.to_act))
    made = {name: custom_ids(view) for name, view in views().items()}
    lobby = ["ba:7:join:", "ba:7:leave:", "ba:7:addbot:strong", "ba:7:start:", "ba:7:cancel:"]
    assert made["lobby"] == lobby
    assert made["table"] == ["ba:7:hand:", "ba:7:lasttrick:", "ba:7:remind:"]
    assert made["bid"] == [f"ba:7:bid:{bidding().deals}"]
    assert sorted(made["play"][:-1]) == sorted(f"ba:7:play:{deal}.{c}" for c in cards)
    assert made["play"][-1] == f"ba:7:claim:{deal}"
    assert made["takeback"] == ["ba:7:takeback:3.12"]
    assert made["answer"] == ["ba:7:allow:3", "ba:7:refuse:3"]
    assert made["rematch"] == ["ba:7:rematch:", "ba:7:newgame:"]
    assert made["forget"] == ["ba:0:forget:42"]
    assert made["leaderboard"] == ["lb:rating:*:1", "lb:rating:*:3"]


@pytest.mark.parametrize("name", list(views()))
async def test_every_custom_id_a_view_makes_is_claimed_by_exactly_one_component(
    name: str,
) -> None:
    for item in items(views()[name]):
        assert isinstance(item, discord.ui.DynamicItem)
        (kind,) = claimants(item.custom_id)
        assert kind is type(item)
        # What a click rebuilds from the id is the same component, with the same id.
        match = kind.__discord_ui_compiled_template__.fullmatch(item.custom_id)
        assert match is not None
        again = await kind.from_custom_id(None, item.item, match)  # type: ignore[arg-type]
        assert type(again) is kind and again.custom_id == item.custom_id


async def test_a_take_back_button_of_the_first_form_is_still_claimed_and_stale() -> None:
    # The first take-back buttons carried the move's place alone: answered as stale.
    (kind,) = claimants("ba:7:takeback:3")
    assert kind is TakebackButton
    match = kind.__discord_ui_compiled_template__.fullmatch("ba:7:takeback:3")
    assert match is not None
    old = await TakebackButton.from_custom_id(None, None, match)  # type: ignore[arg-type]
    assert (old.game_id, old.place, old.log_row) == (7, 3, None)


def test_ids_of_no_component_are_claimed_by_none() -> None:
    # The new game's form is a modal, read by the cog's listener: no component claims it.
    strays = ("ba:7:deal:", "ba:7:join", "ba:x:hand:", "ba:7:play:1.ZZ", "lb:rating:*:x")
    for stray in (*strays, "ba:new-game", "ba:new-game:7"):
        assert claimants(stray) == [], stray


def test_every_component_class_is_registered_once() -> None:
    for module in pkgutil.walk_packages(bot.ui.__path__, "bot.ui."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    defined: set[type[Any]] = set()
    kinds: list[type[Any]] = [discord.ui.DynamicItem]
    while kinds:
        kind = kinds.pop()
        for sub in kind.__subclasses__():
            kinds.append(sub)
            if sub.__module__.startswith("bot."):
                defined.add(sub)
    assert defined == set(DYNAMIC_ITEMS)
    assert len(DYNAMIC_ITEMS) == len(set(DYNAMIC_ITEMS))
    # One template each, so that no two components can answer one click.
    templates = [kind.__discord_ui_compiled_template__.pattern for kind in DYNAMIC_ITEMS]
    assert len(templates) == len(set(templates))
