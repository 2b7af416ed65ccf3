"""The REST API (``/api/v10``) that discord.py calls, plus attachment downloads."""

from __future__ import annotations

import datetime as dt
import json
import math
import time
import traceback
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web

from . import errors as err
from .clock import iso
from .errors import ApiError
from .gateway import GatewayHub
from .interactions import FakeInteraction
from .models import FakeChannel, FakeMessage
from .permissions import (
    MANAGE_CHANNELS,
    MANAGE_MESSAGES,
    MANAGE_THREADS,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES_IN_THREADS,
)
from .state import FakeState, Upload

API_PREFIX = "/api/v10"

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass
class RecordedRequest:
    """One request the bot made, with the fake's answer."""

    method: str
    path: str
    status: int = 0
    body: Any = None
    error: ApiError | None = None
    files: list[str] = field(default_factory=list)
    #: When it arrived (``time.time()``: comparable with another process's clock).
    at: float = field(default_factory=time.time)

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


class RequestLog:
    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self.unhandled: list[RecordedRequest] = []
        #: Requests on which the fake itself crashed (a bug of the fake, reported by check()).
        self.crashes: list[tuple[RecordedRequest, str]] = []
        self.inflight = 0
        self.last_activity = time.monotonic()
        #: Requests answered 429 because the bot went past the global rate limit.
        self.rate_limited: list[RecordedRequest] = []

    @property
    def errors(self) -> list[RecordedRequest]:
        return [r for r in self.requests if r.status >= 400]


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py compares the Content-Type header with exactly "application/json".
    return web.Response(
        status=status,
        body=json.dumps(data).encode(),
        headers={"Content-Type": "application/json"},
    )


def _no_content() -> web.Response:
    return web.Response(status=204)


def _int(request: web.Request, key: str) -> int:
    try:
        return int(request.match_info[key])
    except ValueError:
        raise err.invalid_form(
            {key: err.field_error("NUMBER_TYPE_COERCE", "Value is not snowflake.")}
        ) from None


async def read_body(request: web.Request) -> tuple[dict[str, Any], list[Upload]]:
    """A JSON body, or a multipart body with ``payload_json`` and ``files[n]`` parts."""
    if request.content_type.startswith("multipart/"):
        body: dict[str, Any] = {}
        uploads: list[Upload] = []
        reader = await request.multipart()
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            raw = bytes(await part.read(decode=False))
            if name == "payload_json":
                body = json.loads(raw)
            elif name.startswith("files[") and name.endswith("]"):
                uploads.append(
                    Upload(
                        index=int(name[6:-1]),
                        filename=part.filename or name,
                        data=raw,
                        content_type=part.headers.get("Content-Type"),
                    )
                )
        return body, uploads
    if not request.can_read_body:
        return {}, []
    text = await request.text()
    if not text:
        return {}, []
    data = json.loads(text)
    return (data if isinstance(data, dict) else {"_list": data}), []


@dataclass
class Trouble:
    method: str
    path_part: str
    status: int
    times: int


class GlobalLimit:
    """Discord's global rate limit: at most `per_second` requests of the bot in any second
    (interaction callbacks and webhooks aside, as on Discord); past it, 429 with Retry-After."""

    def __init__(self, per_second: int | None) -> None:
        self.per_second = per_second
        self._recent: deque[float] = deque()

    def retry_after(self) -> float | None:
        """None if a request may go now (and it is counted); else the seconds to wait."""
        if self.per_second is None:
            return None
        now = time.monotonic()
        while self._recent and self._recent[0] <= now - 1.0:
            self._recent.popleft()
        if len(self._recent) >= self.per_second:
            return max(0.001, self._recent[0] + 1.0 - now)
        self._recent.append(now)
        return None


def _rate_limited(retry_after: float) -> web.Response:
    # discord.py takes a 429 without a Via header for a Cloudflare ban: Discord's carry one.
    return web.Response(
        status=429,
        body=json.dumps(
            {"message": "You are being rate limited.", "retry_after": retry_after, "global": True}
        ).encode(),
        headers={
            "Content-Type": "application/json",
            "Retry-After": str(math.ceil(retry_after)),
            "X-RateLimit-Global": "true",
            "X-RateLimit-Scope": "global",
            "Via": "1.1 google",
        },
    )


