"""How live hands are paced at a busy bot (``bot.presenter.hands``): their renders take turns
(``Lane``), and a hand that only shows others' moves waits ``watch_interval`` while a turn that
comes or ends goes within ``min_interval``."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.presenter.hands import Lane, LiveHands
from tests.bot.test_table_edits import ManualClock
from tests.bot.test_writer_order import Iterations

TABLE, USER = 7, 42


async def test_a_free_lane_is_taken_without_a_trip_through_the_loop() -> None:
    lane, ticks = Lane(), Iterations()
    await lane.take(False)
    assert ticks.n == 0
    lane.give()
    ticks.stopped = True


async def test_waiting_renders_go_one_an_iteration_turns_first() -> None:
    lane, ticks = Lane(), Iterations()
    order: list[tuple[str, int]] = []

    async def render(name: str, first: bool) -> None:
        await lane.take(first)
        try:
            order.append((name, ticks.n))
        finally:
            lane.give()

    await lane.take(False)  # held: everyone below waits
    tasks = [asyncio.create_task(render(f"watch {i}", False)) for i in range(3)]
    tasks.append(asyncio.create_task(render("turn", True)))
    await asyncio.sleep(0)
    assert lane.waiting == 4
    lane.give()
    await asyncio.gather(*tasks)
    ticks.stopped = True
    assert [name for name, _ in order] == ["turn", "watch 0", "watch 1", "watch 2"]
    iterations = [at for _, at in order]
    assert len(set(iterations)) == 4, f"one render an iteration: {iterations}"


async def test_a_waiter_cancelled_once_handed_the_lane_passes_it_on() -> None:
    lane = Lane()
    await lane.take(False)
    cancelled = asyncio.create_task(lane.take(False))
    after = asyncio.create_task(lane.take(False))
    await asyncio.sleep(0)
    lane.give()  # handed to ``cancelled``...
    cancelled.cancel()  # ...which is cancelled before it runs
    await asyncio.wait_for(after, 1)  # the lane is not lost
    lane.give()
    assert lane.waiting == 0


class Table:
    """What the fake render shows, and whether it is the person's turn."""

    def __init__(self) -> None:
        self.shows = "start"
        self.turn = False

    async def render(self, table_id: int, user_id: int, language: str) -> Any:
        return {"content": self.shows}, self.shows


async def hands_of(table: Table, clock: ManualClock) -> tuple[LiveHands, list[str]]:
    edits: list[str] = []

    async def edit(**kwargs: Any) -> None:
        edits.append(kwargs["content"])

    async def delete() -> None:
        pass

    hands = LiveHands(
        table.render,
        lambda *a: None,
        clock=clock.now,
        sleep=clock.sleep,
        min_interval=0.5,
        watch_interval=2.0,
        turn=lambda tid, uid: table.turn,
    )
    hands.opened(TABLE, USER, edit=edit, delete=delete, message_id=1, key="start", turn=False)
    return hands, edits


async def change(hands: LiveHands, table: Table, clock: ManualClock, shows: str, at: float) -> None:
    clock.t = at
    clock.wake()
    table.shows = shows
    hands.table_changed(TABLE)
    for _ in range(5):
        await asyncio.sleep(0)


async def advance(clock: ManualClock, to: float) -> None:
    clock.t = to
    clock.wake()
    for _ in range(5):
        await asyncio.sleep(0)


async def test_others_moves_wait_the_watch_interval_a_turn_does_not() -> None:
    table, clock = Table(), ManualClock(100.0)
    hands, edits = await hands_of(table, clock)
    await change(hands, table, clock, "a card", 100.0)
    assert edits == ["a card"], "the first change after a quiet spell: at once"
    await change(hands, table, clock, "two cards", 101.0)
    assert edits == ["a card"], "others' moves: not before the watch interval"
    await advance(clock, 101.9)
    assert edits == ["a card"]
    await advance(clock, 102.0)
    assert edits == ["a card", "two cards"], "at the end of the watch interval"
    await change(hands, table, clock, "three cards", 102.6)
    table.turn = True
    await change(hands, table, clock, "your turn", 102.7)
    assert edits[-1] == "your turn", "a turn that comes: within min_interval, not watch_interval"
    assert "three cards" not in edits


async def test_a_turn_that_comes_while_the_hand_waits_to_show_others_goes_at_its_own_hour() -> None:
    table, clock = Table(), ManualClock(100.0)
    hands, edits = await hands_of(table, clock)
    await change(hands, table, clock, "a card", 100.0)
    await change(hands, table, clock, "two cards", 100.1)  # waits for 102.0
    table.turn = True
    await change(hands, table, clock, "your turn", 100.2)  # due at 100.5, not 102.0
    assert edits == ["a card"]
    await advance(clock, 100.5)
    assert edits == ["a card", "your turn"]
    await advance(clock, 102.5)
    assert edits == ["a card", "your turn"], "nothing more to show"
