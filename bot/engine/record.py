"""Game records (RULES §8): export a game, read a record back, replay it, summarise it."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from .actions import OVER, Action, ActionKind, BidAction, PlayAction
from .cards import DECK_SIZE, Card, parse_card
from .errors import IllegalAction, MissingDeck
from .events import BOARD, Bid, HandResult, TiebreakResult
from .game import Game
from .options import PRESETS, OptionError, make_options


class RecordError(ValueError):
    """A record that is not valid (§8): the replay exits 2 with this one-line message."""


class Unreadable(NamedTuple):
    """A record's action whose value is no bid or no card at all (`"3"`, `1.5`, `null`,
    `"qs"`): the record is valid, and its replay stops there with the error §7 reports
    first (`Game.refuse`)."""

    seat: int
    kind: ActionKind
    value: object


# ---------------------------------------------------------------------- export


def to_record(game: Game) -> dict[str, Any]:
    """The game's record: replaying it gives this very game (§8)."""
    overrides = game.options.overrides_from(PRESETS[game.preset])
    return {
        "preset": game.preset,
        "options": overrides or None,
        "first_dealer": game.first_dealer,
        "decks": [[str(c) for c in game.deck(i)] for i in range(game.deals)],
        "actions": [{"seat": a.seat, a.kind.value: value_json(a)} for a in game.actions],
    }


def public_record(game: Game) -> dict[str, Any]:
    """What may be shown during a game: the record of the hands already played, cut after
    the action that ended the last of them. It never holds the deck of the deal in
    progress, so until the game ends it lacks the deck a replay needs to go on (§8)."""
    if game.phase is OVER:
        return to_record(game)
    decks = [game.deck(i) for i in range(game.deals)]
    again = Game(
        game.preset,
        game.options.overrides_from(PRESETS[game.preset]) or None,
        first_dealer=game.first_dealer,
        decks=decks,
    )
    actions = deals = 0
    before, scored = again.deals, 0
    for index in replay_actions(again, game.actions):
        if len(again.results) > scored:
            actions, deals = index + 1, before
        before, scored = again.deals, len(again.results)
    record = to_record(game)
    record["decks"] = record["decks"][:deals]
    record["actions"] = record["actions"][:actions]
    return record


def replay_actions(game: Game, actions: Iterable[Action | Unreadable]) -> Iterator[int]:
    """Apply a log of actions to `game`, yielding each one's index once it is applied. The
    one replay loop: records, the service's loading and public records all go through it.
    An illegal action (an unreadable one included) raises IllegalAction; the game is left
    as it was before that action."""
    apply = game.apply
    for index, action in enumerate(actions):
        if isinstance(action, Unreadable):
            game.refuse(*action)
        apply(action)
        yield index


# ---------------------------------------------------------------------- values
# How bids and cards are written in a record (§8) and in the stored log, and read back.


def value_json(action: Action) -> int | str:
    """An action's value as a record and the log write it: a bid as a number or "board",
    a card in R4 notation."""
    if action.kind is ActionKind.PLAY:
        return action.value.code
    return bid_json(action.value)


def bid_json(bid: Bid) -> int | str:
    return bid.value if bid is BOARD else bid


def read_bid(value: object) -> Bid | None:
    """A bid as written: an integer, "pass" (0) or "board"; None for anything else (`"3"`,
    `1.5`, `true`, `null`), which §7 calls out of range. The range is the engine's to judge."""
    if type(value) is int:
        return value
    if value == "pass" and type(value) is str:
        return 0
    if value == "board" and type(value) is str:
        return BOARD
    return None


def read_action(seat: int, kind: ActionKind, value: object) -> Action | Unreadable:
    """The action a record or the log wrote as (seat, kind, value)."""
    if kind is ActionKind.BID:
        bid = read_bid(value)
        if bid is not None:
            return BidAction(seat, ActionKind.BID, bid)
    else:
        card = parse_card(value)
        if card is not None:
            return PlayAction(seat, ActionKind.PLAY, card)
    return Unreadable(seat, kind, value)


# ---------------------------------------------------------------------- import


def parse_record(
    data: object,
) -> tuple[str, dict[str, Any] | None, int, list[list[Card]], list[Action | Unreadable]]:
    """Check a record's form; return (preset, options, first_dealer, decks, actions).
    Raises RecordError for anything §8 calls not valid."""
    if not isinstance(data, dict):
        raise RecordError("the record is not a JSON object")
    for key in ("preset", "first_dealer", "decks", "actions"):
        if key not in data:
            raise RecordError(f"the record has no {key!r}")
    preset = data["preset"]
    if not isinstance(preset, str) or preset not in PRESETS:
        raise RecordError(f"unknown preset {preset!r}; the presets are {', '.join(PRESETS)}")
    options = data.get("options")
    if options is not None and not isinstance(options, dict):
        raise RecordError("options must be an object or null")
    try:
        players = make_options(preset, options).players
    except OptionError as error:
        raise RecordError(str(error)) from None
    first_dealer = data["first_dealer"]
    if type(first_dealer) is not int or not 0 <= first_dealer < players:
        raise RecordError(f"first_dealer must be a seat from 0 to {players - 1}")
    return (
        preset,
        options,
        first_dealer,
        _parse_decks(data["decks"]),
        _parse_actions(data["actions"]),
    )


