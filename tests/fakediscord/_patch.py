"""The in-process transport: every private discord.py internal the fake touches lives here.

``discord.http.HTTPClient.request`` and ``discord.webhook.async_.AsyncWebhookAdapter.request`` are
wrapped, not replaced: the wrappers swap the aiohttp session for :class:`FakeSession` and then run
discord.py's own ``request`` code, so JSON encoding, multipart forms, rate-limit buckets, 429
retries and the exceptions raised on 4xx are all discord.py's real code paths. Only the socket is
fake. The wrappers are global class attributes: one fake per process, restored in ``finally``.

Pinned to discord.py 2.7 (``pyproject.toml``); the wire smoke test is the canary on upgrades.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from http import HTTPStatus
from typing import Any

import aiohttp
import discord.http
import discord.webhook.async_
from multidict import CIMultiDict
from yarl import URL

from .server import Disconnected

Transport = Callable[
    [str, str, dict[str, str], Any, list[tuple[str, str | None, bytes]]],
    tuple[int, Any, dict[str, str]],
]

_MARK = "_fakediscord_originals"
_API_PREFIX = re.compile(r"^/api(/v\d+)?")


def split_url(url: str | URL) -> tuple[str, dict[str, str]]:
    """``https://discord.com/api/v10/channels/1?x=y`` -> ``("/channels/1", {"x": "y"})``."""
    u = URL(str(url))
    return _API_PREFIX.sub("", u.path), dict(u.query)


def decode_body(data: Any) -> tuple[Any, list[tuple[str, str | None, bytes]]]:
    """The JSON payload and files of what discord.py hands to aiohttp (str, bytes or FormData)."""
    if data is None:
        return None, []
    if isinstance(data, bytes):
        data = data.decode()
    if isinstance(data, str):
        return (json.loads(data) if data else None), []
    if isinstance(data, aiohttp.FormData):
        payload: Any = None
        files: list[tuple[str, str | None, bytes]] = []
        for type_options, _headers, value in data._fields:
            name = type_options.get("name")
            if name == "payload_json":
                payload = json.loads(value)
            else:
                content = value.read() if hasattr(value, "read") else value
                if isinstance(content, str):
                    content = content.encode()
                files.append((name, type_options.get("filename"), bytes(content)))
        return payload, files
    raise AssertionError(f"fakediscord cannot decode a request body of type {type(data).__name__}")


class FakeResponse:
    """Just enough of ``aiohttp.ClientResponse`` for discord.py's ``json_or_text`` and errors."""

    def __init__(
        self, method: str, url: str, status: int, body: Any, headers: dict[str, str]
    ) -> None:
        self.method = method
        self.url = URL(url)
        self.status = status
        try:
            self.reason = HTTPStatus(status).phrase
        except ValueError:
            self.reason = "Unknown"
        self.headers: CIMultiDict[str] = CIMultiDict(headers)
        if body is None:
            self._text = ""
        else:
            self._text = json.dumps(body, separators=(",", ":"))
            self.headers["Content-Type"] = "application/json"

    async def text(self, encoding: str = "utf-8") -> str:
        """The body, as aiohttp would return it."""
        return self._text

    async def json(self, **_: Any) -> Any:
        """The decoded body."""
        return json.loads(self._text) if self._text else None

    def release(self) -> None:
        """Nothing to release: there is no connection."""

    async def __aenter__(self) -> FakeResponse:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


class _RequestContext:
    def __init__(self, session: FakeSession, method: str, url: str, kwargs: dict[str, Any]) -> None:
        self._session = session
        self._method = method
        self._url = url
        self._kwargs = kwargs

    async def _run(self) -> FakeResponse:
        # A real request is a scheduling point: let other tasks run, as the network would.
        await asyncio.sleep(0)
        path, query = split_url(self._url)
        params = {k: str(v) for k, v in (self._kwargs.get("params") or {}).items()}
        query.update(params)
        payload, files = decode_body(self._kwargs.get("data"))
        try:
            status, body, headers = self._session.transport(
                self._method, path, query, payload, files
            )
        except Disconnected:
            # What aiohttp raises when the server closes the connection before answering.
            raise aiohttp.ServerDisconnectedError() from None
        return FakeResponse(self._method, self._url, status, body, headers)

    def __await__(self):  # type: ignore[no-untyped-def]
        return self._run().__await__()

    async def __aenter__(self) -> FakeResponse:
        self._response = await self._run()
        return self._response

    async def __aexit__(self, *exc: object) -> None:
        return None


class FakeSession:
    """Stands in for the bot's ``aiohttp.ClientSession``; hands each request to the fake server."""

    def __init__(self, transport: Transport) -> None:
        self.transport = transport
        self.closed = False

    def request(self, method: str, url: str | URL, **kwargs: Any) -> _RequestContext:
        """What discord.py calls for every REST and webhook request."""
        if self.closed:
            # Like aiohttp: a closed bot cannot talk to Discord any more.
            raise RuntimeError("Session is closed")
        return _RequestContext(self, method, str(url), kwargs)

    def ws_connect(self, *args: Any, **kwargs: Any) -> Any:
        """The in-process transport has no gateway: events are fed to the parsers directly."""
        raise AssertionError(
            "fakediscord (in-process) has no gateway; use fake.start(bot), not bot.start()"
        )

    async def close(self) -> None:
        """Closing the fake session just marks it closed."""
        self.closed = True


def is_installed() -> bool:
    """True while any fake (under any import name) has patched discord.py."""
    return _MARK in discord.http.HTTPClient.__dict__


def install(transport: Transport) -> FakeSession:
    """Wrap the two request methods so every request goes to ``transport``."""
    http_cls = discord.http.HTTPClient
    hook_cls = discord.webhook.async_.AsyncWebhookAdapter
    if is_installed():
        raise RuntimeError("another FakeDiscord is active in this process (one fake per process)")
    orig_http = http_cls.__dict__["request"]
    orig_hook = hook_cls.__dict__["request"]
    shared = FakeSession(transport)

    async def http_request(
        self: discord.http.HTTPClient, route: discord.http.Route, **kwargs: Any
    ) -> Any:
        real = getattr(self, "_HTTPClient__session", None)
        if not isinstance(real, FakeSession):
            # First request (static_login): swap the real session for a fake one of our own.
            self._HTTPClient__session = FakeSession(transport)  # type: ignore[attr-defined]
            if isinstance(real, aiohttp.ClientSession):
                await real.close()
        return await orig_http(self, route, **kwargs)

    async def webhook_request(
        self: discord.webhook.async_.AsyncWebhookAdapter,
        route: discord.http.Route,
        session: Any = None,
        **kwargs: Any,
    ) -> Any:
        # Whatever session the webhook was built with, it talks to the fake.
        return await orig_hook(
            self, route, session if isinstance(session, FakeSession) else shared, **kwargs
        )

    http_cls.request = http_request  # type: ignore[method-assign]
    hook_cls.request = webhook_request  # type: ignore[method-assign]
    setattr(http_cls, _MARK, (orig_http, orig_hook))
    return shared


def uninstall() -> None:
    """Restore discord.py's own request methods (safe to call twice)."""
    http_cls = discord.http.HTTPClient
    hook_cls = discord.webhook.async_.AsyncWebhookAdapter
    originals = http_cls.__dict__.get(_MARK)
    if originals is None or originals[0] == "wire":
        return
    http_cls.request = originals[0]  # type: ignore[method-assign]
    hook_cls.request = originals[1]  # type: ignore[method-assign]
    delattr(http_cls, _MARK)
