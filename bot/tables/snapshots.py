"""What a seat, or everybody, may see of a table at one moment: plain values taken under its lock.

Renderers and components read these and never the live table, so what they show is one
consistent state however the table moves on meanwhile.  Pure: built from a ``LiveTable``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.computers import DEFAULT_LEVEL
from bot.tables.model import LiveTable, Seat
from games.actions import Action


@dataclass(slots=True)
class HandSnapshot:
    """What one seat may see and do, taken under the table lock."""

    table_id: int
    game: str
    title: str
    seat: int
    version: int
    view: dict[str, Any]
    legal: Sequence[Action]  # the engine's (a tuple, or a board's read-only sequence)
    seat_names: list[str]
    status: str
    computer_plays: bool
    computers: dict[int, int] = field(default_factory=dict)
    """The computers' seats and numbers (``Seat.computer_number``): their names are read in
    the person's language (``bot.render.hand``)."""


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
    rematch_of: int | None = None
    """The table this one rematches (``bot.tables.rematch``), if it is a rematch."""
    language: str = "en"
    """The table's language: every public message of the table speaks it (``bot.i18n``)."""
    public_version: int = 0
    """The match's version as everybody may know it (``relevant_version``): it does not move
    on a private action (a Spades look), which must change no public message."""


def seat_names(t: LiveTable) -> list[str]:
    """Each seat's name as people read it (an empty seat by its number)."""
    return [s.name or f"Seat {i + 1}" for i, s in enumerate(t.seats)]


def hand_snapshot(t: LiveTable, seat: int) -> HandSnapshot:
    """The hand of ``seat`` (the match has started); the caller holds the lock.

    The table keeps the latest one (``LiveTable.last_hand``) and hands it out again while the
    seat's state is the same: the match's version (every deal and action moves it), who plays
    the seat, the table's status.  A snapshot is a value that its readers never change."""
    m = t.match
    assert m is not None
    key = (seat, m.version, t.seats[seat].computer_plays, t.status, id(m))
    if t.last_hand is not None and t.last_hand[0] == key:
        snap: HandSnapshot = t.last_hand[1]
        return snap
    snap = HandSnapshot(
        table_id=t.id,
        game=t.game,
        title=t.title,
        seat=seat,
        version=m.version,
        view=m.view(seat),
        legal=m.legal_actions(seat),
        seat_names=seat_names(t),
        status=t.status,
        computer_plays=t.seats[seat].computer_plays,
        computers={i: n for i, s in enumerate(t.seats) if (n := s.computer_number) is not None},
    )
    t.last_hand = (key, snap)
    return snap


def public_snapshot(t: LiveTable) -> PublicSnapshot:
    """The table as everybody sees it (a lobby too); the caller holds the lock."""
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
        language=t.row.language,
        rematch_of=t.rematch.old_table_id if t.rematch is not None else None,
    )
