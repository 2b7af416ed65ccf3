"""What a seat knows of the hidden cards, for the blunder judge (`benchmarks/blunders.py`):
the deals of the unseen cards consistent with everything the seat has seen, counted
exactly, drawn uniformly, or listed when they are few.

Written from the rules alone, apart from the computer players' guesses (`bot/ai/deals.py`):

- every other seat holds as many cards as it has left; the other unseen cards are in the
  pack, and no joker is in play in a no-trump hand (R8-R10);
- a seat that did not follow a lead holds none of the cards it called for (R17: a suit, or
  every trump for a trump lead);
- a seat that answered a Big Blooper lead with a trump played its highest, so it holds no
  trump above that one; a Little Blooper, its lowest, so none below (R21);
- a seat that led a trump before trumps were broken, without the board exception, held
  nothing but trumps (R19, R20).

Every consistent deal counts the same: the judge reads nothing into bids or style of play.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, cached_property

from bot.engine import SeatView
from bot.engine.cards import BIG_BLOOPER_INDEX, FULL_MASK, JOKER_MASK
from bot.engine.trick import lead


def below(card: int) -> int:
    """Every card index below `card`."""
    return (1 << card) - 1


def above(card: int) -> int:
    """Every card index above `card`."""
    return FULL_MASK & ~((2 << card) - 1)


def excluded_cards(view: SeatView) -> dict[int, int]:
    """For each seat, the cards (a mask) the play so far shows it cannot hold now."""
    tm = view.trump_mask
    blooper_leads = view.options.blooper_leads
    size = len(view.seats)
    shown = dict.fromkeys(view.seats, 0)
    broken = False
    for start in range(0, len(view.played), size):
        trick = view.played[start : start + size]
        leader, first = trick[0]
        lead_mask, blooper = lead(first, tm, blooper_leads)
        if (1 << first) & tm and not broken and not view.lead_trump_ok >> leader & 1:
            shown[leader] |= FULL_MASK & ~tm  # it held only trumps (R19)
        for seat, card in trick[1:]:
            bit = 1 << card
            if not bit & lead_mask:
                shown[seat] |= lead_mask  # could not follow (R17)
            elif blooper:
                # Its highest trump to the Big Blooper, its lowest to the Little one (R21).
                shown[seat] |= tm & (above(card) if blooper == BIG_BLOOPER_INDEX else below(card))
        broken = broken or any((1 << c) & tm for _, c in trick)
    return shown


@dataclass(frozen=True)
class Hidden:
    """The hidden cards of a view: each other seat's count and the cards it may hold."""

    seat: int
    hand: int
    players: int
    others: tuple[int, ...]
    counts: tuple[int, ...]
    allowed: tuple[int, ...]
    pool: int  # every card not seen that may be in play: in a hand or in the pack

    @cached_property
    def kinds(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """The pool split by which of the other seats may hold a card: (seats allowed as
        a bit mask over `others`, the cards)."""
        by_kind: dict[int, list[int]] = {}
        pool = self.pool
        while pool:
            card = (pool & -pool).bit_length() - 1
            pool ^= 1 << card
            kind = sum(1 << i for i, a in enumerate(self.allowed) if a >> card & 1)
            by_kind.setdefault(kind, []).append(card)
        return tuple((k, tuple(cards)) for k, cards in sorted(by_kind.items()))

    @cached_property
    def counter(self) -> _Counter:
        return _Counter(self.kinds, len(self.others))

    def count(self) -> int:
        """The number of consistent deals."""
        return self.counter.ways(0, self.counts)

    def sample(self, rng: random.Random) -> list[int]:
        """One consistent deal, every one as likely: each seat's hand (this seat's own
        included)."""
        kinds, counter = self.kinds, self.counter
        need = self.counts
        hands = [0] * self.players
        hands[self.seat] = self.hand
        for index, (kind, cards) in enumerate(kinds):
            pick = rng.randrange(counter.ways(index, need))
            for split in counter.splits(kind, len(cards), need):
                weight = _ways_to_split(len(cards), split) * counter.ways(
                    index + 1, tuple(n - k for n, k in zip(need, split, strict=True))
                )
                if pick < weight:
                    break
                pick -= weight
            shuffled = list(cards)
            rng.shuffle(shuffled)
            at = 0
            for i, k in enumerate(split):
                for card in shuffled[at : at + k]:
                    hands[self.others[i]] |= 1 << card
                at += k
            need = tuple(n - k for n, k in zip(need, split, strict=True))
        return hands

    def every(self) -> Iterator[list[int]]:
        """Every consistent deal, once."""
        hands = [0] * self.players
        hands[self.seat] = self.hand
        yield from self._every(self.counter, self.kinds, 0, self.counts, hands)

    def _every(
        self,
        counter: _Counter,
        kinds: tuple[tuple[int, tuple[int, ...]], ...],
        index: int,
        need: tuple[int, ...],
        hands: list[int],
    ) -> Iterator[list[int]]:
        if index == len(kinds):
            if not any(need):
                yield list(hands)
            return
        kind, cards = kinds[index]
        for split in counter.splits(kind, len(cards), need):
            rest = tuple(n - k for n, k in zip(need, split, strict=True))
            if not counter.ways(index + 1, rest):
                continue
            for chosen in _choices(cards, split):
                for i, part in enumerate(chosen):
                    hands[self.others[i]] ^= part
                yield from self._every(counter, kinds, index + 1, rest, hands)
                for i, part in enumerate(chosen):
                    hands[self.others[i]] ^= part


def _choices(cards: tuple[int, ...], split: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to give `split[i]` of `cards` to each seat i (the rest to the pack)."""
    if not split:
        yield ()
        return
    first, rest = split[0], split[1:]
    for chosen in itertools.combinations(cards, first):
        left = tuple(c for c in cards if c not in chosen)
        mask = sum(1 << c for c in chosen)
        for others in _choices(left, rest):
            yield (mask, *others)


def _ways_to_split(n: int, split: tuple[int, ...]) -> int:
    """Ways to give split[i] of n distinct cards to each seat, the rest to the pack."""
    ways = 1
    for k in split:
        ways *= math.comb(n, k)
        n -= k
    return ways


class _Counter:
    """Consistent deals counted kind by kind of card (`Hidden.kinds`)."""

    def __init__(self, kinds: tuple[tuple[int, tuple[int, ...]], ...], seats: int) -> None:
        self.kinds = kinds
        self.seats = seats
        self.ways = cache(self._ways)

    def splits(self, kind: int, n: int, need: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        """How many cards of a kind each seat may take: none where the kind is not
        allowed, at most what it still needs, at most n in all."""
        ranges = [
            range(min(need[i], n) + 1) if kind >> i & 1 else range(1) for i in range(self.seats)
        ]
        for split in itertools.product(*ranges):
            if sum(split) <= n:
                yield split

    def _ways(self, index: int, need: tuple[int, ...]) -> int:
        """Deals of the kinds from `index` on that give each seat what it `need`s."""
        if index == len(self.kinds):
            return 0 if any(need) else 1
        kind, cards = self.kinds[index]
        total = 0
        for split in self.splits(kind, len(cards), need):
            rest = tuple(n - k for n, k in zip(need, split, strict=True))
            later = self.ways(index + 1, rest)
            if later:
                total += _ways_to_split(len(cards), split) * later
        return total


def hidden_of(view: SeatView) -> Hidden:
    """The hidden cards of a view in play, with what the play shows."""
    assert view.seat is not None
    pool = view.unseen()
    if view.trump is None:
        pool &= ~JOKER_MASK  # no joker in play (R8-R10)
    held = view.held_counts()
    shown = excluded_cards(view)
    others = tuple(s for s in view.seats if s != view.seat)
    return Hidden(
        seat=view.seat,
        hand=view.hand,
        players=view.options.players,
        others=others,
        counts=tuple(held[s] for s in others),
        allowed=tuple(pool & ~shown[s] for s in others),
        pool=pool,
    )
