"""The request budget shared by every table's edits and posts (``RateLimiter``)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

GLOBAL_RATE = 40.0
"""REST calls per second for all tables together: Discord allows a bot 50 (interaction answers
are exempt).  With many busy tables each table message is simply edited less often."""
BURST = 20
"""Calls that may go out at once after a quiet while."""


class RateLimiter:
    """A token bucket shared by every table's edits and posts, handing out reservations.

    ``reserve()`` always takes a token, going into debt when there is none, and says how long
    the caller must wait for its slot.  Each waiting table thus sleeps once, until its own slot:
    with a "try, else come back when a token is due" bucket, every waiting table wakes for every
    token and all but one go back to sleep (at 200 busy tables: thousands of wake-ups a second
    on the event loop, for 40 edits).
    """

    def __init__(
        self, rate: float, burst: int = BURST, now: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.now = now
        """The presenter's clock (``bot.presenter.clock``)."""
        self.stamp = now()

    @classmethod
    def for_interval(
        cls, edit_interval: float, now: Callable[[], float] = time.monotonic
    ) -> RateLimiter:
        """The bot's budget; ``EDIT_INTERVAL=0`` (tests) turns it off, with coalescing."""
        if edit_interval > 0:
            return cls(GLOBAL_RATE, now=now)
        limiter = cls(1e9, now=now)
        limiter.unlimited()
        return limiter

    def unlimited(self) -> None:
        """No more waiting (tests, and a bot that is stopping)."""
        self.burst = 10**9
        self.tokens = float(self.burst)

    def reserve(self) -> float:
        """Take a token; return 0 if it was there, else the seconds until it is due."""
        now = self.now()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate) - 1
        self.stamp = now
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate

    async def acquire(self) -> None:
        wait = self.reserve()
        if wait > 0:
            await asyncio.sleep(wait)

    def spare(self) -> bool:
        """Take a token if one is there now, with nobody waiting for it (low-priority calls)."""
        now = self.now()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
