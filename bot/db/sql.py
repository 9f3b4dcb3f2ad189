"""SQLite's statements for the rows of ``bot.db.rows``: the writes one change hands to the store,
the reads the store runs, and the parsing of what they return.

Pure: nothing here touches a connection.  A write is an ``Op`` (one statement and its
parameters); a change is a list of ``Step`` s committed in one transaction (``bot.db.writer``).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Sequence
from typing import Any

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

Op = tuple[str, Sequence[Any]]
"""One SQL statement and its parameters."""

InTransaction = Callable[[sqlite3.Connection], None]
"""A step that reads before it writes, run inside the transaction on the database's thread (the
league update: the ratings it reads cannot change before its writes commit).  It must only
touch the connection: a failed commit rolls its writes back and may run it again."""

Step = Op | InTransaction
"""What one change hands to ``Store.write``."""

TABLE_COLUMNS = (
    "id, guild_id, channel_id, thread_id, host_id, game, options, seats, players, status, seed, "
    "first_dealer, version, message_id, turn_seconds, hand_limit, created_at, updated_at, "
    "computer_level, deadline, language, lobby_expiry, rated"
)

# ----- writes ------------------------------------------------------------------------------


def insert_table_op(t: TableRow) -> Op:
    return (
        f"INSERT INTO tables ({TABLE_COLUMNS}) VALUES "
        "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            t.id,
            t.guild_id,
            t.channel_id,
            t.thread_id,
            t.host_id,
            t.game,
            json.dumps(t.options),
            t.seats,
            json.dumps(t.players),
            t.status,
            t.seed,
            t.first_dealer,
            t.version,
            t.message_id,
            t.turn_seconds,
            t.hand_limit,
            t.created_at,
            t.updated_at,
            t.computer_level,
            t.deadline,
            t.language,
            t.lobby_expiry,
            int(t.rated),
        ),
    )


def update_table_op(t: TableRow, now: float | None = None) -> Op:
    """Write every mutable column of ``t`` (small rows: simpler than tracking changes);
    ``now``: the change's time (the service's clock: an idle lobby expires from it)."""
    t.updated_at = time.time() if now is None else now
    return (
        "UPDATE tables SET thread_id=?, options=?, seats=?, players=?, status=?, seed=?, "
        "first_dealer=?, version=?, message_id=?, turn_seconds=?, hand_limit=?, updated_at=?, "
        "computer_level=?, deadline=?, host_id=?, language=? WHERE id=?",
        (
            t.thread_id,
            json.dumps(t.options),
            t.seats,
            json.dumps(t.players),
            t.status,
            t.seed,
            t.first_dealer,
            t.version,
            t.message_id,
            t.turn_seconds,
            t.hand_limit,
            t.updated_at,
            t.computer_level,
            t.deadline,
            t.host_id,
            t.language,
            t.id,
        ),
    )


def action_op(table_id: int, row: ActionRow) -> Op:
    return (
        "INSERT INTO actions (table_id, seq, hand, seat, action, version, source, user_id, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            table_id,
            row.seq,
            row.hand,
            row.seat,
            row.action,
            row.version,
            row.source,
            row.user_id,
            time.time(),
        ),
    )


def deal_op(table_id: int, hand: int, dealer: int, deal: dict[str, Any]) -> Op:
    return (
        "INSERT INTO deals (table_id, hand, dealer, deal) VALUES (?, ?, ?, ?)",
        (table_id, hand, dealer, json.dumps(deal)),
    )


def result_ops(table_id: int, hand: int, result: dict[str, Any], rows: list[ResultRow]) -> list[Op]:
    """A hand's result, its rows per side, and its summary, due until it is posted."""
    ops: list[Op] = [
        (
            "UPDATE deals SET result=? WHERE table_id=? AND hand=?",
            (json.dumps(result), table_id, hand),
        )
    ]
    ops += [
        (
            "INSERT INTO hand_results (table_id, hand, side, points, total, bags) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, r.hand, r.side, r.points, r.total, r.bags),
        )
        for r in rows
    ]
    ops.append(("INSERT INTO summaries (table_id, hand) VALUES (?, ?)", (table_id, hand)))
    return ops


def summary_shown_op(table_id: int, hand: int) -> Op:
    """A hand's summary was posted (or refused for good): no longer due."""
    return ("DELETE FROM summaries WHERE table_id=? AND hand=?", (table_id, hand))


def summaries_shown_op(table_id: int) -> Op:
    """Every summary of a table is shown (its end is, with the last ones)."""
    return ("DELETE FROM summaries WHERE table_id=?", (table_id,))


