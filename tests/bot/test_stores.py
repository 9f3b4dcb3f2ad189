"""The storage contract on both databases (issue 16): what one store stores, the other does,
row for row; the schema means the same; PostgreSQL's own parts (ids from a sequence, the run
lock, synchronous commit, its migrations) hold.

Every test taking ``database`` runs on SQLite and on PostgreSQL (``tests/bot/conftest.py``).
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.db import sql
from bot.db.lock import DatabaseInUse
from bot.db.migrations import MIGRATIONS, SchemaTooNew
from bot.db.open import Location, is_postgres, open_store, shown
from bot.db.pg_migrations import LATEST
from bot.db.pg_sql import inline, numbered
from bot.db.rows import (
    ActionRow,
    EndingRow,
    PingRow,
    PresetRow,
    RematchRow,
    ResultRow,
    ServerRow,
    TableRow,
)
from bot.db.steps import StepSuspended, Tx, TxStep, tx_step
from bot.db.storage import Database
from bot.ledger.book import LedgerError


def table_row(tid: int, **changes: Any) -> TableRow:
    row = TableRow(
        tid, guild_id=1 << 60, channel_id=(1 << 60) + 1, thread_id=None, host_id=(1 << 61) + 3,
        game="spades", options={"target": 300}, seats=4,
        players=[{"kind": "human", "user_id": 10, "name": "ann"}, {"kind": "computer"}],
        status="lobby", seed=None, first_dealer=None, version=0, message_id=None,
        turn_seconds=120, hand_limit=None, created_at=1_700_000_000.25,
        updated_at=1_700_000_000.25,
    )  # fmt: skip
    for k, v in changes.items():
        setattr(row, k, v)
    return row


async def test_every_row_round_trips(database: Location) -> None:
    """Each write of the protocol, read back as written (snowflakes past 2**60, times with
    fractions, JSON byte for byte, flags as booleans)."""
    store = await open_store(database)
    try:
        a, b = store.new_table_id(), store.new_table_id()
        assert b > a > 0
        ta, tb = (
            table_row(a),
            table_row(b, game="tonk", hand_limit=5, rated=False, lobby_expiry=0.0),
        )
        await store.write([store.insert_table_op(ta), store.insert_table_op(tb)])
        ta.status, ta.seed, ta.first_dealer, ta.thread_id = "playing", (1 << 62) - 1, 2, 1 << 59
        ta.deadline, ta.language = 1_700_000_100.5, "cy"
        deal = {"hands": [["AS", "KH"], ["2C"]], "stock": []}
        results = [ResultRow(0, 0, 40, 40, 1), ResultRow(0, 1, -20, -20, None)]
        await store.write(
            [
                store.update_table_op(ta, now=1_700_000_050.75),
                store.deal_op(a, 0, 2, deal),
                store.action_op(a, ActionRow(0, 0, 3, "bid 4", 1, "human", 10)),
                store.action_op(a, ActionRow(1, 0, 0, "bid 2", 2, "computer", None)),
                store.deal_op(a, 1, 3, deal),
                store.action_op(a, ActionRow(2, 1, 1, "play AS", 3, "timeout", None)),
                *store.result_ops(a, 0, {"points": [40, -20]}, results),
                store.ending_op(EndingRow(b, "cancelled", None)),
                store.rematch_op(RematchRow(b, a, 10, 1_700_000_500.5)),
                sql.ping_op(PingRow(a, 1 << 59, (1 << 61) + 7)),
                sql.shown_op(a, "digest-a"),
                sql.shown_op(b, "digest-b"),
                *store.checkpoint_ops(b, 1, {"hands": 1}),
                *store.checkpoint_ops(b, 1, {"hands": 1, "again": True}),
            ]
        )  # fmt: skip
        for hands in range(2, 8):
            await store.write(store.checkpoint_ops(b, hands, {"hands": hands}))

        assert await store.table(a) == ta
        assert await store.table(b) == tb
        assert await store.table(b + 1000) is None
        assert [t.id for t in await store.open_tables()] == [a, b]
        assert [d.hand for d in await store.deals(a)] == [0, 1]
        assert (await store.deals(a))[0].deal == deal
        assert (await store.deals(a))[0].result == {"points": [40, -20]}
        assert [d.hand for d in await store.deals_from(a, 1)] == [1]
        assert await store.actions(a) == [
            ActionRow(0, 0, 3, "bid 4", 1, "human", 10),
            ActionRow(1, 0, 0, "bid 2", 2, "computer", None),
            ActionRow(2, 1, 1, "play AS", 3, "timeout", None),
        ]
        assert [r.seq for r in await store.actions_from(a, 1)] == [2]
        assert await store.last_seq(a) == 2 and await store.last_seq(b) == -1
        assert await store.results(a) == [
            ResultRow(0, 0, 40, 40, 1),
            ResultRow(0, 1, -20, -20, None),
        ]
        assert await store.summaries_due() == {a: [0]}
        assert await store.endings() == [EndingRow(b, "cancelled", None)]
        assert await store.rematch_of(b) == RematchRow(b, a, 10, 1_700_000_500.5)
        assert await store.rematch_for(a) == RematchRow(b, a, 10, 1_700_000_500.5)
        assert await store.pings() == {a: [PingRow(a, 1 << 59, (1 << 61) + 7)]}
        # The last KEPT checkpoints stay; the replaced one holds its second state.
        assert [h for h, _ in await store.checkpoints(b)] == [4, 5, 6, 7]

        ending = EndingRow(b, "cancelled", None, posted=1, shown=True, done=True)
        tb.status = "cancelled"
        await store.write(
            [
                store.update_table_op(tb),
                sql.ending_progress_op(ending),
                sql.summaries_shown_op(a),
                sql.rematch_invited_op(a),
                sql.ping_gone_op((1 << 61) + 7),
            ]
        )
        assert await store.endings() == []
        assert await store.endings(pending=False) == [ending]
        assert await store.summaries_due() == {}
        assert (await store.rematch_of(b)) == RematchRow(b, a, 10, 1_700_000_500.5, invited=True)
        assert await store.pings() == {}
        assert await store.shown() == {a: "digest-a"}  # b ended: its digest is pruned

        assert await store.get_kv("k") is None
        await store.set_kv("k", "one")
        await store.set_kv("k", "two")
        assert await store.get_kv("k") == "two"
        await store.set_person_language(1 << 60, "bg")
        await store.set_person_language(5, "cy")
        await store.set_person_language(5, None)
        assert await store.people_languages() == {1 << 60: "bg"}
        await store.set_server(ServerRow(1 << 60, {"language": "ht"}, 1.5, 9))
        await store.set_server(ServerRow(1 << 60, {"language": "cy"}, 2.5, 9))
        assert await store.servers() == [ServerRow(1 << 60, {"language": "cy"}, 2.5, 9)]
        await store.add_preset(PresetRow(1, "spades", "b", {"target": 200}, 2.0, 9))
        await store.add_preset(PresetRow(1, "spades", "B", {"target": 100}, 2.0, 9))
        await store.add_preset(PresetRow(1, "spades", "a", {"target": 100}, 2.0, 9))
        with pytest.raises(Exception, match=r"(?i)unique|primary"):
            await store.add_preset(PresetRow(1, "spades", "a", {}, 3.0, 9))
        assert [p.name for p in await store.presets()] == ["B", "a", "b"]
        await store.delete_preset(1, "spades", "a")
        assert [p.name for p in await store.presets()] == ["B", "b"]
        assert await store.fetch("SELECT COUNT(*) FROM actions WHERE table_id=? AND seat>?", (a, 0))
    finally:
        await store.close()


async def test_a_failed_change_keeps_nothing_and_sinks_no_other(database: Location) -> None:
    """One transaction per group commit: a change that fails leaves none of its rows, and the
    changes committed with it still commit (the writer retries them one by one)."""
    store = await open_store(database)
    try:
        tid = store.new_table_id()
        await store.write([store.insert_table_op(table_row(tid))])
        bad = [
            store.action_op(tid, ActionRow(0, 0, 0, "bid 1", 1, "human", 10)),
            store.action_op(tid, ActionRow(0, 0, 0, "bid 2", 2, "human", 10)),  # same seq
        ]
        good = [store.action_op(tid, ActionRow(1, 0, 0, "bid 3", 3, "human", 10))]
        results = await asyncio.gather(store.write(bad), store.write(good), return_exceptions=True)
        assert isinstance(results[0], Exception) and results[1] is None
        assert [r.seq for r in await store.actions(tid)] == [1]
    finally:
        await store.close()


TRICKY = [
    "it's",
    "a ? b",
    "back\\slash \\' x",
    "'; DROP TABLE kv; --",
    "\u00e9\u4e2d\U0001f0a1",
    "",
]
"""Values a statement's literals must keep as they are (PostgreSQL's store writes them into
the statements it sends together: ``pg_sql.inline``)."""


async def test_a_group_keeps_its_order_and_each_change_its_own_outcome(
    database: Location,
) -> None:
    """Many changes committed together, as a busy bot's moves are: runs of the same statement,
    a later change overwriting an earlier one's row, a step reading what the changes before it
    in the same transaction wrote, awkward text, and one change that fails: the rows are those
    of running the changes one after the other in their order, without the failed one, and
    the same on both stores (PostgreSQL sends the statements between steps together)."""
    store = await open_store(database)
    seen: list[Any] = []

    @tx_step
    async def count(tx: Tx) -> None:
        row = await tx.one("SELECT COUNT(*) FROM kv WHERE key LIKE ?", ("g-%",))
        seen.append(row[0] if row else None)
        await tx.run("INSERT INTO kv (key, value) VALUES (?, ?)", ("g-step", str(seen[-1])))

    try:
        tid = store.new_table_id()
        await store.write([store.insert_table_op(table_row(tid))])
        changes: list[list[Any]] = []
        for i in range(30):
            change = [sql.kv_op(f"g-{i % 7}", f"v{i}"), sql.kv_op(f"g-{i % 7}", f"w{i}")]
            change.append(
                store.action_op(tid, ActionRow(i, 0, i % 4, TRICKY[i % 6], i, "human", None))
            )
            if i == 12:
                change.append(count)
            changes.append(change)
        bad = [
            sql.kv_op("g-bad", "lost"),
            store.action_op(tid, ActionRow(3, 0, 0, "seq 3 again", 99, "human", 10)),
        ]
        commits = store.commits
        results = await asyncio.gather(
            *(store.write(c) for c in changes[:20]),
            store.write(bad),
            *(store.write(c) for c in changes[20:]),
            return_exceptions=True,
        )
        assert [r is None for r in results] == [True] * 20 + [False] + [True] * 10
        assert store.commits - commits <= 1 + 30  # one failed group, then one by one
        assert seen[-1] == 7  # the 7 keys of the 13 changes before the step (a retry: again)
        rows = dict(await store.fetch("SELECT key, value FROM kv WHERE key LIKE 'g-%'"))
        assert rows == {
            f"g-{k}": f"w{max(i for i in range(30) if i % 7 == k)}" for k in range(7)
        } | {"g-step": "7"}
        assert [(a.seq, a.action, a.user_id) for a in await store.actions(tid)] == [
            (i, TRICKY[i % 6], None) for i in range(30)
        ]
    finally:
        await store.close()


async def test_a_group_all_good_is_one_commit(database: Location) -> None:
    """The changes queued together commit in one transaction on both stores."""
    store = await open_store(database)
    try:
        commits = store.commits
        await asyncio.gather(
            *(store.write([sql.kv_op(f"one-{i}", TRICKY[i % 6])]) for i in range(50))
        )
        assert store.commits - commits == 1
        rows = dict(await store.fetch("SELECT key, value FROM kv WHERE key LIKE 'one-%'"))
        assert rows == {f"one-{i}": TRICKY[i % 6] for i in range(50)}
    finally:
        await store.close()


async def test_steps_read_and_write_in_the_transaction(database: Location) -> None:
    """A ``TxStep`` reads what the same change wrote before it, and its refusal rolls back
    only its own change (the ledger's decisions rely on both)."""
    store = await open_store(database)
    seen: list[Any] = []

    @tx_step
    async def count(tx: Tx) -> None:
        row = await tx.one("SELECT COUNT(*) FROM kv WHERE key LIKE ?", ("step-%",))
        seen.append(row[0] if row else None)
        await tx.run("INSERT INTO kv (key, value) VALUES (?, ?)", ("step-b", "from the step"))
        seen.append(await tx.all("SELECT key FROM kv WHERE key LIKE 'step-%' ORDER BY key"))

    @tx_step
    async def refuse(tx: Tx) -> None:
        await tx.run("INSERT INTO kv (key, value) VALUES (?, ?)", ("step-c", "lost"))
        raise LedgerError("ledger-unknown-payment")

    try:
        await store.write([sql.kv_op("step-a", "x"), count])
        assert seen == [1, [("step-a",), ("step-b",)]]
        with pytest.raises(LedgerError):
            await store.write([sql.kv_op("step-d", "lost too"), refuse])
        assert await store.get_kv("step-c") is None and await store.get_kv("step-d") is None
        assert await store.get_kv("step-b") == "from the step"
    finally:
        await store.close()


def test_a_step_that_awaits_elsewhere_is_refused_on_sqlite(tmp_path: Path) -> None:
    """SQLite runs a step on its own thread, with no event loop: a step awaiting anything
    but its transaction is refused, not left half-run."""

    @tx_step
    async def sleeps(tx: Tx) -> None:
        await asyncio.sleep(0)

    conn = sqlite3.connect(tmp_path / "x.db")
    with pytest.raises(StepSuspended):
        sleeps(conn)
    assert isinstance(sleeps, TxStep)


async def test_ids_never_collide_between_stores(database: Location) -> None:
    """Two stores on one PostgreSQL database (two processes of a cluster) never give the same
    table id; SQLite's ids follow on from the stored ones after a restart."""
    first = await open_store(database)
    try:
        ids = [first.new_table_id() for _ in range(40)]
        await first.write([first.insert_table_op(table_row(ids[-1]))])
        if is_postgres(database):
            second = await open_store(database)
            try:
                ids += [second.new_table_id() for _ in range(40)]
                ids += [first.new_table_id() for _ in range(40)]
            finally:
                await second.close()
        assert len(set(ids)) == len(ids)
    finally:
        await first.close()
    again = await open_store(database)
    try:
        assert again.new_table_id() > max(ids[:40])
    finally:
        await again.close()


async def test_the_schema_means_the_same(pg_database: str, tmp_path: Path) -> None:
    """Both migrations end at the same schema number, with the same tables and columns (in
    the same order), the same primary keys and nullability."""
    assert len(MIGRATIONS) == LATEST
    reference = await open_store(tmp_path / "reference.db")
    await reference.close()
    conn = sqlite3.connect(tmp_path / "reference.db")
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name"
    )]  # fmt: skip
    expected = {
        t: [(c[1], bool(c[3]) or bool(c[5]), c[5]) for c in conn.execute(f"PRAGMA table_info({t})")]
        for t in tables
    }
    conn.close()
    store = await open_store(pg_database)
    try:
        got: dict[str, list[tuple[str, bool, int]]] = {}
        keys: dict[tuple[str, str], int] = {
            (t, c): int(n)
            for t, c, n in await store.fetch(
                "SELECT k.table_name, k.column_name, k.ordinal_position FROM "
                "information_schema.key_column_usage k JOIN information_schema.table_constraints c "
                "ON c.constraint_name = k.constraint_name AND c.table_name = k.table_name "
                "WHERE c.constraint_type = 'PRIMARY KEY' AND k.table_schema = 'public'"
            )
        }
        for t, c, nullable in await store.fetch(
            "SELECT table_name, column_name, is_nullable FROM information_schema.columns "
            "WHERE table_schema = 'public' AND table_name <> 'cardroom_schema' "
            "ORDER BY table_name, ordinal_position"
        ):
            got.setdefault(t, []).append((c, nullable == "NO", keys.get((t, c), 0)))
        assert got == expected
    finally:
        await store.close()


