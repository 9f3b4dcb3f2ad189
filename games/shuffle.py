"""The deal's shuffle: exactly ``random.Random.shuffle``, without its per-card method calls.

Dealing is a large share of a short hand's cost (a Tonk hand can end on the first turn), and
``Random.shuffle`` spends most of its time calling ``_randbelow`` once per card.  For a plain
``random.Random`` on CPython, ``_randbelow(n)`` draws ``getrandbits(n.bit_length())`` until the
value is below ``n``; ``shuffle`` here makes the same draws inline, so it yields the same
permutation and leaves the generator in the same state, about twice as fast.  At import the two
are compared on a few seeds and lengths; if they ever differ (another Python, another generator
class) every call falls back to ``rng.shuffle`` itself, so deals never depend on this shortcut.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any


@cache
def _steps(length: int) -> tuple[tuple[int, int, int], ...]:
    """(position, draw range, bits per draw), last position first, as ``Random.shuffle``."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(length - 1, 0, -1))


def _inline(rng: random.Random, deck: list[Any]) -> None:
    getrandbits = rng.getrandbits
    for i, n, k in _steps(len(deck)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


def _agrees() -> bool:
    randbelow = getattr(random.Random, "_randbelow", None)
    if randbelow is not getattr(random.Random, "_randbelow_with_getrandbits", object()):
        return False
    for seed in ("cardroom/0/0", "cardroom/x/7", 12345):
        for length in (32, 52, 53):
            a, b = list(range(length)), list(range(length))
            r1, r2 = random.Random(seed), random.Random(seed)
            r1.shuffle(a)
            _inline(r2, b)
            if a != b or r1.getstate() != r2.getstate():
                return False
    return True


FAST = _agrees()


def shuffle(rng: random.Random, deck: list[Any]) -> None:
    """Shuffle ``deck`` in place exactly as ``rng.shuffle(deck)`` would (Fisher-Yates)."""
    if FAST and type(rng) is random.Random:
        _inline(rng, deck)
    else:
        rng.shuffle(deck)
