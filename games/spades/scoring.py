"""Scoring one hand for a partnership, the bag counter, and the end of the match (RULES.md §3.4).

Pure functions of bids, tricks and options, so the scenario rows can be checked without a
table as well as through whole hands.  Bags are their own counter, never derived from the score
(§3.4 step 4: OpenSpiel's ``score % 10`` breaks for negative scores and for other thresholds).
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


def is_nil(bid: int) -> bool:
    return bid == 0 or bid == BLIND


def bid_json(bid: int) -> str | int | None:
    """A bid as the records spec shows it: ``"nil"``, ``"blind"`` or the number."""
    if bid == NO_BID:
        return None
    if bid == BLIND:
        return "blind"
    return "nil" if bid == 0 else bid


def team_points(bids: Sequence[int], tricks: Sequence[int], opts: Options) -> tuple[int, int]:
    """(points, overtricks) of one partnership's hand, before any bag penalty.

    ``bids``/``tricks`` are the two partners'.  ``overtricks`` are the tricks that count as bags
    (the caller ignores them when bags are disabled; they still score a point each).
    """
    points = 0
    contract = tc = tn = 0
    for bid, won in zip(bids, tricks, strict=True):
        if bid == BLIND:
            points += opts.blind_nil_value if won == 0 else -opts.blind_nil_value
            tn += won
        elif bid == 0:
            points += opts.nil_value if won == 0 else -opts.nil_value
            tn += won
        else:
            contract += bid
            tc += won
    over = 0
    mode = opts.nil_tricks_mode
    if mode == "count_toward_contract" and contract:
        tc += tn
        tn = 0
    elif mode == "ignored":
        tn = 0
    if contract:
        if tc >= contract:
            points += 10 * contract + tc - contract
            over += tc - contract
        else:
            points -= 10 * contract
    # bags mode (either way), or count_toward_contract when both partners bid nil: the nil
    # bidders' tricks are overtricks (+1 point and a bag each).
    points += tn
    over += tn
    return points, over


def add_bags(bags: int, over: int, opts: Options) -> tuple[int, int]:
    """(new bag count, penalty points to subtract): every threshold reached costs a penalty."""
    if not opts.bags_enabled:
        return 0, 0
    bags += over
    penalty = 0
    while bags >= opts.bag_threshold:
        bags -= opts.bag_threshold
        penalty += opts.bag_penalty
    return bags, penalty


def match_winner(scores: Sequence[int], opts: Options) -> int | None:
    """The winning team after a hand, or ``None`` to play on (§3.4 step 5 and ``mercy_loss_at``).

    The match ends when a side reaches the target or falls to the mercy score; the higher score
    then wins, and an exact tie means another hand.
    """
    a, b = scores
    ended = a >= opts.target or b >= opts.target
    if opts.mercy_loss_at is not None:
        ended = ended or a <= opts.mercy_loss_at or b <= opts.mercy_loss_at
    if not ended or a == b:
        return None
    return 0 if a > b else 1


@dataclass(frozen=True, slots=True)
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
