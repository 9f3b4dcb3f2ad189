"""Shards (issue 16): a server's shard, SHARD_COUNT and SHARD_IDS, the budget's share, one
process running two shards on the in-process double, a cluster process restoring only its
shards' tables, and the PostgreSQL leases that keep a shard to one process."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import asyncpg
import pytest

from bot.cluster import Shards, budget_share, parse_shard_ids, shard_of
from bot.db.lease import Lease, ShardHeld
from bot.db.lock import DatabaseInUse
from bot.db.open import open_store
from bot.settings import Settings, SettingsError, load_settings
from bot.tables.service import ServiceConfig, TableService
from tests.bot.harness import make_bot
from tests.bot.players import take_turn
from tests.bot.procs import BotProcess, bot_env
from tests.bot.test_games import open_table
from tests.fakediscord import FakeDiscord

PG = "postgresql://cardroom@127.0.0.1/cardroom"


def settings(**env: str) -> Settings:
    return load_settings({"DISCORD_TOKEN": "t", **env}, None)


def refused(**env: str) -> str:
    with pytest.raises(SettingsError) as exc:
        load_settings({"DISCORD_TOKEN": "t", **env}, None)
    return str(exc.value)


def test_the_shard_of_a_server() -> None:
    # Discord's formula: the snowflake's time part modulo the count.
    assert shard_of(81384788765712384, 1) == 0
    assert shard_of(81384788765712384, 2) == (81384788765712384 >> 22) % 2
    assert [shard_of(n << 22, 4) for n in range(6)] == [0, 1, 2, 3, 0, 1]
    cluster = Shards(4, (1, 3))
    assert [cluster.owns(n << 22) for n in range(4)] == [False, True, False, True]
    assert Shards().owns(123 << 22) and Shards(4, (0, 1, 2, 3)).owns(1 << 22)
    assert not Shards(4, (0, 1, 2, 3)).partial and cluster.partial
    assert cluster.line() == "shards 1, 3 of 4" and Shards(2, (1,)).line() == "shard 1 of 2"


def test_shard_ids_are_parsed() -> None:
    assert parse_shard_ids("0-3") == (0, 1, 2, 3)
    assert parse_shard_ids("0,2") == (0, 2)
    assert parse_shard_ids(" 4, 0-1 ") == (0, 1, 4)
    bad_ones = [("3-1", "backward"), ("0,0", "twice"), ("a", "not a shard id"),
                ("-1", "not a shard id"), ("1,", "empty"), ("1-", "not a shard id")]  # fmt: skip
    for bad, why in bad_ones:
        with pytest.raises(ValueError, match=why):
            parse_shard_ids(bad)


def test_shard_settings_are_checked_with_one_clear_line() -> None:
    s = settings(SHARD_COUNT="4", SHARD_IDS="1-2", DATABASE_URL=PG)
    assert s.shard_ids == (1, 2) and s.shard_count == 4
    assert "SHARD_IDS needs SHARD_COUNT" in refused(SHARD_IDS="0", DATABASE_URL=PG)
    line = refused(SHARD_COUNT="2", SHARD_IDS="0,2", DATABASE_URL=PG)
    assert "SHARD_IDS has shard 2" in line and "0 to 1" in line
    assert "SHARD_IDS is not valid (got '2-1')" in refused(SHARD_COUNT="4", SHARD_IDS="2-1")
    assert "SHARD_COUNT is not valid" in refused(SHARD_COUNT="0")
    # A cluster needs PostgreSQL; all the shards in one process is fine on SQLite.
    line = refused(SHARD_COUNT="2", SHARD_IDS="1")
    assert "needs PostgreSQL" in line and "DATABASE_URL" in line
    assert settings(SHARD_COUNT="2", SHARD_IDS="0-1").shard_ids == (0, 1)
    assert settings(SHARD_COUNT="3").shard_ids is None


def test_each_process_takes_its_part_of_the_budget() -> None:
    assert budget_share(load_settings({"DISCORD_TOKEN": "t"}, None)) == 1.0
    env = {"DISCORD_TOKEN": "t", "DATABASE_URL": PG, "SHARD_COUNT": "4"}
    assert budget_share(load_settings({**env, "SHARD_IDS": "0-3"}, None)) == 1.0
    assert budget_share(load_settings({**env, "SHARD_IDS": "1"}, None)) == 0.25
    assert budget_share(load_settings({**env, "SHARD_IDS": "0,2,3"}, None)) == 0.75


async def test_a_cluster_process_hears_its_shard_and_takes_its_share(pg_database: str) -> None:
    """SHARD_IDS=1 of 2 on the in-process double: only shard 1's server reaches it, a click in
    shard 0's server goes unanswered (another process answers it), and its request budget is
    half the token's."""
    from bot.presenter.budget import GLOBAL_RATE

    async with FakeDiscord() as fake:
        other = fake.add_guild("Shard One")
        here = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bot = make_bot(pg_database, edit_interval=1.0, shard_count=2, shard_ids=(1,))
        await fake.start(bot, sync=True)
        assert [g.id for g in bot.guilds] == [other.id]
        assert bot.presenter is not None and bot.presenter.limiter.rate == GLOBAL_RATE / 2
        with fake.allow_unanswered():
            r = await fake.slash(alice, here, "table create", game="spades")
        assert r.response is None, "shard 0's interactions are another process's"


