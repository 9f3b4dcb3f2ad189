"""Whose turn it is, through the fake: the turn ping (a new message that notifies exactly the
person to act, coalesced, tidy, and still tidy across a restart) and the turn timer across a
restart (the time that was left)."""

from __future__ import annotations

import asyncio
import copy
import random
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.db import PingRow, Store
from bot.db.migrations import MIGRATIONS
from bot.presenter.edits import MOVE_EDITS
from tests.bot.harness import action_choices, make_bot, pick
from tests.bot.players import choose_level, table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

NOT_LIVE = {"hand_live_seconds": 0}
"""These tests are about the pings themselves: no hand message is live, so every turn of a
person is pinged (a person at the table, whose live hand shows the turn, is not pinged:
``tests/bot/test_ping_skips.py``)."""


@pytest.fixture
async def bot(fake: FakeDiscord, channel: FakeChannel, db_path: Path) -> CardroomBot:
    started = make_bot(db_path, **NOT_LIVE)
    await fake.start(started)
    return started


PING_RE = re.compile(r"^🔔 <@(\d+)>: your turn at \*\*Spades\*\*\. Time runs out <t:(\d+):R>\.$")


async def spades_table(fake: Any, alice: Any, bob: Any, channel: Any) -> Any:
    """alice (seat 1) and bob (seat 2) with two random computers, started."""
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "random")
    await fake.click(bob, table_message(fake, thread), label="Join")
    for _ in range(2):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    return thread


def waiting_user(bot: Any, by_seat: dict[int, Any], table_id: int = 1) -> Any:
    """The person the table waits for now (from the service: the table message may lag)."""
    t = bot.service.tables[table_id]
    seat = next(s for s in t.match.to_act if s in by_seat)
    return by_seat[seat]


async def move(fake: Any, thread: Any, user: Any, rng: random.Random) -> None:
    """``user`` opens the hand from the table message and does one of the things offered."""
    shown = await fake.click(user, table_message(fake, thread), label="Show hand")
    choices = action_choices(shown.message)
    assert choices, shown.message.get("content")
    choice = rng.choice(choices)
    kind, comp, _ = choice
    if kind == "click":
        await fake.click(user, shown.message, custom_id=comp["custom_id"])
    else:
        await fake.select(
            user, shown.message, custom_id=comp["custom_id"], values=pick(choice, rng)
        )


def pings(fake: Any, thread: Any, since: int = 0) -> list[Any]:
    """The turn pings the bot posted in the thread (requests from index ``since``)."""
    return [
        r
        for r in fake.requests[since:]
        if r.route == f"POST /channels/{thread.id}/messages"
        and ((r.json or {}).get("content") or "").startswith("🔔")
    ]


def edits(fake: Any, thread: Any, since: int = 0) -> list[Any]:
    msg = table_message(fake, thread)
    return [
        r
        for r in fake.requests[since:]
        if r.route == f"PATCH /channels/{thread.id}/messages/{msg['id']}"
    ]


def check_ping(req: Any, user: Any, deadline: float | None) -> None:
    """Exactly ``user`` is notified, and the message says nothing but whose turn it is."""
    payload = req.json
    assert payload["allowed_mentions"] == {"parse": [], "users": [user.id]}, payload
    assert payload["content"] == (
        f"🔔 <@{user.id}>: your turn at **Spades**. Time runs out <t:{int(deadline or 0)}:R>."
    )
    assert set(payload) <= {"content", "allowed_mentions", "tts", "flags", "components"}, payload
    # Its one component is Show hand (issue 12), the table message's own custom id.
    [row] = payload["components"]
    assert [(c["label"], c["custom_id"]) for c in row["components"]] == [("Show hand", "cr:show:1")]


