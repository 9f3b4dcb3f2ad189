"""PostgreSQL's notices between a cluster's processes: ``LISTEN`` on a connection of its own.

What one process keeps in memory and another may change (people's own languages: a person
speaks to every shard) is announced with ``NOTIFY`` in the change's own transaction, so the
notice is delivered only once the change is committed, and in commit order.  A notice sent
while the listening connection is down is lost for good, so each time the connection is
(re-)established, ``on_connect`` reads everything again: a missed notice never leaves a copy
stale past the next connection.

The connection is its own, not the lease's (losing that one stops the process; this one is
re-established) nor the pool's (a pool's connection is reset, ``UNLISTEN *``, when it goes
back).  It is probed like the lease's, so one that hangs is replaced too.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg

from bot.db.postgres import SERVER_SETTINGS
from bot.db.sql import Op

log = logging.getLogger(__name__)

PEOPLE = "cardroom_people"
"""The channel of people's languages: a notice's payload is ``"<user id> <language>"``, the
language empty when the person's choice was forgotten."""

APPLICATION_NAME = "cardroom-listen"
"""How the listening connection shows in ``pg_stat_activity`` (an operator, a test)."""

RETRY = (0.2, 1.0, 5.0)
"""Seconds before each try to connect again (the last repeats)."""
PROBE_INTERVAL = 2.0
PROBE_TIMEOUT = 5.0


def notice_op(channel: str, payload: str) -> Op:
    """A statement for the change's own transaction: the notice goes out at its commit."""
    return ("SELECT pg_notify(?, ?)", (channel, payload))


class Listener:
    """``LISTEN channel`` on a kept connection: ``on_notice(payload)`` for each notice,
    ``await on_connect()`` after each (re-)connection, the first included."""

    def __init__(
        self,
        url: str,
        channel: str,
        on_notice: Callable[[str], None],
        on_connect: Callable[[], Awaitable[None]],
        *,
        retry: tuple[float, ...] = RETRY,
        probe_interval: float = PROBE_INTERVAL,
    ) -> None:
        self.url = url
        self.channel = channel
        self.on_notice = on_notice
        self.on_connect = on_connect
        self.retry = retry
        self.probe_interval = probe_interval
        self.conn: Any = None
        self.connections = 0
        """How many times it connected and read everything (a test sees it come back)."""
        self._dropped = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closing = False

    async def start(self) -> None:
        """Connect, listen and call ``on_connect`` once (raises if that fails: the start
        reports it); then keep the connection in the background."""
        await self._connect()
        self._task = asyncio.create_task(self._keep(), name="cardroom-listen")

    async def stop(self) -> None:
        self._closing = True
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        await self._close()

    def _heard(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        self.on_notice(payload)

    async def _connect(self) -> None:
        conn = await asyncpg.connect(
            self.url, server_settings={**SERVER_SETTINGS, "application_name": APPLICATION_NAME}
        )
        try:
            self._dropped.clear()
            conn.add_termination_listener(lambda c: self._dropped.set())
            await conn.add_listener(self.channel, self._heard)
            self.conn = conn
            await self.on_connect()  # after LISTEN: a change committed meanwhile is heard
            self.connections += 1
        except BaseException:
            self.conn = None
            conn.terminate()
            raise

    async def _close(self) -> None:
        conn, self.conn = self.conn, None
        if conn is not None and not conn.is_closed():
            try:
                await asyncio.wait_for(conn.close(), 2)
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError):
                conn.terminate()

    async def _keep(self) -> None:
        while not self._closing:
            await self._watch()
            if self._closing:
                return
            log.warning("the listening connection to PostgreSQL (%s) ended: connecting again",
                        self.channel)  # fmt: skip
            await self._close()
            for attempt in itertools.count():
                await asyncio.sleep(self.retry[min(attempt, len(self.retry) - 1)])
                try:
                    await self._connect()
                except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as e:
                    if attempt == 0:
                        log.warning("cannot listen on PostgreSQL yet (%s): trying again",
                                    type(e).__name__)  # fmt: skip
                    continue
                log.info("listening on PostgreSQL again (%s): read everything anew", self.channel)
                break

    async def _watch(self) -> None:
        """Return once the connection closed, or stopped answering a probe."""
        while not self._closing:
            try:
                await asyncio.wait_for(self._dropped.wait(), self.probe_interval)
                return
            except TimeoutError:
                pass
            try:
                await asyncio.wait_for(self.conn.fetchval("SELECT 1"), PROBE_TIMEOUT)
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError):
                return
