"""What an event shows of its results: a deal's traveller, the standings and a pair's record,
each as text (an embed) and, where pictures are on, a picture beside it. The same builders
answer a player privately and post a round's results in the event's channel."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

from bot.engine.cards import cards
from bot.service.events_duplicate import EventStandings, EventTraveller, PairRecord
from bot.service.events_scoring import PairStanding
from bot.ui.images import labels_drawable
from bot.ui.plumbing.host import Host
from bot.ui.words.cards import card_text
from bot.ui.words.i18n import text
from bot.ui.words.names import COLOUR

from .pictures import (
    StandingRow,
    StandingsPicture,
    TravellerPicture,
    TravellerRow,
    standings_alt_text,
    standings_image,
    traveller_alt_text,
    traveller_image,
)
from .words import DESCRIPTION, SEATS, fitted, matchpoints, pair_name, percent, signed

STANDINGS = "standings.png"
TRAVELLER = "traveller.png"
SHOWN = 30  # lines of an embed; the picture and the reader's own line come beside


def bid_word(bid: str, lang: str) -> str:
    """A stored bid as a traveller writes it: a number (0 for a pass) or the board's word."""
    return text(lang, "bid-board", level=1) if bid == "board" else bid


def _sizes(made: EventTraveller) -> int:
    found = made.view.round(made.traveller.round)
    return 0 if found is None else found.hands[made.traveller.deal - 1]


def traveller_title(made: EventTraveller, lang: str) -> str:
    return text(
        lang,
        "event-traveller-title",
        name=made.view.event.name,
        round=made.traveller.round,
        deal=made.traveller.deal,
        size=_sizes(made),
    )


def traveller_embed(made: EventTraveller, lang: str) -> discord.Embed:
    view, lines = made.view, made.traveller.lines
    rows = []
    for line in lines[:SHOWN]:
        ns = pair_name(view.pair(line.ns_pair), lang)
        ew = pair_name(view.pair(line.ew_pair), lang)
        if line.result is None:
            rows.append(text(lang, "event-traveller-average", table=line.table, ns=ns, ew=ew))
            continue
        result = line.result
        rows.append(
            text(
                lang,
                "event-traveller-line",
                table=line.table,
                ns=ns,
                ew=ew,
                ns_points=signed(result.ns_points, lang),
                ew_points=signed(result.ew_points, lang),
                bids=" · ".join(bid_word(b, lang) for b in result.bids),
                ns_tricks=result.tricks[0] + result.tricks[2],
                ew_tricks=result.tricks[1] + result.tricks[3],
                ns_percent=percent(line.score.ns_percent, lang),
                ew_percent=percent(line.score.ew_percent, lang),
            )
        )
    described = fitted(rows, DESCRIPTION, lang, more=max(0, len(lines) - SHOWN))
    embed = discord.Embed(title=traveller_title(made, lang), description=described, colour=COLOUR)
    hands = made.traveller.hands
    if hands:
        embed.add_field(
            name=text(lang, "event-traveller-hands"),
            value="\n".join(
                text(lang, "event-hand-line", seat=text(lang, SEATS[s]), cards=_cards(h, lang))
                for s, h in enumerate(hands)
            ),
            inline=False,
        )
    if not made.complete:
        tables = len(made.view.seated(made.traveller.round))
        embed.set_footer(text=text(lang, "event-traveller-so-far", count=len(lines), tables=tables))
    return embed


def _cards(codes: str, lang: str) -> str:
    return " ".join(card_text(c, lang) for c in cards(codes)) if codes else "—"


def traveller_picture(made: EventTraveller, lang: str) -> TravellerPicture:
    view = made.view
    rows = []
    for line in made.traveller.lines:
        result = line.result
        rows.append(
            TravellerRow(
                line.table,
                pair_name(view.pair(line.ns_pair), lang, mention=False),
                pair_name(view.pair(line.ew_pair), lang, mention=False),
                "" if result is None else " · ".join(bid_word(b, lang) for b in result.bids),
                ""
                if result is None
                else f"{result.tricks[0] + result.tricks[2]}–{result.tricks[1] + result.tricks[3]}",
                None if result is None else result.ns_points,
                None if result is None else result.ew_points,
                line.score.ns_percent,
                line.score.ew_percent,
            )
        )
    return TravellerPicture(traveller_title(made, lang), made.traveller.hands, tuple(rows), lang)


def standings_title(standings: EventStandings, lang: str) -> str:
    view = standings.view
    if view.event.status == "finished" and standings.through == len(view.rounds):
        return text(lang, "event-standings-final-title", name=view.event.name)
    return text(
        lang,
        "event-standings-title",
        name=view.event.name,
        round=standings.through,
        rounds=len(view.rounds),
    )


