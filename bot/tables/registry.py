"""The open tables of one bot: by id, by thread, and those taken offline.

One bot process owns its database (``bot.db.lock``), so this is the only list of the tables in
play.  Pure: the service adds a table once its row is stored and removes it once it ended.
"""

from __future__ import annotations

from bot.tables.errors import TableError
from bot.tables.model import LiveTable

OFFLINE = "offline"
"""The status of a table taken offline in memory (never stored): see ``Registry.take_offline``."""
OFFLINE_ANSWER = "error-table-paused"
"""The refusal at a table taken offline (its catalogue message)."""


class Registry:
    """The tables in play, found by id or by thread."""

    def __init__(self) -> None:
        self.tables: dict[int, LiveTable] = {}
        self.by_thread: dict[int, int] = {}
        self.offline: set[int] = set()
        """Tables taken offline: refused (``get`` says why) until a restart loads them."""

    def get(self, table_id: int) -> LiveTable:
        t = self.tables.get(table_id)
        if t is None:
            if table_id in self.offline:
                raise TableError("error-table-paused")
            raise TableError("error-table-ended")
        return t

    def in_thread(self, thread_id: int | None) -> LiveTable | None:
        tid = self.by_thread.get(thread_id or 0)
        return self.tables.get(tid) if tid is not None else None

    def tables_of(self, user_id: int, guild_id: int | None = None) -> list[LiveTable]:
        """The tables where ``user_id`` is seated (in one server, if given)."""
        return [
            t
            for t in self.tables.values()
            if t.seat_of(user_id) is not None and (guild_id is None or t.row.guild_id == guild_id)
        ]

    def add(self, t: LiveTable) -> None:
        self.tables[t.id] = t
        if t.row.thread_id:
            self.by_thread[t.row.thread_id] = t.id

    def remove(self, t: LiveTable) -> None:
        self.tables.pop(t.id, None)
        if t.row.thread_id:
            self.by_thread.pop(t.row.thread_id, None)

    def take_offline(self, t: LiveTable) -> None:
        """Nothing more is accepted for ``t`` (its memory ran ahead of the store and could not
        be put back); nothing of its unsaved state may be shown either."""
        t.row.status = OFFLINE
        t.match = None
        self.remove(t)
        self.offline.add(t.id)
