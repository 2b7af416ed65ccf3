"""Every refusal has its words: each code and detail the engine and the service raise has its
catalog message (bot/ui/refusals.py), found by a static scan of the raise sites, and the table
names no refusal that is never raised. The words themselves read as English should: no
doubled article, no empty range of bids."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.engine import ErrorCode, Game, IllegalAction, card
from bot.service import Refusal, ServiceError
from bot.service.play import ENDED
from bot.service.registry import OVER
from bot.ui.words.refusals import ILLEGAL, REFUSALS, error_text
from tests.engine.builders import bid_all, make_game

ROOT = Path(__file__).resolve().parents[3]
CODES = {"ErrorCode": ErrorCode, "Refusal": Refusal}
RAISERS = ("IllegalAction", "ServiceError", "__init__")  # `__init__`: a subclass's super()
# Details the scan cannot read at their raise site: how a game no longer held ended, and
# how the game that lived in a place ended.
COMPUTED = {
    ("bot/service/play.py", Refusal.GAME_ENDED): {*ENDED, "gone"},
    ("bot/service/errors.py", Refusal.NO_GAME): set(OVER),
}


def choices(node: ast.expr, bound: dict[str, ast.expr]) -> Iterator[ast.expr]:
    """What an argument may be: each branch of a conditional, a name's value in its function."""
    if isinstance(node, ast.IfExp):
        yield from choices(node.body, bound)
        yield from choices(node.orelse, bound)
    elif isinstance(node, ast.Name) and node.id in bound:
        yield from choices(bound[node.id], bound)
    else:
        yield node


def raised() -> tuple[set[tuple[object, str]], set[tuple[str, object]]]:
    """The (code, detail) pairs raised in bot/, and the sites whose detail is computed."""
    pairs, computed = set(), set()
    for path in sorted((ROOT / "bot").rglob("*.py")):
        where = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            bound = {
                node.targets[0].id: node.value
                for node in ast.walk(function)
                if isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
            }
            for call in ast.walk(function):
                if not isinstance(call, ast.Call) or not call.args:
                    continue
                func = call.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if name not in RAISERS:
                    continue
                codes = [
                    CODES[code.value.id][code.attr]
                    for code in choices(call.args[0], bound)
                    if isinstance(code, ast.Attribute)
                    and isinstance(code.value, ast.Name)
                    and code.value.id in CODES
                ]
                if not codes:
                    continue
                assert len(call.args) == 1, f"{where}:{call.lineno}: words at a raise site"
                given = next((k.value for k in call.keywords if k.arg == "detail"), None)
                details = [""] if given is None else []
                for detail in [] if given is None else choices(given, bound):
                    if isinstance(detail, ast.Constant) and isinstance(detail.value, str):
                        details.append(detail.value)
                    elif not (isinstance(detail, ast.Attribute) and detail.attr == "detail"):
                        # (another refusal's detail, passed on, is that refusal's)
                        computed |= {(where, code) for code in codes}
                pairs |= {(code, detail) for code in codes for detail in details}
    return pairs, computed


def playing() -> tuple[Game, int]:
    """A game in play (the Little Blooper with seat 2), and the seat to play."""
    game = make_game({0: "KS 2D AH", 1: "5S 3H 4C", 2: "LJ 6C 7C", 3: "QH 8C 9C"}, size=3)
    bid_all(game, [(1, 1), (2, 0), (3, 0), (0, 0)])
    assert game.to_act is not None
    return game, game.to_act


def test_every_refusal_raised_has_its_catalog_message_and_every_message_a_refusal() -> None:
    pairs, computed = raised()
    assert computed == set(COMPUTED)
    for (_, code), details in COMPUTED.items():
        pairs |= {(code, detail) for detail in details}
    tables = set(ILLEGAL) | set(REFUSALS)
    assert sorted(map(str, pairs - tables)) == [], "raised, without words"
    assert sorted(map(str, tables - pairs)) == [], "never raised"


def test_a_refusal_with_no_catalog_message_is_an_unexpected_error() -> None:
    assert error_text(ServiceError(Refusal.TAKEBACK)) is None
    assert error_text(ServiceError(Refusal.TAKEBACK, detail="late")) == (
        "Too late: someone has played since."
    )


