"""What the tables layer asks of a database: the ``Storage`` protocol.

The table service is written against this protocol, never against SQLite: it asks the storage
for the statements of a change (``action_op``, ``update_table_op`` ...), hands them back to
``write`` in one list, and reads rows (``bot.db.rows``).  A statement is opaque to the service;
only the storage that built it runs it.  ``bot.db.store.Store`` is the SQLite storage,
``bot.db.postgres.PgStore`` the PostgreSQL one (``DATABASE_URL``; ``bot.db.open.open_store``
picks).

Some steps of a change are not built here: the league update (``bot.leagues.record_step``) and
the ledger's, which read inside the transaction: each is a ``bot.db.steps.TxStep``, which both
storages run.  ``Database`` is the rest of what the bot uses of its storage (the leagues' and
ledger's reads, the key-value rows).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from bot.db.rows import (
    ActionRow,
    DealRow,
    EndingRow,
    PingRow,
    PresetRow,
    RematchRow,
    ResultRow,
    ServerRow,
    TableRow,
)

Statement = Any
"""One step of a change as the storage built it (SQLite: ``bot.db.sql.Step``)."""


class Storage(Protocol):
    """The durable side of the tables: rows read, changes committed whole or not at all."""

    async def write(self, ops: list[Statement]) -> None:
        """Commit ``ops`` in one transaction; return once they are durable, raise if not (then
        nothing of them is stored)."""

    async def idle(self) -> None:
        """Return once every write handed over so far is committed (or has failed)."""

    def new_table_id(self) -> int:
        """A table id never given before (SQLite: one bot process owns the database;
        PostgreSQL: from a sequence, whatever the processes)."""

    # ----- statements ----------------------------------------------------------------------

    def insert_table_op(self, t: TableRow) -> Statement: ...

    def update_table_op(self, t: TableRow, now: float | None = None) -> Statement:
        """Every mutable column of ``t``; sets ``t.updated_at`` to ``now``."""

    def action_op(self, table_id: int, row: ActionRow) -> Statement: ...

    def deal_op(self, table_id: int, hand: int, dealer: int, deal: dict[str, Any]) -> Statement: ...

    def result_ops(
        self, table_id: int, hand: int, result: dict[str, Any], rows: list[ResultRow]
    ) -> list[Statement]:
        """A hand's result, its rows per side, and its summary, due until it is posted."""

    def ending_op(self, ending: EndingRow) -> Statement: ...

    def rematch_op(self, r: RematchRow) -> Statement:
        """Link an ended table to its rematch (replacing a link to one never opened)."""

    def checkpoint_ops(self, table_id: int, hands: int, state: dict[str, Any]) -> list[Statement]:
        """A Tonk table's checkpoint after ``hands`` hands (the older ones dropped)."""

    # ----- reads ---------------------------------------------------------------------------

    async def open_tables(self) -> list[TableRow]:
        """Tables in the lobby or playing, by id."""

    async def table(self, table_id: int) -> TableRow | None: ...

    async def deals(self, table_id: int) -> list[DealRow]:
        """A table's deals, by hand."""

    async def actions(self, table_id: int) -> list[ActionRow]:
        """A table's actions, by ``seq``."""

    async def deals_from(self, table_id: int, hand: int) -> list[DealRow]:
        """A table's deals from hand ``hand`` on."""

    async def actions_from(self, table_id: int, hand: int) -> list[ActionRow]:
        """A table's actions in hands ``hand`` on, by ``seq``."""

    async def checkpoints(self, table_id: int) -> list[tuple[int, dict[str, Any]]]:
        """A table's checkpoints, oldest first: (hands before it, its state)."""

    async def last_seq(self, table_id: int) -> int:
        """The ``seq`` of the table's last action (-1: none)."""

    async def shown(self) -> dict[int, str]:
        """Per open table, the digest of its table message as last edited."""

    async def pings(self) -> dict[int, list[PingRow]]:
        """The pings not deleted yet, per table, oldest first."""

    async def summaries_due(self) -> dict[int, list[int]]:
        """The hands whose summary is not posted yet, per table, in order."""

    async def endings(self, *, pending: bool = True) -> list[EndingRow]:
        """The ends whose follow-up is not done (``pending=False``: every end), by table."""

    async def rematch_of(self, old_table_id: int) -> RematchRow | None:
        """The rematch that ``old_table_id``'s Rematch opened, if any."""

    async def rematch_for(self, new_table_id: int) -> RematchRow | None:
        """What ``new_table_id`` rematches, if it is a rematch."""

    async def people_languages(self) -> dict[int, str]:
        """Every person's own language (``/config my-language``), by user id."""

    async def set_person_language(self, user_id: int, language: str | None) -> None:
        """Store a person's own language (``None``: forget it), committed before it returns."""

    async def servers(self) -> list[ServerRow]:
        """Every server's stored settings (``/config``)."""

    async def presets(self) -> list[PresetRow]:
        """Every server's house-rule presets, by server, game and age."""

    async def set_server(self, row: ServerRow) -> None:
        """Store a server's settings, committed before it returns."""

    async def add_preset(self, row: PresetRow) -> None:
        """Store a new preset (a name taken in its server and game raises), committed."""

    async def delete_preset(self, guild_id: int, game: str, name: str) -> None:
        """Forget a preset, committed before it returns."""


class Database(Storage, Protocol):
    """The whole storage as the bot uses it: ``Storage`` and the reads of the leagues, the
    ledger, the emojis and the command sync."""

    commits: int
    """How many transactions were committed (the benchmark reports moves per commit)."""

    async def close(self) -> None:
        """Finish the writes handed over so far, then close (later writes raise)."""

    async def fetch(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query (portable SQL, ``?`` placeholders)."""

    async def get_kv(self, key: str) -> str | None: ...

    async def set_kv(self, key: str, value: str) -> None: ...

    async def results(self, table_id: int) -> list[ResultRow]: ...
