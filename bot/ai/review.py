"""The coach (issue 15): a finished hand's decisions of one seat beside what `strong` would
have chosen from the same view, with the estimated cost of each difference; and a hint for
the seat to act. A decision is a bid, or a card where the seat had more than one legal card:
the cards it had to play (a hand's last trick, a single card of the suit led) are left out.

Everything here runs from picklable inputs — a `GameLog` (how the service rebuilds a game),
a hand number, a seat, the game's players' secret — so it can run in a worker process
(`pool.DecisionPool.review`, `review_game`, `hint`). Each decision is judged from the view
the seat had then (`Game.view`), never from the other hands.

The cost of a decision is `strong`'s own estimate: the mean value over its guessed deals of
its choice less that of the player's choice (`search.CardValues.cost`, `BidValues.cost`),
never below 0. A value is the seat's side's points for the hand less the other side's (less
the mean of the others' in `pagat-3`); in a tiebreak hand it is +1 for winning the tiebreak
and -1 for losing it, so a cost there is a change of chances, not of points. `strong` is
seeded as the computer player at that seat would be (`player_seed(secret, seat)`), so the
same inputs give the same review, and a seat `strong` played itself costs nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.engine import CARDS, Action, Bid, Card, Game, SeatView
from bot.engine.claim import DEFAULT_BUDGET, ClaimVerdict, check_claim
from bot.engine.record import replay_actions

from .players import StrongPlayer, make_player
from .seeds import player_seed

Move = Bid | Card
Kind = Literal["bid", "card"]


class ReviewError(ValueError):
    """A review that cannot be made: a hand not finished (or not in the game), a bad seat."""


@dataclass(frozen=True, slots=True)
class GameLog:
    """What rebuilds a game: its preset, the options it overrides, its first dealer, its deck
    seed (or, for a game from a record, its decks) and its actions in order."""

    preset: str
    options: dict[str, Any] | None
    first_dealer: int
    seed: int | None
    actions: tuple[Action, ...]
    decks: tuple[tuple[Card, ...], ...] | None = None

    def game(self) -> Game:
        """The game before its first action."""
        return Game(
            self.preset,
            self.options,
            first_dealer=self.first_dealer,
            seed=self.seed,
            decks=self.decks,
        )


@dataclass(frozen=True, slots=True)
class Decision:
    """One bid or card of the seat beside `strong`'s choice from the same view."""

    kind: Kind
    trick: int | None  # a card's trick, from 1 in the hand; None for a bid
    position: int | None  # a card's place in its trick, 1 for the lead; None for a bid
    played: Move
    suggested: Move
    cost: float  # strong's estimate of what the played move lost, >= 0

    @property
    def differs(self) -> bool:
        """Whether `strong` expected its choice to do better (a move as good costs 0)."""
        return self.cost > 0


@dataclass(frozen=True, slots=True)
class HandReview:
    hand_number: int
    seat: int
    tiebreak: bool  # costs in chances of winning the tiebreak (+1/-1), not points
    decisions: tuple[Decision, ...]
    total_cost: float
    differences: int
    costliest: Decision | None  # the difference that cost most; None without differences


@dataclass(frozen=True, slots=True)
class SeatReview:
    """A seat's finished hands, summed up."""

    seat: int
    hands: tuple[HandReview, ...]
    total_cost: float  # the hands' costs in points (tiebreak hands left out)
    differences: int
    costliest: Decision | None
    costliest_hand: int | None  # the hand number of the costliest moment


@dataclass(frozen=True, slots=True)
class GameReview:
    seats: tuple[SeatReview, ...]  # per seat reviewed, in seat order


@dataclass(frozen=True, slots=True)
class Hint:
    """`strong`'s move for the seat to act, and how much less the next best are worth."""

    kind: Kind
    choice: Move
    alternatives: tuple[tuple[Move, float], ...]  # (move, cost), best first, up to three


# ---------------------------------------------------------------------- decisions


def coach(level: str, seed: int) -> StrongPlayer:
    """The searching player of `level` ("strong" or "expert") that judges decisions."""
    player = make_player(level, seed)
    if not isinstance(player, StrongPlayer):
        raise ValueError(f"level {level!r} does not search; use strong or expert")
    return player


def judge(player: StrongPlayer, view: SeatView, played: Move) -> Decision:
    """The decision `played` from `view` beside the player's choice, with its cost."""
    if view.phase == "bid":
        bids = player.bid_values(view)
        return Decision("bid", None, None, played, bids.choice, bids.cost(played))
    assert isinstance(played, Card)
    cards = player.card_values(view)
    trick, position = view.tricks_played + 1, len(view.trick) + 1
    return Decision("card", trick, position, played, CARDS[cards.choice], cards.cost(played))


