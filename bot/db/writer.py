"""The group-committing writer: many callers' changes, one transaction, each caller its outcome.

Each caller hands over the steps of one logical change and is resumed only once the transaction
that holds them has committed.  Concurrent tables therefore share commits (one fsync for many
moves) while each move is still durable before its caller goes on to answer the interaction.
The writer knows no SQL: it is given the function that commits a list of steps in one
transaction (``Store._commit`` for SQLite).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

Commit = Callable[[list[Any]], Awaitable[None]]
"""Commits the steps of one or more changes in one transaction, or raises (nothing of them)."""


class StoreClosed(RuntimeError):
    """A write after ``Store.close`` (or one the stopped writer could not commit)."""


def _resolve(fut: asyncio.Future[None], exc: BaseException | None) -> None:
    """Hand a caller its outcome, unless it stopped waiting (cancelled: the bot is stopping);
    resolving a cancelled future would raise and kill the writer every other caller waits on."""
    if fut.done():
        return
    if exc is None:
        fut.set_result(None)
    else:
        fut.set_exception(exc)


class GroupWriter:
    """Queues changes and commits them in batches, one writer task at a time."""

    def __init__(self, commit: Commit) -> None:
        self._commit = commit
        self._queue: list[tuple[list[Any], asyncio.Future[None]]] = []
        self._task: asyncio.Task[None] | None = None
        self.closed = False

    async def write(self, ops: list[Any]) -> None:
        """Commit ``ops`` atomically; return once they are durable (raise if they are not).

        A caller that is cancelled while it waits does not take its change back: the writer
        commits it all the same (it may already be in the transaction)."""
        if not ops:
            return
        if self.closed:
            raise StoreClosed("the database is closed: the bot is stopping")
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append((ops, fut))
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._drain(), name="cardroom:db-writer")
        await fut

    async def idle(self) -> None:
        """Return once every write handed over so far is committed (or has failed)."""
        while self._task is not None and not self._task.done():
            await asyncio.wait({self._task})

    async def _drain(self) -> None:
        batch: list[tuple[list[Any], asyncio.Future[None]]] = []
        try:
            while self._queue:
                batch, self._queue = self._queue, []
                await self._commit_batch(batch)
                batch = []
        finally:
            # Only if the writer itself was stopped mid-batch: no caller may wait for ever.
            for _, fut in batch + self._queue:
                _resolve(fut, StoreClosed("the database writer was stopped"))
            self._queue = []

    async def _commit_batch(self, batch: list[tuple[list[Any], asyncio.Future[None]]]) -> None:
        try:
            await self._commit([op for ops, _ in batch for op in ops])
        except Exception:
            # One bad change must not sink the others: retry them one by one, so that each
            # caller gets its own outcome.
            for ops, fut in batch:
                try:
                    await self._commit(ops)
                except Exception as exc:
                    _resolve(fut, exc)
                else:
                    _resolve(fut, None)
            return
        for _, fut in batch:
            _resolve(fut, None)
