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
    pay = [-amount] * seats
    pay[winner] = amount * (seats - 1)
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
    """The drop showdown: ``("drop_won", ...)`` or ``("caught", ...)`` under ``caught_mode``.

    Each step's transfers are summed per seat in one pass rather than made one by one (a drop
    ends most random hands, so this runs often); ``tests/tonk/test_fast_paths.py`` checks it
    against the transfer-by-transfer reading of RULES.md §4.4."""
    n = len(counts)
    d = counts[dropper]
    rest = list(counts)
    del rest[dropper]
    low = min(rest)
    if d < low:
        return "drop_won", collect_from_each(n, dropper, stake)
    pay = [0] * n
    double = 2 * stake
    if mode == "double_to_lowest_only":  # the dropper pays double to each lowest seat only
        for x, c in enumerate(counts):
            if c == low and x != dropper:
                pay[x] = double
                pay[dropper] -= double
        return "caught", pay
    # 1. The dropper pays double to each seat whose count is at or below the dropper's.
    lowest = 0
    for x, c in enumerate(counts):
        if c <= d and x != dropper:
            pay[x] = double
            pay[dropper] -= double
            if c == low:
                lowest += 1
    if mode == "double_each_leq_only":
        return "caught", pay
    # 2. Each non-dropper not tied lowest (and in the seed mode the dropper too) pays each
    # lowest seat the stake.
    payers = n - 1 - lowest
    if mode == "seed_literal_dropper_pays_basic_too":
        payers += 1
        pay[dropper] -= stake * lowest
    for x, c in enumerate(counts):
        if x != dropper:
            if c == low:
                pay[x] += stake * payers
            else:
                pay[x] -= stake * lowest
    return "caught", pay
