"""Committing one change of a table, or putting memory back: memory never runs ahead of the store.

Each kind of change has its own way back if its commit fails: a change of the seats, host or
house rules goes back to its ``LobbyState``; a move is undone by rebuilding the match from its
record (``restart.rebuild``), and if even that fails the table is taken offline; an early end
goes back to the status it had.  The caller holds the table's lock and shows nothing until the
commit returned.  Built from the service's callables (it never imports the service).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.db.rows import EndingRow
from bot.db.storage import Statement, Storage
from bot.log import action_kind
from bot.tables import moves, per_game, restart, snapshots, statements
from bot.tables.errors import SaveFailed, TableError
from bot.tables.lobby import LobbyState, unbegin
from bot.tables.model import LiveTable
from bot.tables.snapshots import HandSnapshot
from bot.tables.statements import Results

log = logging.getLogger(__name__)


class Commits:
    """The commits of the table service, each with its way back."""

    def __init__(
        self,
        store: Storage,
        *,
        clock: Callable[[], float],
        record_ops: Callable[[LiveTable], tuple[list[Statement], Results]],
        ended: Callable[[LiveTable], None],
        offline: Callable[[LiveTable], None],
    ) -> None:
        self.store = store
        self.clock = clock
        self._record_ops = record_ops
        """The statements of a move or a start (``statements.record_ops``; a test may wrap it)."""
        self._ended = ended
        """The table ended: it leaves the open tables, its tasks stop."""
        self._offline = offline
        """The table cannot be put back: it is taken out of play (``Registry.take_offline``)."""

    def row_op(self, t: LiveTable) -> Statement:
        return statements.row_op(self.store, t, self.clock())

    async def thread(self, t: LiveTable, thread_id: int, message_id: int | None) -> None:
        """Record the thread and the lobby message Discord made for the table; a failed commit
        changes nothing (``SaveFailed``)."""
        before = (t.row.thread_id, t.row.message_id, t.row.updated_at)
        t.row.thread_id = thread_id
        t.row.message_id = message_id
        try:
            await self.store.write([self.row_op(t)])
        except Exception:
            t.row.thread_id, t.row.message_id, t.row.updated_at = before
            log.warning("table %s: could not record its thread", t.id, exc_info=True)
            raise SaveFailed("error-save-table") from None

    async def abandon(self, t: LiveTable) -> None:
        """Store that ``t`` was cancelled before anyone could use it; a failed commit is only
        logged (the row stays a lobby, which the next start repairs or cancels)."""
        t.row.status = "cancelled"
        try:
            await self.store.write([self.row_op(t)])
        except Exception:
            log.warning("table %s: could not store that it was not opened", t.id,
                        exc_info=True)  # fmt: skip

    async def save(self, t: LiveTable, before: LobbyState) -> None:
        """Commit a change of the seats, host or rules (of a lobby or a running table); if the
        store fails, memory goes back to ``before``: the change did not happen."""
        t.sync_players()
        try:
            await self.store.write([self.row_op(t)])
        except Exception:
            before.restore(t)
            log.warning("table %s: could not save a change of its seats or rules", t.id,
                        exc_info=True)  # fmt: skip
            raise SaveFailed("error-save-failed") from None

    async def start(self, t: LiveTable) -> Results:
        """Commit the start (``lobby.begin``); if it fails, the table is the lobby it was."""
        try:
            ops, results = self._record_ops(t)
            await self.store.write(ops)
        except Exception:
            unbegin(t)
            log.exception("table %s: could not save the start", t.id)
            raise TableError("error-save-start") from None
        return results

    async def person_moves(self, t: LiveTable, seat: int, text: str, user_id: int) -> Results:
        """The person of ``seat`` makes a move: their misses in a row start again, stored with
        the move (and back as they were if it is refused or not saved)."""
        s = t.seats[seat]
        if s.computer_plays:
            raise TableError("error-computer-plays-seat")
        misses, s.misses = s.misses, 0
        try:
            return await self.move(t, seat, text, "human", user_id)
        except TableError:
            s.misses = misses
            t.sync_players()
            raise

    async def shown_hand(
        self, t: LiveTable, seat: int, user_id: int, results: Results, *, strict: bool = False
    ) -> tuple[HandSnapshot, Results]:
        """The seat's hand, once it took the action it must take by itself before its cards
        are shown (``per_game.auto_action``; the hands that finished are added to ``results``).
        If that action cannot be saved: raised if ``strict``, else the hand before it (after a
        move, which counted: the next Show hand tries again)."""
        snap = snapshots.hand_snapshot(t, seat)
        action = per_game.auto_action(snap) if t.status == "playing" else None
        if action is None:
            return snap, results
        try:
            results = results + await self.person_moves(t, seat, action, user_id)
        except TableError:
            if strict:
                raise
            return snap, results
        return snapshots.hand_snapshot(t, seat), results

    async def move(
        self, t: LiveTable, seat: int, text: str, source: str, user_id: int | None
    ) -> Results:
        """Engine, then store (``moves.apply_move``).  Returns the newly finished hands."""
        if t.match is None:
            raise TableError("error-not-started")
        row, undo = moves.apply_move(t, seat, text, source, user_id)
        try:
            ops, results = self._record_ops(t)
            ops.insert(0, self.store.action_op(t.id, row))
            await self.store.write(ops)
        except Exception:
            # A computer, or a timed-out turn, tries again by itself (``Autoplay``): a warning,
            # not an error.
            level = logging.WARNING if source in ("computer", "timeout") else logging.ERROR
            log.log(level, "table %s: could not save a %s; rebuilding", t.id,
                    action_kind(text), exc_info=True)  # fmt: skip
            try:
                await restart.rebuild(self.store, t)
            except Exception:
                # Memory is ahead of the store and cannot be put back: nothing more may be
                # built on it.  The store still holds the table as it was before this move.
                log.exception("table %s: could not rebuild it after a failed commit", t.id)
                self._offline(t)
                raise TableError("error-move-paused") from None
            undo.restore(t)
            raise SaveFailed("error-save-move") from None
        log.debug("table %s: seat %s %s (%s)", t.id, seat, action_kind(text), source)
        return results

    async def end(self, t: LiveTable, status: str, reason: str, forfeit: int | None) -> None:
        """End ``t`` before its match is over.  The end, what is left to show of it and the
        league update are one transaction (a forfeit, by team ``forfeit``, is rated; any other
        early end is not); a failed commit changes nothing (``SaveFailed``)."""
        before = (t.row.status, t.turn_key, t.deadline, t.row.updated_at)
        t.row.status = status
        t.ending = EndingRow(t.id, reason)
        try:
            await self.store.write(statements.end_ops(self.store, t, self.clock(), forfeit))
        except Exception:
            # Not ended: memory follows the store (the row op cleared the turn).
            t.row.status, t.turn_key, t.deadline, t.row.updated_at = before
            t.ending = None
            log.warning("table %s: could not save its end", t.id, exc_info=True)
            raise SaveFailed("error-save-failed") from None
        self._ended(t)
