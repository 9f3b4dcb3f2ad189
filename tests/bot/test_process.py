"""The bot as a process (issue 10): start failures, one process per database, the health check,
SIGTERM mid-match, backups while it runs.  Real ``python -m bot`` processes against the wire
fake (``tests/bot/procs.py``); each test takes a few seconds, and kills what it started."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from bot.db import ActionRow, Store, TableRow
from bot.db.backup import BackupError, backup
from bot.db.lock import DatabaseInUse, DatabaseLock
from bot.health import check, health_path, write_heartbeat
from bot.tables.service import ServiceConfig, TableService
from tests.bot.harness import action_choices, make_bot, pick
from tests.bot.procs import (
    BotProcess,
    Done,
    attach,
    bot_env,
    closed_port,
    command,
    until_connected,
)
from tests.bot.test_games import open_table
from tests.fakediscord import FakeDiscord

# SQLite only (issue 16): the lock file, the backup and kill -9 of a SQLite file; the process on
# PostgreSQL is test_process_postgres.py.


def one_line(done: Done, status: int, *words: str) -> None:
    """Exit ``status`` and exactly one line on stderr, ``cardroom: ...`` with ``words``."""
    assert done.status == status, (done.status, done.stderr)
    assert len(done.lines) == 1, done.stderr
    line = done.lines[0]
    assert line.startswith("cardroom: "), line
    for word in words:
        assert word in line, line
    assert "-token" not in done.stderr + done.stdout, "the token is never printed"


async def start_and_finish(
    tmp: Path, name: str, db: Path, base: str, token: str = "fake-token"
) -> Done:
    cwd = tmp / name
    cwd.mkdir()
    env = bot_env(db, DISCORD_TOKEN=token)
    process = await BotProcess.start(base, "ws://127.0.0.1:9/", env, cwd)
    try:
        return await process.finish(20)
    finally:
        await process.kill()


@contextlib.asynccontextmanager
async def discord_in_trouble() -> AsyncIterator[str]:
    """A Discord REST API that answers 503 (it is down) to the token ``down-token`` and
    refuses every other one (401), as discord.com does; yields its base URL."""

    async def answer(request: web.Request) -> web.Response:
        if request.headers.get("Authorization") == "Bot down-token":
            return web.Response(status=503, text="upstream connect error")
        return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)

    app = web.Application()
    app.router.add_route("*", "/api/v10/{tail:.*}", answer)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}/api/v10"
    finally:
        await runner.cleanup()


async def test_every_start_failure_is_one_line(tmp_path: Path) -> None:
    """No network, Discord down, the token refused, the database locked by another process,
    newer than the bot, or in a folder that cannot be written: one line, a non-zero exit."""
    nowhere = f"http://127.0.0.1:{closed_port()}/api/v10"
    newer = tmp_path / "newer.db"
    with contextlib.closing(sqlite3.connect(newer)) as conn:
        conn.execute("PRAGMA user_version = 999")
    held = tmp_path / "held.db"
    lock = DatabaseLock.acquire(held)  # this process plays the other bot
    try:
        async with discord_in_trouble() as trouble:
            done = await asyncio.gather(
                start_and_finish(tmp_path, "offline", tmp_path / "a.db", nowhere),
                start_and_finish(tmp_path, "down", tmp_path / "b.db", trouble, "down-token"),
                start_and_finish(tmp_path, "refused", tmp_path / "c.db", trouble, "bad-token"),
                start_and_finish(tmp_path, "held", held, nowhere),
                start_and_finish(tmp_path, "newer", newer, nowhere),
                start_and_finish(tmp_path, "ro", Path("/sys/cardroom-test/cardroom.db"), nowhere),
            )
    finally:
        lock.release()
    offline, down, refused, locked, too_new, readonly = done
    one_line(offline, 1, "cannot reach Discord", "network")
    one_line(down, 1, "Discord is not answering", "503")
    one_line(refused, 2, "Discord refused DISCORD_TOKEN")
    one_line(locked, 1, "another Cardroom", "is running on", str(held))
    one_line(too_new, 1, "schema 999", "newer than this bot", "upgrade")
    one_line(readonly, 1, "cannot write the database", "DATABASE_PATH")


def hand_moves(hand: dict[str, Any]) -> list[tuple[str, dict[str, Any], list[str]]]:
    """What Alice's hand offers, without blind nil (after it, Show hand looks by itself: a
    move she did not click)."""
    out = []
    for kind, comp, options in action_choices(hand):
        if kind == "click":
            if "blind" not in comp["custom_id"]:
                out.append((kind, comp, options))
        elif options := [o for o in options if "blind" not in o]:
            out.append((kind, comp, options))
    return out


async def alice_moves(fake: Any, alice: Any, thread: Any, rng: random.Random) -> str | None:
    """Alice opens her hand and makes one of its moves, as a person does (no waiting for the
    rest of the bot); the move's text once answered (committed), else None."""
    table = fake.messages(thread)[0]
    hand = (await fake.click(alice, table, label="Show hand", settle=False)).message
    moves = hand_moves(hand) if hand is not None else []
    if not moves:
        return None
    kind, comp, options = rng.choice(moves)
    if kind == "click":
        r = await fake.click(alice, hand, custom_id=comp["custom_id"], settle=False)
        text = comp["custom_id"].split(":", 4)[-1]
    else:
        values = pick((kind, comp, options), rng)
        r = await fake.select(alice, hand, custom_id=comp["custom_id"], values=values, settle=False)
        text = values[0] if comp["custom_id"].startswith("cr:pick:") else "?"
    return text if r.type == 7 else None


