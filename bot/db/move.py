"""``python -m bot move-data --to postgresql://...``: a SQLite database copied into an empty
PostgreSQL one, every row of every table, in one transaction.

The bot must be stopped: the move takes SQLite's lock (``bot.db.lock``), so a running bot on the
database refuses it, and no move is made while the copy is read.  The SQLite database is first
brought to this bot's schema (as a start would), the PostgreSQL one is built by its migrations
at the same schema number, so the two have the same tables and columns (``bot.db.pg_migrations``)
and each table is copied column for column (``COPY``: binary, fast).  Then the sequences are set
past the copied ids (table ids, payment ids), and the row counts of both are compared; anything
wrong rolls the whole copy back, and the PostgreSQL database is left as empty as it was.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from bot.db.lock import DatabaseInUse, DatabaseLock
from bot.db.open import shown
from bot.db.store import Store

ORDER = (
    "tables", "deals", "actions", "hand_results", "kv", "pings", "endings", "league_seasons",
    "league_tables", "league_ratings", "league_games", "summaries", "card_emojis", "rematches",
    "ledger_books", "ledger_tables", "ledger_stakes", "ledger_payments", "people", "servers",
    "presets", "shown", "checkpoints",
)  # fmt: skip
"""Every table of schema 13, each after those its foreign keys name."""

BATCH = 5000
"""Rows read from SQLite and sent to PostgreSQL at a time."""


class MoveError(Exception):
    """The move could not be made (nothing was written); the message is the line to print."""


@dataclass(frozen=True, slots=True)
class MoveReport:
    rows: dict[str, int]

    def line(self, dest: str) -> str:
        total = sum(self.rows.values())
        return (
            f"moved {self.rows['tables']} tables and {self.rows['actions']} moves "
            f"({total} rows in {len(self.rows)} tables) to {shown(dest)}"
        )


async def move_data(source: Path, url: str) -> MoveReport:
    """Copy the SQLite database at ``source`` into the empty PostgreSQL database at ``url``."""
    if not source.is_file():
        raise MoveError(f"no database at {source}: set DATABASE_PATH to the bot's database")
    try:
        lock = DatabaseLock.acquire(source)
    except DatabaseInUse as exc:
        raise MoveError(f"{exc}; the move needs the bot stopped") from None
    try:
        store = await Store.open(source)  # brings it to this bot's schema, as a start would
        await store.close()
        return await _copy(source, url)
    finally:
        lock.release()


async def _copy(source: Path, url: str) -> MoveReport:
    import asyncpg

    from bot.db.pg_migrations import migrate, schema_version
    from bot.db.postgres import SERVER_SETTINGS

    try:
        conn = await asyncpg.connect(url, server_settings=SERVER_SETTINGS)
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        raise MoveError(f"cannot use the PostgreSQL database {shown(url)}: {exc}") from None
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        if await schema_version(conn) != 0 or await conn.fetchval(
            "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'"
        ):
            raise MoveError(
                f"{shown(url)} is not empty: the move copies into a new database only "
                "(createdb a new one)"
            )
        names = {r[0] for r in src.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if names - set(ORDER):  # pragma: no cover - a migration added a table, not ORDER
            raise MoveError(f"move-data does not know the tables {sorted(names - set(ORDER))}")
        counts: dict[str, int] = {}
        async with conn.transaction():
            await migrate(conn)
            for table in ORDER:
                columns = [c[1] for c in src.execute(f"PRAGMA table_info({table})")]
                cur = src.execute(f"SELECT {', '.join(columns)} FROM {table}")
                counts[table] = 0
                while rows := cur.fetchmany(BATCH):
                    await conn.copy_records_to_table(table, records=rows, columns=columns)
                    counts[table] += len(rows)
                got = await conn.fetchval(f"SELECT COUNT(*) FROM {table}")
                if got != counts[table]:  # pragma: no cover - COPY reports its own failures
                    raise MoveError(f"{table}: {counts[table]} rows read, {got} written")
            await conn.execute(
                "SELECT setval('table_ids', GREATEST((SELECT MAX(id) FROM tables), 1), "
                "(SELECT MAX(id) FROM tables) IS NOT NULL)"
            )
            await conn.execute(
                "SELECT setval(pg_get_serial_sequence('ledger_payments', 'id'), "
                "GREATEST((SELECT MAX(id) FROM ledger_payments), 1), "
                "(SELECT MAX(id) FROM ledger_payments) IS NOT NULL)"
            )
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ValueError, TypeError) as exc:
        raise MoveError(f"the move failed, nothing was written to {shown(url)}: {exc}") from None
    finally:
        src.close()
        await conn.close()
    return MoveReport(counts)
