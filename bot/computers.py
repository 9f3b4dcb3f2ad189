"""Computer players for the bot, thinking off the event loop.

A decision is asked for with picklable data only: the game, the level, the seat's view (JSON-ready
``Match.view(seat)``), the legal actions as record texts, a seed and a time budget.  The answer is
an action text, which the table service checks with the engine again before applying it.  The
player never sees the match, exactly as ``games.players.choose_for`` guarantees.

Where a decision runs:

- ``random`` (microseconds), ``basic`` (a tenth of a millisecond, 0.2 ms at p95) and any
  position with a single legal action: inline, on the event loop.  A thread would cost more
  than the decision: the hand-over and back, and the interpreter lock passed to and fro (each
  pass can wait for the switch interval while the loop is busy).
- ``strong`` (tens to hundreds of milliseconds of pure-Python search): in a small
  ``ProcessPoolExecutor``.  A thread would still hold the GIL against the event loop for the
  whole search; a process does not.  The pool is created at the first strong decision and shut
  down by ``close()``.  ``processes=0`` runs strong decisions in a thread instead (tests).
  Workers run at a lower CPU priority (``WORKER_NICE``): on a machine with few cores a worker
  that searches flat out must not take the core the event loop needs to answer a click.

The pool is fed through an asyncio semaphore with ``AHEAD`` slots per worker, so decisions wait
in a fair FIFO on the bot's side: a decision cancelled while it waits (the table ended) costs
nothing.  A worker holds the next decision in its own queue while it thinks about one: at a busy
bot the event loop took longer to hand a result back and the next decision over than a short
decision takes to think, and the worker idled meanwhile.  The worker measures each decision's
wait (from when it was asked to the worker's own start) and its thinking, and the budget it
thinks with is what is left of the decision's budget when it starts, so that a busy pool makes
computers think shorter rather than later (never less than ``MIN_BUDGET``).

A busy pool makes its computers think shorter before it makes them late (``bot.computer_load``):
each strong decision gets an effort (a fraction of its player's samples) chosen so that its
expected wait for a worker plus its own thinking stays within ``WAIT_TARGET``, in steps (full,
reduced, minimal), and the basic player inline when even a minimal search cannot keep up.  The
steps given are counted (``steps``) and logged now and then (``LOG_EVERY``), never with a card.
Where the plan was wrong (a burst it did not foresee), a decision that waits ``LATE`` for a slot
plays the basic player's move inline then, and one that reaches its worker past ``LATE`` is
played basic there: both counted ``late``, so that no decision waits much past ``LATE``.

Every decision that leaves the event loop has a deadline (``deadline``, from the time it gets a
thread; handed to a worker, one more for each worker's share of the decisions it waits behind
there): past it, ``choose`` raises ``DecisionTimeout`` and the caller plays a
``fallback`` move.  A worker still busy past the deadline is hung (a strong decision stops at
its budget), so its pool is killed and the next decision starts a fresh one: a hung worker does
not keep its slot.  A new pool's start (spawn and warm-up) is bounded by ``POOL_START_TIMEOUT``
instead, which a slow machine may need.

With a ``decider`` (``bot.remote_computers``: a job queue that workers on other machines serve)
strong decisions go there instead of to the pool, with the same plan, deadline and fallback.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import multiprocessing
import multiprocessing.connection
import os
import random
import signal
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, NamedTuple, Protocol

from bot.computer_load import EFFORTS, STEPS, WAIT_TARGET, Job, PoolLoad
from bot.metrics import events
from games.actions import parse_action
from games.players import levels_for, make_player

log = logging.getLogger(__name__)

DEFAULT_LEVEL = "strong"
"""The level of a new table's computers and of timed-out turns."""
LEVEL_TITLES = {"random": "Random", "basic": "Basic", "strong": "Strong"}
LEVEL_BLURBS = {
    "random": "any legal move, at random",
    "basic": "sound rules: counts points, never overtakes a partner",
    "strong": "searches the deals its seat could be facing",
}
PROCESS_LEVELS = frozenset({"strong"})
"""Levels whose decisions are CPU-heavy enough to go to the process pool."""
INLINE_LEVELS = frozenset({"random", "basic"})
WORKER_NICE = 10
"""How much lower the worker processes' CPU priority is than the bot's (``os.nice``)."""
MIN_BUDGET = 0.15
"""Seconds a strong decision always gets, however long it waited for a worker."""
FALLBACK_LEVEL = "basic"
"""The level that stands in when a decision fails or is late (inline: it cannot hang)."""
DEADLINE_PER_BUDGET = 5.0
"""The default deadline of a decision, in thinking budgets."""
POOL_START_TIMEOUT = 60.0
"""Seconds a new pool's workers may take to start and load their players."""
LOG_EVERY = 60.0
"""Seconds between two log lines about decisions thought shorter (at most one per period)."""
AHEAD = 8
"""Decisions handed to each worker at once: the one it thinks about and the next ones, waiting in
its own queue.  Enough that the worker never waits for the event loop: a busy loop took tens of
milliseconds to take a result back and hand the next decision over, and with only one or two
handed ahead the pool made decisions at the loop's pace, not the worker's (at 1,000 tables,
waits of seconds for decisions of a millisecond)."""
LATE = 0.75
"""Seconds of waiting after which a worker plays the decision at the basic level (late already:
the queue behind it catches up instead of growing; the pool's plan aims at ``WAIT_TARGET``)."""


