"""Embeds and their words: the lobby, a hand's result, the end of the game, the rules; and
the lines the table's layout is made of (`table_message`)."""

from __future__ import annotations

import discord

from bot.engine import PRESETS, Game, HandResult, Options, Phase, TiebreakResult
from bot.service import Seat, TableView

from .cards import bid_text, card_text, suit_text
from .i18n import ENGLISH, duration, text

# The catalog's word for each computer level, each way of sorting the leaderboard, and each
# state of a table.
LEVELS = {"strong": "level-strong", "basic": "level-basic", "random": "level-random"}
SORT_WORDS = {
    "rating": "sort-rating",
    "wins": "sort-wins",
    "win_rate": "sort-win_rate",
    "points_per_hand": "sort-points_per_hand",
    "contract_rate": "sort-contract_rate",
}
STATUSES = {
    "lobby": "status-lobby",
    "active": "status-active",
    "cancelled": "status-cancelled",
    "abandoned": "status-abandoned",
    "finished": "status-finished",
}

COLOUR = discord.Colour.dark_green()


def who(table: TableView, seat: int, lang: str = ENGLISH) -> str:
    """A seat as a mention of its player (or the computer playing it)."""
    taken = table.seats[seat] if seat < len(table.seats) else None
    if taken is None:
        return text(lang, "seat-number", number=seat + 1)
    if taken.user_id is None:
        return text(lang, "computer-player", level=level_name(taken.computer or "strong", lang))
    return f"<@{taken.user_id}>"


def level_name(level: str, lang: str = ENGLISH) -> str:
    """A computer's level (`strong`, `basic`, `random`) in words."""
    return text(lang, LEVELS[level]) if level in LEVELS else level


def side_name(options: Options, side: int, lang: str = ENGLISH) -> str:
    return text(lang, "side-team" if options.partnerships else "side-seat", number=side + 1)


def side_members(table: TableView, side: int, lang: str = ENGLISH) -> str:
    seats = [s for s in range(table.options.players) if table.options.side_of(s) == side]
    return " & ".join(who(table, s, lang) for s in seats)


def schedule_text(hands: tuple[int, ...]) -> str:
    if len(hands) <= 8:
        return ", ".join(map(str, hands))
    return f"{', '.join(map(str, hands[:4]))}, …, {', '.join(map(str, hands[-3:]))}"


def options_text(table: TableView) -> str:
    base = PRESETS[table.preset]
    changed = table.options.overrides_from(base)
    changed.pop("hands", None)
    if not changed:
        return ""
    return ", ".join(f"{k} = {v}" for k, v in changed.items())


def seat_label(options: Options, seat: int, lang: str = ENGLISH) -> str:
    if options.partnerships:
        return text(lang, "seat-team-label", number=seat + 1, team=options.side_of(seat) + 1)
    return text(lang, "seat-label", number=seat + 1)


def lobby_embed(table: TableView, lang: str = ENGLISH) -> discord.Embed:
    options = table.options
    embed = discord.Embed(
        title=text(lang, "lobby-title", preset=table.preset),
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
            value=who(table, seat, lang) if taken else text(lang, "seat-free"),
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
    return " · ".join(f"{who(table, s, lang)} {card_text(c, lang)}" for s, c in game.trick)


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


def hand_result_embed(
    table: TableView, result: HandResult, scores: tuple[int, ...], lang: str = ENGLISH
) -> discord.Embed:
    options = table.options
    embed = discord.Embed(
        title=text(lang, "hand-scored-title", number=result.number, total=len(options.hands)),
        description=text(
            lang, "hand-scored-description", size=result.size, trump=suit_text(result.trump, lang)
        ),
        colour=COLOUR,
    )
    for side in range(options.sides):
        seats = [s for s in range(options.players) if options.side_of(s) == side]
        bids = ", ".join(
            f"{who(table, s, lang)} {bid_text(result.bids[s], result.board_levels[side], lang)}"
            for s in seats
        )
        taken = sum(result.tricks[s] for s in seats)
        level = result.board_levels[side]
        contract = (
            text(lang, "contract-board-short", level=level)
            if level
            else str(result.contracts[side])
        )
        embed.add_field(
            name=side_name(options, side, lang),
            value=text(
                lang,
                "hand-scored-side",
                bids=bids,
                contract=contract,
                taken=taken,
                points=f"{result.points[side]:+d}",
                total=scores[side],
            ),
            inline=True,
        )
    return embed


def result_line(table: TableView, winner: int | None, lang: str = ENGLISH) -> str:
    """How a game ended: the side that won, with its players, or a draw."""
    if winner is None:
        return text(lang, "game-drawn")
    return text(
        lang,
        "game-won",
        side=side_name(table.options, winner, lang),
        members=side_members(table, winner, lang),
    )


def game_over_embed(
    table: TableView,
    scores: tuple[int, ...],
    winner: int | None,
    tiebreak: TiebreakResult | None,
    lang: str = ENGLISH,
) -> discord.Embed:
    options = table.options
    embed = discord.Embed(
        title=text(lang, "game-over-title"),
        description=result_line(table, winner, lang),
        colour=discord.Colour.gold(),
    )
    embed.add_field(
        name=text(lang, "field-final-scores"), value=scores_text(table, scores, lang), inline=False
    )
    if tiebreak is not None:
        taken = [0] * options.sides
        for seat, count in enumerate(tiebreak.tricks):
            taken[options.side_of(seat)] += count
        tricks = ", ".join(
            f"{side_name(options, side, lang)} {taken[side]}" for side in tiebreak.sides
        )
        embed.add_field(
            name=text(lang, "field-tiebreak"),
            value=text(lang, "tiebreak-tricks", tricks=tricks),
            inline=False,
        )
    return embed


def rules_embed(preset: str, lang: str = ENGLISH) -> discord.Embed:
    """A readable summary of a preset's rules (RULES.md), in the reader's language."""
    o = PRESETS[preset]
    lines = [
        text(lang, "rules-players-four" if o.partnerships else "rules-players-three"),
        text(lang, "rules-hands", count=len(o.hands), schedule=schedule_text(o.hands)),
        text(lang, "rules-cards"),
        text(lang, "rules-trumps-swap" if o.joker_turnup == "swap" else "rules-trumps-turn"),
        text(
            lang,
            "rules-bidding",
            top="minus" if o.max_bid == "hand_minus_one" else "size",
            all_pass="redeal" if o.all_pass == "redeal_next_dealer" else "play",
        ),
        text(
            lang,
            "rules-boards",
            escalation="linear" if o.board_escalation == "linear" else "flat",
            lead="last" if o.board_lead == "last" else "first",
        ),
        text(lang, "rules-play", trump_lead=o.board_trump_lead),
    ]
    if o.blooper_leads:
        lines.append(text(lang, "rules-bloopers"))
    if o.weak_hand_redeal:
        lines.append(text(lang, "rules-weak"))
    lines.append(
        text(
            lang, "rules-scoring", zero="overtricks" if o.zero_contract == "overtricks" else "none"
        )
    )
    lines.append(text(lang, "rules-end-tiebreak" if o.tiebreak == "hand" else "rules-end-draw"))
    return discord.Embed(
        title=text(lang, "rules-title", preset=preset), description="\n".join(lines), colour=COLOUR
    )
