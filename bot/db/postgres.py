"""The PostgreSQL storage (``DATABASE_URL=postgresql://...``): ``bot.db.storage.Storage`` on
asyncpg, beside SQLite's ``bot.db.store.Store`` and with the same methods.

The durability contract is SQLite's: a change handed to ``write`` is committed (synchronous
commit on: the server has flushed it to its write-ahead log) before ``write`` returns, and the
group-committing writer (``bot.db.writer.GroupWriter``) puts the changes that arrive together
into one transaction.  The statements are ``bot.db.sql``'s (portable SQL) with numbered
placeholders (``bot.db.pg_sql``); a step that reads before it writes (the league update, the
ledger) is a ``bot.db.steps.TxStep`` and runs on the transaction's connection.

Table ids come from a sequence, reserved a few at a time ahead of need (``new_table_id`` must
answer without waiting), so that processes sharing the database never give the same id; ids a
process reserved and did not use are skipped (a gap in the numbers, nothing else).
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Sequence
from typing import Any

import asyncpg

from bot.db import pg_sql
from bot.db.lock import DatabaseInUse
from bot.db.pg_migrations import migrate
from bot.db.reads import Reads, Statements
from bot.db.sql import Step
from bot.db.steps import Row, TxStep
from bot.db.writer import GroupWriter

log = logging.getLogger(__name__)

SERVER_SETTINGS = {
    "synchronous_commit": "on",
    "standard_conforming_strings": "on",
    "application_name": "cardroom",
}
"""Set on every connection: a commit returns once it is durable on the server, whatever the
server's default (a host may have turned it off for other databases); and a backslash in a
quoted literal is a backslash, which ``pg_sql.literal``'s quoting relies on."""

RUN_LOCK = 0x63617264_00000001
"""The advisory lock a running bot holds for its life (``exclusive``): one bot per database, as
SQLite's ``bot.db.lock`` file lock (issue 16's clusters replace it with per-shard leases)."""

RESERVE = 64
"""Table ids reserved at a time at least; another batch is fetched when fewer than half of
this are left (a restart skips the ids reserved and not used: a gap, nothing else)."""


class PgTx:
    """``bot.db.steps.Tx`` on an asyncpg connection inside the change's transaction."""

    __slots__ = ("conn",)

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def one(self, query: str, params: Sequence[Any] = ()) -> Row | None:
        row = await self.conn.fetchrow(pg_sql.numbered(query), *params)
        return None if row is None else tuple(row)

    async def all(self, query: str, params: Sequence[Any] = ()) -> list[Row]:
        return [tuple(r) for r in await self.conn.fetch(pg_sql.numbered(query), *params)]

    async def run(self, query: str, params: Sequence[Any] = ()) -> None:
        await self.conn.execute(pg_sql.numbered(query), *params)


async def _send(conn: asyncpg.Connection, script: list[str]) -> None:
    """Run the statements gathered so far in one round trip (a script: no parameters, so
    asyncpg sends it as one simple query), and empty the list."""
    if script:
        await conn.execute(";\n".join(script))
        script.clear()


class SqliteOnlyStep(TypeError):
    """A step written for SQLite's connection (not a ``TxStep``) handed to PostgreSQL."""


