"""The request budget shared by every table's edits and posts (``RateLimiter``), and the order in
which it serves them when it is spent (``EDIT``, ``POST``, ``TIDY``).

At saturation the order is: answers to interactions (Discord does not count them: they never
ask the budget), then table messages (``reserve``: the table that just moved shows it first),
then posts (turn pings, hand summaries, notices), then tidying (deleting replaced pings).  A
kind lower in the order waits while a higher one is waiting, but no longer than its
``PATIENCE``: at a saturated budget a ping is late, never lost, and a thread is tidied in the end.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter, deque
from collections.abc import Awaitable, Callable

GLOBAL_RATE = 40.0
"""REST calls per second for all tables together: Discord allows a bot 50 (interaction answers
are exempt).  With many busy tables each table message is simply edited less often."""
BURST = 20
"""Calls that may go out at once after a quiet while."""

EDIT = 0
"""A table message's edit (``reserve``): first."""
POST = 1
"""A post in a thread (a turn ping, a hand's summary, a notice) and the rest: after the edits."""
TIDY = 2
"""Deleting replaced pings: last, with whatever budget is left."""
PATIENCE = {POST: 3.0, TIDY: 30.0}
"""Seconds a waiting call of a kind may be passed by higher kinds; then it is served next."""


class RateLimiter:
    """A token bucket shared by every table's edits and posts.

    A table message's edit ``reserve()``s: it always takes a token, going into debt when there
    is none, and is told how long to wait for its slot, so each waiting table sleeps once, until
    its own slot (with a "try, else come back when a token is due" bucket, every waiting table
    wakes for every token and all but one go back to sleep: at 200 busy tables, thousands of
    wake-ups a second on the event loop, for 40 edits).  Every other call ``acquire(kind)``s: at
    once if a token is there and nobody of its kind or higher waits, else it queues, and one
    waker hands each token to the first of the highest kind waiting (each waiter wakes once)
    once the edits' debt is paid, or to a call that waited its ``PATIENCE`` out.
    """

    def __init__(
        self,
        rate: float,
        burst: int = BURST,
        now: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.now = now
        """The presenter's clock (``bot.presenter.clock``)."""
        self.sleep = sleep
        self.stamp = now()
        self.queues: dict[int, deque[tuple[float, asyncio.Future[None]]]] = {
            kind: deque() for kind in PATIENCE
        }
        """Per kind, the calls waiting for a token, oldest first: (since when, its future)."""
        self._waker: asyncio.Task[None] | None = None
        self.taken: Counter[int] = Counter()
        """Tokens taken since the start, by kind (``bot.metrics`` reads it)."""
        self.served: list[int] = []
        """The kinds served, in order, while ``record`` is on (tests)."""
        self.record = False

    @classmethod
    def for_interval(
        cls,
        edit_interval: float,
        now: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> RateLimiter:
        """The bot's budget; ``EDIT_INTERVAL=0`` (tests) turns it off, with coalescing."""
        if edit_interval > 0:
            return cls(GLOBAL_RATE, now=now, sleep=sleep)
        limiter = cls(1e9, now=now, sleep=sleep)
        limiter.unlimited()
        return limiter

    def unlimited(self) -> None:
        """No more waiting (tests, and a bot that is stopping): whoever waits goes now."""
        self.burst = 10**9
        self.tokens = float(self.burst)
        for kind, queue in self.queues.items():
            while queue:
                self._serve(kind)

    def _refill(self) -> None:
        now = self.now()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def _note(self, kind: int) -> None:
        self.taken[kind] += 1
        if self.record:
            self.served.append(kind)

    def reserve(self) -> float:
        """A table message's edit: take a token; return 0 if it was there, else the seconds
        until it is due.  Calls that waited their patience out are served first."""
        self._refill()
        self._overdue()
        self.tokens -= 1
        self._note(EDIT)
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate

    async def acquire(self, kind: int = POST) -> None:
        """Wait for a token for a call of ``kind`` (``POST`` or ``TIDY``)."""
        if self.free(kind):
            self.tokens -= 1
            self._note(kind)
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.queues[kind].append((self.now(), fut))
        if self._waker is None or self._waker.done():
            self._waker = asyncio.create_task(self._wake(), name="cardroom-timer:budget")
        await fut

    def free(self, kind: int) -> bool:
        """Whether a call of ``kind`` would go at once (a token there, nobody ahead)."""
        self._refill()
        return self.tokens >= 1 and not any(self.queues[k] for k in self.queues if k <= kind)

    def _serve(self, kind: int) -> bool:
        """Give the first live waiter of ``kind`` its token (the bucket may go into debt)."""
        queue = self.queues[kind]
        while queue:
            _, fut = queue.popleft()
            if not fut.done():  # (a waiter cancelled meanwhile is skipped)
                self.tokens -= 1
                self._note(kind)
                fut.set_result(None)
                return True
        return False

    def _overdue(self) -> None:
        """Serve every waiter that waited its kind's patience out, oldest kind first."""
        now = self.now()
        for kind, queue in self.queues.items():
            while queue and now - queue[0][0] >= PATIENCE[kind]:
                self._serve(kind)

    async def _wake(self) -> None:
        """Hand out tokens to the waiters, highest kind first, until none waits."""
        while any(self.queues.values()):
            self._refill()
            self._overdue()
            while self.tokens >= 1:
                kind = next((k for k, q in self.queues.items() if q), None)
                if kind is None or not self._serve(kind):
                    break
            waits = [(1 - self.tokens) / self.rate]
            now = self.now()
            waits += [q[0][0] + PATIENCE[k] - now for k, q in self.queues.items() if q]
            if any(self.queues.values()):
                await self.sleep(max(min(waits), 1e-3))
