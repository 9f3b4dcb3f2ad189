"""Rematch, through the fake Discord: the button under the result post, the new table it opens
(its thread, the invitation, the link in the old thread), the seats held for the last table's
people and taken back by them, refused to others, freed when the hold is over, the computers at
their level, the start when everyone is back (or when the host starts), the second click, the
refusals, the restart in the middle, and the leagues counting the rematch as a table of its own."""

from __future__ import annotations

import asyncio
import dataclasses
import random
import time
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.components.rematch import RematchButton
from bot.db.rows import RematchRow
from bot.tables import service as service_module
from tests.bot.harness import make_bot, said
from tests.bot.players import choose_level, table_message, take_turn
from tests.bot.test_games import set_house_rules
from tests.bot.test_live_hands import PinnedSeed
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

HOLD = 300.0
"""REMATCH_HOLD_MINUTES=5, the default."""


def contents(fake: Any, thread: Any) -> list[str]:
    return [m.get("content") or "" for m in fake.messages(thread)]


def rematch_ids(message: dict[str, Any]) -> list[str]:
    return [
        c["custom_id"]
        for row in message.get("components") or []
        for c in row.get("components") or []
        if c.get("custom_id", "").startswith("cr:rematch:")
    ]


def result_post(fake: Any, thread: Any) -> dict[str, Any]:
    """The post of an ended table with Rematch under it (its result; the rematch's link
    may come after it)."""
    return [m for m in fake.messages(thread) if rematch_ids(m)][-1]


def lobby_seats(fake: Any, thread: Any) -> str:
    return str(table_message(fake, thread)["embeds"][0]["description"])


async def play_out(fake: Any, bot: Any, thread: Any, users: list[Any], table_id: int) -> None:
    rng = random.Random(table_id)
    for _ in range(2000):
        if table_id not in bot.service.tables:
            await fake.settle()
            return
        if not await take_turn(fake, thread, users, rng):
            await fake.settle()
            continue
        await fake.settle()
    raise AssertionError("the match does not end")


async def ended_tonk(fake: Any, bot: Any, channel: Any, alice: Any, bob: Any) -> Any:
    """A Tonk table of 3 seats (alice hosts, bob, a computer at the *random* level), two hands
    at stake 2, played out.  Returns its thread."""
    await fake.slash(alice, channel, "table create", game="tonk", seats=3)
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    await set_house_rules(fake, alice, thread, "tonk")
    await choose_level(fake, alice, thread, "random")
    await fake.click(alice, table_message(fake, thread), label="Add computer")
    started = await fake.click(alice, table_message(fake, thread), label="Start")
    assert "game is on" in (said(started) or ""), said(started)
    await fake.settle()
    await play_out(fake, bot, thread, [alice, bob], 1)
    assert thread.archived
    return thread


@pytest.fixture
def now() -> list[float]:
    return [1_000_000.0]


@pytest.fixture
async def clocked(fake: FakeDiscord, channel: FakeChannel, db_path: Path, now: list[float]) -> Any:
    """A bot on the test's clock (``now``), for the hold's time."""
    started = make_bot(db_path, clock=lambda: now[0])
    await fake.start(started)
    return started


async def rematch(fake: Any, user: Any, thread: Any) -> Any:
    (cid,) = rematch_ids(result_post(fake, thread))
    r = await fake.click(user, result_post(fake, thread), custom_id=cid)
    assert r.ephemeral, r.response
    return r


# ----- the button and the new table -----------------------------------------------------------


