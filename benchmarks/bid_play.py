"""What searched card play takes against what a bid's rules-of-thumb play-out counts.

A bid (`search.bid_values`) is scored on each guessed deal by the tricks the rules of thumb
take in one play-out (`table.finish`), but the hand is then played by `strong`/`expert`
search. This plays classic hands with every seat at `--level` (its bids and its cards) and
records, for each side, the tricks the rules-of-thumb play-out of the real deal gives it (the
same set-up as the game: leader, trump leads, boards at stake) against the tricks the searched
play took, and prints per hand size the distribution of the difference, split by whether the
side's numeric contract is above, at or below the play-out's count (searched play aims at the
contract), and in hindsight what the same play would have scored with each side's contract
a trick higher or lower (both lose when the bids are where they should be).

Scoring bids on these differences instead of the count alone (by contract case, pooled, or
as a regression of the tricks taken on the count) was tried and gained nothing measurable
against `expert`'s bids (see `bot/ai/README.md`), so no level uses them.

    python benchmarks/bid_play.py --deals 200 --hands 13,10,7 [--level strong] [--against basic]
        [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import make_player
from bot.ai.table import table_of
from bot.engine import PRESETS, Game, Phase
from bot.engine.contract import hand_points

ZERO = PRESETS["classic"].zero_contract  # the hands played here are classic


def play_deal(
    size: int, index: int, level: str, against: str | None = None
) -> list[dict[str, int]]:
    """One hand at `level` all round, or with `against` in seats 1 and 3: per side, its
    contract, board level, the play-out's count of its tricks and the tricks the searched
    play took (`mine`: 1 for the sides of `level`)."""
    game = Game("classic", {"hands": [size]}, first_dealer=index % 4, seed=9_000_017 * size + index)
    levels = [level if against is None or s % 2 == 0 else against for s in range(4)]
    players = [make_player(levels[s], 7_919 * index + s) for s in range(4)]
    counted: list[int] | None = None
    while not game.results:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if game.phase is Phase.BID:
            game.bid(seat, players[seat].choose_bid(view))
            continue
        if counted is None:
            # The real deal, played out by the rules of thumb from the first lead.
            table = table_of(view, list(game.hands))
            counted = table.finish()
        game.play(seat, players[seat].choose_card(view))
    result = game.results[-1]
    assert counted is not None
    rows = []
    for side in range(2):
        rows.append(
            {
                "size": size,
                "contract": result.contracts[side],
                "board": result.board_levels[side],
                "counted": counted[side] + counted[side + 2],
                "taken": result.tricks[side] + result.tricks[side + 2],
                "mine": int(levels[side] == level),
            }
        )
    return rows


def summary(rows: list[dict[str, int]]) -> str:
    lines = []
    for size in sorted({r["size"] for r in rows}, reverse=True):
        mine = [r for r in rows if r["size"] == size and not r["board"]]
        lines.append(f"{size} cards ({len(mine)} sides):")
        for name, test in (
            ("contract above count", lambda r: r["contract"] > r["counted"]),
            ("contract at count", lambda r: r["contract"] == r["counted"]),
            ("contract below count", lambda r: r["contract"] < r["counted"]),
        ):
            part = [r for r in mine if test(r)]
            if not part:
                continue
            diffs = Counter(r["taken"] - r["counted"] for r in part)
            mean = sum(d * n for d, n in diffs.items()) / len(part)
            made = sum(r["taken"] >= r["contract"] for r in part) / len(part)
            made_count = sum(r["counted"] >= r["contract"] for r in part) / len(part)
            spread = "  ".join(f"{d:+d}:{n / len(part):.2f}" for d, n in sorted(diffs.items()))
            lines.append(
                f"  {name:<22} n={len(part):<4} mean {mean:+.2f}  made {made:.2f} "
                f"(count says {made_count:.2f})  {spread}"
            )
        numeric = [r for r in mine if r["contract"]]
        if numeric:
            # In hindsight, the same play: what a contract one trick higher or lower scores.
            shifts = []
            for shift in (+1, -1):
                moved = [
                    hand_points(r["contract"] + shift, 0, r["taken"], size, ZERO)
                    - hand_points(r["contract"], 0, r["taken"], size, ZERO)
                    for r in numeric
                    if 0 < r["contract"] + shift <= size
                ]
                if moved:
                    shifts.append(f"{shift:+d} trick {sum(moved) / len(moved):+.2f}")
            lines.append(f"  {'hindsight, a contract':<22} {'  '.join(shifts)} points a side")
        boards = [r for r in rows if r["size"] == size and r["board"]]
        if boards:
            made = sum(r["taken"] == size for r in boards) / len(boards)
            said = sum(r["counted"] == size for r in boards) / len(boards)
            lines.append(
                f"  {'board':<22} n={len(boards):<4} made {made:.2f} (count says {said:.2f})"
            )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=200, help="deals per hand size")
    parser.add_argument("--hands", default="13,10,7")
    parser.add_argument("--level", default="strong")
    parser.add_argument("--against", help="another level in seats 1 and 3: --level's sides shown")
    parser.add_argument("--out", type=Path, help="write the rows as JSON lines")
    parser.add_argument("--load", type=Path, help="summarise rows written before")
    args = parser.parse_args()
    if args.load:
        rows = [json.loads(line) for line in args.load.read_text().splitlines()]
    else:
        rows = []
        for size in (int(s) for s in args.hands.split(",")):
            for index in range(args.deals):
                new = play_deal(size, index, args.level, args.against)
                rows.extend(new)
                if args.out:
                    with args.out.open("a") as out:
                        out.writelines(json.dumps(r) + "\n" for r in new)
    print(summary([r for r in rows if r.get("mine", 1)]))


if __name__ == "__main__":
    main()
