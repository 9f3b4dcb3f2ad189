"""PostgreSQL's statements: SQLite's (``bot.db.sql``) with numbered placeholders, and its own
where the two dialects differ.

Every statement of ``bot.db.sql``, of the leagues and the ledger and of the presenter is written
in the SQL both databases speak (``ON CONFLICT ... DO UPDATE``, ``excluded``, ``RETURNING``), with
``?`` placeholders; PostgreSQL wants ``$1, $2 ...``, which ``numbered`` gives (once per
statement text: the result is cached).  The one statement SQLite alone speaks,
``INSERT OR REPLACE``, has its PostgreSQL form here (``checkpoint_ops``).  Pure: nothing here
touches a connection.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from bot.db import sql
from bot.db.sql import Op


@functools.lru_cache(maxsize=1024)
def numbered(statement: str) -> str:
    """``?`` placeholders -> ``$1, $2 ...``; a ``?`` inside quotes ('...' or "...") is text."""
    out: list[str] = []
    quote = ""
    n = 0
    for ch in statement:
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == "?":
            n += 1
            out.append(f"${n}")
            continue
        out.append(ch)
    return "".join(out)


def checkpoint_ops(table_id: int, hands: int, state: dict[str, Any]) -> list[Op]:
    """``bot.db.sql.checkpoint_ops``, with ``ON CONFLICT`` for SQLite's ``INSERT OR REPLACE``."""
    return [
        (
            "INSERT INTO checkpoints (table_id, hands, state) VALUES (?, ?, ?) "
            "ON CONFLICT(table_id, hands) DO UPDATE SET state=excluded.state",
            (table_id, hands, json.dumps(state, separators=(",", ":"))),
        ),
        (
            "DELETE FROM checkpoints WHERE table_id=? AND hands<=?",
            (table_id, hands - sql.KEPT),
        ),
    ]


RESERVE_TABLE_IDS = "SELECT nextval('table_ids') FROM generate_series(1, $1)"
"""``$1`` new table ids, never given to any process before (the sequence of migration 13)."""
