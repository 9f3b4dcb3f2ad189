"""What a Tonk table puts in the friends' ledger: each person's share of its payouts.

Pure.  The ledger records what the *people* at a table owe each other.  A computer seat is
nobody: what a person won from a computer is not owed by anyone, and what a person lost to one
is owed to nobody.  So, per table, the people's payout totals are brought to a sum of zero:

- when the people's winnings and losses already match (no computer, or the computers broke
  even), each person's amount is their payout total;
- when the people won more than they lost between them, the rest came from the computers: each
  winner's amount is scaled down so that the winners get exactly what the losers paid (the
  losers' amounts are their totals);
- when they lost more than they won, the other way round: each loser pays only their share of
  what the winners got.

The scaling is shared out in whole units by the largest remainder (ties: the lower seat), so the
amounts always sum to zero and no person gets more than their total in either direction.  A
table with one person (or none) puts nothing in the ledger: nobody there can owe them.
"""

from __future__ import annotations

from collections.abc import Sequence


def people_amounts(totals: Sequence[int]) -> list[int]:
    """The ledger amounts of the people whose payout totals are ``totals`` (one per person, in
    seat order); they sum to zero."""
    won = sum(t for t in totals if t > 0)
    lost = -sum(t for t in totals if t < 0)
    if won == lost:
        return list(totals)
    if won > lost:
        return _scaled(totals, lost, won, 1)
    return _scaled(totals, won, lost, -1)


def _scaled(totals: Sequence[int], target: int, whole: int, sign: int) -> list[int]:
    """The totals of sign ``sign`` scaled from ``whole`` to ``target`` (whole units, largest
    remainder); the others kept."""
    out = list(totals)
    side = [i for i, t in enumerate(totals) if t * sign > 0]
    shares = {i: abs(totals[i]) * target for i in side}
    floors = {i: shares[i] // whole for i in side}
    left = target - sum(floors.values())
    order = sorted(side, key=lambda i: (-(shares[i] % whole), i))
    for i in side:
        out[i] = sign * floors[i]
    for i in order[:left]:
        out[i] += sign
    return out
