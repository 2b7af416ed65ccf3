"""RULES §8, game records: `bot.engine.record.replay` and the real command line
`python -m bot.engine replay FILE` (and `-` for standard input); §9 option validation."""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Game, OptionError, Phase, make_options
from bot.engine.__main__ import main as cli_main
from bot.engine.record import RecordError, load_record, replay, to_record

from .builders import (
    ALL_CODES,
    Trick,
    bid_all,
    build_deck,
    make_record,
    plain_tricks,
    play_tricks,
    random_game,
    script_actions,
    script_hands,
    spare_deck,
    trick,
)

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = ("status", "hands", "redeals", "scores", "tiebreak", "winner", "next", "error")
HAND_KEYS = (
    "number",
    "size",
    "dealer",
    "turn_up",
    "trump",
    "bids",
    "tricks",
    "contracts",
    "points",
)


def run_cli(file: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.engine", "replay", file],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def required(document: dict[str, Any]) -> dict[str, Any]:
    """The keys §8 requires, each hand cut down to its required keys (keys may be added)."""
    out = {key: document[key] for key in REQUIRED}
    out["hands"] = [{k: h[k] for k in HAND_KEYS} for h in document["hands"]]
    return out


# ---------------------------------------------------------------------- the §8 example

# The passed-out first deal starts 7H BJ AS (dealt by seat 1: to seats 2, 3, 0).
EXAMPLE_FIRST = build_deck({2: ["7H"], 3: ["BJ"], 0: ["AS"]}, dealer=1, size=13)

# The redeal by seat 2: QD turned up, so diamonds are trump. Seat 1 bid board and leads QS.
# Trick winners 1 1 2 2 3 3 0 0 0 1 2 3 0: seats take 4, 3, 3, 3.
EXAMPLE_PLAY: list[Trick] = [
    trick(1, "QS 2S 3S 4S", 1),
    trick(1, "AD 2D 3D 4D", 1),  # a trump lead at once: the board bidder may (R20)
    trick(1, "4H AH 2H 3H", 2),
    trick(2, "AC 3C 4C 5C", 2),
    trick(2, "7S AS 5S 6S", 3),
    trick(3, "KH 5H 6H 7H", 3),
    trick(3, "8C KC 6C 7C", 0),
    trick(0, "KD 5D 6D 7D", 0),
    trick(0, "KS 8S 9S 10S", 0),
    trick(0, "10H QH 8H 9H", 1),
    trick(1, "JC QC 9C 10C", 2),
    trick(2, "10D JD 8D 9D", 3),
    trick(3, "LJ BJ JS JH", 0),  # Little Blooper led: seat 0's only trump is the BJ (R21)
]
EXAMPLE_SECOND = build_deck(
    script_hands(EXAMPLE_PLAY), dealer=2, size=13, turn_up="QD", after=["2C"]
)
EXAMPLE_BIDS: list[tuple[int, Any]] = [
    (2, "pass"),
    (3, 0),
    (0, "pass"),
    (1, 0),
    (3, 1),
    (0, "pass"),
    (1, "board"),
    (2, 2),
]


def example_record() -> dict[str, Any]:
    return make_record(
        "classic",
        [EXAMPLE_FIRST, EXAMPLE_SECOND],
        script_actions(EXAMPLE_BIDS, EXAMPLE_PLAY),
        first_dealer=1,
        options={"hands": [13]},
    )


EXAMPLE_OUTPUT = {
    "status": "finished",
    "hands": [
        {
            "number": 1,
            "size": 13,
            "dealer": 2,
            "turn_up": "QD",
            "trump": "D",
            "bids": [0, "board", 2, 1],
            "tricks": [4, 3, 3, 3],
            "contracts": [2, 13],
            "points": [15, -130],
        }
    ],
    "redeals": [{"hand": 1, "dealer": 1, "reason": "all_pass"}],
    "scores": [15, -130],
    "tiebreak": None,
    "winner": 0,
    "next": None,
    "error": None,
}


def test_S8_example_input_has_the_documented_shape() -> None:
    record = example_record()
    assert record["decks"][0][:3] == ["7H", "BJ", "AS"]
    assert record["actions"][:9] == [
        {"seat": 2, "bid": "pass"},
        {"seat": 3, "bid": 0},
        {"seat": 0, "bid": "pass"},
        {"seat": 1, "bid": 0},
        {"seat": 3, "bid": 1},
        {"seat": 0, "bid": "pass"},
        {"seat": 1, "bid": "board"},
        {"seat": 2, "bid": 2},
        {"seat": 1, "play": "QS"},
    ]
    assert len(record["actions"]) == 8 + 52
    for deck in record["decks"]:
        assert sorted(deck) == sorted(ALL_CODES)


def test_S8_example_game_trick_by_trick() -> None:
    game = Game("classic", {"hands": [13]}, first_dealer=1, decks=[EXAMPLE_FIRST, EXAMPLE_SECOND])
    assert game.dealer == 1
    bid_all(game, EXAMPLE_BIDS[:4])
    assert (game.dealer, game.hand_number, str(game.turn_up)) == (2, 1, "QD")
    bid_all(game, EXAMPLE_BIDS[4:])
    assert game.contracts == (2, 13)
    assert game.to_act == 1
    winners, _ = play_tricks(game, EXAMPLE_PLAY)
    assert winners == [t.winner for t in EXAMPLE_PLAY]
    assert game.results[0].tricks == (4, 3, 3, 3)
    assert game.scores == [15, -130]
    assert game.winner == 0


def test_S8_example_replays_to_the_documented_output() -> None:
    assert required(replay(example_record())) == EXAMPLE_OUTPUT


def test_S8_example_through_the_command_line_with_a_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(example_record()), encoding="utf-8")
    done = run_cli(str(path))
    assert done.returncode == 0
    assert done.stderr == ""
    assert required(json.loads(done.stdout)) == EXAMPLE_OUTPUT


