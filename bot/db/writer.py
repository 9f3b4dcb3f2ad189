"""The group-committing writer: many callers' changes, one transaction, each caller its outcome.

Each caller hands over the steps of one logical change and is resumed only once the transaction
that holds them has committed.  Concurrent tables therefore share commits (one fsync for many
moves) while each move is still durable before its caller goes on to answer the interaction.
The writer knows no SQL: it is given the function that commits a list of steps in one
transaction (``GroupWriter``: an async one), or that function as the database's own thread runs
it and the means to run something there (``ThreadWriter``, SQLite's).

In the database's thread: at a busy bot each commit's return to the writer task, and the next
commit's hand-over, waited for a whole iteration of the event loop, so the writer idled between
commits and an answer's write waited for up to three of them.  ``ThreadWriter`` drains the queue
in the thread itself, a commit after the other, and hands each batch's outcome to the loop as it
commits: the loop takes part only to resume the callers.

Answers first: every caller of a commit is resumed by the same loop iteration, so at a busy bot
a person's click waited behind the hundreds of computers' moves committed with it (each goes on
to its table's next move, its renders and edits).  A caller that answers an interaction
(``answering``) is resumed at once; the others a share at a time over the next few iterations
(``SPREAD``), so no iteration holds them all.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import threading
import time
import weakref
from collections import deque
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

from bot.metrics import events

Commit = Callable[[list[Any]], Awaitable[None]]
"""Commits the steps of one or more changes in one transaction, or raises (nothing of them)."""
CommitSync = Callable[[list[Any]], None]
"""``Commit`` as the database's own thread runs it."""
InThread = Callable[[Callable[[], None]], Awaitable[None]]
"""Runs a function in the database's thread; returns once it has (SQLite: aiosqlite's)."""

SLICE = 0.05
"""Seconds of commits the thread drains in one go before it lets the reads queued behind it
run (the writer task hands it the rest at once)."""


ANSWERING: weakref.WeakSet[asyncio.Task[Any]] = weakref.WeakSet()
"""The tasks that answer a person's interaction now (``answering``): their writes' callers are
resumed before the others of the same commit.  A set of tasks, not a context variable: the
tasks an answer starts (the computers' moves, the renders) would inherit a context's mark."""

SPREAD = 4
"""The callers that answer nobody are resumed a ``1/SPREAD`` share of those left an iteration
(at least ``SHARE``): the first few iterations after a commit take most of them."""
SHARE = 8


def answers() -> bool:
    """Whether the current task answers a person's interaction."""
    task = asyncio.current_task()
    return task is not None and task in ANSWERING


@contextlib.contextmanager
def answering() -> Iterator[None]:
    """Mark the current task's writes as an answer's (a click, a command) while it lasts."""
    task = asyncio.current_task()
    if task is None or task in ANSWERING:
        yield
        return
    ANSWERING.add(task)
    try:
        yield
    finally:
        ANSWERING.discard(task)


