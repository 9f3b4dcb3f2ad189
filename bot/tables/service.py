"""The table service: every change to a table goes through here, one at a time per table.

For a move the order is fixed: the engine checks and applies it, the store commits it (with any
new deal and hand results) and only then is anything answered or shown.  If the commit fails, the
match is rebuilt from the record, so memory never runs ahead of the database.

The service knows nothing of Discord.  It reports what should be shown through a ``Presenter``
and its errors are ``TableError`` messages written for the person who clicked.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.computers import DEFAULT_LEVEL, Computers, level_title, levels
from bot.db import ActionRow, EndingRow, PingRow, ResultRow, Store, TableRow
from bot.db.store import Op, Step
from bot.leagues import outcome_of, record_step
from bot.leagues.outcome import MIN_PEOPLE
from bot.log import action_kind
from bot.tables import house_rules
from bot.tables.errors import OutOfDate, SaveFailed, TableError
from bot.tables.model import LiveTable, Seat
from bot.tables.presenter import NullPresenter, Presenter
from games import GAMES, TITLES, Match, new_match
from games.actions import Action, Look
from games.core import Deal
from games.errors import CardroomError, IllegalAction, InvalidOptions, InvalidRecord, NotYourTurn

log = logging.getLogger(__name__)

MISSES_BEFORE_AUTO = 3
Results = list[tuple[int, dict[str, Any], list[int]]]
"""Hands finished by a change: (hand index, result JSON, what it changed per side)."""
SAVE_RETRY_MAX = 60.0
"""Seconds at most between a computer's (or a timed-out turn's) tries to commit its move while
the store fails."""
DEADLINE_PER_BUDGET = 5.0
"""A computer's decision may take this many times its thinking budget (``computer_deadline``)."""
OFFLINE = "offline"
"""The status of a table taken offline in memory (never stored): see ``_take_offline``."""
OFFLINE_ANSWER = (
    "This table is paused: the database failed, so nothing more can be played until the bot "
    "restarts. Every move that was saved is kept."
)
ENGINE_SEAT = re.compile(r"\bseat (\d+)\b")
"""A seat as the engines name it in a refusal (0-based): people see the seat's name instead."""
SEAT_OPTIONS = frozenset({"min_players", "max_players"})
"""Options that only bound the seat count, which is chosen at ``/table create`` instead."""


@dataclass(frozen=True, slots=True)
class ServiceConfig:
    turn_seconds: int = 120
    computer_pause: float = 1.0
    computer_budget: float = 1.0
    """Seconds a computer may think about one decision (strong players use far less)."""
    computer_processes: int | None = None
    """Worker processes for strong decisions (None: one per spare core, at most two; 0: a
    thread, for tests)."""
    save_retry: float = 1.0
    """Seconds before a computer tries again a move whose commit failed; doubled at each
    failure in a row, up to ``SAVE_RETRY_MAX`` (a store that is down is not hammered)."""
    lobby_expiry: float = 3600.0
    """Seconds a lobby may stay without any change before it is closed (0: never)."""
    max_tables_per_host: int = 0
    """Open tables one person may host in a server (0: no limit; the bot passes its setting)."""
    max_tables_per_server: int = 0
    """Open tables a server may have at once (0: no limit; the bot passes its setting)."""
    computer_deadline: float | None = None
    """Seconds one decision may take before the computer plays a basic move instead, and a
    worker process still busy with it is replaced (None: ``DEADLINE_PER_BUDGET`` times
    ``computer_budget``)."""

    @property
    def decision_deadline(self) -> float:
        if self.computer_deadline is not None:
            return self.computer_deadline
        return DEADLINE_PER_BUDGET * self.computer_budget


@dataclass(frozen=True, slots=True)
class Question:
    """What a computer is asked for one seat, taken under the table lock (picklable parts)."""

    seat: int
    level: str
    view: dict[str, Any]
    legal: tuple[str, ...]
    seed: str
    relevant_version: int


@dataclass(slots=True)
class HandSnapshot:
    """What one seat may see and do, taken under the table lock."""

    table_id: int
    game: str
    title: str
    seat: int
    version: int
    view: dict[str, Any]
    legal: tuple[Action, ...]
    seat_names: list[str]
    status: str
    computer_plays: bool


@dataclass(slots=True)
class PublicSnapshot:
    """What everybody may see of a table, taken under the table lock."""

    table_id: int
    game: str
    title: str
    status: str
    host_id: int
    seats: list[Seat]
    options: dict[str, Any]
    view: dict[str, Any] | None
    deadline: float | None
    turn_seconds: int
    hand_limit: int | None
    hands_played: int
    message_id: int | None
    thread_id: int | None
    extra: dict[str, Any] = field(default_factory=dict)
    computer_level: str = DEFAULT_LEVEL
    turns: tuple[int, ...] = ()
    """Per seat, its turn count (``LiveTable.turns``): a turn ping goes out once per turn."""
    public_version: int = 0
    """The match's version as everybody may know it (``relevant_version``): it does not move
    on a private action (a Spades look), which must change no public message."""


@dataclass(frozen=True, slots=True)
class LobbyState:
    """What a change of seats, host or house rules may touch, to put back if its commit
    fails (memory never runs ahead of the store)."""

    seats: list[dict[str, Any]]
    host_id: int
    options: dict[str, Any]
    hand_limit: int | None
    level: str
    updated_at: float

    @classmethod
    def of(cls, t: LiveTable) -> LobbyState:
        r = t.row
        seats = [s.to_json() for s in t.seats]
        return cls(seats, r.host_id, dict(r.options), r.hand_limit, r.computer_level, r.updated_at)

    def restore(self, t: LiveTable) -> None:
        t.seats[:] = [Seat.from_json(s) for s in self.seats]
        t.row.host_id, t.row.options, t.row.hand_limit = self.host_id, self.options, self.hand_limit
        t.row.computer_level, t.row.updated_at = self.level, self.updated_at
        t.sync_players()


@dataclass(frozen=True, slots=True)
class ForfeitTerms:
    """What a forfeit would mean, for the question asked before it."""

    losers: str
    """The forfeiting side's seats: ``alice & Computer 2``."""
    team: bool
    """The side is a team of several seats (Tonk: one seat)."""
    winners: str
    """Who wins then, with the verb: ``bob & carol win``, ``bob wins``."""
    rated: bool


