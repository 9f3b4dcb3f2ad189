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


def out_payouts(
    seats: int, winner: int, stake: int, discarded: bool, new_spread: bool, needs_new: bool
) -> tuple[str, list[int]]:
    """Going out (§4.3): ``("out", ...)`` by a last discard, one stake from each seat, or
    ``("tonk_out", ...)`` by a spread or hit that empties the hand, paid double unless
    ``needs_new`` (``tonk_out_requires_new_spread``) and no spread was laid this turn
    (``new_spread``)."""
    if discarded:
        return "out", collect_from_each(seats, winner, stake)
    double = new_spread or not needs_new
    return "tonk_out", collect_from_each(seats, winner, stake * (2 if double else 1))


def quiet_turns(quiet: int, started_empty: bool, melded: bool) -> int:
    """The loop guard's count after a turn that did not end the hand (§0.4): the turns in a row
    that began with the stock empty and laid or hit nothing.  Once every seat has played such a
    turn the hand ends in a stock-out showdown (``lowest_collect``)."""
    return quiet + 1 if started_empty and not melded else 0