async def test_postgres_commits_synchronously_and_refuses_newer_schemas(pg_database: str) -> None:
    """Every connection commits with ``synchronous_commit`` on; a database of a newer bot is
    refused (forward-only migrations), as SQLite's is."""
    store = await open_store(pg_database)
    try:
        assert await store.fetch("SHOW synchronous_commit") == [("on",)]
        await store.write([("UPDATE cardroom_schema SET version = ?", (LATEST + 1,))])
    finally:
        await store.close()
    with pytest.raises(SchemaTooNew, match="newer than this bot"):
        await open_store(pg_database)


async def test_one_bot_per_postgres_database(pg_database: str) -> None:
    """The run lock: a second bot on the same PostgreSQL database is refused with a line
    saying so, and the lock goes with the bot that held it."""
    first = await open_store(pg_database, exclusive=True)
    try:
        with pytest.raises(DatabaseInUse, match="another Cardroom"):
            await open_store(pg_database, exclusive=True)
    finally:
        await first.close()
    second = await open_store(pg_database, exclusive=True)
    await second.close()


async def test_a_sqlite_only_step_is_refused_by_postgres(pg_database: str) -> None:
    store: Database = await open_store(pg_database)
    try:
        with pytest.raises(TypeError, match="TxStep"):
            await store.write([lambda conn: None])
    finally:
        await store.close()


