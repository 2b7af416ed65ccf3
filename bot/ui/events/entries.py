"""An event as its channel sees it: its name, organiser, format and start, who entered (pairs,
invitations not yet accepted, players alone), and once it runs its pairs and the round in
play with its tables. The entries' changes are answered in the channel with it."""

from __future__ import annotations

from typing import Any

import discord

from bot.service.events_duplicate import EventView, PlayerRow
from bot.ui.words.i18n import duration, text
from bot.ui.words.names import COLOUR

from .words import FIELD, fitted, moment, pair_name

MOST_LINES = 40  # entries or pairs listed in a field; the count says the rest


def entry_lines(view: EventView, lang: str) -> list[str]:
    """Who entered, in order: pairs, invitations waiting, players alone."""
    entered = {p.user_id: p for p in view.players}
    lines: list[str] = []
    seen: set[int] = set()
    for p in view.players:
        if p.user_id in seen or p.status != "in":
            continue
        seen.add(p.user_id)
        partner = entered.get(p.partner_id) if p.partner_id is not None else None
        if partner is None:
            lines.append(text(lang, "event-entry-alone", player=_mention(p)))
        elif partner.status == "invited":
            seen.add(partner.user_id)
            lines.append(
                text(lang, "event-entry-invited", player=_mention(p), partner=_mention(partner))
            )
        else:
            seen.add(partner.user_id)
            lines.append(text(lang, "event-pair", first=_mention(p), second=_mention(partner)))
    return lines


def _mention(p: PlayerRow) -> str:
    return f"<@{p.user_id}>"


def _listed(lines: list[str], lang: str) -> str:
    if not lines:
        return text(lang, "event-entries-none")
    return fitted(lines[:MOST_LINES], FIELD, lang, more=max(0, len(lines) - MOST_LINES))


def status_line(view: EventView, lang: str) -> str:
    event = view.event
    if event.status == "entries":
        if event.starts_at is None:
            said = text(lang, "event-status-entries-organiser")
        else:
            said = text(
                lang,
                "event-status-entries",
                starts=moment(event.starts_at, "F"),
                relative=moment(event.starts_at, "R"),
            )
        if event.entries_closed:
            said += "\n" + text(lang, "event-status-closed")
        return said
    if event.status == "running":
        current = view.current
        if current is None or current.closes_at is None:
            return text(lang, "event-status-between")
        return text(
            lang,
            "event-status-running",
            round=current.round,
            rounds=len(view.rounds),
            closes=moment(current.closes_at),
        )
    if event.status == "finished":
        return text(lang, "event-status-finished")
    return text(lang, "event-status-cancelled")


def event_embed(view: EventView, lang: str) -> discord.Embed:
    """The event as it stands, for its channel or for whoever asks."""
    event = view.event
    embed = discord.Embed(
        title=text(lang, "event-title", name=event.name),
        description=status_line(view, lang),
        colour=COLOUR,
    )
    embed.add_field(
        name=text(lang, "event-field-format"),
        value=text(
            lang,
            "event-format",
            entry=event.entry,
            deals=event.deals,
            window=duration(lang, event.round_window),
            timer=duration(lang, event.turn_timer or 0),
            organiser=f"<@{event.organiser_id}>",
        ),
        inline=False,
    )
    if event.status == "entries":
        lines = entry_lines(view, lang)
        embed.add_field(
            name=text(lang, "event-field-entries", count=len(lines)),
            value=_listed(lines, lang),
            inline=False,
        )
        return embed
    pairs = [
        text(lang, "event-pair-line", pair=p.pair, name=pair_name(p, lang)) for p in view.pairs
    ]
    embed.add_field(
        name=text(lang, "event-field-pairs", count=len(pairs)),
        value=_listed(pairs, lang),
        inline=False,
    )
    current = view.current
    if current is not None:
        embed.add_field(
            name=text(lang, "event-field-tables", round=current.round),
            value=_listed(table_lines(view, current.round, lang), lang),
            inline=False,
        )
    return embed


def table_lines(view: EventView, round_: int, lang: str) -> list[str]:
    """The round's tables: who sits north-south and east-west, and the table's thread."""
    return [
        text(
            lang,
            "event-round-table",
            table=t.table,
            ns=pair_name(view.pair(t.ns_pair), lang),
            ew=pair_name(view.pair(t.ew_pair), lang),
            thread="—" if t.thread_id is None else f"<#{t.thread_id}>",
        )
        for t in view.tables
        if t.round == round_
    ]


def announced(line: str, view: EventView, lang: str, pings: tuple[int, ...] = ()) -> dict[str, Any]:
    """A change of the entries, said in the channel: its line and the event as it stands;
    only `pings` are notified."""
    users: list[discord.Object] | bool = [discord.Object(u) for u in pings] or False
    return {
        "content": line,
        "embed": event_embed(view, lang),
        "allowed_mentions": discord.AllowedMentions(everyone=False, roles=False, users=users),
    }
