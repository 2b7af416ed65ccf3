"""Discord's Components V2, as the table and the hand use them: one container with an accent
colour, text displays, a section per seat with the player's face beside it, the picture in a
media gallery and the buttons in action rows, all in one message; and `Posting`, a message of
the bot's (a layout, or an embed with its buttons) as the arguments of a send or an edit.

Discord's rules for such a message (checked by the fake Discord too): no content and no
embeds beside the layout, at most 40 components counted with the nested ones and 4,000
characters of text; an attached picture shows only where a gallery names it
(`attachment://table.png`); the flag may be set by an edit, never taken away.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.service import TableView
from bot.ui.images.draw import SIDE_COLOURS

ROW_WIDTH = 5
# The table of a finished game, and a message of no side.
GOLD = discord.Colour.gold()
GREEN = discord.Colour.dark_green()


class Layout(discord.ui.LayoutView):
    """A message's layout: its buttons handle their own clicks (`DynamicItem`s), so the view
    never times out and holds no state."""

    def __init__(self, *items: discord.ui.Item[Any]) -> None:
        super().__init__(timeout=None)
        for item in items:
            self.add_item(item)


def side_colour(side: int) -> discord.Colour:
    """A side's colour, the one the pictures give it."""
    red, green, blue = SIDE_COLOURS[side % len(SIDE_COLOURS)]
    return discord.Colour.from_rgb(red, green, blue)


def gallery(file: discord.File) -> discord.ui.MediaGallery[Any]:
    """An attached picture, shown with its text for screen readers."""
    return discord.ui.MediaGallery(
        discord.MediaGalleryItem(f"attachment://{file.filename}", description=file.description)
    )


def seat_block(
    lines: str, face: str | None, alt: str = ""
) -> discord.ui.Section[Any] | discord.ui.TextDisplay[Any]:
    """A seat: its lines beside the player's face (`alt` says whose, for screen readers), or
    its lines alone (no face known)."""
    if face is None:
        return discord.ui.TextDisplay(lines)
    thumbnail: discord.ui.Thumbnail[Any] = discord.ui.Thumbnail(face, description=alt or None)
    return discord.ui.Section(discord.ui.TextDisplay(lines), accessory=thumbnail)


def rows(items: Sequence[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    """Buttons in rows of five, in order."""
    found = []
    for start in range(0, len(items), ROW_WIDTH):
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for item in items[start : start + ROW_WIDTH]:
            row.add_item(item)
        found.append(row)
    return found


def faces(client: discord.Client | None, table: TableView) -> dict[int, str]:
    """Each seat's face as the client knows it: a person's avatar (Discord's default one when
    they are not cached), the bot's own for a computer."""
    found: dict[int, str] = {}
    if client is None:
        return found
    me = client.user
    for s, seat in enumerate(table.seats):
        if seat is None:
            continue
        if seat.user_id is None:
            if me is not None:
                found[s] = me.display_avatar.url
            continue
        user = client.get_user(seat.user_id)
        if user is not None:
            found[s] = user.display_avatar.url
        else:
            index = (seat.user_id >> 22) % 6
            found[s] = f"https://cdn.discordapp.com/embed/avatars/{index}.png"
    return found


def no_faces(faces: Mapping[int, str], allowed: discord.Permissions | None) -> bool:
    """Without Embed Links the bot shows no outside pictures: the seats go as text."""
    return not faces or (allowed is not None and not allowed.embed_links)


def without_pictures(view: discord.ui.LayoutView) -> None:
    """Take the attached pictures out of a layout (the bot may not attach files here)."""
    for container in [c for c in view.children if isinstance(c, discord.ui.Container)]:
        for item in list(container.children):
            if isinstance(item, discord.ui.MediaGallery):
                container.remove_item(item)


@dataclass(slots=True)
class Posting:
    """A message of the bot's: an embed with its buttons (the lobby), or a layout (the
    table), and the picture it shows."""

    embed: discord.Embed | None
    view: discord.ui.View | discord.ui.LayoutView | None
    file: discord.File | None = None
    # Pictures were asked for but none could be drawn: an edit takes the old one away.
    no_picture: bool = False
    # Who its first posting notifies (the start's players); nobody, by default.
    mentions: discord.AllowedMentions | None = None

    @property
    def layout(self) -> bool:
        return isinstance(self.view, discord.ui.LayoutView)

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {}
        if self.embed is not None:
            kwargs["embed"] = self.embed
        if self.view is not None:
            kwargs["view"] = self.view
        if self.file is not None:
            kwargs["file"] = self.file
        if self.mentions is not None:
            kwargs["allowed_mentions"] = self.mentions
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"view": self.view}
        if self.layout:
            # A layout has no content or embed beside it (an old table's go), and shows only
            # the picture it names (an old one goes).
            kwargs["content"] = None
            kwargs["embed"] = None
            kwargs["attachments"] = [] if self.file is None else [self.file]
            return kwargs
        kwargs["embed"] = self.embed
        if self.file is not None:
            kwargs["attachments"] = [self.file]
        elif self.no_picture:
            kwargs["attachments"] = []
        return kwargs