def test_S8_example_through_the_command_line_on_standard_input() -> None:
    done = run_cli("-", stdin=json.dumps(example_record(), indent=2))
    assert done.returncode == 0
    assert done.stderr == ""
    assert required(json.loads(done.stdout)) == EXAMPLE_OUTPUT


def test_S8_example_unfinished_is_in_progress_with_next() -> None:
    record = example_record()
    record["actions"] = record["actions"][:10]
    out = replay(record)
    assert out["status"] == "in_progress"
    assert out["hands"] == []
    assert out["redeals"] == [{"hand": 1, "dealer": 1, "reason": "all_pass"}]
    assert out["scores"] == [0, 0]
    assert out["winner"] is None
    assert out["tiebreak"] is None
    assert out["next"] == {"seat": 3, "phase": "play"}
    assert out["error"] is None


def test_S8_next_in_bidding() -> None:
    record = example_record()
    record["actions"] = record["actions"][:5]
    out = replay(record)
    assert out["next"] == {"seat": 0, "phase": "bid"}
    assert out["redeals"] == [{"hand": 1, "dealer": 1, "reason": "all_pass"}]


def test_S8_a_record_with_no_actions_needs_only_the_first_deck() -> None:
    record = make_record("classic", [spare_deck(3)], [], first_dealer=2)
    out = replay(record)
    assert required(out) == {
        "status": "in_progress",
        "hands": [],
        "redeals": [],
        "scores": [0, 0],
        "tiebreak": None,
        "winner": None,
        "next": {"seat": 3, "phase": "bid"},
        "error": None,
    }


def test_S8_unknown_top_level_keys_are_ignored() -> None:
    record = example_record() | {"comment": "from a dispute", "version": 7, "winner": 1}
    assert required(replay(record)) == EXAMPLE_OUTPUT


def test_S8_extra_decks_are_allowed() -> None:
    record = example_record()
    record["decks"] += [[str(c) for c in spare_deck(5)], list(reversed(ALL_CODES))]
    assert required(replay(record)) == EXAMPLE_OUTPUT


def test_S8_options_may_be_null_or_left_out() -> None:
    base = make_record("classic", [spare_deck(2)], [{"seat": 1, "bid": 3}], first_dealer=0)
    assert base["options"] is None
    with_null = replay(base)
    without = dict(base)
    del without["options"]
    assert replay(without) == with_null
    assert replay(base | {"options": {}}) == with_null
    assert with_null["next"] == {"seat": 2, "phase": "bid"}


def test_S8_T_is_accepted_on_input_and_10_printed() -> None:
    deck = build_deck({0: "10S", 1: "2S", 2: "3S", 3: "4S"}, dealer=3, size=1, turn_up="10H")
    text = ["T" + str(c)[2:] if str(c).startswith("10") else str(c) for c in deck]
    assert "TH" in text and "TS" in text
    actions = script_actions([(0, "board"), (1, 0), (2, 0), (3, 0)])
    actions += [
        {"seat": 0, "play": "TS"},
        {"seat": 1, "play": "2S"},
        {"seat": 2, "play": "3S"},
        {"seat": 3, "play": "4S"},
    ]
    record = {
        "preset": "classic",
        "options": {"hands": [1]},
        "first_dealer": 3,
        "decks": [text],
        "actions": actions,
    }
    out = replay(record)
    assert out["error"] is None
    assert out["hands"][0]["turn_up"] == "10H"
    assert out["hands"][0]["trump"] == "H"
    assert out["hands"][0]["points"] == [10, 0]
    assert out["status"] == "finished"


