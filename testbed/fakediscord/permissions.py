"""Permission bits and Discord's permission resolution (guild base, then channel overwrites)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from .models import FakeChannel, FakeGuild, FakeMember

ALL = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
MANAGE_GUILD = discord.Permissions(manage_guild=True).value
VIEW_CHANNEL = discord.Permissions(view_channel=True).value
SEND_MESSAGES = discord.Permissions(send_messages=True).value
SEND_MESSAGES_IN_THREADS = discord.Permissions(send_messages_in_threads=True).value
CREATE_PUBLIC_THREADS = discord.Permissions(create_public_threads=True).value
CREATE_PRIVATE_THREADS = discord.Permissions(create_private_threads=True).value
MANAGE_THREADS = discord.Permissions(manage_threads=True).value
MANAGE_MESSAGES = discord.Permissions(manage_messages=True).value
MANAGE_CHANNELS = discord.Permissions(manage_channels=True).value
MANAGE_ROLES = discord.Permissions(manage_roles=True).value
ATTACH_FILES = discord.Permissions(attach_files=True).value
EMBED_LINKS = discord.Permissions(embed_links=True).value
READ_MESSAGE_HISTORY = discord.Permissions(read_message_history=True).value

#: What @everyone may do in a new fake guild: talk, use commands, open threads.
EVERYONE_DEFAULT = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_application_commands=True,
    use_external_emojis=True,
).value

#: The bot's managed role in a new fake guild: @everyone's rights plus what a game bot needs.
BOT_DEFAULT = (
    EVERYONE_DEFAULT
    | discord.Permissions(
        manage_threads=True,
        manage_messages=True,
        pin_messages=True,
    ).value
)


def as_bits(value: int | discord.Permissions) -> int:
    return value.value if isinstance(value, discord.Permissions) else int(value)


def base_permissions(guild: FakeGuild, member: FakeMember) -> int:
    if member.user.id == guild.owner_id:
        return ALL
    perms = guild.everyone_role.permissions
    for role_id in member.role_ids:
        role = guild.roles.get(role_id)
        if role is not None:
            perms |= role.permissions
    if perms & ADMINISTRATOR:
        return ALL
    return perms


def channel_permissions(channel: FakeChannel, member: FakeMember) -> int:
    """Discord's algorithm: base, @everyone overwrite, role overwrites, member overwrite.

    Threads use their parent's overwrites; a private thread is visible only to its members and to
    those who may manage threads.
    """
    guild = channel.guild
    if guild is None:
        return ALL
    perms = base_permissions(guild, member)
    if perms & ADMINISTRATOR or perms == ALL:
        return ALL
    source = channel.parent if channel.parent is not None else channel
    overwrites = {(ow.type, ow.id): ow for ow in source.overwrites}
    everyone = overwrites.get((0, guild.id))
    if everyone is not None:
        perms = (perms & ~everyone.deny) | everyone.allow
    allow = deny = 0
    for role_id in member.role_ids:
        ow = overwrites.get((0, role_id))
        if ow is not None:
            allow |= ow.allow
            deny |= ow.deny
    perms = (perms & ~deny) | allow
    own = overwrites.get((1, member.user.id))
    if own is not None:
        perms = (perms & ~own.deny) | own.allow
    if not perms & VIEW_CHANNEL:
        return 0
    if (
        channel.type == 12
        and member.user.id not in channel.thread_member_ids
        and not perms & MANAGE_THREADS
    ):
        return 0
    return perms
