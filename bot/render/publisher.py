"""The Discord presenter: coalesced edits of table messages, turn pings and ordered thread posts.

Every table has an outbox.  A change marks the table message dirty; posts (hand summaries,
timer notices) queue in order.  One task per table drains the outbox: it edits the table message
at most once per ``edit_interval`` with the latest state however many moves came in between, so a
fast run of computer moves costs one edit, not one per move (Discord rate-limits message edits
per channel).

The end of a table is committed with an ``EndingRow`` (what is left to show of it), and shown in
steps, each marked done in the store once made: the posts (the summaries of the hands the last
change finished, then the result or why the table ended), the final table message, the deletion
of the turn pings, the archive and lock of the thread.  A bot that stopped in between finishes
the steps left at its next start (``table_ended_meanwhile``) and repeats none that is marked: the
one post that may have gone out just before the stop, unmarked, is looked for in the thread
first.  The posts come first because a post also reopens a thread that Discord archived for
inactivity while the bot was down, where an edit or a delete would be refused.

Turn pings: Discord notifies nobody mentioned in an *edited* message, so the table message's
"Turn ▶ @alice" pings no one.  After each edit, a person the edited state waits for who has not
been pinged for this turn (``PublicSnapshot.turns``) gets a short new message mentioning only
them; it replaces the previous ping (deleted), and so does the half-time reminder, so the thread
holds one (a few while the request budget is spent: deleting waits for spare budget).  Being
decided at the (coalesced) edit, a fast run of moves pings only the person the table ends up
waiting for, never a computer seat, and nothing private is in it.  Every ping is in the store
(``pings``) until it is deleted, so a restarted bot deletes the pings it posted before: the
first new ping replaces the last old one, and the pings of a table that ended meanwhile go at
the start.

The request budget (``RateLimiter``) is shared by all tables and handed out in reservations, so
a table waiting for it sleeps once, until its own slot.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.db import EndingRow, PingRow, Store
from bot.db.store import Op
from bot.leagues import queries as league
from bot.render.games import renderer
from bot.render.leagues import ratings_line
from bot.render.lobby import lobby_embed
from bot.render.opening import set_up_lobby
from bot.render.table import final_embed, result_text, table_embed
from bot.tables.model import LiveTable
from bot.views.lobby import lobby_view
from bot.views.table import table_view

if TYPE_CHECKING:
    from bot.tables.service import PublicSnapshot, TableService

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
STALE_PINGS = 2
"""Old pings a thread may keep while the request budget is spent (deleting them waits for spare
budget: a notification that is late matters more than a thread that is tidy at once)."""
LOOKBACK = 50
"""How many of a thread's latest messages are searched for a post the bot may have made just
before it stopped (people may have written in the thread since)."""
LIVE_STATUSES = frozenset({"lobby", "playing"})
"""Statuses whose table message is rendered live; any other is an end, shown by ``_conclude``."""
GLOBAL_RATE = 40.0
"""REST calls per second for all tables together: Discord allows a bot 50 (interaction answers
are exempt).  With many busy tables each table message is simply edited less often."""


class RateLimiter:
    """A token bucket shared by every table's edits and posts, handing out reservations.

    ``reserve()`` always takes a token, going into debt when there is none, and says how long
    the caller must wait for its slot.  Each waiting table thus sleeps once, until its own slot:
    with a "try, else come back when a token is due" bucket, every waiting table wakes for every
    token and all but one go back to sleep (at 200 busy tables: thousands of wake-ups a second
    on the event loop, for 40 edits).
    """

    def __init__(self, rate: float, burst: int = 20) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def reserve(self) -> float:
        """Take a token; return 0 if it was there, else the seconds until it is due."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate) - 1
        self.stamp = now
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate

    async def acquire(self) -> None:
        wait = self.reserve()
        if wait > 0:
            await asyncio.sleep(wait)

    def spare(self) -> bool:
        """Take a token if one is there now, with nobody waiting for it (low-priority calls)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


@dataclass(slots=True)
class Post:
    text: str
    mentions: tuple[int, ...] = ()
    ping: bool = False
    """A ping replaces the table's previous ping message."""


