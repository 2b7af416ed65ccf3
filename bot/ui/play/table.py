"""The table message and its buttons (My hand, Last trick, Remind): built in one place,
whether posted anew or edited in place. The lobby's message is in `lobby`.

The table is one Components V2 message (`layouts`): a container in the colour of the side to
act, with the heading (the hand, the dealer, the turn-up, trumps), a section per seat (its
player's face beside the name, the bid, the tricks, away), the contracts, the trick and the
scores, the table's picture, whose turn it is, and the buttons. A table message posted
before the layouts (an embed, its picture and a row of buttons) becomes one at its next edit:
Discord lets an edit set the V2 flag when it clears the content and the embeds, so the
message, its id and its place in the thread stay; its old buttons are the same buttons."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot.engine import Game
from bot.service import TableView
from bot.ui.plumbing.layouts import (
    GOLD,
    GREEN,
    Layout,
    Posting,
    faces,
    gallery,
    no_faces,
    rows,
    seat_block,
    side_colour,
)
from bot.ui.words.i18n import ENGLISH, day_name, text
from bot.ui.words.names import preset_name, seat_label, standalone, who
from bot.ui.words.report import Report
from bot.ui.words.tables import (
    contracts_text,
    deal_words,
    lobby_embed,
    scores_text,
    seat_note,
    trick_text,
    turn_text,
)

from .hand import HandButton
from .last_trick import LastTrickButton
from .nudge import RemindButton
from .pictures import seat_names, table_file


async def table_message(
    table: TableView,
    *,
    pictures: bool,
    lang: str = ENGLISH,
    client: discord.Client | None = None,
    allowed: discord.Permissions | None = None,
    background: bool = False,
    opening: Report | None = None,
) -> Posting:
    """The table of a game as one layout: the buttons while it runs and, if the server shows
    pictures, the bot may attach them and the fonts can draw its language, the picture; the
    players' faces when `client` knows them and the bot may show outside pictures
    (`allowed`, the bot's permissions in the place, None when not known). `background`:
    for an edit no one waits for, drawn after the answers' pictures. `opening`: the news the
    table's first posting begins with (the start, whose mentions notify the players): one
    message rather than two, and the edits that follow leave it out."""
    game = table.game
    if game is None:  # not dealt yet: the lobby's words
        view = table_view(table.id, lang) if table.status == "active" else None
        return Posting(lobby_embed(table, lang), view)
    pictures = pictures and (allowed is None or allowed.attach_files)
    file = await table_file(table, lang, background=background) if pictures else None
    seen = faces(client, table)
    layout = table_layout(
        table,
        game,
        lang,
        file,
        {} if no_faces(seen, allowed) else seen,
        opening=None if opening is None else opening.content,
    )
    mentions = None if opening is None else opening.allowed_mentions
    return Posting(None, layout, file, no_picture=pictures and file is None, mentions=mentions)


def table_layout(
    table: TableView,
    game: Game,
    lang: str,
    picture: discord.File | None = None,
    seen: Mapping[int, str] | None = None,
    *,
    opening: str | None = None,
) -> Layout:
    options = table.options
    if game.is_over:
        colour = GOLD
    elif game.to_act is not None:
        colour = side_colour(options.side_of(game.to_act))
    else:
        colour = GREEN
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    if opening:
        box.add_item(discord.ui.TextDisplay(opening))
    if table.daily:  # its own rules (an all-pass hand is played): not the preset's title
        title = text(lang, "table-title-daily", day=day_name(lang, table.daily))
    else:
        title = text(lang, "table-title", preset=preset_name(table.preset, lang))
    if game.is_over:
        deal = text(lang, "game-is-over")
    else:
        deal = text(lang, "table-deal", **deal_words(table, game, lang))
    box.add_item(discord.ui.TextDisplay(f"### {title}\n{deal}"))
    box.add_item(discord.ui.Separator())
    names = seat_names(table, lang)
    for seat in range(options.players):
        if not game.is_over and seat not in game.seats:
            continue  # sitting out a tiebreak hand
        marker = "▶ " if seat == game.to_act else ""
        name = standalone(who(table, seat, lang), lang)
        lines = f"**{marker}{seat_label(options, seat, lang)}**\n{name}"
        note = seat_note(table, game, seat, lang)
        if note:
            lines += f"\n{note}"
        alt = text(lang, "seat-face", name=names.get(seat, seat_label(options, seat, lang)))
        box.add_item(seat_block(lines, (seen or {}).get(seat), alt))
    box.add_item(discord.ui.Separator())
    parts = []
    contracts = contracts_text(table, game, lang)
    if contracts:
        parts.append(f"**{text(lang, 'field-contracts')}**\n{contracts}")
    if game.trick:
        parts.append(f"**{text(lang, 'field-trick')}**\n{trick_text(table, game, lang)}")
    scores = scores_text(table, tuple(game.scores), lang)
    parts.append(f"**{text(lang, 'field-scores')}**\n{scores}")
    box.add_item(discord.ui.TextDisplay("\n\n".join(parts)))
    if picture is not None:
        box.add_item(gallery(picture))
    turn = turn_text(table, game, lang)
    if turn:
        box.add_item(discord.ui.TextDisplay(f"**{text(lang, 'field-turn')}**\n{turn}"))
    if table.status == "active":
        for row in rows(table_buttons(table.id, lang)):
            box.add_item(row)
    return Layout(box)


def table_buttons(game_id: int, lang: str = ENGLISH) -> list[discord.ui.Item[Any]]:
    return [
        HandButton(game_id, text(lang, "button-hand")),
        LastTrickButton(game_id, text(lang, "button-last-trick")),
        RemindButton(game_id, text(lang, "button-remind")),
    ]


def table_view(game_id: int, lang: str = ENGLISH) -> discord.ui.View:
    """The table's buttons under an embed (a game not dealt yet)."""
    view = discord.ui.View(timeout=None)
    for button in table_buttons(game_id, lang):
        view.add_item(button)
    return view
