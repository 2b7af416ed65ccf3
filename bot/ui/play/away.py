"""`/backalley away until:`: until when a player lets the computer play, as they type it,
checked before the service hears of it."""

from __future__ import annotations

from bot.ui.words.input import parse_until
from bot.ui.words.refusals import UserError

# The farthest a player may be away until, from now: a month covers a holiday, and a seat
# handed over for longer is better given up.
AWAY_MOST_DAYS = 30
DAY = 86400


def read_away_until(typed: str, now: float, zone: str | None = None) -> float:
    """The moment a player is back by themselves, from a duration or a date (in their time
    zone, else UTC); a clear refusal for what cannot be read, a time past, or one more than
    AWAY_MOST_DAYS away."""
    until = parse_until(typed, now, zone)
    if until is None:
        raise UserError("away-until-unreadable", typed=typed.strip()[:40])
    if until <= now:
        raise UserError("away-until-past", until=f"<t:{int(until)}:f>")
    if until - now > AWAY_MOST_DAYS * DAY:
        raise UserError("away-until-far", days=AWAY_MOST_DAYS)
    return until
