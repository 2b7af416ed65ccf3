"""The gateway websocket: HELLO, IDENTIFY, heartbeats, READY and GUILD_CREATE, RESUME, and the
dispatch of events to every connected session, filtered by its intents and its shard.

Sharding follows Discord: a session that identified as shard ``[id, count]`` gets the guilds
with ``(guild_id >> 22) % count == id`` and their events and interactions; DMs go to shard 0.
A session that identified without ``shard`` (a plain ``discord.Client``) is ``[0, 1]``: it
gets everything. Several sessions may be live at once (several clients, or processes).

Payloads are JSON text frames. The client may ask for ``compress=zlib-stream``; the fake
ignores it and sends uncompressed text, which discord.py accepts.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections import deque
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from .models import FakeMessage
from .state import INTENT_GUILDS, INTENT_MESSAGE_CONTENT

if TYPE_CHECKING:
    from .state import FakeState

log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE_UPDATE, VOICE_STATE_UPDATE = 0, 1, 2, 3, 4
RESUME, RECONNECT, REQUEST_GUILD_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = (
    6,
    7,
    8,
    9,
    10,
    11,
)

#: How many dispatched events a session keeps for a RESUME.
RESUME_BUFFER = 5000


class Connection:
    """One websocket; frames are queued and written by a single task, in order."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.session: Session | None = None
        #: The close code when the fake closed the socket (then the session stays resumable).
        self.closed_by_server: int | None = None
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write(), name="fakediscord-gateway-writer")

    def send(self, payload: dict[str, Any]) -> None:
        self._queue.put_nowait(json.dumps(payload))

    @property
    def idle(self) -> bool:
        return self._queue.empty()

    async def _write(self) -> None:
        while True:
            frame = await self._queue.get()
            if frame is None:
                return
            try:
                await self.ws.send_str(frame)
            except (ConnectionResetError, RuntimeError):
                return

    async def close(self, code: int) -> None:
        if self.closed_by_server is None:
            self.closed_by_server = code
        self._queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await self._writer
        if not self.ws.closed:
            await self.ws.close(code=code)

    async def stop(self) -> None:
        self._queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await self._writer


class Session:
    def __init__(self, session_id: str, intents: int, shard: tuple[int, int]) -> None:
        self.id = session_id
        self.intents = intents
        self.shard = shard
        self.seq = 0
        self.buffer: deque[dict[str, Any]] = deque(maxlen=RESUME_BUFFER)
        self.connection: Connection | None = None
        self.ended = False
        self.resumes = 0
        #: When READY was sent, and the last GUILD_CREATE after it (``time.time()``).
        self.ready_at: float | None = None
        self.guilds_sent_at: float | None = None

    def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.buffer.append(payload)
        if self.connection is not None:
            self.connection.send(payload)

    @property
    def live(self) -> bool:
        return not self.ended and self.connection is not None

    def wants_guild(self, guild_id: int | None) -> bool:
        shard_id, shard_count = self.shard
        return shard_of(guild_id, shard_count) == shard_id


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """Discord's rule: the shard that gets a guild's events; DMs (no guild) go to shard 0."""
    if guild_id is None or shard_count <= 1:
        return 0
    return (guild_id >> 22) % shard_count


