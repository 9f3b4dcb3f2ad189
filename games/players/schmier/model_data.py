"""Calibrated bid-model data, written from ``calibrate.py`` runs (see docs/ai/schmier.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TeamModel:
    coef: tuple[float, ...]
    """``model.features`` weights: the bidder team's expected hand points."""
    buckets_per_point: int
    dist: tuple[tuple[float, ...], ...]
    """``dist[bucket][k]``: P(the bidder's team takes k points), by expectation bucket."""
    others: tuple[float, ...]
    """Mean points the other teams take together, by bucket."""


PASS_MARGIN = -0.6
"""The margin a seat expects when it passes (someone else may bid, or the deal is redealt)."""

_C3 = (1.2495, 1.3615, 0.8459, 0.4815, 0.3699, 0.494, 0.4787, 0.2551, 0.1454, 0.0464)
_COEF3 = (*_C3, 0.0403, 0.0476, 0.016, -0.0252, 0.0395)
_DIST = tuple(
    tuple(
        max(0.0, 1 - abs(k - m / 4) / 2) / sum(max(0.0, 1 - abs(j - m / 4) / 2) for j in range(7))
        for k in range(7)
    )
    for m in range(25)
)
MODELS = {
    3: TeamModel(_COEF3, 4, _DIST, tuple(6 - m / 4 for m in range(25))),
    2: TeamModel(_COEF3, 4, _DIST, tuple(6 - m / 4 for m in range(25))),
}
