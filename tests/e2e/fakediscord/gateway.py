"""Gateway plumbing: one :class:`GatewayConnection` per WebSocket, one :class:`GatewaySession` per IDENTIFY.

Frames are JSON text (discord.py asks for zlib-stream compression but accepts plain text frames). A session keeps
the dispatches it sent so a RESUME after a dropped connection replays what the bot missed, as Discord does.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import secrets
from typing import Any

from aiohttp import web

from .models import JSON

# Opcodes
DISPATCH = 0
HEARTBEAT = 1
IDENTIFY = 2
PRESENCE_UPDATE = 3
VOICE_STATE_UPDATE = 4
RESUME = 6
RECONNECT = 7
REQUEST_GUILD_MEMBERS = 8
INVALID_SESSION = 9
HELLO = 10
HEARTBEAT_ACK = 11


class GatewayConnection:
    """A WebSocket to one bot process, with an ordered send queue drained by a writer task."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write(), name="fakediscord-gateway-writer")
        self.closed = False
        self.received: list[JSON] = []

    def send(self, payload: JSON) -> None:
        if not self.closed:
            self._queue.put_nowait(json.dumps(payload))

    def send_raw(self, frame: str) -> None:
        if not self.closed:
            self._queue.put_nowait(frame)

    async def _write(self) -> None:
        while True:
            frame = await self._queue.get()
            if frame is None:
                return
            try:
                await self.ws.send_str(frame)
            except (ConnectionError, RuntimeError):
                self.closed = True
                return

    async def flush(self) -> None:
        while not self._queue.empty() and not self.closed and not self._writer.done():
            await asyncio.sleep(0.005)

    async def close(self, code: int = 4000, message: bytes = b"") -> None:
        """Close from the server side after sending what is queued."""
        await self.flush()
        self.closed = True
        self._queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await self.ws.close(code=code, message=message)

    async def stop(self) -> None:
        self.closed = True
        self._queue.put_nowait(None)
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(self._writer, 1.0)


class GatewaySession:
    """What an IDENTIFY created: sequence numbers, intents, and the frames sent (for RESUME)."""

    def __init__(self, intents: int, shard: list[int] | None) -> None:
        self.session_id = secrets.token_hex(16)
        self.intents = intents
        self.shard = shard
        self.seq = 0
        self.sent: collections.deque[tuple[int, str]] = collections.deque(maxlen=5000)
        self.conn: GatewayConnection | None = None
        self.ready = False
        self.invalidated = False
        self.event_names: list[str] = []

    @property
    def live(self) -> bool:
        return self.conn is not None and not self.conn.closed and not self.invalidated

    def takes(self, guild_id: int | None) -> bool:
        """Whether this session's shard gets the events of `guild_id` (None: a DM, which Discord sends to shard 0
        only): shard (guild_id >> 22) % shard_count, as Discord routes them; an unsharded session gets them all."""
        if not self.shard:
            return True
        shard_id, count = int(self.shard[0]), int(self.shard[1])
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % count == shard_id

    def dispatch(self, event: str, data: Any) -> None:
        if self.invalidated:
            return
        self.seq += 1
        frame = json.dumps({"op": DISPATCH, "t": event, "s": self.seq, "d": data})
        self.sent.append((self.seq, frame))
        self.event_names.append(event)
        if self.conn is not None:
            self.conn.send_raw(frame)

    def replay_after(self, seq: int, conn: GatewayConnection) -> int:
        count = 0
        for s, frame in self.sent:
            if s > seq:
                conn.send_raw(frame)
                count += 1
        return count
