"""Interactions a simulated user starts, and what the bot answered to each.

`FakeInteraction` is the record a test gets back from ``fake.slash``/``click``/``select``/...:
how the bot acknowledged it (``response_type``), the messages it produced (``response``,
``followups``), autocomplete ``choices``, a ``modal``, any API ``errors`` the bot received while
answering, and ``failed`` when no acknowledgement came within the deadline (the "This
interaction failed" that a Discord user would see).
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import ApiError, FakeDiscordError
from .models import (
    FakeAttachment,
    FakeChannel,
    FakeCommand,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
)

PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5

CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9

RESPONSE_NAMES = {
    CHANNEL_MESSAGE: "CHANNEL_MESSAGE_WITH_SOURCE",
    DEFERRED_CHANNEL_MESSAGE: "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE",
    DEFERRED_UPDATE: "DEFERRED_UPDATE_MESSAGE",
    UPDATE_MESSAGE: "UPDATE_MESSAGE",
    AUTOCOMPLETE_RESULT: "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT",
    MODAL: "MODAL",
}

#: Which callback types Discord accepts for each interaction type.
ALLOWED_RESPONSES: dict[int, frozenset[int]] = {
    APPLICATION_COMMAND: frozenset({CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, MODAL}),
    MESSAGE_COMPONENT: frozenset(
        {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL}
    ),
    AUTOCOMPLETE: frozenset({AUTOCOMPLETE_RESULT}),
    MODAL_SUBMIT: frozenset(
        {CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE}
    ),
}

TOKEN_LIFETIME = dt.timedelta(minutes=15)


@dataclass(eq=False)
class FakeInteraction:
    id: int
    token: str
    type: int
    user: FakeUser
    channel: FakeChannel
    guild: FakeGuild | None
    member: FakeMember | None
    data: dict[str, Any]
    #: The message whose component was used (component interactions, modals opened from one).
    message: FakeMessage | None
    created_at: dt.datetime
    created_mono: float
    #: A readable name: "/backalley new", "button ba:12:play:3", ...
    name: str
    response_type: int | None = None
    #: Seconds between sending the interaction and its acknowledgement.
    acked_after: float | None = None
    #: The message created by a type 4 or 5 response.
    original: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    failed: bool = False
    #: API errors the fake answered to the bot for this interaction (already acknowledged, ...).
    errors: list[ApiError] = field(default_factory=list)
    #: Set once a deferred "thinking" response was filled by a followup or an edit.
    deferred_filled: bool = False
    #: The ``(shard_id, shard_count)`` of each gateway session it was sent to.
    delivered_to: list[tuple[int, int]] = field(default_factory=list)
    _settled: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    # --- state -------------------------------------------------------------------------
    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None

    @property
    def deferred(self) -> bool:
        return self.response_type in (DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE)

    @property
    def thinking(self) -> bool:
        """Deferred with "Bot is thinking..." and not yet answered by a followup or edit."""
        return self.original is not None and self.original.loading and not self.original.deleted

    @property
    def response_name(self) -> str | None:
        if self.response_type is None:
            return None
        return RESPONSE_NAMES.get(self.response_type, str(self.response_type))

    @property
    def expires_at(self) -> dt.datetime:
        return self.created_at + TOKEN_LIFETIME

    @property
    def response(self) -> FakeMessage | None:
        """The message the user sees as the answer: the original response, or for an update
        (type 6/7) the message that carried the component."""
        if self.original is not None:
            return self.original
        if self.response_type in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            return self.message
        return None

    @property
    def ephemeral(self) -> bool:
        return self.original is not None and self.original.ephemeral

    @property
    def messages(self) -> list[FakeMessage]:
        """Every message this interaction produced: the original response then the followups."""
        out = [self.original] if self.original is not None else []
        return out + [m for m in self.followups if m is not self.original]

    @property
    def choice_names(self) -> list[str]:
        return [str(c["name"]) for c in self.choices or []]

    @property
    def choice_values(self) -> list[Any]:
        return [c["value"] for c in self.choices or []]

    async def wait(self, timeout: float = 10.0) -> FakeInteraction:
        """Wait until the bot acknowledged this interaction, or it failed."""
        try:
            await asyncio.wait_for(self._settled.wait(), timeout)
        except TimeoutError:
            raise AssertionError(f"{self!r} was neither acknowledged nor failed") from None
        return self

    def settle(self) -> None:
        self._settled.set()

    def __repr__(self) -> str:
        state = "failed" if self.failed else (self.response_name or "pending")
        return f"<FakeInteraction {self.name} by {self.user.name} in #{self.channel.name}: {state}>"


# --- building application command data from the registered commands --------------------

STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = (
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
    11,
)
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2

PermsOf = Callable[[FakeMember, FakeChannel], int]
MakeAttachment = Callable[[Any], FakeAttachment]


class CommandDataBuilder:
    """Turns ``("backalley new", {"preset": "pagat"})`` into the ``data`` of an interaction,
    following the options of the command as the bot registered it."""

    def __init__(
        self,
        command: FakeCommand,
        *,
        guild: FakeGuild | None,
        channel: FakeChannel,
        invoker: FakeMember | None,
        perms_of: PermsOf,
        strict: bool,
        make_attachment: MakeAttachment,
    ) -> None:
        self.command = command
        self.guild = guild
        self.channel = channel
        self.invoker = invoker
        self.perms_of = perms_of
        self.strict = strict
        self.make_attachment = make_attachment
        self.resolved: dict[str, dict[str, Any]] = {}

    def build(
        self,
        path: list[str],
        values: dict[str, Any],
        *,
        focused: str | None = None,
    ) -> dict[str, Any]:
        command = self.command
        data: dict[str, Any] = {"id": str(command.id), "name": command.name, "type": command.type}
        if command.guild_id is not None:
            data["guild_id"] = str(command.guild_id)
        top: list[dict[str, Any]] = []
        container = top
        specs = command.options
        walked = [command.name]
        for part in path:
            sub = next(
                (o for o in specs if o.get("name") == part and o.get("type") in (1, 2)), None
            )
            if sub is None:
                names = [o["name"] for o in specs if o.get("type") in (1, 2)]
                raise FakeDiscordError(
                    f"/{' '.join(walked)} has no subcommand {part!r}; it has {names}"
                )
            node: dict[str, Any] = {"name": part, "type": sub["type"], "options": []}
            container.append(node)
            container = node["options"]
            specs = sub.get("options") or []
            walked.append(part)
        if any(o.get("type") in (1, 2) for o in specs):
            names = [o["name"] for o in specs]
            raise FakeDiscordError(f"/{' '.join(walked)} is a group: name one of {names}")
        by_name = {o["name"]: o for o in specs}
        for name in values:
            if name not in by_name:
                raise FakeDiscordError(
                    f"/{' '.join(walked)} has no option {name!r}; it has {list(by_name)}"
                )
        for spec in specs:
            name = spec["name"]
            if name not in values:
                if spec.get("required") and focused is None:
                    raise FakeDiscordError(f"/{' '.join(walked)} needs option {name!r}")
                continue
            option = self._option(spec, values[name], focused=name == focused)
            container.append(option)
        if focused is not None and focused not in values:
            raise FakeDiscordError(f"autocomplete needs a value for the focused option {focused!r}")
        if top:
            data["options"] = top
        if self.resolved:
            data["resolved"] = self.resolved
        return data

    def _option(self, spec: dict[str, Any], value: Any, *, focused: bool) -> dict[str, Any]:
        otype = spec["type"]
        name = spec["name"]
        option: dict[str, Any] = {"name": name, "type": otype}
        if focused:
            if not spec.get("autocomplete"):
                raise FakeDiscordError(f"option {name!r} has no autocomplete")
            option["value"] = str(value)
            option["focused"] = True
            return option
        option["value"] = self.convert(spec, value)
        return option

    def convert(self, spec: dict[str, Any], value: Any) -> Any:
        otype = spec["type"]
        name = spec["name"]

        def bad(expected: str) -> FakeDiscordError:
            return FakeDiscordError(f"option {name!r} expects {expected}, got {value!r}")

        if otype == STRING:
            if not isinstance(value, str):
                raise bad("a string")
            if self.strict:
                lo, hi = spec.get("min_length"), spec.get("max_length")
                if (lo is not None and len(value) < lo) or (hi is not None and len(value) > hi):
                    raise bad(f"a length in [{lo}, {hi}]")
            self._check_choices(spec, value)
            return value
        if otype in (INTEGER, NUMBER):
            kind = "an integer" if otype == INTEGER else "a number"
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise bad(kind)
            if otype == INTEGER and not isinstance(value, int):
                raise bad(kind)
            if self.strict:
                lo, hi = spec.get("min_value"), spec.get("max_value")
                if (lo is not None and value < lo) or (hi is not None and value > hi):
                    raise bad(f"a value in [{lo}, {hi}]")
            self._check_choices(spec, value)
            return value
        if otype == BOOLEAN:
            if not isinstance(value, bool):
                raise bad("a bool")
            return value
        if otype in (USER, MENTIONABLE) and isinstance(value, FakeUser | FakeMember):
            self._resolve_user(value)
            return str(value.id)
        if otype in (ROLE, MENTIONABLE) and isinstance(value, FakeRole):
            self.resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        if otype == CHANNEL and isinstance(value, FakeChannel):
            types = spec.get("channel_types")
            if self.strict and types and value.type not in types:
                raise bad(f"a channel of type {types}")
            payload: dict[str, Any] = {
                "id": str(value.id),
                "name": value.name,
                "type": value.type,
                "permissions": str(
                    0 if self.invoker is None else self.perms_of(self.invoker, value)
                ),
            }
            if value.parent is not None:
                payload["parent_id"] = str(value.parent.id)
                payload["thread_metadata"] = value.payload()["thread_metadata"]
            self.resolved.setdefault("channels", {})[str(value.id)] = payload
            return str(value.id)
        if otype == ATTACHMENT:
            attachment: FakeAttachment = self.make_attachment(value)
            self.resolved.setdefault("attachments", {})[str(attachment.id)] = attachment.payload()
            return str(attachment.id)
        kinds = {
            USER: "a user",
            ROLE: "a role",
            MENTIONABLE: "a user or role",
            CHANNEL: "a channel",
        }
        raise bad(kinds.get(otype, f"option type {otype}"))

    def _check_choices(self, spec: dict[str, Any], value: Any) -> None:
        choices = spec.get("choices")
        if self.strict and choices and value not in [c["value"] for c in choices]:
            raise FakeDiscordError(
                f"option {spec['name']!r} only offers {[c['value'] for c in choices]}, "
                f"got {value!r}"
            )

    def _resolve_user(self, value: FakeUser | FakeMember) -> None:
        user = value.user if isinstance(value, FakeMember) else value
        self.resolved.setdefault("users", {})[str(user.id)] = user.payload()
        member = value if isinstance(value, FakeMember) else None
        if member is None and self.guild is not None:
            member = self.guild.members.get(user.id)
        if member is not None:
            perms = self.perms_of(member, self.channel)
            self.resolved.setdefault("members", {})[str(user.id)] = member.payload(
                with_user=False, permissions=perms
            )
