"""One request budget for a cluster (``bot.presenter.shared_budget``): several processes' limiters
on one real Redis never make more calls in any second than one process may (``GLOBAL_RATE`` +
``BURST``), a busy one gets nearly the whole rate while the others are idle, a table edit that
comes for its token too late queues again, a lost Redis falls back to the process's own share and
comes back, and an unreachable one stops the start with one line.

The limiters run in real time (the leases are timed by Redis's clock): a test counts the calls
granted in every window of a second, a behaviour, with the margins of the proof in the module's
docstring; nothing is timed against a deadline of speed."""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import logging
import shutil
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis

from bot.__main__ import StartFailure, check_redis
from bot.presenter.budget import BURST, GLOBAL_RATE, POST, TIDY, RateLimiter
from bot.presenter.shared_budget import LEASE_LIFE, SharedLimiter, shown
from bot.settings import SettingsError, load_settings
from tests import redisserver
from tests.bot.harness import make_bot
from tests.bot.procs import BotProcess, bot_env, closed_port
from tests.bot.test_budget import Clock
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

needs_redis = pytest.mark.needs_redis

Grants = list[tuple[float, int, str]]
"""(when, which limiter, what kind) of every call a test's limiters let go."""


def busiest_second(grants: Grants) -> int:
    """The most calls let go in any window of one second (each window starting at a call)."""
    times = sorted(g[0] for g in grants)
    return max((bisect.bisect_left(times, t + 1.0) - i for i, t in enumerate(times)), default=0)


async def table(limiter: RateLimiter, who: int, grants: Grants, interval: float) -> None:
    """A busy table as the presenter drives it: reserve a slot, sleep until ``due`` says it has
    come (asking again if it says so), edit, and the next edit ``interval`` later."""
    while True:
        ticket = limiter.reserve()
        while (wait := limiter.due(ticket)) > 0:
            await asyncio.sleep(wait)
        grants.append((time.monotonic(), who, "edit"))
        await asyncio.sleep(interval)


async def poster(limiter: RateLimiter, who: int, grants: Grants, kind: int) -> None:
    """Posts (or tidying) one after the other, as fast as the budget lets them go."""
    while True:
        await limiter.acquire(kind)
        grants.append((time.monotonic(), who, "post" if kind == POST else "tidy"))


async def idle(limiter: RateLimiter, who: int, grants: Grants) -> None:
    """A quiet process: a post every half second."""
    while True:
        await asyncio.sleep(0.5)
        await limiter.acquire(POST)
        grants.append((time.monotonic(), who, "idle"))


def spare_lease(limiter: SharedLimiter, within: float = 0.35) -> bool:
    """A lease granted whose life ends ``within`` seconds and whose tokens nobody is owed: a
    stall of 0.4 s makes them expire unused."""
    ending = limiter.now() + within
    coming = sum(lease.count for lease in limiter.planned if lease.end <= ending)
    return coming > 0 and limiter.credit + coming > limiter.spent + limiter.waiting()


def cluster(url: str, n: int) -> list[SharedLimiter]:
    """``n`` processes' budgets on one Redis, each with its share for when Redis is lost."""
    key = f"cardroom:budget:test:{time.time_ns()}"
    return [SharedLimiter(url, share=1 / n, key=key) for _ in range(n)]


async def run_for(
    seconds: float,
    *work: object,
    stall_at: float | None = None,
    stall_when: Callable[[], bool] = lambda: True,
) -> float:
    """Run the coroutines ``work`` for ``seconds`` of real time; ``stall_at``: block the event
    loop for 0.4 s then (a stalled or paused process), more than a lease's life, at the first
    moment from then on that ``stall_when`` holds (a lease in hand, so that one expires on a
    loaded machine too, where the busy ones may have spent every token at ``stall_at``).
    Returns the seconds the loop stood still (that stall, and any pause of the test process by
    the machine), which the tests leave out of the rate they expect."""
    stalled = 0.0

    async def ticker() -> None:
        nonlocal stalled
        last = time.monotonic()
        while True:
            await asyncio.sleep(0.01)
            now = time.monotonic()
            stalled += max(0.0, now - last - 0.05)
            last = now

    tasks = [asyncio.ensure_future(w) for w in (ticker(), *work)]  # type: ignore[call-overload]
    try:
        if stall_at is not None:
            await asyncio.sleep(stall_at)
            began = time.monotonic()
            while not stall_when() and time.monotonic() - began < 1.0:
                await asyncio.sleep(0.001)
            time.sleep(0.4)  # (the stall is the point)
            seconds -= stall_at + 0.4 + (time.monotonic() - began - 0.4)
        await asyncio.sleep(seconds)
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return stalled


