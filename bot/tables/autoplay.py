"""The driver of computer seats and timers: the tasks that play a table when nobody clicks.

- the computer loop: every computer seat the table waits for, one move at a time, thinking
  without the table lock (``Computers``) and checking the answer with the engine again;
- the turn timer: a reminder at half time, then the computer plays the whole turn of each
  person it waited for (one miss each; the third gives the seat to the computer);
- the lobby timer: an idle lobby closes;
- the pauses: a move whose commit failed is tried again after a pause, doubled at each failure
  in a row up to ``SAVE_RETRY_MAX``, so a store that is down is not hammered and nothing is lost.

It never imports the service: it is built from the service's callables (apply a move under the
lock, what follows a committed change, the presenter's notices and pings, the end of an idle
lobby), so it can be read, and tested, on its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import random
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass
from typing import Any

from bot.computers import Computers
from bot.i18n import tr
from bot.tables.config import SAVE_RETRY_MAX, ServiceConfig
from bot.tables.errors import SaveFailed
from bot.tables.model import LiveTable
from bot.tables.servers import table_expiry
from bot.tables.statements import Results
from bot.tables.turns import waiting_humans
from games.errors import CardroomError

log = logging.getLogger(__name__)

MISSES_BEFORE_AUTO = 3
"""Timed-out turns in a row after which the computer keeps the seat (until taken back)."""
KINDS = ("ai", "timer", "lobby", "hold")
"""The tasks a table may have: its computer loop, its turn timer, its lobby's expiry timer, a
rematch's hold timer."""


@dataclass(frozen=True, slots=True)
class Question:
    """What a computer is asked for one seat, taken under the table lock (picklable parts)."""

    seat: int
    level: str
    view: dict[str, Any]
    legal: tuple[str, ...]
    seed: str
    relevant_version: int


def question(t: LiveTable, seat: int) -> Question:
    """What the computer may know of ``seat`` now: its view and legal actions (under lock)."""
    m = t.match
    assert m is not None
    return Question(
        seat=seat,
        level=t.level,
        view=m.view(seat),
        legal=tuple(str(a) for a in m.legal_actions(seat)),
        seed=f"{t.row.seed}/{m.version}/{seat}",
        relevant_version=t.relevant_version,
    )


def checked(t: LiveTable, q: Question, text: str) -> str:
    """The engine has the last word: an answer it refuses is replaced by a random legal
    action (and logged: a computer player should never give one)."""
    m = t.match
    assert m is not None
    legal = m.legal_actions(q.seat)
    try:
        if m.parse_action(text) in legal:
            return text
    except CardroomError:
        pass
    log.error("table %s: the %s computer's answer is not legal; playing at random",
              t.id, q.level)  # fmt: skip
    return str(random.Random(q.seed).choice(legal))


def timeout_note(name: str, auto: bool) -> str:
    """The thread's line for a turn the computer played for a person who was away."""
    if not auto:
        return f"⏱ {name}'s time ran out: the computer played that turn for them."
    return f"⏱ {name} missed {MISSES_BEFORE_AUTO} turns in a row: the computer plays the seat " \
        "until they click **Take my seat back**."  # fmt: skip


def reminder(t: LiveTable, humans: Sequence[int], deadline: float | None) -> str:
    """The half-time reminder (a turn ping: public, the table's language; ``hand.ftl``)."""
    who = " ".join(f"<@{t.seats[s].user_id}>" for s in humans)
    said = tr(t.row.language)
    if deadline:
        return said("ping-reminder", players=who, when=f"<t:{int(deadline)}:R>")
    return said("ping-reminder-soon", players=who)


Apply = Callable[[LiveTable, int, str, str], Awaitable[Results]]
"""Apply and commit a move (seat, action text, source) under the lock the caller holds."""


