"""The rows of the store: what the tables layer reads and hands back, whatever the database.

Plain data (no SQL, no I/O): ``bot.db.sql`` turns them into statements for SQLite, and another
database would do the same with its own statements (see ``bot.db.storage``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

STORED_DEFAULT_LEVEL = "strong"
"""The computer level of a row that does not say: the column's default (migration 2), which
tables stored before levels existed got.  Not the level of a new table, which the tables layer
chooses (``bot.computers.DEFAULT_LEVEL``, the same today)."""


@dataclass(slots=True)
class TableRow:
    """One row of ``tables``: everything about a table except its record."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    host_id: int
    game: str
    options: dict[str, Any]
    seats: int
    players: list[dict[str, Any]]
    status: str
    seed: int | None
    first_dealer: int | None
    version: int
    message_id: int | None
    turn_seconds: int
    hand_limit: int | None
    created_at: float
    updated_at: float
    computer_level: str = STORED_DEFAULT_LEVEL
    """The level of the table's computers (and of timed-out turns): random, basic, strong."""
    deadline: float | None = None
    """Wall-clock time (``time.time()``) when the current turn runs out, written with the move
    that started the turn: a restarted bot resumes the timer with the time that was left."""
    language: str = "en"
    """The language of the table's public messages (``bot.i18n.LANGUAGES``), kept from its
    opening: the server's, or the host's choice in the lobby."""
    lobby_expiry: float | None = None
    """Seconds this lobby may stay unchanged before it closes, its server's when it opened
    (None: the bot's setting; 0: never)."""
    rated: bool = True
    """Whether the table's end moves the league ratings (its server's choice when it opened)."""


@dataclass(slots=True, frozen=True)
class ActionRow:
    seq: int
    hand: int
    seat: int
    action: str
    version: int
    source: str
    user_id: int | None


@dataclass(slots=True, frozen=True)
class DealRow:
    hand: int
    dealer: int
    deal: dict[str, Any]
    result: dict[str, Any] | None


@dataclass(slots=True, frozen=True)
class ResultRow:
    hand: int
    side: int
    points: int
    total: int
    bags: int | None


@dataclass(slots=True, frozen=True)
class PingRow:
    """A turn ping the bot posted and has not deleted yet (``pings``)."""

    table_id: int
    channel_id: int
    message_id: int


@dataclass(slots=True)
class EndingRow:
    """What is left to show of a table that ended (``endings``).

    Written in the transaction that ends the table and marked step by step as the bot shows the
    end (posts, then the final table message, then the archive; the table's turn pings are in
    ``pings``), so a bot that stopped in between finishes the follow-up at its next start, and
    a step marked done is never repeated.
    """

    table_id: int
    reason: str | None
    """Why the table ended, posted in its thread; None: the match was played out, and its
    result is posted instead."""
    first_hand: int | None = None
    """The first hand that the change ending the table finished (None: none).  The summaries of
    that hand and the later ones are the end's first posts: they were not shown before."""
    posted: int = 0
    """How many of the end's posts (the summaries, then the result or the reason) were made."""
    shown: bool = False
    """The table message shows the end (the final scores, no buttons)."""
    done: bool = False
    """The thread is archived and locked: nothing is left to do."""


@dataclass(slots=True)
class RematchRow:
    """A rematch (``rematches``): the table a result post's Rematch opened from an ended one."""

    old_table_id: int
    new_table_id: int
    host_id: int
    """Who clicked Rematch: the new table's host."""
    held_until: float
    """Wall-clock time (``time.time()``) when the seats held for the old table's people end."""
    invited: bool = False
    """The invitation (in the new thread) and the link (in the old one) are posted."""


@dataclass(slots=True, frozen=True)
class ServerRow:
    """A server's settings (``servers``): ``bot.tables.servers.ServerSettings`` as JSON."""

    guild_id: int
    settings: dict[str, Any]
    updated_at: float = 0.0
    updated_by: int = 0


@dataclass(slots=True, frozen=True)
class PresetRow:
    """A named set of house rules of one game in one server (``presets``)."""

    guild_id: int
    game: str
    name: str
    options: dict[str, Any]
    created_at: float = 0.0
    created_by: int = 0
