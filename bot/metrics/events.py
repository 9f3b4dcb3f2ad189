"""The events the metrics must see as they happen, one narrow hook each.

A latency cannot be read afterwards from a counter, so the code that sees it calls its hook:
the writer when a change is committed (``COMMIT``), the computers when a worker starts on a
decision (``COMPUTER_WAIT``), the components and the command tree around an interaction
(``interaction``, ``interaction_task``).  A hook is a list of watchers, empty unless a metrics
server runs (``bot.metrics.server.Metrics`` adds its histograms' ``observe`` at its start and
removes them at its stop), so that without ``METRICS_PORT`` a hook costs a call and an empty
loop.  This module imports nothing of the bot and no metrics library: the rooms below can
call it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from typing import Any, Generic, ParamSpec

P = ParamSpec("P")

log = logging.getLogger(__name__)


class Hook(Generic[P]):
    """Calls every watcher with what happened; a watcher that fails is logged and dropped (a
    metric must never fail a move)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.watchers: list[Callable[P, None]] = []

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> None:
        for watch in tuple(self.watchers):
            try:
                watch(*args, **kwargs)
            except Exception:
                log.exception("the %s metric failed; it is no longer watched", self.name)
                self.unwatch(watch)

    def watch(self, watcher: Callable[P, None]) -> None:
        self.watchers.append(watcher)

    def unwatch(self, watcher: Callable[P, None]) -> None:
        with contextlib.suppress(ValueError):
            self.watchers.remove(watcher)


INTERACTION: Hook[[str, str, float]] = Hook("interaction")
"""An interaction was handled: (type: ``component``, ``command`` or ``autocomplete``; kind: the
component's kind or the command's name; seconds from its handler's start to its end)."""
COMMIT: Hook[[float]] = Hook("commit")
"""A change was committed: seconds from being handed to the writer to its transaction's end."""
COMPUTER_WAIT: Hook[[float]] = Hook("computer wait")
"""A worker started on a computer's decision: seconds it waited since it was asked."""


@contextlib.contextmanager
def interaction(kind: str, type_: str = "component") -> Iterator[None]:
    """Time the handling of one interaction (a component's callback) to ``INTERACTION``."""
    if not INTERACTION.watchers:
        yield
        return
    started = time.perf_counter()
    try:
        yield
    finally:
        INTERACTION(type_, kind, time.perf_counter() - started)


def interaction_task(task: asyncio.Task[Any], kind: str, type_: str = "command") -> None:
    """Time an interaction whose handler is the rest of ``task`` (a command: discord.py runs it
    and its error handler in the task that checks it), from now to the task's end (seen by a
    done callback: up to one iteration of the loop late)."""
    if not INTERACTION.watchers:
        return
    started = time.perf_counter()
    task.add_done_callback(lambda _: INTERACTION(type_, kind, time.perf_counter() - started))
