"""What one seat may see of a Spades hand (``SpadesMatch.view``).

Hidden information is modelled here, not left to the renderer: a seat's own cards appear only
after it has looked (the exchange counts as looking), nobody else's cards ever appear, the cards
of a ``give`` are shown only to the giver and the receiver, and whether a seat has looked is
known only to that seat (its ``look`` is left out of the others' history).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict

from games.actions import Action, Give, Look
from games.cards import CARDS
from games.core import LastTrick, MatchView
from games.spades.hand import EXCHANGE, PLAYING, SpadesHand
from games.spades.scoring import bid_json
from games.spades.tables import display_order


class ExchangeView(TypedDict):
    """The exchange due now: who gives how many cards to whom."""

    giver: int
    receiver: int
    cards: int


class SpadesKeys(TypedDict, total=False):
    """The keys a Spades view adds to ``MatchView`` (present while a hand is in play)."""

    hand: list[str] | None
    looked: bool | None
    hand_sizes: list[int]
    bids: list[str | int | None]
    """Per seat: ``None`` before bidding, ``"nil"``, ``"blind"`` or a number."""
    exchange: ExchangeView | None
    leader: int | None
    trick: list[list[Any]]
    """``[[seat, card], ...]`` in the order played."""
    last_trick: LastTrick | None
    tricks_won: list[int]
    spades_broken: bool
    bags: list[int]
    target: int
    history: list[list[Any]]
    """``[[seat, text], ...]`` as this seat may know it."""
    last_hand: dict[str, Any] | None


class SpadesView(MatchView, SpadesKeys):
    """What ``SpadesMatch.view`` returns: the common keys and Spades' own."""


def _trick_json(leader: int, cards: list[int]) -> list[list[Any]]:
    return [[(leader + i) & 3, str(CARDS[c])] for i, c in enumerate(cards)]


def history(actions: Sequence[tuple[int, Action]], seat: int | None) -> list[list[Any]]:
    out: list[list[Any]] = []
    for s, a in actions:
        if isinstance(a, Look):
            if s == seat:
                out.append([s, "look"])
        elif isinstance(a, Give) and seat not in (s, s ^ 2):
            out.append([s, f"give {len(a.cards)} cards"])
        else:
            out.append([s, str(a)])
    return out


def spades_view(
    h: SpadesHand,
    seat: int | None,
    actions: Sequence[tuple[int, Action]],
    last_hand: dict[str, Any] | None,
    bags: tuple[int, int],
    target: int,
) -> SpadesKeys:
    """The game-specific view keys (documented in ``games.spades``)."""
    looked = seat is not None and h.looked[seat]
    last = h.last_trick
    exchange: ExchangeView | None = None
    if h.ph == EXCHANGE:
        giver = h.turn
        exchange = {"giver": giver, "receiver": giver ^ 2, "cards": h.exchanges[h.xi][1]}
    return {
        "hand": display_order(h.hand_mask(seat)) if looked and seat is not None else None,
        "looked": looked if seat is not None else None,
        "hand_sizes": [h.hand_mask(s).bit_count() for s in range(4)],
        "bids": [bid_json(b) for b in h.bids],
        "exchange": exchange,
        "leader": h.leader if h.ph == PLAYING else None,
        "trick": _trick_json(h.leader, h.trick),
        "last_trick": (
            {"cards": _trick_json(last[0], last[1]), "winner": last[2]} if last else None
        ),
        "tricks_won": list(h.tricks),
        "spades_broken": h.broken,
        "bags": list(bags),
        "target": target,
        "history": history(actions, seat),
        "last_hand": last_hand,
    }
