"""Restart benchmark: how soon a bot with many open tables answers a click, and what it holds.

    python benchmarks/restart.py [--tables 1000] [--moves 8] [--long 2] [--long-hands 300]
                                 [--db FILE]

Builds a database of ``--tables`` running tables of the four games in turn (two people and
computers each, ``--moves`` random moves of the people per table), and ``--long`` Tonk tables
played "until ended" for ``--long-hands`` hands, through the table service (a database given
with ``--db`` that exists is reused as it is).  Then a new service starts on it, as the bot
does after a restart (``TableService.load(lazy=True)``), and reports:

- the time from the start of ``load`` to the answer of a click (Show hand, through the service)
  on the *last* table, which the background pass has not rebuilt yet, and how many tables were
  rebuilt by then (the click waits for its own table only);
- the background pass's total time (every running table rebuilt, timers and computers armed);
- memory per open table once all are loaded: the process RSS growth over the load (the games'
  modules imported before; SQLite's page cache and the allocator's slack are in it), and the
  service and engines alone (``tracemalloc``, a second load);
- a long Tonk table's rebuild from its last checkpoint against its whole replay.

The summaries of finished hands are marked posted before the restart (no presenter posts them
here; a summary still due keeps its hand in the rebuild, so all due would mean whole replays).
Not a test: it prints numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from importlib import import_module
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.db import Store  # noqa: E402
from bot.tables import restart  # noqa: E402
from bot.tables.house_rules import BOT_HANDS  # noqa: E402
from bot.tables.service import ServiceConfig, TableService  # noqa: E402
from games import match_class  # noqa: E402

GAMES = ("spades", "twentynine", "schmier", "tonk")
CONFIG = ServiceConfig(turn_seconds=600, computer_pause=0, computer_processes=0)


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


async def person_moves(svc: TableService, table_id: int, people: dict[int, int], moves: int,
                       rng: random.Random) -> None:  # fmt: skip
    """The people of a table make up to ``moves`` random moves (the computers answer)."""
    t = svc.tables[table_id]
    for _ in range(moves):
        await svc.idle(table_id)
        m = t.match
        if m is None or t.id not in svc.tables:
            return
        acting = [(u, s) for u, s in people.items() if s in m.to_act]
        if not acting:
            return
        user, seat = acting[0]
        legal = [a for a in m.legal_actions(seat) if str(a) != "look" or m.view(seat).get("looked")]
        legal = legal or list(m.legal_actions(seat))
        await svc.act(table_id, user, m.version, str(rng.choice(legal)))
    await svc.idle(table_id)


async def build(db: Path, tables: int, moves: int, long: int, long_hands: int) -> list[int]:
    """The database: ``tables`` mixed running tables and ``long`` long Tonk tables; returns
    the long tables' ids."""
    store = await Store.open(db)
    svc = TableService(store, CONFIG)
    await svc.load()
    rng = random.Random(1)
    started = time.perf_counter()
    batch: list[tuple[int, dict[int, int]]] = []
    for i in range(tables):
        host, guest = 10 + 2 * i, 11 + 2 * i
        t = await svc.create(guild_id=1 + i // 20, channel_id=2, host_id=host, host_name="p",
                             game=GAMES[i % 4])  # fmt: skip
        await svc.join(t.id, guest, "q")
        while any(s.empty for s in t.seats):
            await svc.add_computer(t.id, host)
        await svc.set_level(t.id, host, "random")
        await svc.start(t.id, host)
        batch.append((t.id, {host: t.seat_of(host) or 0, guest: t.seat_of(guest) or 1}))
        if len(batch) == 50 or i == tables - 1:
            await asyncio.gather(*(person_moves(svc, tid, p, moves, rng) for tid, p in batch))
            batch = []
    print(f"built {tables} tables in {time.perf_counter() - started:.1f} s")
    long_ids = []
    for k in range(long):
        host = 900_000 + k
        t = await svc.create(guild_id=999, channel_id=2, host_id=host, host_name="h", game="tonk")
        while any(s.empty for s in t.seats):
            await svc.add_computer(t.id, host)
        await svc.set_level(t.id, host, "random")
        await svc.set_option(t.id, host, BOT_HANDS, None)
        await svc.start(t.id, host)
        while True:
            await svc.idle(t.id)
            m = t.match
            assert m is not None
            if 0 in m.to_act:
                if len(m.hands) > long_hands:
                    break
                await svc.act(t.id, host, m.version, str(rng.choice(list(m.legal_actions(0)))))
        long_ids.append(t.id)
    took = time.perf_counter() - started
    print(f"built {long} Tonk tables of {long_hands} hands ({took:.1f} s since the start)")
    await svc.close()
    # The real presenter posts the summaries; none is due at a restart of a quiet bot.
    await store.write([("DELETE FROM summaries", ())])
    await store.close()
    return long_ids