async def test_rematch_opens_a_new_table_like_the_last(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    clocked: Any,
    now: list[float],
) -> None:
    """The result post carries Rematch; bob's click opens table #2 in a new thread: same game,
    house rules (hands, stake), seats and computer level; bob hosts in his seat, alice's seat is
    held for her (said in the lobby), the computer is back at its level; the new thread's one
    invitation names and notifies alice only and says which table it rematches; the old thread
    gets a line pointing to the new one and is archived again."""
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)
    post = result_post(fake, old)
    assert post["content"].startswith("🏁"), post["content"]
    assert rematch_ids(post) == ["cr:rematch:1"]
    old_row = await bot.store.table(1)
    assert old_row is not None

    r = await rematch(fake, bob, old)
    new = fake.threads(channel)[-1]
    assert new.id != old.id
    assert r.content == f"Your rematch is open: <#{new.id}>."
    row = await bot.store.table(2)
    assert row is not None
    assert (row.game, row.options, row.seats, row.hand_limit, row.computer_level) == (
        old_row.game,
        old_row.options,
        old_row.seats,
        old_row.hand_limit,
        "random",
    )
    assert row.host_id == bob.id and row.status == "lobby" and row.thread_id == new.id
    kinds = [(p["kind"], p["user_id"]) for p in row.players]
    assert kinds == [("held", alice.id), ("human", bob.id), ("computer", None)]
    seats = lobby_seats(fake, new)
    assert seats.startswith("🔁 Rematch of table #1\n"), seats
    assert "Waiting for alice (seat held), or the host can **Start**." in seats
    assert "⏳ held for alice" in seats and "🤖 Computer 1 (random)" in seats, seats
    assert await bot.store.rematch_of(1) == RematchRow(1, 2, bob.id, now[0] + HOLD, True)

    invitations = [m for m in fake.messages(new) if m["content"].startswith("🔁")]
    assert len(invitations) == 1
    text = invitations[0]["content"]
    assert text.startswith(f"🔁 **Rematch** of <#{old.id}> (table #1). <@{alice.id}>: your seats")
    sent = [
        q.json
        for q in fake.requests
        if q.route == f"POST /channels/{new.id}/messages"
        and ((q.json or {}).get("content") or "").startswith("🔁")
    ]
    assert sent[0]["allowed_mentions"]["users"] in ([alice.id], [str(alice.id)])
    assert contents(fake, old)[-1] == f"🔁 bob opened a rematch: <#{new.id}>"
    assert old.archived, "archived again after the line"


async def test_held_seats_are_for_their_people_and_everyone_back_starts(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    clocked: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """carol (not at the last table) cannot take alice's held seat; alice's Join takes it back,
    and with everyone back the rematch starts by itself.  Played out, it is a table of its own
    in the league (rated apart from table #1)."""
    # Pinned deals: with a random one the rematch's computer could end both hands before
    # anyone's turn (a run in about a hundred failed so), and the table was gone when looked at.
    monkeypatch.setattr(service_module.random, "SystemRandom", PinnedSeed)
    bot = clocked
    carol = fake.add_member(fake.guild, "carol")
    old = await ended_tonk(fake, bot, channel, alice, bob)
    await rematch(fake, bob, old)
    new = fake.threads(channel)[-1]
    lobby = table_message(fake, new)
    seat = next(c for r in lobby["components"] for c in r["components"]
                if c.get("custom_id", "").startswith("cr:seat:"))  # fmt: skip
    refused = await fake.select(carol, lobby, custom_id=seat["custom_id"], values=["0"])
    assert refused.ephemeral and "Seat 1 is held for alice" in (refused.content or "")
    row = await bot.store.table(2)
    assert row is not None and row.players[0]["kind"] == "held"

    back = await fake.click(alice, table_message(fake, new), label="Join")
    assert said(back) == "You took seat 1 (held for you). Everyone is back: the game is on."
    assert bot.service.get(2).status == "playing"
    await fake.settle()
    await play_out(fake, bot, new, [alice, bob], 2)
    rows = await bot.store.fetch("SELECT table_id, game FROM league_tables ORDER BY table_id")
    assert rows == [(1, "tonk"), (2, "tonk")]
    games = await bot.store.fetch("SELECT DISTINCT table_id FROM league_games ORDER BY 1")
    assert games == [(1,), (2,)]
    assert rematch_ids(result_post(fake, new)) == ["cr:rematch:2"], "a rematch of the rematch"
    again = await rematch(fake, alice, old)
    assert again.content == f"This table's rematch was opened: <#{new.id}>."


async def test_the_hold_runs_out(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    clocked: Any,
    now: list[float],
) -> None:
    """Before the hold is over the held seat is refused to others and nothing is freed; after
    it, the seat is free (said in the thread, shown in the lobby) and anyone may take it."""
    bot = clocked
    carol = fake.add_member(fake.guild, "carol")
    old = await ended_tonk(fake, bot, channel, alice, bob)
    await rematch(fake, bob, old)
    new = fake.threads(channel)[-1]
    now[0] += HOLD - 1
    assert not await bot.service.release_holds(2)
    assert "⏳ held for alice" in lobby_seats(fake, new)
    now[0] += 1
    assert await bot.service.release_holds(2)
    await fake.settle()
    assert contents(fake, new)[-1] == "⌛ The seats held for alice are free now: anyone may Join."
    assert "held for" not in lobby_seats(fake, new)
    row = await bot.store.table(2)
    assert row is not None and row.players[0]["kind"] == "empty"
    joined = await fake.click(carol, table_message(fake, new), label="Join")
    assert said(joined) == "You took seat 1."


async def test_the_hold_timer_fires(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: Any
) -> None:
    """The hold's own timer frees the seats (a tiny hold): nobody has to call anything."""
    old = await ended_tonk(fake, bot, channel, alice, bob)
    bot.service.config = dataclasses.replace(bot.service.config, rematch_hold=0.02)
    await rematch(fake, bob, old)
    new = fake.threads(channel)[-1]
    waited = time.monotonic()
    while bot.service.get(2).seats[0].held and time.monotonic() - waited < 2:
        await asyncio.sleep(0.01)
    await fake.settle()
    freed = "⌛ The seats held for alice are free now: anyone may Join."
    assert freed in contents(fake, new)
    assert not bot.service.get(2).seats[0].held


async def test_the_host_may_start_without_waiting(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, clocked: Any
) -> None:
    """The host's Start does not wait for the held seats: computers play them (said)."""
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)
    await rematch(fake, bob, old)
    new = fake.threads(channel)[-1]
    refused = await fake.click(alice, table_message(fake, new), label="Start")
    assert refused.content == "Only the host can start the game."
    assert bot.service.get(2).seats[0].held, "a refused start changes nothing"
    started = await fake.click(bob, table_message(fake, new), label="Start")
    assert said(started) == "The game is on."
    # As stored: a one-hand Tonk of computers may already be over (a dealt Tonk ends it).
    row = await bot.store.table(2)
    assert row is not None
    assert [p["kind"] for p in row.players] == ["computer", "human", "computer"]
    await fake.settle()
    notice = "The host started without waiting: computers play the seats held for alice."
    assert notice in contents(fake, new)


