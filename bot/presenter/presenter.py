"""The Discord presenter: coalesced edits of table messages, turn pings and ordered thread posts.

Every table has an outbox (``Outbox``).  A change marks the table message dirty; posts (hand
summaries, timer notices) queue in order.  One task per table drains the outbox: the first change
after a quiet period is shown at once, and the changes that follow within ``edit_interval`` are
coalesced into one edit at its end with the latest state, so a fast run of computer moves costs
one edit, not one per move (Discord rate-limits message edits per channel); a person's move is
not held back by a computer's edit (``edits``: the table never still says it is your turn after
your move).  An edit that would send exactly what the table message
shows already is not made: a private action (a Spades look) changes no public message.  The
request budget (``RateLimiter``) is shared by all tables.

A hand's summary is due in the store (``summaries``) from the commit of the hand's result until
it is posted, so a bot that stopped in between posts it at its next start (``summaries_missed``),
after looking for it in the thread (it may have gone out just before the stop).

The rest has a module each: the pings (``pings``), the end of a table (``endings``), the calls
made again after a failure (``calls``), the thread's REST calls (``threads``), tables Discord can
no longer show (``lost``), a lobby whose opening a restart finishes (``lobby``), and what is
shown, committed (``progress``).  The presenter is built with the store, the messages
(``Messages``: what is said is not decided here) and the few calls it needs of the tables
(``TableCalls``); it never holds the service.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.db import Database, EndingRow, PingRow, Store
from bot.presenter.budget import RateLimiter
from bot.presenter.calls import Calls, Interrupted
from bot.presenter.clock import REAL, Clock
from bot.presenter.edits import due_in, move_edit_allowed, moved, waited_for
from bot.presenter.endings import Endings
from bot.presenter.hands import LiveHands, Rendered
from bot.presenter.lobby import Lobbies
from bot.presenter.lost import LOST_THREAD, Losses
from bot.presenter.outbox import Outbox, Post
from bot.presenter.pings import Pings
from bot.presenter.ports import Messages, TableCalls
from bot.presenter.progress import Progress
from bot.presenter.rematches import Rematches
from bot.presenter.threads import Threads, digest
from bot.tables.model import LiveTable

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot
    from bot.tables.statements import Results

log = logging.getLogger(__name__)


async def _no_hand(table_id: int, user_id: int, language: str) -> Rendered | None:
    return None


def _no_final(
    t: LiveTable, reason: str | None, user_id: int, language: str | None
) -> Rendered | None:
    return None


LIVE_STATUSES = frozenset({"lobby", "playing"})
"""Statuses whose table message is rendered live; any other is an end, shown by ``Endings``."""


class DiscordPresenter:
    """``Presenter`` for Discord: shows snapshots through the REST API."""

    def __init__(
        self,
        client: discord.Client,
        store: Database,
        messages: Messages,
        tables: TableCalls,
        edit_interval: float = 1.0,
        *,
        retry: float | None = None,
        retry_max: float | None = None,
        clock: Clock = REAL,
        hands: LiveHands | None = None,
        budget_share: float = 1.0,
        redis_url: str | None = None,
    ) -> None:
        self.edit_interval = edit_interval
        self.clock = clock
        self.hands = hands if hands is not None else LiveHands(_no_hand, _no_final)
        """The live hand messages (``hands``): edited through interaction tokens, outside the
        request budget and the outbox, so they never wait for a table edit nor it for them."""
        self.messages = messages
        self.tables = tables
        self.calls = Calls(retry, retry_max)
        # EDIT_INTERVAL=0 (tests) turns coalescing and the shared budget off.  In a cluster
        # this process has its ``budget_share`` of the bot's budget, or with ``redis_url`` the
        # cluster shares one (``bot.presenter.shared_budget``).
        self.limiter = RateLimiter.for_interval(
            edit_interval, clock.now, clock.sleep, share=budget_share, redis_url=redis_url
        )
        self.progress = Progress(store)
        self.losses = Losses(tables.lose)
        self.threads = Threads(client, self.limiter, self.calls, self.losses, tables, clock.now)
        self.pings = Pings(
            client, self.limiter, self.calls, self.threads, self.progress, messages.ping_view,
            live=self.hands.live, live_seconds=self.hands.lifetime, snapshot=tables.snapshot,
            again=self._kick, now=clock.now, sleep=clock.sleep,
        )  # fmt: skip
        self.endings = Endings(
            store, self.limiter, self.threads, self.pings, self.progress, messages, tables
        )
        self.rematches = Rematches(client, store, self.limiter, self.threads, self.progress)
        self.lobbies = Lobbies(
            client, self.limiter, messages, tables, self.table_changed, self.rematch_opened
        )
        self._boxes: dict[int, Outbox] = {}
        self._answering: dict[int, int] = {}
        """Tables whose table message a click's answer is updating (``answering``)."""
        self._closing = False
        self._sweeps: set[asyncio.Task[None]] = set()
        """Background work that is no table's drain: old pings, lobbies to finish opening."""

    def _box(self, t: LiveTable) -> Outbox:
        box = self._boxes.get(t.id)
        if box is None:
            box = self._boxes[t.id] = Outbox(t)
        return box

    def _kick(self, t: LiveTable) -> None:
        box = self._box(t)
        if box.task is None or box.task.done():
            box.task = asyncio.create_task(self._drain(box), name=f"cardroom:render:{t.id}")

    def _background(self, coro: Any, name: str) -> None:
        task = asyncio.create_task(coro, name=name)
        self._sweeps.add(task)
        task.add_done_callback(self._sweeps.discard)

    # ----- Presenter ----------------------------------------------------------------------

    def table_changed(self, table: LiveTable) -> None:
        box = self._box(table)
        box.dirty = True
        early = move_edit_allowed(box, self.clock.now())
        if box.timer is not None and not box.reserved and early and moved(box):
            # A person the message shows to act has moved: the edit waiting for the end of the
            # interval may be due now (``edits.due_in`` decides, in the drain).
            box.timer.cancel()
            box.timer = None
        self._kick(table)
        # After the table message's drain: the hands queue for the table's lock behind it.
        self.hands.table_changed(table.id)

    def notice(self, table: LiveTable, text: str, mentions: Sequence[int] = ()) -> None:
        self._box(table).posts.append(Post(text, tuple(mentions)))
        self._kick(table)

    def ping(self, table: LiveTable, text: str, mentions: Sequence[int]) -> None:
        self._box(table).posts.append(Post(text, tuple(mentions), ping=True))
        self._kick(table)

    def table_restored(
        self, table: LiveTable, pings: Sequence[int] = (), shown: str | None = None
    ) -> None:
        # Its current turns were pinged by the bot before the restart: no second ping for them.
        # That ping is the current one again (the next ping deletes it); older ones go now.
        box = self._box(table)
        box.digest = shown  # the message as last shown: an unchanged one is not edited again
        box.pinged = dict(enumerate(table.turns))
        if pings:
            box.ping_id = pings[-1]
            box.stale.extend(pings[:-1])

    def pings_left(self, pings: Sequence[PingRow]) -> None:
        if pings:
            self._background(self.pings.sweep(pings), f"cardroom:pings:{pings[0].table_id}")

    def hand_finished(
        self, table: LiveTable, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> None:
        # Rendered now: the public view must be the one right after this hand, not a later one.
        snap = self.tables.snapshot(table)
        text = self.messages.summary(snap, hand, result, deltas)
        view = self.messages.summary_view(table.id, hand, snap.language)
        self._box(table).posts.append(Post(text, hand=hand, view=view))
        self._kick(table)

    def summaries_missed(self, table: LiveTable, results: Results) -> None:
        snap = self.tables.snapshot(table)
        box = self._box(table)
        for hand, result, deltas in results:
            text = self.messages.summary(snap, hand, result, deltas)
            view = self.messages.summary_view(table.id, hand, snap.language)
            box.posts.append(Post(text, hand=hand, in_doubt=True, view=view))
        self._kick(table)

    def table_closed(self, table: LiveTable, ending: EndingRow) -> None:
        self.hands.table_closed(table, ending.reason)
        box = self._box(table)
        box.ending = ending
        # The final edit (in ``Endings.conclude``) replaces any edit of the live table still due.
        box.dirty = box.reserved = False
        if box.timer is not None:
            box.timer.cancel()
            box.timer = None
        self._kick(table)

    def table_ended_meanwhile(
        self, table: LiveTable, ending: EndingRow, pings: Sequence[int]
    ) -> None:
        box = self._box(table)
        box.ending = ending
        box.in_doubt = True
        box.stale.extend(pings)
        self._kick(table)

    def lobby_unposted(self, table: LiveTable) -> None:
        self._background(self.lobbies.finish(table), f"cardroom:lobby:{table.id}")

    async def rematch_opened(self, table: LiveTable, *, repair: bool = False) -> None:
        """The lobby of the rematch ``table`` is posted: its invitation and the link in the old
        thread go out (``Rematches``), once."""
        await self.rematches.invite(self._box(table), table, repair=repair)

    # ----- a click answered on the table message itself --------------------------------------

    @contextlib.contextmanager
    def answering(self, table_id: int) -> Iterator[None]:
        """A click on the table message (a lobby button) is answered by updating that message
        (an interaction answer, outside the request budget): the presenter's own edit waits
        until the answer is out, and is then made only if it shows something else
        (``answered``), so one click never edits the table message twice."""
        self._answering[table_id] = self._answering.get(table_id, 0) + 1
        try:
            yield
        finally:
            left = self._answering.pop(table_id) - 1
            if left:
                self._answering[table_id] = left
            box = self._boxes.get(table_id)
            if not left and box is not None and box.dirty:
                self._kick(box.table)

    def answered(self, snap: PublicSnapshot, shown: dict[str, Any]) -> None:
        """A click's answer updated the table message to ``shown`` (``messages.live(snap)``)."""
        box = self._boxes.get(snap.table_id)
        if box is None:
            return
        box.shown = self.threads.payload(shown)
        box.waiting = waited_for(snap)
        if box.shown is not None:
            self._background(self._remember(box), f"cardroom:shown:{box.table.id}")

    async def _remember(self, box: Outbox) -> None:
        """Store the digest of what the table message now shows (``shown``): the next start
        does not edit it again unless the table changed (a lost digest costs one edit)."""
        if box.shown is not None:
            await self.progress.commit(Store.shown_op(box.table.id, digest(box.shown)))

    # ----- what only Discord tells ----------------------------------------------------------

    async def thread_gone(self, table: LiveTable) -> None:
        """A moderator deleted the table's thread (or its channel, with its threads): the table
        is lost (``bot.exts.table`` hears of it from the gateway)."""
        await self.losses.lost(self._box(table), LOST_THREAD)

    # ----- the drain ----------------------------------------------------------------------

    async def _drain(self, box: Outbox) -> None:
        """Show what the outbox holds.  It never dies of an error: what Discord did not take
        before the bot stopped is left to the next start, and any other failure is logged and
        the outbox drained again later (nothing may stay stuck in it)."""
        t = box.table
        try:
            await self._drain_box(box)
        except Interrupted:
            log.info("table %s: Discord did not answer before the stop; the rest is shown at "
                     "the next start", t.id)  # fmt: skip
        except Exception:
            log.exception("table %s: showing the table failed; trying again later", t.id)
            if box.ending is None:
                box.dirty = True
            self._later(box, self.calls.retry_max)

    async def _drain_box(self, box: Outbox) -> None:
        while box.dirty or box.posts or box.recheck:
            if box.recheck and not box.dirty:  # a ping put off for a person at the table
                await self.pings.recheck(box)
            held = box.table.id in self._answering
            if box.dirty and box.timer is None and not held:
                wait = 0.0
                if not box.reserved:
                    wait = due_in(box, self.clock.now(), self.edit_interval)
                    if wait <= 0:
                        box.reserved = self.limiter.reserve()
                if box.reserved:
                    wait = self.limiter.due(box.reserved)
                if wait > 0:
                    # Too soon after the last edit, or the shared budget's slot is later: come
                    # back then.  The waiting is a timer task, not this one, so nothing waits
                    # on a sleeping render.
                    self._later(box, wait)
                else:
                    box.dirty = box.reserved = False
                    snap = await self._render(box)
                    if snap is not None and box.ending is None:
                        await self.pings.turn(box, snap)
            while box.posts:
                # Out of the queue once made: a failure leaves it to be made again.
                await self._send_queued(box, box.posts[0])
                box.posts.popleft()
            await self.pings.tidy(box)
            # Held asked again: the answer may have ended while the posts went out, and its
            # kick then found this drain running (``answering``): the edit is this drain's.
            if box.dirty and (box.timer is not None or box.table.id in self._answering):
                break
        if box.ending is not None and not box.dirty and not box.posts:
            await self.endings.conclude(box, box.ending)
            self._boxes.pop(box.table.id, None)

    def _later(self, box: Outbox, wait: float) -> None:
        if box.timer is not None and not box.timer.done():
            return

        async def due() -> None:
            await self.clock.sleep(wait)
            box.timer = None
            if not self._closing:
                self._kick(box.table)

        box.timer = asyncio.create_task(due(), name=f"cardroom-timer:render:{box.table.id}")

    async def _render(self, box: Outbox) -> PublicSnapshot | None:
        """Edit the table message to the current state; returns the state shown.

        A table whose end was committed while this render waited for the lock (a computer's
        move that ends the match right after the one that asked for this render) is not shown
        as a live table: its final message is ``Endings``', made once the end's posts are out,
        or the restart's if the bot stops first."""
        t = box.table
        if t.row.thread_id is None or t.row.message_id is None:
            return None
        async with t.lock:
            snap = self.tables.snapshot(t)
        if snap.status not in LIVE_STATUSES:
            return None
        for_move = box.for_move
        if await self.threads.edit(box, self.messages.live(snap)):
            box.edits += 1
            self._background(self._remember(box), f"cardroom:shown:{t.id}")
            if for_move:
                box.move_edits.append(box.last_edit)
        box.waiting = waited_for(snap)
        return snap

    async def _send_queued(self, box: Outbox, post: Post) -> None:
        """Make a queued post; a hand's summary is then no longer due in the store."""
        await self.pings.post(box, post)
        if post.hand is not None:
            await self.progress.commit(Store.summary_shown_op(box.table.id, post.hand))

    async def flush(self) -> None:
        """Bring every table message up to date now and wait for the posts (shutdown)."""
        self.edit_interval = 0
        self.limiter.unlimited()  # no more waiting: we are stopping
        await self.limiter.close()
        self._closing = True
        self.calls.close()
        for box in list(self._boxes.values()):
            if box.timer is not None:
                box.timer.cancel()
                box.timer = None
        for box in list(self._boxes.values()):
            # An open table whose drain is not running (an ended one is left to the next start).
            idle = box.task is None or box.task.done()
            if box.ending is None and (box.dirty or box.posts) and idle:
                self._kick(box.table)
        tasks = [b.task for b in self._boxes.values() if b.task is not None and not b.task.done()]
        tasks += [task for task in self._sweeps if not task.done()]
        while tasks:  # the edits made now store their digests (``_remember``): those too
            await asyncio.gather(*tasks, return_exceptions=True)
            tasks = [task for task in self._sweeps if not task.done()]
