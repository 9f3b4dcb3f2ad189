"""Twenty-Nine's pack, trick order and card points, as flat tables indexed by card int.

Hands are bitmasks over card ints (``1 << card``), so following suit is one ``&`` with a suit
mask.  Every lookup the play loop needs is precomputed here once, including the tuple of interned
``play`` actions for each of the 256 subsets of a suit, so ``legal_actions`` allocates almost
nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.actions import PLAY, Play
from games.cards import CARDS, PACK_32, SUIT_MASKS, Card, Rank

PACK: tuple[Card, ...] = PACK_32

LOW_TO_HIGH: tuple[Rank, ...] = (
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.QUEEN,
    Rank.KING,
    Rank.TEN,
    Rank.ACE,
    Rank.NINE,
    Rank.JACK,
)
"""The trick order of every suit, trump included (J 9 A 10 K Q 8 7, read backwards)."""

_POINTS_BY_RANK = {Rank.JACK: 3, Rank.NINE: 2, Rank.ACE: 1, Rank.TEN: 1}

STRENGTH: list[int] = [0] * 52
"""Trick strength of each card in the normal order (7 = 0 … J = 7)."""
REVERSED: list[int] = [0] * 52
"""Trick strength under No-Trump reverse (J = 0 … 7 = 7)."""
POINTS: list[int] = [0] * 52
for _s in range(4):
    for _i, _r in enumerate(LOW_TO_HIGH):
        _c = _s * 13 + _r
        STRENGTH[_c] = _i
        REVERSED[_c] = 7 - _i
        POINTS[_c] = _POINTS_BY_RANK.get(_r, 0)

SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(52))
SUITS: tuple[int, ...] = SUIT_MASKS[:4]
KING_QUEEN: tuple[int, ...] = tuple(
    (1 << (s * 13 + Rank.KING)) | (1 << (s * 13 + Rank.QUEEN)) for s in range(4)
)
"""Mask of the K and Q of each suit: the Pair."""

_LOW = Rank.SEVEN  # the 32-card pack uses bits 5..12 of each suit's 13


def _suit_plays(suit: int, pattern: int) -> tuple[Play, ...]:
    return tuple(PLAY[suit * 13 + _LOW + b] for b in range(8) if pattern >> b & 1)


_PLAYS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    tuple(_suit_plays(s, p) for p in range(256)) for s in range(4)
)
_P0, _P1, _P2, _P3 = _PLAYS


def plays_of(mask: int) -> tuple[Play, ...]:
    """The interned ``play`` actions for the cards of ``mask`` (by suit, then rank index)."""
    return (
        _P0[mask >> 5 & 255] + _P1[mask >> 18 & 255] + _P2[mask >> 31 & 255] + _P3[mask >> 44 & 255]
    )


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def points_of(cards: Iterable[int]) -> int:
    return sum(POINTS[c] for c in cards)


def lowest_of(mask: int) -> int:
    """The weakest card of ``mask`` in the normal order (the own-card trump card goes down)."""
    return min(cards_in(mask), key=STRENGTH.__getitem__)


def display_sorted(mask: int, reverse_ranks: bool = False) -> list[str]:
    """Cards by suit (S H D C), then high to low in this hand's trick order."""
    table = REVERSED if reverse_ranks else STRENGTH
    return [str(CARDS[c]) for c in sorted(cards_in(mask), key=lambda c: (c // 13, -table[c]))]
