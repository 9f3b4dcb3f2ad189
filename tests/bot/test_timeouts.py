"""Turn timeouts and the computers that stand in, when things go wrong.

A timeout plays the absent person's *whole* turn (a Tonk draw and its discard, a Spades look and
its bid) with one miss and one notice, three of them give the seat to the computer; a commit
that fails during a timeout or a computer's move is tried again; a person's move resets the
misses in the store too; a computer whose decision fails, hangs or passes its deadline plays a
basic move; and a table whose memory cannot be put back after a failed commit goes offline and
comes back, as stored, at the next start.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import signal
import sqlite3
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

import bot.computers
from bot.bot import CardroomBot
from bot.computers import Computers, decide
from bot.db import Store
from bot.tables import TableService
from bot.tables.presenter import NullPresenter
from bot.tables.service import ServiceConfig
from games import new_match
from tests.bot.harness import action_choices, make_bot, table_seed
from tests.bot.players import choose_level, table_message
from tests.bot.test_computers import replay_check
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

FAST = ServiceConfig(turn_seconds=120, computer_pause=0, computer_processes=0, save_retry=0.01)
ALICE = 10
SETTLE_TIMERS = 0.05
"""Real seconds a test lets timer tasks run (a re-armed timer whose deadline passed fires at
once)."""


class Notices(NullPresenter):
    """A presenter that keeps the notices posted in the thread."""

    def __init__(self) -> None:
        self.notices: list[str] = []

    def notice(self, table: Any, text: str, mentions: Sequence[int] = ()) -> None:
        self.notices.append(text)


def timeout_notes(texts: Sequence[str]) -> list[str]:
    return [x for x in texts if x.startswith("⏱")]


def seen(fake: Any, thread: Any) -> set[str]:
    return {m["id"] for m in fake.messages(thread)}


def posted(fake: Any, thread: Any, before: set[str]) -> list[str]:
    """What the thread shows that it did not show at ``before`` (pings replace each other)."""
    return [m.get("content") or "" for m in fake.messages(thread) if m["id"] not in before]


def inserts(ops: list[Any], source: str) -> bool:
    """Whether a change inserts an action made by ``source``."""
    return any(
        isinstance(op, tuple) and op[0].startswith("INSERT INTO actions") and source in op[1]
        for op in ops
    )


def failing_writes(store: Store, source: str, times: int) -> list[list[Any]]:
    """The next ``times`` commits of an action by ``source`` fail; returns the failed changes."""
    write, failed = store.write, []

    async def flaky(ops: list[Any]) -> None:
        if len(failed) < times and inserts(ops, source):
            failed.append(ops)
            raise sqlite3.OperationalError("disk I/O error (simulated)")
        await write(ops)

    store.write = flaky  # type: ignore[method-assign]
    return failed


async def tonk_vs_computer(svc: TableService, level: str = "basic") -> Any:
    """Tonk: alice (seat 1) against one computer, 20 hands, started."""
    t = await svc.create(guild_id=1, channel_id=2, host_id=ALICE, host_name="alice", game="tonk",
                         seats=2)  # fmt: skip
    await svc.add_computer(t.id, ALICE)
    await svc.set_level(t.id, ALICE, level)
    await svc.set_option(t.id, ALICE, "hands", 20)
    await svc.start(t.id, ALICE)
    return t


async def alices_turn(svc: TableService, t: Any) -> None:
    """Wait until the computer has played and the table waits for alice (seat 0)."""
    for _ in range(50):
        await svc.idle(t.id)
        if t.match is not None and 0 in t.match.to_act:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never alice's turn")


async def wait_for(check: Callable[[], Any], what: str, seconds: float = 3.0) -> None:
    """Poll a condition the bot's own tasks bring about (a timer firing, a retry)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if await check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"timed out waiting for {what}")


# ----- one expiry, one whole turn, one miss -------------------------------------------------------


