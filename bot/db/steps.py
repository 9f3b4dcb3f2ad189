"""Steps that read before they write, inside the transaction, on either database.

The league update, the ledger's stakes and decisions read rows and write according to them in
the transaction of the change (``bot.db.sql.InTransaction``).  Their logic is written once, as
an ``async`` function of a ``Tx`` (a connection-neutral handle: ``one``, ``all``, ``run``, with
``?`` placeholders and portable SQL), and wrapped in a ``TxStep``:

- SQLite's store calls a step with its ``sqlite3`` connection, on aiosqlite's thread
  (``Store._commit_sync``).  ``TxStep.__call__`` runs the function there to its end without an
  event loop: ``SqliteTx``'s methods never suspend, so the coroutine finishes at its first
  ``send`` (a step that awaits anything else is refused rather than left half-run).
- PostgreSQL's store awaits ``TxStep.run`` with its own ``Tx`` on the transaction's connection.

A step must touch nothing but its ``Tx``: a failed commit rolls its writes back and the writer
may run it again (``bot.db.writer``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, Protocol

Row = tuple[Any, ...]


class Tx(Protocol):
    """The open transaction a step reads and writes in (``?`` placeholders)."""

    async def one(self, query: str, params: Sequence[Any] = ()) -> Row | None:
        """The first row of ``query`` (None: no row)."""

    async def all(self, query: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of ``query``."""

    async def run(self, query: str, params: Sequence[Any] = ()) -> None:
        """Run a statement that returns nothing."""


class SqliteTx:
    """``Tx`` on a ``sqlite3`` connection inside ``BEGIN IMMEDIATE``: every call completes at
    once (no await inside), which is what lets ``TxStep`` run on aiosqlite's thread."""

    __slots__ = ("conn",)

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    async def one(self, query: str, params: Sequence[Any] = ()) -> Row | None:
        row = self.conn.execute(query, params).fetchone()
        return None if row is None else tuple(row)

    async def all(self, query: str, params: Sequence[Any] = ()) -> list[Row]:
        return [tuple(r) for r in self.conn.execute(query, params).fetchall()]

    async def run(self, query: str, params: Sequence[Any] = ()) -> None:
        self.conn.execute(query, params)


class StepSuspended(RuntimeError):
    """A step awaited something other than its SQLite transaction (it cannot run there)."""


def run_now(coro: Coroutine[Any, Any, None]) -> None:
    """Run ``coro`` to its end synchronously (it must not suspend: ``SqliteTx`` only)."""
    try:
        coro.send(None)
    except StopIteration:
        return
    coro.close()
    raise StepSuspended("a transaction step awaited something outside its transaction")


StepFunction = Callable[[Tx], Awaitable[None]]


class TxStep:
    """One read-then-write step, runnable on SQLite's connection (called with it, as
    ``bot.db.sql.InTransaction``) and on PostgreSQL's (``await step.run(tx)``)."""

    __slots__ = ("function",)

    def __init__(self, function: Callable[[Tx], Coroutine[Any, Any, None]]) -> None:
        self.function = function

    def __call__(self, conn: sqlite3.Connection) -> None:
        run_now(self.function(SqliteTx(conn)))

    async def run(self, tx: Tx) -> None:
        await self.function(tx)

    def __repr__(self) -> str:
        return f"TxStep({getattr(self.function, '__qualname__', self.function)!r})"


def tx_step(function: Callable[[Tx], Coroutine[Any, Any, None]]) -> TxStep:
    """Decorator: ``@tx_step async def step(tx): ...`` makes ``step`` a ``TxStep``."""
    return TxStep(function)
