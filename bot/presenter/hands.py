"""Live hand messages (issue 12): a person's latest hand message follows the table by itself.

A hand message is ephemeral: only the webhook of an interaction on it can edit or delete it,
and that interaction's token is valid for 15 minutes (Discord's *Receiving and Responding*).
So for each person at each table the presenter keeps a ``Link``: the edit and delete of the
interaction that last produced (Show hand, ``/table hand``) or updated (any click on it) their
hand message.  Every click on the hand brings a new token, so a person who keeps playing keeps
a live hand for the whole match.

- **When it is edited**: after every change of the table the seat's hand is rendered again
  (``Render``, injected by ``bot.bot``: the presenter decides when, never what); it is edited
  only if what it shows changed (``Shown.key``).  Before rendering, a cheap ``Digest`` of what
  the render would be made from (injected too: the table's state version, the seat, the
  language, the faces) is compared with the one the message shows: equal, nothing is rendered
  (a render of the same state shows the same thing), so the render that follows a person's own
  answer at the same state costs a tuple, not a hand.  One task per person does it: a run of moves
  while an edit is out costs one more edit, with the latest state, and nothing waits for it:
  an answer to a click never waits on another person's hand.  Leading edges, as the table
  message's: the first change after a quiet spell is edited at once, the ones that follow
  within ``min_interval`` (``HAND_EDIT_INTERVAL``) wait for its end and go as one edit, so a
  fast run of computers' moves costs a person one or two edits, not one per move.  Whose turn
  comes first: a change that makes it the person's turn, or ends it, goes at once as above; a
  change that only shows others' moves (the trick growing while they wait) goes at most every
  ``watch_interval`` (``HAND_WATCH_INTERVAL``; the table message shows them at its own pace), which
  spares a busy bot some of the edits of the people who wait (2.5 a move at 1,000 tables).
- **Answers first**: the renders take turns (``Lane``), one an event-loop iteration when
  several wait, turns before others' moves; at a busy bot the follows of thousands of hands
  otherwise filled each iteration, and every answer to a click waited behind them.
- **Faces refused**: an edit Discord refuses for an emoji of its components is made again at
  once in text (``Plain``, injected: the components know what a face is), and the faces are
  checked again; the hand keeps following.
- **Token margin**: a link is used for ``lifetime`` seconds (default 14 minutes, one short of
  Discord's 15), then dropped; an edit Discord refuses (the token expired anyway, the message
  was dismissed) drops it too.  The hand then stays as it is until the person's next click, as
  before this issue: its text says **Refresh** when it's yours whether or not it is live, so it
  reads true either way (and answers read as they always did: ``tests/bot/test_old_buttons``).
- **One hand message per person per table**: a hand message that replaces another (Show hand
  again, from the table message, the ping or ``/table hand``) deletes the old one while its
  token lasts.
- **The end**: when the table ends, every live hand shows the result (``Final``), and the
  person whose move ended it gets the same in the answer to that click (``final``).
- **The person's language**: a hand message speaks the language of the person it is for
  (``bot.components.base.language_of`` of the interaction that opened or last updated it),
  kept with its token, so its edits after other people's and the computers' moves (which
  carry no interaction of its owner) are made in it too, and so is its end.
- Tokens are in memory only: never stored, never logged (``Link.__repr__`` shows none, and no
  log line here names one).  After a restart nothing is live until the next click.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.tables.model import LiveTable

log = logging.getLogger(__name__)

HAND_EDIT_INTERVAL = 0.5
"""Seconds between two edits of one person's hand message (the first after a pause: at once)."""
HAND_WATCH_INTERVAL = 2.0
"""Seconds between two edits of a hand message that only show others' moves (not a turn that
comes or ends)."""
LIFETIME = 14 * 60.0
"""Seconds a hand message's token is used (Discord's 15 minutes, less a margin)."""
FINALS_KEPT = 256
"""Ended tables whose final hands are kept for the answer to the move that ended them."""

Key = tuple[int, int]
"""(table id, user id)."""


@dataclass(frozen=True, slots=True)
class Shown:
    """A hand message as rendered: what to send (``content``, ``view``) and what it shows
    (``key``: equal keys show the same thing, so no edit is needed)."""

    kwargs: dict[str, Any]
    key: Hashable


