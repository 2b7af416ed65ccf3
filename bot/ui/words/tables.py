"""The words of a table: the lobby's embed, and the lines the table's layout is made of — the
hand's heading, each seat's note, the contracts, the trick, whose turn it is, the scores."""

from __future__ import annotations

import discord

from bot.engine import PRESETS, Game, Phase
from bot.service import Seat, TableView

from .cards import bid_text, card_text, suit_text
from .i18n import ENGLISH, duration, text
from .names import (
    COLOUR,
    preset_name,
    seat_label,
    side_members,
    side_name,
    standalone,
    starting,
    who,
)

# The catalog's word for each state of a table.
STATUSES = {
    "lobby": "status-lobby",
    "active": "status-active",
    "cancelled": "status-cancelled",
    "abandoned": "status-abandoned",
    "finished": "status-finished",
}


def schedule_text(hands: tuple[int, ...]) -> str:
    """A schedule, shortened where it is long, but never past where it turns (`13, 12, …, 2,
    1, 2, …, 12, 13`: a reader sees it go down to 1 and back)."""
    if len(hands) <= 8:
        return ", ".join(map(str, hands))
    turn = max(range(len(hands)), key=lambda i: (abs(hands[i] - hands[0]), -i))
    if not 3 <= turn <= len(hands) - 4:  # no turn inside: its ends
        return f"{_listed(hands[:4])}, …, {_listed(hands[-3:])}"
    middle = hands[turn - 1 : turn + 2]
    return f"{_listed(hands[:2])}, …, {_listed(middle)}, …, {_listed(hands[-2:])}"


def _listed(hands: tuple[int, ...]) -> str:
    return ", ".join(map(str, hands))


def options_text(table: TableView) -> str:
    base = PRESETS[table.preset]
    changed = table.options.overrides_from(base)
    changed.pop("hands", None)
    if not changed:
        return ""
    return ", ".join(f"{k} = {v}" for k, v in changed.items())


def lobby_embed(table: TableView, lang: str = ENGLISH) -> discord.Embed:
    options = table.options
    embed = discord.Embed(
        title=text(lang, "lobby-title", preset=preset_name(table.preset, lang)),
        description=(
            text(
                lang, "lobby-hands", count=len(options.hands), schedule=schedule_text(options.hands)
            )
            + "\n"
            + text(lang, "lobby-partnerships" if options.partnerships else "lobby-three")
        ),
        colour=COLOUR,
    )
    extra = options_text(table)
    if extra:
        embed.add_field(name=text(lang, "field-options"), value=extra, inline=False)
    if table.turn_timer:
        embed.add_field(
            name=text(lang, "field-turn-timer"),
            value=duration_text(table.turn_timer, lang),
            inline=False,
        )
    for seat in range(options.players):
        taken: Seat | None = table.seats[seat]
        embed.add_field(
            name=seat_label(options, seat, lang),
            value=standalone(who(table, seat, lang), lang) if taken else text(lang, "seat-free"),
            inline=True,
        )
    embed.set_footer(text=text(lang, STATUSES[table.status]))
    embed.add_field(name=text(lang, "field-host"), value=f"<@{table.host_id}>", inline=False)
    if table.status == "active" and table.thread_id is not None:
        embed.add_field(
            name=text(lang, "field-where"),
            value=text(lang, "played-in", place=f"<#{table.thread_id}>"),
        )
    return embed


def duration_text(seconds: int, lang: str = ENGLISH) -> str:
    """A turn timer in words, in its own unit: 30 minutes, 12 hours, 2 days."""
    return duration(lang, seconds)


def hand_heading(game: Game, lang: str = ENGLISH) -> str:
    if game.in_tiebreak:
        return text(lang, "tiebreak-heading", first_to=game.tiebreak_first_to or 0)
    return text(
        lang,
        "hand-heading",
        number=game.hand_number,
        total=len(game.schedule),
        size=game.hand_size,
    )


def deal_words(table: TableView, game: Game, lang: str) -> dict[str, str]:
    """What a message about the deal in progress names: the hand, the dealer, the turn-up
    and trumps."""
    return {
        "heading": hand_heading(game, lang),
        "dealer": who(table, game.dealer, lang),
        "card": card_text(game.turn_up, lang),
        "trump": suit_text(game.trump, lang),
    }


def seat_note(table: TableView, game: Game, seat: int, lang: str = ENGLISH) -> str:
    """What the table says of a seat beside its player: the bid, the tricks, away."""
    parts = []
    if not game.in_tiebreak and not game.is_over:
        bid = game.bids[seat]
        parts.append(text(lang, "seat-bid", bid=bid_text(bid, game.board_levels[seat], lang)))
    if game.phase is Phase.PLAY:
        parts.append(text(lang, "seat-tricks", count=game.tricks[seat]))
    occupant = table.seats[seat]
    if occupant is not None and occupant.away and occupant.away_until is not None:
        parts.append(text(lang, "seat-away-until-note", until=f"<t:{int(occupant.away_until)}:f>"))
    elif occupant is not None and occupant.away:
        parts.append(text(lang, "seat-away-note"))
    return " · ".join(parts)


def contracts_text(table: TableView, game: Game, lang: str = ENGLISH) -> str:
    """Each side's contract and the tricks it has, once the play began; else nothing."""
    if game.phase is not Phase.PLAY or not game.contracts:
        return ""
    options = table.options
    lines = []
    for side, contract in enumerate(game.contracts):
        level = game.side_board_levels[side]
        need = text(lang, "need-board", level=level, contract=contract) if level else str(contract)
        taken = sum(n for s, n in enumerate(game.tricks) if options.side_of(s) == side)
        lines.append(
            text(lang, "contract-line", side=side_name(options, side, lang), need=need, taken=taken)
        )
    return "\n".join(lines)


def trick_text(table: TableView, game: Game, lang: str = ENGLISH) -> str:
    """The trick in progress, in the order played."""
    plays = " · ".join(f"{who(table, s, lang)} {card_text(c, lang)}" for s, c in game.trick)
    return starting(plays, lang)


def turn_text(table: TableView, game: Game, lang: str = ENGLISH) -> str:
    """Whose turn it is and to do what (and, in their quiet hours, until when the timer
    waits); nothing once nobody is to act."""
    if game.to_act is None:
        return ""
    doing = "to-bid" if game.phase is Phase.BID else "to-play" if game.trick else "to-lead"
    turn = text(lang, doing, player=who(table, game.to_act, lang))
    if table.quiet_until is not None:
        # The server stops the turn timer in the player's quiet hours: until when.
        turn += "\n" + text(lang, "timer-quiet-until", until=str(int(table.quiet_until)))
    return turn


def scores_text(table: TableView, scores: tuple[int, ...], lang: str = ENGLISH) -> str:
    return "\n".join(
        text(
            lang,
            "score-line",
            side=side_name(table.options, side, lang),
            members=side_members(table, side, lang),
            score=score,
        )
        for side, score in enumerate(scores)
    )
