"""The table store: every table, its game record (deals + actions) and its hand results.

A table *is* its game record (``shared/spec/records.md``): the ``deals`` and ``actions`` rows of a
table, with its options, seed and first dealer, rebuild the match exactly.  Writes go through one
group-committing writer: each caller hands over the statements of one logical change and is
resumed only once the transaction that holds them has committed.  Concurrent tables therefore
share commits (one fsync for many moves) while each move is still durable before its caller goes
on to answer the interaction.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.computers import DEFAULT_LEVEL
from bot.db.migrations import migrate

log = logging.getLogger(__name__)

Op = tuple[str, Sequence[Any]]
"""One SQL statement and its parameters."""

InTransaction = Callable[[sqlite3.Connection], None]
"""A step that reads before it writes, run inside the transaction on the database's thread (the
league update: the ratings it reads cannot change before its writes commit).  It must only
touch the connection: a failed commit rolls its writes back and may run it again."""

Step = Op | InTransaction
"""What one change hands to ``Store.write``."""


@dataclass(slots=True)
class TableRow:
    """One row of ``tables``: everything about a table except its record."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    host_id: int
    game: str
    options: dict[str, Any]
    seats: int
    players: list[dict[str, Any]]
    status: str
    seed: int | None
    first_dealer: int | None
    version: int
    message_id: int | None
    turn_seconds: int
    hand_limit: int | None
    created_at: float
    updated_at: float
    computer_level: str = DEFAULT_LEVEL
    """The level of the table's computers (and of timed-out turns): random, basic, strong."""
    deadline: float | None = None
    """Wall-clock time (``time.time()``) when the current turn runs out, written with the move
    that started the turn: a restarted bot resumes the timer with the time that was left."""


@dataclass(slots=True, frozen=True)
class ActionRow:
    seq: int
    hand: int
    seat: int
    action: str
    version: int
    source: str
    user_id: int | None


@dataclass(slots=True, frozen=True)
class DealRow:
    hand: int
    dealer: int
    deal: dict[str, Any]
    result: dict[str, Any] | None


@dataclass(slots=True, frozen=True)
class ResultRow:
    hand: int
    side: int
    points: int
    total: int
    bags: int | None


@dataclass(slots=True, frozen=True)
class PingRow:
    """A turn ping the bot posted and has not deleted yet (``pings``)."""

    table_id: int
    channel_id: int
    message_id: int


@dataclass(slots=True)
class EndingRow:
    """What is left to show of a table that ended (``endings``).

    Written in the transaction that ends the table and marked step by step as the bot shows the
    end (posts, then the final table message, then the archive; the table's turn pings are in
    ``pings``), so a bot that stopped in between finishes the follow-up at its next start, and
    a step marked done is never repeated.
    """

    table_id: int
    reason: str | None
    """Why the table ended, posted in its thread; None: the match was played out, and its
    result is posted instead."""
    first_hand: int | None = None
    """The first hand that the change ending the table finished (None: none).  The summaries of
    that hand and the later ones are the end's first posts: they were not shown before."""
    posted: int = 0
    """How many of the end's posts (the summaries, then the result or the reason) were made."""
    shown: bool = False
    """The table message shows the end (the final scores, no buttons)."""
    done: bool = False
    """The thread is archived and locked: nothing is left to do."""


_TABLE_COLUMNS = (
    "id, guild_id, channel_id, thread_id, host_id, game, options, seats, players, status, seed, "
    "first_dealer, version, message_id, turn_seconds, hand_limit, created_at, updated_at, "
    "computer_level, deadline"
)


def _table_from(row: Sequence[Any]) -> TableRow:
    values = list(row)
    values[6] = json.loads(values[6])
    values[8] = json.loads(values[8])
    return TableRow(*values)


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


