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
    PRESETS,
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
from bot.engine.words import number_range, plural
from bot.ui.input import parse_bid_input, parse_card_input

HUMAN: Final = 0
SEAT_NAMES: Final = {4: ("South", "West", "North", "East"), 3: ("South", "West", "East")}
BOARD_NAMES: Final = {1: "board", 2: "double board", 3: "triple board", 4: "quadruple board"}

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
    ) -> None:
        self.game = game
        self.players = players
        self.console = console
        self.ask = ask
        self.names = SEAT_NAMES[game.players]

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
                answer = self.prompt(f"Your bid ({bid_choices(view)})")
                if answer in ("?", "help"):
                    self.console.print(BID_HELP)
                    continue
                value = parse_bid_text(answer)
                try:
                    return game.bid(HUMAN, value)
                except IllegalAction as refusal:
                    self.console.print(f"[red]{refusal.message}[/red]")
            else:
                legal = playable(view)
                answer = self.prompt(f"Your card ({number_range(1, len(legal))} or a code like AS)")
                if answer in ("?", "help"):
                    self.console.print(CARD_HELP)
                    continue
                chosen = parse_card_text(answer, legal)
                if chosen is None:
                    self.console.print(f"[red]{answer!r} is not a card: try 1 or AS.[/red]")
                    continue
                try:
                    return game.play(HUMAN, chosen)
                except IllegalAction as refusal:
                    self.console.print(f"[red]{refusal.message}[/red]")

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
                    out(f"{self.name(seat)} bid{self.s(seat)} {bid_text(bid, level)}")
                case PlayStarted(contracts=contracts, leader=leader):
                    wants = ", ".join(
                        f"{self.side_name(side)} {n}" for side, n in enumerate(contracts)
                    )
                    leads = f"{self.name(leader)} lead{self.s(leader)}"
                    out(f"[bold]Contracts:[/bold] {wants}. {leads}.")
                case TrickWon(seat=seat, card=card, cards=cards):
                    played = "  ".join(f"{self.name(s)} {card_markup(c)}" for s, c in cards)
                    wins = f"[bold]{self.name(seat)}[/bold] win{self.s(seat)}"
                    out(f"{played}  →  {wins} with {card_markup(card)}")
                case HandScored(result=result, scores=scores):
                    self.console.print(self.result_panel(result.number, result, scores))
                case Redealt(reason=reason):
                    why = "everyone passed" if reason == "all_pass" else "a hand was too weak"
                    out(f"[yellow]The deal is void ({why}): dealt again.[/yellow]")
                case HandDealt():
                    self.show_deal()
                case TiebreakStarted(first_to=first_to):
                    target = f"first to {plural(first_to, 'trick')}" if first_to else "most tricks"
                    out(f"[bold yellow]Tied! A tiebreak hand: 13 cards, no bidding, {target}.")
                case TiebreakEnded(result=result):
                    if result.winner is not None:
                        out(f"The tiebreak goes to {self.side_name(result.winner)}.")
                case GameOver(scores=scores, winner=winner):
                    self.show_end(scores, winner)

    def show_deal(self) -> None:
        game = self.game
        if game.phase is Phase.OVER:
            return
        kind = (
            "tiebreak hand"
            if game.in_tiebreak
            else f"hand {game.hand_number} of {len(game.schedule)}"
        )
        cards = plural(game.hand_size, "card")
        self.console.rule(
            f"{kind.capitalize()}: {cards}, dealt by {self.name(game.dealer)}, "
            f"{trump_text(game.view(HUMAN))}"
        )

    def show_end(self, scores: Sequence[int], winner: int | None) -> None:
        totals = ", ".join(f"{self.side_name(s)} {p}" for s, p in enumerate(scores))
        if winner is None:
            verdict = "The game is drawn."
        elif winner == self.game.side_of[HUMAN]:
            verdict = "[bold green]You win![/bold green]"
        else:
            verb = "wins" if self.game.players == 3 else "win"
            verdict = f"[bold red]{self.side_name(winner)} {verb}.[/bold red]"
        self.console.print(Panel(f"Final scores: {totals}\n{verdict}", title="Game over"))

    # ------------------------------------------------------------------ drawing

    def table_panel(self, view: SeatView) -> Panel:
        table = Table(box=None, pad_edge=False)
        table.add_column("seat")
        table.add_column("bid", justify="right")
        table.add_column("tricks", justify="right")
        table.add_column("this trick")
        in_trick = dict(view.trick)
        for seat in view.seats:
            bid = view.bids[seat]
            table.add_row(
                self.name(seat),
                "" if view.in_tiebreak else bid_text(bid, view.board_levels[seat]),
                str(view.tricks[seat]),
                card_markup(in_trick[seat]) if seat in in_trick else "",
            )
        scores = "   ".join(
            f"{self.side_name(side)} {points}" for side, points in enumerate(view.scores)
        )
        header = Text.from_markup(f"{trump_text(view)}   ·   scores: {scores}")
        if view.contracts and not view.in_tiebreak:
            wants = ", ".join(
                f"{self.side_name(side)} {n}" for side, n in enumerate(view.contracts)
            )
            header.append_text(Text.from_markup(f"\ncontracts: {wants}"))
        if view.in_tiebreak and view.tiebreak_first_to:
            header.append(f"\ntiebreak: first to {plural(view.tiebreak_first_to, 'trick')}")
        title = "Tiebreak" if view.in_tiebreak else f"Hand {view.hand_number}"
        return Panel(Group(header, table), title=title, expand=False)

    def hand_panel(self, view: SeatView) -> Panel:
        cards = sort_for_display(view.hand, view.trump)
        legal = playable(view)
        parts = []
        for card in cards:
            if card in legal:
                parts.append(f"[bold]{legal.index(card) + 1}[/bold]:{card_markup(card)}")
            else:
                parts.append(f"[dim]{card.label}[/dim]")
        return Panel(Text.from_markup("  ".join(parts)), title="Your hand", expand=False)

    def result_panel(self, number: int, result: HandResult, scores: Sequence[int]) -> Panel:
        table = Table(box=None, pad_edge=False)
        table.add_column("side")
        table.add_column("contract", justify="right")
        table.add_column("tricks", justify="right")
        table.add_column("points", justify="right")
        table.add_column("total", justify="right")
        taken = [0] * len(scores)
        for seat, n in enumerate(result.tricks):
            taken[self.game.side_of[seat]] += n
        for side, points in enumerate(result.points):
            level = result.board_levels[side]
            contract = BOARD_NAMES.get(level, "board") if level else str(result.contracts[side])
            table.add_row(
                self.side_name(side), contract, str(taken[side]), f"{points:+d}", str(scores[side])
            )
        return Panel(table, title=f"Hand {number} scored", expand=False)

    # ------------------------------------------------------------------ names

    def name(self, seat: int) -> str:
        return "You" if seat == HUMAN else self.names[seat]

    def s(self, seat: int) -> str:
        return "" if seat == HUMAN else "s"

    def side_name(self, side: int) -> str:
        if self.game.players == 4:
            return "You & North" if side == self.game.side_of[HUMAN] else "West & East"
        return self.name(side)