def test_S8_hand_values_bids_trump_and_turn_up_forms() -> None:
    # pagat, a joker turned up (R9): turn_up is the joker, trump the next card's suit.
    script = plain_tricks(0, [0, 2])
    deck = build_deck(script_hands(script), dealer=3, size=2, turn_up="BJ", after=["10H"])
    bids: list[tuple[int, Any]] = [(0, "board"), (1, "pass"), (2, 1), (3, 0)]
    record = make_record(
        "pagat",
        [deck, spare_deck(1)],
        script_actions(bids, script),
        first_dealer=3,
        options={"hands": [2, 1]},
    )
    out = replay(record)
    (hand,) = out["hands"]
    assert {k: hand[k] for k in HAND_KEYS} == {
        "number": 1,
        "size": 2,
        "dealer": 3,
        "turn_up": "BJ",
        "trump": "H",
        "bids": ["board", 0, 1, 0],
        "tricks": [1, 0, 1, 0],
        "contracts": [2, 0],
        "points": [20, 0],
    }
    assert out["scores"] == [20, 0]
    assert out["next"] == {"seat": 1, "phase": "bid"}


def test_S8_no_trump_hand_has_trump_null() -> None:
    script = plain_tricks(0, [0, 0])
    deck = build_deck(script_hands(script), dealer=3, size=2, turn_up="LJ", after=["9C"])
    bids: list[tuple[int, Any]] = [(0, 1), (1, 0), (2, 0), (3, 0)]
    out = replay(
        make_record(
            "classic", [deck], script_actions(bids, script), first_dealer=3, options={"hands": [2]}
        )
    )
    assert out["hands"][0]["turn_up"] == "LJ"
    assert out["hands"][0]["trump"] is None
    assert out["hands"][0]["points"] == [6, 0]
    assert out["status"] == "finished"
    assert out["winner"] == 0


def test_S8_pagat_3_contracts_points_and_scores_per_seat() -> None:
    bids: list[tuple[int, Any]] = [(0, 1), (1, "board"), (2, 0)]
    # Dealt by seat 2; seat 1 bid the only board, so it leads (R16) and takes both tricks.
    script = plain_tricks(1, [1, 1], seats=(0, 1, 2), players=3)
    deck = build_deck(script_hands(script), dealer=2, size=2, players=3, turn_up="2C")
    out = replay(
        make_record(
            "pagat-3", [deck], script_actions(bids, script), first_dealer=2, options={"hands": [2]}
        )
    )
    hand = out["hands"][0]
    assert hand["bids"] == [1, "board", 0]
    assert hand["tricks"] == [0, 2, 0]
    assert hand["contracts"] == [1, 2, 0]
    assert hand["points"] == [-5, 20, 0]
    assert out["scores"] == [-5, 20, 0]
    assert out["winner"] == 1


def test_S8_hands_list_every_played_hand_in_order() -> None:
    first = plain_tricks(0, [0])
    second = plain_tricks(1, [0])
    decks = [
        build_deck(script_hands(first), dealer=3, size=1, turn_up="2C"),
        build_deck(script_hands(second), dealer=0, size=1, turn_up="2C"),
    ]
    actions = script_actions([(0, "board"), (1, 0), (2, 0), (3, 0)], first)
    actions += script_actions([(1, "board"), (2, 0), (3, 0), (0, 0)], second)
    out = replay(make_record("classic", decks, actions, first_dealer=3, options={"hands": [1, 1]}))
    assert [(h["number"], h["dealer"]) for h in out["hands"]] == [(1, 3), (2, 0)]
    assert [h["points"] for h in out["hands"]] == [[10, 0], [1, -10]]
    assert out["scores"] == [11, -10]


# ---------------------------------------------------------------------- tiebreak output


