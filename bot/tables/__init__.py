"""Live tables: the lobby, the match rebuilt from its record, locks, computer seats and timers."""

from bot.tables.errors import TableError
from bot.tables.model import LiveTable, Seat
from bot.tables.service import TableService

__all__ = ["LiveTable", "Seat", "TableError", "TableService"]
