"""Discord REST calls made again after a failure on the way (``Calls.make``).

A dropped connection, a 5xx or a 429 that discord.py did not wait out is tried again after a
pause (doubled up to ``retry_max``, for as long as the bot runs), so no post is lost and no step
of an end is marked done before Discord made it; a refusal (any other 4xx) is for good: the
caller gets its ``HTTPException``.  While the bot closes, a failure raises ``Interrupted``
instead of waiting: the next start makes the call.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

import aiohttp
import discord

log = logging.getLogger(__name__)
T = TypeVar("T")

RETRY_FIRST = 1.0
"""Seconds before a Discord call that failed on the way (a dropped connection, a 5xx) is made
again; doubled at each failure in a row, up to ``RETRY_MAX`` (the presenter's ``retry`` and
``retry_max``: tests make them tiny)."""
RETRY_MAX = 60.0

UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
NO_ACCESS = frozenset({50001, 50013})
"""Missing Access, Missing Permissions."""
ARCHIVED = 50083
"""Discord refuses edits and deletes in an archived thread, and any write to a locked one."""


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


class Calls:
    """Makes REST calls until Discord answers them; ``close()`` ends the waiting."""

    def __init__(self, retry: float | None = None, retry_max: float | None = None) -> None:
        self.retry = RETRY_FIRST if retry is None else retry
        self.retry_max = RETRY_MAX if retry_max is None else retry_max
        self.closing = False
        self._wake = asyncio.Event()
        """Set at shutdown: calls waiting to be made again give up at once."""

    def close(self) -> None:
        self.closing = True
        self._wake.set()

    async def make(
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
        ``check`` finds what it made, if so."""
        pause = self.retry
        failures = 0
        while True:
            try:
                return await make()
            except Exception as exc:
                if not transient(exc):
                    raise
                failures += 1
                if self.closing:
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