async def next_move(fake: Any, alice: Any, thread: Any, rng: random.Random) -> str:
    """Alice's next move, once her hand offers one (the computers play meanwhile)."""
    deadline = time.monotonic() + 10
    while (move := await alice_moves(fake, alice, thread, rng)) is None:
        assert time.monotonic() < deadline, "Alice's turn never comes"
        await asyncio.sleep(0.02)
    return move


async def test_sigterm_mid_match(tmp_path: Path) -> None:
    """``docker stop`` while the computers move: exit 0 at once, every move Alice was answered
    for is in the database, the record replays, and nothing holds the database."""
    db = tmp_path / "cardroom.db"
    rng = random.Random("sigterm")
    async with FakeDiscord(wire=True) as fake:
        assert fake._wire is not None
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        # An earlier run of the bot (in this process) opened the table: Alice and 3 computers.
        await fake.start(make_bot(db), sync=True)
        thread = await open_table(fake, "spades", [alice], ch)
        await fake.stop()
        env = bot_env(db, COMPUTER_PAUSE="0.05")
        bot = await BotProcess.start(fake._wire.base_url, fake._wire.gateway_url, env, tmp_path)
        try:
            attach(fake, bot)
            await until_connected(db, bot)
            acked: list[str] = []
            while len(acked) < 3 or acked[-1] == "look":
                acked.append(await next_move(fake, alice, thread, rng))
            # Alice's move handed the turn on: the computers move (each pausing 0.05 s first).
            bot.signal(signal.SIGTERM)
            done = await bot.finish(6)
        finally:
            await bot.kill()
    assert done.status == 0, done.stderr
    assert "SIGTERM: stopping" in done.stderr and "Traceback" not in done.stderr, done.stderr
    DatabaseLock.acquire(db).release()  # the lock was released
    with contextlib.closing(sqlite3.connect(db)) as conn:
        conn.execute("BEGIN IMMEDIATE")  # nobody holds the database
        conn.rollback()
        human = [r[0] for r in conn.execute("SELECT action FROM actions WHERE source='human'")]
    # A Spades look may also come from Show hand itself (a seat that bid before looking sees
    # its cards by looking), so looks are left out of the comparison.
    acked_moves = [a for a in acked if a != "look"]
    human_moves = [h for h in human if h != "look"]
    assert len(human_moves) == len(acked_moves), (acked, human)
    assert all(a in ("?", h) for a, h in zip(acked_moves, human_moves, strict=True)), (acked, human)
    store = await Store.open(db)
    # Computers wait 30 s before they play: this check only replays the record.
    service = TableService(store, ServiceConfig(computer_pause=30, computer_processes=0))
    try:
        assert await service.load() == 1, "the record replays"
        t = service.tables[1]
        assert t.match is not None and t.match.version == t.row.version
    finally:
        await service.close()
        await store.close()