def standings_embed(
    standings: EventStandings, lang: str, user_id: int | None = None
) -> discord.Embed:
    view = standings.view
    if not standings.rows:
        return discord.Embed(
            title=view.event.name, description=text(lang, "event-standings-none"), colour=COLOUR
        )

    def line(s: PairStanding) -> str:
        return text(
            lang,
            "event-standings-line",
            place=s.place,
            pair=pair_name(view.pair(s.pair), lang),
            percent=percent(s.percent, lang),
            matchpoints=matchpoints(s.matchpoints, lang),
            top=matchpoints(s.top, lang),
        )

    shown = standings.rows[:SHOWN]
    lines = [line(s) for s in shown]
    more = len(standings.rows) - len(shown)
    listed = fitted(lines, DESCRIPTION, lang, more=more)
    mine = view.pair_of(user_id) if user_id is not None else None
    own = None if mine is None else next((s for s in standings.rows if s.pair == mine.pair), None)
    if own is not None and line(own) not in listed.split("\n"):
        # The reader's own line, when the list leaves it out, comes after it.
        said = line(own)
        listed = fitted(lines, DESCRIPTION - len(said) - 1, lang, more=more) + "\n" + said
    embed = discord.Embed(
        title=standings_title(standings, lang),
        description=listed,
        colour=COLOUR,
    )
    if any(p.first_id is None and p.second_id is None for p in view.pairs):
        embed.set_footer(text=text(lang, "event-computer-pair-note"))
    return embed


def standings_picture(standings: EventStandings, lang: str) -> StandingsPicture:
    view = standings.view
    rows = tuple(
        StandingRow(
            s.place,
            pair_name(view.pair(s.pair), lang, mention=False),
            s.percent,
            f"{matchpoints(s.matchpoints, lang)}/{matchpoints(s.top, lang)}",
        )
        for s in standings.rows
    )
    return StandingsPicture(standings_title(standings, lang), rows, lang)


def record_embed(record: PairRecord, lang: str) -> discord.Embed:
    view = record.view
    lines = []
    for d in record.deals:
        against = pair_name(view.pair(d.opponents), lang)
        values: dict[str, Any] = {
            "round": d.round,
            "deal": d.deal,
            "table": d.table,
            "direction": "ns" if d.north_south else "ew",
            "against": against,
            "points": signed(d.points, lang),
            "other": signed(d.against, lang),
        }
        if d.percent is None:
            lines.append(text(lang, "event-record-line-open", **values))
        else:
            lines.append(
                text(lang, "event-record-line", percent=percent(d.percent, lang), **values)
            )
    embed = discord.Embed(
        title=text(
            lang,
            "event-record-title",
            pair=pair_name(record.pair, lang, mention=False),
            name=view.event.name,
        ),
        description=fitted(lines, DESCRIPTION, lang, last=True)
        if lines
        else text(lang, "event-record-empty"),
        colour=COLOUR,
    )
    if record.standing is not None:
        ranked = sum(1 for p in view.pairs if p.first_id or p.second_id)
        embed.add_field(
            name=text(lang, "event-record-standing-title"),
            value=text(
                lang,
                "event-record-standing",
                place=record.standing.place,
                count=ranked,
                percent=percent(record.standing.percent, lang),
            ),
            inline=False,
        )
    return embed


def picture_file(picture: StandingsPicture | TravellerPicture) -> discord.File | None:
    """The picture as an attachment (drawn in a worker thread by the caller); None where no
    font draws its language's labels."""
    if not labels_drawable(picture.lang):
        return None
    if isinstance(picture, StandingsPicture):
        return discord.File(
            io.BytesIO(standings_image(picture)),
            filename=STANDINGS,
            description=standings_alt_text(picture),
        )
    return discord.File(
        io.BytesIO(traveller_image(picture)),
        filename=TRAVELLER,
        description=traveller_alt_text(picture),
    )


async def with_picture(
    embed: discord.Embed, picture: StandingsPicture | TravellerPicture | None
) -> dict[str, Any]:
    """A message's arguments: the embed, and the picture under it when there is one."""
    kwargs: dict[str, Any] = {"embed": embed}
    if picture is not None:
        file = await asyncio.to_thread(picture_file, picture)
        if file is not None:
            embed.set_image(url=f"attachment://{file.filename}")
            kwargs["file"] = file
    return kwargs


async def answer(
    host: Host,
    interaction: discord.Interaction[Any],
    embed: discord.Embed,
    picture: StandingsPicture | TravellerPicture | None = None,
) -> None:
    """A private answer with its picture when the server shows pictures."""
    assert interaction.guild_id is not None
    if picture is not None and not await host.pictures_on(interaction.guild_id):
        picture = None
    if picture is not None and not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    kwargs = await with_picture(embed, picture)
    kwargs["ephemeral"] = True
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)