class DecisionTimeout(Exception):
    """A decision took longer than its deadline (a hung or starved worker)."""


def level_title(level: str) -> str:
    return LEVEL_TITLES.get(level, level.capitalize())


def levels(game: str) -> tuple[str, ...]:
    """The levels the host can choose for ``game``, weakest first."""
    return tuple(lv for lv in levels_for(game) if lv in LEVEL_TITLES) or ("random",)


def default_processes() -> int:
    """One worker per core beyond the event loop's, at least one and at most two."""
    return max(1, min(2, (os.cpu_count() or 1) - 1))


# ----- the worker side (a pool process, a thread, or inline) -----------------------------------

_PLAYERS: dict[tuple[str, str, float], Any] = {}


def _player(game: str, level: str, effort: float = 1.0) -> Any:
    key = (game, level, effort)
    player = _PLAYERS.get(key)
    if player is None:
        player = _PLAYERS[key] = _with_effort(make_player(level, game), effort)
    return player


def _with_effort(player: Any, effort: float) -> Any:
    """``player`` searching ``effort`` of its samples: its ``effort`` parameter, or its number of
    ``rollouts`` scaled (Tonk); a player with neither is only shortened by its budget."""
    if effort >= 1.0:
        return player
    kind = type(player)
    params = inspect.signature(kind).parameters
    if "effort" in params:
        return kind(effort=effort)
    rollouts = params.get("rollouts")
    if rollouts is not None and isinstance(rollouts.default, int):
        return kind(rollouts=max(1, round(rollouts.default * effort)))
    return player


def decide(
    game: str,
    level: str,
    view: dict[str, Any],
    legal: Sequence[str],
    seed: str,
    budget: float,
    effort: float = 1.0,
) -> str:
    """One decision from picklable data; returns the chosen action's record text.  ``effort``
    (at most 1.0) is the fraction of its samples the player searches (a busy pool's step)."""
    actions = [parse_action(text) for text in legal]
    if not actions:
        raise ValueError("no legal action to choose from")
    rng = random.Random(seed)
    player = _player(game, level, effort)
    action = player.choose(view, actions, rng, time.monotonic() + budget)
    text = str(action)
    if text not in legal:
        raise RuntimeError(f"the {level} {game} player chose an illegal action")
    return text


class Decided(NamedTuple):
    """A worker's decision and its own measure of it."""

    text: str
    """The chosen action's record text."""
    waited: float
    """Seconds from the decision being asked to the worker starting on it."""
    took: float
    """Seconds the worker took over it."""
    late: bool = False
    """It waited past ``LATE``: played at the basic level, not at its planned effort."""


def decide_queued(
    game: str,
    level: str,
    view: dict[str, Any],
    legal: Sequence[str],
    seed: str,
    budget: float,
    effort: float,
    asked: float,
) -> Decided:
    """``decide`` in a worker, for a decision asked at ``asked`` (``time.monotonic``, a clock
    every process of the machine shares): it thinks with what is left of ``budget`` when the
    worker starts on it, and at the basic level if it waited past ``LATE`` (a burst the pool's
    plan did not foresee: the decisions queued behind it wait less)."""
    start = time.monotonic()
    waited = max(0.0, start - asked)
    late = waited >= LATE and FALLBACK_LEVEL in levels_for(game)
    if late:
        text = decide(game, FALLBACK_LEVEL, view, legal, seed, budget)
    else:
        text = decide(game, level, view, legal, seed, max(MIN_BUDGET, budget - waited), effort)
    return Decided(text, waited, time.monotonic() - start, late)