def tied_record(
    tiebreak_decks: list[list[Any]],
    tiebreak_actions: list[dict[str, Any]],
    preset: str = "classic",
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Two one-card hands made as boards by each team in turn: 10 points each, then a
    tiebreak dealt by seat 2 (led by seat 3)."""
    first = build_deck({2: ["AS"], 3: ["2S"], 0: ["3S"], 1: ["4S"]}, dealer=0, size=1, turn_up="2C")
    second = build_deck(
        {3: ["AS"], 0: ["2S"], 1: ["3S"], 2: ["4S"]}, dealer=1, size=1, turn_up="2C"
    )
    actions = script_actions([(1, 0), (2, "board"), (3, 0), (0, 0)], [trick(2, "AS 2S 3S 4S", 2)])
    actions += script_actions([(2, 0), (3, "board"), (0, 0), (1, 0)], [trick(3, "AS 2S 3S 4S", 3)])
    return make_record(
        preset,
        [first, second, *tiebreak_decks],
        actions + tiebreak_actions,
        first_dealer=0,
        options={"hands": [1, 1], **(options or {})},
    )


TIE_SCRIPT = plain_tricks(3, [0, 3, 1, 2, 3, 1, 3, 1, 3])
TIE_DECK = build_deck(script_hands(TIE_SCRIPT), dealer=2, size=13, turn_up="2C")


def test_S8_tiebreak_in_progress_then_decided() -> None:
    record = tied_record([TIE_DECK], [])
    out = replay(record)
    assert out["status"] == "in_progress"
    assert out["scores"] == [10, 10]
    assert out["tiebreak"] is None
    assert out["winner"] is None
    assert out["next"] == {"seat": 3, "phase": "play"}
    assert len(out["hands"]) == 2
    record = tied_record([TIE_DECK], script_actions((), TIE_SCRIPT))
    out = replay(record)
    assert out["status"] == "finished"
    assert out["tiebreak"] == {"sides": [0, 1], "tricks": [1, 3, 1, 4], "winner": 1}
    assert out["winner"] == 1
    assert out["next"] is None
    assert out["scores"] == [10, 10]
    assert len(out["hands"]) == 2  # the tiebreak stopped at 7 tricks: not played to the end


def test_S8_a_record_that_ends_a_hand_needs_the_deck_of_the_tiebreak() -> None:
    record = tied_record([], [])
    with pytest.raises(RecordError):
        replay(record)


def test_S8_tiebreak_weak_hand_redeal_is_numbered_after_the_schedule() -> None:
    weak = build_deck(
        {0: "2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H 4H 5H"}, dealer=2, size=13, turn_up="2D"
    )
    record = tied_record([weak, TIE_DECK], script_actions((), TIE_SCRIPT), preset="pagat")
    out = replay(record)
    assert out["redeals"] == [{"hand": 3, "dealer": 2, "reason": "weak_hand"}]
    assert out["winner"] == 1
    assert out["tiebreak"] == {"sides": [0, 1], "tricks": [1, 3, 1, 4], "winner": 1}


def test_S8_drawn_game_is_finished_without_a_winner() -> None:
    out = replay(tied_record([], [], options={"tiebreak": "draw"}))
    assert out["status"] == "finished"
    assert out["winner"] is None
    assert out["tiebreak"] is None
    assert out["next"] is None
    assert out["scores"] == [10, 10]


def test_S8_pagat_3_tiebreak_output_after_a_three_handed_tie() -> None:
    first = build_deck(
        {1: "AS 2H", 2: "KS 3H", 0: "QS 4H"}, dealer=0, size=2, players=3, turn_up="2C"
    )
    full = plain_tricks(2, [2, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0], seats=(0, 1, 2), players=3)
    three = [*full, trick(0, "2S 2H 2D", 0, seats=(0, 1, 2), players=3)]
    deck3 = build_deck(script_hands(three), dealer=1, size=13, players=3, turn_up="AC")
    two = plain_tricks(0, [2, 0, 0, 0, 0, 0, 0, 0], seats=(0, 2), players=3)
    deck2 = build_deck(script_hands(two), dealer=2, size=13, players=3, seats=(0, 2), turn_up="2C")
    actions = script_actions(
        [(1, 0), (2, 0), (0, 0)],
        [
            trick(1, "AS KS QS", 1, seats=(0, 1, 2), players=3),
            trick(1, "2H 3H 4H", 0, seats=(0, 1, 2), players=3),
        ],
    )
    actions += script_actions((), three)
    record = make_record(
        "pagat-3", [first, deck3, deck2], actions, first_dealer=0, options={"hands": [2]}
    )
    out = replay(record)
    assert out["status"] == "in_progress"
    assert out["tiebreak"] is None
    assert out["next"] == {"seat": 0, "phase": "play"}
    record["actions"] += script_actions((), two)
    out = replay(record)
    assert out["tiebreak"] == {"sides": [0, 2], "tricks": [7, 0, 1], "winner": 0}
    assert out["winner"] == 0
    assert out["scores"] == [0, 0, 0]


# ---------------------------------------------------------------------- illegal actions


def illegal_record() -> dict[str, Any]:
    record = example_record()
    record["actions"] = [
        *record["actions"][:9],
        {"seat": 2, "play": "AH"},  # seat 2 holds 2S: must follow spades
        {"seat": 2, "play": "2S"},
        {"seat": 9, "bid": "nonsense"},
    ]
    return record


def test_S8_an_illegal_action_stops_the_replay_and_is_reported() -> None:
    out = replay(illegal_record())
    assert out["error"]["action"] == 9
    assert out["error"]["code"] == "must_follow_suit"
    assert isinstance(out["error"]["message"], str)
    assert out["error"]["message"]
    before = example_record()
    before["actions"] = before["actions"][:9]
    expected = replay(before)
    assert {k: v for k, v in out.items() if k != "error"} == {
        k: v for k, v in expected.items() if k != "error"
    }
    assert out["next"] == {"seat": 2, "phase": "play"}
    assert out["status"] == "in_progress"


def test_S8_an_illegal_action_exits_0_on_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(illegal_record()), encoding="utf-8")
    done = run_cli(str(path))
    assert done.returncode == 0
    assert done.stderr == ""
    assert json.loads(done.stdout)["error"]["code"] == "must_follow_suit"


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"seat": 1, "bid": 0}, "not_your_turn"),
        ({"seat": 9, "bid": 0}, "not_your_turn"),
        ({"seat": -1, "bid": 0}, "not_your_turn"),
        ({"seat": 2, "play": "7H"}, "wrong_phase"),
        ({"seat": 2, "bid": "3"}, "bid_out_of_range"),
        ({"seat": 2, "bid": 13}, "bid_out_of_range"),
        ({"seat": 2, "bid": 1.5}, "bid_out_of_range"),
        ({"seat": 2, "bid": True}, "bid_out_of_range"),
        ({"seat": 2, "bid": None}, "bid_out_of_range"),
    ],
)
def test_S8_first_action_illegal_in_bidding(action: dict[str, Any], code: str) -> None:
    record = example_record()
    record["actions"] = [action]
    out = replay(record)
    assert out["error"]["action"] == 0
    assert out["error"]["code"] == code
    assert out["next"] == {"seat": 2, "phase": "bid"}
    assert out["redeals"] == []


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"seat": 1, "bid": 2}, "wrong_phase"),
        ({"seat": 1, "play": "qs"}, "bad_card"),
        ({"seat": 1, "play": 10}, "bad_card"),
        ({"seat": 1, "play": None}, "bad_card"),
        ({"seat": 1, "play": "2S"}, "card_not_in_hand"),
    ],
)
def test_S8_illegal_card_actions(action: dict[str, Any], code: str) -> None:
    record = example_record()
    record["actions"] = [*record["actions"][:8], action]
    out = replay(record)
    assert out["error"]["action"] == 8
    assert out["error"]["code"] == code


def test_S8_an_action_after_the_end_is_game_over() -> None:
    record = example_record()
    record["actions"].append({"seat": 0, "bid": 0})
    out = replay(record)
    assert out["error"]["action"] == 60
    assert out["error"]["code"] == "game_over"
    assert required(out) | {"error": None} == EXAMPLE_OUTPUT


# ---------------------------------------------------------------------- invalid records


def valid_text(**changes: Any) -> str:
    record = make_record(
        "classic", [spare_deck(1)], [{"seat": 1, "bid": 2}], first_dealer=0, options={"hands": [3]}
    )
    for key, value in changes.items():
        if value is ...:
            del record[key]
        else:
            record[key] = value
    return json.dumps(record)


DECK = [str(c) for c in spare_deck(1)]
PASSES = [{"seat": s, "bid": "pass"} for s in (1, 2, 3, 0)]

INVALID: dict[str, str] = {
    "bad json: truncated": valid_text()[:-1],
    "bad json: empty": "",
    "bad json: single quotes": "{'preset': 'classic'}",
    "bad json: NaN": valid_text().replace('"first_dealer": 0', '"first_dealer": NaN'),
    "bad json: trailing comma": '{"preset": "classic",}',
    "not an object: list": "[]",
    "not an object: number": "42",
    "not an object: string": '"classic"',
    "not an object: null": "null",
    "missing preset": valid_text(preset=...),
    "missing first_dealer": valid_text(first_dealer=...),
    "missing decks": valid_text(decks=...),
    "missing actions": valid_text(actions=...),
    "unknown preset": valid_text(preset="Classic"),
    "unknown preset: pagat3": valid_text(preset="pagat3"),
    "preset not a string": valid_text(preset=1),
    "preset null": valid_text(preset=None),
    "unknown option": valid_text(options={"jokers": 2}),
    "unknown option value": valid_text(options={"joker_turnup": "keep"}),
    "option value of the wrong type: 1 for true": valid_text(options={"weak_hand_redeal": 1}),
    "option value of the wrong type: string true": valid_text(options={"blooper_leads": "true"}),
    "board_trump_lead value": valid_text(options={"board_trump_lead": "partner"}),
    "players 5": valid_text(options={"players": 5}),
    "players 2": valid_text(options={"players": 2}),
    "players as text": valid_text(options={"players": "4"}),
    "tiebreak value": valid_text(options={"tiebreak": "coin"}),
    "zero_contract value": valid_text(options={"zero_contract": "zero"}),
    "max_bid value": valid_text(options={"max_bid": 12}),
    "all_pass value": valid_text(options={"all_pass": "redeal"}),
    "board_escalation value": valid_text(options={"board_escalation": "double"}),
    "board_lead value": valid_text(options={"board_lead": "highest"}),
    "hands empty": valid_text(options={"hands": []}),
    "hands with 0": valid_text(options={"hands": [3, 0]}),
    "hands with 14": valid_text(options={"hands": [14]}),
    "hands not a list": valid_text(options={"hands": 3}),
    "hands with text": valid_text(options={"hands": ["3"]}),
    "hands with true": valid_text(options={"hands": [True]}),
    "options not an object": valid_text(options=["hands"]),
    "first_dealer 4": valid_text(first_dealer=4),
    "first_dealer -1": valid_text(first_dealer=-1),
    "first_dealer text": valid_text(first_dealer="0"),
    "first_dealer float": valid_text(first_dealer=1.5),
    "first_dealer true": valid_text(first_dealer=True),
    "first_dealer null": valid_text(first_dealer=None),
    "first_dealer 3 of pagat-3": valid_text(preset="pagat-3", first_dealer=3),
    "first_dealer 3 of three players": valid_text(first_dealer=3, options={"players": 3}),
    "deck of 53 cards": valid_text(decks=[DECK[:53]]),
    "deck of 55 cards": valid_text(decks=[[*DECK, "AS"]]),
    "deck with a duplicate": valid_text(decks=[[*DECK[:53], DECK[0]]]),
    "deck with 10H and TH": valid_text(decks=[[("TH" if c == "10S" else c) for c in DECK]]),
    "deck with lower case": valid_text(decks=[[c.lower() for c in DECK]]),
    "deck with a bad card": valid_text(decks=[[("1S" if c == "10S" else c) for c in DECK]]),
    "deck with a number": valid_text(decks=[[(5 if c == "10S" else c) for c in DECK]]),
    "deck not a list": valid_text(decks=[" ".join(DECK)]),
    "decks not a list": valid_text(decks={"1": DECK}),
    "spare deck not a permutation": valid_text(decks=[DECK, DECK[:-1]]),
    "no deck at all": valid_text(decks=[], actions=[]),
    "action with bid and play": valid_text(actions=[{"seat": 1, "bid": 2, "play": "AS"}]),
    "action with neither bid nor play": valid_text(actions=[{"seat": 1}]),
    "action without seat": valid_text(actions=[{"bid": 2}]),
    "action seat as text": valid_text(actions=[{"seat": "1", "bid": 2}]),
    "action seat float": valid_text(actions=[{"seat": 1.5, "bid": 2}]),
    "action seat true": valid_text(actions=[{"seat": True, "bid": 2}]),
    "action seat null": valid_text(actions=[{"seat": None, "bid": 2}]),
    "action not an object": valid_text(actions=[[1, "bid", 2]]),
    "action a string": valid_text(actions=["1 bids 2"]),
    "actions not a list": valid_text(actions={"seat": 1, "bid": 2}),
    "too few decks for an all-pass redeal": valid_text(actions=PASSES),
    "too few decks for the next hand": valid_text(
        options={"hands": [1, 1]},
        actions=[
            {"seat": 1, "bid": "board"},
            {"seat": 2, "bid": 0},
            {"seat": 3, "bid": 0},
            {"seat": 0, "bid": 0},
            {"seat": 1, "play": DECK[0]},
            {"seat": 2, "play": DECK[1]},
            {"seat": 3, "play": DECK[2]},
            {"seat": 0, "play": DECK[3]},
        ],
    ),
}


# One record of each kind of invalid record §8 lists goes through a real process; every
# record of INVALID also goes through the command line's entry point in this process.
CLI_CASES = [
    "bad json: truncated",
    "bad json: NaN",
    "not an object: list",
    "missing preset",
    "missing first_dealer",
    "missing decks",
    "missing actions",
    "unknown preset",
    "unknown option",
    "unknown option value",
    "option value of the wrong type: 1 for true",
    "hands empty",
    "first_dealer 4",
    "first_dealer 3 of pagat-3",
    "deck with a duplicate",
    "spare deck not a permutation",
    "no deck at all",
    "action with bid and play",
    "action with neither bid nor play",
    "action seat as text",
    "too few decks for an all-pass redeal",
    "too few decks for the next hand",
]
STDIN_CASES = [
    "bad json: empty",
    "not an object: number",
    "deck of 53 cards",
    "too few decks for the next hand",
]


@pytest.fixture(scope="module")
def cli_invalid(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Run the command line for the CLI_CASES (from a file) and the STDIN_CASES (on
    standard input), concurrently to keep the suite fast."""
    folder = tmp_path_factory.mktemp("invalid")
    jobs: dict[tuple[str, str], tuple[str, str | None]] = {}
    for i, name in enumerate(CLI_CASES):
        path = folder / f"record{i}.json"
        path.write_text(INVALID[name], encoding="utf-8")
        jobs[(name, "file")] = (str(path), None)
    for name in STDIN_CASES:
        jobs[(name, "stdin")] = ("-", INVALID[name])
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = {key: pool.submit(run_cli, *job) for key, job in jobs.items()}
        return {f"{name} ({how})": future.result() for (name, how), future in futures.items()}


def test_S8_the_valid_base_record_is_valid() -> None:
    out = replay(load_record(valid_text()))
    assert out["error"] is None
    assert out["next"] == {"seat": 2, "phase": "bid"}


def test_S8_every_kind_of_invalid_record_is_run_through_a_process() -> None:
    assert set(CLI_CASES) | set(STDIN_CASES) <= set(INVALID)


@pytest.mark.parametrize("name", list(INVALID))
def test_S8_invalid_record_raises_record_error(name: str) -> None:
    with pytest.raises(RecordError):
        replay(load_record(INVALID[name]))


@pytest.mark.parametrize("name", list(INVALID))
def test_S8_invalid_record_command_line_entry_exits_2_with_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "record.json"
    path.write_text(INVALID[name], encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1
    assert captured.err.strip()


@pytest.mark.parametrize(
    "key", [f"{n} (file)" for n in CLI_CASES] + [f"{n} (stdin)" for n in STDIN_CASES]
)
def test_S8_invalid_record_process_exits_2_with_one_line_on_stderr(
    key: str, cli_invalid: dict[str, Any]
) -> None:
    done = cli_invalid[key]
    assert done.returncode == 2, (key, done.stdout, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].strip()


def test_S8_enough_decks_for_the_deals_the_actions_reach() -> None:
    text = valid_text(decks=[DECK, DECK], actions=PASSES)
    out = replay(load_record(text))
    assert out["redeals"] == [{"hand": 1, "dealer": 0, "reason": "all_pass"}]
    assert out["next"] == {"seat": 2, "phase": "bid"}


def test_S8_a_weak_first_deal_needs_the_redeal_deck() -> None:
    weak = build_deck({1: "2H 3H 4H 5H 6H 7H 8H"}, dealer=0, size=7, turn_up="9S")
    strong = build_deck(
        {1: ["AS"], 2: ["AH"], 3: ["AD"], 0: ["AC"]}, dealer=0, size=7, turn_up="KD"
    )
    record = make_record("pagat", [weak], [], options={"hands": [7]})
    with pytest.raises(RecordError):
        replay(record)
    record = make_record("pagat", [weak, strong], [], options={"hands": [7]})
    assert replay(record)["redeals"] == [{"hand": 1, "dealer": 0, "reason": "weak_hand"}]


# ---------------------------------------------------------------------- export


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("classic", None),
        ("pagat", None),
        ("pagat-3", None),
        ("classic", {"hands": [3, 2], "tiebreak": "draw", "players": 3}),
    ],
)
def test_S8_to_record_exports_a_record_that_replays_to_the_same_game(
    preset: str, options: dict[str, Any] | None
) -> None:
    game, _ = random_game(preset, 31, options)
    record = to_record(game)
    assert record["preset"] == preset
    assert make_options(preset, record["options"]) == game.options
    assert record["first_dealer"] == game.first_dealer
    for deck in record["decks"]:
        assert sorted(deck) == sorted(ALL_CODES)
    for action in record["actions"]:
        assert set(action) in ({"seat", "bid"}, {"seat", "play"})
        assert type(action["seat"]) is int
        if "play" in action:
            assert action["play"] in ALL_CODES
        else:
            assert action["bid"] == "board" or type(action["bid"]) is int
    out = replay(json.loads(json.dumps(record)))
    assert out["status"] == "finished"
    assert out["scores"] == game.scores
    assert out["winner"] == game.winner
    assert out["error"] is None
    assert [h["points"] for h in out["hands"]] == [list(r.points) for r in game.results]


