"""`python -m bot simulate`: duplicate matches between computer players.

Every seeded deal is played at several tables with the same cards, the levels swapping seats
between tables (two tables with the teams swapped; three in `pagat-3`, the first level taking
each seat in turn against two of the other), so the luck of the cards cancels out and what
is left is the difference between the players. It prints each level's points per hand with a
95% confidence interval, the difference between the levels (its interval from the per-deal
differences) overall and for each hand size, the full-game win rate with `--games`, and each
level's decision times, overall and (CPU time) for each hand size.

The players' seeds come from a secret of each deal (`seeds.player_seed`), not from the deck
seed: a player holds nothing that would rebuild the cards.

A level may be another commit's: `strong@2b60c90` plays `strong` as that commit has it, in a
process of its own (`other_commit.py`).
"""

from __future__ import annotations

import argparse
import hashlib
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TextIO

from bot.ai import endgame
from bot.ai.players import LEVELS, Player, make_player
from bot.ai.seeds import player_seed
from bot.engine import PRESETS, Game, OptionError, Phase, make_options

from .other_commit import SEEDS, OtherCommitPlayer

Z95 = 1.96


@dataclass(frozen=True)
class Match:
    levels: tuple[str, str]
    preset: str
    pairs: int
    hands: tuple[int, ...] | None  # hand sizes; None: the preset's schedule
    seed: int
    games: bool  # full games (win rate) instead of single hands
    # A level's player for a seed: the levels offered at tables, or a benchmark's own.
    make: Callable[[str, int], Player] = make_player


@dataclass
class Times:
    """Decision times in seconds, per level: wall-clock time, and the CPU time of the
    deciding thread (what the decision costs on one core when other work shares it)."""

    bids: dict[str, list[float]] = field(default_factory=dict)
    cards: dict[str, list[float]] = field(default_factory=dict)
    bids_cpu: dict[str, list[float]] = field(default_factory=dict)
    cards_cpu: dict[str, list[float]] = field(default_factory=dict)
    # CPU times by (level, "bid" or "card", hand size).
    sized: dict[tuple[str, str, int], list[float]] = field(default_factory=dict)
    # The compiled core's solves by tricks left: (CPU seconds, positions), every level's.
    solves: dict[int, list[tuple[float, int]]] = field(default_factory=dict)

    def solved(self, left: int, seconds: float, nodes: int) -> None:
        self.solves.setdefault(left, []).append((seconds, nodes))

    def merge(self, other: Times) -> None:
        for name in ("bids", "cards", "bids_cpu", "cards_cpu"):
            mine: dict[str, list[float]] = getattr(self, name)
            for level, values in getattr(other, name).items():
                mine.setdefault(level, []).extend(values)
        for key, values in other.sized.items():
            self.sized.setdefault(key, []).extend(values)
        for left, solves in other.solves.items():
            self.solves.setdefault(left, []).extend(solves)


# The kinds of a side's outcome, in the order `--breakdown` prints them, with short labels.
OUTCOMES = {
    "made exactly": "exact",
    "made, overtricks": "over",
    "set": "set",
    "zero contract": "zero",
    "board made": "board+",
    "board failed": "board-",
}


def outcome_of(contract: int, board_level: int, taken: int, size: int) -> str:
    """The kind of a side's outcome for one hand (R22-R24)."""
    if board_level:
        return "board made" if taken == size else "board failed"
    if contract == 0:
        return "zero contract"
    if taken < contract:
        return "set"
    return "made exactly" if taken == contract else "made, overtricks"


@dataclass
class DealResult:
    """One deal (or one game) played at every table of the duplicate."""

    points: tuple[float, float]  # per hand, mean over the tables, for each level
    hands: int  # hands played per table (a whole game's in --games)
    wins: tuple[float, float]  # games won per table on average (a draw is half each)
    times: Times
    size: int  # the hand size (0 for a whole game)
    # Points per hand (mean over the tables) and sides per table, for each level and kind
    # of outcome (`outcome_of`): where the difference between the levels comes from.
    outcomes: dict[tuple[int, str], tuple[float, float]] = field(default_factory=dict)


def make_level(spec: str, seed: int, make: Callable[[str, int], Player]) -> Player:
    """A player for `spec`: a level of this checkout, or `level@rev` of another commit."""
    if "@" in spec:
        return OtherCommitPlayer(spec, seed)
    return make(spec, seed)


def label_of(player: Player) -> str:
    return player.label if isinstance(player, OtherCommitPlayer) else player.level


def tables_of(match: Match) -> list[tuple[str, ...]]:
    """The level at each seat, one tuple per table of the duplicate."""
    first, second = match.levels
    players = PRESETS[match.preset].players
    if players == 4:
        return [(first, second, first, second), (second, first, second, first)]
    return [tuple(first if s == k else second for s in range(players)) for k in range(players)]


