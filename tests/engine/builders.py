"""Scenario builders for the rules tests (RULES.md).

The central helper is `build_deck`: an explicit 54-card deck (top first) that, dealt per R7
(one card at a time from the top, first to the seat left of the dealer, clockwise, skipping
seats not dealt in), gives chosen cards to chosen seats, a chosen turn-up and chosen cards
after it; every other position is filled deterministically.

`Trick` scripts describe a hand's play card by card with the winner each trick must have;
`script_hands` turns a script into the hands to deal, `plain_tricks` writes a script in which
every seat follows suit and the chosen seat wins each trick. `make_record` builds a game record
(RULES §8).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine import (
    CARDS,
    ActionKind,
    Bid,
    Card,
    Event,
    Game,
    IllegalAction,
    Phase,
    TrickWon,
    card,
    cards,
)
from bot.engine.record import Unreadable, read_action, to_record
from bot.ui.words.refusals import error_text

CardLike = Card | str
CardsLike = str | Iterable[CardLike]

RANKS_HIGH_TO_LOW = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
ALL_CODES = [r + s for s in "SHDC" for r in RANKS_HIGH_TO_LOW] + ["BJ", "LJ"]


# ---------------------------------------------------------------------- cards


def as_card(item: CardLike) -> Card:
    return item if isinstance(item, Card) else card(item)


def as_cards(items: CardsLike) -> list[Card]:
    if isinstance(items, str):
        return cards(items)
    return [as_card(c) for c in items]


def codes(items: Iterable[Card]) -> list[str]:
    return [str(c) for c in items]


def suit_cards(suit: str, ranks: str | None = None) -> list[Card]:
    """The cards of one suit (letter S, H, D or C), high to low, optionally only `ranks`."""
    chosen = RANKS_HIGH_TO_LOW if ranks is None else tuple(ranks.split())
    return [card(r + suit) for r in chosen]


def hand_set(game: Game, seat: int) -> set[str]:
    return {str(c) for c in game.hand(seat)}


# ---------------------------------------------------------------------- dealing (R7)


def deal_order(dealer: int, players: int = 4, seats: Iterable[int] | None = None) -> list[int]:
    """The seats dealt in, in the order they receive cards: from the dealer's left clockwise."""
    dealt_in = set(range(players) if seats is None else seats)
    order = []
    for k in range(1, players + 1):
        seat = (dealer + k) % players
        if seat in dealt_in:
            order.append(seat)
    return order


def build_deck(
    hands: Mapping[int, CardsLike] | None = None,
    *,
    dealer: int,
    size: int,
    players: int = 4,
    seats: Iterable[int] | None = None,
    turn_up: CardLike | None = None,
    after: CardsLike = (),
    fill: CardsLike = (),
) -> list[Card]:
    """A deck (top first) that deals `hands[seat]` to each chosen seat per R7.

    A hand may be given in part; the free positions of the deck are filled, from the top
    down, with the cards of `fill` first, then with the remaining cards in index order
    (spades 2..A, hearts, diamonds, clubs, then LJ and BJ), so the result is deterministic.
    `turn_up` is the card right after the deal, `after` the cards that follow it.
    """
    order = deal_order(dealer, players, seats)
    count = len(order)
    slots: list[Card | None] = [None] * len(CARDS)
    used: set[int] = set()

    def put(position: int, item: Card) -> None:
        if item in used:
            raise ValueError(f"{item} is placed twice")
        if slots[position] is not None:
            raise ValueError(f"deck position {position} is placed twice")
        used.add(item)
        slots[position] = item

    for seat, chosen in (hands or {}).items():
        if seat not in order:
            raise ValueError(f"seat {seat} is not dealt in")
        hand = as_cards(chosen)
        if len(hand) > size:
            raise ValueError(f"seat {seat} is given {len(hand)} cards, more than {size}")
        index = order.index(seat)
        for j, item in enumerate(hand):
            put(j * count + index, item)
    tail = size * count
    if turn_up is not None:
        put(tail, as_card(turn_up))
    following = as_cards(after)
    if tail + 1 + len(following) > len(CARDS):
        raise ValueError(f"only {len(CARDS) - tail - 1} cards follow the turn-up")
    for k, item in enumerate(following):
        put(tail + 1 + k, item)
    rest: list[Card] = []
    for item in [*as_cards(fill), *CARDS]:
        if item not in used:
            used.add(item)
            rest.append(item)
    free = iter(rest)
    deck = [slot if slot is not None else next(free) for slot in slots]
    assert sorted(deck) == list(CARDS)
    return deck


