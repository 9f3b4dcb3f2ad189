"""Load benchmark of the Discord layer: many concurrent tables through the in-process fake.

    python benchmarks/bot_load.py [--tables 200] [--moves 40] [--db DIR] [--level strong]
                                  [--processes N] [--think 1.0] [--glance 3.0] [--ramp 10]
                                  [--postgres | --database-url postgresql://...]
                                  [--stores sqlite,postgresql]

The store is SQLite (a file in ``--db``) unless ``--postgres`` (a throwaway PostgreSQL server
started as the tests' ``tests/pgserver.py`` does, but flushing its commits as a real one does)
or ``--database-url`` (an empty database of a running server) says PostgreSQL; the line
``store:`` gives the move p99 and the commits per second of the play phase on either.
``--stores sqlite,postgresql`` plays the same load on each in turn, in one run (PostgreSQL: a
``--database-url``'s empty database, else a throwaway server's with fsync on), and ends
with the stores side by side: the move p99, the actions committed a second (the people's and
the computers' moves), the changes (the writer's callers) and the commits (transactions: the
writer puts the changes that arrive together in one) a second.

Each table gets two simulated people and computer players in the other seats; the games rotate
over Spades, Twenty-Nine, Schmier and Tonk.  A person learns that it is their turn as a person
does: from their hand message, which follows the table while it is live (the fake tells when a
message is edited), from the bot's turn ping (a Discord notification: the fake tells who a new
message notifies), or from a look at the table message every few seconds (``--glance``); then
clicks Show hand if their hand does not offer the move, thinks (``--think``) and does one of the
moves offered, and goes on from the answer while it offers more.  Reported: interactions per
second while all tables play, the latency from an interaction to its answer (Discord's
"acknowledged", which for a move comes after the move is committed to SQLite with
synchronous=FULL), commits, the REST calls per move by kind (table edits, pings, ping deletions,
posts; hand edits apart: ``rest_kind``), how late the event loop ran (a 10 ms ticker), the
garbage collector's pauses, how the event loop's time splits between the bot, the fake and the
people, the computers' decisions (their wait for a worker, and how many a busy pool made think
shorter, by step), the load average, and memory per table; last, a one-line summary for a table.
Not a test: it prints numbers.

The fake and the simulated people share the bot's process and event loop.  What keeps the
numbers about the bot:

- a click returns at the bot's answer (``fake.click(..., settle=False)``): people never wait
  for the rest of the bot (other tables' computers, renders, commits).  Waiting for all of it,
  as tests do, released every person at the same instant and measured the queue they formed;
- people act on pings rather than polling the table message four times a second, and tables
  start over ``--ramp`` seconds rather than in the same instant;
- the loop's time is split (``LoopAccount``): the fake's server work (in production: Discord's)
  and the people's are reported beside the bot's, not hidden in it.  The latency itself is not
  corrected: the fake's work still delays the bot's answers, so the figures stay an upper bound;
- the fake's stored history (hundreds of KiB per table, against the bot's ~10) is frozen out of
  the garbage collector every second (``freeze_fake_history``); the bot's own full-collection
  pause is measured apart, over its tables alone (``service_memory``).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import gc
import os
import random
import re
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.bot import intents, prepare_process  # noqa: E402
from bot.db import Store  # noqa: E402
from bot.tables.service import ServiceConfig, TableService  # noqa: E402
from tests.bot.harness import action_choices, make_bot, pick, said  # noqa: E402
from tests.bot.leaks import STATE_RE  # noqa: E402
from tests.bot.players import table_message  # noqa: E402
from tests.fakediscord import FakeDiscord  # noqa: E402

GAMES = ("spades", "twentynine", "schmier", "tonk")

SETTLE = 900.0
"""Loop seconds the fake may take to settle after set-up and after play: at 1,000 tables the
table edits still due drain at the request budget (40 a second), which took more than the
30 s a test allows (the 1,000-table run of 2026-12-04 died there, its figures unprinted)."""

STEPS = ("full", "reduced", "minimal", "basic")
"""The steps a busy pool gives strong decisions (``bot.computer_load.STEPS``; repeated here so
that the benchmark also runs against a commit from before them)."""


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def reference_ms(n: int = 2_000_000) -> float:
    """Milliseconds of a fixed pure-Python loop: how fast the machine runs Python now (a
    machine shared with others varies from run to run; the run's figures are read beside it)."""
    t0 = time.perf_counter()
    total = 0
    for i in range(n):
        total += i * i
    return (time.perf_counter() - t0) * 1000


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
    that history take hundreds of milliseconds and stall the event loop.  A real bot has no
    such heap, so the benchmark keeps it out of the collector's way.  (The bot's own garbage
    created between two freezes is still collected; its full-pass cost is measured apart.)
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
    # Not settling: that waits for the computers of every table opened before (each pauses
    # COMPUTER_PAUSE before its move), a second or more per table at a few hundred tables.
    opened = len(fake.threads(channel))
    await fake.slash(a, channel, "table create", game=game, settle=False)
    for _ in range(3000):  # the lobby is posted after the answer
        if len(fake.threads(channel)) > opened and fake.messages(fake.threads(channel)[-1]):
            break
        await asyncio.sleep(0.01)
    thread = fake.threads(channel)[-1]
    lobby = table_message(fake, thread)
    if level is not None:
        sel = next(
            c
            for row in lobby["components"]
            for c in row["components"]
            if c.get("custom_id", "").startswith("cr:level:")
        )
        await fake.select(a, lobby, custom_id=sel["custom_id"], values=[level], settle=False)
    seat_menu = next(
        c
        for row in lobby["components"]
        for c in row["components"]
        if c.get("custom_id", "").startswith("cr:seat:")
    )
    free = sum(1 for o in seat_menu["options"] if o["label"].endswith("free"))
    # Each click returns at its answer, without waiting for the rest of the bot (the lobby's
    # coalesced edit, EDIT_INTERVAL; the started table's computers and their COMPUTER_PAUSE):
    # settling on each opened the tables more than a second apiece.  The lobby's buttons stay.
    await fake.click(b, lobby, label="Join", settle=False)
    for _ in range(free - 1):
        await fake.click(a, lobby, label="Add computer", settle=False)
    started = await fake.click(a, lobby, label="Start", settle=False)
    assert "game is on" in (said(started) or ""), said(started)
    return thread