async def test_tonk_timeout_plays_the_whole_turn_and_three_give_the_seat(
    db_path: Path | str,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
) -> None:
    """At each expiry the computer draws *and* discards for alice (the game then waits for the
    computer, or the hand is over), one notice and one miss each; the third gives the seat to
    the computer.  The expiry is the timer's own call at a deadline that has passed: a timer
    re-armed for a turn that is not over would fire again at once."""
    table_seed(monkeypatch, 21)
    now = [1_000_000.0]
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    svc = bot.service
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "basic")
    await svc.set_option(1, alice.id, "hands", 20)
    await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    t = svc.tables[1]
    per_turn: list[int] = []
    for missed in (1, 2, 3):
        await alices_turn(svc, t)
        await fake.settle()
        turn, n = t.turns[0], len(await bot.store.actions(1))
        before = seen(fake, thread)
        assert t.deadline is not None
        now[0] = t.deadline + 1
        assert await svc.expire(1, svc.timer_key(1))
        m = t.match
        assert m is not None
        if missed < 3:  # (the third gives the seat to the computer, which plays on)
            assert not (0 in m.to_act and t.turns[0] == turn), "the whole turn was played"
        new = (await bot.store.actions(1))[n:]  # then perhaps the computer's
        mine = list(itertools.takewhile(lambda a: a.source == "timeout", new))
        assert mine and {a.seat for a in mine} == {0}
        assert not [a for a in new[len(mine) :] if a.source == "timeout"]
        per_turn.append(len(mine))
        await asyncio.sleep(SETTLE_TIMERS)
        await fake.settle()
        assert t.seats[0].misses == missed, "one miss per absent turn"
        row = await bot.store.table(1)
        assert row is not None and row.players[0]["misses"] == missed, "stored with it"
        texts = posted(fake, thread, before)
        assert len(timeout_notes(texts)) == 1, texts
        assert t.seats[0].auto == (missed == 3), "the seat goes after three turns, not 1.5"
    assert max(per_turn) >= 2, f"a draw and its discard in one expiry: {per_turn}"
    notes = timeout_notes([m.get("content") or "" for m in fake.messages(thread)])
    assert notes == [
        "⏱ alice's time ran out: the computer played that turn for them.",
        "⏱ alice's time ran out: the computer played that turn for them.",
        "⏱ alice missed 3 turns in a row: the computer plays the seat until they click "
        "**Take my seat back**.",
    ]


async def test_spades_timeout_is_one_miss_for_look_and_bid(
    db_path: Path | str, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser
) -> None:
    """Alice has not looked at her cards when her bidding time runs out: the computer looks and
    bids in one expiry, one miss, one notice (it had looked, kept the past deadline and fired
    again at once for the bid: two misses, two notices)."""
    now = [1_000_000.0]
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    svc = bot.service
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "basic")
    for _ in range(3):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    t = svc.tables[1]
    await alices_turn(svc, t)
    await fake.settle()
    m = t.match
    assert m is not None and m.view(0)["looked"] is False and m.view(0)["phase"] == "bid"
    n, before = len(await bot.store.actions(1)), seen(fake, thread)
    assert t.deadline is not None
    now[0] = t.deadline + 1
    assert await svc.expire(1, svc.timer_key(1))
    await asyncio.sleep(SETTLE_TIMERS)  # a timer left at the past deadline fires now
    await fake.settle()
    mine = [a for a in (await bot.store.actions(1))[n:] if a.seat == 0]
    assert [a.source for a in mine] == ["timeout", "timeout"]
    assert mine[0].action == "look" and mine[1].action.startswith("bid ")
    assert t.seats[0].misses == 1
    texts = posted(fake, thread, before)
    assert timeout_notes(texts) == [
        "⏱ alice's time ran out: the computer played that turn for them."
    ]


# ----- failed commits -----------------------------------------------------------------------------


