"""When the table message is edited, at the shipped edit interval, on a clock the test moves
(nothing sleeps): the first change after a quiet period is shown at once, the changes that follow
within the interval make one edit at its end, and after a person's move the table never still
says it is their turn, even right after a computer's edit."""

from __future__ import annotations

import asyncio
import heapq
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.presenter.clock import Clock
from bot.presenter.edits import MOVE_EDITS, MOVE_WINDOW
from bot.presenter.hands import HAND_EDIT_INTERVAL
from bot.settings import Settings
from tests.bot.harness import action_choices, make_settings
from tests.bot.players import choose_level, table_message
from tests.bot.test_live_hands import move as play
from tests.bot.test_turns import edits, move
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

DEFAULT_INTERVAL = Settings.model_fields["edit_interval"].default


class ManualClock:
    """A clock whose time moves only when a test says: ``sleep`` waits until ``wake`` passes
    its hour."""

    def __init__(self, t: float = 0.0) -> None:
        self.t = t
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._n = 0

    def now(self) -> float:
        return self.t

    async def sleep(self, seconds: float) -> None:
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._n += 1
        heapq.heappush(self._sleepers, (self.t + seconds, self._n, fut))
        await fut

    def wake(self, slack: float = 0.0) -> None:
        """Wake every sleeper whose hour has come (``slack``: float rounding)."""
        while self._sleepers and self._sleepers[0][0] <= self.t + slack:
            _, _, fut = heapq.heappop(self._sleepers)
            if not fut.done():
                fut.set_result(None)


class StepClock(ManualClock):
    """The presenter's clock: time moves only by ``advance`` (with the fake's), and the edit
    timers sleeping on it wake then."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__(1_000.0)
        self.fake = fake

    async def advance(self, seconds: float) -> None:
        self.t += seconds
        self.fake.advance(seconds)
        self.wake()
        await asyncio.sleep(0)  # the woken timers kick their drains
        await self.fake.settle()

    def clock(self) -> Clock:
        return Clock(self.now, self.sleep)


async def spades_with(
    fake: FakeDiscord, channel: FakeChannel, people: list[FakeUser], db: Path
) -> tuple[CardroomBot, StepClock, Any]:
    """``people`` in the first seats of a Spades table, random computers in the others (they
    play at once), the shipped edit interval, the start's edits out."""
    clock = StepClock(fake)
    settings = make_settings(db, edit_interval=DEFAULT_INTERVAL)
    bot = CardroomBot(settings, guild_ready_timeout=0.01, edit_clock=clock.clock())
    await fake.start(bot)
    host = people[0]
    await fake.slash(host, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, host, thread, "random")
    for p in people[1:]:
        await fake.click(p, table_message(fake, thread), label="Join")
    for _ in range(4 - len(people)):
        await fake.click(host, table_message(fake, thread), label="Add computer")
    await fake.click(host, table_message(fake, thread), label="Start")
    await fake.settle()
    await clock.advance(DEFAULT_INTERVAL * 3)
    return bot, clock, thread


def says_to_act(fake: FakeDiscord, thread: Any) -> list[int]:
    content = table_message(fake, thread).get("content") or ""
    return [int(u) for u in re.findall(r"<@(\d+)>", content)]


async def test_after_your_move_the_table_does_not_say_it_is_your_turn(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db_path: Path
) -> None:
    """Alice (seat 1) moves 0.3 s after the edit that showed her turn, the end-of-interval edit
    of the computers' moves: her move is shown at once all the same.  Bob (seat 2) moves after
    a quiet second: shown at once, and the computers' moves that follow at once make one edit,
    at the end of the interval."""
    assert DEFAULT_INTERVAL == 1.0
    bot, clock, thread = await spades_with(fake, channel, [alice, bob], db_path)
    t = bot.service.tables[1]
    assert t.match is not None
    by_seat = {0: alice, 1: bob}
    rng = random.Random(4)
    checked = {alice.id: 0, bob.id: 0}
    for _ in range(40):
        await clock.advance(DEFAULT_INTERVAL)  # whatever was coalesced is out
        (seat,) = t.match.to_act
        who = by_seat[seat]
        assert says_to_act(fake, thread) == [who.id]
        await clock.advance(0.3 if who is alice else 0.2)  # (bob: 1.2 s after the last edit)
        n = len(fake.requests)
        await move(fake, thread, who, rng)
        await fake.settle()
        if seat in t.match.to_act:
            continue  # their turn again (a Spades look, or they lead the next trick)
        assert who.id not in says_to_act(fake, thread), "the table still says it is their turn"
        assert len(edits(fake, thread, n)) == 1, "the move is shown at once"
        checked[who.id] += 1
        if who is bob:
            # The computers played at once after him (before or after that edit was
            # rendered): what it did not show comes in one edit at the interval's end.
            await clock.advance(DEFAULT_INTERVAL * 0.6)
            assert len(edits(fake, thread, n)) == 1
            await clock.advance(DEFAULT_INTERVAL * 0.5)
            assert len(edits(fake, thread, n)) <= 2
            assert says_to_act(fake, thread) == [alice.id]
    assert min(checked.values()) >= 4, checked


