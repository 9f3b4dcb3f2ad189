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

import hashlib
import random
import struct
from functools import cache
from typing import Any

_EIGHT_WORDS = struct.Struct(">8Q")


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


def shuffle(rng: Shuffler, deck: list[Any]) -> None:
    """Shuffle ``deck`` in place exactly as ``rng.shuffle(deck)`` would (Fisher-Yates)."""
    if FAST and type(rng) is random.Random:
        _inline(rng, deck)
    else:
        rng.shuffle(deck)


@cache
def _groups(length: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Fisher-Yates positions (last first) grouped so that each group's draw fits in 60 bits.

    Position ``i`` draws ``j`` uniformly below ``i + 1``.  A group draws one integer uniformly
    below the product of its ranges and reads the draws as its mixed-radix digits, so small
    machine-size integers do all the arithmetic.
    """
    groups: list[tuple[int, tuple[int, ...]]] = []
    product = 1
    members: list[int] = []
    for i in range(length - 1, 0, -1):
        if product * (i + 1) >= 1 << 60:
            groups.append((product, tuple(members)))
            product, members = 1, []
        product *= i + 1
        members.append(i)
    if members:
        groups.append((product, tuple(members)))
    return tuple(groups)


class DealShuffler:
    """The generator of one hand's deal: an exactly uniform shuffle from a keyed hash.

    Every hand is dealt from its own generator keyed by (match seed, hand index), so a match
    rebuilt from its record deals the next hand exactly as the original would have.  Building a
    Mersenne Twister for that costs more than the shuffle itself (its 624-word state), so the
    random bits come instead from BLAKE2b of the key: 64-bit words, each turned into a uniform
    draw by rejection, whose mixed-radix digits are the Fisher-Yates draws.  That is an unbiased
    Fisher-Yates shuffle, the same on every machine and every Python.
    """

    __slots__ = ("_material",)

    def __init__(self, seed: object, hand_index: int) -> None:
        self._material = f"cardroom/{seed}/{hand_index}".encode()

    def _block(self, counter: int) -> tuple[int, ...]:
        digest = hashlib.blake2b(
            self._material, digest_size=64, salt=counter.to_bytes(16, "big")
        ).digest()
        return _EIGHT_WORDS.unpack(digest)

    def shuffle(self, deck: list[Any]) -> None:
        """Fisher-Yates (last position first) with exactly uniform draws."""
        block, used, counter = self._block(0), 0, 0
        for product, members in _groups(len(deck)):
            limit = (1 << 64) // product * product
            while True:
                if used == 8:
                    counter += 1
                    block, used = self._block(counter), 0
                r = block[used]
                used += 1
                if r < limit:
                    break
            r %= product
            for i in members:
                r, j = divmod(r, i + 1)
                deck[i], deck[j] = deck[j], deck[i]


Shuffler = random.Random | DealShuffler
"""What a game's deal shuffles with: a hand's ``DealShuffler``, or any ``random.Random``."""