async def test_one_bot_per_database_and_the_health_check(tmp_path: Path) -> None:
    """A second bot on the same database is refused with one line while the first runs; the
    lock dies with the first (``kill -9``): it can be taken again.  ``python -m bot health``:
    0 while a bot is connected, 1 once it was killed (the other ways to be unhealthy:
    ``test_health_check_reasons``)."""
    db = tmp_path / "cardroom.db"
    env = bot_env(db)
    started: list[BotProcess] = []
    try:
        async with FakeDiscord(wire=True) as fake:
            assert fake._wire is not None
            wire = (fake._wire.base_url, fake._wire.gateway_url)
            first = await BotProcess.start(*wire, env, tmp_path)
            started.append(first)
            attach(fake, first)
            await until_connected(db, first)
            healthy = await command(env, tmp_path, "health")
            assert healthy.status == 0, healthy.stdout + healthy.stderr
            assert "healthy: connected to Discord" in healthy.stdout

            second = await BotProcess.start(*wire, env, tmp_path)
            started.append(second)
            one_line(await second.finish(20), 1, "another Cardroom", f"pid {first.pid}")

            first.proc.kill()  # kill -9: no clean-up at all
            await first.finish(5)
            killed = await command(env, tmp_path, "health")
            assert killed.status == 1 and "not running" in killed.stdout, killed.stdout
        DatabaseLock.acquire(db).release()  # the OS released the killed bot's lock
    finally:
        for process in started:
            await process.kill()


def test_health_check_reasons(tmp_path: Path) -> None:
    """Healthy only with a fresh heartbeat that says connected, from a process that runs."""
    path = health_path(tmp_path / "cardroom.db")
    assert not check(path).ok and "not running" in check(path).reason, "no heartbeat yet"
    write_heartbeat(path, connected=True, interval=10)  # this process plays the bot
    assert check(path).ok
    later = time.time() + 31
    assert not check(path, now=later).ok and "stuck" in check(path, now=later).reason
    write_heartbeat(path, connected=False, interval=10)
    assert not check(path).ok and "not connected" in check(path).reason
    path.write_text("{")
    assert not check(path).ok and "unreadable" in check(path).reason


async def test_backup_while_moves_are_committed(tmp_path: Path) -> None:
    """``python -m bot backup FILE`` while moves are being committed: the commits go on, and
    the copy opens, is sound, and holds every move committed before it began (no holes)."""
    db = tmp_path / "cardroom.db"
    store = await Store.open(db)
    now = time.time()
    table = TableRow(1, 1, 2, None, 10, "spades", {}, 4, [], "playing", 7, 0, 0, None, 120,
                     None, now, now)  # fmt: skip
    await store.write([Store.insert_table_op(table)])
    committed = 0
    stop = asyncio.Event()

    async def moves() -> None:
        nonlocal committed
        while not stop.is_set():
            move = ActionRow(committed, 0, committed % 4, "bid 3", committed + 1, "human", 10)
            await store.write([Store.action_op(1, move)])
            committed += 1

    writing = asyncio.create_task(moves())
    try:
        while committed < 20:
            await asyncio.sleep(0.01)
        before = committed
        dest = tmp_path / "backups" / "cardroom-copy.db"
        dest.parent.mkdir()
        done = await command(bot_env(db), tmp_path, "backup", str(dest))
        during = committed - before
    finally:
        stop.set()
        await writing
        await store.close()
    assert done.status == 0, done.stderr
    assert done.stdout.startswith("cardroom: backed up 1 tables and "), done.stdout
    assert during > 0, "the bot's commits went on during the backup"
    with contextlib.closing(sqlite3.connect(dest)) as copy:
        assert copy.execute("PRAGMA quick_check").fetchone() == ("ok",)
        assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",), "one file"
        seqs = [r[0] for r in copy.execute("SELECT seq FROM actions ORDER BY seq")]
    assert len(seqs) >= before and seqs == list(range(len(seqs))), (before, seqs[-3:])
    assert not dest.with_name(dest.name + ".tmp").exists()


def test_backup_refusals(tmp_path: Path) -> None:
    db = tmp_path / "cardroom.db"
    with pytest.raises(BackupError, match="no database"):
        backup(db, tmp_path / "copy.db")
    sqlite3.connect(db).close()
    with pytest.raises(BackupError, match="the database itself"):
        backup(db, db)
    with pytest.raises(BackupError, match="not a Cardroom database"):
        backup(db, tmp_path / "copy.db")
    assert not (tmp_path / "copy.db").exists(), "no half backup"


def test_the_lock_is_exclusive_and_names_its_holder(tmp_path: Path) -> None:
    db = tmp_path / "cardroom.db"
    first = DatabaseLock.acquire(db)
    try:
        with pytest.raises(DatabaseInUse, match=rf"pid {os.getpid()}\) is running on"):
            DatabaseLock.acquire(db)
    finally:
        first.release()
    DatabaseLock.acquire(db).release()
