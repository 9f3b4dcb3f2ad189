"""Scoring one hand for a partnership, the bag counter, and the end of the match (RULES.md §3.4).

Pure functions of bids, tricks and options, so the scenario rows can be checked without a
table as well as through whole hands.  Bags are their own counter, never derived from the score
(§3.4 step 4: OpenSpiel's ``score % 10`` breaks for negative scores and for other thresholds).
``Scorer`` holds the options as plain attributes: the engine scores a hand thousands of times a
second in ``bench``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from games.core import HandResult
from games.spades.options import Options

NO_BID = -1
BLIND = -2
"""Bid codes: a number 0..13 (0 = nil), ``BLIND`` for blind nil, ``NO_BID`` before bidding."""

BID_JSON: dict[int, str | int | None] = {NO_BID: None, BLIND: "blind", 0: "nil"}
BID_JSON.update({n: n for n in range(1, 14)})
"""A bid code as the records spec shows it: ``"nil"``, ``"blind"`` or the number."""


def is_nil(bid: int) -> bool:
    return bid == 0 or bid == BLIND


def bid_json(bid: int) -> str | int | None:
    return BID_JSON[bid]


class Scorer:
    """The §3.4 scoring rules under one set of options."""

    __slots__ = ("bags_on", "blind", "mercy", "mode", "nil", "penalty", "target", "threshold")

    def __init__(self, opts: Options) -> None:
        self.nil = opts.nil_value
        self.blind = opts.blind_nil_value
        self.mode = opts.nil_tricks_mode
        self.bags_on = opts.bags_enabled
        self.threshold = opts.bag_threshold
        self.penalty = opts.bag_penalty
        self.target = opts.target
        self.mercy = opts.mercy_loss_at

    def team(self, b1: int, t1: int, b2: int, t2: int) -> tuple[int, int]:
        """(points, overtricks) of a partnership whose members bid b1, b2 and took t1, t2.

        Points exclude any bag penalty; ``overtricks`` are the tricks that count as bags (each
        also scored a point, whether or not bags are enabled).
        """
        points = contract = tc = tn = 0
        for bid, won in ((b1, t1), (b2, t2)):
            if bid > 0:
                contract += bid
                tc += won
            else:  # nil or blind nil: ±value, and the tricks are the nil bidder's
                value = self.blind if bid == BLIND else self.nil
                points += -value if won else value
                tn += won
        if self.mode == "count_toward_contract":
            if contract:
                tc += tn
                tn = 0
        elif self.mode == "ignored":
            tn = 0
        over = tn  # bags mode, or both partners nil under count_toward_contract: overtricks
        if contract:
            if tc >= contract:
                over += tc - contract
                points += 10 * contract
            else:
                points -= 10 * contract
        return points + over, over

    def bags(self, bags: int, over: int) -> tuple[int, int]:
        """(new bag count, penalty points): every ``bag_threshold`` bags cost ``bag_penalty``."""
        if not self.bags_on:
            return 0, 0
        bags += over
        penalty = 0
        while bags >= self.threshold:
            bags -= self.threshold
            penalty += self.penalty
        return bags, penalty

    def winner(self, a: int, b: int) -> int | None:
        """The winning team after a hand, or ``None`` to play on (§3.4 step 5, ``mercy_loss_at``).

        The match ends when a side reaches the target or falls to the mercy score; the higher
        score then wins, and an exact tie means another hand.
        """
        ended = a >= self.target or b >= self.target
        if self.mercy is not None and (a <= self.mercy or b <= self.mercy):
            ended = True
        if not ended or a == b:
            return None
        return 0 if a > b else 1


def team_points(bids: Sequence[int], tricks: Sequence[int], opts: Options) -> tuple[int, int]:
    """``Scorer.team`` for one partnership's two bids and two trick counts."""
    return Scorer(opts).team(bids[0], tricks[0], bids[1], tricks[1])


@dataclass(slots=True)
class SpadesHandResult(HandResult):
    """One hand's entry in the replay output (records.md: ``bids``, ``tricks``, ``bags``)."""

    scores: tuple[int, int]
    bids: tuple[str | int | None, ...]
    tricks: tuple[int, ...]
    bags: tuple[int, int]
    points: tuple[int, int]
    """This hand's points per team (penalties included); for views, not in the replay output."""

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "bids": list(self.bids),
            "tricks": list(self.tricks),
            "bags": list(self.bags),
        }
