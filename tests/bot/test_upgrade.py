"""Today's bot started on a database and a Discord made by the bot before issue 11 (de91f85).

The fixture (``tests/bot/data/``) was made by de91f85's own code and fake Discord:
``de91f85.sqlite3`` is the database its bot left when it stopped cleanly, and
``de91f85_discord.json`` holds what the fake Discord held then (the guild, the channel, six
threads, alice and bob, and every message with its components and ids, the ephemeral hand and
house-rules messages the people still have on screen), the tables as stored, and what
de91f85's bot itself did when it started again on copies of both and ran
``make_de91f85_db.after_upgrade``.  The tables: Spades with bob not yet looked at his cards
(his turn ping pending), Twenty-Nine and Schmier mid-hand, Tonk with alice mid-turn (drawn,
not discarded), a Tonk lobby with its house rules changed and a Spades lobby with bob seated.

To make the fixture again (seeded: the same ids, states and texts; only timestamps differ), with
de91f85 checked out read-only in /tmp/base11::

    cd /tmp/base11 && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/tmp/base11 \\
        python <worktree>/tests/bot/data/make_de91f85_db.py

Here today's bot migrates that database forward, in a fake Discord loaded with the same ids
(``tests/fakediscord/snapshot.py``), and runs the same script: every table comes back as
stored, the old messages' buttons and selects (Show hand, a hand message's moves, Refresh, the
lobby buttons, the house-rules page button and select) answer as de91f85's did, a match is
played to its end through the old lobby message and new ones, and nothing is cancelled, archived
or posted again that de91f85 did not.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.db.migrations import MIGRATIONS
from tests.bot.data import make_de91f85_db as made
from tests.bot.harness import make_bot
from tests.bot.old_ids import without_settings_line
from tests.fakediscord import FakeDiscord, FakeThread, snapshot

# SQLite only (issue 16): the old bot's database is a SQLite file (de91f85 had no PostgreSQL).

FIXTURE: dict[str, Any] = json.loads(made.JSON_FILE.read_text())
SNAP: dict[str, Any] = {**FIXTURE["discord"], "tables": FIXTURE["tables"]}
OLD_SCHEMA = 8
"""de91f85's schema (``PRAGMA user_version`` of the fixture)."""


def without_sheet(value: Any) -> Any:
    """``value`` with the score sheet cut from the result posts: issue 13 adds it to them on
    purpose; what de91f85 said before it must still be said."""
    if isinstance(value, str):  # and the lobby's turn time and language line (issue 14)
        return without_settings_line(value.split("\n📋 **Score sheet**", 1)[0])
    if isinstance(value, list):
        return [without_sheet(v) for v in value]
    if isinstance(value, dict):
        return {k: without_sheet(v) for k, v in value.items()}
    return value


def differs(mine: dict[str, Any], theirs: dict[str, Any]) -> str:
    """Which parts of a step differ from de91f85's, both ways round (for the failure)."""
    lines = [f"step {theirs['step']!r} differs from de91f85's:"]
    for key in sorted(set(mine) | set(theirs)):
        if mine.get(key) != theirs.get(key):
            lines.append(f"  {key}: today {json.dumps(mine.get(key), ensure_ascii=False)}")
            lines.append(f"  {key}: de91f85 {json.dumps(theirs.get(key), ensure_ascii=False)}")
    return "\n".join(lines)


def user_version(db: Path) -> int:
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


@pytest.fixture
def old_db(tmp_path: Path) -> Path:
    """A copy of de91f85's database (the fixture itself is never opened)."""
    db = tmp_path / "cardroom.db"
    shutil.copyfile(made.DB_FILE, db)
    return db


