"""A cluster (issue 16): two real bot processes, ``SHARD_COUNT=2`` with ``SHARD_IDS=0`` and
``1``, on one PostgreSQL database and one wire fake, each running the tables of its shard's
server.  One is SIGKILLed mid-hand: the other's tables never pause (its person keeps moving, its
computers keep playing); the killed one's tables resume when it restarts, with every
acknowledged move there.  A third process for a shard already held refuses to start, and a
process whose lease connection is terminated stops with one clear line and exit 1."""

from __future__ import annotations

import asyncio
import random
import signal
from pathlib import Path
from typing import Any

import asyncpg

from bot.bot import intents
from bot.db.lease import SHARD_KEY
from bot.db.open import open_store
from tests.bot.harness import make_bot
from tests.bot.procs import BotProcess, bot_env, until, until_connected
from tests.bot.test_games import open_table
from tests.bot.test_process import next_move, one_line
from tests.fakediscord import FakeDiscord


class Cluster:
    """Stands in for the bot in ``fake.bot`` while the real ones run in other processes: the
    fake sends each event over the wire to the connection of its server's shard."""

    def __init__(self) -> None:
        self.processes: list[BotProcess] = []
        self.intents = intents()

    def is_closed(self) -> bool:
        return not any(p.running for p in self.processes)

    async def close(self) -> None:
        for p in self.processes:
            await p.kill()


def moves_of(actions: list[Any], source: str) -> list[str]:
    """The moves of one source, without Spades' looks (Show hand may look by itself)."""
    return [a.action for a in actions if a.source == source and a.action != "look"]


def same_moves(acked: list[str], stored: list[str]) -> bool:
    """Every acknowledged move is stored, in order (a select's text is ``?``)."""
    acked = [a for a in acked if a != "look"]
    return len(acked) == len(stored) and all(
        a in ("?", s) for a, s in zip(acked, stored, strict=True)
    )


async def test_a_cluster_of_two_processes(pg_database: str, tmp_path: Path) -> None:
    rng = random.Random("cluster")
    cluster = Cluster()
    async with FakeDiscord(wire=True) as fake:
        assert fake._wire is not None
        wire = (fake._wire.base_url, fake._wire.gateway_url)
        other = fake.add_guild("Shard One")
        assert (fake.guild.id >> 22) % 2 == 0 and (other.id >> 22) % 2 == 1
        here, there = (
            fake.add_text_channel(fake.guild, "cards"),
            fake.add_text_channel(other, "cards"),
        )
        alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(other, "bob")
        # An earlier run (one process, every shard) opened a table in each server: a person
        # and three computers each.
        opener = make_bot(pg_database)
        await fake.start(opener, sync=True)
        tables = {"alice": await open_table(fake, "spades", [alice], here),
                  "bob": await open_table(fake, "spades", [bob], there)}  # fmt: skip
        ids = {who: opener.service.registry.in_thread(t.id).id for who, t in tables.items()}  # type: ignore[union-attr]
        await fake.stop()

        def env(shard: int) -> tuple[dict[str, str], Path]:
            folder = tmp_path / f"shard{shard}"
            folder.mkdir(exist_ok=True)
            db = folder / "cardroom.db"  # the heartbeat's folder; the tables are in PostgreSQL
            settings = dict(DATABASE_URL=pg_database, SHARD_COUNT="2", SHARD_IDS=str(shard),
                            COMPUTER_PAUSE="0.05")  # fmt: skip
            return bot_env(db, **settings), db

        async def start(shard: int) -> BotProcess:
            environ, db = env(shard)
            process = await BotProcess.start(*wire, environ, db.parent)
            cluster.processes.append(process)
            await until_connected(db, process, timeout=20)
            return process

        fake.bot = cluster  # type: ignore[assignment]
        store = await open_store(pg_database)
        try:
            first, second = await start(0), await start(1)
            assert sorted(fake._wire.shards()) == [(0, 2), (1, 2)]
            acked: dict[str, list[str]] = {"alice": [], "bob": []}
            people = {"alice": alice, "bob": bob}

            async def move(who: str) -> None:
                acked[who].append(await next_move(fake, people[who], tables[who], rng))

            async def actions(who: str) -> list[Any]:
                return await store.actions(ids[who])

            for _ in range(2):
                await move("alice")
                await move("bob")
            # Alice's move handed the turn to the computers: kill her process mid-hand.
            await move("alice")
            first.proc.kill()
            killed = await first.finish(5)
            assert "holding shard 0 of 2" in killed.stderr, killed.stderr
            assert "loaded 1 open tables" in killed.stderr, "its own server's table only"
            alice_stored = moves_of(await actions("alice"), "human")
            assert same_moves(acked["alice"], alice_stored), (acked["alice"], alice_stored)
            alice_then = len(await actions("alice"))

            # Bob's table never pauses: he keeps moving, his computers keep playing.
            computers_before = len(moves_of(await actions("bob"), "computer"))
            for _ in range(3):
                await asyncio.wait_for(move("bob"), 10)
            assert len(moves_of(await actions("bob"), "computer")) > computers_before
            assert fake._wire.shards() == [(1, 2)], "shard 0 has no connection while it is down"
            assert len(await actions("alice")) == alice_then, "no other process runs her table"

            # A third process for shard 1, held by the second: refused before it connects.
            environ, _ = env(1)
            third = await BotProcess.start(*wire, environ, tmp_path)
            one_line(await third.finish(20), 1, "shard 1 of 2 is held by another process")

            # The first comes back: Alice's table resumes where it was, nothing lost.
            await start(0)
            for _ in range(2):
                await move("alice")
            await move("bob")
            for who in ("alice", "bob"):
                stored = moves_of(await actions(who), "human")
                assert same_moves(acked[who], stored), (who, acked[who], stored)
            assert len(moves_of(await actions("alice"), "computer")) > 0

            # The second's lease connection is terminated: it can no longer prove shard 1 is
            # its own, so it stops (one clear line, exit 1), leaving the shard free.
            admin = await asyncpg.connect(pg_database)
            try:
                pid = await admin.fetchval(
                    "SELECT pid FROM pg_locks WHERE locktype='advisory' AND granted "
                    "AND classid::bigint=$1 AND objid=1 AND objsubid=2",
                    SHARD_KEY,
                )
                assert pid is not None
                assert await admin.fetchval("SELECT pg_terminate_backend($1)", pid)
            finally:
                await admin.close()
            done = await second.finish(15)
            assert done.status == 1, done.stderr
            assert "lost the lease on shard 1 of 2" in done.stderr, done.stderr
            assert "loaded 1 open tables" in done.stderr, "its own server's table only"
            assert "Traceback" not in done.stderr, done.stderr
            await until(lambda: fake._wire is not None and fake._wire.shards() == [(0, 2)],
                        "the second's connection to close")  # fmt: skip
        finally:
            await store.close()
            for process in cluster.processes:
                if process.running:
                    process.signal(signal.SIGKILL)
                await process.kill()
            fake.bot = None
