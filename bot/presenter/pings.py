"""Turn pings (``Pings``): a short new message that notifies the person a table waits for.

Discord notifies nobody mentioned in an *edited* message, so the table message's "Turn ▶
@alice" pings no one.  After each edit, a person the edited state waits for who has not been
pinged for this turn (``PublicSnapshot.turns``) gets a short new message mentioning only them;
it carries Show hand (the person opens their hand from the notification itself), it
replaces the previous ping (deleted), and so does the half-time reminder, so the thread holds
one (a few while the request budget is spent: deleting waits for spare budget, and those then
pending go in one request where the bot may: ``tidy``).  Being decided
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
import datetime
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from bot.db import PingRow, Store
from bot.i18n import tr
from bot.presenter.budget import TIDY, RateLimiter
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

BULK_MAX = 100
"""Discord's bulk delete takes 2 to 100 messages..."""
BULK_AGE = datetime.timedelta(days=14) - datetime.timedelta(hours=1)
"""...younger than 14 days (a margin for the clocks); older ones go one by one."""


def age(message_id: int) -> datetime.timedelta:
    """How old a message is, from its id (a snowflake holds its time)."""
    return discord.utils.utcnow() - discord.utils.snowflake_time(message_id)


ACTIVE_SECONDS = 30.0
"""A person who made a move less than this long ago (and whose hand message is live) is at the
table: no turn ping for them until it is up (see the module's doc).  Noted when the presenter
shows the move, at most an edit interval after it."""


