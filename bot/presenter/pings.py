"""Turn pings (``Pings``): a short new message that notifies the person a table waits for.

Discord notifies nobody mentioned in an *edited* message, so the table message's "Turn ▶
@alice" pings no one.  After each edit, a person the edited state waits for who has not been
pinged for this turn (``PublicSnapshot.turns``) gets a short new message mentioning only them;
it carries Show hand (the person opens their hand from the notification itself), it
replaces the previous ping (deleted), and so does the half-time reminder, so the thread holds
one (a few while the request budget is spent: deleting waits for spare budget).  Being decided
at the (coalesced) edit, a fast run of moves pings only the person the table ends up waiting
for, never a computer seat, and nothing private is in it.  A ping is public: it speaks the
table's language (``PublicSnapshot.language``), its Show hand too.  Every ping is in the store
(``pings``) until it is deleted, so a restarted bot deletes the pings it posted before: the
first new ping replaces the last old one, and the pings of a table that ended meanwhile go at
the start.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from bot.db import PingRow, Store
from bot.i18n import tr
from bot.presenter.budget import RateLimiter
from bot.presenter.calls import (
    ARCHIVED,
    UNKNOWN_CHANNEL,
    UNKNOWN_MESSAGE,
    Calls,
    Interrupted,
    describe,
)
from bot.presenter.lost import LOST_THREAD
from bot.presenter.outbox import Outbox, Post
from bot.presenter.progress import Progress
from bot.presenter.threads import Threads

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot

log = logging.getLogger(__name__)

STALE_PINGS = 2
"""Old pings a thread may keep while the request budget is spent (deleting them waits for spare
budget: a notification that is late matters more than a thread that is tidy at once)."""


def due(box: Outbox, snap: PublicSnapshot) -> list[int]:
    """The people ``snap`` waits for who were not pinged for this turn yet (marked pinged)."""
    if snap.status != "playing" or snap.view is None:
        return []
    users: list[int] = []
    for s in snap.view.get("to_act") or ():
        seat = snap.seats[s]
        turn = snap.turns[s] if s < len(snap.turns) else 0
        if seat.computer_plays or not seat.human or seat.user_id is None:
            continue
        if box.pinged.get(s, -1) >= turn:
            continue
        box.pinged[s] = turn
        users.append(seat.user_id)
    return users


class Pings:
    def __init__(
        self,
        client: discord.Client,
        limiter: RateLimiter,
        calls: Calls,
        threads: Threads,
        progress: Progress,
        view: Callable[[int, str], Any] | None = None,
    ) -> None:
        self.view = view
        """The ping's components for a table, in a language (``Messages.ping_view``: Show
        hand)."""
        self.client = client
        self.limiter = limiter
        self.calls = calls
        self.threads = threads
        self.progress = progress

    async def turn(self, box: Outbox, snap: PublicSnapshot) -> None:
        """Ping the people ``snap`` waits for who were not pinged for this turn yet."""
        users = due(box, snap)
        if not users:
            return
        who = " ".join(f"<@{u}>" for u in users)
        t = tr(snap.language)
        title = t(f"game-{snap.game}") if t.has(f"game-{snap.game}") else snap.title
        if snap.deadline:
            when = f"<t:{int(snap.deadline)}:R>"
            text = t("ping-turn-timed", players=who, title=title, when=when)
        else:
            text = t("ping-turn", players=who, title=title)
        # Show hand on the ping itself: the person it notified opens their hand from it.
        view = self.view(snap.table_id, snap.language) if self.view is not None else None
        await self.post(box, Post(text, tuple(users), ping=True, view=view))

    async def post(self, box: Outbox, post: Post) -> None:
        """Post ``post`` in the thread; a ping replaces the previous one (``tidy`` deletes
        it), and is stored until it is deleted."""
        sent = await self.threads.post(box, post)
        if sent is None or not post.ping:
            return
        t = box.table
        assert t.row.thread_id is not None
        if box.ping_id is not None:
            box.stale.append(box.ping_id)
        box.ping_id = int(sent["id"])
        await self.progress.commit(Store.ping_op(PingRow(t.id, t.row.thread_id, box.ping_id)))

    async def tidy(self, box: Outbox, *, everything: bool = False) -> None:
        """Delete replaced pings: at once while the request budget has room, else when it has
        (table edits and pings come first), but never more than ``STALE_PINGS`` left.  In a
        thread that is gone they are only forgotten."""
        t = box.table
        while box.stale and t.row.thread_id is not None:
            ping = PingRow(t.id, t.row.thread_id, box.stale[0])
            if box.lost == LOST_THREAD:
                await self.progress.commit(Store.ping_gone_op(ping.message_id))
            else:
                if len(box.stale) > STALE_PINGS or everything:
                    await self.limiter.acquire()
                elif not self.limiter.spare():
                    return
                await self.delete(ping, box)
            box.stale.pop(0)

    async def sweep(self, pings: Sequence[PingRow]) -> None:
        """Delete the pings of a table that ended while the bot was down, as the end of a table
        does: each as soon as the request budget has room.  A thread that had to be reopened
        for it (Discord archived it) is archived again."""
        reopened: set[int] = set()
        try:
            for ping in pings:
                await self.limiter.acquire()
                if await self.delete(ping):
                    reopened.add(ping.channel_id)
            for thread in reopened:
                archive = partial(self.client.http.edit_channel, thread, archived=True)
                await self.calls.make(pings[0].table_id, "archive the thread again", archive)
        except Interrupted:
            pass
        except Exception as exc:  # the next start tries again: the pings are still stored
            log.warning("table %s: could not delete its old turn pings: %s",
                        pings[0].table_id, describe(exc))  # fmt: skip

    async def delete(self, ping: PingRow, box: Outbox | None = None) -> bool:
        """Delete a ping and forget it in the store, whatever Discord answers for good: one
        already gone (deleted by a moderator, or by us just before a crash) is what we wanted,
        and any other refusal is logged once and not retried (a stale ping is clutter; retrying
        it at every start would never end).  In a thread Discord archived, the thread is
        reopened first; returns whether it was."""
        reopened = False
        while True:
            try:
                delete = partial(self.client.http.delete_message, ping.channel_id, ping.message_id)
                await self.calls.make(ping.table_id, "delete an old turn ping", delete)
            except discord.HTTPException as exc:
                if exc.code == ARCHIVED and not reopened:
                    reopened = await self.threads.reopen(ping.table_id, ping.channel_id)
                    if reopened:
                        continue
                if exc.code == UNKNOWN_MESSAGE:
                    log.info("table %s: turn ping %s was already gone", ping.table_id,
                             ping.message_id)  # fmt: skip
                elif exc.code == UNKNOWN_CHANNEL and box is not None:
                    log.info("table %s: its thread is gone, with its pings", ping.table_id)
                    box.lost = LOST_THREAD
                else:
                    log.warning("table %s: could not delete an old turn ping: %s",
                                ping.table_id, exc)  # fmt: skip
            break
        await self.progress.commit(Store.ping_gone_op(ping.message_id))
        return reopened
