"""A Tonk match's checkpoint: what the hands after a finished one need, so a long table (played
"until ended", hundreds of hands) is rebuilt from its last checkpoint instead of from hand 0.

Between two hands a Tonk match carries little: each seat's net winnings, the next dealer, how
many hands were dealt (the next deal is ``Match.random_deal(seed, that count)``: the count *is*
the shuffle's state), how many were played (not redeals: a hand limit counts them), the version,
and the last hand's result (the next hand's view shows it, with the cards it revealed).  The
record (``records.md``) stays whole beside the checkpoint; ``games.records.resume_match`` plays
the hands after it (``TonkMatch.from_checkpoint``), and tests check the result against the full
replay.

A resumed match holds the hands before the checkpoint as placeholders (``EARLIER``): their
count keeps ``hand_number`` and the deals right, their logs are not kept; ``resumed_from``
says how many there are, and ``Match.record`` of such a match covers none of them (the full
record is the stored one).  Pure; below the match (it reads the match it is given).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.core import Deal, HandLog, HandResult, Match
from games.errors import InvalidRecord

VERSION = 1
"""The checkpoint's own format (stored as JSON beside the record)."""

EARLIER = HandLog(-1, Deal(()), [])
"""A hand before the checkpoint: counted, not kept (its deal and actions are in the record)."""

RESULT_FIELDS = ("ending", "payouts", "counts", "scores", "revealed", "redeal")
"""``TonkResult``'s fields, in its order."""


def state_after(m: Match[Any, Any, Any], hand: int) -> dict[str, Any]:
    """The checkpoint right after ``hand`` ended (it is finished; later hands may follow):
    worked back from the match as it is now, so it costs the hands after ``hand`` only."""
    if not 0 <= hand < len(m.hands):
        raise ValueError(f"there is no hand {hand}")
    log = m.hands[hand]
    last: Any = log.result
    if last is None:
        raise ValueError(f"hand {hand} is not finished")
    version, played = m.version, m.hands_played
    for later in m.hands[hand + 1 :]:
        version -= 1 + len(later.actions)
        if later.result is not None and not later.result.redeal:
            played -= 1
    return {
        "format": VERSION,
        "hands": hand + 1,
        "dealer": (log.dealer + 1) % m.seats,
        "version": version,
        "hands_played": played,
        "last": {
            "dealer": log.dealer,
            "ending": last.ending,
            "payouts": list(last.payouts),
            "counts": list(last.counts),
            "scores": list(last.scores),
            "revealed": list(last.revealed),
            "redeal": last.redeal,
        },
    }


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """A stored checkpoint, read and checked (``read``)."""

    hands: int
    dealer: int
    version: int
    played: int
    last_dealer: int
    result: tuple[Any, ...]
    """``TonkResult``'s fields (``RESULT_FIELDS``)."""


def read(state: Mapping[str, Any], seats: int) -> Checkpoint:
    """``state`` (``state_after``) for a table of ``seats``; ``InvalidRecord`` if it does not
    fit."""
    try:
        if state["format"] != VERSION:
            raise InvalidRecord(f"unknown checkpoint format {state['format']!r}")
        last = state["last"]
        result = (
            str(last["ending"]),
            tuple(int(x) for x in last["payouts"]),
            tuple(int(x) for x in last["counts"]),
            tuple(int(x) for x in last["scores"]),
            tuple(None if x is None else int(x) for x in last["revealed"]),
            bool(last["redeal"]),
        )
        point = Checkpoint(
            int(state["hands"]),
            int(state["dealer"]),
            int(state["version"]),
            int(state["hands_played"]),
            int(last["dealer"]),
            result,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidRecord(f"a malformed checkpoint: {exc}") from None
    if point.hands < 1 or not 0 <= point.last_dealer < seats:
        raise InvalidRecord("a checkpoint whose hands or dealers do not follow")
    if (point.last_dealer + 1) % seats != point.dealer:
        raise InvalidRecord("a checkpoint whose hands or dealers do not follow")
    if not len(result[1]) == len(result[3]) == len(result[4]) == seats:
        raise InvalidRecord(f"a checkpoint for another number of seats than {seats}")
    return point


def earlier(point: Checkpoint, result: HandResult) -> list[HandLog]:
    """The hand logs of a match resumed at ``point``: placeholders, then the last hand's
    result (what ``Match`` and the bot read of the hand before the next)."""
    return [EARLIER] * (point.hands - 1) + [HandLog(point.last_dealer, EARLIER.deal, [], result)]