class PgStore(Statements, Reads):
    """The bot's PostgreSQL database: open with ``await PgStore.open(url)``."""

    def __init__(self, pool: asyncpg.Pool, holder: asyncpg.Connection | None = None) -> None:
        self._pool = pool
        self._holder = holder
        """The connection that holds ``RUN_LOCK`` (``exclusive``), closed with the store."""
        self._writer = GroupWriter(self._commit)
        self._ids: deque[int] = deque()
        self._reserving: asyncio.Task[None] | None = None
        self._used = 0
        """Ids given since the last batch was asked for (the next batch is twice as many)."""
        self.commits = 0
        """How many transactions were committed (the benchmark reports moves per commit)."""

    @classmethod
    async def open(cls, url: str, *, exclusive: bool = False) -> PgStore:
        """Connect, migrate (creating the schema in an empty database) and reserve ids.
        ``exclusive``: first take the database's run lock (``DatabaseInUse`` if another bot
        holds it), held until ``close`` or the end of the process, however it ends."""
        holder = None
        if exclusive:
            holder = await asyncpg.connect(url, server_settings=SERVER_SETTINGS)
            if not await holder.fetchval("SELECT pg_try_advisory_lock($1)", RUN_LOCK):
                pid = await holder.fetchval(
                    "SELECT pid FROM pg_locks WHERE locktype='advisory' AND granted "
                    "AND ((classid::bigint << 32) | objid::bigint) = $1 LIMIT 1",
                    RUN_LOCK,
                )
                await holder.close()
                raise DatabaseInUse(
                    f"another Cardroom (server process {pid or 'unknown'}) is running on this "
                    "PostgreSQL database: stop it first (one bot per database), or set "
                    "DATABASE_URL to another database"
                )
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=4, server_settings=SERVER_SETTINGS
            )
        except BaseException:
            if holder is not None:
                await holder.close()
            raise
        assert pool is not None
        try:
            async with pool.acquire() as conn:
                await migrate(conn)
            store = cls(pool, holder)
            await store._reserve()
        except BaseException:
            await pool.close()
            if holder is not None:
                await holder.close()
            raise
        return store

    async def idle(self) -> None:
        """Return once every write handed over so far is committed (or has failed)."""
        await self._writer.idle()

    async def close(self) -> None:
        """Finish the writes handed over so far, then close the connections.  Later writes
        raise ``StoreClosed``."""
        self._writer.closed = True
        try:
            await self.idle()
            if self._reserving is not None:
                await asyncio.gather(self._reserving, return_exceptions=True)
        finally:
            await self._pool.close()
            if self._holder is not None:
                await self._holder.close()
                self._holder = None

    # ----- writing ------------------------------------------------------------------------

    async def write(self, ops: list[Step]) -> None:
        """Commit ``ops`` atomically; return once they are durable (raise if they are not)."""
        await self._writer.write(ops)

    async def _commit(self, ops: list[Step]) -> None:
        """One transaction for the writer's batch: every statement, or none of them.

        A round trip per statement capped a busy bot at a few dozen commits a second (a group
        of a hundred moves is hundreds of statements): the statements between two steps go in
        one script (``pg_sql.inline``: their parameters written in as literals), in their
        order, in one round trip; the server runs a script's statements one after the other
        and stops at the first that fails (the transaction then rolls back, as before).  A
        step runs where it stands, after the statements before it are sent."""
        async with self._pool.acquire() as conn, conn.transaction():
            tx = PgTx(conn)
            script: list[str] = []
            for op in ops:
                if isinstance(op, TxStep):
                    await _send(conn, script)
                    await op.run(tx)
                elif callable(op):
                    raise SqliteOnlyStep(
                        f"{op!r} runs on SQLite's connection only: make it a bot.db.steps.TxStep"
                    )
                else:
                    statement, params = op
                    text = pg_sql.inline(statement, params)
                    if text is None:
                        await _send(conn, script)
                        await conn.execute(pg_sql.numbered(statement), *params)
                    else:
                        script.append(text)
            await _send(conn, script)
        self.commits += 1

    # ----- tables -------------------------------------------------------------------------

    def new_table_id(self) -> int:
        """A table id no process was given before (reserved ahead from the sequence).

        Answers at once: when fewer than half a batch is left, the next batch is fetched in the
        background, twice as many as were used since the last one (at least ``RESERVE``), so a
        burst of new tables (a restart's backlog, a benchmark) grows the batches."""
        if not self._ids:
            raise RuntimeError("no table id reserved: the database did not answer in time")
        tid = self._ids.popleft()
        self._used += 1
        if len(self._ids) < RESERVE // 2 and (self._reserving is None or self._reserving.done()):
            count, self._used = max(RESERVE, 2 * self._used), 0
            self._reserving = asyncio.get_running_loop().create_task(
                self._reserve(count), name="cardroom:table-ids"
            )
        return tid

    async def _reserve(self, count: int = RESERVE) -> None:
        rows = await self.fetch(pg_sql.RESERVE_TABLE_IDS, (count,))
        self._ids.extend(sorted(int(r[0]) for r in rows))

    # The portable statements (``Statements``), and PostgreSQL's own where they differ.
    checkpoint_ops = staticmethod(pg_sql.checkpoint_ops)

    # ----- reading ------------------------------------------------------------------------

    async def fetch(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query (``?`` placeholders, as for SQLite)."""
        async with self._pool.acquire() as conn:
            return [tuple(r) for r in await conn.fetch(pg_sql.numbered(query), *params)]
