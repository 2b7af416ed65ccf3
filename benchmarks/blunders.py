"""Blunders of the computer players near the end of a hand, by a judge of our own.

Four players of one level play seeded games of the classic schedule (`blunder_games`).
Every card decision of theirs with at most K tricks left (4 by default) and more than one
legal card is replayed and judged (`blunder_judge`): the deals of the unseen cards
consistent with what the seat has seen, each solved exactly with every hand in view; a
card is a sure blunder when another legal card is at least as good in every deal and
better in some, a certain loss when better in every one. Where the deals are more than
`blunder_judge.EXHAUSTIVE` the judge draws them uniformly (the output says how often).
Tiebreak hands (a race to 7 tricks, not points) are left out.

    python benchmarks/blunders.py --levels basic,strong,expert --games 20 --jobs 2
    python benchmarks/blunders.py --levels strong --root /tmp/old-checkout  # another commit

It prints, per level, the decisions judged, sure blunders and certain losses per 1000 with
95% intervals, their mean cost in points, the blunders by kind, and examples.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.blunder_games import PRESET, play_game
from benchmarks.blunder_judge import KINDS, Verdict, judge
from bot.engine import BOARD, CARDS, Game, Phase, SeatView
from bot.tools.simulate import wilson_interval

SUIT_SYMBOLS = "♠♥♦♣"


@dataclass(frozen=True, slots=True)
class Decision:
    """A card decision to judge: where it was (game, hand) and what was played."""

    level: str
    game: int
    view: SeatView
    card: int


@dataclass(frozen=True, slots=True)
class Judged:
    level: str
    game: int
    verdict: Verdict
    text: str  # the decision told for a reader


def games(
    level: str, count: int, seed: int, hands: Sequence[int] | None, root: Path | None, jobs: int
) -> list[dict[str, Any]]:
    """`count` games of four `level` players: this checkout's, or `root`'s (a process of
    that checkout's own)."""
    if root is None:
        chunks = _chunks(count, jobs)
        if jobs <= 1:
            return [play_game(level, seed, i, hands) for i in range(count)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = pool.map(_play_chunk, [(level, seed, c, hands) for c in chunks])
            return [g for part in parts for g in part]
    script = Path(__file__).resolve().parent / "blunder_games.py"
    processes = []
    for chunk in _chunks(count, jobs):
        if not chunk:
            continue
        argv = [sys.executable, str(script), level, "--seed", str(seed)]
        argv += ["--first", str(chunk[0]), "--count", str(len(chunk))]
        if hands:
            argv += ["--hands", ",".join(map(str, hands))]
        env = {"BA_ROOT": str(root), "PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"}
        processes.append(subprocess.Popen(argv, cwd=root, env=env, stdout=subprocess.PIPE))
    played: list[dict[str, Any]] = []
    for process in processes:
        out, _ = process.communicate()
        if process.returncode:
            raise RuntimeError(f"the games of {root} stopped ({process.returncode})")
        played += [json.loads(line) for line in out.splitlines()]
    return played


def _chunks(count: int, jobs: int) -> list[list[int]]:
    """Game indexes split into `jobs` runs, interleaved so each gets long and short ones."""
    jobs = max(1, jobs)
    return [list(range(j, count, jobs)) for j in range(jobs)]


def _play_chunk(args: tuple[str, int, list[int], Sequence[int] | None]) -> list[dict[str, Any]]:
    level, seed, indexes, hands = args
    return [play_game(level, seed, i, hands) for i in indexes]


def decisions(record: dict[str, Any], tricks: int) -> Iterator[Decision]:
    """The card decisions of a game with at most `tricks` tricks left and a choice, outside
    tiebreak hands, replayed on this checkout's engine."""
    hands = record["hands"]
    options = {"hands": hands} if hands else None
    game = Game(PRESET, options, first_dealer=record["first_dealer"], seed=record["deck_seed"])
    for seat, kind, value in record["actions"]:
        if kind == "bid":
            game.bid(seat, BOARD if value == "board" else value)
            continue
        view = game.view(seat)
        left = view.hand_size - view.tricks_played
        if left <= tricks and view.legal.bit_count() > 1 and not view.in_tiebreak:
            yield Decision(record["level"], record["index"], view, value)
        game.play(seat, CARDS[value])
    assert game.phase is Phase.OVER


def judge_one(decision: Decision) -> Judged:
    """The judge's verdict on a decision, its random draws seeded by the decision."""
    view = decision.view
    rng = random.Random(hash((decision.game, view.hand_number, len(view.played), view.seat)))
    verdict = judge(view, decision.card, rng)
    return Judged(decision.level, decision.game, verdict, describe(decision, verdict))


def _judge_many(batch: list[Decision]) -> list[Judged]:
    return [judge_one(d) for d in batch]


def judge_all(found: Sequence[Decision], jobs: int) -> list[Judged]:
    if jobs <= 1:
        return _judge_many(list(found))
    batches = [list(found[i : i + 20]) for i in range(0, len(found), 20)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return [j for part in pool.map(_judge_many, batches) for j in part]


def name(card: int) -> str:
    """A card for a reader: 10♠, Q♦, the Big and Little Bloopers as BJ and LJ."""
    text = str(CARDS[card])
    if card >= 52:
        return text
    return text[:-1] + SUIT_SYMBOLS[card // 13]


def describe(decision: Decision, verdict: Verdict) -> str:
    """A decision told in a line: the hand, the trick so far, the seat's cards, the card
    played and the judge's word."""
    view = decision.view
    trumps = "no trumps" if view.trump is None else f"{SUIT_SYMBOLS[view.trump]} trumps"
    left = view.hand_size - view.tricks_played
    hand = " ".join(name(c) for c in sorted(_cards(view.hand), reverse=True))
    if view.trick:
        after = " ".join(f"{name(int(c))} (seat {s})" for s, c in view.trick)
        where = f"plays {_ordinal(len(view.trick) + 1)} after {after}"
    else:
        where = "leads"
    deals = (
        f"all {verdict.deals} deals"
        if verdict.exhaustive
        else f"{verdict.deals} of {verdict.total:,} deals (sampled)"
    )
    text = (
        f"game {decision.game}, hand {view.hand_number} ({view.hand_size} cards, {trumps}), "
        f"{left} tricks left, contracts {view.contracts[0]}-{view.contracts[1]}, "
        f"tricks {_side_tricks(view)}: seat {view.seat} {where}, holding {hand}; "
        f"played {name(decision.card)}"
    )
    if verdict.blunder:
        worse = "worse in every one" if verdict.certain else f"worse in {verdict.share:.0%}"
        text += (
            f", {name(verdict.better)} never worse; {worse} of {deals}, "
            f"{verdict.cost:.2f} points lost on average [{verdict.kind}]"
        )
    return text


def _cards(mask: int) -> list[int]:
    return [c for c in range(54) if mask >> c & 1]


def _ordinal(n: int) -> str:
    return {2: "second", 3: "third", 4: "fourth"}.get(n, f"#{n}")


def _side_tricks(view: SeatView) -> str:
    taken = [0, 0]
    for seat, n in enumerate(view.tricks):
        taken[view.options.side_of(seat)] += n
    return f"{taken[0]}-{taken[1]}"


def per_thousand(count: int, trials: int) -> str:
    low, high = wilson_interval(count, trials)
    rate = 1000 * count / trials if trials else 0.0
    return f"{rate:5.1f} (95% CI {1000 * low:.1f} .. {1000 * high:.1f})"


def report(level: str, judged: Sequence[Judged], examples: int) -> list[str]:
    """One level's figures."""
    n = len(judged)
    blunders = [j for j in judged if j.verdict.blunder]
    certain = [j for j in blunders if j.verdict.certain]
    sampled = sum(1 for j in judged if not j.verdict.exhaustive)
    games_seen = len({j.game for j in judged})
    lines = [
        f"{level}: {n} card decisions with a choice ({games_seen} games), "
        f"deals listed in full for {n - sampled}, sampled for {sampled}",
        f"  sure blunders / 1000:    {per_thousand(len(blunders), n)}  ({len(blunders)})",
        f"  certain losses / 1000:   {per_thousand(len(certain), n)}  ({len(certain)})",
    ]
    if blunders:
        cost = sum(j.verdict.cost for j in blunders) / len(blunders)
        lines.append(f"  mean cost of a blunder:  {cost:.2f} points")
        lines.append("  by kind (count, per 1000, mean cost in points):")
        for kind in KINDS:
            mine = [j for j in blunders if j.verdict.kind == kind]
            if mine:
                mean = sum(j.verdict.cost for j in mine) / len(mine)
                lines.append(
                    f"    {kind:<46} {len(mine):4d}  {1000 * len(mine) / n:5.1f}  {mean:6.2f}"
                )
        worst = sorted(blunders, key=lambda j: (not j.verdict.certain, -j.verdict.cost))
        lines.append("  examples (certain losses first, then the costliest):")
        lines += [f"    - {j.text}" for j in worst[:examples]]
    return lines


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out if out is not None else sys.stdout
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    parser.add_argument("--levels", default="basic,strong,expert")
    parser.add_argument("--games", type=int, default=20, help="games per level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tricks", type=int, default=4, help="K: tricks left at most")
    parser.add_argument("--hands", default="", help="hand sizes (default: the classic schedule)")
    parser.add_argument("--root", type=Path, default=None, help="another checkout's players")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--examples", type=int, default=6)
    args = parser.parse_args(argv)
    hands = [int(n) for n in args.hands.split(",")] if args.hands else None
    origin = f" of {args.root}" if args.root else ""
    print(
        f"blunder judge: classic, {args.games} games a level, seed {args.seed}, "
        f"K = {args.tricks} tricks left{origin}",
        file=out,
    )
    for level in args.levels.split(","):
        start = time.perf_counter()
        played = games(level, args.games, args.seed, hands, args.root, args.jobs)
        found = [d for g in played for d in decisions(g, args.tricks)]
        middle = time.perf_counter()
        judged = judge_all(found, args.jobs)
        end = time.perf_counter()
        print("\n".join(report(level, judged, args.examples)), file=out)
        print(
            f"  (games {middle - start:.0f} s, judging {end - middle:.0f} s)", file=out, flush=True
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
