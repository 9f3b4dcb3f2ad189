"""Scoring a finished deal into game points, and the deal's entry in the replay output.

Only one side's score moves in a deal (§1.4), so the match can end on at most one condition.
A single hand is worth ``single_hand_value`` and is not multiplied by a double: the double was
on the contract that the single hand replaced (docs/rules/twentynine.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core import HandResult
from games.twentynine.hand import HandState
from games.twentynine.options import Options

SUIT_TEXT = "SHDC"


@dataclass(slots=True)
class TwentyNineResult(HandResult):
    """One deal's outcome; ``to_json`` is ``hands[k]`` of the replay output (records.md)."""

    scores: tuple[int, int]
    redeal: bool = False
    bidder: int | None = None
    bid: int | None = None
    target: int | None = None
    trump: str | None = None
    points: tuple[int, int] = (0, 0)
    made: bool = False
    single: bool = False

    def to_json(self) -> dict[str, Any]:
        if self.redeal:
            return {"redeal": True, "scores": list(self.scores)}
        out: dict[str, Any] = {
            "bidder": self.bidder,
            "bid": self.bid,
            "target": self.target,
            "trump": self.trump,
            "points": list(self.points),
            "made": self.made,
            "scores": list(self.scores),
        }
        if self.single:
            out["single"] = True
        return out


def trump_text(h: HandState) -> str:
    """The deal's trump for the record: a suit letter, or ``NT`` (no trump / single hand)."""
    if h.nt or h.declarer >= 0 or h.trump < 0:
        return "NT"
    return SUIT_TEXT[h.trump]


def contract_outcome(h: HandState) -> tuple[int, bool, int]:
    """A finished deal's (team at stake, made, game points): what ``score_hand`` moves.

    The team is the single hand's declarer's or the bidder's; the worth is
    ``single_hand_value`` or the contract's multiplier (doubled, redoubled).
    """
    if h.declarer >= 0:
        return h.declarer & 1, h.tricks_won[h.declarer] == 8, h.o.single_hand_value
    team = h.bidder & 1
    return team, h.points[team] >= h.target, h.mult


def score_hand(h: HandState, totals: list[int], o: Options) -> TwentyNineResult:
    """Move ``totals`` (game points per team) by the deal's outcome and describe it."""
    if h.redeal:
        return TwentyNineResult(scores=(totals[0], totals[1]), redeal=True)
    points = (h.points[0], h.points[1])
    team, made, value = contract_outcome(h)
    _move(totals, team, made, value, o)
    if h.declarer >= 0:
        return TwentyNineResult(
            scores=(totals[0], totals[1]),
            bidder=h.declarer,
            trump="NT",
            points=points,
            made=made,
            single=True,
        )
    return TwentyNineResult(
        scores=(totals[0], totals[1]),
        bidder=h.bidder,
        bid=h.high,
        target=h.target,
        trump=trump_text(h),
        points=points,
        made=made,
    )


def _move(totals: list[int], team: int, made: bool, value: int, o: Options) -> None:
    if made:
        totals[team] += value
    elif o.set_scoring == "defenders_gain":
        totals[1 - team] += value
    else:
        totals[team] -= value


def match_winner(totals: list[int], target: int) -> int | None:
    """The winning team once a side reaches ``+target`` or its opponents ``-target``."""
    for t in (0, 1):
        if totals[t] >= target:
            return t
        if totals[t] <= -target:
            return 1 - t
    return None
