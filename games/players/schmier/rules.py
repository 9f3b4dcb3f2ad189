"""``basic``'s decisions, each a function of the seat's ``Knowledge`` and the legal actions.

- Bid: the calibrated model (``model``) gives the points the hand can expect with its best
  trump; the seat bids the level with the best expected margin (a set costs the bid), and
  only if that beats passing.  A partner's high bid is not overcalled without a clearly better
  hand; the dealer, when everyone passed, opens on a thinner hand (the alternative is a redeal).
- Trump: the suit the model values most.
- Discards: ``policy.non_dealer_discard`` / ``policy.dealer_discard`` (keep trumps and aces,
  throw small off-suit cards), always within the view's ``discard_rule``.
- Play: ``policy.play_card`` with what the seat may know: any unseen card may lie with any
  seat that has not shown void in its suit.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action, Bid, Discard, Pass, Play, Trump
from games.cards import CARDS, Suit
from games.players.masks import cards_in
from games.players.schmier import model, model_data
from games.players.schmier.knowledge import SEATS, Knowledge
from games.players.schmier.policy import dealer_discard, non_dealer_discard, play_card

PARTNER_MARGIN = 1.0
"""The margin a seat must expect from its own bid before it overcalls its partner's."""
REDEAL_MARGIN = 0.0
"""What the dealer expects from passing when everyone else passed (a redeal)."""


def decide(k: Knowledge, legal: Sequence[Action]) -> Action:
    """``basic``'s action for every phase."""
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if isinstance(first, (Bid, Pass)):
        return choose_bid(k, legal)
    if isinstance(first, Trump):
        suit, _ = model.best_trump(k.hand, k.seat == k.dealer, k.n_teams)
        return Trump(Suit(suit))
    if isinstance(first, Discard):
        return choose_discard(k, legal)
    return Play(CARDS[choose_card(k, legal)])


def choose_bid(k: Knowledge, legal: Sequence[Action], pass_margin: float | None = None) -> Action:
    bids = [a.n for a in legal if isinstance(a, Bid)]
    if not bids:
        return legal[0]
    can_pass = any(isinstance(a, Pass) for a in legal)
    n = basic_bid(k.hand, k.seat, k.dealer, k.n_teams, k.bidder, bids, can_pass, pass_margin)
    return Bid(n) if n else Pass()


def basic_bid(
    hand: int,
    seat: int,
    dealer: int,
    n_teams: int,
    bidder: int,
    bids: Sequence[int],
    can_pass: bool = True,
    pass_margin: float | None = None,
) -> int:
    """The bid (0: pass) of a seat holding ``hand`` when the legal bids are ``bids`` and the
    high bid so far is ``bidder``'s (-1: nobody's).  A pure function of the hand and the
    auction, so ``strong`` can replay the other seats' auction in its simulations."""
    if not bids:
        return 0
    _, mu = model.best_trump(hand, seat == dealer, n_teams)
    margin, _, bid = max((model.bid_margin(mu, b, n_teams), -b, b) for b in bids)
    if not can_pass:
        return bid
    if bidder >= 0 and bidder % n_teams == seat % n_teams:
        floor = PARTNER_MARGIN
    elif seat == dealer and bidder < 0:
        floor = REDEAL_MARGIN
    else:
        floor = model_data.PASS_MARGIN if pass_margin is None else pass_margin
    return bid if margin > floor else 0


def choose_discard(k: Knowledge, legal: Sequence[Action]) -> Action:
    rule = k.discard_rule
    if rule is not None and rule.get("dealer"):
        out = dealer_discard(k.trump, k.hand)
        return Discard([CARDS[c] for c in cards_in(out)])
    max_discard = rule["max"] if rule is not None else k.options.max_discard
    out = non_dealer_discard(k.trump, k.hand, max_discard)
    action = Discard([CARDS[c] for c in cards_in(out)])
    return action if action in legal else legal[0]


def possible_cards(k: Knowledge) -> list[int]:
    """Per seat, the cards it might hold: unseen, and not of a suit it has shown void in."""
    t = k.t
    unseen = k.unseen
    poss = []
    for q in range(SEATS):
        if q == k.seat:
            poss.append(k.hand)
            continue
        if k.hand_sizes[q] == 0:
            poss.append(0)
            continue
        m = unseen
        v = k.voids[q]
        for s in range(4):
            if v >> s & 1:
                m &= ~t.suit_masks[s]
        poss.append(m)
    return poss


def choose_card(k: Knowledge, legal: Sequence[Action]) -> int:
    legal_mask = 0
    for a in legal:
        legal_mask |= 1 << a.card  # type: ignore[attr-defined]
    team_of = tuple(s % k.n_teams for s in range(SEATS))
    first = k.tricks_done == 0 and k.bidder >= 0 and k.team(k.bidder) == k.my_team
    return play_card(
        k.trump,
        k.seat,
        k.hand,
        legal_mask,
        k.trick,
        team_of,
        possible_cards(k),
        False,
        first,
    )
