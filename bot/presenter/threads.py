"""The REST calls made in a table's thread (``Threads``): edit the table message, post, find a
post already made, reopen a thread Discord archived, archive (and lock) an ended one.

Every call goes through the shared budget (``RateLimiter``) and ``Calls.make`` (made again
after a failure on the way).  The raw routes are used: no ``Message`` object is built from an
answer (a table message is edited often, and nothing here needs the parsed result).  A thread
that Discord archived for inactivity is reopened to edit in it; a deleted table message is
posted again; a refusal that means the table can no longer be shown goes to ``Losses``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import discord

from bot.i18n import tr
from bot.presenter.budget import RateLimiter
from bot.presenter.calls import ARCHIVED, UNKNOWN_MESSAGE, Calls
from bot.presenter.lost import LOST_MESSAGE, LOST_THREAD, UNPOSTABLE, Losses
from bot.presenter.outbox import Outbox, Post
from bot.presenter.ports import TableCalls
from bot.tables.errors import TableError
from bot.tables.model import LiveTable

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
LOOKBACK = 50
"""How many of a thread's latest messages are searched for a post the bot may have made just
before it stopped (people may have written in the thread since)."""
ARCHIVE_REASON = "Cardroom table ended"
"""The audit log's reason for archiving, in English (``table-archive-reason`` in the table's
language is what is sent)."""


def digest(payload: Any) -> str:
    """A short, stable digest of an edit's payload (stored per table: ``Outbox.digest``)."""
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def unchanged(box: Outbox, payload: Any, *, alive: bool) -> bool:
    """Whether the table message shows ``payload`` already: as edited by this bot, or (after
    a restart, before its first edit) as the stored digest says, in a thread the gateway
    reports ``alive`` (a thread deleted or archived while the bot was down is edited: the
    edit finds out, and reopens an archived one, as before the digests)."""
    if payload is None:
        return False
    if payload == box.shown:
        return True
    if box.shown is None and box.digest is not None and alive and digest(payload) == box.digest:
        box.shown = payload
        return True
    return False


