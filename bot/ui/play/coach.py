"""The coach's words: a review of a hand or of the game, a hint, and a refused claim."""

from __future__ import annotations

import discord

from bot.ai.review import Decision, GameReview, HandReview, Hint
from bot.engine import Card
from bot.service import TableView
from bot.ui.words.cards import bid_text, card_text
from bot.ui.words.i18n import ENGLISH, number, text
from bot.ui.words.names import names_list, who


def move_text(move: object, lang: str) -> str:
    return card_text(move, lang) if isinstance(move, Card) else bid_text(move, 1, lang)  # type: ignore[arg-type]


def cost_text(cost: float, lang: str, *, tiebreak: bool = False) -> str:
    """A cost as the player reads it: points, or (in a tiebreak hand, where the value is +1
    for winning it and -1 for losing) a share of the chance of winning the tiebreak."""
    if tiebreak:
        return text(lang, "coach-chance", percent=number(lang, round(cost * 50)))
    # A number, not its text, so that the message can choose its plural form; a whole one
    # as an int (CLDR gives 1.0 the form of "1.5", not of "1").
    points = round(cost, 1)
    return text(lang, "coach-points", points=int(points) if points.is_integer() else points)


def moment_text(decision: Decision, lang: str) -> str:
    """Where a decision was: its bid, or its card and trick."""
    if decision.kind == "bid":
        return text(lang, "coach-moment-bid", bid=move_text(decision.played, lang))
    return text(
        lang, "coach-moment-card", card=move_text(decision.played, lang), trick=decision.trick or 0
    )


def decision_line(decision: Decision, lang: str, *, tiebreak: bool) -> str:
    played = move_text(decision.played, lang)
    suggested = move_text(decision.suggested, lang)
    where = (
        text(lang, "coach-where-bid")
        if decision.kind == "bid"
        else text(
            lang, "coach-where-card", trick=decision.trick or 0, position=decision.position or 0
        )
    )
    if not decision.differs:
        return text(lang, "coach-line-same", where=where, played=played)
    return text(
        lang,
        "coach-line-differs",
        where=where,
        played=played,
        suggested=suggested,
        cost=cost_text(decision.cost, lang, tiebreak=tiebreak),
    )


def hand_review_embed(review: HandReview, lang: str = ENGLISH) -> discord.Embed:
    lines = [decision_line(d, lang, tiebreak=review.tiebreak) for d in review.decisions]
    costliest = review.costliest
    if costliest is None:
        summary = text(lang, "coach-summary-clean")
    else:
        summary = text(
            lang,
            "coach-summary",
            moment=moment_text(costliest, lang),
            cost=cost_text(costliest.cost, lang, tiebreak=review.tiebreak),
        )
    lines += ["", summary]
    return discord.Embed(
        title=text(lang, "coach-hand-title", number=review.hand_number),
        description="\n".join(lines),
    )


def game_review_embed(table: TableView, review: GameReview, lang: str = ENGLISH) -> discord.Embed:
    lines = []
    for seat in review.seats:
        player = who(table, seat.seat, lang)
        if seat.costliest is None or seat.costliest_hand is None:
            lines.append(text(lang, "coach-game-clean", player=player))
            continue
        lines.append(
            text(
                lang,
                "coach-game-line",
                player=player,
                differences=seat.differences,
                cost=cost_text(seat.total_cost, lang),
                moment=moment_text(seat.costliest, lang),
                hand=seat.costliest_hand,
                worst=cost_text(seat.costliest.cost, lang),
            )
        )
    return discord.Embed(title=text(lang, "coach-game-title"), description="\n".join(lines))


def hint_text(hint: Hint, lang: str = ENGLISH) -> str:
    lines = [text(lang, "hint-choice", move=move_text(hint.choice, lang))]
    others = [alternative_text(move, cost, lang) for move, cost in hint.alternatives]
    if others:
        moves = names_list(others, lang)
        lines.append(text(lang, "hint-alternatives", moves=moves, count=len(others)))
    lines.append(text(lang, "hint-marked"))
    return "\n".join(lines)


def alternative_text(move: object, cost: float, lang: str) -> str:
    """A move next to the hinted one, with what it costs; one that costs less than the
    tenth of a point the costs are shown to is practically as good, not "0 points less"."""
    if round(cost, 1) == 0:
        return text(lang, "hint-alternative-even", move=move_text(move, lang))
    return text(lang, "hint-alternative", move=move_text(move, lang), cost=cost_text(cost, lang))
