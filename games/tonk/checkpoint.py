"""A Tonk match's checkpoint: what the hands after a finished one need, so a long table (played
"until ended", hundreds of hands) is rebuilt from its last checkpoint instead of from hand 0.

Between two hands a Tonk match carries little: each seat's net winnings, the next dealer, how
many hands were dealt (the next deal is ``Match.random_deal(seed, that count)``: the count *is*
the shuffle's state), how many were played (not redeals: a hand limit counts them), the version,
and the last hand's result (the next hand's view shows it, with the cards it revealed).  The
record (``records.md``) stays whole beside the checkpoint; ``games.records.resume_match`` plays
the hands after it, and tests check the result against the full replay.

A resumed match holds the hands before the checkpoint as placeholders (``EARLIER``): their
count keeps ``hand_number`` and the deals right, their logs are not kept; ``resumed_from``
says how many there are, and ``Match.record`` of such a match covers none of them (the full
record is the stored one).  Pure.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.core import Deal, HandLog
from games.errors import InvalidRecord
from games.tonk.match import TonkMatch, TonkResult

VERSION = 1
"""The checkpoint's own format (stored as JSON beside the record)."""

EARLIER = HandLog(-1, Deal(()), [])
"""A hand before the checkpoint: counted, not kept (its deal and actions are in the record)."""


def checkpoint(m: TonkMatch, hand: int) -> dict[str, Any]:
    """The checkpoint right after ``hand`` ended (it is finished; later hands may follow):
    worked back from the match as it is now, so it costs the hands after ``hand`` only."""
    if not 0 <= hand < len(m.hands):
        raise ValueError(f"there is no hand {hand}")
    log = m.hands[hand]
    last = log.result
    if not isinstance(last, TonkResult):
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


def resume(
    options: Mapping[str, Any], seats: int, seed: int | str, state: Mapping[str, Any]
) -> TonkMatch:
    """The match as it was at ``state`` (``checkpoint``): waiting for the deal of its next
    hand, which ``supply_deal`` (a replay) or ``random_deal`` gives it as before."""
    try:
        if state["format"] != VERSION:
            raise InvalidRecord(f"unknown checkpoint format {state['format']!r}")
        hands, last = int(state["hands"]), state["last"]
        result = TonkResult(
            str(last["ending"]),
            tuple(int(x) for x in last["payouts"]),
            tuple(int(x) for x in last["counts"]),
            tuple(int(x) for x in last["scores"]),
            tuple(None if x is None else int(x) for x in last["revealed"]),
            bool(last["redeal"]),
        )
        dealer, last_dealer = int(state["dealer"]), int(last["dealer"])
        version, played = int(state["version"]), int(state["hands_played"])
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidRecord(f"a malformed checkpoint: {exc}") from None
    m = TonkMatch(options, seats=seats, dealer=dealer, auto_deal=False, seed=seed)
    if hands < 1 or not 0 <= last_dealer < m.seats or (last_dealer + 1) % m.seats != dealer:
        raise InvalidRecord("a checkpoint whose hands or dealers do not follow")
    if not len(result.scores) == len(result.payouts) == len(result.revealed) == m.seats:
        raise InvalidRecord(f"a checkpoint for another number of seats than {m.seats}")
    m._totals = list(result.scores)
    m.hands = [EARLIER] * (hands - 1) + [HandLog(last_dealer, EARLIER.deal, [], result)]
    m.results = [result]
    m.version = version
    m.hands_played = played
    m.resumed_from = hands
    return m
