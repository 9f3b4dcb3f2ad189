"""The durable store: SQLite through aiosqlite (the default), or PostgreSQL through asyncpg
(``DATABASE_URL``), migrated at start.

``rows`` are the plain rows, ``sql`` the statements (portable; ``pg_sql`` PostgreSQL's own),
``steps`` the read-then-write steps both run, ``writer`` the group-committing writer, ``store``
the SQLite ``Store``, ``postgres`` the ``PgStore``, ``open`` the choice between them, and
``storage`` the protocols the bot uses (``Storage``, ``Database``).
"""

from bot.db.rows import ActionRow, DealRow, EndingRow, PingRow, ResultRow, TableRow
from bot.db.storage import Database, Storage
from bot.db.store import Store

__all__ = [
    "ActionRow",
    "Database",
    "DealRow",
    "EndingRow",
    "PingRow",
    "ResultRow",
    "Storage",
    "Store",
    "TableRow",
]