def ping_op(ping: PingRow) -> Op:
    """Remember a posted ping until it is deleted (a restart must still delete it)."""
    return (
        "INSERT INTO pings (message_id, table_id, channel_id) VALUES (?, ?, ?)",
        (ping.message_id, ping.table_id, ping.channel_id),
    )


def ping_gone_op(message_id: int) -> Op:
    """Forget a ping once it was deleted (or found already gone)."""
    return ("DELETE FROM pings WHERE message_id=?", (message_id,))


def ending_op(ending: EndingRow) -> Op:
    """Remember what is left to show of a table that ends: part of the transaction that ends
    it, so that no end is committed without its follow-up."""
    return (
        "INSERT INTO endings (table_id, reason, first_hand, posted, shown, done) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (
            ending.table_id,
            ending.reason,
            ending.first_hand,
            ending.posted,
            int(ending.shown),
            int(ending.done),
        ),
    )


def ending_progress_op(ending: EndingRow) -> Op:
    """Mark the steps of an end's follow-up done so far (never to be repeated)."""
    return (
        "UPDATE endings SET posted=?, shown=?, done=? WHERE table_id=?",
        (ending.posted, int(ending.shown), int(ending.done), ending.table_id),
    )


def kv_op(key: str, value: str) -> Op:
    return (
        "INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=?",
        (key, value, value),
    )


def rematch_op(r: RematchRow) -> Op:
    """Link an ended table to its rematch (in the transaction that stores the new table); a
    link to a rematch that was never opened (no thread: cancelled at a restart) is replaced."""
    return (
        "INSERT INTO rematches (old_table_id, new_table_id, host_id, held_until, invited) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT(old_table_id) DO UPDATE SET "
        "new_table_id=excluded.new_table_id, host_id=excluded.host_id, "
        "held_until=excluded.held_until, invited=excluded.invited",
        (r.old_table_id, r.new_table_id, r.host_id, r.held_until, int(r.invited)),
    )


def rematch_invited_op(new_table_id: int) -> Op:
    """The invitation and the link of a rematch are posted."""
    return ("UPDATE rematches SET invited=1 WHERE new_table_id=?", (new_table_id,))


def shown_op(table_id: int, digest: str) -> Op:
    """What the table message was last edited to (its digest): a restart does not edit an
    unchanged message again (migration 13)."""
    return (
        "INSERT INTO shown (table_id, digest) VALUES (?, ?) "
        "ON CONFLICT(table_id) DO UPDATE SET digest=excluded.digest",
        (table_id, digest),
    )


SHOWN_PRUNE = (
    "DELETE FROM shown WHERE table_id NOT IN "
    "(SELECT id FROM tables WHERE status IN ('lobby', 'playing'))"
)
"""The digests of tables that ended (nothing edits their message as a live one again)."""


KEPT = 4
"""A table's checkpoints kept: those of its last hands (a restart with summaries still to post
starts from one before them)."""


def checkpoint_ops(table_id: int, hands: int, state: dict[str, Any]) -> list[Op]:
    """Store a Tonk table's checkpoint after ``hands`` hands (migration 13) and drop the ones
    of ``KEPT`` hands before: a restart starts from the latest that fits (``restart``)."""
    return [
        (
            "INSERT OR REPLACE INTO checkpoints (table_id, hands, state) VALUES (?, ?, ?)",
            (table_id, hands, json.dumps(state, separators=(",", ":"))),
        ),
        ("DELETE FROM checkpoints WHERE table_id=? AND hands<=?", (table_id, hands - KEPT)),
    ]


# ----- reads -------------------------------------------------------------------------------