async def test_failed_commit_during_an_expiry_is_tried_again(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The bot restarts after alice's deadline passed, so its timer expires at once; the first
    two commits of the timed-out move fail.  The timer tries again after a pause that doubles
    (warnings), the turn is played and stored once, with one miss and one notice, and the
    table goes on with a timer for its next turn."""
    now = [1_000_000.0]
    store = await Store.open(tmp_path / "db.sqlite")
    svc = TableService(store, FAST, clock=lambda: now[0])
    t = await tonk_vs_computer(svc)
    await alices_turn(svc, t)
    assert t.deadline is not None
    deadline = t.deadline
    n = len(await store.actions(t.id))
    await svc.close()
    now[0] = deadline + 5  # while the bot was down

    failed = failing_writes(store, "timeout", 2)
    presenter = Notices()
    svc = TableService(store, FAST, presenter, clock=lambda: now[0])
    waits: list[float] = []
    backoff = svc._save_backoff

    async def counted(table: Any, seconds: float) -> None:
        waits.append(seconds)
        await backoff(table, seconds)

    svc._save_backoff = counted  # type: ignore[method-assign]
    await svc.load()
    t = svc.tables[1]

    async def played() -> bool:
        return bool(presenter.notices)

    await wait_for(played, "the timed-out turn")
    await svc.idle(t.id)
    assert len(failed) == 2 and waits == [FAST.save_retry, 2 * FAST.save_retry]
    actions = await store.actions(t.id)
    assert [a.seq for a in actions] == list(range(len(actions))), "no hole, nothing twice"
    assert actions[n].source == "timeout" and actions[n].seat == 0
    assert t.seats[0].misses == 1
    assert timeout_notes(presenter.notices) == [
        "⏱ alice's time ran out: the computer played that turn for them."
    ]
    warnings = [r for r in caplog.records if "was not saved; trying again" in r.getMessage()]
    assert len(warnings) == 2 and all(r.levelname == "WARNING" for r in warnings)
    m = t.match
    assert m is not None
    if 0 in m.to_act:  # the computer played on: alice's next turn has its timer
        assert svc.timer_key(t.id) == t.turn_key and ("timer", t.id) in svc._tasks
    await svc.close()
    await store.close()


async def test_a_persons_move_resets_the_misses_in_the_store(tmp_path: Path) -> None:
    """Alice misses a turn, then plays her next one herself: her misses are back to 0, in the
    store too, so after a restart two more misses do not give her seat to the computer."""
    store = await Store.open(tmp_path / "db.sqlite")
    svc = TableService(store, FAST)
    t = await tonk_vs_computer(svc)
    await alices_turn(svc, t)
    assert await svc.expire(t.id)
    assert t.seats[0].misses == 1
    await alices_turn(svc, t)
    m = t.match
    assert m is not None
    await svc.act(t.id, ALICE, m.version, str(m.legal_actions(0)[0]))
    assert t.seats[0].misses == 0
    await svc.close()

    svc = TableService(store, FAST)
    await svc.load()
    t = svc.tables[1]
    assert t.seats[0].misses == 0, "the reset survived the restart"
    for _ in range(2):
        await alices_turn(svc, t)
        assert await svc.expire(t.id)
    assert t.seats[0].misses == 2 and not t.seats[0].auto
    await svc.close()
    await store.close()


async def test_a_failed_move_keeps_the_misses(tmp_path: Path) -> None:
    """A person's move whose commit fails changes nothing: not even the misses in a row."""
    store = await Store.open(tmp_path / "db.sqlite")
    svc = TableService(store, FAST)
    t = await tonk_vs_computer(svc)
    await alices_turn(svc, t)
    assert await svc.expire(t.id)
    await alices_turn(svc, t)
    m = t.match
    assert m is not None
    failing_writes(store, "human", 1)
    with pytest.raises(Exception, match="Couldn't save that move"):
        await svc.act(t.id, ALICE, m.version, str(m.legal_actions(0)[0]))
    assert t.seats[0].misses == 1
    assert t.row.players[0]["misses"] == 1
    await svc.close()
    await store.close()


# ----- computers that fail, hang or come late -----------------------------------------------------


async def test_the_computer_loop_survives_any_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """An unexpected error in a computer's move (not a failed commit) is logged, and the
    computer tries again after a pause instead of leaving the table waiting for ever."""
    store = await Store.open(tmp_path / "db.sqlite")
    svc = TableService(store, FAST)
    checked, broken = svc._checked, []

    def once_broken(table: Any, q: Any, text: str) -> str:
        if not broken:
            broken.append(q.seat)
            raise RuntimeError("a bug (simulated)")
        return checked(table, q, text)

    monkeypatch.setattr(svc, "_checked", once_broken)
    t = await tonk_vs_computer(svc)
    for _ in range(20):  # alice plays until the computer has had its turn
        await alices_turn(svc, t)
        if broken:
            break
        m = t.match
        assert m is not None
        await svc.act(t.id, ALICE, m.version, str(m.legal_actions(0)[0]))
    assert broken == [1]
    await svc.idle(t.id)
    assert [a for a in await store.actions(t.id) if a.source == "computer"], "it moved after all"
    m = t.match
    assert m is not None and 0 in m.to_act, "and the table waits for alice again"
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert [r.getMessage() for r in errors] == [
        "table 1: the computer could not move; trying again in 0.0 s"
    ]
    await svc.close()
    await store.close()


@pytest.mark.parametrize("fault", ["raises", "late"])
async def test_a_failed_or_late_decision_plays_a_basic_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, fault: str
) -> None:
    """A strong decision that raises, or that is still thinking at its deadline, is replaced by
    the basic player's move in that position (not a random one), and the error is logged."""
    real = bot.computers.decide

    def faulty(game: str, level: str, *args: Any) -> str:
        if level == "strong":
            if fault == "raises":
                raise RuntimeError("boom (simulated)")
            time.sleep(0.2)  # in a thread: past the 0.02 s deadline
        return real(game, level, *args)

    monkeypatch.setattr(bot.computers, "decide", faulty)
    store = await Store.open(tmp_path / "db.sqlite")
    computers = Computers(processes=0)
    computers.deadline = 0.02
    svc = TableService(store, FAST, computers=computers)
    t = await tonk_vs_computer(svc, level="strong")
    moves = 0
    for _ in range(40):
        await alices_turn(svc, t)
        moves = len([a for a in await store.actions(t.id) if a.source == "computer"])
        if moves >= 3:
            break
        m = t.match
        assert m is not None
        await svc.act(t.id, ALICE, m.version, str(m.legal_actions(0)[0]))
    assert moves >= 3
    # Each computer move with more than one choice is exactly basic's (seeded as the table's).
    monkeypatch.setattr(bot.computers, "decide", real)
    assert await replay_check(store, t.id, "basic", {"computer"}) == moves
    failed = [r for r in caplog.records if "failed; playing a basic move" in r.getMessage()]
    assert failed and all(r.levelname == "ERROR" for r in failed)
    if fault == "late":
        late = [r.exc_info[1] for r in failed if r.exc_info]
        assert any(isinstance(exc, bot.computers.DecisionTimeout) for exc in late)
    await svc.close()
    await store.close()
    await asyncio.sleep(0.2)  # the late threads finish (their answers are dropped)


