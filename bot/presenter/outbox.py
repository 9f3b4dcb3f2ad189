"""What is left to show of one table: its outbox (``Outbox``) and the posts queued in it."""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.presenter.edits import MOVE_EDITS

if TYPE_CHECKING:
    from bot.db import EndingRow, PingRow
    from bot.tables.model import LiveTable


@dataclass(slots=True)
class Post:
    text: str
    mentions: tuple[int, ...] = ()
    ping: bool = False
    """A ping replaces the table's previous ping message."""
    hand: int | None = None
    """A hand's summary: no longer due in the store (``summaries``) once made."""
    in_doubt: bool = False
    """It may have gone out just before the bot stopped: looked for in the thread first."""
    view: Any = None
    """Its components (a ``discord.ui.View`` from ``Messages``): a hand's summary's Replay, the
    result post's Rematch, the turn ping's Show hand."""


@dataclass
class Outbox:
    table: LiveTable
    dirty: bool = False
    posts: deque[Post] = field(default_factory=deque)
    ending: EndingRow | None = None
    """The table has ended: shown by ``Endings.conclude`` once the posts before it are out."""
    in_doubt: bool = False
    """The end is resumed after a restart: its next post may be in the thread already."""
    last_edit: float = 0.0
    """When the table message was last edited (an edit not made, the same payload, is not)."""
    move_edits: deque[float] = field(default_factory=lambda: deque(maxlen=MOVE_EDITS))
    """When it was last edited for people's moves, the latest last (``bot.presenter.edits``)."""
    for_move: bool = False
    """The edit due now is for a person's move: it may come early (``edits.due_in``)."""
    waiting: dict[int, int] = field(default_factory=dict)
    """The people the table message shows to act: seat -> turn count (``edits.waited_for``)."""
    task: asyncio.Task[None] | None = None
    timer: asyncio.Task[None] | None = None
    reserved: float = 0
    """The next edit holds a slot of the shared budget, this ticket (``RateLimiter.reserve``;
    0: none): it goes out once ``due`` says its slot has come."""
    edits: int = 0
    pinged: dict[int, int] = field(default_factory=dict)
    """Per seat, the turn (``PublicSnapshot.turns``) it was last pinged for."""
    ping_id: int | None = None
    """The table's current ping message (deleted when the next one is posted)."""
    stale: list[int] = field(default_factory=list)
    """Replaced pings still to delete."""
    tidier: asyncio.Task[None] | None = None
    """Deletes replaced pings in the background (``Pings.tidy``)."""
    tidying: list[PingRow] = field(default_factory=list)
    """The replaced pings its request on the way deletes (out of ``stale``)."""
    acted: dict[int, float] = field(default_factory=dict)
    """Per person (user id), when the presenter saw their last move (``pings.note_moves``)."""
    moves_seen: int = -1
    """The version of the newest of the table's recent actions ``acted`` has looked at."""
    ping_check: float | None = None
    """When a ping put off for a person at the table is due (``pings.ACTIVE_SECONDS``)."""
    ping_timer: asyncio.Task[None] | None = None
    ping_timer_at: float = 0.0
    recheck: bool = False
    """``ping_timer`` fired: the drain looks again at who needs a ping (``Pings.recheck``)."""
    shown: dict[str, Any] | None = None
    """The payload the table message was last edited to: an edit to the same is not made."""
    digest: str | None = None
    """After a restart, until the first edit: the stored digest of the payload the message was
    last edited to (``threads.digest``), so an unchanged message is not edited again."""
    lost: str | None = None
    """Discord can no longer show the table (a key of ``LOST_REASONS``): it is cancelled."""
