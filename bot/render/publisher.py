"""The Discord presenter: coalesced edits of table messages and ordered thread posts.

Every table has an outbox.  A change marks the table message dirty; posts (hand summaries,
timer notices) queue in order.  One task per table drains the outbox: it edits the table message
at most once per ``edit_interval`` with the latest state however many moves came in between, so a
fast run of computer moves costs one edit, not one per move (Discord rate-limits message edits
per channel).  At the end it posts the result, then archives and locks the thread.
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

from bot.render.games import renderer
from bot.render.lobby import lobby_embed
from bot.render.table import final_embed, result_text, table_embed
from bot.tables.model import LiveTable
from bot.views.lobby import lobby_view
from bot.views.table import table_view

if TYPE_CHECKING:
    from bot.tables.service import TableService

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
GLOBAL_RATE = 40.0
"""REST calls per second for all tables together: Discord allows a bot 50 (interaction answers
are exempt).  With many busy tables each table message is simply edited less often."""


class RateLimiter:
    """A token bucket shared by every table's edits and posts."""

    def __init__(self, rate: float, burst: int = 20) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def try_acquire(self) -> float:
        """Take a token and return 0, or return the seconds until one is due."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        return (1 - self.tokens) / self.rate

    async def acquire(self) -> None:
        while (wait := self.try_acquire()) > 0:
            await asyncio.sleep(wait)


@dataclass
class Outbox:
    dirty: bool = False
    posts: deque[tuple[str, tuple[int, ...]]] = field(default_factory=deque)
    close: str | None = None
    last_edit: float = 0.0
    task: asyncio.Task[None] | None = None
    timer: asyncio.Task[None] | None = None
    edits: int = 0


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
        self._box(table).posts.append((text, tuple(mentions)))
        self._kick(table)

    def hand_finished(
        self, table: LiveTable, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> None:
        # Rendered now: the public view must be the one right after this hand, not a later one.
        assert self.service is not None
        snap = self.service.public_snapshot_nolock(table)
        view = snap.view or {}
        names = [s.name or f"Seat {i + 1}" for i, s in enumerate(snap.seats)]
        try:
            body = renderer(table.game).summary(result, deltas, view, names)
        except Exception:
            log.exception("table %s: hand summary failed", table.id)
            body = ""
        self._box(table).posts.append((f"**Hand {hand + 1} is over.**\n{body}"[:2000], ()))
        self._kick(table)

    def table_closed(self, table: LiveTable, reason: str) -> None:
        assert self.service is not None
        snap = self.service.public_snapshot_nolock(table)
        box = self._box(table)
        if reason == "over":
            box.posts.append((result_text(snap)[:2000], ()))
            box.close = "The match is over."
        else:
            box.posts.append((reason[:2000], ()))
            box.close = reason
        box.dirty = True
        self._kick(table)

    # ----- the drain ----------------------------------------------------------------------

    async def _drain(self, t: LiveTable, box: Outbox) -> None:
        while box.dirty or box.posts:
            if box.dirty:
                wait = box.last_edit + self.edit_interval - time.monotonic()
                if wait <= 0 or box.close is not None:
                    wait = self.limiter.try_acquire()
                if wait > 0:
                    # Too soon after the last edit: come back when it is due.  The waiting is a
                    # timer task, not this one, so nothing waits on a sleeping render.
                    self._later(t, box, wait)
                else:
                    box.dirty = False
                    await self._render(t, box)
                    box.last_edit = time.monotonic()
            while box.posts:
                text, mentions = box.posts.popleft()
                await self._post(t, text, mentions)
            if box.dirty and box.timer is not None:
                break
        if box.close is not None and not box.dirty and not box.posts:
            await self._archive(t)
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

    async def _render(self, t: LiveTable, box: Outbox) -> None:
        assert self.service is not None
        if t.row.thread_id is None or t.row.message_id is None:
            return
        async with t.lock:
            snap = self.service.public_snapshot_nolock(t)
        kwargs = self._message_kwargs(snap, box)
        try:
            # The raw route: no Message object is built from the answer (a table message is
            # edited often, and nothing here needs the parsed result).
            with discord.http.handle_message_parameters(
                allowed_mentions=NO_MENTIONS, **kwargs
            ) as params:
                await self.client.http.edit_message(
                    t.row.thread_id, t.row.message_id, params=params
                )
            box.edits += 1
        except discord.HTTPException as exc:
            log.warning("table %s: could not edit the table message: %s", t.id, exc)

    @staticmethod
    def _message_kwargs(snap: Any, box: Outbox) -> dict[str, Any]:
        if box.close is not None:
            content, embed = final_embed(snap, box.close)
            return {"content": content or None, "embed": embed, "view": None}
        if snap.status == "lobby":
            return {"content": None, "embed": lobby_embed(snap), "view": lobby_view(snap)}
        content, embed = table_embed(snap)
        return {"content": content or None, "embed": embed, "view": table_view(snap)}

    async def _post(self, t: LiveTable, text: str, mentions: Sequence[int]) -> None:
        if t.row.thread_id is None:
            return
        allowed = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in mentions]
        )
        await self.limiter.acquire()
        try:
            await self.client.get_partial_messageable(t.row.thread_id).send(
                text, allowed_mentions=allowed
            )
        except discord.HTTPException as exc:
            log.warning("table %s: could not post in the thread: %s", t.id, exc)

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
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
