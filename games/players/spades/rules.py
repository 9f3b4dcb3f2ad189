"""``basic``'s rules for everything but card play: look or blind nil, the bid, the exchange.

- **Look first.**  Blind nil (±200, bid unseen) is a gamble that loses more often than not, so a
  seat looks at its hand unless the side is desperate: trailing by ``DESPERATE_DEFICIT`` with the
  opponents close to the target, where only a big swing can save the match.
- **Bid honestly.**  The club player's trick count (``evaluate.estimate``), rounded, at least 1,
  within the partnership cap.  Nil when the hand has no trick to speak of and nothing dangerous
  (``evaluate.nil_risk``), not when partner already bid nil, and not when partner's bid shows it
  cannot cover.  With a nil partner a seat adds a trick it will win covering.
- **The exchange.**  A nil bidder passes its most dangerous cards (high spades, aces, kings, and
  it may empty a short suit); the partner passes back its least useful low cards, keeping its
  spades and winners to cover the nil.
"""

from __future__ import annotations

from games.players.masks import cards_in
from games.players.spades.evaluate import estimate, nil_risk
from games.players.spades.knowledge import Knowledge
from games.players.spades.sim import BLIND, NIL, UNKNOWN
from games.players.spades.tables import RANK, SUIT, SUIT_MASK

NIL_RISK_MAX = 1.0
"""Highest ``nil_risk`` that ``basic`` bids nil with."""
NIL_EST_MAX = 1.6
DESPERATE_DEFICIT = 200
DESPERATE_CLOSE = 150
"""Blind nil only when trailing by this much and the opponents are this close to the target."""


def desperate(k: Knowledge) -> bool:
    """Whether the side is far enough behind to gamble on a blind nil."""
    if k.bids[k.partner] in (NIL, BLIND):
        return False  # one nil per side: a double blind nil has no exchange and rarely holds
    us, them = k.scores[k.team], k.scores[k.team ^ 1]
    return them - us >= DESPERATE_DEFICIT and them >= k.target - DESPERATE_CLOSE


def nil_ok(k: Knowledge, hand: int) -> bool:
    """Whether ``hand`` is a nil ``basic`` would bid in ``k``'s situation."""
    return _nil_ok(k.bids[k.partner], hand, estimate(hand))


def _nil_ok(partner: int, hand: int, est: float) -> bool:
    if partner in (NIL, BLIND):
        return False
    if partner != UNKNOWN and partner <= 2 and est > 0.8:
        return False  # a weak partner cannot cover a shaky nil
    return nil_risk(hand) <= NIL_RISK_MAX and est <= NIL_EST_MAX


def cap_of(k: Knowledge) -> int:
    return _cap(k.bids[k.partner], k.options.partnership_bid_cap)


def _cap(partner: int, capped: bool) -> int:
    return 13 - partner if capped and partner > 0 else 13


def basic_bid(k: Knowledge, hand: int) -> int:
    """The honest bid for ``hand`` (0 = nil)."""
    return honest_bid(k.bids[k.partner], k.options.partnership_bid_cap, hand)


def honest_bid(partner: int, capped: bool, hand: int) -> int:
    """``basic_bid`` from all it reads: the partner's bid, the cap rule and the hand (a
    simulated later bidder asks this without a ``Knowledge`` of its own)."""
    est = estimate(hand)
    if _nil_ok(partner, hand, est):
        return 0
    if partner in (NIL, BLIND):
        est += 0.4  # covering a nil wins tricks with cards that would not otherwise
    bid = max(1, int(est + 0.5))
    return min(bid, _cap(partner, capped))


def danger(c: int, lengths: tuple[int, ...]) -> float:
    """How likely card ``c`` is to win a trick for a nil bidder holding it."""
    r = RANK[c]
    if SUIT[c] == 0:
        return r + 6.0
    d = float(r)
    n = lengths[SUIT[c]]
    if n <= 2 and r >= 9:
        d += 1.5  # an honour with no small cards to duck under it
    return d


def nil_gives(hand: int, k: int) -> list[int]:
    """The ``k`` cards a nil bidder passes: its most dangerous."""
    lengths = tuple((hand & SUIT_MASK[s]).bit_count() for s in range(4))
    cards = cards_in(hand)
    cards.sort(key=lambda c: (-danger(c, lengths), c))
    return sorted(cards[:k])


def cover_gives(hand: int, k: int) -> list[int]:
    """The ``k`` cards the nil bidder's partner passes back: low side cards it can spare.

    Low cards help the nil duck; giving from a short side suit also makes the partner void
    there, so it can trump that suit when the nil is in danger.
    """
    lengths = [(hand & SUIT_MASK[s]).bit_count() for s in range(4)]
    cards = cards_in(hand)

    def key(c: int) -> tuple[float, int]:
        r = RANK[c]
        cost = r + (8.0 if SUIT[c] == 0 else 0.0)
        if SUIT[c] and lengths[SUIT[c]] <= 2:
            cost -= 0.5  # shortening a short suit: a ruff for the cover later
        return cost, c

    cards.sort(key=key)
    return sorted(cards[:k])
