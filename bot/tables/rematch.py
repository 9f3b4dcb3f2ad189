"""The rematch's rules: who may ask for one, the new table it makes, the seats it holds.

The result post of a match carries **Rematch**.  One click, by anyone who sat at the ended table,
opens a new table (a new lobby, in a new thread) with the same game, house rules (the stake and
the number of hands too), seat count and computer level.  The clicker hosts it, in the seat they
had.  The other people of the last table are invited by name, and each one's seat is *held* for
them (``Seat.kind == "held"``) until ``RematchRow.held_until``: only they may take it; after that
it is an empty seat like any other (``hold_over``: the rules read the clock, so a hold ends on
time even if its timer has not fired yet).  Computer seats come back as they were, at the
table's level.  Once nobody is held for and no seat is empty, the table starts by itself
(``all_back``); the host may start earlier: the seats still held are then played by computers
(``fill_holds``), as the host chose not to wait.

Pure: the service commits (the new table and its link in one transaction) and shows.  A rematch
is a new table: its own id, rated on its own when it ends, like any other.
"""

from __future__ import annotations

import dataclasses

from bot.db.rows import RematchRow, TableRow
from bot.i18n import tr
from bot.tables.errors import TableError
from bot.tables.model import LiveTable, Seat

ENDED = frozenset({"finished", "cancelled"})
"""The statuses of a table whose result post can carry Rematch (once it had started)."""


def check_asker(old: TableRow, user_id: int) -> None:
    """Refuse a Rematch that the ended table ``old`` cannot give to ``user_id``: a table that
    is not over, one that never started, a person who did not sit at it."""
    if old.status not in ENDED:
        raise TableError("error-rematch-still-open")
    if old.seed is None:
        raise TableError("error-rematch-never-started")
    seated = {p.get("user_id") for p in old.players if p.get("kind") == "human"}
    if user_id not in seated:
        raise TableError("error-rematch-not-seated")


def never_opened(row: TableRow) -> bool:
    """A rematch whose opening failed or was cancelled before it had a thread (Discord refused
    it, or a restart found none): a new Rematch click may open another in its place."""
    return row.status == "cancelled" and row.thread_id is None


def new_table(
    old: TableRow,
    table_id: int,
    *,
    host_id: int,
    host_name: str,
    now: float,
    hold_seconds: float,
    turn_seconds: int,
) -> LiveTable:
    """The rematch of ``old``: its game, house rules, hands and level; the clicker hosts, in
    their old seat; the other people's seats held for them, the computers back."""
    row = dataclasses.replace(
        old,
        id=table_id,
        thread_id=None,
        host_id=host_id,
        options=dict(old.options),
        players=[],
        status="lobby",
        seed=None,
        first_dealer=None,
        version=0,
        message_id=None,
        turn_seconds=turn_seconds,
        created_at=now,
        updated_at=now,
        deadline=None,
    )
    seats: list[Seat] = []
    for p in old.players:
        kind, uid, name = p.get("kind"), p.get("user_id"), p.get("name") or ""
        if kind == "human" and uid == host_id:
            seats.append(Seat("human", host_id, host_name))
        elif kind == "human" and uid is not None:
            seats.append(Seat("held", uid, name))
        elif kind == "computer":
            seats.append(Seat("computer", None, name))
        else:
            seats.append(Seat())
    t = LiveTable(row, seats)
    t.rematch = RematchRow(old.id, table_id, host_id, now + hold_seconds)
    t.sync_players()
    return t


def held_seats(t: LiveTable) -> list[int]:
    return [i for i, s in enumerate(t.seats) if s.held]


def hold_over(t: LiveTable, now: float) -> bool:
    """The time the rematch held its seats for is up (a table that is no rematch holds none)."""
    return t.rematch is None or now >= t.rematch.held_until


def free_holds(t: LiveTable) -> list[str]:
    """The held seats become empty seats (the hold is over); the names they were held for."""
    names = []
    for i in held_seats(t):
        names.append(t.seats[i].name)
        t.seats[i] = Seat()
    return names


def fill_holds(t: LiveTable) -> list[str]:
    """The host starts without waiting: computers (at the table's level) play the seats still
    held; the names they were held for."""
    names = []
    n = sum(1 for s in t.seats if s.kind == "computer")
    for i in held_seats(t):
        n += 1
        names.append(t.seats[i].name)
        t.seats[i] = Seat("computer", None, f"Computer {n}", t.level)
    return names


def all_back(t: LiveTable) -> bool:
    """A rematch whose seats are all taken, none held (it starts by itself when the last
    person taking back their held seat makes it so: ``lobby.join``)."""
    return t.rematch is not None and all(s.human or s.kind == "computer" for s in t.seats)


def freed_notice(names: list[str], language: str = "en") -> str:
    """The thread's line once the hold is over (the table's language)."""
    return tr(language)("rematch-freed", names=", ".join(names))


def filled_notice(names: list[str], language: str = "en") -> str:
    """The thread's line of a host who started without waiting (the table's language)."""
    return tr(language)("rematch-filled", names=", ".join(names))


def invitation(t: LiveTable, old_thread: int | None) -> tuple[str, tuple[int, ...]]:
    """The one post of the new thread that names the people invited (and notifies them), in
    the table's language."""
    assert t.rematch is not None
    say = tr(t.row.language)
    held = [t.seats[i] for i in held_seats(t)]
    old = str(t.rematch.old_table_id)
    where = f"<#{old_thread}>" if old_thread else say("rematch-old-table", table=old)
    until = str(int(t.rematch.held_until))
    people = " ".join(f"<@{s.user_id}>" for s in held)
    if held:
        text = say("rematch-invitation-held", where=where, table=old, people=people, until=until)
    else:
        text = say("rematch-invitation", where=where, table=old)
    return text, tuple(s.user_id for s in held if s.user_id is not None)


def link_line(new_thread: int, host_name: str, language: str = "en") -> str:
    """The line in the old thread that points to its rematch (in the rematch's language)."""
    return tr(language)("rematch-link", host=host_name, thread=str(new_thread))
