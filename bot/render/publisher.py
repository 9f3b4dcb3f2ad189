"""The Discord presenter: coalesced edits of table messages, turn pings and ordered thread posts.

Every table has an outbox.  A change marks the table message dirty; posts (hand summaries,
timer notices) queue in order.  One task per table drains the outbox: it edits the table message
at most once per ``edit_interval`` with the latest state however many moves came in between, so a
fast run of computer moves costs one edit, not one per move (Discord rate-limits message edits
per channel).  An edit that would send exactly what the table message shows already is not made:
a private action (a Spades look) changes no public message.

A hand's summary is due in the store (``summaries``) from the commit of the hand's result until
it is posted, so a bot that stopped in between posts it at its next start (``summaries_missed``),
after looking for it in the thread (it may have gone out just before the stop).

The end of a table is committed with an ``EndingRow`` (what is left to show of it), and shown in
steps, each marked done in the store once made: the posts (the summaries of the hands the last
change finished, then the result or why the table ended), the final table message, the deletion
of the turn pings, the archive of the thread (and its lock, if the bot may lock it).  A bot that
stopped in between finishes the steps left at its next start (``table_ended_meanwhile``) and
repeats none that is marked: the one post that may have gone out just before the stop, unmarked,
is looked for in the thread first.  The posts come first because a post also reopens a thread
that Discord archived for inactivity while the bot was down, where an edit or a delete would be
refused.

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

Discord failing (``_call``): a dropped connection, a 5xx or a 429 that discord.py did not wait
out is tried again after a pause (doubled up to ``retry_max``, for as long as the bot runs), so
no post is lost and no step of an end is marked done before Discord made it; a refusal (any
other 4xx) is for good: it is logged and counts as made.  A thread that Discord archived for
inactivity is reopened to edit or delete in it.  A deleted table message is posted again.  A
refusal that means the table can no longer be shown (its thread was deleted, the bot may no
longer post in it, its message cannot be posted again) cancels the table, unrated
(``TableService.lose``): no turn timer plays on at a table nobody can see.  Why is said in the
thread if the bot may still post there, else in its parent channel if it may, else only logged.

The request budget (``RateLimiter``) is shared by all tables and handed out in reservations, so
a table waiting for it sleeps once, until its own slot.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar, cast

import aiohttp
import discord

from bot.db import EndingRow, PingRow, Store
from bot.db.store import Op
from bot.leagues import queries as league
from bot.render.games import renderer
from bot.render.leagues import ratings_line
from bot.render.lobby import lobby_embed
from bot.render.opening import set_up_lobby
from bot.render.table import final_embed, result_text, table_embed
from bot.tables.errors import TableError
from bot.tables.model import LiveTable
from bot.views.lobby import lobby_view
from bot.views.table import table_view

if TYPE_CHECKING:
    from bot.tables.service import PublicSnapshot, Results, TableService

log = logging.getLogger(__name__)
T = TypeVar("T")

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
RETRY_FIRST = 1.0
"""Seconds before a Discord call that failed on the way (a dropped connection, a 5xx) is made
again; doubled at each failure in a row, up to ``RETRY_MAX`` (the presenter's ``retry`` and
``retry_max``: tests make them tiny)."""
RETRY_MAX = 60.0

ARCHIVE_REASON = "Cardroom table ended"
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
NO_ACCESS = frozenset({50001, 50013})
"""Missing Access, Missing Permissions."""
ARCHIVED = 50083
"""Discord refuses edits and deletes in an archived thread, and any write to a locked one."""

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
"""Why a table that Discord can no longer show was cancelled (``_lost``)."""
UNPOSTABLE = frozenset({LOST_THREAD, LOST_ACCESS, LOST_LOCKED})
"""Lost tables whose thread takes no post: their end's last post goes to the parent channel."""


class Interrupted(Exception):
    """A Discord call failed on the way while the bot is closing: it is neither made nor
    marked, so the next start makes it."""


def transient(exc: BaseException) -> bool:
    """Whether a failed call may work if made again: the connection, Discord's servers, or a
    rate limit that discord.py did not wait out.  Any other answer is a refusal, for good."""
    if isinstance(exc, discord.HTTPException):
        return exc.status >= 500 or exc.status == 429
    return isinstance(exc, aiohttp.ClientError | OSError | TimeoutError | discord.RateLimited)


