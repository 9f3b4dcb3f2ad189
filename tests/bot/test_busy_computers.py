"""A busy pool makes its computers think shorter before it makes them late (``bot.computer_load``):
a quiet pool thinks at full effort; a saturated one gives reduced, then minimal effort, then the
basic player inline, so that no decision waits past the target; the steps are counted and
logged without a card.  The worker is a fake whose decisions take a fixed time per effort on a
clock the test moves (nothing sleeps for real, no timed assertion)."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot import computers as computers_module
from bot.bot import CardroomBot
from bot.computer_load import EFFORTS, OVERHEAD, PRIOR_FULL, STEPS, WAIT_TARGET, PoolLoad
from bot.computers import (
    AHEAD,
    LATE,
    LOG_EVERY,
    MIN_BUDGET,
    Computers,
    Decided,
    Job,
    _with_effort,
    decide,
    decide_queued,
)
from bot.health import check, health_path, write_heartbeat
from bot.tables import service as service_module
from games import new_match
from games.players import make_player
from tests.bot.harness import make_bot, said
from tests.bot.players import table_message
from tests.bot.test_table_edits import ManualClock
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

FULL = 0.2
"""Seconds of the fake worker's full-effort decision (a reduced one takes its fraction)."""


class SlowWorker:
    """One worker whose decisions take ``FULL`` seconds per unit of effort on the test's clock:
    the decisions handed to it ahead (``AHEAD``) wait their turn in its queue, and it measures
    each one's wait and thinking as a real worker does (``decide_queued``)."""

    def __init__(self, clock: ManualClock) -> None:
        self.clock = clock
        self.efforts: list[float] = []
        self.queue = asyncio.Lock()
        self.handed: list[int] = []
        """How many decisions the worker held (thinking or queued) each time one was handed."""
        self.held = 0

    async def work(
        self, game: str, view: dict[str, Any], legal: list[str], seed: str, budget: float,
        effort: float, job: Job,
    ) -> Decided:  # fmt: skip
        self.held += 1
        self.handed.append(self.held)
        try:
            async with self.queue:
                start = self.clock.now()
                self.efforts.append(effort)
                await self.clock.sleep(FULL * effort)
                text = decide(game, "basic", view, legal, seed, budget)
                return Decided(text, start - job.asked, self.clock.now() - start)
        finally:
            self.held -= 1


class SlowPool(Computers):
    """``Computers`` with one ``SlowWorker``."""

    def __init__(self, clock: ManualClock) -> None:
        super().__init__(processes=1, now=clock.now)
        self.clock = clock
        self.worker = SlowWorker(clock)
        self.efforts = self.worker.efforts

    async def _work(
        self,
        game: str,
        level: str,
        view: dict[str, Any],
        legal: list[str],
        seed: str,
        budget: float,
        effort: float,
        job: Job,
    ) -> Decided:
        return await self.worker.work(game, view, legal, seed, budget, effort, job)


async def run_clock(
    clock: ManualClock, tasks: list[asyncio.Task[Any]] | Callable[[], bool], step: float = 0.01
) -> None:
    """Move the clock by small steps until every task is done (or the condition holds); a
    real millisecond now and then lets the store's thread commit."""
    done = tasks if callable(tasks) else lambda: all(t.done() for t in tasks)
    for i in range(20_000):
        if done():
            return
        clock.t += step
        clock.wake(1e-9)
        for _ in range(5):
            await asyncio.sleep(0)
        if i % 5 == 0:
            await asyncio.sleep(0.001)
    raise AssertionError("the decisions did not finish")


def computers_idle(bot: CardroomBot) -> Callable[[], bool]:
    """No table's computer loop is running."""
    tasks = bot.service.autoplay.tasks
    return lambda: not any(k[0] == "ai" and not t.done() for k, t in tasks.items())


def spades_position(seed: int) -> tuple[dict[str, Any], list[str]]:
    m = new_match("spades", seed=seed)
    seat = m.to_act[0]
    return m.view(seat), [str(a) for a in m.legal_actions(seat)]


