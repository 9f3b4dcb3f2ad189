"""Tables that Discord can no longer show (``Losses``).

A refusal that means the table can no longer be shown (its thread was deleted, the bot may no
longer post in it, its message cannot be posted again) cancels the table, unrated
(``TableCalls.lose``): no turn timer plays on at a table nobody can see.  Why is said in the
thread if the bot may still post there, else in its parent channel if it may, else only logged.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.i18n import tr
from bot.presenter.calls import ARCHIVED, NO_ACCESS, UNKNOWN_CHANNEL
from bot.presenter.outbox import Outbox

log = logging.getLogger(__name__)

LOST_THREAD = "thread"
LOST_ACCESS = "access"
LOST_LOCKED = "locked"
LOST_MESSAGE = "message"
LOST_REASONS = {
    LOST_THREAD: "its thread was deleted",
    LOST_ACCESS: "Cardroom may no longer post in its thread",
    LOST_LOCKED: "its thread was locked",
    LOST_MESSAGE: "its table message was deleted and could not be posted again",
}
"""Why a table that Discord can no longer show was cancelled (``Losses.lost``), for the log;
the table's own language says it in the thread (``table-lost-<why>``, table.ftl)."""
UNPOSTABLE = frozenset({LOST_THREAD, LOST_ACCESS, LOST_LOCKED})
"""Lost tables whose thread takes no post: their end's last post goes to the parent channel."""


class Losses:
    def __init__(self, lose: Callable[[int, str], Awaitable[bool]]) -> None:
        self._lose = lose

    async def refused(
        self, box: Outbox, exc: discord.HTTPException, what: str, *, posting: bool
    ) -> None:
        """Log a refusal for good; one that says the table can no longer be shown loses it:
        the thread is gone, or the bot may no longer post in it (an edit of its own message
        needs no more than access)."""
        log.warning("table %s: could not %s: %s", box.table.id, what, exc)
        if exc.code == UNKNOWN_CHANNEL:
            await self.lost(box, LOST_THREAD)
        elif exc.code in NO_ACCESS and (posting or exc.code == 50001):
            await self.lost(box, LOST_ACCESS)
        elif exc.code == ARCHIVED:
            await self.lost(box, LOST_LOCKED)

    async def lost(self, box: Outbox, why: str) -> None:
        """Discord can no longer show the table (``why``): cancel it, unrated, so that no turn
        timer plays the people on at a table they cannot see (a table that has ended already
        only shows the rest of its end where it still can).  If the cancel cannot be committed,
        the next refusal tries again."""
        if box.lost is None or why == LOST_THREAD:
            box.lost = why
        if box.ending is not None:
            return
        t = box.table
        say = tr(t.row.language)
        game = say(f"game-{t.row.game}") if say.has(f"game-{t.row.game}") else t.title
        # A server that rates no table hears nothing of ratings (as a cancel's answer).
        key = f"table-lost-{why}" if t.row.rated else f"table-lost-{why}-unrated"
        reason = say(key, game=game, table=str(t.id))
        log.warning("table %s: %s; cancelling it (not rated)", t.id, LOST_REASONS[why])
        try:
            await self._lose(t.id, reason)
        except Exception:
            log.warning("table %s: could not cancel it", t.id, exc_info=True)
            box.lost = None
