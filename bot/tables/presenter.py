"""What the table service tells the outside world, without knowing it is Discord.

The service calls these after a change is committed; the Discord implementation
(``bot.render.publisher``) turns them into coalesced message edits and thread posts.  Tests and
the benchmark can plug in ``NullPresenter`` or a recorder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from bot.db import PingRow
    from bot.tables.model import LiveTable


class Presenter(Protocol):
    def table_changed(self, table: LiveTable) -> None:
        """The public table (or lobby) message should be brought up to date (coalesced)."""

    def notice(self, table: LiveTable, text: str, mentions: Sequence[int] = ()) -> None:
        """Post a short public message in the table's thread (in order with the others)."""

    def ping(self, table: LiveTable, text: str, mentions: Sequence[int]) -> None:
        """Post a message that notifies ``mentions`` (only them) and replaces the table's
        previous ping, so the thread holds at most one.  The turn pings themselves come from
        the presenter: ``table_changed`` is enough (see ``PublicSnapshot.turns``)."""

    def table_restored(self, table: LiveTable, pings: Sequence[int] = ()) -> None:
        """The table was loaded after a restart: its current turn was announced before, by
        the last of ``pings`` (the ping messages still in its thread, oldest first), which the
        next ping replaces as usual; the others were replaced already."""

    def pings_left(self, pings: Sequence[PingRow]) -> None:
        """Pings of a table that ended (or could not be loaded) before they were deleted, say
        because the bot stopped meanwhile: delete them, as the end of a table does."""

    def hand_finished(
        self, table: LiveTable, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> None:
        """Post the summary of a finished hand (``deltas``: what it changed per side)."""

    def table_closed(self, table: LiveTable, reason: str) -> None:
        """Final render, the result (or why it ended), then archive and lock the thread."""


class NullPresenter:
    """A presenter that shows nothing (unit tests, benchmarks of the service alone)."""

    def table_changed(self, table: LiveTable) -> None:
        pass

    def notice(self, table: LiveTable, text: str, mentions: Sequence[int] = ()) -> None:
        pass

    def ping(self, table: LiveTable, text: str, mentions: Sequence[int]) -> None:
        pass

    def table_restored(self, table: LiveTable, pings: Sequence[int] = ()) -> None:
        pass

    def pings_left(self, pings: Sequence[PingRow]) -> None:
        pass

    def hand_finished(
        self, table: LiveTable, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> None:
        pass

    def table_closed(self, table: LiveTable, reason: str) -> None:
        pass