def _parse_decks(decks: object) -> list[list[Card]]:
    if not isinstance(decks, list):
        raise RecordError("decks must be a list of decks")
    parsed = []
    for number, deck in enumerate(decks, 1):
        if not isinstance(deck, list):
            raise RecordError(f"deck {number} is not a list of cards")
        cards = [parse_card(c) for c in deck]
        if len(cards) != DECK_SIZE or None in cards or len(set(cards)) != DECK_SIZE:
            raise RecordError(f"deck {number} is not a permutation of the 54 cards")
        parsed.append([c for c in cards if c is not None])
    return parsed


def _parse_actions(actions: object) -> list[Action | Unreadable]:
    if not isinstance(actions, list):
        raise RecordError("actions must be a list")
    parsed: list[Action | Unreadable] = []
    for index, action in enumerate(actions):
        if (
            not isinstance(action, dict)
            or len(action) != 2
            or type(action.get("seat")) is not int
            or ("bid" in action) == ("play" in action)
        ):
            raise RecordError(f'action {index} is not {{"seat": integer, "bid" or "play": ...}}')
        kind = ActionKind.BID if "bid" in action else ActionKind.PLAY
        parsed.append(read_action(action["seat"], kind, action[kind]))
    return parsed


# ---------------------------------------------------------------------- replay


def replay(data: object) -> dict[str, Any]:
    """Apply a record and return the output document of §8. An illegal action stops the
    replay and is reported in `error`; an invalid record raises RecordError."""
    preset, options, first_dealer, decks, actions = parse_record(data)
    try:
        game = Game(preset, options, first_dealer=first_dealer, decks=decks)
        applied = 0
        try:
            for index in replay_actions(game, actions):
                applied = index + 1
        except IllegalAction as error:
            # The message is the refusal's values (the words are the presentation's).
            return summary(
                game, {"action": applied, "code": error.code.value, "message": str(error)}
            )
    except MissingDeck as error:
        raise RecordError(f"too few decks: {error}") from None
    return summary(game)


def summary(game: Game, error: dict[str, Any] | None = None) -> dict[str, Any]:
    """The output document of §8 for the game as it stands."""
    over = game.phase is OVER
    return {
        "status": "finished" if over else "in_progress",
        "hands": [_hand_json(r) for r in game.results],
        "redeals": [{"hand": r.hand, "dealer": r.dealer, "reason": r.reason} for r in game.redeals],
        "scores": list(game.scores),
        "tiebreak": _tiebreak_json(game.tiebreak),
        "winner": game.winner,
        "next": None if over else {"seat": game.to_act, "phase": game.phase.value},
        "error": error,
        # Added keys: every tiebreak hand, in order (the three-handed one included).
        "tiebreaks": [_tiebreak_json(t) | {"hand": t.number} for t in game.tiebreaks],
    }


def _hand_json(result: HandResult) -> dict[str, Any]:
    return {
        "number": result.number,
        "size": result.size,
        "dealer": result.dealer,
        "turn_up": str(result.turn_up),
        "trump": result.trump.letter if result.trump is not None else None,
        "bids": [bid_json(bid) for bid in result.bids],
        "tricks": list(result.tricks),
        "contracts": list(result.contracts),
        "points": list(result.points),
        "board_levels": list(result.board_levels),
    }


def _tiebreak_json(result: TiebreakResult | None) -> Any:
    if result is None:
        return None
    return {"sides": list(result.sides), "tricks": list(result.tricks), "winner": result.winner}


def load_record(text: str) -> object:
    """Parse a record's JSON text strictly (no NaN or Infinity)."""

    def reject(constant: str) -> None:
        raise RecordError(f"bad JSON: {constant} is not JSON")

    try:
        return json.loads(text, parse_constant=reject)
    except json.JSONDecodeError as error:
        raise RecordError(f"bad JSON: {error}") from None


__all__ = [
    "RecordError",
    "Unreadable",
    "bid_json",
    "load_record",
    "parse_record",
    "public_record",
    "read_action",
    "read_bid",
    "replay",
    "summary",
    "to_record",
    "value_json",
]