class GatewayHub:
    def __init__(
        self, state: FakeState, *, heartbeat_interval_ms: int = 41_250, shards: int = 1
    ) -> None:
        self.state = state
        self.heartbeat_interval_ms = heartbeat_interval_ms
        #: The shard count GET /gateway/bot recommends (what an AutoShardedClient uses when
        #: it is given none).
        self.recommended_shards = shards
        self.url = "ws://127.0.0.1:0/gateway"
        self.sessions: dict[str, Session] = {}
        self.connections: set[Connection] = set()
        #: Every opcode a client sent, for tests of the gateway itself.
        self.received_ops: list[int] = []

    # --- state queries ---------------------------------------------------------------
    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.live]

    @property
    def live_shards(self) -> set[tuple[int, int]]:
        """The ``(shard_id, shard_count)`` of every connected session."""
        return {s.shard for s in self.live_sessions}

    @property
    def idle(self) -> bool:
        return all(c.idle for c in self.connections)

    # --- dispatch --------------------------------------------------------------------
    def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        *,
        intent: int | None = None,
        guild_id: int | None = None,
        message: FakeMessage | None = None,
    ) -> None:
        for session in list(self.sessions.values()):
            if session.ended:
                continue
            if intent is not None and not session.intents & intent:
                continue
            if not session.wants_guild(guild_id):
                continue
            if event != "GUILD_DELETE" and not self._bot_in(guild_id):
                continue  # a server that removed the bot tells it nothing more
            payload = data
            if message is not None and not self._may_read(session, message):
                payload = dict(data, content="", embeds=[], attachments=[], components=[])
            session.dispatch(event, payload)

    def deliver_interaction(self, data: dict[str, Any], guild_id: int | None) -> list[Session]:
        """INTERACTION_CREATE to the sessions of the guild's shard (DMs: shard 0); the sessions
        it went to. With none connected there, nobody answers: it fails at its deadline."""
        sessions = [s for s in self.sessions.values() if not s.ended and s.wants_guild(guild_id)]
        for session in sessions:
            session.dispatch("INTERACTION_CREATE", data)
        return sessions

    def _bot_in(self, guild_id: int | None) -> bool:
        guild = None if guild_id is None else self.state.guilds.get(guild_id)
        return guild is None or self.state.bot.id in guild.members

    def _may_read(self, session: Session, message: FakeMessage) -> bool:
        bot = self.state.bot
        return (
            bool(session.intents & INTENT_MESSAGE_CONTENT)
            or message.author is bot
            or message.channel.guild is None
            or bot.id in message.mention_ids
        )

    # --- the websocket ---------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        if request.query.get("encoding", "json") != "json":
            await ws.close(code=4002, message=b"only JSON encoding is supported by the fake")
            return ws
        conn = Connection(ws)
        self.connections.add(conn)
        conn.send(
            {
                "op": HELLO,
                "d": {"heartbeat_interval": self.heartbeat_interval_ms},
                "s": None,
                "t": None,
            }
        )
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._on_payload(conn, json.loads(msg.data))
                elif msg.type == WSMsgType.BINARY:
                    await conn.close(4002)
                    break
        finally:
            await conn.stop()
            self.connections.discard(conn)
            session = conn.session
            if session is not None and session.connection is conn:
                session.connection = None
                # A client closing with 1000/1001 ends its session; other closes may RESUME.
                if conn.closed_by_server is None and ws.close_code in (1000, 1001):
                    session.ended = True
            self.state.changed()
        return ws

    async def _on_payload(self, conn: Connection, payload: dict[str, Any]) -> None:
        op = payload.get("op")
        data = payload.get("d")
        self.received_ops.append(int(op or 0))
        if op == HEARTBEAT:
            conn.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == IDENTIFY:
            await self._identify(conn, data or {})
        elif op == RESUME:
            await self._resume(conn, data or {})
        elif op == REQUEST_GUILD_MEMBERS:
            self._request_members(conn, data or {})
        elif op in (PRESENCE_UPDATE, VOICE_STATE_UPDATE):
            return
        else:
            await conn.close(4001)

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> None:
        if conn.session is not None:
            await conn.close(4005)
            return
        if data.get("token") != self.state.token:
            await conn.close(4004)
            return
        if "intents" not in data:
            await conn.close(4013)
            return
        shard = _shard(data.get("shard"))
        if shard is None:
            await conn.close(4010)  # Discord's "Invalid shard"
            return
        session = Session(secrets.token_hex(16), int(data["intents"]), shard)
        self.sessions[session.id] = session
        session.connection = conn
        conn.session = session
        state = self.state
        guilds = [
            g
            for g in state.guilds.values()
            if session.wants_guild(g.id) and state.bot.id in g.members
        ]
        session.dispatch(
            "READY",
            {
                "v": 10,
                "user": state.bot.payload(),
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "session_id": session.id,
                "session_type": "normal",
                "resume_gateway_url": self.url,
                "shard": list(session.shard),
                "application": {"id": str(state.application.id), "flags": state.application.flags},
                "private_channels": [],
                "relationships": [],
                "geo_ordered_rtc_regions": [],
            },
        )
        session.ready_at = time.time()
        if session.intents & INTENT_GUILDS:
            for guild in guilds:
                session.dispatch(
                    "GUILD_CREATE", guild.create_payload(guild.members[state.bot.id].joined_at)
                )
        session.guilds_sent_at = time.time()
        state.changed()

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.ended or data.get("token") != self.state.token:
            conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        old = session.connection
        if old is not None and old is not conn:
            old.session = None
            await old.close(4000)
        session.connection = conn
        conn.session = session
        session.resumes += 1
        seq = int(data.get("seq") or 0)
        for payload in list(session.buffer):
            if payload["s"] > seq:
                conn.send(payload)
        session.dispatch("RESUMED", {})
        self.state.changed()

    def _request_members(self, conn: Connection, data: dict[str, Any]) -> None:
        session = conn.session
        if session is None:
            return
        guild = self.state.guilds.get(int(data.get("guild_id", 0)))
        if guild is None:
            return
        members = list(guild.members.values())
        if data.get("user_ids"):
            wanted = {int(u) for u in data["user_ids"]}
            members = [m for m in members if m.id in wanted]
        elif data.get("query"):
            query = str(data["query"]).lower()
            members = [m for m in members if m.name.lower().startswith(query)]
        limit = int(data.get("limit") or 0)
        if limit:
            members = members[:limit]
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        if data.get("presences"):
            chunk["presences"] = []
        session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    # --- test controls ---------------------------------------------------------------
    def send_reconnect(self) -> None:
        """Ask every client to reconnect and RESUME (opcode 7)."""
        for conn in list(self.connections):
            if conn.session is not None:
                conn.send({"op": RECONNECT, "d": None, "s": None, "t": None})

    async def drop_connections(self, code: int = 4000) -> None:
        """Close every socket with a resumable code, as a network blip would."""
        for conn in list(self.connections):
            await conn.close(code)

    async def close(self) -> None:
        for conn in list(self.connections):
            await conn.close(1001)
        self.connections.clear()


def _shard(value: Any) -> tuple[int, int] | None:
    """IDENTIFY's ``shard: [id, count]`` (absent: ``[0, 1]``); None when it is not valid."""
    if value is None:
        return (0, 1)
    if not isinstance(value, list) or len(value) != 2:
        return None
    shard_id, shard_count = value
    if not (isinstance(shard_id, int) and isinstance(shard_count, int)):
        return None
    return (shard_id, shard_count) if 0 <= shard_id < shard_count else None