def hint(view: SeatView, seed: int, level: str = "strong") -> Hint:
    """`strong`'s move for the view's seat, whose turn it must be (else ValueError), and
    up to three alternatives with what they are expected to cost."""
    if view.seat is None or view.to_act != view.seat or view.phase not in ("bid", "play"):
        raise ValueError("it is not this seat's turn")
    player = coach(level, seed)
    if view.phase == "bid":
        bids = player.bid_values(view)
        others = [(b, bids.cost(b)) for b in view.legal_bids if b != bids.choice]
        return Hint("bid", bids.choice, _best(others))
    cards = player.card_values(view)
    seen = {cards.choice}
    alternatives: list[tuple[Move, float]] = []
    for card in sorted(cards.classes.values()):
        if card not in seen:
            seen.add(card)
            alternatives.append((CARDS[card], cards.cost(card)))
    return Hint("card", CARDS[cards.choice], _best(alternatives))


def _best(moves: Iterable[tuple[Move, float]]) -> tuple[tuple[Move, float], ...]:
    return tuple(sorted(moves, key=lambda m: m[1])[:3])


# ---------------------------------------------------------------------- reviews


def finished_hands(game: Game) -> tuple[int, ...]:
    """The numbers of the hands played to their end, tiebreak hands included."""
    return tuple(sorted({r.number for r in game.results} | {t.number for t in game.tiebreaks}))


def hands_to_review(log: GameLog) -> tuple[int, ...]:
    """The numbers of the log's finished hands (what `review_game` covers)."""
    game = log.game()
    for _ in replay_actions(game, log.actions):
        pass
    return finished_hands(game)


def claim_in_log(log: GameLog, seat: int, budget: int = DEFAULT_BUDGET) -> ClaimVerdict:
    """The claim check (`bot.engine.claim`) on the game the log rebuilds: for the pool,
    which takes picklable inputs only."""
    game = log.game()
    for _ in replay_actions(game, log.actions):
        pass
    return check_claim(game, seat, budget)


def moments(log: GameLog) -> tuple[Game, list[tuple[int, SeatView, Move]]]:
    """Replay the log: the game at its end, and every decision as (hand number, the view of
    the seat that made it just before, the move made)."""
    game = log.game()
    found: list[tuple[int, SeatView, Move]] = []
    for action in log.actions:
        view = game.view(action.seat)
        number = game.hand_number
        game.apply(action)
        found.append((number, view, action.value))
    return game, found


def review_hand(
    log: GameLog, hand_number: int, seat: int, secret: int, level: str = "strong"
) -> HandReview:
    """The seat's decisions of a finished hand beside `strong`'s. Raises ReviewError when the
    hand is not finished (in progress, or not reached) or the seat is not at the table."""
    game, found = moments(log)
    _check(game, hand_number, seat)
    return _review(found, hand_number, seat, secret, level, game)


def review_game(
    log: GameLog, secret: int, seats: Sequence[int] | None = None, level: str = "strong"
) -> GameReview:
    """Every finished hand of the game, for each seat of `seats` (default: every seat)."""
    game, found = moments(log)
    chosen = tuple(range(game.players)) if seats is None else tuple(seats)
    hands = finished_hands(game)
    reviews = []
    for seat in chosen:
        for number in hands:
            _check(game, number, seat)
        seat_hands = [_review(found, n, seat, secret, level, game) for n in hands]
        reviews.append(summarise(seat, seat_hands))
    return GameReview(tuple(reviews))


def summarise(seat: int, hands: Iterable[HandReview]) -> SeatReview:
    """A seat's hand reviews summed up (the costs of tiebreak hands are not points: left
    out of the total and of the costliest moment)."""
    hands = tuple(hands)
    scored = [h for h in hands if not h.tiebreak]
    worst = max(
        ((h.costliest, h.hand_number) for h in scored if h.costliest is not None),
        key=lambda pair: pair[0].cost,
        default=None,
    )
    return SeatReview(
        seat=seat,
        hands=hands,
        total_cost=sum(h.total_cost for h in scored),
        differences=sum(h.differences for h in hands),
        costliest=worst[0] if worst else None,
        costliest_hand=worst[1] if worst else None,
    )


def _check(game: Game, hand_number: int, seat: int) -> None:
    if not 0 <= seat < game.players:
        raise ReviewError(f"there is no seat {seat} at this table")
    if hand_number not in finished_hands(game):
        raise ReviewError(f"hand {hand_number} is not finished")


def _review(
    found: Sequence[tuple[int, SeatView, Move]],
    hand_number: int,
    seat: int,
    secret: int,
    level: str,
    game: Game,
) -> HandReview:
    player = coach(level, player_seed(secret, seat))
    decisions = tuple(
        judge(player, view, move)
        for number, view, move in found
        if number == hand_number and view.seat == seat and view.has_choice
    )
    differences = [d for d in decisions if d.differs]
    return HandReview(
        hand_number=hand_number,
        seat=seat,
        tiebreak=hand_number > len(game.options.hands),
        decisions=decisions,
        total_cost=sum(d.cost for d in decisions),
        differences=len(differences),
        costliest=max(differences, key=lambda d: d.cost, default=None),
    )