Waiter = tuple[list[Any], asyncio.Future[None], bool]
"""A queued change: its steps, its caller's future, whether the caller answers a person."""


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
        self._queue: list[Waiter] = []
        self._later: deque[asyncio.Future[None]] = deque()
        """Callers committed and still to be resumed (``_resume_some``)."""
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
        started = time.perf_counter()
        self._enqueue((ops, fut, answers()))
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._drain(), name="cardroom:db-writer")
        await fut
        events.COMMIT(time.perf_counter() - started)  # the commit latency (bot.metrics)

    def _enqueue(self, waiter: Waiter) -> None:
        self._queue.append(waiter)

    async def idle(self) -> None:
        """Return once every write handed over so far is committed (or has failed)."""
        while self._task is not None and not self._task.done():
            await asyncio.wait({self._task})

    async def _drain(self) -> None:
        batch: list[Waiter] = []
        try:
            while self._queue:
                batch, self._queue = self._queue, []
                self._settle(batch, await self._commit_batch(batch))
                batch = []
        finally:
            # Only if the writer itself was stopped mid-batch: no caller may wait for ever.
            for _, fut, _ in batch + self._queue:
                _resolve(fut, StoreClosed("the database writer was stopped"))
            self._queue = []

    async def _commit_batch(self, batch: list[Waiter]) -> list[BaseException | None]:
        """Each change's outcome: one transaction for all, or, if that fails, one each."""
        try:
            await self._commit([op for ops, _, _ in batch for op in ops])
        except Exception:
            # One bad change must not sink the others: retry them one by one, so that each
            # caller gets its own outcome.
            outcomes: list[BaseException | None] = []
            for ops, _, _ in batch:
                try:
                    await self._commit(ops)
                except Exception as exc:
                    outcomes.append(exc)
                else:
                    outcomes.append(None)
            return outcomes
        return [None] * len(batch)

    def _settle(self, batch: list[Waiter], outcomes: list[BaseException | None]) -> None:
        """Hand the callers of a committed batch their outcomes: answers and failures at once,
        the others a share an iteration (``_resume_some``)."""
        if any(exc is not None for exc in outcomes):
            for (_, fut, _), exc in zip(batch, outcomes, strict=True):
                _resolve(fut, exc)
            return
        for _, fut, first in batch:
            if first:
                _resolve(fut, None)
        idle = not self._later
        self._later.extend(fut for _, fut, first in batch if not first)
        if idle and self._later:
            asyncio.get_running_loop().call_soon(self._resume_some)

    def _resume_some(self) -> None:
        """Resume a share of the committed callers that answer nobody; the rest next iteration
        (a callback scheduled now runs in the loop's next iteration, after what is ready)."""
        later = self._later
        for _ in range(min(len(later), max(SHARE, -(-len(later) // SPREAD)))):
            _resolve(later.popleft(), None)
        if later:
            asyncio.get_running_loop().call_soon(self._resume_some)


class ThreadWriter(GroupWriter):
    """The group-committing writer whose commits run one after the other in the database's
    thread (see the module's docstring): the queue is handed over under a lock, since the
    thread takes from it while the loop adds to it."""

    def __init__(
        self, in_thread: InThread, commit: CommitSync, committed: Callable[[], None]
    ) -> None:
        super().__init__(self._refuse)
        self._in_thread = in_thread
        self._commit_sync = commit
        self._committed = committed
        """Called in the thread after each transaction that committed (the store counts them)."""
        self._lock = threading.Lock()
        self._taken: list[Waiter] = []
        """The batch the thread is committing now (resolved if the writer is stopped)."""

    @staticmethod
    async def _refuse(ops: list[Any]) -> None:  # pragma: no cover - never called
        raise AssertionError("a ThreadWriter commits in the database's thread")

    def _enqueue(self, waiter: Waiter) -> None:
        with self._lock:
            self._queue.append(waiter)

    async def _drain(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self._queue:
                await self._in_thread(functools.partial(self._drain_in_thread, loop))
        finally:
            # Only if the writer task was stopped (the thread may still be committing a batch:
            # its callers are told now, and the thread's own word for them comes to nobody).
            with self._lock:
                left, self._queue, self._taken = self._taken + self._queue, [], []
            for _, fut, _ in left:
                _resolve(fut, StoreClosed("the database writer was stopped"))

    def _drain_in_thread(self, loop: asyncio.AbstractEventLoop) -> None:
        """In the database's thread: commit batch after batch while the queue gives them (for at
        most ``SLICE``), each batch's outcome handed to the loop as soon as it is known."""
        until = time.monotonic() + SLICE
        while True:
            with self._lock:
                batch, self._queue = self._queue, []
                self._taken = batch
            if not batch:
                return
            outcomes = self._commit_in_thread(batch)
            with self._lock:
                self._taken = []
            try:
                loop.call_soon_threadsafe(self._settle, batch, outcomes)
            except RuntimeError:  # the loop is closed: nobody waits any more
                return
            if time.monotonic() >= until:
                return

    def _commit_in_thread(self, batch: list[Waiter]) -> list[BaseException | None]:
        try:
            self._commit_sync([op for ops, _, _ in batch for op in ops])
        except Exception:
            outcomes: list[BaseException | None] = []
            for ops, _, _ in batch:
                try:
                    self._commit_sync(ops)
                except Exception as exc:
                    outcomes.append(exc)
                else:
                    self._committed()
                    outcomes.append(None)
            return outcomes
        self._committed()
        return [None] * len(batch)