class Autoplay:
    """The computer seats and timers of every table, as tasks (at most one per kind and table)."""

    def __init__(
        self,
        config: Callable[[], ServiceConfig],
        computers: Computers,
        *,
        clock: Callable[[], float],
        find: Callable[[int], LiveTable | None],
        apply: Apply,
        after_change: Callable[[LiveTable, Results], None],
        checked: Callable[[LiveTable, Question, str], str],
        backoff: Callable[[LiveTable, float], Awaitable[None]],
        notice: Callable[[LiveTable, str], None],
        ping: Callable[[LiveTable, str, Sequence[int]], None],
        expire_lobby: Callable[[int], Awaitable[bool]],
    ) -> None:
        self._config = config
        self.computers = computers
        self.clock = clock
        self._find = find
        self._apply = apply
        self._after_change = after_change
        self._checked = checked
        self._backoff = backoff
        self._notice = notice
        self._ping = ping
        self._expire_lobby = expire_lobby
        self.tasks: dict[tuple[str, int], asyncio.Task[None]] = {}
        self.timer_keys: dict[int, tuple[Any, ...]] = {}
        self.closing = False
        """The service is stopping: no further move, no new task."""

    @property
    def config(self) -> ServiceConfig:
        """The service's settings, read when used (a test may change them on the way)."""
        return self._config()

    def live(self, t: LiveTable) -> bool:
        """Whether ``t`` is still one of the open tables (not ended, not taken offline)."""
        return self._find(t.id) is t

    # ----- tasks ---------------------------------------------------------------------------

    def spawn(
        self, kind: str, t: LiveTable, coro: Coroutine[Any, Any, None], *, prefix: str
    ) -> None:
        """Run ``coro`` as the table's task of ``kind``; a running computer loop is kept (it
        re-checks after each move), any other task of the kind is replaced."""
        key = (kind, t.id)
        task = self.tasks.get(key)
        if task is not None and not task.done():
            if kind == "ai":
                coro.close()
                return
            if task is not asyncio.current_task():
                task.cancel()
        task = asyncio.create_task(coro, name=f"{prefix}:{kind}:{t.id}")
        self.tasks[key] = task
        task.add_done_callback(functools.partial(self._forget, key))

    def _forget(self, key: tuple[str, int], task: asyncio.Task[None]) -> None:
        if self.tasks.get(key) is task:
            del self.tasks[key]
        if not task.cancelled() and task.exception() is not None:
            log.error("table %s: %s task failed", key[1], key[0], exc_info=task.exception())

    def cancel(self, t: LiveTable, kinds: Sequence[str] = KINDS) -> None:
        """Stop the table's tasks of ``kinds`` (not the one running this)."""
        for kind in kinds:
            task = self.tasks.pop((kind, t.id), None)
            if task is not None and task is not asyncio.current_task():
                task.cancel()
        if "timer" in kinds:
            self.timer_keys.pop(t.id, None)

    async def stop(self) -> None:
        """Cancel every task and wait for them (the service is closing)."""
        self.closing = True
        tasks = list(self.tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.tasks.clear()

    async def idle(self, table_id: int) -> None:
        """Wait until the computers of a table have nothing left to play (tests, benchmarks)."""
        while (task := self.tasks.get(("ai", table_id))) is not None and not task.done():
            await asyncio.wait({task})

    async def _pause(self, t: LiveTable, retry: float) -> float:
        """The pause before trying again a move that could not be made; the next pause."""
        await self._backoff(t, retry)
        return min(retry * 2, SAVE_RETRY_MAX)

    # ----- computer seats ------------------------------------------------------------------

    def play_computers(self, t: LiveTable) -> None:
        """Start the computer loop if the table waits for a seat the computer plays."""
        m = t.match
        if m is not None and any(t.seats[s].computer_plays for s in m.to_act):
            self.spawn("ai", t, self._computer_loop(t), prefix="cardroom")

    async def think(self, t: LiveTable, q: Question) -> str:
        """The computer's action for ``q``, thought out without the table lock.  A player that
        fails or passes its deadline (``Computers``) must not stall the table: the error is
        logged and a basic move is played instead."""
        try:
            return await self.computers.choose(t.game, q.level, q.view, q.legal, q.seed)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: the %s computer failed; playing a basic move", t.id, q.level)
            return self.computers.fallback(t.game, q.view, q.legal, q.seed)

    def _still_asked(self, t: LiveTable, q: Question) -> bool:
        """After thinking, with the lock again: is the question still the table's position?

        Any change that matters to a seat (every action but a Spades ``look``) moves
        ``relevant_version``.
        """
        m = t.match
        if not self.live(t) or m is None or t.status != "playing" or self.closing:
            return False
        return t.relevant_version == q.relevant_version and q.seat in m.to_act

    async def _computer_loop(self, t: LiveTable) -> None:
        """Play every computer seat the table waits for, one move at a time.

        A move whose commit fails left memory as it was, so the loop waits and asks again: the
        table goes on once the store works again, rather than stopping for good with nobody to
        play the computer's turn.  Any other error is logged and handled the same way: no
        table is left waiting on a computer."""
        retry = self.config.save_retry
        while True:
            try:
                if not await self._computer_move(t):
                    return
            except asyncio.CancelledError:
                raise
            except SaveFailed:
                log.warning("table %s: the computer's move was not saved; trying again in "
                            "%.1f s", t.id, retry)  # fmt: skip
            except Exception:
                if not self.live(t):
                    return  # taken offline (logged there), or ended meanwhile
                log.exception("table %s: the computer could not move; trying again in %.1f s",
                              t.id, retry)  # fmt: skip
            else:
                retry = self.config.save_retry
                continue
            retry = await self._pause(t, retry)

    async def _computer_move(self, t: LiveTable) -> bool:
        """One move of a computer seat the table waits for; False when there is none."""
        async with t.lock:
            m = t.match
            # Stopping: no move, or a quick (inline) computer would loop without a pause.
            if not self.live(t) or m is None or t.status != "playing" or self.closing:
                return False
            seat = next((s for s in m.to_act if t.seats[s].computer_plays), None)
            if seat is None:
                return False
            q = question(t, seat)
        # The pause (so that people can follow) and the thinking overlap.
        pause = self.config.computer_pause
        if pause > 0:
            text, _ = await asyncio.gather(self.think(t, q), asyncio.sleep(pause))
        else:
            text = await self.think(t, q)
        async with t.lock:
            if not self._still_asked(t, q) or not t.seats[q.seat].computer_plays:
                return True  # the table moved on while the computer thought: ask again
            results = await self._apply(t, q.seat, self._checked(t, q, text), "computer")
        self._after_change(t, results)
        return True

    # ----- the turn timer ------------------------------------------------------------------

    def arm_timer(self, t: LiveTable) -> None:
        """(Re)start the timer task for the table's turn key, unless it already runs for it."""
        key = t.turn_key
        if self.timer_keys.get(t.id) == key and ("timer", t.id) in self.tasks:
            return
        task = self.tasks.pop(("timer", t.id), None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        if key is None:
            self.timer_keys.pop(t.id, None)
            return
        self.timer_keys[t.id] = key
        if t.deadline is None:
            return
        # Not "cardroom:": tests settle without waiting for timers and drive time themselves.
        self.spawn("timer", t, self._timer(t, key, t.deadline), prefix="cardroom-timer")

    async def _timer(self, t: LiveTable, key: tuple[Any, ...], deadline: float) -> None:
        """Remind at half time, expire at ``deadline`` (wall clock, so that it survives a
        restart).  A reminder whose time passed before the timer started (the bot restarted
        after it) is not repeated: a crash loop must not ping people at every start."""
        remind_at = deadline - t.row.turn_seconds / 2
        if self.clock() < remind_at:
            await asyncio.sleep(remind_at - self.clock())
            await self.remind(t.id, key)
        await asyncio.sleep(max(0.0, deadline - self.clock()))
        await self.expire(t.id, key)

    async def remind(self, table_id: int, key: tuple[Any, ...] | None = None) -> bool:
        """Half the turn time is gone: remind the players the table waits for."""
        t = self._find(table_id)
        if t is None:
            return False
        async with t.lock:
            if key is not None and self.timer_keys.get(t.id) != key:
                return False
            humans = waiting_humans(t)
            deadline = t.deadline
        if not humans:
            return False
        self._ping(t, reminder(t, humans, deadline), [t.seats[s].user_id or 0 for s in humans])
        return True

    async def expire(self, table_id: int, key: tuple[Any, ...] | None = None) -> bool:
        """The turn time ran out: the computer plays the whole turn of each waited-for seat, at
        the table's level (a Tonk draw and its discard, a Spades look and its bid: every
        action until the game waits for someone else, as ``LiveTable.turns`` counts turns),
        with one miss and one notice per seat.  It thinks without the lock; a person who moves
        meanwhile wins.  A commit that fails is tried again after a pause, so the timer is
        never lost."""
        t = self._find(table_id)
        if t is None:
            return False
        async with t.lock:
            if key is not None and self.timer_keys.get(t.id) != key:
                return False
            self.timer_keys.pop(t.id, None)
            turns = {s: t.turns[s] for s in waiting_humans(t)}
        notes: list[str] = []
        results: Results = []
        for seat, turn in turns.items():
            if await self._play_turn(t, seat, turn, results):
                s = t.seats[seat]
                notes.append(timeout_note(s.name, s.auto))
        if not self.live(t) and t.status != "finished":
            return bool(notes)  # taken offline meanwhile: nothing more is shown of it
        for note in notes:
            self._notice(t, note)
        if notes:
            self._after_change(t, results)
        return bool(notes)

    def _turn_goes_on(self, t: LiveTable, seat: int, turn: int) -> bool:
        """Whether the table still waits for the person of ``seat`` in its turn ``turn``."""
        if not self.live(t) or t.status != "playing" or self.closing:
            return False
        return seat in waiting_humans(t) and t.turns[seat] == turn

    async def _play_turn(self, t: LiveTable, seat: int, turn: int, results: Results) -> bool:
        """The computer plays the rest of turn ``turn`` of an absent person's ``seat``; the
        finished hands go to ``results``.  Returns whether it played (one miss counted, stored
        with the turn's first move).  The third miss gives the seat to the computer, whose loop
        then plays what is left of the turn."""
        retry = self.config.save_retry
        counted = False
        while True:
            async with t.lock:
                if not self._turn_goes_on(t, seat, turn):
                    return counted
                q = question(t, seat)
            text = await self.think(t, q)
            async with t.lock:
                if not self._still_asked(t, q) or not self._turn_goes_on(t, seat, turn):
                    return counted
                s = t.seats[seat]
                before = (s.misses, s.auto)
                if not counted:
                    s.misses += 1
                    s.auto = s.misses >= MISSES_BEFORE_AUTO
                try:
                    results += await self._apply(t, seat, self._checked(t, q, text), "timeout")
                    counted = True
                    continue
                except asyncio.CancelledError:
                    raise
                except Exception as exc:
                    s.misses, s.auto = before
                    t.sync_players()
                    if not self.live(t):
                        return counted  # taken offline (logged there)
                    failure = exc
            if isinstance(failure, SaveFailed):
                log.warning("table %s: a timed-out turn of seat %s was not saved; trying again "
                            "in %.1f s", t.id, seat + 1, retry)  # fmt: skip
            else:
                log.error("table %s: a timed-out turn of seat %s failed; trying again in %.1f s",
                          t.id, seat + 1, retry, exc_info=failure)  # fmt: skip
            retry = await self._pause(t, retry)

    # ----- the lobby timer -----------------------------------------------------------------

    def arm_lobby_timer(self, t: LiveTable) -> None:
        if (
            table_expiry(t.row, self.config.lobby_expiry) > 0
            and t.status == "lobby"
            and not self.closing
        ):
            # Not "cardroom:": tests settle without waiting for timers.
            self.spawn("lobby", t, self._lobby_timer(t), prefix="cardroom-timer")

    async def _lobby_timer(self, t: LiveTable) -> None:
        """Sleep until the lobby would be idle too long, then close it; every change moves
        ``updated_at``, so a lobby in use sleeps again.  A failed commit is tried again after a
        pause (doubled up to ``SAVE_RETRY_MAX``), as a computer's move is."""
        retry = self.config.save_retry
        while self.live(t) and t.status == "lobby":
            wait = t.row.updated_at + table_expiry(t.row, self.config.lobby_expiry) - self.clock()
            if wait > 0:
                await asyncio.sleep(wait)
                continue
            try:
                if await self._expire_lobby(t.id):
                    return
            except SaveFailed:
                log.warning("table %s: could not close the idle lobby; trying again in %.1f s",
                            t.id, retry)  # fmt: skip
                await asyncio.sleep(retry)
                retry = min(retry * 2, SAVE_RETRY_MAX)
