"""A naive reference engine for the classic preset, to measure the real one against: an object
per card, lists of cards for hands, and the rules written out straightforwardly (RULES §1-§6
with the classic options), every move checked. Not used by the bot.

Naive, not careless: what a competent programmer writes plainly. The trump cards of a deal are
a set of card objects, a hand is split in one pass, a move is checked against the legal list.
No bit masks, no tables indexed by card number.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.engine import make_options

CLASSIC = make_options("classic")
PLAYERS = 4
TIEBREAK_SIZE = 13
TIEBREAK_TARGET = 7
LITTLE, BIG = 13, 14  # the jokers' ranks, above any ace (12)


# One object per card of the pack, compared and hashed by identity.
@dataclass(eq=False, slots=True)
class NaiveCard:
    suit: int | None  # 0-3; None for a joker
    rank: int  # 0 (2) to 12 (A); 13 the Little Blooper, 14 the Big Blooper
    joker: bool


PACK = [NaiveCard(suit, rank, False) for suit in range(4) for rank in range(13)] + [
    NaiveCard(None, LITTLE, True),
    NaiveCard(None, BIG, True),
]


class IllegalMove(Exception):
    pass


Deal = Callable[[int], Sequence[NaiveCard]]


def shuffled(seed: int) -> Deal:
    rng = random.Random(seed)

    def deal(_: int) -> list[NaiveCard]:
        deck = PACK[:]
        rng.shuffle(deck)
        return deck

    return deal


class NaiveGame:
    def __init__(self, first_dealer: int, deal: Deal) -> None:
        self.deal_source = deal
        self.deals = 0
        self.scores = [0, 0]
        self.results: list[tuple[int, ...]] = []
        self.winner: int | None = None
        self.over = False
        self.actions: list[tuple[int, str, object]] = []
        self.hand_number = 0
        self._deal(1, CLASSIC.hands[0], first_dealer, tiebreak=False)

    # -- dealing

    def _deal(self, number: int, size: int, dealer: int, *, tiebreak: bool) -> None:
        deck = list(self.deal_source(self.deals))
        self.deals += 1
        self.hand_number, self.size, self.dealer, self.tiebreak = number, size, dealer, tiebreak
        order = [(dealer + k) % PLAYERS for k in range(1, PLAYERS + 1)]
        self.hands: list[list[NaiveCard]] = [[] for _ in range(PLAYERS)]
        for i in range(size * PLAYERS):
            self.hands[order[i % PLAYERS]].append(deck[i])
        turned = deck[size * PLAYERS]
        self.trump: int | None = turned.suit
        if turned.joker:
            # R8: no trump; whoever holds the other joker swaps it for the next card.
            for hand in self.hands:
                for i, card in enumerate(hand):
                    if card.joker:
                        hand[i] = deck[size * PLAYERS + 1]
        # The trump cards of this deal: the trump suit and both jokers (R3).
        self.trumps = {c for c in PACK if c.joker or c.suit == self.trump}
        self.bids: list[object] = [None] * PLAYERS
        self.levels = [0] * PLAYERS
        self.trick: list[tuple[int, NaiveCard]] = []
        self.tricks = [0] * PLAYERS
        self.played = 0
        self.broken = False
        self.to_act = order[0]
        self.bidding = not tiebreak

    # -- the rules

    def beats(self, card: NaiveCard, best: NaiveCard) -> bool:
        """Whether `card` takes the trick from `best`, the card winning it so far."""
        if card in self.trumps:
            return best not in self.trumps or card.rank > best.rank
        return best not in self.trumps and card.suit == best.suit and card.rank > best.rank

    def legal_bids(self) -> list[object]:
        if self.over or not self.bidding:
            return []
        return [*range(self.size), "board"]

    def legal_cards(self) -> list[NaiveCard]:
        if self.over or self.bidding:
            return []
        hand = self.hands[self.to_act]
        trumps = self.trumps
        if not self.trick:
            board = self.bids[self.to_act] == "board" and not self.tiebreak
            if self.broken or board:  # R19, R20
                return hand[:]
            return [c for c in hand if c not in trumps] or hand[:]
        led = self.trick[0][1]
        if led in trumps:
            mine = [c for c in hand if c in trumps]
            if mine and led.joker:  # R21
                pick = max if led.rank == BIG else min
                return [pick(mine, key=lambda c: c.rank)]
            return mine or hand[:]
        # R17; a joker has no suit, so it is never of the suit led.
        return [c for c in hand if c.suit == led.suit] or hand[:]

    # -- moves

    def bid(self, seat: int, value: object) -> None:
        if self.over or not self.bidding or seat != self.to_act:
            raise IllegalMove("not your turn to bid")
        if value != "board" and not (type(value) is int and 0 <= value < self.size):
            raise IllegalMove("no such bid")
        self.bids[seat] = value
        if value == "board":
            self.levels[seat] = sum(1 for b in self.bids if b == "board")  # R14: linear
        self.actions.append((seat, "bid", value))
        self.to_act = (seat + 1) % PLAYERS
        if all(b is not None for b in self.bids):
            self._close_bidding()

    def _close_bidding(self) -> None:
        if all(b == 0 for b in self.bids):
            self._deal(self.hand_number, self.size, (self.dealer + 1) % PLAYERS, tiebreak=False)
            return
        self.bidding = False
        leader, best = None, -1
        for k in range(1, PLAYERS + 1):
            seat = (self.dealer + k) % PLAYERS
            bid = self.bids[seat]
            if bid == "board":
                leader, best = seat, 99
            elif best < 99 and isinstance(bid, int) and bid > best:
                leader, best = seat, bid
        assert leader is not None
        self.to_act = leader

    def play(self, seat: int, card: NaiveCard) -> None:
        if self.over or self.bidding or seat != self.to_act:
            raise IllegalMove("not your turn to play")
        if card not in self.legal_cards():
            raise IllegalMove("not a legal card")
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.actions.append((seat, "play", card))
        if card in self.trumps:
            self.broken = True
        if len(self.trick) < PLAYERS:
            self.to_act = (seat + 1) % PLAYERS
            return
        winner, best = self.trick[0]
        for other, played in self.trick[1:]:
            if self.beats(played, best):
                winner, best = other, played
        self.tricks[winner] += 1
        self.played += 1
        self.trick = []
        self.to_act = winner
        if self.tiebreak:
            side = winner % 2
            if self.tricks[side] + self.tricks[side + 2] >= TIEBREAK_TARGET:
                self.over, self.winner = True, side
            return
        if self.played == self.size:
            self._score()

    def _score(self) -> None:
        points = []
        for side in (0, 1):
            taken = self.tricks[side] + self.tricks[side + 2]
            level = max(self.levels[side], self.levels[side + 2])
            if level:
                value = 10 * self.size * level
                points.append(value if taken == self.size else -value)
                continue
            contract = sum(b for b in (self.bids[side], self.bids[side + 2]) if isinstance(b, int))
            if contract == 0:
                points.append(taken)
            elif taken >= contract:
                points.append(5 * contract + taken - contract)
            else:
                points.append(-5 * contract)
        self.scores = [s + p for s, p in zip(self.scores, points, strict=True)]
        self.results.append(tuple(points))
        dealer = (self.dealer + 1) % PLAYERS
        if self.hand_number < len(CLASSIC.hands):
            number = self.hand_number + 1
            self._deal(number, CLASSIC.hands[number - 1], dealer, tiebreak=False)
        elif self.scores[0] != self.scores[1]:
            self.over, self.winner = True, 0 if self.scores[0] > self.scores[1] else 1
        else:
            self._deal(self.hand_number + 1, TIEBREAK_SIZE, dealer, tiebreak=True)


def play_random_naive_game(seed: int) -> NaiveGame:
    game = NaiveGame(seed % 4, shuffled(seed))
    rnd = random.Random(seed).random
    while not game.over:
        cards = game.legal_cards()
        if cards:
            game.play(game.to_act, cards[int(rnd() * len(cards))])
            continue
        bids = game.legal_bids()
        game.bid(game.to_act, bids[int(rnd() * len(bids))])
    return game
