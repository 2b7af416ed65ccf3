"""The fake's state and Discord's rules for changing it.

`FakeState` owns every model object and is the only place that changes them, for the REST
handlers (what the bot does) and for the test API (what simulated users do) alike. Gateway
events that follow a change are handed to an `EventSink` (the gateway hub).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import quote

import discord

from . import errors as err
from .clock import FakeClock, Snowflakes
from .errors import ApiError, FakeDiscordError
from .interactions import (
    ALLOWED_RESPONSES,
    APPLICATION_COMMAND,
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE,
    MESSAGE_COMPONENT,
    MODAL,
    UPDATE_MESSAGE,
    FakeInteraction,
)
from .modals import number_components, validate_modal
from .models import (
    DM,
    EPHEMERAL,
    IS_COMPONENTS_V2,
    LOADING,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    FakeApplication,
    FakeAttachment,
    FakeChannel,
    FakeCommand,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeOverwrite,
    FakeRole,
    FakeUser,
)
from .permissions import (
    ALL,
    ATTACH_FILES,
    BOT_DEFAULT,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    EMBED_LINKS,
    EVERYONE_DEFAULT,
    MANAGE_MESSAGES,
    MANAGE_ROLES,
    MANAGE_THREADS,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    as_bits,
    base_permissions,
    channel_permissions,
)
from .validation import (
    validate_choices,
    validate_commands,
    validate_layout_files,
    validate_legacy_fields,
    validate_message,
)

INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15

SUPPRESS_EMBEDS = 1 << 2
SUPPRESS_NOTIFICATIONS = 1 << 12
RESPONSE_FLAGS = SUPPRESS_EMBEDS | EPHEMERAL | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2
MESSAGE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2

MSG_DEFAULT, MSG_THREAD_CREATED, MSG_CHAT_INPUT = 0, 18, 20
_EPOCH = dt.datetime(2015, 1, 1, tzinfo=dt.UTC)


@dataclass
class Upload:
    """A file part of a multipart request (``files[n]``)."""

    index: int
    filename: str
    data: bytes
    content_type: str | None = None


class EventSink(Protocol):
    def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        *,
        intent: int | None = None,
        guild_id: int | None = None,
        message: FakeMessage | None = None,
    ) -> None: ...


PermissionsLike = int | discord.Permissions


class FakeState:
    def __init__(self, *, token: str, app_name: str, ack_deadline: float) -> None:
        self.token = token
        self.ack_deadline = ack_deadline
        self.clock = FakeClock()
        self.snowflakes = Snowflakes(self.clock)
        self.users: dict[int, FakeUser] = {}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        self.timelines: dict[int, list[FakeMessage]] = {}
        self.attachments: dict[int, FakeAttachment] = {}
        self.commands: dict[int, FakeCommand] = {}
        self.interactions: dict[int, FakeInteraction] = {}
        self.interactions_by_token: dict[str, FakeInteraction] = {}
        self.dm_channels: dict[int, FakeChannel] = {}
        #: Set by the server once it listens, for attachment URLs.
        self.base_url = "http://127.0.0.1:0"
        self.events: EventSink | None = None
        self.on_change: Callable[[], None] = lambda: None
        self._command_version = 0
        owner = self.add_user("app-owner")
        bot_id = self.snowflakes.next()
        bot = FakeUser(id=bot_id, name=app_name, bot=True)
        self.users[bot.id] = bot
        # As for every modern application, the bot user's id is the application's id.
        self.application = FakeApplication(id=bot_id, name=app_name, bot=bot, owner=owner)

    # --- plumbing --------------------------------------------------------------------
    @property
    def bot(self) -> FakeUser:
        return self.application.bot

    def emit(
        self,
        event: str,
        data: dict[str, Any],
        *,
        intent: int | None = None,
        guild_id: int | None = None,
        message: FakeMessage | None = None,
    ) -> None:
        if self.events is not None:
            self.events.dispatch(event, data, intent=intent, guild_id=guild_id, message=message)

    def changed(self) -> None:
        self.on_change()

    # --- world building ----------------------------------------------------------------
    def add_user(self, name: str, *, bot: bool = False) -> FakeUser:
        user = FakeUser(id=self.snowflakes.next(), name=name, bot=bot)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        owner: FakeUser | None = None,
        shard: tuple[int, int] | None = None,
        bot_permissions: PermissionsLike | None = None,
    ) -> FakeGuild:
        gid = self.snowflakes.next() if shard is None else self.snowflakes.next_on_shard(*shard)
        owner = owner or self.add_user(f"{name} owner")
        guild = FakeGuild(id=gid, name=name, owner_id=owner.id)
        exact = bot_permissions is not None
        # Invited with exactly `bot_permissions`: @everyone, whose rights the bot has too, may
        # do nothing, and the members get @everyone's usual rights from a role of their own.
        guild.roles[gid] = FakeRole(
            id=gid, guild_id=gid, name="@everyone", permissions=0 if exact else EVERYONE_DEFAULT
        )
        if exact:
            members = FakeRole(
                id=self.snowflakes.next(),
                guild_id=gid,
                name="Members",
                permissions=EVERYONE_DEFAULT,
                position=1,
            )
            guild.roles[members.id] = members
            guild.member_role_ids.append(members.id)
        bot_role = FakeRole(
            id=self.snowflakes.next(),
            guild_id=gid,
            name=self.application.name,
            permissions=BOT_DEFAULT if bot_permissions is None else as_bits(bot_permissions),
            position=2 if exact else 1,
            managed=True,
            bot_id=self.bot.id,
        )
        guild.roles[bot_role.id] = bot_role
        self.guilds[gid] = guild
        self._join(guild, owner, [])
        self._join(guild, self.bot, [bot_role.id])
        self.emit(
            "GUILD_CREATE",
            guild.create_payload(self.clock.now()),
            intent=INTENT_GUILDS,
            guild_id=gid,
        )
        self.changed()
        return guild

    def _join(self, guild: FakeGuild, user: FakeUser, role_ids: list[int]) -> FakeMember:
        member = FakeMember(user=user, guild=guild, role_ids=role_ids, joined_at=self.clock.now())
        guild.members[user.id] = member
        return member

    def add_member(
        self,
        guild: FakeGuild,
        user: FakeUser,
        *,
        roles: Iterable[FakeRole] = (),
        nick: str | None = None,
    ) -> FakeMember:
        if user.id in guild.members:
            raise FakeDiscordError(f"{user!r} is already a member of {guild!r}")
        member = self._join(guild, user, [*guild.member_role_ids, *(r.id for r in roles)])
        member.nick = nick
        data = member.payload()
        data["guild_id"] = str(guild.id)
        self.emit("GUILD_MEMBER_ADD", data, intent=INTENT_GUILD_MEMBERS, guild_id=guild.id)
        self.changed()
        return member

    def remove_member(self, member: FakeMember) -> None:
        """A member leaves the server: their threads forget them, and Discord answers 404
        Unknown Member when someone would add them to a thread."""
        guild = member.guild
        guild.members.pop(member.user.id, None)
        for channel in guild.channels.values():
            channel.thread_member_ids.discard(member.user.id)
        data = {"guild_id": str(guild.id), "user": member.user.payload()}
        self.emit("GUILD_MEMBER_REMOVE", data, intent=INTENT_GUILD_MEMBERS, guild_id=guild.id)
        self.changed()

    def add_role(
        self,
        guild: FakeGuild,
        name: str,
        permissions: PermissionsLike = 0,
        *,
        position: int | None = None,
    ) -> FakeRole:
        role = FakeRole(
            id=self.snowflakes.next(),
            guild_id=guild.id,
            name=name,
            permissions=as_bits(permissions),
            position=len(guild.roles) if position is None else position,
        )
        guild.roles[role.id] = role
        self.emit(
            "GUILD_ROLE_CREATE",
            {"guild_id": str(guild.id), "role": role.payload()},
            intent=INTENT_GUILDS,
            guild_id=guild.id,
        )
        self.changed()
        return role

    def set_role_permissions(self, role: FakeRole, permissions: PermissionsLike) -> None:
        role.permissions = as_bits(permissions)
        self.emit(
            "GUILD_ROLE_UPDATE",
            {"guild_id": str(role.guild_id), "role": role.payload()},
            intent=INTENT_GUILDS,
            guild_id=role.guild_id,
        )
        self.changed()

    def move_role(self, role: FakeRole, position: int) -> None:
        role.position = position
        self.emit(
            "GUILD_ROLE_UPDATE",
            {"guild_id": str(role.guild_id), "role": role.payload()},
            intent=INTENT_GUILDS,
            guild_id=role.guild_id,
        )
        self.changed()

    def bot_role(self, guild: FakeGuild) -> FakeRole:
        """The bot's own managed role in a guild."""
        return next(r for r in guild.roles.values() if r.bot_id == self.bot.id)

    def bot_sets_role(self, guild_id: int, user_id: int, role_id: int, *, give: bool) -> None:
        """The bot gives or takes a member's role, as Discord allows it: with Manage Roles,
        and only a role below its own highest one (403, 50013 otherwise)."""
        guild = self.guild(guild_id)
        role = guild.roles.get(role_id)
        if role is None:
            raise err.unknown_role()
        member = guild.members.get(user_id)
        if member is None:
            raise err.unknown_member()
        me = guild.members[self.bot.id]
        if not base_permissions(guild, me) & MANAGE_ROLES:
            raise err.missing_permissions()
        highest = max((guild.roles[r].position for r in me.role_ids if r in guild.roles), default=0)
        if role.position >= highest or role.managed or role.id == guild.id:
            raise err.missing_permissions()
        if give:
            self.give_role(member, role)
        else:
            self.take_role(member, role)

    def give_role(self, member: FakeMember, role: FakeRole) -> None:
        if role.id not in member.role_ids:
            member.role_ids.append(role.id)
        self._member_updated(member)

    def take_role(self, member: FakeMember, role: FakeRole) -> None:
        if role.id in member.role_ids:
            member.role_ids.remove(role.id)
        self._member_updated(member)

    def _member_updated(self, member: FakeMember) -> None:
        data = member.payload()
        data["guild_id"] = str(member.guild.id)
        self.emit(
            "GUILD_MEMBER_UPDATE", data, intent=INTENT_GUILD_MEMBERS, guild_id=member.guild.id
        )
        self.changed()

    def add_text_channel(
        self, guild: FakeGuild, name: str, *, topic: str | None = None
    ) -> FakeChannel:
        channel = FakeChannel(
            id=self.snowflakes.next(),
            type=TEXT,
            name=name,
            guild=guild,
            topic=topic,
            position=len(guild.text_channels),
        )
        self._register_channel(channel)
        self.emit("CHANNEL_CREATE", channel.payload(), intent=INTENT_GUILDS, guild_id=guild.id)
        self.changed()
        return channel

    def _register_channel(self, channel: FakeChannel) -> None:
        self.channels[channel.id] = channel
        self.timelines[channel.id] = []
        if channel.guild is not None:
            channel.guild.channels[channel.id] = channel

    def set_overwrite(
        self,
        channel: FakeChannel,
        target: FakeRole | FakeMember | FakeUser,
        *,
        allow: PermissionsLike = 0,
        deny: PermissionsLike = 0,
    ) -> None:
        kind = 0 if isinstance(target, FakeRole) else 1
        channel.overwrites = [
            ow for ow in channel.overwrites if (ow.type, ow.id) != (kind, target.id)
        ]
        channel.overwrites.append(
            FakeOverwrite(id=target.id, type=kind, allow=as_bits(allow), deny=as_bits(deny))
        )
        self.channel_updated(channel)

    def channel_updated(self, channel: FakeChannel) -> None:
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        guild_id = None if channel.guild is None else channel.guild.id
        self.emit(event, channel.payload(), intent=INTENT_GUILDS, guild_id=guild_id)
        self.changed()

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = FakeChannel(
                id=self.snowflakes.next(), type=DM, name=f"dm-{user.name}", recipients=[user]
            )
            self._register_channel(channel)
            self.dm_channels[user.id] = channel
        return channel

    # --- lookups and permissions ------------------------------------------------------
    def user(self, user_id: int) -> FakeUser:
        try:
            return self.users[user_id]
        except KeyError:
            raise err.unknown_user() from None

    def guild(self, guild_id: int) -> FakeGuild:
        try:
            return self.guilds[guild_id]
        except KeyError:
            raise err.unknown_guild() from None

    def channel(self, channel_id: int) -> FakeChannel:
        try:
            return self.channels[channel_id]
        except KeyError:
            raise err.unknown_channel() from None

    def message_in(self, channel: FakeChannel, message_id: int) -> FakeMessage:
        message = self.messages.get(message_id)
        if message is None or message.channel is not channel or message.deleted:
            raise err.unknown_message()
        if message.visible_to is not None:
            # Ephemeral messages only exist for their user and the interaction webhook.
            raise err.unknown_message()
        return message

    def perms(self, member: FakeMember, channel: FakeChannel) -> int:
        return channel_permissions(channel, member)

    def bot_perms(self, channel: FakeChannel) -> int:
        if channel.guild is None:
            return ALL
        member = channel.guild.members.get(self.bot.id)
        return 0 if member is None else self.perms(member, channel)

    def require_bot(self, channel: FakeChannel, needed: int) -> None:
        perms = self.bot_perms(channel)
        if not perms & VIEW_CHANNEL:
            raise err.missing_access()
        if perms & needed != needed:
            raise err.missing_permissions()

    def member_for(self, who: FakeUser | FakeMember, channel: FakeChannel) -> FakeMember | None:
        """The member behind ``who`` in the channel's guild (None in DMs)."""
        if channel.guild is None:
            return None
        user = who.user if isinstance(who, FakeMember) else who
        member = channel.guild.members.get(user.id)
        if member is None:
            raise FakeDiscordError(f"{user!r} is not a member of {channel.guild!r}")
        return member

    def visible_to(self, message: FakeMessage, user: FakeUser) -> bool:
        if message.deleted:
            return False
        if message.visible_to is not None:
            return message.visible_to == user.id
        member = self.member_for(user, message.channel)
        return member is None or bool(self.perms(member, message.channel) & VIEW_CHANNEL)

    # --- messages --------------------------------------------------------------------
    def public_messages(self, channel: FakeChannel) -> list[FakeMessage]:
        return [
            m for m in self.timelines.get(channel.id, []) if not m.deleted and m.visible_to is None
        ]

    def _make_attachment(
        self, upload: Upload, filename: str, description: str | None
    ) -> FakeAttachment:
        aid = self.snowflakes.next()
        attachment = FakeAttachment(
            id=aid,
            filename=filename,
            data=upload.data,
            url=f"{self.base_url}/attachments/{aid}/{quote(filename)}",
            content_type=upload.content_type,
            description=description,
        )
        self.attachments[aid] = attachment
        return attachment

    def upload_attachment(self, filename: str, data: bytes) -> FakeAttachment:
        """An attachment a user uploads, e.g. for an attachment option of a command."""
        return self._make_attachment(Upload(0, filename, data), filename, None)

    def _attachments(
        self,
        body: dict[str, Any],
        uploads: list[Upload],
        existing: list[FakeAttachment] | None,
    ) -> list[FakeAttachment] | None:
        """Discord's attachment rules: ``attachments`` lists what the message keeps (old ones by
        snowflake) and what it gains (uploads by index); without it, uploads are appended."""
        spec = body.get("attachments")
        by_index = {u.index: u for u in uploads}
        if spec is None:
            if not uploads:
                return None
            new = [self._make_attachment(u, u.filename, None) for u in uploads]
            return [*(existing or []), *new]
        old = {a.id: a for a in existing or []}
        result: list[FakeAttachment] = []
        used: set[int] = set()
        for i, item in enumerate(spec):
            aid = int(item["id"])
            if aid in old:
                result.append(old[aid])
            elif aid in by_index and aid not in used:
                used.add(aid)
                upload = by_index[aid]
                result.append(
                    self._make_attachment(
                        upload, item.get("filename") or upload.filename, item.get("description")
                    )
                )
            else:
                raise err.invalid_form(
                    {
                        "attachments": {
                            str(i): {
                                "id": err.field_error(
                                    "ATTACHMENT_NOT_FOUND", f"Attachment {aid} not found"
                                )
                            }
                        }
                    }
                )
        for upload in uploads:
            if upload.index not in used:
                result.append(self._make_attachment(upload, upload.filename, None))
        return result

    def create_message(
        self,
        channel: FakeChannel,
        author: FakeUser,
        body: dict[str, Any],
        uploads: list[Upload] | None = None,
        *,
        flags: int = 0,
        visible_to: int | None = None,
        interaction: FakeInteraction | None = None,
        msg_type: int = MSG_DEFAULT,
        validate: bool = True,
    ) -> FakeMessage:
        uploads = uploads or []
        if validate:
            validate_message(body, flags=flags, creating=True, files=len(uploads))
        attachments = self._attachments(body, uploads, None) or []
        if validate:
            components = list(body.get("components") or [])
            validate_layout_files(components, flags, [a.filename for a in attachments])
        message = FakeMessage(
            id=self.snowflakes.next(),
            channel=channel,
            author=author,
            content=str(body.get("content") or ""),
            embeds=list(body.get("embeds") or []),
            components=list(body.get("components") or []),
            attachments=attachments,
            flags=flags,
            type=msg_type,
            created_at=self.clock.now(),
            visible_to=visible_to,
            interaction=interaction,
            reference=body.get("message_reference"),
        )
        if interaction is not None:
            message.webhook_id = self.application.id
            message.application_id = self.application.id
            message.interaction_metadata = self._interaction_metadata(interaction)
        self.messages[message.id] = message
        self.timelines.setdefault(channel.id, []).append(message)
        if visible_to is None:
            channel.last_message_id = message.id
            if channel.is_thread:
                channel.message_count += 1
                channel.total_message_sent += 1
            self._emit_message("MESSAGE_CREATE", message)
        self.changed()
        return message

    def _emit_message(self, event: str, message: FakeMessage) -> None:
        guild = message.channel.guild
        intent = INTENT_DIRECT_MESSAGES if guild is None else INTENT_GUILD_MESSAGES
        self.emit(
            event,
            message.payload(self.users),
            intent=intent,
            guild_id=None if guild is None else guild.id,
            message=message,
        )

    def edit_message(
        self,
        message: FakeMessage,
        body: dict[str, Any],
        uploads: list[Upload] | None = None,
        *,
        fill_loading: bool = False,
    ) -> FakeMessage:
        """Apply an edit; a rejected edit leaves the message untouched."""
        uploads = uploads or []
        flags = message.flags
        if "flags" in body and body["flags"] is not None:
            flags = (flags & ~MESSAGE_FLAGS) | (int(body["flags"]) & MESSAGE_FLAGS)
        validate_message(
            body, flags=flags, creating=False, files=len(uploads), old_flags=message.flags
        )
        content = str(body["content"] or "") if "content" in body else message.content
        embeds = list(body["embeds"] or []) if "embeds" in body else message.embeds
        components = list(body["components"] or []) if "components" in body else message.components
        # Setting the V2 flag by an edit is allowed only if the edit leaves no content or embed.
        validate_legacy_fields(content, embeds, flags)
        kept = self._attachments(body, uploads, message.attachments)
        attachments = message.attachments if kept is None else kept
        validate_layout_files(components, flags, [a.filename for a in attachments])
        if not (content or embeds or components or attachments):
            raise ApiError(400, 50006, "Cannot send an empty message")
        message.versions.append(message.snapshot())
        message.content = content
        message.embeds = embeds
        message.components = components
        message.attachments = attachments
        message.flags = flags
        if fill_loading:
            message.flags &= ~LOADING
        else:
            message.edited_at = self.clock.now()
        if message.visible_to is None:
            self._emit_message("MESSAGE_UPDATE", message)
        self.changed()
        return message

    def delete_message(self, message: FakeMessage) -> None:
        message.deleted = True
        if message.visible_to is None:
            data = {"id": str(message.id), "channel_id": str(message.channel.id)}
            guild = message.channel.guild
            if guild is not None:
                data["guild_id"] = str(guild.id)
            self.emit(
                "MESSAGE_DELETE",
                data,
                intent=INTENT_DIRECT_MESSAGES if guild is None else INTENT_GUILD_MESSAGES,
                guild_id=None if guild is None else guild.id,
            )
        self.changed()

    # --- what the bot does through REST ----------------------------------------------
    def bot_send(
        self, channel: FakeChannel, body: dict[str, Any], uploads: list[Upload]
    ) -> FakeMessage:
        if channel.type == DM:
            recipient = channel.recipients[0]
            if not recipient.accepts_dms:
                raise ApiError(403, 50007, "Cannot send messages to this user")
        else:
            needed = SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES
            if uploads:
                needed |= ATTACH_FILES
            self.require_bot(channel, needed)
            self.unarchive_for_message(channel, self.bot)
        flags = int(body.get("flags") or 0) & MESSAGE_FLAGS
        message = self.create_message(channel, self.bot, body, uploads, flags=flags)
        self._drop_embeds_without_permission(message)
        return message

    def _drop_embeds_without_permission(self, message: FakeMessage) -> None:
        """Without Embed Links, Discord accepts a bot's message but shows none of its embeds."""
        if message.channel.guild is not None and not self.bot_perms(message.channel) & EMBED_LINKS:
            message.embeds = []

    def unarchive_for_message(self, channel: FakeChannel, author: FakeUser) -> None:
        if not channel.is_thread or not channel.archived:
            return
        if channel.locked:
            member = self.member_for(author, channel)
            if member is None or not self.perms(member, channel) & MANAGE_THREADS:
                raise err.thread_archived()
        channel.archived = False
        self.channel_updated(channel)

    def bot_edit(
        self, message: FakeMessage, body: dict[str, Any], uploads: list[Upload]
    ) -> FakeMessage:
        if message.author is not self.bot:
            raise err.cannot_edit_others()
        if message.channel.guild is not None:
            self.require_bot(message.channel, 0)  # it must still see the channel
        if message.channel.is_thread and message.channel.archived:
            raise err.thread_archived()  # reopened first (by a message, or unarchived)
        edited = self.edit_message(message, body, uploads)
        self._drop_embeds_without_permission(edited)
        return edited

    def bot_delete(self, message: FakeMessage) -> None:
        if message.author is not self.bot:
            self.require_bot(message.channel, MANAGE_MESSAGES)
        self.delete_message(message)

    def history(
        self,
        channel: FakeChannel,
        *,
        limit: int = 50,
        before: int | None = None,
        after: int | None = None,
        around: int | None = None,
    ) -> list[FakeMessage]:
        if channel.guild is not None:
            self.require_bot(channel, READ_MESSAGE_HISTORY)
        limit = max(1, min(limit, 100))
        messages = self.public_messages(channel)
        if around is not None:
            older = [m for m in messages if m.id <= around][-(limit // 2 + 1) :]
            newer = [m for m in messages if m.id > around][: limit - len(older)]
            picked = older + newer
        elif after is not None:
            picked = [m for m in messages if m.id > after][:limit]
        else:
            if before is not None:
                messages = [m for m in messages if m.id < before]
            picked = messages[-limit:]
        return list(reversed(picked))

    # --- threads ---------------------------------------------------------------------
    def create_thread(
        self,
        parent: FakeChannel,
        creator: FakeUser,
        *,
        name: str,
        thread_type: int = PUBLIC_THREAD,
        message: FakeMessage | None = None,
        auto_archive_duration: int = 1440,
        invitable: bool = True,
        check: bool = True,
    ) -> FakeChannel:
        if parent.type != TEXT or parent.guild is None:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        if thread_type not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise err.invalid_form({"type": err.field_error("BASE_TYPE_CHOICES", "Bad type")})
        if not 1 <= len(name) <= 100:
            raise err.invalid_form(
                {"name": err.field_error("BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100")}
            )
        if check:
            if parent.threads_forbidden:
                raise err.missing_permissions()
            needed = (
                CREATE_PUBLIC_THREADS if thread_type == PUBLIC_THREAD else CREATE_PRIVATE_THREADS
            )
            member = self.member_for(creator, parent)
            assert member is not None
            perms = self.perms(member, parent)
            if not perms & VIEW_CHANNEL:
                raise err.missing_access()
            if perms & needed != needed:
                raise err.missing_permissions()
        if message is not None and message.thread is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        now = self.clock.now()
        thread = FakeChannel(
            # A thread started from a message shares the message's id.
            id=message.id if message is not None else self.snowflakes.next(),
            type=thread_type,
            name=name,
            guild=parent.guild,
            parent=parent,
            owner_id=creator.id,
            auto_archive_duration=auto_archive_duration,
            invitable=invitable,
            created_at=now,
            archive_timestamp=now,
            thread_member_ids={creator.id},
            starter_message_id=None if message is None else message.id,
        )
        self._register_channel(thread)
        if message is not None:
            message.thread = thread
        data = thread.payload()
        data["newly_created"] = True
        self.emit("THREAD_CREATE", data, intent=INTENT_GUILDS, guild_id=parent.guild.id)
        if message is None and thread_type == PUBLIC_THREAD:
            self.create_message(
                parent,
                creator,
                {
                    "content": name,
                    "message_reference": {
                        "channel_id": str(thread.id),
                        "guild_id": str(parent.guild.id),
                    },
                },
                msg_type=MSG_THREAD_CREATED,
                validate=False,
            )
        self.changed()
        return thread

    def archived_threads(
        self, channel: FakeChannel, *, before: dt.datetime | None = None, limit: int = 50
    ) -> tuple[list[FakeChannel], bool]:
        """A text channel's archived public threads, as Discord pages them: the most recently
        archived first, those archived before `before` only, at most `limit` (2 to 100); and
        whether there are more."""
        if channel.type != TEXT or channel.guild is None:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        self.require_bot(channel, READ_MESSAGE_HISTORY)
        if not 2 <= limit <= 100:
            raise err.invalid_form(
                {"limit": err.field_error("NUMBER_TYPE_MAX", "Must be between 2 and 100.")}
            )
        archived = [
            t
            for t in channel.guild.threads
            if t.parent is channel and t.archived and t.type == PUBLIC_THREAD
        ]
        archived.sort(key=lambda t: t.archive_timestamp or t.created_at or _EPOCH, reverse=True)
        if before is not None:
            archived = [t for t in archived if (t.archive_timestamp or _EPOCH) < before]
        return archived[:limit], len(archived) > limit

    def edit_channel(self, channel: FakeChannel, body: dict[str, Any], *, by: FakeUser) -> None:
        member = self.member_for(by, channel)
        if channel.is_thread:
            manager = member is None or bool(self.perms(member, channel) & MANAGE_THREADS)
            if channel.owner_id != by.id and not manager:
                raise err.missing_permissions()
            for key in ("name", "archived", "locked", "invitable", "auto_archive_duration"):
                if key in body and body[key] is not None:
                    setattr(channel, key, body[key])
            if body.get("archived"):
                channel.archive_timestamp = self.clock.now()
        else:
            if (
                member is not None
                and not self.perms(member, channel)
                & discord.Permissions(manage_channels=True).value
            ):
                raise err.missing_permissions()
            for key in ("name", "topic"):
                if key in body:
                    setattr(channel, key, body[key])
        self.channel_updated(channel)

    def delete_channel(self, channel: FakeChannel) -> None:
        """A channel or thread is deleted, with the threads of a deleted channel: Discord
        sends THREAD_DELETE or CHANNEL_DELETE (none for the threads of a deleted channel), and
        answers every later request about them with 404 Unknown Channel."""
        gone = [channel, *(c for c in self.channels.values() if c.parent is channel)]
        for each in gone:
            each.archived = True
            self.channels.pop(each.id, None)
            if each.guild is not None:
                each.guild.channels.pop(each.id, None)
        guild_id = None if channel.guild is None else channel.guild.id
        if channel.is_thread:
            data = {
                "id": str(channel.id),
                "type": channel.type,
                "guild_id": str(guild_id),
                "parent_id": str(channel.parent.id) if channel.parent is not None else None,
            }
            self.emit("THREAD_DELETE", data, intent=INTENT_GUILDS, guild_id=guild_id)
        else:
            self.emit("CHANNEL_DELETE", channel.payload(), intent=INTENT_GUILDS, guild_id=guild_id)
        self.changed()

    def remove_bot(self, guild: FakeGuild) -> None:
        """The server kicks the bot: GUILD_DELETE (without `unavailable`) reaches it, and its
        requests about the server's channels are answered 403 Missing Access."""
        guild.members.pop(self.bot.id, None)
        self.emit("GUILD_DELETE", {"id": str(guild.id)}, intent=INTENT_GUILDS, guild_id=guild.id)
        self.changed()

    def invite_bot(self, guild: FakeGuild) -> None:
        """The server invites the bot back: it becomes a member again, and GUILD_CREATE."""
        roles = [r.id for r in guild.roles.values() if r.bot_id == self.bot.id]
        self._join(guild, self.bot, roles)
        data = guild.create_payload(self.clock.now())
        data.pop("unavailable", None)  # as for a server just joined, not one back from an outage
        self.emit("GUILD_CREATE", data, intent=INTENT_GUILDS, guild_id=guild.id)
        self.changed()

    def add_thread_member(self, thread: FakeChannel, user: FakeUser) -> None:
        if not thread.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        if thread.archived:
            raise err.thread_archived()
        if thread.guild is not None and user.id not in thread.guild.members:
            raise err.unknown_member()  # who left the server is added to none of its threads
        if user.id not in thread.thread_member_ids:
            thread.thread_member_ids.add(user.id)
            assert thread.guild is not None
            self.emit(
                "THREAD_MEMBERS_UPDATE",
                {
                    "id": str(thread.id),
                    "guild_id": str(thread.guild.id),
                    "member_count": len(thread.thread_member_ids),
                    "added_members": [
                        {
                            "id": str(thread.id),
                            "user_id": str(user.id),
                            "join_timestamp": self.clock.now().isoformat(),
                            "flags": 0,
                        }
                    ],
                },
                intent=INTENT_GUILDS,
                guild_id=thread.guild.id,
            )
        self.changed()

    def remove_thread_member(self, thread: FakeChannel, user: FakeUser) -> None:
        thread.thread_member_ids.discard(user.id)
        self.changed()

    # --- application commands --------------------------------------------------------
    def list_commands(self, guild_id: int | None) -> list[FakeCommand]:
        return [c for c in self.commands.values() if c.guild_id == guild_id]

    def _command_from(
        self, guild_id: int | None, payload: dict[str, Any], command_id: int | None
    ) -> FakeCommand:
        self._command_version += 1
        raw = {k: v for k, v in payload.items() if k not in ("id", "application_id", "version")}
        return FakeCommand(
            id=command_id or self.snowflakes.next(),
            application_id=self.application.id,
            guild_id=guild_id,
            name=payload["name"],
            type=int(payload.get("type", 1)),
            description=payload.get("description", ""),
            options=list(payload.get("options") or []),
            raw=raw,
            version=self._command_version,
        )

    def overwrite_commands(
        self, guild_id: int | None, payloads: list[dict[str, Any]]
    ) -> list[FakeCommand]:
        validate_commands(payloads)
        old = {(c.type, c.name): c for c in self.list_commands(guild_id)}
        for command in old.values():
            del self.commands[command.id]
        result = []
        for payload in payloads:
            key = (int(payload.get("type", 1)), payload["name"])
            previous = old.get(key)
            command = self._command_from(guild_id, payload, previous.id if previous else None)
            self.commands[command.id] = command
            result.append(command)
        self.changed()
        return result

    def upsert_command(
        self, guild_id: int | None, payload: dict[str, Any]
    ) -> tuple[FakeCommand, bool]:
        validate_commands([payload])
        key = (int(payload.get("type", 1)), payload["name"])
        previous = next((c for c in self.list_commands(guild_id) if (c.type, c.name) == key), None)
        command = self._command_from(guild_id, payload, previous.id if previous else None)
        self.commands[command.id] = command
        self.changed()
        return command, previous is None

    def get_command(self, guild_id: int | None, command_id: int) -> FakeCommand:
        command = self.commands.get(command_id)
        if command is None or command.guild_id != guild_id:
            raise err.unknown_command()
        return command

    def edit_command(
        self, guild_id: int | None, command_id: int, patch: dict[str, Any]
    ) -> FakeCommand:
        command = self.get_command(guild_id, command_id)
        merged = command.payload()
        merged.update(patch)
        validate_commands([merged])
        updated = self._command_from(guild_id, merged, command.id)
        self.commands[command.id] = updated
        self.changed()
        return updated

    def delete_command(self, guild_id: int | None, command_id: int) -> None:
        self.get_command(guild_id, command_id)
        del self.commands[command_id]
        self.changed()

    def find_command(self, guild: FakeGuild | None, name: str) -> FakeCommand:
        """What a user sees in the command picker: the guild's commands, then global ones."""
        scopes: list[int | None] = [None] if guild is None else [guild.id, None]
        for scope in scopes:
            for command in self.list_commands(scope):
                if command.type == 1 and command.name == name:
                    return command
        known = sorted(
            {c.name for scope in scopes for c in self.list_commands(scope) if c.type == 1}
        )
        raise FakeDiscordError(
            f"no command /{name} is registered for this channel (did the bot sync its tree?); "
            f"registered: {known}"
        )

    # --- interactions ----------------------------------------------------------------
    def new_interaction(
        self,
        *,
        type: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        name: str,
        message: FakeMessage | None = None,
    ) -> FakeInteraction:
        member = self.member_for(user, channel)
        ix = FakeInteraction(
            id=self.snowflakes.next(),
            token=f"fake-interaction-{secrets.token_urlsafe(24)}",
            type=type,
            user=user,
            channel=channel,
            guild=channel.guild,
            member=member,
            data=data,
            message=message,
            created_at=self.clock.now(),
            created_mono=self.clock.monotonic(),
            name=name,
        )
        self.interactions[ix.id] = ix
        self.interactions_by_token[ix.token] = ix
        return ix

    def interaction_payload(self, ix: FakeInteraction) -> dict[str, Any]:
        channel = ix.channel
        payload: dict[str, Any] = {
            "id": str(ix.id),
            "application_id": str(self.application.id),
            "type": ix.type,
            "data": ix.data,
            "token": ix.token,
            "version": 1,
            "locale": ix.user.locale,
            "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024,
            "app_permissions": str(self.bot_perms(channel)),
        }
        channel_data = channel.payload()
        if ix.guild is not None and ix.member is not None:
            perms = self.perms(ix.member, channel)
            channel_data["permissions"] = str(perms)
            payload.update(
                guild_id=str(ix.guild.id),
                guild={"id": str(ix.guild.id), "locale": ix.guild.preferred_locale, "features": []},
                guild_locale=ix.guild.preferred_locale,
                member=ix.member.payload(permissions=perms),
                authorizing_integration_owners={"0": str(ix.guild.id)},
                context=0,
            )
        else:
            payload.update(
                user=ix.user.payload(),
                authorizing_integration_owners={"0": "0"},
                context=1,
            )
        payload["channel"] = channel_data
        payload["channel_id"] = str(channel.id)
        if ix.message is not None:
            payload["message"] = ix.message.payload(self.users)
        return payload

    def _interaction_metadata(self, ix: FakeInteraction) -> dict[str, Any]:
        owners = {"0": str(ix.guild.id)} if ix.guild is not None else {"1": str(ix.user.id)}
        data: dict[str, Any] = {
            "id": str(ix.id),
            "type": ix.type,
            "user": ix.user.payload(),
            "authorizing_integration_owners": owners,
        }
        if ix.type == APPLICATION_COMMAND:
            data["name"] = ix.data.get("name", "")
            data["command_type"] = ix.data.get("type", 1)
        if ix.message is not None:
            data["interacted_message_id"] = str(ix.message.id)
        return data

    def mark_failed_if_late(self, ix: FakeInteraction) -> bool:
        if ix.acknowledged or ix.failed:
            return False
        if self.clock.monotonic() - ix.created_mono < self.ack_deadline:
            return False
        ix.failed = True
        ix.settle()
        self.changed()
        return True

    def sweep_deadlines(self) -> None:
        for ix in list(self.interactions.values()):
            self.mark_failed_if_late(ix)

    def watch_deadline(self, ix: FakeInteraction) -> None:
        loop = asyncio.get_running_loop()

        def check() -> None:
            if ix.acknowledged or ix.failed:
                return
            if not self.mark_failed_if_late(ix):
                remaining = self.ack_deadline - (self.clock.monotonic() - ix.created_mono)
                loop.call_later(max(remaining, 0.001), check)

        loop.call_later(self.ack_deadline, check)

    def callback(
        self, ix: FakeInteraction, body: dict[str, Any], uploads: list[Upload]
    ) -> dict[str, Any]:
        """POST /interactions/{id}/{token}/callback."""
        if ix.acknowledged:
            raise err.already_acknowledged()
        self.mark_failed_if_late(ix)
        if ix.failed:
            raise err.unknown_interaction()
        rtype = int(body.get("type", 0))
        data: dict[str, Any] = body.get("data") or {}
        if rtype not in ALLOWED_RESPONSES.get(ix.type, frozenset()):
            raise err.invalid_form(
                {
                    "type": err.field_error(
                        "INTERACTION_CALLBACK_TYPE_INVALID",
                        f"Callback type {rtype} is not valid for interaction type {ix.type}",
                    )
                }
            )
        message: FakeMessage | None = None
        if rtype == CHANNEL_MESSAGE:
            flags = int(data.get("flags") or 0) & RESPONSE_FLAGS
            message = self.create_message(
                ix.channel,
                self.bot,
                data,
                uploads,
                flags=flags,
                visible_to=ix.user.id if flags & EPHEMERAL else None,
                interaction=ix,
                msg_type=MSG_CHAT_INPUT if ix.type == APPLICATION_COMMAND else MSG_DEFAULT,
            )
            ix.original = message
        elif rtype == DEFERRED_CHANNEL_MESSAGE:
            flags = (int(data.get("flags") or 0) & EPHEMERAL) | LOADING
            message = self.create_message(
                ix.channel,
                self.bot,
                {},
                flags=flags,
                visible_to=ix.user.id if flags & EPHEMERAL else None,
                interaction=ix,
                msg_type=MSG_CHAT_INPUT if ix.type == APPLICATION_COMMAND else MSG_DEFAULT,
                validate=False,
            )
            ix.original = message
        elif rtype == UPDATE_MESSAGE:
            if ix.message is None:
                raise err.unknown_message()
            message = self.edit_message(ix.message, data, uploads)
        elif rtype == AUTOCOMPLETE_RESULT:
            choices = list(data.get("choices") or [])
            validate_choices(choices)
            ix.choices = choices
        elif rtype == MODAL:
            validate_modal(data)
            number_components(data.get("components") or [])
            ix.modal = data
        ix.response_type = rtype
        ix.acked_after = self.clock.monotonic() - ix.created_mono
        ix.settle()
        self.changed()
        response: dict[str, Any] = {
            "interaction": {
                "id": str(ix.id),
                "type": ix.type,
                "response_message_loading": rtype == DEFERRED_CHANNEL_MESSAGE,
                "response_message_ephemeral": bool(message is not None and message.ephemeral),
            }
        }
        if message is not None:
            response["interaction"]["response_message_id"] = str(message.id)
            response["resource"] = {"type": rtype, "message": message.payload(self.users)}
        elif rtype != DEFERRED_UPDATE:
            response["resource"] = {"type": rtype}
        return response

    def webhook_interaction(self, application_id: int, token: str) -> FakeInteraction:
        ix = self.interactions_by_token.get(token)
        if ix is None or application_id != self.application.id:
            raise err.unknown_webhook()
        if self.clock.now() >= ix.expires_at:
            raise err.invalid_webhook_token()
        return ix

    def followup(
        self, ix: FakeInteraction, body: dict[str, Any], uploads: list[Upload]
    ) -> FakeMessage:
        """POST /webhooks/{app}/{token}: the first followup after a "thinking" defer fills the
        deferred message (keeping the defer's ephemerality); later ones are new messages."""
        if not ix.acknowledged or ix.response_type in (AUTOCOMPLETE_RESULT,):
            raise err.unknown_webhook()
        if ix.thinking and not ix.deferred_filled and ix.original is not None:
            ix.deferred_filled = True
            message = self.edit_message(ix.original, body, uploads, fill_loading=True)
            ix.followups.append(message)
            return message
        flags = int(body.get("flags") or 0) & RESPONSE_FLAGS
        message = self.create_message(
            ix.channel,
            self.bot,
            body,
            uploads,
            flags=flags,
            visible_to=ix.user.id if flags & EPHEMERAL else None,
            interaction=ix,
        )
        ix.followups.append(message)
        return message

    def webhook_message(self, ix: FakeInteraction, message_id: str) -> FakeMessage:
        if message_id == "@original":
            if not ix.acknowledged:
                raise err.unknown_webhook()
            target = ix.original
            if target is None and ix.response_type in (DEFERRED_UPDATE, UPDATE_MESSAGE):
                target = ix.message
            if ix.type == MESSAGE_COMPONENT and target is None:
                target = ix.message
        else:
            found = self.messages.get(int(message_id))
            ours = found is not None and (found is ix.original or found in ix.followups)
            target = found if ours else None
        if target is None or target.deleted:
            raise err.unknown_message()
        return target

    def webhook_edit(
        self,
        ix: FakeInteraction,
        message_id: str,
        body: dict[str, Any],
        uploads: list[Upload],
    ) -> FakeMessage:
        target = self.webhook_message(ix, message_id)
        filling = target.loading
        if filling:
            ix.deferred_filled = True
        return self.edit_message(target, body, uploads, fill_loading=filling)

    def webhook_delete(self, ix: FakeInteraction, message_id: str) -> None:
        self.delete_message(self.webhook_message(ix, message_id))
