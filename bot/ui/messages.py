"""What the channel reads after an action: one line per event, embeds for results."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.engine import (
    BidPlaced,
    CardPlayed,
    Event,
    GameOver,
    HandDealt,
    HandScored,
    Phase,
    PlayStarted,
    Redealt,
    TiebreakEnded,
    TiebreakStarted,
    TrickWon,
)
from bot.service import (
    ComputerSeated,
    GameAbandoned,
    GameCancelled,
    GamesResumed,
    GameStarted,
    PlaceVanished,
    SeatAway,
    SeatJoined,
    SeatLeft,
    ServiceEvent,
    TableView,
    TimeRanOut,
    TurnReminded,
)

from .cards import bid_text, card_text, suit_text
from .embeds import game_over_embed, hand_heading, hand_result_embed, side_name, who

MAX_CONTENT = 2000


@dataclass
class Report:
    """A public message: text lines and embeds."""

    lines: list[str] = field(default_factory=list)
    embeds: list[discord.Embed] = field(default_factory=list)
    pings: tuple[int, ...] = ()  # the users notified: the player whose turn it is, or all
    # the players when the game starts; mentions of everyone else stay silent
    files: list[discord.File] = field(default_factory=list)
    scored: bool = False  # a hand or the game ended: the score sheet belongs here

    def send_kwargs(self) -> dict[str, Any]:
        """The keyword arguments of a send for this report."""
        kwargs: dict[str, Any] = {
            "content": self.content,
            "allowed_mentions": self.allowed_mentions,
        }
        if self.embeds:
            kwargs["embeds"] = self.embeds
        if self.files:
            kwargs["files"] = self.files
        return kwargs

    @property
    def allowed_mentions(self) -> discord.AllowedMentions:
        """Mentions name players in every line, but only the player to act is notified."""
        users = [discord.Object(user) for user in self.pings] or False
        return discord.AllowedMentions(everyone=False, roles=False, users=users)

    @property
    def content(self) -> str:
        text = "\n".join(self.lines)
        if len(text) > MAX_CONTENT:
            text = text[: MAX_CONTENT - 1] + "…"
        return text


def report(table: TableView, events: Iterable[Event | ServiceEvent]) -> Report:
    """The public message of a change: a line per event, and whose turn it is after a move."""
    out = Report()
    options = table.options
    moved = False  # a move, a deal or a start: the turn line ends the message
    for event in events:
        if not isinstance(event, ServiceEvent):
            moved = True
        match event:
            case SeatJoined(seat=seat):
                out.lines.append(f"{who(table, seat)} sits down.")
            case ComputerSeated(level=level):
                out.lines.append(f"A {level} computer player sits down.")
            case SeatLeft(seat=seat, user_id=user, removed_by_host=removed):
                name = f"<@{user}>" if user is not None else f"seat {seat + 1}"
                out.lines.append(f"The host frees {name}'s seat." if removed else f"{name} leaves.")
            case GameCancelled():
                out.lines.append("The lobby is cancelled.")
            case GameStarted():
                players = " ".join(who(table, s) for s in range(options.players))
                out.lines += [f"🃏 **Back Alley** — {players}, the game is on!", deal_line(table)]
                out.pings = tuple(s.user_id for s in table.seats if s and s.user_id is not None)
                moved = True
            case SeatAway(user_id=user, away=True):
                out.lines.append(
                    f"<@{user}> is away: the computer plays their turns until `/backalley back`."
                )
            case SeatAway(user_id=user, away=False):
                out.lines.append(f"<@{user}> is back and plays their own turns again.")
            case GameAbandoned(by_user=user):
                out.lines.append(f"The game is abandoned by <@{user}>; it counts for nobody.")
            case TurnReminded(seat=seat, user_id=user, deadline=deadline, left=left):
                out.lines.append(
                    f"⏳ {who(table, seat)}, it is your turn: the computer plays it "
                    f"for you <t:{int(deadline)}:R> ({minutes_text(left)})."
                )
                out.pings = (user,) if user is not None else ()
            case PlaceVanished(game_id=game_id):
                seated = [seat.user_id for seat in table.seats if seat and seat.user_id]
                mentions = " ".join(f"<@{user}>" for user in seated)
                if table.game is None:
                    out.lines.append(
                        f"🗑️ The channel of Back Alley lobby #{game_id} was deleted, so the lobby "
                        f"is closed. {mentions}"
                    )
                else:
                    out.lines.append(
                        f"🗑️ The place of Back Alley game #{game_id} was deleted, so the game "
                        f"ends here without a result. {mentions} — its record is attached."
                    )
                out.pings = tuple(seated)
            case GamesResumed(locked=True):
                out.lines.append("🔓 The thread is unlocked: the game goes on.")
            case GamesResumed():
                out.lines.append("▶️ The bot is back: the game goes on.")
            case TimeRanOut(seat=seat):
                out.lines.append(
                    f"⏰ {who(table, seat)} ran out of time: the computer played this turn "
                    "for them."
                )
            case BidPlaced(seat=seat, bid=bid, board_level=level):
                said = "passes" if bid == 0 else f"bids **{bid_text(bid, level)}**"
                out.lines.append(f"{who(table, seat)} {said}.")
            case PlayStarted(contracts=contracts, board_levels=levels, leader=leader):
                needs = ", ".join(
                    f"{side_name(options, side)} "
                    + (f"board ×{levels[side]}" if levels[side] else f"{contract}")
                    for side, contract in enumerate(contracts)
                )
                out.lines.append(
                    f"Bidding is over — contracts: {needs}. {who(table, leader)} leads."
                )
            case CardPlayed(seat=seat, card=card):
                out.lines.append(f"{who(table, seat)} plays **{card_text(card)}**.")
            case TrickWon(number=number, seat=seat, card=card):
                out.lines.append(
                    f"🂠 Trick {number} goes to {who(table, seat)} with **{card_text(card)}**."
                )
            case HandScored(result=result, scores=scores):
                out.embeds.append(hand_result_embed(table, result, scores))
                out.scored = True
            case Redealt(number=number, dealer=dealer, reason=reason):
                if reason == "all_pass":
                    nxt = (dealer + 1) % options.players
                    out.lines.append(
                        f"Everyone passed: hand {number} is void and {who(table, nxt)} deals again."
                    )
                else:
                    out.lines.append(
                        f"A weak hand (no ace, no face card, no trump): {who(table, dealer)} "
                        f"deals hand {number} again."
                    )
            case HandDealt(exchanged=exchanged):
                out.lines.append(deal_line(table))
                if exchanged is not None:
                    out.lines.append(
                        f"{who(table, exchanged)} gives up the other Blooper for the next card."
                    )
            case TiebreakStarted(sides=sides, first_to=first_to):
                names = " and ".join(side_name(options, s) for s in sides)
                goal = f"first to {first_to} tricks wins" if first_to else "most tricks wins"
                out.lines.append(
                    f"⚖️ {names} are tied: a tiebreak hand of 13 cards decides — {goal}."
                )
            case TiebreakEnded(result=result) if result.winner is None:
                out.lines.append(
                    "The two best took as many tricks: they play a two-handed tiebreak."
                )
            case GameOver(scores=scores, winner=winner, tiebreak=tiebreak):
                out.embeds.append(game_over_embed(table, scores, winner, tiebreak))
                out.scored = True
            case _:
                pass
    turn = turn_line(table) if moved else ""
    if turn:
        out.lines.append(turn)
        user = human_to_act(table)
        if user is not None and user not in out.pings:
            out.pings += (user,)
    return out


def human_to_act(table: TableView) -> int | None:
    """The user whose turn it is, unless the computer plays for them."""
    game = table.game
    if game is None or game.to_act is None:
        return None
    seat = table.seats[game.to_act]
    if seat is None or seat.user_id is None or seat.away:
        return None
    return seat.user_id


def deal_line(table: TableView) -> str:
    """The hand in progress: its number and size, the dealer, the turn-up and trumps."""
    game = table.game
    if game is None or game.is_over:
        return ""
    return (
        f"**{hand_heading(game)}** — {who(table, game.dealer)} deals; turn-up "
        f"**{card_text(game.turn_up)}**, trumps: **{suit_text(game.trump)}**."
    )


def turn_line(table: TableView) -> str:
    """Whose turn it is, with a mention so that they are notified."""
    game = table.game
    if game is None or game.to_act is None:
        return ""
    if game.phase is Phase.BID:
        top = game.max_bid()
        doing = f"your bid (pass, 1–{top} or board)" if top > 1 else "your bid"
    elif game.trick:
        doing = "your play"
    else:
        doing = "your lead"
    return f"➡️ {who(table, game.to_act)}, {doing}."


def minutes_text(seconds: float) -> str:
    """A time left, roughly: "about 5 minutes", "about 3 hours"."""
    minutes = max(1, round(seconds / 60))
    if minutes >= 120:
        return f"about {round(minutes / 60)} hours"
    return f"about {minutes} minute{'s' if minutes != 1 else ''}"
