"""``python -m bot computers``: worker processes that make strong decisions for bots elsewhere,
from the job queue at ``COMPUTER_QUEUE_URL`` (``bot.remote_computers``).

The command checks the queue once (one line and exit 1 if it does not answer), then runs
``COMPUTER_WORKERS`` processes (default: one per core), each a saq worker that makes one
decision at a time, at a lower CPU priority, and starts another process in place of one that
dies.  SIGTERM or Ctrl-C stops them (a decision in progress may finish within two seconds) and
exits 0.  A worker imports the engines, the players and the queue (saq, redis), never discord.py.

Nothing of a job's arguments (the seat's view) or result is logged: a decision's log line (at
DEBUG) names its job's key, its level and game, and its times.
"""

from __future__ import annotations

import asyncio
import logging
import math
import multiprocessing
import multiprocessing.connection
import os
import signal
import socket
import sys
import time
from typing import TYPE_CHECKING, Any

from redis.exceptions import RedisError
from saq import Worker
from saq.queue.redis import RedisQueue
from saq.types import PartialTimersDict

from bot.computers import _worker_start, decide_queued
from bot.remote_computers import (
    FUNCTION,
    WORKER_INFO,
    QueueUnreachable,
    open_queue,
    reach,
    shown,
)

if TYPE_CHECKING:
    from saq.types import Context

log = logging.getLogger(__name__)

TEST_DELAY = "CARDROOM_TEST_DECISION_DELAY"
"""Tests only: seconds each decision sleeps first, so that a test can kill a worker mid-decision."""
RESTART_PAUSE = 1.0
"""Seconds before a process that died soon after its start is started again."""
STOP_GRACE = 2
"""Seconds a stopping worker gives its decision in progress."""
DEQUEUE_TIMEOUT = 1.0
"""Seconds an idle worker's blocking pop waits before it starts again."""


def decide_job(
    ctx: Context,
    *,
    game: str,
    level: str,
    view: dict[str, Any],
    legal: list[str],
    seed: str,
    budget: float,
    effort: float,
    asked: float,
) -> dict[str, Any]:
    """One job: ``decide_queued`` with the wait since ``asked`` (wall time).  It never raises:
    saq would log the failed job whole, its view among its arguments."""
    key = ctx["job"].key if "job" in ctx else "?"
    log.debug("computer worker %d: deciding job %s (%s %s)", os.getpid(), key, level, game)
    delay = float(os.environ.get(TEST_DELAY) or 0)
    if delay > 0:
        time.sleep(delay)
    try:
        waited = max(0.0, time.time() - asked)
        decided = decide_queued(
            game, level, view, legal, seed, budget, effort, time.monotonic() - waited
        )
    except Exception as exc:
        # The type only: an exception's text may quote an action, and so a card.
        log.error("computer worker %d: a %s %s decision failed (%s)", os.getpid(), level, game,
                  type(exc).__name__)  # fmt: skip
        return {"error": f"the worker's {level} {game} player failed ({type(exc).__name__})"}
    log.debug("computer worker %d: decided job %s in %.0f ms (waited %.0f ms%s)", os.getpid(),
              key, decided.took * 1000, decided.waited * 1000,
              ", late: basic" if decided.late else "")  # fmt: skip
    return {"text": decided.text, "took": decided.took, "late": decided.late}


class _Queue(RedisQueue):
    """saq's queue, whose worker waits a second when Redis does not answer a pop (saq's own
    loop would try again at once, for ever, without a word), with a warning now and then."""

    warned_at = -math.inf

    async def dequeue(self, timeout: float = 0.0, poll_interval: float = 0.0) -> Any:
        try:
            return await super().dequeue(timeout, poll_interval)
        except (RedisError, OSError) as exc:
            now = time.monotonic()
            if now - self.warned_at >= 60:
                self.warned_at = now
                log.warning("computer worker %d: the queue does not answer (%s); trying again "
                            "every second", os.getpid(), type(exc).__name__)  # fmt: skip
            await asyncio.sleep(1)
            return None


async def serve(url: str) -> None:
    """One worker process: saq's worker, one decision at a time, until SIGTERM or SIGINT."""
    base = open_queue(url)
    queue = _Queue(base.redis, name=base.name)
    await queue.connect()
    worker = Worker(
        queue,
        functions=[(FUNCTION, decide_job)],
        concurrency=1,
        id=f"{socket.gethostname()}-{os.getpid()}",
        # A blocking pop (no poll: a job wakes it at once), given up every second when idle so
        # that a stop does not wait for it; the info that says this worker is alive; saq's
        # sweep (jobs of a worker and a bot both gone) at its own pace.
        dequeue_timeout=DEQUEUE_TIMEOUT,
        timers=PartialTimersDict(worker_info=WORKER_INFO, abort=1, schedule=1, sweep=60),
        shutdown_grace_period_s=STOP_GRACE,
        metadata={"pid": os.getpid()},
    )
    log.info("computer worker %d: serving %s", os.getpid(), shown(url))
    try:
        await worker.start()
    finally:
        await queue.disconnect()


def _child(url: str, level: str, library_level: str) -> None:
    from bot.log import setup_logging
    from bot.remote_computers import quiet_saq

    setup_logging(level, library_level)
    quiet_saq()
    _worker_start()
    asyncio.run(serve(url))


def run(url: str, processes: int | None, level: str, library_level: str) -> int:
    """Check the queue, then run and watch ``processes`` worker processes until a signal."""
    try:
        asyncio.run(reach(url))
    except QueueUnreachable as exc:
        print(f"cardroom: {exc}", file=sys.stderr)
        return 1
    count = processes or os.cpu_count() or 1
    ctx = multiprocessing.get_context("spawn")
    stopping: list[int] = []

    def on_signal(sig: int, _frame: object) -> None:
        stopping.append(sig)

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    def start() -> Any:
        process = ctx.Process(
            target=_child, args=(url, level, library_level), name="cardroom-computer", daemon=True
        )
        process.start()
        process.started_at = time.monotonic()  # type: ignore[attr-defined]
        return process

    children = [start() for _ in range(count)]
    log.info("computers: %d worker process(es) for %s", count, shown(url))
    while not stopping:
        multiprocessing.connection.wait([c.sentinel for c in children], timeout=0.5)
        for i, child in enumerate(children):
            if child.is_alive() or stopping:
                continue
            log.warning("computer worker %d exited (%s); starting another", child.pid,
                        child.exitcode)  # fmt: skip
            if time.monotonic() - child.started_at < RESTART_PAUSE * 5:
                time.sleep(RESTART_PAUSE)
            children[i] = start()
    log.info("computers: stopping")
    for child in children:
        if child.is_alive():
            child.terminate()
    for child in children:
        child.join(STOP_GRACE + 3)
        if child.is_alive():
            child.kill()
            child.join()
    return 0
