"""The table service: every change to a table goes through here, one at a time per table.

A facade.  It holds the open tables (``registry``) and their locks, and keeps one order for
every change: the rules check and make it in memory (``lobby``, ``moves``), the store commits it
(``statements``: one transaction) and only then is anything answered or shown (the
``Presenter``).  If the commit fails, memory is put back (a lobby change from its ``LobbyState``,
a move by rebuilding the match from its record: ``restart.rebuild``), so it never runs ahead of
the database.  Computer seats and timers run in ``autoplay``, built from this service's
callables; a restart registers the tables and rebuilds them lazily (``restore``).

The service knows nothing of Discord.  It reports what should be shown through a ``Presenter``
and its errors are ``TableError`` messages written for the person who clicked.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any

from bot.computers import Computers
from bot.db.rows import TableRow
from bot.db.storage import Statement, Storage
from bot.i18n import tr
from bot.tables import (
    lobby,
    lobby_settings,
    moves,
    new_table,
    rematch,
    servers,
    snapshots,
    statements,
    terms,
)
from bot.tables.autoplay import MISSES_BEFORE_AUTO, Autoplay, Question
from bot.tables.autoplay import checked as checked_answer
from bot.tables.commits import Commits
from bot.tables.config import DEADLINE_PER_BUDGET, SAVE_RETRY_MAX, ServiceConfig
from bot.tables.ends import Ends
from bot.tables.errors import Answer, OutOfDate, SaveFailed, TableError
from bot.tables.lobby import Change, LobbyState
from bot.tables.model import LiveTable
from bot.tables.presenter import NullPresenter, Presenter
from bot.tables.registry import OFFLINE, OFFLINE_ANSWER, Registry
from bot.tables.restore import Restorer
from bot.tables.snapshots import HandSnapshot, PublicSnapshot
from bot.tables.statements import Results
from bot.tables.terms import ForfeitTerms
from games import GAMES, Match

log = logging.getLogger(__name__)

__all__ = [
    "DEADLINE_PER_BUDGET",
    "MISSES_BEFORE_AUTO",
    "OFFLINE",
    "OFFLINE_ANSWER",
    "SAVE_RETRY_MAX",
    "ForfeitTerms",
    "HandSnapshot",
    "LobbyState",
    "PublicSnapshot",
    "Question",
    "Results",
    "ServiceConfig",
    "TableService",
]


class TableService:
    """Live tables and everything that changes them."""

    def __init__(
        self,
        store: Storage,
        config: ServiceConfig | None = None,
        presenter: Presenter | None = None,
        *,
        clock: Callable[[], float] = time.time,
        computers: Computers | None = None,
        owns: Callable[[int], bool] = lambda guild_id: True,
    ) -> None:
        """``owns``: whether this process runs a server's tables (a cluster's process runs its
        shards' servers only: ``bot.cluster``)."""
        self.store = store
        self.config = config or ServiceConfig()
        self.presenter: Presenter = presenter or NullPresenter()
        self.clock = clock
        self.computers = computers or Computers(
            self.config.computer_processes,
            self.config.computer_budget,
            warm_games=GAMES,
            deadline=self.config.decision_deadline,
        )
        self.registry = Registry()
        self.servers = servers.Servers()
        """Every server's settings and presets (``/config``): a new table takes them."""
        self.tables: dict[int, LiveTable] = self.registry.tables
        self._creating = asyncio.Lock()
        """Held while a new table is counted against the limits and stored."""
        # Late-bound: a test may replace ``_record_ops``, ``_checked`` or ``_save_backoff``.
        self.commits = Commits(
            store,
            clock=lambda: self.clock(),
            record_ops=lambda t: self._record_ops(t),
            ended=self._unregister,
            offline=self._take_offline,
        )
        self.ends = Ends(
            self.registry,
            self.commits,
            config=lambda: self.config,
            clock=lambda: self.clock(),
            closed=lambda t, ending: self.presenter.table_closed(t, ending),
        )
        self.autoplay = Autoplay(
            lambda: self.config,
            self.computers,
            clock=lambda: self.clock(),
            find=self.tables.get,
            apply=lambda t, seat, text, source: self.commits.move(t, seat, text, source, None),
            after_change=lambda t, results: self._after_change(t, results),
            checked=lambda t, q, text: self._checked(t, q, text),
            backoff=lambda t, seconds: self._save_backoff(t, seconds),
            notice=lambda t, text: self.presenter.notice(t, text),
            ping=lambda t, text, mentions: self.presenter.ping(t, text, mentions),
            expire_lobby=lambda table_id: self.expire_lobby(table_id),
        )
        self.restorer = Restorer(
            store,
            self.registry,
            clock=lambda: self.clock(),
            presenter=lambda: self.presenter,
            after_change=lambda t, results: self._after_change(t, results),
            resume_lobby=self._resume_lobby,
            closing=lambda: self.autoplay.closing,
            owns=owns,
        )

    @property
    def _tasks(self) -> dict[tuple[str, int], asyncio.Task[None]]:
        """The tables' computer loops and timers (``Autoplay.tasks``)."""
        return self.autoplay.tasks

    # ----- lookup (``Registry``) ----------------------------------------------------------

    def get(self, table_id: int) -> LiveTable:
        return self.registry.get(table_id)

    def in_thread(self, thread_id: int | None) -> LiveTable | None:
        return self.registry.in_thread(thread_id)

    def tables_of(self, user_id: int, guild_id: int | None = None) -> list[LiveTable]:
        return self.registry.tables_of(user_id, guild_id)

    def _unregister(self, t: LiveTable) -> None:
        self.registry.remove(t)
        self.autoplay.cancel(t)

    @staticmethod
    def _match(t: LiveTable) -> Match:
        if t.match is None:
            raise TableError("error-not-started")
        return t.match

    # ----- start-up and shut-down ---------------------------------------------------------

    async def load(
        self, *, lazy: bool = False, ready: Callable[[], Awaitable[Any]] | None = None
    ) -> int:
        """Bring back every unfinished table from the store (``restore``): registered at once,
        each running one rebuilt by the background pass (which starts once ``ready`` returns)
        or by its first use, whichever comes first; its timers and computers re-armed and what
        was left to show handed to the presenter.  ``lazy``: return once they are registered
        (the bot), else once all are rebuilt (tests)."""
        await self.restorer.load(ready)
        if not lazy:
            await self.restorer.idle()
        log.info("loaded %d open tables", len(self.tables))
        return len(self.tables)

    async def loaded(self, table_id: int) -> LiveTable:
        """The table, rebuilt if its rebuild was still pending (``restore``): for a read
        outside its lock (``forfeit_terms``)."""
        t = self.get(table_id)
        await self.restorer.ready(t)
        return t

    async def _resume_lobby(self, t: LiveTable) -> None:
        """After a restart: a lobby idle for too long closes now, the others get their expiry
        timer again (a rematch its hold timer too).  A lobby whose thread or lobby message was
        never recorded (the bot stopped while opening it), or a rematch whose invitation is not
        marked posted, goes to the presenter, which finds the thread and posts (or adopts) the
        lobby message (then the rematch's invitation and link), or cancels the table if there is
        no thread."""
        if self.ends.idle(t):
            with contextlib.suppress(SaveFailed):  # the timer tries again
                if await self.expire_lobby(t.id):
                    return
        self.autoplay.arm_lobby_timer(t)
        self._arm_hold(t)
        uninvited = t.rematch is not None and not t.rematch.invited
        if t.row.thread_id is None or t.row.message_id is None or uninvited:
            # A rematch's invitation and link go out once its lobby is posted (the presenter
            # finds the lobby message already there, then posts them if they are not).
            log.info("table %s: its lobby was not set up when the bot stopped", t.id)
            self.presenter.lobby_unposted(t)

    async def close(self) -> None:
        """Stop computers and timers (the store keeps everything; ``load`` brings it back).

        Commits in flight finish first: a computer's move being committed is kept, and its
        task is not cancelled half-way through (``Autoplay.closing`` stops any further move)."""
        self.autoplay.closing = True
        self.restorer.stop()
        await self.store.idle()
        await self.autoplay.stop()
        await self.computers.close()

    # ----- the lobby ----------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        game: str,
        seats: int | None = None,
        stake: int | None = None,
        language: str | None = None,
        preset: str | None = None,
    ) -> LiveTable:
        """A new table in the lobby, the host in seat 0.  Not yet attached to a thread;
        ``language``: its public messages' (``bot.i18n.LANGUAGES``; None: the server's).

        The table takes its server's settings as they are now (``new_table``: the house rules
        (the server's defaults, then ``preset``'s), turn time, computer level, lobby expiry,
        whether it is rated); kept for the table whatever the server changes later.  Refused in
        a channel the server does not open tables in, and over the host's or the server's limit
        of open tables (``lobby.check_caps``); the count and the new table are one step, so two
        quick ``/table create`` cannot both pass.
        """
        chosen = new_table.new_table(
            self.servers.of(guild_id), self.servers.presets_of(guild_id, game), self.config,
            channel_id=channel_id, game=game, seats=seats, stake=stake, language=language,
            preset=preset,
        )  # fmt: skip
        now_terms = chosen.terms
        async with self._creating:
            lobby.check_caps(self.tables.values(), guild_id, host_id, now_terms.per_host,
                             now_terms.per_server)  # fmt: skip
            t = lobby.new_table(
                self.store.new_table_id(), guild_id=guild_id, channel_id=channel_id,
                host_id=host_id, host_name=host_name, game=game, options=chosen.options,
                seats=chosen.seats, turn_seconds=chosen.turn_seconds, now=self.clock(),
                language=chosen.language,
            )  # fmt: skip
            servers.apply_terms(t, now_terms, chosen.hands)
            await self.store.write([self.store.insert_table_op(t.row)])
            self.registry.add(t)
        self.autoplay.arm_lobby_timer(t)
        log.info("table %s: created (%s, %d seats)", t.id, game, chosen.seats)
        return t

    async def attach(self, table_id: int, thread_id: int, message_id: int | None) -> None:
        """Record the thread and the lobby message Discord made for the table (the thread is
        recorded first, alone: a bot that stops before the lobby message is recorded finds the
        thread at its next start, ``_resume_lobby``).  A failed commit changes nothing."""
        t = self.get(table_id)
        async with t.lock:
            await self.commits.thread(t, thread_id, message_id)
            self.registry.add(t)

    async def abandon(self, table_id: int) -> None:
        """The thread could not be made, or its lobby could not be shown: the table is
        cancelled before anyone could use it, with nothing to show.  It leaves memory even if
        the store fails: the row is then a lobby that the next start repairs or cancels, or
        that expires."""
        t = self.tables.get(table_id)
        if t is None:
            return
        async with t.lock:
            if t.id not in self.tables:
                return
            await self.commits.abandon(t)
            self._unregister(t)
        log.info("table %s: not opened", t.id)

    async def join(self, table_id: int, user_id: int, name: str, seat: int | None = None) -> str:
        """Take a seat (``lobby.join``); the last person back at a rematch starts it."""
        now = self.clock()
        return await self._change(table_id, lambda t: lobby.join(t, user_id, name, seat, now))

    # ----- rematches (``rematch``) --------------------------------------------------------

    async def rematch(
        self, old_table_id: int, user_id: int, user_name: str
    ) -> tuple[TableRow, bool]:
        """The rematch of the ended table ``old_table_id`` asked for by ``user_id``: the new
        table (not yet attached to a thread) and True, or the rematch opened before and False
        (one per ended table, stored: ``rematches``).  Refused to a person who did not sit at
        the table and over the limits of open tables (the clicker hosts it).  The new table and
        its link are one commit, counted under the same lock as ``create``."""
        old = await self.store.table(old_table_id)
        if old is None:
            raise TableError("error-table-unknown")
        rematch.check_asker(old, user_id)
        async with self._creating:
            link = await self.store.rematch_of(old_table_id)
            if link is not None:
                opened = await self.store.table(link.new_table_id)
                if opened is not None and not rematch.never_opened(opened):
                    live = self.tables.get(opened.id)
                    return (live.row if live is not None else opened), False
            cfg = self.config
            now_terms = servers.terms(self.servers.of(old.guild_id), cfg)
            lobby.check_caps(self.tables.values(), old.guild_id, user_id, now_terms.per_host,
                             now_terms.per_server)  # fmt: skip
            t = rematch.new_table(
                old, self.store.new_table_id(), host_id=user_id, host_name=user_name,
                now=self.clock(), hold_seconds=cfg.rematch_hold,
                turn_seconds=now_terms.turn_seconds,
            )  # fmt: skip
            t.row.lobby_expiry, t.row.rated = now_terms.own_expiry, now_terms.rated
            assert t.rematch is not None
            await self.store.write(
                [self.store.insert_table_op(t.row), self.store.rematch_op(t.rematch)]
            )
            self.registry.add(t)
        self.autoplay.arm_lobby_timer(t)
        self._arm_hold(t)
        log.info("table %s: created as the rematch of table %s", t.id, old_table_id)
        return t.row, True

    def _arm_hold(self, t: LiveTable) -> None:
        """A rematch's lobby with held seats frees them when the hold is over (shown in the
        lobby; the rules read the clock, so a late timer frees nothing too late)."""
        if t.rematch is None or not rematch.held_seats(t) or self.autoplay.closing:
            return
        self.autoplay.spawn("hold", t, self._hold_timer(t), prefix="cardroom-timer")

    async def _hold_timer(self, t: LiveTable) -> None:
        assert t.rematch is not None
        wait = t.rematch.held_until - self.clock()
        if wait > 0:
            await asyncio.sleep(wait)
        with contextlib.suppress(TableError):  # it started or closed meanwhile
            await self.release_holds(t.id)

    async def release_holds(self, table_id: int) -> bool:
        """Free the seats a rematch still holds once the hold is over (committed, shown and
        said in the thread); False if there was nothing to free yet."""
        t = self.get(table_id)
        async with t.lock:
            if t.status != "lobby" or not rematch.held_seats(t):
                return False
            if not rematch.hold_over(t, self.clock()):
                return False
            before = LobbyState.of(t)
            names = rematch.free_holds(t)
            await self.commits.save(t, before)
        self.presenter.table_changed(t)
        self.presenter.notice(t, rematch.freed_notice(names, t.row.language))
        return True

    async def leave(self, table_id: int, user_id: int) -> str:
        """Leave the lobby or a running match (``lobby.leave``)."""
        return await self._change(table_id, lambda t: lobby.leave(t, user_id))

    async def add_computer(self, table_id: int, user_id: int) -> str:
        return await self._change(table_id, lambda t: lobby.add_computer(t, user_id))

    async def set_level(self, table_id: int, user_id: int, level: str) -> str:
        """The host chooses how well the computers play (``lobby.set_level``)."""
        return await self._change(table_id, lambda t: lobby.set_level(t, user_id, level))

    async def set_option(self, table_id: int, user_id: int, name: str, value: Any) -> str:
        """The host changes a house rule (``lobby.set_option``)."""
        return await self._change(table_id, lambda t: lobby.set_option(t, user_id, name, value))

    async def set_turn_seconds(self, table_id: int, user_id: int, seconds: int) -> str:
        """The host sets this table's turn time, within its server's bounds
        (``lobby_settings.set_turn``)."""
        t = self.get(table_id)
        now = servers.terms(self.servers.of(t.row.guild_id), self.config)
        return await self._setting(
            t, lambda: lobby_settings.set_turn(t, user_id, seconds, now.turn_min, now.turn_max)
        )

    async def set_language(self, table_id: int, user_id: int, language: str) -> str:
        """The host sets the language of this table's public messages
        (``lobby_settings.set_language``)."""
        t = self.get(table_id)
        return await self._setting(t, lambda: lobby_settings.set_language(t, user_id, language))

    async def _setting(self, t: LiveTable, change: Callable[[], Change]) -> str:
        """A lobby setting of the table row (turn time, language): made under the lock,
        committed, then shown; a failed commit puts it back (``SaveFailed``)."""
        async with t.lock:
            kept, before = lobby_settings.Kept.of(t), LobbyState.of(t)
            done = change()
            if done.changed:
                try:
                    await self.commits.save(t, before)
                except SaveFailed:
                    kept.restore(t)
                    raise
        if done.changed:
            self.presenter.table_changed(t)
        for text, mentions in done.notices:
            self.presenter.notice(t, text, mentions)
        return done.answer

    async def _change(self, table_id: int, change: Callable[[LiveTable], Change]) -> str:
        """Make a change of the seats, host or house rules under the lock, commit it (or the
        end it leads to), then show it; a failed commit changes nothing (``SaveFailed``)."""
        t = self.get(table_id)
        async with t.lock:
            before = LobbyState.of(t)
            done = change(t)
            if done.close is not None:
                try:
                    await self.ends.end_locked(t, "cancelled", done.close)
                except SaveFailed:
                    before.restore(t)
                    raise
            elif done.changed:
                await self.commits.save(t, before)
        if done.close is not None:
            self.ends.show(t)
            return done.answer
        if done.changed and done.edit:
            self.presenter.table_changed(t)
        for text, mentions in done.notices:
            self.presenter.notice(t, text, mentions)
        if done.plays_on and t.status == "playing":
            self._after_change(t, [])
        if done.starts:
            with contextlib.suppress(TableError):  # started or closed meanwhile
                await self.start(table_id, t.row.host_id)
                done.answer += Answer("answer-all-back")
        return done.answer

    async def start(self, table_id: int, user_id: int) -> str:
        t = self.get(table_id)
        filled: list[str] = []
        async with t.lock:
            before = LobbyState.of(t)
            if user_id == t.row.host_id and t.status == "lobby":
                filled = rematch.fill_holds(t)  # the host does not wait for the held seats
            try:
                lobby.begin(t, user_id, random.SystemRandom().randrange(1 << 62))
                results = await self.commits.start(t)
            except TableError:
                before.restore(t)
                raise
            self.autoplay.cancel(t, ("lobby", "hold"))
        if filled:
            self.presenter.notice(t, rematch.filled_notice(filled, t.row.language))
        log.info("table %s: started", t.id)
        self._after_change(t, results)
        return Answer("answer-game-on")

    # ----- ends: lost threads, cancels, forfeits, idle lobbies (``Ends``) ---------------

    async def lose(self, table_id: int, reason: str) -> bool:
        """Discord can no longer show the table: it is cancelled, unrated (``Ends.lose``)."""
        return await self.ends.lose(table_id, reason)

    def cancel_means(self, table_id: int, user_id: int, can_manage: bool) -> str:
        """What a cancel by this person does now: ``cancel``, ``forfeit`` or ``end``
        (``terms.cancel_means``); refusals raise ``TableError``."""
        return self.ends.cancel_means(table_id, user_id, can_manage)

    async def cancel(self, table_id: int, user_id: int, can_manage: bool) -> str:
        """Cancel a lobby or a running table, or end an open-ended one (``Ends.cancel``)."""
        return await self.ends.cancel(table_id, user_id, can_manage)

    def forfeit_terms(self, table_id: int, user_id: int) -> ForfeitTerms:
        """What a forfeit by ``user_id`` would mean, for the question asked before it."""
        return terms.forfeit_terms(self.get(table_id), user_id)

    async def forfeit(self, table_id: int, user_id: int) -> str:
        """A seated person gives up the running match for their team (``Ends.forfeit``)."""
        return await self.ends.forfeit(table_id, user_id)

    async def expire_lobby(self, table_id: int) -> bool:
        """Close a lobby that stayed idle too long; False if it is not idle any more."""
        return await self.ends.expire_lobby(table_id)

    # ----- playing ------------------------------------------------------------------------

    async def act(self, table_id: int, user_id: int, version: int, text: str) -> HandSnapshot:
        """Apply a person's action from a component made at ``version``; returns the seat's hand
        after it, taken under the same lock (a seat that must then act by itself, Spades' look,
        has: ``per_game.auto_action``).  A move that ends the table returns the last hand, with
        the table's status (``finished``)."""
        t = self.get(table_id)
        async with t.lock:
            m = self._match(t)
            seat = lobby.seat_for(t, user_id)
            if moves.is_stale(t, m, version):
                if moves.already_done(t, seat, version, text):
                    raise TableError("error-already-done", already=True)
                raise OutOfDate("error-out-of-date")
            results = await self.commits.person_moves(t, seat, text, user_id)
            snap, results = await self.commits.shown_hand(t, seat, user_id, results)
        self._after_change(t, results)
        return snap

    async def open_hand(self, table_id: int, user_id: int) -> HandSnapshot:
        """The seat's hand as Show hand opens it: a seat that must act before its cards are
        shown (Spades: seeing them *is* the look, once blind nil is out of reach) does so
        first, committed like any move; a failed commit raises (``SaveFailed``)."""
        t = self.get(table_id)
        async with t.lock:
            version = self._match(t).version
            seat = lobby.seat_for(t, user_id)
            snap, results = await self.commits.shown_hand(t, seat, user_id, [], strict=True)
        if snap.version != version:
            self._after_change(t, results)
        return snap

    async def take_back(self, table_id: int, user_id: int) -> str:
        return await self._change(table_id, lambda t: lobby.take_back(t, user_id))

    def _take_offline(self, t: LiveTable) -> None:
        """Take ``t`` out of play after memory ran ahead of the store and could not be put
        back (a commit failed, then the rebuild from the record too): nothing more is accepted
        for it (``get`` says why), its computer and timer stop, nothing of the unsaved state is
        shown, and its thread is told.  The next start loads it as it is stored."""
        self.registry.take_offline(t)
        self.autoplay.cancel(t)
        self.presenter.notice(t, tr(t.row.language)("table-paused"))

    def _record_ops(self, t: LiveTable) -> tuple[list[Statement], Results]:
        """The statements of a move (or the start) after the engine applied it."""
        return statements.record_ops(self.store, t, self.clock())

    def final_hands(self, t: LiveTable, first: int | None) -> Results:
        """The hands the change ending ``t`` finished, from ``first`` on (``statements``)."""
        return statements.final_hands(t, first)

    # ----- what a seat or the public sees (``snapshots``) ---------------------------------

    async def hand_snapshot(self, table_id: int, user_id: int) -> HandSnapshot:
        t = self.get(table_id)
        async with t.lock:
            self._match(t)
            return snapshots.hand_snapshot(t, lobby.seat_for(t, user_id))

    async def public_snapshot(self, table_id: int, t: LiveTable | None = None) -> PublicSnapshot:
        t = t or self.get(table_id)
        async with t.lock:
            return snapshots.public_snapshot(t)

    def public_snapshot_nolock(self, t: LiveTable) -> PublicSnapshot:
        return snapshots.public_snapshot(t)

    # ----- after every committed change ---------------------------------------------------

    def _after_change(self, t: LiveTable, results: Results) -> None:
        if t.status == "finished":
            # The summaries of the hands that ended it are posts of the end (``final_hands``).
            assert t.ending is not None
            self._unregister(t)
            self.presenter.table_closed(t, t.ending)
            log.info("table %s: finished", t.id)
            return
        for hand, rj, deltas in results:
            self.presenter.hand_finished(t, hand, rj, deltas)
        if t.status != "playing" or self.autoplay.closing:
            return
        self.autoplay.arm_timer(t)
        self.presenter.table_changed(t)
        self.autoplay.play_computers(t)

    # ----- computer seats and timers (``Autoplay``) ---------------------------------------

    def _checked(self, t: LiveTable, q: Question, text: str) -> str:
        """A computer's answer as the engine accepts it (``autoplay.checked``)."""
        return checked_answer(t, q, text)

    async def _save_backoff(self, t: LiveTable, seconds: float) -> None:
        """The pause before a computer (or a timed-out turn) tries again a move that could not
        be saved (without the table lock: people can still look at their hands, or take their
        seat back)."""
        await asyncio.sleep(seconds)

    def timer_key(self, table_id: int) -> tuple[Any, ...] | None:
        return self.autoplay.timer_keys.get(table_id)

    async def remind(self, table_id: int, key: tuple[Any, ...] | None = None) -> bool:
        """Half the turn time is gone: remind the players the table waits for."""
        return await self.autoplay.remind(table_id, key)

    async def expire(self, table_id: int, key: tuple[Any, ...] | None = None) -> bool:
        """The turn time ran out: the computer plays the whole turn (``Autoplay.expire``)."""
        return await self.autoplay.expire(table_id, key)

    async def idle(self, table_id: int) -> None:
        """Wait until the computers of a table have nothing left to play (tests, benchmarks)."""
        await self.autoplay.idle(table_id)
