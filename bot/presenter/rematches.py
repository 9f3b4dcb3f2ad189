"""A rematch's two posts (``Rematches.invite``): the invitation in its new thread, the link in
the old one.

The invitation names (and notifies, once) the people whose seats the rematch holds and says
which table it rematches; the line in the old thread points to the new one.  Both go out once
the lobby message is posted, by the click that opened the rematch or, if the bot stopped in
between, by the restart that finishes the lobby (``bot.presenter.lobby``); ``rematches.invited``
is then set, so a later start posts neither again.  A post that may have gone out just before
the stop is looked for first.  The old thread was archived at the table's end: a post reopens
it, and it is archived again after the line (its lock is kept).  A Discord refusal is logged:
the new table works without its link.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
import discord

from bot.db import Database, Store
from bot.i18n import tr
from bot.presenter.budget import RateLimiter
from bot.presenter.outbox import Outbox, Post
from bot.presenter.progress import Progress
from bot.presenter.threads import Threads
from bot.tables import rematch
from bot.tables.model import LiveTable

log = logging.getLogger(__name__)


class Rematches:
    def __init__(
        self,
        client: discord.Client,
        store: Database,
        limiter: RateLimiter,
        threads: Threads,
        progress: Progress,
    ) -> None:
        self.client = client
        self.store = store
        self.limiter = limiter
        self.threads = threads
        self.progress = progress

    async def invite(self, box: Outbox, t: LiveTable, *, repair: bool = False) -> None:
        """Post the invitation and the link of the rematch ``t`` unless they are marked
        posted; ``repair``: after a restart, either may be in its thread already."""
        r = t.rematch
        if r is None or r.invited or t.row.thread_id is None:
            return
        old = await self.store.table(r.old_table_id)
        old_thread = old.thread_id if old is not None else None
        text, mentions = rematch.invitation(t, old_thread)
        await self.threads.post(box, Post(text, mentions, in_doubt=repair))
        if old_thread is not None:
            language = t.row.language
            host = next(
                (s.name for s in t.seats if s.user_id == t.row.host_id),
                tr(language)("rematch-the-host"),
            )
            line = rematch.link_line(t.row.thread_id, host, language)
            await self._link(t, old_thread, line, repair)
        r.invited = True
        await self.progress.commit(Store.rematch_invited_op(t.id))

    async def _link(self, t: LiveTable, thread: int, text: str, repair: bool) -> None:
        cached: Any = self.client.get_channel(thread)
        archived = bool(getattr(cached, "archived", True))
        try:
            if repair and await self.threads.already_posted(t, text, thread):
                return
            await self.limiter.acquire()
            with discord.http.handle_message_parameters(
                content=text, allowed_mentions=discord.AllowedMentions.none()
            ) as params:
                await self.client.http.send_message(thread, params=params)
            if archived:
                await self.limiter.acquire()
                await self.client.http.edit_channel(thread, archived=True)
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            log.warning("table %s: could not link the rematch in thread %s (%s)", t.id, thread,
                        type(exc).__name__)  # fmt: skip
