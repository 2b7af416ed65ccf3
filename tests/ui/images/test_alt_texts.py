"""Every picture's text carries all that the picture shows: screen readers and text-only
clients get the whole game, names in full, within Discord's limit for a description."""

from __future__ import annotations

import random
import re

import pytest

from bot.engine import CARDS, Phase, Suit
from bot.engine.cards import RANK_NAMES, SUIT_NAMES
from bot.ui.images import (
    HandLine,
    HandPicture,
    TablePicture,
    hand_alt_text,
    score_sheet,
    score_sheet_alt_text,
    table_alt_text,
    table_picture,
)
from bot.ui.images.scores import ALT_TEXT_LIMIT, alt_length
from bot.ui.words.cards import card_name

from . import scenes
from .test_images import NAMES, played_game

INTERNATIONAL_NAMES = dict(enumerate(scenes.INTERNATIONAL[:4]))
SIGNS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS, "NT": None}


def hands_in(text: str, first: int) -> tuple[HandLine, ...]:
    """The hands read back from a score sheet's alt text."""
    listed = text.rsplit(": ", 1)[1].strip().rstrip(".")
    hands = []
    for number, entry in enumerate(listed.split("; "), start=first):
        found = re.fullmatch(r"(\d+)(♠|♥|♦|♣|NT) (.*)", entry)
        assert found, entry
        sides = [re.fullmatch(r"(\w+)/(\d+) ([+-]\d+|0)", s) for s in found[3].split(", ")]
        assert all(sides), entry
        hands.append(
            HandLine(
                number,
                int(found[1]),
                SIGNS[found[2]],
                tuple(s[1] for s in sides if s),
                tuple(int(s[2]) for s in sides if s),
                tuple(int(s[3]) for s in sides if s),
            )
        )
    return tuple(hands)


@pytest.mark.parametrize(("preset", "seed"), [("classic", 4), ("pagat", 1), ("pagat-3", 5)])
@pytest.mark.parametrize("names", [NAMES, INTERNATIONAL_NAMES], ids=["plain", "international"])
def test_the_score_sheets_text_gives_every_hand(
    preset: str, seed: int, names: dict[int, str]
) -> None:
    sheet = score_sheet(played_game(preset, seed), names)
    text = score_sheet_alt_text(sheet)
    assert alt_length(text) <= ALT_TEXT_LIMIT
    assert hands_in(text, 1) == sheet.hands
    for side, total in zip(sheet.sides, sheet.totals()[-1], strict=True):
        members = f" ({' and '.join(side.members)})" if side.members else ""
        assert f"{side.name}{members}: {total}" in text
    assert sheet.title in text


def test_the_score_sheets_text_of_the_golden_sheets() -> None:
    for sheet in (scenes.SCORES_2, scenes.SCORES_3, scenes.SCORES_INTERNATIONAL_3):
        assert hands_in(score_sheet_alt_text(sheet), 1) == sheet.hands


def _said(text: str) -> dict[str, list[str]]:
    """A hand's alt text as its groups: heading -> the cards named under it."""
    groups = {}
    for sentence in text.split(". "):
        heading, _, names = sentence.partition(": ")
        if names and not heading.startswith("Your turn"):
            groups[heading] = names.rstrip(".").split(", ")
    return groups


@pytest.mark.parametrize("seed", range(6))
def test_the_hands_text_names_every_card(seed: int) -> None:
    rng = random.Random(seed)
    trump = rng.choice([None, *Suit])
    picture = HandPicture(tuple(rng.sample(CARDS, rng.randrange(1, 14))), trump)
    said = _said(hand_alt_text(picture))
    expected: dict[str, list[str]] = {}
    for card in picture.cards:
        trumps = card.is_joker or card.suit == trump
        heading = (
            "Trumps" + (f" ({SUIT_NAMES[trump]})" if trump is not None else "")
            if trumps
            else SUIT_NAMES[card.suit].capitalize()  # type: ignore[index]
        )
        expected.setdefault(heading, []).append(
            card.label if card.is_joker else RANK_NAMES[card % 13]
        )
    assert {k: sorted(v) for k, v in said.items()} == {k: sorted(v) for k, v in expected.items()}


@pytest.mark.parametrize(
    "picture",
    [scenes.TABLE_4, scenes.TABLE_3, scenes.TABLE_INTERNATIONAL, scenes.TABLE_INTERNATIONAL_3],
)
def test_the_tables_text_tells_all_the_picture_shows(picture: TablePicture) -> None:
    text = table_alt_text(picture)
    assert picture.heading in text and text.endswith(f"{picture.status}.")
    if picture.turn_up is not None:
        assert f"turn-up: {card_name(picture.turn_up)}" in text
        assert (SUIT_NAMES[picture.trump] if picture.trump is not None else "No trump") in text
    for info in picture.seats:
        line = f"{info.name}{f' (team {info.side + 1})' if picture.partnerships else ''}: "
        assert line in text
        if info.bid is not None:
            assert ("passed" if info.bid == 0 else f"bid {info.bid}") in text
        if info.tricks is not None:
            assert f"{info.tricks} trick" in text
        if info.card is not None and info.seat in picture.trick:
            verb = "led" if picture.trick[0] == info.seat else "played"
            assert f"{info.name} {verb} {card_name(info.card)}" in text
        if info.dealer:
            assert f"Dealer: {info.name}." in text
    if picture.winner is not None:
        winner = next(i.name for i in picture.seats if i.seat == picture.winner)
        assert f"won by {winner}." in text


@pytest.mark.parametrize("preset", ["classic", "pagat-3"])
def test_a_finished_games_table_gives_each_sides_final_score_not_bids(preset: str) -> None:
    """Once the game is over no hand is being bid: each seat's plate (and its text) gives
    its side's final score, never "no bid yet"."""
    game = played_game(preset, 7)
    picture = table_picture(game, NAMES)
    text = table_alt_text(picture)
    assert "no bid yet" not in text and "to bid" not in text
    for info in picture.seats:
        points = game.scores[game.options.side_of(info.seat)]
        assert info.points == points
        assert f"{info.name}" in text and f"{points} point" in text


@pytest.mark.parametrize("preset", ["classic", "pagat-3"])
def test_whose_turn_to_bid_is_said_once(preset: str) -> None:
    """In the bidding the bidder's plate says "to bid"; the status line would say it again
    ("dave: to bid. dave to bid."), so the text gives it once — and still names the bidder."""
    game = played_game(preset, 3, until=lambda g: g.phase is Phase.BID and g.to_act is not None)
    picture = table_picture(game, NAMES)
    text = table_alt_text(picture)
    bidder = NAMES[game.to_act]
    assert f"{bidder}" in text and text.count("to bid") == 1, text
    assert "trick" not in text, text  # no trick is being played yet
