"""The fewest payments that settle everyone: who pays whom, and how much.

Pure.  ``settle_up(balances)`` takes each person's net position (positive: the others owe them;
the positions sum to zero) and returns payments that bring every position to zero.

What it guarantees:

- **Correct**: after the payments every balance is zero; every payment is a positive whole
  amount from someone who is down to someone who is up; nobody pays and is paid.
- **Fewest** (up to ``EXACT_LIMIT`` people with a non-zero balance, which covers any group of
  friends): the number of payments is the minimum, ``n - g``, where ``n`` is the number of people
  with a non-zero balance and ``g`` the largest number of groups they can be split into that
  each sum to zero (each group settles within itself in one payment fewer than its size, and no
  settlement can do better: the payments join people into connected groups, each of which must
  sum to zero, and a connected group of ``k`` needs at least ``k - 1`` payments).  ``g`` is
  found exactly by a dynamic programme over subsets, ``O(2^n · n)``.  The problem is NP-hard in
  general (it contains subset-sum), so beyond ``EXACT_LIMIT``: exact opposite pairs first, then
  the greedy rule below, which guarantees at most ``n - 1`` payments, not the minimum.
- Within a group, the greedy rule: the largest debtor pays the largest creditor as much as
  settles one of them, repeatedly.  Each payment settles at least one person and the last
  settles two, so a group of ``k`` takes at most ``k - 1``; on a zero-sum group with no smaller
  zero-sum part it takes exactly ``k - 1``.
- **Deterministic**: ties are broken by the people's keys, so the same balances always give the
  same list.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

EXACT_LIMIT = 14
"""Up to this many people with a non-zero balance, the minimum is exact (2^14 · 14 steps, a few
hundredths of a second); beyond, at most ``n - 1`` payments."""


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` pays ``payee`` ``amount`` (people by their keys: user ids)."""

    payer: int
    payee: int
    amount: int


def settle_up(balances: Mapping[int, int]) -> list[Payment]:
    """The payments that settle ``balances`` (see the module's docstring for what is
    guaranteed).  Raises ``ValueError`` if the balances do not sum to zero."""
    if sum(balances.values()) != 0:
        raise ValueError(f"balances sum to {sum(balances.values())}, not zero")
    people = sorted(k for k, v in balances.items() if v != 0)
    if len(people) <= EXACT_LIMIT:
        groups = _zero_sum_groups([balances[k] for k in people])
    else:
        groups = _pairs_then_rest([balances[k] for k in people])
    out: list[Payment] = []
    for group in groups:
        out += _greedy({people[i]: balances[people[i]] for i in group})
    return out


def _zero_sum_groups(values: list[int]) -> list[list[int]]:
    """The largest number of disjoint zero-sum groups covering ``values`` (indices).

    ``best[mask]`` is the most zero-sum groups a chain of removals can cut ``mask`` into:
    removing one person at a time from ``mask``, every mask reached whose sum is zero closes a
    group (the difference of two zero-sum sets sums to zero), and every partition into zero-sum
    groups is such a chain, so the maximum over chains is the maximum over partitions."""
    n = len(values)
    full = (1 << n) - 1
    total = [0] * (1 << n)
    for mask in range(1, full + 1):
        low = mask & -mask
        total[mask] = total[mask ^ low] + values[low.bit_length() - 1]
    best = [0] * (1 << n)
    for mask in range(1, full + 1):
        m = 0
        bits = mask
        while bits:
            low = bits & -bits
            bits ^= low
            if best[mask ^ low] > m:
                m = best[mask ^ low]
        best[mask] = m + (1 if total[mask] == 0 else 0)
    groups: list[list[int]] = []
    current: list[int] = []
    mask = full
    while mask:
        bits = mask
        while bits:  # the removal the maximum came from
            low = bits & -bits
            bits ^= low
            if best[mask ^ low] + (1 if total[mask] == 0 else 0) == best[mask]:
                break
        current.append(low.bit_length() - 1)
        mask ^= low
        if total[mask] == 0:
            groups.append(sorted(current))
            current = []
    return groups


def _pairs_then_rest(values: list[int]) -> list[list[int]]:
    """Beyond the exact limit: a debtor and a creditor of the same amount settle in one payment
    (their own group); everybody else is one group for the greedy rule."""
    unpaired = list(range(len(values)))
    groups: list[list[int]] = []
    by_value: dict[int, list[int]] = {}
    for i in unpaired:
        by_value.setdefault(values[i], []).append(i)
    used: set[int] = set()
    for i in range(len(values)):
        if i in used or values[i] <= 0:
            continue
        partners = [j for j in by_value.get(-values[i], []) if j not in used]
        if partners:
            used |= {i, partners[0]}
            groups.append(sorted([i, partners[0]]))
    rest = [i for i in range(len(values)) if i not in used]
    return [*groups, rest] if rest else groups


def _greedy(group: dict[int, int]) -> list[Payment]:
    """The largest debtor pays the largest creditor until everybody is even (at most
    ``len(group) - 1`` payments; ties: the smaller key first)."""
    left = dict(group)
    out: list[Payment] = []
    while True:
        debtors = sorted((v, k) for k, v in left.items() if v < 0)
        creditors = sorted((-v, k) for k, v in left.items() if v > 0)
        if not debtors:
            assert not creditors, "a zero-sum group"
            return out
        payer, payee = debtors[0][1], creditors[0][1]
        amount = min(-left[payer], left[payee])
        out.append(Payment(payer, payee, amount))
        left[payer] += amount
        left[payee] -= amount
