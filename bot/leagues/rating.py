"""The rating model: openskill's Plackett-Luce (Weng-Lin), for teams and free-for-all alike.

A rating is a skill estimate ``mu`` with an uncertainty ``sigma``.  What the league shows is the
conservative estimate ``mu - 3 sigma`` (openskill's *ordinal*), times ten and rounded: a new
player shows 0 and climbs as games make the estimate surer, so a lucky first win cannot top the
standings over someone with a long record.
"""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
"""mu 25, sigma 25/3: openskill's defaults."""

NEW_PLAYER: tuple[float, float] = (MODEL.mu, MODEL.sigma)

COMPUTER_RATINGS: dict[str, tuple[float, float]] = {
    "random": (12.0, 1.0),
    "basic": (22.0, 1.0),
    "strong": (28.0, 1.0),
}
"""The fixed (mu, sigma) of a computer seat per level.  Computers are opponents (or partners)
whose strength the model must account for, but they are never rated: these anchors never move.
They are set by hand (random is weak, strong above a new player), not measured against people;
the small sigma keeps a computer's uncertainty out of the people's updates."""


def shown(mu: float, sigma: float) -> int:
    """The rating the league shows: the conservative estimate, times ten, rounded."""
    return round(10 * (mu - 3 * sigma))


def rate(
    teams: Sequence[Sequence[tuple[float, float]]], ranks: Sequence[int]
) -> list[list[tuple[float, float]]]:
    """New (mu, sigma) of every member of every team after one table; ``ranks``: 0 best, ties
    equal.  Pure: the caller keeps only the people's new ratings."""
    before = [[MODEL.create_rating([mu, sigma]) for mu, sigma in team] for team in teams]
    after = MODEL.rate(before, ranks=list(ranks))
    return [[(r.mu, r.sigma) for r in team] for team in after]