async def test_a_hung_worker_is_replaced() -> None:
    """A worker process that stops answering (stopped with SIGSTOP) holds its decision past
    the deadline: the decision fails with DecisionTimeout, the hung worker is killed, and the
    next decision runs in a fresh worker."""
    m = new_match("spades", seed=5)
    seat = m.to_act[0]
    legal = [str(a) for a in m.legal_actions(seat)]
    computers = Computers(processes=1, warm_games=("spades",))
    try:
        text = await asyncio.wait_for(
            computers.choose("spades", "strong", m.view(seat), legal, "s/0/0"), 30
        )
        assert text in legal
        [pid] = {f.result() for f in computers.warmups}
        computers.deadline = 0.3
        os.kill(pid, signal.SIGSTOP)
        try:
            started = time.monotonic()
            with pytest.raises(bot.computers.DecisionTimeout):
                await asyncio.wait_for(
                    computers.choose("spades", "strong", m.view(seat), legal, "s/0/0"), 5
                )
            assert time.monotonic() - started < 2
            assert computers.pool is None, "the pool of the hung worker is dropped"
            for _ in range(100):
                try:
                    os.waitpid(pid, os.WNOHANG)
                    os.kill(pid, 0)
                except (ProcessLookupError, ChildProcessError):
                    break
                await asyncio.sleep(0.02)
            else:
                raise AssertionError("the hung worker was not killed")
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        computers.deadline = 30
        again = await asyncio.wait_for(
            computers.choose("spades", "strong", m.view(seat), legal, "s/0/0"), 30
        )
        assert again == text == decide("spades", "strong", m.view(seat), legal, "s/0/0", 5.0)
        [new_pid] = {f.result() for f in computers.warmups}
        assert new_pid != pid
    finally:
        await computers.close()


