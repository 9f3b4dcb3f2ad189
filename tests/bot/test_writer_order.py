"""The group-committing writer resumes an answer's caller before the others of its commit.

At a busy bot one commit holds the moves of hundreds of tables; every caller used to be resumed
by the same loop iteration, so a person's click waited behind all the computers' moves (their
next moves, renders and edits) before its answer went out (``bot.db.writer``).
"""

from __future__ import annotations

import asyncio
import math
from typing import Any

from bot.db.writer import SHARE, SPREAD, GroupWriter, answering, answers


class Iterations:
    """Counts the event loop's iterations: a callback that schedules itself again runs once in
    each (what is scheduled during an iteration runs in the next one)."""

    def __init__(self) -> None:
        self.n = 0
        self.stopped = False
        asyncio.get_running_loop().call_soon(self._tick)

    def _tick(self) -> None:
        self.n += 1
        if not self.stopped:
            asyncio.get_running_loop().call_soon(self._tick)


async def one_commit(others: int) -> tuple[list[tuple[str, int]], Iterations]:
    """``others`` writes and then one answer's write, all in one commit; who resumed when."""
    gate = asyncio.Event()
    commits: list[list[Any]] = []

    async def commit(ops: list[Any]) -> None:
        commits.append(ops)
        await gate.wait()

    writer = GroupWriter(commit)
    resumed: list[tuple[str, int]] = []
    ticks = Iterations()

    async def write(name: str) -> None:
        await writer.write([name])
        resumed.append((name, ticks.n))

    async def answer() -> None:
        with answering():
            await write("answer")

    blocker = asyncio.create_task(write("first"))  # a commit in flight: the rest queue up
    await asyncio.sleep(0)
    tasks = [asyncio.create_task(write(f"computer {i}")) for i in range(others)]
    tasks.append(asyncio.create_task(answer()))
    await asyncio.sleep(0)
    gate.set()
    await asyncio.wait_for(asyncio.gather(blocker, *tasks), 2)
    ticks.stopped = True
    assert len(commits) == 2 and len(commits[1]) == others + 1, "one commit for all of them"
    return resumed, ticks


async def test_the_answer_is_resumed_first_though_it_was_written_last() -> None:
    resumed, _ = await one_commit(40)
    names = [name for name, _ in resumed if name != "first"]
    assert names[0] == "answer", names[:3]
    assert sorted(names[1:]) == sorted(f"computer {i}" for i in range(40)), "nobody is left"


async def test_the_others_are_resumed_over_several_iterations() -> None:
    others = 200
    resumed, _ = await one_commit(others)
    answer_at = next(at for name, at in resumed if name == "answer")
    per_iteration: dict[int, int] = {}
    for name, at in resumed:
        if name.startswith("computer"):
            assert at > answer_at, "an answer's caller runs in an iteration of its own"
            per_iteration[at] = per_iteration.get(at, 0) + 1
    assert sum(per_iteration.values()) == others
    assert max(per_iteration.values()) <= max(SHARE, math.ceil(others / SPREAD))
    assert len(per_iteration) >= SPREAD, per_iteration


async def test_a_few_others_go_in_one_iteration() -> None:
    resumed, _ = await one_commit(SHARE - 1)
    iterations = {at for name, at in resumed if name.startswith("computer")}
    assert len(iterations) == 1, "a small commit costs nobody an iteration more"


async def test_a_task_an_answer_starts_is_not_an_answer() -> None:
    """The computers' moves and the renders a click starts run in tasks of their own: their
    writes wait their turn (a context variable would have passed the mark on to them)."""
    seen: list[bool] = []

    async def started() -> None:
        seen.append(answers())

    with answering():
        seen.append(answers())
        await asyncio.create_task(started())
    seen.append(answers())
    assert seen == [True, False, False]
