"""Hand evaluation for the auction and the trump choice, calibrated by self-play.

``expected_points(hand, trump, dealer)`` is the hand points the bidder's team takes, on average,
when a bidder holding ``hand`` (its six dealt cards) names ``trump`` and the deal is played out
by the rule-based policy (``sim.play_deal``).  It is linear in what a player counts: the trump
ace (High), the trump 2 (Low), the other honours, the bauers and the joker, the trump ten, the
number of small trumps, off-suit aces and tens, and whether the bidder is the dealer (who picks
up the rest of the stock).  The coefficients come from ``lab/schmier/calibrate.py``
(``model_data.py``).

``MARGIN[bucket][b]`` is the mean arena margin of the bidding team (its hand score minus the
mean of the other teams') when it bids ``b`` with an expectation in that bucket, measured in
the same runs; the auction picks the bid with the best expected margin.
"""

from __future__ import annotations

from games.players.schmier import model_data
from games.players.schmier.tables import JOKER, TABLES


def features(hand: int, trump: int, dealer: bool) -> list[float]:
    """The model's inputs; see the module docstring."""
    t = TABLES[trump]
    trumps = hand & t.mask
    n = trumps.bit_count()
    low = 0
    for r in range(1, 8):  # trumps 3..9
        low += trumps >> (trump * 13 + r) & 1
    off_aces = off_tens = 0
    for s in range(4):
        if s != trump:
            off_aces += hand >> (s * 13 + 12) & 1
            off_tens += hand >> (s * 13 + 8) & 1
    d = 1.0 if dealer else 0.0
    return [
        1.0,
        hand >> t.ace & 1,
        hand >> t.two & 1,
        hand >> (trump * 13 + 11) & 1,
        hand >> (trump * 13 + 10) & 1,
        hand >> t.right & 1,
        hand >> t.left & 1,
        hand >> JOKER & 1,
        hand >> (trump * 13 + 8) & 1,
        low,
        off_aces,
        off_tens,
        d,
        d * n,
        n * n,
    ]


def _data(n_teams: int) -> model_data.TeamModel:
    return model_data.MODELS[n_teams]


def expected_points(hand: int, trump: int, dealer: bool, n_teams: int = 3) -> float:
    coef = _data(n_teams).coef
    return sum(c * f for c, f in zip(coef, features(hand, trump, dealer), strict=True))


def best_trump(hand: int, dealer: bool, n_teams: int = 3) -> tuple[int, float]:
    """The suit with the highest expectation, and that expectation."""
    mu, s = max((expected_points(hand, s, dealer, n_teams), s) for s in range(4))
    return s, mu


def bid_margin(mu: float, bid: int, n_teams: int = 3) -> float:
    """The expected arena margin of the bidding team when it bids ``bid`` with expectation
    ``mu``: its score (the points, or minus the bid when short) less the others' mean."""
    data = _data(n_teams)
    b = max(0, min(len(data.dist) - 1, round(mu * data.buckets_per_point)))
    dist = data.dist[b]
    own = sum(p * (k if k >= bid else -bid) for k, p in enumerate(dist))
    return own - data.others[b] / (n_teams - 1)
