"""What players type: cards (`as`, `10h`, `t♥`, `big`, and the names of their language),
bids, hand schedules, durations.

Numbers are read from the digits 0-9 only, and only as many as a number of the game can
need: `²` is a digit to `str.isdigit` but no number to `int`, `٣` and `３` are numbers to
`int` that no player of these languages types for one, and a page of digits is more than
`int` reads; each is text that is no bid, no schedule, no time, and refused as such."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.engine import BIG_BLOOPER, BOARD, CARDS, LITTLE_BLOOPER, Bid, Card, parse_card

from .cards import bid_text, card_code, card_label, card_name, rank_name, suit_name
from .i18n import ENGLISH
from .i18n import text as text_of

SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
_SUIT_WORDS = {
    "spade": "S",
    "spades": "S",
    "heart": "H",
    "hearts": "H",
    "diamond": "D",
    "diamonds": "D",
    "club": "C",
    "clubs": "C",
}
_RANK_WORDS = {
    "ace": "A",
    "king": "K",
    "queen": "Q",
    "jack": "J",
    "ten": "10",
    "t": "10",
    "nine": "9",
    "eight": "8",
    "seven": "7",
    "six": "6",
    "five": "5",
    "four": "4",
    "three": "3",
    "two": "2",
}
_BIG = {"bj", "big", "big blooper", "bigblooper", "big joker", "b"}
_LITTLE = {"lj", "little", "little blooper", "littleblooper", "little joker", "small", "l"}


def parse_card_input(text: str, lang: str = ENGLISH) -> Card | None:
    """What people type for a card: the player's language's codes first (`AP` is the ace of
    spades in Spanish, `DS` the Danish queen of spades), then the English codes and words
    (`AS`, `as`, `10h`, `t♥`, `Q of spades`, `big`, `BJ`), then the language's labels and
    names (`D♥`, `hjerter dame`, `빅 블루퍼`)."""
    readings = card_readings(text, lang)
    return readings[0] if readings else None


def card_readings(text: str, lang: str = ENGLISH) -> list[Card]:
    """Every card the text may mean, most likely first: by the language's codes, by the
    English ones, by name. Two where a code means one card in the language's letters and
    another in the English ones (Spanish `AC`: as de corazones, ace of clubs)."""
    found: list[Card] = []
    for card in (
        codes_of(lang).get(_compact(text)),
        _parse_english(text),
        names_of(lang).get(_fold(text)),
    ):
        if card is not None and card not in found:  # a card is an int: the 2♠ is 0
            found.append(card)
    return found


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("🃏", "").strip().casefold())


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text.strip().casefold())


@cache
def codes_of(lang: str) -> dict[str, Card]:
    """The codes a player of the language types, folded, each to its card."""
    return {_compact(card_code(card, lang)): card for card in CARDS}


@cache
def names_of(lang: str) -> dict[str, Card]:
    """A language's labels and names of the cards, folded, each to its card; and the rank's
    and the suit's names side by side in either order, as a card was named before each
    language said it its own way (`srce dama`, now `srčna dama`)."""
    found: dict[str, Card] = {}
    for card in CARDS:
        name = _fold(card_name(card, lang))
        if card.rank is not None and card.suit is not None:
            rank, suit = rank_name(card.rank, lang), suit_name(card.suit, lang)
            found[_fold(f"{suit} {rank}")] = card
            found[_fold(f"{rank} {suit}")] = card
            # A rank's name with its article (la reina): the name is typed without it too.
            article = _fold(rank).split(" ")[0] + " " if " " in rank.strip() else ""
            if article and name.startswith(article):
                found[name.removeprefix(article)] = card
        found[_fold(card_label(card, lang))] = card
        found[name] = card
    found.update(_FORMER_NAMES.get(lang, {}))
    return found


# The Bloopers' names a catalog once said and its players may still type.
_FORMER_NAMES: dict[str, dict[str, Card]] = {
    "es": {"gran blooper": BIG_BLOOPER, "pequeño blooper": LITTLE_BLOOPER,
           "el gran blooper": BIG_BLOOPER, "el pequeño blooper": LITTLE_BLOOPER},
    "gl": {"gran blooper": BIG_BLOOPER, "pequeno blooper": LITTLE_BLOOPER,
           "o gran blooper": BIG_BLOOPER, "o pequeno blooper": LITTLE_BLOOPER},
    "sl": {"veliki blooper": BIG_BLOOPER, "mali blooper": LITTLE_BLOOPER},
}  # fmt: skip


def _parse_english(text: str) -> Card | None:
    cleaned = text.strip()
    exact = parse_card(cleaned)
    if exact is not None:
        return exact
    lowered = re.sub(r"\s+", " ", cleaned.lower()).replace("the ", "")
    if lowered in _BIG:
        return BIG_BLOOPER
    if lowered in _LITTLE:
        return LITTLE_BLOOPER
    for symbol, letter in SUIT_SYMBOLS.items():
        lowered = lowered.replace(symbol, letter.lower())
    words = lowered.replace(" of ", " ").split()
    if len(words) == 2:
        rank = _RANK_WORDS.get(words[0], words[0]).upper()
        suit = _SUIT_WORDS.get(words[1], words[1]).upper()
        return parse_card(rank + suit)
    compact = lowered.replace(" ", "").upper()
    return parse_card(compact)


# Words for a board bid that a language's catalog once said and its players may still type.
_FORMER_BOARDS = ("taboleiro",)  # Galician, before *capote*

# The most digits of a number a player types (a bid, a hand size, a duration's count):
# beyond, it is no such number.
DIGITS_MOST = 9
NUMBER = f"[0-9]{{1,{DIGITS_MOST}}}"


def whole_number(text: str) -> int | None:
    """A whole number written with the digits 0-9, at most DIGITS_MOST of them; None for
    anything else."""
    if not 0 < len(text) <= DIGITS_MOST or not text.isascii() or not text.isdigit():
        return None
    return int(text)


def parse_bid_input(text: str, lang: str = ENGLISH) -> Bid | None:
    """What people type for a bid: `pass`, `0`, `3`, `board`, or the player's language's words
    for pass and board (`paso`, `패스`, `보드`, `capote`); None if it is none of these."""
    cleaned = _fold(text)
    if cleaned in ("pass", "p", "0", "zero", "no bid") or cleaned == _fold(bid_text(0, 0, lang)):
        return 0
    if cleaned in ("board", "b", *_FORMER_BOARDS) or cleaned == _fold(bid_text(BOARD, 0, lang)):
        return BOARD
    return whole_number(cleaned)


def parse_hands(text: str) -> list[int] | None:
    """A schedule such as `5,3,1` or `5 3 1`; None if it is not one."""
    numbers = [whole_number(p) for p in re.split(r"[\s,;]+", text.strip()) if p]
    if not numbers or None in numbers:
        return None
    return [n for n in numbers if n is not None]


# A duration's units as players of each catalog's language write them: `30m`, `2 h`,
# `2 dage`, `3 timer`, `2 días`, `30분`, `12시간`, `2일`, `3 ure`, `2 dni`.
_UNITS = {
    60: ("m", "min", "mins", "minute", "minutes", "minuto", "minutos", "minut", "minutter",
         "minuta", "minute", "minut", "분"),
    3600: ("h", "hr", "hour", "hours", "hora", "horas", "t", "time", "timer", "ura", "uri",
           "ure", "ur", "시간"),
    86400: ("d", "day", "days", "día", "días", "dia", "dias", "dag", "dage", "dan", "dneva",
            "dni", "일"),
}  # fmt: skip
_SECONDS = {word: seconds for seconds, words in _UNITS.items() for word in words}
# "No timer", as typed in each language.
OFF_WORDS = ("off", "none", "no", "0", "ninguno", "non", "ningún", "nej", "fra", "ingen", "ne",
        "brez", "izklop", "끄기", "없음", "꺼짐")  # fmt: skip


def parse_duration(text: str) -> int | None:
    """Seconds of `30m`, `12h`, `2d`, `90` (minutes), in any catalog's words (`2 dage`,
    `30분`); 0 for `off` and its words; None if unreadable."""
    cleaned = text.strip().lower().replace(" ", "")
    if cleaned in OFF_WORDS:
        return 0
    match = re.fullmatch(rf"({NUMBER})([^0-9]*)", cleaned)
    if match is None or (match[2] and match[2] not in _SECONDS):
        return None
    return int(match[1]) * _SECONDS.get(match[2], 60)


WHOLE_GAME = "game"


def parse_review_choice(text: str, lang: str = ENGLISH) -> int | str | None:
    """What `/backalley review hand:` asks for: a hand's number, `WHOLE_GAME` (`game`, or
    the word of the player's language: `partida`, `spil`, `전체`, `partija`), "" for the
    last finished hand; None if it is none of these."""
    chosen = text.strip().casefold()
    if not chosen:
        return ""
    number = whole_number(chosen)
    if number is not None:
        return number
    if chosen in (WHOLE_GAME, text_of(lang, "review-game-word").casefold()):
        return WHOLE_GAME
    return None


_UNIT = "|".join(sorted(map(re.escape, _SECONDS), key=len, reverse=True))
_SPAN = re.compile(rf"({NUMBER})\s*({_UNIT})(?![^\W\d_])")
_SPANS = re.compile(rf"(?:{NUMBER}\s*(?:{_UNIT})(?![^\W\d_])\s*)+")
_DATE = re.compile(r"([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:[ t]([0-9]{1,2}):([0-9]{2}))?")


def parse_until(text: str, now: float, zone: str | None = None) -> float | None:
    """The moment of `3d`, `12h`, `2d6h`, `1h30m` (or in any catalog's words: `3 dage`,
    `2일 6시간`) from `now`, or of a date `2026-12-24` (its start) or `2026-12-24 18:00`, in the
    IANA `zone` (UTC when None); None if unreadable."""
    cleaned = text.strip().lower()
    if _SPANS.fullmatch(cleaned):
        return now + sum(int(n) * _SECONDS[unit] for n, unit in _SPAN.findall(cleaned))
    match = _DATE.fullmatch(cleaned)
    if match is None:
        return None
    year, month, day, hour, minute = (int(part or 0) for part in match.groups())
    try:
        where = ZoneInfo(zone) if zone else UTC
        return datetime(year, month, day, hour, minute, tzinfo=where).timestamp()
    except (ValueError, ZoneInfoNotFoundError):
        return None