class Store:
    """The bot's SQLite database: open with ``await Store.open(path)``."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._queue: list[tuple[list[Step], asyncio.Future[None]]] = []
        self._writer: asyncio.Task[None] | None = None
        self._closed = False
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
            async with conn.execute("SELECT COALESCE(MAX(id), 0) FROM tables") as cur:
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
        while self._writer is not None and not self._writer.done():
            await asyncio.wait({self._writer})

    async def close(self) -> None:
        """Finish the writes handed over so far, then close the connection (in every case:
        aiosqlite's thread would otherwise keep the process alive).  Later writes raise
        ``StoreClosed``."""
        self._closed = True
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
        if not ops:
            return
        if self._closed:
            raise StoreClosed("the database is closed: the bot is stopping")
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append((ops, fut))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain(), name="cardroom:db-writer")
        await fut

    async def _drain(self) -> None:
        batch: list[tuple[list[Step], asyncio.Future[None]]] = []
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

    async def _commit_batch(self, batch: list[tuple[list[Step], asyncio.Future[None]]]) -> None:
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

    async def _commit(self, ops: list[Step]) -> None:
        run = getattr(self._conn, "_execute", None)
        if run is not None:
            # One trip to aiosqlite's thread for the whole transaction instead of one per
            # statement: under load each trip waits for a busy event loop.
            await run(self._commit_sync, ops)
        else:  # pragma: no cover - an aiosqlite without the private helper
            if any(callable(op) for op in ops):
                raise RuntimeError("this aiosqlite cannot run a step inside a transaction")
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                for sql, params in ops:  # type: ignore[misc]
                    await self._conn.execute(sql, params)
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
        self.commits += 1

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

    @staticmethod
    def insert_table_op(t: TableRow) -> Op:
        return (
            f"INSERT INTO tables ({_TABLE_COLUMNS}) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                t.id,
                t.guild_id,
                t.channel_id,
                t.thread_id,
                t.host_id,
                t.game,
                json.dumps(t.options),
                t.seats,
                json.dumps(t.players),
                t.status,
                t.seed,
                t.first_dealer,
                t.version,
                t.message_id,
                t.turn_seconds,
                t.hand_limit,
                t.created_at,
                t.updated_at,
                t.computer_level,
                t.deadline,
            ),
        )

    @staticmethod
    def update_table_op(t: TableRow, now: float | None = None) -> Op:
        """Write every mutable column of ``t`` (small rows: simpler than tracking changes);
        ``now``: the change's time (the service's clock: an idle lobby expires from it)."""
        t.updated_at = time.time() if now is None else now
        return (
            "UPDATE tables SET thread_id=?, options=?, seats=?, players=?, status=?, seed=?, "
            "first_dealer=?, version=?, message_id=?, turn_seconds=?, hand_limit=?, updated_at=?, "
            "computer_level=?, deadline=?, host_id=? WHERE id=?",
            (
                t.thread_id,
                json.dumps(t.options),
                t.seats,
                json.dumps(t.players),
                t.status,
                t.seed,
                t.first_dealer,
                t.version,
                t.message_id,
                t.turn_seconds,
                t.hand_limit,
                t.updated_at,
                t.computer_level,
                t.deadline,
                t.host_id,
                t.id,
            ),
        )

    @staticmethod
    def action_op(table_id: int, row: ActionRow) -> Op:
        return (
            "INSERT INTO actions (table_id, seq, hand, seat, action, version, source, user_id, at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                table_id,
                row.seq,
                row.hand,
                row.seat,
                row.action,
                row.version,
                row.source,
                row.user_id,
                time.time(),
            ),
        )

    @staticmethod
    def deal_op(table_id: int, hand: int, dealer: int, deal: dict[str, Any]) -> Op:
        return (
            "INSERT INTO deals (table_id, hand, dealer, deal) VALUES (?, ?, ?, ?)",
            (table_id, hand, dealer, json.dumps(deal)),
        )

    @staticmethod
    def result_ops(
        table_id: int, hand: int, result: dict[str, Any], rows: list[ResultRow]
    ) -> list[Op]:
        """A hand's result, its rows per side, and its summary, due until it is posted."""
        ops: list[Op] = [
            (
                "UPDATE deals SET result=? WHERE table_id=? AND hand=?",
                (json.dumps(result), table_id, hand),
            )
        ]
        ops += [
            (
                "INSERT INTO hand_results (table_id, hand, side, points, total, bags) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (table_id, r.hand, r.side, r.points, r.total, r.bags),
            )
            for r in rows
        ]
        ops.append(("INSERT INTO summaries (table_id, hand) VALUES (?, ?)", (table_id, hand)))
        return ops

    @staticmethod
    def summary_shown_op(table_id: int, hand: int) -> Op:
        """A hand's summary was posted (or refused for good): no longer due."""
        return ("DELETE FROM summaries WHERE table_id=? AND hand=?", (table_id, hand))

    @staticmethod
    def summaries_shown_op(table_id: int) -> Op:
        """Every summary of a table is shown (its end is, with the last ones)."""
        return ("DELETE FROM summaries WHERE table_id=?", (table_id,))

    @staticmethod
    def ping_op(ping: PingRow) -> Op:
        """Remember a posted ping until it is deleted (a restart must still delete it)."""
        return (
            "INSERT INTO pings (message_id, table_id, channel_id) VALUES (?, ?, ?)",
            (ping.message_id, ping.table_id, ping.channel_id),
        )

    @staticmethod
    def ping_gone_op(message_id: int) -> Op:
        """Forget a ping once it was deleted (or found already gone)."""
        return ("DELETE FROM pings WHERE message_id=?", (message_id,))

    @staticmethod
    def ending_op(ending: EndingRow) -> Op:
        """Remember what is left to show of a table that ends: part of the transaction that
        ends it, so that no end is committed without its follow-up."""
        return (
            "INSERT INTO endings (table_id, reason, first_hand, posted, shown, done) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                ending.table_id,
                ending.reason,
                ending.first_hand,
                ending.posted,
                int(ending.shown),
                int(ending.done),
            ),
        )

    @staticmethod
    def ending_progress_op(ending: EndingRow) -> Op:
        """Mark the steps of an end's follow-up done so far (never to be repeated)."""
        return (
            "UPDATE endings SET posted=?, shown=?, done=? WHERE table_id=?",
            (ending.posted, int(ending.shown), int(ending.done), ending.table_id),
        )

    # ----- reading ------------------------------------------------------------------------

    async def open_tables(self) -> list[TableRow]:
        """Tables to bring back after a restart: in the lobby or playing."""
        async with self._conn.execute(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE status IN ('lobby', 'playing') ORDER BY id"
        ) as cur:
            return [_table_from(r) for r in await cur.fetchall()]

    async def table(self, table_id: int) -> TableRow | None:
        async with self._conn.execute(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id=?", (table_id,)
        ) as cur:
            row = await cur.fetchone()
        return _table_from(row) if row else None

    async def deals(self, table_id: int) -> list[DealRow]:
        async with self._conn.execute(
            "SELECT hand, dealer, deal, result FROM deals WHERE table_id=? ORDER BY hand",
            (table_id,),
        ) as cur:
            rows = await cur.fetchall()
        return [
            DealRow(r[0], r[1], json.loads(r[2]), json.loads(r[3]) if r[3] else None) for r in rows
        ]

    async def actions(self, table_id: int) -> list[ActionRow]:
        async with self._conn.execute(
            "SELECT seq, hand, seat, action, version, source, user_id FROM actions "
            "WHERE table_id=? ORDER BY seq",
            (table_id,),
        ) as cur:
            return [ActionRow(*r) for r in await cur.fetchall()]

    async def results(self, table_id: int) -> list[ResultRow]:
        async with self._conn.execute(
            "SELECT hand, side, points, total, bags FROM hand_results WHERE table_id=? "
            "ORDER BY hand, side",
            (table_id,),
        ) as cur:
            return [ResultRow(*r) for r in await cur.fetchall()]

    async def pings(self) -> dict[int, list[PingRow]]:
        """The pings not deleted yet, per table, oldest first: the last is the current one."""
        out: dict[int, list[PingRow]] = {}
        async with self._conn.execute(
            "SELECT table_id, channel_id, message_id FROM pings ORDER BY table_id, message_id"
        ) as cur:
            for r in await cur.fetchall():
                out.setdefault(r[0], []).append(PingRow(*r))
        return out

    async def summaries_due(self) -> dict[int, list[int]]:
        """The hands whose summary is not posted yet, per table, in order."""
        out: dict[int, list[int]] = {}
        async with self._conn.execute(
            "SELECT table_id, hand FROM summaries ORDER BY table_id, hand"
        ) as cur:
            for table_id, hand in await cur.fetchall():
                out.setdefault(table_id, []).append(hand)
        return out

    async def endings(self, *, pending: bool = True) -> list[EndingRow]:
        """The ends whose follow-up is not done (``pending=False``: every end), by table."""
        where = "WHERE done = 0 " if pending else ""
        async with self._conn.execute(
            "SELECT table_id, reason, first_hand, posted, shown, done FROM endings "
            f"{where}ORDER BY table_id"
        ) as cur:
            return [
                EndingRow(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5]))
                for r in await cur.fetchall()
            ]

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query (the leagues' standings and ledgers)."""
        async with self._conn.execute(sql, params) as cur:
            return [tuple(r) for r in await cur.fetchall()]

    async def get_kv(self, key: str) -> str | None:
        async with self._conn.execute("SELECT value FROM kv WHERE key=?", (key,)) as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else None

    async def set_kv(self, key: str, value: str) -> None:
        await self.write(
            [
                (
                    "INSERT INTO kv (key, value) VALUES (?, ?) "
                    "ON CONFLICT(key) DO UPDATE SET value=?",
                    (key, value, value),
                )
            ]
        )
