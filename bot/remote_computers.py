"""Strong decisions on other machines: a job queue on Redis (saq), shared with
``python -m bot computers`` workers (``bot.computer_worker``).

``COMPUTER_QUEUE_URL`` set, ``Computers`` hands its strong decisions to a ``QueueDecider``
instead of its process pool; the deadline, the basic fallback and the drop of a stale answer
stay ``Computers``' and the service's, as for the pool.  A job carries only what a decision
needs: the game, the level, the seat's view, the legal actions as texts, a seed, the budget and
the effort, and when it was asked.  The view is private to its seat: the Redis holding the queue
must be the operator's alone, and no job's arguments or result are ever logged (``quiet_saq``).

Latency: saq's workers wait on a blocking pop (``BLMOVE``) and its jobs publish each change of
status (pub/sub), so a decision is handed over and back in a few milliseconds, not at a poll's
pace; the bot checks a pending decision again every ``RECHECK`` seconds too, should a message be
missed.  A worker that dies mid-decision leaves its job active while its saq worker info expires
(``WORKER_INFO``, within three seconds): the bot sees that, drops the job and hands the
decision again, once, to any other worker.  Past the decision's deadline the bot has played
basic already and drops whatever comes back, as it does with its pool.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.computers import MIN_BUDGET, Computers, Decided, DecisionTimeout

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger(__name__)

QUEUE = "cardroom-computers"
"""The saq queue's name (its keys are ``saq:cardroom-computers:*`` and ``saq:job:...``)."""
FUNCTION = "cardroom.decide"
"""The job function's name on the workers."""
SLACK = 1
"""Seconds a job may run beyond its budget before its worker gives it up (saq's timeout)."""
WORKER_INFO = 2
"""Seconds between two writes of a worker's saq info; it expires a second later (saq's rule),
and a job active on a worker whose info is gone was lost with its worker.  Within a decision's
deadline (5 s) with time to spare for the retry, and long enough that a busy worker (its event
loop answers while its decision thinks in a thread) is not taken for a dead one."""
JOB_TTL = 10
"""Seconds a finished job (with its view) stays in Redis at most; the bot deletes it sooner."""
RECHECK = 0.2
"""Seconds after which a pending decision's job is read again, should its message be lost."""
WORKERS_EVERY = 5.0
"""Seconds between two counts of the live workers (their saq worker info)."""
CONNECT_TIMEOUT = 5.0
"""Seconds to connect to the queue's Redis."""
PLANNED_WORKERS = 8
"""Workers the bot plans for before its first count; ``Computers`` hands up to ``AHEAD`` times
as many decisions to the queue at once."""
TERMINAL = ("complete", "failed", "aborted")


class QueueUnreachable(Exception):
    """The queue's Redis cannot be reached; the message is the one line to print."""


class RemoteDecisionFailed(Exception):
    """No answer from the queue: the worker's player failed, no worker serves the queue, or
    Redis failed; the message names an exception by its type (never a card)."""


class _RedactJobs(logging.Filter):
    """saq logs a job's repr, arguments and all, with an error: a view's cards.  Any job in a
    saq record is shown by its abridged info (its key and times) instead."""

    def filter(self, record: logging.LogRecord) -> bool:
        from saq.job import Job

        if isinstance(record.args, tuple):
            record.args = tuple(a.info(False) if isinstance(a, Job) else a for a in record.args)
        return True


def quiet_saq() -> None:
    """saq's log holds no job's arguments: never below INFO (at DEBUG it writes them in full),
    and a job in a record is redacted (``_RedactJobs``)."""
    saq_log = logging.getLogger("saq")
    if not any(isinstance(f, _RedactJobs) for f in saq_log.filters):
        saq_log.addFilter(_RedactJobs())
    if saq_log.getEffectiveLevel() < logging.INFO:
        saq_log.setLevel(logging.INFO)


def shown(url: str) -> str:
    """The URL without its password, for a log line or an error."""
    from redis.connection import parse_url

    try:
        parts = parse_url(url)
    except ValueError:
        return "the queue (COMPUTER_QUEUE_URL)"
    host = parts.get("host") or parts.get("path") or "?"
    port = f":{parts['port']}" if parts.get("port") else ""
    return f"redis {host}{port}/{parts.get('db', 0)}"


def open_queue(url: str) -> Any:
    """saq's queue on ``url`` (nothing is sent yet)."""
    from redis import asyncio as aioredis
    from saq.queue.redis import RedisQueue

    quiet_saq()
    redis = aioredis.from_url(url, socket_connect_timeout=CONNECT_TIMEOUT)
    return RedisQueue(redis, name=QUEUE)


