"""The request budget's order at saturation (``bot.presenter.budget``): with the budget spent,
table edits go first, then posts (turn pings), then tidying (ping deletions), each kind in the
order it asked; a kind held back longer than its ``PATIENCE`` is served next.  On a clock the
test moves (nothing sleeps for real)."""

from __future__ import annotations

import asyncio

import pytest

from bot.presenter.budget import EDIT, PATIENCE, POST, TIDY, RateLimiter
from tests.bot.test_table_edits import ManualClock


def slot(limiter: RateLimiter) -> float:
    """A table edit's reservation: the seconds until its slot."""
    return limiter.due(limiter.reserve())


class Clock(ManualClock):
    """Time moves by small steps, waking the limiter's sleepers as it goes."""

    async def advance(self, seconds: float, step: float = 0.005) -> None:
        end = self.t + seconds
        while self.t < end - 1e-9:
            self.t = min(end, self.t + step)
            self.wake(1e-9)
            for _ in range(5):
                await asyncio.sleep(0)


async def test_with_the_budget_spent_edits_then_posts_then_tidying() -> None:
    clock = Clock()
    limiter = RateLimiter(10.0, burst=2, now=clock.now, sleep=clock.sleep)
    assert slot(limiter) == 0 and slot(limiter) == 0  # the burst is spent
    out: list[str] = []

    async def call(name: str, kind: int) -> None:
        await limiter.acquire(kind)
        out.append(name)

    # Asked in this order: tidying first, a ping, more tidying, another ping...
    tasks = [
        asyncio.create_task(call(name, kind))
        for name, kind in (("tidy1", TIDY), ("ping1", POST), ("tidy2", TIDY), ("ping2", POST))
    ]
    await asyncio.sleep(0)
    assert out == []  # nothing goes while the budget is spent
    # ...and then a table message is edited: its slot is the next one, before all of them.
    assert slot(limiter) == 0.1
    await clock.advance(0.1)
    assert out == [], "the edit's slot"
    await clock.advance(0.45)
    assert out == ["ping1", "ping2", "tidy1", "tidy2"]
    await asyncio.gather(*tasks)


async def test_a_kind_held_back_past_its_patience_goes_next() -> None:
    """Edits that keep the budget spent do not starve the pings, nor pings the tidying."""
    clock = Clock()
    limiter = RateLimiter(10.0, burst=1, now=clock.now, sleep=clock.sleep)
    limiter.record = True
    limiter.reserve()
    out: list[str] = []

    async def call(name: str, kind: int) -> None:
        await limiter.acquire(kind)
        out.append(name)

    tidy = asyncio.create_task(call("tidy", TIDY))
    ping = asyncio.create_task(call("ping", POST))
    await asyncio.sleep(0)
    # Busy tables edit as fast as the budget lets them: an edit for every token.
    waited = 0.0
    while not ping.done():
        await clock.advance(slot(limiter) or 0.1)
        waited = clock.t
    assert PATIENCE[POST] <= waited < PATIENCE[POST] + 0.2
    while not tidy.done():
        await clock.advance(slot(limiter) or 0.1)
    assert PATIENCE[TIDY] <= clock.t < PATIENCE[TIDY] + 0.2
    assert out == ["ping", "tidy"]
    assert limiter.served[0] == EDIT and set(limiter.served) == {EDIT, POST, TIDY}


async def test_nothing_waits_once_the_bot_stops() -> None:
    """``unlimited`` (a stopping bot flushes what is left) lets every waiting call go."""
    clock = Clock()
    limiter = RateLimiter(10.0, burst=1, now=clock.now, sleep=clock.sleep)
    limiter.reserve()
    tasks = [asyncio.create_task(limiter.acquire(kind)) for kind in (TIDY, POST)]
    await asyncio.sleep(0)
    assert not any(t.done() for t in tasks)
    limiter.unlimited()
    await asyncio.wait_for(asyncio.gather(*tasks), 1)


async def test_a_process_of_a_cluster_keeps_to_its_share() -> None:
    """A process with a quarter of the shards has a quarter of the budget: a quarter of the
    burst, then a slot every 1/(rate × share) seconds; an edit asking again before its slot is
    told what is left of the wait, and 0 once it has come."""
    clock = Clock()
    limiter = RateLimiter(40.0, burst=20, now=clock.now, sleep=clock.sleep, share=0.25)
    assert (limiter.rate, limiter.burst) == (10.0, 5)
    assert [slot(limiter) for _ in range(5)] == [0.0] * 5
    tickets = [limiter.reserve() for _ in range(3)]
    assert [limiter.due(t) for t in tickets] == pytest.approx([0.1, 0.2, 0.3])
    await clock.advance(0.15)
    assert [limiter.due(t) for t in tickets] == pytest.approx([0.0, 0.05, 0.15])
    assert RateLimiter.for_interval(1.0, clock.now, clock.sleep, share=0.5).rate == 20.0
    with pytest.raises(ValueError, match="share"):
        RateLimiter(40.0, share=0.0)