class Person:
    """One simulated person: told of a turn by the bot's ping (a Discord notification), as a
    person is, by their hand message that follows the table (a live hand, issue "One click per
    move": it shows their turn by itself), or by a look at the table message now and then."""

    def __init__(self, user: Any, watched: dict[str, Person]) -> None:
        self.user = user
        self.pinged = asyncio.Event()
        self._hand: dict[str, Any] | None = None
        self.watched = watched
        """Every person by the id of the hand message they watch (``on_edit`` wakes them)."""
        self.wake: Callable[[], None] = lambda: None
        """Wakes the person's table (set by ``drive``)."""

    @property
    def hand(self) -> dict[str, Any] | None:
        """Their latest hand message (the fake's stored dict: edits land in it)."""
        return self._hand

    @hand.setter
    def hand(self, message: dict[str, Any] | None) -> None:
        if self._hand is not None:
            self.watched.pop(self._hand["id"], None)
        self._hand = message
        if message is not None:
            self.watched[message["id"]] = self

    def offered(self) -> list[Any]:
        """What their hand message offers now (nothing if none, or not their turn)."""
        return action_choices(self.hand) if self.hand is not None else []


async def drive(
    fake: Any,
    thread: Any,
    people: list[Person],
    moves: int,
    rng: random.Random,
    lat: dict[str, list[float]],
    think: float,
    glance: float,
    ramp: float,
) -> int:
    """One table's people: whoever's hand offers a move acts on it; whoever is pinged (or seen
    named on the table message) opens the hand first (Show hand); then thinks, and does what it
    offers until it offers nothing more.

    Clicks return at the bot's answer (``settle=False``): nobody waits for the rest of the bot
    (other tables' computers, renders, commits), exactly like people in front of Discord.
    """
    done = 0
    acted_at = -1
    last_act = time.perf_counter()
    woken = asyncio.Event()

    def wake() -> None:
        woken.set()

    for p in people:
        p.wake = wake

    def ready() -> Person | None:
        return next((p for p in people if p.offered()), None) or next(
            (p for p in people if p.pinged.is_set()), None
        )

    # Tables are not all opened in the same second: their people start within ``ramp``.
    await asyncio.sleep(rng.uniform(0, ramp))
    while done < moves and not thread.archived:
        if ready() is None:
            woken.clear()
            with contextlib.suppress(TimeoutError):
                # No ping and no hand showing a turn yet: look at the table now and then (a
                # ping can be late when the bot is at Discord's request budget, and a person
                # glances at the screen anyway).
                await asyncio.wait_for(woken.wait(), rng.uniform(0.5, 1.5) * glance)
        msg = table_message(fake, thread)
        person = ready()
        if person is None:
            content = msg.get("content") or ""
            embeds = msg.get("embeds") or [{}]
            state = STATE_RE.search((embeds[0].get("footer") or {}).get("text", ""))
            version = int(state.group(1)) if state else -1
            person = next((p for p in people if f"<@{p.user.id}>" in content), None)
            if person is None or version <= acted_at:
                if time.perf_counter() - last_act > 120:
                    break  # stalled: the end-of-run check reports what is unanswered
                continue
            acted_at = version
        person.pinged.clear()
        if not person.offered():
            shown = await fake.click(person.user, msg, label="Show hand", settle=False)
            lat["show"].append(shown.latency)
            person.hand = shown.message
        while person.offered() and done < moves and not thread.archived:
            if think > 0:  # a person reads the hand before choosing
                await asyncio.sleep(rng.uniform(0, 2 * think))
            # Read again after thinking: the hand followed the table meanwhile.
            hand, choices = person.hand, person.offered()
            if hand is None or not choices:
                break
            choice = rng.choice(choices)
            kind, comp, _ = choice
            if kind == "click":
                r = await fake.click(person.user, hand, custom_id=comp["custom_id"], settle=False)
            else:
                r = await fake.select(
                    person.user,
                    hand,
                    custom_id=comp["custom_id"],
                    values=pick(choice, rng),
                    settle=False,
                )
            lat["move"].append(r.latency)
            done += 1
            last_act = time.perf_counter()
            # The answer is the same hand, now after the move: more to do (a Tonk discard after
            # the draw) or nothing until it follows the table to the person's next turn.  A
            # refusal (a new message) leaves them to the ping or the table message.
            person.hand = r.message if r.type == 7 else None
    return done


