"""Finishing the opening of a lobby after a restart (``Lobbies.finish``).

``/table create`` stores the table, has Discord make the thread, records it, posts the lobby
message and records that.  A bot that stopped in between left a lobby without a recorded thread
or lobby message: nobody could join it, and a lobby message whose post was not recorded would
start a game with no table message.  At the next start the presenter finishes the job here.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

from bot.presenter.budget import RateLimiter
from bot.presenter.ports import Messages, TableCalls
from bot.tables.errors import TableError
from bot.tables.model import LiveTable

log = logging.getLogger(__name__)

LOOKBACK = 50
"""How many of the thread's latest messages are searched for a lobby message already posted."""


class Lobbies:
    def __init__(
        self,
        client: discord.Client,
        limiter: RateLimiter,
        messages: Messages,
        tables: TableCalls,
        changed: Callable[[LiveTable], None],
        opened: Callable[..., Awaitable[None]] | None = None,
    ) -> None:
        self.client = client
        self.limiter = limiter
        self.messages = messages
        self.tables = tables
        self.changed = changed
        """``Presenter.table_changed``: an adopted lobby message shows the lobby as it is now."""
        self.opened = opened
        """``Presenter.rematch_opened``: a rematch's invitation and link, if not posted yet."""

    async def finish(self, t: LiveTable) -> None:
        """The thread (if it was not recorded, looked for among the server's active threads by
        the name it was given), then the lobby message already there (a post whose answer was
        lost) or a new one, each recorded.  No thread, or one that is gone: the table is
        cancelled, nobody could use it.  Any other failure leaves it for the next start (or the
        lobby's expiry)."""
        try:
            thread_id = t.row.thread_id or await self._find_thread(t)
            if thread_id is None:
                log.info("table %s: Discord made no thread for it; cancelled", t.id)
                await self.tables.abandon(t.id)
                return
            if t.row.thread_id is None:
                await self.tables.attach(t.id, thread_id, None)
            message_id = await self._find_lobby(t, thread_id)
            if message_id is None:
                message_id = await self._post_lobby(t, thread_id)
            await self.tables.attach(t.id, thread_id, message_id)
        except (discord.NotFound, discord.Forbidden) as exc:
            log.warning("table %s: its thread is gone or closed to the bot (%s); cancelled",
                        t.id, exc.status)  # fmt: skip
            await self.tables.abandon(t.id)
            return
        except (discord.HTTPException, aiohttp.ClientError, OSError, TableError) as exc:
            log.warning("table %s: could not finish opening its lobby (%s); the next start "
                        "tries again", t.id, type(exc).__name__)  # fmt: skip
            return
        log.info("table %s: its lobby is in thread %s", t.id, thread_id)
        self.changed(t)
        if self.opened is not None and t.rematch is not None:
            await self.opened(t, repair=True)

    def _me(self) -> str:
        user = self.client.user
        return str(user.id) if user is not None else ""

    async def _find_thread(self, t: LiveTable) -> int | None:
        """The bot's active thread for ``t`` in its channel, by name (``thread_name``)."""
        await self.limiter.acquire()
        found = await self.client.http.get_active_threads(t.row.guild_id)
        name = self.messages.thread_name(t.title, t.id, t.row.language)
        for th in found.get("threads", []):
            if (
                th.get("name") == name
                and str(th.get("parent_id")) == str(t.row.channel_id)
                and str(th.get("owner_id")) == self._me()
            ):
                return int(th["id"])
        return None

    async def _find_lobby(self, t: LiveTable, thread_id: int) -> int | None:
        """The lobby message of ``t`` among the bot's latest messages in its thread."""
        marker = self.messages.lobby_marker(t.id)
        await self.limiter.acquire()
        latest: list[Any] = await self.client.http.logs_from(thread_id, LOOKBACK)
        for m in latest:
            if str((m.get("author") or {}).get("id")) != self._me():
                continue
            rows: list[Any] = m.get("components") or []
            if any(c.get("custom_id") == marker for r in rows for c in r.get("components") or []):
                return int(m["id"])
        return None

    async def _post_lobby(self, t: LiveTable, thread_id: int) -> int:
        async with t.lock:
            snap = self.tables.snapshot(t)
        await self.limiter.acquire()
        with discord.http.handle_message_parameters(
            allowed_mentions=discord.AllowedMentions.none(), **self.messages.live(snap)
        ) as params:
            sent = await self.client.http.send_message(thread_id, params=params)
        return int(sent["id"])
