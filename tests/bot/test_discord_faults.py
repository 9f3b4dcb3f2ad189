"""Discord failing under a running table, through the fake: a thread the bot may archive but not
lock, a thread Discord archived for inactivity, dropped connections and 503s, a deleted thread
or table message, lost permissions, an error inside the presenter; and a private action (a
Spades look) that must change no public message.

Retries are made tiny here (``RETRY_FIRST``/``RETRY_MAX``); each test asserts on the exact REST
calls the bot made, on what the thread shows and on what the store holds.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.db import EndingRow
from bot.presenter import calls as publisher
from tests.bot.harness import change_rows, make_bot
from tests.bot.players import table_message
from tests.bot.test_endings import calls, ended_in_memory
from tests.bot.test_turns import move, restart, shown, spades_table, stored_pings, waiting_user
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.fakediscord.permissions import BOT_DEFAULT

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """A failed call is made again after 1 ms, then 2, 4, 4... (production: 1 s up to 60 s)."""
    monkeypatch.setattr(publisher, "RETRY_FIRST", 0.001, raising=False)
    monkeypatch.setattr(publisher, "RETRY_MAX", 0.004, raising=False)


def without(*flags: str) -> discord.Permissions:
    """The bot's default permissions in a channel, less ``flags``."""
    perms = discord.Permissions(BOT_DEFAULT)
    perms.update(**{flag: False for flag in flags})
    return perms


def posted(fake: Any, channel: Any, text: str) -> list[dict[str, Any]]:
    return [m for m in fake.messages(channel) if m.get("content") == text]


async def rated(bot: Any, table_id: int = 1) -> list[tuple[Any, ...]]:
    return await bot.store.fetch("SELECT rated FROM league_tables WHERE table_id=?", (table_id,))


async def table_status(bot: Any, table_id: int = 1) -> str:
    row = await bot.store.table(table_id)
    assert row is not None
    return str(row.status)


def timers_of(table_id: int) -> list[str]:
    """The running turn timers and computer loops of a table."""
    names = {f"cardroom-timer:timer:{table_id}", f"cardroom:ai:{table_id}"}
    return [t.get_name() for t in asyncio.all_tasks() if t.get_name() in names and not t.done()]


MOD_ID = 424242
"""The moderator (not seated) who cancels running tables in these tests."""


def mod_id(fake: Any) -> int:
    """The id of whoever cancelled: the moderator of ``moderator_cancels`` or ``MOD_ID``."""
    mods = [m.user for m in fake.guild.members.values() if m.user.name == "mod"]
    return mods[-1].id if mods else MOD_ID


