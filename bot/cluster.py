"""Shards and clusters: which servers' tables this process runs, and its part of the budget.

Discord splits a bot's servers into shards, a server's shard being ``(guild_id >> 22) %
shard_count``.  One process may run every shard (``AutoShardedBot``, the count Discord
recommends or ``SHARD_COUNT``), or several processes share the shards as a cluster against one
PostgreSQL database (``SHARD_COUNT`` and ``SHARD_IDS`` per process).  A process runs the tables
of its shards' servers only (their timers, computers, table messages, their restore at start);
``bot.db.lease`` makes sure no other process runs the same shard.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.settings import Settings


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a server's events and interactions to."""
    return (guild_id >> 22) % shard_count


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """``0-3`` -> (0, 1, 2, 3); ``0,2`` -> (0, 2); ``0-1,4`` too.  ``ValueError`` with the
    reason for anything else (a negative id, a backward range, an id twice)."""
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        if not part:
            raise ValueError("an empty item")
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(f"{part!r} is not a shard id or a range like 0-3")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ValueError(f"the range {part} runs backward")
        ids.extend(range(first, last + 1))
    if len(set(ids)) != len(ids):
        raise ValueError("a shard id is given twice")
    return tuple(sorted(ids))


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards a process runs: all of them (``ids`` None), or some of ``count``."""

    count: int | None = None
    """``SHARD_COUNT``; None: the count Discord recommends (GET /gateway/bot)."""
    ids: tuple[int, ...] | None = None
    """``SHARD_IDS``; None: every shard of ``count``."""

    @property
    def partial(self) -> bool:
        """Part of a cluster: other processes run the other shards."""
        return self.ids is not None and self.count is not None and len(self.ids) < self.count

    def owns(self, guild_id: int) -> bool:
        """Whether this process runs the tables of ``guild_id``."""
        if not self.partial:
            return True
        assert self.count is not None and self.ids is not None
        return shard_of(guild_id, self.count) in self.ids

    def line(self) -> str:
        """How a log line names them: ``shards 0, 1 of 4``, or ``all shards``."""
        if not self.partial:
            return f"all {self.count} shards" if self.count else "all shards"
        assert self.ids is not None
        return f"shard{'s' if len(self.ids) > 1 else ''} {_listed(self.ids)} of {self.count}"


def _listed(ids: Sequence[int]) -> str:
    return ", ".join(str(i) for i in ids)


def shards(settings: Settings) -> Shards:
    """The shards ``settings`` (``bot.settings.Settings``) give this process."""
    return Shards(settings.shard_count, settings.shard_ids)


def budget_share(settings: Settings) -> float:
    """This process's part of the token's REST budget: as many parts as it runs shards.  The
    budget belongs to the bot token, not to a process, so a cluster's processes split it
    (``docs/operations.md``, Cluster); without a shared budget a quiet process cannot lend its
    unused part to a busy one."""
    s = shards(settings)
    if not s.partial:
        return 1.0
    assert s.ids is not None and s.count is not None
    return len(s.ids) / s.count
