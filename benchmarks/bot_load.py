"""Load benchmark of the Discord layer: many concurrent tables through the in-process fake.

    python benchmarks/bot_load.py [--tables 200] [--moves 40] [--db DIR]

Each table gets two simulated people (who click Show hand and then one of the moves it offers)
and computer players in the other seats; the games rotate over Spades, Twenty-Nine, Schmier and
Tonk.  Reported: interactions per second while all tables play at once, the latency from an
interaction to its answer (Discord's "acknowledged", which for a move comes after the move is
committed to SQLite with synchronous=FULL), the moves per commit of the group-committing writer,
and memory per table.  Not a test: it prints numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.db import Store  # noqa: E402
from bot.tables.service import ServiceConfig, TableService  # noqa: E402
from tests.bot.harness import action_choices, make_bot, pick  # noqa: E402
from tests.bot.leaks import STATE_RE  # noqa: E402
from tests.bot.players import table_message  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402

GAMES = ("spades", "twentynine", "schmier", "tonk")


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


async def open_table(fake: Any, channel: Any, game: str, a: Any, b: Any) -> Any:
    await fake.slash(a, channel, "table create", game=game)
    thread = fake.threads(channel)[-1]
    lobby = table_message(fake, thread)
    seat_menu = next(c for row in lobby["components"] for c in row["components"] if c["type"] == 3)
    free = sum(1 for o in seat_menu["options"] if o["label"].endswith("free"))
    await fake.click(b, lobby, label="Join")
    for _ in range(free - 1):
        await fake.click(a, lobby, label="Add computer")
    await fake.click(a, lobby, label="Start")
    return thread


async def drive(
    fake: Any,
    thread: Any,
    users: list[Any],
    moves: int,
    rng: random.Random,
    lat: dict[str, list[float]],
    think: float,
) -> int:
    """One table's people: whoever is named on the table message opens the hand and moves."""
    done = 0
    waits = 0
    acted_at = -1
    while done < moves and not thread.archived:
        msg = table_message(fake, thread)
        content = msg.get("content") or ""
        embeds = msg.get("embeds") or [{}]
        state = STATE_RE.search((embeds[0].get("footer") or {}).get("text", ""))
        version = int(state.group(1)) if state else -1
        user = next((u for u in users if f"<@{u.id}>" in content), None)
        choices = []
        if user is not None and version > acted_at:
            shown = await fake.click(user, msg, label="Show hand")
            lat["show"].append(shown.latency)
            choices = action_choices(shown.message)
        if not choices:
            # Not our turn, or the table message has not caught up with our last move yet
            # (edits are coalesced): look again in a moment, as a person would.
            waits += 1
            if waits > 400:
                break
            await asyncio.sleep(0.25)
            continue
        waits = 0
        acted_at = version
        if think > 0:  # a person reads the hand before choosing
            await asyncio.sleep(rng.uniform(0, 2 * think))
        choice = rng.choice(choices)
        kind, comp, _ = choice
        if kind == "click":
            r = await fake.click(user, shown.message, custom_id=comp["custom_id"])
        else:
            r = await fake.select(
                user, shown.message, custom_id=comp["custom_id"], values=pick(choice, rng)
            )
        lat["move"].append(r.latency)
        done += 1
    return done


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


