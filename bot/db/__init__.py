"""The durable store: SQLite through aiosqlite, in WAL mode, migrated at start."""

from bot.db.store import ActionRow, DealRow, EndingRow, PingRow, ResultRow, Store, TableRow

__all__ = ["ActionRow", "DealRow", "EndingRow", "PingRow", "ResultRow", "Store", "TableRow"]
