"""Who pays whom at the end of a Tonk hand (RULES.md §4.3, §4.4).

Every function returns the per-seat payouts of one hand, in stakes times ``stake``; each list
sums to zero because every payment is a transfer between two seats.
"""

from __future__ import annotations

from collections.abc import Sequence


def _transfer(pay: list[int], payer: int, payee: int, amount: int) -> None:
    pay[payer] -= amount
    pay[payee] += amount


def collect_from_each(seats: int, winner: int, amount: int) -> list[int]:
    """``winner`` receives ``amount`` from every other seat (tonks, going out, a won drop)."""
    pay = [0] * seats
    for s in range(seats):
        if s != winner:
            _transfer(pay, s, winner, amount)
    return pay


def lowest_collect(counts: Sequence[int], stake: int) -> list[int]:
    """A stock-out showdown: each lowest count collects ``stake`` from each seat not tied low.

    When every seat ties there is nobody to pay (§0.4), so nothing changes hands.
    """
    low = min(counts)
    pay = [0] * len(counts)
    winners = [s for s, c in enumerate(counts) if c == low]
    for s, c in enumerate(counts):
        if c != low:
            for w in winners:
                _transfer(pay, s, w, stake)
    return pay


def drop_payouts(
    counts: Sequence[int], dropper: int, stake: int, mode: str
) -> tuple[str, list[int]]:
    """The drop showdown: ``("drop_won", ...)`` or ``("caught", ...)`` under ``caught_mode``."""
    n = len(counts)
    d = counts[dropper]
    others = [s for s in range(n) if s != dropper]
    if all(d < counts[x] for x in others):
        return "drop_won", collect_from_each(n, dropper, stake)
    pay = [0] * n
    low = min(counts[x] for x in others)
    lowest = [x for x in others if counts[x] == low]
    if mode == "double_to_lowest_only":
        for x in lowest:
            _transfer(pay, dropper, x, 2 * stake)
        return "caught", pay
    for x in others:
        if counts[x] <= d:
            _transfer(pay, dropper, x, 2 * stake)
    if mode == "double_each_leq_only":
        return "caught", pay
    payers = [x for x in others if x not in lowest]
    if mode == "seed_literal_dropper_pays_basic_too":
        payers.append(dropper)
    for p in payers:
        for x in lowest:
            _transfer(pay, p, x, stake)
    return "caught", pay