class LoopAccount:
    """Event-loop time by whose work it was: the bot (its tasks, discord.py, parsing the
    events it receives), the fake Discord server (routing, checking and storing each request,
    building each interaction: in production that is Discord's side), the simulated people, and
    the benchmark's own probes.  Kept with a stack of sections inside each loop callback."""

    def __init__(self) -> None:
        self.totals: dict[str, float] = {"bot": 0.0, "fake": 0.0, "people": 0.0, "bench": 0.0}
        self.stack: list[list[Any]] = []
        self._undo: list[tuple[Any, str, Any]] = []

    def _enter(self, cat: str) -> None:
        now = time.perf_counter()
        if self.stack:
            top = self.stack[-1]
            self.totals[top[0]] += now - top[1]
        self.stack.append([cat, now])

    def _exit(self) -> None:
        now = time.perf_counter()
        cat, started = self.stack.pop()
        self.totals[cat] += now - started
        if self.stack:
            self.stack[-1][1] = now

    @staticmethod
    def _category(handle: Any) -> str:
        task = getattr(handle._callback, "__self__", None)
        if isinstance(task, asyncio.Task):
            name = task.get_name()
            if name.startswith("bench-"):
                return "bench" if name.startswith(("bench-loop", "bench-gc")) else "bot"
            code = getattr(task.get_coro(), "cr_code", None)
            if code is not None and code.co_name in ("drive", "main"):
                return "people"
        return "bot"

    def _wrap(self, owner: Any, name: str, cat: str) -> None:
        original = getattr(owner, name)
        account = self

        def section(*args: Any, **kwargs: Any) -> Any:
            account._enter(cat)
            try:
                return original(*args, **kwargs)
            finally:
                account._exit()

        setattr(owner, name, section)
        self._undo.append((owner, name, original))

    def install(self) -> None:
        from tests.fakediscord import _patch
        from tests.fakediscord.fake import FakeDiscord as Fake
        from tests.fakediscord.server import FakeServer

        account = self
        run = asyncio.events.Handle._run

        def _run(handle: Any) -> None:
            account._enter(account._category(handle))
            try:
                run(handle)
            finally:
                account._exit()

        asyncio.events.Handle._run = _run  # type: ignore[method-assign]
        self._undo.append((asyncio.events.Handle, "_run", run))
        for owner, name in (
            (FakeServer, "new_interaction"),
            (Fake, "_transport"),
            (_patch, "decode_body"),
            (_patch, "split_url"),
            (_patch.FakeResponse, "__init__"),
        ):
            self._wrap(owner, name, "fake")
        self._wrap(Fake, "_feed", "bot")  # discord.py parsing the event: the bot's own work

    def uninstall(self) -> None:
        for owner, name, original in reversed(self._undo):
            setattr(owner, name, original)
        self._undo.clear()

    def summary(self, wall: float) -> str:
        busy = sum(self.totals.values())
        parts = ", ".join(
            f"{k} {v:.1f} s ({100 * v / wall:.0f}%)" for k, v in self.totals.items() if v
        )
        return f"busy {busy:.1f} s of {wall:.1f} s: {parts}"


