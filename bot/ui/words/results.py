"""A hand's result and the game's end as embeds, and a preset's rules in words."""

from __future__ import annotations

import discord

from bot.engine import PRESETS, HandResult, TiebreakResult
from bot.service import TableView

from .cards import bid_text, suit_text
from .i18n import ENGLISH, text
from .names import COLOUR, names_list, preset_name, result_line, side_name, who
from .tables import schedule_text, scores_text


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
        tricks = names_list(
            [
                text(
                    lang,
                    "tiebreak-side-tricks",
                    side=side_name(options, side, lang),
                    count=taken[side],
                )
                for side in tiebreak.sides
            ],
            lang,
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
        title=text(lang, "rules-title", preset=preset_name(preset, lang)),
        description="\n".join(lines),
        colour=COLOUR,
    )