def _worker_start() -> None:
    """In each worker: a lower CPU priority, and exit as soon as the bot's process is gone.

    A pool's workers wait for work on a pipe whose writing end they hold themselves, so a bot
    that is killed (rather than closed) would leave them waiting for ever.
    """
    with contextlib.suppress(AttributeError, OSError):  # not on every platform
        os.nice(WORKER_NICE)
    # Ctrl-C reaches the whole process group: the bot stops its workers in its own shutdown.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is None:  # pragma: no cover - not started by a pool
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="cardroom-parent-watch", daemon=True).start()


def warm(games: Sequence[str]) -> int:
    """Load the strong players of ``games`` in a fresh worker; returns its process id."""
    for game in games:
        for level in PROCESS_LEVELS:
            if level in levels_for(game):
                _player(game, level)
    return os.getpid()


# ----- the bot side ----------------------------------------------------------------------------


class Decider(Protocol):
    """Somewhere else than this machine's pool that makes strong decisions."""

    workers: int
    """How many decisions it works on at once (the load's plan and the deadline count them)."""

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
        """The decision within ``limit`` seconds, else ``DecisionTimeout``."""
        ...

    async def close(self) -> None: ...


class Computers:
    """Asks computer players for decisions without holding up the event loop."""

    def __init__(
        self,
        processes: int | None = None,
        budget: float = 1.0,
        *,
        warm_games: Sequence[str] = (),
        deadline: float | None = None,
        wait_target: float = WAIT_TARGET,
        now: Callable[[], float] = time.monotonic,
        decider: Decider | None = None,
    ) -> None:
        self.processes = default_processes() if processes is None else max(0, processes)
        self.decider = decider
        """Where strong decisions run instead of the pool (None: the pool)."""
        if decider is not None:
            self.processes = max(1, decider.workers)
        self.budget = budget
        self.deadline = DEADLINE_PER_BUDGET * budget if deadline is None else deadline
        """Seconds a decision may take in a worker or a thread (see the module's docstring)."""
        self.warm_games = tuple(warm_games)
        self.counts: Counter[str] = Counter()
        """Decisions by where they ran: ``inline``, ``thread``, ``process``, ``remote`` (the
        ``decider``); and ``late``: those
        of the pool that waited past ``LATE`` (played at the basic level by the worker)."""
        self.waits: list[float] = []
        """Seconds each process decision waited for a worker to start on it (the benchmark
        reads it)."""
        self.slot_waits: list[float] = []
        """Of each of those, the seconds it waited on the bot's side to be handed to the pool
        (the rest it waited in a worker's queue)."""
        self.load = PoolLoad(max(1, self.processes), wait_target)
        """The pool's backlog, and the step each strong decision thinks at (``load.steps``)."""
        self.now = now
        """The clock of waits and of the pool's load (tests drive it by hand)."""
        self._logged_at: float | None = None
        self._logged_steps: Counter[str] = Counter()
        self._pool: ProcessPoolExecutor | None = None
        self._slots: asyncio.Semaphore | None = None
        self._handed = 0
        """Decisions handed to the pool and not back yet (at most ``AHEAD`` per worker)."""
        self._closed = False
        self.warmups: list[Future[int]] = []
        """The warm-up of each worker of the current pool; each gives the worker's process id."""

    @property
    def pool(self) -> ProcessPoolExecutor | None:
        return self._pool

    @property
    def shortened(self) -> int:
        """Strong decisions that a busy pool made think shorter (any step but ``full``)."""
        return sum(n for step, n in self.load.steps.items() if step != STEPS[0])

    async def choose(
        self,
        game: str,
        level: str,
        view: dict[str, Any],
        legal: Sequence[str],
        seed: str,
        budget: float | None = None,
    ) -> str:
        """The action text ``level``'s player chooses; raises if the player fails."""
        legal = list(legal)
        budget = self.budget if budget is None else budget
        if len(legal) == 1 or level in INLINE_LEVELS:
            self.counts["inline"] += 1
            return legal[0] if len(legal) == 1 else decide(game, level, view, legal, seed, budget)
        if level in PROCESS_LEVELS and self.processes > 0 and not self._closed:
            step = self.load.plan(game, self.now())
            self._report()
            if step not in EFFORTS:  # not even a minimal search keeps up: basic, inline
                self.counts["inline"] += 1
                return self.fallback(game, view, legal, seed)
            return await self._in_process(game, level, view, legal, seed, budget, step)
        self.counts["thread"] += 1
        return await self._in_thread(game, level, view, legal, seed, budget)

    def fallback(self, game: str, view: dict[str, Any], legal: Sequence[str], seed: str) -> str:
        """A legal move at once, on the event loop, for a decision that failed or was late: the
        basic player's (a tenth of a millisecond), or a random one if even that fails."""
        legal = list(legal)
        if len(legal) > 1 and FALLBACK_LEVEL in levels_for(game):
            try:
                return decide(game, FALLBACK_LEVEL, view, legal, seed, self.budget)
            except Exception:
                log.exception("the %s %s player failed too; playing at random", FALLBACK_LEVEL,
                              game)  # fmt: skip
        return random.Random(seed).choice(legal)

    async def _in_thread(
        self,
        game: str,
        level: str,
        view: dict[str, Any],
        legal: list[str],
        seed: str,
        budget: float,
    ) -> str:
        """A decision in a thread, within the deadline (a late thread cannot be stopped: it is
        left to finish and its answer dropped)."""
        loop = asyncio.get_running_loop()
        job = loop.run_in_executor(None, decide, game, level, view, legal, seed, budget)
        try:
            return await asyncio.wait_for(job, self.deadline)
        except TimeoutError:
            raise DecisionTimeout(f"a {level} decision took over {self.deadline:.1f} s") from None

    async def _in_process(
        self,
        game: str,
        level: str,
        view: dict[str, Any],
        legal: list[str],
        seed: str,
        budget: float,
        step: str,
    ) -> str:
        """A decision in the pool, at ``step``'s effort, once a worker can take it (FIFO)."""
        asked = self.now()
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.processes * AHEAD)
        job = self.load.enqueue(game, step, asked)
        decided: Decided | None = None
        try:
            try:
                async with asyncio.timeout(LATE):  # (no task of its own: the FIFO stays one)
                    await self._slots.acquire()
            except TimeoutError:
                # Late before a worker could even be handed it (the pool fell behind a burst):
                # basic at once, as a worker plays a late one, rather than later still.
                self.load.run(job, self.now())  # (its wait calibrates the plan)
                return self._late(game, view, legal, seed, asked)
            try:
                slot_wait = self.now() - asked
                effort = EFFORTS[step]
                self._handed += 1
                try:
                    decided = await self._work(game, level, view, legal, seed, budget, effort, job)
                finally:
                    self._handed -= 1
            finally:
                self._slots.release()
        finally:
            if decided is None:
                self.load.done(job, self.now(), measured=False)
            else:
                self.load.ran(job, decided.waited, decided.took, measured=not decided.late)
        if decided is not None:
            if decided.late:
                self.counts["late"] += 1
            self._waited(decided.waited, slot_wait)
            return decided.text
        # Closed while this decision waited (the bot is stopping): no new pool for it.
        self.counts["thread"] += 1
        left = max(MIN_BUDGET, budget - (self.now() - asked))
        return await self._in_thread(game, level, view, legal, seed, left)

    def _late(
        self, game: str, view: dict[str, Any], legal: list[str], seed: str, asked: float
    ) -> str:
        """A decision that waited ``LATE`` for a slot: the basic player's move, inline, counted
        late and inline (it never reached a worker), its wait recorded as it was."""
        self.counts["late"] += 1
        self.counts["inline"] += 1
        waited = self.now() - asked
        self._waited(waited, waited)
        return self.fallback(game, view, legal, seed)

    def _waited(self, waited: float, slot_wait: float) -> None:
        self.waits.append(waited)
        events.COMPUTER_WAIT(waited)  # (bot.metrics)
        self.slot_waits.append(slot_wait)
        if len(self.waits) > 100_000:
            del self.waits[:50_000], self.slot_waits[:50_000]

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
    ) -> Decided | None:
        """The decision in a worker, within its deadlines; ``None`` if the pool was closed
        meanwhile.  A pool that dies is replaced once; a hung worker's pool is killed."""
        loop = asyncio.get_running_loop()
        limit = self._limit()
        if self.decider is not None:
            if self._closed:
                return None
            self.load.workers = max(1, self.decider.workers)
            remote = await self.decider.decide(
                game, level, view, legal, seed, budget, effort, limit
            )
            self.counts["remote"] += 1
            return remote
        for attempt in (1, 2):
            if self._closed:
                break
            pool = self._ensure_pool()
            try:
                # The worker measures the wait from when the decision was asked, in the clock
                # it shares with this process; a new pool's start is not the decision's wait.
                asked = time.monotonic()
                if not await self._started(pool):
                    asked -= max(0.0, self.now() - job.asked)
                task = loop.run_in_executor(
                    pool, decide_queued, game, level, view, legal, seed, budget, effort, asked
                )
                decided: Decided = await asyncio.wait_for(task, limit)
            except TimeoutError:
                log.warning("a computer decision took over %.1f s in the pool; "
                            "replacing the pool", limit)  # fmt: skip
                self._kill_pool(pool)
                raise DecisionTimeout(f"a {level} decision took over {limit:.1f} s") from None
            except BrokenProcessPool:
                # A worker died (killed, out of memory): start a fresh pool and try again.
                log.warning("computer worker process died; restarting the pool")
                self._drop_pool(pool)
                if attempt == 2:
                    raise
                continue
            self.counts["process"] += 1
            return decided
        return None

    def _limit(self) -> float:
        """Seconds a decision handed to the pool now may take to come back: its own deadline,
        and one for each worker's share of the decisions handed before it (each stops at its
        budget, within its deadline), so a hung worker is found however long its queue."""
        return self.deadline * (1 + max(0, self._handed - 1) / max(1, self.load.workers))

    def _report(self) -> None:
        """At most once per ``LOG_EVERY``, when decisions were thought shorter: how many since the
        last line, by step (counts only: never a card or a table)."""
        now = self.now()
        if self._logged_at is None:
            self._logged_at = now
        if now - self._logged_at < LOG_EVERY:
            return
        steps = self.load.steps
        new = {s: steps[s] - self._logged_steps[s] for s in STEPS}
        shortened = sum(n for s, n in new.items() if s != STEPS[0])
        if not shortened:
            return
        log.warning(
            "computer players are busy: %d of %d strong decisions in the last %.0f s thought "
            "shorter (%s); expected wait for a worker now %.2f s",
            shortened,
            sum(new.values()),
            now - self._logged_at,
            ", ".join(f"{s} {new[s]}" for s in STEPS[1:] if new[s]),
            self.load.expected_wait(now),
        )
        self._logged_at, self._logged_steps = now, Counter(steps)

    async def _started(self, pool: ProcessPoolExecutor) -> bool:
        """Wait for a new pool's warm-ups (queued before any decision), so that the start of
        the workers does not count against a decision's deadline; a pool that does not start
        within ``POOL_START_TIMEOUT`` is killed.  Whether it waited for them."""
        pending = [asyncio.wrap_future(f) for f in self.warmups if not f.done()]
        if not pending or self._pool is not pool:
            return False
        _, late = await asyncio.wait(pending, timeout=POOL_START_TIMEOUT)
        if late:
            log.warning("computer worker processes did not start in %.0f s; replacing the pool",
                        POOL_START_TIMEOUT)  # fmt: skip
            self._kill_pool(pool)
            raise DecisionTimeout("the worker processes did not start")
        return True

    def _ensure_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # "spawn": a fresh interpreter, never a fork of a process with running threads.
            ctx = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self.processes, mp_context=ctx, initializer=_worker_start
            )
            log.info("computer players: %d worker process(es)", self.processes)
            self.warmups = [self._pool.submit(warm, self.warm_games) for _ in range(self.processes)]
        return self._pool

    def _drop_pool(self, pool: ProcessPoolExecutor) -> None:
        if self._pool is pool:
            self._pool = None
        pool.shutdown(wait=False, cancel_futures=True)

    def _kill_pool(self, pool: ProcessPoolExecutor) -> None:
        """Drop a pool with a hung worker: its processes are killed (a shutdown would wait for
        the hung decision); decisions still running on it see a broken pool and try again on a
        fresh one."""
        workers = dict(getattr(pool, "_processes", None) or {})  # pid -> Process
        for process in workers.values():
            with contextlib.suppress(Exception):
                process.kill()
        log.info("computer players: killed %d worker process(es)", len(workers))
        self._drop_pool(pool)

    async def close(self) -> None:
        """Stop the worker processes (a decision in progress is finished first, then dropped)."""
        self._closed = True
        if self.decider is not None:
            await self.decider.close()
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
            log.info("computer players: worker processes stopped")
