"""A hand's summary survives a crash: it is due in the store (``summaries``) from the commit of
the hand's result until it is posted, so the next start posts a summary the dead bot did not,
once, and not one it posted just before it died."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.db import Store
from bot.db.migrations import MIGRATIONS
from tests.bot.harness import table_seed
from tests.bot.players import take_turn
from tests.bot.test_endings import calls
from tests.bot.test_games import open_table
from tests.bot.test_turns import restart
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

SUMMARY = "**Hand 1 is over.**"
SEED = 7
"""A Tonk table seed (with ``random.Random(5)`` for the people) whose first hand ends in play,
with the second one still to play: the deals are the same at every run."""


def summaries(fake: Any, thread: Any) -> list[dict[str, Any]]:
    return [m for m in fake.messages(thread) if (m.get("content") or "").startswith(SUMMARY)]


async def play_first_hand(fake: Any, bot: Any, thread: Any, users: list[Any]) -> None:
    """The people play table 1 (Tonk, two hands) until its first hand's result is committed."""
    rng = random.Random(5)
    for _ in range(2000):
        t = bot.service.tables[1]
        if t.stored_results >= 1:
            assert t.stored_results == 1 and t.status == "playing", "the seed: see SEED"
            return
        assert await take_turn(fake, thread, users, rng)
        await fake.settle()
    raise AssertionError("the first hand does not end")


async def test_a_summary_the_bot_died_before_posting_is_posted_at_start(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The first hand of a Tonk table ends and its result is committed; the bot dies before the
    summary is posted (``hand_finished`` never ran).  The next start looks for it in the
    thread (not there), posts it, and forgets it in the store; a second start posts nothing."""
    table_seed(monkeypatch, SEED)
    thread = await open_table(fake, "tonk", [alice, bob], channel)
    lost: list[int] = []
    monkeypatch.setattr(bot.presenter, "hand_finished", lambda t, hand, *_: lost.append(hand))
    await play_first_hand(fake, bot, thread, [alice, bob])
    assert lost == [0] and summaries(fake, thread) == []
    assert await bot.store.summaries_due() == {1: [0]}

    bot, n = await restart(fake, db_path)
    (summary,) = summaries(fake, thread)
    assert summary["content"].startswith(f"{SUMMARY}\nThe hand ended with ")
    assert "Paid: alice " in summary["content"]
    made = [c for c in calls(fake, thread, n) if c[0] in ("GET", "POST")]
    assert made[:2] == [("GET", "history", 200), ("POST", summary["id"], 200)]
    assert await bot.store.summaries_due() == {}
    assert 1 in bot.service.tables, "the table goes on"

    bot, n = await restart(fake, db_path)
    assert len(summaries(fake, thread)) == 1
    assert ("GET", "history", 200) not in calls(fake, thread, n)


async def test_a_summary_posted_just_before_the_stop_is_not_posted_again(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The summary went out but the bot died before forgetting it in the store: the next start
    finds it among its latest messages in the thread and only forgets it."""
    table_seed(monkeypatch, SEED)
    thread = await open_table(fake, "tonk", [alice, bob], channel)
    commit = bot.presenter.progress.commit

    async def dying_commit(*ops: Any) -> None:
        if any(sql.startswith("DELETE FROM summaries") for sql, _ in ops):
            return  # the process died here
        await commit(*ops)

    monkeypatch.setattr(bot.presenter.progress, "commit", dying_commit)
    await play_first_hand(fake, bot, thread, [alice, bob])
    await fake.settle()
    assert len(summaries(fake, thread)) == 1
    assert await bot.store.summaries_due() == {1: [0]}

    bot, n = await restart(fake, db_path)
    assert len(summaries(fake, thread)) == 1, "not posted twice"
    assert ("GET", "history", 200) in calls(fake, thread, n)
    reposted = [
        r
        for r in fake.requests[n:]
        if r.method == "POST" and ((r.json or {}).get("content") or "").startswith(SUMMARY)
    ]
    assert reposted == []
    assert await bot.store.summaries_due() == {}


async def test_migration_adds_the_summaries(tmp_path: Path) -> None:
    """A database from before summaries were stored (schema 6) gets an empty ``summaries``:
    the hands finished before are not posted again.  A new result makes its summary due."""
    db = tmp_path / "old.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript(f"BEGIN;\n{''.join(MIGRATIONS[:6])}\nPRAGMA user_version = 6;\nCOMMIT;")
    conn.execute(
        "INSERT INTO tables (id, guild_id, channel_id, thread_id, host_id, game, seats, "
        "players, status, turn_seconds, created_at, updated_at) VALUES (1, 1, 2, 3, 10, "
        "'tonk', 2, '[]', 'playing', 120, 0, 0)"
    )
    conn.execute(
        "INSERT INTO deals (table_id, hand, dealer, deal, result) VALUES (1, 0, 0, '{}', '{}')"
    )
    conn.commit()
    conn.close()
    store = await Store.open(db)
    try:
        assert await store.summaries_due() == {}
        await store.write(
            [("INSERT INTO deals (table_id, hand, dealer, deal) VALUES (1, 1, 1, '{}')", ())]
        )
        await store.write(Store.result_ops(1, 1, {"scores": [1, -1]}, []))
        assert await store.summaries_due() == {1: [1]}
        await store.write([Store.summary_shown_op(1, 1)])
        assert await store.summaries_due() == {}
        assert await store.fetch("PRAGMA user_version") == [(len(MIGRATIONS),)]
    finally:
        await store.close()
