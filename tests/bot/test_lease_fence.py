"""The lease's window (issue 16): once a process's lease is lost, its writer commits nothing
more, whether it noticed the loss yet or not, and a new holder of the shards waits for the
commits already in flight before it reads anything."""

from __future__ import annotations

import asyncio
import random

import asyncpg
import pytest

from bot.bot import CardroomBot
from bot.cluster import Shards
from bot.db.lease import FENCE_KEY, Lease
from bot.db.postgres import LeaseLost, PgStore
from tests.bot.harness import make_settings
from tests.bot.test_games import open_table
from tests.bot.test_process import hand_moves
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.needs_postgres

KV = "INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value"


async def terminate(url: str, pid: int) -> None:
    admin = await asyncpg.connect(url)
    try:
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", pid)
    finally:
        await admin.close()


async def guarded(url: str, shards: Shards) -> tuple[Lease, PgStore]:
    lease = await Lease.take(url, shards)
    store = await PgStore.open(url)
    lease.guard(store)
    return lease, store


@pytest.mark.parametrize("shards", [Shards(2, (1,)), Shards()], ids=["cluster", "every-shard"])
async def test_a_commit_after_the_lease_is_gone_fails_before_it_is_noticed(
    pg_database: str, shards: Shards
) -> None:
    """The lease's connection is gone but nothing watches it: the fence in the commit's own
    transaction refuses it, and nothing of it is stored."""
    lease, store = await guarded(pg_database, shards)
    try:
        await store.write([(KV, ("before", "1"))])
        await terminate(pg_database, lease.conn.get_server_pid())
        assert not lease.lost  # (not watched: the process has not noticed)
        with pytest.raises(LeaseLost, match="lost its shards' lease"):
            await store.write([(KV, ("after", "1"))])
        assert await store.get_kv("before") == "1"
        assert await store.get_kv("after") is None
        with pytest.raises(LeaseLost):  # and on a fresh connection of the writer too
            await store.write([(KV, ("after", "2"))])
        assert await store.get_kv("after") is None
    finally:
        await store.close()
        await lease.release()


async def test_a_known_loss_refuses_without_asking_the_server(pg_database: str) -> None:
    lease, store = await guarded(pg_database, Shards(2, (0,)))
    lost = asyncio.Event()
    lease.watch(lambda why: lost.set())
    try:
        await terminate(pg_database, lease.conn.get_server_pid())
        await asyncio.wait_for(lost.wait(), 10)
        commits = store.commits
        with pytest.raises(LeaseLost, match="nothing more is committed"):
            await store.write([(KV, ("after", "1"))])
        assert store.commits == commits and await store.get_kv("after") is None
    finally:
        await store.close()
        await lease.release()


async def test_a_held_lease_commits_and_another_process_is_not_fenced(pg_database: str) -> None:
    """Two processes of a cluster: each commits; one losing its lease fences only its own."""
    zero, first = await guarded(pg_database, Shards(2, (0,)))
    one, second = await guarded(pg_database, Shards(2, (1,)))
    try:
        await first.write([(KV, ("zero", "1"))])
        await second.write([(KV, ("one", "1"))])
        await terminate(pg_database, zero.conn.get_server_pid())
        with pytest.raises(LeaseLost):
            await first.write([(KV, ("zero", "2"))])
        await second.write([(KV, ("one", "2"))])
        assert (await second.get_kv("zero"), await second.get_kv("one")) == ("1", "2")
    finally:
        for store in (first, second):
            await store.close()
        for lease in (zero, one):
            await lease.release()


async def test_a_new_holder_waits_for_a_commit_in_flight(pg_database: str) -> None:
    """A commit past its fence holds the fence shared until it ends: a new holder of the
    shards takes its locks, then waits for that commit before it goes on (to read)."""
    inflight = await asyncpg.connect(pg_database)
    admin = await asyncpg.connect(pg_database)
    taking: asyncio.Task[Lease] | None = None
    try:
        tx = inflight.transaction()
        await tx.start()
        await inflight.execute(f"SELECT pg_advisory_xact_lock_shared({FENCE_KEY}, 0)")
        taking = asyncio.create_task(Lease.take(pg_database, Shards(2, (1,))))
        waiting = (
            "SELECT count(*) FROM pg_locks WHERE locktype='advisory' AND NOT granted "
            f"AND classid::bigint={FENCE_KEY} AND objid=0"
        )
        for _ in range(500):
            if await admin.fetchval(waiting) == 1:
                break
            assert not taking.done(), "the new holder did not wait for the commit in flight"
            await asyncio.sleep(0.01)
        else:
            raise AssertionError("the new holder never waited on the fence")
        assert not taking.done()
        await tx.commit()
        lease = await asyncio.wait_for(taking, 10)
        await lease.release()
    finally:
        if taking is not None and not taking.done():
            taking.cancel()
        await inflight.close()
        await admin.close()


async def test_a_move_after_the_lease_is_lost_is_refused_not_acknowledged(
    pg_database: str,
) -> None:
    """A bot whose lease is gone (not noticed yet): a person's move gets an error answer, not
    the move's, and is not stored."""
    rng = random.Random("fence")
    lease, store = await guarded(pg_database, Shards())
    try:
        async with FakeDiscord() as fake:
            channel = fake.add_text_channel(fake.guild, "cards")
            alice = fake.add_member(fake.guild, "alice")
            bot = CardroomBot(make_settings(pg_database), store=store, guild_ready_timeout=0.01)
            await fake.start(bot, sync=True)
            thread = await open_table(fake, "spades", [alice], channel)
            [t] = bot.service.tables.values()
            before = len(await store.actions(t.id))
            table = fake.messages(thread)[0]
            hand = (await fake.click(alice, table, label="Show hand")).message
            assert hand is not None
            moves = hand_moves(hand)
            assert moves, "Alice's turn first (Spades: everyone bids)"
            kind, comp, options = rng.choice(moves)
            await terminate(pg_database, lease.conn.get_server_pid())
            with fake.expect_errors() as errors:
                if kind == "click":
                    r = await fake.click(alice, hand, custom_id=comp["custom_id"])
                else:
                    r = await fake.select(
                        alice, hand, custom_id=comp["custom_id"], values=[options[0]]
                    )
            assert r.type != 7, "the move was not acknowledged as made"
            assert r.ephemeral and r.content, r.response
            assert "lost its shards' lease" not in (r.content or ""), "no internals shown"
            assert len(await store.actions(t.id)) == before
            assert any("LeaseLost" in e or "lease" in e for e in errors), errors
            bot.flush_on_close = False
            await fake.stop(check=False)
    finally:
        await lease.release()