def dealt_hands(
    deck: Sequence[Card],
    *,
    dealer: int,
    size: int,
    players: int = 4,
    seats: Iterable[int] | None = None,
) -> dict[int, set[Card]]:
    """What R7 gives each seat from `deck` (before any R8 exchange)."""
    order = deal_order(dealer, players, seats)
    return {seat: set(deck[i : size * len(order) : len(order)]) for i, seat in enumerate(order)}


def spare_deck(k: int = 0) -> list[Card]:
    """A deterministic deck for deals a test does not look at."""
    rotated = list(CARDS[k % 54 :]) + list(CARDS[: k % 54])
    return rotated


# ---------------------------------------------------------------------- scripts


@dataclass(frozen=True)
class Trick:
    """One scripted trick: (seat, card) in the order played, and the seat that must win."""

    plays: tuple[tuple[int, Card], ...]
    winner: int

    @property
    def leader(self) -> int:
        return self.plays[0][0]


def trick(
    leader: int,
    played: CardsLike,
    winner: int,
    *,
    seats: Sequence[int] = (0, 1, 2, 3),
    players: int = 4,
) -> Trick:
    """A trick led by `leader`; `played` lists the cards clockwise from the leader, among
    the seats in play (`seats`)."""
    ring = [s for k in range(players) if (s := (leader + k) % players) in seats]
    played_cards = as_cards(played)
    assert len(played_cards) == len(ring), "one card per seat in play"
    return Trick(tuple(zip(ring, played_cards, strict=True)), winner)


def script_hands(tricks: Iterable[Trick]) -> dict[int, list[Card]]:
    """The cards each seat needs to play a script."""
    hands: dict[int, list[Card]] = {}
    for t in tricks:
        for seat, item in t.plays:
            hands.setdefault(seat, []).append(item)
    return hands


def plain_tricks(
    leader: int,
    winners: Sequence[int],
    *,
    suits: str = "SHD",
    seats: Sequence[int] = (0, 1, 2, 3),
    players: int = 4,
    avoid: CardsLike = (),
) -> list[Trick]:
    """A script in which every seat follows suit: trick k is in suit `suits[k % len]`, its
    cards are the highest unused ones of that suit, and the winner holds the top one."""
    skip = set(as_cards(avoid))
    pools = {s: [c for c in suit_cards(s) if c not in skip] for s in suits}
    script = []
    lead = leader
    for k, winner in enumerate(winners):
        ring = [s for j in range(players) if (s := (lead + j) % players) in seats]
        assert winner in ring
        pool = pools[suits[k % len(suits)]]
        chosen, pools[suits[k % len(suits)]] = pool[: len(ring)], pool[len(ring) :]
        assert len(chosen) == len(ring), "the suit ran out: use more suits"
        others = iter(chosen[1:])
        plays = tuple((s, chosen[0] if s == winner else next(others)) for s in ring)
        script.append(Trick(plays, winner))
        lead = winner
    return script


# ---------------------------------------------------------------------- games


def make_game(
    hands: Mapping[int, CardsLike] | None = None,
    *,
    size: int,
    dealer: int = 0,
    preset: str = "classic",
    options: Mapping[str, Any] | None = None,
    turn_up: CardLike | None = None,
    after: CardsLike = (),
    fill: CardsLike = (),
    seats: Iterable[int] | None = None,
    more_decks: Sequence[Sequence[Card]] | None = None,
) -> Game:
    """A game whose first deal is `build_deck(...)`; the schedule is one hand of `size`
    unless `options` says otherwise. Spare decks follow unless `more_decks` is given."""
    opts: dict[str, Any] = {"hands": [size]}
    opts.update(options or {})
    players = opts.get("players", 3 if preset == "pagat-3" else 4)
    deck = build_deck(
        hands,
        dealer=dealer,
        size=size,
        players=players,
        seats=seats,
        turn_up=turn_up,
        after=after,
        fill=fill,
    )
    extra = [spare_deck(7), spare_deck(20)] if more_decks is None else list(more_decks)
    return Game(preset, opts, first_dealer=dealer, decks=[deck, *extra])


def actor(game: Game) -> int:
    """The seat to act, which must exist."""
    seat = game.to_act
    assert seat is not None
    return seat


def act(game: Game, kind: str, seat: Any, value: Any) -> list[Event]:
    """Apply an action written as a record writes it (a bid as a number, "pass" or "board",
    a card in R4 notation or as a Card), read as the record reads it."""
    if isinstance(value, Card):
        value = str(value)
    action = read_action(seat, ActionKind(kind), value)
    if isinstance(action, Unreadable):
        game.refuse(*action)
    return game.apply(action)


