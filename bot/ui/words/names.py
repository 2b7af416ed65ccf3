"""Who and what a message names: a seat as its player (or the computer playing it), a
computer's level, a side, a seat's label, how a game ended; the catalog's word for each level
and each way of sorting the leaderboard; the colour of the bot's embeds."""

from __future__ import annotations

from collections.abc import Sequence

import discord
from babel.lists import format_list

from bot.engine import Options
from bot.service import TableView

from .i18n import ENGLISH, babel_locale, capitalised, computer_names, language_of, text

# The catalog's word for each computer level and each way of sorting the leaderboard.
LEVELS = {"strong": "level-strong", "basic": "level-basic", "random": "level-random"}
# The catalog's name of each preset: the ids (`classic`, `pagat-3`) are what is typed, never
# what is read.
PRESET_WORDS = {"classic": "preset-classic", "pagat": "preset-pagat", "pagat-3": "preset-pagat-3"}
SORT_WORDS = {
    "rating": "sort-rating",
    "wins": "sort-wins",
    "win_rate": "sort-win_rate",
    "points_per_hand": "sort-points_per_hand",
    "contract_rate": "sort-contract_rate",
}

COLOUR = discord.Colour.dark_green()  # of every embed but the game's end


def who(table: TableView, seat: int, lang: str = ENGLISH) -> str:
    """A seat as a mention of its player (or the computer playing it)."""
    taken = table.seats[seat] if seat < len(table.seats) else None
    if taken is None:
        return text(lang, "seat-number", number=seat + 1)
    if taken.user_id is None:
        return text(lang, "computer-player", level=level_name(taken.computer or "strong", lang))
    return f"<@{taken.user_id}>"


def standalone(name: str, lang: str = ENGLISH) -> str:
    """A seat's name standing alone (a label, a field's value): a computer's name that the
    language writes with an article in lower case ("el 🤖 bot fuerte") takes a capital; a
    person's name is left as it is."""
    return capitalised(name) if name in computer_names(language_of(lang) or ENGLISH) else name


def starting(said: str, lang: str = ENGLISH) -> str:
    """A line that starts with a seat's name, with the capital a computer's name takes there
    ("El 🤖 bot fuerte A♠ · @alice 8♠")."""
    for name in computer_names(language_of(lang) or ENGLISH):
        if said.startswith(name):
            return capitalised(name) + said[len(name) :]
    return said


def running(said: str, lang: str = ENGLISH) -> str:
    """A clause that goes on a sentence (after "; "): a computer's name at its start is in
    lower case again ("…; el bot fuerte ha jugado el as")."""
    for name in computer_names(language_of(lang) or ENGLISH):
        if said.startswith(capitalised(name)):
            return name + said[len(name) :]
    return said


def level_name(level: str, lang: str = ENGLISH) -> str:
    """A computer's level (`strong`, `basic`, `random`) in words."""
    return text(lang, LEVELS[level]) if level in LEVELS else level


def preset_name(preset: str, lang: str = ENGLISH) -> str:
    """A preset as players read it: `Classic`, `clásica`, `3인 파갓`."""
    return text(lang, PRESET_WORDS[preset]) if preset in PRESET_WORDS else preset


# Korean says "and" between names with a particle that the name before it chooses (A와 B,
# 1팀과 2팀), which no list pattern can; CLDR's Korean pattern, 및, is the written style of
# documents. Its lists are comma lists, and a sentence that needs "and" says it around them.
_COMMA_LISTS = frozenset({"ko"})


def names_list(names: Sequence[str], lang: str = ENGLISH) -> str:
    """Names joined as the language joins them: `alice and carol`, `alice y carol`, `alice og
    carol` (CLDR's list patterns, through Babel); `alice, carol` in Korean."""
    locale = babel_locale(lang)
    if locale in _COMMA_LISTS:
        return ", ".join(names)
    return format_list(list(names), locale=locale) if names else ""


def chained(clauses: Sequence[str], lang: str = ENGLISH) -> str:
    """Clauses one after another as the language chains them (`picture-alt-then`: "; " in
    English, ", " in Korean): a trick's plays, a score sheet's sides, a deal's hands."""
    said = clauses[0] if clauses else ""
    for clause in clauses[1:]:
        said = text(lang, "picture-alt-then", first=said, next=clause)
    return said


def side_name(options: Options, side: int, lang: str = ENGLISH) -> str:
    return text(lang, "side-team" if options.partnerships else "side-seat", number=side + 1)


def side_members(table: TableView, side: int, lang: str = ENGLISH) -> str:
    seats = [s for s in range(table.options.players) if table.options.side_of(s) == side]
    taken = [table.seats[s] if s < len(table.seats) else None for s in seats]
    levels = {(t.computer or "strong") if t and t.user_id is None else None for t in taken}
    if len(seats) > 1 and len(levels) == 1 and None not in levels:
        # "two strong computers", not "the strong computer and the strong computer"
        (level,) = levels
        return text(lang, "computer-players", count=len(seats), level=level)
    return names_list([who(table, s, lang) for s in seats], lang)


def seat_label(options: Options, seat: int, lang: str = ENGLISH) -> str:
    if options.partnerships:
        return text(lang, "seat-team-label", number=seat + 1, team=options.side_of(seat) + 1)
    return text(lang, "seat-label", number=seat + 1)


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