async def test_one_process_runs_two_shards(db_path: Path) -> None:
    """An ``AutoShardedBot`` with the two shards Discord recommends: a server of each shard,
    a table in each played by its person and computers."""
    rng = random.Random("two shards")
    async with FakeDiscord() as fake:
        fake.server.shards = 2
        other = fake.add_guild("Shard One")
        here = fake.add_text_channel(fake.guild, "cards")
        there = fake.add_text_channel(other, "cards")
        alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(other, "bob")
        bot = make_bot(db_path)
        await fake.start(bot, sync=True)
        assert bot.shard_count == 2
        assert {g.id: g.shard_id for g in bot.guilds} == {fake.guild.id: 0, other.id: 1}
        tables = [await open_table(fake, "spades", [alice], here),
                  await open_table(fake, "spades", [bob], there)]  # fmt: skip
        for _ in range(4):
            for thread, person in zip(tables, (alice, bob), strict=True):
                await fake.settle()
                await take_turn(fake, thread, [person], rng)
        await fake.settle()
        by_guild = {t.row.guild_id: t for t in bot.service.tables.values()}
        assert set(by_guild) == {fake.guild.id, other.id}
        for t in by_guild.values():
            assert t.match is not None
            sources = {a.source for a in await bot.service.store.actions(t.id)}
            assert {"human", "computer"} <= sources, sources


async def test_a_cluster_process_restores_its_shards_tables_only(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        fake.server.shards = 2
        other = fake.add_guild("Shard One")
        here = fake.add_text_channel(fake.guild, "cards")
        there = fake.add_text_channel(other, "cards")
        alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(other, "bob")
        await fake.start(make_bot(db_path), sync=True)
        await open_table(fake, "spades", [alice], here)
        await open_table(fake, "spades", [bob], there)
        await fake.stop()
    store = await open_store(db_path)
    config = ServiceConfig(computer_pause=30, computer_processes=0)
    try:
        for shard, guild in ((0, fake.guild.id), (1, other.id)):
            service = TableService(store, config, owns=Shards(2, (shard,)).owns)
            try:
                assert await service.load() == 1
                assert [t.row.guild_id for t in service.tables.values()] == [guild]
            finally:
                await service.close()
        every = TableService(store, config)
        try:
            assert await every.load() == 2
        finally:
            await every.close()
    finally:
        await store.close()


async def test_too_few_shards_for_discord_is_one_line(tmp_path: Path) -> None:
    """Discord closes a shard that would hold too many servers (4011, sharding required): the
    process says which setting to change, exit 2."""
    from tests.bot.test_process import one_line

    async with FakeDiscord(wire=True) as fake:
        assert fake._wire is not None
        fake.add_guild("Second")
        fake.server.max_guilds_per_shard = 1  # Discord's is 2,500
        env = bot_env(tmp_path / "cardroom.db", SHARD_COUNT="1", LOG_LEVEL="WARNING")
        process = await BotProcess.start(fake._wire.base_url, fake._wire.gateway_url, env, tmp_path)
        try:
            done = await process.finish(20)
        finally:
            await process.kill()
    one_line(done, 2, "4011", "raise SHARD_COUNT")
    assert fake._wire.refused == [(4011, [0, 1])]


# ----- the leases (PostgreSQL) ---------------------------------------------------------------


async def test_a_shard_is_leased_to_one_process(pg_database: str) -> None:
    first = await Lease.take(pg_database, Shards(3, (0,)))
    try:
        with pytest.raises(ShardHeld, match=r"^shard 0 of 3 is held by another process \("):
            await Lease.take(pg_database, Shards(3, (0, 1)))
        second = await Lease.take(pg_database, Shards(3, (1, 2)))
        with pytest.raises(DatabaseInUse, match=r"another Cardroom .* PostgreSQL database"):
            await Lease.take(pg_database, Shards())  # every shard: refused beside a cluster
        with pytest.raises(DatabaseInUse, match="another Cardroom"):
            await Lease.take(pg_database, Shards(3, (0, 1, 2)))  # the same, SHARD_IDS all
        with pytest.raises(ShardHeld, match="SHARD_COUNT=3, this one with SHARD_COUNT=4"):
            await Lease.take(pg_database, Shards(4, (3,)))
        await first.release()
        again = await Lease.take(pg_database, Shards(3, (0,)))  # free once released
        await again.release()
        await second.release()
        alone = await Lease.take(pg_database, Shards())
        with pytest.raises(DatabaseInUse, match="runs every shard"):
            await Lease.take(pg_database, Shards(2, (1,)))
        await alone.release()
        fresh = await Lease.take(pg_database, Shards(4, (3,)))  # a new count once all left
        await fresh.release()
    finally:
        await first.release()


async def test_a_lost_lease_connection_is_reported_and_frees_the_shard(pg_database: str) -> None:
    lease = await Lease.take(pg_database, Shards(2, (1,)))
    lost = asyncio.Event()
    why: list[str] = []
    lease.watch(lambda reason: (why.append(reason), lost.set()))
    admin = await asyncpg.connect(pg_database)
    try:
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", lease.conn.get_server_pid())
        await asyncio.wait_for(lost.wait(), 10)
        assert lease.lost and why == ["its connection closed"], why  # at once, not at a probe
        taken = await Lease.take(pg_database, Shards(2, (1,)))  # another process may take it
        await taken.release()
    finally:
        await admin.close()
        await lease.release()
    assert why == [why[0]], "reported once"
