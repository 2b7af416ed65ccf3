"""The pictures of a game as Discord attachments, each with its text equivalent.

Rendering takes milliseconds to tens of milliseconds, so it runs in a worker thread and the
event loop keeps answering other players meanwhile."""

from __future__ import annotations

import asyncio
import io
from dataclasses import replace

import discord

from bot.engine import TrickWon
from bot.service import TableView

from .images import (
    hand_alt_text,
    hand_image,
    hand_picture,
    score_sheet,
    score_sheet_alt_text,
    score_sheet_image,
    table_alt_text,
    table_image,
    table_picture,
)
from .messages import Report

HAND = "hand.png"
TABLE = "table.png"
SCORES = "scores.png"


def _file(png: bytes, filename: str, description: str) -> discord.File:
    return discord.File(io.BytesIO(png), filename=filename, description=description)


def _hand(table: TableView, seat: int) -> discord.File:
    picture = hand_picture(table, seat)
    return _file(hand_image(picture), HAND, hand_alt_text(picture))


def _table(table: TableView, last_trick: TrickWon | None) -> discord.File:
    picture = table_picture(table, table.names(), last_trick=last_trick)
    return _file(table_image(picture), TABLE, table_alt_text(picture))


def _last_trick(table: TableView, won: TrickWon, status: str) -> discord.File:
    """The table with the last trick in the middle instead of the trick in progress."""
    picture = table_picture(table, table.names())
    cards = dict(won.cards)
    seats = tuple(replace(s, card=cards.get(s.seat), to_act=False) for s in picture.seats)
    picture = replace(
        picture,
        seats=seats,
        trick=tuple(seat for seat, _ in won.cards),
        winner=won.seat,
        status=status,
        earlier_hand=False,
        earlier_trump=None,
    )
    return _file(table_image(picture), TABLE, table_alt_text(picture))


def _scores(table: TableView) -> discord.File:
    sheet = score_sheet(table, table.names())
    return _file(score_sheet_image(sheet), SCORES, score_sheet_alt_text(sheet))


async def attach_hand(embed: discord.Embed, table: TableView, seat: int) -> discord.File:
    """The seat's hand picture, shown inside `embed`; send the file with it."""
    return show(embed, await asyncio.to_thread(_hand, table, seat))


async def attach_table(
    embed: discord.Embed, table: TableView, last_trick: TrickWon | None = None
) -> discord.File:
    """The table picture, shown inside `embed`; send the file with it."""
    return show(embed, await asyncio.to_thread(_table, table, last_trick))


async def attach_last_trick(
    embed: discord.Embed, table: TableView, won: TrickWon, status: str
) -> discord.File:
    """The picture of the last trick (`status` its caption), shown inside `embed`."""
    return show(embed, await asyncio.to_thread(_last_trick, table, won, status))


async def scores_file(table: TableView) -> discord.File:
    return await asyncio.to_thread(_scores, table)


def show(embed: discord.Embed, file: discord.File) -> discord.File:
    """Show an attached picture inside the embed."""
    embed.set_image(url=f"attachment://{file.filename}")
    return file


async def add_score_sheet(news: Report, table: TableView) -> None:
    """Put the score sheet under a report that ends a hand or the game."""
    if news.scored and news.embeds and table.game is not None:
        news.files.append(show(news.embeds[-1], await scores_file(table)))