def play_deal(match: Match, index: int) -> DealResult:
    """Deal `index` of the match, played at every table."""
    seed = match.seed * 1_000_003 + index
    players = PRESETS[match.preset].players
    size = 0
    if match.games:
        options: dict[str, Any] | None = (
            {"hands": list(match.hands)} if match.hands is not None else None
        )
    else:
        sizes = match.hands if match.hands is not None else PRESETS[match.preset].hands
        size = sizes[index % len(sizes)]
        options = {"hands": [size]}
    times = Times()
    endgame.observer = times.solved
    points = [0.0, 0.0]
    wins = [0.0, 0.0]
    hands = 0
    tables = tables_of(match)
    secret = players_secret(match.seed, index)
    outcomes: dict[tuple[int, str], tuple[float, float]] = {}
    for levels in tables:
        game = Game(match.preset, options, first_dealer=index % players, seed=seed)
        SEEDS[id(game)] = seed
        seats = [
            make_level(level, player_seed(secret, s), match.make) for s, level in enumerate(levels)
        ]
        play_game(game, seats, times, whole=match.games)
        del SEEDS[id(game)]
        hands = len(game.results)
        side_of = game.options.side_of
        for slot, level in enumerate(match.levels):
            sides = {side_of(s) for s, lv in enumerate(levels) if lv == level}
            for r in game.results:
                for side in sides:
                    taken = sum(n for s, n in enumerate(r.tricks) if side_of(s) == side)
                    kind = outcome_of(r.contracts[side], r.board_levels[side], taken, r.size)
                    got, count = outcomes.get((slot, kind), (0.0, 0.0))
                    outcomes[(slot, kind)] = (got + r.points[side] / len(sides) / hands, count + 1)
            total = sum(r.points[side] for r in game.results for side in sides)
            points[slot] += total / len(sides) / hands
            if match.games:
                if game.winner is None:
                    wins[slot] += 0.5 if len(sides) else 0.0
                elif game.winner in sides:
                    wins[slot] += 1.0
    endgame.observer = None
    n = len(tables)
    outcomes = {k: (got / n, count) for k, (got, count) in outcomes.items()}
    return DealResult(
        (points[0] / n, points[1] / n), hands, (wins[0] / n, wins[1] / n), times, size, outcomes
    )


def players_secret(seed: int, index: int) -> int:
    """The players' secret of deal `index` of a match: fixed by the match's seed, so a run
    repeats, but a one-way hash away from anything the deck seed gives."""
    text = f"simulate players|{seed}|{index}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def play_game(game: Game, seats: Sequence[Player], times: Times, *, whole: bool) -> None:
    """Play until the game ends (`whole`) or its first hand is scored."""
    clock, cpu_clock = time.perf_counter, time.thread_time
    while game.phase is not Phase.OVER and (whole or not game.results):
        seat = game.to_act
        assert seat is not None
        player = seats[seat]
        view = game.view(seat)
        if isinstance(player, OtherCommitPlayer):
            player.game = game
        start, cpu_start = clock(), cpu_clock()
        if game.phase is Phase.BID:
            bid = player.choose_bid(view)
            wall, cpu, kind = times.bids, times.bids_cpu, "bid"
        else:
            card = player.choose_card(view)
            wall, cpu, kind = times.cards, times.cards_cpu, "card"
        spent = cpu_clock() - cpu_start
        if isinstance(player, OtherCommitPlayer):
            spent = player.spent  # the CPU time of the other commit's process
        label = label_of(player)
        wall.setdefault(label, []).append(clock() - start)
        cpu.setdefault(label, []).append(spent)
        times.sized.setdefault((label, kind, game.hand_size), []).append(spent)
        if game.phase is Phase.BID:
            game.bid(seat, bid)
        else:
            game.play(seat, card)


def _play_many(match: Match, indexes: Sequence[int]) -> list[DealResult]:
    return [play_deal(match, i) for i in indexes]


def run_match(match: Match, jobs: int = 1, progress: TextIO | None = None) -> list[DealResult]:
    """Every deal of the match, in order (the same results whatever `jobs` is)."""
    chunk = 10
    batches = [
        list(range(start, min(start + chunk, match.pairs)))
        for start in range(0, match.pairs, chunk)
    ]
    results: list[DealResult] = []
    if jobs <= 1:
        for batch in batches:
            results.extend(_play_many(match, batch))
            _report_progress(progress, len(results), match.pairs)
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for done in pool.map(_play_many, [match] * len(batches), batches):
            results.extend(done)
            _report_progress(progress, len(results), match.pairs)
    return results


