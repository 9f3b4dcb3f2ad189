"""When ``strong``'s search may stop before its full budget: the outcome is already clear.

``strong`` keeps its default unless an alternative's mean gain over it, after the full budget of
``N`` sampled deals, exceeds ``SWITCH_Z`` standard errors.  After ``n`` deals the final mean is
predictable: its predictive distribution, given the mean ``m`` and the spread ``s`` of the gains
so far (the unknown true gain drawn from its posterior, the deals to come from it), is normal
with mean ``m`` and variance ``s^2 (N - n) / (N n)``.  An alternative whose chance of ending above
the bar is below ``DROP_CHANCE`` is dropped (no more rollouts), one above ``1 - DROP_CHANCE``
is sure to switch; when no alternative can switch, or exactly one is sure to and every other is
dropped, the full search would almost surely choose what is chosen now, so the search stops.
A search still open at ``CAP_SHARE`` of the budget is a close call: it keeps the default unless
an alternative is all but sure to switch (``CAP_SWITCH_CHANCE``), at a small cost when wrong
since the candidates are then close.  An alternative whose gain has been exactly zero on every
deal so far (a plan that ends the same way everywhere: the same spreads and an equivalent
discard) is dropped after ``ZERO_DEALS``.
"""

from __future__ import annotations

import math

DROP_CHANCE = 0.1
"""Predictive chance of switching below which an alternative is dropped (and above one minus
which it is sure to switch)."""
FIRST_CHECK = 16
"""Deals sampled before the first check (the spread of fewer is too rough to trust)."""
CHECK_EVERY = 8
"""Deals between checks."""
CAP_SHARE = 0.2
"""Share of the full budget after which a search takes the likeliest outcome."""
ZERO_DEALS = 24
"""An alternative with a gain of exactly zero on this many deals is dropped."""


def switch_chance(total: float, squares: float, n: int, full: int, z: float) -> float:
    """The predictive chance that an alternative with gains summing ``total`` (squares summing
    ``squares``) over ``n`` deals ends, after ``full`` deals, with a mean gain above ``z``
    standard errors."""
    if n >= full:
        mean = total / n
        var = max(0.0, squares / n - mean * mean)
        return 1.0 if mean > z * math.sqrt(var / (n - 1)) else 0.0
    mean = total / n
    var = max(0.0, squares / n - mean * mean) * n / (n - 1)
    if var <= 0.0:
        return 1.0 if mean > 0.0 else 0.0
    bar = z * math.sqrt(var / (full - 1))
    sd = math.sqrt(var * (full - n) / (full * n))
    return 0.5 * math.erfc((bar - mean) / (sd * math.sqrt(2.0)))


def settle(
    active: list[int],
    sums: list[float],
    squares: list[float],
    nonzero: list[bool],
    n: int,
    full: int,
    z: float,
) -> tuple[list[int], bool]:
    """The alternatives still worth sampling after ``n`` of ``full`` deals, and whether the
    search may stop (nothing can switch, or one alternative surely will and it is the only one
    left)."""
    keep: list[int] = []
    sure = 0
    for i in active:
        if not nonzero[i]:
            if n < ZERO_DEALS:
                keep.append(i)
            continue
        p = switch_chance(sums[i], squares[i], n, full, z)
        if p < DROP_CHANCE:
            continue
        keep.append(i)
        if p > 1.0 - DROP_CHANCE:
            sure += 1
    return keep, not keep or (len(keep) == 1 and sure == 1)


def cap(full: int) -> int:
    """Deals after which a search takes the likeliest outcome of the full ``full``."""
    return min(full, max(FIRST_CHECK, round(full * CAP_SHARE)))


CAP_SWITCH_CHANCE = 0.9
"""At the cap, an alternative replaces the default only if its chance of switching is above
this: the default (``strong``'s own rule plan, ``basic``'s draw) is sound, and a switch on thin
evidence measured weaker (a chance above one half: -0.10 a deal against ``basic``)."""


def likely(
    active: list[int],
    default: int,
    sums: list[float],
    squares: list[float],
    n: int,
    full: int,
    z: float,
) -> int:
    """The choice at the cap after ``n`` of ``full`` deals: the best mean among the
    alternatives all but sure to switch in the full search, else ``default``."""
    best, best_mean = default, 0.0
    for i in active:
        chance = switch_chance(sums[i], squares[i], n, full, z)
        if chance > CAP_SWITCH_CHANCE and sums[i] / n > best_mean:
            best, best_mean = i, sums[i] / n
    return best
