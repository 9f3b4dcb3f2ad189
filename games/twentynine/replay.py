"""Twenty-Nine replays: the deal (eight cards, the first four bid on), the bidding (auction,
trump, doubling, single-hand claims), then trick by trick; the hidden trump shown face up."""

from __future__ import annotations

from collections.abc import Sequence

from games.cards import CARDS
from games.core import Deal
from games.replays import Cards, Fact, FrameKind, TrickFramer, per_seat
from games.twentynine.cards import display_sorted, mask_of
from games.twentynine.hand import HandState
from games.twentynine.scoring import SUIT_TEXT


class TwentyNineFramer(TrickFramer):
    """``games.replays.GameFramer`` for Twenty-Nine."""

    def tricks_done(self, hand: HandState) -> int:
        return hand.trick_no

    def dealt(self, hand: HandState, deal: Deal) -> Cards:
        return tuple(tuple(display_sorted(mask_of(cards))) for cards in deal.hands)

    def cards(self, hand: HandState) -> Cards:
        out = []
        for s in range(4):
            mask = hand.held[s]
            if hand.down_active and s == hand.bidder:
                mask |= 1 << hand.down  # the face-down trump card is still the bidder's
            out.append(tuple(display_sorted(mask, hand.nt)))
        return tuple(out)

    def facts(self, hand: HandState, kind: FrameKind, names: Sequence[str]) -> tuple[Fact, ...]:
        if kind == "deal":
            first = (" ".join(str(CARDS[c]) for c in cards[:4]) for cards in hand.deal.hands)
            return (("bid on", per_seat(names, first)),)
        out: list[Fact] = []
        calls = ("-" if c is None else c for c in hand.calls)
        out.append(("bids", per_seat(names, calls)))
        if hand.declarer >= 0:
            out.append(("single hand", f"{names[hand.declarer]} plays alone, no trump"))
        elif hand.bidder >= 0:
            contract = f"{names[hand.bidder]} {hand.high}"
            if hand.target != hand.high:
                contract += f" (target {hand.target})"
            out.append(("contract", contract))
            out.append(("trump", trump_text(hand, names)))
        if hand.mult > 1:
            who = f"doubled by {names[hand.doubled_by]}"
            if hand.redoubled_by >= 0:
                who += f", redoubled by {names[hand.redoubled_by]}"
            out.append(("doubling", who))
        if hand.pair_by >= 0:
            out.append(("pair", names[hand.pair_by]))
        if kind == "trick":
            out.append(("points", f"A {hand.points[0]} · B {hand.points[1]}"))
        return tuple(out)


def trump_text(hand: HandState, names: Sequence[str]) -> str:
    """The trump face up, and where it stands at the table (hidden, revealed by whom)."""
    if hand.nt:
        return "no trump (reversed ranks)"
    if hand.trump < 0:
        return "the seventh card, not yet dealt" if hand.seventh else "not chosen yet"
    text = SUIT_TEXT[hand.trump]
    if hand.seventh:
        text += f" (the seventh card, {CARDS[hand.down]})"
    if hand.revealed:
        return f"{text}, revealed by {names[hand.revealed_by]}"
    return f"{text}, hidden"


FRAMER = TwentyNineFramer()
