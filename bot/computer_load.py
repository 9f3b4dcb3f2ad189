"""How busy the computers' worker pool is, and how hard a new decision may think.

A busy bot makes its computers think shorter before it makes them late.  The pool's load is
its backlog: the expected worker time of every decision not back from a worker yet (those in a
worker's own queue and the one it thinks about are counted whole: the bot does not see which
has started; ``run`` and ``done`` for a pool that tells), shared by the workers, is the wait a
new decision can expect.  Each
decision gets the strongest step whose expected wait plus its own expected thinking stays
within that step's share of ``WAIT_TARGET`` (``SHARES``: full effort only while the pool is
well within the target, so that a growing backlog is met by reduced effort first):

- ``full``: the level as it is (effort 1.0);
- ``reduced`` and ``minimal``: the same search with a fraction of its samples (``EFFORTS``);
- ``basic``: not even a minimal search keeps up: the basic player, inline (a tenth of a
  millisecond on the event loop), rather than a late move.

The expected cost of a step is learned per game as decisions finish (a moving mean of their
time in a worker, as the worker measured it: the search, a worker slowed by a busy machine;
``ran``), starting from ``PRIOR_FULL`` scaled by the step's effort.  The expected wait is
calibrated too (``bias``): each decision's real wait, against the wait foreseen when it was
sent, moves a correction factor, so that a worker slowed by other programs on the machine
(its cost varies faster than a moving mean follows) does not make every decision late.  Pure
bookkeeping: the clock is the caller's (``now`` arguments), so tests drive it by hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

STEPS = ("full", "reduced", "minimal", "basic")
"""The steps of thinking, strongest first; ``basic`` runs inline, the others in a worker."""
EFFORTS = {"full": 1.0, "reduced": 0.35, "minimal": 0.1}
"""The fraction of its samples a strong player searches at each worker step."""
SHARES = {"full": 0.5, "reduced": 0.75, "minimal": 1.0}
"""The share of the target a step's expected wait plus thinking may take."""
WAIT_TARGET = 0.5
"""Seconds a decision's expected wait for a worker plus its own thinking should stay within."""
PRIOR_FULL = 0.08
"""Seconds a full strong decision is expected to take before any has been measured (Spades
and Schmier ~30 ms, Tonk ~60, Twenty-Nine ~100 of CPU on this project's 2-core machine)."""
OVERHEAD = 0.003
"""Seconds of a decision's hand-over to a worker and back, whatever its effort."""
SMOOTHING = 0.2
"""The weight of the newest decision in the moving means of a step's cost and of ``bias``."""
CALIBRATE_FROM = 0.05
"""Seconds of foreseen wait from which a decision's real wait calibrates the foresight."""
BIAS_RANGE = (1.0, 4.0)
"""The bounds of the correction factor of the foreseen wait (never below the backlog's word:
the target is a bound, so an error on the short side is the one to correct)."""


@dataclass(eq=False, slots=True)
class Job:
    """One decision sent to the pool: waiting for a worker, then running."""

    game: str
    step: str
    expected: float
    """Seconds of worker time it is expected to take."""
    asked: float = 0.0
    """When it was sent."""
    foreseen: float = 0.0
    """The wait foreseen when it was sent (before the correction)."""
    started: float | None = None
    """When it got its worker (``None`` while it waits)."""


@dataclass(slots=True)
class PoolLoad:
    """The backlog of a pool of ``workers`` and the step each new decision thinks at."""

    workers: int
    target: float = WAIT_TARGET
    steps: Counter[str] = field(default_factory=Counter)
    """Decisions by the step they were given (``STEPS``); every one but ``full`` is shortened."""
    bias: float = 1.0
    """Real waits over foreseen ones, a moving mean (``BIAS_RANGE``)."""
    _costs: dict[tuple[str, str], float] = field(default_factory=dict)
    _queued: set[Job] = field(default_factory=set)
    _running: set[Job] = field(default_factory=set)

    def cost(self, game: str, step: str) -> float:
        """Expected seconds of worker time for a decision of ``game`` at ``step``."""
        known = self._costs.get((game, step))
        if known is not None:
            return known
        full = self._costs.get((game, "full"), PRIOR_FULL)
        return max(OVERHEAD, (full - OVERHEAD) * EFFORTS[step] + OVERHEAD)

    def expected_wait(self, now: float) -> float:
        """Seconds a decision sent now can expect to wait for a worker (corrected by ``bias``)."""
        return self._foresee(now) * self.bias

    def _foresee(self, now: float) -> float:
        """The wait from the backlog alone.  A running decision past its expected time is
        counted for a quarter of it still (it is slow, not done)."""
        # A free worker takes the next decision at once.
        if len(self._running) < self.workers and not self._queued:
            return 0.0
        backlog = sum(job.expected for job in self._queued)
        for job in self._running:
            assert job.started is not None
            backlog += max(0.25 * job.expected, job.expected - (now - job.started))
        return backlog / max(1, self.workers)

    @property
    def waiting(self) -> int:
        """Decisions waiting for a worker."""
        return len(self._queued)

    @property
    def outstanding(self) -> int:
        """Decisions with the pool: waiting for a worker or running."""
        return len(self._queued) + len(self._running)

    def plan(self, game: str, now: float) -> str:
        """The strongest step whose expected wait plus thinking stays within its share of the
        target (``basic`` if none does); counted in ``steps``."""
        wait = self.expected_wait(now)
        step = next(
            (s for s in STEPS[:-1] if wait + self.cost(game, s) <= SHARES[s] * self.target),
            STEPS[-1],
        )
        self.steps[step] += 1
        return step

    def enqueue(self, game: str, step: str, now: float) -> Job:
        """A decision planned at a worker step now waits for a worker."""
        job = Job(game, step, self.cost(game, step), asked=now, foreseen=self._foresee(now))
        self._queued.add(job)
        return job

    def run(self, job: Job, now: float) -> None:
        """The decision got its worker (again from ``now``, once a new pool has started); its
        first start calibrates the foreseen wait."""
        if job.started is None and job.foreseen >= CALIBRATE_FROM:
            ratio = (now - job.asked) / job.foreseen
            low, high = BIAS_RANGE
            self.bias = min(high, max(low, self.bias + SMOOTHING * (ratio - self.bias)))
        self._queued.discard(job)
        self._running.add(job)
        job.started = now

    def done(self, job: Job, now: float, *, measured: bool = True) -> None:
        """The decision left the pool; its time in the worker teaches the step's cost unless it
        failed or was cancelled (``measured=False``)."""
        self._queued.discard(job)
        self._running.discard(job)
        if measured and job.started is not None:
            self.learn(job.game, job.step, now - job.started)

    def ran(self, job: Job, waited: float, took: float, *, measured: bool = True) -> None:
        """The decision came back from a worker that measured it: it waited ``waited`` seconds
        from when it was asked and took ``took`` (the worker's own clock, not the time the
        event loop took to hand it over and back, which a worker's queue hides).  Its wait
        calibrates the foresight; its time teaches the step's cost unless ``measured`` is false
        (played at another level than planned)."""
        self.run(job, job.asked + waited)
        self.done(job, job.asked + waited + took, measured=measured)

    def learn(self, game: str, step: str, seconds: float) -> None:
        """A decision of ``game`` at ``step`` took ``seconds`` in a worker: the moving mean."""
        old = self._costs.get((game, step))
        self._costs[game, step] = seconds if old is None else old + SMOOTHING * (seconds - old)