Rendered = tuple[dict[str, Any], Hashable]
"""A hand message as the components render it: ``Shown``'s kwargs and key."""
Render = Callable[[int, int, str], Awaitable[Rendered | None]]
"""(table id, user id, language) -> the seat's hand now, in that language; None: the person
has no hand there."""
Final = Callable[["LiveTable", "str | None", int, "str | None"], Rendered | None]
"""(ended table, why it ended or None if played out, user id, language of their hand message
or None if none was opened) -> the hand message's end."""
Plain = Callable[[discord.HTTPException, dict[str, Any]], "dict[str, Any] | None"]
"""(Discord's refusal of an edit, its kwargs) -> the same in text if a face was refused."""
Turn = Callable[[int, int], bool]
"""(table id, user id) -> whether the person's seat is to act now."""
Digest = Callable[[int, int, str], Hashable]
"""(table id, user id, language) -> what a render of that hand now would be made from (equal
digests render the same hand message); None: not known (render)."""


def _no_plain(exc: discord.HTTPException, kwargs: dict[str, Any]) -> dict[str, Any] | None:
    return None


class Lane:
    """One render at a time; when several wait, the next goes in the loop's next iteration
    (a handed-over turn resumes its task there), those ``first`` before the others.  Free, it is
    taken at once: a quiet bot renders a hand without a trip through the loop."""

    def __init__(self) -> None:
        self._busy = False
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self._n = 0

    async def take(self, first: bool) -> None:
        if not self._busy and not self._waiting:
            self._busy = True
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._n += 1
        heapq.heappush(self._waiting, (0 if first else 1, self._n, fut))
        try:
            await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():
                self.give()  # handed the lane, then cancelled: the next one has it
            raise

    def give(self) -> None:
        while self._waiting:
            _, _, fut = heapq.heappop(self._waiting)
            if not fut.done():
                fut.set_result(None)  # still busy: handed over
                return
        self._busy = False

    @property
    def waiting(self) -> int:
        return len(self._waiting)


@dataclass(eq=False, slots=True)
class Link:
    """The webhook of the interaction that last produced or updated a hand message."""

    edit: Callable[..., Awaitable[Any]]
    """``Interaction.edit_original_response``: @original is the hand message, whether the
    interaction sent it (Show hand) or updated it (a click on it)."""
    delete: Callable[[], Awaitable[Any]]
    """``Interaction.delete_original_response``."""
    message_id: int | None
    issued: float
    shown: Hashable = None
    """What the message shows now (``Shown.key``)."""
    language: str = "en"
    """The language of the person it is for, when it was opened or last clicked."""
    turn: bool | None = None
    """Whether what it shows is the person's turn (None: not known, every change goes at once)."""
    digest: Hashable = None
    """What it shows was rendered from (``Digest``; None: not known).  Only ever this link's own
    hand: a digest names its table, seat and language, and it is never shared."""

    def __repr__(self) -> str:  # never the token its callables hold
        return f"<Link message={self.message_id}>"


