"""`FakeDiscord`: the fake server and the API tests drive it with.

A test builds a small world (guilds, channels, members), starts the real bot against the fake,
acts as users (``slash``, ``autocomplete``, ``click``, ``select``, ``submit_modal``,
``post_message``) and asserts on what users would see (``public_messages``,
``ephemeral_messages``, the returned `FakeInteraction`).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, ClassVar, TypeVar

import discord
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket
from discord.http import Route

from .child import ChildBot
from .clock import FakeClock
from .errors import FakeDiscordError
from .gateway import GatewayHub, shard_of
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    CommandDataBuilder,
    FakeInteraction,
)
from .modals import Answer, submission
from .models import (
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    FakeAttachment,
    FakeChannel,
    FakeCommand,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
)
from .netguard import NetworkGuard
from .permissions import (
    ADMINISTRATOR,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
)
from .raw import RawClient
from .rest import API_PREFIX, RecordedRequest, RequestLog, RestApi, Trouble
from .state import FakeState, PermissionsLike, Upload

T = TypeVar("T")
Who = FakeUser | FakeMember
SelectValue = str | FakeUser | FakeMember | FakeRole | FakeChannel

USE_APPLICATION_COMMANDS = discord.Permissions(use_application_commands=True).value


class FakeDiscord:
    """A fake Discord (REST + gateway) on 127.0.0.1 and the test API around it.

    Use it as an async context manager (or the ``fake_discord`` pytest fixture). While it runs,
    discord.py's REST base URL and default gateway point at it, and connections to any
    non-loopback host are refused.
    """

    _running: ClassVar[FakeDiscord | None] = None

    def __init__(
        self,
        *,
        token: str = "fake-bot-token",
        app_name: str = "Back Alley",
        ack_deadline: float = 3.0,
        heartbeat_interval_ms: int = 41_250,
        strict: bool = True,
        shards: int = 1,
        rate_limit: int | None = 50,
    ) -> None:
        self.state = FakeState(token=token, app_name=app_name, ack_deadline=ack_deadline)
        self.hub = GatewayHub(
            self.state, heartbeat_interval_ms=heartbeat_interval_ms, shards=shards
        )
        self.state.events = self.hub
        self.log = RequestLog()
        self.troubles: list[Trouble] = []  # requests to answer with an error (`fail_next`)
        self.net = NetworkGuard()
        #: When True, leaving the context fails if the bot used a route the fake lacks.
        self.strict = strict
        #: Discord's global rate limit (requests a second; None: none), answered with 429.
        self.rate_limit = rate_limit
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._site: web.TCPSite | None = None
        self._outage: asyncio.Server | None = None
        self._held: list[asyncio.StreamWriter] = []
        #: TCP connections accepted while offline (`go_offline("hang")` or `"drop"`).
        self.offline_connections = 0
        self._saved_config: tuple[str, yarl.URL] | None = None
        self._changed = asyncio.Event()
        self._bots: dict[discord.Client, asyncio.Task[None]] = {}
        #: Bots started in child processes (`start_child_bot`); killed when the fake stops.
        self.children: list[ChildBot] = []
        self.state.on_change = self._notify
        #: Interactions sent past Discord's checks, as a modified or out-of-date client may.
        self.raw = RawClient(self)

    # --- lifecycle -------------------------------------------------------------------
    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()
        if exc_type is None:
            self.check()

    async def start(self) -> None:
        if FakeDiscord._running is not None:
            raise FakeDiscordError("another FakeDiscord is already running in this process")
        FakeDiscord._running = self
        self.net.install()
        try:
            rest = RestApi(self.state, self.hub, self.log, rate_limit=self.rate_limit)
            rest.troubles = self.troubles
            app = rest.build_app()
            self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
            await self._runner.setup()
            site = web.TCPSite(self._runner, "127.0.0.1", 0)
            await site.start()
            self._site = site
            self.port = int(self._runner.addresses[0][1])
        except BaseException:
            await self._teardown()
            raise
        self.state.base_url = self.base_url
        self.hub.url = self.gateway_url
        self._saved_config = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
        Route.BASE = self.base_url + API_PREFIX
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

    async def stop(self) -> None:
        for bot in list(self._bots):
            await self.stop_bot(bot)
        for child in self.children:
            child.kill()
            await child.process.wait()
        await self.hub.close()
        await self._teardown()

    async def _teardown(self) -> None:
        await self._end_outage()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._saved_config is not None:
            Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = self._saved_config
            self._saved_config = None
        self.net.uninstall()
        if FakeDiscord._running is self:
            FakeDiscord._running = None

    def check(self) -> None:
        """Fail if anything tried to leave the machine, or (strict) used a missing route."""
        problems = []
        if self.net.blocked:
            problems.append(f"connections to non-local hosts were attempted: {self.net.blocked}")
        for record, trace in self.log.crashes:
            problems.append(f"the fake crashed on {record!r}:\n{trace}")
        if self.strict and self.log.unhandled:
            problems.append(
                f"the bot called routes the fake does not implement: {self.log.unhandled}"
            )
        if problems:
            raise AssertionError("; ".join(problems))

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def token(self) -> str:
        return self.state.token

    @property
    def bot_user(self) -> FakeUser:
        return self.state.bot

    @property
    def application_id(self) -> int:
        return self.state.application.id

    # --- running bots ----------------------------------------------------------------
    async def start_bot(
        self, bot: discord.Client, *, wait_ready: bool = True, timeout: float = 10.0
    ) -> None:
        """Run ``bot.start(token)`` in a task and wait until it is ready (``on_ready``).

        Build the bot with a small ``guild_ready_timeout`` (e.g. 0.05): discord.py waits that
        long after the last GUILD_CREATE before it is ready (2 s by default).
        """
        if self._runner is None:
            raise FakeDiscordError("start the fake before the bot")
        task = asyncio.create_task(bot.start(self.token), name=f"fakediscord-bot-{id(bot):x}")
        self._bots[bot] = task

        def up() -> bool:
            return task.done() or (bot.is_ready() if wait_ready else bool(self.hub.live_sessions))

        await self.wait_until(up, timeout=timeout, message="the bot to connect and be ready")
        if task.done():
            del self._bots[bot]
            task.result()
            raise FakeDiscordError("the bot stopped before it was ready")

    async def stop_bot(self, bot: discord.Client) -> None:
        task = self._bots.pop(bot, None)
        await bot.close()
        if task is not None:
            try:
                await asyncio.wait_for(task, 5.0)
            except TimeoutError:
                task.cancel()
                raise

    async def start_child_bot(
        self,
        database: Path | str,
        *,
        env: Mapping[str, str] | None = None,
        log_path: Path | None = None,
        wait_ready: bool = True,
        timeout: float = 30.0,
        computer_pause: float | None = None,
        look_pace: float | None = None,
    ) -> ChildBot:
        """The real bot (``testbed/fakediscord/child_bot.py``) in a child process connected to
        this fake, with ``env`` as its settings (``SHARD_COUNT``, ``SHARD_IDS``, ...); by
        default returned once each of its shards is connected. ``await child.stop()`` sends
        SIGTERM, ``child.kill()`` SIGKILL, ``await child.gone()`` waits until the fake saw its
        connections close. Children still running when the fake stops are killed."""
        if self._runner is None:
            raise FakeDiscordError("start the fake before the bot")
        return await ChildBot.start(
            self,
            database,
            env=env,
            log_path=log_path,
            wait_ready=wait_ready,
            timeout=timeout,
            computer_pause=computer_pause,
            look_pace=look_pace,
        )

    @contextlib.asynccontextmanager
    async def running(
        self, bot: discord.Client, *, timeout: float = 10.0
    ) -> AsyncIterator[discord.Client]:
        """``async with fake.running(bot):`` starts the bot, and closes it at the end."""
        await self.start_bot(bot, timeout=timeout)
        try:
            yield bot
        finally:
            if bot in self._bots:
                await self.stop_bot(bot)

    async def wait_for_shards(
        self, shards: Iterable[tuple[int, int]], *, timeout: float = 10.0
    ) -> None:
        """Wait until a session of each ``(shard_id, shard_count)`` is connected and has been
        sent its READY and GUILD_CREATEs (the client may still be handling them)."""
        wanted = set(shards)

        def connected() -> bool:
            return wanted <= self.hub.live_shards and self.hub.idle

        await self.wait_until(connected, timeout=timeout, message=f"the shards {sorted(wanted)}")

    async def reconnect_gateway(self, *, timeout: float = 5.0) -> None:
        """Send opcode 7 RECONNECT and wait until every session has RESUMEd."""
        await self._resume_after(self.hub.send_reconnect, timeout)

    async def drop_gateway(self, *, timeout: float = 5.0) -> None:
        """Close every gateway socket with code 4000 and wait until the sessions RESUME."""

        def drop() -> None:
            asyncio.get_running_loop().create_task(self.hub.drop_connections(4000))

        await self._resume_after(drop, timeout)

    async def _resume_after(self, action: Callable[[], None], timeout: float) -> None:
        before = {s.id: s.resumes for s in self.hub.live_sessions}
        if not before:
            raise FakeDiscordError("no bot is connected to the gateway")
        action()

        def resumed() -> bool:
            sessions = self.hub.sessions
            return all(
                sessions[sid].resumes > count and sessions[sid].connection is not None
                for sid, count in before.items()
            )

        await self.wait_until(resumed, timeout=timeout, message="the sessions to RESUME")

    # --- outages ---------------------------------------------------------------------
    async def go_offline(self, how: str = "refuse") -> None:
        """Discord is out of reach on the same address: ``refuse`` (nothing listens: the
        connection is refused), ``hang`` (connections are accepted and never answered) or
        ``drop`` (connections are accepted and reset at once). Live gateway sockets are cut
        (close code 4000, as a network blip). `go_online` ends it."""
        if how not in ("refuse", "hang", "drop"):
            raise FakeDiscordError(f"unknown outage {how!r}")
        if self._site is None:
            raise FakeDiscordError("the fake is not online")
        await self._site.stop()
        self._site = None
        if how != "refuse":
            await self._stand_in(how)
        await self.hub.drop_connections(4000)

    async def _stand_in(self, how: str) -> None:
        """A bare TCP server on the fake's port that hangs or resets every connection."""

        async def accept(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            self.offline_connections += 1
            self._notify()
            if how == "drop":
                writer.transport.abort()
            else:
                self._held.append(writer)

        self._outage = await asyncio.start_server(accept, "127.0.0.1", self.port)

    async def go_online(self) -> None:
        """Listen again on the same port, after `go_offline`."""
        if self._runner is None:
            raise FakeDiscordError("start the fake first")
        await self._end_outage()
        if self._site is None:
            site = web.TCPSite(self._runner, "127.0.0.1", self.port)
            await site.start()
            self._site = site
        self._notify()

    async def _end_outage(self) -> None:
        for writer in self._held:
            writer.transport.abort()
        self._held.clear()
        if self._outage is not None:
            self._outage.close()
            await self._outage.wait_closed()
            self._outage = None

    # --- waiting ---------------------------------------------------------------------
    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_until(
        self,
        predicate: Callable[[], T],
        *,
        timeout: float = 5.0,
        message: str | None = None,
        poll: float = 0.05,
    ) -> T:
        """Wait until ``predicate()`` is truthy and return its value.

        Re-checked on every change of the fake's state, and every ``poll`` seconds for
        conditions on the bot's own state.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            event = self._changed
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                what = message or getattr(predicate, "__name__", "a condition")
                raise AssertionError(f"timed out after {timeout}s waiting for {what}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, poll))

    async def settle(self, *, quiet: float = 0.05, timeout: float = 5.0) -> None:
        """Wait until the bot made no request for ``quiet`` seconds and every event was sent."""
        started = time.monotonic()

        def calm() -> bool:
            last = max(self.log.last_activity, started)
            return self.log.inflight == 0 and self.hub.idle and time.monotonic() - last >= quiet

        await self.wait_until(calm, timeout=timeout, message="the bot to go quiet", poll=quiet / 2)

    async def wait_for_messages(
        self, channel: FakeChannel, count: int, *, timeout: float = 5.0
    ) -> list[FakeMessage]:
        """Wait until ``channel`` shows at least ``count`` public messages; return them all."""

        def enough() -> list[FakeMessage]:
            messages = self.public_messages(channel)
            return messages if len(messages) >= count else []

        return await self.wait_until(
            enough, timeout=timeout, message=f"{count} public messages in {channel!r}"
        )

    # --- clock -----------------------------------------------------------------------
    @property
    def clock(self) -> FakeClock:
        return self.state.clock

    def advance_clock(
        self, seconds: float = 0.0, *, minutes: float = 0.0, hours: float = 0.0
    ) -> None:
        """Move the fake's clock forward: interaction tokens expire, deadlines pass."""
        self.state.clock.advance(seconds, minutes=minutes, hours=hours)
        self.state.sweep_deadlines()
        self._notify()

    # --- world building --------------------------------------------------------------
    def add_user(self, name: str) -> FakeUser:
        return self.state.add_user(name)

    def add_guild(
        self,
        name: str = "Test Server",
        *,
        owner: FakeUser | None = None,
        shard: tuple[int, int] | None = None,
        bot_permissions: PermissionsLike | None = None,
    ) -> FakeGuild:
        """A guild with @everyone, an owner and the bot (with its managed role) as members.

        ``shard=(shard_id, shard_count)`` picks its id so that Discord's rule
        (``(id >> 22) % shard_count``) puts it on that shard.

        ``bot_permissions`` invites the bot with exactly those, as an invite's integer does:
        its managed role holds them and @everyone nothing, so that the bot has no more in any
        channel but what an overwrite gives; each member added later gets a role "Members"
        with @everyone's usual rights. Without it, the bot may do nearly everything."""
        return self.state.add_guild(name, owner=owner, shard=shard, bot_permissions=bot_permissions)

    @staticmethod
    def shard_of(guild: FakeGuild | None, shard_count: int) -> int:
        """The shard of ``shard_count`` that gets the guild's events (DMs: None, shard 0)."""
        return shard_of(None if guild is None else guild.id, shard_count)

    def add_member(
        self,
        guild: FakeGuild,
        user: FakeUser | str,
        *,
        roles: Iterable[FakeRole] = (),
        nick: str | None = None,
    ) -> FakeMember:
        if isinstance(user, str):
            user = self.state.add_user(user)
        return self.state.add_member(guild, user, roles=roles, nick=nick)

    def remove_member(self, member: FakeMember) -> None:
        """The member leaves the server."""
        self.state.remove_member(member)

    def add_role(
        self,
        guild: FakeGuild,
        name: str,
        permissions: PermissionsLike = 0,
        *,
        position: int | None = None,
    ) -> FakeRole:
        """A role; by default above every other (a new role in Discord's settings is put
        just above @everyone, but ordering it is what a test of the bot's reach needs)."""
        return self.state.add_role(guild, name, permissions, position=position)

    def move_role(self, role: FakeRole, position: int) -> None:
        """Put a role at `position` in the server's order (0 is @everyone's)."""
        self.state.move_role(role, position)

    def bot_role(self, guild: FakeGuild) -> FakeRole:
        return self.state.bot_role(guild)

    def give_role(self, member: FakeMember, role: FakeRole) -> None:
        self.state.give_role(member, role)

    def take_role(self, member: FakeMember, role: FakeRole) -> None:
        self.state.take_role(member, role)

    def set_role_permissions(self, role: FakeRole, permissions: PermissionsLike) -> None:
        self.state.set_role_permissions(role, permissions)

    def add_text_channel(
        self, guild: FakeGuild, name: str = "general", *, topic: str | None = None
    ) -> FakeChannel:
        return self.state.add_text_channel(guild, name, topic=topic)

    def set_permissions(
        self,
        channel: FakeChannel,
        target: FakeRole | FakeMember | FakeUser,
        *,
        allow: PermissionsLike = 0,
        deny: PermissionsLike = 0,
    ) -> None:
        """A channel permission overwrite for a role or a member."""
        self.state.set_overwrite(channel, target, allow=allow, deny=deny)

    def forbid_threads(self, channel: FakeChannel, forbidden: bool = True) -> None:
        """Make every thread creation in ``channel`` fail with 403 Missing Permissions."""
        channel.threads_forbidden = forbidden

    def create_thread(
        self,
        channel: FakeChannel,
        name: str,
        *,
        by: Who,
        private: bool = False,
        message: FakeMessage | None = None,
    ) -> FakeChannel:
        """A thread a user opens (bots open theirs through the REST API)."""
        user = by.user if isinstance(by, FakeMember) else by
        return self.state.create_thread(
            channel,
            user,
            name=name,
            thread_type=PRIVATE_THREAD if private else PUBLIC_THREAD,
            message=message,
        )

    def archive_thread(self, thread: FakeChannel, *, locked: bool = False) -> None:
        thread.archived = True
        thread.locked = locked
        thread.archive_timestamp = self.state.clock.now()
        self.state.channel_updated(thread)

    def fail_next(self, method: str, path_part: str, status: int = 503, times: int = 1) -> None:
        """The next `times` requests of the bot with this method and a path containing
        `path_part` are answered `status` (503 by default: discord.py does not retry it)."""
        self.troubles.append(Trouble(method, path_part, status, times))

    def delete_channel(self, channel: FakeChannel) -> None:
        """A moderator deletes a channel (with its threads) or a thread."""
        self.state.delete_channel(channel)

    def remove_bot(self, guild: FakeGuild) -> None:
        """The server removes (kicks) the bot."""
        self.state.remove_bot(guild)

    def invite_bot(self, guild: FakeGuild) -> None:
        """The server invites the bot back."""
        self.state.invite_bot(guild)

    def unarchive_thread(self, thread: FakeChannel) -> None:
        """A moderator reopens (and unlocks) a thread."""
        thread.archived = False
        thread.locked = False
        self.state.channel_updated(thread)

    def join_thread(self, who: Who, thread: FakeChannel) -> None:
        user = who.user if isinstance(who, FakeMember) else who
        self.state.add_thread_member(thread, user)

    def dm_channel(self, who: Who) -> FakeChannel:
        """The DM channel between the bot and ``who`` (created on first use)."""
        return self.state.dm_channel(who.user if isinstance(who, FakeMember) else who)

    def refuse_dms(self, who: Who, refused: bool = True) -> None:
        """The user closed their DMs: the bot's DMs to them fail with 403 (code 50007)."""
        (who.user if isinstance(who, FakeMember) else who).accepts_dms = not refused

    # --- reading the world -----------------------------------------------------------
    def public_messages(self, channel: FakeChannel) -> list[FakeMessage]:
        """What everyone sees in ``channel``, oldest first (no ephemeral, no deleted)."""
        return self.state.public_messages(channel)

    def last_message(self, channel: FakeChannel) -> FakeMessage:
        messages = self.public_messages(channel)
        if not messages:
            raise AssertionError(f"{channel!r} has no public message")
        return messages[-1]

    def ephemeral_messages(self, who: Who, channel: FakeChannel | None = None) -> list[FakeMessage]:
        """The ephemeral messages ``who`` was shown (in ``channel``, or anywhere), oldest first."""
        user = who.user if isinstance(who, FakeMember) else who
        return [
            m
            for m in self.state.messages.values()
            if m.visible_to == user.id
            and not m.deleted
            and (channel is None or m.channel is channel)
        ]

    def messages_seen_by(self, who: Who, channel: FakeChannel) -> list[FakeMessage]:
        """Public messages plus ``who``'s own ephemeral ones, in order."""
        user = who.user if isinstance(who, FakeMember) else who
        return [
            m
            for m in self.state.timelines.get(channel.id, [])
            if not m.deleted and m.visible_to in (None, user.id)
        ]

    def dm_messages(self, who: Who) -> list[FakeMessage]:
        """What the bot sent to ``who`` in DMs."""
        user = who.user if isinstance(who, FakeMember) else who
        channel = self.state.dm_channels.get(user.id)
        return [] if channel is None else self.public_messages(channel)

    def message(self, message_id: int) -> FakeMessage:
        return self.state.messages[message_id]

    def threads(self, channel: FakeChannel) -> list[FakeChannel]:
        """Threads whose parent is ``channel``, oldest first."""
        return [c for c in self.state.channels.values() if c.parent is channel]

    def commands(self, guild: FakeGuild | None = None) -> list[FakeCommand]:
        """The commands the bot registered, globally or for ``guild``."""
        return self.state.list_commands(None if guild is None else guild.id)

    @property
    def interactions(self) -> list[FakeInteraction]:
        return list(self.state.interactions.values())

    @property
    def failed_interactions(self) -> list[FakeInteraction]:
        return [ix for ix in self.interactions if ix.failed]

    def assert_no_failed_interactions(self) -> None:
        """Fail if any interaction went unacknowledged past the deadline."""
        self.state.sweep_deadlines()
        failed = self.failed_interactions
        if failed:
            raise AssertionError(f"interactions failed (not acknowledged in time): {failed}")

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every REST request of the bot, in order, with the status the fake answered."""
        return self.log.requests

    @property
    def rate_limited(self) -> list[RecordedRequest]:
        """The bot's requests answered 429: past the global rate limit."""
        return self.log.rate_limited

    @property
    def api_errors(self) -> list[RecordedRequest]:
        """The bot's requests that the fake answered with an error status."""
        return self.log.errors

    # --- acting as users -------------------------------------------------------------
    def _actor(self, who: Who, channel: FakeChannel) -> tuple[FakeUser, FakeMember | None]:
        user = who.user if isinstance(who, FakeMember) else who
        if channel.guild is None:
            if user not in channel.recipients:
                raise FakeDiscordError(f"{user!r} is not in {channel!r}")
            return user, None
        member = self.state.member_for(user, channel)
        assert member is not None
        if not self.state.perms(member, channel) & VIEW_CHANNEL:
            raise FakeDiscordError(f"{user!r} cannot see {channel!r}")
        return user, member

    def post_message(
        self,
        who: Who,
        channel: FakeChannel,
        content: str = "",
        *,
        files: Mapping[str, bytes] | None = None,
        reply_to: FakeMessage | None = None,
    ) -> FakeMessage:
        """A user writes in a channel or thread (MESSAGE_CREATE goes to the bot)."""
        user, member = self._actor(who, channel)
        if member is not None:
            needed = SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES
            if not self.state.perms(member, channel) & needed:
                raise FakeDiscordError(f"{user!r} may not write in {channel!r}")
        if channel.is_thread:
            self.state.unarchive_for_message(channel, user)
            channel.thread_member_ids.add(user.id)
        body: dict[str, Any] = {"content": content}
        if reply_to is not None:
            body["message_reference"] = {
                "message_id": str(reply_to.id),
                "channel_id": str(reply_to.channel.id),
            }
        uploads = [Upload(i, name, data) for i, (name, data) in enumerate((files or {}).items())]
        return self.state.create_message(channel, user, body, uploads)

    def delete_message(self, message: FakeMessage) -> None:
        """Someone (a moderator, the author) deletes a message."""
        self.state.delete_message(message)

    def upload(self, filename: str, data: bytes) -> FakeAttachment:
        """A file a user attaches to a command option of type attachment."""
        return self.state.upload_attachment(filename, data)

    async def _send(
        self, ix: FakeInteraction, *, wait: bool, timeout: float | None
    ) -> FakeInteraction:
        if not self.hub.live_sessions:
            raise FakeDiscordError("no bot is connected to the gateway")
        guild_id = None if ix.guild is None else ix.guild.id
        sessions = self.hub.deliver_interaction(self.state.interaction_payload(ix), guild_id)
        ix.delivered_to = [s.shard for s in sessions]
        self.state.watch_deadline(ix)
        self._notify()
        if wait:
            await ix.wait(timeout if timeout is not None else self.state.ack_deadline + 2.0)
        return ix

    def _command_for(
        self, user: FakeUser, member: FakeMember | None, channel: FakeChannel, name: str
    ) -> FakeCommand:
        command = self.state.find_command(channel.guild, name)
        if member is None:
            contexts = command.raw.get("contexts")
            if contexts is not None and 1 not in contexts:
                raise FakeDiscordError(f"/{name} cannot be used in DMs")
            return command
        contexts = command.raw.get("contexts")
        if contexts is not None and 0 not in contexts:
            raise FakeDiscordError(f"/{name} cannot be used in a guild")
        perms = self.state.perms(member, channel)
        if not perms & USE_APPLICATION_COMMANDS:
            raise FakeDiscordError(f"{user!r} may not use application commands in {channel!r}")
        required = command.default_member_permissions
        if required is not None and not perms & ADMINISTRATOR and perms & required != required:
            raise FakeDiscordError(
                f"{user!r} does not see /{name}: it needs "
                f"{discord.Permissions(required)!r} (default_member_permissions)"
            )
        return command

    def _builder(
        self,
        command: FakeCommand,
        channel: FakeChannel,
        member: FakeMember | None,
        *,
        strict: bool,
    ) -> CommandDataBuilder:
        def make_attachment(value: Any) -> FakeAttachment:
            if isinstance(value, FakeAttachment):
                return value
            if isinstance(value, tuple) and len(value) == 2:
                return self.state.upload_attachment(str(value[0]), bytes(value[1]))
            raise FakeDiscordError(
                f"an attachment option takes fake.upload(...) or (filename, bytes), not {value!r}"
            )

        return CommandDataBuilder(
            command,
            guild=channel.guild,
            channel=channel,
            invoker=member,
            perms_of=self.state.perms,
            strict=strict,
            make_attachment=make_attachment,
        )

    async def slash(
        self,
        who: Who,
        channel: FakeChannel,
        command: str,
        /,
        *,
        options: Mapping[str, Any] | None = None,
        strict: bool = True,
        wait: bool = True,
        timeout: float | None = None,
        **kwargs: Any,
    ) -> FakeInteraction:
        """A user runs a slash command: ``await fake.slash(alice, ch, "game new", preset="x")``.

        The command and its options are checked against what the bot registered (synced), as
        Discord's client would: unknown options, missing required ones, wrong types, values
        outside the declared choices/ranges (unless ``strict=False``) raise `FakeDiscordError`.
        Options whose name is not a Python identifier go in ``options``. With ``wait`` the call
        returns once the bot acknowledged the interaction or it failed.
        """
        user, member = self._actor(who, channel)
        name, *path = command.lstrip("/").split()
        cmd = self._command_for(user, member, channel, name)
        values = {**(options or {}), **kwargs}
        data = self._builder(cmd, channel, member, strict=strict).build(path, values)
        ix = self.state.new_interaction(
            type=APPLICATION_COMMAND,
            user=user,
            channel=channel,
            data=data,
            name="/" + " ".join([name, *path]),
        )
        return await self._send(ix, wait=wait, timeout=timeout)

    async def autocomplete(
        self,
        who: Who,
        channel: FakeChannel,
        command: str,
        focused: str,
        typed: str = "",
        /,
        *,
        options: Mapping[str, Any] | None = None,
        wait: bool = True,
        timeout: float | None = None,
        **kwargs: Any,
    ) -> FakeInteraction:
        """A user types ``typed`` into option ``focused``; the bot's ``choices`` come back on
        the returned interaction. Other options already filled go in ``kwargs``."""
        user, member = self._actor(who, channel)
        name, *path = command.lstrip("/").split()
        cmd = self._command_for(user, member, channel, name)
        values = {**(options or {}), **kwargs, focused: typed}
        data = self._builder(cmd, channel, member, strict=False).build(
            path, values, focused=focused
        )
        ix = self.state.new_interaction(
            type=AUTOCOMPLETE,
            user=user,
            channel=channel,
            data=data,
            name=f"autocomplete /{' '.join([name, *path])} {focused}={typed!r}",
        )
        return await self._send(ix, wait=wait, timeout=timeout)

    def _component(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str | None,
        label: str | None,
        kinds: tuple[int, ...],
    ) -> dict[str, Any]:
        if not self.state.visible_to(message, user):
            raise FakeDiscordError(f"{user!r} cannot see {message!r}")
        component = message.component(custom_id, label=label)
        if component is None:
            raise FakeDiscordError(
                f"{message!r} has no component {custom_id or label!r}; it has {message.custom_ids}"
            )
        if component.get("type") not in kinds:
            raise FakeDiscordError(
                f"component {component.get('custom_id')!r} is not of type {kinds}"
            )
        if component.get("disabled"):
            raise FakeDiscordError(f"component {component.get('custom_id')!r} is disabled")
        return component

    async def click(
        self,
        who: Who,
        message: FakeMessage,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        wait: bool = True,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """A user clicks a button of ``message``, found by custom_id or by label."""
        user, _ = self._actor(who, message.channel)
        button = self._component(user, message, custom_id, label, (2,))
        if button.get("style") in (5, 6):
            raise FakeDiscordError("link and premium buttons send no interaction")
        data = {"custom_id": button["custom_id"], "component_type": 2}
        if "id" in button:
            data["id"] = button["id"]
        ix = self.state.new_interaction(
            type=MESSAGE_COMPONENT,
            user=user,
            channel=message.channel,
            data=data,
            message=message,
            name=f"button {button['custom_id']}",
        )
        return await self._send(ix, wait=wait, timeout=timeout)

    async def select(
        self,
        who: Who,
        message: FakeMessage,
        custom_id: str,
        values: Sequence[SelectValue],
        *,
        wait: bool = True,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """A user picks ``values`` in a select menu of ``message`` (option values for a string
        select; users, roles or channels for the other kinds)."""
        user, member = self._actor(who, message.channel)
        menu = self._component(user, message, custom_id, None, (3, 5, 6, 7, 8))
        low, high = int(menu.get("min_values", 1)), int(menu.get("max_values", 1))
        if not low <= len(values) <= high:
            raise FakeDiscordError(f"select {custom_id!r} takes {low} to {high} values")
        ctype = int(menu["type"])
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": ctype}
        if ctype == 3:
            offered = [o["value"] for o in menu.get("options", [])]
            for value in values:
                if value not in offered:
                    raise FakeDiscordError(f"select {custom_id!r} offers {offered}, not {value!r}")
            data["values"] = list(values)
        else:
            builder = self._builder_for_entities(message.channel, member)
            spec = {"name": custom_id, "type": {5: 6, 6: 8, 7: 9, 8: 7}[ctype]}
            data["values"] = [builder.convert(spec, v) for v in values]
            data["resolved"] = builder.resolved
        ix = self.state.new_interaction(
            type=MESSAGE_COMPONENT,
            user=user,
            channel=message.channel,
            data=data,
            message=message,
            name=f"select {custom_id}={[str(v) for v in data['values']]}",
        )
        return await self._send(ix, wait=wait, timeout=timeout)

    def _builder_for_entities(
        self, channel: FakeChannel, member: FakeMember | None
    ) -> CommandDataBuilder:
        dummy = FakeCommand(0, self.application_id, None, "select", 1, "", [], {}, 0)
        return self._builder(dummy, channel, member, strict=False)

    async def submit_modal(
        self,
        who: Who,
        interaction: FakeInteraction,
        values: Mapping[str, Answer],
        *,
        wait: bool = True,
        timeout: float | None = None,
    ) -> FakeInteraction:
        """The user fills and submits the modal the bot answered ``interaction`` with:
        ``values`` by custom_id (a text input's string, a select's or checkbox group's list
        of option values, a radio group's value, a checkbox's bool); an input left out keeps
        its default. The answers are checked as Discord's client checks them
        (`modals.submission`)."""
        user = who.user if isinstance(who, FakeMember) else who
        if interaction.modal is None:
            raise FakeDiscordError(f"{interaction!r} was not answered with a modal")
        if user is not interaction.user:
            raise FakeDiscordError("only the user who opened a modal can submit it")
        modal = interaction.modal
        components = submission(modal, values)
        ix = self.state.new_interaction(
            type=MODAL_SUBMIT,
            user=user,
            channel=interaction.channel,
            data={"custom_id": modal["custom_id"], "components": components},
            message=interaction.message,
            name=f"modal {modal['custom_id']}",
        )
        return await self._send(ix, wait=wait, timeout=timeout)