async def service_memory(n: int, db: Path) -> float:
    """Bytes per started table held by the service and the engines (tracemalloc)."""
    store = await Store.open(db)
    svc = TableService(store, ServiceConfig(computer_pause=0))
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for i in range(n):
        game = GAMES[i % 4]
        t = await svc.create(guild_id=1, channel_id=2, host_id=10 + i, host_name="p", game=game)
        await svc.join(t.id, 100000 + i, "q")
        while any(s.empty for s in t.seats):
            await svc.add_computer(t.id, 10 + i)
        await svc.start(t.id, 10 + i)
    await asyncio.gather(*(svc.idle(tid) for tid in list(svc.tables)))
    gc.collect()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    stats = after.compare_to(before, "filename")
    grown = sum(s.size_diff for s in stats if s.size_diff > 0)
    await svc.close()
    await store.close()
    return grown / n


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--moves", type=int, default=40, help="moves by people per table")
    ap.add_argument("--db", type=Path, default=None, help="folder for the database (disk)")
    ap.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean seconds a person takes to choose (0: flat out)",
    )
    ap.add_argument("--edit-interval", type=float, default=1.0, help="EDIT_INTERVAL setting")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="cardroom-bench-", dir=args.db))
    lat: dict[str, list[float]] = {"show": [], "move": []}
    async with FakeDiscord() as fake:
        channel = fake.add_text_channel(fake.guild, "cards")
        people = [fake.add_member(fake.guild, f"p{i}") for i in range(2 * args.tables)]
        bot = make_bot(folder / "cardroom.db", edit_interval=args.edit_interval)
        await fake.start(bot, sync=True)
        rss0 = rss_mb()
        t0 = time.perf_counter()
        threads = []
        for i in range(args.tables):
            a, b = people[2 * i], people[2 * i + 1]
            threads.append(await open_table(fake, channel, GAMES[i % 4], a, b))
        await fake.settle()
        setup = time.perf_counter() - t0
        rss1 = rss_mb()
        commits0, inter0 = bot.store.commits, len(fake.interactions)
        t1 = time.perf_counter()
        # The fake's settle() checks "every interaction answered" right after its drain; with
        # hundreds of users clicking at once another user's click can land in between and be
        # reported before the bot had a chance.  So the check is done here, once, at the end.
        with fake.allow_unanswered():
            done = await asyncio.gather(
                *(
                    drive(
                        fake,
                        th,
                        people[2 * i : 2 * i + 2],
                        args.moves,
                        random.Random(i),
                        lat,
                        args.think,
                    )
                    for i, th in enumerate(threads)
                )
            )
            await fake.settle()
        unanswered = [i for i in fake.interactions if i.acked_at is None]
        assert not unanswered, f"{len(unanswered)} interactions were never answered"
        play = time.perf_counter() - t1
        interactions = len(fake.interactions) - inter0
        commits = bot.store.commits - commits0
        rss2 = rss_mb()
        total_actions = 0
        for t in bot.service.tables.values():
            total_actions += len(await bot.store.actions(t.id))
        await fake.stop()
    per_table = await service_memory(args.tables, folder / "memory.db")
    moves = sum(done)
    print(
        f"tables: {args.tables} concurrent ({', '.join(GAMES)}), 2 people each, computers; "
        f"think time {args.think} s mean, EDIT_INTERVAL {args.edit_interval} s"
    )
    print(f"setup (create, join, add computers, start): {setup:.1f} s")
    print(
        f"play: {interactions} interactions ({moves} moves by people, plus Show hand) in "
        f"{play:.1f} s = {interactions / play:.0f} interactions/s"
    )
    for name, values in (("move", lat["move"]), ("show hand", lat["show"])):
        vals = [v for v in values if v is not None]
        if vals:
            print(
                f"latency interaction -> answer, {name}: p50 {pct(vals, 0.5):.1f} ms, "
                f"p99 {pct(vals, 0.99):.1f} ms, max {max(vals) * 1000:.1f} ms "
                f"(mean {statistics.mean(vals) * 1000:.1f} ms, n={len(vals)})"
            )
    print(f"commits: {commits} for the play phase (group commit, synchronous=FULL, WAL)")
    print(f"actions stored in open tables' records: {total_actions}")
    print(
        f"memory: service + engines {per_table / 1024:.1f} KiB per started table (tracemalloc); "
        f"process RSS {rss0:.0f} -> {rss1:.0f} -> {rss2:.0f} MiB "
        f"({(rss1 - rss0) * 1024 / args.tables:.0f} KiB per table incl. the fake's stored messages)"
    )


if __name__ == "__main__":
    asyncio.run(main())
