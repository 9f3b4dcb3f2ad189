"""The SQLite storage: every table, its game record (deals + actions) and its hand results.

A table *is* its game record (``shared/spec/records.md``): the ``deals`` and ``actions`` rows of a
table, with its options, seed and first dealer, rebuild the match exactly.  Writes go through one
group-committing writer (``bot.db.writer``), so concurrent tables share commits while each move
is still durable before its caller answers.  The rows are ``bot.db.rows``, the statements
``bot.db.sql``; ``Store`` is the ``bot.db.storage.Storage`` the table service uses.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from bot.db import sql
from bot.db.migrations import migrate
from bot.db.reads import Reads, Statements
from bot.db.rows import (
    ActionRow,
    DealRow,
    EndingRow,
    PingRow,
    PresetRow,
    RematchRow,
    ResultRow,
    ServerRow,
    TableRow,
)
from bot.db.sql import InTransaction, Op, Step
from bot.db.writer import GroupWriter, StoreClosed, ThreadWriter

log = logging.getLogger(__name__)

__all__ = [
    "ActionRow",
    "DealRow",
    "EndingRow",
    "InTransaction",
    "Op",
    "PingRow",
    "PresetRow",
    "RematchRow",
    "ResultRow",
    "ServerRow",
    "Step",
    "Store",
    "StoreClosed",
    "TableRow",
]


class Store(Statements, Reads):
    """The bot's SQLite database: open with ``await Store.open(path)``."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        run = getattr(conn, "_execute", None)
        # Commits in aiosqlite's thread, one after the other (``bot.db.writer.ThreadWriter``);
        # an aiosqlite without that private helper gets a statement-by-statement commit.
        self._writer: GroupWriter = (
            ThreadWriter(run, self._commit_in_thread, self._count)
            if run is not None
            else GroupWriter(self._commit)
        )
        self._next_table_id = 1
        self.commits = 0
        """How many transactions were committed (the benchmark reports moves per commit)."""

    @classmethod
    async def open(cls, path: Path | str) -> Store:
        """Open (creating folders and schema as needed) and migrate the database.  A database
        URL is refused (``bot.db.open.open_store`` picks the store for one): taken as a path it
        would make a folder named ``postgresql:`` and a SQLite file in it."""
        if "://" in str(path):
            raise ValueError("Store.open takes a SQLite file's path, not a URL: use open_store")
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            await conn.execute("PRAGMA journal_mode=WAL")
            # FULL: a commit survives a power cut too, not just a crash of the bot.
            await conn.execute("PRAGMA synchronous=FULL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=5000")
            await migrate(conn)
            store = cls(conn)
            async with conn.execute(sql.MAX_TABLE_ID) as cur:
                row = await cur.fetchone()
        except BaseException:
            # aiosqlite's thread would keep the process alive: a failed open closes it.
            await conn.close()
            raise
        store._next_table_id = int(row[0]) + 1 if row else 1
        return store

    async def idle(self) -> None:
        """Return once every write handed over so far is committed (or has failed).

        Shutdown waits here before it cancels anything: a move being committed when the bot
        stops is kept, and is not left half-way with its caller gone."""
        await self._writer.idle()

    async def close(self) -> None:
        """Finish the writes handed over so far, then close the connection (in every case:
        aiosqlite's thread would otherwise keep the process alive).  Later writes raise
        ``StoreClosed``."""
        self._writer.closed = True
        try:
            await self.idle()
        finally:
            await self._conn.close()

    async def journal_mode(self) -> str:
        async with self._conn.execute("PRAGMA journal_mode") as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else ""

    # ----- writing ------------------------------------------------------------------------

    async def write(self, ops: list[Step]) -> None:
        """Commit ``ops`` atomically; return once they are durable (raise if they are not).

        A caller that is cancelled while it waits does not take its change back: the writer
        commits it all the same (it may already be in the transaction)."""
        await self._writer.write(ops)

    async def _commit(self, ops: list[Step]) -> None:  # pragma: no cover - see __init__
        """A statement at a time (an aiosqlite without ``_execute``)."""
        if any(callable(op) for op in ops):
            raise RuntimeError("this aiosqlite cannot run a step inside a transaction")
        await self._conn.execute("BEGIN IMMEDIATE")
        try:
            for statement, params in ops:  # type: ignore[misc]
                await self._conn.execute(statement, params)
            await self._conn.execute("COMMIT")
        except BaseException:
            await self._conn.execute("ROLLBACK")
            raise
        self._count()

    def _count(self) -> None:
        self.commits += 1

    def _commit_in_thread(self, ops: list[Step]) -> None:
        # Looked up at each commit: tests hold or fail a commit by replacing ``_commit_sync``.
        self._commit_sync(ops)

    def _commit_sync(self, ops: list[Step]) -> None:
        """Runs in aiosqlite's thread, on its ``sqlite3`` connection."""
        conn = self._conn._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            for op in ops:
                if callable(op):
                    op(conn)
                else:
                    conn.execute(*op)
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    # ----- tables -------------------------------------------------------------------------

    def new_table_id(self) -> int:
        """Allocate a table id (one bot process owns the database)."""
        tid = self._next_table_id
        self._next_table_id += 1
        return tid

    # ----- reading ------------------------------------------------------------------------

    async def fetch(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query (the leagues' standings and ledgers)."""
        async with self._conn.execute(query, params) as cur:
            return [tuple(r) for r in await cur.fetchall()]
