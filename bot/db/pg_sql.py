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
from collections.abc import Sequence
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


@functools.lru_cache(maxsize=1024)
def _pieces(statement: str) -> tuple[str, ...]:
    """``statement`` cut at its ``?`` placeholders (outside quotes): n placeholders, n+1 pieces."""
    pieces: list[str] = []
    start = 0
    quote = ""
    for i, ch in enumerate(statement):
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == "?":
            pieces.append(statement[start:i])
            start = i + 1
    pieces.append(statement[start:])
    return tuple(pieces)


def literal(value: Any) -> str | None:
    """``value`` as a quoted SQL literal of unknown type, which PostgreSQL types from where it
    stands as it types a placeholder (``'5'`` is an integer in ``id='5'``, text in
    ``name='5'``); NULL for None.  None: a value this does not spell (``inline`` gives up).

    Quotes are doubled and nothing else is special: the store's connections set
    ``standard_conforming_strings`` on (a backslash is a backslash)."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "'1'" if value else "'0'"  # both a boolean's and an integer's input
    if isinstance(value, int | float):
        return f"'{value!r}'"
    if isinstance(value, str):
        if "\x00" in value:
            return None  # text cannot hold it: the statement's own error, with a placeholder
        return "'" + value.replace("'", "''") + "'"
    return None


def literals(statement: str, params: Sequence[Any]) -> list[str] | None:
    """``params`` as ``literal``s, or None when one is not spelled or their count is not the
    statement's (the caller then sends the statement with placeholders)."""
    if len(_pieces(statement)) != len(params) + 1:
        return None
    out = []
    for value in params:
        text = literal(value)
        if text is None:
            return None
        out.append(text)
    return out


def inline(statement: str, params: Sequence[Any]) -> str | None:
    """``statement`` with its parameters written in as literals, for a script of many
    statements sent in one round trip (``PgStore._commit``); None when a parameter is not one
    ``literal`` spells or the count does not match (the caller sends it with placeholders)."""
    values = literals(statement, params)
    return None if values is None else filled(statement, values)


def filled(statement: str, values: Sequence[str]) -> str:
    """``statement`` with ``values`` (``literals`` of its parameters) at its placeholders."""
    pieces = _pieces(statement)
    out = [pieces[0]]
    for value, piece in zip(values, pieces[1:], strict=True):
        out.append(value)
        out.append(piece)
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
