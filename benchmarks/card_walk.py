"""The walk of one card, traced at run time: from a click on a card of a private hand to the
edited table message, which files of `bot/` run, and which calls the Discord side makes into
the service after the move is committed.

    python benchmarks/card_walk.py [--against REV] [--list]

A real bot against the fake Discord (`testbed/`): four people open a lobby, start a game of
two hands, bid, and the player to lead clicks a card of their hand. Every Python call on the
event loop's thread is seen (`sys.setprofile`), from the click until the fake has the table
message's edit. `--against REV` walks the same card with another commit's code (a git
worktree in /tmp, added if missing) in a process of its own, and prints both."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# The Discord side, wherever a commit keeps it.
DISCORD_SIDE = ("bot/ui/", "cogs/")
WAIT = 60.0  # seconds: a first picture starts its worker, slow on a busy machine


@dataclass
class Walk:
    """What one card's walk ran: the files (relative to the checkout), and each call from the
    Discord side into the service after the commit (`caller -> callee`, a coroutine counted
    at each resumption)."""

    files: set[str] = field(default_factory=set)
    service_calls: list[str] = field(default_factory=list)

    @property
    def discord_side(self) -> set[str]:
        return {f for f in self.files if f.startswith(DISCORD_SIDE)}

    def as_json(self) -> str:
        return json.dumps({"files": sorted(self.files), "service_calls": self.service_calls})


class Tracer:
    """The profile hook: files of `root/bot` and `root/cogs` called, and calls whose caller is
    on the Discord side and whose callee is in the service, once `committed` is set."""

    def __init__(self, root: Path) -> None:
        self.root = str(root)
        self.walk = Walk()
        self.committed = False

    def _relative(self, filename: str) -> str | None:
        if not filename.startswith(self.root):
            return None
        relative = os.path.relpath(filename, self.root)
        return relative if relative.startswith(("bot/", "cogs/")) else None

    def __call__(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        callee = self._relative(frame.f_code.co_filename)
        if callee is None:
            return
        self.walk.files.add(callee)
        # The table itself (`bot/service/table.py`) is a value the service hands over: its
        # methods ask the service nothing.
        if callee.startswith("bot/service/") and callee not in (
            "bot/service/play.py",
            "bot/service/table.py",
        ):
            caller_frame = frame.f_back
            caller = (
                None if caller_frame is None else self._relative(caller_frame.f_code.co_filename)
            )
            if caller is not None and caller.startswith(DISCORD_SIDE) and self.committed:
                self.walk.service_calls.append(
                    f"{caller}:{caller_frame.f_code.co_name} -> "  # type: ignore[union-attr]
                    f"{callee}:{frame.f_code.co_name}"
                )
        elif callee == "bot/service/play.py" and frame.f_code.co_name == "apply":
            self.committed = True  # what follows is after the move (apply commits, then tells)


async def walk_one_card(root: Path = ROOT) -> Walk:
    """Play until a person leads, then trace their card's click to the table's edit."""
    from bot.engine import Phase
    from bot.running.app import create_bot
    from bot.running.config import Settings
    from testbed.fakediscord import FakeDiscord

    async with FakeDiscord() as fake:
        guild = fake.add_guild("Club")
        channel = fake.add_text_channel(guild, "cards")
        players = [fake.add_member(guild, name) for name in ("alice", "bob", "carol", "dave")]
        folder = Path(tempfile.mkdtemp())
        settings = Settings(token=fake.token, database=folder / "bot.db")
        bot = await create_bot(
            settings, guild_ready_timeout=0.05, table_delay=0.05, computer_pause=0.01
        )
        async with fake.running(bot):
            opened = await fake.slash(players[0], channel, "backalley new", hands="3,2")
            lobby = opened.response
            assert lobby is not None
            for member in players[1:]:
                await fake.click(member, lobby, label="Join")
            await fake.click(players[0], lobby, label="Start")
            place = (await fake.wait_until(lambda: fake.threads(channel), timeout=WAIT))[0]
            table_message = await fake.wait_until(
                lambda: next(
                    (m for m in fake.public_messages(place) if m.component(label="My hand")),
                    None,
                ),
                timeout=WAIT,
            )
            found = await bot.service.table_at(place.id)
            assert found is not None
            game_id = found.id

            def member_to_act() -> Any:
                table = bot.service.registry.held(game_id)
                assert table is not None
                return next(p for p in players if p.id == table.user_to_act)

            while True:
                table = bot.service.registry.held(game_id)
                assert table is not None and table.game is not None
                if table.game.phase is not Phase.BID:
                    break
                await fake.slash(member_to_act(), place, "bid", amount="1")
            await asyncio.sleep(0.3)  # the bids' table edits done
            table = bot.service.registry.held(game_id)
            assert table is not None and table.game is not None
            game = table.game
            member = member_to_act()
            hand = await fake.click(member, table_message, label="My hand")
            assert hand.response is not None
            card = game.legal_cards()[0]

            def edits() -> int:
                return sum(
                    1
                    for r in fake.requests
                    if r.method == "PATCH" and str(table_message.id) in r.path
                )

            before = edits()
            tracer = Tracer(root)
            sys.setprofile(tracer)
            try:
                await fake.click(member, hand.response, f"ba:{game_id}:play:{game.deals}.{card}")
                await fake.wait_until(lambda: edits() > before, timeout=WAIT)
            finally:
                sys.setprofile(None)
            return tracer.walk


def walk_elsewhere(root: Path) -> Walk:
    """The same walk with the code of another checkout, in a process of its own."""
    script = (
        "import asyncio, sys; sys.path.insert(0, sys.argv[1]);"
        f"sys.path.insert(0, {str(ROOT / 'benchmarks')!r});"
        "import card_walk; from pathlib import Path;"
        "print(asyncio.run(card_walk.walk_one_card(Path(sys.argv[1]))).as_json())"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(root)],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return Walk(set(data["files"]), list(data["service_calls"]))


def other_root(rev: str) -> Path:
    root = Path(f"/tmp/ba-{rev}")
    if not root.exists():
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(root), rev],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
    return root


def report(name: str, found: Walk, listing: bool) -> None:
    print(f"{name}: {len(found.files)} files of bot/ run, {len(found.discord_side)} of them on")
    print(f"  the Discord side; {len(found.service_calls)} calls from it into the service after")
    print("  the commit:")
    for call in found.service_calls:
        print(f"    {call}")
    if listing:
        for path in sorted(found.files):
            print(f"    {path}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REV", help="another commit, walked the same way")
    parser.add_argument("--list", action="store_true", help="list every file run")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))  # the bot and the test bed of this checkout
    report("this checkout", asyncio.run(walk_one_card()), args.list)
    if args.against:
        report(args.against, walk_elsewhere(other_root(args.against)), args.list)


if __name__ == "__main__":
    main()
