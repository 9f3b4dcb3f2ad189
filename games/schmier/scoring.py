"""Hand points, the bidder's set, and the end of the match (RULES.md §2.4).

Pure functions of plain data, so the end-of-match rules (including the three-team tie) can be
tested without playing hands to reach a given score.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core import HandResult

AWARD_ORDER: tuple[str, ...] = ("high", "low", "right", "left", "joker", "game")
"""The points of a hand, in the order ``count_out_order`` counts them."""


def game_award(values: list[int]) -> int | None:
    """The team with the unique highest captured card value; a tie at the top gets nobody."""
    top = max(values)
    leaders = [t for t, v in enumerate(values) if v == top]
    return leaders[0] if len(leaders) == 1 else None


def hand_points(awards: dict[str, int | None], teams: int) -> list[int]:
    points = [0] * teams
    for team in awards.values():
        if team is not None:
            points[team] += 1
    return points


def score_hand(scores: list[int], points: list[int], bidder_team: int, bid: int) -> list[int]:
    """New totals: the bidding team scores what it won if that reaches the bid, else loses it."""
    out = []
    for team, (score, won) in enumerate(zip(scores, points, strict=True)):
        if team == bidder_team and won < bid:
            out.append(score - bid)
        else:
            out.append(score + won)
    return out


def decide_winner(
    before: list[int],
    after: list[int],
    awards: dict[str, int | None],
    bidder_team: int,
    made: bool,
    target: int,
    tie_fallback: str,
) -> int | None:
    """The winning team after a hand, or ``None`` when the match goes on.

    Teams at or above ``target``: one → it wins; several → the highest; a tie at the top that
    includes the bidding team → the bidding team.  Otherwise (two non-bidding teams tied on top,
    3x2 only) ``another_hand`` plays on, and ``count_out_order`` counts this hand's points in the
    order High, Low, Right, Left, Joker, Game: the first of the tied teams to reach the target
    wins.  The count starts from the totals before the hand.
    """
    reached = [t for t, s in enumerate(after) if s >= target]
    if not reached:
        return None
    top = max(after[t] for t in reached)
    tied = [t for t in reached if after[t] == top]
    if len(tied) == 1:
        return tied[0]
    if bidder_team in tied:
        return bidder_team
    if tie_fallback != "count_out_order":
        return None
    running = list(before)
    for name in AWARD_ORDER:
        team = awards[name]
        if team is None or (team == bidder_team and not made):
            continue
        running[team] += 1
        if team in tied and running[team] >= target:
            return team
    return None  # unreachable: the tied teams both reach the target by the last point


@dataclass(frozen=True, slots=True)
class SchmierHandResult(HandResult):
    """A played hand: ``to_json`` is its entry in the replay output (records.md)."""

    bidder: int
    bid: int
    trump: str
    points: tuple[int, ...]
    game_values: tuple[int, ...]
    awards: dict[str, int | None]
    scores: tuple[int, ...]
    redeal: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "bidder": self.bidder,
            "bid": self.bid,
            "trump": self.trump,
            "points": list(self.points),
            "game_values": list(self.game_values),
            "awards": {k: self.awards[k] for k in AWARD_ORDER},
            "scores": list(self.scores),
        }


@dataclass(frozen=True, slots=True)
class RedealResult(HandResult):
    """Everybody passed: the deal is thrown in and scores nothing."""

    scores: tuple[int, ...]
    redeal: bool = True

    def to_json(self) -> dict[str, Any]:
        return {"redeal": True, "scores": list(self.scores)}