class Threads:
    def __init__(
        self,
        client: discord.Client,
        limiter: RateLimiter,
        calls: Calls,
        losses: Losses,
        tables: TableCalls,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.now = now
        """The presenter's clock: when an edit was made (``Outbox.last_edit``)."""
        self.client = client
        self.limiter = limiter
        self.calls = calls
        self.losses = losses
        self.tables = tables

    # ----- the table message --------------------------------------------------------------

    @staticmethod
    def payload(kwargs: dict[str, Any]) -> Any:
        """What an edit to ``kwargs`` sends (``edit`` makes no edit to the payload shown)."""
        with discord.http.handle_message_parameters(
            allowed_mentions=NO_MENTIONS, **kwargs
        ) as params:
            return params.payload

    async def edit(self, box: Outbox, kwargs: dict[str, Any], *, live: bool = True) -> bool:
        """Edit the table message; returns whether it was edited.  An edit to what it shows
        already is not made.  In a thread Discord archived, the thread is reopened and the
        edit made again; the deleted message of a ``live`` table is posted again; any other
        refusal is logged (the next edit brings the message up to date), and loses the table
        if it can no longer be shown."""
        t = box.table
        thread = t.row.thread_id
        if thread is None or t.row.message_id is None or box.lost == LOST_THREAD:
            return False
        with discord.http.handle_message_parameters(
            allowed_mentions=NO_MENTIONS, **kwargs
        ) as params:
            if unchanged(box, params.payload, alive=self.active(thread)):
                return False
            # Only an edit made counts against the interval (Discord's limit is on requests).
            box.last_edit = self.now()
            reopened = False
            while True:
                message = t.row.message_id
                try:
                    edit = partial(self.client.http.edit_message, thread, message, params=params)
                    await self.calls.make(t.id, "edit the table message", edit)
                except discord.HTTPException as exc:
                    if exc.code == ARCHIVED and not reopened:
                        reopened = await self.reopen(t.id, thread)
                        if reopened:
                            continue
                    if exc.code == UNKNOWN_MESSAGE and live and box.ending is None:
                        return await self._replace(box, kwargs)
                    await self.losses.refused(box, exc, "edit the table message", posting=False)
                    return False
                box.shown = params.payload
                return True

    def active(self, thread: int) -> bool:
        """Whether the gateway reported ``thread`` as an active thread (after the ready: the
        guilds' threads are cached then)."""
        return self.client.is_ready() and self.client.get_channel(thread) is not None

    async def _replace(self, box: Outbox, kwargs: dict[str, Any]) -> bool:
        """The table message is gone (a moderator deleted it): post it again, buttons and
        all, at the end of the thread, and record the new one.  A table that cannot get its
        message back is lost."""
        t = box.table
        thread = t.row.thread_id
        assert thread is not None
        await self.limiter.acquire()
        try:
            with discord.http.handle_message_parameters(
                allowed_mentions=NO_MENTIONS, **kwargs
            ) as params:
                send = partial(self.client.http.send_message, thread, params=params)
                sent = await self.calls.make(t.id, "post the table message again", send)
        except discord.HTTPException as exc:
            await self.losses.refused(box, exc, "post the table message again", posting=True)
            await self.losses.lost(box, LOST_MESSAGE)
            return False
        new = int(sent["id"])
        log.warning("table %s: its table message was deleted; posted it again", t.id)
        box.shown = params.payload
        try:
            await self.tables.attach(t.id, thread, new)
        except TableError:  # it ended meanwhile: its final message goes to the new one
            t.row.message_id = new
        except Exception:
            log.warning("table %s: could not store its new table message", t.id, exc_info=True)
        return True

    # ----- posts --------------------------------------------------------------------------

    async def post(self, box: Outbox, post: Post, *, elsewhere: bool = False) -> Any:
        """Post in the thread, notifying exactly ``post.mentions``; the message made (or found
        made already), or None.  The post counts as made once it is made, or refused for good;
        if the thread can no longer take posts (``UNPOSTABLE``), it is skipped, or made in the
        parent channel if ``elsewhere`` (the end's last post: why the table ended)."""
        t = box.table
        thread = t.row.thread_id
        if thread is None:
            return None
        sent = None
        if box.lost not in UNPOSTABLE:
            sent = await self._send(box, thread, post)
        if sent is None and elsewhere and box.lost in UNPOSTABLE:
            await self._send(box, t.row.channel_id, post, parent=True)
        return sent

    async def _send(self, box: Outbox, channel: int, post: Post, *, parent: bool = False) -> Any:
        """Send ``post`` to ``channel``; the message made (or found made already), or None if
        Discord refused it.  A post ``in_doubt``, or whose answer a dropped connection lost, is
        looked for in the channel before it is made again."""
        t = box.table
        if post.in_doubt and (found := await self.already_posted(t, post.text, channel)):
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
                content=post.text,
                allowed_mentions=allowed,
                view=post.view if post.view is not None else discord.utils.MISSING,
            ) as params:
                return await self.calls.make(
                    t.id,
                    where,
                    partial(self.client.http.send_message, channel, params=params),
                    check=partial(self.already_posted, t, post.text, channel),
                )
        except discord.HTTPException as exc:
            if parent:
                log.warning("table %s: could not say why it ended in its channel either: %s",
                            t.id, exc)  # fmt: skip
            else:
                await self.losses.refused(box, exc, where, posting=True)
            return None

    async def already_posted(self, t: LiveTable, text: str, channel: int | None = None) -> Any:
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
            latest = await self.calls.make(t.id, "read the latest messages", read)
        except discord.HTTPException as exc:
            log.warning("table %s: could not read the latest messages: %s", t.id, exc)
            return None
        want = text.strip()
        mine = (m for m in latest if str((m.get("author") or {}).get("id")) == str(me))
        return next((m for m in mine if (m.get("content") or "").strip() == want), None)

    # ----- the thread ---------------------------------------------------------------------

    async def reopen(self, table_id: int, thread: int) -> bool:
        """Unarchive a thread that Discord archived for inactivity (the bot made it, so it
        may, unless a moderator locked it); returns whether it is open again."""
        try:
            reopen = partial(self.client.http.edit_channel, thread, archived=False)
            await self.calls.make(table_id, "reopen the thread", reopen)
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

    async def archive(self, t: LiveTable) -> None:
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
        reason = tr(t.row.language)("table-archive-reason")  # the audit log's, for moderators
        archive = partial(self.client.http.edit_channel, thread, reason=reason, **fields)
        await self.calls.make(t.id, "archive the thread", archive)
