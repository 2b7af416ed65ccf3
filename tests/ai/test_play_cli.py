"""`python -m bot play`: a whole game in the terminal, driven by scripted answers."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable

import pytest
from rich.console import Console

from bot.__main__ import main as bot_main
from bot.cli.play import main, play_game
from bot.engine import Phase


def scripted(answers: Iterable[str], prompts: list[str]) -> Callable[[str], str]:
    """Answers given in order, then `pass` to a bid and the first legal card."""
    queue = list(answers)

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        if queue:
            return queue.pop(0)
        return "pass" if prompt.startswith("Your bid") else "1"

    return ask


def console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=100, color_system=None), out


def test_a_scripted_game_reaches_its_end() -> None:
    prompts: list[str] = []
    screen, out = console()
    game = play_game(hands=[3, 1], seed=4, ask=scripted([], prompts), console=screen)
    assert game.phase is Phase.OVER
    text = out.getvalue()
    assert "Game over" in text and "Final scores" in text
    assert "Hand 1 scored" in text and "Your hand" in text
    assert any(p.startswith("Your bid") for p in prompts)
    assert sum(p.startswith("Your card") for p in prompts) >= 4  # 3 + 1 cards at least


def test_wrong_answers_are_refused_and_asked_again() -> None:
    prompts: list[str] = []
    screen, out = console()
    answers = ["seven", "?", "99", "pass", "ZZ", "99", "?"]
    game = play_game(hands=[2], seed=8, ask=scripted(answers, prompts), console=screen)
    assert game.phase is Phase.OVER
    text = out.getvalue()
    assert "Bid pass, 1 or board." in text  # "seven" and 99
    assert "'zz' is not a card" in text and "'99' is not a card" in text
    assert "Play a card by its number" in text


def test_cards_can_be_typed_by_their_code_in_any_case() -> None:
    screen, out = console()
    typed: list[str] = []
    suits = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}

    def ask(prompt: str) -> str:
        if prompt.startswith("Your bid"):
            return "p"
        # The hand panel numbers the legal cards ("1:K♠"); answer with the first one's code.
        first = re.findall(r"(?<!\d)1:(Big|Little|\d+|[AKQJ])(\S?)", out.getvalue())[-1]
        code = {"Big": "bj", "Little": "lj"}.get(first[0]) or first[0].lower() + suits[first[1]]
        typed.append(code)
        return code

    game = play_game(hands=[3, 2], seed=2, ask=ask, console=screen)
    assert game.phase is Phase.OVER
    assert len(typed) >= 5
    assert "is not a card" not in out.getvalue()


@pytest.mark.parametrize(
    "style",
    ["shown", "ten as t", "words"],
)
def test_cards_can_be_typed_as_for_the_slash_command(style: str) -> None:
    """The terminal takes what `/play` takes: the label it shows (`7♠`, `Big Blooper`),
    `t♠` for a ten, `big` and `little` for the Bloopers, codes in any case."""
    screen, out = console()
    typed: list[str] = []

    def ask(prompt: str) -> str:
        if prompt.startswith("Your bid"):
            return "pass"
        # A refused card would be asked again for ever: fail instead.
        assert "is not a card" not in out.getvalue(), typed[-1]
        rank, suit = re.findall(
            r"(?<!\d)1:(Big Blooper|Little Blooper|\d+|[AKQJ])(\S?)", out.getvalue()
        )[-1]
        shown = rank + suit
        if style == "ten as t":
            answer = shown.replace("10", "t")
        elif style == "words":
            answer = {"Big Blooper": "big", "Little Blooper": "little"}.get(shown, shown.lower())
        else:
            answer = shown
        typed.append(answer)
        return answer

    game = play_game(hands=[13, 12], seed=2, ask=ask, console=screen)  # holds the Big Blooper
    assert game.phase is Phase.OVER
    assert len(typed) >= 25
    assert any(not t.isascii() for t in typed)  # suit symbols were typed
    if style == "ten as t":
        assert any(t.startswith("t") for t in typed)
    if style == "words":
        assert "big" in typed
    assert "is not a card" not in out.getvalue()


def test_the_prompts_read_well_on_a_one_card_hand() -> None:
    screen, out = console()
    prompts: list[str] = []
    assert main(["--hands", "1", "--seed", "6"], scripted([], prompts), screen) == 0
    text = out.getvalue()
    assert "Your card (1 or a code like AS): " in prompts
    assert not any("1-1" in p for p in prompts)
    assert "(you)" not in text
    assert "1 card" in text and "1 cards" not in text
    # The seed, to play the game again, is shown before the first deal and at the end.
    assert text.index("Seed 6") < text.index("Hand 1 of 1")
    assert text.rstrip().endswith("Seed 6.")


def test_the_command_finishes_a_short_game_and_can_be_left() -> None:
    screen, out = console()
    prompts: list[str] = []
    assert (
        main(["--hands", "2,1", "--seed", "3", "--level", "strong"], scripted([], prompts), screen)
        == 0
    )
    assert "Game over" in out.getvalue()
    screen, out = console()
    assert main(["--hands", "5", "--seed", "3"], scripted(["quit"], []), screen) == 1
    assert "You left the game (seed 3)" in out.getvalue()


def test_the_bot_command_line_dispatches_play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert bot_main(["play", "--hands", "1", "--seed", "1"]) == 1
    assert "You left the game (seed 1)" in capsys.readouterr().out


ENGLISH_WORDS = (
    "Game over",
    "Your hand",
    "Final scores",
    "Your bid",
    "Your card",
    "dealt by",
    "Contracts",
    "is not a card",
    "Bid pass",
    " wins",
    "play this deal again",
)


@pytest.mark.parametrize("lang", ["ko", "da", "sl"])
def test_the_terminal_game_in_another_language(lang: str) -> None:
    """`--lang ko`: prompts, events, panels and refusals in the language, no English left."""
    from bot.ui.words.i18n import text as said

    screen, out = console()
    prompts: list[str] = []
    bid_prompts = {said(lang, "cli-bid-prompt", top=n) + ": " for n in range(14)}

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        assert len(prompts) < 200, "the game does not take the answers"
        bidding = prompt in bid_prompts
        if len(prompts) == 1:
            return "seven"  # refused in the language
        if len(prompts) == 2 and not bidding:
            return "zz"
        return said(lang, "bid-pass") if bidding else "1"

    assert main(["--lang", lang, "--hands", "2,1", "--seed", "3"], ask, screen) == 0
    shown = out.getvalue() + "\n".join(prompts)
    assert said(lang, "cli-game-over") in shown and said(lang, "cli-your-hand") in shown
    assert said(lang, "cli-seed-end", seed="3") in shown
    for english in ENGLISH_WORDS:
        assert english not in shown, english
