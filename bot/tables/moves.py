"""One move on a live table, in memory: the engine applies it, the table's bookkeeping follows.

The bookkeeping is what the bot keeps beside the match: the relevant version (stale buttons),
the recent moves (double clicks), the next deal, the turn counts.  ``apply_move`` does it all
and returns what the commit needs and what to put back if the commit fails (``Undo``).  Pure:
the caller holds the lock and commits (``bot.tables.service``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.db.rows import ActionRow
from bot.tables.errors import Said, TableError
from bot.tables.model import LiveTable
from bot.tables.refusals import reason_of
from bot.tables.turns import count_turns
from games import Match
from games.actions import Look
from games.errors import CardroomError, IllegalAction, NotYourTurn

ENGINE_SEAT = re.compile(r"\bseat (\d+)\b")
"""A seat as the engines name it in a refusal (0-based): people see the seat's name instead."""


@dataclass(frozen=True, slots=True)
class Undo:
    """What a move changed beside the match, as it was before: put back after a failed commit
    (the match itself is rebuilt from the record)."""

    turn_key: tuple[Any, ...] | None
    deadline: float | None
    turns: list[int]
    row_version: int

    @classmethod
    def of(cls, t: LiveTable) -> Undo:
        return cls(t.turn_key, t.deadline, list(t.turns), t.row.version)

    def restore(self, t: LiveTable) -> None:
        t.turn_key, t.deadline, t.turns = self.turn_key, self.deadline, self.turns
        t.row.version = self.row_version  # the row in the store is the one before the move
        t.row.status, t.ending = "playing", None  # the move did not end the table


def is_stale(t: LiveTable, m: Match, version: int) -> bool:
    """A component made at ``version`` offers what the table has moved on from (or a state it
    never had): every action but a Spades look moves ``relevant_version``."""
    return version < t.relevant_version or version > m.version


def already_done(t: LiveTable, seat: int, version: int, text: str) -> bool:
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


def apply_move(
    t: LiveTable, seat: int, text: str, source: str, user_id: int | None
) -> tuple[ActionRow, Undo]:
    """Apply ``text`` for ``seat`` (the engine checks it: a refusal is a ``TableError`` that
    names seats as people see them), then deal what is due and count the turns.  Returns the
    action's row (its ``seq`` taken) and what to put back if its commit fails."""
    m = t.match
    assert m is not None
    hand_index = len(m.hands) - 1
    to_act = m.to_act
    version = m.version
    try:
        action = m.parse_action(text)
        m.apply(seat, action)
    except NotYourTurn as exc:
        raise whose_turn(t, m, seat, exc) from None
    except IllegalAction as exc:
        raise refused(t, exc) from None
    except CardroomError as exc:
        raise refused(t, exc) from None
    if not isinstance(action, Look):
        t.relevant_version = m.version
    t.recent.append((version, seat, str(action), source == "human"))
    deal_if_due(t)
    undo = Undo.of(t)
    count_turns(t, m, to_act, hand_index + 1)
    t.last_seq += 1
    row = ActionRow(t.last_seq, hand_index, seat, str(action), m.version, source, user_id)
    return row, undo


def deal_if_due(t: LiveTable) -> None:
    """Deal the next hands from the table's seed while the match waits for one (not past a
    Tonk table's last hand: ``LiveTable.finished``)."""
    m = t.match
    while m is not None and m.waiting_for_deal and not m.is_over and not t.finished:
        m.supply_deal(m.random_deal(len(m.hands), m.dealer))


def seat_name(t: LiveTable, seat: int) -> str:
    s = t.seats[seat] if 0 <= seat < len(t.seats) else None
    return (s.name if s is not None else "") or f"Seat {seat + 1}"


def named(t: LiveTable, reason: str) -> str:
    """An engine's refusal as a person reads it: the engines count seats from 0 (their
    records and command line keep that), people see the seats' names."""
    return ENGINE_SEAT.sub(lambda mo: seat_name(t, int(mo.group(1))), reason)


def seat_said(t: LiveTable, seat: int) -> str | Said:
    """A seat as a refusal names it: its person's or computer's name, else its number."""
    s = t.seats[seat] if 0 <= seat < len(t.seats) else None
    return (s.said_name() if s is not None else "") or Said("error-seat-label", seat=seat + 1)


def refused(t: LiveTable, exc: CardroomError) -> TableError:
    """The engine's refusal as the reader reads it: its line in English (seats named), the
    bot's words in any other language (``refusals``)."""
    english = named(t, getattr(exc, "reason", None) or str(exc))
    reason = reason_of(exc, english, lambda s: seat_said(t, s))
    return TableError("error-move-refused", reason=reason)


def whose_turn(t: LiveTable, m: Match, seat: int, exc: NotYourTurn) -> TableError:
    """A refusal for acting out of turn: whose turn it is, by name (else the engine's
    reason: the hand or the match is over, the next hand is not dealt yet)."""
    waiting: Sequence[int] = [s for s in m.to_act if s != seat]
    if not waiting:
        return refused(t, exc)
    names = seat_said(t, waiting[0])
    for s in waiting[1:]:
        names = Said("error-list-or", names=names, name=seat_said(t, s))
    return TableError("error-turn-of", names=names)
