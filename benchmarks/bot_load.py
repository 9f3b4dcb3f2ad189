"""Load benchmark of the Discord layer: many concurrent tables through the in-process fake.

    python benchmarks/bot_load.py [--tables 200] [--moves 40] [--db DIR] [--level strong]
                                  [--processes N]

Each table gets two simulated people (who click Show hand and then one of the moves it offers)
and computer players in the other seats; the games rotate over Spades, Twenty-Nine, Schmier and
Tonk.  Reported: interactions per second while all tables play at once, the latency from an
interaction to its answer (Discord's "acknowledged", which for a move comes after the move is
committed to SQLite with synchronous=FULL), the moves per commit of the group-committing writer,
how late the event loop ran (a 10 ms ticker) and the garbage collector's pauses, the computers'
decisions (where they ran, how long they waited for a worker process), the load average, and
memory per table.  Not a test: it prints numbers.

The fake and the simulated people share the bot's process and event loop, so the numbers are an
upper bound of what the bot alone costs.  Three things keep them honest about the bot: people do
not wait for other tables' computers (``people_do_not_wait_for_other_tables``), they poll the
table message with jitter rather than in lockstep, and the fake's stored history is kept out of
the garbage collector's full passes (``freeze_fake_history``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
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

from bot.bot import intents  # noqa: E402
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


def load_average() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg()) + f" on {os.cpu_count()} cores"
    except OSError:  # pragma: no cover - not on Linux
        return "n/a"


class GcPauses:
    """Pauses of the garbage collector (``gc.callbacks``), by generation."""

    def __init__(self) -> None:
        self.started = 0.0
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self.started = time.perf_counter()
        else:
            self.pauses[info["generation"]].append(time.perf_counter() - self.started)

    def summary(self) -> str:
        return ", ".join(
            f"gen{g} {len(v)}x max {max(v) * 1000:.0f} ms" for g, v in self.pauses.items() if v
        )


async def freeze_fake_history(every: float, stop: asyncio.Event) -> None:
    """Every ``every`` seconds, move everything alive into the collector's permanent generation.

    The fake keeps every message, request and interaction of the run in this process (hundreds
    of KiB per table, against the bot's ~10 KiB): at 200 tables the collector's full passes over
    that history take seconds on a loaded machine and stall the event loop past Discord's 3 s
    limit.  A real bot has no such heap, so the benchmark keeps it out of the collector's way.
    (The bot's own garbage created between two freezes is still collected.)
    """
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)
        gc.freeze()


async def loop_lag(samples: list[float], stop: asyncio.Event, period: float = 0.01) -> None:
    """How late a 10 ms ticker wakes up: the time the event loop was busy with something."""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        due = loop.time() + period
        await asyncio.sleep(period)
        samples.append(max(0.0, loop.time() - due))


async def open_table(fake: Any, channel: Any, game: str, a: Any, b: Any, level: str | None) -> Any:
    await fake.slash(a, channel, "table create", game=game)
    thread = fake.threads(channel)[-1]
    lobby = table_message(fake, thread)
    if level is not None:
        sel = next(
            c
            for row in lobby["components"]
            for c in row["components"]
            if c.get("custom_id", "").startswith("cr:level:")
        )
        await fake.select(a, lobby, custom_id=sel["custom_id"], values=[level])
    seat_menu = next(
        c
        for row in lobby["components"]
        for c in row["components"]
        if c.get("custom_id", "").startswith("cr:seat:")
    )
    free = sum(1 for o in seat_menu["options"] if o["label"].endswith("free"))
    await fake.click(b, lobby, label="Join")
    for _ in range(free - 1):
        await fake.click(a, lobby, label="Add computer")
    await fake.click(a, lobby, label="Start")
    return thread


def people_do_not_wait_for_other_tables(service: TableService) -> None:
    """Name the computers' tasks so that the fake's ``settle()`` does not wait for them.

    Every ``fake.click`` returns only after ``settle()``, which waits for all ``cardroom:`` tasks
    of all tables.  With strong computers (which queue for a worker process) that is rarely
    soon, so simulated people everywhere would be held until every computer of every table is
    idle, then released together in a burst that queues each click behind dozens of others.  Real
    people wait for nothing of the sort.  (Tests want the waiting: there it stays.)
    """
    spawn = service._spawn

    def spawn_unwaited(kind: str, t: Any, coro: Any, *, prefix: str) -> None:
        spawn(kind, t, coro, prefix="bench-computer" if kind == "ai" else prefix)

    service._spawn = spawn_unwaited  # type: ignore[method-assign]


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
            # About 4 Hz, with jitter: people do not poll in lockstep (a fixed period keeps all
            # of them waking in the same loop iteration, and every click queues behind them).
            await asyncio.sleep(rng.uniform(0.15, 0.35))
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
    svc = TableService(store, ServiceConfig(computer_pause=0, computer_processes=0))
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for i in range(n):
        game = GAMES[i % 4]
        t = await svc.create(guild_id=1, channel_id=2, host_id=10 + i, host_name="p", game=game)
        await svc.join(t.id, 100000 + i, "q")
        while any(s.empty for s in t.seats):
            await svc.add_computer(t.id, 10 + i)
        await svc.set_level(t.id, 10 + i, "random")  # memory, not thinking
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
    ap.add_argument(
        "--level",
        choices=("random", "basic", "strong"),
        default=None,
        help="computer level chosen in each lobby (default: the bot's default, strong)",
    )
    ap.add_argument(
        "--processes",
        type=int,
        default=None,
        help="COMPUTER_PROCESSES (default: the bot's default; 0: strong in a thread)",
    )
    ap.add_argument(
        "--computer-pause", type=float, default=0.0, help="COMPUTER_PAUSE setting (default 0)"
    )
    ap.add_argument(
        "--gc-freeze-every",
        type=float,
        default=5.0,
        help="seconds between gc.freeze() calls that keep the fake's stored history out of the "
        "garbage collector's full passes (0: never; see freeze_fake_history)",
    )
    args = ap.parse_args()
    load_before = load_average()
    folder = Path(tempfile.mkdtemp(prefix="cardroom-bench-", dir=args.db))
    lat: dict[str, list[float]] = {"show": [], "move": []}
    # The bot asks for no message events, so Discord sends none: the fake is told the same.
    async with FakeDiscord(message_events=intents().guild_messages) as fake:
        channel = fake.add_text_channel(fake.guild, "cards")
        people = [fake.add_member(fake.guild, f"p{i}") for i in range(2 * args.tables)]
        bot = make_bot(
            folder / "cardroom.db",
            edit_interval=args.edit_interval,
            computer_processes=args.processes,
            computer_pause=args.computer_pause,
        )
        await fake.start(bot, sync=True)
        people_do_not_wait_for_other_tables(bot.service)
        gc.freeze()  # as ``python -m bot`` does once the bot is built
        rss0 = rss_mb()
        t0 = time.perf_counter()
        threads = []
        for i in range(args.tables):
            a, b = people[2 * i], people[2 * i + 1]
            threads.append(await open_table(fake, channel, GAMES[i % 4], a, b, args.level))
        await fake.settle()
        setup = time.perf_counter() - t0
        rss1 = rss_mb()
        computers = bot.service.computers
        commits0, inter0 = bot.store.commits, len(fake.interactions)
        counts0, waits0 = dict(computers.counts), len(computers.waits)
        lags: list[float] = []
        stop_lag = asyncio.Event()
        lag_task = asyncio.create_task(loop_lag(lags, stop_lag), name="bench-loop-lag")
        freezer = None
        if args.gc_freeze_every > 0:
            freezer = asyncio.create_task(
                freeze_fake_history(args.gc_freeze_every, stop_lag), name="bench-gc-freeze"
            )
        pauses = GcPauses()
        gc.callbacks.append(pauses)
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
        play = time.perf_counter() - t1
        load_after = load_average()
        stop_lag.set()
        await lag_task
        if freezer is not None:
            await freezer
        gc.callbacks.remove(pauses)
        unanswered = [i for i in fake.interactions if i.acked_at is None]
        assert not unanswered, f"{len(unanswered)} interactions were never answered"
        decisions = {k: v - counts0.get(k, 0) for k, v in computers.counts.items()}
        waits = computers.waits[waits0:]
        interactions = len(fake.interactions) - inter0
        commits = bot.store.commits - commits0
        rss2 = rss_mb()
        total_actions = 0
        for t in bot.service.tables.values():
            total_actions += len(await bot.store.actions(t.id))
        await fake.stop()
    per_table = await service_memory(args.tables, folder / "memory.db")
    moves = sum(done)
    level = args.level or "strong (default)"
    procs = "default" if args.processes is None else args.processes
    print(
        f"tables: {args.tables} concurrent ({', '.join(GAMES)}), 2 people each, computers at "
        f"{level} (COMPUTER_PROCESSES {procs}, COMPUTER_PAUSE {args.computer_pause} s); "
        f"think time {args.think} s mean, EDIT_INTERVAL {args.edit_interval} s; "
        f"gc.freeze() every {args.gc_freeze_every} s"
    )
    print(f"load average: {load_before} before, {load_after} at the end of play")
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
    if lags:
        print(
            f"event loop lag (10 ms ticker): p50 {pct(lags, 0.5):.1f} ms, "
            f"p99 {pct(lags, 0.99):.1f} ms, max {max(lags) * 1000:.1f} ms; "
            f"garbage collector: {pauses.summary()}"
        )
    total = sum(decisions.values())
    where = ", ".join(f"{k} {v}" for k, v in sorted(decisions.items()) if v) or "none"
    line = f"computer decisions: {total} ({total / play:.1f}/s; {where})"
    if waits:
        line += f"; wait for a worker p50 {pct(waits, 0.5):.0f} ms, p99 {pct(waits, 0.99):.0f} ms"
    print(line)
    print(f"actions stored in open tables' records: {total_actions}")
    print(
        f"memory: service + engines {per_table / 1024:.1f} KiB per started table (tracemalloc); "
        f"process RSS {rss0:.0f} -> {rss1:.0f} -> {rss2:.0f} MiB "
        f"({(rss1 - rss0) * 1024 / args.tables:.0f} KiB per table incl. the fake's stored messages)"
    )


if __name__ == "__main__":
    asyncio.run(main())
