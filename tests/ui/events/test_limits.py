"""A big event's messages within Discord's limits, in every language: 64 pairs at 32 tables
with the snowflakes of real members, a 48-deal record, 128 entries. The embeds list what their
characters hold and say how many more there are (the pictures show every line); the reader's
own standing is never cut."""

from __future__ import annotations

import discord
import pytest

from bot.service.events_duplicate import (
    EventStandings,
    EventTraveller,
    EventView,
    PairDeal,
    PairRecord,
)
from bot.service.events_scoring import PairStanding, Score, Traveller, TravellerLine
from bot.store.events import DealResult, EventRow, PairRow, PlayerRow, RoundRow, TableRow
from bot.ui.events.entries import event_embed
from bot.ui.events.results import record_embed, standings_embed, traveller_embed
from bot.ui.events.words import fitted
from bot.ui.words.i18n import LANGUAGES

PAIRS = 64
SNOWFLAKE = 1_234_567_890_123_456_789  # a member's id has 19 digits


def user(n: int) -> int:
    return SNOWFLAKE + n


def event(status: str) -> EventRow:
    return EventRow(
        1, 10, 20, "A club night with a rather long name", user(0), "pairs", 48, (13, 1),
        86400.0, 43200, None, status, False, "00" * 32, 6, 0.0, 0.0, None, None,
    )  # fmt: skip


def running_view(status: str = "running") -> EventView:
    pairs = tuple(
        PairRow(p, user(2 * p), f"player {2 * p}", user(2 * p + 1), f"player {2 * p + 1}", None)
        for p in range(1, PAIRS + 1)
    )
    rounds = tuple(
        RoundRow(r, 1, 0, 1, (13,) * 8, 0.0, 86400.0, None, 1.0, None) for r in range(1, 7)
    )
    tables = tuple(
        TableRow(r, t, 2 * t - 1, 2 * t, user(10_000 + t), t, 1.0)
        for r in range(1, 7)
        for t in range(1, PAIRS // 2 + 1)
    )
    return EventView(event(status), (), pairs, rounds, tables)


def within_limits(embed: discord.Embed) -> None:
    data = embed.to_dict()
    assert len(data.get("title", "")) <= 256
    assert len(data.get("description", "")) <= 4096
    for item in data.get("fields", []):
        assert len(item["name"]) <= 256 and len(item["value"]) <= 1024
    assert len(embed) <= 6000


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_traveller_of_32_tables(lang: str) -> None:
    view = running_view()
    hands = ("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",) * 4
    lines = tuple(
        TravellerLine(
            t,
            2 * t - 1,
            2 * t,
            DealResult(1, t, 1, -120, 1230, ("board", "13", "0", "12"), (3, 4, 3, 3), hands),
            Score(15.5, 15.5, 31, 50.0, 50.0),
        )
        for t in range(1, PAIRS // 2 + 1)
    )
    made = EventTraveller(view, Traveller(1, 1, lines, hands), True)
    embed = traveller_embed(made, lang)
    within_limits(embed)
    assert embed.description is not None and embed.description.count("\n") >= 10


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_standings_of_64_pairs_keep_the_readers_own_line(lang: str) -> None:
    view = running_view()
    rows = tuple(PairStanding(p, p, 100.0 - p, 123.5, 186.0, 48) for p in range(1, PAIRS + 1))
    last = view.pair(PAIRS)
    assert last is not None
    embed = standings_embed(EventStandings(view, 6, rows), lang, last.first_id)
    within_limits(embed)
    assert embed.description is not None
    assert embed.description.splitlines()[-1].count(str(last.first_id)) == 1


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_pairs_record_of_48_deals_keeps_the_last(lang: str) -> None:
    view = running_view("finished")
    pair = view.pair(1)
    assert pair is not None
    deals = tuple(
        PairDeal(r, d, 1, True, 2, -1230, 1230, 33.3) for r in range(1, 7) for d in range(1, 9)
    )
    embed = record_embed(PairRecord(view, pair, deals, None), lang)
    within_limits(embed)
    assert embed.description is not None and "6" in embed.description.splitlines()[-1]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_an_event_of_128_entries_then_64_pairs_at_32_tables(lang: str) -> None:
    players = tuple(PlayerRow(user(n), f"p{n}", None, "in", 0.0) for n in range(2 * PAIRS))
    entries = EventView(event("entries"), players, (), (), ())
    within_limits(event_embed(entries, lang))
    within_limits(event_embed(running_view(), lang))


def test_fitted_keeps_what_fits_and_counts_the_rest() -> None:
    lines = [f"line {n:02}" for n in range(10)]  # 7 characters each
    assert fitted(lines, 100) == "\n".join(lines)
    cut = fitted(lines, 40)
    assert len(cut) <= 40 and cut.startswith("line 00") and cut.endswith("…and 7 more")
    assert fitted(lines, 40, last=True).splitlines() == [
        "…and 7 more",
        "line 07",
        "line 08",
        "line 09",
    ]
    assert fitted(lines[:2], 100, more=3).endswith("…and 3 more")
