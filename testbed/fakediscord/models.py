"""The fake's state: users, guilds, roles, members, channels, threads, messages, commands.

Objects are plain mutable dataclasses owned by `FakeState`; each knows how to render itself as
the JSON payload Discord would send. Tests read them directly (``message.content``,
``message.attachments[0].data``) and never need to parse JSON.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .clock import iso

if TYPE_CHECKING:
    from .interactions import FakeInteraction

EPHEMERAL = 1 << 6
LOADING = 1 << 7
IS_COMPONENTS_V2 = 1 << 15

_MENTION = re.compile(r"<@!?(\d+)>")


@dataclass(eq=False)
class FakeUser:
    id: int
    name: str
    bot: bool = False
    global_name: str | None = None
    #: When False, the bot gets 403 "Cannot send messages to this user" on a DM.
    accepts_dms: bool = True
    #: The language of the user's Discord client (an interaction's `locale`).
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }

    def __repr__(self) -> str:
        return f"<FakeUser {self.name} id={self.id}>"


@dataclass(eq=False)
class FakeRole:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    color: int = 0
    hoist: bool = False
    managed: bool = False
    mentionable: bool = False
    bot_id: int | None = None

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "color": self.color,
            "colors": {
                "primary_color": self.color,
                "secondary_color": None,
                "tertiary_color": None,
            },
            "hoist": self.hoist,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": self.mentionable,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data

    def __repr__(self) -> str:
        return f"<FakeRole {self.name} id={self.id}>"


@dataclass(eq=False)
class FakeMember:
    user: FakeUser
    guild: FakeGuild
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.UTC))

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    @property
    def mention(self) -> str:
        return self.user.mention

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data

    def __repr__(self) -> str:
        return f"<FakeMember {self.name} id={self.id} guild={self.guild.name!r}>"


@dataclass
class FakeOverwrite:
    id: int
    type: int  # 0 role, 1 member
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": self.type,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12


@dataclass(eq=False)
class FakeChannel:
    """A text channel, a DM channel or a thread (type 0, 1, 11 or 12)."""

    id: int
    type: int
    name: str
    guild: FakeGuild | None = None
    position: int = 0
    topic: str | None = None
    parent: FakeChannel | None = None
    overwrites: list[FakeOverwrite] = field(default_factory=list)
    #: When True, creating a thread in this channel fails with 403 Missing Permissions.
    threads_forbidden: bool = False
    # thread fields
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    archive_timestamp: dt.datetime | None = None
    created_at: dt.datetime | None = None
    thread_member_ids: set[int] = field(default_factory=set)
    message_count: int = 0
    total_message_sent: int = 0
    starter_message_id: int | None = None
    rate_limit_per_user: int = 0
    # DM fields
    recipients: list[FakeUser] = field(default_factory=list)
    last_message_id: int | None = None

    @property
    def is_thread(self) -> bool:
        return self.type in (PUBLIC_THREAD, PRIVATE_THREAD)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "flags": 0,
            "last_message_id": None if self.last_message_id is None else str(self.last_message_id),
            "rate_limit_per_user": self.rate_limit_per_user,
        }
        if self.guild is not None:
            data["guild_id"] = str(self.guild.id)
        if self.type == DM:
            data["recipients"] = [u.payload() for u in self.recipients]
            del data["name"]
            return data
        if self.is_thread:
            assert self.parent is not None
            archive_ts = self.archive_timestamp or self.created_at
            data.update(
                parent_id=str(self.parent.id),
                owner_id=str(self.owner_id),
                message_count=self.message_count,
                member_count=min(len(self.thread_member_ids), 50),
                total_message_sent=self.total_message_sent,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso(archive_ts),
                    "locked": self.locked,
                    "invitable": self.invitable,
                    "create_timestamp": iso(self.created_at),
                },
            )
            return data
        data.update(
            position=self.position,
            parent_id=None,
            topic=self.topic,
            nsfw=False,
            permission_overwrites=[ow.payload() for ow in self.overwrites],
            default_auto_archive_duration=1440,
        )
        return data

    def __repr__(self) -> str:
        kind = {TEXT: "text", DM: "dm", PUBLIC_THREAD: "thread", PRIVATE_THREAD: "private thread"}
        return f"<FakeChannel {kind.get(self.type, self.type)} #{self.name} id={self.id}>"


@dataclass(eq=False)
class FakeAttachment:
    id: int
    filename: str
    data: bytes
    url: str
    content_type: str | None = None
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    @property
    def text(self) -> str:
        return self.data.decode()

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
        }
        if self.content_type:
            data["content_type"] = self.content_type
        if self.description is not None:
            data["description"] = self.description
        return data

    def __repr__(self) -> str:
        return f"<FakeAttachment {self.filename} {self.size} bytes>"


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component of a message or modal, depth first (rows, containers, sections, labels)."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        for key in ("component", "accessory"):
            inner = component.get(key)
            if isinstance(inner, dict):
                yield from walk_components([inner])


@dataclass(eq=False)
class FakeMessage:
    id: int
    channel: FakeChannel
    author: FakeUser
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    created_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.UTC))
    edited_at: dt.datetime | None = None
    #: The id of the only user who sees this message (ephemeral messages), else None.
    visible_to: int | None = None
    #: The interaction whose response or followup this message is.
    interaction: FakeInteraction | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    reference: dict[str, Any] | None = None
    deleted: bool = False
    pinned: bool = False
    #: The thread started from this message, if any.
    thread: FakeChannel | None = None
    #: Earlier versions of this message, one snapshot per edit, oldest first.
    versions: list[dict[str, Any]] = field(default_factory=list)

    # --- reading helpers for tests -------------------------------------------------------
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred response's "is thinking..." placeholder."""
        return bool(self.flags & LOADING)

    @property
    def edits(self) -> int:
        return len(self.versions)

    @property
    def embed(self) -> dict[str, Any] | None:
        return self.embeds[0] if self.embeds else None

    @property
    def text(self) -> str:
        """Content and the visible text of every embed and text display, one part a line."""
        parts = [self.content] if self.content else []
        for embed in self.embeds:
            for key in ("title", "description"):
                if embed.get(key):
                    parts.append(str(embed[key]))
            for fld in embed.get("fields", []):
                parts.append(f"{fld.get('name', '')}: {fld.get('value', '')}")
            for key in ("author", "footer"):
                sub = embed.get(key)
                if isinstance(sub, dict):
                    parts.append(str(sub.get("name") or sub.get("text") or ""))
        for component in walk_components(self.components):
            if component.get("type") == 10:
                parts.append(str(component.get("content", "")))
        return "\n".join(p for p in parts if p)

    def walk_components(self) -> list[dict[str, Any]]:
        return list(walk_components(self.components))

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in walk_components(self.components) if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in walk_components(self.components) if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in walk_components(self.components) if "custom_id" in c]

    def component(
        self, custom_id: str | None = None, *, label: str | None = None
    ) -> dict[str, Any] | None:
        """The interactive component with this custom_id, or whose label is ``label``."""
        for c in walk_components(self.components):
            if custom_id is not None and c.get("custom_id") == custom_id:
                return c
            if label is not None and c.get("label") == label and "custom_id" in c:
                return c
        return None

    def attachment(self, filename: str) -> FakeAttachment:
        for a in self.attachments:
            if a.filename == filename:
                return a
        raise KeyError(f"{self!r} has no attachment {filename!r}")

    @property
    def mention_ids(self) -> list[int]:
        return [int(m) for m in _MENTION.findall(self.content)]

    def snapshot(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "embeds": list(self.embeds),
            "components": list(self.components),
            "attachments": [a.filename for a in self.attachments],
            "flags": self.flags,
            "edited_at": self.edited_at,
        }

    def payload(self, users: dict[int, FakeUser] | None = None) -> dict[str, Any]:
        guild = self.channel.guild
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at),
            "tts": False,
            "mention_everyone": False,
            "mentions": [
                users[uid].payload() for uid in self.mention_ids if users and uid in users
            ],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": list(self.embeds),
            "components": list(self.components),
            "pinned": self.pinned,
            "type": self.type,
            "flags": self.flags,
        }
        if guild is not None:
            data["guild_id"] = str(guild.id)
            member = guild.members.get(self.author.id)
            if member is not None and self.webhook_id is None:
                data["member"] = member.payload(with_user=False)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = self.interaction_metadata
        if self.reference is not None:
            data["message_reference"] = self.reference
        if self.thread is not None:
            data["thread"] = self.thread.payload()
        return data

    def __repr__(self) -> str:
        flags = " ephemeral" if self.ephemeral else ""
        flags += " deleted" if self.deleted else ""
        return f"<FakeMessage id={self.id} in #{self.channel.name}{flags} {self.text[:40]!r}>"


