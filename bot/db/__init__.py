"""The durable store: SQLite through aiosqlite, in WAL mode, migrated at start.

``rows`` are the plain rows, ``sql`` SQLite's statements, ``writer`` the group-committing writer,
``store`` the SQLite ``Store``, and ``storage`` the protocol the tables layer uses (so another
database can stand in for SQLite).
"""

from bot.db.rows import ActionRow, DealRow, EndingRow, PingRow, ResultRow, TableRow
from bot.db.storage import Storage
from bot.db.store import Store

__all__ = [
    "ActionRow",
    "DealRow",
    "EndingRow",
    "PingRow",
    "ResultRow",
    "Storage",
    "Store",
    "TableRow",
]
