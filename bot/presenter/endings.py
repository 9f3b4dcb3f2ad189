"""The end of a table, shown in steps (``Endings.conclude``).

The end is committed with an ``EndingRow`` (what is left to show of it), and shown in steps,
each marked done in the store once made: the posts (the summaries of the hands the last change
finished, then the result or why the table ended, with **Rematch** under it if the match had
begun: ``bot.components.rematch``), the final table message, the deletion of the
turn pings, the archive of the thread (and its lock, if the bot may lock it).  A bot that
stopped in between finishes the steps left at its next start and repeats none that is marked:
the one post that may have gone out just before the stop, unmarked, is looked for in the thread
first.  The posts come first because a post also reopens a thread that Discord archived for
inactivity while the bot was down, where an edit or a delete would be refused.  A Discord
refusal is logged and the step counts as done, as with pings: retrying at every start would
never end if the thread is gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.db import Database, EndingRow, Store
from bot.i18n import tr
from bot.leagues import queries as league
from bot.presenter.budget import RateLimiter
from bot.presenter.lost import LOST_THREAD
from bot.presenter.outbox import Outbox, Post
from bot.presenter.pings import Pings
from bot.presenter.ports import Messages, TableCalls
from bot.presenter.progress import Progress
from bot.presenter.threads import Threads
from bot.tables.model import LiveTable
from bot.tables.replay import record_of

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot


class Endings:
    def __init__(
        self,
        store: Database,
        limiter: RateLimiter,
        threads: Threads,
        pings: Pings,
        progress: Progress,
        messages: Messages,
        tables: TableCalls,
    ) -> None:
        self.store = store
        self.limiter = limiter
        self.threads = threads
        self.pings = pings
        self.progress = progress
        self.messages = messages
        self.tables = tables

    async def conclude(self, box: Outbox, ending: EndingRow) -> None:
        """Show the end of ``box.table``: the steps ``ending`` does not mark done yet, in
        order, each marked in the store once made (a crash repeats at most the step it
        interrupted, and ``in_doubt`` catches a repeated post)."""
        t = box.table
        snap = self.tables.snapshot(t)
        if t.row.thread_id is not None:
            await self._posts(box, ending, snap, await self._ratings(t, ending))
            if not ending.shown:
                await self.limiter.acquire()
                kwargs = self.messages.final(snap, ending.reason)
                await self.threads.edit(box, kwargs, live=False)
                ending.shown = True
                await self.progress.mark(ending)
            # Nobody's turn any more: the pings go before the thread is locked.
            if box.ping_id is not None:
                box.stale.append(box.ping_id)
                box.ping_id = None
            await self.pings.tidy(box, everything=True)
            if box.lost != LOST_THREAD:
                await self.limiter.acquire()
                await self.threads.archive(t)
        ending.done = True
        # Its summaries are all out now (the end's own were its first posts).
        await self.progress.commit(Store.ending_progress_op(ending), Store.summaries_shown_op(t.id))

    async def _ratings(self, t: LiveTable, ending: EndingRow) -> str:
        """The ratings line of a played-out table's result: read from the league rows that
        were committed with its end, so it is the same after a restart."""
        found = await league.changes(self.store, t.id)
        if found is None or (ending.reason is not None and not found[0]):
            return ""  # an early end is rated only when it was a forfeit
        if not found[0] and not t.row.rated:  # the server does not rate its tables (/config)
            return tr(t.row.language)("config-not-rated")
        return self.messages.ratings(*found, t.row.language)

    async def record(self, t: LiveTable) -> dict[str, Any] | None:
        """The match's record, for its sheet.  A match rebuilt from a checkpoint holds only
        the hands after it (``bot.tables.restart``): its whole record is the stored one."""
        m = t.match
        if m is None:
            return None
        record = m.record()
        if getattr(m, "resumed_from", 0):
            stored = record_of(t.row, await self.store.deals(t.id), await self.store.actions(t.id))
            record["hands"] = stored["hands"]
        return record

    def texts(
        self,
        t: LiveTable,
        snap: PublicSnapshot,
        ending: EndingRow,
        ratings: str = "",
        record: dict[str, Any] | None = None,
    ) -> list[str]:
        """The end's posts, the same at its first showing and after a restart (``posted``
        counts them): the summaries of the hands the last change finished, then the result
        (with the rating changes) or why the table ended."""
        texts = [
            self.messages.summary(snap, hand, result, deltas)
            for hand, result, deltas in self.tables.final_hands(t, ending.first_hand)
        ]
        if ending.reason is None:
            last = self.messages.result(snap) + (f"\n{ratings}" if ratings else "")
        else:
            last = ending.reason + (f"\n{ratings}" if ratings else "")  # a forfeit is rated
        # The whole score sheet: in the result post if it fits, else its pages just before it
        # (the result stays the last post).  The record is the replayed match's: the same after
        # a restart, so ``posted`` still counts the same posts.
        if record is None and t.match is not None:
            record = t.match.record()
        sheet = self.messages.sheet(snap, record) if record is not None else []
        if len(sheet) == 1 and len(last) + 1 + len(sheet[0]) <= 2000:
            last, sheet = f"{last}\n{sheet[0]}", []
        texts.extend(sheet)
        texts.append(last[:2000])
        return texts

    async def _posts(
        self, box: Outbox, ending: EndingRow, snap: PublicSnapshot, ratings: str = ""
    ) -> None:
        """Make the end's posts not marked yet, marking each once made.  After a restart the
        first of them may have gone out just before the stop: if the thread has it, it is
        only marked."""
        texts = self.texts(box.table, snap, ending, ratings, await self.record(box.table))
        # The first posts are the summaries of the hands the last change finished (``texts``),
        # each with its Replay; a match that was played (or begun) ends with Rematch under its
        # last post.
        hands = [h for h, _, _ in self.tables.final_hands(box.table, ending.first_hand)]
        again = box.table.row.seed is not None and box.lost is None
        for i in range(ending.posted, len(texts)):
            # The last post says how the table ended: if its thread is gone, in its channel.
            last = i == len(texts) - 1
            view = None
            if i < len(hands):
                view = self.messages.summary_view(box.table.id, hands[i], snap.language)
            elif last and again:
                view = self.messages.rematch(box.table.id, snap.language)
            post = Post(texts[i], in_doubt=box.in_doubt, view=view)
            await self.threads.post(box, post, elsewhere=last)
            box.in_doubt = False
            ending.posted += 1
            await self.progress.mark(ending)
        box.in_doubt = False
