"""What one seat may see of a Schmier hand (``seat=None``: what everybody sees).

Cards leave the engine only through here, and only these:
- the seat's own hand, its own discards and the replacement cards it drew (``drawn``; for the
  dealer, the stock it picked up);
- cards played to tricks, which everybody sees;
- the dealer's discarded trumps, to everybody, only with ``show_dealer_trump_discards``.
Another seat's discard shows only as its size (``discard 2 cards``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.actions import Discard
from games.cards import CARDS, cards_of
from games.schmier.scoring import AWARD_ORDER
from games.schmier.trumps import display_key

if TYPE_CHECKING:
    from games.schmier.match import SchmierMatch


def _texts(mask: int) -> list[str]:
    return [str(c) for c in cards_of(mask)]


def _trick(leader: int, cards: list[int]) -> list[list[Any]]:
    return [[(leader + i) % 6, str(CARDS[c])] for i, c in enumerate(cards)]


def redacted_discard(n: int, public_trumps: list[str] | None) -> str:
    text = f"discard {n} card" + ("" if n == 1 else "s")
    if public_trumps:
        text += " (trumps " + " ".join(public_trumps) + ")"
    return text


def build_view(m: SchmierMatch, seat: int | None) -> dict[str, Any]:
    t = m._t
    show_trumps = m.options.show_dealer_trump_discards
    public_dealer_trumps = _texts(m._dealer_trumps_out) if show_trumps else []
    own = seat is not None
    hand: list[str] | None = None
    if own:
        hand = [str(c) for c in sorted(cards_of(m._hands[seat]), key=lambda c: display_key(c, t))]
    history: list[list[Any]] = []
    for s, a in m.hands[-1].actions:
        if isinstance(a, Discard) and s != seat:
            trumps = public_dealer_trumps if s == m._dealer else None
            history.append([s, redacted_discard(len(a.cards), trumps)])
        else:
            history.append([s, str(a)])
    last = m._last_trick
    awards = {k: m._awards[k] for k in AWARD_ORDER if k in m._awards}
    view: dict[str, Any] = {
        "hand": hand,
        "hand_sizes": [h.bit_count() for h in m._hands],
        "bids": [None if b is None else "pass" if b == 0 else b for b in m._bids],
        "bidder": m._bidder if m._bidder >= 0 else None,
        "bid": m._high or None,
        "trump": None if t is None else "SHDC"[t.suit],
        "trick": _trick(m._leader, m._trick),
        "leader": m._leader if m._leader >= 0 else None,
        "last_trick": None
        if last is None
        else {
            "cards": _trick(last[0], last[1]),
            "winner": last[2],
        },
        "tricks_won": list(m._tricks_won),
        "history": history,
        "last_hand": m.results[-1].to_json() if m.results else None,
        "stock_size": len(m._stock) - m._stock_pos,
        "discard_counts": list(m._discard_count),
        "game_values": list(m._values),
        "awards": awards,
        "dealer_trump_discards": public_dealer_trumps if m._discard_count[m._dealer] else None,
        "discarded": _texts(m._discarded[seat]) if own else None,
        "drawn": _texts(m._drawn[seat]) if own else None,
        "discard_rule": None,
    }
    if own and m.phase == "discard" and seat == m._turn:
        rule = m.discard_constraints(seat)
        view["discard_rule"] = None if rule is None else rule.to_json()
    return view
