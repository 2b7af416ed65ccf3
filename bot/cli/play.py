"""`python -m bot play`: a game of Back Alley in the terminal against computer players.

You sit South (seat 0); in the four-player presets your partner is North. The table, your
hand and the legal moves are drawn with rich; you answer a prompt with a bid (`pass`, a
number, `board`) or a card (its number in the list, or the card as `/play` takes it: `AS`,
`10h`, `t♥`, `7♠`, `big`).
`quit` leaves the game. The input function and the console are parameters, so a test can
play a whole game with scripted answers.
"""

from __future__ import annotations

import argparse
import secrets
from collections.abc import Callable, Sequence
from typing import Final

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from bot.ai import LEVELS, Player, make_player
from bot.engine import (
    BOARD,
    PRESETS,
    ActionKind,
    Bid,
    BidPlaced,
    Card,
    Event,
    Game,
    GameOver,
    HandDealt,
    HandResult,
    HandScored,
    IllegalAction,
    OptionError,
    Phase,
    PlayStarted,
    Redealt,
    SeatView,
    TiebreakEnded,
    TiebreakStarted,
    TrickWon,
    sort_for_display,
)
from bot.ui.words.cards import bid_text as said_bid
from bot.ui.words.cards import card_label, suit_text
from bot.ui.words.i18n import ENGLISH, LANGUAGES, text
from bot.ui.words.input import parse_bid_input, parse_card_input
from bot.ui.words.refusals import error_text

HUMAN: Final = 0
SEAT_NAMES: Final = {
    4: ("cli-south", "cli-west", "cli-north", "cli-east"),
    3: ("cli-south", "cli-west", "cli-east"),
}

Ask = Callable[[str], str]


class Quit(Exception):
    """The player left the game."""


