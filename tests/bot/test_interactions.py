"""Refusals and edge cases through the fake: wrong user, wrong turn, stale button, double click,
missing thread permissions, the turn timer, a restart mid-hand, and logs without cards."""

from __future__ import annotations

import asyncio
import logging
import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.db.open import open_store
from tests.bot.harness import action_choices, buttons, make_bot, said
from tests.bot.leaks import PRETTY_RE
from tests.bot.players import choose_level, play_until_closed, table_message, take_turn
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


async def spades_table(fake: Any, host: Any, others: list[Any], channel: Any) -> Any:
    """Spades with ``host`` and ``others`` seated, computers in the rest, started."""
    await fake.slash(host, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    for p in others:
        await fake.click(p, table_message(fake, thread), label="Join")
    while "Waiting for" in table_message(fake, thread)["embeds"][0]["description"]:
        await fake.click(host, table_message(fake, thread), label="Add computer")
    r = await fake.click(host, table_message(fake, thread), label="Start")
    assert said(r) == "The game is on."
    await fake.settle()
    return thread


def to_act(fake: Any, thread: Any, users: list[Any]) -> Any | None:
    content = table_message(fake, thread).get("content") or ""
    return next((u for u in users if f"<@{u.id}>" in content), None)


async def until_turn_of(
    fake: Any, thread: Any, who: Any, users: list[Any], rng: random.Random
) -> None:
    """Let the others play until ``who`` is to act."""
    for _ in range(200):
        if to_act(fake, thread, users) is who:
            return
        assert await take_turn(fake, thread, [u for u in users if u is not who], rng)
        await fake.settle()
    raise AssertionError("never our turn")


async def hand_of(fake: Any, thread: Any, user: Any) -> dict[str, Any]:
    r = await fake.click(user, table_message(fake, thread), label="Show hand")
    assert r.ephemeral
    return r.message


async def record_len(bot: Any, table_id: int = 1) -> int:
    return len(await bot.store.actions(table_id))


async def test_refusals_change_nothing(
    db_path: Path | str, fake: FakeDiscord, channel: FakeChannel
) -> None:
    rng = random.Random(1)
    alice, bob, carol = (fake.add_member(fake.guild, n) for n in ("alice", "bob", "carol"))
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[0]
    lobby = table_message(fake, thread)
    # Wrong user in the lobby: only the host starts, adds computers, cancels.
    for label, expected in (
        ("Start", "Only the host can start"),
        ("Add computer", "Only the host can add"),
        ("Cancel", "Only the host"),
    ):
        r = await fake.click(carol, lobby, label=label)
        assert r.ephemeral and expected in r.content
    await fake.click(bob, lobby, label="Join")
    r = await fake.click(bob, table_message(fake, thread), label="Join")
    assert r.ephemeral and "already in seat 2" in r.content
    r = await fake.click(alice, table_message(fake, thread), label="Start")
    assert "empty" in r.content
    for _ in range(2):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    # Wrong user at the table: carol is not seated.
    r = await fake.click(carol, table_message(fake, thread), label="Show hand")
    assert r.ephemeral and r.content == "You're not seated at this table."
    users = [alice, bob]
    await until_turn_of(fake, thread, alice, users, rng)
    # Wrong turn: bob's hand offers no move of alice's turn, and says whose turn it is.
    bob_hand = await hand_of(fake, thread, bob)
    moves = [c for c in action_choices(bob_hand) if "look" not in c[1].get("custom_id", "")]
    assert not moves and "alice's turn" in bob_hand["content"]
    # Stale button and double click: two copies of alice's hand at the same state (Show hand
    # replaces the previous hand message while its token lasts: here it has expired).
    first = await hand_of(fake, thread, alice)
    fake.expire_tokens()
    second = await hand_of(fake, thread, alice)
    if "look" in str(first["components"]):
        r = await fake.click(alice, first, label="Look at my cards")
        assert r.type == 7
        first = await hand_of(fake, thread, alice)
        fake.expire_tokens()
        second = await hand_of(fake, thread, alice)
    n = await record_len(bot)
    options = action_choices(first)
    kind, comp, values = options[0]
    assert kind == "select" or comp["custom_id"].startswith("cr:act:")
    if kind == "select":
        value = [values[0]]
        r1, r2 = await asyncio.gather(
            fake.select(alice, first, custom_id=comp["custom_id"], values=value),
            fake.select(alice, second, custom_id=comp["custom_id"], values=value),
        )
    else:
        r1, r2 = await asyncio.gather(
            fake.click(alice, first, custom_id=comp["custom_id"]),
            fake.click(alice, second, custom_id=comp["custom_id"]),
        )
    answers = sorted([r1, r2], key=lambda r: r.type)
    assert answers[0].type == 4 and "Already done" in answers[0].content
    assert answers[1].type == 7
    assert await record_len(bot) - n == 1 + sum(
        1 for a in await bot.store.actions(1) if a.source == "computer" and a.seq >= n
    ), "the double click applied once"
    # A different move from the stale copy (not edited: its answer was the refusal).
    stale = first if answers[0] is r1 else second
    before = await record_len(bot)
    if kind == "select":
        r = await fake.select(alice, stale, custom_id=comp["custom_id"], values=[values[-1]])
    else:
        other = [c for c in action_choices(stale) if c[1]["custom_id"] != comp["custom_id"]]
        assert other, "a stale hand with a second move"
        r = await fake.click(alice, stale, custom_id=other[0][1]["custom_id"])
    # Out of date: the stale message becomes the current hand, with a note; nothing played.
    assert r.type == 7 and r.ephemeral and "out of date" in r.content
    assert await record_len(bot) == before


async def test_no_thread_permission(db_path: Path | str) -> None:
    async with FakeDiscord() as fake:
        perms = discord.Permissions(view_channel=True, send_messages=True, embed_links=True)
        ch = fake.add_text_channel(fake.guild, "locked", bot_permissions=perms)
        alice = fake.add_member(fake.guild, "alice")
        bot = make_bot(db_path)
        await fake.start(bot)
        r = await fake.slash(alice, ch, "table create", game="tonk", stake=3)
        assert r.ephemeral
        assert "Create Public Threads" in r.content and "Send Messages in Threads" in r.content
        assert not fake.threads(ch)
        assert not bot.service.tables
        assert await bot.store.open_tables() == []


async def test_turn_timer(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    rng = random.Random(3)
    thread = await spades_table(fake, alice, [bob], channel)
    users = [alice, bob]
    svc = bot.service
    for round_ in range(3):
        await until_turn_of(fake, thread, alice, users, rng)
        assert await svc.remind(1)
        await fake.settle()
        reminder = fake.last_message(thread)
        assert f"<@{alice.id}>" in reminder["content"] and "waiting for you" in reminder["content"]
        n = await record_len(bot)
        assert await svc.expire(1)
        await fake.settle()
        actions = await bot.store.actions(1)
        assert actions[n].source == "timeout"
        posts = [m.get("content") or "" for m in fake.messages(thread)]
        if round_ < 2:
            assert any("alice's time ran out" in p for p in posts)
    assert any("missed 3 turns" in (m.get("content") or "") for m in fake.messages(thread))
    assert svc.tables[1].seats[0].auto
    msg = table_message(fake, thread)
    assert any(b["label"] == "Take my seat back" for b in buttons(msg))
    r = await fake.click(bob, msg, label="Take my seat back")
    assert "already yours" in r.content
    r = await fake.click(alice, msg, label="Take my seat back")
    assert r.content == "Your seat is yours again."
    assert not svc.tables[1].seats[0].auto


async def test_restart_mid_hand(db_path: Path | str) -> None:
    rng = random.Random(7)
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice, bob = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
        bot = make_bot(db_path)
        await fake.start(bot)
        await fake.slash(alice, ch, "table create", game="twentynine")
        thread = fake.threads(ch)[0]
        await choose_level(fake, alice, thread, "basic")  # a whole match: quick computers
        await fake.click(bob, table_message(fake, thread), label="Join")
        for _ in range(2):
            await fake.click(alice, table_message(fake, thread), label="Add computer")
        await fake.click(alice, table_message(fake, thread), label="Start")
        await fake.settle()
        users = [alice, bob]
        for _ in range(6):
            await take_turn(fake, thread, users, rng)
            await fake.settle()
        who = to_act(fake, thread, users)
        assert who is not None
        old_hand = await hand_of(fake, thread, who)
        before = bot.service.tables[1].match.record()
        n = await record_len(bot)
        notified = len(fake.notifications(who))
        await fake.stop()

        bot2 = make_bot(db_path)
        await fake.start(bot2)
        await fake.settle()
        t = bot2.service.tables[1]
        assert t.match.record() == before, "nothing lost"
        assert bot2.service.timer_key(1) is not None and t.deadline is not None, "timer re-armed"
        assert len(fake.notifications(who)) == notified, "no second ping for the same turn"
        # The old ephemeral hand's buttons still work after the restart.
        kind, comp, values = action_choices(old_hand)[0]
        if kind == "click":
            r = await fake.click(who, old_hand, custom_id=comp["custom_id"])
        else:
            r = await fake.select(who, old_hand, custom_id=comp["custom_id"], values=values[:1])
        assert r.type == 7, r.content
        await fake.settle()
        actions = await bot2.store.actions(1)
        assert actions[n].user_id == who.id and actions[n].source == "human"
        assert [a.seq for a in actions] == list(range(len(actions))), "nothing repeated"
        # Keep playing through the old table message to the end.
        await play_until_closed(fake, thread, users, rng)
        assert thread.archived and thread.locked
    store = await open_store(db_path)
    row = await store.table(1)
    assert row is not None and row.status == "finished"
    await store.close()


async def test_logs_name_no_cards(db_path: Path | str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="bot")
    rng = random.Random(11)
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bot = make_bot(db_path)
        await fake.start(bot)
        await fake.slash(alice, ch, "table create", game="tonk")
        thread = fake.threads(ch)[0]
        lobby = table_message(fake, thread)
        await fake.click(alice, lobby, label="Add computer")
        await fake.click(alice, lobby, label="Add computer")
        await fake.click(alice, table_message(fake, thread), label="Start")
        for _ in range(30):
            await fake.settle()
            if thread.archived or not await take_turn(fake, thread, [alice], rng):
                break
    ours = [r for r in caplog.records if r.name.startswith("bot")]
    assert any("seat" in r.getMessage() for r in ours)
    for rec in ours:
        text = rec.getMessage()
        assert not PRETTY_RE.search(text), text
        assert not any(
            w.upper() in {f"{r}{s}" for r in "23456789TJQKA" for s in "SHDC"}
            for w in text.replace(",", " ").split()
        ), text
