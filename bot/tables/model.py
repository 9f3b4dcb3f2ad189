"""A live table: its stored row, its seats and (once started) its match.

Seats are stored as JSON in the table row.  A seat is empty, a person, a computer, or *held* (a
rematch keeps it for the person who sat there at the last table, ``bot.tables.rematch``); a person's
seat can be *auto*-played by the computer after three turn-timer expiries in a row (or after the
person left a running match), until the person takes it back.
"""

from __future__ import annotations

import asyncio
import re
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from bot.computers import DEFAULT_LEVEL
from bot.db import EndingRow, TableRow
from bot.db.rows import RematchRow
from bot.tables.errors import Said
from games import TITLES, Match

COMPUTER_NAME = re.compile(r"Computer (\d+)")
"""How a computer seated at a table is named (``lobby.add_computer``, ``rematch``): stored so,
read in each language (``bot.render.seats.seat_name``)."""


@dataclass(slots=True)
class Seat:
    kind: str = "empty"  # empty, human, computer, held (for user_id, in a rematch's lobby)
    user_id: int | None = None
    name: str = ""
    level: str = DEFAULT_LEVEL
    """The table's computer level (kept equal to it: it names the level on the seat's label)."""
    auto: bool = False
    """A person's seat currently played by the computer."""
    misses: int = 0
    """Turn-timer expiries in a row; three make the seat ``auto``."""
    left: bool = False
    """The person left a running match: the computer plays the seat for good."""

    @property
    def empty(self) -> bool:
        return self.kind == "empty"

    @property
    def human(self) -> bool:
        return self.kind == "human"

    @property
    def held(self) -> bool:
        """Kept for the person ``user_id`` (a rematch's lobby): only they may take it."""
        return self.kind == "held"

    @property
    def computer_plays(self) -> bool:
        """Whether the computer acts for this seat now."""
        return self.kind == "computer" or (self.kind == "human" and (self.auto or self.left))

    @property
    def computer_number(self) -> int | None:
        """A computer's number (``Computer 2``: 2), which every language says its own way."""
        found = COMPUTER_NAME.fullmatch(self.name) if self.kind == "computer" else None
        return int(found[1]) if found is not None else None

    def said_name(self) -> str | Said:
        """The name as people read it: a person's as it is, a computer's said in the reader's
        language (``Said``: a refusal or a line says it in its own); empty for an empty seat.
        ``bot.render.seats.seat_name`` reads it for every renderer."""
        n = self.computer_number
        return Said("seat-computer-name", number=n) if n is not None else self.name

    def record_name(self) -> str:
        if self.kind == "computer":
            return f"bot:{self.level}"
        return self.name or "?"

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "user_id": self.user_id,
            "name": self.name,
            "level": self.level,
            "auto": self.auto,
            "misses": self.misses,
            "left": self.left,
        }

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Seat:
        return cls(**{k: obj[k] for k in cls.__slots__ if k in obj})  # type: ignore[attr-defined]


class TableLock(asyncio.Lock):
    """The table's lock.  A table registered after a restart before its match is rebuilt
    (``bot.tables.restart``) has its rebuild ``pending``: whoever takes the lock first makes it,
    under the lock, so every reader and writer sees the table whole and it is built once."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: Callable[[], Awaitable[None]] | None = None

    async def acquire(self) -> Literal[True]:
        await super().acquire()
        pending = self.pending
        if pending is not None:
            try:
                await pending()
            except BaseException:
                self.release()  # a failed rebuild stays pending (``restart.Restorer``)
                raise
            self.pending = None
        return True


@dataclass(eq=False)
class LiveTable:
    """One open table in memory.  ``lock`` serialises every change and every read for display."""

    row: TableRow
    seats: list[Seat]
    match: Match | None = None
    lock: TableLock = field(default_factory=TableLock)
    relevant_version: int = 0
    """The version after the last action that changed what a player's buttons offer.

    A Spades ``look`` changes nothing for the other seats, so their buttons stay valid.
    """
    recent: deque[tuple[int, int, str, bool]] = field(default_factory=lambda: deque(maxlen=64))
    """The latest actions as (version it was made at, seat, text, made by the seat's person):
    tells a double click (the same move from the same state) from a stale one."""
    last_seq: int = -1
    stored_hands: int = 0
    stored_results: int = 0
    turn_key: tuple[Any, ...] | None = None
    """What the turn timer runs for: (relevant version, the seats of the people waited for).
    A new key starts a new turn time; the same key keeps the deadline."""
    turns: list[int] = field(default_factory=list)
    """Per seat, how many turns it has had: a seat's count goes up when the game starts to wait
    for it (in a new hand, or after others acted), not when it acts twice in a row (a Tonk draw
    and discard, a Spades look and bid, leading again after a trick).  A turn ping is sent once
    per (seat, count).  Stored with the seats (``sync_players``), so a restart keeps them."""
    rematch: RematchRow | None = None
    """The table is a rematch (``bot.tables.rematch``): what it rematches, until when its held
    seats are kept."""
    ending: EndingRow | None = None
    """Once the table has ended: what is left to show of the end (committed with the end)."""
    last_hand: tuple[tuple[Any, ...], Any] | None = None
    """The latest hand snapshot taken, with what it was taken at (``snapshots.hand_snapshot``):
    a click's answer and a Show hand right after it share one engine view."""

    def __post_init__(self) -> None:
        for s in self.seats:
            s.level = self.row.computer_level

    @property
    def deadline(self) -> float | None:
        """Wall-clock time (``time.time()``) when the current turn runs out; None without a
        timer.  Kept in the row, so it is committed with the change that started the turn."""
        return self.row.deadline

    @deadline.setter
    def deadline(self, value: float | None) -> None:
        self.row.deadline = value

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def game(self) -> str:
        return self.row.game

    @property
    def title(self) -> str:
        return TITLES.get(self.row.game, self.row.game)

    @property
    def status(self) -> str:
        return self.row.status

    @property
    def level(self) -> str:
        """The level of the table's computers, which also plays timed-out and away seats."""
        return self.row.computer_level

    def seat_of(self, user_id: int) -> int | None:
        for i, s in enumerate(self.seats):
            if s.human and s.user_id == user_id:
                return i
        return None

    def sync_players(self) -> None:
        """Copy the seats into the row before it is written (every seat gets the table's level),
        each with its turn count once the match has started."""
        for s in self.seats:
            s.level = self.row.computer_level
        players = [s.to_json() for s in self.seats]
        for p, turns in zip(players, self.turns, strict=False):
            p["turns"] = turns
        self.row.players = players

    def player_names(self) -> list[str]:
        return [s.record_name() for s in self.seats]

    def hands_played(self) -> int:
        """Finished hands that were not redeals (Tonk's hand limit counts these)."""
        return 0 if self.match is None else self.match.hands_played

    @property
    def finished(self) -> bool:
        """The match is over, or (Tonk) the hand limit is reached and no hand is in progress."""
        m = self.match
        if m is None:
            return False
        if m.is_over:
            return True
        limit = self.row.hand_limit
        return bool(limit) and m.waiting_for_deal and self.hands_played() >= (limit or 0)
