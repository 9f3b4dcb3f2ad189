"""The deal's shuffle: exactly ``random.Random.shuffle``, without its per-card method calls.

``Random.shuffle`` spends most of its time calling ``_randbelow`` once per card.  For a plain
``random.Random`` on this interpreter, ``_randbelow(n)`` draws ``getrandbits(n.bit_length())``
until the value is below ``n``; ``fisher_yates`` does the same draws inline, so it yields the
same permutation from the same generator state, about twice as fast.  At import the two are
compared on a few seeds; if they ever differ (another Python, another generator class) the
module falls back to ``rng.shuffle`` itself, so deals never depend on this shortcut.
"""

from __future__ import annotations

import random
from typing import Any

_STEPS: tuple[tuple[int, int, int], ...] = tuple(
    (i, i + 1, (i + 1).bit_length()) for i in range(51, 0, -1)
)
"""(position, draw range, bits per draw) for a 52-card pack, last position first."""


def _inline(rng: random.Random, deck: list[Any]) -> None:
    getrandbits = rng.getrandbits
    for i, n, k in _STEPS:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


def _agrees() -> bool:
    if random.Random._randbelow is not random.Random._randbelow_with_getrandbits:
        return False
    for seed in ("cardroom/0/0", "cardroom/spades/7", 12345):
        a, b = list(range(52)), list(range(52))
        r1, r2 = random.Random(seed), random.Random(seed)
        r1.shuffle(a)
        _inline(r2, b)
        if a != b or r1.getstate() != r2.getstate():
            return False
    return True


_FAST = _agrees()


def shuffle52(rng: random.Random, deck: list[Any]) -> None:
    """Shuffle a 52-card list in place exactly as ``rng.shuffle(deck)`` would."""
    if _FAST and type(rng) is random.Random and len(deck) == 52:
        _inline(rng, deck)
    else:
        rng.shuffle(deck)
