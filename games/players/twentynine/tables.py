"""Flat lookup tables over card ints for the Twenty-Nine players (the engine's card numbering).

A card is ``suit * 13 + rank`` (rank 5 = seven … 12 = ace); hands are bitmasks.  The play
policy runs tens of thousands of times per decision inside rollouts, so everything it asks about
a card is one list index: its suit, points, trick strength and the mask of the cards that beat it
in its own suit (normal and No-Trump-reversed order).  Masks become cards through the players'
shared ``games.players.masks``.
"""

from __future__ import annotations

from games.twentynine.cards import PACK, POINTS, REVERSED, STRENGTH, SUIT_OF, SUITS

ALL_CARDS: int = 0
for _c in PACK:
    ALL_CARDS |= 1 << _c

HIGHER: list[int] = [0] * 52
"""Cards of the same suit that beat ``c`` in the normal order (J 9 A 10 K Q 8 7)."""
HIGHER_REV: list[int] = [0] * 52
"""The same under No-Trump reverse (7 8 Q K 10 A 9 J)."""
for _c in PACK:
    for _d in PACK:
        if SUIT_OF[_c] == SUIT_OF[_d]:
            if STRENGTH[_d] > STRENGTH[_c]:
                HIGHER[_c] |= 1 << _d
            if REVERSED[_d] > REVERSED[_c]:
                HIGHER_REV[_c] |= 1 << _d

SUIT_POINTS: list[int] = [sum(POINTS[c] for c in PACK if SUIT_OF[c] == s) for s in range(4)]
"""Card points in each suit: 7 (J 3, 9 2, A 1, 10 1)."""

BY_STRENGTH: list[list[int]] = [
    sorted((c for c in PACK if SUIT_OF[c] == s), key=lambda c: STRENGTH[c]) for s in range(4)
]
"""Each suit's cards from weakest to strongest in the normal order."""


__all__ = [
    "ALL_CARDS",
    "BY_STRENGTH",
    "HIGHER",
    "HIGHER_REV",
    "POINTS",
    "REVERSED",
    "STRENGTH",
    "SUITS",
    "SUIT_OF",
    "SUIT_POINTS",
]