@needs_redis
@pytest.mark.parametrize("stall", [False, True], ids=["steady", "stalled"])
async def test_the_cluster_keeps_to_one_budget(redis_url: str, stall: bool) -> None:
    """Three busy processes (table edits, posts, tidying) on one Redis: in no second do they
    make more calls than one process may (rate + burst), even across an event loop that stalls
    longer than a lease lives (its leases expire; an edit that comes late queues again); and
    together they use the budget (not each its third), each a fair part of it."""
    limiters = cluster(redis_url, 3)
    grants: Grants = []
    work = []
    for who, limiter in enumerate(limiters):
        work += [table(limiter, who, grants, interval=1.0) for _ in range(8)]
        work += [poster(limiter, who, grants, POST) for _ in range(2)]
        work.append(poster(limiter, who, grants, TIDY))
    seconds = 3.0
    stalled = await run_for(
        seconds,
        *work,
        stall_at=1.2 if stall else None,
        stall_when=lambda: any(map(spare_lease, limiters)),
    )
    for limiter in limiters:
        await limiter.close()
    assert busiest_second(grants) <= GLOBAL_RATE + BURST
    # The budget is used: at least 70% of the rate over the run (stalls excepted).
    assert stalled >= (0.3 if stall else 0)
    used = (seconds - stalled) * GLOBAL_RATE * 0.7
    assert len(grants) >= used, len(grants)
    kinds = {kind for _, _, kind in grants}
    assert kinds == {"edit", "post", "tidy"} or kinds == {"edit", "post"}, kinds
    for who, limiter in enumerate(limiters):
        assert limiter.shared and limiter.outages == 0
        mine = sum(1 for g in grants if g[1] == who)
        assert mine >= len(grants) / 6, (who, mine, len(grants))  # fair: a third, give or take
        # Leases, not a round trip a call: several calls per lease.
        assert mine >= 3 * limiter.leases, (mine, limiter.leases)
    if stall:
        assert sum(limiter.expired for limiter in limiters) > 0, "leases outlived by the stall"


@needs_redis
async def test_a_busy_process_gets_the_rate_the_idle_ones_leave(redis_url: str) -> None:
    """One busy process beside two idle ones (a post every half second each): the busy one gets
    nearly the whole rate (at least 70%), not its third of it."""
    busy, *quiet = cluster(redis_url, 3)
    grants: Grants = []
    work = [table(busy, 0, grants, interval=0.0) for _ in range(20)]
    work += [idle(limiter, who, grants) for who, limiter in enumerate(quiet, 1)]
    start = time.monotonic()
    stalled = await run_for(3.0, *work)
    for limiter in (busy, *quiet):
        await limiter.close()
    # From 0.5 s on (the first burst left out): the busy process's calls a second.
    steady = [g for g in grants if g[0] >= start + 0.5 and g[1] == 0]
    rate = len(steady) / (2.5 - stalled)
    assert rate >= 0.7 * GLOBAL_RATE, (len(steady), stalled)
    assert rate > 2 * busy.rate, "more than its own share would give it"
    assert all(any(g[1] == who for g in grants) for who in (1, 2)), "the idle ones still post"
    assert busiest_second(grants) <= GLOBAL_RATE + BURST


@needs_redis
async def test_an_edit_that_comes_for_its_token_too_late_queues_again(redis_url: str) -> None:
    """A table edit whose lease expired before it came for its token (the process was paused)
    does not use it late: ``due`` tells it to wait for a new one, and then it goes."""
    clock = Clock()
    limiter = SharedLimiter(redis_url, now=clock.now, sleep=clock.sleep, key="cardroom:t:late")
    ticket = limiter.reserve()
    for _ in range(100):  # the lease's round trip (real time; the clock stands still)
        if limiter.planned or limiter.live:
            break
        await asyncio.sleep(0.01)
    assert limiter.leases == 1
    await clock.advance(LEASE_LIFE + 0.05)  # the edit sleeps through its lease's life
    assert limiter.due(ticket) > 0, "its token expired: it waits for a new one"
    assert limiter.relapsed == 1
    for _ in range(200):
        if limiter.due(ticket) == 0:
            break
        await asyncio.sleep(0.005)
        await clock.advance(0.01)
    assert limiter.due(ticket) == 0, "a new lease brought its token"
    assert limiter.leases == 2
    await limiter.close()


# ----- Redis lost and back ---------------------------------------------------------------------