class TerminalGame:
    """One game: the engine, three computer players and the human's prompts."""

    def __init__(
        self,
        game: Game,
        players: dict[int, Player],
        console: Console,
        ask: Ask,
        lang: str = ENGLISH,
    ) -> None:
        self.game = game
        self.players = players
        self.console = console
        self.ask = ask
        self.lang = lang
        self.names = [text(lang, name) for name in SEAT_NAMES[game.players]]

    def t(self, message_id: str, /, **args: object) -> str:
        return text(self.lang, message_id, **args)

    def who(self, seat: int) -> dict[str, str]:
        """The arguments naming a seat: `who` chooses the sentence for "you"."""
        return {"who": "you" if seat == HUMAN else "other", "player": self.name(seat)}

    # ------------------------------------------------------------------ flow

    def play(self) -> Game:
        """Play until the game is over; raises Quit if the player leaves."""
        game = self.game
        self.show_deal()
        while game.phase is not Phase.OVER:
            seat = game.to_act
            assert seat is not None
            events = self.human_turn() if seat == HUMAN else self.computer_turn(seat)
            self.show_events(events)
        return game

    def computer_turn(self, seat: int) -> list[Event]:
        game = self.game
        player = self.players[seat]
        view = game.view(seat)
        if game.phase is Phase.BID:
            return game.bid(seat, player.choose_bid(view))
        return game.play(seat, player.choose_card(view))

    def human_turn(self) -> list[Event]:
        game = self.game
        view = game.view(HUMAN)
        self.console.print(self.table_panel(view))
        self.console.print(self.hand_panel(view))
        while True:
            if game.phase is Phase.BID:
                answer = self.prompt(self.t("cli-bid-prompt", top=bid_top(view)))
                if answer in ("?", "help"):
                    self.console.print(self.t("cli-bid-help"))
                    continue
                bid = parse_bid_input(answer, self.lang)
                try:
                    if bid is None:  # no bid at all: the engine says what may be bid
                        game.refuse(HUMAN, ActionKind.BID, answer)
                    return game.bid(HUMAN, bid)
                except IllegalAction as refusal:
                    self.console.print(f"[red]{error_text(refusal, self.lang)}[/red]")
            else:
                legal = playable(view)
                answer = self.prompt(self.t("cli-card-prompt", count=len(legal)))
                if answer in ("?", "help"):
                    self.console.print(self.t("cli-card-help"))
                    continue
                chosen = parse_card_text(answer, legal, self.lang)
                if chosen is None:
                    self.console.print(
                        f"[red]{self.t('cli-not-a-card', answer=repr(answer))}[/red]"
                    )
                    continue
                try:
                    return game.play(HUMAN, chosen)
                except IllegalAction as refusal:
                    self.console.print(f"[red]{error_text(refusal, self.lang)}[/red]")

    def prompt(self, text: str) -> str:
        try:
            answer = self.ask(f"{text}: ").strip()
        except EOFError:
            raise Quit from None
        if answer.lower() in ("q", "quit", "exit"):
            raise Quit
        return answer.lower()

    # ------------------------------------------------------------------ events

    def show_events(self, events: Sequence[Event]) -> None:
        out = self.console.print
        for event in events:
            match event:
                case BidPlaced(seat=seat, bid=bid, board_level=level):
                    out(self.t("cli-bid", bid=bid_text(bid, level, self.lang), **self.who(seat)))
                case PlayStarted(contracts=contracts, leader=leader):
                    wants = ", ".join(
                        f"{self.side_name(side)} {n}" for side, n in enumerate(contracts)
                    )
                    out(self.t("cli-contracts", contracts=wants, **self.who(leader)))
                case TrickWon(seat=seat, card=card, cards=cards):
                    played = "  ".join(
                        f"{self.name(s)} {card_markup(c, self.lang)}" for s, c in cards
                    )
                    out(
                        self.t(
                            "cli-trick",
                            played=played,
                            card=card_markup(card, self.lang),
                            **self.who(seat),
                        )
                    )
                case HandScored(result=result, scores=scores):
                    self.console.print(self.result_panel(result.number, result, scores))
                case Redealt(reason=reason):
                    out(self.t("cli-void", reason="all_pass" if reason == "all_pass" else "weak"))
                case HandDealt():
                    self.show_deal()
                case TiebreakStarted(first_to=first_to):
                    out(self.t("cli-tiebreak", first_to=first_to or 0))
                case TiebreakEnded(result=result):
                    if result.winner is not None:
                        out(self.t("cli-tiebreak-won", side=self.side_name(result.winner)))
                case GameOver(scores=scores, winner=winner):
                    self.show_end(scores, winner)

    def show_deal(self) -> None:
        game = self.game
        if game.phase is Phase.OVER:
            return
        self.console.rule(
            self.t(
                "cli-deal-tiebreak" if game.in_tiebreak else "cli-deal",
                number=game.hand_number,
                total=len(game.schedule),
                size=game.hand_size,
                dealer=self.name(game.dealer),
                trump=trump_text(game.view(HUMAN), self.lang),
            )
        )

    def show_end(self, scores: Sequence[int], winner: int | None) -> None:
        totals = ", ".join(f"{self.side_name(s)} {p}" for s, p in enumerate(scores))
        if winner is None:
            verdict = self.t("cli-drawn")
        elif winner == self.game.side_of[HUMAN]:
            verdict = self.t("cli-you-win")
        else:
            players = "three" if self.game.players == 3 else "four"
            verdict = self.t("cli-they-win", side=self.side_name(winner), players=players)
        final = self.t("cli-final", totals=totals, verdict=verdict)
        self.console.print(Panel(final, title=self.t("cli-game-over")))

    # ------------------------------------------------------------------ drawing

    def table_panel(self, view: SeatView) -> Panel:
        table = Table(box=None, pad_edge=False)
        table.add_column(self.t("cli-col-seat"))
        table.add_column(self.t("cli-col-bid"), justify="right")
        table.add_column(self.t("cli-col-tricks"), justify="right")
        table.add_column(self.t("cli-col-trick"))
        in_trick = dict(view.trick)
        for seat in view.seats:
            bid = view.bids[seat]
            table.add_row(
                self.name(seat),
                "" if view.in_tiebreak else bid_text(bid, view.board_levels[seat], self.lang),
                str(view.tricks[seat]),
                card_markup(in_trick[seat], self.lang) if seat in in_trick else "",
            )
        scores = "   ".join(
            f"{self.side_name(side)} {points}" for side, points in enumerate(view.scores)
        )
        header = Text.from_markup(
            self.t("cli-scores", trump=trump_text(view, self.lang), scores=scores)
        )
        if view.contracts and not view.in_tiebreak:
            wants = ", ".join(
                f"{self.side_name(side)} {n}" for side, n in enumerate(view.contracts)
            )
            header.append_text(Text.from_markup("\n" + self.t("cli-wants", contracts=wants)))
        if view.in_tiebreak and view.tiebreak_first_to:
            header.append("\n" + self.t("cli-first-to", first_to=view.tiebreak_first_to))
        title = (
            self.t("cli-tiebreak-title")
            if view.in_tiebreak
            else self.t("cli-hand-title", number=view.hand_number)
        )
        return Panel(Group(header, table), title=title, expand=False)

    def hand_panel(self, view: SeatView) -> Panel:
        cards = sort_for_display(view.hand, view.trump)
        legal = playable(view)
        parts = []
        for card in cards:
            if card in legal:
                parts.append(f"[bold]{legal.index(card) + 1}[/bold]:{card_markup(card, self.lang)}")
            else:
                parts.append(f"[dim]{card_label(card, self.lang)}[/dim]")
        title = self.t("cli-your-hand")
        return Panel(Text.from_markup("  ".join(parts)), title=title, expand=False)

    def result_panel(self, number: int, result: HandResult, scores: Sequence[int]) -> Panel:
        table = Table(box=None, pad_edge=False)
        for column, justify in (
            ("cli-col-side", "left"),
            ("cli-col-contract", "right"),
            ("cli-col-tricks", "right"),
            ("cli-col-points", "right"),
            ("cli-col-total", "right"),
        ):
            table.add_column(self.t(column), justify=justify)  # type: ignore[arg-type]
        taken = [0] * len(scores)
        for seat, n in enumerate(result.tricks):
            taken[self.game.side_of[seat]] += n
        for side, points in enumerate(result.points):
            level = result.board_levels[side]
            contract = said_bid(BOARD, level, self.lang) if level else str(result.contracts[side])
            table.add_row(
                self.side_name(side), contract, str(taken[side]), f"{points:+d}", str(scores[side])
            )
        return Panel(table, title=self.t("cli-scored", number=number), expand=False)

    # ------------------------------------------------------------------ names

    def name(self, seat: int) -> str:
        return self.t("cli-you") if seat == HUMAN else self.names[seat]

    def side_name(self, side: int) -> str:
        if self.game.players == 4:
            ours = side == self.game.side_of[HUMAN]
            return self.t("cli-you-north" if ours else "cli-west-east")
        return self.name(side)