def test_parameters_are_written_in_as_literals_outside_quotes() -> None:
    """What PostgreSQL's store sends in one round trip: quotes doubled, a ``?`` in quotes left,
    NULL for None; a value it cannot spell, or a count that does not match, gives it up (the
    statement is then sent with placeholders)."""
    assert inline("UPDATE t SET a=?, b='?', c=? WHERE d=? AND e=? AND f=?", (
        "it's", None, 5, 1.5, True,
    )) == "UPDATE t SET a='it''s', b='?', c=NULL WHERE d='5' AND e='1.5' AND f='1'"  # fmt: skip
    assert inline("SELECT ?", (b"x",)) is None
    assert inline("SELECT ?", ("a\x00b",)) is None
    assert inline("SELECT ?, ?", (1,)) is None


def test_placeholders_are_numbered_outside_quotes() -> None:
    assert numbered("SELECT ? , '?', \"a?\" FROM t WHERE a=? AND b=?") == (
        "SELECT $1 , '?', \"a?\" FROM t WHERE a=$2 AND b=$3"
    )
    assert shown("postgresql://me:secret@db.example:5433/cardroom") == (
        "postgresql://db.example:5433/cardroom"
    )


async def test_sqlite_store_refuses_a_url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A URL handed to SQLite's store is refused, not taken for a path (which made a folder
    named ``postgresql:`` in the working directory and a SQLite database in it)."""
    from bot.db.store import Store

    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError, match="not a URL"):
        await Store.open("postgresql://cardroom@127.0.0.1:5432/cardroom")
    assert list(tmp_path.iterdir()) == []
