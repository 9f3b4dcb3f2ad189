"""A lobby from ``/table create`` to its start or its end, through the fake Discord: Discord
refusing the thread or the lobby post, a bot that stopped half-way through opening one, idle
lobbies, a host who leaves, the limits of open tables, and house-rule changes said aloud."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from pathlib import Path
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.db.open import Location, open_store
from bot.tables import TableError
from bot.tables.service import ServiceConfig, TableService
from tests.bot.harness import change_rows, make_bot, said
from tests.bot.players import choose_level, table_message
from tests.bot.test_service import close_service
from tests.bot.test_turns import restart
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

THREAD_ROUTE = r"^POST /channels/\d+/threads$"
POST_ROUTE = r"^POST /channels/\d+/messages$"
EXPIRED = "⌛ This lobby was closed after 60 minutes without a start."
LOADING = 128
"""The flag of a deferred answer still "thinking…"."""


def inject(fake: Any, fault: str, route: str) -> None:
    if fault == "too-many-threads":
        fake.inject_failure(
            route, 400, code=160006, message="Maximum number of active threads reached"
        )
    elif fault == "503":
        fake.inject_failure(route, 503)
    else:
        fake.inject_disconnect(route)


def texts(fake: Any, thread: Any) -> list[str]:
    return [m.get("content") or "" for m in fake.messages(thread)]


def lobby_text(fake: Any, thread: Any) -> str:
    return str(table_message(fake, thread)["embeds"][0]["description"])


async def nothing_left(fake: Any, bot: Any, db_path: Path) -> Any:
    """No table in memory or among the open tables in the store, before and after a restart."""
    assert bot.service.tables == {}
    assert await bot.store.open_tables() == []
    bot, _ = await restart(fake, db_path)
    assert bot.service.tables == {}
    return bot


# ----- Discord refuses the thread or the lobby post ---------------------------------------------


@pytest.mark.parametrize(
    ("fault", "says"),
    [
        ("too-many-threads", "this server has too many active threads"),
        ("503", "Discord is having trouble (error 503)"),
        ("disconnect", "the connection to Discord dropped"),
    ],
)
async def test_a_thread_that_is_not_made_is_answered_and_leaves_no_table(
    db_path: Path,
    fault: str,
    says: str,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    inject(fake, fault, THREAD_ROUTE)
    r = await fake.slash(alice, channel, "table create", game="spades")
    assert r.message is not None and not r.message["flags"] & LOADING, "not thinking for ever"
    assert r.content is not None and r.content.startswith("I couldn't open the table: ")
    assert says in r.content and "try again" in r.content
    assert not fake.threads(channel)
    await nothing_left(fake, bot, db_path)
    r = await fake.slash(alice, channel, "table create", game="spades")
    assert r.content is not None and "opened a **Spades** table" in r.content


@pytest.mark.parametrize("fault", ["503", "disconnect"])
async def test_a_lobby_that_is_not_posted_closes_its_thread(
    db_path: Path,
    fault: str,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    """The thread was made but the lobby could not be posted in it: the table is removed and
    the thread says so and is archived (not deleted: the bot may lack Manage Threads)."""
    inject(fake, fault, POST_ROUTE)
    r = await fake.slash(alice, channel, "table create", game="tonk")
    assert r.message is not None and not r.message["flags"] & LOADING
    assert r.content is not None and r.content.startswith("I couldn't open the table: ")
    (thread,) = fake.threads(channel)
    assert thread.archived
    assert texts(fake, thread) == [
        "This table could not be opened (see the answer to `/table create` in the channel). "
        "Use `/table create` again."
    ]
    await nothing_left(fake, bot, db_path)


# ----- a bot that stopped while opening a lobby -------------------------------------------------


async def set_row(db_path: Path, **values: Any) -> None:
    """Put table 1's row in the state a stop at that moment leaves (the bot is down)."""
    sets = ", ".join(f"{k}=?" for k in values)
    await change_rows(db_path, (f"UPDATE tables SET {sets} WHERE id=1", tuple(values.values())))


async def start_it(fake: Any, thread: Any, host: Any, guest: Any) -> None:
    """The guest joins, the host fills the table and starts: the game has its table message."""
    await fake.click(guest, table_message(fake, thread), label="Join")
    for _ in range(2):
        await fake.click(host, table_message(fake, thread), label="Add computer")
    r = await fake.click(host, table_message(fake, thread), label="Start")
    assert said(r) == "The game is on."
    await fake.settle()
    msg = table_message(fake, thread)
    assert [b["label"] for row in msg["components"] for b in row["components"]] == [
        "Show hand",
        "Score sheet",
    ]
    assert "hand 1" in msg["embeds"][0]["title"]