@dataclass
class Outbox:
    dirty: bool = False
    posts: deque[Post] = field(default_factory=deque)
    ending: EndingRow | None = None
    """The table has ended: shown by ``_conclude`` once the posts before it are out."""
    in_doubt: bool = False
    """The end is resumed after a restart: its next post may be in the thread already."""
    last_edit: float = 0.0
    task: asyncio.Task[None] | None = None
    timer: asyncio.Task[None] | None = None
    reserved: bool = False
    """The next edit holds a slot of the shared budget: it goes out when ``timer`` fires."""
    edits: int = 0
    pinged: dict[int, int] = field(default_factory=dict)
    """Per seat, the turn (``PublicSnapshot.turns``) it was last pinged for."""
    ping_id: int | None = None
    """The table's current ping message (deleted when the next one is posted)."""
    stale: list[int] = field(default_factory=list)
    """Replaced pings still to delete."""


class DiscordPresenter:
    """``Presenter`` for Discord: renders snapshots and talks to the REST API."""

    def __init__(self, client: discord.Client, edit_interval: float = 1.0) -> None:
        self.client = client
        self.edit_interval = edit_interval
        self.service: TableService | None = None
        self._boxes: dict[int, Outbox] = {}
        # EDIT_INTERVAL=0 (tests) turns coalescing and the shared budget off.
        self.limiter = RateLimiter(GLOBAL_RATE if edit_interval > 0 else 1e9, burst=20)
        if edit_interval <= 0:
            self.limiter.burst = self.limiter.tokens = 10**9
        self._closing = False
        self._sweeps: set[asyncio.Task[None]] = set()
        """Deleting the pings of tables that ended while the bot was down (``pings_left``)."""

    def _box(self, t: LiveTable) -> Outbox:
        return self._boxes.setdefault(t.id, Outbox())

    def _kick(self, t: LiveTable) -> None:
        box = self._box(t)
        if box.task is None or box.task.done():
            box.task = asyncio.create_task(self._drain(t, box), name=f"cardroom:render:{t.id}")

    # ----- Presenter ----------------------------------------------------------------------

    def table_changed(self, table: LiveTable) -> None:
        self._box(table).dirty = True
        self._kick(table)

    def notice(self, table: LiveTable, text: str, mentions: Sequence[int] = ()) -> None:
        self._box(table).posts.append(Post(text, tuple(mentions)))
        self._kick(table)

    def ping(self, table: LiveTable, text: str, mentions: Sequence[int]) -> None:
        self._box(table).posts.append(Post(text, tuple(mentions), ping=True))
        self._kick(table)

    def table_restored(self, table: LiveTable, pings: Sequence[int] = ()) -> None:
        # Its current turns were pinged by the bot before the restart: no second ping for them.
        # That ping is the current one again (the next ping deletes it); older ones go now.
        box = self._box(table)
        box.pinged = dict(enumerate(table.turns))
        if pings:
            box.ping_id = pings[-1]
            box.stale.extend(pings[:-1])

    def pings_left(self, pings: Sequence[PingRow]) -> None:
        if not pings:
            return
        task = asyncio.create_task(self._sweep(pings), name=f"cardroom:pings:{pings[0].table_id}")
        self._sweeps.add(task)
        task.add_done_callback(self._sweeps.discard)

    def hand_finished(
        self, table: LiveTable, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> None:
        # Rendered now: the public view must be the one right after this hand, not a later one.
        assert self.service is not None
        snap = self.service.public_snapshot_nolock(table)
        self._box(table).posts.append(Post(self._summary(snap, hand, result, deltas)))
        self._kick(table)

    def table_closed(self, table: LiveTable, ending: EndingRow) -> None:
        box = self._box(table)
        box.ending = ending
        # The final edit (in ``_conclude``) replaces any edit of the live table still due.
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
        # The lobby's own module: publisher.py shows tables, opening.py finishes opening one.
        task = asyncio.create_task(set_up_lobby(self, table), name=f"cardroom:lobby:{table.id}")
        self._sweeps.add(task)
        task.add_done_callback(self._sweeps.discard)

    # ----- the drain ----------------------------------------------------------------------

    async def _drain(self, t: LiveTable, box: Outbox) -> None:
        while box.dirty or box.posts:
            if box.dirty and box.timer is None:
                wait = 0.0
                if not box.reserved:
                    wait = box.last_edit + self.edit_interval - time.monotonic()
                    if wait <= 0:
                        wait = self.limiter.reserve()
                        box.reserved = True
                if wait > 0:
                    # Too soon after the last edit, or the shared budget's slot is later: come
                    # back then.  The waiting is a timer task, not this one, so nothing waits
                    # on a sleeping render.
                    self._later(t, box, wait)
                else:
                    box.dirty = box.reserved = False
                    snap = await self._render(t, box)
                    box.last_edit = time.monotonic()
                    if snap is not None and box.ending is None:
                        await self._turn_ping(t, box, snap)
            while box.posts:
                await self._post(t, box, box.posts.popleft())
            await self._tidy(t, box)
            if box.dirty and box.timer is not None:
                break
        if box.ending is not None and not box.dirty and not box.posts:
            await self._conclude(t, box, box.ending)
            self._boxes.pop(t.id, None)

    def _later(self, t: LiveTable, box: Outbox, wait: float) -> None:
        if box.timer is not None and not box.timer.done():
            return

        async def due() -> None:
            await asyncio.sleep(wait)
            box.timer = None
            if not self._closing:
                self._kick(t)

        box.timer = asyncio.create_task(due(), name=f"cardroom-timer:render:{t.id}")

    async def _render(self, t: LiveTable, box: Outbox) -> PublicSnapshot | None:
        """Edit the table message to the current state; returns the state shown.

        A table whose end was committed while this render waited for the lock (a computer's
        move that ends the match right after the one that asked for this render) is not shown
        as a live table: its final message is ``_conclude``'s, made once the end's posts are
        out, or the restart's if the bot stops first."""
        assert self.service is not None
        if t.row.thread_id is None or t.row.message_id is None:
            return None
        async with t.lock:
            snap = self.service.public_snapshot_nolock(t)
        if snap.status not in LIVE_STATUSES:
            return None
        if await self._edit(t, self._message_kwargs(snap)):
            box.edits += 1
        return snap

    async def _edit(self, t: LiveTable, kwargs: dict[str, Any]) -> bool:
        """Edit the table message; a refusal is logged (the next edit brings it up to date)."""
        if t.row.thread_id is None or t.row.message_id is None:
            return False
        try:
            # The raw route: no Message object is built from the answer (a table message is
            # edited often, and nothing here needs the parsed result).
            with discord.http.handle_message_parameters(
                allowed_mentions=NO_MENTIONS, **kwargs
            ) as params:
                await self.client.http.edit_message(
                    t.row.thread_id, t.row.message_id, params=params
                )
        except discord.HTTPException as exc:
            log.warning("table %s: could not edit the table message: %s", t.id, exc)
            return False
        return True

    async def _turn_ping(self, t: LiveTable, box: Outbox, snap: PublicSnapshot) -> None:
        """Ping the people ``snap`` waits for who were not pinged for this turn yet."""
        if snap.status != "playing" or snap.view is None:
            return
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
        if not users:
            return
        who = " ".join(f"<@{u}>" for u in users)
        when = f" Time runs out <t:{int(snap.deadline)}:R>." if snap.deadline else ""
        await self._post(t, box, Post(f"🔔 {who}: your turn at **{snap.title}**.{when}",
                                      tuple(users), ping=True))  # fmt: skip

    @staticmethod
    def _message_kwargs(snap: Any) -> dict[str, Any]:
        if snap.status == "lobby":
            return {"content": None, "embed": lobby_embed(snap), "view": lobby_view(snap)}
        content, embed = table_embed(snap)
        return {"content": content or None, "embed": embed, "view": table_view(snap)}

    @staticmethod
    def _summary(snap: PublicSnapshot, hand: int, result: dict[str, Any], deltas: list[int]) -> str:
        """The post that a hand is over, as the public ``snap`` right after it shows it."""
        view = snap.view or {}
        names = [s.name or f"Seat {i + 1}" for i, s in enumerate(snap.seats)]
        try:
            body = renderer(snap.game).summary(result, deltas, view, names)
        except Exception:
            log.exception("table %s: hand summary failed", snap.table_id)
            body = ""
        return f"**Hand {hand + 1} is over.**\n{body}"[:2000]

    # ----- the end ------------------------------------------------------------------------

    async def _conclude(self, t: LiveTable, box: Outbox, ending: EndingRow) -> None:
        """Show the end of ``t``: the steps ``ending`` does not mark done yet, in order, each
        marked in the store once made (a crash repeats at most the step it interrupted, and
        ``in_doubt`` catches a repeated post).  A Discord refusal is logged and the step counts
        as done, as with pings: retrying at every start would never end if the thread is gone."""
        assert self.service is not None
        snap = self.service.public_snapshot_nolock(t)
        if t.row.thread_id is not None:
            await self._end_posts(t, box, ending, snap, await self._ratings(t, ending))
            if not ending.shown:
                await self.limiter.acquire()
                content, embed = final_embed(snap, ending.reason or "The match is over.")
                await self._edit(t, {"content": content or None, "embed": embed, "view": None})
                ending.shown = True
                await self._mark(ending)
            # Nobody's turn any more: the pings go before the thread is locked.
            if box.ping_id is not None:
                box.stale.append(box.ping_id)
                box.ping_id = None
            await self._tidy(t, box, everything=True)
            await self.limiter.acquire()
            await self._archive(t)
        ending.done = True
        await self._mark(ending)

    async def _ratings(self, t: LiveTable, ending: EndingRow) -> str:
        """The ratings line of a played-out table's result: read from the league rows that
        were committed with its end, so it is the same after a restart."""
        assert self.service is not None
        found = await league.changes(self.service.store, t.id)
        if found is None or (ending.reason is not None and not found[0]):
            return ""  # an early end is rated only when it was a forfeit
        return ratings_line(*found)

    def _end_texts(
        self, t: LiveTable, snap: PublicSnapshot, ending: EndingRow, ratings: str = ""
    ) -> list[str]:
        """The end's posts, the same at its first showing and after a restart (``posted``
        counts them): the summaries of the hands the last change finished, then the result
        (with the rating changes) or why the table ended."""
        assert self.service is not None
        texts = [
            self._summary(snap, hand, result, deltas)
            for hand, result, deltas in self.service.final_hands(t, ending.first_hand)
        ]
        if ending.reason is None:
            last = result_text(snap) + (f"\n{ratings}" if ratings else "")
        else:
            last = ending.reason + (f"\n{ratings}" if ratings else "")  # a forfeit is rated
        texts.append(last[:2000])
        return texts

    async def _end_posts(
        self,
        t: LiveTable,
        box: Outbox,
        ending: EndingRow,
        snap: PublicSnapshot,
        ratings: str = "",
    ) -> None:
        """Make the end's posts not marked yet, marking each once made.  After a restart the
        first of them may have gone out just before the stop: if the thread has it, it is
        only marked."""
        texts = self._end_texts(t, snap, ending, ratings)
        for text in texts[ending.posted :]:
            if not (box.in_doubt and await self._already_posted(t, text)):
                await self._post(t, box, Post(text))
            box.in_doubt = False
            ending.posted += 1
            await self._mark(ending)
        box.in_doubt = False

    async def _already_posted(self, t: LiveTable, text: str) -> bool:
        """Whether one of the bot's latest messages in the thread is ``text`` (a post made
        just before the bot stopped, unmarked).  The end's posts are unique in their thread: a
        summary names its hand, the result its scores, a reason is posted once."""
        assert t.row.thread_id is not None
        me = self.client.user.id if self.client.user is not None else None
        await self.limiter.acquire()
        try:
            latest = await self.client.http.logs_from(t.row.thread_id, LOOKBACK)
        except discord.HTTPException as exc:
            log.warning("table %s: could not read the thread's latest messages: %s", t.id, exc)
            return False
        want = text.strip()
        return any(
            str((m.get("author") or {}).get("id")) == str(me)
            and (m.get("content") or "").strip() == want
            for m in latest
        )

    async def _mark(self, ending: EndingRow) -> None:
        """Commit the steps of ``ending`` done so far: a restart does not repeat them."""
        await self._commit(Store.ending_progress_op(ending))

    # ----- posts and pings ----------------------------------------------------------------

    async def _post(self, t: LiveTable, box: Outbox, post: Post) -> None:
        """Post in the thread, notifying exactly ``post.mentions``; a ping replaces the previous
        one (``_tidy`` deletes it).  The raw route: no ``Message`` object is built from the
        answer."""
        if t.row.thread_id is None:
            return
        allowed = discord.AllowedMentions(
            everyone=False,
            roles=False,
            users=[discord.Object(u) for u in post.mentions],
            replied_user=False,
        )
        await self.limiter.acquire()
        try:
            with discord.http.handle_message_parameters(
                content=post.text, allowed_mentions=allowed
            ) as params:
                sent = await self.client.http.send_message(t.row.thread_id, params=params)
        except discord.HTTPException as exc:
            log.warning("table %s: could not post in the thread: %s", t.id, exc)
            return
        if post.ping:
            if box.ping_id is not None:
                box.stale.append(box.ping_id)
            box.ping_id = int(sent["id"])
            await self._commit(Store.ping_op(PingRow(t.id, t.row.thread_id, box.ping_id)))

    async def _tidy(self, t: LiveTable, box: Outbox, *, everything: bool = False) -> None:
        """Delete replaced pings: at once while the request budget has room, else when it has
        (table edits and pings come first), but never more than ``STALE_PINGS`` left."""
        while box.stale and t.row.thread_id is not None:
            if len(box.stale) > STALE_PINGS or everything:
                await self.limiter.acquire()
            elif not self.limiter.spare():
                return
            await self._delete_ping(PingRow(t.id, t.row.thread_id, box.stale.pop(0)))

    async def _sweep(self, pings: Sequence[PingRow]) -> None:
        """Delete the pings of a table that ended while the bot was down, as ``_drain`` does
        at the end of a table: each as soon as the request budget has room."""
        for ping in pings:
            await self.limiter.acquire()
            await self._delete_ping(ping)

    async def _delete_ping(self, ping: PingRow) -> None:
        """Delete a ping and forget it in the store, whatever Discord answers: one already gone
        (deleted by a moderator, or by us just before a crash) is what we wanted, and any other
        failure is logged once and not retried (a stale ping is clutter; retrying it at every
        start would never end)."""
        try:
            await self.client.http.delete_message(ping.channel_id, ping.message_id)
        except discord.NotFound:
            log.info("table %s: turn ping %s was already gone", ping.table_id, ping.message_id)
        except discord.HTTPException as exc:
            log.warning("table %s: could not delete an old turn ping: %s", ping.table_id, exc)
        await self._commit(Store.ping_gone_op(ping.message_id))

    async def _commit(self, op: Op) -> None:
        """Commit one bookkeeping statement (a ping posted or deleted, a step of an end made).
        A failure only risks a stale ping, or one step of an end made again, after a restart,
        so it is logged and the table goes on."""
        assert self.service is not None
        try:
            await self.service.store.write([op])
        except Exception:
            log.exception("could not store a ping or an end's progress")

    async def _archive(self, t: LiveTable) -> None:
        if t.row.thread_id is None:
            return
        try:
            await self.client.http.edit_channel(
                t.row.thread_id, archived=True, locked=True, reason="Cardroom table ended"
            )
        except discord.Forbidden:
            log.warning("table %s: no Manage Threads permission to lock the thread", t.id)
        except discord.HTTPException as exc:
            log.warning("table %s: could not archive the thread: %s", t.id, exc)

    async def flush(self) -> None:
        """Bring every table message up to date now and wait for the posts (shutdown)."""
        self.edit_interval = 0
        self.limiter.burst = self.limiter.tokens = 10**9  # no more waiting: we are stopping
        self._closing = True
        for box in list(self._boxes.values()):
            if box.timer is not None:
                box.timer.cancel()
                box.timer = None
        for tid, box in list(self._boxes.items()):
            if (box.dirty or box.posts) and (box.task is None or box.task.done()):
                t = self.service.tables.get(tid) if self.service is not None else None
                if t is not None:
                    self._kick(t)
        tasks = [b.task for b in self._boxes.values() if b.task is not None and not b.task.done()]
        tasks += [task for task in self._sweeps if not task.done()]
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