class OwnRedis:
    """A Redis server of one test's own, on a fixed port, to stop and start again."""

    def __init__(self, folder: Path, *options: str) -> None:
        self.options = options
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError(f"no redis-server found: {redisserver.NEEDS}")
        self.binary = binary
        self.folder = folder
        self.port = redisserver.free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder), *self.options],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port)):
                return
            time.sleep(0.02)
        raise RuntimeError("the test's Redis did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[OwnRedis]:
    server = OwnRedis(tmp_path)
    server.start()
    try:
        yield server
    finally:
        server.stop()


async def until(check: object, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, "it never happened"
        await asyncio.sleep(0.02)


@needs_redis
async def test_redis_lost_falls_back_to_the_share_and_comes_back(
    own_redis: OwnRedis, caplog: pytest.LogCaptureFixture
) -> None:
    """Redis stops while a process posts: the posts go on at the process's own share (half the
    rate here), one warning is logged however long it is away, and when Redis is back the
    process draws from the shared bucket again."""
    caplog.set_level(logging.INFO, logger="bot.presenter.shared_budget")
    limiter = SharedLimiter(own_redis.url, share=0.5, key="cardroom:budget")
    grants: Grants = []
    task = asyncio.ensure_future(poster(limiter, 0, grants, POST))
    try:
        await until(lambda: limiter.leases >= 3)
        assert limiter.shared
        own_redis.stop()
        await until(lambda: not limiter.shared)
        lost = time.monotonic()
        assert limiter.outages == 1
        await asyncio.sleep(2.5)  # two probes or more fail meanwhile
        away = [g for g in grants if g[0] >= lost]
        # On its own share: 20 calls a second, and its own burst (10) at most; and they go on.
        most = limiter.rate * (time.monotonic() - lost) + limiter.burst
        assert 10 <= len(away) <= most, (len(away), most)
        leases = limiter.leases
        own_redis.start()
        await until(lambda: limiter.shared)
        await until(lambda: limiter.leases > leases)
        with redis.Redis.from_url(own_redis.url) as c:
            assert c.exists("cardroom:budget"), "the shared bucket is in use again"
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await limiter.close()
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in warnings]
    assert "own share" in warnings[0].getMessage() and "127.0.0.1" in warnings[0].getMessage()
    assert limiter.outages == 1
    assert any("answers again" in r.getMessage() for r in caplog.records)


# ----- the process: start and wiring -----------------------------------------------------------


async def test_an_unreachable_redis_stops_the_start_with_one_line(tmp_path: Path) -> None:
    """``REDIS_URL`` set and nobody there: one line naming the server (not the password) and
    what to do, exit 1, before the database or Discord is touched."""
    url = f"redis://:hunter2-secret@127.0.0.1:{closed_port()}/0"
    env = bot_env(tmp_path / "data" / "cardroom.db", REDIS_URL=url)
    nowhere = f"http://127.0.0.1:{closed_port()}/api/v10"
    process = await BotProcess.start(nowhere, "ws://127.0.0.1:9/", env, tmp_path)
    try:
        done = await process.finish(20)
    finally:
        await process.kill()
    assert done.status == 1, done.stderr
    assert len(done.lines) == 1, done.stderr
    line = done.lines[0]
    assert line.startswith("cardroom: cannot reach Redis at 127.0.0.1:"), line
    assert "REDIS_URL" in line
    assert "hunter2" not in done.stderr + done.stdout, "the password is never printed"
    assert not (tmp_path / "data").exists(), "the database was not touched"


def test_a_redis_url_is_shown_without_its_password() -> None:
    assert shown("redis://user:pw@cache.internal:6380/2") == "cache.internal:6380"
    assert shown("rediss://:pw@cache") == "cache:6379"


def test_redis_url_is_a_secret_setting(tmp_path: Path) -> None:
    """``REDIS_URL`` is checked at the start (a wrong one is one line that does not echo it)
    and kept as a secret (never in a ``repr``)."""
    env = {"DISCORD_TOKEN": "t0ken", "REDIS_URL": "http://:hunter2@cache"}
    with pytest.raises(SettingsError) as err:
        load_settings(env, None)
    assert "REDIS_URL is not valid" in str(err.value) and "hunter2" not in str(err.value)
    settings = load_settings({**env, "REDIS_URL": "redis://:hunter2@cache:6379/0"}, None)
    assert settings.redis == "redis://:hunter2@cache:6379/0"
    assert "hunter2" not in repr(settings) and "hunter2" not in str(settings)
    assert load_settings({"DISCORD_TOKEN": "t0ken"}, None).redis is None


@needs_redis
async def test_a_redis_that_refuses_the_password_stops_the_start(tmp_path: Path) -> None:
    server = OwnRedis(tmp_path, "--requirepass", "the-right-one")
    server.start()
    try:
        wrong = f"redis://:hunter2@127.0.0.1:{server.port}/0"
        with pytest.raises(StartFailure) as err:
            await check_redis(wrong)
        assert "refused the user or password in REDIS_URL" in err.value.line
        assert "hunter2" not in err.value.line
        await check_redis(f"redis://:the-right-one@127.0.0.1:{server.port}/0")  # (it answers)
    finally:
        server.stop()


@needs_redis
async def test_the_bot_draws_its_budget_from_redis(
    redis_url: str,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    db_path: Path,
) -> None:
    """With ``REDIS_URL`` (and a real edit interval) the bot's table edits take leases from the
    shared bucket, and go; a stop lets go of the connection."""
    bot = make_bot(db_path, edit_interval=1.0, redis_url=redis_url)
    await fake.start(bot)
    try:
        await fake.slash(alice, channel, "table create", game="spades")
        await fake.settle()
        limiter = bot.presenter.limiter if bot.presenter is not None else None
        assert isinstance(limiter, SharedLimiter)
        edits = len(fake.requests)
        await bot.service.add_computer(1, alice.id)  # a change to show: an edit of the table
        await until(lambda: limiter.leases >= 1 and limiter.spent >= 1)
        assert limiter.shared
        with redis.Redis.from_url(redis_url) as c:
            assert c.exists(limiter.key)
        await until(lambda: any(r.method == "PATCH" for r in fake.requests[edits:]))
    finally:
        await bot.close()
    assert limiter._closed
