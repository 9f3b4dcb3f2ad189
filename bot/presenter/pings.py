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

**No ping for a person at the table**: a person who made a move less than ``ACTIVE_SECONDS``
ago and whose hand message is live (``LiveHands``: it follows the table, so it shows them their
turn by itself) is not pinged for their turn; if they have not moved when that time is up (or
their hand stops being live first), the ping goes then (``recheck``), so nobody is left waiting
un-notified.  Whether someone is pinged says nothing private: it depends on whose turn it is and
when they last made a *public* move (the table's record; a Spades look is private and does not
count), besides whether their own hand message is live.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
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
from games.actions import Look

if TYPE_CHECKING:
    from bot.tables.model import LiveTable
    from bot.tables.snapshots import PublicSnapshot

log = logging.getLogger(__name__)

STALE_PINGS = 2
"""Old pings a thread may keep while the request budget is spent (deleting them waits for spare
budget: a notification that is late matters more than a thread that is tidy at once)."""


ACTIVE_SECONDS = 30.0
"""A person who made a move less than this long ago (and whose hand message is live) is at the
table: no turn ping for them until it is up (see the module's doc).  Noted when the presenter
shows the move, at most an edit interval after it."""


def note_moves(box: Outbox, now: float) -> None:
    """Note ``now`` as the time of the last move of each person who made one since the last
    look (``Outbox.acted``): their public moves only, from the table's recent actions (a move
    by a computer, or for a person whose time ran out, is not theirs; a look is private)."""
    t = box.table
    newest = box.moves_seen
    for version, seat, text, person in reversed(t.recent):
        if version <= box.moves_seen:
            break
        newest = max(newest, version)
        user = t.seats[seat].user_id if seat < len(t.seats) else None
        if person and text != Look.verb and user is not None:
            box.acted[user] = now
    box.moves_seen = newest


def due(
    box: Outbox, snap: PublicSnapshot, quiet: Callable[[int], float | None] | None = None
) -> list[int]:
    """The people ``snap`` waits for who were not pinged for this turn yet (marked pinged).
    ``quiet(user)``: until when that person needs no ping (None: they need one now); their
    ping is then due at the earliest of those times (``Outbox.ping_check``)."""
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
        until = quiet(seat.user_id) if quiet is not None else None
        if until is not None:
            box.ping_check = until if box.ping_check is None else min(box.ping_check, until)
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
        *,
        live: Callable[[int, int], bool] | None = None,
        live_seconds: float = 0.0,
        snapshot: Callable[[LiveTable], PublicSnapshot] | None = None,
        again: Callable[[LiveTable], None] | None = None,
        now: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.live = live
        """``LiveHands.live``: None leaves every person to be pinged (no live hands)."""
        self.live_seconds = live_seconds
        """``LiveHands.lifetime``: how long a hand message follows the table after a click."""
        self.snapshot = snapshot
        """``TableCalls.snapshot``: the table now, for a ping that was put off (``recheck``)."""
        self.again = again
        """Wakes the table's drain (the presenter's ``_kick``), which calls ``recheck``."""
        self.now = now
        self.sleep = sleep
        self.view = view
        """The ping's components for a table, in a language (``Messages.ping_view``: Show
        hand)."""
        self.client = client
        self.limiter = limiter
        self.calls = calls
        self.threads = threads
        self.progress = progress

    def quiet_until(self, box: Outbox, user: int) -> float | None:
        """Until when ``user`` needs no turn ping at ``box``'s table: they moved less than
        ``ACTIVE_SECONDS`` ago and their hand message is live; None if they need one now.
        Counted from their move alone (a hand is live for ``live_seconds`` from that click
        at least): a later click that is no move, a private look, changes nothing."""
        acted = box.acted.get(user)
        if acted is None or self.live is None or not self.live(box.table.id, user):
            return None
        until = acted + min(ACTIVE_SECONDS, self.live_seconds)
        return until if until > self.now() else None

    async def turn(self, box: Outbox, snap: PublicSnapshot) -> None:
        """Ping the people ``snap`` waits for who were not pinged for this turn yet, but for
        those at the table (``quiet_until``): their ping is put off (``recheck``)."""
        note_moves(box, self.now())
        box.ping_check = None
        users = due(box, snap, partial(self.quiet_until, box))
        self._check_later(box)
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

    def _check_later(self, box: Outbox) -> None:
        """At ``box.ping_check``, look again at who needs a ping (a timer, outside the drain)."""
        if box.ping_check is None or self.again is None:
            return
        if box.ping_timer is not None and not box.ping_timer.done():
            if box.ping_timer_at <= box.ping_check:
                return
            box.ping_timer.cancel()
        wait = max(0.0, box.ping_check - self.now())
        again = self.again
        box.ping_timer_at = box.ping_check

        async def due() -> None:
            await self.sleep(wait)
            box.ping_timer = None
            if box.ending is None and box.lost is None:
                box.recheck = True
                again(box.table)

        name = f"cardroom-timer:ping:{box.table.id}"
        box.ping_timer = asyncio.create_task(due(), name=name)

    async def recheck(self, box: Outbox) -> None:
        """A ping put off is due: ping the people the table still waits for who need it now."""
        box.recheck = False
        box.ping_check = None
        t = box.table
        if self.snapshot is None or box.ending is not None or t.row.thread_id is None:
            return
        async with t.lock:
            snap = self.snapshot(t)
        await self.turn(box, snap)

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