async def moderator_cancels(fake: Any, thread: Any) -> None:
    """A moderator who is not seated cancels the running table (unrated; a seated person's
    cancel would be a forfeit, asked first)."""
    mod = fake.add_member(fake.guild, "mod", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(mod, thread, "table cancel")


# ----- the end without Manage Threads -----------------------------------------------------------


async def test_an_end_without_manage_threads_archives_the_thread_unlocked(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The bot lost Manage Threads in the channel: the end archives the thread (allowed for the
    thread's creator) and does not ask to lock it, which Discord would refuse along with the
    archive."""
    thread = await spades_table(fake, alice, bob, channel)
    fake.set_bot_permissions(channel, without("manage_threads"))
    n = len(fake.requests)
    await moderator_cancels(fake, thread)
    archive = [r for r in fake.requests[n:] if r.path == f"/channels/{thread.id}"]
    assert [(r.method, r.json, r.status) for r in archive] == [("PATCH", {"archived": True}, 200)]
    assert thread.archived and not thread.locked
    reason = f"The table was cancelled by <@{mod_id(fake)}>."
    assert await bot.store.endings(pending=False) == [EndingRow(1, reason, None, 1, True, True)]


async def test_a_lock_refused_after_all_still_archives_the_thread(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The bot seemed to have Manage Threads, but Discord refuses the lock: the thread is
    archived alone at once (not left open)."""
    thread = await spades_table(fake, alice, bob, channel)
    fake.inject_failure(
        rf"PATCH /channels/{thread.id}$", 403, code=50013, message="Missing Permissions"
    )
    n = len(fake.requests)
    await moderator_cancels(fake, thread)
    archive = [r for r in fake.requests[n:] if r.path == f"/channels/{thread.id}"]
    assert [(r.json, r.status) for r in archive] == [
        ({"archived": True, "locked": True}, 403),
        ({"archived": True}, 200),
    ]
    assert thread.archived and not thread.locked
    assert await bot.store.endings() == []


# ----- a thread that Discord archived -----------------------------------------------------------


async def test_an_archived_thread_is_reopened_to_update_the_lobby(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """Discord archives a lobby's thread after a day without messages; a Join then still shows
    in the lobby message: the bot reopens the thread (it made it) and edits again."""
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    fake.archive_thread(thread)
    n = len(fake.requests)
    await fake.click(bob, table_message(fake, thread), label="Join")
    assert calls(fake, thread, n) == [
        ("PATCH", "table", 400),  # 50083: the thread is archived
        ("PATCH", "thread", 200),  # reopened
        ("PATCH", "table", 200),
    ]
    assert [r.json for r in fake.requests[n:] if r.path == f"/channels/{thread.id}"] == [
        {"archived": False}
    ]
    assert not thread.archived
    assert "bob" in table_message(fake, thread)["embeds"][0]["description"]


async def test_a_ping_in_an_archived_thread_is_deleted_after_reopening_it(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The ping left by a table that ended under an older bot (no ``endings`` row) is deleted at
    the start even though Discord archived the thread meanwhile: reopened for the delete, then
    archived again."""
    thread = await spades_table(fake, alice, bob, channel)
    (ping,) = await stored_pings(bot.store)
    ended_in_memory(bot, monkeypatch, fake)
    await moderator_cancels(fake, thread)
    await fake.stop()
    await change_rows(db_path, ("DELETE FROM endings", ()))
    fake.archive_thread(thread)
    n = len(fake.requests)
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    assert calls(fake, thread, n) == [
        ("DELETE", str(ping), 400),  # 50083
        ("PATCH", "thread", 200),
        ("DELETE", str(ping), 204),
        ("PATCH", "thread", 200),
    ]
    assert [r.json for r in fake.requests[n:] if r.path == f"/channels/{thread.id}"] == [
        {"archived": False},
        {"archived": True},
    ]
    assert thread.archived
    assert str(ping) not in [m["id"] for m in fake.messages(thread)]
    assert await stored_pings(bot.store) == []


# ----- failures on the way ----------------------------------------------------------------------


async def test_a_dropped_connection_loses_no_ping_and_stops_nothing(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The connection drops on the post of a turn ping (no HTTP answer at all): the presenter's
    task goes on, looks whether the ping went out (it did not) and posts it once; the table
    goes on being shown."""
    rng = random.Random(3)
    thread = await spades_table(fake, alice, bob, channel)
    by_seat = {0: alice, 1: bob}
    route = f"POST /channels/{thread.id}/messages"
    for _ in range(30):  # moves until one of them gives a person a new turn: a ping
        fake.server.failures_to_inject.clear()
        fake.inject_disconnect(rf"{route}$")
        n = len(fake.requests)
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()
        posts = [r for r in fake.requests[n:] if r.route == route]
        if posts:
            break
    assert [r.status for r in posts] == [0, 200], "dropped, then made again"
    assert posts[0].json == posts[1].json and posts[1].json["content"].startswith("🔔")
    now = waiting_user(bot, by_seat)
    assert posts[1].json["allowed_mentions"]["users"] == [now.id]
    gets = [r for r in fake.requests[n:] if r.route.startswith(f"GET /channels/{thread.id}/")]
    assert len(gets) == 1, "it looked whether the ping had gone out"
    assert await stored_pings(bot.store) == [int(posts[1].response["id"])]
    # The presenter is alive: the next public move is shown (a Spades look is private
    # and shows nothing, so moves go on until one changes what the table shows).
    t = bot.service.tables[1]
    n, shown_version = len(fake.requests), t.relevant_version
    while t.relevant_version == shown_version:
        await move(fake, thread, waiting_user(bot, by_seat), rng)
        await fake.settle()
    assert any(r.method == "PATCH" for r in fake.requests[n:])


@pytest.mark.parametrize("status", [503, 429])
async def test_a_503_on_the_post_of_an_end_is_made_again(
    status: int,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """Discord answers 503 (or a 429 that discord.py does not wait out: no ``Via`` header, as
    from Cloudflare) twice to the post of why the table ended: it is posted on the third try,
    and the end is marked posted only then (not lost as "made")."""
    thread = await spades_table(fake, alice, bob, channel)
    fake.inject_failure(rf"POST /channels/{thread.id}/messages$", status, count=2)
    n = len(fake.requests)
    await moderator_cancels(fake, thread)
    reason = f"The table was cancelled by <@{mod_id(fake)}>."
    (made,) = posted(fake, thread, reason)
    assert calls(fake, thread, n)[:3] == [
        ("POST", "None", status),
        ("POST", "None", status),
        ("POST", made["id"], 200),
    ]
    assert thread.archived and thread.locked
    assert await bot.store.endings(pending=False) == [EndingRow(1, reason, None, 1, True, True)]


async def test_a_post_still_failing_at_shutdown_is_made_at_the_next_start(
    db_path: Path,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """Discord keeps failing while the bot stops: the stop does not wait for it (bounded), the
    post is not marked made, and the next start makes it, once."""
    thread = await spades_table(fake, alice, bob, channel)
    fake.inject_failure(rf"POST /channels/{thread.id}/messages$", 503, count=10**6)
    await bot.service.cancel(1, MOD_ID, True)
    for _ in range(100):  # the presenter is trying again and again
        await asyncio.sleep(0.005)
        if sum(r.status == 503 for r in fake.requests) >= 3:
            break
    await asyncio.wait_for(bot.presenter.flush(), 1.0)
    reason = f"The table was cancelled by <@{mod_id(fake)}>."
    assert posted(fake, thread, reason) == []
    assert await bot.store.endings() == [EndingRow(1, reason)], "nothing marked"
    fake.server.failures_to_inject.clear()

    bot, _ = await restart(fake, db_path)
    assert len(posted(fake, thread, reason)) == 1
    assert thread.archived
    assert await bot.store.endings() == []


async def test_an_error_inside_the_presenter_leaves_nothing_stuck(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """A bug that raises while an end is shown (here: in the archive) is logged, and the end is
    shown again a little later, to the last step: it does not wait for a restart."""
    thread = await spades_table(fake, alice, bob, channel)
    archive, failed = bot.presenter.threads.archive, []

    async def buggy(t: Any) -> None:
        if not failed:
            failed.append(t.id)
            raise RuntimeError("a bug")
        await archive(t)

    monkeypatch.setattr(bot.presenter.threads, "archive", buggy)
    with fake.expect_errors() as seen:
        await moderator_cancels(fake, thread)
        assert failed == [1]
        for _ in range(100):  # shown again after ``RETRY_MAX``
            if thread.archived:
                break
            await asyncio.sleep(0.005)
        await fake.settle()
    assert thread.archived
    assert [e for e in map(str, seen) if "showing the table failed" in e], "logged"
    reason = f"The table was cancelled by <@{mod_id(fake)}>."
    assert len(posted(fake, thread, reason)) == 1, "the post is not made twice"
    assert await bot.store.endings() == []


# ----- a table that Discord can no longer show --------------------------------------------------


async def test_a_deleted_thread_cancels_the_table_unrated(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A moderator deletes a running table's thread: the table is cancelled at once, unrated,
    with a notice in the parent channel; no turn timer or computer plays on."""
    await spades_table(fake, alice, bob, channel)
    thread = fake.threads(channel)[-1]
    assert timers_of(1)
    fake.delete_channel(thread)
    await fake.settle()
    assert 1 not in bot.service.tables and timers_of(1) == []
    assert await table_status(bot) == "cancelled"
    assert await rated(bot) == [(0,)]
    notice = "🚫 The **Spades** table #1 is cancelled and not rated: its thread was deleted."
    assert fake.last_message(channel)["content"] == notice
    (ending,) = await bot.store.endings(pending=False)
    assert ending.done and ending.reason == notice
    assert await stored_pings(bot.store) == []


async def test_a_deleted_channel_cancels_its_tables_unrated(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A moderator deletes the channel a table was opened in (Discord deletes its threads with
    it, without a THREAD_DELETE each): the table is cancelled, unrated; there is nowhere left
    to say so, so it is only logged."""
    thread = await spades_table(fake, alice, bob, channel)
    n = len(fake.requests)
    fake.delete_channel(channel)
    await fake.settle()
    assert bot.service.tables == {} and timers_of(1) == []
    assert await table_status(bot) == "cancelled"
    assert await rated(bot) == [(0,)]
    assert calls(fake, thread, n) == [], "nothing is sent to the thread that went with it"
    assert [
        r.status for r in fake.requests[n:] if r.path.startswith(f"/channels/{channel.id}")
    ] == [404], "the notice was tried in the channel"
    assert await bot.store.endings() == [] and await stored_pings(bot.store) == []


async def test_a_thread_deleted_while_the_bot_was_down_is_noticed_at_start(
    db_path: Path,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The thread went while the bot was down (no THREAD_DELETE reached it): the first edit
    at the start is answered Unknown Channel, and the table is cancelled, unrated."""
    thread = await spades_table(fake, alice, bob, channel)
    await fake.stop()
    fake.delete_channel(thread)
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    assert bot.service.tables == {} and timers_of(1) == []
    assert await table_status(bot) == "cancelled"
    assert await rated(bot) == [(0,)]
    notice = "🚫 The **Spades** table #1 is cancelled and not rated: its thread was deleted."
    assert fake.last_message(channel)["content"] == notice
    assert await bot.store.endings() == []


async def test_a_deleted_table_message_is_posted_again(
    db_path: Path,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """A moderator deletes the table message: its next edit is answered Unknown Message, so the
    bot posts it again (buttons and all) and keeps the new one, across a restart too."""
    thread = await spades_table(fake, alice, bob, channel)
    old = table_message(fake, thread)
    fake.delete_message(old)
    assert await bot.service.expire(1)  # the turn timer runs out: a change to show
    await fake.settle()
    t = bot.service.tables[1]
    new = fake.message(t.row.message_id)
    assert new is not None and new["id"] != old["id"]
    assert [c["label"] for row in new["components"] for c in row["components"]] == [
        "Show hand",
        "Score sheet",
    ]
    assert new["embeds"][0]["title"].startswith("♠")
    row = await bot.store.table(1)
    assert row is not None and row.message_id == int(new["id"])
    assert await table_status(bot) == "playing"

    bot, _ = await restart(fake, db_path)
    by_seat = {0: alice, 1: bob}
    user = waiting_user(bot, by_seat)
    hand = await fake.click(user, new, label="Show hand")
    assert hand.ephemeral and hand.message["components"]
    n = len(fake.requests)
    assert await bot.service.expire(1)
    await fake.settle()
    # (The hand message follows through its interaction's webhook, not a channel edit.)
    edited = {r.path for r in fake.requests[n:] if r.method == "PATCH" and "/channels/" in r.path}
    assert edited == {f"/channels/{thread.id}/messages/{new['id']}"}


async def test_lost_send_permission_cancels_the_table_unrated(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The bot may no longer post in the thread (Send Messages in Threads taken away): its next
    post is refused, so the table, which can no longer tell people whose turn it is, is
    cancelled, unrated.  Why is shown where the bot still can: in the table message (an edit of
    its own message) and in the parent channel."""
    thread = await spades_table(fake, alice, bob, channel)
    fake.set_bot_permissions(channel, without("send_messages_in_threads"))
    assert await bot.service.expire(1)  # "time ran out": a post
    await fake.settle()
    assert bot.service.tables == {} and timers_of(1) == []
    assert await table_status(bot) == "cancelled"
    assert await rated(bot) == [(0,)]
    notice = (
        "🚫 The **Spades** table #1 is cancelled and not rated: Cardroom may no longer post "
        "in its thread."
    )
    assert fake.last_message(channel)["content"] == notice
    final = table_message(fake, thread)
    assert notice in final["embeds"][0]["description"] and not final["components"]
    assert thread.archived
    assert await bot.store.endings() == []


# ----- privacy: a Spades look -------------------------------------------------------------------


async def test_a_spades_look_changes_no_public_message(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """Whether a seat has looked at its cards (before a blind nil) is its own business: the look
    makes no request that posts or edits a public message, and every public message reads
    the same before and after it."""
    thread = await spades_table(fake, alice, bob, channel)
    t = bot.service.tables[1]
    for user in (alice, bob):
        hand = await fake.click(user, table_message(fake, thread), label="Show hand")
        await fake.settle()
        before, n, version = shown(fake, thread), len(fake.requests), t.match.version
        looked = await fake.click(user, hand.message, label="Look at my cards")
        await fake.settle()
        assert looked.ephemeral and t.match.version == version + 1, "the look was made"
        public = [
            (r.method, r.path)
            for r in fake.requests[n:]
            if r.path.startswith("/channels/") and r.method != "GET"
        ]
        assert public == [], f"{user.name}'s look showed in public"
        assert shown(fake, thread) == before