# ----- the bookkeeping -------------------------------------------------------------------------


def test_the_step_follows_the_backlog() -> None:
    load = PoolLoad(workers=1, target=0.5)
    assert load.expected_wait(0.0) == 0.0
    assert load.plan("spades", 0.0) == "full", "a quiet pool thinks at full effort"
    first = load.enqueue("spades", "full", 0.0)
    load.run(first, 0.0)
    assert load.expected_wait(0.0) == pytest.approx(PRIOR_FULL)
    assert load.expected_wait(0.05) == pytest.approx(PRIOR_FULL - 0.05), "it has been running"
    # Decisions that wait add their expected cost; the steps come down one by one.
    seen = []
    for _ in range(20):
        step = load.plan("spades", 0.0)
        seen.append(step)
        if step != "basic":
            load.enqueue("spades", step, 0.0)
    assert seen == sorted(seen, key=STEPS.index), "never stronger while the backlog grows"
    assert set(seen) == set(STEPS), seen
    assert load.expected_wait(0.0) <= 0.5
    assert load.steps["basic"] == seen.count("basic") and sum(load.steps.values()) == 21


def test_costs_are_learned_per_game_and_step() -> None:
    load = PoolLoad(workers=2)
    assert load.cost("tonk", "minimal") == pytest.approx(
        (PRIOR_FULL - OVERHEAD) * EFFORTS["minimal"] + OVERHEAD
    )
    job = load.enqueue("tonk", "full", 10.0)
    load.run(job, 10.0)
    load.done(job, 10.3)
    assert load.cost("tonk", "full") == pytest.approx(0.3)
    assert load.cost("tonk", "reduced") == pytest.approx(0.297 * EFFORTS["reduced"] + OVERHEAD)
    assert load.cost("spades", "full") == PRIOR_FULL, "another game keeps its own"
    failed = load.enqueue("tonk", "full", 11.0)
    load.run(failed, 11.0)
    load.done(failed, 20.0, measured=False)
    assert load.cost("tonk", "full") == pytest.approx(0.3), "a failed decision teaches nothing"
    assert load.expected_wait(20.0) == 0.0 and load.waiting == 0


def test_real_waits_calibrate_the_foreseen_wait() -> None:
    """A worker slower than its costs say (a busy machine): the waits foreseen grow to match."""
    load = PoolLoad(workers=1)
    first = load.enqueue("spades", "full", 0.0)
    load.run(first, 0.0)
    second = load.enqueue("spades", "full", 0.0)
    assert second.foreseen == pytest.approx(PRIOR_FULL) and load.bias == 1.0
    load.done(first, 3 * PRIOR_FULL)
    load.run(second, 3 * PRIOR_FULL)  # it waited three times what was foreseen
    assert load.bias == pytest.approx(1.0 + 0.2 * (3.0 - 1.0))
    assert load.expected_wait(3 * PRIOR_FULL) == pytest.approx(1.4 * PRIOR_FULL), "corrected"
    third = load.enqueue("spades", "full", 3 * PRIOR_FULL)
    load.done(second, 4 * PRIOR_FULL)
    load.run(third, 4 * PRIOR_FULL)  # waited as foreseen: the correction comes back down
    assert load.bias == pytest.approx(1.4 + 0.2 * (1.0 - 1.4))
    load.done(third, 5 * PRIOR_FULL)
    quick = load.enqueue("spades", "full", 5 * PRIOR_FULL)
    load.run(quick, 5 * PRIOR_FULL)  # nothing was foreseen (a free worker): no change
    assert load.bias == pytest.approx(1.32)


# ----- the pool --------------------------------------------------------------------------------


