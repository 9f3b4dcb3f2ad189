"""The deal's shuffle: exactly ``random.Random.shuffle`` of the 53-card pack, inlined.

``Random.shuffle`` calls ``_randbelow`` once per card; for a plain ``random.Random`` that draws
``getrandbits(n.bit_length())`` until the value is below ``n``.  Doing the same draws inline
gives the same permutation from the same generator state, faster.  At import the two are
compared on a few seeds; if they ever differ (another Python, another generator class) the
module uses ``rng.shuffle`` itself, so deals never depend on this shortcut.
"""

from __future__ import annotations

import random
from typing import Any

_STEPS: tuple[tuple[int, int, int], ...] = tuple(
    (i, i + 1, (i + 1).bit_length()) for i in range(52, 0, -1)
)


def _inline(rng: random.Random, deck: list[Any]) -> None:
    getrandbits = rng.getrandbits
    for i, n, k in _STEPS:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


def _agrees() -> bool:
    if random.Random._randbelow is not random.Random._randbelow_with_getrandbits:  # type: ignore[attr-defined]
        return False
    for seed in ("cardroom/0/0", "cardroom/schmier/7", 12345):
        a, b = list(range(53)), list(range(53))
        r1, r2 = random.Random(seed), random.Random(seed)
        r1.shuffle(a)
        _inline(r2, b)
        if a != b or r1.getstate() != r2.getstate():
            return False
    return True


_FAST = _agrees()


def shuffle53(rng: random.Random, deck: list[Any]) -> None:
    """Shuffle a 53-card list in place exactly as ``rng.shuffle(deck)`` would."""
    if _FAST and type(rng) is random.Random and len(deck) == 53:
        _inline(rng, deck)
    else:
        rng.shuffle(deck)