async def reach(url: str) -> None:
    """Ping the queue's Redis once; ``QueueUnreachable`` with one line if it does not answer."""
    from redis import asyncio as aioredis
    from redis.exceptions import RedisError

    try:
        client = aioredis.from_url(url, socket_connect_timeout=CONNECT_TIMEOUT)
    except ValueError as exc:
        raise QueueUnreachable(f"COMPUTER_QUEUE_URL is not a redis:// URL ({exc})") from None
    try:
        await asyncio.wait_for(client.ping(), CONNECT_TIMEOUT + 1)
    except (RedisError, OSError, TimeoutError) as exc:
        reason = str(exc) or type(exc).__name__
        raise QueueUnreachable(
            f"cannot reach the computers' queue at {shown(url)} ({reason}): check "
            "COMPUTER_QUEUE_URL and that Redis runs"
        ) from None
    finally:
        with contextlib.suppress(Exception):
            await client.aclose()


def job_timeout(budget: float) -> int:
    """Whole seconds a job may think on its worker before saq gives it up there (failed: the bot
    plays basic); a decision stops at its budget, so only a hung one gets there."""
    return max(1, math.ceil(max(budget, MIN_BUDGET))) + SLACK


class QueueDecider:
    """Strong decisions through the queue, for ``Computers`` (its ``decider``)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.workers = PLANNED_WORKERS
        """The live workers at the last count (``PLANNED_WORKERS`` before the first)."""
        self.retried = 0
        """Decisions handed again because their worker died mid-decision."""
        self._queue: Any = None
        self._counted_at = -math.inf
        self._counting: asyncio.Task[None] | None = None
        self._none_logged_at = -math.inf

    async def _ready(self) -> Any:
        if self._queue is None:
            # saq listens on one subscription for every job while any decision waits, and
            # drops it when none does: an answer published before the subscription exists is
            # read again (``RECHECK``).  (A subscription kept for ever would spin in saq's
            # loop, logging, for as long as Redis is down.)
            self._queue = open_queue(self.url)
            await self._queue.connect()
        return self._queue

    async def decide(
        self,
        game: str,
        level: str,
        view: dict[str, Any],
        legal: Sequence[str],
        seed: str,
        budget: float,
        effort: float,
        limit: float,
    ) -> Decided:
        """The decision by a worker within ``limit`` seconds, else ``DecisionTimeout``; a
        player that failed there, no worker at all, or a queue that fails raises
        ``RemoteDecisionFailed``.  A worker that dies mid-decision costs one retry: the job is
        handed again, once.  Everything, the connection too, is within ``limit``: a Redis
        that stops answering costs a decision its deadline, never a stuck table."""
        from redis.exceptions import RedisError

        try:
            async with asyncio.timeout(limit):
                return await self._decide(game, level, view, legal, seed, budget, effort, limit)
        except TimeoutError:
            raise DecisionTimeout(f"a {level} decision took over {limit:.1f} s") from None
        except (RedisError, OSError) as exc:
            raise RemoteDecisionFailed(
                f"the computers' queue failed ({type(exc).__name__}: {exc})"
            ) from None

    async def _decide(
        self,
        game: str,
        level: str,
        view: dict[str, Any],
        legal: Sequence[str],
        seed: str,
        budget: float,
        effort: float,
        limit: float,
    ) -> Decided:
        queue = await self._ready()
        self._count_workers()
        if self.workers == 0 and time.monotonic() - self._counted_at >= 1.0:
            await self._count()  # none at the last count: one may have started since
        if self.workers == 0:
            raise RemoteDecisionFailed("no computer worker serves the queue")
        handed = time.monotonic()
        kwargs = {
            "game": game,
            "level": level,
            "view": view,
            "legal": list(legal),
            "seed": seed,
            "budget": budget,
            "effort": effort,
            # Wall time: the worker is on another machine (their clocks kept by NTP).  A retry
            # keeps it: the worker knows the decision is late.
            "asked": time.time(),
        }
        for attempt in (1, 2):
            job = self._job(kwargs, budget)
            ended = False
            try:
                await queue.enqueue(job)
                ended = await self._ended(job, handed + limit)
            finally:
                # Answered: its view leaves Redis now; late, lost or cancelled: it is dropped.
                self._forget(job, ended)
            if ended:
                break
            self.retried += 1
            log.warning("a computer worker died mid-decision (attempt %d); %s", attempt,
                        "handing it to another" if attempt == 1 else "playing basic")  # fmt: skip
        else:
            raise RemoteDecisionFailed("two workers died with the decision")
        status = job.status.name.lower()
        result = job.result or {}
        if status != "complete" or "text" not in result:
            raise RemoteDecisionFailed(str(result.get("error") or f"the job ended {status}"))
        took = float(result.get("took", 0.0))
        waited = max(0.0, time.monotonic() - handed - took)
        return Decided(str(result["text"]), waited, took, bool(result.get("late")))

    def _job(self, kwargs: dict[str, Any], budget: float) -> Any:
        from saq.job import Job

        # retries=1: saq does not hand it again itself (a retry is the bot's, above).
        return Job(FUNCTION, kwargs=kwargs, timeout=job_timeout(budget), retries=1, ttl=JOB_TTL)

    async def _ended(self, job: Any, until: float) -> bool:
        """Wait for ``job`` to end (its published status, or a read every ``RECHECK``): True
        once it has, False if it was lost with its worker: active (or being swept) on a worker
        whose saq info expired, or taken from the queue by a worker that died before it said
        so (still ``queued``, but no longer in the queue, for two reads in a row)."""

        def ended(_key: str, status: Any) -> bool:
            return str(status.name).lower() in TERMINAL

        popped = 0
        while True:
            await job.refresh()
            status = job.status.name.lower()
            if status in TERMINAL:
                return True
            if status in ("active", "aborting") and job.worker_id:
                if not await self._alive(job.worker_id):
                    return False
            elif status == "queued":
                popped = popped + 1 if await self._popped(job) else 0
                if popped > 2:
                    return False
            left = until - time.monotonic()
            if left <= 0:
                raise TimeoutError
            with contextlib.suppress(TimeoutError):
                await self._queue.listen([job.key], ended, timeout=min(left, RECHECK))

    async def _popped(self, job: Any) -> bool:
        """Whether ``job`` has left the queue's list (a worker took it)."""
        where = await self._queue.redis.lpos(self._queue.namespace("queued"), job.id)
        return where is None

    async def _alive(self, worker_id: str) -> bool:
        key = self._queue.namespace(f"worker_info:{worker_id}")
        return bool(await self._queue.redis.exists(key))

    def _forget(self, job: Any, ended: bool) -> None:
        async def forget() -> None:
            with contextlib.suppress(Exception):
                if not ended:
                    await self._queue.abort(job, "dropped", ttl=JOB_TTL)
                await self._queue.redis.delete(job.id)

        task = asyncio.get_running_loop().create_task(forget(), name="cardroom-queue-forget")
        _background.add(task)
        task.add_done_callback(_background.discard)

    def _count_workers(self) -> None:
        """Count the live workers now and then, in the background: the load's plan divides
        the backlog by them."""
        now = time.monotonic()
        if now - self._counted_at < WORKERS_EVERY or (self._counting and not self._counting.done()):
            return
        self._counted_at = now
        self._counting = asyncio.create_task(self._count(), name="cardroom-queue-workers")

    async def _count(self) -> None:
        with contextlib.suppress(Exception):
            info = await self._queue.info()
            self.workers = len(info.get("workers") or {})
            now = time.monotonic()
            self._counted_at = now
            if self.workers == 0 and now - self._none_logged_at >= 60:
                self._none_logged_at = now
                log.warning("no computer worker serves the queue at %s: strong computers "
                            "play basic moves until one does", shown(self.url))  # fmt: skip

    async def close(self) -> None:
        if self._counting is not None:
            self._counting.cancel()
            with contextlib.suppress(BaseException):
                await self._counting
        if _background:
            await asyncio.wait(set(_background), timeout=2)
        queue, self._queue = self._queue, None
        if queue is not None:
            with contextlib.suppress(Exception):
                await queue.disconnect()


_background: set[asyncio.Task[None]] = set()
"""Jobs being dropped from Redis (kept referenced until done)."""


def queued_computers(settings: Settings, budget: float, deadline: float) -> Computers | None:
    """The bot's computers on the queue of ``COMPUTER_QUEUE_URL``; None without it (the
    service's own, on this machine's pool)."""
    if settings.computer_queue_url is None:
        return None
    decider = QueueDecider(settings.computer_queue_url.get_secret_value())
    return Computers(budget=budget, deadline=deadline, decider=decider)
