"""Deleting replaced turn pings (tidying) through the double: it waits for spare request budget
(the lowest priority: ``bot.presenter.budget``), and the pings pending when it gets it go in one
request, Discord's bulk delete, where the bot may (Manage Messages); else one by one.  Nothing
waits for it: the table's pings and edits go on meanwhile."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.presenter.budget import TIDY
from tests.bot.harness import make_bot
from tests.bot.players import table_message
from tests.bot.test_turns import (
    NOT_LIVE,
    move,
    pings,
    spades_table,
    stored_pings,
    thread_calls,
    waiting_user,
)
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

INVITE = discord.Permissions(326417599488)
"""The permissions of the bot's invite (docs/bot.md): no Manage Messages."""


def no_spare_budget(bot: CardroomBot, monkeypatch: pytest.MonkeyPatch) -> asyncio.Event:
    """The budget has no room for tidying (other tables' edits and pings take it all) until
    the event is set; every other call goes as usual."""
    assert bot.presenter is not None
    limiter = bot.presenter.limiter
    free, acquire = limiter.free, limiter.acquire
    room = asyncio.Event()

    def gated_free(kind: int) -> bool:
        return (kind != TIDY or room.is_set()) and free(kind)

    async def gated_acquire(kind: int = 1) -> None:
        if kind == TIDY:
            await room.wait()
        await acquire(kind)

    monkeypatch.setattr(limiter, "free", gated_free)
    monkeypatch.setattr(limiter, "acquire", gated_acquire)
    return room


async def replace_pings(fake: FakeDiscord, bot: CardroomBot, thread: Any, people: Any) -> list[str]:
    """Play until four turn pings are posted (three replaced); their ids."""
    rng = random.Random(2)
    while len(pings(fake, thread)) < 4:
        await move(fake, thread, waiting_user(bot, people), rng)
        await fake.settle()
    return [str(p.response["id"]) for p in pings(fake, thread)]


def pings_in(fake: FakeDiscord, thread: Any) -> list[str]:
    return [m["id"] for m in fake.messages(thread) if (m.get("content") or "").startswith("🔔")]


async def test_pings_pending_when_budget_comes_go_in_one_request(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
) -> None:
    bot = make_bot(db_path, **NOT_LIVE)
    await fake.start(bot)
    room = no_spare_budget(bot, monkeypatch)
    thread = await spades_table(fake, alice, bob, channel)
    posted = await replace_pings(fake, bot, thread, {0: alice, 1: bob})
    # Pings and edits went on; no deletion yet: the thread shows the replaced pings too.
    assert not [c for c in thread_calls(fake, thread) if c[0] == "DELETE" or "bulk" in c[1]]
    assert pings_in(fake, thread) == posted
    n = len(fake.requests)
    room.set()  # the waiting tidying gets its token
    await asyncio.sleep(0)
    await fake.settle()
    bulk = [r for r in fake.requests[n:] if r.path.endswith("/bulk-delete")]
    singles = [r for r in fake.requests[n:] if r.method == "DELETE" and "/channels/" in r.path]
    assert [[str(i) for i in r.json["messages"]] for r in bulk] == [posted[:3]]
    assert not singles
    assert bulk[0].path == f"/channels/{thread.id}/messages/bulk-delete" and bulk[0].status == 204
    current = pings(fake, thread)[-1].response["id"]
    assert pings_in(fake, thread) == [current]
    assert await stored_pings(bot.store) == [int(current)]


async def test_without_manage_messages_they_go_one_by_one(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    alice: FakeUser,
    bob: FakeUser,
) -> None:
    """The bot's invite has no Manage Messages, which bulk delete needs even for its own
    messages: the pending pings go one by one, each when the budget has room."""
    channel = fake.add_text_channel(fake.guild, "cards", bot_permissions=INVITE)
    bot = make_bot(db_path, **NOT_LIVE)
    await fake.start(bot)
    room = no_spare_budget(bot, monkeypatch)
    thread = await spades_table(fake, alice, bob, channel)
    posted = await replace_pings(fake, bot, thread, {0: alice, 1: bob})
    n = len(fake.requests)
    room.set()
    await asyncio.sleep(0)
    await fake.settle()
    deleted = [c[1] for c in thread_calls(fake, thread, n) if c[0] == "DELETE"]
    assert deleted == posted[:3]
    assert not [r for r in fake.requests if r.path.endswith("/bulk-delete")]
    assert pings_in(fake, thread) == [pings(fake, thread)[-1].response["id"]]


async def test_the_end_deletes_the_pending_pings_at_once(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
) -> None:
    """A table that ends with replaced pings still pending: the end deletes them and the
    current one in one request, before the thread is locked."""
    bot = make_bot(db_path, **NOT_LIVE)
    await fake.start(bot)
    no_spare_budget(bot, monkeypatch)
    thread = await spades_table(fake, alice, bob, channel)
    posted = await replace_pings(fake, bot, thread, {0: alice, 1: bob})
    n = len(fake.requests)
    mod = fake.add_member(fake.guild, "m", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(mod, thread, "table cancel")
    await fake.settle()
    calls = thread_calls(fake, thread, n)
    assert [c for c in calls if c[0] == "DELETE"] == []
    bulk = [r for r in fake.requests[n:] if r.path.endswith("/bulk-delete")]
    assert [sorted(str(i) for i in r.json["messages"]) for r in bulk] == [sorted(posted)]
    assert calls[-1][0] == "PATCH" and thread.archived, "then archived"
    assert pings_in(fake, thread) == [] and await stored_pings(bot.store) == []
    assert table_message(fake, thread) is not None
