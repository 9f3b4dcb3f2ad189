"""The end of a table survives a crash: what is left to show of it (``endings``) is committed with
the end, the next start shows the rest, and no step marked done is made twice.

A crash is simulated in the running bot: ``table_closed`` that does nothing (the bot died right
after the commit), or a presenter task that dies at one of the end's marks (right before or
right after it is committed).  The tests then restart the bot on the same database and assert on
the exact REST calls in the table's thread and on the standings in the store.
"""

from __future__ import annotations

import asyncio
import random
import re
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.db import EndingRow, PingRow, Store
from bot.db.migrations import MIGRATIONS
from bot.db.open import Location
from bot.tables import TableError, TableService
from tests.bot.harness import make_bot, table_seed
from tests.bot.players import table_message, take_turn
from tests.bot.test_games import open_table
from tests.bot.test_service import close_service, open_service, play_out
from tests.bot.test_turns import restart, spades_table, stored_pings
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


def calls(fake: Any, thread: Any, since: int) -> list[tuple[str, str, int | None]]:
    """The bot's REST calls on ``thread`` from request ``since`` on: (method, what, status),
    what being ``history`` (reading the latest messages), ``table`` (the table message),
    ``thread`` (the thread itself: archive and lock) or the id of the message posted or
    deleted."""
    table = table_message(fake, thread)["id"]
    out: list[tuple[str, str, int | None]] = []
    for r in fake.requests[since:]:
        if r.path == f"/channels/{thread.id}":
            what = "thread"
        elif r.path == f"/channels/{thread.id}/messages":
            what = "history" if r.method == "GET" else str((r.response or {}).get("id"))
        elif r.path.startswith(f"/channels/{thread.id}/messages/"):
            mid = r.path.rsplit("/", 1)[-1]
            what = "table" if mid == table else mid
        else:
            continue
        out.append((r.method, what, r.status))
    return out


def sql_of(ops: list[Any]) -> list[tuple[str, Any]]:
    """The SQL statements of a change (without its in-transaction steps: the league update)."""
    return [op for op in ops if isinstance(op, tuple)]


def message_ids(fake: Any, thread: Any) -> list[str]:
    return [m["id"] for m in fake.messages(thread)]


BOT_TASKS = ("cardroom:", "cardroom-timer:")
"""The names of the bot's own tasks: presenter drains, render timers and ping sweeps, computers
and turn timers."""


def ended_in_memory(bot: Any, monkeypatch: pytest.MonkeyPatch, fake: Any) -> list[int]:
    """Make the running bot die right after committing the end of a table.  Returns the list
    that gets the request count at that moment.

    A dead process loses everything it had in memory, not only the end's display: every task
    of the bot but the one that committed is cancelled (a presenter drain may still be showing
    the change before the end: it waits for the table lock that the final move holds while it
    commits), and the presenter's outboxes (edits and posts not made yet) are dropped, so that
    the shutdown of the test's bot does not make them either.  The committing task itself only
    returns (its interaction is answered, as the fake requires)."""
    at: list[int] = []

    def crash(table: Any, ending: EndingRow) -> None:
        at.append(len(fake.requests))
        here = asyncio.current_task()
        for task in asyncio.all_tasks():
            if task is not here and task.get_name().startswith(BOT_TASKS):
                task.cancel()
        bot.presenter._boxes.clear()

    monkeypatch.setattr(bot.presenter, "table_closed", crash)
    return at


RACE_SEED = 1306190625255587834
"""A Tonk table seed (with ``random.Random(11)`` for the people) where the computer's drop that
ends the first hand is followed at once by its drop that ends the match: the presenter's drain
for the first of them (the hand's summary, an edit) still waits for the table lock while the
second commits the end."""


async def play_tonk(fake: Any, bot: Any, thread: Any, users: list[Any]) -> None:
    """The people play table 1 until it has ended (the computer plays its seat)."""
    rng = random.Random(11)
    for _ in range(4000):
        if 1 not in bot.service.tables:
            return
        assert await take_turn(fake, thread, users, rng)
        await fake.settle()
    raise AssertionError("the match does not end")


