"""One request budget for every process of a cluster, in Redis (``REDIS_URL``): ``SharedLimiter``.

Discord's global limit belongs to the bot's token, so the processes of a cluster draw from one
bucket.  A process does not ask Redis for every call: it takes a lease of a few tokens at a time
(``BATCH`` at most) with one atomic Lua script, and serves its own order (edits, posts, tidying:
``bot.presenter.budget``) from it; tokens it leaves unused expire (``LEASE_LIFE``).  It asks only
while its own calls want tokens, so an idle process leaves the whole budget to the busy ones.

The bucket is a GCRA timeline in Redis's own clock (``TIME``: one clock for every machine): a
lease of ``k`` tokens is granted at once if the bucket holds them, else for a moment at most
``HORIZON`` ahead (so a waiting edit is told its exact slot, and the processes queue on one
timeline instead of polling), else refused with the time to come back.  Its ``CAPACITY`` is the
burst less what a lease's lifetime can carry over (``BURST - GLOBAL_RATE × LEASE_LIFE``): a token
is used within ``LEASE_LIFE`` of its slot (a table edit that comes for it later, from a stalled
or paused process, queues again instead: ``due``), so in any window of ``w`` seconds the cluster
makes at most ``CAPACITY + rate × (w + LEASE_LIFE) = BURST + rate × w`` calls, as one process
would.  A process holds one lease ahead at a time, so busy processes take turns on the timeline.

Redis gone while the bot runs: the process falls back to its own share of the budget
(``RateLimiter``'s clock-fed bucket at ``rate × share``), logs one warning, counts it
(``outages``), asks Redis again every ``PROBE`` seconds, and goes back to the shared bucket when
it answers.  Redis unreachable at the start is a start failure instead (``bot.__main__``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import RedisError

from bot.presenter.budget import BURST, GLOBAL_RATE, RateLimiter

log = logging.getLogger(__name__)

KEY = "cardroom:budget"
"""The Redis key of the bucket (its theoretical arrival time, in microseconds of Redis's clock)."""
LEASE_LIFE = 0.25
"""Seconds a leased token may be used after its slot; then it expires unused."""
CAPACITY = BURST - GLOBAL_RATE * LEASE_LIFE
"""The shared bucket's depth: the burst less what leases alive can still hold (10)."""
BATCH = 8
"""Tokens a lease takes at most (at most ``CAPACITY``): a busy process makes about five
round trips a second at the full rate."""
HORIZON = 0.5
"""Seconds ahead of now a lease may be granted for: what a busy process may hold of the
timeline, and so at most how long another waits for its first tokens."""
RECHECK = 0.02
"""Seconds a table edit waits before it asks again when no lease covers it yet."""
FORGET = 5.0
"""Seconds an expired lease is remembered, for a table edit that comes for it late."""
PROBE = 1.0
"""Seconds between two tries to reach a lost Redis."""
TIMEOUT = 0.5
"""Seconds a Redis call may take before Redis counts as lost."""

# KEYS[1]: the bucket.  ARGV: rate (tokens a second), capacity, k (tokens wanted), horizon (µs).
# Returns {granted, delay}: the k tokens are usable ``delay`` µs from now; or {0, delay}: none,
# come back in ``delay`` µs.  All times are integers of microseconds (Lua's numbers are doubles,
# exact to 2^53; Redis turns a Lua number into an integer).
LEASE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local per = 1000000 / tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local k = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local new = math.ceil(tat + k * per)
local delay = math.ceil(new - capacity * per - now)
if delay < 0 then delay = 0 end
if delay > tonumber(ARGV[4]) then
  return {0, delay - tonumber(ARGV[4])}
end
redis.call('SET', KEYS[1], string.format('%.0f', new), 'PX', math.ceil((new - now) / 1000) + 1000)
return {k, delay}
"""


@dataclass(slots=True)
class Lease:
    """Tokens granted by the shared bucket, in this process's clock."""

    start: float
    """When they may be used: the answer's arrival plus the delay (never early)."""
    end: float
    """When they expire: the request's departure plus the delay plus ``LEASE_LIFE`` (never
    late: the grant came after the request left)."""
    count: int


def shown(url: str) -> str:
    """Where a Redis URL points, without its user and password."""
    parts = urlsplit(url)
    if parts.scheme == "unix":
        return f"unix:{parts.path}"
    where = parts.hostname or "localhost"
    return f"{where}:{parts.port or 6379}"


def connect(url: str) -> aioredis.Redis:
    """A client that fails fast (``TIMEOUT``, no retries): a lost Redis is noticed at once and
    the budget falls back, instead of every call waiting on a dead connection."""
    return aioredis.Redis.from_url(
        url,
        socket_timeout=TIMEOUT,
        socket_connect_timeout=TIMEOUT,
        retry=Retry(NoBackoff(), 0),
    )


class SharedLimiter(RateLimiter):
    """``RateLimiter`` whose credit is leased from one bucket in Redis (``REDIS_URL``) shared by
    the cluster, and, while Redis is lost, this process's ``share`` of the rate on its own."""

    def __init__(
        self,
        url: str,
        rate: float = GLOBAL_RATE,
        burst: int = BURST,
        now: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        *,
        share: float = 1.0,
        key: str = KEY,
        life: float = LEASE_LIFE,
    ) -> None:
        super().__init__(rate, burst, now, sleep, share=share)
        self.full_rate = rate
        self.life = life
        self.capacity = burst - rate * life
        if self.capacity < 1:
            raise ValueError("the burst must outlast a lease's life at the full rate")
        self.batch = max(1, min(BATCH, int(self.capacity)))
        self.key = key
        self.where = shown(url)
        self.client = connect(url)
        self.script: Any = self.client.register_script(LEASE)
        self.credit = 0.0  # nothing until the bucket grants it
        self.planned: deque[Lease] = deque()
        """Leases granted whose tokens are not usable yet, earliest first."""
        self.live: deque[tuple[float, float, float]] = deque()
        """Leases in ``credit``: (the credit before and after them, when their unused tokens
        expire); then, for ``FORGET`` seconds, in ``gone``."""
        self.gone: deque[tuple[float, float, float]] = deque()
        self._moved: dict[float, float] = {}
        """Tickets whose lease expired before they came for it: the ticket they now stand for."""
        self.relapsed = 0
        """Table edits that came for their token after its lease expired, and queued again."""
        self.shared = True
        """Drawing from Redis (False: lost, on the process's own share)."""
        self.outages = 0
        """How many times Redis was lost while the bot ran."""
        self.leases = 0
        """Leases granted (round trips that brought tokens)."""
        self.expired = 0.0
        """Leased tokens that expired unused."""
        self._taken: deque[tuple[float, float]] = deque()
        """(when, ``spent``) at the last leases asked for: the recent use."""
        self._room = 0.0
        """No new lease can be usable before this (what the last refusal said)."""
        self._feeder: asyncio.Task[None] | None = None
        self._asked = asyncio.Event()
        self._closed = False

    # ----- the accounts, fed by leases --------------------------------------------------------

    def _refill(self) -> None:
        if not self.shared:
            super()._refill()
            return
        now = self.now()
        self.stamp = now
        while self.planned and self.planned[0].start <= now:
            lease = self.planned.popleft()
            self.credit += lease.count
            self.live.append((self.credit - lease.count, self.credit, lease.end))
        if any(end <= now for _, _, end in self.live):
            for held in list(self.live):
                if held[2] <= now:
                    self._expire(held)
        while self.gone and self.gone[0][2] < now - FORGET:
            self.gone.popleft()

    def _expire(self, held: tuple[float, float, float]) -> None:
        """A lease's life is over: the tokens no call took are gone (taken by nobody)."""
        self.live.remove(held)
        self.gone.append(held)
        if self.spent < held[1]:
            self.expired += held[1] - self.spent
            self.spent = held[1]

    def due(self, ticket: float) -> float:
        """``RateLimiter.due``; a table edit that comes for its token after its lease expired
        (the event loop stalled, the process was paused) does not use it late: it queues again
        for a new one (its ticket now stands for the new one)."""
        first = ticket
        ticket = self._moved.pop(first, ticket)
        wait = super().due(ticket)
        if wait == 0 and any(lo < ticket <= hi for lo, hi, _ in self.gone):
            self.spent += 1
            self.relapsed += 1
            self._want()
            ticket = self.spent
            wait = super().due(ticket)
        if wait > 0 and ticket != first:
            self._moved[first] = ticket
            if len(self._moved) > 1024:  # (tickets given up on: a table that ended meanwhile)
                del self._moved[next(iter(self._moved))]
        return wait

    def _slot(self, short: float) -> float:
        if not self.shared:
            return super()._slot(short)
        now = self.now()
        for lease in self.planned:
            short -= lease.count
            if short <= 1e-9:
                return max(0.0, lease.start - now)
        self._want()
        # Not covered yet: a first guess, never late (``due`` is asked again then).  The bucket
        # grants at most its capacity at once and the rate after; later leases come after the
        # last one, and none before the room a refused lease was told of.
        guess = max((short - self.capacity) / self.full_rate, self._room - now)
        if self.planned:
            guess = max(guess, self.planned[-1].start - now + short / self.full_rate)
        return max(RECHECK, guess)

    def _need(self) -> int:
        """Tokens the calls here want that no lease brings yet: the edits' debt, the waiters,
        and one in hand for the next call."""
        self._refill()
        have = self.credit + sum(lease.count for lease in self.planned)
        return math.ceil(self.spent + self.waiting() + 1 - have - 1e-9)

    def _recent(self, now: float) -> int:
        """Tokens taken in the last lease's life: about what the next lease's life will want
        (a busy process takes whole batches, an idle one no more than it asks for)."""
        self._taken.append((now, self.spent - self.expired - self.relapsed))
        while self._taken[0][0] < now - self.life:
            self._taken.popleft()
        return int(self._taken[-1][1] - self._taken[0][1])

    def _want(self) -> None:
        if self._closed:
            return
        self._asked.set()
        if self._feeder is None or self._feeder.done():
            self._feeder = asyncio.create_task(self._feed(), name="cardroom-timer:budget-feed")

    # ----- the feeder: leases from Redis, or the fallback ------------------------------------

    async def _feed(self) -> None:
        while not self._closed:
            if not self.shared:
                await self.sleep(PROBE)
                await self._probe()
                continue
            self._refill()
            if self.planned:  # one lease ahead at a time: the busy processes take turns
                await self.sleep(max(self.planned[0].start - self.now(), 1e-3))
                continue
            need = self._need()
            if need <= 0:
                self._asked.clear()
                await self._asked.wait()
                continue
            sent = self.now()
            k = min(self.batch, need + self._recent(sent))
            try:
                granted, delay_us = await self.script(
                    keys=[self.key],
                    args=[self.full_rate, self.capacity, k, int(HORIZON * 1e6)],
                )
            except (RedisError, OSError) as exc:
                self._lost(exc)
                continue
            got = self.now()
            delay = int(delay_us) / 1e6
            if not granted:  # the timeline is full: come back then
                self._room = sent + delay + HORIZON - (k - 1) / self.full_rate
                await self.sleep(max(delay, 1e-3))
                continue
            self.leases += 1
            if got - sent < self.life:  # (an answer slower than a lease's life is no use)
                self.planned.append(Lease(got + delay, sent + delay + self.life, int(granted)))
                self._rouse(again=True)

    def _lost(self, exc: BaseException) -> None:
        """Redis did not answer: keep to this process's share until it does."""
        self.outages += 1
        log.warning(
            "the shared request budget's Redis (%s) is lost (%s): this process keeps to its "
            "own share (%.1f calls/s) until it answers again",
            self.where, type(exc).__name__, self.rate,
        )  # fmt: skip
        self.shared = False
        self.planned.clear()
        self.live.clear()
        self.stamp = self.now()  # the own share's bucket fills from now, from what is in hand
        self._rouse(again=True)

    async def _probe(self) -> None:
        try:
            await self.client.ping()
        except (RedisError, OSError):
            return
        log.info("the shared request budget's Redis (%s) answers again", self.where)
        self._refill()
        self.credit = min(self.credit, self.spent)  # the own share's tokens are not the cluster's
        self.shared = True
        self._want()

    # ----- the end ----------------------------------------------------------------------------

    def unlimited(self) -> None:
        self._stop_feeding()
        self.shared = False
        super().unlimited()

    def _stop_feeding(self) -> None:
        self._closed = True
        if self._feeder is not None and not self._feeder.done():
            self._feeder.cancel()
        self._feeder = None

    async def close(self) -> None:
        self._stop_feeding()
        with contextlib.suppress(RedisError, OSError):
            await self.client.aclose()
