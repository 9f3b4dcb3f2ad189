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


class Scripted(shuffle_mod.DealShuffler):
    """A shuffler whose random words are given, to check the decoding exactly."""

    def __init__(self, words: list[int]) -> None:
        super().__init__("test", 0)
        self.words = words

    def _block(self, counter: int) -> tuple[int, ...]:
        return tuple(self.words[8 * counter : 8 * counter + 8])


def test_every_draw_below_n_factorial_gives_a_different_permutation() -> None:
    seen = set()
    for r in range(120):  # 5! : one group, so the word is the draw itself
        deck = list(range(5))
        Scripted([r] * 8).shuffle(deck)
        seen.add(tuple(deck))
    assert len(seen) == 120


def test_words_at_or_above_the_limit_are_rejected() -> None:
    limit = (1 << 64) // 120 * 120
    a, b = list(range(5)), list(range(5))
    Scripted([limit, limit + 5, 7, 0, 0, 0, 0, 0]).shuffle(a)
    Scripted([7, 0, 0, 0, 0, 0, 0, 0]).shuffle(b)
    assert a == b


def test_a_rejected_block_moves_on_to_the_next_hash() -> None:
    limit = (1 << 64) // 120 * 120
    deck = list(range(5))
    Scripted([limit] * 8 + [3] * 8).shuffle(deck)
    other = list(range(5))
    Scripted([3] * 8).shuffle(other)
    assert deck == other


def test_groups_cover_every_position_once_and_fit_in_60_bits() -> None:
    for n in (32, 52, 53):
        groups = shuffle_mod._groups(n)
        positions = [i for _, members in groups for i in members]
        assert positions == list(range(n - 1, 0, -1))
        assert all(product < 1 << 60 for product, _ in groups)


def test_deal_shuffles_are_keyed_by_seed_and_hand() -> None:
    def perm(seed: object, hand: int) -> list[int]:
        deck = list(range(52))
        shuffle_mod.DealShuffler(seed, hand).shuffle(deck)
        return deck

    assert perm(1, 0) == perm(1, 0)
    assert perm(1, 0) != perm(1, 1) and perm(1, 0) != perm(2, 0)
    assert sorted(perm("x", 3)) == list(range(52))
