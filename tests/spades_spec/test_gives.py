"""The exchange's lazy ``Gives`` sequence behaves as the tuple of every give it stands for."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from games.actions import Give, Play
from games.cards import CARDS
from games.spades.tables import Gives, cards_in, mask_of


@pytest.mark.parametrize("seed", range(40))
def test_gives_is_the_tuple_of_every_combination(seed: int) -> None:
    rng = random.Random(seed)
    hand = rng.sample(range(52), rng.choice([13, 14, 15, 16]))
    k = rng.choice([2, 3])
    gives = Gives(mask_of(hand), k)
    expected = tuple(Give(CARDS[c] for c in combo) for combo in combinations(sorted(hand), k))
    assert len(gives) == len(expected)
    assert tuple(gives) == expected and gives == expected and list(gives) == list(expected)
    assert [gives[i] for i in range(len(gives))] == list(expected)  # unranking = iteration order
    assert gives[-1] == expected[-1] and gives[1:4] == expected[1:4]
    assert all(g in gives for g in expected)
    with pytest.raises(IndexError):
        gives[len(gives)]


def test_membership_refuses_what_is_not_a_give_of_the_hand() -> None:
    hand = [0, 5, 13, 20, 30, 45]
    gives = Gives(mask_of(hand), 3)
    assert Give(CARDS[c] for c in (0, 5, 13)) in gives
    assert Give(CARDS[c] for c in (0, 5, 14)) not in gives  # 14 is not held
    assert Give(CARDS[c] for c in (0, 5)) not in gives  # two cards, not three
    assert Play(CARDS[0]) not in gives
    assert "give 2S 7S AH" not in gives
    assert cards_in(mask_of(hand)) == hand
    assert gives != Gives(mask_of(hand), 2) and gives == Gives(mask_of(hand), 3)


def test_random_choice_picks_uniformly_by_index() -> None:
    gives = Gives(mask_of(range(13)), 3)
    seen = {random.Random(i).choice(gives) for i in range(3000)}
    assert len(seen) == 286  # every give reachable
