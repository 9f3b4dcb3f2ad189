"""The health check: ``python -m bot health`` says whether the running bot is connected.

The bot writes a small heartbeat file beside its database every ``health_interval`` seconds:
its pid, the time, and whether its gateway connection to Discord is up (ready, open, not
closing).  Written by a task on the event loop, so a bot whose loop is stuck stops writing it
too.  The command reads it and exits 0 only if the heartbeat is fresh (three intervals at most),
says connected, and its process is alive; it needs no token and does not touch the database.
Docker's ``HEALTHCHECK`` runs it.

Each heartbeat also carries the steps the computers' strong decisions were given since the
previous one (``bot.computer_load``): a busy bot stays healthy, but its health line says how
many decisions it made think shorter, so that an operator sees the overload.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.computer_load import STEPS

log = logging.getLogger(__name__)

STALE_AFTER = 3
"""Intervals without a heartbeat after which the bot counts as not running."""


def health_path(database: Path) -> Path:
    """``data/cardroom.db`` -> ``data/cardroom.db.health``."""
    return database.with_name(database.name + ".health")


def write_heartbeat(
    path: Path, *, connected: bool, interval: float, thinking: Mapping[str, int] | None = None
) -> None:
    """Replace the heartbeat file in one step (a reader never sees half of it); ``thinking``:
    strong decisions by step since the previous heartbeat."""
    beat: dict[str, Any] = {
        "pid": os.getpid(),
        "time": time.time(),
        "connected": connected,
        "interval": interval,
    }
    if thinking is not None:
        beat["thinking"] = dict(thinking)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(beat), encoding="utf-8")
    os.replace(tmp, path)


@dataclass(frozen=True, slots=True)
class Health:
    ok: bool
    reason: str
    """One line for a person (and for ``docker inspect``)."""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: it exists
        return True
    return True


def check(path: Path, now: float | None = None) -> Health:
    """Read the heartbeat at ``path``: healthy, or why not."""
    try:
        beat = json.loads(path.read_text(encoding="utf-8"))
        pid, at, connected = int(beat["pid"]), float(beat["time"]), bool(beat["connected"])
        interval = float(beat["interval"])
    except FileNotFoundError:
        return Health(False, f"no heartbeat at {path}: the bot is not running (or not yet)")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return Health(False, f"unreadable heartbeat at {path}: {exc}")
    age = (time.time() if now is None else now) - at
    if not _alive(pid):
        return Health(False, f"the bot (pid {pid}) is not running")
    if age > STALE_AFTER * interval:
        return Health(False, f"no heartbeat for {age:.0f} s: the bot (pid {pid}) is stuck")
    if not connected:
        return Health(False, f"the bot (pid {pid}) is not connected to Discord")
    busy = busy_note(beat.get("thinking"), interval)
    return Health(True, f"connected to Discord (pid {pid}, heartbeat {age:.0f} s ago){busy}")


def busy_note(thinking: Any, interval: float) -> str:
    """``; computers busy: ...`` when strong decisions were thought shorter in the last
    interval, else nothing (an unreadable part is ignored: it never makes the bot unhealthy)."""
    if not isinstance(thinking, dict):
        return ""
    steps = {s: n for s in STEPS if isinstance(n := thinking.get(s, 0), int) and n > 0}
    shortened = sum(n for s, n in steps.items() if s != STEPS[0])
    if not shortened:
        return ""
    by_step = ", ".join(f"{s} {n}" for s, n in steps.items() if s != STEPS[0])
    return (
        f"; computers busy: {shortened} of {sum(steps.values())} strong decisions in the last "
        f"{interval:g} s thought shorter ({by_step})"
    )


class Heartbeat:
    """Writes the heartbeat while the bot runs; says "not connected" once it stops."""

    def __init__(
        self,
        path: Path,
        interval: float,
        connected: Callable[[], bool],
        steps: Callable[[], Mapping[str, int] | None] = lambda: None,
    ) -> None:
        self.path = path
        self.interval = interval
        self.connected = connected
        self.steps = steps
        """The computers' strong decisions by step since the start (``PoolLoad.steps``)."""
        self._steps_before: dict[str, int] = {}
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            # Not "cardroom:": the tests' settle() must not wait for a task that never ends.
            self._task = asyncio.create_task(self._run(), name="cardroom-health")

    async def _run(self) -> None:
        while True:
            self.beat()
            await asyncio.sleep(self.interval)

    def beat(self) -> None:
        """Write the heartbeat now (also at once when the bot becomes ready)."""
        self._write(self.connected())

    def _thinking(self) -> dict[str, int] | None:
        """The steps given since the previous heartbeat."""
        steps = self.steps()
        if steps is None:
            return None
        since = {s: steps.get(s, 0) - self._steps_before.get(s, 0) for s in STEPS}
        self._steps_before = {s: steps.get(s, 0) for s in STEPS}
        return since

    def _write(self, connected: bool) -> None:
        try:
            write_heartbeat(
                self.path, connected=connected, interval=self.interval, thinking=self._thinking()
            )
        except OSError as exc:  # a full disk must not stop the bot; the check will say so
            log.warning("could not write the heartbeat at %s: %s", self.path, exc)

    async def stop(self) -> None:
        """Stop writing, and say "not connected" (if the bot ever started writing)."""
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None
        self._write(False)
