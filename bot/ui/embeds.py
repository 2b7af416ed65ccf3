"""Embeds: the lobby, the table, a hand's result, the end of the game, the rules."""

from __future__ import annotations

import discord

from bot.engine import PRESETS, Game, HandResult, Options, Phase, TiebreakResult
from bot.engine.words import plural
from bot.service import Seat, TableView

from .cards import bid_text, card_text, suit_text

COLOUR = discord.Colour.dark_green()


def who(table: TableView, seat: int) -> str:
    """A seat as a mention of its player (or the computer playing it)."""
    taken = table.seats[seat] if seat < len(table.seats) else None
    if taken is None:
        return f"seat {seat + 1}"
    if taken.user_id is None:
        return f"🤖 computer ({taken.computer})"
    return f"<@{taken.user_id}>"


def side_name(options: Options, side: int) -> str:
    if options.partnerships:
        return f"Team {side + 1}"
    return f"Seat {side + 1}"


def side_members(table: TableView, side: int) -> str:
    seats = [s for s in range(table.options.players) if table.options.side_of(s) == side]
    return " & ".join(who(table, s) for s in seats)


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


def lobby_embed(table: TableView) -> discord.Embed:
    options = table.options
    embed = discord.Embed(
        title=f"Back Alley — {table.preset} lobby",
        description=(
            f"{plural(len(options.hands), 'hand')}: {schedule_text(options.hands)}\n"
            + (
                "Two partnerships: seats 1 & 3 against seats 2 & 4."
                if options.partnerships
                else "Three players, each for themself."
            )
        ),
        colour=COLOUR,
    )
    extra = options_text(table)
    if extra:
        embed.add_field(name="Options", value=extra, inline=False)
    if table.turn_timer:
        embed.add_field(name="Turn timer", value=duration_text(table.turn_timer), inline=False)
    for seat in range(options.players):
        label = f"Seat {seat + 1}"
        if options.partnerships:
            label += f" · Team {options.side_of(seat) + 1}"
        taken: Seat | None = table.seats[seat]
        embed.add_field(name=label, value=who(table, seat) if taken else "*free*", inline=True)
    status = {
        "lobby": "Press **Join** to sit down. The host starts the game when every seat is taken.",
        "active": "The game is under way.",
        "cancelled": "This lobby was cancelled.",
        "abandoned": "This game was abandoned.",
        "finished": "This game is over.",
    }[table.status]
    embed.set_footer(text=status)
    embed.add_field(name="Host", value=f"<@{table.host_id}>", inline=False)
    if table.status == "active" and table.thread_id is not None:
        embed.add_field(name="Where", value=f"The game is played in <#{table.thread_id}>.")
    return embed


def duration_text(seconds: int) -> str:
    if seconds % 86400 == 0:
        return f"{seconds // 86400} day{'s' if seconds != 86400 else ''}"
    if seconds % 3600 == 0:
        return f"{seconds // 3600} hour{'s' if seconds != 3600 else ''}"
    return f"{seconds // 60} minute{'s' if seconds != 60 else ''}"


def hand_heading(game: Game) -> str:
    if game.in_tiebreak:
        return f"Tiebreak hand (13 cards, first to {game.tiebreak_first_to or 'most'} tricks)"
    return f"Hand {game.hand_number} of {len(game.schedule)} — {game.hand_size} card" + (
        "s" if game.hand_size > 1 else ""
    )


def table_embed(table: TableView) -> discord.Embed:
    """The table: the hand, the turn-up, bids and tricks, contracts, the trick, the scores."""
    game = table.game
    if game is None:
        return lobby_embed(table)
    options = table.options
    embed = discord.Embed(title=f"Back Alley — {table.preset}", colour=COLOUR)
    if game.is_over:
        embed.description = "The game is over."
    else:
        embed.description = (
            f"**{hand_heading(game)}**\n"
            f"Dealer {who(table, game.dealer)} · turn-up {card_text(game.turn_up)} · "
            f"trumps: **{suit_text(game.trump)}**"
        )
    for seat in range(options.players):
        if not game.is_over and seat not in game.seats:
            continue
        bid = game.bids[seat] if not game.is_over else None
        parts = []
        if not game.in_tiebreak and not game.is_over:
            parts.append(f"bid {bid_text(bid, game.board_levels[seat])}")
        if game.phase is Phase.PLAY:
            parts.append(f"{game.tricks[seat]} trick{'s' if game.tricks[seat] != 1 else ''}")
        occupant = table.seats[seat]
        if occupant is not None and occupant.away:
            parts.append("away: the computer plays")
        marker = "▶ " if seat == game.to_act else ""
        name = f"{marker}Seat {seat + 1}"
        if options.partnerships:
            name += f" · Team {options.side_of(seat) + 1}"
        embed.add_field(name=name, value=f"{who(table, seat)}\n{' · '.join(parts)}", inline=True)
    if game.phase is Phase.PLAY and game.contracts:
        lines = []
        for side, contract in enumerate(game.contracts):
            level = game.side_board_levels[side]
            need = f"board ×{level} (all {contract})" if level else f"{contract}"
            taken = sum(n for s, n in enumerate(game.tricks) if options.side_of(s) == side)
            lines.append(f"{side_name(options, side)}: needs {need}, has {taken}")
        embed.add_field(name="Contracts", value="\n".join(lines), inline=False)
    if game.trick:
        trick = " · ".join(f"{who(table, s)} {card_text(c)}" for s, c in game.trick)
        embed.add_field(name="Current trick", value=trick, inline=False)
    embed.add_field(name="Scores", value=scores_text(table, tuple(game.scores)), inline=False)
    if game.to_act is not None:
        doing = "bid" if game.phase is Phase.BID else "play"
        if game.phase is Phase.PLAY and not game.trick:
            doing = "lead"
        embed.add_field(name="Turn", value=f"{who(table, game.to_act)} to {doing}", inline=False)
    return embed