@pytest.fixture
async def upgraded(
    old_db: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[FakeDiscord, CardroomBot]]:
    """Today's bot started on the old database, in a Discord holding the old one's state."""
    monkeypatch.setattr(random, "SystemRandom", made.FixedSeed)
    async with FakeDiscord() as fake:
        snapshot.load(fake, FIXTURE["discord"])
        # No hand is live: de91f85 pinged every turn, today's bot pings no one whose live hand
        # shows the turn (tests/bot/test_ping_skips.py), so its pings are compared without.
        bot = make_bot(old_db, clock=made.clock, hand_live_seconds=0, **made.SETTINGS)
        await fake.start(bot)
        yield fake, bot


def test_the_fixture_is_de91f85s() -> None:
    """The fixture is what the docstring says: de91f85's schema, the four games, lobbies and
    running tables, a pending ping, and messages with every kind of old component."""
    assert user_version(made.DB_FILE) == OLD_SCHEMA
    tables = FIXTURE["tables"]
    assert {t["game"] for t in tables} == {"spades", "twentynine", "schmier", "tonk"}
    assert [t["status"] for t in tables] == ["playing"] * 4 + ["lobby"] * 2
    assert all(t["pings"] for t in tables[:4])
    kinds = {
        c["custom_id"].split(":")[1]
        for m in FIXTURE["discord"]["messages"]
        for c in made.components(m["data"])
        if c.get("custom_id", "").startswith("cr:")
    }
    assert {"show", "act", "ref", "lobby", "level", "seat", "opt", "optp"} <= kinds


async def test_every_table_comes_back_as_stored(
    upgraded: tuple[FakeDiscord, CardroomBot], old_db: Path
) -> None:
    """The database is migrated forward; every table is open again with the seats, state,
    version, thread and table message it had; nothing was posted, cancelled or archived."""
    fake, bot = upgraded
    assert user_version(old_db) == len(MIGRATIONS)
    assert made.tables_of(old_db) == FIXTURE["tables"]
    for row in FIXTURE["tables"]:
        t = bot.service.tables[row["id"]]
        assert (t.row.status, t.row.version, t.row.thread_id, t.row.message_id) == (
            row["status"], row["version"], row["thread_id"], row["message_id"],
        )  # fmt: skip
        assert [s.to_json() for s in t.seats] == json.loads(row["players"])
        if row["status"] == "playing":
            assert t.match is not None and t.match.version == row["version"]
    assert sorted(bot.service.tables) == [t["id"] for t in FIXTURE["tables"]]
    kept = {m["data"]["id"] for m in FIXTURE["discord"]["messages"]}
    now = {s.data["id"] for s in fake.server.message_index.values() if not s.deleted}
    assert now == kept, "a message was posted or deleted at the start"
    threads = [c for c in fake.server.channels.values() if isinstance(c, FakeThread)]
    assert len(threads) == len(FIXTURE["tables"])
    assert not any(t.archived or t.locked for t in threads), "a thread was closed at the start"


async def test_old_messages_answer_as_de91f85s(
    upgraded: tuple[FakeDiscord, CardroomBot], old_db: Path
) -> None:
    """The script de91f85's bot ran after its restart, run by today's: each step (an old
    message's button or select, or a move on the answers) is answered the same way (callback
    type, ephemeral, text, components), makes the same posts and deletions in the threads (the
    old pings included), and leaves the table messages reading the same, up to the ends of the
    two Tonk matches played out (the old lobby's, and the one de91f85 left mid-turn)."""
    fake, bot = upgraded
    steps: list[dict[str, Any]] = []
    try:
        await made.after_upgrade(fake, bot, SNAP, steps)
    finally:
        for mine, theirs in zip(steps, FIXTURE["after"], strict=False):
            mine, theirs = without_sheet(mine), without_sheet(theirs)
            assert mine == theirs, differs(mine, theirs)
    assert len(steps) == len(FIXTURE["after"])
    # Only the two Tonk tables played out ended; no other table was cancelled or ended.
    after = {t["id"]: t["status"] for t in made.tables_of(old_db)}
    assert after == {t["id"]: t["status"] for t in FIXTURE["tables"]} | {
        4: "finished",
        5: "finished",
    }
