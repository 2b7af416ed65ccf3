"""Components' errors are answered in one place: a refusal gets its message, privately, as it
would from a command; an unexpected error gets the apology and is logged once. (A button's
handling breaks here because the service or the leaderboards it calls raise.)"""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.running.app import BackAlleyBot
from bot.ui.plumbing.replies import APOLOGY
from tests.end_to_end.test_leaderboard import finish_games
from tests.ui.plumbing.test_components import DYNAMIC_ITEMS

from .conftest import World
from .driver import open_lobby, start_match
from .test_errors import private_text


@pytest.mark.logs_errors
async def test_an_unexpected_error_of_a_button_is_apologised_for_and_logged_once(
    world: World,
    bot: BackAlleyBot,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = world.fake
    match = await start_match(world, bot)

    async def broken(game_id: int) -> None:
        raise RuntimeError(f"the hand of game {game_id} is lost")

    monkeypatch.setattr(bot.service, "require_any_table", broken)
    with caplog.at_level(logging.ERROR):
        ix = await fake.click(world.players[1], match.table_message, label="My hand")
    assert APOLOGY in private_text(ix)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info is not None
    assert "is lost" in str(errors[0].exc_info[1])


@pytest.mark.logs_errors
async def test_a_leaderboard_page_error_is_answered_like_any_other(
    world: World,
    bot: BackAlleyBot,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = world.fake
    alice = world.players[0]
    groups = [tuple(alice.id + 100 * n + k for k in range(4)) for n in range(3)]
    await finish_games(bot, world, groups)
    ix = await fake.slash(alice, world.channel, "leaderboard", season="all")
    page = ix.response
    assert page is not None
    next_id = next(b["custom_id"] for b in page.buttons if "Next" in b.get("label", ""))
    clicks: list[dict[str, Any]] = []

    async def broken(guild_id: int, caller_id: int, **asked: Any) -> None:
        clicks.append(asked)
        raise KeyError(asked["sort"])

    monkeypatch.setattr(bot.leaderboards, "page", broken)
    with caplog.at_level(logging.ERROR):
        ix = await fake.click(alice, page, next_id)
    assert APOLOGY in private_text(ix)
    # The page asked for, typed (all time: the button's id carries no season).
    assert clicks == [{"sort": "rating", "preset": "*", "page": 2, "season": "all"}]
    assert len([r for r in caplog.records if r.levelno >= logging.ERROR]) == 1


async def test_a_refused_click_says_why_privately_and_logs_nothing(
    world: World, bot: BackAlleyBot
) -> None:
    fake = world.fake
    lobby = await open_lobby(world)
    ix = await fake.click(world.players[1], lobby, label="Start")
    assert "Only the host can do that." in private_text(ix)
    ix = await fake.click(world.players[1], lobby, label="Cancel")
    assert "Only the host can do that." in private_text(ix)
    ix = await fake.click(world.players[0], lobby, label="Join")
    assert "You already have a seat at this table." in private_text(ix)
    fake.assert_no_failed_interactions()


async def test_the_bot_registers_every_component_at_start_up(bot: BackAlleyBot) -> None:
    # Before any message: what answers the buttons of messages an earlier process sent.
    registered = bot._connection._view_store._dynamic_items
    assert set(registered.values()) == set(DYNAMIC_ITEMS)
    assert len(registered) == len(DYNAMIC_ITEMS)


# The custom_ids of messages sent by earlier versions of the bot, one of each form (written
# out, not built by today's code): each must still find the one class that answers it.
SENT_BEFORE = {
    "ba:7:join:": "JoinButton",
    "ba:7:leave:": "LeaveButton",
    "ba:7:addbot:strong": "AddComputerButton",
    "ba:7:addbot:": "AddComputerButton",
    "ba:7:start:": "StartButton",
    "ba:7:cancel:": "CancelButton",
    "ba:7:hand:": "HandButton",
    "ba:7:lasttrick:": "LastTrickButton",
    "ba:7:remind:": "RemindButton",
    "ba:7:bid:3": "BidSelect",
    "ba:7:play:3.AS": "CardButton",
    "ba:7:play:12.10H": "CardButton",
    "ba:7:play:1.BJ": "CardButton",
    "ba:7:claim:3": "ClaimButton",
    "ba:7:takeback:3": "TakebackButton",
    "ba:7:takeback:3.12": "TakebackButton",
    "ba:7:allow:3": "AllowButton",
    "ba:7:refuse:3": "RefuseButton",
    "ba:7:rematch:": "RematchButton",
    "ba:7:newgame:": "NewGameButton",
    "ba:0:forget:42": "ForgetButton",
    "ba:0:games:123.1": "GamesPageButton",
    "lb:rating:*:1": "LeaderboardButton",
    "lb:wins:classic:2:2026-11": "LeaderboardButton",
    "lb:win_rate:pagat-3:3:2026-Q4": "LeaderboardButton",
}


async def test_every_custom_id_an_old_message_carries_still_finds_its_class(
    bot: BackAlleyBot,
) -> None:
    registered = bot._connection._view_store._dynamic_items
    for custom_id, name in SENT_BEFORE.items():
        found = [kind for pattern, kind in registered.items() if pattern.fullmatch(custom_id)]
        assert [kind.__name__ for kind in found] == [name], custom_id
