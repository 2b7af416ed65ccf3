"""Another commit's computer players in a match (`level@rev`, for `python -m bot simulate`):
a git worktree of that commit (`/tmp/ba-REV`, added if missing) runs its players in a process
of its own, which keeps a copy of each game in step with this one (its own engine) and answers
its decisions with the CPU time they took there."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, ClassVar

from bot.ai.players import Player
from bot.engine import CARDS, Bid, Card, Game, SeatView
from bot.engine.actions import ActionKind
from bot.engine.record import bid_json

# The other commit's side: a copy of each game, kept in step from the actions sent, and its
# own players. Written against the oldest engine API compared (Game, bid, play, view).
_OTHER_SIDE = r"""
import json, sys, time
from bot.ai import make_player
from bot.engine import CARDS, Game, events
# A board bid: the engine's own value where it has one (older engines take the word).
BOARD = getattr(events, "BOARD", "board")
game, key, applied = None, None, 0
for line in sys.stdin:
    ask = json.loads(line)
    if ask["game"] != key or len(ask["actions"]) < applied:
        preset, options, dealer, seed = ask["game"]
        game, key, applied = Game(preset, options, first_dealer=dealer, seed=seed), ask["game"], 0
    for seat, kind, value in ask["actions"][applied:]:
        if kind == "bid":
            game.bid(seat, BOARD if value == "board" else value)
        else:
            game.play(seat, CARDS[value])
    applied = len(ask["actions"])
    player = make_player(ask["level"], ask["seed"])
    view = game.view(ask["seat"])
    start = time.thread_time()
    bidding = str(game.phase) == "bid"
    move = player.choose_bid(view) if bidding else player.choose_card(view)
    spent = time.thread_time() - start
    answer = (move if type(move) is int else str(move)) if bidding else int(move)
    print(json.dumps([answer, spent]), flush=True)
"""


class _OtherCommit:
    """A process running another checkout's players (see `_OTHER_SIDE`)."""

    def __init__(self, root: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", _OTHER_SIDE],
            cwd=root,
            env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, request: dict[str, Any]) -> tuple[Any, float]:
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise RuntimeError("the other commit's players stopped")
        answer, spent = json.loads(line)
        return answer, float(spent)


_others: dict[str, _OtherCommit] = {}


def other_root(rev: str) -> Path:
    """The checkout of commit `rev`: a path given as is, else a worktree in /tmp."""
    if "/" in rev:
        return Path(rev)
    root = Path(f"/tmp/ba-{rev}")
    if not root.exists():
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(root), rev],
            check=True,
            capture_output=True,
        )
    return root


class OtherCommitPlayer(Player):
    """A level of another commit (`level@rev`), deciding in that commit's process on its
    copy of the game (`game`, set before each decision by `play_game`)."""

    level: ClassVar[str] = "other"
    name: ClassVar[str] = "Other"

    def __init__(self, spec: str, seed: int) -> None:
        super().__init__(seed)
        self.label = spec
        self.other_level, rev = spec.split("@", 1)
        root = other_root(rev)
        if rev not in _others:
            _others[rev] = _OtherCommit(root)
        self.other = _others[rev]
        self.game: Game | None = None
        self.spent = 0.0

    def _ask(self, view: SeatView) -> Any:
        game = self.game
        assert game is not None and view.seat is not None
        actions = [
            [a.seat, "bid", bid_json(a.value)]
            if a.kind is ActionKind.BID
            else [a.seat, "play", int(a.value)]
            for a in game.actions
        ]
        request = {
            "game": [game.preset, _overrides(game), game.first_dealer, _seed_of(game)],
            "actions": actions,
            "level": self.other_level,
            "seed": self.seed,
            "seat": view.seat,
        }
        answer, self.spent = self.other.ask(request)
        return answer

    def bid_for(self, view: SeatView) -> Bid:
        answer = self._ask(view)
        return next(b for b in view.legal_bids if bid_json(b) == answer)

    def card_for(self, view: SeatView) -> Card:
        answer = self._ask(view)
        return CARDS[int(answer)]


# Each game's deck seed, while it is played (`simulate.play_deal` sets it).
SEEDS: dict[int, int] = {}


def _seed_of(game: Game) -> int:
    return SEEDS[id(game)]


def _overrides(game: Game) -> dict[str, Any] | None:
    return {"hands": list(game.options.hands)}
