"""A restart at scale (issue 15), through the Discord double: the open tables are registered at
once and rebuilt in the background, a click on a table not rebuilt yet rebuilds that table only
(and is answered as before the restart), and the restart edits only the table messages whose
table changed while the bot was down."""

from __future__ import annotations

import random
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

from bot.tables import restart as restart_module
from bot.tables.restore import Restorer
from tests.bot.harness import action_choices, make_bot, pick
from tests.bot.players import choose_level, table_message
from tests.bot.test_turns import move
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

TABLES = 6


async def solo_table(fake: Any, alice: Any, channel: Any) -> Any:
    """alice with three random computers at Spades, started: after the computers' first
    moves the table waits for her."""
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "random")
    for _ in range(3):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    return thread


def spy_rebuilds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every rebuild of a table's match from the store, by table id, in order."""
    built: list[int] = []
    real = restart_module.rebuild

    async def rebuild(store: Any, t: Any, **how: Any) -> None:
        built.append(t.id)
        await real(store, t, **how)

    monkeypatch.setattr(restart_module, "rebuild", rebuild)
    return built


def hold_the_pass(monkeypatch: pytest.MonkeyPatch) -> list[Callable[[], Coroutine[Any, Any, None]]]:
    """The background pass does not start by itself: the test starts it (``held[0]()``)."""
    held: list[Callable[[], Coroutine[Any, Any, None]]] = []
    real = Restorer.run

    async def nothing() -> None:
        pass

    def run(self: Restorer, running: Any, pings: Any, due: Any) -> Coroutine[Any, Any, None]:
        held.append(lambda: real(self, running, pings, due))
        return nothing()

    monkeypatch.setattr(Restorer, "run", run)
    return held


def table_edits(fake: Any, thread: Any, since: int) -> int:
    msg = table_message(fake, thread)
    route = f"PATCH /channels/{thread.id}/messages/{msg['id']}"
    return sum(1 for r in fake.requests[since:] if r.route == route)


async def test_a_click_on_a_table_not_rebuilt_yet_rebuilds_that_table_only(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
) -> None:
    """Six running tables; the restarted bot registers all of them and rebuilds none before
    its background pass.  alice clicks Show hand on the table message of table 4 (a button
    from before the restart): only table 4 is rebuilt for it, and she sees the hand she saw
    before the stop.  Then the pass rebuilds the other five (table 4 not again), and every
    table plays on."""
    bot = make_bot(db_path, max_tables_per_host=TABLES)
    await fake.start(bot)
    threads = [await solo_table(fake, alice, channel) for _ in range(TABLES)]
    target, other = threads[3], threads[4]
    before = await fake.click(alice, table_message(fake, target), label="Show hand")
    hand5 = await fake.click(alice, table_message(fake, other), label="Show hand")
    await fake.settle()
    moves5 = len(await bot.store.actions(5))
    await fake.stop()

    built = spy_rebuilds(monkeypatch)
    held = hold_the_pass(monkeypatch)
    bot = make_bot(db_path, max_tables_per_host=TABLES)
    await fake.start(bot)
    assert sorted(bot.service.tables) == list(range(1, TABLES + 1)), "all registered at once"
    assert built == [] and all(t.match is None for t in bot.service.tables.values())
    assert len(held) == 1, "the pass is waiting to start"

    shown = await fake.click(alice, table_message(fake, target), label="Show hand")
    await fake.settle()
    assert shown.ephemeral
    assert shown.message["content"] == before.message["content"], "the same hand"
    assert shown.message["components"] == before.message["components"], "the same buttons"
    assert built == [4], "the clicked table only"
    assert [t.id for t in bot.service.tables.values() if t.match is not None] == [4]

    # A move from the hand message alice opened at table 5 before the stop still plays.
    choice = action_choices(hand5.message)[0]
    kind, comp, _ = choice
    if kind == "click":
        played = await fake.click(alice, hand5.message, custom_id=comp["custom_id"])
    else:
        values = pick(choice, random.Random(5))
        played = await fake.select(alice, hand5.message, custom_id=comp["custom_id"], values=values)
    await fake.settle()
    assert played.ephemeral and played.type == 7, played.response
    assert built == [4, 5]
    assert len(await bot.store.actions(5)) > moves5, "the old button's move is made"

    await held[0]()
    await fake.settle()
    assert sorted(built) == list(range(1, TABLES + 1)), "each table rebuilt once"
    assert bot.service.restorer.built == dict.fromkeys(range(1, TABLES + 1), 1)
    rng = random.Random(4)
    for table_id, thread in enumerate(threads, start=1):
        n = len(await bot.store.actions(table_id))
        await move(fake, thread, alice, rng)
        await fake.settle()
        assert len(await bot.store.actions(table_id)) > n, f"table {table_id} plays on"