def test_S8_to_record_of_a_game_in_progress() -> None:
    game = Game("pagat", seed=8)
    game.bid(1, 1)
    record = to_record(game)
    assert record["actions"] == [{"seat": 1, "bid": 1}]
    assert len(record["decks"]) == 1
    out = replay(record)
    assert out["next"] == {"seat": 2, "phase": "bid"}
    assert game.phase is Phase.BID


# ---------------------------------------------------------------------- §9 options


def test_S9_the_preset_table() -> None:
    table = {
        "players": (4, 4, 3),
        "joker_turnup": ("swap", "next", "next"),
        "weak_hand_redeal": (False, True, True),
        "max_bid": ("hand_minus_one", "hand", "hand"),
        "all_pass": ("redeal_next_dealer", "play", "play"),
        "board_escalation": ("linear", "none", "none"),
        "board_lead": ("last", "first", "first"),
        "board_trump_lead": ("bidder", "anyone", "anyone"),
        "blooper_leads": (True, False, False),
        "zero_contract": ("overtricks", "nothing", "nothing"),
        "tiebreak": ("hand", "hand", "hand"),
    }
    for i, preset in enumerate(("classic", "pagat", "pagat-3")):
        options = make_options(preset)
        for name, values in table.items():
            assert getattr(options, name) == values[i], (preset, name)
            assert type(getattr(options, name)) is type(values[i])
        assert (
            list(options.hands)
            == [
                [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
                [*range(1, 14), *range(13, 0, -1)],
                [*range(2, 14), *range(13, 1, -1)],
            ][i]
        )


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("players", 4),
        ("players", 3),
        ("hands", [1]),
        ("hands", [13, 1, 7]),
        ("joker_turnup", "swap"),
        ("joker_turnup", "next"),
        ("weak_hand_redeal", True),
        ("weak_hand_redeal", False),
        ("max_bid", "hand_minus_one"),
        ("max_bid", "hand"),
        ("all_pass", "redeal_next_dealer"),
        ("all_pass", "play"),
        ("board_escalation", "linear"),
        ("board_escalation", "none"),
        ("board_lead", "last"),
        ("board_lead", "first"),
        ("board_trump_lead", "bidder"),
        ("board_trump_lead", "anyone"),
        ("board_trump_lead", "none"),
        ("blooper_leads", True),
        ("blooper_leads", False),
        ("zero_contract", "overtricks"),
        ("zero_contract", "nothing"),
        ("tiebreak", "hand"),
        ("tiebreak", "draw"),
    ],
)
@pytest.mark.parametrize("preset", ["classic", "pagat", "pagat-3"])
def test_S9_every_option_value_is_accepted_in_a_record(preset: str, name: str, value: Any) -> None:
    record = make_record(preset, [spare_deck(2)], [], options={name: value})
    out = replay(record)
    assert out["error"] is None
    assert out["status"] == "in_progress"
    players = value if name == "players" else (3 if preset == "pagat-3" else 4)
    assert len(out["scores"]) == (2 if players == 4 else players)
    options = make_options(preset, {name: value})
    expected = tuple(value) if name == "hands" else value
    assert getattr(options, name) == expected


@pytest.mark.parametrize(
    "overrides",
    [
        {"players": 5},
        {"hands": []},
        {"hands": [0]},
        {"blooper_leads": 1},
        {"colour": "red"},
        {"board_trump_lead": "partner"},
    ],
)
def test_S9_bad_options_are_refused_by_the_engine(overrides: dict[str, Any]) -> None:
    with pytest.raises(OptionError):
        make_options("classic", overrides)
    with pytest.raises(ValueError):
        Game("classic", overrides, seed=1)


def test_S9_hands_override_sets_a_short_schedule() -> None:
    game, events = random_game("classic", 4, {"hands": [3, 1, 2]})
    assert [r.size for r in game.results] == [3, 1, 2]
    assert game.phase is Phase.OVER
    assert events
