"""The shards' lease: no table is ever run by two processes sharing one PostgreSQL database.

A process holds PostgreSQL *session* advisory locks on one connection of its own, kept for its
whole life (``Lease``).  The server releases a session's locks when its connection ends, however
the process ends (``kill -9``, a power cut: the server sees the socket close, or its TCP
keepalive gives up), so a dead process never leaves a stale lease, and no lease row with an
expiry has to be renewed, waited out or trusted to a clock.  (Session locks need a real
session: a pooler in transaction mode would break them; ``docs/operations.md`` says so.)

- A process that runs every shard takes ``RUN_LOCK`` alone (``pg_try_advisory_lock``): one
  bot on the database, as before clusters.
- A cluster's process takes ``RUN_LOCK`` shared (so none runs every shard beside it), one lock
  per shard it runs, ``(SHARD_KEY, shard_id)``, and a shared ``(COUNT_KEY, SHARD_COUNT)``:
  processes that split the servers by different counts would both own some; a short exclusive
  ``START_KEY`` lock orders the starts, so two processes never check each other's count at once.

Another holder is refused at once with one line naming it.  Losing the connection (the server
restarted, the network, ``pg_terminate_backend``) loses the lease: the process can no longer
prove its shards are its, so ``watch`` reports it and the bot stops running tables.

Between the server letting the locks go and the process noticing (at once for a closed
connection, within ``PROBE_INTERVAL + PROBE_TIMEOUT`` for a hung one), the process's writer
could still commit while another process takes the shards.  The writer fences that window
shut (``guard``): each commit's transaction first runs ``check`` (one statement at the head of
its script, the same round trip), which takes ``(FENCE_KEY, 0)`` shared for the transaction and
fails it unless this lease's connection still holds its token (a random lock of its own, taken
with the others and so let go with them); a new holder, once it has its locks, takes
``(FENCE_KEY, 0)`` exclusive for a moment, so it waits for every commit already past its check.
A commit thus lands before the new holder reads anything, or not at all.  (The server lets a
dead session's locks go one after the other, within microseconds: a commit checked in that
instant would also have to come after the new holder's two round trips to the fence.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable
from typing import Any

import asyncpg

from bot.cluster import Shards
from bot.db.lock import DatabaseInUse
from bot.db.postgres import FENCED, RUN_LOCK, SERVER_SETTINGS

log = logging.getLogger(__name__)

SHARD_KEY = 0x63617201  # (SHARD_KEY, shard id): a shard's lock
COUNT_KEY = 0x63617202  # (COUNT_KEY, SHARD_COUNT): held shared by a cluster's processes
START_KEY = 0x63617203  # (START_KEY, 0): held while a cluster's process takes its locks
FENCE_KEY = 0x63617204  # (FENCE_KEY, 0): shared by each commit, exclusive by a new holder

IDLE_IN_COMMIT = 5.0
"""Seconds the server lets the writer's connection sit idle inside a transaction (a process
cut off mid-commit): then it ends that session, and its hold on the fence with it."""
FENCE_WAIT = 30.0
"""Seconds a new holder waits for the commits in flight of a process that lost the shards
(bounded on the server: ``IDLE_IN_COMMIT``).  While it waits, the other processes' commits
wait behind it: a few seconds at most, and only after a process was cut off mid-commit."""

PROBE_INTERVAL = 2.0
"""Seconds between two checks that the lease's connection still answers (a connection that
closes is seen at once; one that hangs, within this and ``PROBE_TIMEOUT``)."""
PROBE_TIMEOUT = 5.0

_HOLDER = """
SELECT pid FROM pg_locks
WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid()
  AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND classid::bigint = $1 AND objid::bigint = $2 AND objsubid = $3
LIMIT 1
"""
_COUNTS = """
SELECT DISTINCT objid::bigint FROM pg_locks
WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid()
  AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND classid::bigint = $1 AND objsubid = 2 AND objid::bigint <> $2
"""


class ShardHeld(DatabaseInUse):
    """Another process holds a shard this one was to run (the message is the line)."""


class Lease:
    """The locks of this process's shards, on a connection of their own."""

    def __init__(self, conn: asyncpg.Connection, shards: Shards, token: int = 0) -> None:
        self.conn = conn
        self.shards = shards
        self.lost = False
        """The connection ended while the process ran (``watch``)."""
        self._closing = False
        self._probe: asyncio.Task[None] | None = None
        self.setup = _FENCE_FUNCTION
        """Run once on the writer's connection (a function of that session only)."""
        self.check = f"SELECT pg_temp.cardroom_fence({token})"
        """The first statement of each commit: fails it unless this lease still holds
        ``token``, a lock no other session ever holds (``_take_token``)."""

    @classmethod
    async def take(cls, url: str, shards: Shards) -> Lease:
        """Take the locks ``shards`` need, or raise ``DatabaseInUse`` (``ShardHeld``) naming
        the holder; the connection is closed then (its locks with it)."""
        conn = await asyncpg.connect(url, server_settings=SERVER_SETTINGS)
        try:
            token = await _take_token(conn)
            if shards.partial:
                await _take_shards(conn, shards)
            else:
                await _take_all(conn)
            await _wait_for_commits(conn)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, shards, token)

    def guard(self, store: object) -> None:
        """Make the PostgreSQL store's writer refuse commits once this lease is lost
        (``lost``, or ``check`` in each commit's transaction)."""
        from bot.db.postgres import PgStore

        if isinstance(store, PgStore):
            store.fence(self)

    def watch(self, on_lost: Callable[[str], None]) -> None:
        """Call ``on_lost(why)`` once if the connection ends (or stops answering) before
        ``release``."""

        def ended(why: str) -> None:
            if self._closing or self.lost:
                return
            self.lost = True
            on_lost(why)

        self.conn.add_termination_listener(lambda conn: ended("its connection closed"))
        self._probe = asyncio.create_task(self._probing(ended), name="cardroom-lease")

    async def _probing(self, ended: Callable[[str], None]) -> None:
        while not self._closing and not self.lost:
            await asyncio.sleep(PROBE_INTERVAL)
            try:
                await asyncio.wait_for(self.conn.fetchval("SELECT 1"), PROBE_TIMEOUT)
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                if not self._closing:
                    ended(f"its connection failed ({type(exc).__name__})")
                return

    async def release(self) -> None:
        """Let the shards go (the connection closes, its locks with it)."""
        self._closing = True
        if self._probe is not None:
            self._probe.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._probe
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.conn.close(), 2)
        if not self.conn.is_closed():
            self.conn.terminate()


