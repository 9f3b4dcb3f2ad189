"""Building explicit Twenty-Nine deals and driving them through the public API."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from games import new_match
from games.cards import parse_cards
from games.core import Deal
from games.twentynine import TwentyNineMatch

N, E, S, W = 0, 1, 2, 3


def deal(n: str, e: str, s: str, w: str) -> Deal:
    """A deal from four 8-card strings (the first four cards of each are the first batch)."""
    return Deal(tuple(tuple(parse_cards(h)) for h in (n, e, s, w)))


def table(
    *deals: Deal, options: Mapping[str, Any] | None = None, dealer: int = W
) -> TwentyNineMatch:
    """A match on explicit deals; dealer W by default, so N speaks and leads first (§1.7)."""
    m = new_match("twentynine", options, seed=0, dealer=dealer, deals=list(deals))
    assert isinstance(m, TwentyNineMatch)
    return m


def act(m: TwentyNineMatch, *texts: str) -> None:
    """Apply each action for the seat on turn."""
    for t in texts:
        m.apply(m.to_act[0], t)


def plays(m: TwentyNineMatch, cards: str) -> None:
    for c in cards.split():
        m.apply(m.to_act[0], "play " + c)


def auction_to(m: TwentyNineMatch, bidder: int, bid: int, trump: str = "trump H") -> None:
    """Everyone passes except ``bidder``, who bids ``bid`` at its first turn; then trump."""
    while m.phase == "bid":
        seat = m.to_act[0]
        legal = [str(a) for a in m.legal_actions(seat)]
        m.apply(seat, f"bid {bid}" if seat == bidder and f"bid {bid}" in legal else legal[0])
    if trump:
        m.apply(bidder, trump)


def texts(m: TwentyNineMatch, seat: int) -> list[str]:
    return [str(a) for a in m.legal_actions(seat)]


def last(m: TwentyNineMatch) -> dict[str, Any]:
    return m.results[-1].to_json()


def all_views_json(m: TwentyNineMatch) -> dict[int | None, str]:
    return {s: json.dumps(m.view(s)) for s in (None, 0, 1, 2, 3)}


def first_legal_to_end(m: TwentyNineMatch, skip: Iterable[str] = ("pair",)) -> None:
    """Finish the current hand with the first legal non-``skip`` action each time."""
    n = len(m.results)
    while len(m.results) == n:
        seat = m.to_act[0]
        m.apply(seat, next(a for a in m.legal_actions(seat) if str(a) not in skip))


# N and S hold every card that scores, E and W every card that does not.
SWEEP = deal(
    "JS 9S AS TS JH 9H AH TH",
    "KS QS 8S 7S KH QH 8H 7H",
    "JD 9D AD TD JC 9C AC TC",
    "KD QD 8D 7D KC QC 8C 7C",
)


def sweep_match(options: dict[str, Any] | None, team: int, hands: int) -> TwentyNineMatch:
    """``hands`` deals in which ``team`` bids 15 and NS take every point (so NS make, EW fail)."""
    m = table(*[SWEEP] * (hands + 1), options=options)
    for _ in range(hands):
        first = (m.dealer + 1) % 4
        bidder = first if first % 2 == team else (first + 1) % 4
        auction_to(m, bidder, 15, "trump S")
        first_legal_to_end(m, skip=("pair", "double", "redouble"))
    return m
