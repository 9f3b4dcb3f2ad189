"""Stopping the bot while a move is being committed (issue 10, process lifecycle).

The database writer is shared by every table: a caller that stops waiting (cancelled at
shutdown) must not kill it, commits in flight finish before anything is cancelled, and the
connection is closed in every case.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import signal
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.bot import CardroomBot
from bot.computers import Computers
from bot.db import Database, Store
from bot.db.open import Location, open_store
from bot.db.postgres import PgStore
from bot.db.store import Step, StoreClosed
from bot.tables.service import ServiceConfig, TableService
from games import new_match
from tests.bot.harness import action_choices, make_bot
from tests.bot.players import table_message
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

KV = "INSERT INTO kv (key, value) VALUES (?, ?)"


class Gate:
    """Holds the commit of the first statement list ``match`` accepts (the commit is then *in
    flight*) until ``release``: inside SQLite's thread, or in PostgreSQL's transaction."""

    def __init__(self, store: Database, match: Callable[[list[Step]], bool]) -> None:
        self.entered = threading.Event()
        self.gate = threading.Event()
        if isinstance(store, Store):
            original = store._commit_sync

            def commit_sync(ops: list[Step]) -> None:
                if not self.entered.is_set() and match(ops):
                    self.entered.set()
                    self.gate.wait(5)
                original(ops)

            store._commit_sync = commit_sync  # type: ignore[method-assign]
            return
        assert isinstance(store, PgStore)
        transaction = store._transaction

        async def held(conn: Any, ops: list[Step], first: str | None = None) -> None:
            if not self.entered.is_set() and match(ops):
                self.entered.set()
                for _ in range(500):
                    if self.gate.is_set():
                        break
                    await asyncio.sleep(0.01)
            await transaction(conn, ops, first)

        store._transaction = held  # type: ignore[method-assign]

    async def wait_entered(self) -> None:
        assert await asyncio.to_thread(self.entered.wait, 5), "no commit was held"

    def release(self) -> None:
        self.gate.set()


CLOSED = (ValueError, asyncpg.InterfaceError)
"""What a read of a closed store raises: aiosqlite's closed connection, asyncpg's closed pool."""


async def rows(db: Location, query: str) -> list[tuple[Any, ...]]:
    """Rows of ``query`` read through a store opened anew (``exclusive``: PostgreSQL's run
    lock of the bot that had the database is free)."""
    store = await open_store(db, exclusive=True)
    try:
        return await store.fetch(query)
    finally:
        await store.close()


async def kv(db: Location) -> dict[str, str]:
    return {str(k): str(v) for k, v in await rows(db, "SELECT key, value FROM kv")}


async def test_a_cancelled_waiter_leaves_the_writer_working(database: Location) -> None:
    db = database
    store = await open_store(db)
    gate = Gate(store, lambda ops: any(op[1] == ("a", "1") for op in ops if not callable(op)))
    first = asyncio.create_task(store.write([(KV, ("a", "1"))]))
    second = asyncio.create_task(store.write([(KV, ("b", "2"))]))  # the same transaction
    await gate.wait_entered()
    first.cancel()  # its caller stops waiting while the commit is in flight
    gate.release()
    await asyncio.wait_for(second, 2)
    with pytest.raises(asyncio.CancelledError):
        await first
    await asyncio.wait_for(store.write([(KV, ("c", "3"))]), 2)  # the writer still works
    await asyncio.wait_for(store.close(), 2)
    assert await kv(db) == {"a": "1", "b": "2", "c": "3"}, "the cancelled caller's change stands"
    with pytest.raises(StoreClosed):
        await store.write([(KV, ("d", "4"))])
    with pytest.raises(CLOSED):
        await store.get_kv("a")


async def test_close_waits_for_the_commit_in_flight(database: Location) -> None:
    db = database
    store = await open_store(db)
    gate = Gate(store, lambda ops: True)
    write = asyncio.create_task(store.write([(KV, ("a", "1"))]))
    await gate.wait_entered()
    closing = asyncio.create_task(store.close())
    await asyncio.sleep(0.01)
    assert not closing.done(), "close waits for the commit"
    gate.release()
    await asyncio.wait_for(asyncio.gather(write, closing), 2)
    assert await kv(db) == {"a": "1"}


async def test_a_failed_open_closes_the_connection(tmp_path: Path) -> None:
    """A database newer than the bot is refused, and aiosqlite's thread (which would keep the
    process alive) is stopped."""
    db = tmp_path / "cardroom.db"
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA user_version = 999")
    before = {t.ident for t in threading.enumerate()}
    # The error is kept (as a caller that logs it does): its traceback holds the connection,
    # so only an explicit close stops the thread, not the garbage collector.
    with pytest.raises(RuntimeError, match="newer") as failed:
        await Store.open(db)
    await asyncio.sleep(0.05)
    left = [t for t in threading.enumerate() if t.ident not in before and t.is_alive()]
    assert not left, f"threads left running: {left}"
    del failed


async def bid(fake: FakeDiscord, alice: Any, thread: Any) -> None:
    """Alice looks at her cards and bids (a computer acts next), answered without waiting for
    the rest."""
    for _ in range(2):
        hand = (await fake.click(alice, table_message(fake, thread), label="Show hand")).message
        assert hand is not None
        look = None
        for kind, comp, options in action_choices(hand):
            texts = [comp["custom_id"].split(":", 4)[-1]] if kind == "click" else options
            bids = [t for t in texts if t.startswith("bid ") and "blind" not in t]
            if bids and kind == "click":
                await fake.click(alice, hand, custom_id=comp["custom_id"], settle=False)
                return
            if bids:
                await fake.select(
                    alice, hand, custom_id=comp["custom_id"], values=bids[:1], settle=False
                )
                return
            if "look" in texts:
                look = comp["custom_id"]
        assert look is not None, f"no bid offered: {hand.get('content')}"
        await fake.click(alice, hand, custom_id=look)
    raise AssertionError("Alice cannot bid after looking")


async def test_stopping_while_a_computer_move_is_committed(db_path: Path) -> None:
    """The bot stops while a computer's move is in SQLite's hands: the move is kept, the
    stop finishes (and closes the database), and nothing is left waiting."""
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bot = make_bot(db_path)
        await fake.start(bot)
        assert bot.store is not None
        store = bot.store
        r = await fake.slash(alice, ch, "table create", game="spades")
        assert not r.ephemeral
        thread = fake.threads(ch)[-1]
        for _ in range(3):
            await fake.click(alice, table_message(fake, thread), label="Add computer")
        gate = Gate(
            store,
            lambda ops: any(
                not callable(op) and op[0].startswith("INSERT INTO actions") and "computer" in op[1]
                for op in ops
            ),
        )
        await fake.click(alice, table_message(fake, thread), label="Start", settle=False)
        if not await asyncio.to_thread(gate.entered.wait, 0.5):
            await bid(fake, alice, thread)  # Alice bids first: the next seat is a computer's
        await gate.wait_entered()
        closing = asyncio.create_task(bot.close())
        await asyncio.sleep(0.02)
        assert not closing.done(), "the stop waits for the commit in flight"
        gate.release()
        await asyncio.wait_for(closing, 5)
        assert bot.store is None
        with pytest.raises(CLOSED):
            await store.get_kv("x")  # closed
    sources = [r[0] for r in await rows(db_path, "SELECT source FROM actions ORDER BY seq")]
    if isinstance(db_path, Path):
        with sqlite3.connect(db_path) as conn:
            conn.execute("BEGIN IMMEDIATE")  # nobody holds the database
            conn.rollback()
    assert "computer" in sources, sources


async def test_the_database_is_closed_when_a_step_before_fails(
    monkeypatch: pytest.MonkeyPatch, fake: FakeDiscord, bot: CardroomBot
) -> None:
    store = bot.store
    assert store is not None

    async def broken() -> None:
        raise RuntimeError("the computers' pool did not stop")

    monkeypatch.setattr(bot.service, "close", broken)
    with fake.expect_errors() as seen:
        await asyncio.wait_for(bot.close(), 5)
    assert any("could not stop the tables" in e for e in seen), seen
    assert bot.is_closed(), "Discord was closed all the same"
    with pytest.raises(CLOSED):
        await store.get_kv("x")  # and the database


def test_stopping_while_a_quick_computer_moves(database: Location) -> None:
    """A basic computer decides without awaiting anything: stopping after its commit must end
    its loop, not spin it (which would block the event loop, so the stop would never end).
    The scenario runs on an event loop of its own, in a daemon thread, so that a spin fails
    this test instead of hanging the run."""
    outcome: list[str] = []

    async def scenario() -> None:
        store = await open_store(database)
        svc = TableService(store, ServiceConfig(computer_pause=0, computer_processes=0))
        await svc.load()
        t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="h", game="spades")
        for _ in range(3):
            await svc.add_computer(t.id, 10)
        await svc.set_level(t.id, 10, "basic")
        gate = Gate(store, lambda ops: any(_computer_action(op) for op in ops))
        await svc.start(t.id, 10)
        if not await asyncio.to_thread(gate.entered.wait, 0.5):
            m = t.match
            assert m is not None
            await svc.act(t.id, 10, m.version, "look")
            await svc.act(t.id, 10, m.version, "bid 3")  # a computer bids next
        await gate.wait_entered()
        closing = asyncio.create_task(svc.close())
        await asyncio.sleep(0.02)
        gate.release()
        await closing
        await store.close()
        outcome.append("stopped")

    runner = threading.Thread(target=asyncio.run, args=(scenario(),), daemon=True)
    runner.start()
    runner.join(10)
    assert outcome == ["stopped"], "the stop did not end (a computer loop spun)"
    with concurrent.futures.ThreadPoolExecutor(1) as reader:  # not on the test's own loop
        found = reader.submit(asyncio.run, rows(database, "SELECT source FROM actions"))
        sources = [r[0] for r in found.result(10)]
    assert "computer" in sources, "the move in flight was kept"


def _computer_action(op: Step) -> bool:
    return not callable(op) and op[0].startswith("INSERT INTO actions") and "computer" in op[1]


async def test_ctrl_c_leaves_the_computers_workers_to_the_bot() -> None:
    """Ctrl-C reaches the whole process group: the workers ignore it (the bot stops them in
    its own clean shutdown) instead of dying with a traceback each and a broken pool."""
    m = new_match("spades", seed=5)
    seat = m.to_act[0]
    legal = [str(a) for a in m.legal_actions(seat)]
    computers = Computers(processes=1, warm_games=("spades",))
    try:
        await computers.choose("spades", "strong", m.view(seat), legal, "s/0/0")
        [pid] = {f.result() for f in computers.warmups}
        os.kill(pid, signal.SIGINT)
        await asyncio.sleep(0.2)
        os.kill(pid, 0)  # still there
        await computers.choose("spades", "strong", m.view(seat), legal, "s/0/1")
        assert {f.result() for f in computers.warmups} == {pid}, "the same worker decided"
    finally:
        await computers.close()


async def test_the_stop_waits_for_table_messages_only_so_long(
    db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Discord holds the table message's edit back (a long rate limit) when the bot stops:
    the stop gives up on it after ``SHUTDOWN_FLUSH`` seconds, says so, and goes on."""
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bob = fake.add_member(fake.guild, "bob")
        bot = make_bot(db_path, shutdown_flush=0.2)
        await fake.start(bot)
        await fake.slash(alice, ch, "table create", game="spades")
        fake.inject_rate_limit(r"PATCH /channels/\d+/messages/\d+", retry_after=30)
        # A change the presenter shows by a REST edit (a Join's own answer updates the lobby).
        await bot.service.join(1, bob.id, "bob")
        for _ in range(100):  # until the lobby's edit is waiting out its rate limit
            if any(r.status == 429 for r in fake.requests):
                break
            await asyncio.sleep(0.01)
        started = time.monotonic()
        with fake.expect_errors():
            await asyncio.wait_for(bot.close(), 3)
        assert time.monotonic() - started < 2
        assert bot.store is None, "the database was closed after it"
    assert "not shown within 0.2 s" in caplog.text
