"""Whose turn it is, through the fake: the turn ping (a new message that notifies exactly the
person to act, coalesced, tidy) and the turn timer across a restart (the time that was left)."""

from __future__ import annotations

import asyncio
import random
import re
import time
from pathlib import Path
from typing import Any

from tests.bot.harness import action_choices, make_bot, pick
from tests.bot.players import choose_level, table_message
from tests.fakediscord import FakeDiscord

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
    assert set(payload) <= {"content", "allowed_mentions", "tts", "flags"}, payload


async def test_turn_ping_mentions_only_the_person_to_act(db_path: Path) -> None:
    rng = random.Random(5)
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
        bot = make_bot(db_path)
        await fake.start(bot)
        thread = await spades_table(fake, alice, bob, ch)
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


async def test_a_fast_run_of_moves_pings_once(db_path: Path) -> None:
    """Coalesced edits (EDIT_INTERVAL 1.5 s): moves made between two edits ping nobody for the
    turns they passed through; the next edit pings the person it shows to act."""
    interval = 1.5
    rng = random.Random(8)
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
        bot = make_bot(db_path, edit_interval=interval)
        await fake.start(bot)
        thread = await spades_table(fake, alice, bob, ch)
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
        # Both people move twice (or more): the first move is shown at once, the rest within
        # the edit interval are not.
        while t.turns[0] - start[0] < 2 or t.turns[1] - start[1] < 3:
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
        assert len(shown) == 2, f"{len(shown)} edits for {moves} moves"
        assert 1 <= len(sent) <= 2 < human_turns, f"{len(sent)} pings for {human_turns} turns"
        # Each ping comes right after an edit and names the person it shows to act (the first
        # edit pings nobody if its move did not pass the turn: a Spades look).
        shown_to_act = [re.findall(r"<@(\d+)>", e.json["content"]) for e in shown]
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
        deleted = [r.path.rsplit("/", 1)[-1] for r in fake.requests[n:] if r.method == "DELETE"]
        assert deleted == [str(p.response["id"]) for p in every[-len(sent) - 1 : -1]]
        left = [m for m in fake.messages(thread) if (m.get("content") or "").startswith("🔔")]
        assert [m["id"] for m in left] == [str(every[-1].response["id"])]


async def test_restart_resumes_the_turn_timer(db_path: Path) -> None:
    """The deadline is stored with the move that started the turn: a restarted bot waits only
    for the time that was left, and a deadline that passed while it was down expires at once."""
    now = [1_000_000.0]
    rng = random.Random(2)
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
        by_seat = {0: alice, 1: bob}
        bot = make_bot(db_path, clock=lambda: now[0])
        await fake.start(bot)
        thread = await spades_table(fake, alice, bob, ch)
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

            bot = make_bot(db_path, clock=lambda: now[0])
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
