"""The lazy ``DiscardChoices`` is exactly the tuple of legal discards it stands for."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from games.actions import Discard, Play
from games.cards import CARDS
from games.schmier.discards import DiscardRule, all_discards, small_discards


def expected(rule: DiscardRule) -> tuple[Discard, ...]:
    lo, hi = rule.min_count - len(rule.must), rule.max_count - len(rule.must)
    sizes = range(lo, hi + 1)
    return tuple(Discard(sorted(rule.must + cs)) for k in sizes for cs in combinations(rule.may, k))


def random_rule(rng: random.Random) -> DiscardRule:
    cards = tuple(sorted(CARDS[c] for c in rng.sample(range(53), rng.randint(0, 12))))
    if rng.random() < 0.5:  # a non-dealer: 0..max of its non-trumps
        return DiscardRule(0, min(rng.randint(0, 3), len(cards)), (), cards, False)
    split = rng.randint(0, len(cards))  # a dealer: every card of ``must`` and k of ``may``
    must, may = cards[:split], cards[split:]
    k = rng.randint(0, len(may))
    return DiscardRule(len(must) + k, len(must) + k, must, may, True)


@pytest.mark.parametrize("seed", range(60))
def test_choices_equal_the_full_tuple(seed: int) -> None:
    rule = random_rule(random.Random(seed))
    choices, full = all_discards(rule), expected(rule)
    assert len(choices) == len(full) == rule.count()
    assert tuple(choices) == full and choices == full
    assert [choices[i] for i in range(len(choices))] == list(full)  # unranking = iteration order
    assert all(d in choices for d in full)
    if full:
        assert choices[-1] == full[-1]
    with pytest.raises(IndexError):
        choices[len(full)]


def test_membership_refuses_what_the_rule_forbids() -> None:
    c = [CARDS[i] for i in (0, 5, 13, 20, 30, 45)]
    dealer = all_discards(DiscardRule(3, 3, (c[0],), tuple(c[1:4]), True))
    assert Discard([c[0], c[1], c[2]]) in dealer
    assert Discard([c[1], c[2], c[3]]) not in dealer  # leaves out a card it must discard
    assert Discard([c[0], c[1], c[4]]) not in dealer  # c[4] is not among ``may``
    assert Discard([c[0], c[1]]) not in dealer  # too few
    assert Play(c[0]) not in dealer
    plain = small_discards(tuple(c[:4]), 2)
    assert Discard([]) in plain and Discard([c[0], c[3]]) in plain
    assert Discard([c[0], c[1], c[2]]) not in plain  # three, where at most two may go
    assert plain[0] == Discard([])  # fewest first
