"""The wire transport: the fake server on real sockets (aiohttp REST + gateway websocket).

A small smoke suite runs ``bot.start()`` exactly as in production against 127.0.0.1: HELLO,
heartbeats, IDENTIFY, READY, GUILD_CREATE and INTERACTION_CREATE frames, REST over HTTP. It is the
canary for discord.py upgrades, since it touches only two public-ish class attributes:
``discord.http.Route.BASE`` and ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``.

A heartbeat *request* (op 1 sent by the server) is the barrier: the bot answers it only after it
has parsed every frame sent before it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import discord.gateway
import discord.http
import yarl
from aiohttp import WSMsgType, web

from .server import FakeServer

_MARK = "_fakediscord_originals"

HELLO, HEARTBEAT, IDENTIFY, HEARTBEAT_ACK, DISPATCH = 10, 1, 2, 11, 0


def _json_response(status: int, body: Any, headers: dict[str, str]) -> web.Response:
    # discord.py compares the content type with `==`: no "; charset=utf-8".
    if body is None:
        return web.Response(status=status, headers=headers)
    data = json.dumps(body, separators=(",", ":")).encode()
    return web.Response(
        status=status, body=data, headers={**headers, "Content-Type": "application/json"}
    )


INVALID_SHARD, SHARDING_REQUIRED = 4010, 4011


def guild_of_event(event: str, data: dict[str, Any]) -> int | None:
    """The server an event belongs to (None: no server, as a DM's; Discord sends those to
    shard 0)."""
    if event in ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"):
        raw = data.get("id")
    else:
        raw = data.get("guild_id")
    return int(raw) if raw is not None else None


class _Connection:
    """One gateway connection: its socket, its frames in order, its shard once identified."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.seq = 0
        self.shard: tuple[int, int] | None = None
        """``[id, count]`` from its IDENTIFY (``[0, 1]`` without one); None before it."""
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer: asyncio.Task[None] | None = None
        self.barriers: list[tuple[int, asyncio.Future[None]]] = []

    def frame(self, frame: dict[str, Any]) -> None:
        self.outbox.put_nowait(json.dumps(frame, separators=(",", ":")))

    def serves(self, guild_id: int | None) -> bool:
        """Whether Discord sends this server's events here: its shard's connections get them."""
        if self.shard is None:
            return False
        shard, count = self.shard
        return (0 if guild_id is None else (guild_id >> 22) % count) == shard

    def release_barriers(self) -> None:
        for _, fut in self.barriers:
            if not fut.done():
                fut.set_result(None)
        self.barriers.clear()


