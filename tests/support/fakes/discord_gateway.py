"""The fake Discord gateway: one websocket session per shard connection.

Order as Discord's: HELLO, then the client's IDENTIFY (answered with READY and one
GUILD_CREATE per guild of that shard) or RESUME (answered with the dispatches it missed and
RESUMED); heartbeats (op 1) are acknowledged with op 11. Frames are plain-text JSON, which
discord.py accepts although it asks for zlib-stream.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.support.patience import PATIENCE

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, REQUEST_MEMBERS = 0, 1, 2, 6, 8
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11


@dataclass
class GatewaySession:
    """What Discord remembers of a session: its shard, sequence and what it was sent."""

    session_id: str
    shard: tuple[int, int]
    intents: int
    ws: web.WebSocketResponse | None = None
    seq: int = 0
    sent: list[dict[str, Any]] = field(default_factory=list)
    ready: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def live(self) -> bool:
        return self.ws is not None and not self.ws.closed

    def serves(self, shard_id: int) -> bool:
        return self.shard[0] == shard_id

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.sent.append(frame)
        if self.live:
            assert self.ws is not None
            await self.ws.send_str(json.dumps(frame))


class Gateway:
    """Serves ``GET /gateway`` websockets; the owner supplies READY's and guilds' data."""

    def __init__(
        self,
        *,
        hello: Callable[[], dict[str, Any]],
        ready: Callable[[GatewaySession], dict[str, Any]],
        guilds: Callable[[GatewaySession], list[dict[str, Any]]],
        members: Callable[[int], list[dict[str, Any]]],
        record: Callable[[str, dict[str, Any]], None],
    ) -> None:
        self._hello = hello
        self._ready = ready
        self._guilds = guilds
        self._members = members
        self._record = record
        self.sessions: list[GatewaySession] = []
        self.changed = asyncio.Condition()

    def live_for_shard(self, shard_id: int) -> GatewaySession | None:
        for session in reversed(self.sessions):
            if session.live and session.serves(shard_id) and session.ready.is_set():
                return session
        return None

    async def wait_shard(self, shard_id: int, timeout: float = PATIENCE) -> GatewaySession:
        async def found() -> GatewaySession:
            async with self.changed:
                await self.changed.wait_for(lambda: self.live_for_shard(shard_id) is not None)
            session = self.live_for_shard(shard_id)
            assert session is not None
            return session

        return await asyncio.wait_for(found(), timeout)

    async def _notify(self) -> None:
        async with self.changed:
            self.changed.notify_all()

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._record("CONNECT", dict(request.query))
        await ws.send_str(json.dumps({"op": HELLO, "d": self._hello()}))
        session: GatewaySession | None = None
        try:
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                session = await self._receive(ws, frame, session)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
            await self._notify()
        return ws

    async def _receive(
        self, ws: web.WebSocketResponse, frame: dict[str, Any], session: GatewaySession | None
    ) -> GatewaySession | None:
        op: int | None = frame.get("op")
        data: Any = frame.get("d")
        if op == HEARTBEAT:
            self._record("HEARTBEAT", {"d": data})
            await ws.send_str(json.dumps({"op": HEARTBEAT_ACK}))
        elif op == IDENTIFY:
            self._record("IDENTIFY", data)
            session = await self._identify(ws, data)
        elif op == RESUME:
            self._record("RESUME", data)
            session = await self._resume(ws, data)
        elif op == REQUEST_MEMBERS and session is not None:
            self._record("REQUEST_GUILD_MEMBERS", data)
            guild_id = int(data["guild_id"])
            await session.dispatch(
                "GUILD_MEMBERS_CHUNK",
                {
                    "guild_id": str(guild_id),
                    "members": self._members(guild_id),
                    "chunk_index": 0,
                    "chunk_count": 1,
                    "nonce": data.get("nonce"),
                },
            )
        else:
            self._record(f"OP{op}", data if isinstance(data, dict) else {"d": data})
        return session

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> GatewaySession:
        shard = data.get("shard") or [0, 1]
        session = GatewaySession(
            session_id=secrets.token_hex(16),
            shard=(int(shard[0]), int(shard[1])),
            intents=int(data.get("intents", 0)),
            ws=ws,
        )
        self.sessions.append(session)
        await session.dispatch("READY", self._ready(session))
        for guild in self._guilds(session):
            await session.dispatch("GUILD_CREATE", guild)
        session.ready.set()
        await self._notify()
        return session

    async def _resume(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        known = [s for s in self.sessions if s.session_id == data.get("session_id")]
        if not known:
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
            return None
        session = known[0]
        session.ws = ws
        for frame in session.sent:
            if frame["s"] > int(data.get("seq") or 0):
                await ws.send_str(json.dumps(frame))
        await session.dispatch("RESUMED", {})
        await self._notify()
        return session

    async def close_all(self, code: int = 1000) -> None:
        for session in self.sessions:
            if session.live:
                assert session.ws is not None
                await session.ws.close(code=code)