_FENCE_FUNCTION = f"""
CREATE OR REPLACE FUNCTION pg_temp.cardroom_fence(token bigint)
RETURNS void LANGUAGE plpgsql AS $fence$
BEGIN
  PERFORM pg_advisory_xact_lock_shared({FENCE_KEY}, 0);
  IF pg_try_advisory_xact_lock_shared(token) THEN
    RAISE EXCEPTION 'this process lost its shards'' lease: another may run its tables'
      USING ERRCODE = '{FENCED}';
  END IF;
END
$fence$;
SET idle_in_transaction_session_timeout = '{int(IDLE_IN_COMMIT * 1000)}'
"""
"""The check: a shared try of the lease's ``token`` fails while the lease's session holds it
alone, and succeeds once that session is gone (a lock manager call, no scan of ``pg_locks``:
``benchmarks/lease_fence.py``)."""


async def _take_token(conn: Any) -> int:
    """A random lock (63 bits) this session alone holds for its life: its holding is what each
    commit checks (another session of the same number is 1 in 2**63; one taken is tried again)."""
    while True:
        token = secrets.randbits(63)
        if token >> 32 not in (SHARD_KEY, COUNT_KEY, START_KEY, FENCE_KEY, RUN_LOCK >> 32) and (
            await conn.fetchval("SELECT pg_try_advisory_lock($1)", token)
        ):
            return int(token)


async def _wait_for_commits(conn: Any) -> None:
    """Wait until the commits already past their ``check`` (a process that lost these shards
    may have some in flight) have ended: they land before this process reads its tables."""
    try:
        await asyncio.wait_for(conn.execute(f"SELECT pg_advisory_lock({FENCE_KEY}, 0)"), FENCE_WAIT)
    except TimeoutError:
        raise DatabaseInUse(
            f"another process's commits held the shards' fence for {FENCE_WAIT:.0f} s: "
            "try again, or end the stuck PostgreSQL session (pg_stat_activity)"
        ) from None
    await conn.execute(f"SELECT pg_advisory_unlock({FENCE_KEY}, 0)")


async def _holder(conn: Any, key1: int, key2: int, subid: int) -> str:
    pid = await conn.fetchval(_HOLDER, key1, key2, subid)
    return str(pid) if pid is not None else "unknown"


async def _take_all(conn: Any) -> None:
    """Every shard: the database's run lock, alone."""
    if not await conn.fetchval("SELECT pg_try_advisory_lock($1)", RUN_LOCK):
        pid = await _holder(conn, RUN_LOCK >> 32, RUN_LOCK & 0xFFFFFFFF, 1)
        raise DatabaseInUse(
            f"another Cardroom (server process {pid}) is running on this PostgreSQL database: "
            "stop it first (one bot per database unless SHARD_IDS split the shards), or set "
            "DATABASE_URL to another database"
        )


async def _take_shards(conn: Any, shards: Shards) -> None:
    """Part of a cluster: the run lock shared, the count shared, each shard alone."""
    assert shards.ids is not None and shards.count is not None
    count = shards.count
    if not await conn.fetchval("SELECT pg_try_advisory_lock_shared($1)", RUN_LOCK):
        pid = await _holder(conn, RUN_LOCK >> 32, RUN_LOCK & 0xFFFFFFFF, 1)
        raise DatabaseInUse(
            f"another Cardroom (server process {pid}) runs every shard on this PostgreSQL "
            "database: stop it first, or run this process without SHARD_IDS"
        )
    await conn.execute("SELECT pg_advisory_lock($1, 0)", START_KEY)
    try:
        await conn.fetchval("SELECT pg_advisory_lock_shared($1, $2)", COUNT_KEY, count)
        others = [int(r[0]) for r in await conn.fetch(_COUNTS, COUNT_KEY, count)]
        if others:
            raise ShardHeld(
                f"another process of the cluster runs with SHARD_COUNT={others[0]}, this one "
                f"with SHARD_COUNT={count}: give every process the same SHARD_COUNT"
            )
        for shard in shards.ids:
            if not await conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", SHARD_KEY, shard):
                pid = await _holder(conn, SHARD_KEY, shard, 2)
                raise ShardHeld(
                    f"shard {shard} of {count} is held by another process (PostgreSQL server "
                    f"process {pid}): stop it first, or give this process other SHARD_IDS"
                )
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1, 0)", START_KEY)
