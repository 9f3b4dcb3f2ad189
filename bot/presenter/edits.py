"""When a table message's next edit is due (``due_in``): leading edges, coalesced follow-ups.

The first change after a quiet period (no edit for ``edit_interval``) is shown at once; the
changes that follow within the interval are coalesced into one edit at its end, with the state
of then (Discord rate-limits edits per channel, and a fast run of computer moves would otherwise
cost an edit each).

One exception, so that the table never still says it is your turn after your move: a change
that leaves a person the message shows to act no longer to act (they moved, or their time ran
out) is shown at once even inside the interval.  So neither a computer's or a timer's edit nor
another person's move just before holds back a person's move.  Only a run of people's moves
faster than Discord lets a channel's messages be edited (``MOVE_EDITS`` in ``MOVE_WINDOW``
seconds; Discord's per-channel bucket is 5 edits per 5 s, one is left for the coalesced edit)
is coalesced like computers' moves, rather than queued behind 429s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

MOVE_EDITS = 4
"""How many edits for people's moves may go out at once within ``MOVE_WINDOW``."""
MOVE_WINDOW = 5.0
"""Seconds: Discord's per-channel window for message edits."""

if TYPE_CHECKING:
    from bot.presenter.outbox import Outbox
    from bot.tables.snapshots import PublicSnapshot


def waited_for(snap: PublicSnapshot) -> dict[int, int]:
    """The people ``snap`` shows to act: seat -> its turn count (``PublicSnapshot.turns``)."""
    if snap.status != "playing" or snap.view is None:
        return {}
    out: dict[int, int] = {}
    for s in snap.view.get("to_act") or ():
        seat = snap.seats[s]
        if seat.human and not seat.computer_plays and seat.user_id is not None:
            out[s] = snap.turns[s] if s < len(snap.turns) else 0
    return out


def moved(box: Outbox) -> bool:
    """Whether a person the table message shows to act is no longer to act in this turn: the
    message would still say it is their turn after their move."""
    t = box.table
    m = t.match
    if not box.waiting or m is None:
        return False
    for seat, turn in box.waiting.items():
        if seat not in m.to_act:
            return True
        if seat < len(t.turns) and t.turns[seat] != turn:
            return True
    return False


def move_edit_allowed(box: Outbox, now: float) -> bool:
    """Whether an edit for a person's move may go out now (fewer than ``MOVE_EDITS`` such
    edits in the last ``MOVE_WINDOW`` seconds)."""
    recent = box.move_edits
    return len(recent) < MOVE_EDITS or now - recent[-MOVE_EDITS] >= MOVE_WINDOW


def due_in(box: Outbox, now: float, interval: float) -> float:
    """Seconds until the next edit of ``box``'s table message may be made (0: now).  Sets
    ``box.for_move`` when the edit is due now for a person's move (see the module's doc)."""
    box.for_move = moved(box)
    wait = box.last_edit + interval - now
    if wait > 0 and box.for_move and move_edit_allowed(box, now):
        return 0.0
    return wait
