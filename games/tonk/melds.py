"""Card values, counts and spreads (books and ace-low runs) on card bitmasks.

Hands and spreads are ``int`` bitmasks (bit ``c`` = card ``c``), so the engine can list every
spread a hand could lay, or the cards a spread on the table would take, with a few table
look-ups.  There are only 329 possible spreads (65 books, 264 runs); they are all built once at
import, each with its interned ``spread`` action and the mask of cards that could hit it.

Ranks are stored ``2..A`` (index 0..12), but Tonk runs are ace-low: the "low index" of a card is
``(rank + 1) % 13`` (A=0, 2=1, ..., K=12) and a run is 3+ consecutive low indices in one suit.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.actions import Action, Discard, Hit, Spread
from games.cards import CARDS, PACK_52

VALUES: tuple[int, ...] = tuple((r + 2 if r <= 8 else 10 if r <= 11 else 1) for r in range(13))
"""Card value by rank index: 2-10 face value, J Q K 10, A 1."""

_SUIT_BITS = (1 << 13) - 1
_SUIT_COUNT: tuple[int, ...] = tuple(
    sum(VALUES[r] for r in range(13) if m >> r & 1) for m in range(1 << 13)
)
_RANK_MASKS: tuple[int, ...] = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))
ACE = 12


CARD_VALUES: tuple[int, ...] = tuple(VALUES[c % 13] for c in range(52))
"""Card value by card index (``count`` of that one card)."""


def count(mask: int) -> int:
    """The Tonk count of the cards in ``mask`` (what a hand is worth at a showdown)."""
    t = _SUIT_COUNT
    return (
        t[mask & _SUIT_BITS]
        + t[(mask >> 13) & _SUIT_BITS]
        + t[(mask >> 26) & _SUIT_BITS]
        + t[mask >> 39]
    )


def low_index(card: int) -> int:
    return (card % 13 + 1) % 13


def _card_low(suit: int, low: int) -> int:
    return suit * 13 + (low - 1) % 13


@dataclass(frozen=True, slots=True)
class SpreadKind:
    """One possible spread: what it is, what may hit it, and its action."""

    mask: int
    book: bool
    accepts: int
    """Cards that could be added to it (a book's missing card; a run's neighbours)."""
    action: Spread


def _make_table() -> dict[int, SpreadKind]:
    table: dict[int, SpreadKind] = {}
    for r in range(13):
        full = _RANK_MASKS[r]
        table[full] = SpreadKind(full, True, 0, Spread(_cards(full)))
        for s in range(4):
            m = full & ~(1 << (s * 13 + r))
            table[m] = SpreadKind(m, True, full & ~m, Spread(_cards(m)))
    for s in range(4):
        for lo in range(13):
            for hi in range(lo + 2, 13):
                m = sum(1 << _card_low(s, i) for i in range(lo, hi + 1))
                acc = (1 << _card_low(s, lo - 1) if lo > 0 else 0) | (
                    1 << _card_low(s, hi + 1) if hi < 12 else 0
                )
                table[m] = SpreadKind(m, False, acc, Spread(_cards(m)))
    return table


def _cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


SPREADS: dict[int, SpreadKind] = _make_table()
"""Every legal spread by card mask."""


_RUNS: dict[int, tuple[int, ...]] = {}
"""For a 13-bit rank mask of one suit, the rank masks of every run inside it (built on use)."""


def _runs(m: int) -> tuple[int, ...]:
    runs = _RUNS.get(m)
    if runs is not None:
        return runs
    low = ((m << 1) & _SUIT_BITS) | (m >> 12)  # ace-low bit order
    found = []
    if low & (low >> 1) & (low >> 2):
        for lo in range(11):
            if not low >> lo & 1:
                continue
            hi = lo
            while hi < 12 and low >> (hi + 1) & 1:
                hi += 1
                if hi - lo >= 2:
                    found.append(sum(1 << (i - 1) % 13 for i in range(lo, hi + 1)))
    runs = _RUNS[m] = tuple(found)
    return runs


PLAIN_CACHES: tuple[dict[int, tuple[tuple[Action, ...], tuple[Action, ...]]], ...] = (
    {},
    {},
    {},
    {},
)
"""Per suit: rank mask -> ``plain_suit_actions`` (the engine reads these dicts directly)."""


def plain_suit_actions(suit: int, m: int) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    """The runs to lay and the discards (in display order) from one suit's cards (rank mask
    ``m``), when no option restricts either; cached, because the engine asks on every turn."""
    acts = PLAIN_CACHES[suit].get(m)
    if acts is None:
        shift = suit * 13
        spreads = tuple(SPREADS[r << shift].action for r in _runs(m))
        discards = tuple(DISCARDS[shift + r] for r in DISPLAY_RANKS if m >> r & 1)
        acts = PLAIN_CACHES[suit][m] = (spreads, discards)
    return acts


DISPLAY_RANKS: tuple[int, ...] = (11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12)
"""Rank indices in display order: K high down to A low."""


def books_in(hand: int) -> list[int]:
    """The masks of every book that can be laid from ``hand`` (each three of four, and four)."""
    out: list[int] = []
    s0 = hand & _SUIT_BITS
    s1 = (hand >> 13) & _SUIT_BITS
    s2 = (hand >> 26) & _SUIT_BITS
    s3 = hand >> 39
    three = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    while three:
        low = three & -three
        r = low.bit_length() - 1
        three ^= low
        cards = hand & _RANK_MASKS[r]
        out.append(cards)
        if cards == _RANK_MASKS[r]:
            for s in range(4):
                out.append(cards & ~(1 << (s * 13 + r)))
    return out


def spreads_in(hand: int) -> list[int]:
    """The masks of every spread that can be laid from ``hand`` (books of 3 and 4, all runs)."""
    out = [run << shift for shift in (0, 13, 26, 39) for run in _runs((hand >> shift) & _SUIT_BITS)]
    out.extend(books_in(hand))
    return out


def held_spread(hand: int, allow_three_aces: bool) -> int:
    """A spread ``hand`` holds (0 if none); three aces alone do not count when allowed."""
    for shift in (0, 13, 26, 39):
        runs = _runs((hand >> shift) & _SUIT_BITS)
        if runs:
            return runs[0] << shift
    s0 = hand & _SUIT_BITS
    s1 = (hand >> 13) & _SUIT_BITS
    s2 = (hand >> 26) & _SUIT_BITS
    s3 = hand >> 39
    three = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    while three:
        low = three & -three
        r = low.bit_length() - 1
        three ^= low
        cards = hand & _RANK_MASKS[r]
        if allow_three_aces and r == ACE and cards != _RANK_MASKS[r]:
            continue
        return cards
    return 0


def spread_problem(mask: int) -> str:
    """Why the cards in ``mask`` are not a spread, in words a player understands."""
    cards = _cards(mask)
    if len(cards) < 3:
        return "a spread is at least three cards"
    ranks = {c % 13 for c in cards}
    if len({c // 13 for c in cards}) > 1:
        return "a book is cards of one rank and a run is cards of one suit"
    if {ACE, ACE - 1} <= ranks:
        return "the ace is low: Q-K-A and K-A-2 are not runs"
    return "a run is three or more cards in sequence, with no gaps"


def table_order(mask: int) -> list[str]:
    """Record strings of a spread in the order it is shown on the table."""
    cards = _cards(mask)
    kind = SPREADS.get(mask)
    if kind is not None and not kind.book:
        cards.sort(key=low_index)
    return [str(CARDS[c]) for c in cards]


_DISPLAY_KEY: tuple[int, ...] = tuple(c // 13 * 13 + 12 - low_index(c) for c in range(52))


def display_cards(mask: int) -> list[int]:
    """The cards of ``mask`` by suit, then rank high to low in Tonk's order (K high, A low)."""
    cards = []
    while mask:
        low = mask & -mask
        mask ^= low
        cards.append(low.bit_length() - 1)
    cards.sort(key=_DISPLAY_KEY.__getitem__)
    return cards


def hand_order(mask: int) -> list[str]:
    """A hand for display, as record strings (see ``display_cards``)."""
    return [_TEXT[c] for c in display_cards(mask)]


_TEXT: tuple[str, ...] = tuple(str(c) for c in PACK_52)


DISCARDS: tuple[Discard, ...] = tuple(Discard((c,)) for c in PACK_52)
"""``DISCARDS[card]`` is the interned one-card ``discard`` action."""

_HITS: dict[int, Hit] = {}


def hit_action(card: int, index: int) -> Hit:
    """The interned ``hit <card> <index>`` action."""
    key = index * 64 + card
    act = _HITS.get(key)
    if act is None:
        act = _HITS[key] = Hit(CARDS[card], index)
    return act