async def test_a_saturated_pool_thinks_shorter_then_plays_basic_before_it_is_late(
    caplog: pytest.LogCaptureFixture,
) -> None:
    clock = ManualClock()
    pool = SlowPool(clock)
    view, legal = spades_position(7)

    async def decision(i: int) -> str:
        return await pool.choose("spades", "strong", view, legal, f"s/{i}")

    # Quiet: one decision at a time, each at full effort.
    for i in range(3):
        task = asyncio.create_task(decision(i))
        await run_clock(clock, [task])
        assert task.result() in legal
    assert pool.efforts == [1.0] * 3 and pool.shortened == 0
    assert pool.load.cost("spades", "full") == pytest.approx(FULL)

    # Saturated: thirty decisions at once for one worker.
    caplog.set_level(logging.WARNING, logger="bot.computers")
    clock.t += LOG_EVERY  # a minute since the first decision: the next one may be logged
    waits0 = len(pool.waits)
    tasks = [asyncio.create_task(decision(i)) for i in range(3, 33)]
    await run_clock(clock, tasks)
    assert all(t.result() in legal for t in tasks)
    burst = pool.efforts[3:]
    assert max(pool.worker.handed) == AHEAD, "the next decision waited in the worker's queue"
    assert burst == sorted(burst, reverse=True), "full, then shorter and shorter"
    assert {1.0, EFFORTS["reduced"], EFFORTS["minimal"]} <= set(burst)
    steps = pool.load.steps
    assert steps["basic"] == 30 - len(burst) > 0, "then basic, inline"
    assert pool.counts["inline"] == steps["basic"] and pool.counts["process"] == 0  # the fake
    assert pool.shortened == 30 - burst.count(1.0)
    # No decision waited past the target (with its own thinking): none came near its deadline.
    for waited, effort in zip(pool.waits[waits0:], burst, strict=True):
        assert waited + FULL * effort <= WAIT_TARGET + 1e-6
    # One line for the minute, at its first shortened decision: counts only, no card.
    (line,) = [r.getMessage() for r in caplog.records if "thought shorter" in r.getMessage()]
    assert f"1 of {3 + burst.count(1.0) + 1} strong decisions" in line, line
    assert not any(card in line.split() for card in legal)

    # Quiet again: full effort again.
    task = asyncio.create_task(decision(99))
    await run_clock(clock, [task])
    assert pool.efforts[-1] == 1.0 and pool.load.steps["full"] == 3 + burst.count(1.0) + 1
    await pool.close()


async def test_a_cancelled_decision_leaves_the_backlog() -> None:
    """A table that ends while its computer waits for a worker costs the others nothing."""
    clock = ManualClock()
    pool = SlowPool(clock)
    view, legal = spades_position(3)
    # The worker holds AHEAD decisions (the one it thinks about, the next in its queue).
    handed = [
        asyncio.create_task(pool.choose("spades", "strong", view, legal, f"a{i}"))
        for i in range(AHEAD)
    ]
    waiting = asyncio.create_task(pool.choose("spades", "strong", view, legal, "b"))
    for _ in range(3):
        await asyncio.sleep(0)
    assert pool.worker.held == AHEAD and pool.load.waiting == AHEAD + 1
    waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    assert pool.load.waiting == AHEAD
    await run_clock(clock, handed)
    assert pool.load.expected_wait(clock.t) == 0.0
    assert len(pool.efforts) == AHEAD, "the cancelled one never reached the worker"
    await pool.close()


def test_effort_reaches_every_strong_player() -> None:
    """Every game's strong player searches fewer samples at a shorter step (Tonk: rollouts)."""
    knobs = {"spades": "effort", "twentynine": "effort", "schmier": "play_samples",
             "tonk": "rollouts"}  # fmt: skip
    for game, knob in knobs.items():
        full = make_player("strong", game)
        light = _with_effort(full, EFFORTS["minimal"])
        assert light is not full and type(light) is type(full)
        assert getattr(light, knob) < getattr(full, knob), game
    view, legal = spades_position(11)
    assert decide("spades", "strong", view, legal, "x", 5.0, EFFORTS["minimal"]) in legal