async def test_a_change_after_a_quiet_period_is_shown_at_once_and_the_next_waits(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, db_path: Path
) -> None:
    """A lobby change after a quiet period is edited at once; a second one within the interval
    waits for its end, and is then shown (one edit, the latest state)."""
    clock = StepClock(fake)
    settings = make_settings(db_path, edit_interval=DEFAULT_INTERVAL)
    bot = CardroomBot(settings, guild_ready_timeout=0.01, edit_clock=clock.clock())
    await fake.start(bot)
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await clock.advance(DEFAULT_INTERVAL * 2)
    svc = bot.service
    n = len(fake.requests)
    await svc.add_computer(1, alice.id)
    await fake.settle()
    assert len(edits(fake, thread, n)) == 1, "shown at once"
    await clock.advance(0.2)
    await svc.add_computer(1, alice.id)
    await svc.add_computer(1, alice.id)
    await fake.settle()
    assert len(edits(fake, thread, n)) == 1, "coalesced until the end of the interval"
    await clock.advance(0.7)
    assert len(edits(fake, thread, n)) == 1
    await clock.advance(0.1)
    made = edits(fake, thread, n)
    assert len(made) == 2
    assert "Every seat is taken" in table_message(fake, thread)["embeds"][0]["description"]


async def test_two_people_moving_within_one_interval_are_each_shown_at_once(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db_path: Path
) -> None:
    """Alice and Bob (seats 1 and 2) move 0.1 s apart, trick after trick (the computers after
    Bob play at once; their coalesced edit shows Alice's turn): each person's move is shown at
    once, so the table never still says it is the mover's turn, up to Discord's per-channel edit
    window (``MOVE_EDITS`` in ``MOVE_WINDOW`` s).  A person's move beyond it is coalesced like a
    computer's and shown within the edit interval; then the window frees again."""
    bot, clock, thread = await spades_with(fake, channel, [alice, bob], db_path)
    t = bot.service.tables[1]
    assert t.match is not None
    by_seat = {0: alice, 1: bob}
    rng = random.Random(11)
    at_once: list[float] = []  # when a person's move was shown at once
    held = 0
    for _ in range(60):
        (seat,) = t.match.to_act
        await clock.advance(0.1 if seat == 1 else DEFAULT_INTERVAL)
        who = by_seat[seat]
        before = says_to_act(fake, thread)
        n = len(fake.requests)
        await move(fake, thread, who, rng)
        await fake.settle()
        if seat in t.match.to_act:
            # Their turn again: a Spades look (nothing public), or they won the trick and lead
            # the next (shown at once too: a new turn).
            at_once += [clock.t] * len(edits(fake, thread, n))
            continue
        if before != [who.id]:
            # The table did not show their turn yet (a new hand's bids by computers, coalesced):
            # nothing to correct, and it must not show it now.
            assert who.id not in says_to_act(fake, thread)
            continue
        if who.id not in says_to_act(fake, thread):
            assert len(edits(fake, thread, n)) == 1
            at_once.append(clock.t)
            continue
        # Held back: only when the window is full of people's moves.
        in_window = [x for x in at_once if clock.t - x < MOVE_WINDOW]
        assert len(in_window) >= MOVE_EDITS, "a person's move was held back inside the window"
        held += 1
        await clock.advance(DEFAULT_INTERVAL)  # the coalesced edit shows it
        assert who.id not in says_to_act(fake, thread)
        await clock.advance(MOVE_WINDOW)  # the window frees: the next moves show at once
    assert held >= 2, "the run of moves never filled Discord's edit window"


async def test_a_fast_run_of_moves_costs_a_live_hand_one_edit_then_one_at_the_interval(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, db_path: Path
) -> None:
    """Alice and three computers that play at once: after each of her moves the computers' run
    changes her hand several times, yet her live hand is edited at most once at once and once
    more at the end of ``HAND_EDIT_INTERVAL``, showing the latest state (her turn again)."""
    bot, clock, thread = await spades_with(fake, channel, [alice], db_path)
    t = bot.service.tables[1]
    assert t.match is not None and bot.presenter is not None
    rng = random.Random(6)
    hand = (await fake.click(alice, table_message(fake, thread), label="Show hand")).message
    runs = 0
    for _ in range(30):
        await clock.advance(DEFAULT_INTERVAL)
        if 0 not in t.match.to_act:
            continue
        hand = fake.message(int(hand["id"]))
        assert action_choices(hand), hand["content"]
        n, before = len(fake.requests), t.match.version
        await play(fake, alice, hand, rng)
        await fake.settle()
        if t.match.version - before < 3:
            continue  # not a run of computers' moves after hers
        runs += 1
        assert len(hand_edits(fake, alice, n)) <= 1, "at once: one edit"
        await clock.advance(HAND_EDIT_INTERVAL)
        assert len(hand_edits(fake, alice, n)) <= 2
        if 0 in t.match.to_act:
            now = fake.message(int(hand["id"]))
            assert "**Your turn.**" in now["content"] and action_choices(now)
    assert runs >= 3, runs


def hand_edits(fake: FakeDiscord, user: FakeUser, since: int) -> list[Any]:
    return [
        r
        for r in fake.requests[since:]
        if r.route.startswith("PATCH /webhooks/") and r.visible_to == user.id
    ]
