"""The fast shuffle is exactly ``Random.shuffle``: same permutation, same generator state."""

from __future__ import annotations

import random

import pytest

from games import shuffle as shuffle_mod


@pytest.mark.parametrize("length", [1, 2, 5, 32, 52, 53])
@pytest.mark.parametrize("seed", ["cardroom/1/0", "cardroom/abc/12", 7, 2**61 + 3])
def test_same_permutation_and_state_as_random_shuffle(length: int, seed: object) -> None:
    a, b = list(range(length)), list(range(length))
    r1, r2 = random.Random(seed), random.Random(seed)
    r1.shuffle(a)
    shuffle_mod.shuffle(r2, b)
    assert a == b
    assert r1.getstate() == r2.getstate()


def test_the_fast_path_is_in_use_on_this_interpreter() -> None:
    assert shuffle_mod.FAST


def test_subclassed_generators_use_their_own_shuffle() -> None:
    class Loaded(random.Random):
        def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
            x.reverse()

    deck = [1, 2, 3]
    shuffle_mod.shuffle(Loaded(1), deck)
    assert deck == [3, 2, 1]