async def test_a_click_waits_for_the_rebuild_the_pass_is_making(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
) -> None:
    """A click and the background pass reach the same table together: one rebuild, under the
    table's lock, and the click is answered from it."""
    bot = make_bot(db_path)
    await fake.start(bot)
    thread = await solo_table(fake, alice, channel)
    await fake.stop()

    built = spy_rebuilds(monkeypatch)
    held = hold_the_pass(monkeypatch)
    bot = make_bot(db_path)
    await fake.start(bot)
    click = fake.click(alice, table_message(fake, thread), label="Show hand", settle=False)
    await held[0]()  # the pass takes the lock first; the click waits for its rebuild
    shown = await click
    await fake.settle()
    assert built == [1]
    assert shown.ephemeral and shown.message["components"], "answered with the hand"


async def test_a_restart_edits_only_the_tables_that_moved(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser
) -> None:
    """Six tables wait for alice: the turns of the first two began 500 s before the others'.
    The bot is down long enough for those two turns (and only those) to run out: at the start
    their timers expire, the computer plays for her, and exactly their two table messages are
    edited; the other four show what they showed and are not edited."""
    now = [1_000_000.0]
    bot = make_bot(db_path, clock=lambda: now[0], max_tables_per_host=TABLES)
    await fake.start(bot)
    threads = []
    for k in range(TABLES):
        if k == 2:
            now[0] += 500
        threads.append(await solo_table(fake, alice, channel))
    deadlines = [bot.service.tables[i].deadline for i in range(1, TABLES + 1)]
    assert deadlines[:2] == [1_000_600.0] * 2 and deadlines[2:] == [1_001_100.0] * 4
    counts = [len(await bot.store.actions(i)) for i in range(1, TABLES + 1)]
    await fake.stop()

    now[0] = 1_000_800.0  # the first two turns ran out while the bot was down
    n = len(fake.requests)
    bot = make_bot(db_path, clock=lambda: now[0], max_tables_per_host=TABLES)
    await fake.start(bot)
    await fake.settle()
    for i in range(1, TABLES + 1):
        actions = await bot.store.actions(i)
        moved = len(actions) > counts[i - 1]
        assert moved == (i <= 2), f"table {i}"
        if moved:
            assert actions[counts[i - 1]].source == "timeout"
    edited = [table_edits(fake, thread, n) for thread in threads]
    assert [e > 0 for e in edited] == [True, True, False, False, False, False], edited
    assert bot.service.restorer.built == dict.fromkeys(range(1, TABLES + 1), 1)


async def test_without_a_stored_digest_each_table_message_is_edited_once(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser
) -> None:
    """A database from before the digests (their rows gone): the restart cannot tell what the
    messages show, so it edits each once, as the bot always did, and stores the digests; the
    next restart edits none."""
    bot = make_bot(db_path, max_tables_per_host=2)
    await fake.start(bot)
    threads = [await solo_table(fake, alice, channel) for _ in range(2)]
    await bot.store.write([("DELETE FROM shown", ())])
    await fake.stop()

    for edits_expected in (1, 0):
        n = len(fake.requests)
        bot = make_bot(db_path, max_tables_per_host=2)
        await fake.start(bot)
        await fake.settle()
        assert [table_edits(fake, t, n) for t in threads] == [edits_expected] * 2
        await fake.stop()
