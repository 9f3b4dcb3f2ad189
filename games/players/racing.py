"""Racing the candidates of a sampled search: stop sampling a card once it is clearly beaten.

A PIMC search scores every candidate in every sampled world, so two candidates' scores are
paired.  ``Race`` keeps each candidate's values, and after each world drops every candidate
whose paired mean deficit to the leader is beyond ``z`` standard errors (successive
elimination with a confidence bound on the leader), and any candidate whose difference to the
leader has been the same in every one of ``tie_samples`` worlds, when asked (a spread of
zero after few worlds says nothing of rare ones).  The search stops
when one candidate is left: further worlds could only confirm it.  Shared by every game's
``strong`` player.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z = 2.0
"""Standard errors a candidate must trail the leader by to be dropped (about 2% one-sided per
test; a card dropped wrongly was close to the best, so the loss is small)."""
MIN_SAMPLES = 8
"""Worlds every candidate is scored in before any is dropped."""
TIE_SAMPLES: int | None = None
"""Worlds in which a candidate must score exactly as the leader, or behind it by the same,
before it is dropped; ``None``: never.  Card values that differ only in rare worlds (a set, a
nil broken, the last trump drawn) looked alike in 24 sampled endgames and differed in the
full search's 40, so the players do not use it: equivalent cards are merged before the race."""


class Race:
    """The candidates still in the race and their paired values, one per world scored."""

    def __init__(
        self,
        n: int,
        *,
        z: float = Z,
        min_samples: int = MIN_SAMPLES,
        tie_samples: int | None = TIE_SAMPLES,
    ) -> None:
        if n < 1:
            raise ValueError("a race needs at least one candidate")
        self.alive: list[int] = list(range(n))
        self.values: list[list[float]] = [[] for _ in range(n)]
        self.totals = [0.0] * n
        self.worlds = 0
        self.z = z
        self.min_samples = max(2, min_samples)
        self.tie_samples = None if tie_samples is None else max(self.min_samples, tie_samples)

    @property
    def settled(self) -> bool:
        return len(self.alive) == 1

    def add(self, values: Sequence[float]) -> None:
        """One world's values of the alive candidates (in ``alive``'s order), then prune."""
        self.add_unpruned(values)
        if self.worlds >= self.min_samples and len(self.alive) > 1:
            self._prune()

    def add_unpruned(self, values: Sequence[float]) -> None:
        """One world's values, no candidate dropped (a search that runs every world)."""
        if len(values) != len(self.alive):
            raise ValueError(f"{len(values)} values for {len(self.alive)} candidates")
        for i, v in zip(self.alive, values, strict=True):
            self.values[i].append(v)
            self.totals[i] += v
        self.worlds += 1

    def best(self) -> int:
        """The alive candidate with the highest total (ties: the lowest index)."""
        return max(self.alive, key=lambda i: (self.totals[i], -i))

    def _lead_over(self, lead: int, i: int) -> tuple[float, float]:
        """Mean and sample variance of the leader's paired gain over candidate ``i``."""
        n = self.worlds
        diffs = [a - b for a, b in zip(self.values[lead], self.values[i], strict=True)]
        mean = sum(diffs) / n
        return mean, sum((d - mean) ** 2 for d in diffs) / (n - 1)

    def indifferent(self, margin: float, z: float, min_worlds: int) -> bool:
        """Whether, after at least ``min_worlds`` worlds, no other card left could beat the
        leader by more than ``margin`` at ``z`` standard errors of the paired difference: the
        choice no longer matters enough to sample on (False once settled: nothing to stop)."""
        n = self.worlds
        if n < max(2, min_worlds) or self.settled:
            return False
        lead = self.best()
        for i in self.alive:
            if i == lead:
                continue
            mean, var = self._lead_over(lead, i)
            if z * (var / n) ** 0.5 - mean > margin:
                return False
        return True

    def _prune(self) -> None:
        lead = self.best()
        n = self.worlds
        keep = []
        for i in self.alive:
            if i == lead:
                keep.append(i)
                continue
            mean, var = self._lead_over(lead, i)
            if var == 0.0:
                if self.tie_samples is not None and n >= self.tie_samples:
                    continue  # behind by as much, or level, in every world so far
            elif mean > self.z * math.sqrt(var / n):
                continue
            keep.append(i)
        self.alive = keep