# ----- memory never runs ahead of the store -------------------------------------------------------


async def test_a_table_that_cannot_be_rebuilt_goes_offline_and_comes_back(
    db_path: Path | str,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    """Alice's move is not committed and the rebuild from the record fails too: the table goes
    offline (she is told privately, the thread is told, nothing more is played or accepted),
    and the next start brings it back exactly as stored, where it plays on."""
    table_seed(monkeypatch, 4)
    svc = bot.service
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "basic")
    await svc.set_option(1, alice.id, "hands", 20)
    await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    t = svc.tables[1]
    await alices_turn(svc, t)
    await fake.settle()
    stored = await bot.store.table(1)
    assert stored is not None
    record = await bot.store.actions(1)
    hand = await fake.click(alice, table_message(fake, thread), label="Show hand")
    kind, comp, _ = action_choices(hand.message)[0]
    assert kind == "click"

    store = bot.store
    failing_writes(store, "human", 1)
    actions = store.actions

    async def unreadable(table_id: int) -> Any:
        raise sqlite3.OperationalError("disk I/O error (simulated)")

    monkeypatch.setattr(store, "actions", unreadable)
    before = seen(fake, thread)
    with fake.expect_errors() as logged:
        r = await fake.click(alice, hand.message, custom_id=comp["custom_id"])
        await fake.settle()
    assert logged, "the failed commit and rebuild are logged"
    assert r.ephemeral and r.type == 4
    assert r.content == (
        "Couldn't save that move, and the table is paused until the bot restarts. Every "
        "move that was saved is kept."
    )
    texts = posted(fake, thread, before)
    assert texts == [
        "⚠️ This table is paused: the database failed and the last move could not be "
        "saved. It comes back, as it was before that move, when the bot restarts."
    ]
    assert 1 not in svc.tables and t.match is None, "nothing of the unsaved move is kept"
    r = await fake.click(alice, table_message(fake, thread), label="Show hand")
    assert r.ephemeral and "This table is paused" in r.content
    monkeypatch.setattr(store, "actions", actions)
    await asyncio.sleep(SETTLE_TIMERS)
    assert await store.actions(1) == record, "nothing more was played"
    assert await store.table(1) == stored, "the row is as it was stored"

    await fake.stop()
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    t = bot.service.tables[1]
    m = t.match
    assert m is not None and m.version == stored.version and 0 in m.to_act
    hand = await fake.click(alice, table_message(fake, thread), label="Show hand")
    _, comp, _ = action_choices(hand.message)[0]
    r = await fake.click(alice, hand.message, custom_id=comp["custom_id"])
    assert r.type == 7, r.content
    await fake.settle()
    after = await bot.store.actions(1)
    assert after[: len(record)] == record and after[len(record)].source == "human"
    assert [a.seq for a in after] == list(range(len(after)))
