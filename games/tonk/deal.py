"""Tonk's deal: exactly the pack ``DealShuffler`` would shuffle, with a fraction of the work.

Why Tonk has its own copy of the shuffle: a random Tonk hand often ends after one or two turns
(a drop), so shuffling the pack is the largest single cost of a hand, while a Spades hand spreads
the same shuffle over 52 cards played.  ``DealShuffler`` is general (any pack length, any number
of hash blocks) and pays for it with a loop over ``divmod`` calls; for one 52-card pack the same
arithmetic can be written out in straight lines with constant ranges, and ``%`` and ``//`` cost
less than a ``divmod`` call.  That makes the deal about three times cheaper.

It must never deal a different card: the first time it is used, ``shuffled_pack`` compares
itself with ``DealShuffler`` over many keys (hitting the rejection branch as well); if they
disagree anywhere (the shared shuffle has changed), it answers ``None`` forever after and the
match deals through ``DealShuffler`` itself.  The one case it leaves to ``DealShuffler`` anyway is
a key whose draws need a second hash block (more than four rejections: about one deal in 10^8).
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


def _source() -> str:
    """The straight-line shuffle: per draw, reject, then one ``%``/``//`` and a swap per card."""
    lines = [
        "def shuffle_52(seed, hand_index):",
        "    h = PREFIX.copy()",
        "    h.update(f'{seed}/{hand_index}'.encode())",
        "    words = WORDS.unpack(h.digest())",
        "    d = list(PACK)",
        "    u = 0",
    ]
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
        for i in positions:
            lines.append(f"    j = r % {i + 1}")
            if i != positions[-1]:  # the group's last draw leaves nothing to divide
                lines.append(f"    r //= {i + 1}")
            lines.append(f"    d[{i}], d[j] = d[j], d[{i}]")
    lines.append("    return d")
    return "\n".join(lines)


def _compile() -> Callable[[Any, int], list[Card] | None]:
    scope: dict[str, Any] = {"PREFIX": _PREFIX, "WORDS": _WORDS, "PACK": PACK_52}
    exec(compile(_source(), "<games.tonk.deal>", "exec"), scope)
    return scope["shuffle_52"]  # type: ignore[no-any-return]


_shuffle_52 = _compile()


def _agrees() -> bool:
    """Whether the straight-line shuffle gives ``DealShuffler``'s pack on many keys."""
    for k in range(64):
        seed: Any = (k * 7919, f"cardroom-check/{k}", f"{k}/{k % 3}")[k % 3]
        ref = list(PACK_52)
        DealShuffler(seed, k % 11).shuffle(ref)
        fast = _shuffle_52(seed, k % 11)
        if fast is not None and fast != ref:
            return False
    return True


_checked: bool | None = None


def shuffled_pack(seed: object, hand_index: int) -> list[Card] | None:
    """The 52 cards in the order ``DealShuffler(seed, hand_index).shuffle`` leaves them, or
    ``None`` when this shortcut does not apply (the caller then uses ``DealShuffler``)."""
    global _checked
    if _checked is None:
        _checked = _agrees()
    if not _checked:
        return None
    return _shuffle_52(seed, hand_index)