async def test_match_that_ended_while_the_bot_was_down_is_shown_at_start(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """A Tonk table of two hands is played out; the bot dies right after the last move is
    committed (with its hand results: the stakes ledger).  The next start posts the last hand's
    summary and the result once, shows the final table message, deletes the turn ping and
    archives the thread; the ledger is untouched.  A second start does nothing.

    The deals are fixed (``RACE_SEED``): the computer ends the first hand and, at its next
    move, the match, so the crash also stops the showing of the move before the end: the first
    hand's summary, due in the store (``summaries``), is posted at the start too, first."""
    table_seed(monkeypatch, RACE_SEED)
    # The seed's race is one of the table's own tasks: the live hands' edits (their own tasks,
    # requests of their own) would move it, so the hands here do not follow the table.
    monkeypatch.setattr(bot.presenter.hands, "table_changed", lambda table_id: None)
    thread = await open_table(fake, "tonk", [alice, bob], channel)
    ended_at = ended_in_memory(bot, monkeypatch, fake)
    await play_tonk(fake, bot, thread, [alice, bob])
    (n,) = ended_at
    assert calls(fake, thread, n) == [], "the crash: nothing of the end was shown"
    assert not thread.archived
    row = await bot.store.table(1)
    assert row is not None and row.status == "finished"
    ledger = await bot.store.results(1)
    last = max(r.hand for r in ledger)
    # The last move finished the hand it was made in (and any dealt after it that ended at
    # once, a Tonk of 49 or 50 on the deal): the end's posts start with that hand.
    assert (await bot.store.actions(1))[-1].hand == last, "the seed's match: see RACE_SEED"
    assert await bot.store.endings() == [EndingRow(1, None, last)], "committed with the end"
    left = await stored_pings(bot.store)
    assert len(left) == 1, "the turn ping before the last move"
    before = message_ids(fake, thread)

    assert await bot.store.summaries_due() == {1: [last - 1, last]}
    bot, n = await restart(fake, db_path)
    new = [m for m in fake.messages(thread) if m["id"] not in before]
    assert [m["content"].split("\n")[0] for m in new[:2]] == [
        f"**Hand {last} is over.**",
        f"**Hand {last + 1} is over.**",
    ]
    missed, summary, result = (m["id"] for m in new)
    assert calls(fake, thread, n) == [
        ("GET", "history", 200),  # was the first hand's summary posted before the stop? no
        ("POST", missed, 200),
        ("GET", "history", 200),  # was the end's first post? no
        ("POST", summary, 200),
        ("POST", result, 200),
        ("PATCH", "table", 200),
        # Tidying comes last (the budget's order): the end deletes the ping before the lock.
        ("DELETE", str(left[0]), 204),
        ("PATCH", "thread", 200),
    ]
    # The result is the ledger committed with the last move, which the restart kept as is.
    text = new[2]["content"]
    assert text.startswith("🏁 **The table is over** after 2 hands. Stakes (×2): ")
    stakes, ratings = text.split("\n")[:2]  # the ratings line: tests/bot/test_leagues.py
    assert ratings.startswith("📈 Ratings: alice ")
    totals = [int(v) for v in re.findall(r" ([+-]\d+)(?= ·|$)", stakes)]
    assert totals == [r.total for r in ledger if r.hand == last]
    assert await bot.store.results(1) == ledger
    assert thread.archived and thread.locked
    final = table_message(fake, thread)
    assert not final.get("components") and final["embeds"][0]["title"].endswith("· ended")
    assert message_ids(fake, thread) == [m for m in before if m != str(left[0])] + [
        missed,
        summary,
        result,
    ]
    assert await bot.store.endings() == []
    assert await bot.store.summaries_due() == {}
    assert await bot.store.endings(pending=False) == [EndingRow(1, None, last, 2, True, True)]
    assert await stored_pings(bot.store) == []
    assert not bot.service.tables, "the table stays ended"

    bot, n = await restart(fake, db_path)
    assert calls(fake, thread, n) == [], "shown once, not at every start"
    assert await bot.store.results(1) == ledger


async def test_a_computer_that_ends_a_hand_then_the_match_shows_the_end_once(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """No crash, ``RACE_SEED``: the drain that shows the computer's move ending the first hand
    waits for the table lock while its next move commits the end.  It posts that hand's
    summary, but does not edit the table message as a live table (it has ended): the one edit
    is the final message, after the end's posts."""
    table_seed(monkeypatch, RACE_SEED)
    monkeypatch.setattr(bot.presenter.hands, "table_changed", lambda table_id: None)  # as above
    thread = await open_table(fake, "tonk", [alice, bob], channel)
    closed = bot.presenter.table_closed
    at: list[int] = []
    pings: list[int | None] = []

    def closing(table: Any, ending: EndingRow) -> None:
        at.append(len(fake.requests))
        pings.append(bot.presenter._boxes[table.id].ping_id)  # the turn ping at the end
        closed(table, ending)

    monkeypatch.setattr(bot.presenter, "table_closed", closing)
    await play_tonk(fake, bot, thread, [alice, bob])
    await fake.settle()
    *_, before, last = await bot.store.actions(1)
    assert (before.source, before.hand, last.source, last.hand) == (
        "computer",
        0,
        "computer",
        1,
    )
    (n,), (ping,) = at, pings
    posts = [m["id"] for m in fake.messages(thread)[-3:]]
    assert [fake.messages(thread)[-3 + i]["content"].split("\n")[0] for i in range(2)] == [
        "**Hand 1 is over.**",
        "**Hand 2 is over.**",
    ]
    assert calls(fake, thread, n) == [
        ("POST", posts[0], 200),  # the summary of the move before the end
        ("POST", posts[1], 200),
        ("POST", posts[2], 200),
        ("PATCH", "table", 200),  # the final message, and only it
        ("DELETE", str(ping), 204),
        ("PATCH", "thread", 200),
    ]
    assert thread.archived and thread.locked
    assert await bot.store.endings() == []


async def test_an_end_shown_by_the_running_bot_is_marked_done(
    db_path: Path,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """No crash: the running bot shows the end at once, in order (nothing to look for in the
    thread), and marks it done, so a restart shows nothing again."""
    thread = await spades_table(fake, alice, bob, channel)
    (ping,) = await stored_pings(bot.store)
    n = len(fake.requests)
    # A moderator who is not seated cancels a running table (unrated).
    mod = fake.add_member(fake.guild, "m", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(mod, thread, "table cancel")
    await fake.settle()
    reason = fake.messages(thread)[-1]
    assert reason["content"] == f"The table was cancelled by <@{mod.id}>."
    assert calls(fake, thread, n) == [
        ("POST", reason["id"], 200),
        ("PATCH", "table", 200),
        ("DELETE", str(ping), 204),
        ("PATCH", "thread", 200),
    ]
    assert thread.archived and thread.locked
    assert await bot.store.endings(pending=False) == [
        EndingRow(1, reason["content"], None, 1, True, True)
    ]

    _, n = await restart(fake, db_path)
    assert calls(fake, thread, n) == []


@pytest.mark.parametrize(
    ("crash", "redone"),
    [
        # The reason went out, the bot died before marking it: the restart finds it in the
        # thread and does not post it again.
        ("before marking the post", ["history", "table", "ping", "thread"]),
        # The final table message was shown and marked: only the ping and the archive are left.
        ("after marking the final message", ["ping", "thread"]),
    ],
)
async def test_a_crash_in_the_middle_of_the_end_repeats_nothing(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    crash: str,
    redone: list[str],
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    thread = await spades_table(fake, alice, bob, channel)
    (ping,) = await stored_pings(bot.store)
    mark = bot.presenter.progress.mark

    async def dying_mark(ending: EndingRow) -> None:
        if crash == "before marking the post" and ending.posted == 1 and not ending.shown:
            raise asyncio.CancelledError  # the process dies here
        await mark(ending)
        if crash == "after marking the final message" and ending.shown and not ending.done:
            raise asyncio.CancelledError

    monkeypatch.setattr(bot.presenter.progress, "mark", dying_mark)
    # A moderator who is not seated cancels a running table (unrated).
    mod = fake.add_member(fake.guild, "m", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(mod, thread, "table cancel")
    await fake.settle()
    reason = f"The table was cancelled by <@{mod.id}>."
    posted = [m["id"] for m in fake.messages(thread) if m.get("content") == reason]
    assert len(posted) == 1 and not thread.archived
    (ending,) = await bot.store.endings()
    assert ending.posted == (0 if crash == "before marking the post" else 1)

    bot, n = await restart(fake, db_path)
    expected = {
        "history": ("GET", "history", 200),
        "table": ("PATCH", "table", 200),
        "ping": ("DELETE", str(ping), 204),
        "thread": ("PATCH", "thread", 200),
    }
    assert calls(fake, thread, n) == [expected[step] for step in redone]
    assert [m["id"] for m in fake.messages(thread) if m.get("content") == reason] == posted
    assert thread.archived and thread.locked
    assert not table_message(fake, thread).get("components")
    assert await bot.store.endings(pending=False) == [EndingRow(1, reason, None, 1, True, True)]

    _, n = await restart(fake, db_path)
    assert calls(fake, thread, n) == []


@pytest.mark.sqlite_only  # it writes an old bot's rows into the SQLite file
async def test_a_table_that_ended_before_endings_were_stored_only_loses_its_ping(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """A table that ended under a bot before migration 5 has no ``endings`` row: its end was
    shown then (or is lost for good), so a start shows nothing again; a ping it left is still
    deleted, once."""
    thread = await spades_table(fake, alice, bob, channel)
    (ping,) = await stored_pings(bot.store)
    ended_in_memory(bot, monkeypatch, fake)
    # A moderator who is not seated cancels a running table (unrated).
    mod = fake.add_member(fake.guild, "m", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(mod, thread, "table cancel")
    await fake.stop()
    conn = sqlite3.connect(db_path)
    conn.execute("DELETE FROM endings")
    conn.commit()
    conn.close()
    n = len(fake.requests)
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    assert calls(fake, thread, n) == [("DELETE", str(ping), 204)]
    assert not thread.archived

    _, n = await restart(fake, db_path)
    assert calls(fake, thread, n) == []


@pytest.fixture
async def svc(database: Location) -> AsyncIterator[TableService]:
    """The table service alone (no presenter), closed even if the test fails (an open store
    keeps its thread, and the test process, alive)."""
    service = await open_service(database)
    try:
        yield service
    finally:
        await close_service(service)


async def test_the_end_is_in_the_transaction_of_the_last_move(
    svc: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the commit of the move that ends the table fails, nothing of the end stays, in the
    store or in memory: the table goes on, and the move made again ends it with its follow-up
    and its hand results together.

    The deals are fixed (``table_seed``): with a deal that ends the one hand at once (a Tonk
    of 49 or 50 dealt, e.g. match seed 143), the start would already commit the end and no
    move would be left to fail."""
    table_seed(monkeypatch, 7)
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="h", game="tonk", seats=2)
    await svc.join(t.id, 11, "bob")
    await svc.set_option(t.id, 10, "hands", 1)
    await svc.start(t.id, 10)
    write, failed = svc.store.write, []

    async def failing_write(ops: list[Any]) -> None:
        if not failed and any(sql.startswith("INSERT INTO endings") for sql, _ in sql_of(ops)):
            failed.append(ops)
            raise sqlite3.OperationalError("disk I/O error (simulated)")
        await write(ops)

    monkeypatch.setattr(svc.store, "write", failing_write)
    rng = random.Random(4)
    humans = {10: 0, 11: 1}
    with pytest.raises(TableError, match="Couldn't save that move"):
        await play_out(svc, t.id, humans, rng)
    assert any(sql.startswith("INSERT INTO hand_results") for sql, _ in sql_of(failed[0]))
    assert t.id in svc.tables and t.status == "playing" and t.ending is None
    row = await svc.store.table(t.id)
    assert row is not None and row.status == "playing"
    assert await svc.store.endings() == [] and await svc.store.results(t.id) == []

    await play_out(svc, t.id, humans, rng)
    assert t.id not in svc.tables
    results = await svc.store.results(t.id)
    assert await svc.store.endings() == [EndingRow(t.id, None, 0)]
    (hand, _, deltas) = svc.final_hands(t, 0)[0]
    assert hand == 0 and deltas == [r.points for r in results if r.hand == 0]


async def test_a_cancel_that_could_not_be_committed_changes_nothing(
    svc: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the commit of a cancel fails, the table goes on as it was, its turn timer too."""
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="h", game="spades")
    await svc.join(t.id, 11, "bob")
    for _ in range(2):
        await svc.add_computer(t.id, 10)
    await svc.start(t.id, 10)
    await svc.idle(t.id)  # the computers played: a person's turn, timed
    deadline = t.deadline
    write = svc.store.write

    async def failing_write(ops: list[Any]) -> None:
        raise sqlite3.OperationalError("disk I/O error (simulated)")

    monkeypatch.setattr(svc.store, "write", failing_write)
    with pytest.raises(TableError, match="Couldn't save that"):
        await svc.cancel(t.id, 99, True)  # a moderator who is not seated
    assert t.id in svc.tables and t.status == "playing" and t.ending is None
    assert t.deadline == deadline is not None, "the turn goes on"
    monkeypatch.setattr(svc.store, "write", write)
    await svc.cancel(t.id, 99, True)
    reason = "The table was cancelled by <@99>."
    assert await svc.store.endings() == [EndingRow(t.id, reason)]


async def test_migration_adds_the_endings(tmp_path: Path) -> None:
    """A database from before the ends were stored (schema 4) gets an empty ``endings``: no
    table that ended before is shown again.  Its tables and pings are untouched."""
    db = tmp_path / "old.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript(f"BEGIN;\n{''.join(MIGRATIONS[:4])}\nPRAGMA user_version = 4;\nCOMMIT;")
    for tid, status in ((1, "finished"), (2, "cancelled"), (3, "playing")):
        conn.execute(
            "INSERT INTO tables (id, guild_id, channel_id, thread_id, host_id, game, seats, "
            "players, status, turn_seconds, created_at, updated_at) VALUES (?, 1, 2, ?, 10, "
            "'spades', 4, '[]', ?, 120, 0, 0)",
            (tid, 100 + tid, status),
        )
    conn.execute("INSERT INTO pings (message_id, table_id, channel_id) VALUES (50, 1, 101)")
    conn.commit()
    conn.close()
    store = await Store.open(db)
    assert [(r.id, r.status) for r in await store.open_tables()] == [(3, "playing")]
    row = await store.table(1)
    assert row is not None and row.status == "finished" and row.thread_id == 101
    assert await store.pings() == {1: [PingRow(1, 101, 50)]}
    assert await store.endings(pending=False) == []

    ending = EndingRow(3, "Everybody left: the table is closed.")
    await store.write([Store.ending_op(ending)])
    assert await store.endings() == [ending]
    ending.posted, ending.shown = 1, True
    await store.write([Store.ending_progress_op(ending)])
    assert await store.endings() == [EndingRow(3, ending.reason, None, 1, True, False)]
    ending.done = True
    await store.write([Store.ending_progress_op(ending)])
    assert await store.endings() == []
    assert await store.endings(pending=False) == [ending]
    await store.close()
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) >= 5
    conn.close()
