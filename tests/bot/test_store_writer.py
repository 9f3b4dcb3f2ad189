"""SQLite's group-committing writer, on a real database: commits drained in its own thread.

Changes queued together share a transaction, a bad change fails alone, the commits go on while
the event loop is busy (the thread does not wait for the loop between commits), and a stream of
writes does not starve a read queued behind them (``bot.db.writer.ThreadWriter``).
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from bot.db import writer as writer_module
from bot.db.store import Step, Store
from bot.db.writer import ThreadWriter, answering

# SQLite only (issue 16): SQLite's writer commits in aiosqlite's thread (ThreadWriter); the
# contract both stores keep is test_stores.py's.

KV = "INSERT INTO kv (key, value) VALUES (?, ?)"


def kv(db: Path) -> dict[str, str]:
    with sqlite3.connect(db) as conn:
        return dict(conn.execute("SELECT key, value FROM kv").fetchall())


class Held:
    """Holds the first commit inside SQLite's thread until ``release`` (the later writes then
    queue up behind it)."""

    def __init__(self, store: Store) -> None:
        self.entered = threading.Event()
        self.gate = threading.Event()
        self.batches: list[list[Step]] = []
        original = store._commit_sync

        def commit_sync(ops: list[Step]) -> None:
            self.batches.append(ops)
            if not self.entered.is_set():
                self.entered.set()
                self.gate.wait(5)
            original(ops)

        store._commit_sync = commit_sync  # type: ignore[method-assign]

    async def wait_entered(self) -> None:
        assert await asyncio.to_thread(self.entered.wait, 5), "no commit was held"


async def holding(store: Store) -> tuple[Held, asyncio.Task[None]]:
    """A first write whose commit is held in SQLite's thread (the next ones queue behind it)."""
    held = Held(store)
    first = asyncio.create_task(store.write([(KV, ("first", "0"))]))
    await held.wait_entered()
    return held, first


async def test_sqlites_store_commits_in_its_thread(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "c.db")
    try:
        assert isinstance(store._writer, ThreadWriter)
    finally:
        await store.close()


async def test_writes_queued_together_share_a_transaction_and_each_is_durable(
    tmp_path: Path,
) -> None:
    db = tmp_path / "c.db"
    store = await Store.open(db)
    try:
        held, first = await holding(store)
        done: list[str] = []

        async def write(key: str) -> None:
            await store.write([(KV, (key, "1"))])
            done.append(key)
            assert key in kv(db), "durable before its caller goes on"

        tasks = [asyncio.create_task(write(f"k{i}")) for i in range(30)]
        await asyncio.sleep(0.05)
        before = store.commits
        held.gate.set()
        await asyncio.gather(first, *tasks)
        assert sorted(done) == sorted(f"k{i}" for i in range(30))
        assert store.commits - before == 2, "the first, then the thirty in one transaction"
        assert len(held.batches) == 2 and len(held.batches[1]) == 30
    finally:
        await store.close()


async def test_a_bad_change_fails_alone_and_stores_nothing_of_itself(tmp_path: Path) -> None:
    db = tmp_path / "c.db"
    store = await Store.open(db)
    try:
        held, first = await holding(store)
        good = [asyncio.create_task(store.write([(KV, (f"g{i}", "1"))])) for i in range(3)]
        # Half of it would be stored if the transaction did not hold it whole.
        bad = asyncio.create_task(store.write([(KV, ("half", "1")), (KV, ("first", "again"))]))
        await asyncio.sleep(0.05)
        held.gate.set()
        await asyncio.gather(first, *good)
        with pytest.raises(sqlite3.IntegrityError):
            await bad
        stored = kv(db)
        assert {"first", "g0", "g1", "g2"} <= set(stored)
        assert "half" not in stored and stored["first"] == "0"
        await store.write([(KV, ("after", "1"))])
        assert "after" in kv(db), "the writer goes on after a failure"
    finally:
        await store.close()


async def test_commits_go_on_while_the_event_loop_is_busy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second batch commits while the loop is held by a long callback: the thread does not
    hand each commit back to the loop before it starts the next."""
    monkeypatch.setattr(writer_module, "SLICE", 10.0)  # the held commit is no slice's end
    db = tmp_path / "c.db"
    store = await Store.open(db)
    try:
        held, first = await holding(store)
        second = asyncio.create_task(store.write([(KV, ("second", "0"))]))
        await asyncio.sleep(0.05)  # queued behind the held commit
        held.gate.set()
        deadline = time.monotonic() + 5
        while "second" not in kv(db) and time.monotonic() < deadline:
            time.sleep(0.01)  # the event loop is held here, synchronously
        assert "second" in kv(db), "committed without the event loop"
        await asyncio.gather(first, second)
    finally:
        await store.close()


async def test_a_read_is_not_starved_by_a_stream_of_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(writer_module, "SLICE", 0.01)
    store = await Store.open(tmp_path / "c.db")
    stop = False

    async def writer(n: int) -> None:
        i = 0
        while not stop:
            await store.write([(KV, (f"w{n}-{i}", "1"))])
            i += 1

    writers = [asyncio.create_task(writer(n)) for n in range(8)]
    try:
        await asyncio.sleep(0.1)
        commits = store.commits
        rows = await asyncio.wait_for(store.fetch("SELECT COUNT(*) FROM kv"), 5)
        assert rows[0][0] > 0
        assert store.commits > commits, "the writes were still streaming"
    finally:
        stop = True
        await asyncio.gather(*writers)
        await store.close()


async def test_an_answers_write_is_resumed_before_the_others_of_its_commit(
    tmp_path: Path,
) -> None:
    store = await Store.open(tmp_path / "c.db")
    try:
        held, first = await holding(store)
        resumed: list[str] = []

        async def write(key: str) -> None:
            await store.write([(KV, (key, "1"))])
            resumed.append(key)

        async def answer() -> None:
            with answering():
                await write("answer")

        tasks = [asyncio.create_task(write(f"computer {i}")) for i in range(40)]
        tasks.append(asyncio.create_task(answer()))
        await asyncio.sleep(0.05)
        held.gate.set()
        await asyncio.gather(first, *tasks)
        assert resumed[0] == "answer", resumed[:3]
        assert len(resumed) == 41
    finally:
        await store.close()