def playable(view: SeatView) -> list[Card]:
    """The legal cards in the order the hand is shown (the numbers offered)."""
    legal = view.legal
    return [c for c in sort_for_display(view.hand, view.trump) if legal >> c & 1]


def bid_top(view: SeatView) -> int:
    """The highest number that may be bid (0: only pass or board)."""
    return max(b for b in view.legal_bids if b is not BOARD)


def parse_card_text(text: str, legal: Sequence[Card], lang: str = ENGLISH) -> Card | None:
    """A card as typed: its number among the legal cards, or the card as `/play` takes it."""
    if text.isdigit():
        index = int(text) - 1
        return legal[index] if 0 <= index < len(legal) else None
    return parse_card_input(text, lang)


def card_markup(card: Card, lang: str = ENGLISH) -> str:
    label = card_label(card, lang)
    if card.is_joker:
        return f"[bold magenta]{label}[/bold magenta]"
    suit = card.suit
    assert suit is not None
    return f"[red]{label}[/red]" if suit.is_red else f"[bold]{label}[/bold]"


def bid_text(bid: Bid | None, level: int, lang: str = ENGLISH) -> str:
    return said_bid(bid, level, lang)


def trump_text(view: SeatView, lang: str = ENGLISH) -> str:
    turned = " ".join(card_markup(c, lang) for c in view.turned)
    if view.trump is None:
        return text(lang, "cli-turned-no-trump", cards=turned)
    return text(lang, "cli-turned", cards=turned, trump=suit_text(view.trump, lang))


def play_game(
    *,
    preset: str = "classic",
    hands: Sequence[int] | None = None,
    level: str = "basic",
    seed: int = 0,
    ask: Ask = input,
    console: Console | None = None,
    lang: str = ENGLISH,
) -> Game:
    """Play one game against computer players of `level`; returns the game (over, unless
    the player quit: then Quit propagates)."""
    options = {"hands": list(hands)} if hands else None
    players = PRESETS[preset].players
    game = Game(preset, options, first_dealer=seed % players, seed=seed)
    computers = {seat: make_player(level, seed * 10 + seat) for seat in range(1, players)}
    terminal = TerminalGame(game, computers, console or Console(), ask, lang)
    return terminal.play()


def parse_sizes(text: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of hand sizes: {text!r}") from None


def main(
    argv: Sequence[str] | None = None, ask: Ask = input, console: Console | None = None
) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot play",
        description="Play Back Alley in the terminal against computer players.",
    )
    parser.add_argument("--preset", default="classic", choices=list(PRESETS))
    parser.add_argument(
        "--hands", type=parse_sizes, default=None, help="hand sizes, e.g. 3,2,1 (a short game)"
    )
    parser.add_argument("--level", default="basic", choices=list(LEVELS))
    parser.add_argument("--seed", type=int, default=None, help="the deal (default: random)")
    parser.add_argument(
        "--lang", default=ENGLISH, choices=list(LANGUAGES), help="the game's language"
    )
    args = parser.parse_args(argv)
    lang = args.lang
    console = console or Console()
    seed = args.seed
    if seed is None:
        seed = secrets.randbelow(1 << 31)
    # Shown first and last, so that a game worth replaying can be replayed (`--seed`).
    console.print(text(lang, "cli-seed-start", seed=str(seed)))
    try:
        play_game(
            preset=args.preset,
            hands=args.hands,
            level=args.level,
            seed=seed,
            ask=ask,
            console=console,
            lang=lang,
        )
    except OptionError as error:
        parser.error(str(error))
    except (Quit, KeyboardInterrupt):
        console.print("\n" + text(lang, "cli-left", seed=str(seed)))
        return 1
    console.print(text(lang, "cli-seed-end", seed=str(seed)))
    return 0