def _report_progress(out: TextIO | None, done: int, total: int) -> None:
    step = max(1, total // 20)
    if out is not None and (done % step < 10 or done == total):
        print(f"{done}/{total}", file=out, flush=True)


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, Z95 * statistics.stdev(values) / math.sqrt(len(values))


def wilson_interval(successes: float, trials: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate: sound near 0% and 100% too."""
    if not trials:
        return 0.0, 1.0
    p = successes / trials
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (nearest rank) of non-empty `values`."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def report(
    match: Match, results: Sequence[DealResult], elapsed: float, *, breakdown: bool = False
) -> str:
    first, second = match.levels
    unit = "game pairs" if match.games else "deal pairs"
    if PRESETS[match.preset].players == 3:
        unit = unit.replace("pairs", "triples")
    sizes = match.hands if match.hands is not None else PRESETS[match.preset].hands
    lines = [
        f"duplicate match: {first} vs {second}, preset {match.preset}, {len(results)} {unit}, "
        f"hand sizes {','.join(map(str, sizes))}, seed {match.seed}"
        + (", full games" if match.games else ""),
    ]
    a, a_half = mean_interval([r.points[0] for r in results])
    b, b_half = mean_interval([r.points[1] for r in results])
    diff, d_half = mean_interval([r.points[0] - r.points[1] for r in results])
    lines.append("points per hand (95% CI):")
    lines.append(f"  {first:<8} {a:+8.2f} ± {a_half:.2f}")
    lines.append(f"  {second:<8} {b:+8.2f} ± {b_half:.2f}")
    lines.append(
        f"  {first} - {second}: {diff:+.2f} ± {d_half:.2f} "
        f"(95% CI {diff - d_half:+.2f} .. {diff + d_half:+.2f})"
    )
    if not match.games and len({r.size for r in results}) > 1:
        lines.append(f"  by hand size ({first} - {second}, 95% CI, deals):")
        for size in sorted({r.size for r in results}):
            diffs = [r.points[0] - r.points[1] for r in results if r.size == size]
            d, half = mean_interval(diffs)
            lines.append(f"    {size:2d} cards: {d:+7.2f} ± {half:.2f}  ({len(diffs)})")
    if breakdown:
        lines.extend(breakdown_lines(match, results))
    if match.games:
        games = len(results) * len(tables_of(match))
        won = sum(r.wins[0] for r in results) * len(tables_of(match))
        low, high = wilson_interval(won, games)
        hands = statistics.fmean(r.hands for r in results)
        lines.append(
            f"full games: {first} won {100 * won / games:.1f}% of {games} "
            f"(95% CI {100 * low:.1f}% .. {100 * high:.1f}%; draws count half), "
            f"{second} {100 * (1 - won / games):.1f}%; {hands:.1f} hands a game"
        )
    times = Times()
    for r in results:
        times.merge(r.times)
    lines.append("decision time, ms (p50 / p99 / max, count):")
    for level in dict.fromkeys(match.levels):
        for clock, bids, cards in (
            ("cpu ", times.bids_cpu, times.cards_cpu),
            ("wall", times.bids, times.cards),
        ):
            parts = []
            for kind, values in (("bid", bids.get(level, [])), ("card", cards.get(level, []))):
                if values:
                    parts.append(
                        f"{kind} {1000 * percentile(values, 50):.2f} / "
                        f"{1000 * percentile(values, 99):.2f} / {1000 * max(values):.2f} "
                        f"({len(values)})"
                    )
            lines.append(f"  {level:<8} {clock}  " + "   ".join(parts))
    sizes_timed = sorted({size for _, _, size in times.sized})
    if len(sizes_timed) > 1:
        lines.append("cpu time p99 by hand size, ms (bid / card):")
        for level in dict.fromkeys(match.levels):
            parts = []
            for size in sizes_timed:
                p99 = [
                    f"{1000 * percentile(v, 99):.0f}"
                    if (v := times.sized.get((level, k, size)))
                    else "-"
                    for k in ("bid", "card")
                ]
                parts.append(f"{size}: {p99[0]}/{p99[1]}")
            lines.append(f"  {level:<8} " + "  ".join(parts))
    lines.extend(core_lines(times))
    lines.append(f"elapsed {elapsed:.1f} s")
    return "\n".join(lines)


def breakdown_lines(match: Match, results: Sequence[DealResult]) -> list[str]:
    """The difference between the levels split by the kind of each side's outcome: the
    rows sum to the whole difference (a side's points counted where its own outcome falls,
    so a board the other level failed shows in its row, against that level)."""
    first, second = match.levels

    def got(r: DealResult, slot: int, kind: str) -> float:
        return r.outcomes.get((slot, kind), (0.0, 0.0))[0]

    def count(slot: int, kind: str) -> int:
        return round(sum(r.outcomes.get((slot, kind), (0.0, 0.0))[1] for r in results))

    lines = [
        f"  by outcome, points per hand ({first} / {second} / difference, 95% CI; "
        f"sides, {first} / {second}):"
    ]
    for kind in OUTCOMES:
        a = statistics.fmean(got(r, 0, kind) for r in results)
        b = statistics.fmean(got(r, 1, kind) for r in results)
        d, half = mean_interval([got(r, 0, kind) - got(r, 1, kind) for r in results])
        lines.append(
            f"    {kind:<17} {a:+7.2f} / {b:+7.2f} / {d:+7.2f} ± {half:.2f}"
            f"  ({count(0, kind)} / {count(1, kind)})"
        )
    sizes = sorted({r.size for r in results})
    if len(sizes) > 1:
        lines.append("  difference by hand size and outcome (points per hand):")
        lines.append("    cards " + "".join(f"{label:>8}" for label in OUTCOMES.values()))
        for size in sizes:
            sized = [r for r in results if r.size == size]
            parts = [
                f"{statistics.fmean(got(r, 0, k) - got(r, 1, k) for r in sized):+8.2f}"
                for k in OUTCOMES
            ]
            lines.append(f"    {size:5d} " + "".join(parts) + f"  ({len(sized)})")
    return lines


def core_lines(times: Times) -> list[str]:
    """The compiled core's solves in the match, by tricks left: CPU time per solve (every
    candidate card of a guessed deal) and positions per second."""
    if not times.solves:
        state = "not built" if endgame.core is None else "not used"
        return [f"exact-search core: {state} in this match"]
    lines = ["exact-search core, solves of a guessed deal by tricks left (ms p50 / p99, "
             "positions p50, millions of positions a second):"]  # fmt: skip
    for left in sorted(times.solves):
        solves = times.solves[left]
        spent = [1000 * t for t, _ in solves]
        nodes = [float(n) for _, n in solves]
        rate = sum(nodes) / max(1e-9, sum(spent)) / 1000
        lines.append(
            f"  {left:2d} left: {percentile(spent, 50):7.3f} / {percentile(spent, 99):7.3f}  "
            f"{percentile(nodes, 50):9.0f}  {rate:5.1f}  ({len(solves)})"
        )
    return lines


def parse_sizes(text: str) -> tuple[int, ...]:
    try:
        sizes = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of hand sizes: {text!r}") from None
    if not sizes or any(not 1 <= n <= 13 for n in sizes):
        raise argparse.ArgumentTypeError("hand sizes go from 1 to 13")
    return sizes


def build_parser(prog: str = "python -m bot simulate") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Duplicate matches between computer players.",
    )
    parser.add_argument(
        "levels", nargs="*", default=["basic", "random"], help="two levels (default: basic random)"
    )
    parser.add_argument(
        "--pairs", type=int, default=200, help="deal pairs (game pairs with --games)"
    )
    parser.add_argument("--preset", default="classic", choices=list(PRESETS))
    parser.add_argument(
        "--hands",
        type=parse_sizes,
        default=None,
        help="hand sizes, e.g. 13 or 1,7,13 (default: the preset's schedule)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", action="store_true", help="play full games (win rate)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    parser.add_argument(
        "--breakdown",
        action="store_true",
        help="split the difference by the kind of outcome (made, set, board, ...)",
    )
    return parser


def main(
    argv: Sequence[str] | None = None,
    out: TextIO | None = None,
    *,
    known: Sequence[str] = tuple(LEVELS),
    make: Callable[[str, int], Player] = make_player,
    prog: str = "python -m bot simulate",
) -> int:
    """The command line; `known` and `make` let a benchmark match levels of its own (a
    module-level `make`, so that worker processes can be given it)."""
    out = out if out is not None else sys.stdout
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    if len(args.levels) != 2 or any(
        level not in known and "@" not in level for level in args.levels
    ):
        parser.error(f"give two levels among {', '.join(known)} (or level@commit)")
    if args.pairs < 1:
        parser.error("--pairs must be at least 1")
    if args.hands is not None:
        try:
            make_options(args.preset, {"hands": list(args.hands)})
        except OptionError as error:
            parser.error(str(error))
    match = Match(
        (args.levels[0], args.levels[1]),
        args.preset,
        args.pairs,
        args.hands,
        args.seed,
        args.games,
        make,
    )
    start = time.perf_counter()
    results = run_match(match, args.jobs, sys.stderr if args.progress else None)
    elapsed = time.perf_counter() - start
    print(report(match, results, elapsed, breakdown=args.breakdown), file=out)
    return 0