def test_a_refusal_shows_its_code_detail_and_values_in_logs() -> None:
    error = ServiceError(Refusal.SEAT_TAKEN, detail="team", number=2)
    assert str(error) == "seat_taken (team) number=2"
    assert repr(error) == "ServiceError('seat_taken', detail='team', number=2)"
    game, seat = playing()
    with pytest.raises(IllegalAction) as refused:
        game.play(seat, card("QD"))
    assert str(refused.value) == "card_not_in_hand card=QD"
    assert repr(refused.value) == "IllegalAction('card_not_in_hand', card=Card(QD))"


def test_a_blooper_not_held_is_named_once_with_its_article() -> None:
    game, seat = playing()
    with pytest.raises(IllegalAction) as refused:
        game.play(seat, card("BJ"))
    assert error_text(refused.value) == "You do not hold the Big Blooper."
    with pytest.raises(IllegalAction) as refused:
        game.play(seat, card("QD"))
    assert error_text(refused.value) == "You do not hold the Queen of diamonds."


@pytest.mark.parametrize(
    ("size", "message"),
    [
        (1, "Bid pass or board."),  # classic: at most the hand size minus one
        (2, "Bid pass, 1 or board."),
        (5, "Bid pass, a number from 0 to 4, or board."),
    ],
)
def test_a_bid_out_of_range_says_what_may_be_bid(size: int, message: str) -> None:
    game = make_game(size=size, dealer=3)
    with pytest.raises(IllegalAction) as refused:
        game.bid(0, 9)
    assert error_text(refused.value) == message


@pytest.mark.parametrize("lang", ["en", "es", "gl", "da", "ko", "sl"])
def test_the_choices_a_refusal_lists_are_in_the_readers_words(lang: str) -> None:
    """The levels and sorts a refusal offers are named as the reader's client shows them,
    joined as their language joins a list, never as the English values."""
    from bot.service.leaderboard import SORT_NAMES
    from bot.service.lobby import COMPUTER_LEVELS
    from bot.ui.words.i18n import text

    levels = error_text(
        ServiceError(Refusal.BAD_OPTIONS, detail="levels", levels=COMPUTER_LEVELS), lang
    )
    sorts = error_text(
        ServiceError(Refusal.BAD_OPTIONS, detail="sort", sorts=tuple(SORT_NAMES)), lang
    )
    assert levels is not None and sorts is not None
    for level in COMPUTER_LEVELS:
        assert text(lang, f"level-{level}") in levels
    for sort in SORT_NAMES:
        assert text(lang, f"sort-{sort}") in sorts
    if lang != "en":
        assert "strong" not in levels and "win rate" not in sorts
    assert "(" not in levels and "'" not in levels  # not a tuple's repr


@pytest.mark.parametrize("lang", ["en", "es", "gl", "da", "ko", "sl"])
def test_a_refusal_quotes_only_the_start_of_a_long_value(lang: str) -> None:
    """Fluent refuses a very long placeable: what a player typed is quoted by its start."""
    from bot.ui.words.refusals import QUOTED_MOST, UserError

    for refusal in (
        UserError("prefs-bad-zone", zone="x" * 6000),
        ServiceError(Refusal.BAD_OPTIONS, detail="timezone", zone="x" * 6000),
    ):
        said = error_text(refusal, lang)
        assert said is not None and "x…" in said and "x" * QUOTED_MOST not in said


@pytest.mark.parametrize(
    ("lang", "named"),
    [
        ("en", "mention, direct message, or none"),
        ("es", "mención, mensaje directo o ninguno"),
        ("gl", "mention, direct message ou none"),
        ("da", "omtale, direkte besked eller ingen"),
        ("ko", "멘션, DM 또는 없음"),
    ],
)
def test_an_options_choices_are_named_as_the_readers_client_lists_them(
    lang: str, named: str
) -> None:
    from bot.ui.words.command_names import option_text
    from bot.ui.words.refusals import Named, UserError

    refusal = UserError(
        "option-choice",
        option=Named("backalley prefs", "notify"),
        value="garbage",
        choices=("mention", "dm", "none"),
    )
    said = error_text(refusal, lang)
    assert said is not None and named in said and "garbage" in said
    assert option_text(lang, "backalley prefs", "notify") in said
