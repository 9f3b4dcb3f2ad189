"""``python -m bot move-data --to postgresql://...`` (issue 16): a SQLite database with tables of
every game (played out, playing, in the lobby), leagues, the ledger, settings and the bot's own
rows is copied into an empty PostgreSQL database; every row compares equal, every table replays
to the same match, and the bot goes on from the copy (the open tables, new ids after the old).
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.__main__ import main
from bot.db import sql
from bot.db.move import ORDER
from bot.db.open import open_store
from bot.db.rows import PingRow, PresetRow, RematchRow, ServerRow
from bot.emojis.sync import UPSERT
from bot.leagues.queries import new_season_op
from bot.ledger.book import Person, close_books_step, record_payment_step
from bot.tables import TableService
from bot.tables.replay import record_of
from bot.tables.service import ServiceConfig
from games.records import build_match
from tests.bot.test_service import play_out

# The source is a SQLite file by definition (move-data copies SQLite into PostgreSQL).

FAST = ServiceConfig(turn_seconds=120, computer_pause=0, computer_processes=0)


async def fill(path: Path) -> None:
    """A bot's database after some use: every table of the schema holds rows."""
    svc = TableService(await open_store(path), FAST)
    await svc.load()
    rng = random.Random(16)
    store = svc.store
    try:
        played: list[int] = []
        for game, options in [
            ("twentynine", {"game_target": 1}),
            ("tonk", {"hands": 2}),
            ("spades", {"target": 100, "mercy_loss_at": -100}),
            ("schmier", {"target": 5}),
        ]:
            t = await svc.create(
                guild_id=1 << 55, channel_id=2, host_id=10, host_name="ann", game=game
            )
            await svc.join(t.id, 11, "ben")
            for _ in range(t.row.seats - 2):
                await svc.add_computer(t.id, 10)
            for k, v in options.items():
                await svc.set_option(t.id, 10, k, v)
            await svc.set_level(t.id, 10, "basic")
            await svc.start(t.id, 10)
            played.append(t.id)
        # Two play out (their ends: league and ledger rows), two stay in play.
        for tid in played[:2]:
            await play_out(svc, tid, {10: 0, 11: 1}, rng)
        for tid in played[2:]:
            await svc.idle(tid)
        lobby = await svc.create(
            guild_id=1 << 55, channel_id=2, host_id=12, host_name="cat", game="spades"
        )
        step, made = record_payment_step(
            1 << 55, Person(10, "ann"), Person(11, "ben"), 7, 10, 1_700_000_000.5
        )
        await store.write([step])
        assert made
        closing, closed = close_books_step(1 << 55, 10, 1_700_000_001.5)
        await store.write([closing, new_season_op(1 << 55, 1_700_000_002.5)])
        assert closed == [1]
        await store.set_server(ServerRow(1 << 55, {"language": "cy"}, 1.25, 10))
        await store.add_preset(PresetRow(1 << 55, "spades", "quick", {"target": 200}, 2.5, 10))
        await store.set_person_language(11, "bg")
        await store.set_kv("commands", "digest")
        await store.write(
            [
                (UPSERT, ("AS", (1 << 60) + 1, 3)),
                sql.ping_op(PingRow(lobby.id, 77, (1 << 58) + 5)),
                sql.shown_op(played[2], "abc"),
                sql.rematch_op(RematchRow(played[0], lobby.id, 12, 1_700_000_003.5)),
                *store.checkpoint_ops(played[1], 99, {"hands": 99}),
            ]
        )
    finally:
        await svc.close()
        await store.close()


def sqlite_rows(
    conn: sqlite3.Connection, table: str
) -> tuple[list[str], list[str], list[tuple[Any, ...]]]:
    """A table's columns, its primary key, and its rows in the key's order."""
    info = list(conn.execute(f"PRAGMA table_info({table})"))
    columns = [c[1] for c in info]
    keys = [c[1] for c in sorted(info, key=lambda c: c[5]) if c[5]]
    rows = conn.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY {', '.join(keys)}")
    return columns, keys, [tuple(r) for r in rows]


async def test_move_data_copies_every_row_and_the_bot_goes_on(
    pg_database: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "cardroom.db"
    await fill(source)
    status = await asyncio.to_thread(
        main, ["move-data", "--from", str(source), "--to", pg_database]
    )
    out = capsys.readouterr()
    assert status == 0, out.err
    assert out.out.startswith("cardroom: moved 5 tables and ")

    # Every row of every table, value for value (and every table of the schema has rows).
    conn = sqlite3.connect(source)
    pg = await asyncpg.connect(pg_database)
    try:
        for table in ORDER:
            columns, keys, expected = sqlite_rows(conn, table)
            query = f"SELECT {', '.join(columns)} FROM {table} ORDER BY {', '.join(keys)}"
            got = [tuple(r) for r in await pg.fetch(query)]
            assert expected, f"{table}: the test's database should hold rows"
            assert got == expected, table
    finally:
        await pg.close()
        conn.close()

    # Every table replays from the copy to the match it replays to from SQLite.
    old, new = await open_store(source), await open_store(pg_database)
    try:
        tables = [int(r[0]) for r in await old.fetch("SELECT id FROM tables ORDER BY id")]
        still_open = [t.id for t in await old.open_tables()]
        assert len(still_open) == 3
        for tid in tables:
            a, b = await old.table(tid), await new.table(tid)
            assert a == b and a is not None
            if a.seed is None:
                continue  # the lobby: nothing dealt
            rec_a = record_of(a, await old.deals(tid), await old.actions(tid))
            rec_b = record_of(a, await new.deals(tid), await new.actions(tid))
            assert rec_a == rec_b
            ma, mb = build_match(rec_a, seed=a.seed), build_match(rec_b, seed=a.seed)
            assert ma.version == mb.version and ma.record() == mb.record()
        top = max(tables)
    finally:
        await old.close()
        await new.close()

    # The bot on the copy: its open tables back, and the next table after the copied ones.
    svc = TableService(await open_store(pg_database), FAST)
    await svc.load()
    try:
        assert sorted(svc.tables) == still_open
        t = await svc.create(guild_id=3, channel_id=4, host_id=20, host_name="dee", game="tonk")
        assert t.id > top
    finally:
        await svc.close()
        await svc.store.close()


async def test_move_data_refuses_a_database_in_use(pg_database: str, tmp_path: Path) -> None:
    """Into a database that is not empty nothing is copied, and a line says why."""
    source = tmp_path / "cardroom.db"
    await fill(source)
    assert (
        await asyncio.to_thread(main, ["move-data", "--from", str(source), "--to", pg_database])
        == 0
    )
    pg = await asyncpg.connect(pg_database)
    try:
        before = await pg.fetchval("SELECT COUNT(*) FROM actions")
    finally:
        await pg.close()
    status = await asyncio.to_thread(
        main, ["move-data", "--from", str(source), "--to", pg_database]
    )
    assert status == 1
    pg = await asyncpg.connect(pg_database)
    try:
        assert await pg.fetchval("SELECT COUNT(*) FROM actions") == before
    finally:
        await pg.close()
