"""Where an answer's wait goes: ``bot_load.py`` with timers around the commit path and the loop.

    python benchmarks/loop_probe.py --tables 1000 --moves 10 --computer-pause 1.0

Takes ``bot_load.py``'s arguments, runs it, and before its report prints, for the play phase:

- spans (ms, p50/p90/p99/max) of ``TableService.act`` and of every write of the
  group-committing writer, split into its wait to be committed (enqueued -> resolved) and to be
  resumed after (resolved -> resumed), apart for the writes of answers (``bot.db.writer.
  answering``); each trip to SQLite's thread (``ThreadWriter``: the commits it drains) and
  each commit's own time there; the statements per commit;
- the event loop's iterations (their callbacks' time: the select's wait left out), how many
  took over 50 ms and what those were made of, by coroutine or callback.

It found the live hands' renders filling the loop's iterations at 1,000 tables (issue 15,
docs/operations.md).  Not a test: it prints numbers, and it patches private parts of asyncio
and of the bot, so it is a probe to read, not a figure to compare across versions.
"""

from __future__ import annotations

import asyncio
import asyncio.base_events
import asyncio.events
import collections
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bot_load

from bot.db import store as store_module
from bot.db import writer as writer_module
from bot.tables import service as service_module

LONG = 0.05
"""An iteration this long (seconds of its callbacks) is counted as long."""

spans: dict[str, list[float]] = collections.defaultdict(list)
long_parts: collections.Counter[str] = collections.Counter()
long_counts: collections.Counter[str] = collections.Counter()
iterations: list[float] = []
playing = [False]


def quantiles(xs: list[float], scale: float = 1000.0) -> str:
    s = sorted(xs)
    if not s:
        return "n/a"

    def at(q: float) -> float:
        return s[min(len(s) - 1, int(q * len(s)))] * scale

    top = s[-1] * scale
    return f"n={len(s)} p50 {at(0.5):.1f} p90 {at(0.9):.1f} p99 {at(0.99):.1f} max {top:.0f}"


def install() -> None:
    """Wrap the commit path and the loop's callbacks with timers."""
    act = service_module.TableService.act

    async def timed_act(self: Any, *args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return await act(self, *args, **kwargs)
        finally:
            if playing[0]:
                spans["act"].append(time.perf_counter() - t0)

    service_module.TableService.act = timed_act  # type: ignore[method-assign]

    resolve = writer_module._resolve
    resolved_at: dict[int, float] = {}

    def timed_resolve(fut: asyncio.Future[None], exc: BaseException | None) -> None:
        resolved_at[id(fut)] = time.perf_counter()
        resolve(fut, exc)

    writer_module._resolve = timed_resolve  # type: ignore[assignment]

    async def timed_write(self: writer_module.GroupWriter, ops: list[Any]) -> None:
        # GroupWriter.write, with its future in hand (the same steps).
        if not ops:
            return
        if self.closed:
            raise writer_module.StoreClosed("the database is closed: the bot is stopping")
        t0 = time.perf_counter()
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._enqueue((ops, fut, writer_module.answers()))
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._drain(), name="cardroom:db-writer")
        try:
            await fut
        finally:
            now = time.perf_counter()
            at = resolved_at.pop(id(fut), None)
            if playing[0]:
                tag = " (answer)" if writer_module.answers() else ""
                spans["write" + tag].append(now - t0)
                if at is not None:
                    spans["write: enqueued -> resolved" + tag].append(at - t0)
                    spans["write: resolved -> resumed" + tag].append(now - at)

    writer_module.GroupWriter.write = timed_write  # type: ignore[method-assign]

    drain = writer_module.ThreadWriter._drain_in_thread

    def timed_drain(self: Any, loop: asyncio.AbstractEventLoop) -> None:
        # One trip to SQLite's thread: as many commits as the queue gives (ThreadWriter).
        t0 = time.perf_counter()
        try:
            drain(self, loop)
        finally:
            if playing[0]:
                spans["drain (one trip to the thread: its commits)"].append(
                    time.perf_counter() - t0
                )

    writer_module.ThreadWriter._drain_in_thread = timed_drain  # type: ignore[method-assign]

    in_thread = writer_module.ThreadWriter._commit_in_thread

    def timed_batch(self: Any, batch: list[Any]) -> list[BaseException | None]:
        if playing[0]:
            spans["statements per commit (a count, not ms)"].append(
                sum(len(ops) for ops, _, _ in batch) / 1000
            )
        return in_thread(self, batch)

    writer_module.ThreadWriter._commit_in_thread = timed_batch  # type: ignore[method-assign]

    commit_sync = store_module.Store._commit_sync

    def timed_commit_sync(self: Any, ops: list[Any]) -> None:
        t0 = time.perf_counter()
        try:
            commit_sync(self, ops)
        finally:
            if playing[0]:
                spans["commit (in SQLite's thread)"].append(time.perf_counter() - t0)

    store_module.Store._commit_sync = timed_commit_sync  # type: ignore[method-assign]

    current: collections.Counter[str] = collections.Counter()
    counts: collections.Counter[str] = collections.Counter()
    run_once = asyncio.base_events.BaseEventLoop._run_once  # type: ignore[attr-defined]

    def timed_run_once(self: Any) -> None:
        current.clear()
        counts.clear()
        run_once(self)
        busy = sum(current.values())
        if playing[0]:
            iterations.append(busy)
            if busy > LONG:
                long_parts.update(current)
                long_counts.update(counts)

    asyncio.base_events.BaseEventLoop._run_once = timed_run_once  # type: ignore[attr-defined]

    run = asyncio.events.Handle._run

    def timed_run(handle: Any) -> None:
        t0 = time.perf_counter()
        try:
            run(handle)
        finally:
            kind = kind_of(handle)
            current[kind] += time.perf_counter() - t0
            counts[kind] += 1

    asyncio.events.Handle._run = timed_run  # type: ignore[method-assign]

    loop_lag = bot_load.loop_lag

    async def lag_and_report(
        samples: list[float], stop: asyncio.Event, period: float = 0.01
    ) -> None:
        # bot_load runs its lag ticker for the play phase exactly: the probe's window.
        playing[0] = True
        try:
            await loop_lag(samples, stop, period)
        finally:
            playing[0] = False
            report()

    bot_load.loop_lag = lag_and_report


def kind_of(handle: Any) -> str:
    callback = handle._callback
    task = getattr(callback, "__self__", None)
    if isinstance(task, asyncio.Task):
        return str(task.get_coro().__qualname__)  # type: ignore[union-attr]
    return str(getattr(callback, "__qualname__", type(callback).__name__))


def report() -> None:
    print("\n== loop probe (play phase) ==")
    for name in sorted(spans):
        print(f"{name:45s} {quantiles(spans[name])}")
    if iterations:
        its = sorted(iterations)
        long = [x for x in its if x > LONG]
        print(
            f"loop iterations (their callbacks' time): {quantiles(its)} ms; over "
            f"{LONG * 1000:.0f} ms: {len(long)}, {sum(long):.1f} s of {sum(its):.1f} s busy"
        )
        for kind, seconds in long_parts.most_common(15):
            print(f"   {seconds:8.2f} s {long_counts[kind]:8d} callbacks  {kind}")


if __name__ == "__main__":
    install()
    sys.argv[0] = "bot_load.py"
    asyncio.run(bot_load.main())