OPEN_TABLES = f"SELECT {TABLE_COLUMNS} FROM tables WHERE status IN ('lobby', 'playing') ORDER BY id"
"""Tables to bring back after a restart: in the lobby or playing."""
TABLE = f"SELECT {TABLE_COLUMNS} FROM tables WHERE id=?"
MAX_TABLE_ID = "SELECT COALESCE(MAX(id), 0) FROM tables"
DEALS = "SELECT hand, dealer, deal, result FROM deals WHERE table_id=? ORDER BY hand"
DEALS_FROM = (
    "SELECT hand, dealer, deal, result FROM deals WHERE table_id=? AND hand>=? ORDER BY hand"
)
ACTIONS_FROM = (
    "SELECT seq, hand, seat, action, version, source, user_id FROM actions "
    "WHERE table_id=? AND hand>=? ORDER BY seq"
)
SHOWN = "SELECT table_id, digest FROM shown"
LAST_SEQ = "SELECT COALESCE(MAX(seq), -1) FROM actions WHERE table_id=?"
CHECKPOINTS = "SELECT hands, state FROM checkpoints WHERE table_id=? ORDER BY hands"
ACTIONS = (
    "SELECT seq, hand, seat, action, version, source, user_id FROM actions "
    "WHERE table_id=? ORDER BY seq"
)
RESULTS = (
    "SELECT hand, side, points, total, bags FROM hand_results WHERE table_id=? ORDER BY hand, side"
)
PINGS = "SELECT table_id, channel_id, message_id FROM pings ORDER BY table_id, message_id"
SUMMARIES_DUE = "SELECT table_id, hand FROM summaries ORDER BY table_id, hand"
KV = "SELECT value FROM kv WHERE key=?"
PEOPLE_LANGUAGES = "SELECT user_id, language FROM people"


def person_language_op(user_id: int, language: str | None) -> Op:
    """A person's own language (``None``: forget it, and follow Discord's and the server's)."""
    if language is None:
        return ("DELETE FROM people WHERE user_id=?", (user_id,))
    return (
        "INSERT INTO people (user_id, language, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT(user_id) DO UPDATE SET language=excluded.language, "
        "updated_at=excluded.updated_at",
        (user_id, language, time.time()),
    )


REMATCH_COLUMNS = "old_table_id, new_table_id, host_id, held_until, invited"
REMATCH_OF = f"SELECT {REMATCH_COLUMNS} FROM rematches WHERE old_table_id=?"
"""The rematch an ended table's Rematch opened, if any."""
REMATCH_FOR = f"SELECT {REMATCH_COLUMNS} FROM rematches WHERE new_table_id=?"
"""What a table rematches, if it is a rematch."""


def rematch_from(r: Sequence[Any]) -> RematchRow:
    return RematchRow(r[0], r[1], r[2], r[3], bool(r[4]))


def endings_query(*, pending: bool) -> str:
    """The ends whose follow-up is not done (``pending=False``: every end), by table."""
    where = "WHERE done = 0 " if pending else ""
    return (
        "SELECT table_id, reason, first_hand, posted, shown, done FROM endings "
        f"{where}ORDER BY table_id"
    )


def table_from(row: Sequence[Any]) -> TableRow:
    values = list(row)
    values[6] = json.loads(values[6])
    values[8] = json.loads(values[8])
    values[22] = bool(values[22])
    return TableRow(*values)


def deal_from(r: Sequence[Any]) -> DealRow:
    return DealRow(r[0], r[1], json.loads(r[2]), json.loads(r[3]) if r[3] else None)


def ending_from(r: Sequence[Any]) -> EndingRow:
    return EndingRow(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5]))


# ----- server settings and presets (``/config``) ---------------------------------------------

SERVERS = "SELECT guild_id, settings, updated_at, updated_by FROM servers"
PRESETS = (
    "SELECT guild_id, game, name, options, created_at, created_by FROM presets "
    "ORDER BY guild_id, game, created_at, name"
)


def server_op(r: ServerRow) -> Op:
    """A server's settings, replacing what it had."""
    return (
        "INSERT INTO servers (guild_id, settings, updated_at, updated_by) VALUES (?, ?, ?, ?) "
        "ON CONFLICT(guild_id) DO UPDATE SET settings=excluded.settings, "
        "updated_at=excluded.updated_at, updated_by=excluded.updated_by",
        (r.guild_id, json.dumps(r.settings, sort_keys=True), r.updated_at, r.updated_by),
    )


def preset_op(r: PresetRow) -> Op:
    """A new preset (a taken name fails: the primary key)."""
    return (
        "INSERT INTO presets (guild_id, game, name, options, created_at, created_by) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (r.guild_id, r.game, r.name, json.dumps(r.options, sort_keys=True), r.created_at,
         r.created_by),
    )  # fmt: skip


def preset_delete_op(guild_id: int, game: str, name: str) -> Op:
    return (
        "DELETE FROM presets WHERE guild_id=? AND game=? AND name=?",
        (guild_id, game, name),
    )


def server_from(r: Sequence[Any]) -> ServerRow:
    return ServerRow(int(r[0]), json.loads(r[1]), float(r[2]), int(r[3]))


def preset_from(r: Sequence[Any]) -> PresetRow:
    return PresetRow(int(r[0]), str(r[1]), str(r[2]), json.loads(r[3]), float(r[4]), int(r[5]))