def _and(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _table_ref(t: LiveTable) -> str:
    """A table as a refusal lists it: its thread (a link) and what it is doing."""
    where = f"<#{t.row.thread_id}>" if t.row.thread_id else f"table #{t.id}"
    doing = "lobby" if t.status == "lobby" else "playing"
    return f"{where} ({t.title}, {doing})"


class TableService:
    """Live tables and everything that changes them."""

    def __init__(
        self,
        store: Store,
        config: ServiceConfig | None = None,
        presenter: Presenter | None = None,
        *,
        clock: Callable[[], float] = time.time,
        computers: Computers | None = None,
    ) -> None:
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
        self.tables: dict[int, LiveTable] = {}
        self._by_thread: dict[int, int] = {}
        self._tasks: dict[tuple[str, int], asyncio.Task[None]] = {}
        self._timer_keys: dict[int, tuple[Any, ...]] = {}
        self._offline: set[int] = set()
        """Tables taken offline (``_take_offline``): refused until a restart loads them."""
        self._closing = False
        self._creating = asyncio.Lock()
        """Held while a new table is counted against the limits and stored."""

    # ----- lookup -------------------------------------------------------------------------

    def get(self, table_id: int) -> LiveTable:
        t = self.tables.get(table_id)
        if t is None:
            if table_id in self._offline:
                raise TableError(OFFLINE_ANSWER)
            raise TableError("This table has ended.")
        return t

    def in_thread(self, thread_id: int | None) -> LiveTable | None:
        tid = self._by_thread.get(thread_id or 0)
        return self.tables.get(tid) if tid is not None else None

    def tables_of(self, user_id: int, guild_id: int | None = None) -> list[LiveTable]:
        return [
            t
            for t in self.tables.values()
            if t.seat_of(user_id) is not None and (guild_id is None or t.row.guild_id == guild_id)
        ]

    # ----- start-up and shut-down ---------------------------------------------------------

    async def load(self) -> int:
        """Bring back every unfinished table from the store; re-arm timers and computers."""
        rows = await self.store.open_tables()
        # Read before any table is shown again: its next ping must replace the stored one.
        pings = await self.store.pings()
        due = await self.store.summaries_due()
        for row in rows:
            t = LiveTable(row, [Seat.from_json(p) for p in row.players])
            if row.status == "playing":
                try:
                    await self._rebuild(t)
                except CardroomError:
                    log.exception("table %s: its record does not replay; left closed", row.id)
                    continue
            self._register(t)
            if row.status == "lobby":
                await self._resume_lobby(t)
            if row.status == "playing":
                self._resume_turn(t)
                left = pings.pop(t.id, [])
                self.presenter.table_restored(t, [p.message_id for p in left])
                self._missed_summaries(t, due.pop(t.id, []))
                self._after_change(t, [])
        await self._resume_endings(pings, due)
        for left in pings.values():
            self.presenter.pings_left(left)
        log.info("loaded %d open tables", len(self.tables))
        return len(self.tables)

    async def _resume_endings(
        self, pings: dict[int, list[PingRow]], due: dict[int, list[int]]
    ) -> None:
        """Hand the presenter every end that is committed but not all shown (the bot stopped
        in between), with the table's pings still in its thread (taken out of ``pings``) and
        the summaries it missed before its end (``due``): it finishes the steps not marked
        done, so the result is posted and the thread archived once, however the bot stopped."""
        for ending in await self.store.endings():
            row = await self.store.table(ending.table_id)
            if row is None:  # pragma: no cover - the foreign key keeps the table
                continue
            t = await self._ended_table(row, ending)
            # The summaries from ``first_hand`` on are posts of the end itself.
            first = ending.first_hand
            missed = [h for h in due.pop(row.id, []) if first is None or h < first]
            self._missed_summaries(t, missed)
            left = [p.message_id for p in pings.pop(row.id, [])]
            self.presenter.table_ended_meanwhile(t, ending, left)
            log.info("table %s: showing the end it reached before the restart", row.id)

    def _missed_summaries(self, t: LiveTable, hands: Sequence[int]) -> None:
        """Hand the presenter the summaries of ``hands``: finished and committed, but not known
        to be posted (the bot stopped in between; it may have posted one just before)."""
        if not hands or t.match is None:
            return
        wanted = set(hands)
        missed = [r for r in self.final_hands(t, min(hands)) if r[0] in wanted]
        if missed:
            self.presenter.summaries_missed(t, missed)

    async def _ended_table(self, row: TableRow, ending: EndingRow) -> LiveTable:
        """An ended table as it was at its end, for showing that end (not registered: nothing
        can change it).  A match that does not replay is shown without its scores."""
        t = LiveTable(row, [Seat.from_json(p) for p in row.players], ending=ending)
        if row.seed is not None:  # it was started
            try:
                await self._rebuild(t)
            except CardroomError:
                log.exception("table %s: its record does not replay; ending without scores", row.id)
                t.match = None
        return t

    async def _rebuild(self, t: LiveTable) -> None:
        """Rebuild the match of ``t`` from its record in the store."""
        row = t.row
        deals = await self.store.deals(row.id)
        actions = await self.store.actions(row.id)
        m = new_match(
            row.game,
            row.options,
            seats=row.seats,
            seed=row.seed,
            dealer=row.first_dealer,
            deals=[Deal.from_json(d.deal) for d in deals],
            auto_deal=False,
        )
        relevant = m.version
        t.turns = [0] * m.seats
        # Replayed below: after a failed commit, the move that was not saved must go too.
        t.recent.clear()
        self._count_turns(t, m, (), -1)
        for a in actions:
            before, hand, before_version = m.to_act, len(m.hands), m.version
            m.apply(a.seat, a.action)
            self._count_turns(t, m, before, hand)
            t.recent.append((before_version, a.seat, str(m.parse_action(a.action)),
                             a.source == "human"))  # fmt: skip
            if not isinstance(m.parse_action(a.action), Look):
                relevant = m.version
        t.match = m
        t.relevant_version = relevant
        t.last_seq = actions[-1].seq if actions else -1
        t.stored_hands = len(deals)
        t.stored_results = sum(1 for d in deals if d.result is not None)
        if m.version != row.version:
            log.warning("table %s: version %s in row, %s replayed", row.id, row.version, m.version)

    def _register(self, t: LiveTable) -> None:
        self.tables[t.id] = t
        if t.row.thread_id:
            self._by_thread[t.row.thread_id] = t.id

    def _unregister(self, t: LiveTable) -> None:
        self.tables.pop(t.id, None)
        if t.row.thread_id:
            self._by_thread.pop(t.row.thread_id, None)
        for kind in ("ai", "timer", "lobby"):
            task = self._tasks.pop((kind, t.id), None)
            if task is not None and task is not asyncio.current_task():
                task.cancel()
        self._timer_keys.pop(t.id, None)

    async def close(self) -> None:
        """Stop computers and timers (the store keeps everything; ``load`` brings it back).

        Commits in flight finish first: a computer's move being committed is kept, and its
        task is not cancelled half-way through (``_closing`` stops any further move)."""
        self._closing = True
        await self.store.idle()
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks.clear()
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
    ) -> LiveTable:
        """A new table in the lobby, the host in seat 0.  Not yet attached to a thread.

        Refused over the host's or the server's limit of open tables (``_check_caps``); the
        count and the new table are one step, so two quick ``/table create`` cannot both pass.
        """
        if game not in GAMES:
            raise TableError(f"Unknown game {game!r}; choose one of {', '.join(TITLES.values())}.")
        options: dict[str, Any] = {}
        if stake is not None:
            if game != "tonk":
                raise TableError("Only Tonk is played for a stake.")
            options["stake"] = stake
        if seats is not None and game == "tonk":
            fields = house_rules.options_model(game).model_fields
            if "max_players" in fields and seats > (fields["max_players"].default or 0):
                options["max_players"] = seats
            if "min_players" in fields and seats < (fields["min_players"].default or 0):
                options["min_players"] = seats
        try:
            options = house_rules.validate(game, options)
            probe = new_match(game, options, seats=seats, seed=0)
        except (InvalidOptions, InvalidRecord) as exc:
            raise TableError(f"Can't open that table: {exc}") from None
        async with self._creating:
            self._check_caps(guild_id, host_id)
            now = self.clock()
            row = TableRow(
                id=self.store.new_table_id(),
                guild_id=guild_id,
                channel_id=channel_id,
                thread_id=None,
                host_id=host_id,
                game=game,
                options=options,
                seats=probe.seats,
                players=[],
                status="lobby",
                seed=None,
                first_dealer=None,
                version=0,
                message_id=None,
                turn_seconds=self.config.turn_seconds,
                hand_limit=house_rules.DEFAULT_TONK_HANDS if game == "tonk" else None,
                created_at=now,
                updated_at=now,
                computer_level=DEFAULT_LEVEL if DEFAULT_LEVEL in levels(game) else levels(game)[-1],
            )
            t = LiveTable(row, [Seat() for _ in range(probe.seats)])
            t.seats[0] = Seat("human", host_id, host_name)
            t.sync_players()
            await self.store.write([Store.insert_table_op(row)])
            self._register(t)
        self._arm_lobby_timer(t)
        log.info("table %s: created (%s, %d seats)", t.id, game, probe.seats)
        return t

    def _check_caps(self, guild_id: int, host_id: int) -> None:
        """Refuse a table over the limits of open tables (lobby or playing): per host (hosting
        is what a person controls; seats at other people's tables are not limited) and per
        server (each table holds an active thread).  The refusal names the limit and the
        tables it counts."""
        here = sorted((t for t in self.tables.values() if t.row.guild_id == guild_id),
                      key=lambda t: t.id)  # fmt: skip
        mine = [t for t in here if t.row.host_id == host_id]
        cap = self.config.max_tables_per_host
        if cap and len(mine) >= cap:
            listed = ", ".join(_table_ref(t) for t in mine)
            raise TableError(
                f"You already host {len(mine)} open table{'s' * (len(mine) != 1)} in this server "
                f"(the limit is {cap} per person): {listed}. Start, finish or cancel one first."
            )
        cap = self.config.max_tables_per_server
        if cap and len(here) >= cap:
            lobbies = [t for t in here if t.status == "lobby" and t.row.thread_id][:5]
            join = f" Lobbies you can join: {', '.join(_table_ref(t) for t in lobbies)}." * bool(
                lobbies
            )
            raise TableError(
                f"This server already has {len(here)} open tables (the limit is {cap}). Try "
                f"again once one has ended.{join}"
            )

    async def attach(self, table_id: int, thread_id: int, message_id: int | None) -> None:
        """Record the thread and the lobby message Discord made for the table (the thread is
        recorded first, alone: a bot that stops before the lobby message is recorded finds the
        thread at its next start, ``_resume_lobby``).  A failed commit changes nothing."""
        t = self.get(table_id)
        async with t.lock:
            before = (t.row.thread_id, t.row.message_id, t.row.updated_at)
            t.row.thread_id = thread_id
            t.row.message_id = message_id
            try:
                await self.store.write([self._row_op(t)])
            except Exception:
                t.row.thread_id, t.row.message_id, t.row.updated_at = before
                log.warning("table %s: could not record its thread", t.id, exc_info=True)
                raise SaveFailed("Couldn't save the new table; try again.") from None
            self._by_thread[thread_id] = t.id

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
            t.row.status = "cancelled"
            try:
                await self.store.write([self._row_op(t)])
            except Exception:
                log.warning("table %s: could not store that it was not opened", t.id,
                            exc_info=True)  # fmt: skip
            self._unregister(t)
        log.info("table %s: not opened", t.id)

    async def _resume_lobby(self, t: LiveTable) -> None:
        """After a restart: a lobby idle for too long closes now, the others get their expiry
        timer again.  A lobby whose thread or lobby message was never recorded (the bot stopped
        while opening it) goes to the presenter, which finds the thread and posts (or adopts)
        the lobby message, or cancels the table if there is no thread."""
        if self._idle(t):
            with contextlib.suppress(SaveFailed):  # the timer tries again
                if await self.expire_lobby(t.id):
                    return
        self._arm_lobby_timer(t)
        if t.row.thread_id is None or t.row.message_id is None:
            log.info("table %s: its lobby was not set up when the bot stopped", t.id)
            self.presenter.lobby_unposted(t)

    def _lobby(self, t: LiveTable) -> None:
        if t.status != "lobby":
            raise TableError("The game has already started.")

    async def _save_seats(self, t: LiveTable) -> None:
        t.sync_players()
        await self.store.write([self._row_op(t)])

    async def _save(self, t: LiveTable, before: LobbyState) -> None:
        """Commit a change of the lobby's seats, host or rules (or a seat of a running table);
        if the store fails, memory goes back to ``before``: the change did not happen."""
        t.sync_players()
        try:
            await self.store.write([self._row_op(t)])
        except Exception:
            before.restore(t)
            log.warning("table %s: could not save a change of its seats or rules", t.id,
                        exc_info=True)  # fmt: skip
            raise SaveFailed("Couldn't save that, so nothing changed. Try again.") from None

    def _others_seated(self, t: LiveTable) -> bool:
        """Someone besides the host has joined: a change of the terms is then announced."""
        return any(s.human and s.user_id != t.row.host_id for s in t.seats)

    def _host_name(self, t: LiveTable) -> str:
        seat = t.seat_of(t.row.host_id)
        return (t.seats[seat].name if seat is not None else "") or "The host"

    @staticmethod
    def _heir(t: LiveTable, seat: int) -> int | None:
        """Who hosts when the host (in ``seat``) leaves the lobby: the person in the next seat
        round the table (seats are the one order everybody sees; joins are not timed)."""
        n = len(t.seats)
        return next((i % n for i in range(seat + 1, seat + n) if t.seats[i % n].human), None)

    async def join(self, table_id: int, user_id: int, name: str, seat: int | None = None) -> str:
        t = self.get(table_id)
        async with t.lock:
            self._lobby(t)
            current = t.seat_of(user_id)
            if seat is None:
                if current is not None:
                    raise TableError(f"You're already in seat {current + 1}.")
                free = [i for i, s in enumerate(t.seats) if s.empty]
                computers = [i for i, s in enumerate(t.seats) if s.kind == "computer"]
                if not free and not computers:
                    raise TableError("The table is full.")
                seat = (free or computers)[0]
            if not 0 <= seat < len(t.seats):
                raise TableError("There is no such seat.")
            if current == seat:
                raise TableError(f"You're already in seat {seat + 1}.")
            target = t.seats[seat]
            if target.human:
                raise TableError(f"Seat {seat + 1} is taken by {target.name}.")
            before = LobbyState.of(t)
            if current is not None:
                t.seats[current] = Seat()
            replaced = target.kind == "computer"
            t.seats[seat] = Seat("human", user_id, name)
            await self._save(t, before)
        self.presenter.table_changed(t)
        moved = "moved to" if current is not None else "took"
        extra = " (in place of the computer)" if replaced else ""
        return f"You {moved} seat {seat + 1}{extra}."

    async def leave(self, table_id: int, user_id: int) -> str:
        """Leave the lobby (the host hands the role to the next person round the table, and a
        lobby with no person left closes), or a running match (the computer plays the seat;
        the table closes once every person has left)."""
        t = self.get(table_id)
        heir: int | None = None
        close: str | None = None
        async with t.lock:
            seat = t.seat_of(user_id)
            if seat is None:
                raise TableError("You're not seated at this table.")
            before = LobbyState.of(t)
            name = t.seats[seat].name
            if t.status == "lobby":
                t.seats[seat] = Seat()
                message = f"You left seat {seat + 1}."
                if user_id == t.row.host_id:
                    heir = self._heir(t, seat)
                    if heir is None:
                        close = f"{name}, the host, left and nobody else is seated: the " \
                            "lobby is closed."  # fmt: skip
                    else:
                        t.row.host_id = t.seats[heir].user_id or 0
                        message += f" {t.seats[heir].name} is the host now."
            else:
                s = t.seats[seat]
                if s.left:
                    raise TableError("You already left; the computer plays your seat.")
                s.left = True
                message = "You left the table; the computer plays your seat from now on."
                if not any(x.human and not x.left for x in t.seats):
                    close = "Everybody left: the table is closed."
            if close is not None:
                try:
                    await self._end_locked(t, "cancelled", close)
                except SaveFailed:
                    before.restore(t)
                    raise
            else:
                await self._save(t, before)
        if close is not None:
            self._closed(t)
            return message
        self.presenter.table_changed(t)
        if heir is not None:
            new = t.seats[heir]
            self.presenter.notice(t, f"{name} left the lobby: <@{new.user_id}> ({new.name}, seat "
                                  f"{heir + 1}) is the host now.", [new.user_id or 0])  # fmt: skip
        if t.status == "playing":
            self.presenter.notice(t, f"{t.seats[seat].name} left: the computer plays seat "
                                  f"{seat + 1} ({t.level}).")  # fmt: skip
            self._after_change(t, [])
        return message

    async def add_computer(self, table_id: int, user_id: int) -> str:
        t = self.get(table_id)
        async with t.lock:
            self._lobby(t)
            if user_id != t.row.host_id:
                raise TableError("Only the host can add computer players.")
            free = [i for i, s in enumerate(t.seats) if s.empty]
            if not free:
                raise TableError("There is no empty seat.")
            before = LobbyState.of(t)
            n = sum(1 for s in t.seats if s.kind == "computer") + 1
            t.seats[free[0]] = Seat("computer", None, f"Computer {n}", t.level)
            await self._save(t, before)
        self.presenter.table_changed(t)
        return f"A computer ({t.level}) took seat {free[0] + 1}."

    async def set_level(self, table_id: int, user_id: int, level: str) -> str:
        """The host chooses how well the table's computers play (and timed-out turns); once
        someone else has joined, the change is announced in the thread."""
        t = self.get(table_id)
        async with t.lock:
            if t.status != "lobby":
                raise TableError("The game has started: the computer level is fixed.")
            if user_id != t.row.host_id:
                raise TableError("Only the host can choose the computer level.")
            known = levels(t.game)
            if level not in known:
                raise TableError(f"Choose one of: {', '.join(map(level_title, known))}.")
            changed = level != t.row.computer_level
            if changed:
                before = LobbyState.of(t)
                t.row.computer_level = level
                await self._save(t, before)
            announce = changed and self._others_seated(t)
            who = self._host_name(t)
        if changed:
            self.presenter.table_changed(t)
        if announce:
            self.presenter.notice(t, f"{who} changed *Computers* to {level_title(level)}.")
        return f"Computers at this table play at **{level_title(level)}** level."

    async def set_option(self, table_id: int, user_id: int, name: str, value: Any) -> str:
        """The host changes a house rule (the stake included); once someone else has joined,
        each change is announced in the thread: they agreed to the terms shown when they
        joined."""
        t = self.get(table_id)
        async with t.lock:
            self._lobby(t)
            if user_id != t.row.host_id:
                raise TableError("Only the host can change the house rules.")
            before = LobbyState.of(t)
            if name == house_rules.BOT_HANDS and t.game == "tonk":
                if value is not None and (not isinstance(value, int) or value < 1):
                    raise TableError("The number of hands must be a whole number from 1.")
                t.row.hand_limit = value
            else:
                if name in SEAT_OPTIONS:
                    raise TableError("The seat count is chosen when the table is created.")
                try:
                    t.row.options = house_rules.validate(t.game, {**t.row.options, name: value})
                except InvalidOptions as exc:
                    raise TableError(str(exc)) from None
            changed = (t.row.options, t.row.hand_limit) != (before.options, before.hand_limit)
            if changed:
                await self._save(t, before)
            announce = changed and self._others_seated(t)
            who = self._host_name(t)
        label = name.replace("_", " ").capitalize()
        shown = house_rules.format_value(value)
        if name == house_rules.BOT_HANDS and value is None:
            shown = "until the host ends the table"
        if changed:
            self.presenter.table_changed(t)
        if announce:
            self.presenter.notice(t, f"{who} changed *{label}* to {shown}.")
        return f"{label}: {house_rules.format_value(value)}."

    async def start(self, table_id: int, user_id: int) -> str:
        t = self.get(table_id)
        async with t.lock:
            self._lobby(t)
            if user_id != t.row.host_id:
                raise TableError("Only the host can start the game.")
            empty = [i + 1 for i, s in enumerate(t.seats) if s.empty]
            if empty:
                seats = ", ".join(map(str, empty))
                raise TableError(f"Seat {seats} {'is' if len(empty) == 1 else 'are'} empty: "
                                 "someone must Join, or the host can Add computer.")  # fmt: skip
            if not any(s.human for s in t.seats):
                raise TableError("At least one person must sit at the table.")
            seed = random.SystemRandom().randrange(1 << 62)
            try:
                m = new_match(t.game, t.row.options, seats=t.row.seats, seed=seed, auto_deal=False)
            except CardroomError as exc:
                raise TableError(f"Can't start: {exc}") from None
            t.match = m
            t.row.seed = seed
            t.row.first_dealer = m.dealer
            t.row.status = "playing"
            self._deal_if_due(t)
            t.relevant_version = m.version
            t.turns = [0] * m.seats
            self._count_turns(t, m, (), -1)
            try:
                ops, results = self._record_ops(t)
                await self.store.write(ops)
            except Exception:
                t.match, t.row.status, t.stored_hands, t.stored_results = None, "lobby", 0, 0
                t.turn_key = t.deadline = None
                log.exception("table %s: could not save the start", t.id)
                raise TableError("Couldn't save the start of the game; try again.") from None
            lobby_timer = self._tasks.pop(("lobby", t.id), None)
            if lobby_timer is not None:
                lobby_timer.cancel()
        log.info("table %s: started", t.id)
        self._after_change(t, results)
        return "The game is on."

    async def lose(self, table_id: int, reason: str) -> bool:
        """Discord can no longer show the table (its thread was deleted, the bot may no longer
        post in it): cancel it, unrated, so that no turn timer plays on at a table nobody can
        see; ``reason`` is posted where it can be.  False: it had ended already."""
        t = self.tables.get(table_id)
        if t is None:
            return False
        try:
            await self._end(t, "cancelled", reason)
        except TableError:
            return False
        return True

    # ----- cancels, forfeits and idle lobbies ---------------------------------------------

    def cancel_means(self, table_id: int, user_id: int, can_manage: bool) -> str:
        """What a cancel by this person does now (refusals raise ``TableError``):

        - ``cancel``: a lobby (its host, or a moderator: Manage Threads), or a running table
          cancelled by a moderator who is not seated at it: unrated;
        - ``forfeit``: a seated person after the start, the host included: their team loses,
          rated (the Discord layer asks first), so a losing side cannot wipe the result;
        - ``end``: the host of a Tonk table played until the host ends it (never rated; the
          hands played count in the stakes, as always).
        """
        t = self.get(table_id)
        if t.status == "lobby":
            if user_id != t.row.host_id and not can_manage:
                raise TableError("Only the host (or someone who can manage threads) can cancel.")
            return "cancel"
        if t.seat_of(user_id) is not None:
            if not self._open_ended(t):
                return "forfeit"
            if user_id == t.row.host_id:
                return "end"
            raise TableError("This Tonk table plays until its host ends it. To stop playing, "
                             "use `/table leave`: the computer plays your seat.")  # fmt: skip
        if can_manage:
            return "cancel"
        raise TableError("Only the people at this table can forfeit it, and only moderators "
                         "(Manage Threads) can cancel a running table.")  # fmt: skip

    @staticmethod
    def _open_ended(t: LiveTable) -> bool:
        """A Tonk table with no number of hands: it has no played-out end, its host ends it."""
        return t.game == "tonk" and not t.row.hand_limit

    async def cancel(self, table_id: int, user_id: int, can_manage: bool) -> str:
        """Cancel a lobby, a running table (a moderator who is not seated: unrated), or end a
        Tonk table played until its host ends it.  A seated person's cancel after the start is
        a forfeit (``forfeit``), never an unrated cancel."""
        t = self.get(table_id)
        kind = self.cancel_means(table_id, user_id, can_manage)
        if kind == "forfeit":
            raise TableError("You're playing at this table: cancelling it now is a forfeit. Use "
                             "`/table cancel` and confirm **Forfeit**.")  # fmt: skip
        running = t.status != "lobby"
        if kind == "end":
            reason = f"The host <@{user_id}> ended the table."
        else:
            reason = f"The table was cancelled by <@{user_id}>."

        def still() -> bool:
            try:
                return self.cancel_means(table_id, user_id, can_manage) == kind and (
                    (t.status != "lobby") == running
                )
            except TableError:
                return False

        if not await self._end(t, "cancelled", reason, when=still):
            raise TableError("The table changed meanwhile; try again.")
        if kind == "end":
            return "The table is ended."
        return "The table is cancelled (not rated)." if running else "The table is cancelled."

    def _side_of(self, t: LiveTable, seat: int) -> int:
        m = self._match(t)
        return next(i for i, team in enumerate(m.teams) if seat in team)

    def _side_label(self, t: LiveTable, side: int) -> str:
        m = self._match(t)
        return " & ".join(t.seats[s].name or f"Seat {s + 1}" for s in m.teams[side])

    def forfeit_terms(self, table_id: int, user_id: int) -> ForfeitTerms:
        """What a forfeit by ``user_id`` would mean, for the question asked before it."""
        t = self.get(table_id)
        if self.cancel_means(table_id, user_id, False) != "forfeit":
            raise TableError("There is no match of yours to forfeit here.")
        m = self._match(t)
        side = self._side_of(t, self._seat_for(t, user_id))
        winners = [self._side_label(t, i) for i in range(len(m.teams)) if i != side]
        several = len(winners) > 1 or " & " in winners[0]
        return ForfeitTerms(
            losers=self._side_label(t, side),
            team=len(m.teams[side]) > 1,
            winners=_and(winners) + (" win" if several else " wins"),
            rated=outcome_of(t, forfeit=side).rated,
        )

    async def forfeit(self, table_id: int, user_id: int) -> str:
        """A seated person gives up the running match for their team (Tonk: their seat): it
        ends now, rated, the team last and every other team first (``outcome_of``).  The hand
        in progress is not scored: the record and the stakes ledger hold the hands played."""
        t = self.get(table_id)
        async with t.lock:
            terms = self.forfeit_terms(table_id, user_id)
            seat = self._seat_for(t, user_id)
            side = self._side_of(t, seat)
            who = t.seats[seat].name
            reason = f"🏳️ {who} forfeited the match"
            reason += f" for {terms.losers}: " if terms.team else ": "
            reason += f"{terms.winners}."
            if not terms.rated:
                reason += f" Not rated: a league table needs at least {MIN_PEOPLE} people."
            await self._end_locked(t, "forfeited", reason, side)
        self._closed(t)
        return "You forfeited the match."

    def _idle(self, t: LiveTable) -> bool:
        """A lobby nobody changed for ``lobby_expiry`` seconds (from the stored time of its
        last change: a restart does not reset it)."""
        expiry = self.config.lobby_expiry
        return (
            t.id in self.tables
            and t.status == "lobby"
            and expiry > 0
            and self.clock() >= t.row.updated_at + expiry
        )

    async def expire_lobby(self, table_id: int) -> bool:
        """Close a lobby that stayed idle too long, with a notice in its thread (archived as
        for any end); False if it is not idle (or not a lobby) any more."""
        t = self.tables.get(table_id)
        if t is None:
            return False
        minutes = max(1, round(self.config.lobby_expiry / 60))
        reason = f"⌛ This lobby was closed after {minutes} minute{'s' * (minutes != 1)} " \
            "without a start."  # fmt: skip
        return await self._end(t, "cancelled", reason, when=lambda: self._idle(t))

    def _arm_lobby_timer(self, t: LiveTable) -> None:
        if self.config.lobby_expiry > 0 and t.status == "lobby" and not self._closing:
            # Not "cardroom:": tests settle without waiting for timers.
            self._spawn("lobby", t, self._lobby_timer(t), prefix="cardroom-timer")

    async def _lobby_timer(self, t: LiveTable) -> None:
        """Sleep until the lobby would be idle too long, then close it; every change moves
        ``updated_at``, so a lobby in use sleeps again.  A failed commit is tried again after a
        pause (doubled up to ``SAVE_RETRY_MAX``), as a computer's move is."""
        retry = self.config.save_retry
        while t.id in self.tables and t.status == "lobby":
            wait = t.row.updated_at + self.config.lobby_expiry - self.clock()
            if wait > 0:
                await asyncio.sleep(wait)
                continue
            try:
                if await self.expire_lobby(t.id):
                    return
            except SaveFailed:
                log.warning("table %s: could not close the idle lobby; trying again in %.1f s",
                            t.id, retry)  # fmt: skip
                await asyncio.sleep(retry)
                retry = min(retry * 2, SAVE_RETRY_MAX)

    # ----- playing ------------------------------------------------------------------------

    def _seat_for(self, t: LiveTable, user_id: int) -> int:
        seat = t.seat_of(user_id)
        if seat is None:
            raise TableError("You're not seated at this table.")
        return seat

    def _match(self, t: LiveTable) -> Match:
        if t.match is None:
            raise TableError("The game hasn't started yet.")
        return t.match

    async def act(self, table_id: int, user_id: int, version: int, text: str) -> str:
        """Apply a person's action from a component made at ``version``."""
        t = self.get(table_id)
        async with t.lock:
            m = self._match(t)
            seat = self._seat_for(t, user_id)
            if version < t.relevant_version or version > m.version:
                if self._already_done(t, seat, version, text):
                    raise TableError("Already done: your first click counted.", already=True)
                raise OutOfDate("That message was out of date: the table had moved on, so "
                                "that click did nothing.")  # fmt: skip
            s = t.seats[seat]
            if s.computer_plays:
                raise TableError(
                    "The computer is playing your seat: click **Take my seat back** first."
                )
            # The person is here: the misses in a row start again, stored with the move.
            misses, s.misses = s.misses, 0
            try:
                results = await self._apply(t, seat, text, "human", user_id)
            except TableError:
                s.misses = misses
                t.sync_players()
                raise
        self._after_change(t, results)
        return text

    def _already_done(self, t: LiveTable, seat: int, version: int, text: str) -> bool:
        """Whether the person of ``seat`` made exactly this move from exactly the state
        ``version`` (a double click, or two copies of one hand message).  A button of an
        earlier state, even one that offers the same move again later, is out of date."""
        m = t.match
        if m is None:
            return False
        try:
            wanted = str(m.parse_action(text))
        except CardroomError:
            return False
        return any(
            v == version and s == seat and a == wanted and person for v, s, a, person in t.recent
        )

    async def _apply(
        self, t: LiveTable, seat: int, text: str, source: str, user_id: int | None
    ) -> Results:
        """Engine, then store; the caller holds the lock.  Returns the newly finished hands."""
        m = self._match(t)
        hand_index = len(m.hands) - 1
        to_act = m.to_act
        version = m.version
        try:
            action = m.parse_action(text)
            m.apply(seat, action)
        except NotYourTurn as exc:
            raise TableError(self._whose_turn(t, m, seat, exc.reason)) from None
        except IllegalAction as exc:
            raise TableError(self._named(t, exc.reason)) from None
        except CardroomError as exc:
            raise TableError(self._named(t, str(exc))) from None
        if not isinstance(action, Look):
            t.relevant_version = m.version
        t.recent.append((version, seat, str(action), source == "human"))
        self._deal_if_due(t)
        turn = (t.turn_key, t.deadline, list(t.turns))
        row_version = t.row.version
        self._count_turns(t, m, to_act, hand_index + 1)
        t.last_seq += 1
        row = ActionRow(t.last_seq, hand_index, seat, str(action), m.version, source, user_id)
        try:
            ops, results = self._record_ops(t)
            ops.insert(0, Store.action_op(t.id, row))
            await self.store.write(ops)
        except Exception:
            # A computer, or a timed-out turn, tries again by itself (``_computer_loop``,
            # ``_play_turn``): a warning, not an error.
            level = logging.WARNING if source in ("computer", "timeout") else logging.ERROR
            log.log(level, "table %s: could not save a %s; rebuilding", t.id,
                    action_kind(text), exc_info=True)  # fmt: skip
            try:
                await self._rebuild(t)
            except Exception:
                # Memory is ahead of the store and cannot be put back: nothing more may be
                # built on it.  The store still holds the table as it was before this move.
                log.exception("table %s: could not rebuild it after a failed commit", t.id)
                self._take_offline(t)
                raise TableError(
                    "Couldn't save that move, and the table is paused until the "
                    "bot restarts. Every move that was saved is kept."
                ) from None
            t.turn_key, t.deadline, t.turns = turn
            t.row.version = row_version  # the row in the store is the one before the move
            t.row.status, t.ending = "playing", None  # the move did not end the table
            raise SaveFailed("Couldn't save that move, so nothing changed. Try again.") from None
        log.debug("table %s: seat %s %s (%s)", t.id, seat, action_kind(text), source)
        return results

    def _seat_name(self, t: LiveTable, seat: int) -> str:
        s = t.seats[seat] if 0 <= seat < len(t.seats) else None
        return (s.name if s is not None else "") or f"Seat {seat + 1}"

    def _named(self, t: LiveTable, reason: str) -> str:
        """An engine's refusal as a person reads it: the engines count seats from 0 (their
        records and command line keep that), people see the seats' names."""
        return ENGINE_SEAT.sub(lambda mo: self._seat_name(t, int(mo.group(1))), reason)

    def _whose_turn(self, t: LiveTable, m: Match, seat: int, reason: str) -> str:
        """A refusal for acting out of turn: whose turn it is, by name."""
        waiting = [s for s in m.to_act if s != seat]
        if not waiting:
            return self._named(t, reason)
        return f"It's {' or '.join(self._seat_name(t, s) for s in waiting)}'s turn."

    def _take_offline(self, t: LiveTable) -> None:
        """Take ``t`` out of play after memory ran ahead of the store and could not be put
        back (a commit failed, then the rebuild from the record too): nothing more is accepted
        for it (``get`` says why), its computer and timer stop, nothing of the unsaved state is
        shown, and its thread is told.  The next start loads it as it is stored."""
        t.row.status = OFFLINE
        t.match = None
        self._unregister(t)
        self._offline.add(t.id)
        self.presenter.notice(
            t,
            "⚠️ This table is paused: the database failed and the last move could not be "
            "saved. It comes back, as it was before that move, when the bot restarts.",
        )

    def _deal_if_due(self, t: LiveTable) -> None:
        m = t.match
        while m is not None and m.waiting_for_deal and not m.is_over and not t.finished:
            m.supply_deal(m.random_deal(len(m.hands), m.dealer))

    @staticmethod
    def _count_turns(t: LiveTable, m: Match, before: Sequence[int], hands_before: int) -> None:
        """After an action (or a start): a seat the game now waits for has a new turn unless
        it was already waited for in the same hand (it acts again: Tonk's draw then discard, a
        Spades look then bid, the winner of a trick leading the next)."""
        new_hand = len(m.hands) != hands_before
        for s in m.to_act:
            if new_hand or s not in before:
                t.turns[s] += 1

    def _row_op(self, t: LiveTable) -> Op:
        """The table row's UPDATE, with the turn's deadline brought up to date first: the
        deadline is committed with the change that started the turn (see ``_refresh_turn``)."""
        self._refresh_turn(t)
        return Store.update_table_op(t.row, self.clock())

    def _refresh_turn(self, t: LiveTable) -> None:
        """A new turn key (another relevant version, other people waited for) starts a new turn
        time from now; the same key keeps its deadline.  Under the lock, before the row is
        written, so that a restart finds the deadline in the database."""
        if t.status != "playing" or t.match is None:
            t.turn_key = t.deadline = None
            return
        key = self._turn_key(t)
        if key == t.turn_key:
            return
        t.turn_key = key
        seconds = t.row.turn_seconds
        t.deadline = self.clock() + seconds if key[1] and seconds > 0 else None

    def _resume_turn(self, t: LiveTable) -> None:
        """After a restart: the turn goes on with the stored deadline (the time that was left;
        an already past deadline expires at once).  A table saved without one (by a bot before
        deadlines were stored) gets a full turn from now."""
        t.turn_key = key = self._turn_key(t)
        seconds = t.row.turn_seconds
        if not key[1] or seconds <= 0:
            t.deadline = None
        elif t.deadline is None:
            t.deadline = self.clock() + seconds

    def _turn_key(self, t: LiveTable) -> tuple[Any, ...]:
        return (t.relevant_version, tuple(self._waiting_humans(t)))

    def _record_ops(self, t: LiveTable) -> tuple[list[Step], Results]:
        """Statements for new deals, new hand results and the table row (after an apply); at
        the end of the match also its ``endings`` row and the league update, in the same
        transaction (a crash keeps all of the end or none of it)."""
        m = self._match(t)
        ops: list[Step] = []
        for i in range(t.stored_hands, len(m.hands)):
            ops.append(Store.deal_op(t.id, i, m.hands[i].dealer, m.hands[i].deal.to_json()))
        t.stored_hands = len(m.hands)
        results: Results = []
        for i in range(t.stored_results, len(m.hands)):
            res = m.hands[i].result
            if res is None:
                break
            rj = res.to_json()
            rows = self._result_rows(t, i, rj)
            ops += Store.result_ops(t.id, i, rj, rows)
            results.append((i, rj, [r.points for r in rows]))
            t.stored_results = i + 1
        t.row.version = m.version
        if t.finished:
            t.row.status = "finished"
            t.ending = EndingRow(t.id, None, results[0][0] if results else None)
            ops.append(Store.ending_op(t.ending))
            ops.append(record_step(outcome_of(t), self.clock()))
        t.sync_players()
        ops.append(self._row_op(t))
        return ops, results

    def final_hands(self, t: LiveTable, first: int | None) -> Results:
        """The hands that the change ending ``t`` finished (from ``EndingRow.first_hand``), from
        its match: their summaries are the first posts of the end, at its first showing and
        after a restart alike."""
        m = t.match
        if m is None or first is None:
            return []
        out: Results = []
        for i in range(first, len(m.hands)):
            res = m.hands[i].result
            if res is None:
                break
            rj = res.to_json()
            out.append((i, rj, [r.points for r in self._result_rows(t, i, rj)]))
        return out

    def _result_rows(self, t: LiveTable, hand: int, rj: dict[str, Any]) -> list[ResultRow]:
        m = self._match(t)
        totals = list(rj.get("scores") or m.scores)
        prev = [0] * len(totals)
        for j in range(hand - 1, -1, -1):
            r = m.hands[j].result
            if r is not None:
                prev = list(r.to_json().get("scores") or prev)
                break
        bags = rj.get("bags")
        payouts = rj.get("payouts")
        return [
            ResultRow(
                hand,
                side,
                int(payouts[side]) if payouts is not None else int(total - prev[side]),
                int(total),
                int(bags[side]) if isinstance(bags, list) else None,
            )
            for side, total in enumerate(totals)
        ]

    async def take_back(self, table_id: int, user_id: int) -> str:
        t = self.get(table_id)
        async with t.lock:
            seat = self._seat_for(t, user_id)
            s = t.seats[seat]
            if not s.computer_plays:
                raise TableError("Your seat is already yours.")
            s.auto = s.left = False
            s.misses = 0
            await self._save_seats(t)
        self.presenter.notice(t, f"{s.name} is back and plays seat {seat + 1} again.")
        self._after_change(t, [])
        return "Your seat is yours again."

    # ----- what a seat or the public sees -------------------------------------------------

    async def hand_snapshot(self, table_id: int, user_id: int) -> HandSnapshot:
        t = self.get(table_id)
        async with t.lock:
            m = self._match(t)
            seat = self._seat_for(t, user_id)
            return HandSnapshot(
                table_id=t.id,
                game=t.game,
                title=t.title,
                seat=seat,
                version=m.version,
                view=m.view(seat),
                legal=m.legal_actions(seat),
                seat_names=[s.name or f"Seat {i + 1}" for i, s in enumerate(t.seats)],
                status=t.status,
                computer_plays=t.seats[seat].computer_plays,
            )

    async def public_snapshot(self, table_id: int, t: LiveTable | None = None) -> PublicSnapshot:
        t = t or self.get(table_id)
        async with t.lock:
            return self.public_snapshot_nolock(t)

    def public_snapshot_nolock(self, t: LiveTable) -> PublicSnapshot:
        m = t.match
        return PublicSnapshot(
            table_id=t.id,
            game=t.game,
            title=t.title,
            status=t.status,
            host_id=t.row.host_id,
            seats=[Seat.from_json(s.to_json()) for s in t.seats],
            options=dict(t.row.options),
            view=m.view(None) if m is not None else None,
            deadline=t.deadline,
            turn_seconds=t.row.turn_seconds,
            hand_limit=t.row.hand_limit,
            hands_played=t.hands_played(),
            message_id=t.row.message_id,
            thread_id=t.row.thread_id,
            extra={"bags": list(getattr(m, "bags", ()) or ())} if m is not None else {},
            computer_level=t.level,
            turns=tuple(t.turns),
            public_version=t.relevant_version,
        )

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
        if t.status != "playing" or self._closing:
            return
        self._arm_timer(t)
        self.presenter.table_changed(t)
        m = t.match
        if m is not None and any(t.seats[s].computer_plays for s in m.to_act):
            self._spawn("ai", t, self._computer_loop(t), prefix="cardroom")

    def _spawn(self, kind: str, t: LiveTable, coro: Any, *, prefix: str) -> None:
        key = (kind, t.id)
        task = self._tasks.get(key)
        if task is not None and not task.done():
            if kind == "ai":
                coro.close()  # the running loop re-checks after each move
                return
            if task is not asyncio.current_task():
                task.cancel()
        task = asyncio.create_task(coro, name=f"{prefix}:{kind}:{t.id}")
        self._tasks[key] = task
        task.add_done_callback(lambda tk, key=key: self._forget(key, tk))

    def _forget(self, key: tuple[str, int], task: asyncio.Task[None]) -> None:
        if self._tasks.get(key) is task:
            del self._tasks[key]
        if not task.cancelled() and task.exception() is not None:
            log.error("table %s: %s task failed", key[1], key[0], exc_info=task.exception())

    async def _end(
        self, t: LiveTable, status: str, reason: str, *, when: Callable[[], bool] | None = None
    ) -> bool:
        """End ``t`` before its match is over; ``reason`` is posted in its thread.  ``when``,
        checked under the lock, calls the end off if it no longer holds (False)."""
        async with t.lock:
            if when is not None and not when():
                return False
            await self._end_locked(t, status, reason)
        self._closed(t)
        return True

    async def _end_locked(
        self, t: LiveTable, status: str, reason: str, forfeit: int | None = None
    ) -> None:
        """``_end`` with the lock held.  The end, what is left to show of it and the league
        update are one transaction (a forfeit, by team ``forfeit``, is rated; any other early
        end is not); a failed commit changes nothing (``SaveFailed``)."""
        if t.id not in self.tables:
            raise TableError("This table has ended.")
        before = (t.row.status, t.turn_key, t.deadline, t.row.updated_at)
        t.row.status = status
        t.ending = EndingRow(t.id, reason)
        t.sync_players()
        league = record_step(outcome_of(t, forfeit), self.clock())
        try:
            await self.store.write([self._row_op(t), Store.ending_op(t.ending), league])
        except Exception:
            # Not ended: memory follows the store (the row op cleared the turn).
            t.row.status, t.turn_key, t.deadline, t.row.updated_at = before
            t.ending = None
            log.warning("table %s: could not save its end", t.id, exc_info=True)
            raise SaveFailed("Couldn't save that, so nothing changed. Try again.") from None
        self._unregister(t)

    def _closed(self, t: LiveTable) -> None:
        """After an end committed under the lock: the presenter shows it."""
        assert t.ending is not None
        log.info("table %s: %s", t.id, t.status)
        self.presenter.table_closed(t, t.ending)

    # ----- computers ----------------------------------------------------------------------

    def _question(self, t: LiveTable, seat: int) -> Question:
        """What the computer may know of ``seat`` now: its view and legal actions (under lock)."""
        m = self._match(t)
        return Question(
            seat=seat,
            level=t.level,
            view=m.view(seat),
            legal=tuple(str(a) for a in m.legal_actions(seat)),
            seed=f"{t.row.seed}/{m.version}/{seat}",
            relevant_version=t.relevant_version,
        )

    async def _think(self, t: LiveTable, q: Question) -> str:
        """The computer's action for ``q``, thought out without the table lock.  A player that
        fails or passes its deadline (``Computers``) must not stall the table: the error is
        logged and a basic move is played instead."""
        try:
            return await self.computers.choose(t.game, q.level, q.view, q.legal, q.seed)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: the %s computer failed; playing a basic move", t.id, q.level)
            return self.computers.fallback(t.game, q.view, q.legal, q.seed)

    def _still_asked(self, t: LiveTable, q: Question) -> bool:
        """After thinking, with the lock again: is the question still the table's position?

        Any change that matters to a seat (every action but a Spades ``look``) moves
        ``relevant_version``.
        """
        m = t.match
        if t.id not in self.tables or m is None or t.status != "playing" or self._closing:
            return False
        return t.relevant_version == q.relevant_version and q.seat in m.to_act

    def _checked(self, t: LiveTable, q: Question, text: str) -> str:
        """The engine has the last word: an answer it refuses is replaced by a random legal
        action (and logged: a computer player should never give one)."""
        m = self._match(t)
        legal = m.legal_actions(q.seat)
        try:
            if m.parse_action(text) in legal:
                return text
        except CardroomError:
            pass
        log.error("table %s: the %s computer's answer is not legal; playing at random",
                  t.id, q.level)  # fmt: skip
        return str(random.Random(q.seed).choice(legal))

    async def _computer_loop(self, t: LiveTable) -> None:
        """Play every computer seat the table waits for, one move at a time.

        A move whose commit fails left memory as it was (``_apply``), so the loop waits and asks
        again: the table goes on once the store works again, rather than stopping for good with
        nobody to play the computer's turn.  Any other error is logged and handled the same way:
        no table is left waiting on a computer.  The wait doubles at each failure in a row (up
        to ``SAVE_RETRY_MAX``): no tight loop against a store that is down."""
        retry = self.config.save_retry
        while True:
            try:
                if not await self._computer_move(t):
                    return
            except asyncio.CancelledError:
                raise
            except SaveFailed:
                log.warning("table %s: the computer's move was not saved; trying again in "
                            "%.1f s", t.id, retry)  # fmt: skip
            except Exception:
                if t.id not in self.tables:
                    return  # taken offline (logged there), or ended meanwhile
                log.exception("table %s: the computer could not move; trying again in %.1f s",
                              t.id, retry)  # fmt: skip
            else:
                retry = self.config.save_retry
                continue
            await self._save_backoff(t, retry)
            retry = min(retry * 2, SAVE_RETRY_MAX)

    async def _computer_move(self, t: LiveTable) -> bool:
        """One move of a computer seat the table waits for; False when there is none."""
        async with t.lock:
            m = t.match
            # Stopping: no move, or a quick (inline) computer would loop without a pause.
            if t.id not in self.tables or m is None or t.status != "playing" or self._closing:
                return False
            seat = next((s for s in m.to_act if t.seats[s].computer_plays), None)
            if seat is None:
                return False
            q = self._question(t, seat)
        # The pause (so that people can follow) and the thinking overlap.
        pause = self.config.computer_pause
        if pause > 0:
            text, _ = await asyncio.gather(self._think(t, q), asyncio.sleep(pause))
        else:
            text = await self._think(t, q)
        async with t.lock:
            if not self._still_asked(t, q) or not t.seats[q.seat].computer_plays:
                return True  # the table moved on while the computer thought: ask again
            action = self._checked(t, q, text)
            results = await self._apply(t, q.seat, action, "computer", None)
        self._after_change(t, results)
        return True

    async def _save_backoff(self, t: LiveTable, seconds: float) -> None:
        """The pause before a computer (or a timed-out turn) tries again a move that could not
        be saved (without the table lock: people can still look at their hands, or take their
        seat back)."""
        await asyncio.sleep(seconds)

    async def idle(self, table_id: int) -> None:
        """Wait until the computers of a table have nothing left to play (tests, benchmarks)."""
        while (task := self._tasks.get(("ai", table_id))) is not None and not task.done():
            await asyncio.wait({task})

    # ----- the turn timer -----------------------------------------------------------------

    def _waiting_humans(self, t: LiveTable) -> list[int]:
        m = t.match
        if m is None:
            return []
        return [s for s in m.to_act if t.seats[s].human and not t.seats[s].computer_plays]

    def _arm_timer(self, t: LiveTable) -> None:
        """(Re)start the timer task for the table's turn key, unless it already runs for it."""
        key = t.turn_key
        if self._timer_keys.get(t.id) == key and ("timer", t.id) in self._tasks:
            return
        task = self._tasks.pop(("timer", t.id), None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        if key is None:
            self._timer_keys.pop(t.id, None)
            return
        self._timer_keys[t.id] = key
        if t.deadline is None:
            return
        # Not "cardroom:": tests settle without waiting for timers and drive time themselves.
        self._spawn("timer", t, self._timer(t, key, t.deadline), prefix="cardroom-timer")

    async def _timer(self, t: LiveTable, key: tuple[Any, ...], deadline: float) -> None:
        """Remind at half time, expire at ``deadline`` (wall clock, so that it survives a
        restart).  A reminder whose time passed before the timer started (the bot restarted
        after it) is not repeated: a crash loop must not ping people at every start."""
        remind_at = deadline - t.row.turn_seconds / 2
        if self.clock() < remind_at:
            await asyncio.sleep(remind_at - self.clock())
            await self.remind(t.id, key)
        await asyncio.sleep(max(0.0, deadline - self.clock()))
        await self.expire(t.id, key)

    def timer_key(self, table_id: int) -> tuple[Any, ...] | None:
        return self._timer_keys.get(table_id)

    async def remind(self, table_id: int, key: tuple[Any, ...] | None = None) -> bool:
        """Half the turn time is gone: remind the players the table waits for."""
        t = self.tables.get(table_id)
        if t is None:
            return False
        async with t.lock:
            if key is not None and self._timer_keys.get(t.id) != key:
                return False
            humans = self._waiting_humans(t)
            deadline = t.deadline
        if not humans:
            return False
        who = " ".join(f"<@{t.seats[s].user_id}>" for s in humans)
        when = f" <t:{int(deadline)}:R>" if deadline else " soon"
        self.presenter.ping(
            t,
            f"⏰ {who}: the table is waiting for you. Time runs out{when}, then the computer "
            "plays for you.",
            [t.seats[s].user_id or 0 for s in humans],
        )
        return True

    async def expire(self, table_id: int, key: tuple[Any, ...] | None = None) -> bool:
        """The turn time ran out: the computer plays the whole turn of each waited-for seat, at
        the table's level (a Tonk draw and its discard, a Spades look and its bid: every
        action until the game waits for someone else, as ``LiveTable.turns`` counts turns),
        with one miss and one notice per seat.  It thinks without the lock; a person who moves
        meanwhile wins.  A commit that fails is tried again after a pause, so the timer is
        never lost."""
        t = self.tables.get(table_id)
        if t is None:
            return False
        async with t.lock:
            if key is not None and self._timer_keys.get(t.id) != key:
                return False
            self._timer_keys.pop(t.id, None)
            turns = {s: t.turns[s] for s in self._waiting_humans(t)}
        notes: list[str] = []
        results: Results = []
        for seat, turn in turns.items():
            if await self._play_turn(t, seat, turn, results):
                s = t.seats[seat]
                notes.append(
                    f"⏱ {s.name}'s time ran out: the computer played that turn for them."
                    if not s.auto
                    else f"⏱ {s.name} missed {MISSES_BEFORE_AUTO} turns in a row: the computer "
                    "plays the seat until they click **Take my seat back**."
                )
        if t.id not in self.tables and t.status != "finished":
            return bool(notes)  # taken offline meanwhile: nothing more is shown of it
        for note in notes:
            self.presenter.notice(t, note)
        if notes:
            self._after_change(t, results)
        return bool(notes)

    def _turn_goes_on(self, t: LiveTable, seat: int, turn: int) -> bool:
        """Whether the table still waits for the person of ``seat`` in its turn ``turn``."""
        if t.id not in self.tables or t.status != "playing" or self._closing:
            return False
        return seat in self._waiting_humans(t) and t.turns[seat] == turn

    async def _play_turn(self, t: LiveTable, seat: int, turn: int, results: Results) -> bool:
        """The computer plays the rest of turn ``turn`` of an absent person's ``seat``; the
        finished hands go to ``results``.  Returns whether it played (one miss counted, stored
        with the turn's first move).  The third miss gives the seat to the computer, whose loop
        then plays what is left of the turn."""
        retry = self.config.save_retry
        counted = False
        while True:
            async with t.lock:
                if not self._turn_goes_on(t, seat, turn):
                    return counted
                q = self._question(t, seat)
            text = await self._think(t, q)
            async with t.lock:
                if not self._still_asked(t, q) or not self._turn_goes_on(t, seat, turn):
                    return counted
                s = t.seats[seat]
                before = (s.misses, s.auto)
                if not counted:
                    s.misses += 1
                    s.auto = s.misses >= MISSES_BEFORE_AUTO
                try:
                    results += await self._apply(
                        t, seat, self._checked(t, q, text), "timeout", None
                    )
                    counted = True
                    continue
                except asyncio.CancelledError:
                    raise
                except Exception as exc:
                    s.misses, s.auto = before
                    t.sync_players()
                    if t.id not in self.tables:
                        return counted  # taken offline (logged there)
                    failure = exc
            if isinstance(failure, SaveFailed):
                log.warning("table %s: a timed-out turn of seat %s was not saved; trying again "
                            "in %.1f s", t.id, seat + 1, retry)  # fmt: skip
            else:
                log.error("table %s: a timed-out turn of seat %s failed; trying again in %.1f s",
                          t.id, seat + 1, retry, exc_info=failure)  # fmt: skip
            await self._save_backoff(t, retry)
            retry = min(retry * 2, SAVE_RETRY_MAX)
