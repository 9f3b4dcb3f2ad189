"""How low an opponent's count is likely to be, and what a drop is worth.

A seat cannot see the other hands, but it sees each one's size and how many turns it has played;
a player who keeps throwing its highest card gets low quickly.  ``model_data`` holds, per table
size, hand size and turns played, the distribution of an opponent's count measured in self-play
of the fast policy (``lab/tonk/calibrate.py`` regenerates it).  ``basic`` reads it to decide
when to drop; the rollouts read the same numbers so that simulated players drop like ``basic``
does.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.players.tonk.model_data import ABOVE, MAX_ROUND, PREV, PREV_BUCKETS

__all__ = ["ABOVE", "ENABLED", "MAX_COUNT", "MAX_ROUND", "PREV", "PREV_BUCKETS"]

MAX_COUNT = 50
ENABLED = bool(ABOVE)
"""False until calibrated (and during calibrate's first pass): then no drop ever looks good."""


def p_above(n: int, size: int, rnd: int, mine: int) -> float:
    """P(an opponent with ``size`` cards after ``rnd`` turns counts more than ``mine``)."""
    if size <= 0:
        return 0.0 if mine >= 0 else 1.0
    if mine >= MAX_COUNT:
        return 0.0
    if mine < 0:
        return 1.0
    return above_row(n, size, rnd)[mine]


def above_row(n: int, size: int, rnd: int) -> list[float]:
    """P(count > x) for x = 0..50, for an opponent with ``size`` cards after ``rnd`` turns."""
    return ABOVE[n][min(max(size, 1), 5) - 1][min(rnd, MAX_ROUND)]


def prev_row(n: int, size: int, rnd: int, thrown: int) -> list[float]:
    """The same for the previous player, given the value of the card it just threw (it keeps
    cards no better to throw); falls back on ``above_row`` where self-play had few cases."""
    table = PREV.get(n)
    if table and size >= 1 and rnd >= 1:
        key = (min(size, 5), PREV_BUCKETS[min(rnd, MAX_ROUND)])
        for v in _NEAREST[thrown]:
            row = table.get((*key, v))
            if row is not None:
                return row
    return above_row(n, size, rnd)


def _nearest(t: int) -> tuple[int, ...]:
    # a function, not a lambda in the comprehension: mypyc (``python -m games compile``) cannot
    # compile a module-level lambda that reads the comprehension's variable
    return tuple(sorted(range(max(1, t - 2), min(10, t + 2) + 1), key=lambda v: abs(v - t)))


_NEAREST: tuple[tuple[int, ...], ...] = tuple(_nearest(t) for t in range(11))
"""Thrown values to try, nearest first (within 2): self-play rarely throws a low card."""


def drop_value(
    n: int, mine: int, opponents: Sequence[tuple[int, int]], mode: str, stake: int = 1
) -> float:
    """The expected payout (in stakes) of dropping now with count ``mine``.

    ``opponents`` are (hand size, turns played) pairs.  Opponents are taken as independent, so
    P(win) is a product; a caught dropper pays double to each opponent at or below its count
    (by linearity that expectation needs no independence), or only to the lowest, by mode.
    """
    if not ENABLED:
        return -1e9
    return value_of_drop([p_above(n, k, r, mine) for k, r in opponents], mode, stake)


def value_of_drop(ps: Sequence[float], mode: str, stake: int = 1) -> float:
    """The expected drop payout given each opponent's P(count above ours)."""
    win = 1.0
    for p in ps:
        win *= p
    value = win * len(ps)
    caught = 1.0 - win
    if mode == "double_to_lowest_only":
        value -= 2.0 * caught
    else:
        value -= 2.0 * sum(1.0 - p for p in ps)
        if mode == "seed_literal_dropper_pays_basic_too":
            value -= caught
    return value * stake