class WireServer:
    """Serves a :class:`FakeServer` over HTTP and gateway websockets: one connection a shard
    (from one process or several), each getting the events of its shard's servers only.

    As on Discord, a shard may be identified on two connections at once (a bot started twice):
    both get its events, and the first answer to an interaction wins (the other gets 40060).
    A shard id outside its count is closed with 4010 (invalid shard), and a connection whose
    shard would hold more than ``FakeServer.max_guilds_per_shard`` servers with 4011 (sharding
    required)."""

    def __init__(
        self,
        server: FakeServer,
        on_ready_payload: Callable[[tuple[int, int]], list[tuple[str, dict[str, Any]]]],
    ) -> None:
        self.server = server
        self.ready_events = on_ready_payload
        self.runner: web.AppRunner | None = None
        self.port = 0
        self.connections: list[_Connection] = []
        self.seq = 0
        """Frames queued so far on every connection (a barrier covers them all)."""
        self.identified = asyncio.Event()
        self.frames_in: list[dict[str, Any]] = []
        self.refused: list[tuple[int, list[int] | None]] = []
        """(close code, the shard asked for) of every IDENTIFY refused."""

    @property
    def ws(self) -> web.WebSocketResponse | None:
        """The first identified connection's socket (None: no bot connected)."""
        live = [c for c in self.connections if c.shard is not None and not c.ws.closed]
        return live[0].ws if live else None

    def shards(self) -> list[tuple[int, int]]:
        """The shards identified on open connections, in the order they identified."""
        return [c.shard for c in self.connections if c.shard is not None and not c.ws.closed]

    async def start(self) -> None:
        """Listen on 127.0.0.1 (a free port)."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway/", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        sockets = site._server.sockets  # type: ignore[union-attr]
        self.port = sockets[0].getsockname()[1]
        self.server.wire_gateway_url = self.gateway_url

    @property
    def base_url(self) -> str:
        """What ``discord.http.Route.BASE`` points to."""
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        """What ``DiscordWebSocket.DEFAULT_GATEWAY`` points to."""
        return f"ws://127.0.0.1:{self.port}/gateway/"

    async def close(self) -> None:
        """Close every gateway connection and stop listening."""
        for conn in list(self.connections):
            if conn.writer is not None:
                conn.writer.cancel()
            if not conn.ws.closed:
                await conn.ws.close()
        if self.runner is not None:
            await self.runner.cleanup()

    # ---------------------------------------------------------------- REST

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        params = dict(request.query)
        payload: Any = None
        files: list[tuple[str, str | None, bytes]] = []
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())  # type: ignore[union-attr]
                else:
                    files.append((part.name or "", part.filename, bytes(await part.read())))  # type: ignore[union-attr]
        elif request.can_read_body:
            text = await request.text()
            payload = json.loads(text) if text else None
        try:
            status, body, headers = self.server.handle(request.method, path, params, payload, files)
        except AssertionError as exc:
            return _json_response(404, {"message": str(exc), "code": 0}, {})
        return _json_response(status, body, headers)

    # ---------------------------------------------------------------- gateway

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        conn = _Connection(ws)
        self.connections.append(conn)
        conn.writer = asyncio.get_running_loop().create_task(
            self._write(conn), name="fakediscord-wire:writer"
        )
        await ws.send_str(
            json.dumps({"op": HELLO, "d": {"heartbeat_interval": 45000}, "s": None, "t": None})
        )
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                self.frames_in.append(frame)
                op = frame.get("op")
                if op == HEARTBEAT:
                    await self._on_heartbeat(conn, frame.get("d"))
                elif op == IDENTIFY and not await self._identify(conn, frame.get("d") or {}):
                    break
        finally:
            conn.writer.cancel()
            conn.release_barriers()
            self.connections.remove(conn)
        return ws

    async def _identify(self, conn: _Connection, data: dict[str, Any]) -> bool:
        """READY and the shard's GUILD_CREATEs, or Discord's close code for a bad shard."""
        asked = data.get("shard")
        shard, count = (int(asked[0]), int(asked[1])) if asked else (0, 1)
        code = 0
        if count < 1 or not 0 <= shard < count:
            code = INVALID_SHARD
        elif self._guilds_in(shard, count) > self.server.max_guilds_per_shard:
            code = SHARDING_REQUIRED
        if code:
            self.refused.append((code, asked))
            if conn.writer is not None:
                conn.writer.cancel()
            reason = "Invalid shard." if code == INVALID_SHARD else "Sharding required."
            await conn.ws.close(code=code, message=reason.encode())
            return False
        conn.shard = (shard, count)
        for event, payload in self.ready_events(conn.shard):
            self._queue(conn, event, payload)
        self.identified.set()
        return True

    def _guilds_in(self, shard: int, count: int) -> int:
        return sum(1 for gid in self.server.guilds if (gid >> 22) % count == shard)

    async def _on_heartbeat(self, conn: _Connection, seq: int | None) -> None:
        conn.frame({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        seen = seq or 0
        for target, fut in list(conn.barriers):
            if seen >= target and not fut.done():
                fut.set_result(None)
        conn.barriers = [(t, f) for t, f in conn.barriers if not f.done()]

    async def _write(self, conn: _Connection) -> None:
        while True:
            frame = await conn.outbox.get()
            if frame is None:
                return
            await conn.ws.send_str(frame)

    def send(self, event: str, data: dict[str, Any]) -> None:
        """Queue a DISPATCH frame on the connections of the event's shard (in order)."""
        guild_id = guild_of_event(event, data)
        for conn in self.connections:
            if conn.serves(guild_id) and not conn.ws.closed:
                self._queue(conn, event, data)

    def serving(self, guild_id: int | None) -> bool:
        """Whether a connection would get this server's events now."""
        return any(c.serves(guild_id) and not c.ws.closed for c in self.connections)

    def _queue(self, conn: _Connection, event: str, data: dict[str, Any]) -> None:
        conn.seq += 1
        self.seq += 1
        # Serialised now: the data (stored messages) may change before the frame is written.
        conn.frame({"op": DISPATCH, "d": data, "s": conn.seq, "t": event})

    async def barrier(self, timeout: float = 10.0) -> None:
        """Return once the bot has parsed every frame queued so far on each of its connections
        (a heartbeat round trip on each)."""
        loop = asyncio.get_running_loop()
        waits = []
        for conn in self.connections:
            if conn.shard is None or conn.ws.closed:
                continue
            fut: asyncio.Future[None] = loop.create_future()
            conn.barriers.append((conn.seq, fut))
            conn.frame({"op": HEARTBEAT, "d": None, "s": None, "t": None})
            waits.append(fut)
        if waits:
            await asyncio.wait_for(asyncio.gather(*waits), timeout)


def install(wire: WireServer) -> None:
    """Point discord.py at the wire server (global class attributes; restored by uninstall)."""
    http_cls = discord.http.HTTPClient
    if _MARK in http_cls.__dict__:
        raise RuntimeError("another FakeDiscord is active in this process (one fake per process)")
    ws_cls = discord.gateway.DiscordWebSocket
    originals = ("wire", discord.http.Route.BASE, ws_cls.DEFAULT_GATEWAY)
    discord.http.Route.BASE = wire.base_url
    ws_cls.DEFAULT_GATEWAY = yarl.URL(wire.gateway_url)
    setattr(http_cls, _MARK, originals)


def uninstall() -> None:
    """Restore ``Route.BASE`` and ``DEFAULT_GATEWAY`` (safe to call twice)."""
    http_cls = discord.http.HTTPClient
    originals = http_cls.__dict__.get(_MARK)
    if originals is None or originals[0] != "wire":
        return
    discord.http.Route.BASE = originals[1]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = originals[2]
    delattr(http_cls, _MARK)
