"""What the channel reads after an action: one line per event, embeds for results."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.engine import (
    ActionKind,
    Bid,
    BidPlaced,
    Card,
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
    AwayEnded,
    CardsForced,
    ClaimAccepted,
    ComputerSeated,
    GameAbandoned,
    GameCancelled,
    GamesResumed,
    GameStarted,
    Lapse,
    PlaceVanished,
    RoundClosed,
    SeatAway,
    SeatJoined,
    SeatLeft,
    ServiceEvent,
    TableView,
    TakebackAnswered,
    TakebackAsked,
    TakebackLapsed,
    TimeRanOut,
    TurnReminded,
)

from .cards import bid_text, card_text
from .i18n import ENGLISH, rough_duration, text
from .names import level_name, names_list, side_name, who
from .results import game_over_embed, hand_result_embed
from .tables import deal_words

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
    view: discord.ui.View | None = None  # buttons under the message
    # The game ended (not a daily deal, one attempt a day, nor an event's table, which its
    # round ends): its players may ask for another, with the buttons the one who posts it
    # puts under it.
    rematch: bool = False
    # How many lines come before the embeds (a hand's result, the game's end): the lines
    # after them (the next deal, whose turn it is) read after the result. None: no embeds.
    split: int | None = None

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
        if self.view is not None:
            kwargs["view"] = self.view
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


def tell_back(event: AwayEnded, say: Callable[..., None]) -> tuple[int, ...]:
    """A player away until a time is back: a line in the game's place, which pings nobody;
    the player hears of it as they chose (the notifier's `BACK`). The users to ping: none."""
    say("away-ended", player=f"<@{event.user_id}>", until=f"<t:{int(event.until)}:f>")
    return ()


def report(table: TableView, events: Iterable[Event | ServiceEvent], lang: str = ENGLISH) -> Report:
    """The public message of a change, in the server's language: a line per event, and whose
    turn it is after a move."""
    out = Report()
    options = table.options

    def say(message_id: str, **args: object) -> None:
        out.lines.append(text(lang, message_id, **args))

    def player(seat: int) -> str:
        return who(table, seat, lang)

    moved = False  # a move, a deal or a start: the turn line ends the message
    for event in events:
        if not isinstance(event, ServiceEvent):
            moved = True
        match event:
            case SeatJoined(seat=seat):
                say("seat-joined", player=player(seat))
            case ComputerSeated(level=level):
                say("computer-seated", level=level_name(level, lang))
            case SeatLeft(seat=seat, user_id=user, removed_by_host=removed):
                name = (
                    f"<@{user}>" if user is not None else text(lang, "seat-number", number=seat + 1)
                )
                say("seat-freed" if removed else "seat-left", player=name)
            case GameCancelled():
                say("lobby-cancelled")
            case GameStarted():
                players = names_list([player(s) for s in range(options.players)], lang)
                say("game-started", players=players)
                out.lines.append(deal_line(table, lang))
                out.pings = tuple(s.user_id for s in table.seats if s and s.user_id is not None)
                moved = True
            case SeatAway(user_id=user, away=True, until=None):
                say("seat-away", player=f"<@{user}>")
            case SeatAway(user_id=user, away=True, until=float(until)):
                say("seat-away-until", player=f"<@{user}>", until=f"<t:{int(until)}:f>")
            case SeatAway(user_id=user, away=False):
                say("seat-back", player=f"<@{user}>")
                # Back on their own turn: its line tells them, as a move's does.
                moved = moved or human_to_act(table) == user
            case AwayEnded():
                out.pings = (*out.pings, *tell_back(event, say))
            case GameAbandoned(by_user=user):
                say("game-abandoned", player=f"<@{user}>")
            case TurnReminded(seat=seat, user_id=user, deadline=deadline, left=left):
                say(
                    "turn-reminded",
                    player=player(seat),
                    # The moment itself: the time left is the other placeholder, in words.
                    when=f"<t:{int(deadline)}:f>",
                    left=rough_duration(lang, left),
                )
                # A reminder notifies whoever did not choose to hear nothing.
                chosen = None if user is None else _notify_of(table, user)
                out.pings = (user,) if user is not None and chosen != "none" else ()
            case PlaceVanished(game_id=game_id):
                seated = [seat.user_id for seat in table.seats if seat and seat.user_id]
                mentions = " ".join(f"<@{user}>" for user in seated)
                if table.game is None:
                    say("vanished-lobby", game=str(game_id), players=mentions)
                else:
                    say("vanished-game", game=str(game_id), players=mentions)
                out.pings = tuple(seated)
            case GamesResumed(locked=True):
                say("resumed-unlocked")
            case GamesResumed():
                say("resumed-back")
            case TimeRanOut(seat=seat):
                say("time-ran-out", player=player(seat))
            case RoundClosed():
                say("event-round-closed")
            case TakebackAsked(seat=seat, kind=kind, value=value, asked=asked):
                mentions = names_list([f"<@{user}>" for user in asked], lang)
                move = move_words(kind, value, lang)
                say("takeback-asked", player=player(seat), kind=kind, move=move, asked=mentions)
                out.pings = asked
            case TakebackAnswered(allowed=False, kind=kind, value=value, by_user=user):
                say(
                    "takeback-refused",
                    player=f"<@{user}>",
                    kind=kind,
                    move=move_words(kind, value, lang),
                )
            case TakebackAnswered(done=False, by_user=user):
                say("takeback-allowed-one", player=f"<@{user}>")
            case TakebackAnswered(seat=seat, kind=kind, value=value):
                say(
                    "takeback-done",
                    player=player(seat),
                    kind=kind,
                    move=move_words(kind, value, lang),
                )
                moved = True  # whose turn it is again
            case TakebackLapsed(why=Lapse.PLAYED, chosen_by=int(chooser)):
                say("takeback-lapsed-played", player=player(chooser))
            case TakebackLapsed(why=Lapse.TIME):
                say("takeback-lapsed-time")
            case TakebackLapsed():
                say("takeback-lapsed-over")
            case ClaimAccepted(seat=seat, cards=cards):
                shown = names_list([card_text(card, lang) for card in cards], lang)
                say("claim-accepted", player=player(seat), cards=shown)
            case CardsForced(last_trick=True):
                say("cards-forced-last")
            case CardsForced(seats=seats):
                say("card-forced", player=player(seats[0]))
            case BidPlaced(seat=seat, bid=bid, board_level=level):
                if bid == 0:
                    say("bid-passed", player=player(seat))
                else:
                    say("bid-placed", player=player(seat), bid=bid_text(bid, level, lang))
            case PlayStarted(contracts=contracts, board_levels=levels, leader=leader):
                needs = ", ".join(
                    text(
                        lang,
                        "contract-board" if levels[side] else "contract-tricks",
                        side=side_name(options, side, lang),
                        level=levels[side],
                        contract=contract,
                    )
                    for side, contract in enumerate(contracts)
                )
                say("play-started", contracts=needs, leader=player(leader))
            case CardPlayed(seat=seat, card=card):
                say("card-played", player=player(seat), card=card_text(card, lang))
            case TrickWon(number=number, seat=seat, card=card):
                say("trick-won", number=number, player=player(seat), card=card_text(card, lang))
            case HandScored(result=result, scores=scores):
                out.split = len(out.lines) if out.split is None else out.split
                out.embeds.append(hand_result_embed(table, result, scores, lang))
                out.scored = True
            case Redealt(number=number, dealer=dealer, reason=reason):
                if reason == "all_pass":
                    nxt = (dealer + 1) % options.players
                    say("all-passed", number=number, dealer=player(nxt))
                else:
                    say("weak-hand", number=number, dealer=player(dealer))
            case HandDealt(exchanged=exchanged):
                out.lines.append(deal_line(table, lang))
                if exchanged is not None:
                    say("blooper-exchanged", player=player(exchanged))
            case TiebreakStarted(sides=sides, first_to=first_to):
                names = names_list([side_name(options, s, lang) for s in sides], lang)
                say("tiebreak-started", sides=names, first_to=first_to or 0)
            case TiebreakEnded(result=result) if result.winner is None:
                say("tiebreak-two-handed")
            case GameOver(scores=scores, winner=winner, tiebreak=tiebreak):
                out.split = len(out.lines) if out.split is None else out.split
                out.embeds.append(game_over_embed(table, scores, winner, tiebreak, lang))
                out.scored = True
                if table.event is not None:  # its round goes on at the other tables
                    say("event-table-done")
                elif table.daily is None:
                    out.rematch = True
                else:  # one attempt a day: the field instead of a rematch
                    say("daily-over")
            case _:
                pass
    turn = turn_line(table, lang) if moved else ""
    if turn:
        out.lines.append(turn)
        user = human_to_act(table)
        # Only a player who chose the mention (the default) is notified by it; the others
        # hear of their turn by direct message, or not at all (bot/service/notices.py).
        if user is not None and user not in out.pings and _notify_of(table, user) == "mention":
            out.pings += (user,)
    return out


def lapsed_request(table: TableView, lapsed: TakebackLapsed, lang: str = ENGLISH) -> Report:
    """A take-back request's message once it lapsed, without its buttons: what was asked, who
    had allowed it, and why it lapsed."""
    request = (lapsed.seat, lapsed.user_id, lapsed.move, lapsed.kind, lapsed.value)
    allowed = [TakebackAnswered(*request, user, True, False) for user in lapsed.allowed]
    news = report(table, [TakebackAsked(*request, lapsed.asked), *allowed, lapsed], lang)
    news.pings = ()  # an edit notifies nobody again
    return news


def move_words(kind: ActionKind, value: Bid | Card, lang: str) -> str:
    """A move as a take-back names it: the bid or the card."""
    if isinstance(value, Card):
        return card_text(value, lang)
    return bid_text(value, 1, lang)


def _notify_of(table: TableView, user: int) -> str:
    """How the player chose to hear of their turn."""
    seat = table.seat_of(user)
    taken = None if seat is None else table.seats[seat]
    return "mention" if taken is None else taken.notify


def human_to_act(table: TableView) -> int | None:
    """The user whose turn it is, unless the bot plays for them (the computer, or a card
    they have no choice about)."""
    game = table.game
    if game is None or game.to_act is None or table.bot_to_act:
        return None
    seat = table.seats[game.to_act]
    if seat is None or seat.user_id is None or seat.away:
        return None
    return seat.user_id


def deal_line(table: TableView, lang: str = ENGLISH) -> str:
    """The hand in progress: its number and size, the dealer, the turn-up and trumps."""
    game = table.game
    if game is None or game.is_over:
        return ""
    return text(lang, "deal-line", **deal_words(table, game, lang))


def turn_line(table: TableView, lang: str = ENGLISH) -> str:
    """Whose turn it is, with a mention so that they are notified; nothing when the bot
    plays a forced card next (its line follows at once)."""
    game = table.game
    if game is None or game.to_act is None or table.forced_card() is not None:
        return ""
    player = who(table, game.to_act, lang)
    # A person is told it is their turn; of a computer, the others are told (a language may
    # say the two differently: "➡️ @bob, te toca pujar", "➡️ Le toca pujar al 🤖 bot fuerte").
    seat = table.seats[game.to_act]
    kind = "computer" if seat is not None and seat.user_id is None else "person"
    if game.phase is Phase.BID:
        top = game.max_bid()
        if top > 1:
            return text(lang, "turn-bid-range", player=player, top=top, kind=kind)
        return text(lang, "turn-bid", player=player, kind=kind)
    return text(lang, "turn-play" if game.trick else "turn-lead", player=player, kind=kind)