# ----- a second click, refusals -----------------------------------------------------------------


async def test_a_second_click_points_to_the_rematch(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, clocked: Any
) -> None:
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)
    await rematch(fake, bob, old)
    new = fake.threads(channel)[-1]
    again = await rematch(fake, alice, old)
    assert again.content == f"This table's rematch is already open: <#{new.id}>."
    assert len(fake.threads(channel)) == 2 and sorted(bot.service.tables) == [2]


async def test_a_stranger_is_refused_privately(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, clocked: Any
) -> None:
    bot = clocked
    carol = fake.add_member(fake.guild, "carol")
    old = await ended_tonk(fake, bot, channel, alice, bob)
    before = contents(fake, old)
    r = await rematch(fake, carol, old)
    assert r.content == "Only the people who sat at this table can ask for a rematch."
    assert len(fake.threads(channel)) == 1 and bot.service.tables == {}
    assert await bot.store.table(2) is None and await bot.store.rematch_of(1) is None
    assert contents(fake, old) == before


async def test_the_open_table_caps_apply(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, clocked: Any
) -> None:
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)
    await fake.slash(bob, channel, "table create", game="spades")
    bot.service.config = dataclasses.replace(bot.service.config, max_tables_per_host=1)
    r = await rematch(fake, bob, old)
    assert (r.content or "").startswith("You already host 1 open table in this server")
    assert len(fake.threads(channel)) == 2 and await bot.store.rematch_of(1) is None


async def test_no_thread_permission_is_a_clear_answer_and_makes_nothing(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, clocked: Any
) -> None:
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)
    perms = discord.Permissions(view_channel=True, send_messages=True, read_message_history=True)
    fake.set_bot_permissions(channel, perms)
    r = await rematch(fake, bob, old)
    assert "I lack **Create Public Threads**" in (r.content or "")
    assert len(fake.threads(channel)) == 1 and bot.service.tables == {}
    assert await bot.store.table(2) is None


