"""``random.Random.shuffle`` as CPython 3.11 draws it, for the lean samplers.

The same ``getrandbits`` calls in the same order as the library's ``shuffle`` (so the same deals
from the same generator), without its Python-level ``_randbelow`` call per card: the samplers of
Spades, Schmier and Twenty-Nine shuffle once per world, and their tests compare the deals.
"""

from __future__ import annotations

from collections.abc import Callable


def shuffle(x: list[int], getrandbits: Callable[[int], int]) -> None:
    """Shuffle ``x`` in place, drawing from ``getrandbits`` exactly as ``Random.shuffle`` does."""
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        b = n.bit_length()
        j = getrandbits(b)
        while j >= n:
            j = getrandbits(b)
        x[i], x[j] = x[j], x[i]