class RestApi:
    def __init__(
        self, state: FakeState, hub: GatewayHub, log: RequestLog, *, rate_limit: int | None = 50
    ) -> None:
        self.troubles: list[Trouble] = []
        self.state = state
        self.hub = hub
        self.log = log
        self.limit = GlobalLimit(rate_limit)

    def build_app(self) -> web.Application:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        r = app.router
        p = API_PREFIX
        r.add_get("/gateway", self.hub.handle)
        r.add_get("/attachments/{attachment_id}/{filename}", self.get_attachment)
        r.add_get(p + "/gateway", self.get_gateway)
        r.add_get(p + "/gateway/bot", self.get_gateway_bot)
        r.add_get(p + "/users/@me", self.get_me)
        r.add_post(p + "/users/@me/channels", self.create_dm)
        r.add_get(p + "/users/@me/guilds", self.get_my_guilds)
        r.add_get(p + "/users/{user_id}", self.get_user)
        r.add_get(p + "/oauth2/applications/@me", self.get_application)
        r.add_get(p + "/applications/@me", self.get_application)
        for base in (
            "/applications/{app_id}/commands",
            "/applications/{app_id}/guilds/{guild_id}/commands",
        ):
            r.add_get(p + base, self.list_commands)
            r.add_put(p + base, self.put_commands)
            r.add_post(p + base, self.post_command)
            r.add_get(p + base + "/{command_id}", self.get_command)
            r.add_patch(p + base + "/{command_id}", self.patch_command)
            r.add_delete(p + base + "/{command_id}", self.delete_command)
        r.add_get(p + "/guilds/{guild_id}", self.get_guild)
        r.add_get(p + "/guilds/{guild_id}/channels", self.get_guild_channels)
        r.add_get(p + "/guilds/{guild_id}/roles", self.get_roles)
        r.add_get(p + "/guilds/{guild_id}/members", self.get_members)
        r.add_get(p + "/guilds/{guild_id}/members/{user_id}", self.get_member)
        role = p + "/guilds/{guild_id}/members/{user_id}/roles/{role_id}"
        r.add_put(role, self.add_member_role)
        r.add_delete(role, self.remove_member_role)
        r.add_get(p + "/guilds/{guild_id}/threads/active", self.get_active_threads)
        c = p + "/channels/{channel_id}"
        r.add_get(c, self.get_channel)
        r.add_patch(c, self.patch_channel)
        r.add_delete(c, self.delete_channel)
        r.add_post(c + "/typing", self.typing)
        r.add_get(c + "/messages", self.get_messages)
        r.add_post(c + "/messages", self.post_message)
        r.add_post(c + "/messages/bulk-delete", self.bulk_delete)
        r.add_put(c + "/messages/pins/{message_id}", self.pin)
        r.add_delete(c + "/messages/pins/{message_id}", self.unpin)
        r.add_put(c + "/pins/{message_id}", self.pin)
        r.add_delete(c + "/pins/{message_id}", self.unpin)
        r.add_get(c + "/messages/{message_id}", self.get_message)
        r.add_patch(c + "/messages/{message_id}", self.patch_message)
        r.add_delete(c + "/messages/{message_id}", self.delete_message)
        r.add_post(c + "/messages/{message_id}/threads", self.thread_from_message)
        r.add_post(c + "/threads", self.thread_without_message)
        r.add_get(c + "/thread-members", self.list_thread_members)
        r.add_get(c + "/threads/archived/public", self.archived_threads)
        r.add_put(c + "/thread-members/{user_id}", self.add_thread_member)
        r.add_delete(c + "/thread-members/{user_id}", self.remove_thread_member)
        r.add_post(p + "/interactions/{interaction_id}/{token}/callback", self.callback)
        w = p + "/webhooks/{app_id}/{token}"
        r.add_post(w, self.followup)
        r.add_get(w + "/messages/{message_id}", self.get_webhook_message)
        r.add_patch(w + "/messages/{message_id}", self.patch_webhook_message)
        r.add_delete(w + "/messages/{message_id}", self.delete_webhook_message)
        return app

    # --- middleware: auth, errors, request log ---------------------------------------
    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        path = request.path
        if path == "/gateway" or path.startswith("/attachments/"):
            return await handler(request)
        record = RecordedRequest(request.method, path)
        self.log.requests.append(record)
        self.log.inflight += 1
        try:
            needs_auth = not (
                path.startswith(API_PREFIX + "/interactions/")
                or path.startswith(API_PREFIX + "/webhooks/")
            )
            if needs_auth and request.headers.get("Authorization") != f"Bot {self.state.token}":
                raise err.unauthorized()
            wait = self.limit.retry_after() if needs_auth else None
            if wait is not None:
                self.log.rate_limited.append(record)
                record.status = 429
                return _rate_limited(wait)
            self._maybe_fail(request.method, path)
            response = await handler(request)
        except ApiError as exc:
            record.error = exc
            response = _json(exc.to_json(), exc.status)
        except web.HTTPNotFound:
            self.log.unhandled.append(record)
            response = _json(
                {
                    "message": f"404: Not Found (the fake has no route {request.method} {path})",
                    "code": 0,
                },
                404,
            )
        except web.HTTPMethodNotAllowed:
            self.log.unhandled.append(record)
            response = _json({"message": "405: Method Not Allowed", "code": 0}, 405)
        except Exception as exc:
            # Not a 5xx: discord.py would retry those with sleeps of several seconds.
            self.log.crashes.append((record, traceback.format_exc()))
            response = _json({"message": f"the fake Discord crashed: {exc!r}", "code": 0}, 400)
        finally:
            self.log.inflight -= 1
            self.log.last_activity = time.monotonic()
        record.status = response.status
        self.state.changed()
        return response

    def _maybe_fail(self, method: str, path: str) -> None:
        """A trouble a test asked for (`FakeDiscord.fail_next`): Discord having a moment."""
        for trouble in self.troubles:
            if trouble.times > 0 and trouble.method == method and trouble.path_part in path:
                trouble.times -= 1
                raise ApiError(trouble.status, 0, f"{trouble.status}: the fake is having a moment")

    # --- misc ------------------------------------------------------------------------
    async def get_gateway(self, request: web.Request) -> web.Response:
        return _json({"url": self.hub.url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        return _json(
            {
                "url": self.hub.url,
                "shards": self.hub.recommended_shards,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def get_me(self, request: web.Request) -> web.Response:
        data = self.state.bot.payload()
        data.update(verified=True, mfa_enabled=False, locale="en-US")
        return _json(data)

    async def get_my_guilds(self, request: web.Request) -> web.Response:
        """The bot's servers as Discord lists them: partial guilds by id, `limit` 1 to 200
        (200 by default) after or before an id, each with the bot's permissions from its
        roles (no channel's overwrites, and Administrator not expanded, as Discord says)."""
        q = request.query
        limit = int(q.get("limit", "200"))
        if not 1 <= limit <= 200:
            raise err.invalid_form(
                {"limit": err.field_error("NUMBER_TYPE_MAX", "Must be between 1 and 200.")}
            )
        bot = self.state.bot
        guilds = sorted(
            (g for g in self.state.guilds.values() if bot.id in g.members), key=lambda g: g.id
        )
        if "after" in q:
            guilds = [g for g in guilds if g.id > int(q["after"])][:limit]
        elif "before" in q:
            guilds = [g for g in guilds if g.id < int(q["before"])][-limit:]
        else:
            guilds = guilds[:limit]
        found = []
        for guild in guilds:
            bits = guild.everyone_role.permissions
            for role_id in guild.members[bot.id].role_ids:
                role = guild.roles.get(role_id)
                bits |= 0 if role is None else role.permissions
            found.append(
                {
                    "id": str(guild.id),
                    "name": guild.name,
                    "icon": None,
                    "banner": None,
                    "owner": guild.owner_id == bot.id,
                    "permissions": str(bits),
                    "features": [],
                }
            )
        return _json(found)

    async def get_user(self, request: web.Request) -> web.Response:
        return _json(self.state.user(_int(request, "user_id")).payload())

    async def create_dm(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        user = self.state.user(int(body.get("recipient_id", 0)))
        return _json(self.state.dm_channel(user).payload())

    async def get_application(self, request: web.Request) -> web.Response:
        data = self.state.application.payload()
        # As Discord: about how many servers the bot is a member of.
        bot_id = self.state.bot.id
        data["approximate_guild_count"] = sum(
            bot_id in guild.members for guild in self.state.guilds.values()
        )
        return _json(data)

    async def get_attachment(self, request: web.Request) -> web.Response:
        attachment = self.state.attachments.get(_int(request, "attachment_id"))
        if attachment is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=attachment.data, content_type=attachment.content_type or "application/octet-stream"
        )

    # --- commands --------------------------------------------------------------------
    def _scope(self, request: web.Request) -> int | None:
        if _int(request, "app_id") != self.state.application.id:
            raise err.ApiError(403, 50001, "Missing Access")
        if "guild_id" in request.match_info:
            return self.state.guild(_int(request, "guild_id")).id
        return None

    async def list_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        return _json([c.payload() for c in self.state.list_commands(scope)])

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        body, _ = await read_body(request)
        commands = self.state.overwrite_commands(scope, list(body.get("_list", [])))
        return _json([c.payload() for c in commands])

    async def post_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        body, _ = await read_body(request)
        command, created = self.state.upsert_command(scope, body)
        return _json(command.payload(), 201 if created else 200)

    async def get_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        return _json(self.state.get_command(scope, _int(request, "command_id")).payload())

    async def patch_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        body, _ = await read_body(request)
        return _json(self.state.edit_command(scope, _int(request, "command_id"), body).payload())

    async def delete_command(self, request: web.Request) -> web.Response:
        self.state.delete_command(self._scope(request), _int(request, "command_id"))
        return _no_content()

    # --- guilds ----------------------------------------------------------------------
    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self.state.guild(_int(request, "guild_id"))
        data = guild.payload()
        data["approximate_member_count"] = len(guild.members)
        return _json(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self.state.guild(_int(request, "guild_id"))
        return _json([c.payload() for c in guild.channels.values() if not c.is_thread])

    async def get_roles(self, request: web.Request) -> web.Response:
        guild = self.state.guild(_int(request, "guild_id"))
        return _json([r.payload() for r in guild.roles.values()])

    async def get_members(self, request: web.Request) -> web.Response:
        guild = self.state.guild(_int(request, "guild_id"))
        limit = int(request.query.get("limit", "1"))
        after = int(request.query.get("after", "0"))
        members = sorted((m for m in guild.members.values() if m.id > after), key=lambda m: m.id)
        return _json([m.payload() for m in members[:limit]])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self.state.guild(_int(request, "guild_id"))
        member = guild.members.get(_int(request, "user_id"))
        if member is None:
            raise err.unknown_member()
        return _json(member.payload())

    async def add_member_role(self, request: web.Request) -> web.Response:
        self.state.bot_sets_role(
            _int(request, "guild_id"), _int(request, "user_id"), _int(request, "role_id"), give=True
        )
        return _no_content()

    async def remove_member_role(self, request: web.Request) -> web.Response:
        self.state.bot_sets_role(
            _int(request, "guild_id"),
            _int(request, "user_id"),
            _int(request, "role_id"),
            give=False,
        )
        return _no_content()

    async def get_active_threads(self, request: web.Request) -> web.Response:
        guild = self.state.guild(_int(request, "guild_id"))
        threads = [t for t in guild.threads if not t.archived]
        return _json({"threads": [t.payload() for t in threads], "members": []})

    async def archived_threads(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        before_text = request.query.get("before")
        try:
            before = None if before_text is None else dt.datetime.fromisoformat(before_text)
            limit = int(request.query.get("limit", "50"))
        except ValueError:
            raise err.invalid_form(
                {"before": err.field_error("DATE_TYPE_PARSE", "Could not parse the date.")}
            ) from None
        threads, more = self.state.archived_threads(channel, before=before, limit=limit)
        bot = self.state.bot.id
        members = [
            {"id": str(t.id), "user_id": str(bot), "join_timestamp": iso(t.created_at), "flags": 0}
            for t in threads
            if bot in t.thread_member_ids
        ]
        return _json(
            {"threads": [t.payload() for t in threads], "members": members, "has_more": more}
        )

    # --- channels and messages -------------------------------------------------------
    def _channel(self, request: web.Request) -> FakeChannel:
        channel = self.state.channel(_int(request, "channel_id"))
        if channel.guild is not None and not self.state.bot_perms(channel):
            raise err.missing_access()
        return channel

    def _message(self, request: web.Request) -> tuple[FakeChannel, FakeMessage]:
        channel = self._channel(request)
        return channel, self.state.message_in(channel, _int(request, "message_id"))

    async def get_channel(self, request: web.Request) -> web.Response:
        return _json(self._channel(request).payload())

    async def patch_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await read_body(request)
        self.state.edit_channel(channel, body, by=self.state.bot)
        return _json(channel.payload())

    async def delete_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self.state.require_bot(channel, MANAGE_THREADS if channel.is_thread else MANAGE_CHANNELS)
        self.state.delete_channel(channel)
        return _json(channel.payload())

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return _no_content()

    async def get_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        q = request.query

        def opt(key: str) -> int | None:
            return int(q[key]) if key in q else None

        messages = self.state.history(
            channel,
            limit=int(q.get("limit", "50")),
            before=opt("before"),
            after=opt("after"),
            around=opt("around"),
        )
        return _json([m.payload(self.state.users) for m in messages])

    async def post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, uploads = await read_body(request)
        message = self.state.bot_send(channel, body, uploads)
        return _json(message.payload(self.state.users))

    async def get_message(self, request: web.Request) -> web.Response:
        channel, message = self._message(request)
        if channel.guild is not None:
            self.state.require_bot(channel, READ_MESSAGE_HISTORY)
        return _json(message.payload(self.state.users))

    async def patch_message(self, request: web.Request) -> web.Response:
        _, message = self._message(request)
        body, uploads = await read_body(request)
        self.state.bot_edit(message, body, uploads)
        return _json(message.payload(self.state.users))

    async def delete_message(self, request: web.Request) -> web.Response:
        _, message = self._message(request)
        self.state.bot_delete(message)
        return _no_content()

    async def bulk_delete(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await read_body(request)
        self.state.require_bot(channel, MANAGE_MESSAGES)
        for message_id in body.get("messages", []):
            self.state.delete_message(self.state.message_in(channel, int(message_id)))
        return _no_content()

    async def pin(self, request: web.Request) -> web.Response:
        _, message = self._message(request)
        message.pinned = True
        self.state.changed()
        return _no_content()

    async def unpin(self, request: web.Request) -> web.Response:
        _, message = self._message(request)
        message.pinned = False
        self.state.changed()
        return _no_content()

    # --- threads ---------------------------------------------------------------------
    async def thread_from_message(self, request: web.Request) -> web.Response:
        channel, message = self._message(request)
        body, _ = await read_body(request)
        thread = self.state.create_thread(
            channel,
            self.state.bot,
            name=str(body.get("name", "")),
            message=message,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        return _json(thread.payload(), 201)

    async def thread_without_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await read_body(request)
        thread = self.state.create_thread(
            channel,
            self.state.bot,
            name=str(body.get("name", "")),
            thread_type=int(body.get("type") or 12),
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
            invitable=bool(body.get("invitable", True)),
        )
        return _json(thread.payload(), 201)

    def _thread_member(self, request: web.Request) -> tuple[FakeChannel, Any]:
        thread = self._channel(request)
        raw = request.match_info["user_id"]
        user = self.state.bot if raw == "@me" else self.state.user(_int(request, "user_id"))
        return thread, user

    async def add_thread_member(self, request: web.Request) -> web.Response:
        thread, user = self._thread_member(request)
        if user is not self.state.bot:
            self.state.require_bot(thread, SEND_MESSAGES_IN_THREADS)
        self.state.add_thread_member(thread, user)
        return _no_content()

    async def remove_thread_member(self, request: web.Request) -> web.Response:
        thread, user = self._thread_member(request)
        self.state.remove_thread_member(thread, user)
        return _no_content()

    async def list_thread_members(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        return _json(
            [
                {"id": str(thread.id), "user_id": str(uid), "join_timestamp": None, "flags": 0}
                for uid in sorted(thread.thread_member_ids)
            ]
        )

    # --- interactions and their webhooks ---------------------------------------------
    async def _interaction_call(self, ix: FakeInteraction, call: Callable[[], Any]) -> Any:
        try:
            return call()
        except ApiError as exc:
            ix.errors.append(exc)
            raise

    async def callback(self, request: web.Request) -> web.Response:
        ix = self.state.interactions.get(_int(request, "interaction_id"))
        if ix is None or ix.token != request.match_info["token"]:
            raise err.unknown_interaction()
        body, uploads = await read_body(request)
        result = await self._interaction_call(ix, lambda: self.state.callback(ix, body, uploads))
        return _json(result)

    def _webhook(self, request: web.Request) -> FakeInteraction:
        token = request.match_info["token"]
        try:
            return self.state.webhook_interaction(_int(request, "app_id"), token)
        except ApiError as exc:
            ix = self.state.interactions_by_token.get(token)
            if ix is not None:
                ix.errors.append(exc)
            raise

    async def followup(self, request: web.Request) -> web.Response:
        ix = self._webhook(request)
        body, uploads = await read_body(request)
        message = await self._interaction_call(ix, lambda: self.state.followup(ix, body, uploads))
        if request.query.get("wait") in ("1", "true", "True"):
            return _json(message.payload(self.state.users))
        return _no_content()

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        ix = self._webhook(request)
        mid = request.match_info["message_id"]
        message = await self._interaction_call(ix, lambda: self.state.webhook_message(ix, mid))
        return _json(message.payload(self.state.users))

    async def patch_webhook_message(self, request: web.Request) -> web.Response:
        ix = self._webhook(request)
        mid = request.match_info["message_id"]
        body, uploads = await read_body(request)
        message = await self._interaction_call(
            ix, lambda: self.state.webhook_edit(ix, mid, body, uploads)
        )
        return _json(message.payload(self.state.users))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        ix = self._webhook(request)
        mid = request.match_info["message_id"]
        await self._interaction_call(ix, lambda: self.state.webhook_delete(ix, mid))
        return _no_content()