def note_moves(box: Outbox, now: float) -> None:
    """Note ``now`` as the time of the last move of each person who made one since this was
    last called (``Outbox.acted``): their public moves only, from the table's recent actions (a move
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
            if box.ending is None and box.lost is None and not self.calls.closing:
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

    def bulk_ok(self, channel_id: int) -> bool:
        """Whether replaced pings in this thread may go in one request: Discord's bulk delete
        needs Manage Messages (not in the bot's invite: a server may grant it), even for the
        bot's own messages.  Unknown (not cached): no."""
        channel = self.client.get_channel(channel_id)
        me = getattr(getattr(channel, "guild", None), "me", None)
        if not isinstance(channel, discord.Thread | discord.TextChannel) or me is None:
            return False
        return bool(channel.permissions_for(me).manage_messages)

    async def tidy(self, box: Outbox, *, everything: bool = False) -> None:
        """Delete replaced pings, with the budget's lowest priority (``TIDY``: table edits and
        pings come first, a notification that is late matters more than a tidy thread), in the
        background so that the table's drain never waits for it: at once while the budget has
        room; at a spent budget they wait (``PATIENCE``), and the several then pending go in one
        request where the bot may (``bulk_ok``).  ``everything`` (the end of the table, before
        its thread is locked): all of them now, in as few requests as may be.  In a thread that
        is gone they are only forgotten."""
        t = box.table
        thread = t.row.thread_id
        if not box.stale or thread is None:
            return
        if box.lost == LOST_THREAD:
            while box.stale:
                await self.progress.commit(Store.ping_gone_op(box.stale.pop(0)))
            return
        if everything:
            task = box.tidier
            if task is not None and not task.done():
                if box.tidying:
                    await asyncio.wait([task])  # its batch is on the way
                else:
                    task.cancel()  # still waiting for budget: the end deletes them
            while box.stale and box.lost != LOST_THREAD:
                await self.limiter.acquire()
                await self.delete_many(self._batch(box), box)
            return
        if box.tidier is not None and not box.tidier.done():
            return
        # Going at once, it is work in flight (``cardroom:``); waiting for spare budget, it is
        # a timer (as the edits' are) until it has its token.
        later = not self.limiter.free(TIDY)
        name = f"cardroom{'-timer' if later else ''}:tidy:{t.id}"
        box.tidier = asyncio.create_task(self._tidy_later(box, later), name=name)

    async def _tidy_later(self, box: Outbox, later: bool) -> None:
        """Wait for a token (``TIDY``), then delete the next batch of replaced pings, in a
        task of its own if this one was a timer."""
        try:
            await self.limiter.acquire(TIDY)
        except asyncio.CancelledError:
            return  # the end deletes them
        if box.ending is not None or box.lost == LOST_THREAD or not box.stale:
            return  # (the end deletes them)
        if self.calls.closing:
            return  # a stopping bot: still stored, the next start deletes them
        box.tidying = self._batch(box)
        if later:
            name = f"cardroom:tidy:{box.table.id}"
            box.tidier = asyncio.create_task(self._delete_batch(box), name=name)
        else:
            await self._delete_batch(box)

    async def _delete_batch(self, box: Outbox) -> None:
        try:
            await self.delete_many(box.tidying, box)
        except Interrupted:
            pass  # still stored: the next start deletes them
        except Exception:
            if not self.calls.closing:
                log.exception("table %s: deleting its old turn pings failed", box.table.id)
        finally:
            box.tidying = []
        if box.stale and box.ending is None:
            box.tidier = None
            await self.tidy(box)  # the next batch (replaced meanwhile)

    def _batch(self, box: Outbox) -> list[PingRow]:
        """The next replaced pings to delete in one request, out of ``box.stale``."""
        t = box.table
        assert t.row.thread_id is not None
        n = BULK_MAX if self.bulk_ok(t.row.thread_id) else 1
        batch = [PingRow(t.id, t.row.thread_id, m) for m in box.stale[:n]]
        del box.stale[: len(batch)]
        return batch

    async def delete_many(self, pings: Sequence[PingRow], box: Outbox | None = None) -> bool:
        """Delete pings of one thread: in one request (Discord's bulk delete, through
        discord.py) when there are several younger than ``BULK_AGE`` and the bot may
        (``bulk_ok``), else one by one (each waits for the budget, but the first: the caller
        took its token).  What a bulk delete is refused for goes one by one; returns whether
        the thread had to be reopened."""
        if not pings:
            return False
        channel = self.client.get_channel(pings[0].channel_id)
        young = [p for p in pings if age(p.message_id) < BULK_AGE]
        single = [p for p in pings if p not in young]
        if not isinstance(channel, discord.Thread | discord.TextChannel):
            channel = None
        if len(young) < 2 or channel is None or not self.bulk_ok(channel.id):
            single, young = list(pings), []
        reopened = False
        if young and channel is not None:
            reopened, done = await self._bulk(channel, young, box)
            if not done:
                single = young + single
        for i, ping in enumerate(single):
            if i or young:
                await self.limiter.acquire(TIDY)
            reopened = await self.delete(ping, box) or reopened
        return reopened

    async def _bulk(
        self,
        channel: discord.Thread | discord.TextChannel,
        pings: list[PingRow],
        box: Outbox | None,
    ) -> tuple[bool, bool]:
        """One bulk delete; returns (thread reopened, done)."""
        table = pings[0].table_id
        objects = [discord.Object(p.message_id) for p in pings]
        reopened = False
        while True:
            try:
                delete = partial(channel.delete_messages, objects)
                await self.calls.make(table, "delete old turn pings", delete)
            except discord.HTTPException as exc:
                if exc.code == ARCHIVED and not reopened:
                    reopened = await self.threads.reopen(table, channel.id)
                    if reopened:
                        continue
                if exc.code == UNKNOWN_CHANNEL and box is not None:
                    log.info("table %s: its thread is gone, with its pings", table)
                    box.lost = LOST_THREAD
                else:  # (too old after all, a permission taken away...): one by one
                    log.info("table %s: could not delete old turn pings at once: %s", table, exc)
                    return reopened, False
            break
        await self.progress.commit(*(Store.ping_gone_op(p.message_id) for p in pings))
        return reopened, True

    async def sweep(self, pings: Sequence[PingRow]) -> None:
        """Delete the pings of a table that ended while the bot was down, as the end of a table
        does: as soon as the request budget has room, in one request where the bot may.  A
        thread that had to be reopened for it (Discord archived it) is archived again."""
        reopened: set[int] = set()
        try:
            for channel in dict.fromkeys(p.channel_id for p in pings):
                mine = [p for p in pings if p.channel_id == channel]
                for first in range(0, len(mine), BULK_MAX):
                    await self.limiter.acquire()
                    if await self.delete_many(mine[first : first + BULK_MAX]):
                        reopened.add(channel)
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