REST_KINDS = (
    "table edits",
    "pings posted",
    "ping deletions",
    "bulk deletions",
    "other posts",
    "other calls",
    "hand edits",
)
"""What ``rest_kind`` sorts a request into; the first six are budgeted (Discord's 50/s), the hand
edits are not (an interaction token's webhook is outside the global limit)."""
SUMMARY_KINDS = ("table edits", "pings posted", "ping deletions", "other posts")
"""The kinds of REST call in the summary line."""
_MESSAGE = re.compile(r"/channels/\d+/messages/\d+")
_WEBHOOK_EDIT = re.compile(r"/webhooks/\d+/[^/]+/messages/")


def rest_kind(r: Any) -> str | None:
    """A request the fake recorded (``fake.requests``), by kind; None for an interaction's answer
    (its callback, and its follow-ups: answers are not budgeted by Discord) and the bot's start.
    A post that lets a mention through (``allowed_mentions.users``) is a ping (the turn ping and
    the half-time reminder): no other post notifies anyone."""
    path, method = r.path, r.method
    if path.startswith("/channels/"):
        if method == "PATCH" and _MESSAGE.fullmatch(path):
            return "table edits"
        if method == "DELETE" and _MESSAGE.fullmatch(path):
            return "ping deletions"
        if method == "POST" and path.endswith("/messages/bulk-delete"):
            return "bulk deletions"
        if method == "POST" and path.endswith("/messages"):
            allowed = (r.json or {}).get("allowed_mentions") or {}
            return "pings posted" if allowed.get("users") else "other posts"
        return "other calls"
    if method == "PATCH" and _WEBHOOK_EDIT.match(path):
        return "hand edits"
    return None


def count_changes(store: Any) -> list[int]:
    """Count the changes committed from now on (each is one caller's ``write``: a move, a
    table's end, a digest; the writer commits those that arrive together in one transaction),
    as both stores' writers hand them back (``GroupWriter._settle``, a batch at a time).
    Returns the one-item list the count is kept in."""
    count = [0]
    writer = store._writer
    settle = writer._settle

    def counted(batch: list[Any], outcomes: list[Any]) -> None:
        count[0] += len(batch)
        settle(batch, outcomes)

    writer._settle = counted
    return count


async def count_actions(store: Any) -> int:
    """Actions stored so far (every move, by people and by computers)."""
    rows = await store.fetch("SELECT COUNT(*) FROM actions")
    return int(rows[0][0])


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


