"""What the features need of Discord, what the bot may do in a game's place, and what it does
with less.

Each feature declares what it needs in its own room (`Needs`, as `PERMISSIONS` in its
`commands.py`); the running bot gathers them into the invite (`bot/running/invite.py`), and
the warnings, `/backalley settings` and `doctor` name what a place or a server lacks of them.

Answers to interactions need no channel permission, so a game goes on whatever a moderator
changes; what the bot posts by itself (the table, the computer's moves, the reminders) needs
these. With less, it degrades: no pictures without Attach Files, text instead of embeds
without Embed Links (a layout is text already: it loses the players' faces, outside
pictures), nothing posted without Send Messages (the table is posted again once it
can be); and the person acting is told privately what is missing and who can fix it.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from babel.lists import format_list

from bot.ui.words.i18n import ENGLISH, babel_locale, text

from .layouts import without_pictures

# Discord's permissions a feature may need, each named by the catalog (`perm-name-…`) as the
# reader's Discord client names it (English where the client has no such language).
PERMISSION_NAMES = {
    "view_channel": "perm-name-view_channel",
    "send_messages": "perm-name-send_messages",
    "send_messages_in_threads": "perm-name-send_messages_in_threads",
    "embed_links": "perm-name-embed_links",
    "attach_files": "perm-name-attach_files",
    "read_message_history": "perm-name-read_message_history",
    "create_public_threads": "perm-name-create_public_threads",
    "create_private_threads": "perm-name-create_private_threads",
    "manage_roles": "perm-name-manage_roles",
}


@dataclass(frozen=True, slots=True)
class Needs:
    """What one feature needs of Discord, declared in its own room (`PERMISSIONS` in its
    `commands.py`): the permissions, by discord.py's names, it needs in a channel it is used
    in or posts to, in a thread it plays in, and of the server alone (a role's permission).
    `setting`: the server setting that turns it on (None: every server uses it).
    `optional`: the default invite leaves it out, and the docs ask for it where that setting
    is explained. The invite, the warnings, `/backalley settings` and `doctor` read these."""

    feature: str  # its name in the catalogs (`feature-…`), as an admin reads it
    in_channel: tuple[str, ...] = ()
    in_thread: tuple[str, ...] = ()
    in_server: tuple[str, ...] = ()
    setting: str | None = None
    optional: bool = False

    def __post_init__(self) -> None:
        # Every permission a feature needs can be named to an admin in every language.
        unnamed = [flag for flag in self.flags if flag not in PERMISSION_NAMES]
        if unnamed:
            raise ValueError(f"{self.feature} needs permissions no catalog names: {unnamed}")
        if self.optional and self.setting is None:
            raise ValueError(f"{self.feature} is optional but no setting turns it on")

    @property
    def flags(self) -> tuple[str, ...]:
        """Every permission it needs, once each."""
        return tuple(dict.fromkeys((*self.in_channel, *self.in_thread, *self.in_server)))

    def used(self, settings: Mapping[str, object]) -> bool:
        """Whether a server with these settings uses the feature."""
        return self.setting is None or settings.get(self.setting) is not None


def asked(needs: Iterable[Needs]) -> discord.Permissions:
    """The permissions of these features as one grant (an invite's integer)."""
    granted = discord.Permissions.none()
    for need in needs:
        granted.update(**dict.fromkeys(need.flags, True))
    return granted


WARN_EVERY = 600.0  # seconds: a player hears of the same missing permissions once in a while


def missing(permissions: discord.Permissions, needs: Iterable[Needs], *, thread: bool) -> list[str]:
    """The permissions (their flags) these features need in a thread or a channel, and the bot
    lacks there."""
    needed = (flag for need in needs for flag in (need.in_thread if thread else need.in_channel))
    return [flag for flag in dict.fromkeys(needed) if not getattr(permissions, flag)]


def held_back(
    granted: discord.Permissions, needs: Iterable[Needs], settings: Mapping[str, object]
) -> list[tuple[Needs, list[str]]]:
    """The features a server uses that lack a permission there, each with what it lacks.
    `granted` is the bot's in the server, from its roles, as Discord reports them (a channel's
    overwrites may give or take more: `missing` says it of a place)."""
    if granted.administrator:
        return []
    found = []
    for need in needs:
        lacking = [flag for flag in need.flags if not getattr(granted, flag)]
        if lacking and need.used(settings):
            found.append((need, lacking))
    return found


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


def listed(names: list[str], lang: str) -> str:
    """Names joined as the reader's language joins a list."""
    return str(format_list(names, locale=babel_locale(lang)))


def features_text(found: list[tuple[Needs, list[str]]], lang: str) -> str:
    """Each feature held back, with the permissions it lacks, in the reader's words."""
    parts = [
        text(
            lang,
            "perm-feature",
            feature=text(lang, need.feature),
            permissions=listed(permission_names(flags, lang), lang),
        )
        for need, flags in found
    ]
    return listed(parts, lang)


def permissions_lines(
    interaction: discord.Interaction[Any],
    needs: Sequence[Needs],
    settings: Mapping[str, object],
    lang: str,
) -> list[str]:
    """For the settings: what the features the server uses lack where the command was typed
    (that channel's or thread's permissions) and in the whole server (the bot's roles), and
    who can give it."""
    used = [need for need in needs if need.used(settings)]
    thread = isinstance(interaction.channel, discord.Thread)
    here = missing(interaction.app_permissions, used, thread=thread)
    none = text(lang, "perm-none")
    lines = [
        text(
            lang,
            "perm-line",
            permissions=listed(permission_names(here, lang), lang) if here else none,
            thread="yes" if thread else "no",
        )
    ]
    me = interaction.guild.me if interaction.guild is not None else None
    found = [] if me is None else held_back(me.guild_permissions, used, settings)
    if me is not None:  # a server in the bot's cache: its roles are known
        features = features_text(found, lang) if found else none
        lines.append(text(lang, "perm-features", features=features))
    if here or found:
        lines.append(text(lang, "perm-who-fixes"))
    return lines


async def tell_what_is_missing(
    interaction: discord.Interaction[Any], needs: Needs, lang: str
) -> None:
    """Privately tell the person acting what the bot may not do here for a feature (the
    table), once in a while, in their language `lang`."""
    if interaction.guild_id is None or interaction.channel_id is None:
        return
    channel = interaction.channel
    thread = isinstance(channel, discord.Thread)
    names = missing(interaction.app_permissions, [needs], thread=thread)
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