async def test_turn_ping_mentions_only_the_person_to_act(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    rng = random.Random(5)
    thread = await spades_table(fake, alice, bob, channel)
    by_seat = {0: alice, 1: bob}
    t = bot.service.tables[1]
    first = pings(fake, thread)
    assert len(first) == 1, "the first person to act is pinged once"
    check_ping(first[0], waiting_user(bot, by_seat), t.deadline)
    for _ in range(16):
        user = waiting_user(bot, by_seat)
        seat = next(s for s, u in by_seat.items() if u is user)
        turns = list(t.turns)
        n = len(fake.requests)
        await move(fake, thread, user, rng)
        await fake.settle()
        # Edits are not coalesced here (EDIT_INTERVAL=0): every state was shown.  The
        # computers' turns in between pinged nobody; a new turn of a person pings them.
        now = waiting_user(bot, by_seat)
        new = pings(fake, thread, n)
        now_seat = next(s for s, u in by_seat.items() if u is now)
        if t.turns[now_seat] > turns[now_seat]:
            assert len(new) == 1
            check_ping(new[0], now, t.deadline)
        else:
            assert now is user and t.turns[seat] == turns[seat] and not new, "same turn"
    # Tidy: each ping deleted the one before; one is left in the thread.
    left = [m for m in fake.messages(thread) if (m.get("content") or "").startswith("🔔")]
    assert len(left) == 1 and PING_RE.match(left[0]["content"])
    assert len(pings(fake, thread)) > 3
    # Discord notifies people of these pings only: the table message that names them is
    # edited (never notifies), and nothing else the bot posted mentions them.
    for user in (alice, bob):
        got = [m["content"] for m in fake.notifications(user)]
        mine = [
            r.json["content"]
            for r in pings(fake, thread)
            if r.json["allowed_mentions"]["users"] == [user.id]
        ]
        assert got == mine and got, user.name
    assert f"<@{waiting_user(bot, by_seat).id}>" in table_message(fake, thread)["content"]

    # A seat the computer plays (three timeouts in a row) is never pinged.
    for _ in range(3):
        while waiting_user(bot, by_seat) is not bob:
            await move(fake, thread, alice, rng)
            await fake.settle()
        assert await bot.service.expire(1)
        await fake.settle()
    assert t.seats[1].auto
    n = len(fake.requests)
    for _ in range(6):
        await move(fake, thread, alice, rng)
        await fake.settle()
    assert {
        int(u) for r in pings(fake, thread, n) for u in r.json["allowed_mentions"]["users"]
    } <= {alice.id}


async def test_a_fast_run_of_moves_pings_once(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser
) -> None:
    """A run of people's moves faster than Discord's per-channel edit window: each of the first
    ``MOVE_EDITS`` is shown at once, the rest are coalesced (EDIT_INTERVAL 1.5 s); turns that
    passed between two edits ping nobody; an edit pings the person it shows to act."""
    interval = 1.5
    rng = random.Random(8)
    bot = make_bot(db_path, edit_interval=interval, **NOT_LIVE)
    await fake.start(bot)
    thread = await spades_table(fake, alice, bob, channel)
    by_seat = {0: alice, 1: bob}
    t = bot.service.tables[1]
    box = bot.presenter._boxes[1]
    while box.dirty or box.timer is not None:  # the start's edits are out
        await asyncio.sleep(0.05)
    await asyncio.sleep(interval)
    n = len(fake.requests)
    start = list(t.turns)
    started = time.monotonic()
    moves = 0
    # Both people move three times or more: more than the window lets show at once.
    while t.turns[0] - start[0] < 3 or t.turns[1] - start[1] < 3:
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        moves += 1
    assert time.monotonic() - started < interval, "the moves were not fast enough to test"
    human_turns = t.turns[0] + t.turns[1] - start[0] - start[1]
    for _ in range(100):  # the coalesced edit, at most one interval later
        await asyncio.sleep(0.05)
        idle = box.task is None or box.task.done()
        if idle and not box.dirty and box.timer is None and len(edits(fake, thread, n)) >= 2:
            break
    await fake.settle()
    sent, shown = pings(fake, thread, n), edits(fake, thread, n)
    assert 2 <= len(shown) <= MOVE_EDITS + 1 < human_turns, f"{len(shown)} edits, {moves} moves"
    assert 1 <= len(sent) <= len(shown), f"{len(sent)} pings for {len(shown)} edits"
    # Each ping comes right after an edit and names the person it shows to act (the first
    # edit pings nobody if its move did not pass the turn: a Spades look).
    shown_to_act = [re.findall(r"<@(\d+)>", e.json.get("content") or "") for e in shown]
    at = {id(r): i for i, r in enumerate(fake.requests)}
    for ping in sent:
        i = max(k for k, e in enumerate(shown) if at[id(e)] < at[id(ping)])
        (who,) = shown_to_act[i]
        assert ping.json["allowed_mentions"] == {"parse": [], "users": [int(who)]}
    final = waiting_user(bot, by_seat)
    assert shown_to_act[-1] == [str(final.id)]
    assert sent[-1].json["allowed_mentions"]["users"] == [final.id]
    # Tidy: each ping deleted the one before.
    every = pings(fake, thread)
    deleted = [  # (not the old hand messages: Show hand replaces them through their webhook)
        r.path.rsplit("/", 1)[-1]
        for r in fake.requests[n:]
        if r.method == "DELETE" and r.path.startswith("/channels/")
    ]
    assert deleted == [str(p.response["id"]) for p in every[-len(sent) - 1 : -1]]
    left = [m for m in fake.messages(thread) if (m.get("content") or "").startswith("🔔")]
    assert [m["id"] for m in left] == [str(every[-1].response["id"])]


async def test_restart_resumes_the_turn_timer(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser
) -> None:
    """The deadline is stored with the move that started the turn: a restarted bot waits only
    for the time that was left, and a deadline that passed while it was down expires at once."""
    now = [1_000_000.0]
    rng = random.Random(2)
    by_seat = {0: alice, 1: bob}
    bot = make_bot(db_path, clock=lambda: now[0], **NOT_LIVE)
    await fake.start(bot)
    thread = await spades_table(fake, alice, bob, channel)
    for elapsed in (599.0, 700.0):  # 1 s left; 100 s too late
        who = waiting_user(bot, by_seat)
        t = bot.service.tables[1]
        deadline = t.deadline
        assert deadline is not None and deadline > now[0]
        row = await bot.store.table(1)
        assert row is not None and row.deadline == deadline, "committed with the turn"
        actions_before = await bot.store.actions(1)
        n = len(actions_before)
        before = {m["id"] for m in fake.messages(thread)}
        await fake.stop()
        now[0] = deadline - 600 + elapsed  # the bot was down meanwhile

        bot = make_bot(db_path, clock=lambda: now[0], **NOT_LIVE)
        await fake.start(bot)
        t = bot.service.tables[1]
        if elapsed < 600:
            assert t.deadline == deadline, "the time that was left, not a new turn"
            assert await bot.store.actions(1) == actions_before
        # else: it expired already, while the bot started.
        waited = time.monotonic()
        for _ in range(300):
            await asyncio.sleep(0.01)
            actions = await bot.store.actions(1)
            if len(actions) > n:
                break
        await fake.settle()
        assert time.monotonic() - waited < 3, "the timer expired when the time left was up"
        assert actions[n].source == "timeout" and actions[n].seat in by_seat
        assert by_seat[actions[n].seat] is who
        texts = [m.get("content") or "" for m in fake.messages(thread) if m["id"] not in before]
        assert any(f"{who.name}'s time ran out" in x for x in texts), texts
        assert not any("waiting for you" in x for x in texts), "no repeated reminder"
        assert t.deadline == now[0] + 600, "the next turn: a full one"
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()


# ----- the current ping survives a restart -------------------------------------------------------


def thread_calls(fake: Any, thread: Any, since: int = 0) -> list[tuple[str, str, int | None]]:
    """The bot's REST calls on ``thread`` from request ``since`` on, but the table message's
    edits: (method, message id (a POST: the new message's), status)."""
    table = table_message(fake, thread)["id"]
    out: list[tuple[str, str, int | None]] = []
    for r in fake.requests[since:]:
        if r.path != f"/channels/{thread.id}" and not r.path.startswith(f"/channels/{thread.id}/"):
            continue
        if r.route == f"PATCH /channels/{thread.id}/messages/{table}":
            continue
        mid = str((r.response or {}).get("id")) if r.method == "POST" else r.path.split("/")[-1]
        out.append((r.method, mid, r.status))
    return out


def shown(fake: Any, thread: Any) -> list[tuple[Any, ...]]:
    """What anyone reading the thread sees: each message's id, text, embeds and components."""
    return copy.deepcopy(
        [(m["id"], m.get("content"), m.get("embeds"), m.get("components"))
         for m in fake.messages(thread)]
    )  # fmt: skip


async def stored_pings(store: Any) -> list[int]:
    return [p.message_id for rows in (await store.pings()).values() for p in rows]


async def restart(fake: Any, db_path: Path, **overrides: Any) -> tuple[Any, int]:
    """Stop the bot and start a new one on the same database; returns it and the index of the
    first request it made."""
    await fake.stop()
    n = len(fake.requests)
    bot = make_bot(db_path, **overrides)
    await fake.start(bot)
    await fake.settle()
    return bot, n


@pytest.mark.parametrize("gone", [False, True], ids=["in-thread", "deleted-meanwhile"])
async def test_first_ping_after_a_restart_deletes_the_one_before(
    db_path: Path,
    gone: bool,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
) -> None:
    """The current ping is in the store, so the restarted bot still deletes it when it posts the
    next one: once, and the restart changes nothing else.  If a moderator deleted it while the
    bot was down, Discord answers 404: no error, no second try."""
    rng = random.Random(3)
    by_seat = {0: alice, 1: bob}
    bot = make_bot(db_path, **NOT_LIVE)
    await fake.start(bot)
    thread = await spades_table(fake, alice, bob, channel)
    for _ in range(2):  # a few turns: the running bot deleted the pings they replaced
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()
    old = str(pings(fake, thread)[-1].response["id"])
    assert await stored_pings(bot.store) == [int(old)], "the current ping is stored"
    if gone:
        fake.server._delete(fake.server.stored(thread.id, int(old)))
    before = shown(fake, thread)

    bot, n = await restart(fake, db_path, **NOT_LIVE)
    assert thread_calls(fake, thread, n) == [], "the restart pings nobody, deletes nothing"
    assert shown(fake, thread) == before, "and shows the same"

    n = len(fake.requests)
    while not pings(fake, thread, n):  # a Spades look passes no turn, so pings nobody
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()
    new = str(pings(fake, thread, n)[0].response["id"])
    assert thread_calls(fake, thread, n) == [
        ("POST", new, 200),
        ("DELETE", old, 404 if gone else 204),
    ], "the next ping replaces the one from before the restart, which nothing retries"
    table = table_message(fake, thread)["id"]
    assert [m[0] for m in before] == [table] + ([] if gone else [old])
    assert [m["id"] for m in fake.messages(thread)] == [table, new]
    assert await stored_pings(bot.store) == [int(new)]

    # Once only, across another restart and more turns: every ping the bot posted but the
    # current one was deleted exactly once, in order, and nothing else was.
    bot, n = await restart(fake, db_path, **NOT_LIVE)
    assert thread_calls(fake, thread, n) == []
    for _ in range(4):
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()
    posted = [str(p.response["id"]) for p in pings(fake, thread)]
    deleted = [
        r.path.split("/")[-1]
        for r in fake.requests
        if r.method == "DELETE" and r.path.startswith("/channels/")
    ]
    assert len(posted) > 4 and deleted == posted[:-1]
    assert await stored_pings(bot.store) == [int(posted[-1])]


async def test_replaced_pings_not_yet_deleted_go_after_a_restart(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
) -> None:
    """Replaced pings wait for spare request budget to be deleted; the bot stopped before they
    got it (simulated: it never tidies).  The restarted bot deletes them at once, each once, and
    keeps the current one until the next ping."""
    rng = random.Random(4)
    by_seat = {0: alice, 1: bob}
    bot = make_bot(db_path, **NOT_LIVE)
    await fake.start(bot)

    async def no_budget(*args: Any, **kwargs: Any) -> None:
        pass

    monkeypatch.setattr(bot.presenter.pings, "tidy", no_budget)
    thread = await spades_table(fake, alice, bob, channel)
    while len(pings(fake, thread)) < 3:
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()
    posted = [str(p.response["id"]) for p in pings(fake, thread)]
    assert await stored_pings(bot.store) == [int(p) for p in posted]

    bot, n = await restart(fake, db_path, **NOT_LIVE)
    # One by one, or in one bulk delete once the thread is known (Manage Messages): each once.
    calls = thread_calls(fake, thread, n)
    bulk = [r for r in fake.requests[n:] if r.path == f"/channels/{thread.id}/messages/bulk-delete"]
    gone = [c[1] for c in calls if c[0] == "DELETE"]
    gone += [str(i) for r in bulk for i in r.json["messages"]]
    assert sorted(gone) == sorted(posted[:-1]) and len(calls) == len(gone) - sum(
        len(r.json["messages"]) - 1 for r in bulk
    ), calls
    assert all(c[2] == 204 for c in calls)
    assert await stored_pings(bot.store) == [int(posted[-1])]
    n = len(fake.requests)
    while not pings(fake, thread, n):
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()
    new = str(pings(fake, thread, n)[0].response["id"])
    assert thread_calls(fake, thread, n) == [("POST", new, 200), ("DELETE", posted[-1], 204)]


async def test_table_that_ended_while_the_bot_was_down_loses_its_ping(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The bot stopped after committing the end of a table, before it deleted the table's ping
    (the presenter never hears of the end).  The next start shows the end (see
    ``test_endings.py``): the ping goes once, before the thread is archived."""
    thread = await spades_table(fake, alice, bob, channel)
    (ping,) = [str(p.response["id"]) for p in pings(fake, thread)]
    monkeypatch.setattr(bot.presenter, "table_closed", lambda table, ending: None)
    n = len(fake.requests)
    # A moderator who is not seated cancels a running table (unrated).
    mod = fake.add_member(fake.guild, "m", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(mod, thread, "table cancel")
    assert thread_calls(fake, thread, n) == [], "the crash: nothing shown of the end"
    row = await bot.store.table(1)
    assert row is not None and row.status == "cancelled"
    assert await stored_pings(bot.store) == [int(ping)]
    before = shown(fake, thread)

    bot, n = await restart(fake, db_path, **NOT_LIVE)
    calls = thread_calls(fake, thread, n)
    reason = str(fake.messages(thread)[-1]["id"])
    assert calls == [
        ("GET", "messages", 200),  # was the reason posted just before the stop? no
        ("POST", reason, 200),
        ("DELETE", ping, 204),
        ("PATCH", str(thread.id), 200),  # archived and locked
    ]
    assert [m[0] for m in shown(fake, thread)] == [m[0] for m in before if m[0] != ping] + [reason]
    assert await stored_pings(bot.store) == []
    assert not bot.service.tables, "the table stays ended"

    _, n = await restart(fake, db_path, **NOT_LIVE)
    assert thread_calls(fake, thread, n) == [], "deleted once, not at every start"


async def test_migration_adds_the_ping_store(tmp_path: Path) -> None:
    """A database from before the pings were stored (schema 3) gets an empty ``pings`` table;
    its tables are untouched.  Pings come back per table, oldest first."""
    db = tmp_path / "old.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript(f"BEGIN;\n{''.join(MIGRATIONS[:3])}\nPRAGMA user_version = 3;\nCOMMIT;")
    conn.execute(
        "INSERT INTO tables (id, guild_id, channel_id, thread_id, host_id, game, seats, players, "
        "status, turn_seconds, created_at, updated_at) VALUES (1, 1, 2, 5, 10, 'spades', 4, '[]', "
        "'playing', 120, 0, 0)"
    )
    conn.commit()
    conn.close()
    store = await Store.open(db)
    row = await store.table(1)
    assert row is not None and row.status == "playing" and row.thread_id == 5
    assert await store.pings() == {}
    await store.write([Store.ping_op(PingRow(1, 5, 30)), Store.ping_op(PingRow(1, 5, 20))])
    assert await store.pings() == {1: [PingRow(1, 5, 20), PingRow(1, 5, 30)]}
    await store.write([Store.ping_gone_op(20)])
    assert await store.pings() == {1: [PingRow(1, 5, 30)]}
    await store.close()
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) >= 4
    conn.close()