def test_a_worker_measures_the_wait_and_thinks_with_what_is_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A decision that waited in a worker's queue thinks with what is left of its budget from
    when it was asked (at least ``MIN_BUDGET``); one that waited past ``LATE`` is played at the
    basic level, so the queue behind it catches up.  The worker reports its wait and thinking
    (the pool learns from those, not from the event loop's hand-over; not from a late one)."""
    asked: list[tuple[str, float]] = []

    def fake_decide(*args: Any) -> str:
        asked.append((args[1], args[5]))  # the level and the budget
        return str(args[3][0])

    monkeypatch.setattr(computers_module, "decide", fake_decide)
    view, legal = spades_position(5)
    now = time.monotonic()
    fresh = decide_queued("spades", "strong", view, legal, "s", 1.0, 1.0, now)
    waited = decide_queued("spades", "strong", view, legal, "s", 1.0, 1.0, now - 0.5)
    short = decide_queued("spades", "strong", view, legal, "s", 0.6, 1.0, now - 0.5)
    late = decide_queued("spades", "strong", view, legal, "s", 1.0, 1.0, now - LATE)
    assert fresh.text == legal[0] and fresh.waited < 0.5 and not fresh.late
    assert waited.waited >= 0.5 and not waited.late and late.waited >= LATE and late.late
    (lv0, b0), (lv1, b1), (lv2, b2), (lv3, _) = asked
    assert (lv0, lv1, lv2, lv3) == ("strong", "strong", "strong", "basic")
    assert b0 > 0.5 and b1 <= 0.5 and b2 == MIN_BUDGET
    assert all(d.took >= 0.0 for d in (fresh, waited, short, late))
    load = PoolLoad(workers=1)
    job = load.enqueue("spades", "full", 100.0)
    load.ran(job, waited=0.2, took=0.03)
    assert load.cost("spades", "full") == pytest.approx(0.03) and load.waiting == 0
    job = load.enqueue("spades", "full", 200.0)
    load.ran(job, waited=LATE, took=0.0001, measured=False)
    assert load.cost("spades", "full") == pytest.approx(0.03), "a late one teaches nothing"


class Earlier:
    """``time`` for ``bot.computers`` in the bot's process only: its clock ``by`` seconds
    behind, so a decision handed to a worker now looks asked that long ago to the worker."""

    def __init__(self, by: float) -> None:
        self.by = by

    def monotonic(self) -> float:
        return time.monotonic() - self.by

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


async def test_a_decision_late_for_its_worker_is_played_basic_there(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In a real worker process: a decision that reaches the worker past ``LATE`` is played at
    the basic level (counted ``late``), one on time at its level; both legal."""
    pool = Computers(processes=1)
    view, legal = spades_position(9)
    try:
        on_time = await pool.choose("spades", "strong", view, legal, "a")
        assert on_time in legal and pool.counts["late"] == 0
        monkeypatch.setattr(computers_module, "time", Earlier(LATE + 1.0))
        late = await pool.choose("spades", "strong", view, legal, "b")
        assert late in legal and pool.counts["late"] == 1 and pool.counts["process"] == 2
        assert late == decide("spades", "basic", view, legal, "b", 1.0)
        assert pool.waits[-1] >= LATE
    finally:
        await pool.close()


async def test_a_decision_that_waits_past_late_for_a_slot_is_played_basic_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every slot of the pool held (a worker and its queue that fell behind a burst the plan
    did not foresee): the next decision waits ``LATE`` for a slot, no longer, and plays the
    basic player's move there and then (counted late and inline, never handed to a worker, its
    wait recorded); the held decisions go on."""
    monkeypatch.setattr(computers_module, "LATE", 0.05)
    monkeypatch.setattr(PoolLoad, "plan", lambda self, game, now: "full")  # a plan that was wrong
    release = asyncio.Event()
    reached: list[str] = []

    async def work(self: Computers, game: str, level: str, view: dict[str, Any],
                   legal: list[str], seed: str, *_: Any) -> Decided:  # fmt: skip
        reached.append(seed)
        await release.wait()
        return Decided(legal[-1], 0.0, 0.01)

    monkeypatch.setattr(Computers, "_work", work)
    pool = Computers(processes=1)
    view, legal = spades_position(9)
    try:
        held = [
            asyncio.ensure_future(pool.choose("spades", "strong", view, legal, f"h{i}"))
            for i in range(AHEAD)
        ]
        while len(reached) < AHEAD:
            await asyncio.sleep(0)
        started = time.monotonic()
        late = await asyncio.wait_for(pool.choose("spades", "strong", view, legal, "late"), 5)
        assert time.monotonic() - started < 1.0
        assert late == decide("spades", "basic", view, legal, "late", 1.0)
        assert "late" not in reached, "never handed to a worker"
        assert pool.counts["late"] == 1 and pool.counts["inline"] == 1
        assert pool.waits[-1] >= 0.05 and pool.slot_waits[-1] == pool.waits[-1]
        assert pool.load.outstanding == AHEAD, "the late one left the pool's backlog"
        release.set()
        assert await asyncio.gather(*held) == [legal[-1]] * AHEAD
        assert pool.load.outstanding == 0 and pool.counts["late"] == 1
        # Its slot was never taken: the next decision is handed to a worker at once.
        assert await pool.choose("spades", "strong", view, legal, "next") == legal[-1]
        assert reached[-1] == "next"
    finally:
        await pool.close()


def test_a_decision_handed_behind_others_may_take_their_deadlines_too() -> None:
    pool = Computers(processes=2, deadline=3.0)
    pool._handed = 1  # alone: its own deadline
    assert pool._limit() == pytest.approx(3.0)
    pool._handed = 7  # six before it, three for each of the two workers
    assert pool._limit() == pytest.approx(3.0 * 4)


# ----- through the Discord double --------------------------------------------------------------


class Seeds:
    """Stands in for ``random.SystemRandom`` in the table service: the next of ``seeds``."""

    def __init__(self, seeds: Iterator[int]) -> None:
        self.seeds = seeds

    def randrange(self, n: int) -> int:
        return next(self.seeds) % n


def all_asked(bot: CardroomBot) -> bool:
    """Every started table is at a person's turn or has its computer's decision with the pool
    (one at a time per table: its computer loop waits for it)."""
    at_computer = 0
    for t in bot.service.tables.values():
        m = t.match
        if m is None or t.status != "playing":
            return False
        at_computer += any(t.seats[s].computer_plays for s in m.to_act)
    return at_computer == bot.service.computers.load.outstanding


async def test_busy_tables_get_shorter_thinking_and_keep_their_computers(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sixteen Spades tables start at once against one slow worker whose full decision is known
    to take ``FULL``: the first decisions think at full effort, the next shorter, the rest basic,
    and every table reaches its person's turn with no decision waiting past the target; the
    tables' computers keep their names and level.
    Then one person moves on a quiet bot: its computers think at full effort again."""
    clock = ManualClock()
    worker = SlowWorker(clock)

    async def work(
        self: Computers,
        game: str,
        level: str,
        view: dict[str, Any],
        legal: list[str],
        seed: str,
        budget: float,
        effort: float,
        job: Job,
    ) -> Decided:
        return await worker.work(game, view, legal, seed, budget, effort, job)

    monkeypatch.setattr(Computers, "_work", work)
    # The same deals every run (seeds 100, 101, ...): with random ones about one run in five
    # had fewer than ten tables start at a computer's turn (nine decisions fill the steps up to
    # minimal; 16 tables at 3/4: P(<= 9) = 0.19), so none went on to basic.
    seeds = iter(range(100, 1100))
    monkeypatch.setattr(service_module.random, "SystemRandom", lambda: Seeds(seeds))
    async with FakeDiscord() as fake:
        channel = fake.add_text_channel(fake.guild, "cards")
        people = [fake.add_member(fake.guild, f"p{i}") for i in range(16)]
        bot = make_bot(db_path, computer_processes=1, computer_pause=0, max_tables_per_server=0)
        await fake.start(bot)
        computers = bot.service.computers
        computers.now = clock.now
        computers.load.learn("spades", "full", FULL)  # as a quiet hour before measured it
        threads = []
        for p in people:
            await fake.slash(p, channel, "table create", game="spades")
            thread = fake.threads(channel)[-1]
            for _ in range(3):
                await fake.click(p, table_message(fake, thread), label="Add computer")
            threads.append(thread)
        starts = [
            fake.click(p, table_message(fake, th), label="Start", settle=False)
            for p, th in zip(people, threads, strict=True)
        ]
        for r in await asyncio.gather(*starts):
            assert said(r) == "The game is on."
        # Time stands still until every table has asked (the starts' commits are real): each
        # table is at its person's turn or waits for its computer's decision with the pool.
        # (Watching the step count stand still for a while failed on a loaded machine, where a
        # start's commit can take longer than that while.)
        for _ in range(3000):
            if all_asked(bot):
                break
            await asyncio.sleep(0.01)
        assert all_asked(bot), "the tables never all asked"
        await run_clock(clock, computers_idle(bot))
        await fake.settle()
        steps = computers.load.steps
        assert steps["full"] > 0 and steps["basic"] > 0, steps
        assert steps["reduced"] + steps["minimal"] > 0, steps
        assert max(computers.waits) <= WAIT_TARGET
        for p, th in zip(people, threads, strict=True):
            table = table_message(fake, th)
            assert f"<@{p.id}>" in (table.get("content") or ""), "the person's turn"
            assert "🤖 Computer 1 (strong)" in table["embeds"][0]["description"]
        # The operator sees it: the health line, still healthy, says the computers are busy.
        bot.heartbeat.connected = lambda: True  # the fake has no gateway socket to ask
        bot.heartbeat.beat()
        health = check(health_path(bot.settings.database_path))
        shortened = steps["reduced"] + steps["minimal"] + steps["basic"]
        assert health.ok and f"computers busy: {shortened} of {steps.total()}" in health.reason

        # Quiet: one person bids; the computers after them think at full effort.
        before = dict(steps)
        table_id = next(iter(bot.service.tables))
        t = bot.service.tables[table_id]
        m = t.match
        assert m is not None
        seat = m.to_act[0]
        while seat in m.to_act:  # a look at the cards, then the bid
            await bot.service.act(table_id, t.seats[seat].user_id or 0, m.version,
                                  str(m.legal_actions(seat)[-1]))  # fmt: skip
        await asyncio.sleep(0)
        await run_clock(clock, computers_idle(bot))
        await fake.settle()
        new = {s: steps[s] - before.get(s, 0) for s in STEPS}
        assert new["full"] > 0 and sum(new.values()) == new["full"], new
        bot.heartbeat.beat()
        health = check(health_path(bot.settings.database_path))
        assert health.ok and "busy" not in health.reason, "only the last interval counts"


def test_health_line_reads_the_steps(tmp_path: Path) -> None:
    path = health_path(tmp_path / "cardroom.db")
    write_heartbeat(path, connected=True, interval=10, thinking={"full": 5})
    assert check(path).ok and "busy" not in check(path).reason
    write_heartbeat(path, connected=True, interval=10,
                    thinking={"full": 1, "reduced": 2, "basic": 3})  # fmt: skip
    reason = check(path).reason
    assert check(path).ok and reason.endswith(
        "; computers busy: 5 of 6 strong decisions in the last 10 s thought shorter "
        "(reduced 2, basic 3)"
    ), reason
    write_heartbeat(path, connected=True, interval=10, thinking={"basic": "x"})  # type: ignore[dict-item]
    assert check(path).ok, "an odd part never makes the bot unhealthy"


def test_the_benchmark_reports_the_same_steps() -> None:
    """``benchmarks/bot_load.py`` repeats the steps (so that it runs against older commits)."""
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bot_load.py"
    spec = importlib.util.spec_from_file_location("bot_load", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.STEPS == STEPS
