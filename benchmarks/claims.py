"""Claim check speed (issue 15): time and positions searched per claim, on one core.

Three kinds of claims, every preset, 13-card hands:
- random: a random moment of the play of a random deal, the seat to act claiming;
- top trumps: the first card of a hand whose leader holds the k best trumps (k from 5 to 13)
  and the best cards of the other suits beside them, the other hands dealt at random;
- strong side: the first card, the claimer's side holding the best cards (trumps first, then
  the other suits rank by rank) but for up to three swapped with the other side's: claims
  that often hold, or fail only in a few lines.

Each claim runs with the default budget; the claims it leaves unanswered ("cannot be sure")
run again with five times as much, to show what a larger budget would buy.

    python benchmarks/claims.py [--claims N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.engine import Game, Phase
from bot.engine.cards import trump_mask
from bot.engine.claim import DEFAULT_BUDGET, ClaimVerdict, Verdict, check_claim

PRESETS = ("classic", "pagat", "pagat-3")
MORE = 5


def first_card(preset: str, rng: random.Random) -> Game:
    """A 13-card hand with a trump at its first card, the first bidder leading."""
    while True:
        game = Game(preset, {"hands": [13]}, first_dealer=0, seed=rng.randrange(10**9))
        if game.trump is None:
            continue
        game.bid(game.to_act, 1)  # type: ignore[arg-type]
        while game.phase is Phase.BID:
            game.bid(game.to_act, 0)  # type: ignore[arg-type]
        if game.phase is Phase.PLAY and game.hand_number == 1:
            return game


def ranked(game: Game) -> list[int]:
    """The cards in the hands, best first: the trumps, then the other suits' cards by rank."""
    held = 0
    for hand in game.hands:
        held |= hand
    tm = trump_mask(game.trump)
    order = [c for c in range(53, -1, -1) if held >> c & 1 and tm >> c & 1]
    plain = [c for c in range(53, -1, -1) if held >> c & 1 and not tm >> c & 1]
    return order + sorted(plain, key=lambda c: -(c % 13))


def redeal(game: Game, hands: list[int]) -> Game:
    """The game at its first card with other hands of the same cards."""
    assert game.to_act is not None
    return Game.determinize(game.view(game.to_act), hands)


def deal_rest(game: Game, hands: list[int], rng: random.Random) -> list[int]:
    """Fill the hands to the hand's size with the cards nobody got yet, at random."""
    size = game.hand_size
    given = 0
    for hand in hands:
        given |= hand
    held = 0
    for hand in game.hands:
        held |= hand
    rest = [c for c in range(54) if (held & ~given) >> c & 1]
    rng.shuffle(rest)
    for seat in game.seats:
        while hands[seat].bit_count() < size:
            hands[seat] |= 1 << rest.pop()
    return hands


def top_trumps(preset: str, rng: random.Random) -> Game:
    game = first_card(preset, rng)
    leader = game.to_act
    assert leader is not None
    k = rng.randint(5, 13)
    best = ranked(game)
    tm = trump_mask(game.trump)
    trumps = [c for c in best if tm >> c & 1][:k]
    others = [c for c in best if not tm >> c & 1][: 13 - len(trumps)]
    hands = [0] * game.players
    for c in trumps + others:
        hands[leader] |= 1 << c
    return redeal(game, deal_rest(game, hands, rng))


def strong_side(preset: str, rng: random.Random) -> Game:
    game = first_card(preset, rng)
    leader = game.to_act
    assert leader is not None
    ours = [s for s in game.seats if game.side_of[s] == game.side_of[leader]]
    theirs = [s for s in game.seats if s not in ours]
    best = ranked(game)
    share = 13 * len(ours)
    top, rest = best[:share], best[share:]
    # A few of the side's cards swapped for the other side's: near-certain claims.
    for _ in range(rng.randint(0, 3)):
        i, j = rng.randrange(len(top)), rng.randrange(len(rest))
        top[i], rest[j] = rest[j], top[i]
    rng.shuffle(top)
    rng.shuffle(rest)
    hands = [0] * game.players
    for k, c in enumerate(top):
        hands[ours[k % len(ours)]] |= 1 << c
    for k, c in enumerate(rest):
        hands[theirs[k % len(theirs)]] |= 1 << c
    return redeal(game, hands)


def random_moment(preset: str, rng: random.Random) -> Game:
    game = first_card(preset, rng)
    for _ in range(rng.randrange(13 * len(game.seats))):
        game.play(game.to_act, rng.choice(game.legal_cards()))  # type: ignore[arg-type]
        if game.phase is not Phase.PLAY or game.hand_number != 1:
            return random_moment(preset, rng)
    return game


def claims(kind: Callable[[str, random.Random], Game], count: int, seed: int) -> Iterator[Game]:
    rng = random.Random(seed)
    for i in range(count):
        yield kind(PRESETS[i % len(PRESETS)], rng)


def measure(game: Game, budget: int) -> tuple[float, ClaimVerdict]:
    assert game.to_act is not None
    start = time.process_time()
    verdict = check_claim(game, game.to_act, budget)
    return time.process_time() - start, verdict


def report(name: str, games: list[Game]) -> None:
    runs = [measure(game, DEFAULT_BUDGET) for game in games]
    times = sorted(t for t, _ in runs)
    nodes = sorted(v.nodes for _, v in runs)
    verdicts = {v: sum(r.verdict is v for _, r in runs) for v in Verdict}
    slowest = max(runs, key=lambda r: r[0])
    unknown = [g for g, (_, v) in zip(games, runs, strict=True) if v.verdict is Verdict.UNKNOWN]
    answered = sum(
        measure(g, MORE * DEFAULT_BUDGET)[1].verdict is not Verdict.UNKNOWN for g in unknown
    )

    def pct(values: list[float] | list[int], q: float) -> float:
        return values[min(len(values) - 1, int(q * len(values)))]

    print(
        f"{name:12} {len(games):4} claims  "
        + "  ".join(f"{v.value} {n}" for v, n in verdicts.items())
        + f"\n{'':12} time ms p50 {pct(times, 0.5) * 1e3:7.2f}  p99 {pct(times, 0.99) * 1e3:7.2f}"
        f"  worst {times[-1] * 1e3:7.2f}   positions p50 {pct(nodes, 0.5):6.0f}"
        f"  p99 {pct(nodes, 0.99):6.0f}  worst {nodes[-1]:6}"
        f"\n{'':12} slowest: {slowest[1].verdict.value}, {slowest[1].nodes} positions;"
        f" of the unknown, {answered} answered with {MORE}x the budget"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"claim check, one core (CPU time), default budget {DEFAULT_BUDGET} positions")
    for name, kind in (
        ("random", random_moment),
        ("top trumps", top_trumps),
        ("strong side", strong_side),
    ):
        report(name, list(claims(kind, args.claims, args.seed)))


if __name__ == "__main__":
    main()
