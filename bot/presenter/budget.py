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
import math
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
    is none, and gets a ticket; ``due(ticket)`` says how long to wait for its slot, so each
    waiting table sleeps once, until its own slot (with a "try, else come back when a token is
    due" bucket, every waiting table wakes for every token and all but one go back to sleep: at
    200 busy tables, thousands of wake-ups a second on the event loop, for 40 edits).  Every
    other call ``acquire(kind)``s: at once if a token is there and nobody of its kind or higher
    waits, else it queues, and one waker hands each token to the first of the highest kind
    waiting (each waiter wakes once) once the edits' debt is paid, or to a call that waited its
    ``PATIENCE`` out.

    The accounts are two running totals: ``credit`` (tokens come in, the first burst included)
    and ``spent`` (tokens taken); a ticket is its token's number, so its slot is when the credit
    reaches it.  Here the credit grows with the clock at ``rate`` × ``share`` (a process of a
    cluster keeps to its part of the bot's budget); ``SharedLimiter``
    (``bot.presenter.shared_budget``) feeds it from one bucket in Redis instead.
    """

    def __init__(
        self,
        rate: float,
        burst: int = BURST,
        now: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        *,
        share: float = 1.0,
    ) -> None:
        if not 0 < share <= 1:
            raise ValueError(f"a share of the budget is in (0, 1], not {share}")
        self.share = share
        """This process's part of the bot's budget (its shards / the shard count)."""
        self.rate = rate * share
        self.burst = max(1, math.ceil(burst * share))
        self.credit = float(self.burst)
        """Tokens come in so far (the first burst included); unused ones beyond ``burst`` are
        lost, so it never runs more than ``burst`` ahead of ``spent``."""
        self.spent = 0.0
        """Tokens taken so far (a ticket is the number of its token)."""
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
        *,
        share: float = 1.0,
        redis_url: str | None = None,
    ) -> RateLimiter:
        """The bot's budget: this process's ``share`` of it, or with ``redis_url`` one budget
        for the whole cluster in Redis (falling back to the share while Redis is away);
        ``EDIT_INTERVAL=0`` (tests) turns it off, with coalescing."""
        if edit_interval <= 0:
            limiter = cls(1e9, now=now, sleep=sleep)
            limiter.unlimited()
            return limiter
        if redis_url is not None:
            from bot.presenter.shared_budget import SharedLimiter

            return SharedLimiter(redis_url, GLOBAL_RATE, now=now, sleep=sleep, share=share)
        return cls(GLOBAL_RATE, now=now, sleep=sleep, share=share)

    @property
    def tokens(self) -> float:
        """Tokens in hand (negative: the edits' debt)."""
        return self.credit - self.spent

    def unlimited(self) -> None:
        """No more waiting (tests, and a bot that is stopping): whoever waits goes now."""
        self.burst = 10**9
        self.rate = max(self.rate, 1e9)
        self.credit = self.spent + self.burst
        for kind, queue in self.queues.items():
            while queue:
                self._serve(kind)

    async def close(self) -> None:
        """Let go of what the budget holds (``SharedLimiter``: its connection to Redis)."""

    def _refill(self) -> None:
        now = self.now()
        self.credit = min(self.spent + self.burst, self.credit + (now - self.stamp) * self.rate)
        self.stamp = now

    def _slot(self, short: float) -> float:
        """Seconds until ``short`` more tokens have come in (after ``_refill``)."""
        return short / self.rate

    def _want(self) -> None:
        """Tokens were taken or asked for (``SharedLimiter`` fetches more)."""

    def _note(self, kind: int) -> None:
        self.taken[kind] += 1
        if self.record:
            self.served.append(kind)

    def reserve(self) -> float:
        """A table message's edit: take a token, into debt if there is none; return its ticket
        for ``due``.  Calls that waited their patience out are served first."""
        self._refill()
        self._overdue()
        self.spent += 1
        self._note(EDIT)
        self._want()
        return self.spent

    def due(self, ticket: float) -> float:
        """Seconds until the slot of ``ticket`` (``reserve``): 0 once its token is there.  Exact
        here; where the credit comes from elsewhere (``SharedLimiter``) it may be a first guess,
        never late: ask again then."""
        self._refill()
        short = ticket - self.credit
        return 0.0 if short <= 1e-9 else self._slot(short)

    async def acquire(self, kind: int = POST) -> None:
        """Wait for a token for a call of ``kind`` (``POST`` or ``TIDY``)."""
        if self.free(kind):
            self.spent += 1
            self._note(kind)
            self._want()
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.queues[kind].append((self.now(), fut))
        self._want()
        self._rouse()
        await fut

    def waiting(self) -> int:
        """How many calls wait in the queues."""
        return sum(len(q) for q in self.queues.values())

    def free(self, kind: int) -> bool:
        """Whether a call of ``kind`` would go at once (a token there, nobody ahead)."""
        self._refill()
        return self.tokens >= 1 and not any(self.queues[k] for k in self.queues if k <= kind)

    def _rouse(self, again: bool = False) -> None:
        """Start the waker if it is not running; ``again``: restart it (credit came in that it
        does not know of)."""
        if again and self._waker is not None and not self._waker.done():
            self._waker.cancel()  # it only ever waits in its sleep
            self._waker = None
        if any(self.queues.values()) and (self._waker is None or self._waker.done()):
            self._waker = asyncio.create_task(self._wake(), name="cardroom-timer:budget")

    def _serve(self, kind: int) -> bool:
        """Give the first live waiter of ``kind`` its token (the bucket may go into debt)."""
        queue = self.queues[kind]
        while queue:
            _, fut = queue.popleft()
            if not fut.done():  # (a waiter cancelled meanwhile is skipped)
                self.spent += 1
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
            self._want()
            waits = [self._slot(1 - self.tokens)]
            now = self.now()
            waits += [q[0][0] + PATIENCE[k] - now for k, q in self.queues.items() if q]
            if any(self.queues.values()):
                await self.sleep(max(min(waits), 1e-3))