def bid_all(game: Game, bids: Sequence[tuple[int, Bid | str]]) -> list[Event]:
    """Apply (seat, bid) pairs in order; return every event."""
    events: list[Event] = []
    for seat, value in bids:
        events += act(game, "bid", seat, value)
    return events


def play_all(game: Game, plays: Sequence[tuple[int, CardLike]]) -> list[Event]:
    events: list[Event] = []
    for seat, item in plays:
        events += game.play(seat, as_card(item))
    return events


def play_tricks(game: Game, tricks: Sequence[Trick]) -> tuple[list[int], list[Event]]:
    """Play a script; return the seats the engine named as trick winners, and the events."""
    events: list[Event] = []
    for t in tricks:
        for seat, item in t.plays:
            events += game.play(seat, as_card(item))
    winners = [e.seat for e in events if isinstance(e, TrickWon)]
    return winners, events


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def snapshot(game: Game) -> dict[str, Any]:
    """Everything observable about a game, to check that an illegal action changes nothing."""
    return {
        "phase": game.phase,
        "to_act": game.to_act,
        "hand_number": game.hand_number,
        "hand_size": game.hand_size,
        "dealer": game.dealer,
        "turn_up": game.turn_up,
        "trump": game.trump,
        "exchanged": game.exchanged,
        "hands": list(game.hands),
        "bids": list(game.bids),
        "board_levels": list(game.board_levels),
        "contracts": game.contracts,
        "side_board_levels": game.side_board_levels,
        "trick": list(game.trick),
        "tricks": list(game.tricks),
        "scores": list(game.scores),
        "results": list(game.results),
        "redeals": list(game.redeals),
        "tiebreak": game.tiebreak,
        "tiebreaks": list(game.tiebreaks),
        "winner": game.winner,
        "legal_bids": game.legal_bids(),
        "legal_cards": game.legal_cards(),
        "record": to_record(game),
    }


def illegal_code(game: Game, kind: str, seat: Any, value: Any) -> str:
    """Attempt an action that must be illegal; check that it changes nothing and return its
    error code."""
    before = snapshot(game)
    try:
        act(game, kind, seat, value)
    except IllegalAction as error:
        assert error_text(error)  # its catalog message, with what the message names
        assert snapshot(game) == before
        return str(error.code)
    raise AssertionError(f"{kind} {value!r} by seat {seat!r} was accepted")


# ---------------------------------------------------------------------- random games


def random_game(
    preset: str, seed: int, options: Mapping[str, Any] | None = None
) -> tuple[Game, list[Event]]:
    """A seeded game played to the end with random legal moves; every event in order
    (the first deal's HandDealt is not an event of an action, so it is not included)."""
    game = Game(preset, dict(options) if options else None, seed=seed)
    rng = random.Random(seed)
    events: list[Event] = []
    while game.phase is not Phase.OVER:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.BID:
            events += game.bid(seat, rng.choice(game.legal_bids()))
        else:
            events += game.play(seat, rng.choice(game.legal_cards()))
    return game, events


# ---------------------------------------------------------------------- records (§8)


def action_json(seat: Any, kind: str, value: Any) -> dict[str, Any]:
    return {"seat": seat, kind: str(value) if isinstance(value, Card) else value}


def script_actions(
    bids: Sequence[tuple[int, Bid | str]] = (), tricks: Sequence[Trick] = ()
) -> list[dict[str, Any]]:
    """Record actions for a bidding round followed by a scripted play."""
    actions = [action_json(seat, "bid", value) for seat, value in bids]
    for t in tricks:
        actions += [action_json(seat, "play", item) for seat, item in t.plays]
    return actions


def make_record(
    preset: str,
    decks: Sequence[Sequence[CardLike]],
    actions: Sequence[dict[str, Any]] = (),
    *,
    first_dealer: int = 0,
    options: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """A game record (§8) with decks written in R4 notation."""
    return {
        "preset": preset,
        "options": dict(options) if options is not None else None,
        "first_dealer": first_dealer,
        "decks": [[str(as_card(c)) for c in deck] for deck in decks],
        "actions": list(actions),
    }


__all__ = [
    "ALL_CODES",
    "CardLike",
    "Trick",
    "action_json",
    "actor",
    "as_card",
    "as_cards",
    "bid_all",
    "build_deck",
    "codes",
    "deal_order",
    "dealt_hands",
    "hand_set",
    "illegal_code",
    "make_game",
    "make_record",
    "of_type",
    "plain_tricks",
    "play_all",
    "play_tricks",
    "random_game",
    "script_actions",
    "script_hands",
    "snapshot",
    "spare_deck",
    "suit_cards",
    "trick",
]
