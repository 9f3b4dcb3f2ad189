"""The reads of the ``Storage`` protocol, written once over ``fetch`` and ``write``.

Each read is a statement of ``bot.db.sql`` (portable SQL, ``?`` placeholders) and the parsing of
its rows; a storage class that has ``fetch`` (rows of a query) and ``write`` (a committed change)
gets them all by inheriting ``Reads``; ``Statements`` gives the portable statements of a change
(a store overrides those it writes otherwise: PostgreSQL's checkpoint).  Both stores inherit
both.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.db import sql
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
from bot.db.sql import Step


class Statements:
    """Mixin: the statements of ``bot.db.sql``, as the ``Storage`` protocol asks for them."""

    insert_table_op = staticmethod(sql.insert_table_op)
    update_table_op = staticmethod(sql.update_table_op)
    action_op = staticmethod(sql.action_op)
    deal_op = staticmethod(sql.deal_op)
    result_ops = staticmethod(sql.result_ops)
    summary_shown_op = staticmethod(sql.summary_shown_op)
    summaries_shown_op = staticmethod(sql.summaries_shown_op)
    ping_op = staticmethod(sql.ping_op)
    ping_gone_op = staticmethod(sql.ping_gone_op)
    ending_op = staticmethod(sql.ending_op)
    ending_progress_op = staticmethod(sql.ending_progress_op)
    rematch_op = staticmethod(sql.rematch_op)
    rematch_invited_op = staticmethod(sql.rematch_invited_op)
    shown_op = staticmethod(sql.shown_op)
    checkpoint_ops = staticmethod(sql.checkpoint_ops)


class Reads:
    """Mixin: the storage's reads, and the small writes that commit before they return."""

    async def fetch(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    async def write(self, ops: list[Step]) -> None:
        raise NotImplementedError

    async def open_tables(self) -> list[TableRow]:
        """Tables to bring back after a restart: in the lobby or playing."""
        return [sql.table_from(r) for r in await self.fetch(sql.OPEN_TABLES)]

    async def table(self, table_id: int) -> TableRow | None:
        rows = await self.fetch(sql.TABLE, (table_id,))
        return sql.table_from(rows[0]) if rows else None

    async def deals(self, table_id: int) -> list[DealRow]:
        return [sql.deal_from(r) for r in await self.fetch(sql.DEALS, (table_id,))]

    async def actions(self, table_id: int) -> list[ActionRow]:
        return [ActionRow(*r) for r in await self.fetch(sql.ACTIONS, (table_id,))]

    async def deals_from(self, table_id: int, hand: int) -> list[DealRow]:
        """The deals of hands ``hand`` on (a rebuild from a checkpoint)."""
        return [sql.deal_from(r) for r in await self.fetch(sql.DEALS_FROM, (table_id, hand))]

    async def actions_from(self, table_id: int, hand: int) -> list[ActionRow]:
        """The actions of hands ``hand`` on, in order (a rebuild from a checkpoint)."""
        return [ActionRow(*r) for r in await self.fetch(sql.ACTIONS_FROM, (table_id, hand))]

    async def checkpoints(self, table_id: int) -> list[tuple[int, dict[str, Any]]]:
        """A Tonk table's stored checkpoints, oldest first: (hands before it, its state)."""
        rows = await self.fetch(sql.CHECKPOINTS, (table_id,))
        return [(int(h), json.loads(state)) for h, state in rows]

    async def last_seq(self, table_id: int) -> int:
        """The ``seq`` of the table's last action (-1: none)."""
        return int((await self.fetch(sql.LAST_SEQ, (table_id,)))[0][0])

    async def shown(self) -> dict[int, str]:
        """Per open table, the digest of its table message as last edited (the others'
        are pruned first: their tables ended)."""
        await self.write([(sql.SHOWN_PRUNE, ())])
        return {int(t): str(d) for t, d in await self.fetch(sql.SHOWN)}

    async def results(self, table_id: int) -> list[ResultRow]:
        return [ResultRow(*r) for r in await self.fetch(sql.RESULTS, (table_id,))]

    async def pings(self) -> dict[int, list[PingRow]]:
        """The pings not deleted yet, per table, oldest first: the last is the current one."""
        out: dict[int, list[PingRow]] = {}
        for r in await self.fetch(sql.PINGS):
            out.setdefault(r[0], []).append(PingRow(*r))
        return out

    async def summaries_due(self) -> dict[int, list[int]]:
        """The hands whose summary is not posted yet, per table, in order."""
        out: dict[int, list[int]] = {}
        for table_id, hand in await self.fetch(sql.SUMMARIES_DUE):
            out.setdefault(table_id, []).append(hand)
        return out

    async def endings(self, *, pending: bool = True) -> list[EndingRow]:
        """The ends whose follow-up is not done (``pending=False``: every end), by table."""
        return [sql.ending_from(r) for r in await self.fetch(sql.endings_query(pending=pending))]

    async def rematch_of(self, old_table_id: int) -> RematchRow | None:
        """The rematch that ``old_table_id``'s Rematch opened, if any."""
        rows = await self.fetch(sql.REMATCH_OF, (old_table_id,))
        return sql.rematch_from(rows[0]) if rows else None

    async def rematch_for(self, new_table_id: int) -> RematchRow | None:
        """What ``new_table_id`` rematches, if it is a rematch."""
        rows = await self.fetch(sql.REMATCH_FOR, (new_table_id,))
        return sql.rematch_from(rows[0]) if rows else None

    async def get_kv(self, key: str) -> str | None:
        rows = await self.fetch(sql.KV, (key,))
        return str(rows[0][0]) if rows else None

    async def set_kv(self, key: str, value: str) -> None:
        await self.write([sql.kv_op(key, value)])

    async def people_languages(self) -> dict[int, str]:
        """Every person's own language (``/config my-language``), by user id."""
        return {int(u): str(lang) for u, lang in await self.fetch(sql.PEOPLE_LANGUAGES)}

    async def set_person_language(self, user_id: int, language: str | None) -> None:
        """Store a person's own language (``None``: forget it), committed before it returns."""
        await self.write([sql.person_language_op(user_id, language)])

    async def servers(self) -> list[ServerRow]:
        """Every server's stored settings (``/config``)."""
        return [sql.server_from(r) for r in await self.fetch(sql.SERVERS)]

    async def presets(self) -> list[PresetRow]:
        """Every server's house-rule presets, by server, game and age."""
        return [sql.preset_from(r) for r in await self.fetch(sql.PRESETS)]

    async def set_server(self, row: ServerRow) -> None:
        """Store a server's settings, committed before it returns."""
        await self.write([sql.server_op(row)])

    async def add_preset(self, row: PresetRow) -> None:
        """Store a new preset, committed before it returns."""
        await self.write([sql.preset_op(row)])

    async def delete_preset(self, guild_id: int, game: str, name: str) -> None:
        await self.write([sql.preset_delete_op(guild_id, game, name)])
