"""Honest hand evaluation: how many tricks a hand takes, and whether it can go nil.

The count is the one a club player makes, suit by suit, looked up in tables of the 8192 rank
patterns a suit can have so that the sampler can afford to evaluate thousands of hands:

- side suits: an ace is a trick (less in a long suit, which gets ruffed), a guarded king most of
  a trick, a queen with a higher honour and few cards part of one;
- spades: the ace, a guarded king, a twice-guarded queen, and every spade past the third;
- ruffs: a void, singleton or doubleton side suit with small spades to trump it.

``nil_risk`` scores the dangers of a nil: spade honours and length, side aces, unguarded kings
and queens (a king needs three small cards below it to be ducked safely).
"""

from __future__ import annotations

from games.players.spades.tables import SPADES, SUIT_MASK

_A, _K, _Q, _J, _T = 1 << 12, 1 << 11, 1 << 10, 1 << 9, 1 << 8


def _side_value(p: int) -> float:
    n = p.bit_count()
    v = 0.0
    a, k, q = p & _A, p & _K, p & _Q
    if a:
        v += 1.0 if n <= 5 else (0.8 if n == 6 else 0.55)
    if k:
        if n == 1:
            v += 0.25
        elif a:
            v += 0.9 if n <= 4 else (0.7 if n == 5 else 0.35)
        else:
            v += 0.75 if n <= 4 else (0.5 if n == 5 else 0.2)
    if q and 3 <= n <= 4:
        v += 0.55 if (a and k) else (0.3 if (a or k) else 0.15)
    return v


def _spade_value(p: int) -> float:
    n = p.bit_count()
    v = 0.0
    if p & _A:
        v += 1.0
    if p & _K:
        v += 1.0 if n >= 2 else 0.45
    if p & _Q:
        v += 0.95 if n >= 3 else (0.4 if n == 2 else 0.1)
    if p & _J:
        v += 0.5 if n >= 4 else (0.2 if n == 3 else 0.0)
    if n > 3:
        v += 0.9 * (n - 3)
    return min(v, float(n))


def _honours(p: int) -> int:
    return bool(p & _A) + bool(p & _K) + bool(p & _Q)


def _ruff(p: int, long_trumps: bool) -> float:
    """What a side suit of pattern ``p`` adds to the ruffing count (``long_trumps``: three or
    more spades, so a doubleton can be ruffed too)."""
    n = p.bit_count()
    if n == 0:
        return 0.9
    if n == 1 and not p & _A:
        return 0.5
    if n == 2 and long_trumps:
        return 0.15
    return 0.0


SIDE_VALUE: tuple[float, ...] = tuple(_side_value(p) for p in range(8192))
SPADE_VALUE: tuple[float, ...] = tuple(_spade_value(p) for p in range(8192))
HONOURS: tuple[int, ...] = tuple(_honours(p) for p in range(8192))
RUFF_SHORT: tuple[float, ...] = tuple(_ruff(p, False) for p in range(8192))
RUFF_LONG: tuple[float, ...] = tuple(_ruff(p, True) for p in range(8192))
"""Per-suit ruff values by table: the sampler evaluates tens of thousands of hands a second."""


def estimate(hand: int) -> float:
    """Expected tricks of a 13-card hand, by the club player's count."""
    sp = hand & 0x1FFF
    h = hand >> 13 & 0x1FFF
    d = hand >> 26 & 0x1FFF
    c = hand >> 39
    v = SIDE_VALUE[h] + SIDE_VALUE[d] + SIDE_VALUE[c] + SPADE_VALUE[sp]
    k = sp.bit_count()
    if k:
        small = k - HONOURS[sp] - max(0, k - 3)
        # long small spades are counted as length already; the rest can ruff short suits
        # (a suit that adds nothing adds 0.0, which leaves the sum exactly as it was)
        r = RUFF_LONG if k >= 3 else RUFF_SHORT
        ruff = 0.0 + r[h] + r[d] + r[c]
        if ruff:
            v += min(ruff, max(0.0, small + 0.5 * max(0, k - 3)) * 0.8)
    return v


def nil_risk(hand: int) -> float:
    """How dangerous the hand is as a nil (0: safe; above ~1.5: never)."""
    sp = hand & 0x1FFF
    k = sp.bit_count()
    risk = 0.0
    if k:
        top = sp.bit_length() - 1  # rank index of the highest spade
        if top >= 11:
            risk += 3.0
        elif top == 10:
            risk += 1.5
        elif top == 9:
            risk += 0.8 if k >= 2 else 0.5
        elif top == 8:
            risk += 0.3
        risk += max(0, k - 2) * 0.5 + max(0, k - 3) * 1.0
    for s in (1, 2, 3):
        p = hand >> (13 * s) & 0x1FFF
        n = p.bit_count()
        if not n:
            continue
        if p & _A:
            risk += 2.0
        low = (p & 0xFF).bit_count()  # cards 2..9 that can duck under the honours
        if p & _K:
            risk += 1.0 if low < 2 else (0.5 if low < 3 else 0.2)
        if p & _Q:
            risk += 0.6 if low < 2 else 0.15
        if p & _J and low < 2:
            risk += 0.3
        if p & _T and low < 1:
            risk += 0.15
        # a long suit without its bottom cards is led back at the nil
        if not p & 0b111 and n >= 3:
            risk += 0.2
    return risk


def spade_count(hand: int) -> int:
    return (hand & SUIT_MASK[0]).bit_count()


__all__ = ["SPADES", "estimate", "nil_risk", "spade_count"]
