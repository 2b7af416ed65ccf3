"""The texts of whole games in each language, driven by the engine and rendered by the words
room and the layouts: every line and embed `words.report` makes, the table's and each hand's
layout, the lobby, the rules, and the pictures' texts for screen readers. None may carry what
code composed in English: a preset's id, a board level as "×2", names joined by " & " or
", and", a Korean particle in its fallback form (을(를), (으)로), two parentheses in a row
where code wrapped a name that has its own (컴퓨터(보통)(1팀)), or the English name of a card
that the language names its own way (Blooper, in the languages that say comodín or joker).
Each check is first tried on a bad sample."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest

from bot.engine import BOARD, PRESETS, ActionKind, Event, Game, Phase
from bot.service import (
    ClaimAccepted,
    ComputerSeated,
    GameStarted,
    Seat,
    SeatJoined,
    ServiceEvent,
    TableView,
    TakebackAnswered,
    TakebackAsked,
)
from bot.ui.images.hand import hand_alt_text, hand_picture
from bot.ui.images.scores import score_sheet, score_sheet_alt_text
from bot.ui.images.table import table_alt_text, table_picture
from bot.ui.play.hand import hand_message
from bot.ui.play.pictures import seat_names
from bot.ui.play.table import table_layout
from bot.ui.words.i18n import ENGLISH, LANGUAGES
from bot.ui.words.report import report
from bot.ui.words.results import rules_embed
from bot.ui.words.tables import lobby_embed

from .catalog_checks import fallback_particles

OTHERS = [language for language in LANGUAGES if language != ENGLISH]
COMPUTER = 2  # the seat a computer plays; the others are people

# A preset's id read as a word (code text, `classic`, is what a player types: left out); the
# names of pagat are capitalised, its id is not.
_CODE = re.compile(r"`[^`]*`")
_PRESET_ID = re.compile(r"(?<![\w-])(?:classic|Classic|pagat-3|pagat)(?![\w-])")
_LEVEL = re.compile(r"[×x]\s?\d(?!\d*[♠♥♦♣])")
_ENGLISH_JOIN = re.compile(r"\S & \S|, and ")
_DOUBLED = re.compile(r"\)\s?\(")
# The languages whose catalogs name the jokers their own way, not Blooper.
_OWN_JOKERS = {"es", "gl", "sl"}


def composed_in_english(said: str, language: str) -> list[str]:
    """What a text shows that code composed in English rather than the language's catalog."""
    words = _CODE.sub("", said)
    found = [f"a preset id: {m}" for m in _PRESET_ID.findall(words)]
    found += [f"a level: {m}" for m in re.findall(r"×\s?\d", words)]
    found += [f"an English join: {m!r}" for m in _ENGLISH_JOIN.findall(words)]
    found += [f"two parentheses: {m!r}" for m in _DOUBLED.findall(words)]
    if language in _OWN_JOKERS:
        found += [f"an English card name: {m}" for m in re.findall(r"(?i)blooper", words)]
    if language == "ko":
        found += [f"a fallback particle: {m}" for m in fallback_particles(words)]
    return found


def test_what_code_composed_in_english_is_caught() -> None:
    assert composed_in_english("Sala de Back Alley — classic", "es") == ["a preset id: classic"]
    assert composed_in_english("Reglas — pagat-3", "es") == ["a preset id: pagat-3"]
    assert composed_in_english("Equipo 1 (capote ×1)", "es") == ["a level: ×1"]
    assert composed_in_english("Equipo 1 (<@1> & <@3>): **20**", "es") == [
        "an English join: '> & <'"
    ]
    assert composed_in_english("**8♦**을(를) 냈습니다", "ko") == ["a fallback particle: 을(를)"]
    assert composed_in_english("컴퓨터(보통)(1팀): 패스", "ko") == ["two parentheses: ')('"]
    assert composed_in_english("con el 🃏 Gran Blooper", "es") == ["an English card name: Blooper"]
    assert composed_in_english("med 🃏 Store Blooper", "da") == []
    assert composed_in_english("Pagat a tres · usa `classic` · 2×", "es") == []
    assert composed_in_english("<@1> y <@3> · dobre capote · 10♥", "gl") == []


# ---------------------------------------------------------------------- a game, driven


