"""Tonk's deal: exactly the pack ``DealShuffler`` would shuffle, with a fraction of the work.

Why Tonk has its own copy of the shuffle: a random Tonk hand often ends after one or two turns
(a drop), so shuffling the pack is the largest single cost of a hand, while a Spades hand spreads
the same shuffle over 52 cards played.  ``DealShuffler`` is general (any pack length, any number
of hash blocks) and pays for it with a loop over ``divmod`` calls.  For one 52-card pack the same
arithmetic is written out in straight lines with constant ranges, with ``%`` and ``//`` (cheaper
than a ``divmod`` call), two draws' digits per operation through a table, and the hash state of
the key's fixed prefix copied rather than rebuilt: about a third of ``DealShuffler``'s cost.

It must never deal a different card.  The first call builds the function and compares it with
``DealShuffler`` on 64 keys; if they disagree (the shared shuffle has changed), ``shuffled_pack``
answers ``None`` for good and the match deals through ``DealShuffler`` itself.  It also answers
``None`` for a key whose draws would need a second hash block (five rejected words out of eight:
far rarer than one deal in a billion).  ``tests/tonk/test_fast_paths.py`` compares thousands of
deals, rejected words included, with ``DealShuffler`` and ``Match.random_deal``.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable
from typing import Any

from games.cards import PACK_52, Card
from games.shuffle import DealShuffler

_WORDS = struct.Struct(">8Q")
_PREFIX = hashlib.blake2b(b"cardroom/", digest_size=64, salt=bytes(16))
"""The hash state after the key's fixed prefix; each deal copies it (cheaper than a new hash)."""


def _groups() -> list[tuple[int, int, tuple[int, ...]]]:
    """``(limit, product, positions)`` per draw, as ``games.shuffle._groups(52)`` makes them."""
    groups: list[tuple[int, int, tuple[int, ...]]] = []
    product, members = 1, []
    for i in range(51, 0, -1):
        if product * (i + 1) >= 1 << 60:
            groups.append(((1 << 64) // product * product, product, tuple(members)))
            product, members = 1, []
        product *= i + 1
        members.append(i)
    groups.append(((1 << 64) // product * product, product, tuple(members)))
    return groups


_Pair = tuple[int, int]


def _pair_table(n: int, shared: dict[_Pair, _Pair]) -> tuple[_Pair, ...]:
    """``q -> (q % n, q // n)`` for ``q < n * (n - 1)``: two consecutive draws' digits at once."""
    return tuple(shared.setdefault((q % n, q // n), (q % n, q // n)) for q in range(n * (n - 1)))


def _source() -> tuple[str, dict[str, Any]]:
    """The straight-line shuffle and its tables.

    Per draw: reject, then the draw's digits, two positions at a time (one ``%``, one ``//`` and a
    table look-up for both digits instead of two of each: the integer operations are the cost),
    each followed by its swap."""
    lines = [
        "def shuffle_52(seed, hand_index):",
        "    h = PREFIX.copy()",
        "    h.update(f'{seed}/{hand_index}'.encode())",
        "    words = WORDS.unpack(h.digest())",
        "    d = list(PACK)",
        "    u = 0",
    ]
    tables: dict[str, Any] = {}
    shared: dict[_Pair, _Pair] = {}
    for limit, product, positions in _groups():
        lines += [
            "    while True:",
            "        if u == 8:",
            "            return None",
            "        r = words[u]",
            "        u += 1",
            f"        if r < {limit}:",
            "            break",
            f"    r %= {product}",
        ]
        for k in range(0, len(positions), 2):
            last = k + 2 >= len(positions)  # nothing is left to divide after the last digits
            i = positions[k]
            if k + 1 == len(positions):
                lines += [f"    j = r % {i + 1}", f"    d[{i}], d[j] = d[j], d[{i}]"]
                continue
            n = i + 1
            tables[f"T{n}"] = _pair_table(n, shared)
            if last:
                lines.append(f"    j, k = T{n}[r]")
            else:
                lines += [f"    j, k = T{n}[r % {n * (n - 1)}]", f"    r //= {n * (n - 1)}"]
            lines.append(f"    d[{i}], d[j] = d[j], d[{i}]")
            lines.append(f"    d[{i - 1}], d[k] = d[k], d[{i - 1}]")
    lines.append("    return d")
    return "\n".join(lines), tables


def _compile() -> Callable[[Any, int], list[Card] | None]:
    source, tables = _source()
    scope: dict[str, Any] = {"PREFIX": _PREFIX, "WORDS": _WORDS, "PACK": PACK_52, **tables}
    exec(compile(source, "<games.tonk.deal>", "exec"), scope)
    return scope["shuffle_52"]  # type: ignore[no-any-return]


def _agrees(shuffle_52: Callable[[Any, int], list[Card] | None]) -> bool:
    """Whether the straight-line shuffle gives ``DealShuffler``'s pack on many keys."""
    for k in range(64):
        seed: Any = (k * 7919, f"cardroom-check/{k}", f"{k}/{k % 3}")[k % 3]
        ref = list(PACK_52)
        DealShuffler(seed, k % 11).shuffle(ref)
        fast = shuffle_52(seed, k % 11)
        if fast is not None and fast != ref:
            return False
    return True


def _unavailable(seed: object, hand_index: int) -> None:
    return None


def _first_use(seed: object, hand_index: int) -> list[Card] | None:
    """Build and check the shortcut (about 15 ms, so not at import), then use it for good."""
    global _shuffle_52
    fast = _compile()
    _shuffle_52 = fast if _agrees(fast) else _unavailable
    return _shuffle_52(seed, hand_index)


_shuffle_52: Callable[[Any, int], list[Card] | None] = _first_use


def shuffled_pack(seed: object, hand_index: int) -> list[Card] | None:
    """The 52 cards in the order ``DealShuffler(seed, hand_index).shuffle`` leaves them, or
    ``None`` when this shortcut does not apply (the caller then uses ``DealShuffler``)."""
    return _shuffle_52(seed, hand_index)
