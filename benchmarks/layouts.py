"""How full the table's and the hand's Components V2 layouts get, and what building one costs.

The largest case: four seats (long names, one seat away until a time, one a computer), a
13-card hand in play with a trick of three cards, the contracts of both sides, the turn timer
waiting for quiet hours, every seat's face and the picture; the hand of the player to act with
its thirteen card buttons and Claim; both in every language. Prints, per language, the
components Discord counts (at most 40) and the characters of text (at most 4,000), and the
median time to build each layout and turn it into its payload (pictures not drawn: a stand-in
file is attached).

    python benchmarks/layouts.py [--samples N]
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import discord

from bot.engine import PRESETS, Game, Phase
from bot.service import Seat, TableView
from bot.ui.play.hand import hand_message
from bot.ui.play.table import table_layout
from bot.ui.words.i18n import LANGUAGES
from testbed.fakediscord.layouts import MAX_COMPONENTS, MAX_TEXT, count, texts

NAMES = ("Ἀλεξάνδρα Παπαδοπούλου-Χρυσοχόου", "김수한무거북이와두루미삼천갑자동방삭", None, "W" * 32)
FACE = "https://cdn.discordapp.com/embed/avatars/0.png"


def largest() -> TableView:
    game = Game("classic", {"hands": [13]}, seed=7)
    while game.phase is Phase.BID:
        assert game.to_act is not None
        game.bid(game.to_act, 3 if 3 in game.legal_bids() else game.legal_bids()[0])
    while len(game.trick) < 3:
        assert game.to_act is not None
        game.play(game.to_act, game.legal_cards()[0])
    seats = tuple(
        Seat(s, s % 2, None if name is None else 10**17 + s, "strong" if name is None else None,
             s == 1, name=name, away_until=1.8e9 if s == 1 else None)
        for s, name in enumerate(NAMES)
    )  # fmt: skip
    return TableView(
        id=1, guild_id=1, channel_id=2, thread_id=3, place_id=3, message_id=4, host_id=10**17,
        preset="classic", overrides={"hands": [13]}, options=PRESETS["classic"],
        status="active", turn_timer=86400, turn_deadline=1.8e9, seats=seats, game=game,
        quiet_until=1.8e9,
    )  # fmt: skip


def picture(name: str) -> discord.File:
    return discord.File(io.BytesIO(b"png"), filename=name, description="x" * 600)


def median_ms(build: object, samples: int) -> float:
    times = []
    for _ in range(samples):
        started = time.perf_counter()
        build()  # type: ignore[operator]
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args()
    table = largest()
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    faces = dict.fromkeys(range(4), FACE)
    print(f"limits: {MAX_COMPONENTS} components, {MAX_TEXT} characters")
    print("lang  table: components chars   ms | hand: components chars   ms")
    worst = True
    for lang in LANGUAGES:

        def build_table(lang: str = lang) -> list[dict[str, object]]:
            view = table_layout(table, game, lang, picture("table.png"), faces)
            return view.to_components()  # type: ignore[no-any-return]

        def build_hand(lang: str = lang) -> list[dict[str, object]]:
            return hand_message(table, seat, lang, picture("hand.png")).to_components()  # type: ignore[no-any-return]

        shown = []
        for build in (build_table, build_hand):
            components = build()
            size = sum(len(t) for t in texts(components))
            worst = worst and count(components) <= MAX_COMPONENTS and size <= MAX_TEXT
            shown.append(
                f"{count(components):>10} {size:>5} {median_ms(build, args.samples):>5.2f}"
            )
        print(f"{lang:<4}  table: {shown[0]} | hand: {shown[1]}")
    print("within the limits" if worst else "OVER THE LIMITS")
    return 0 if worst else 1


if __name__ == "__main__":
    raise SystemExit(main())
