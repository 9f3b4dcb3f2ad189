"""What the table service tells the outside world, without knowing it is Discord.

The service calls these after a change is committed; the Discord implementation
(``bot.presenter``) turns them into coalesced message edits and thread posts.  Tests and
the benchmark can plug in ``NullPresenter`` or a recorder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from bot.db import EndingRow, PingRow
    from bot.tables.model import LiveTable
    from bot.tables.statements import Results


class Presenter(Protocol):
    def table_changed(self, table: LiveTable) -> None:
        """The public table (or lobby) message should be brought up to date (coalesced)."""

    def notice(self, table: LiveTable, text: str, mentions: Sequence[int] = ()) -> None:
        """Post a short public message in the table's thread (in order with the others)."""

    def ping(self, table: LiveTable, text: str, mentions: Sequence[int]) -> None:
        """Post a message that notifies ``mentions`` (only them) and replaces the table's
        previous ping, so the thread holds at most one.  The turn pings themselves come from
        the presenter: ``table_changed`` is enough (see ``PublicSnapshot.turns``)."""

    def table_restored(
        self, table: LiveTable, pings: Sequence[int] = (), shown: str | None = None
    ) -> None:
        """The table was loaded after a restart: its current turn was announced before, by
        the last of ``pings`` (the ping messages still in its thread, oldest first), which the
        next ping replaces as usual; the others were replaced already.  ``shown``: the digest
        of what its table message was last edited to (an edit to the same is not made)."""

    def pings_left(self, pings: Sequence[PingRow]) -> None:
        """Pings of a table that is not loaded and has no end left to show (it ended under a
        bot from before ``endings``, or its record does not replay), left because the bot
        stopped before deleting them: delete them, as the end of a table does."""

    def hand_finished(
        self, table: LiveTable, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> None:
        """Post the summary of a finished hand (``deltas``: what it changed per side)."""

    def summaries_missed(self, table: LiveTable, results: Results) -> None:
        """After a restart: the summaries of these finished hands may not have been posted
        (the bot stopped after committing their results); post each one that the thread does
        not have yet."""

    def table_closed(self, table: LiveTable, ending: EndingRow) -> None:
        """The end of the table is committed, with ``ending``: post the summaries of the hands
        its last change finished and the result (or why it ended), show the final table
        message, delete the turn pings, archive and lock the thread; mark each step done in
        ``ending`` (in the store) as it is made, so that a restart neither loses nor repeats
        one (``table_ended_meanwhile``)."""

    def table_ended_meanwhile(
        self, table: LiveTable, ending: EndingRow, pings: Sequence[int]
    ) -> None:
        """After a restart: the end of ``table`` was committed but ``ending`` says not all of it
        was shown (the bot stopped in between).  Do the steps not marked done, as
        ``table_closed`` would; ``pings`` are the table's turn pings still in its thread.  The
        one post that may have gone out unmarked just before the stop is looked for first."""

    def lobby_unposted(self, table: LiveTable) -> None:
        """After a restart: a lobby whose thread or lobby message was never recorded (the bot
        stopped while opening it).  Find the thread, post the lobby message (or adopt the one
        already there) and record them (``TableService.attach``); with no thread, cancel the
        table (``TableService.abandon``)."""


class NullPresenter:
    """A presenter that shows nothing (unit tests, benchmarks of the service alone)."""

    def table_changed(self, table: LiveTable) -> None:
        pass

    def notice(self, table: LiveTable, text: str, mentions: Sequence[int] = ()) -> None:
        pass

    def ping(self, table: LiveTable, text: str, mentions: Sequence[int]) -> None:
        pass

    def table_restored(
        self, table: LiveTable, pings: Sequence[int] = (), shown: str | None = None
    ) -> None:
        pass

    def pings_left(self, pings: Sequence[PingRow]) -> None:
        pass

    def hand_finished(
        self, table: LiveTable, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> None:
        pass

    def summaries_missed(self, table: LiveTable, results: Results) -> None:
        pass

    def table_closed(self, table: LiveTable, ending: EndingRow) -> None:
        pass

    def table_ended_meanwhile(
        self, table: LiveTable, ending: EndingRow, pings: Sequence[int]
    ) -> None:
        pass

    def lobby_unposted(self, table: LiveTable) -> None:
        pass
