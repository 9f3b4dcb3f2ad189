"""Bringing tables back from the store: a running match rebuilt from its record, an end that
was committed but not all shown, the hand summaries that were due.

The store holds each started table as its game record; ``replay`` turns the rows back into the
match through ``games.records.build_match`` (the one replay path), after a restart and after a
failed commit alike; a long Tonk table from its latest checkpoint (``replay.Start``).  Reads
only: the service registers the tables and hands the presenter what is left to show.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass

from bot.db.rows import EndingRow, PingRow, TableRow
from bot.db.storage import Storage
from bot.tables import replay, statements
from bot.tables.model import LiveTable, Seat
from bot.tables.statements import Results
from games.errors import CardroomError

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class EndToShow:
    """An end committed before the restart whose steps are not all done (``EndingRow``)."""

    table: LiveTable
    """The table as it was at its end (not registered: nothing can change it)."""
    ending: EndingRow
    missed: Results
    """The summaries due from before its end (those from ``first_hand`` on are the end's)."""
    pings: list[int]
    """The table's turn pings still in its thread."""


async def rebuild(
    store: Storage, t: LiveTable, *, due: Sequence[int] = (), whole: bool = False
) -> None:
    """Rebuild the match of ``t`` from its record in the store (``replay``): from its latest
    checkpoint that leaves the hands ``due`` (summaries still to show) in the match, unless
    ``whole``; raises ``CardroomError`` if the record does not replay.  A checkpoint that does
    not fit its record is logged and the whole record replayed."""
    start = None if whole else await latest_start(store, t.id, min(due, default=None))
    if start is not None:
        deals = await store.deals_from(t.id, start.hands)
        actions = await store.actions_from(t.id, start.hands)
        try:
            kept = replay.replay(t, deals, actions, start)
        except CardroomError:
            log.exception("table %s: its checkpoint does not replay; replaying it all", t.id)
        else:
            _check(t, kept)
            return
    kept = replay.replay(t, await store.deals(t.id), await store.actions(t.id))
    _check(t, kept)


def _check(t: LiveTable, kept: replay.Bookkeeping) -> None:
    if kept.version != t.row.version:
        log.warning("table %s: version %s in row, %s replayed", t.id, t.row.version,
                    kept.version)  # fmt: skip


async def latest_start(store: Storage, table_id: int, below: int | None) -> replay.Start | None:
    """The latest stored checkpoint of the table with at most ``below`` hands before it (all
    if None), as a rebuild starts from it; None if there is none."""
    fits = [(h, s) for h, s in await store.checkpoints(table_id) if below is None or h <= below]
    if not fits:
        return None
    hands, state = fits[-1]
    return replay.Start(hands, state, await store.last_seq(table_id))


def unbuilt(row: TableRow) -> LiveTable:
    """A stored table with its seats and without its match (``rebuild`` adds it)."""
    return LiveTable(row, [Seat.from_json(p) for p in row.players])


async def open_table(store: Storage, row: TableRow) -> LiveTable | None:
    """An unfinished table as it was stored (a running one with its match); None, logged, if
    its record does not replay (it stays closed)."""
    t = unbuilt(row)
    if row.status == "playing":
        try:
            await rebuild(store, t)
        except CardroomError:
            log.exception("table %s: its record does not replay; left closed", row.id)
            return None
    return t


def missed_summaries(t: LiveTable, hands: Sequence[int]) -> Results:
    """The summaries of ``hands``: finished and committed, but not known to be posted (the bot
    stopped in between; it may have posted one just before)."""
    if not hands or t.match is None:
        return []
    wanted = set(hands)
    return [r for r in statements.final_hands(t, min(hands)) if r[0] in wanted]


async def ends_to_show(
    store: Storage,
    pings: dict[int, list[PingRow]],
    due: dict[int, list[int]],
    owns: Callable[[int], bool] = lambda guild_id: True,
) -> AsyncIterator[EndToShow]:
    """Every end that is committed but not all shown, with its table's pings (taken out of
    ``pings``) and the summaries it missed before its end (taken out of ``due``), one at a
    time (each is shown before the next is read); only those of the servers ``owns`` says
    are this process's (a cluster's others show theirs)."""
    for ending in await store.endings():
        row = await store.table(ending.table_id)
        if row is None:  # pragma: no cover - the foreign key keeps the table
            continue
        if not owns(row.guild_id):
            continue
        t = await ended_table(store, row, ending)
        first = ending.first_hand
        missed = [h for h in due.pop(row.id, []) if first is None or h < first]
        left = [p.message_id for p in pings.pop(row.id, [])]
        yield EndToShow(t, ending, missed_summaries(t, missed), left)


async def ended_table(store: Storage, row: TableRow, ending: EndingRow) -> LiveTable:
    """An ended table as it was at its end, for showing that end.  A match that does not
    replay is shown without its scores."""
    t = LiveTable(row, [Seat.from_json(p) for p in row.players], ending=ending)
    if row.seed is not None:  # it was started
        try:
            await rebuild(store, t, whole=True)  # the whole match: its end shows its sheet
        except CardroomError:
            log.exception("table %s: its record does not replay; ending without scores", row.id)
            t.match = None
    return t
