"""Finishing the opening of a lobby after a restart (``Presenter.lobby_unposted``).

``/table create`` stores the table, has Discord make the thread, records it, posts the lobby
message and records that.  A bot that stopped in between left a lobby without a recorded thread
or lobby message: nobody could join it, and a lobby message whose post was not recorded would
start a game with no table message.  At the next start the presenter finishes the job here.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from bot.tables.errors import TableError
from bot.tables.model import LiveTable
from bot.views import ids
from bot.views.lobby import thread_name

if TYPE_CHECKING:
    from bot.render.publisher import DiscordPresenter

log = logging.getLogger(__name__)

LOOKBACK = 50
"""How many of the thread's latest messages are searched for a lobby message already posted."""


async def set_up_lobby(presenter: DiscordPresenter, t: LiveTable) -> None:
    """The thread (if it was not recorded, looked for among the server's active threads by the
    name it was given), then the lobby message already there (a post whose answer was lost) or
    a new one, each recorded.  No thread, or one that is gone: the table is cancelled, nobody
    could use it.  Any other failure leaves it for the next start (or the lobby's expiry)."""
    svc = presenter.service
    assert svc is not None
    try:
        thread_id = t.row.thread_id or await _find_thread(presenter, t)
        if thread_id is None:
            log.info("table %s: Discord made no thread for it; cancelled", t.id)
            await svc.abandon(t.id)
            return
        if t.row.thread_id is None:
            await svc.attach(t.id, thread_id, None)
        message_id = await _find_lobby(presenter, t, thread_id)
        if message_id is None:
            message_id = await _post_lobby(presenter, t, thread_id)
        await svc.attach(t.id, thread_id, message_id)
    except (discord.NotFound, discord.Forbidden) as exc:
        log.warning("table %s: its thread is gone or closed to the bot (%s); cancelled", t.id,
                    exc.status)  # fmt: skip
        await svc.abandon(t.id)
        return
    except (discord.HTTPException, aiohttp.ClientError, OSError, TableError) as exc:
        log.warning("table %s: could not finish opening its lobby (%s); the next start tries "
                    "again", t.id, type(exc).__name__)  # fmt: skip
        return
    log.info("table %s: its lobby is in thread %s", t.id, thread_id)
    presenter.table_changed(t)  # an adopted lobby message shows the lobby as it is now


def _me(presenter: DiscordPresenter) -> str:
    user = presenter.client.user
    return str(user.id) if user is not None else ""


async def _find_thread(presenter: DiscordPresenter, t: LiveTable) -> int | None:
    """The bot's active thread for ``t`` in its channel, by name (``thread_name``)."""
    await presenter.limiter.acquire()
    found = await presenter.client.http.get_active_threads(t.row.guild_id)
    name = thread_name(t.title, t.id)
    for th in found.get("threads", []):
        if (
            th.get("name") == name
            and str(th.get("parent_id")) == str(t.row.channel_id)
            and str(th.get("owner_id")) == _me(presenter)
        ):
            return int(th["id"])
    return None


async def _find_lobby(presenter: DiscordPresenter, t: LiveTable, thread_id: int) -> int | None:
    """The lobby message of ``t`` among the bot's latest messages in its thread."""
    join = ids.make("lobby", t.id, "join")
    await presenter.limiter.acquire()
    latest: list[Any] = await presenter.client.http.logs_from(thread_id, LOOKBACK)
    for m in latest:
        if str((m.get("author") or {}).get("id")) != _me(presenter):
            continue
        rows: list[Any] = m.get("components") or []
        if any(c.get("custom_id") == join for r in rows for c in r.get("components") or []):
            return int(m["id"])
    return None


async def _post_lobby(presenter: DiscordPresenter, t: LiveTable, thread_id: int) -> int:
    assert presenter.service is not None
    async with t.lock:
        snap = presenter.service.public_snapshot_nolock(t)
    await presenter.limiter.acquire()
    with discord.http.handle_message_parameters(
        allowed_mentions=discord.AllowedMentions.none(), **presenter._message_kwargs(snap)
    ) as params:
        sent = await presenter.client.http.send_message(thread_id, params=params)
    return int(sent["id"])