async def restart_once(db: Path) -> tuple[TableService, float, float, int, float]:
    """A restarted service: (it, seconds to the last table's click answer, tables rebuilt by
    then, seconds of the whole background pass)."""
    store = await Store.open(db)
    svc = TableService(store, CONFIG)
    started = time.perf_counter()
    await svc.load(lazy=True)
    registered = time.perf_counter() - started
    last = max(tid for tid, t in svc.tables.items() if t.status == "playing")
    user = next(s.user_id for s in svc.tables[last].seats if s.human)
    assert user is not None
    await svc.open_hand(last, user)
    click = time.perf_counter() - started
    rebuilt_then = sum(svc.restorer.built.values())
    await svc.restorer.idle()
    return svc, registered, click, rebuilt_then, time.perf_counter() - started


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--moves", type=int, default=8, help="people's moves per table")
    ap.add_argument("--long", type=int, default=2, help="long Tonk tables (until ended)")
    ap.add_argument("--long-hands", type=int, default=300)
    ap.add_argument("--db", type=Path, default=None, help="reuse (or keep) this database")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory()
    db = args.db or Path(tmp.name) / "restart.db"
    if not db.exists():
        await build(db, args.tables, args.moves, args.long, args.long_hands)
    for game in GAMES:  # imported before: a module's memory is not a table's
        match_class(game)
        import_module(f"games.players.{game}")
    gc.collect()

    rss0 = rss_mb()
    svc, registered, click, rebuilt_then, passed = await restart_once(db)
    gc.collect()
    rss1 = rss_mb()
    n = len(svc.tables)
    assert all(t.match is not None for t in svc.tables.values() if t.status == "playing")
    long_ids = [t.id for t in svc.tables.values() if t.row.guild_id == 999]
    await svc.close()
    await svc.store.close()
    del svc
    gc.collect()

    # The service and engines alone, once all are loaded (tracemalloc slows the load down).
    store = await Store.open(db)
    gc.freeze()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    svc = TableService(store, CONFIG)
    await svc.load()
    gc.collect()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    grown = sum(s.size_diff for s in after.compare_to(before, "filename") if s.size_diff > 0)
    await svc.close()

    print(f"open tables: {n} ({args.tables} mixed, {len(long_ids)} long Tonk), 2 cores shared")
    print(f"load registers them: {registered * 1000:.0f} ms")
    print(
        "first click answered (Show hand at the last table, not rebuilt yet): "
        f"{click * 1000:.0f} ms after load started; {rebuilt_then} tables rebuilt by then"
    )
    print(f"background pass: every table rebuilt after {passed:.2f} s "
          f"({n / passed:.0f} tables/s)")  # fmt: skip
    print(f"memory per open table: RSS {(rss1 - rss0) * 1024 / n:.1f} KiB "
          f"({rss0:.0f} -> {rss1:.0f} MiB); service + engines {grown / n / 1024:.1f} KiB "
          "(tracemalloc)")  # fmt: skip
    for tid in long_ids:
        row = await store.table(tid)
        assert row is not None
        times = []
        for whole in (False, True):
            t = restart.unbuilt(row)
            started = time.perf_counter()
            await restart.rebuild(store, t, whole=whole)
            times.append(time.perf_counter() - started)
            assert t.match is not None
        hands = len(t.match.hands)
        print(f"long Tonk table {tid} ({hands} hands): rebuilt from its checkpoint in "
              f"{times[0] * 1000:.1f} ms, whole replay {times[1] * 1000:.1f} ms")  # fmt: skip
    await store.close()
    tmp.cleanup()


if __name__ == "__main__":
    asyncio.run(main())
