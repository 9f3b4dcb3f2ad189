"""Explicit Tonk deals and small drivers for the scenario tests.

Seats are A=0, B=1, C=2 (D=3 with four players); the dealer is C by default, so A plays first
(RULES.md §4.5).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from games import new_match
from games.cards import CARDS, PACK_52, parse_cards
from games.core import Deal
from games.tonk import TonkMatch

A, B, C, D = 0, 1, 2, 3
CARD_RE = re.compile(r"\b([2-9TJQKA][SHDC])\b")


def deal(*hands: str, upcard: str | None = None, stock: str = "") -> Deal:
    """Five-card hands by seat; the stock starts with ``upcard`` (if given) then ``stock``, and
    the rest of the pack follows in its natural order."""
    hs = [parse_cards(h) for h in hands]
    top = ([*parse_cards(upcard)] if upcard else []) + [*parse_cards(stock)]
    used = {c for h in hs for c in h} | set(top)
    rest = [c for c in PACK_52 if c not in used]
    return Deal(tuple(tuple(h) for h in hs), tuple(top + rest))


def table(
    *deals: Deal,
    options: Mapping[str, Any] | None = None,
    dealer: int | None = None,
    auto_deal: bool = False,
) -> TonkMatch:
    """A match on explicit deals; by default the dealer is the last seat (C with three)."""
    seats = len(deals[0].hands)
    opts = dict(options or {})
    if seats > 3:
        opts.setdefault("max_players", seats)
    m = new_match(
        "tonk",
        opts,
        seats=seats,
        seed=0,
        dealer=seats - 1 if dealer is None else dealer,
        deals=list(deals),
        auto_deal=auto_deal,
    )
    assert isinstance(m, TonkMatch)
    return m


def act(m: TonkMatch, seat: int, *texts: str) -> None:
    for t in texts:
        m.apply(seat, t)


def stock_top(m: TonkMatch) -> str:
    """The card ``draw stock`` would take (tests may look; players may not)."""
    return str(CARDS[m.current.stock[-1]])


def pass_turn(m: TonkMatch, seat: int) -> str:
    """Draw from the stock and discard the card drawn (the hand stays as it was)."""
    card = stock_top(m)
    act(m, seat, "draw stock", f"discard {card}")
    return card


def last(m: TonkMatch) -> dict[str, Any]:
    return m.results[-1].to_json()


def snapshot(m: TonkMatch) -> str:
    """Everything observable: the record and every seat's view (and the public one)."""
    views = [m.view(s) for s in (None, *range(m.seats))]
    return json.dumps({"record": m.record(), "views": views}, sort_keys=True)


def run_out_stock(m: TonkMatch) -> None:
    """Every turn draws from the stock and discards that card, until the stock is empty."""
    while m.current.stock:
        pass_turn(m, m.to_act[0])


def legal_texts(m: TonkMatch, seat: int) -> list[str]:
    return [str(a) for a in m.legal_actions(seat)]


def cards_in(text: str) -> set[str]:
    return set(CARD_RE.findall(text))
