"""An event's words that its messages share: a pair named as its language joins two names,
a computer's seat, a moment, a percentage and matchpoints as the reader's language writes
them."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from babel.numbers import format_decimal

from bot.service.events_duplicate import PairRow
from bot.ui.words.i18n import ENGLISH, babel_locale, percentage, text

# The seats' names, north first (seats 1 to 4).
SEATS = ("event-seat-north", "event-seat-east", "event-seat-south", "event-seat-west")
DESCRIPTION: Final = 4096  # Discord's most characters in an embed's description
FIELD: Final = 1024  # in an embed field's value


def fitted(
    lines: Sequence[str], limit: int, lang: str = ENGLISH, *, more: int = 0, last: bool = False
) -> str:
    """As many of `lines` as `limit` characters hold, in their order, and "…and N more" for
    the rest (`more`: lines left out before). `last`: the last lines are kept rather than the
    first, the "more" line before them. A big event's travellers, standings and lists of
    pairs and tables do not fit Discord's limits; their pictures show every line."""
    whole = "\n".join(lines)
    if not more and len(whole) <= limit:
        return whole
    room = limit - len(text(lang, "event-more", count=len(lines) + more)) - 1
    kept: list[str] = []
    size = -1
    for line in reversed(lines) if last else lines:
        if size + 1 + len(line) > room:
            break
        kept.append(line)
        size += 1 + len(line)
    said = text(lang, "event-more", count=len(lines) - len(kept) + more)
    if last:
        return "\n".join([said, *reversed(kept)])
    return "\n".join([*kept, said])


def player(user_id: int | None, name: str | None, lang: str, *, mention: bool) -> str:
    """A seat's player: a mention (a message) or their name (a picture); a computer's seat
    in words."""
    if user_id is None:
        return text(lang, "event-computer")
    if mention:
        return f"<@{user_id}>"
    return name or str(user_id)


def pair_name(pair: PairRow | None, lang: str = ENGLISH, *, mention: bool = True) -> str:
    """A pair as its language joins two names (`ann and bo`, `ann og bo`, `ann·bo`)."""
    if pair is None:
        return "—"
    if pair.first_id is None and pair.second_id is None:
        return text(lang, "event-computer-pair")
    return text(
        lang,
        "event-pair",
        first=player(pair.first_id, pair.first_name, lang, mention=mention),
        second=player(pair.second_id, pair.second_name, lang, mention=mention),
    )


def moment(seconds: float, style: str = "f") -> str:
    """A Discord timestamp: each reader sees it in their own time zone and language."""
    return f"<t:{int(seconds)}:{style}>"


@lru_cache(maxsize=4096)
def percent(value: float, lang: str = ENGLISH) -> str:
    """A matchpoint share as every other percentage is written ("50,0 %" in Spanish)."""
    return percentage(lang, value, 1)


@lru_cache(maxsize=4096)
def matchpoints(value: float, lang: str = ENGLISH) -> str:
    """Matchpoints with their halves: `3`, `1.5` (`1,5`)."""
    return str(format_decimal(round(value, 2), "#,##0.##", locale=babel_locale(lang)))


@lru_cache(maxsize=4096)
def signed(value: int, lang: str = ENGLISH) -> str:
    """Points with their sign, as every score of a game is written (+10, -30, 0)."""
    written = str(format_decimal(abs(value), locale=babel_locale(lang)))
    return f"+{written}" if value > 0 else f"-{written}" if value < 0 else written
