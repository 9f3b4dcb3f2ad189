"""What the presenter is built with, besides Discord and the store (``bot.bot`` builds both).

``Messages`` formats: the presenter decides when and where a message goes, never what it says
(that is ``bot.render`` and ``bot.components``: ``bot.components.messages.TableMessages``).
``TableCalls`` are the few things it needs of the tables: the public snapshot of a table and
the hands its end finished (pure reads of a table, made while the caller holds its lock or the
service called the presenter), and the changes only Discord can tell the service of (a table
message posted again, a lobby's thread found or gone, a table Discord can no longer show).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from bot.leagues.queries import Change
    from bot.tables.model import LiveTable
    from bot.tables.snapshots import PublicSnapshot
    from bot.tables.statements import Results


class Messages(Protocol):
    def live(self, snap: PublicSnapshot) -> dict[str, Any]:
        """The lobby or table message of ``snap``: ``content``, ``embed`` and ``view``."""

    def final(self, snap: PublicSnapshot, reason: str | None) -> dict[str, Any]:
        """The table message once the table has ended (no components); ``reason`` why it
        ended early (None: the match is over, said in the table's language)."""

    def summary(
        self, snap: PublicSnapshot, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> str:
        """The post that a hand is over, as the public ``snap`` right after it shows it."""

    def result(self, snap: PublicSnapshot) -> str:
        """The post that the match is over."""

    def ratings(self, rated: bool, changes: list[Change], language: str = "en") -> str:
        """The rating changes added to the post of a table's end."""

    def summary_view(self, table_id: int, hand: int, language: str = "en") -> Any:
        """The components of a hand's summary (Replay): a ``discord.ui.View``."""

    def sheet(self, snap: PublicSnapshot, record: dict[str, Any]) -> list[str]:
        """The whole score sheet of an ended table's ``record``: one post, or its pages."""

    def thread_name(self, title: str, table_id: int, language: str = "en") -> str:
        """The name of a table's thread (a lobby whose thread was not recorded is found by it)."""

    def lobby_marker(self, table_id: int) -> str:
        """A custom id that only the lobby message of ``table_id`` carries."""

    def rematch(self, table_id: int, language: str = "en") -> Any:
        """The view with the Rematch button of the ended table ``table_id`` (its result post)."""

    def ping_view(self, table_id: int, language: str = "en") -> Any:
        """The components of a turn ping (a ``discord.ui.View``: Show hand, in the table's
        ``language``)."""


@dataclass(frozen=True, slots=True)
class TableCalls:
    snapshot: Callable[[LiveTable], PublicSnapshot]
    """``TableService.public_snapshot_nolock``."""
    final_hands: Callable[[LiveTable, int | None], Results]
    """``TableService.final_hands``."""
    attach: Callable[[int, int, int | None], Awaitable[None]]
    """``TableService.attach``: record a table's thread and message."""
    abandon: Callable[[int], Awaitable[None]]
    """``TableService.abandon``: remove a lobby that has no thread."""
    lose: Callable[[int, str], Awaitable[bool]]
    """``TableService.lose``: cancel a table Discord can no longer show, unrated."""
