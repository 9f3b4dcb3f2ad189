"""Spades replays: the deal, the bidding (with any blind-nil exchange), then trick by trick."""

from __future__ import annotations

from collections.abc import Sequence

from games.cards import mask_of
from games.core import Deal
from games.replays import Cards, Fact, FrameKind, TrickFramer, seat_fact
from games.spades.hand import SpadesHand
from games.spades.scoring import bid_json
from games.spades.tables import display_order


class SpadesFramer(TrickFramer):
    """``games.replays.GameFramer`` for Spades."""

    def tricks_done(self, hand: SpadesHand) -> int:
        return sum(hand.tricks)

    def dealt(self, hand: SpadesHand, deal: Deal) -> Cards:
        return tuple(tuple(display_order(mask_of(cards))) for cards in deal.hands)

    def cards(self, hand: SpadesHand) -> Cards:
        return tuple(tuple(display_order(hand.hand_mask(s))) for s in range(4))

    def facts(self, hand: SpadesHand, kind: FrameKind, names: Sequence[str]) -> tuple[Fact, ...]:
        """Keys: ``bids`` (per seat: the number, ``"nil"``, ``"blind"`` or ``None``), ``tricks``
        (per seat)."""
        if kind == "deal":
            return ()
        out: list[Fact] = [seat_fact("bids", names, (bid_json(b) for b in hand.bids))]
        if kind == "trick":
            out.append(seat_fact("tricks", names, hand.tricks))
        return tuple(out)


FRAMER = SpadesFramer()