async def test_a_channel_deleted_meanwhile_is_a_clear_answer_and_makes_nothing(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, clocked: Any
) -> None:
    """The channel is deleted between the click and the new thread (Discord answers the
    thread's creation with 404 Unknown Channel): the clicker is told and nothing is left open
    (the table stored for it is cancelled)."""
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)
    fake.inject_failure(r"^POST /channels/\d+/threads$", 404, code=10003, message="Unknown Channel")
    r = await rematch(fake, bob, old)
    assert r.ephemeral and (r.content or "").startswith("I couldn't open the rematch"), r.content
    await fake.settle()
    assert bot.service.tables == {} and await bot.store.open_tables() == []
    assert len(fake.threads(channel)) == 1, "no new thread"
    row = await bot.store.table(2)
    assert row is None or row.status == "cancelled", "the half-made table is not left open"


async def test_a_refused_thread_leaves_nothing_open_and_a_later_click_works(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, clocked: Any
) -> None:
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)
    fake.inject_failure(r"^POST /channels/\d+/threads$", 503)
    r = await rematch(fake, bob, old)
    assert (r.content or "").startswith("I couldn't open the rematch")
    assert bot.service.tables == {} and await bot.store.open_tables() == []
    r = await rematch(fake, bob, old)
    assert (r.content or "").startswith("Your rematch is open")
    assert sorted(bot.service.tables) == [3]


# ----- restarts -----------------------------------------------------------------------------------


async def test_a_restart_after_the_click_finishes_the_rematch(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    clocked: Any,
    now: list[float],
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The bot stops after the click made the thread, before the lobby was posted: the next
    start posts the lobby, the invitation and the link, once; the held seat and its hold's end
    come back from the store, and the old Rematch button points to the rematch."""
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)

    async def crash(svc: Any, ch: Any, table_id: int) -> None:
        thread = await ch.create_thread(name=f"Tonk table #{table_id}",
                                        type=discord.ChannelType.public_thread)  # fmt: skip
        await svc.attach(table_id, thread.id, None)
        return None

    monkeypatch.setattr(RematchButton, "_open", staticmethod(crash))
    await rematch(fake, bob, old)
    new = fake.threads(channel)[-1]
    assert fake.messages(new) == []
    monkeypatch.undo()

    await fake.stop()
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await fake.settle()
    lobby = table_message(fake, new)
    assert any(c["custom_id"] == "cr:lobby:2:join" for r in lobby["components"]
               for c in r["components"])  # fmt: skip
    assert [c for c in contents(fake, new) if c.startswith("🔁")] != []
    assert sum(c.startswith("🔁") for c in contents(fake, old)) == 1
    t = bot.service.get(2)
    assert t.seats[0].held and t.rematch == RematchRow(1, 2, bob.id, 1_000_000.0 + HOLD, True)
    assert ("hold", 2) in bot.service._tasks
    n = len(fake.messages(new)), len(fake.messages(old))

    await fake.stop()
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await fake.settle()
    assert (len(fake.messages(new)), len(fake.messages(old))) == n, "posted once"
    again = await rematch(fake, alice, old)
    assert again.content == f"This table's rematch is already open: <#{new.id}>."
    back = await fake.click(alice, table_message(fake, new), label="Join")
    assert (said(back) or "").endswith("Everyone is back: the game is on.")


async def test_a_restart_with_no_thread_made_lets_rematch_try_again(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    clocked: Any,
    now: list[float],
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Stopped before Discord made the thread: the start cancels the rematch that has no
    thread, and a new click opens one."""
    bot = clocked
    old = await ended_tonk(fake, bot, channel, alice, bob)

    async def crash(svc: Any, ch: Any, table_id: int) -> None:
        return None

    monkeypatch.setattr(RematchButton, "_open", staticmethod(crash))
    await rematch(fake, bob, old)
    monkeypatch.undo()
    await fake.stop()
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await fake.settle()
    assert bot.service.tables == {}
    r = await rematch(fake, alice, old)
    assert (r.content or "").startswith("Your rematch is open")
    # The new table's id: SQLite's next (3); PostgreSQL's comes after the ids the stopped bot
    # had reserved from its sequence (bot.db.postgres).
    (new_id,) = bot.service.tables
    assert new_id == 3 if isinstance(db_path, Path) else new_id > 2
    assert (await bot.store.rematch_of(1)) == RematchRow(1, new_id, alice.id, now[0] + HOLD, True)