async def service_memory(n: int, db: Path) -> tuple[float, float, int]:
    """Bytes per started table held by the service and the engines (tracemalloc), and how long
    one full pass of the garbage collector over them takes (seconds; with everything older,
    the fake's history included, frozen first), with the number of objects it tracks.

    The play phase freezes everything alive every second (``freeze_fake_history``), the bot's
    objects with the fake's, so its full passes would not show; this is the bot's own bound.
    """
    store = await Store.open(db)
    svc = TableService(store, ServiceConfig(computer_pause=0, computer_processes=0))

    async def start(i: int) -> None:
        game = GAMES[i % 4]
        t = await svc.create(guild_id=1, channel_id=2, host_id=10 + i, host_name="p", game=game)
        await svc.join(t.id, 100000 + i, "q")
        while any(s.empty for s in t.seats):
            await svc.add_computer(t.id, 10 + i)
        await svc.set_level(t.id, 10 + i, "random")  # memory, not thinking
        await svc.start(t.id, 10 + i)

    # One table of each game first, outside the count: what the first table of a game builds
    # once (its modules' tables, SQLite's statement cache) is not a table's own memory.
    for i in range(len(GAMES)):
        await start(n + i)
    await asyncio.gather(*(svc.idle(tid) for tid in list(svc.tables)))
    gc.collect()
    gc.freeze()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for i in range(n):
        await start(i)
    await asyncio.gather(*(svc.idle(tid) for tid in list(svc.tables)))
    gc.collect()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    stats = after.compare_to(before, "filename")
    grown = sum(s.size_diff for s in stats if s.size_diff > 0)
    objects = len(gc.get_objects())
    started = time.perf_counter()
    gc.collect()
    full = time.perf_counter() - started
    await svc.close()
    await store.close()
    return grown / n, full, objects


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
        "--glance",
        type=float,
        default=3.0,
        help="mean seconds between a person's looks at the table message when not pinged",
    )
    ap.add_argument(
        "--ramp",
        type=float,
        default=10.0,
        help="seconds over which the tables' people start playing (0: all at once)",
    )
    ap.add_argument(
        "--no-account",
        action="store_true",
        help="do not split the event loop's time between bot, fake and people",
    )
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
        default=1.0,
        help="seconds between gc.freeze() calls that keep the fake's stored history out of the "
        "garbage collector's full passes (0: never; see freeze_fake_history)",
    )
    ap.add_argument(
        "--database-url",
        default=None,
        help="play on this empty PostgreSQL database (postgresql://...) instead of SQLite",
    )
    ap.add_argument(
        "--postgres",
        action="store_true",
        help="play on a throwaway PostgreSQL server (fsync on; Debian's postgresql package)",
    )
    ap.add_argument(
        "--stores",
        default=None,
        help="play the same load on each of these stores in turn (a comma list of sqlite and "
        "postgresql) and compare them at the end",
    )
    args = ap.parse_args()
    stores = parse_stores(ap, args.stores)
    if stores is not None and args.postgres:
        ap.error("--stores names the stores: leave out --postgres")
    server = None
    try:
        if stores is None:
            if args.postgres and args.database_url is None:
                server = throwaway_server()
                args.database_url = await new_database(server)
            await play(args)
            return
        outside = args.database_url  # PostgreSQL's empty database, if given
        results = []
        for i, store in enumerate(stores):
            if store == "sqlite":
                args.database_url = None
            elif outside is not None:
                args.database_url = outside
            else:
                server = throwaway_server()
                args.database_url = await new_database(server)
            print(f"===== {store} =====", flush=True)
            results.append(await play(args, memory=i == 0))
        print_stores(results)
    finally:
        if server is not None:
            server.stop()


STORES = ("sqlite", "postgresql")


def parse_stores(ap: argparse.ArgumentParser, value: str | None) -> list[str] | None:
    """``--stores``: the stores to play on, in that order (an error names the unknown one)."""
    if value is None:
        return None
    names = [v.strip().lower() for v in value.split(",") if v.strip()]
    unknown = [n for n in names if n not in STORES]
    if unknown or not names or len(set(names)) != len(names):
        ap.error(
            f"--stores takes {' and '.join(STORES)}, comma-separated, each once: not {value!r}"
        )
    return names


def throwaway_server() -> Any:
    """A PostgreSQL server for this run only, flushing its commits as a real one does."""
    from tests import pgserver

    os.environ.setdefault(pgserver.VARIABLE, "1")
    return pgserver.Server.start(fsync=True)


