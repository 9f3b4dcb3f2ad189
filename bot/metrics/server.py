"""``/metrics`` and ``/healthz`` on ``METRICS_HOST:METRICS_PORT``, served by aiohttp's web server
on the bot's own event loop (aiohttp comes with discord.py: no second web server, no thread).

Served from the loop on purpose: an answer from ``/healthz`` is itself the proof that the loop
runs; a stuck loop answers nothing, and the probe's timeout says so.  ``/healthz`` is 200 with a
small JSON body while the gateway is connected (``CardroomBot.connected``), 503 otherwise
(starting, reconnecting, stopping).  ``/metrics`` is ``prometheus_client.generate_latest`` of a
registry of this bot's own (the process's CPU and memory, the garbage collector, the bot's
state read at scrape time by ``BotCollector``, and the latencies of ``bot.metrics.events``).
"""

from __future__ import annotations

import errno
import json
import socket
from collections.abc import Callable
from typing import TYPE_CHECKING

from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    GCCollector,
    Histogram,
    ProcessCollector,
    generate_latest,
)

from bot.metrics import events
from bot.metrics.collector import BotCollector, shard_states

if TYPE_CHECKING:
    from bot.bot import CardroomBot
    from bot.tables.service import TableService

INTERACTION_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0)
"""Seconds; 3 is Discord's limit for acknowledging an interaction."""
COMMIT_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
COMPUTER_BUCKETS = (0.005, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 2.0, 5.0, 10.0)
"""Seconds; a decision that waited 0.75 s (``bot.computers.LATE``) is played at the basic level."""


class MetricsError(Exception):
    """The server cannot listen where it was told; the message is the one line to print."""


def cannot_listen(host: str, port: int, exc: OSError) -> MetricsError:
    """The one line for a failed bind, naming the setting to change."""
    reason = exc.strerror or str(exc)
    if exc.errno == errno.EADDRINUSE:
        return MetricsError(
            f"METRICS_PORT {port} is already in use on {host}: choose a free port, or stop the "
            "program that listens there"
        )
    if isinstance(exc, socket.gaierror) or exc.errno == errno.EADDRNOTAVAIL:
        return MetricsError(
            f"METRICS_HOST {host!r} is not an address of this machine ({reason}): set it to one "
            "of its addresses (127.0.0.1, or 0.0.0.0 for all, as in a container)"
        )
    if exc.errno == errno.EACCES:
        return MetricsError(
            f"cannot listen on METRICS_PORT {port} ({reason}): ports below 1024 need privileges; "
            "choose a port above 1023"
        )
    return MetricsError(f"cannot serve metrics on {host}:{port} ({reason})")


class Metrics:
    """One bot's metrics and their web server (``start``, ``stop``).  The latencies' hooks are
    the process's (``bot.metrics.events``): one bot a process, as ``python -m bot`` runs."""

    def __init__(
        self,
        bot: CardroomBot,
        service: Callable[[], TableService | None],
        host: str,
        port: int,
    ) -> None:
        self.bot = bot
        self.host = host
        self.port = port
        self.registry = CollectorRegistry()
        ProcessCollector(registry=self.registry)
        GCCollector(registry=self.registry)
        self.registry.register(BotCollector(bot, service))
        self.interactions = Histogram(
            "cardroom_interaction_seconds",
            "Interactions handled, by type (component, command, autocomplete) and kind (the "
            "component's kind, the command's name), and the seconds each took to handle.",
            ["type", "kind"],
            buckets=INTERACTION_BUCKETS,
            registry=self.registry,
        )
        self.commits = Histogram(
            "cardroom_commit_seconds",
            "Seconds from a change handed to the database's writer to its commit (what a move "
            "waits for before it is answered).",
            buckets=COMMIT_BUCKETS,
            registry=self.registry,
        )
        self.computer_waits = Histogram(
            "cardroom_computer_wait_seconds",
            "Seconds a computer's decision sent to the worker processes waited for a worker.",
            buckets=COMPUTER_BUCKETS,
            registry=self.registry,
        )
        self._runner: web.AppRunner | None = None

    def _interaction(self, type_: str, kind: str, seconds: float) -> None:
        self.interactions.labels(type_, kind).observe(seconds)

    @property
    def running(self) -> bool:
        return self._runner is not None

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._healthz)
        return app

    async def start(self) -> None:
        """Listen (once: a second call does nothing) and watch the events; raises
        ``MetricsError`` with one line if the address cannot be used."""
        if self._runner is not None:
            return
        runner = web.AppRunner(self.app(), access_log=None, handle_signals=False)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError as exc:
            await runner.cleanup()
            raise cannot_listen(self.host, self.port, exc) from None
        self._runner = runner
        events.INTERACTION.watch(self._interaction)
        events.COMMIT.watch(self.commits.observe)
        events.COMPUTER_WAIT.watch(self.computer_waits.observe)

    async def stop(self) -> None:
        """Stop watching and listening."""
        events.INTERACTION.unwatch(self._interaction)
        events.COMMIT.unwatch(self.commits.observe)
        events.COMPUTER_WAIT.unwatch(self.computer_waits.observe)
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()

    async def _metrics(self, request: web.Request) -> web.Response:
        return web.Response(
            body=generate_latest(self.registry), headers={"Content-Type": CONTENT_TYPE_LATEST}
        )

    async def _healthz(self, request: web.Request) -> web.Response:
        connected = self.bot.connected()
        states = shard_states(self.bot)
        body = {
            "status": "ok" if connected else "unavailable",
            "connected": connected,
            "shards": len(states),
            "shards_connected": sum(1 for _, ok, _ in states if ok),
        }
        return web.Response(
            status=200 if connected else 503,
            text=json.dumps(body),
            content_type="application/json",
        )
