"""The ends of a table before its match is over: a lost thread, a cancel, a forfeit, an idle
lobby, everybody gone.

Each end is one commit (``Commits.end``: the status, what is left to show, the league update)
made under the table's lock, after the rules (``terms.cancel_means``, ``terms.forfeit_terms``)
said what it means; then the presenter shows it.  Built from the service's parts and callables
(it never imports the service).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.db.rows import EndingRow
from bot.tables import lobby, terms
from bot.tables.commits import Commits
from bot.tables.config import ServiceConfig
from bot.tables.errors import Answer, TableError
from bot.tables.model import LiveTable
from bot.tables.registry import Registry
from bot.tables.servers import table_expiry

log = logging.getLogger(__name__)


class Ends:
    """Ending tables early, and showing that they ended."""

    def __init__(
        self,
        registry: Registry,
        commits: Commits,
        *,
        config: Callable[[], ServiceConfig],
        clock: Callable[[], float],
        closed: Callable[[LiveTable, EndingRow], None],
    ) -> None:
        self.registry = registry
        self.commits = commits
        self._config = config
        self._clock = clock
        self._closed = closed
        """Show an end that was committed (``Presenter.table_closed``)."""

    async def lose(self, table_id: int, reason: str) -> bool:
        """Discord can no longer show the table (its thread was deleted, the bot may no longer
        post in it): cancel it, unrated, so that no turn timer plays on at a table nobody can
        see; ``reason`` is posted where it can be.  False: it had ended already."""
        t = self.registry.tables.get(table_id)
        if t is None:
            return False
        try:
            await self.end(t, "cancelled", reason)
        except TableError:
            return False
        return True

    def cancel_means(self, table_id: int, user_id: int, can_manage: bool) -> str:
        return terms.cancel_means(self.registry.get(table_id), user_id, can_manage)

    async def cancel(self, table_id: int, user_id: int, can_manage: bool) -> str:
        """Cancel a lobby, a running table (a moderator who is not seated: unrated), or end a
        Tonk table played until its host ends it.  A seated person's cancel after the start is
        a forfeit (``forfeit``), never an unrated cancel."""
        t = self.registry.get(table_id)
        kind = self.cancel_means(table_id, user_id, can_manage)
        if kind == "forfeit":
            raise TableError("error-forfeit-instead")
        running = t.status != "lobby"

        def still() -> bool:
            try:
                return self.cancel_means(table_id, user_id, can_manage) == kind and (
                    (t.status != "lobby") == running
                )
            except TableError:
                return False

        if not await self.end(
            t, "cancelled", terms.cancel_reason(kind, user_id, t.row.language), when=still
        ):
            raise TableError("error-changed-meanwhile")
        if kind == "end":
            return Answer("answer-ended")
        if running and t.row.rated:  # a server that rates no table hears nothing of it
            return Answer("answer-cancelled-unrated")
        return Answer("answer-cancelled")

    async def forfeit(self, table_id: int, user_id: int) -> str:
        """A seated person gives up the running match for their team (Tonk: their seat): it
        ends now, rated, the team last and every other team first (``outcome_of``).  The hand
        in progress is not scored: the record and the stakes ledger hold the hands played."""
        t = self.registry.get(table_id)
        async with t.lock:
            said = terms.forfeit_terms(self.registry.get(table_id), user_id)
            reason = terms.forfeit_reason(lobby.seat_for(t, user_id), said, t.row.language)
            side = terms.forfeit_side(t, user_id)
            await self.end_locked(t, "forfeited", reason, side)
        self.show(t)
        return Answer("answer-forfeited")

    def idle(self, t: LiveTable) -> bool:
        """An open lobby nobody changed for ``lobby_expiry`` seconds (``lobby.idle``)."""
        return t.id in self.registry.tables and lobby.idle(
            t, table_expiry(t.row, self._config().lobby_expiry), self._clock()
        )

    async def expire_lobby(self, table_id: int) -> bool:
        """Close a lobby that stayed idle too long, with a notice in its thread (archived as
        for any end); False if it is not idle (or not a lobby) any more."""
        t = self.registry.tables.get(table_id)
        if t is None:
            return False
        reason = lobby.expiry_reason(
            table_expiry(t.row, self._config().lobby_expiry), t.row.language
        )
        return await self.end(t, "cancelled", reason, when=lambda: self.idle(t))

    async def end(
        self, t: LiveTable, status: str, reason: str, *, when: Callable[[], bool] | None = None
    ) -> bool:
        """End ``t`` before its match is over; ``reason`` is posted in its thread.  ``when``,
        checked under the lock, calls the end off if it no longer holds (False)."""
        async with t.lock:
            if when is not None and not when():
                return False
            await self.end_locked(t, status, reason)
        self.show(t)
        return True

    async def end_locked(
        self, t: LiveTable, status: str, reason: str, forfeit: int | None = None
    ) -> None:
        """``end`` with the lock held; a failed commit changes nothing (``SaveFailed``)."""
        if t.id not in self.registry.tables:
            raise TableError("error-table-ended")
        await self.commits.end(t, status, reason, forfeit)

    def show(self, t: LiveTable) -> None:
        """After an end committed under the lock: the presenter shows it."""
        assert t.ending is not None
        log.info("table %s: %s", t.id, t.status)
        self._closed(t, t.ending)
