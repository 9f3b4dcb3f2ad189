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


class WireServer:
    """Serves a :class:`FakeServer` over HTTP and one gateway websocket at a time."""

    def __init__(
        self, server: FakeServer, on_ready_payload: Callable[[], list[tuple[str, dict[str, Any]]]]
    ) -> None:
        self.server = server
        self.ready_events = on_ready_payload
        self.runner: web.AppRunner | None = None
        self.port = 0
        self.ws: web.WebSocketResponse | None = None
        self.seq = 0
        self._outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self._writer: asyncio.Task[None] | None = None
        self._barriers: list[tuple[int, asyncio.Future[None]]] = []
        self.identified = asyncio.Event()
        self.frames_in: list[dict[str, Any]] = []

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
        """Close the gateway connection and stop listening."""
        if self._writer is not None:
            self._writer.cancel()
        if self.ws is not None and not self.ws.closed:
            await self.ws.close()
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
        self.ws = ws
        self.seq = 0
        self._outbox = asyncio.Queue()
        self._writer = asyncio.get_running_loop().create_task(
            self._write(ws), name="fakediscord-wire:writer"
        )
        await ws.send_str(
            json.dumps({"op": HELLO, "d": {"heartbeat_interval": 45000}, "s": None, "t": None})
        )
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            frame = json.loads(msg.data)
            self.frames_in.append(frame)
            op = frame.get("op")
            if op == HEARTBEAT:
                await self._on_heartbeat(frame.get("d"))
            elif op == IDENTIFY:
                for event, data in self.ready_events():
                    self.send(event, data)
                self.identified.set()
        self._writer.cancel()
        self.ws = None
        for _, fut in self._barriers:
            if not fut.done():
                fut.set_result(None)
        self._barriers.clear()
        return ws

    async def _on_heartbeat(self, seq: int | None) -> None:
        self._frame({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        seen = seq or 0
        for target, fut in list(self._barriers):
            if seen >= target and not fut.done():
                fut.set_result(None)
        self._barriers = [(t, f) for t, f in self._barriers if not f.done()]

    async def _write(self, ws: web.WebSocketResponse) -> None:
        while True:
            frame = await self._outbox.get()
            if frame is None:
                return
            await ws.send_str(frame)

    def send(self, event: str, data: dict[str, Any]) -> None:
        """Queue a DISPATCH frame (frames go out in order)."""
        if self.ws is None:
            return
        self.seq += 1
        # Serialised now: the data (stored messages) may change before the frame is written.
        self._frame({"op": DISPATCH, "d": data, "s": self.seq, "t": event})

    def _frame(self, frame: dict[str, Any]) -> None:
        self._outbox.put_nowait(json.dumps(frame, separators=(",", ":")))

    async def barrier(self, timeout: float = 10.0) -> None:
        """Return once the bot has parsed every frame queued so far (heartbeat round trip)."""
        if self.ws is None:
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._barriers.append((self.seq, fut))
        self._frame({"op": HEARTBEAT, "d": None, "s": None, "t": None})
        await asyncio.wait_for(fut, timeout)


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
