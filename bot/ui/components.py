"""Every button and select the bot puts on a message, registered once at start-up
(`add_dynamic_items`), so that every component of every game works after a restart.

Each is its own `DynamicItem` (`clicks.Clicked`), beside the view that shows it and the
handling it shares with a command: its template matches only its own custom_id
(`ba:{game}:{action}:{arg}`, or `lb:…` for the leaderboard's pages), `from_custom_id` reads
that id into typed fields, and its `clicked` calls the service and renders the answer. A new
component is its class, named here.
"""

from __future__ import annotations

from typing import Any

import discord

from .games import GamesPageButton
from .hand import BidSelect, CardButton, ClaimButton, HandButton
from .last_trick import LastTrickButton
from .leaderboard import LeaderboardButton
from .lobby import AddComputerButton, CancelButton, JoinButton, LeaveButton, StartButton
from .new_game import NewGameButton
from .nudge import RemindButton
from .rematch import RematchButton
from .servers import ForgetButton
from .takebacks import AllowButton, RefuseButton, TakebackButton

DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    JoinButton,
    LeaveButton,
    AddComputerButton,
    StartButton,
    CancelButton,
    HandButton,
    LastTrickButton,
    RemindButton,
    BidSelect,
    CardButton,
    ClaimButton,
    TakebackButton,
    AllowButton,
    RefuseButton,
    RematchButton,
    NewGameButton,
    ForgetButton,
    LeaderboardButton,
    GamesPageButton,
)