def table_of(preset: str, game: Game) -> TableView:
    """A table of people and one computer, playing `game`."""
    seats = tuple(
        Seat(s, game.options.side_of(s), None, "strong", False)
        if s == COMPUTER
        else Seat(s, game.options.side_of(s), 100 + s, None, False, name=f"Player {s + 1}")
        for s in range(game.options.players)
    )
    return TableView(
        id=7, guild_id=1, channel_id=2, thread_id=3, place_id=3, message_id=4, host_id=100,
        preset=preset, overrides={}, options=game.options, status="active", turn_timer=3600,
        turn_deadline=None, seats=seats, game=game,
    )  # fmt: skip


def played(preset: str, seed: int) -> Iterator[tuple[TableView, list[Event | ServiceEvent]]]:
    """A short game of `preset`, move by move: the table after each move and its events. The
    bids reach for a board whenever one may be bid (to show its levels), and the first moves
    bring the service's news of a game: seats taken, a computer, a take-back, a claim."""
    game = Game(preset, {"hands": (3, 2)}, seed=seed)
    table = table_of(preset, game)
    people = [s for s in range(game.options.players) if s != COMPUTER]
    news: list[Event | ServiceEvent] = [
        *(SeatJoined(s, 100 + s) for s in people),
        ComputerSeated(COMPUTER, "strong"),
        GameStarted(table.id, 0),
    ]
    yield table, news
    rng = random.Random(seed)
    asked = False
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.BID:
            bids = game.legal_bids(seat)
            bid = BOARD if BOARD in bids else rng.choice(bids)
            events: list[Event | ServiceEvent] = list(game.bid(seat, bid))
            if not asked and seat != COMPUTER:
                asked = True
                others = tuple(100 + s for s in people if s != seat)
                move = (seat, 100 + seat, 1, ActionKind.BID, bid)
                events += [
                    TakebackAsked(*move, others),
                    TakebackAnswered(*move, others[0], False, False),  # refused
                    TakebackAnswered(*move, others[0], True, True),  # the words of one done
                ]
        else:
            card = rng.choice(game.legal_cards(seat))
            events = list(game.play(seat, card))
            if game.phase is Phase.PLAY and len(game.hand(seat)) == 1 and seat != COMPUTER:
                events.append(ClaimAccepted(seat, 100 + seat, game.hand(seat)))
        yield table, events


def texts_of_embed(embed: discord.Embed) -> Iterator[str]:
    yield from (embed.title or "", embed.description or "", embed.footer.text or "")
    for field in embed.fields:
        yield from (field.name or "", field.value or "")


def texts_of_layout(layout: discord.ui.LayoutView) -> Iterator[str]:
    for item in layout.walk_children():
        yield from (str(getattr(item, name, None) or "") for name in ("content", "label"))
        options: Any = getattr(item, "options", None) or ()
        yield from (str(option.label) for option in options)


def whole_game_texts(preset: str, language: str, seed: int) -> Iterator[str]:
    """Every text of a game of `preset` in `language`, as its players would read it."""
    yield from texts_of_embed(rules_embed(preset, language))
    for table, events in played(preset, seed):
        game = table.game
        assert game is not None
        news = report(table, events, language)
        yield from news.lines
        for embed in news.embeds:
            yield from texts_of_embed(embed)
        lobby = dataclasses.replace(table, game=None, status="lobby")
        yield from texts_of_embed(lobby_embed(lobby, language))
        yield from texts_of_layout(table_layout(table, game, language))
        names = seat_names(table, language)
        yield table_alt_text(table_picture(table, names, lang=language))
        if game.results:
            yield score_sheet_alt_text(score_sheet(table, names, language))
        if not game.is_over:
            for seat in game.seats:
                yield from texts_of_layout(hand_message(table, seat, language))
                yield hand_alt_text(hand_picture(table, seat, language))


@pytest.mark.parametrize(("preset", "seed"), [("classic", 3), ("pagat", 5), ("pagat-3", 11)])
@pytest.mark.parametrize("language", OTHERS)
def test_a_whole_game_says_nothing_composed_in_english(
    preset: str, seed: int, language: str
) -> None:
    said = list(whole_game_texts(preset, language, seed))
    assert len(said) > 100
    found = {problem: text for text in said for problem in composed_in_english(text, language)}
    assert found == {}


def test_the_game_reaches_the_texts_the_checks_are_about() -> None:
    """The driven game shows boards (doubled too), teams of two and the preset's name, so that
    the checks above have something to catch."""
    said = "\n".join(whole_game_texts("classic", ENGLISH, 3))
    assert "double board" in said and "Classic" in said
    assert "<@101> and <@103>" in said  # a team named by its players
    assert PRESETS["classic"].partnerships