BID_HELP: Final = "Bid pass (or 0), a number of tricks, or board (your side takes every trick)."
CARD_HELP: Final = (
    "Play a card by its number in your hand, or by its code: rank then suit, "
    "like AS, 10H (or TH), QD, 7♠; big and little (or BJ and LJ) for the Bloopers."
)


def playable(view: SeatView) -> list[Card]:
    """The legal cards in the order the hand is shown (the numbers offered)."""
    legal = view.legal
    return [c for c in sort_for_display(view.hand, view.trump) if legal >> c & 1]


def bid_choices(view: SeatView) -> str:
    numbers = [b for b in view.legal_bids if b != "board"]
    top = max(int(b) for b in numbers)
    return "pass, board" if top == 0 else f"pass, {number_range(1, top)}, board"


def parse_bid_text(text: str) -> object:
    """A bid as `/bid` takes it (`pass`, a number, `board`); anything else is passed on for
    the engine to refuse with its message."""
    bid = parse_bid_input(text)
    return text if bid is None else bid


def parse_card_text(text: str, legal: Sequence[Card]) -> Card | None:
    """A card as typed: its number among the legal cards, or the card as `/play` takes it."""
    if text.isdigit():
        index = int(text) - 1
        return legal[index] if 0 <= index < len(legal) else None
    return parse_card_input(text)


def card_markup(card: Card) -> str:
    if card.is_joker:
        return f"[bold magenta]{card.label}[/bold magenta]"
    suit = card.suit
    assert suit is not None
    return f"[red]{card.label}[/red]" if suit.is_red else f"[bold]{card.label}[/bold]"


def bid_text(bid: Bid | None, level: int) -> str:
    if bid is None:
        return "—"
    if bid == "board":
        return BOARD_NAMES.get(level, "board")
    return "pass" if bid == 0 else str(bid)


def trump_text(view: SeatView) -> str:
    turned = " ".join(card_markup(c) for c in view.turned)
    if view.trump is None:
        return f"turned {turned}: no trump"
    return f"turned {turned}: trump {view.trump.symbol} {view.trump.name.lower()}"


def play_game(
    *,
    preset: str = "classic",
    hands: Sequence[int] | None = None,
    level: str = "basic",
    seed: int = 0,
    ask: Ask = input,
    console: Console | None = None,
) -> Game:
    """Play one game against computer players of `level`; returns the game (over, unless
    the player quit: then Quit propagates)."""
    options = {"hands": list(hands)} if hands else None
    players = PRESETS[preset].players
    game = Game(preset, options, first_dealer=seed % players, seed=seed)
    computers = {seat: make_player(level, seed * 10 + seat) for seat in range(1, players)}
    terminal = TerminalGame(game, computers, console or Console(), ask)
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
    args = parser.parse_args(argv)
    console = console or Console()
    seed = args.seed
    if seed is None:
        seed = secrets.randbelow(1 << 31)
    # Shown first and last, so that a game worth replaying can be replayed (`--seed`).
    console.print(f"Seed {seed}: play this deal again with --seed {seed}.")
    try:
        play_game(
            preset=args.preset,
            hands=args.hands,
            level=args.level,
            seed=seed,
            ask=ask,
            console=console,
        )
    except OptionError as error:
        parser.error(str(error))
    except (Quit, KeyboardInterrupt):
        console.print(f"\nYou left the game (seed {seed}).")
        return 1
    console.print(f"Seed {seed}.")
    return 0
