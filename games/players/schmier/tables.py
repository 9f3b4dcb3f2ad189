"""Card tables the Schmier players look up on every decision, built once per trump suit.

The engine's ``TrumpTables`` answer "which suit does this card follow as" and "how high is it";
a player also asks "what does giving this card away cost" and "which card of this mask is the
highest in this trick", thousands of times per decision during a search.  Precomputed tuples
keep those questions to index lookups.
"""

from __future__ import annotations

from games.cards import JOKER_INDEX
from games.schmier.trumps import CARD_VALUES, TABLES, TrumpTables

FULL = (1 << 53) - 1
JOKER = JOKER_INDEX

TRUMP_ORDER: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted((c for c in range(53) if t.mask >> c & 1), key=lambda c: -t.power[c]))
    for t in TABLES
)
"""``TRUMP_ORDER[trump]``: the 15 trumps, highest first."""

POINT_CARDS: tuple[int, ...] = tuple(1 << t.right | 1 << t.left | 1 << JOKER for t in TABLES)
"""Per trump: cards whose trick winner scores a point (the two bauers and the joker)."""


def best_of(mask: int, order: tuple[int, ...]) -> int:
    """The strongest card of ``mask`` in ``order``, or -1 if none of them is in it."""
    for c in order:
        if mask >> c & 1:
            return c
    return -1


def _potential(t: TrumpTables, c: int) -> int:
    """How much a card is worth keeping for later tricks: a trump by its rank, a plain card by
    its rank (an ace can still win its suit)."""
    if t.mask >> c & 1:
        return 10 + t.power[c] - 100
    return c % 13


def _gain(t: TrumpTables, c: int) -> int:
    """What a card brings to the trick that takes it: its Game value, and a point for a bauer
    or the joker (a point weighs about two tens)."""
    return 3 * CARD_VALUES[c] + (60 if POINT_CARDS[t.suit] >> c & 1 else 0)


POTENTIAL: tuple[tuple[int, ...], ...] = tuple(
    tuple(_potential(t, c) for c in range(53)) for t in TABLES
)
GAIN: tuple[tuple[int, ...], ...] = tuple(tuple(_gain(t, c) for c in range(53)) for t in TABLES)


def _dump_costs(t: TrumpTables) -> tuple[int, ...]:
    """What throwing each card on a trick the seat's team loses costs: what it hands over plus
    what keeping it would have been worth.  The trump 2 costs almost nothing (Low is its
    player's whatever happens to the trick); the trump ace is never thrown (it always wins)."""
    out = []
    for c in range(53):
        if c == t.two:
            out.append(3)
        elif c == t.ace:
            out.append(400)
        else:
            out.append(POTENTIAL[t.suit][c] + GAIN[t.suit][c])
    return tuple(out)


DUMP_COST: tuple[tuple[int, ...], ...] = tuple(_dump_costs(t) for t in TABLES)
"""``DUMP_COST[trump][card]``: lower is a better card to throw on a trick the team loses."""
WIN_SCORE: tuple[tuple[int, ...], ...] = tuple(
    tuple(GAIN[t.suit][c] - POTENTIAL[t.suit][c] for c in range(53)) for t in TABLES
)
"""``WIN_SCORE[trump][card]``: higher is a better card to win a trick with, or to give to a
trick the team surely wins (it banks its value and uses up little future strength)."""

__all__ = [
    "CARD_VALUES",
    "DUMP_COST",
    "FULL",
    "GAIN",
    "JOKER",
    "POINT_CARDS",
    "POTENTIAL",
    "TABLES",
    "TRUMP_ORDER",
    "WIN_SCORE",
    "TrumpTables",
    "best_of",
]