def describe(exc: BaseException) -> str:
    """A failure in a log line: Discord's answer, or the kind of connection error."""
    return str(exc) if isinstance(exc, discord.HTTPException) else type(exc).__name__


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
    hand: int | None = None
    """A hand's summary: no longer due in the store (``summaries``) once made."""
    in_doubt: bool = False
    """It may have gone out just before the bot stopped: looked for in the thread first."""


@dataclass
class Outbox:
    dirty: bool = False
    posts: deque[Post] = field(default_factory=deque)
    ending: EndingRow | None = None
    """The table has ended: shown by ``_conclude`` once the posts before it are out."""
    in_doubt: bool = False
    """The end is resumed after a restart: its next post may be in the thread already."""
    last_edit: float = 0.0
    """When the table message was last edited (an edit not made, the same payload, is not)."""
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
    shown: dict[str, Any] | None = None
    """The payload the table message was last edited to: an edit to the same is not made."""
    lost: str | None = None
    """Discord can no longer show the table (a key of ``LOST_REASONS``): it is cancelled."""


class DiscordPresenter:
    """``Presenter`` for Discord: renders snapshots and talks to the REST API."""

    def __init__(
        self,
        client: discord.Client,
        edit_interval: float = 1.0,
        *,
        retry: float | None = None,
        retry_max: float | None = None,
    ) -> None:
        self.client = client
        self.edit_interval = edit_interval
        self.retry = RETRY_FIRST if retry is None else retry
        self.retry_max = RETRY_MAX if retry_max is None else retry_max
        self._wake = asyncio.Event()
        """Set at shutdown: calls waiting to be made again give up at once."""
        self.service: TableService | None = None
        self._boxes: dict[int, Outbox] = {}
        # EDIT_INTERVAL=0 (tests) turns coalescing and the shared budget off.
        self.limiter = RateLimiter(GLOBAL_RATE if edit_interval > 0 else 1e9, burst=20)
        if edit_interval <= 0:
            self.limiter.burst = self.limiter.tokens = 10**9
        self._closing = False
        self._sweeps: set[asyncio.Task[None]] = set()
        """Deleting the pings of tables that ended while the bot was down (``pings_left``)."""
        add_listener = getattr(client, "add_listener", None)  # a commands.Bot
        if add_listener is not None:
            add_listener(self._thread_deleted, "on_raw_thread_delete")
            add_listener(self._channel_deleted, "on_guild_channel_delete")

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
        self._box(table).posts.append(Post(self._summary(snap, hand, result, deltas), hand=hand))
        self._kick(table)

    def summaries_missed(self, table: LiveTable, results: Results) -> None:
        assert self.service is not None
        snap = self.service.public_snapshot_nolock(table)
        box = self._box(table)
        for hand, result, deltas in results:
            text = self._summary(snap, hand, result, deltas)
            box.posts.append(Post(text, hand=hand, in_doubt=True))
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
        """Show what the outbox holds.  It never dies of an error: what Discord did not take
        before the bot stopped is left to the next start, and any other failure is logged and
        the outbox drained again later (nothing may stay stuck in it)."""
        try:
            await self._drain_box(t, box)
        except Interrupted:
            log.info("table %s: Discord did not answer before the stop; the rest is shown at "
                     "the next start", t.id)  # fmt: skip
        except Exception:
            log.exception("table %s: showing the table failed; trying again later", t.id)
            if box.ending is None:
                box.dirty = True
            self._later(t, box, self.retry_max)

    async def _drain_box(self, t: LiveTable, box: Outbox) -> None:
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
                    if snap is not None and box.ending is None:
                        await self._turn_ping(t, box, snap)
            while box.posts:
                # Out of the queue once made: a failure leaves it to be made again.
                await self._send_queued(t, box, box.posts[0])
                box.posts.popleft()
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
        if await self._edit(t, box, self._message_kwargs(snap)):
            box.edits += 1
        return snap

    async def _edit(
        self, t: LiveTable, box: Outbox, kwargs: dict[str, Any], *, live: bool = True
    ) -> bool:
        """Edit the table message; returns whether it was edited.  An edit to what it shows
        already is not made.  In a thread Discord archived, the thread is reopened and the
        edit made again; the deleted message of a ``live`` table is posted again; any other
        refusal is logged (the next edit brings the message up to date), and loses the table
        if it can no longer be shown."""
        thread = t.row.thread_id
        if thread is None or t.row.message_id is None or box.lost == LOST_THREAD:
            return False
        # The raw route: no Message object is built from the answer (a table message is
        # edited often, and nothing here needs the parsed result).
        with discord.http.handle_message_parameters(
            allowed_mentions=NO_MENTIONS, **kwargs
        ) as params:
            if params.payload is not None and params.payload == box.shown:
                return False
            # Only an edit made counts against the interval (Discord's limit is on requests).
            box.last_edit = time.monotonic()
            reopened = False
            while True:
                message = t.row.message_id
                try:
                    edit = partial(self.client.http.edit_message, thread, message, params=params)
                    await self._call(t.id, "edit the table message", edit)
                except discord.HTTPException as exc:
                    if exc.code == ARCHIVED and not reopened:
                        reopened = await self._reopen(t.id, thread)
                        if reopened:
                            continue
                    if exc.code == UNKNOWN_MESSAGE and live and box.ending is None:
                        return await self._replace(t, box, kwargs)
                    await self._refused(t, box, exc, "edit the table message", posting=False)
                    return False
                box.shown = params.payload
                return True

    async def _replace(self, t: LiveTable, box: Outbox, kwargs: dict[str, Any]) -> bool:
        """The table message is gone (a moderator deleted it): post it again, buttons and
        all, at the end of the thread, and record the new one.  A table that cannot get its
        message back is lost."""
        assert self.service is not None and t.row.thread_id is not None
        thread = t.row.thread_id
        await self.limiter.acquire()
        try:
            with discord.http.handle_message_parameters(
                allowed_mentions=NO_MENTIONS, **kwargs
            ) as params:
                send = partial(self.client.http.send_message, thread, params=params)
                sent = await self._call(t.id, "post the table message again", send)
        except discord.HTTPException as exc:
            await self._refused(t, box, exc, "post the table message again", posting=True)
            await self._lost(t, box, LOST_MESSAGE)
            return False
        new = int(sent["id"])
        log.warning("table %s: its table message was deleted; posted it again", t.id)
        box.shown = params.payload
        try:
            await self.service.attach(t.id, thread, new)
        except TableError:  # it ended meanwhile: its final message goes to the new one
            t.row.message_id = new
        except Exception:
            log.warning("table %s: could not store its new table message", t.id, exc_info=True)
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
                kwargs = {"content": content or None, "embed": embed, "view": None}
                await self._edit(t, box, kwargs, live=False)
                ending.shown = True
                await self._mark(ending)
            # Nobody's turn any more: the pings go before the thread is locked.
            if box.ping_id is not None:
                box.stale.append(box.ping_id)
                box.ping_id = None
            await self._tidy(t, box, everything=True)
            if box.lost != LOST_THREAD:
                await self.limiter.acquire()
                await self._archive(t)
        ending.done = True
        # Its summaries are all out now (the end's own were its first posts).
        await self._commit(Store.ending_progress_op(ending), Store.summaries_shown_op(t.id))

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
        for i in range(ending.posted, len(texts)):
            # The last post says how the table ended: if its thread is gone, in its channel.
            post = Post(texts[i], in_doubt=box.in_doubt)
            await self._post(t, box, post, elsewhere=i == len(texts) - 1)
            box.in_doubt = False
            ending.posted += 1
            await self._mark(ending)
        box.in_doubt = False

    async def _already_posted(self, t: LiveTable, text: str, channel: int | None = None) -> Any:
        """The one of the bot's latest messages in ``channel`` (the thread) that is ``text``,
        if any: a post made just before the bot stopped, unmarked, or one whose answer a
        dropped connection lost.  The posts looked for are unique in their thread: a summary
        names its hand, the result its scores, a reason is posted once, a ping its deadline."""
        where = channel or t.row.thread_id
        assert where is not None
        me = self.client.user.id if self.client.user is not None else None
        await self.limiter.acquire()
        try:
            read = partial(self.client.http.logs_from, where, LOOKBACK)
            latest = await self._call(t.id, "read the latest messages", read)
        except discord.HTTPException as exc:
            log.warning("table %s: could not read the latest messages: %s", t.id, exc)
            return None
        want = text.strip()
        mine = (m for m in latest if str((m.get("author") or {}).get("id")) == str(me))
        return next((m for m in mine if (m.get("content") or "").strip() == want), None)

    async def _mark(self, ending: EndingRow) -> None:
        """Commit the steps of ``ending`` done so far: a restart does not repeat them."""
        await self._commit(Store.ending_progress_op(ending))

    # ----- posts and pings ----------------------------------------------------------------

    async def _send_queued(self, t: LiveTable, box: Outbox, post: Post) -> None:
        """Make a queued post; a hand's summary is then no longer due in the store."""
        await self._post(t, box, post)
        if post.hand is not None:
            await self._commit(Store.summary_shown_op(t.id, post.hand))

    async def _post(
        self, t: LiveTable, box: Outbox, post: Post, *, elsewhere: bool = False
    ) -> None:
        """Post in the thread, notifying exactly ``post.mentions``; a ping replaces the previous
        one (``_tidy`` deletes it).  The post counts as made once it is made, or refused for
        good; if the thread can no longer take posts (``UNPOSTABLE``), it is skipped, or made
        in the parent channel if ``elsewhere`` (the end's last post: why the table ended).
        The raw route: no ``Message`` object is built from the answer."""
        thread = t.row.thread_id
        if thread is None:
            return
        sent = None
        if box.lost not in UNPOSTABLE:
            sent = await self._send(t, box, thread, post)
        if sent is None:
            if elsewhere and box.lost in UNPOSTABLE:
                await self._send(t, box, t.row.channel_id, post, parent=True)
            return
        if post.ping:
            if box.ping_id is not None:
                box.stale.append(box.ping_id)
            box.ping_id = int(sent["id"])
            await self._commit(Store.ping_op(PingRow(t.id, thread, box.ping_id)))

    async def _send(
        self, t: LiveTable, box: Outbox, channel: int, post: Post, *, parent: bool = False
    ) -> Any:
        """Send ``post`` to ``channel``; the message made (or found made already), or None if
        Discord refused it.  A post ``in_doubt``, or whose answer a dropped connection lost, is
        looked for in the channel before it is made again."""
        if post.in_doubt and (found := await self._already_posted(t, post.text, channel)):
            return found
        allowed = discord.AllowedMentions(
            everyone=False,
            roles=False,
            users=[discord.Object(u) for u in post.mentions],
            replied_user=False,
        )
        where = "post in the channel" if parent else "post in the thread"
        await self.limiter.acquire()
        try:
            with discord.http.handle_message_parameters(
                content=post.text, allowed_mentions=allowed
            ) as params:
                return await self._call(
                    t.id,
                    where,
                    partial(self.client.http.send_message, channel, params=params),
                    check=partial(self._already_posted, t, post.text, channel),
                )
        except discord.HTTPException as exc:
            if parent:
                log.warning("table %s: could not say why it ended in its channel either: %s",
                            t.id, exc)  # fmt: skip
            else:
                await self._refused(t, box, exc, where, posting=True)
            return None

    async def _tidy(self, t: LiveTable, box: Outbox, *, everything: bool = False) -> None:
        """Delete replaced pings: at once while the request budget has room, else when it has
        (table edits and pings come first), but never more than ``STALE_PINGS`` left.  In a
        thread that is gone they are only forgotten."""
        while box.stale and t.row.thread_id is not None:
            ping = PingRow(t.id, t.row.thread_id, box.stale[0])
            if box.lost == LOST_THREAD:
                await self._commit(Store.ping_gone_op(ping.message_id))
            else:
                if len(box.stale) > STALE_PINGS or everything:
                    await self.limiter.acquire()
                elif not self.limiter.spare():
                    return
                await self._delete_ping(ping, box)
            box.stale.pop(0)

    async def _sweep(self, pings: Sequence[PingRow]) -> None:
        """Delete the pings of a table that ended while the bot was down, as ``_drain`` does
        at the end of a table: each as soon as the request budget has room.  A thread that had
        to be reopened for it (Discord archived it) is archived again."""
        reopened: set[int] = set()
        try:
            for ping in pings:
                await self.limiter.acquire()
                if await self._delete_ping(ping):
                    reopened.add(ping.channel_id)
            for thread in reopened:
                archive = partial(self.client.http.edit_channel, thread, archived=True)
                await self._call(pings[0].table_id, "archive the thread again", archive)
        except Interrupted:
            pass
        except Exception as exc:  # the next start tries again: the pings are still stored
            log.warning("table %s: could not delete its old turn pings: %s",
                        pings[0].table_id, describe(exc))  # fmt: skip

    async def _delete_ping(self, ping: PingRow, box: Outbox | None = None) -> bool:
        """Delete a ping and forget it in the store, whatever Discord answers for good: one
        already gone (deleted by a moderator, or by us just before a crash) is what we wanted,
        and any other refusal is logged once and not retried (a stale ping is clutter; retrying
        it at every start would never end).  In a thread Discord archived, the thread is
        reopened first; returns whether it was."""
        reopened = False
        while True:
            try:
                delete = partial(self.client.http.delete_message, ping.channel_id, ping.message_id)
                await self._call(ping.table_id, "delete an old turn ping", delete)
            except discord.HTTPException as exc:
                if exc.code == ARCHIVED and not reopened:
                    reopened = await self._reopen(ping.table_id, ping.channel_id)
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
        await self._commit(Store.ping_gone_op(ping.message_id))
        return reopened

    async def _commit(self, *ops: Op) -> None:
        """Commit bookkeeping statements (a ping posted or deleted, a summary or a step of an
        end made).  A failure only risks a stale ping, or one post of a table made again,
        after a restart, so it is logged and the table goes on."""
        assert self.service is not None
        try:
            await self.service.store.write(list(ops))
        except Exception:
            log.exception("could not store a ping, a summary or an end's progress")

    # ----- Discord's answers --------------------------------------------------------------

    async def _call(
        self,
        table_id: int,
        what: str,
        make: Callable[[], Awaitable[T]],
        *,
        check: Callable[[], Awaitable[Any]] | None = None,
    ) -> T:
        """Make one REST call, again after each failure on the way (``transient``), with a
        pause that doubles up to ``retry_max``, until Discord answers: its answer, or the
        ``HTTPException`` of a refusal.  A call whose connection dropped may have been made:
        ``check`` finds what it made, if so.  While the bot closes, a failure raises
        ``Interrupted`` instead of waiting (the next start makes the call)."""
        pause = self.retry
        failures = 0
        while True:
            try:
                return await make()
            except Exception as exc:
                if not transient(exc):
                    raise
                failures += 1
                if self._closing:
                    raise Interrupted(what) from exc
                level = logging.WARNING if failures == 1 else logging.INFO
                log.log(level, "table %s: could not %s (%s); trying again in %.3g s",
                        table_id, what, describe(exc), pause)  # fmt: skip
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), pause)
                pause = min(pause * 2, self.retry_max)
                if check is not None and not isinstance(exc, discord.HTTPException):
                    found = await check()
                    if found is not None:
                        return cast(T, found)

    async def _refused(
        self, t: LiveTable, box: Outbox, exc: discord.HTTPException, what: str, *, posting: bool
    ) -> None:
        """Log a refusal for good; one that says the table can no longer be shown loses it:
        the thread is gone, or the bot may no longer post in it (an edit of its own message
        needs no more than access)."""
        log.warning("table %s: could not %s: %s", t.id, what, exc)
        if exc.code == UNKNOWN_CHANNEL:
            await self._lost(t, box, LOST_THREAD)
        elif exc.code in NO_ACCESS and (posting or exc.code == 50001):
            await self._lost(t, box, LOST_ACCESS)
        elif exc.code == ARCHIVED:
            await self._lost(t, box, LOST_LOCKED)

    async def _lost(self, t: LiveTable, box: Outbox, why: str) -> None:
        """Discord can no longer show the table (``why``): cancel it, unrated, so that no turn
        timer plays the people on at a table they cannot see (a table that has ended already
        only shows the rest of its end where it still can).  If the cancel cannot be committed,
        the next refusal tries again."""
        if box.lost is None or why == LOST_THREAD:
            box.lost = why
        if box.ending is not None or self.service is None:
            return
        reason = (f"🚫 The **{t.title}** table #{t.id} is cancelled and not rated: "
                  f"{LOST_REASONS[why]}.")  # fmt: skip
        log.warning("table %s: %s; cancelling it (not rated)", t.id, LOST_REASONS[why])
        try:
            await self.service.lose(t.id, reason)
        except Exception:
            log.warning("table %s: could not cancel it", t.id, exc_info=True)
            box.lost = None

    async def _thread_deleted(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A moderator deleted a table's thread (THREAD_DELETE): the table is lost."""
        t = self.service.in_thread(payload.thread_id) if self.service is not None else None
        if t is not None:
            await self._lost(t, self._box(t), LOST_THREAD)

    async def _channel_deleted(self, channel: discord.abc.GuildChannel) -> None:
        """A moderator deleted a channel: Discord deletes its threads with it (with no
        THREAD_DELETE for each), so the tables opened in it are lost."""
        if self.service is None:
            return
        for t in [t for t in self.service.tables.values() if t.row.channel_id == channel.id]:
            await self._lost(t, self._box(t), LOST_THREAD)

    async def _reopen(self, table_id: int, thread: int) -> bool:
        """Unarchive a thread that Discord archived for inactivity (the bot made it, so it
        may, unless a moderator locked it); returns whether it is open again."""
        try:
            reopen = partial(self.client.http.edit_channel, thread, archived=False)
            await self._call(table_id, "reopen the thread", reopen)
        except discord.HTTPException as exc:
            log.warning("table %s: could not reopen its archived thread: %s", table_id, exc)
            return False
        log.info("table %s: reopened its thread, which Discord had archived", table_id)
        return True

    def _may_lock(self, t: LiveTable) -> bool:
        """Whether the bot may lock the table's thread (Manage Threads, in the parent
        channel: threads inherit it).  Unknown (not cached): try, and archive alone if not."""
        channel = self.client.get_channel(t.row.channel_id)
        me = getattr(getattr(channel, "guild", None), "me", None)
        if channel is None or me is None or not hasattr(channel, "permissions_for"):
            return True
        return bool(channel.permissions_for(me).manage_threads)

    async def _archive(self, t: LiveTable) -> None:
        """Archive the thread of an ended table, and lock it if the bot may.  Archiving alone
        needs no permission in a thread the bot made; locking needs Manage Threads, and a lock
        that is refused in the same request would leave the thread neither."""
        thread = t.row.thread_id
        if thread is None:
            return
        lock = self._may_lock(t)
        try:
            await self._archive_call(t, thread, lock=lock)
        except discord.Forbidden as exc:
            if not lock:
                log.warning("table %s: could not archive the thread: %s", t.id, exc)
                return
            try:  # the permission was not as cached: archive alone
                await self._archive_call(t, thread, lock=False)
            except discord.HTTPException as again:
                log.warning("table %s: could not archive the thread: %s", t.id, again)
                return
            lock = False
        except discord.HTTPException as exc:
            log.warning("table %s: could not archive the thread: %s", t.id, exc)
            return
        if not lock:
            log.info("table %s: no Manage Threads permission: its thread is archived, not locked",
                     t.id)  # fmt: skip

    async def _archive_call(self, t: LiveTable, thread: int, *, lock: bool) -> None:
        fields = {"archived": True, "locked": True} if lock else {"archived": True}
        archive = partial(self.client.http.edit_channel, thread, reason=ARCHIVE_REASON, **fields)
        await self._call(t.id, "archive the thread", archive)

    async def flush(self) -> None:
        """Bring every table message up to date now and wait for the posts (shutdown)."""
        self.edit_interval = 0
        self.limiter.burst = self.limiter.tokens = 10**9  # no more waiting: we are stopping
        self._closing = True
        self._wake.set()
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
