"""Turns and their deadlines: who the table waits for, when a turn starts, when it runs out.

A *turn* of a seat starts when the game starts to wait for it (in a new hand, or after others
acted), not when it acts twice in a row (a Tonk draw and discard, a Spades look and bid, leading
again after a trick): one ping, one timer and at most one miss per turn.  The *turn key*
(relevant version, the people waited for) is what the timer runs for: a new key starts a new
turn time, the same key keeps its deadline.  Pure: these read and set a ``LiveTable``'s fields
under its lock; the time comes in as ``now``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.tables.model import LiveTable
from games import Match


def waiting_humans(t: LiveTable) -> list[int]:
    """The seats the table waits for whose person plays them (not the computer)."""
    m = t.match
    if m is None:
        return []
    return [s for s in m.to_act if t.seats[s].human and not t.seats[s].computer_plays]


def turn_key(t: LiveTable) -> tuple[Any, ...]:
    return (t.relevant_version, tuple(waiting_humans(t)))


def start_turns(t: LiveTable, m: Match) -> None:
    """At the start of the match: no turn yet, then the first seats' turns begin."""
    t.turns = [0] * m.seats
    count_turns(t, m, (), -1)


def count_turns(t: LiveTable, m: Match, before: Sequence[int], hands_before: int) -> None:
    """After an action (or a start): a seat the game now waits for has a new turn unless
    it was already waited for in the same hand (it acts again: Tonk's draw then discard, a
    Spades look then bid, the winner of a trick leading the next)."""
    new_hand = len(m.hands) != hands_before
    for s in m.to_act:
        if new_hand or s not in before:
            t.turns[s] += 1


def refresh_turn(t: LiveTable, now: float) -> None:
    """A new turn key (another relevant version, other people waited for) starts a new turn
    time from ``now``; the same key keeps its deadline.  Under the lock, before the row is
    written, so that a restart finds the deadline in the database."""
    if t.status != "playing" or t.match is None:
        t.turn_key = t.deadline = None
        return
    key = turn_key(t)
    if key == t.turn_key:
        return
    t.turn_key = key
    seconds = t.row.turn_seconds
    t.deadline = now + seconds if key[1] and seconds > 0 else None


def resume_turn(t: LiveTable, now: float) -> None:
    """After a restart: the turn goes on with the stored deadline (the time that was left;
    an already past deadline expires at once).  A table saved without one (by a bot before
    deadlines were stored) gets a full turn from ``now``."""
    t.turn_key = key = turn_key(t)
    seconds = t.row.turn_seconds
    if not key[1] or seconds <= 0:
        t.deadline = None
    elif t.deadline is None:
        t.deadline = now + seconds
