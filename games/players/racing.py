"""Racing the candidates of a sampled search: stop sampling a card once it is clearly beaten.

A PIMC search scores every candidate in every sampled world, so two candidates' scores are
paired.  ``Race`` keeps each candidate's values, and after each world drops every candidate
whose paired mean deficit to the leader is beyond ``z`` standard errors (successive
elimination with a confidence bound on the leader), and any candidate whose every value so far
equals the leader's once ``min_samples`` worlds agree (an equivalent card).  The search stops
when one candidate is left: further worlds could only confirm it.  Shared by every game's
``strong`` player.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Z = 2.6
"""Standard errors a candidate must trail the leader by to be dropped (about 0.5% one-sided
per test, so a sequence of tests rarely drops the true best)."""
MIN_SAMPLES = 8
"""Worlds every candidate is scored in before any is dropped."""


class Race:
    """The candidates still in the race and their paired values, one per world scored."""

    def __init__(self, n: int, *, z: float = Z, min_samples: int = MIN_SAMPLES) -> None:
        if n < 1:
            raise ValueError("a race needs at least one candidate")
        self.alive: list[int] = list(range(n))
        self.values: list[list[float]] = [[] for _ in range(n)]
        self.totals = [0.0] * n
        self.worlds = 0
        self.z = z
        self.min_samples = max(2, min_samples)

    @property
    def settled(self) -> bool:
        return len(self.alive) == 1

    def add(self, values: Sequence[float]) -> None:
        """One world's values of the alive candidates (in ``alive``'s order), then prune."""
        if len(values) != len(self.alive):
            raise ValueError(f"{len(values)} values for {len(self.alive)} candidates")
        for i, v in zip(self.alive, values, strict=True):
            self.values[i].append(v)
            self.totals[i] += v
        self.worlds += 1
        if self.worlds >= self.min_samples and len(self.alive) > 1:
            self._prune()

    def best(self) -> int:
        """The alive candidate with the highest total (ties: the lowest index)."""
        return max(self.alive, key=lambda i: (self.totals[i], -i))

    def _prune(self) -> None:
        lead = self.best()
        lv = self.values[lead]
        n = self.worlds
        keep = []
        for i in self.alive:
            if i == lead:
                keep.append(i)
                continue
            iv = self.values[i]
            diffs = [a - b for a, b in zip(lv, iv, strict=True)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if var == 0.0:
                if mean > 0.0 or (mean == 0.0 and i > lead):
                    continue  # always behind, or the same card so far: the leader stands
            elif mean > self.z * math.sqrt(var / n):
                continue
            keep.append(i)
        self.alive = keep