async def test_a_stop_before_the_thread_was_recorded(
    db_path: Path,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The table was stored and Discord made its thread, but the bot stopped before recording
    it (and before posting the lobby): the next start finds the thread by its name, posts the
    lobby in it and records both, and the game then runs in it."""
    await fake.slash(alice, channel, "table create", game="spades")
    (thread,) = fake.threads(channel)
    fake.delete_message(table_message(fake, thread))  # not posted yet at the stop
    await fake.stop()
    await set_row(db_path, thread_id=None, message_id=None)

    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    (lobby,) = fake.messages(thread)
    assert lobby["embeds"][0]["title"].endswith("table #1 (lobby)")
    row = await bot.store.table(1)
    assert row is not None and (row.thread_id, row.message_id) == (thread.id, int(lobby["id"]))
    assert bot.service.in_thread(thread.id) is bot.service.tables[1]
    await start_it(fake, thread, alice, bob)
    assert table_message(fake, thread)["id"] == lobby["id"]


async def test_a_stop_before_the_lobby_message_was_recorded(
    db_path: Path,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The lobby went out, but the bot stopped before recording it: the next start adopts that
    message (no second lobby), so the game started from it has its table message."""
    await fake.slash(alice, channel, "table create", game="spades")
    (thread,) = fake.threads(channel)
    lobby = table_message(fake, thread)
    await fake.stop()
    await set_row(db_path, message_id=None)

    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    assert [m["id"] for m in fake.messages(thread)] == [lobby["id"]]
    row = await bot.store.table(1)
    assert row is not None and row.message_id == int(lobby["id"])
    await start_it(fake, thread, alice, bob)


async def test_a_stop_before_discord_made_the_thread(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    """The table was stored, and no thread exists: the next start cancels it."""
    await bot.service.create(
        guild_id=fake.guild.id, channel_id=channel.id, host_id=alice.id, host_name="alice",
        game="spades",
    )  # fmt: skip
    await fake.stop()
    n = len(fake.requests)
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    assert [r.route for r in fake.requests[n:] if "threads" in r.route] == [
        f"GET /guilds/{fake.guild.id}/threads/active"
    ]
    assert not fake.threads(channel)
    row = await bot.store.table(1)
    assert row is not None and row.status == "cancelled"
    await nothing_left(fake, bot, db_path)


async def test_a_lobby_whose_thread_was_deleted_meanwhile_is_cancelled(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    (thread,) = fake.threads(channel)
    await fake.stop()
    await set_row(db_path, message_id=None)
    fake.delete_channel(thread)
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.settle()
    await nothing_left(fake, bot, db_path)


# ----- idle lobbies -----------------------------------------------------------------------------


async def test_an_idle_lobby_closes_with_a_notice(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser
) -> None:
    """60 minutes (the default) without any change: closed, said in the thread, archived.  A
    change in between counts from the change."""
    now = [1_000_000.0]
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await fake.slash(alice, channel, "table create", game="spades")
    (thread,) = fake.threads(channel)
    svc = bot.service
    now[0] += 59 * 60
    assert not await svc.expire_lobby(1)
    await fake.click(bob, table_message(fake, thread), label="Join")  # a change
    now[0] += 2 * 60
    assert not await svc.expire_lobby(1), "61 minutes after the start, 2 after the join"
    now[0] += 58 * 60
    assert await svc.expire_lobby(1)
    await fake.settle()
    assert texts(fake, thread)[-1] == EXPIRED
    assert thread.archived
    assert not table_message(fake, thread).get("components")
    row = await bot.store.table(1)
    assert row is not None and row.status == "cancelled"
    await nothing_left(fake, bot, db_path)


async def test_idle_time_survives_a_restart(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser
) -> None:
    """The idle time is the stored time of the last change: a lobby that was idle long enough
    while the bot was down closes at the start; one changed recently is kept, with its timer."""
    now = [1_000_000.0]
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await fake.slash(alice, channel, "table create", game="spades")
    now[0] += 30 * 60
    await fake.slash(bob, channel, "table create", game="tonk")
    old, recent = fake.threads(channel)
    await fake.stop()
    now[0] += 31 * 60  # the first lobby: 61 minutes idle; the second: 31

    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await fake.settle()
    assert texts(fake, old)[-1] == EXPIRED
    assert old.archived and not recent.archived
    assert list(bot.service.tables) == [2]
    assert ("lobby", 2) in bot.service._tasks, "its expiry timer runs again"
    assert not any("closed" in x for x in texts(fake, recent))


async def test_the_expiry_timer_fires(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    """The timer itself (a tiny expiry, the real clock): nobody has to call anything."""
    bot.service.config = dataclasses.replace(bot.service.config, lobby_expiry=0.05)
    await fake.slash(alice, channel, "table create", game="schmier")
    (thread,) = fake.threads(channel)
    waited = time.monotonic()
    while not thread.archived and time.monotonic() - waited < 2:
        await asyncio.sleep(0.01)
    await fake.settle()
    assert thread.archived
    assert texts(fake, thread)[-1].endswith("without a start.")


# ----- the host leaves --------------------------------------------------------------------------


async def test_the_host_role_passes_on(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """The host leaves the lobby: the person in the next seat hosts (said in the thread, and
    notified), and can start; a restart keeps it.  The last person leaving closes the lobby."""
    alice, bob, carol = (fake.add_member(fake.guild, n) for n in ("alice", "bob", "carol"))
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.slash(alice, channel, "table create", game="spades")
    (thread,) = fake.threads(channel)
    for guest in (bob, carol):
        await fake.click(guest, table_message(fake, thread), label="Join")
    r = await fake.click(alice, table_message(fake, thread), label="Leave")
    assert said(r) == "You left seat 1. bob is the host now."
    await fake.settle()
    notice = f"alice left the lobby: <@{bob.id}> (bob, seat 2) is the host now."
    assert texts(fake, thread)[-1] == notice
    assert fake.notifications(bob)[-1]["content"] == notice
    assert f"Host: <@{bob.id}>" in lobby_text(fake, thread)
    r = await fake.click(alice, table_message(fake, thread), label="Start")
    assert "Only the host" in r.content

    bot, _ = await restart(fake, db_path)
    row = await bot.store.table(1)
    assert row is not None and row.host_id == bob.id
    r = await fake.click(bob, table_message(fake, thread), label="Leave")
    assert said(r) == "You left seat 2. carol is the host now."
    r = await fake.click(carol, table_message(fake, thread), label="Add computer")
    assert "took seat" in (said(r) or "")
    r = await fake.click(carol, table_message(fake, thread), label="Leave")
    assert said(r) == "You left seat 3."
    await fake.settle()
    assert texts(fake, thread)[-1] == (
        "carol, the host, left and nobody else is seated: the lobby is closed."
    )
    assert thread.archived
    await nothing_left(fake, bot, db_path)


# ----- limits of open tables ---------------------------------------------------------------------


async def test_limits_of_open_tables(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """Per host and per server: a private refusal naming the limit and the tables it counts;
    nothing is made.  A table that ends makes room again."""
    alice, bob, carol = (fake.add_member(fake.guild, n) for n in ("alice", "bob", "carol"))
    bot = make_bot(db_path, max_tables_per_host=2, max_tables_per_server=3)
    await fake.start(bot)
    for game in ("spades", "tonk"):
        r = await fake.slash(alice, channel, "table create", game=game)
        assert not r.ephemeral
    one, two = fake.threads(channel)
    r = await fake.slash(alice, channel, "table create", game="schmier")
    assert r.ephemeral and r.content == (
        "You already host 2 open tables in this server (the limit is 2 per person): "
        f"<#{one.id}> (Spades, lobby), <#{two.id}> (Tonk, lobby). Start, finish or cancel "
        "one first."
    )
    await fake.slash(bob, channel, "table create", game="schmier")
    three = fake.threads(channel)[-1]
    r = await fake.slash(carol, channel, "table create", game="spades")
    assert r.ephemeral and r.content == (
        "This server already has 3 open tables (the limit is 3). Try again once one has "
        f"ended. Lobbies you can join: <#{one.id}> (Spades, lobby), <#{two.id}> (Tonk, "
        f"lobby), <#{three.id}> (Schmier, lobby)."
    )
    assert len(fake.threads(channel)) == 3 and len(await bot.store.open_tables()) == 3
    r = await fake.click(alice, table_message(fake, one), label="Cancel")
    assert r.content == "The table is cancelled."
    r = await fake.slash(carol, channel, "table create", game="spades")
    assert not r.ephemeral and "opened" in (r.content or "")


# ----- house rules and the computer level, said aloud -------------------------------------------


async def choose_rule(fake: Any, host: Any, thread: Any, name: str, value: str) -> None:
    """The host picks ``value`` for the house rule ``name`` in the House rules menu."""
    menu = (await fake.click(host, table_message(fake, thread), label="House rules")).message
    for _ in range(10):
        found = [
            c
            for row in menu["components"]
            for c in row["components"]
            if c.get("custom_id", "").endswith(f":{name}")
        ]
        if found:
            r = await fake.select(host, menu, custom_id=found[0]["custom_id"], values=[value])
            assert r.type == 7, r.response
            await fake.settle()
            return
        menu = (await fake.click(host, menu, label="Next ▶")).message
    raise AssertionError(f"no menu for {name}")


async def test_changes_after_people_joined_are_said_in_the_thread(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(alice, channel, "table create", game="tonk", stake=2)
    (thread,) = fake.threads(channel)
    await choose_rule(fake, alice, thread, "stake", "3")
    assert texts(fake, thread) == [""], "nobody joined yet: the lobby message says it all"
    await fake.click(bob, table_message(fake, thread), label="Join")
    await choose_rule(fake, alice, thread, "stake", "10")
    await choose_rule(fake, alice, thread, "hands", "null")
    await choose_rule(fake, alice, thread, "hands", "null")  # the same again: no change
    await choose_level(fake, alice, thread, "basic")
    await choose_level(fake, alice, thread, "basic")
    assert texts(fake, thread)[1:] == [
        "alice changed *Stake* to 10.",
        "alice changed *Hands* to until the host ends the table.",
        "alice changed *Computers* to Basic.",
    ]
    assert "Stake: **10**" in lobby_text(fake, thread)


# ----- a lobby change that is not saved changes nothing ------------------------------------------


async def test_a_lobby_change_that_is_not_saved_changes_nothing(database: Location) -> None:
    store = await open_store(database)
    svc = TableService(store, ServiceConfig(computer_processes=0))
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="ann", game="spades")
    await svc.join(t.id, 11, "ben")
    before = ([s.to_json() for s in t.seats], t.row.host_id, t.row.updated_at)
    write = store.write

    async def failing(ops: list[Any]) -> None:
        raise OSError("disk I/O error (simulated)")

    store.write = failing  # type: ignore[method-assign]
    for change in (
        svc.join(t.id, 12, "cat"),
        svc.leave(t.id, 10),  # the host: ben would host
        svc.add_computer(t.id, 10),
        svc.set_option(t.id, 10, "target", 100),
        svc.set_level(t.id, 10, "basic"),
    ):
        with pytest.raises(TableError, match="Couldn't save that, so nothing changed"):
            await change
        assert ([s.to_json() for s in t.seats], t.row.host_id, t.row.updated_at) == before
    assert t.row.options == {} and t.row.computer_level == "strong"
    store.write = write  # type: ignore[method-assign]
    await close_service(svc)


def test_the_lobby_settings() -> None:
    """Read from the environment, with the defaults of ``.env.example``; a wrong value names
    its variable."""
    from bot.settings import SettingsError, load_settings

    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    s = load_settings({"DISCORD_TOKEN": "x.y.z"}, env_file=None)
    for var, value in (
        ("LOBBY_EXPIRY_MINUTES", s.lobby_expiry_minutes),
        ("MAX_TABLES_PER_HOST", s.max_tables_per_host),
        ("MAX_TABLES_PER_SERVER", s.max_tables_per_server),
    ):
        assert f"\n{var}={value}\n" in example
        with pytest.raises(SettingsError, match=var):
            load_settings({"DISCORD_TOKEN": "x.y.z", var: "-1"}, env_file=None)
    s = load_settings({"DISCORD_TOKEN": "x.y.z", "LOBBY_EXPIRY_MINUTES": "0"}, env_file=None)
    assert s.lobby_expiry_minutes == 0


async def test_the_bot_passes_the_lobby_settings_on(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        bot = make_bot(db_path, lobby_expiry_minutes=5, max_tables_per_host=1)
        await fake.start(bot)
        config = bot.service.config
        assert (config.lobby_expiry, config.max_tables_per_host) == (300, 1)
        assert config.max_tables_per_server == 25