async def new_database(server: Any) -> str:
    """A new empty database of the throwaway ``server``."""
    from tests import pgserver

    return await pgserver.new_database(server)


def print_stores(results: list[dict[str, Any]]) -> None:
    """The stores side by side: the same load, one run after the other."""
    print("stores side by side (the same load, one after the other):")
    print("| store | move p99 | actions committed/s | changes/s | commits/s | changes per commit |")
    print("|---|---|---|---|---|---|")
    for r in results:
        play_s = r["play"]
        print(
            f"| {r['store']} | {r['move_p99']:.0f} ms | {r['actions'] / play_s:.1f} | "
            f"{r['changes'] / play_s:.1f} | {r['commits'] / play_s:.1f} | "
            f"{r['changes'] / max(1, r['commits']):.1f} |"
        )


async def play(args: argparse.Namespace, *, memory: bool = True) -> dict[str, Any]:
    """Play the load once on ``args``' store and print its figures; return the store's
    (``print_stores``).  ``memory``: also measure the service's memory per table (on SQLite,
    whatever the store: it is the same on both)."""
    load_before = load_average()
    reference_before = min(reference_ms() for _ in range(3))
    folder = Path(tempfile.mkdtemp(prefix="cardroom-bench-", dir=args.db))
    lat: dict[str, list[float]] = {"show": [], "move": []}
    # The bot asks for no message events, so Discord sends none: the fake is told the same.
    async with FakeDiscord(message_events=intents().guild_messages) as fake:
        channel = fake.add_text_channel(fake.guild, "cards")
        people = [fake.add_member(fake.guild, f"p{i}") for i in range(2 * args.tables)]
        bot = make_bot(
            args.database_url or folder / "cardroom.db",
            edit_interval=args.edit_interval,
            computer_processes=args.processes,
            computer_pause=args.computer_pause,
            max_tables_per_server=0,  # every table in one server
        )
        await fake.start(bot, sync=True)
        prepare_process()  # as ``python -m bot`` does once the bot is built
        hands: dict[str, Person] = {}
        persons = [Person(u, hands) for u in people]
        by_id = {p.user.id: p for p in persons}

        def notified(user: Any, message: dict[str, Any]) -> None:
            p = by_id.get(user.id)
            if p is not None:
                p.pinged.set()
                p.wake()

        fake.on_notification(notified)

        def edited(message: dict[str, Any]) -> None:
            p = hands.get(message["id"])
            if p is not None and p.hand is message:
                p.wake()  # their hand followed the table: they see it

        fake.on_edit(edited)
        rss0 = rss_mb()
        t0 = time.perf_counter()
        threads = []
        for i in range(args.tables):
            a, b = people[2 * i], people[2 * i + 1]
            threads.append(await open_table(fake, channel, GAMES[i % 4], a, b, args.level))
        await fake.settle(timeout=SETTLE)
        setup = time.perf_counter() - t0
        rss1 = rss_mb()
        computers = bot.service.computers
        changes = count_changes(bot.store)
        actions0 = await count_actions(bot.store)
        commits0, changes0, inter0 = bot.store.commits, changes[0], len(fake.interactions)
        requests0 = len(fake.requests)
        counts0, waits0 = dict(computers.counts), len(computers.waits)
        live_hands = bot.presenter.hands if bot.presenter is not None else None
        renders0 = getattr(live_hands, "renders", 0)  # an older bot has no count: 0
        # An older bot (a "before" run from an earlier commit) has no steps: all zero.
        load = getattr(computers, "load", None)
        steps0 = collections.Counter(load.steps if load is not None else {})
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
        account = LoopAccount()
        if not args.no_account:
            account.install()
        t1 = time.perf_counter()
        cpu1 = time.thread_time()
        # The fake's settle() checks "every interaction answered" right after its drain; with
        # hundreds of users clicking at once another user's click can land in between and be
        # reported before the bot had a chance.  So the check is done here, once, at the end.
        with fake.allow_unanswered():
            done = await asyncio.gather(
                *(
                    drive(
                        fake,
                        th,
                        persons[2 * i : 2 * i + 2],
                        args.moves,
                        random.Random(i),
                        lat,
                        args.think,
                        args.glance,
                        args.ramp,
                    )
                    for i, th in enumerate(threads)
                )
            )
            # A starved machine answers some clicks late: counted and reported, not a crash.
            await fake.settle(check=False, timeout=SETTLE)
        late = sum("answered after" in problem for problem in fake.failures)
        errors = len(fake.errors)
        fake.failures.clear()
        fake.errors.clear()
        play = time.perf_counter() - t1
        loop_cpu = time.thread_time() - cpu1
        account.uninstall()
        load_after = load_average()
        stop_lag.set()
        await lag_task
        # After the lag ticker stops: the loop it blocks for a few tenths of a second is no lag.
        reference_after = min(reference_ms() for _ in range(3))
        if freezer is not None:
            await freezer
        gc.callbacks.remove(pauses)
        # Never answered: the bot's answer came after Discord's 3 s and was refused (a starved
        # machine); reported with the late ones, not a crash.
        unanswered = sum(1 for i in fake.interactions if i.acked_at is None)
        decisions = {k: v - counts0.get(k, 0) for k, v in computers.counts.items()}
        late_decisions = decisions.pop("late", 0)  # of the process ones: played basic by the worker
        steps = {k: (load.steps[k] if load is not None else 0) - steps0[k] for k in STEPS}
        waits = computers.waits[waits0:]
        slot_waits = getattr(computers, "slot_waits", [])[waits0:]  # an older bot: none
        interactions = len(fake.interactions) - inter0
        rest: collections.Counter[str] = collections.Counter(
            r.method for r in fake.requests[requests0:] if r.path.startswith("/channels/")
        )
        kinds = collections.Counter(rest_kind(r) for r in fake.requests[requests0:])
        bulked = sum(
            len((r.json or {}).get("messages") or ())
            for r in fake.requests[requests0:]
            if rest_kind(r) == "bulk deletions"
        )
        commits = bot.store.commits - commits0
        changed = changes[0] - changes0
        actions_committed = await count_actions(bot.store) - actions0
        rss2 = rss_mb()
        total_actions = 0
        for t in bot.service.tables.values():
            total_actions += len(await bot.store.actions(t.id))
        await fake.stop()
    moved = [v for v in lat["move"] if v is not None]
    per_table = full_gc = 0.0
    gc_objects = 0
    if memory:
        per_table, full_gc, gc_objects = await service_memory(args.tables, folder / "memory.db")
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
    print(
        f"the machine's speed (a fixed Python loop, best of 3): {reference_before:.0f} ms "
        f"before, {reference_after:.0f} ms at the end of play"
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
    print(
        f"answers later than Discord's 3 s: {late}, never answered (too late to be taken): "
        f"{unanswered}; errors logged by the bot during play: {errors}"
    )
    durable = "synchronous_commit=on" if args.database_url else "synchronous=FULL, WAL"
    print(
        f"commits: {commits} for the play phase (group commit, {durable}), holding {changed} "
        f"changes ({changed / max(1, commits):.1f} a commit) and {actions_committed} actions"
    )
    print(
        f"REST calls besides answers (Discord allows 50/s; the bot budgets 40): "
        f"{sum(rest.values()) / play:.1f}/s ("
        + ", ".join(f"{k} {v / play:.1f}/s" for k, v in sorted(rest.items()))
        + "; PATCH: table messages, POST: pings and posts, DELETE: old pings)"
    )
    if moves:
        print(
            "REST calls per move by people: "
            + ", ".join(f"{k} {kinds[k] / moves:.2f}" for k in REST_KINDS)
            + f" (pings deleted in bulk: {bulked / moves:.2f}; computer decisions "
            f"{sum(decisions.values()) / moves:.2f}; hand edits are outside the budget)"
        )
        renders = getattr(live_hands, "renders", 0) - renders0
        print(f"live hands rendered to follow the table: {renders / moves:.2f} per move by people")
    if lags:
        print(
            f"event loop lag (10 ms ticker): p50 {pct(lags, 0.5):.1f} ms, "
            f"p99 {pct(lags, 0.99):.1f} ms, max {max(lags) * 1000:.1f} ms; "
            f"garbage collector: {pauses.summary()}"
        )
    if not args.no_account:
        print(
            f"event loop during play: {account.summary(play)}; its thread's CPU time "
            f"{loop_cpu:.1f} s (busy time beyond it: waiting for a core the machine gave away)"
        )
    total = sum(decisions.values())
    where = ", ".join(f"{k} {v}" for k, v in sorted(decisions.items()) if v) or "none"
    line = (
        f"computer decisions: {total} ({total / play:.1f}/s; {where}; "
        f"late, played basic: {late_decisions})"
    )
    if waits:
        line += (
            f"; wait for a worker p50 {pct(waits, 0.5):.0f} ms, p95 {pct(waits, 0.95):.0f} ms, "
            f"p99 {pct(waits, 0.99):.0f} ms, max {max(waits) * 1000:.0f} ms"
        )
    if slot_waits:
        line += (
            f" (of it, to be handed to the pool: p50 {pct(slot_waits, 0.5):.0f} ms, "
            f"p99 {pct(slot_waits, 0.99):.0f} ms)"
        )
    print(line)
    print(  # the loop thread's own CPU (with the fake's): robust to other processes' load
        f"event loop thread CPU: {loop_cpu * 1000 / max(1, moves + total):.2f} ms per move "
        f"({moves} by people + {total} by computers), "
        f"{loop_cpu * 1000 / max(1, interactions):.2f} ms per interaction by people"
    )
    planned = sum(steps.values())
    if planned:
        print(
            "strong decisions by step (a busy pool thinks shorter: bot.computer_load): "
            + ", ".join(f"{k} {steps[k]} ({100 * steps[k] / planned:.0f}%)" for k in STEPS)
            + f"; thought shorter: {planned - steps[STEPS[0]]} of {planned}"
        )
    print(f"actions stored in open tables' records: {total_actions}")
    if memory:
        print_memory(args, per_table, full_gc, gc_objects, rss0, rss1, rss2)
    store = "PostgreSQL (synchronous_commit=on)" if args.database_url else "SQLite"
    p99 = pct(moved, 0.99) if moved else 0.0
    print(
        f"store: {store} | move p99 {p99:.0f} ms | commits {commits} in {play:.1f} s "
        f"= {commits / play:.1f}/s | actions committed {actions_committed / play:.1f}/s | "
        f"changes {changed / play:.1f}/s"
    )
    per_move = "/".join(f"{kinds[k] / max(1, moves):.2f}" for k in SUMMARY_KINDS)
    print(
        f"summary | {args.tables} tables | move p99 {p99:.0f} ms | "
        f"computer wait p50/p99 {pct(waits, 0.5) if waits else 0:.0f}/"
        f"{pct(waits, 0.99) if waits else 0:.0f} ms | steps "
        + "/".join(str(steps[k]) for k in STEPS)
        + f" ({'/'.join(STEPS)}) | REST per move {per_move} (edits/pings/ping deletions/posts) | "
        + (f"{per_table / 1024:.1f} KiB per table" if memory else "memory: the first run's")
        + f" | late/unanswered {late}/{unanswered}"
    )
    return {
        "store": "PostgreSQL" if args.database_url else "SQLite",
        "move_p99": p99,
        "play": play,
        "commits": commits,
        "changes": changed,
        "actions": actions_committed,
    }


def print_memory(
    args: argparse.Namespace,
    per_table: float,
    full_gc: float,
    gc_objects: int,
    rss0: float,
    rss1: float,
    rss2: float,
) -> None:
    print(
        f"memory: service + engines {per_table / 1024:.1f} KiB per started table (tracemalloc); "
        f"process RSS {rss0:.0f} -> {rss1:.0f} -> {rss2:.0f} MiB "
        f"({(rss1 - rss0) * 1024 / args.tables:.0f} KiB per table incl. the fake's stored messages)"
    )
    print(
        f"garbage collector, the bot alone: a full pass over {args.tables} started tables "
        f"({gc_objects} tracked objects) takes {full_gc * 1000:.1f} ms"
        + (" (measured on SQLite: service_memory)" if args.database_url else "")
    )


if __name__ == "__main__":
    asyncio.run(main())
