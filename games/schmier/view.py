"""What one seat may see of a Schmier hand (``seat=None``: what everybody sees).

Cards leave the engine only through here, and only these:
- the seat's own hand, its own discards and the replacement cards it drew (``drawn``; for the
  dealer, the stock it picked up);
- cards played to tricks, which everybody sees;
- the dealer's discarded trumps, to everybody, only with ``show_dealer_trump_discards``.
Another seat's discard shows only as its size (``discard 2 cards``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict

from games.actions import Action, Discard
from games.cards import CARDS, cards_of
from games.core import LastTrick, MatchView
from games.schmier.discards import DiscardRuleView
from games.schmier.hand import DISCARD, SchmierHand
from games.schmier.scoring import AWARD_ORDER
from games.schmier.trumps import display_key


class SchmierKeys(TypedDict, total=False):
    """The keys a Schmier view adds to ``MatchView`` (present while a hand is in play)."""

    hand: list[str] | None
    hand_sizes: list[int]
    bids: list[int | str | None]
    """Per seat: ``None`` (not yet), ``"pass"`` or the bid."""
    bidder: int | None
    bid: int | None
    trump: str | None
    trick: list[list[Any]]
    """``[[seat, card], ...]`` in the order played."""
    leader: int | None
    last_trick: LastTrick | None
    tricks_won: list[int]
    history: list[list[Any]]
    """``[[seat, text], ...]``, other seats' discards redacted."""
    last_hand: dict[str, Any] | None
    stock_size: int
    discard_counts: list[int | None]
    game_values: list[int]
    awards: dict[str, int | None]
    dealer_trump_discards: list[str] | None
    discarded: list[str] | None
    drawn: list[str] | None
    discard_rule: DiscardRuleView | None


class SchmierView(MatchView, SchmierKeys):
    """What ``SchmierMatch.view`` returns: the common keys and Schmier's own."""


def _texts(mask: int) -> list[str]:
    return [str(c) for c in cards_of(mask)]


def _trick(leader: int, cards: list[int]) -> list[list[Any]]:
    return [[(leader + i) % 6, str(CARDS[c])] for i, c in enumerate(cards)]


def redacted_discard(n: int, public_trumps: list[str] | None) -> str:
    text = f"discard {n} card" + ("" if n == 1 else "s")
    if public_trumps:
        text += " (trumps " + " ".join(public_trumps) + ")"
    return text


def build_view(
    h: SchmierHand,
    seat: int | None,
    actions: Sequence[tuple[int, Action]],
    last_hand: dict[str, Any] | None,
) -> SchmierKeys:
    """The Schmier keys of ``seat``'s view of ``h``; ``last_hand`` is the previous hand's entry."""
    t = h.t
    show_trumps = h.o.show_dealer_trump_discards
    public_dealer_trumps = _texts(h.dealer_trumps_out) if show_trumps else []
    hand: list[str] | None = None
    if seat is not None:
        held = sorted(cards_of(h.hands[seat]), key=lambda c: display_key(c, t))
        hand = [str(c) for c in held]
    history: list[list[Any]] = []
    for s, a in actions:
        if isinstance(a, Discard) and s != seat:
            trumps = public_dealer_trumps if s == h.dealer else None
            history.append([s, redacted_discard(len(a.cards), trumps)])
        else:
            history.append([s, str(a)])
    last = h.last_trick
    awards = {k: h.awards[k] for k in AWARD_ORDER if k in h.awards}
    view: SchmierKeys = {
        "hand": hand,
        "hand_sizes": [m.bit_count() for m in h.hands],
        "bids": [None if b is None else "pass" if b == 0 else b for b in h.bids],
        "bidder": h.bidder if h.bidder >= 0 else None,
        "bid": h.high or None,
        "trump": None if t is None else "SHDC"[t.suit],
        "trick": _trick(h.leader, h.trick),
        "leader": h.leader if h.leader >= 0 else None,
        "last_trick": None
        if last is None
        else {
            "cards": _trick(last[0], last[1]),
            "winner": last[2],
        },
        "tricks_won": list(h.tricks_won),
        "history": history,
        "last_hand": last_hand,
        "stock_size": len(h.stock) - h.stock_pos,
        "discard_counts": list(h.discard_count),
        "game_values": list(h.values),
        "awards": awards,
        "dealer_trump_discards": public_dealer_trumps if h.discard_count[h.dealer] else None,
        "discarded": _texts(h.discarded[seat]) if seat is not None else None,
        "drawn": _texts(h.drawn[seat]) if seat is not None else None,
        "discard_rule": None,
    }
    if seat is not None and h.ph == DISCARD and seat == h.turn:
        view["discard_rule"] = h.discard_rule(seat).to_json()
    return view
