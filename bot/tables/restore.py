"""The start after a restart: every open table registered at once, its match rebuilt later.

``load`` reads the rows of the open tables and registers them (cheap: no record is read), so
the bot answers clicks as soon as it connects.  A running table's rebuild is left *pending* on
its lock (``model.TableLock``): the background pass (``run``, once the gateway is ready) takes
each table's lock in turn, and a click, a timer or a lookup that reaches a table first takes it
itself, so it waits for that one table only and no table is rebuilt twice.  A rebuilt table
goes on as it did before the restart: its stored deadline (a turn that ran out while the bot
was down expires now), its computers, its pings, the summaries that were due, and the digest
of its table message as last shown (``Presenter.table_restored``: an unchanged message is not
edited again).  Lobbies are resumed during ``load`` (no record to replay).  Built from the
service's callables; none imports the service.

A cluster's process restores the tables of its own servers only (``owns``: its shards'), and
shows or tidies only their ends and pings: the other processes restore theirs.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from typing import Any

from bot.db.rows import PingRow
from bot.db.storage import Storage
from bot.tables import restart
from bot.tables.errors import TableError
from bot.tables.model import LiveTable
from bot.tables.presenter import Presenter
from bot.tables.registry import Registry
from bot.tables.statements import Results
from bot.tables.turns import resume_turn
from games.errors import CardroomError

log = logging.getLogger(__name__)


async def _gone() -> None:
    """The pending step of a table whose record does not replay: it stays closed."""
    raise TableError("error-table-ended")


class Restorer:
    """Registers the open tables of the store and rebuilds the running ones lazily."""

    def __init__(
        self,
        store: Storage,
        registry: Registry,
        *,
        clock: Callable[[], float],
        presenter: Callable[[], Presenter],
        after_change: Callable[[LiveTable, Results], None],
        resume_lobby: Callable[[LiveTable], Awaitable[None]],
        closing: Callable[[], bool],
        owns: Callable[[int], bool] = lambda guild_id: True,
    ) -> None:
        self.store = store
        self.registry = registry
        self._clock = clock
        self._presenter = presenter
        self._after_change = after_change
        self._resume_lobby = resume_lobby
        self._closing = closing
        self._owns = owns
        """Whether a server's tables are this process's (``bot.cluster.Shards.owns``)."""
        self.built: Counter[int] = Counter()
        """Per table, how many times its match was rebuilt here (once; tests and benchmarks)."""
        self.task: asyncio.Task[None] | None = None
        """The background pass (``run``), started by ``load``."""

    async def load(self, ready: Callable[[], Awaitable[Any]] | None = None) -> list[LiveTable]:
        """Register every open table of the store (lobbies resumed now, running tables with
        their rebuild pending) and start the background pass, once ``ready`` (the gateway's
        ready: the threads alive are known then) returns; the running tables, in order."""
        rows = [r for r in await self.store.open_tables() if self._owns(r.guild_id)]
        # Read before any table is shown again: its next ping must replace the stored one.
        pings = await self.store.pings()
        due = await self.store.summaries_due()
        shown = await self.store.shown()
        await self._only_owned(pings, due, {r.id for r in rows})
        running: list[LiveTable] = []
        for row in rows:
            t = restart.unbuilt(row)
            self.registry.add(t)
            if row.status == "lobby":
                t.rematch = await self.store.rematch_for(t.id)
                await self._resume_lobby(t)
                continue
            t.lock.pending = partial(
                self._rebuild, t, pings.pop(t.id, []), due.pop(t.id, []), shown.get(t.id)
            )
            running.append(t)
        self.task = asyncio.create_task(
            self._after(ready, partial(self.run, running, pings, due)), name="cardroom:restore"
        )
        return running

    async def _only_owned(
        self, pings: dict[int, list[PingRow]], due: dict[int, list[int]], open_ids: set[int]
    ) -> None:
        """Drop from ``pings`` and ``due`` the tables of servers another process runs (their
        ends and old pings are its to show and delete)."""
        others = (pings.keys() | due.keys()) - open_ids
        for table_id in others:
            row = await self.store.table(table_id)
            if row is None or not self._owns(row.guild_id):
                pings.pop(table_id, None)
                due.pop(table_id, None)

    @staticmethod
    async def _after(
        ready: Callable[[], Awaitable[Any]] | None, then: Callable[[], Awaitable[None]]
    ) -> None:
        if ready is not None:
            await ready()
        await then()

    async def _rebuild(
        self, t: LiveTable, pings: Sequence[PingRow], due: Sequence[int], shown: str | None
    ) -> None:
        """Rebuild ``t`` (its lock held) and set it going again."""
        try:
            await restart.rebuild(self.store, t, due=due)
        except CardroomError:
            log.exception("table %s: its record does not replay; left closed", t.id)
            self.registry.remove(t)
            t.lock.pending = _gone
            raise TableError("error-table-ended") from None
        self.built[t.id] += 1
        presenter = self._presenter()
        resume_turn(t, self._clock())
        presenter.table_restored(t, [p.message_id for p in pings], shown)
        missed = restart.missed_summaries(t, due)
        if missed:
            presenter.summaries_missed(t, missed)
        self._after_change(t, [])

    async def ready(self, t: LiveTable) -> None:
        """Wait until ``t`` is rebuilt (at once if it is); ``TableError`` if it cannot be."""
        if t.lock.pending is not None:
            async with t.lock:
                pass

    async def run(
        self,
        running: Sequence[LiveTable],
        pings: dict[int, list[PingRow]],
        due: dict[int, list[int]],
    ) -> None:
        """The background pass: rebuild every running table not rebuilt yet, one at a time,
        then show the ends that were committed but not all shown, and delete the pings left
        of tables that are gone."""
        for t in running:
            if self._closing():
                return
            try:
                await self.ready(t)
            except TableError:
                continue
            except Exception:  # the store failed: the table's next click tries again
                log.exception("table %s: could not be rebuilt now; its next use tries again", t.id)
        presenter = self._presenter()
        # The end finishes the steps not marked done: one result post, one archive.
        async for end in restart.ends_to_show(self.store, pings, due, self._owns):
            if end.missed:
                presenter.summaries_missed(end.table, end.missed)
            presenter.table_ended_meanwhile(end.table, end.ending, end.pings)
            log.info("table %s: showing the end it reached before the restart", end.table.id)
        for left in pings.values():
            presenter.pings_left(left)
        log.info("rebuilt %d running tables", sum(1 for t in running if t.lock.pending is None))

    async def idle(self) -> None:
        """Wait for the background pass (tests, benchmarks, an eager ``load``)."""
        if self.task is not None:
            await asyncio.wait({self.task})

    def stop(self) -> None:
        if self.task is not None and not self.task.done():
            self.task.cancel()
