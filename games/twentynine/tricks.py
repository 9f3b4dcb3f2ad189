"""Who wins a Twenty-Nine trick, and where a declared pair moves the target (RULES.md §1.4).

Plain functions over card ints, shared by the deal (``HandState``) and by the computer players'
rollouts and exact searches, which ask them thousands of times per decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.twentynine.cards import SUIT_OF
from games.twentynine.options import Options


def trick_winner(cards: Sequence[int], led: int, trump: int, strength: Sequence[int]) -> int:
    """Index in ``cards`` (in play order) of the card winning them.

    ``trump`` is the trump suit if it counts in this trick (revealed), else -1; ``strength``
    the deal's trick order (``cards.STRENGTH``, or ``REVERSED`` under No-Trump reverse).  The
    highest trump wins, else the highest card of the ``led`` suit.
    """
    best = 0
    bc = cards[0]
    bt = SUIT_OF[bc] == trump
    for i in range(1, len(cards)):
        c = cards[i]
        s = SUIT_OF[c]
        if s == trump:
            if not bt or strength[c] > strength[bc]:
                best, bc, bt = i, c, True
        elif s == led and not bt and strength[c] > strength[bc]:
            best, bc = i, c
    return best


def pair_target(bid: int, target: int, bidders: bool, o: Options) -> int:
    """The target once a pair is declared: 4 lower for the bidding side, 4 higher against it.

    ``bid`` is the winning bid, ``target`` the target before the pair, ``bidders`` whether the
    pair's holder is on the bidding side.  ``pair_adjust`` ``clamp`` keeps the result within
    ``min_bid`` .. ``max_points``; ``all_or_nothing`` leaves the target as it was instead.
    """
    t = bid - 4 if bidders else bid + 4
    lo, hi = o.min_bid, o.max_points
    if o.pair_adjust == "clamp":
        return min(max(t, lo), hi)
    return t if lo <= t <= hi else target
