"""What the bot may do in a game's place, and what it does with less.

Answers to interactions need no channel permission, so a game goes on whatever a moderator
changes; what the bot posts by itself (the table, the computer's moves, the reminders) needs
these. With less, it degrades: no pictures without Attach Files, text instead of embeds
without Embed Links (a layout is text already: it loses the players' faces, outside
pictures), nothing posted without Send Messages (the table is posted again once it
can be); and the person acting is told privately what is missing and who can fix it.
"""

from __future__ import annotations

import time
from typing import Any

import discord

from bot.ui.words.i18n import ENGLISH, text

from .layouts import without_pictures

# The permissions a game's place needs; each is named by the catalog (`perm-name-…`) as the
# reader's Discord client names it (English where the client has no such language).
IN_CHANNEL = (
    "view_channel",
    "send_messages",
    "embed_links",
    "attach_files",
    "read_message_history",
    "create_public_threads",
)
IN_THREAD = (
    "view_channel",
    "send_messages_in_threads",
    "embed_links",
    "attach_files",
    "read_message_history",
)
PERMISSION_NAMES = {
    "view_channel": "perm-name-view_channel",
    "send_messages": "perm-name-send_messages",
    "send_messages_in_threads": "perm-name-send_messages_in_threads",
    "embed_links": "perm-name-embed_links",
    "attach_files": "perm-name-attach_files",
    "read_message_history": "perm-name-read_message_history",
    "create_public_threads": "perm-name-create_public_threads",
}
WARN_EVERY = 600.0  # seconds: a player hears of the same missing permissions once in a while


def missing(permissions: discord.Permissions, *, thread: bool) -> list[str]:
    """The permissions (their flags) a game's place needs and the bot lacks there."""
    needed = IN_THREAD if thread else IN_CHANNEL
    return [flag for flag in needed if not getattr(permissions, flag)]


def permission_names(flags: list[str], lang: str = ENGLISH) -> list[str]:
    """The permissions as the reader's Discord client names them in its settings."""
    return [text(lang, PERMISSION_NAMES[flag]) for flag in flags]


def may_post(permissions: discord.Permissions | None, *, thread: bool) -> bool:
    if permissions is None:
        return True  # not known (an archived thread is not in the cache): try
    sending = permissions.send_messages_in_threads if thread else permissions.send_messages
    return permissions.view_channel and sending


def place_permissions(
    client: discord.Client, guild_id: int | None, place_id: int
) -> tuple[discord.Permissions | None, bool]:
    """The bot's permissions in a channel or thread as Discord last said (None if unknown),
    and whether the place is a thread. An archived thread is not cached: its channel's
    permissions stand for it."""
    guild = None if guild_id is None else client.get_guild(guild_id)
    if guild is None:
        return None, False
    place = guild.get_channel_or_thread(place_id)
    me = guild.me
    if place is None or me is None:
        return None, place is None
    return place.permissions_for(me), isinstance(place, discord.Thread)


def fit(kwargs: dict[str, Any], permissions: discord.Permissions | None) -> dict[str, Any]:
    """A message's send or edit arguments cut to what the bot may post: the embeds become
    text without Embed Links, the files (and a layout's pictures) go without Attach Files."""
    if permissions is None:
        return kwargs
    kwargs = dict(kwargs)
    view = kwargs.get("view")
    if not permissions.attach_files:
        for key in ("file", "files"):
            kwargs.pop(key, None)
        if "attachments" in kwargs:
            kwargs["attachments"] = []
        if isinstance(view, discord.ui.LayoutView):
            without_pictures(view)  # a gallery may not name a file that is not there
    if isinstance(view, discord.ui.LayoutView):
        return kwargs  # a layout is text already; its builder left out the outside pictures
    if not permissions.embed_links:
        embeds = list(kwargs.pop("embeds", None) or [])
        embed = kwargs.pop("embed", None)
        if embed is not None:
            embeds.append(embed)
        if embeds or "embed" in kwargs:
            parts = [kwargs.get("content") or "", *(embed_text(e) for e in embeds)]
            kwargs["content"] = "\n\n".join(p for p in parts if p)[:2000]
            kwargs["embeds"] = []
    return kwargs


def embed_text(embed: discord.Embed) -> str:
    """An embed as plain lines, for a channel where the bot may not post embeds."""
    lines = []
    if embed.title:
        lines.append(f"**{embed.title}**")
    if embed.description:
        lines.append(embed.description)
    for field in embed.fields:
        lines.append(f"**{field.name}** — {field.value}")
    if embed.footer and embed.footer.text:
        lines.append(f"*{embed.footer.text}*")
    return "\n".join(lines)


class Warnings:
    """When each player was last told of the permissions missing in a place."""

    def __init__(self) -> None:
        self._told: dict[tuple[int, int], float] = {}

    def due(self, user_id: int, place_id: int) -> bool:
        now = time.monotonic()
        if now - self._told.get((user_id, place_id), -WARN_EVERY) < WARN_EVERY:
            return False
        self._told[(user_id, place_id)] = now
        return True


WARNINGS = Warnings()


# For the admin's command line, which stays English.
WHO_FIXES = text(ENGLISH, "perm-who-fixes")


def missing_text(flags: list[str], *, thread: bool, lang: str) -> str:
    listed = ", ".join(f"**{name}**" for name in permission_names(flags, lang))
    where = "yes" if thread else "no"
    said = text(lang, "perm-missing", permissions=listed, thread=where)
    return f"{said} {text(lang, 'perm-who-fixes')}"


def permissions_line(interaction: discord.Interaction[Any], lang: str) -> str:
    """For the settings: what the bot lacks where it was asked."""
    thread = isinstance(interaction.channel, discord.Thread)
    names = missing(interaction.app_permissions, thread=thread)
    where = "yes" if thread else "no"
    if not names:
        return text(lang, "perm-line", permissions=text(lang, "perm-none"), thread=where)
    listed = ", ".join(permission_names(names, lang))
    line = text(lang, "perm-line", permissions=listed, thread=where)
    return f"{line}. {text(lang, 'perm-who-fixes')}"


async def tell_what_is_missing(interaction: discord.Interaction[Any], lang: str) -> None:
    """Privately tell the person acting what the bot may not do here, once in a while, in
    their language `lang`."""
    if interaction.guild_id is None or interaction.channel_id is None:
        return
    channel = interaction.channel
    thread = isinstance(channel, discord.Thread)
    names = missing(interaction.app_permissions, thread=thread)
    locked = isinstance(channel, discord.Thread) and channel.locked
    if not (names or locked) or not WARNINGS.due(interaction.user.id, interaction.channel_id):
        return
    if locked:
        said = f"🔒 {text(lang, 'perm-locked')}"
    else:
        said = f"⚠️ {missing_text(names, thread=thread, lang=lang)}"
    if interaction.response.is_done():
        await interaction.followup.send(said, ephemeral=True)
    else:
        await interaction.response.send_message(said, ephemeral=True)
