"""What one seat may see of a Spades hand (``SpadesMatch._view``).

Hidden information is modelled here, not left to the renderer: a seat's own cards appear only
after it has looked (the exchange counts as looking), nobody else's cards ever appear, the cards
of a ``give`` are shown only to the giver and the receiver, and whether a seat has looked is
known only to that seat (its ``look`` is left out of the others' history).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.actions import Give, Look
from games.cards import CARDS
from games.spades.match import EXCHANGE, PLAYING
from games.spades.scoring import bid_json
from games.spades.tables import display_order

if TYPE_CHECKING:
    from games.spades.match import SpadesMatch


def _trick_json(leader: int, cards: list[int]) -> list[list[Any]]:
    return [[(leader + i) & 3, str(CARDS[c])] for i, c in enumerate(cards)]


def history(m: SpadesMatch, seat: int | None) -> list[list[Any]]:
    out: list[list[Any]] = []
    for s, a in m.hands[-1].actions:
        if isinstance(a, Look):
            if s == seat:
                out.append([s, "look"])
        elif isinstance(a, Give) and seat not in (s, s ^ 2):
            out.append([s, f"give {len(a.cards)} cards"])
        else:
            out.append([s, str(a)])
    return out


def spades_view(m: SpadesMatch, seat: int | None) -> dict[str, Any]:
    """The game-specific view keys (documented in ``games.spades``)."""
    looked = seat is not None and m._looked[seat]
    last = m._last_trick
    exchange = None
    if m._ph == EXCHANGE:
        giver = m._turn
        exchange = {"giver": giver, "receiver": giver ^ 2, "cards": m._exchanges[m._xi][1]}
    return {
        "hand": display_order(m.hand_mask(seat)) if looked and seat is not None else None,
        "looked": looked if seat is not None else None,
        "hand_sizes": [m.hand_mask(s).bit_count() for s in range(4)],
        "bids": [bid_json(b) for b in m._bids],
        "exchange": exchange,
        "leader": m._leader if m._ph == PLAYING else None,
        "trick": _trick_json(m._leader, m._trick),
        "last_trick": (
            {"cards": _trick_json(last[0], last[1]), "winner": last[2]} if last else None
        ),
        "tricks_won": list(m._tricks),
        "spades_broken": m._broken,
        "bags": list(m.bags),
        "target": m.options.target,
        "history": history(m, seat),
        "last_hand": m.results[-1].to_json() if m.results else None,
    }