class LiveHands:
    """The live hand messages of every table (see the module's docstring)."""

    def __init__(
        self,
        render: Render,
        final: Final,
        *,
        lifetime: float = LIFETIME,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        min_interval: float = 0.0,
        watch_interval: float = 0.0,
        turn: Turn | None = None,
        plain: Plain = _no_plain,
        digest: Digest | None = None,
    ) -> None:
        self.render = render
        self.final_of = final
        self.lifetime = lifetime
        self.clock = clock
        self.sleep = sleep
        self.min_interval = min_interval
        self.watch_interval = max(min_interval, watch_interval)
        self.turn = turn
        """None: every change is edited within ``min_interval`` (no turn is known)."""
        self.plain = plain
        self.digest = digest
        """None: every change is rendered (and compared by ``Shown.key``)."""
        self._last_edit: dict[Key, float] = {}
        self._timers: dict[Key, tuple[float, asyncio.Task[None]]] = {}
        """Each waiting person's timer and the hour it fires."""
        self._links: dict[Key, Link] = {}
        self._spoken: dict[Key, str] = {}
        """Each person's language at each table, kept after their link is dropped (their
        hand's end, or the answer to the move that ended it, speaks it)."""
        self._by_table: dict[int, set[int]] = {}
        self._dirty: set[Key] = set()
        self._tasks: dict[Key, asyncio.Task[None]] = {}
        self._finals: OrderedDict[int, dict[int, Shown]] = OrderedDict()
        self._busy: dict[Key, int] = {}
        self._editing: set[Key] = set()
        self._background: set[asyncio.Task[Any]] = set()
        self._lane = Lane()
        self.edits = 0
        """Hand messages edited (the benchmark counts them)."""
        self.renders = 0
        """Renders made to follow the table (an edit follows only those that changed)."""
        self.unrendered = 0
        """Follows that rendered nothing: the digest was the one the message shows."""

    # ----- what the components tell ------------------------------------------------------

    def answering(self, table_id: int, user_id: int) -> None:
        """An interaction of this person on their hand is being answered: their hand is not
        edited meanwhile (the answer shows the latest state; an edit now would race it)."""
        k = (table_id, user_id)
        self._busy[k] = self._busy.get(k, 0) + 1

    def answered(self, table_id: int, user_id: int) -> None:
        """The answer went out (or failed): a change it may not show is followed now."""
        k = (table_id, user_id)
        left = self._busy.get(k, 0) - 1
        if left > 0:
            self._busy[k] = left
            return
        self._busy.pop(k, None)
        if k in self._dirty and k in self._links:
            self._mark(k)

    def opened(
        self,
        table_id: int,
        user_id: int,
        *,
        edit: Callable[..., Awaitable[Any]],
        delete: Callable[[], Awaitable[Any]],
        message_id: int | None,
        key: Hashable,
        new: bool = False,
        language: str = "en",
        turn: bool | None = None,
        digest: Hashable = None,
    ) -> None:
        """An interaction just sent (Show hand) or updated (a click) this person's hand message,
        showing ``key``: its token is the one to edit the hand with from now on.  A ``new`` hand
        message (Show hand) replaces the previous one, deleted while the old token lasts (a
        click on an older copy makes it the live one, and deletes nothing).  If an edit of the
        same message through the old token is out (it may land after this answer), the hand
        is edited again once it is back.  ``language``: the person's (``language_of``), which
        the hand's later edits speak.  ``turn``: whether it shows the person's turn.  ``digest``:
        what it was rendered from (``Digest``, for ``language``), if known."""
        k = (table_id, user_id)
        old = self._links.get(k)
        link = Link(edit, delete, message_id, self.clock(), key, language, turn, digest)
        self._spoken[k] = language
        if k in self._editing and old is not None and old.message_id == link.message_id:
            link.shown = None  # an edit of this message through the old token may land later
            link.digest = None
        self._links[k] = link
        self._by_table.setdefault(table_id, set()).add(user_id)
        if old is not None and new and old.message_id != link.message_id and self.fresh(old):
            self._spawn(self._delete(table_id, old), f"cardroom:hand-delete:{table_id}")
        if link.shown is None:
            self._mark(k)

    def final(self, table_id: int, user_id: int) -> Rendered | None:
        """The end of ``user_id``'s hand at a table that just ended (the answer to the move
        that ended it), if the presenter has heard of that end."""
        shown = self._finals.get(table_id, {}).get(user_id)
        return (shown.kwargs, shown.key) if shown is not None else None

    # ----- what the presenter tells ------------------------------------------------------

    def table_changed(self, table_id: int) -> None:
        for user in tuple(self._by_table.get(table_id, ())):
            self._mark((table_id, user))

    def table_closed(self, t: LiveTable, reason: str | None) -> None:
        """Every live hand of ``t`` shows how the table ended, and the links are dropped."""
        finals: dict[int, Shown] = {}
        for seat in t.seats:
            if seat.user_id is None:
                continue
            spoken = self._spoken.pop((t.id, seat.user_id), None)
            if made := self.final_of(t, reason, seat.user_id, spoken):
                finals[seat.user_id] = Shown(*made)
        self._finals[t.id] = finals
        while len(self._finals) > FINALS_KEPT:
            self._finals.popitem(last=False)
        for user in tuple(self._by_table.pop(t.id, ())):
            link = self._links.pop((t.id, user), None)
            self._dirty.discard((t.id, user))
            self._last_edit.pop((t.id, user), None)
            if link is None:
                continue
            shown = finals.get(user)
            if shown is not None and self.fresh(link) and link.shown != shown.key:
                self._spawn(self._edit((t.id, user), link, shown), f"cardroom:hand:{t.id}")

    def fresh(self, link: Link) -> bool:
        return self.clock() - link.issued < self.lifetime

    def live(self, table_id: int, user_id: int) -> bool:
        """Whether this person's hand message follows the table now."""
        link = self._links.get((table_id, user_id))
        return link is not None and self.fresh(link)

    # ----- the edits ---------------------------------------------------------------------

    def _mark(self, k: Key) -> None:
        self._dirty.add(k)
        task = self._tasks.get(k)
        if task is None or task.done():
            self._tasks[k] = asyncio.create_task(self._follow(k), name=f"cardroom:hand:{k[0]}")

    async def _follow(self, k: Key) -> None:
        """Edit the hand of ``k`` until it shows the latest state (one edit at a time)."""
        try:
            while k in self._dirty and k not in self._busy:
                link = self._links.get(k)
                if link is None:
                    self._dirty.discard(k)
                    return
                turn = self.turn(*k) if self.turn is not None else None
                urgent = turn is None or turn != link.turn
                interval = self.min_interval if urgent else self.watch_interval
                wait = self._last_edit.get(k, -interval) + interval - self.clock()
                if wait > 0:  # within the interval of the last edit: one edit at its end
                    self._later(k, wait)
                    return
                self._dirty.discard(k)
                if not self.fresh(link):
                    self._drop(k, link)
                    return
                await self._lane.take(urgent)
                try:
                    if k in self._busy or self._links.get(k) is not link:
                        self._dirty.add(k)  # an answer or a new link came meanwhile
                        continue
                    turn = self.turn(*k) if self.turn is not None else None
                    before = self._digest(k, link)
                    if before is not None and link.shown is not None and before == link.digest:
                        self.unrendered += 1  # the same state as shown: the same hand
                        link.turn = turn
                        continue
                    self.renders += 1
                    made = await self.render(k[0], k[1], link.language)
                    # Kept only if the state did not move while the render was made (it may
                    # wait for the table's lock): then it is the render of exactly that state.
                    digest = before if self._digest(k, link) == before else None
                finally:
                    self._lane.give()
                shown = Shown(*made) if made is not None else None
                if shown is None or self._links.get(k) is not link:
                    if shown is None:
                        self._drop(k, link)
                    continue
                if shown.key == link.shown or await self._edit(k, link, shown):
                    link.turn = turn  # what it shows now (read with it, before the render)
                    link.digest = digest
        except Exception:
            log.exception("table %s: following a hand message failed", k[0])
        finally:
            if self._tasks.get(k) is asyncio.current_task():
                del self._tasks[k]

    def _digest(self, k: Key, link: Link) -> Hashable:
        return self.digest(k[0], k[1], link.language) if self.digest is not None else None

    def _later(self, k: Key, wait: float) -> None:
        """Follow ``k`` again in ``wait`` seconds (a timer, not a follow task: nothing to
        wait for until it fires); one that would fire later gives way (a turn came while the
        hand waited to show others' moves)."""
        hour = self.clock() + wait
        timer = self._timers.get(k)
        if timer is not None:
            if timer[0] <= hour:
                return
            timer[1].cancel()

        async def due() -> None:
            try:
                await self.sleep(wait)
            finally:
                if self._timers.get(k, (0.0, None))[1] is asyncio.current_task():
                    del self._timers[k]
            if k in self._dirty and k in self._links:
                self._mark(k)

        task = asyncio.create_task(due(), name=f"cardroom-timer:hand:{k[0]}")
        self._timers[k] = (hour, task)

    async def _edit(self, k: Key, link: Link, shown: Shown) -> bool:
        self._editing.add(k)
        try:
            try:
                await link.edit(**shown.kwargs)
            except discord.HTTPException as exc:
                text = self.plain(exc, shown.kwargs)
                if text is None:
                    raise
                await link.edit(**text)  # a face was refused: the same in text, at once
        except discord.HTTPException as exc:
            # The token expired early, the person dismissed the message, or Discord refused it:
            # the hand is no longer live (never the exception's URL: it holds the token).
            log.debug("table %s: a hand message could not be edited (%s %s)", k[0],
                      exc.status, exc.code)  # fmt: skip
            self._drop(k, link)
            return False
        finally:
            self._editing.discard(k)
        self.edits += 1
        self._last_edit[k] = self.clock()
        link.shown = shown.key
        link.digest = None  # the caller knows what it was rendered from, if anyone does
        return True

    async def _delete(self, table_id: int, link: Link) -> None:
        try:
            await link.delete()
        except discord.HTTPException as exc:
            log.debug("table %s: an old hand message could not be deleted (%s %s)", table_id,
                      exc.status, exc.code)  # fmt: skip

    def _drop(self, k: Key, link: Link) -> None:
        if self._links.get(k) is link:
            del self._links[k]
            self._last_edit.pop(k, None)
            users = self._by_table.get(k[0])
            if users is not None:
                users.discard(k[1])
                if not users:
                    del self._by_table[k[0]]

    def _spawn(self, coro: Coroutine[Any, Any, Any], name: str) -> None:
        task = asyncio.create_task(coro, name=name)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
