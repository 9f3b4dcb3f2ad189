"""The SQLite storage: every table, its game record (deals + actions) and its hand results.

A table *is* its game record (``shared/spec/records.md``): the ``deals`` and ``actions`` rows of a
table, with its options, seed and first dealer, rebuild the match exactly.  Writes go through one
group-committing writer (``bot.db.writer``), so concurrent tables share commits while each move
is still durable before its caller answers.  The rows are ``bot.db.rows``, the statements
``bot.db.sql``; ``Store`` is the ``bot.db.storage.Storage`` the table service uses.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from bot.db import sql
from bot.db.migrations import migrate
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


class Store:
    """The bot's SQLite database: open with ``await Store.open(path)``."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        run = getattr(conn, "_execute", None)
        # Commits in aiosqlite's thread, one after the other (``bot.db.writer.ThreadWriter``);
        # an aiosqlite without that private helper gets a statement-by-statement commit.
        self._writer: GroupWriter = (
            ThreadWriter(functools.partial(run, self._call), self._commit_in_thread, self._count)
            if run is not None
            else GroupWriter(self._commit)
        )
        self._next_table_id = 1
        self.commits = 0
        """How many transactions were committed (the benchmark reports moves per commit)."""

    @classmethod
    async def open(cls, path: Path | str) -> Store:
        """Open (creating folders and schema as needed) and migrate the database."""
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

    @staticmethod
    def _call(fn: Callable[[], None]) -> None:
        fn()

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

    # The statements of ``bot.db.sql``, as the ``Storage`` protocol asks the storage for them.
    insert_table_op = staticmethod(sql.insert_table_op)
    update_table_op = staticmethod(sql.update_table_op)
    action_op = staticmethod(sql.action_op)
    deal_op = staticmethod(sql.deal_op)
    result_ops = staticmethod(sql.result_ops)
    summary_shown_op = staticmethod(sql.summary_shown_op)
    summaries_shown_op = staticmethod(sql.summaries_shown_op)
    ping_op = staticmethod(sql.ping_op)
    ping_gone_op = staticmethod(sql.ping_gone_op)
    ending_op = staticmethod(sql.ending_op)
    ending_progress_op = staticmethod(sql.ending_progress_op)
    rematch_op = staticmethod(sql.rematch_op)
    rematch_invited_op = staticmethod(sql.rematch_invited_op)
    shown_op = staticmethod(sql.shown_op)
    checkpoint_ops = staticmethod(sql.checkpoint_ops)

    # ----- reading ------------------------------------------------------------------------

    async def open_tables(self) -> list[TableRow]:
        """Tables to bring back after a restart: in the lobby or playing."""
        return [sql.table_from(r) for r in await self.fetch(sql.OPEN_TABLES)]

    async def table(self, table_id: int) -> TableRow | None:
        rows = await self.fetch(sql.TABLE, (table_id,))
        return sql.table_from(rows[0]) if rows else None

    async def deals(self, table_id: int) -> list[DealRow]:
        return [sql.deal_from(r) for r in await self.fetch(sql.DEALS, (table_id,))]

    async def actions(self, table_id: int) -> list[ActionRow]:
        return [ActionRow(*r) for r in await self.fetch(sql.ACTIONS, (table_id,))]

    async def deals_from(self, table_id: int, hand: int) -> list[DealRow]:
        """The deals of hands ``hand`` on (a rebuild from a checkpoint)."""
        return [sql.deal_from(r) for r in await self.fetch(sql.DEALS_FROM, (table_id, hand))]

    async def actions_from(self, table_id: int, hand: int) -> list[ActionRow]:
        """The actions of hands ``hand`` on, in order (a rebuild from a checkpoint)."""
        return [ActionRow(*r) for r in await self.fetch(sql.ACTIONS_FROM, (table_id, hand))]

    async def checkpoints(self, table_id: int) -> list[tuple[int, dict[str, Any]]]:
        """A Tonk table's stored checkpoints, oldest first: (hands before it, its state)."""
        rows = await self.fetch(sql.CHECKPOINTS, (table_id,))
        return [(int(h), json.loads(state)) for h, state in rows]

    async def last_seq(self, table_id: int) -> int:
        """The ``seq`` of the table's last action (-1: none)."""
        return int((await self.fetch(sql.LAST_SEQ, (table_id,)))[0][0])

    async def shown(self) -> dict[int, str]:
        """Per open table, the digest of its table message as last edited (the others'
        are pruned first: their tables ended)."""
        await self.write([(sql.SHOWN_PRUNE, ())])
        return {int(t): str(d) for t, d in await self.fetch(sql.SHOWN)}

    async def results(self, table_id: int) -> list[ResultRow]:
        return [ResultRow(*r) for r in await self.fetch(sql.RESULTS, (table_id,))]

    async def pings(self) -> dict[int, list[PingRow]]:
        """The pings not deleted yet, per table, oldest first: the last is the current one."""
        out: dict[int, list[PingRow]] = {}
        for r in await self.fetch(sql.PINGS):
            out.setdefault(r[0], []).append(PingRow(*r))
        return out

    async def summaries_due(self) -> dict[int, list[int]]:
        """The hands whose summary is not posted yet, per table, in order."""
        out: dict[int, list[int]] = {}
        for table_id, hand in await self.fetch(sql.SUMMARIES_DUE):
            out.setdefault(table_id, []).append(hand)
        return out

    async def endings(self, *, pending: bool = True) -> list[EndingRow]:
        """The ends whose follow-up is not done (``pending=False``: every end), by table."""
        return [sql.ending_from(r) for r in await self.fetch(sql.endings_query(pending=pending))]

    async def rematch_of(self, old_table_id: int) -> RematchRow | None:
        """The rematch that ``old_table_id``'s Rematch opened, if any."""
        rows = await self.fetch(sql.REMATCH_OF, (old_table_id,))
        return sql.rematch_from(rows[0]) if rows else None

    async def rematch_for(self, new_table_id: int) -> RematchRow | None:
        """What ``new_table_id`` rematches, if it is a rematch."""
        rows = await self.fetch(sql.REMATCH_FOR, (new_table_id,))
        return sql.rematch_from(rows[0]) if rows else None

    async def fetch(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query (the leagues' standings and ledgers)."""
        async with self._conn.execute(query, params) as cur:
            return [tuple(r) for r in await cur.fetchall()]

    async def get_kv(self, key: str) -> str | None:
        rows = await self.fetch(sql.KV, (key,))
        return str(rows[0][0]) if rows else None

    async def set_kv(self, key: str, value: str) -> None:
        await self.write([sql.kv_op(key, value)])

    async def people_languages(self) -> dict[int, str]:
        """Every person's own language (``/config my-language``), by user id."""
        return {int(u): str(lang) for u, lang in await self.fetch(sql.PEOPLE_LANGUAGES)}

    async def set_person_language(self, user_id: int, language: str | None) -> None:
        """Store a person's own language (``None``: forget it), committed before it returns."""
        await self.write([sql.person_language_op(user_id, language)])

    async def servers(self) -> list[ServerRow]:
        """Every server's stored settings (``/config``)."""
        return [sql.server_from(r) for r in await self.fetch(sql.SERVERS)]

    async def presets(self) -> list[PresetRow]:
        """Every server's house-rule presets, by server, game and age."""
        return [sql.preset_from(r) for r in await self.fetch(sql.PRESETS)]

    async def set_server(self, row: ServerRow) -> None:
        """Store a server's settings, committed before it returns."""
        await self.write([sql.server_op(row)])

    async def add_preset(self, row: PresetRow) -> None:
        """Store a new preset, committed before it returns."""
        await self.write([sql.preset_op(row)])

    async def delete_preset(self, guild_id: int, game: str, name: str) -> None:
        await self.write([sql.preset_delete_op(guild_id, game, name)])
