"""Building Schmier deals and driving a hand to the point a test cares about."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from games.actions import Discard, Play
from games.cards import PACK_53, Card, Suit, cards_of, parse_cards
from games.core import Deal
from games.schmier import SchmierMatch
from games.schmier.trumps import TABLES

CARD_RE = re.compile(r"\b(?:[2-9TJQKA][SHDC]|JK)\b")


def c(text: str) -> Card:
    return Card.parse(text)


def make_deal(hands: dict[int, str], stock: str = "", trump: str = "H") -> Deal:
    """Seats in ``hands`` get exactly those six cards; the rest is dealt round-robin to the other
    seats, trumps (of ``trump``) first so the stock is trump-free when possible; ``stock`` gives
    the top of the stock."""
    t = TABLES[Suit.parse(trump)]
    out = {s: list(parse_cards(h)) for s, h in hands.items()}
    assert all(len(h) == 6 for h in out.values()), "specify whole hands"
    head = list(parse_cards(stock))
    used = {x for h in out.values() for x in h} | set(head)
    rest = sorted((x for x in PACK_53 if x not in used), key=lambda x: not t.mask >> x & 1)
    free = [s for s in range(6) if s not in out]
    for s in free:
        out[s] = []
    while any(len(out[s]) < 6 for s in free):
        for s in free:
            if len(out[s]) < 6:
                out[s].append(rest.pop(0))
    return Deal(tuple(tuple(out[s]) for s in range(6)), tuple(head + rest))


def bid_and_trump(m: SchmierMatch, bids: list[str] | None = None, trump: str = "H") -> None:
    """Default auction: the first seat after the dealer bids 3, everyone else passes."""
    for text in bids or ["bid 3"] + ["pass"] * 5:
        if m.phase != "bid":
            break
        m.apply(m.to_act[0], text)
    m.apply(m.to_act[0], f"trump {trump}")


def dealer_auto_discard(m: SchmierMatch) -> Discard:
    """A legal dealer discard that throws away the picked-up cards first."""
    d = m.dealer
    rule = m.discard_constraints(d)
    assert rule is not None and rule.dealer
    drawn = m.hand.drawn[d]
    may = sorted(rule.may, key=lambda x: (not drawn >> x & 1, x))
    action = Discard([*rule.must, *may[: rule.min_count - len(rule.must)]])
    m.apply(d, action)
    return action


def start(
    deal: Deal,
    *,
    dealer: int = 0,
    options: dict[str, Any] | None = None,
    bids: list[str] | None = None,
    trump: str = "H",
    discards: dict[int, str] | None = None,
) -> SchmierMatch:
    """A match on ``deal``, driven to the first lead (non-dealers discard nothing by default)."""
    m = SchmierMatch(options, dealer=dealer, deals=[deal], seed=0)
    bid_and_trump(m, bids, trump)
    discards = discards or {}
    for i in range(1, 6):
        s = (dealer + i) % 6
        m.apply(s, discards.get(s, "discard"))
    dealer_auto_discard(m)
    assert m.phase == "play"
    return m


def play_low(m: SchmierMatch, seat: int | None = None) -> Card:
    """Play the seat's weakest legal card: a non-trump if it may, else its lowest trump."""
    seat = m.to_act[0] if seat is None else seat
    t = m.hand.t
    assert t is not None
    legal = [a.card for a in m.legal_actions(seat) if isinstance(a, Play)]
    card = min(legal, key=lambda x: (bool(t.mask >> x & 1), t.power[x]))
    m.apply(seat, Play(card))
    return card


def play(m: SchmierMatch, *texts: str) -> None:
    """Play cards in turn order: each text is the card of the seat on turn."""
    for text in texts:
        m.apply(m.to_act[0], f"play {text}")


def hand_cards(m: SchmierMatch, seat: int) -> set[str]:
    return {str(x) for x in cards_of(m.hand.hands[seat])}


def random_action(m: SchmierMatch, rng: random.Random, pass_bias: float = 0.6) -> tuple[int, Any]:
    """A random legal action; passes often in the auction so random matches do end."""
    seat = m.to_act[0]
    legal = m.legal_actions(seat)
    if m.phase == "bid" and legal[0].verb == "pass" and rng.random() < pass_bias:
        return seat, legal[0]
    return seat, rng.choice(legal)


def snapshot(m: SchmierMatch) -> str:
    views = [m.view(s) for s in (None, *range(6))]
    return json.dumps([m.record(), views, m.legal_actions(m.to_act[0]) and True], default=str)


def cards_in(obj: Any) -> set[str]:
    return set(CARD_RE.findall(json.dumps(obj)))
