"""The settle-up algorithm and a table's split among its people, pure: the fewest payments is
checked against a brute force over every partition into zero-sum groups, on seeded random
balances; the split sums to zero and never gives anybody more than their payouts."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.ledger.settle import EXACT_LIMIT, Payment, _greedy, settle_up
from bot.ledger.stakes import people_amounts


def applied(balances: dict[int, int], payments: list[Payment]) -> dict[int, int]:
    left = dict(balances)
    for p in payments:
        left[p.payer] += p.amount
        left[p.payee] -= p.amount
    return left


def partitions(items: list[int]) -> Iterator[list[list[int]]]:
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in partitions(rest):
        for i in range(len(part)):
            yield [*part[:i], [first, *part[i]], *part[i + 1 :]]
        yield [[first], *part]


def fewest(balances: dict[int, int]) -> int:
    """The minimum by brute force: n minus the most zero-sum groups of any partition."""
    people = [k for k, v in balances.items() if v]
    most = max(
        len(part)
        for part in partitions(people)
        if all(sum(balances[k] for k in g) == 0 for g in part)
    )
    return len(people) - most


def random_balances(rng: random.Random, n: int, spread: int) -> dict[int, int]:
    values = [rng.randint(-spread, spread) for _ in range(n - 1)]
    values.append(-sum(values))
    return {100 + i: v for i, v in enumerate(values)}


def check(balances: dict[int, int], payments: list[Payment]) -> None:
    assert all(v == 0 for v in applied(balances, payments).values()), "everybody is even"
    assert all(p.amount > 0 for p in payments)
    payers = {p.payer for p in payments}
    payees = {p.payee for p in payments}
    assert not payers & payees, "nobody both pays and is paid"
    assert all(balances[p.payer] < 0 < balances[p.payee] for p in payments)
    assert len(payments) <= max(0, sum(1 for v in balances.values() if v) - 1)


@pytest.mark.parametrize("seed", range(200))
def test_settle_up_is_the_fewest_payments(seed: int) -> None:
    rng = random.Random(seed)
    balances = random_balances(rng, rng.randint(1, 8), rng.choice([3, 6, 20]))
    payments = settle_up(balances)
    check(balances, payments)
    assert len(payments) == fewest(balances)
    assert settle_up(balances) == payments, "the same balances, the same payments"


def test_greedy_alone_would_not_be_the_fewest() -> None:
    """Largest debtor to largest creditor alone makes four payments here (6 to the 7 first);
    the fewest is three: {6, -6} settle in one and {7, -4, -3} in two."""
    balances = {1: 7, 2: 6, 3: -6, 4: -4, 5: -3}
    assert len(_greedy(balances)) == 4
    payments = settle_up(balances)
    check(balances, payments)
    assert len(payments) == fewest(balances) == 3
    assert Payment(3, 2, 6) in payments
    # No zero-sum part: every settlement takes n - 1 = 4.
    assert len(settle_up({1: 5, 2: 4, 3: -3, 4: -3, 5: -3})) == 4


def test_settle_up_edges() -> None:
    assert settle_up({}) == []
    assert settle_up({1: 0, 2: 0}) == []
    assert settle_up({1: 5, 2: -5}) == [Payment(2, 1, 5)]
    with pytest.raises(ValueError, match="sum to 1"):
        settle_up({1: 3, 2: -2})


def test_beyond_the_exact_limit_at_most_n_minus_one() -> None:
    rng = random.Random(7)
    for _ in range(5):
        balances = random_balances(rng, EXACT_LIMIT + 6, 50)
        balances[1] = 9
        balances[2] = -9
        payments = settle_up(balances)
        check(balances, payments)
        assert Payment(2, 1, 9) in payments, "an exact pair settles in one payment"


@pytest.mark.parametrize("seed", range(200))
def test_people_amounts_sum_to_zero_within_their_payouts(seed: int) -> None:
    rng = random.Random(seed)
    totals = [rng.randint(-12, 12) for _ in range(rng.randint(2, 6))]
    amounts = people_amounts(totals)
    assert sum(amounts) == 0
    for t, a in zip(totals, amounts, strict=True):
        assert (a == 0 or (a > 0) == (t > 0)) and abs(a) <= abs(t)
    if sum(totals) == 0:
        assert amounts == totals, "without computers, the payouts themselves"


def test_people_amounts_examples() -> None:
    assert people_amounts([4, -4]) == [4, -4]
    assert people_amounts([4, -2]) == [2, -2], "the other 2 came from a computer"
    assert people_amounts([-4, -2]) == [0, 0], "both lost to the computer: nobody owes"
    assert people_amounts([3, 3, -1]) == [1, 0, -1], "a tie in remainders goes to the lower seat"
    assert people_amounts([1, -3, -3]) == [1, -1, 0]