def scores_text(table: TableView, scores: tuple[int, ...]) -> str:
    return "\n".join(
        f"{side_name(table.options, side)} ({side_members(table, side)}): **{score}**"
        for side, score in enumerate(scores)
    )


def hand_result_embed(
    table: TableView, result: HandResult, scores: tuple[int, ...]
) -> discord.Embed:
    options = table.options
    embed = discord.Embed(
        title=f"Hand {result.number} of {len(options.hands)} scored",
        description=(
            f"{result.size} card{'s' if result.size > 1 else ''} · trumps {suit_text(result.trump)}"
        ),
        colour=COLOUR,
    )
    for side in range(options.sides):
        seats = [s for s in range(options.players) if options.side_of(s) == side]
        bids = ", ".join(
            f"{who(table, s)} {bid_text(result.bids[s], result.board_levels[side])}" for s in seats
        )
        taken = sum(result.tricks[s] for s in seats)
        level = result.board_levels[side]
        contract = f"board ×{level}" if level else str(result.contracts[side])
        embed.add_field(
            name=side_name(options, side),
            value=(
                f"bids: {bids}\ncontract {contract}, took {taken}\n"
                f"points **{result.points[side]:+d}**, total **{scores[side]}**"
            ),
            inline=True,
        )
    return embed


def game_over_embed(
    table: TableView, scores: tuple[int, ...], winner: int | None, tiebreak: TiebreakResult | None
) -> discord.Embed:
    options = table.options
    if winner is None:
        headline = "The game is drawn."
    else:
        headline = f"**{side_name(options, winner)}** wins: {side_members(table, winner)} 🎉"
    embed = discord.Embed(title="Game over", description=headline, colour=discord.Colour.gold())
    embed.add_field(name="Final scores", value=scores_text(table, scores), inline=False)
    if tiebreak is not None:
        taken = [0] * options.sides
        for seat, count in enumerate(tiebreak.tricks):
            taken[options.side_of(seat)] += count
        tricks = ", ".join(f"{side_name(options, side)} {taken[side]}" for side in tiebreak.sides)
        embed.add_field(name="Decided by a tiebreak hand", value=f"tricks: {tricks}", inline=False)
    return embed


def rules_embed(preset: str) -> discord.Embed:
    """A readable summary of a preset's rules."""
    o = PRESETS[preset]
    players = "4, two partnerships (seats 1 & 3, 2 & 4)" if o.partnerships else "3, each alone"
    joker = (
        "A joker turned up means no trumps; whoever holds the other joker swaps it for the "
        "next card."
        if o.joker_turnup == "swap"
        else "A joker turned up: keep turning until a plain card shows."
    )
    top = "one less than the hand size" if o.max_bid == "hand_minus_one" else "the hand size"
    all_pass = (
        "If everyone passes, the next dealer deals again."
        if o.all_pass == "redeal_next_dealer"
        else "If everyone passes, the hand is still played."
    )
    boards = (
        "each later board raises the stakes: double, triple, quadruple board."
        if o.board_escalation == "linear"
        else "every board counts once."
    )
    board_lead = "last" if o.board_lead == "last" else "first"
    trump_lead = {
        "bidder": " or you bid board",
        "anyone": " or someone bid board",
        "none": "",
    }[o.board_trump_lead]
    zero = "1 per trick" if o.zero_contract == "overtricks" else "nothing"
    lines = [
        f"**Players:** {players}.",
        f"**Hands:** {len(o.hands)} — {schedule_text(o.hands)} cards.",
        "**Cards:** 54 — the Big and the Little Blooper are the two highest trumps, then "
        "A K Q J 10 … 2.",
        f"**Trumps:** the card turned up after the deal names them. {joker}",
        "**Bidding:** once round, left of the dealer first: pass, a number of tricks up to "
        f"{top}, or *board* (your side takes every trick). Partners' bids add up. {all_pass}",
        f"**Boards:** {boards} The {board_lead} board bidder leads.",
        "**Play:** the highest bidder leads; follow suit if you can; the highest trump wins, "
        "else the highest card of the suit led. Trumps may not be led before one has been "
        f"played, unless you hold only trumps{trump_lead}.",
    ]
    if o.blooper_leads:
        lines.append(
            "**Blooper leads:** when the Big Blooper is led, everyone with a trump plays their "
            "highest; when the Little Blooper is led, their lowest."
        )
    if o.weak_hand_redeal:
        lines.append(
            "**Weak hands:** with 7 or more cards, a hand without an ace, a face card or a "
            "trump is thrown in and the same dealer deals again."
        )
    lines.append(
        "**Scoring:** make a contract of *t* tricks: 5 per trick bid plus 1 per extra trick; "
        "fail: lose 5 per trick bid. Board: 10 per trick times its level, won or lost. "
        f"A side that bid nothing scores {zero}."
    )
    lines.append(
        "**End:** most points after the last hand wins; a tie is played off in a tiebreak "
        "hand of 13 cards, first to 7 tricks."
        if o.tiebreak == "hand"
        else "**End:** most points after the last hand wins; a tie is a draw."
    )
    return discord.Embed(
        title=f"Back Alley rules — {preset}", description="\n".join(lines), colour=COLOUR
    )
