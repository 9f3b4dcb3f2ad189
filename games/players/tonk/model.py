"""How low an opponent's count is likely to be, and what a drop is worth.

A seat cannot see the other hands, but it sees each one's size and how many turns it has played;
a player who keeps throwing its highest card gets low quickly.  ``model_data`` holds, per table
size, hand size and turns played, the distribution of an opponent's count measured in self-play
of the fast policy (``calibrate.py`` regenerates it).  ``basic`` reads it to decide when to drop;
the rollouts read the same numbers so that simulated players drop like ``basic`` does.
"""

from __future__ import annotations

from collections.abc import Sequence

try:
    from games.players.tonk.model_data import ABOVE, MAX_ROUND
except ImportError:  # before the first calibration: nobody drops
    ABOVE, MAX_ROUND = {}, 0

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
    row = ABOVE[n][min(size, 5) - 1][min(rnd, MAX_ROUND)]
    return row[mine]


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
    ps = [p_above(n, k, r, mine) for k, r in opponents]
    win = 1.0
    for p in ps:
        win *= p
    m = len(ps)
    value = win * m
    caught = 1.0 - win
    if mode == "double_to_lowest_only":
        value -= 2.0 * caught
    else:
        value -= 2.0 * sum(1.0 - p for p in ps)
        if mode == "seed_literal_dropper_pays_basic_too":
            value -= caught
    return value * stake
