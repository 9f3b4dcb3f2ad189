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
from typing import Any, Protocol

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


PREPARED = 512
"""Statements the writer prepares on its connection at most (the bot's statements are a few
dozen texts; past this, a statement is sent with its text: ``pg_sql.inline``)."""


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


class Fence(Protocol):
    """What the writer checks of the shards' lease (``bot.db.lease.Lease``)."""

    lost: bool
    setup: str
    """Run once on each connection the writer takes."""
    check: str
    """The first statement of each commit's script: fails the commit if the lease is lost."""


FENCED = "CR001"
"""The SQLSTATE of ``Fence.check``'s refusal (``bot.db.lease``)."""


class LeaseLost(RuntimeError):
    """A commit refused: this process lost its shards' lease, so nothing more of its tables
    is committed (another process may run them now)."""


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
        self._conn: Any = None
        """The pool's connection the writer keeps between commits (``_writing``)."""
        self._prepared: dict[str, str] = {}
        """The statements prepared on ``_conn``: their names (``_prepare``)."""
        self._connections = 0
        self._fence: Fence | None = None
        self._fenced: Any = None
        """The connection ``_fence.setup`` ran on."""

    def fence(self, lease: Fence) -> None:
        """Refuse every commit once ``lease`` is lost (``LeaseLost``), known or not yet."""
        self._fence = lease

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
            await self._let_go()
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
        one script, in their order, in one round trip (each an ``EXECUTE`` of the statement
        prepared once on the writer's connection, ``_prepare``, its parameters written in as
        literals: ``pg_sql.literals``); the server runs a script's statements one after the other
        and stops at the first that fails (the transaction then rolls back, as before).  A
        step runs where it stands, after the statements before it are sent."""
        fence = self._fence
        if fence is not None and fence.lost:
            raise LeaseLost("this process lost its shards' lease: nothing more is committed")
        conn = await self._writing()
        try:
            if fence is not None and self._fenced is not conn:
                await conn.execute(fence.setup)
                self._fenced = conn
            await self._transaction(conn, ops, fence.check if fence is not None else None)
        except asyncpg.PostgresError as exc:
            await self._let_go()
            if exc.sqlstate == FENCED:
                raise LeaseLost(exc.args[0] if exc.args else FENCED) from None
            raise
        except BaseException:
            await self._let_go()  # the pool checks it (or replaces it) before the next commit
            raise
        self.commits += 1

    async def _writing(self) -> Any:
        """The writer's connection, kept between commits: a pool's connection is reset when
        it goes back (one more round trip a commit, before the callers could be resumed)."""
        if self._conn is None:
            conn = await self._pool.acquire()
            try:
                quoting = await conn.fetchval("SHOW standard_conforming_strings")
            except BaseException:
                await self._pool.release(conn)
                raise
            if quoting != "on":  # a server (or a pooler) that ignored SERVER_SETTINGS
                await self._pool.release(conn)
                raise RuntimeError(
                    "PostgreSQL's standard_conforming_strings is off on the store's connection: "
                    "the writer's quoting (bot.db.pg_sql.literal) needs it on"
                )
            self._conn = conn
            self._connections += 1
            self._prepared = {}
        return self._conn

    async def _let_go(self) -> None:
        conn, self._conn = self._conn, None
        self._prepared = {}
        self._fenced = None
        if conn is not None:
            await self._pool.release(conn)

    async def _prepare(self, conn: Any, ops: list[Step]) -> None:
        """Prepare on the writer's connection the statements of ``ops`` it has not seen yet
        (one round trip, before the transaction: a prepared statement outlives a rollback).
        The script then runs each as ``EXECUTE name(literals)``, which the server neither
        parses nor plans again: without it, parsing and planning each statement took most of
        a commit's time.  Names are new on each connection taken (``_connections``), so a
        connection given back and taken again never meets a name it already has."""
        new: dict[str, str] = {}
        for op in ops:
            if isinstance(op, tuple):
                statement = op[0]
                if statement not in self._prepared and statement not in new:
                    if len(self._prepared) + len(new) >= PREPARED:
                        break
                    new[statement] = (
                        f"cardroom_{self._connections}_{len(self._prepared) + len(new)}"
                    )
        if new:
            await conn.execute(
                ";\n".join(f"PREPARE {name} AS {pg_sql.numbered(s)}" for s, name in new.items())
            )
            self._prepared.update(new)

    async def _transaction(self, conn: Any, ops: list[Step], first: str | None = None) -> None:
        await self._prepare(conn, ops)
        async with conn.transaction():
            tx = PgTx(conn)
            script: list[str] = [first] if first else []
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
                    name = self._prepared.get(statement)
                    values = pg_sql.literals(statement, params)
                    if values is None:
                        text = None
                    elif name is None:
                        text = pg_sql.filled(statement, values)
                    else:
                        text = (
                            f"EXECUTE {name}({', '.join(values)})" if values else f"EXECUTE {name}"
                        )
                    if text is None:
                        await _send(conn, script)
                        await conn.execute(pg_sql.numbered(statement), *params)
                    else:
                        script.append(text)
            await _send(conn, script)

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