@dataclass(eq=False)
class FakeGuild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, FakeRole] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    #: The server's language in Discord (its community setting).
    preferred_locale: str = "en-US"
    #: Roles every member added later gets (a server whose @everyone may do nothing).
    member_role_ids: list[int] = field(default_factory=list)

    @property
    def everyone_role(self) -> FakeRole:
        return self.roles[self.id]

    @property
    def text_channels(self) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.type == TEXT]

    @property
    def threads(self) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.is_thread]

    def member(self, user_id: int) -> FakeMember:
        return self.members[user_id]

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": self.preferred_locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
        }

    def create_payload(self, joined_at: dt.datetime) -> dict[str, Any]:
        """The GUILD_CREATE payload: the guild with its channels, active threads and members."""
        data = self.payload()
        data.update(
            unavailable=False,
            large=False,
            joined_at=iso(joined_at),
            member_count=len(self.members),
            members=[m.payload() for m in self.members.values()],
            channels=[c.payload() for c in self.channels.values() if not c.is_thread],
            threads=[c.payload() for c in self.threads if not c.archived],
            voice_states=[],
            presences=[],
            stage_instances=[],
            guild_scheduled_events=[],
            soundboard_sounds=[],
        )
        return data

    def __repr__(self) -> str:
        return f"<FakeGuild {self.name} id={self.id}>"


@dataclass(eq=False)
class FakeCommand:
    """An application command as registered (synced) by the bot."""

    id: int
    application_id: int
    guild_id: int | None
    name: str
    type: int
    description: str
    options: list[dict[str, Any]]
    raw: dict[str, Any]
    version: int

    @property
    def default_member_permissions(self) -> int | None:
        value = self.raw.get("default_member_permissions")
        return None if value is None else int(value)

    def payload(self) -> dict[str, Any]:
        data = dict(self.raw)
        data.update(
            id=str(self.id),
            application_id=str(self.application_id),
            version=str(self.version),
            type=self.type,
            name=self.name,
            description=self.description,
            options=self.options,
        )
        data.setdefault("default_member_permissions", None)
        data.setdefault("nsfw", False)
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        return data

    def __repr__(self) -> str:
        where = "global" if self.guild_id is None else f"guild={self.guild_id}"
        return f"<FakeCommand /{self.name} {where}>"


@dataclass(eq=False)
class FakeApplication:
    id: int
    name: str
    bot: FakeUser
    owner: FakeUser
    flags: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "description": "",
            "summary": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.payload(),
            "verify_key": "0" * 64,
            "team": None,
            "flags": self.flags,
            "bot": self.bot.payload(),
            "interactions_endpoint_url": None,
            "redirect_uris": [],
            "tags": [],
        }
