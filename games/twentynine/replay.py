"""Twenty-Nine replays: the deal (eight cards, the first four bid on), the bidding (auction,
trump, doubling, single-hand claims), then trick by trick; the hidden trump shown face up."""

from __future__ import annotations

from collections.abc import Sequence

from games.cards import CARDS
from games.core import Deal
from games.replays import Cards, Fact, FrameKind, TrickFramer, per_seat, seat_fact
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
        """Keys: ``bid-on`` (per seat, the four cards bid on), ``bids`` (per seat: the bid,
        ``"pass"`` or ``None``), ``single`` (the declarer), ``contract`` (bidder, bid, target),
        ``trump-at-table`` (``trump_state``), ``doubling`` (by whom, and redoubled by whom or
        ``None``), ``pair`` (its seat), ``points`` (per team)."""
        if kind == "deal":
            first = tuple(tuple(str(CARDS[c]) for c in cards[:4]) for cards in hand.deal.hands)
            return (Fact("bid-on", "bid on", per_seat(names, (" ".join(c) for c in first)), first),)
        out: list[Fact] = [seat_fact("bids", names, hand.calls)]
        if hand.declarer >= 0:
            text = f"{names[hand.declarer]} plays alone, no trump"
            out.append(Fact("single", "single hand", text, (hand.declarer,)))
        elif hand.bidder >= 0:
            contract = f"{names[hand.bidder]} {hand.high}"
            if hand.target != hand.high:
                contract += f" (target {hand.target})"
            values = (hand.bidder, hand.high, hand.target)
            out.append(Fact("contract", "contract", contract, values))
            out.append(Fact("trump-at-table", "trump", trump_text(hand, names), trump_state(hand)))
        if hand.mult > 1:
            who = f"doubled by {names[hand.doubled_by]}"
            again = hand.redoubled_by if hand.redoubled_by >= 0 else None
            if again is not None:
                who += f", redoubled by {names[again]}"
            out.append(Fact("doubling", "doubling", who, (hand.doubled_by, again)))
        if hand.pair_by >= 0:
            out.append(Fact("pair", "pair", names[hand.pair_by], (hand.pair_by,)))
        if kind == "trick":
            points = f"A {hand.points[0]} · B {hand.points[1]}"
            out.append(Fact("points", "points", points, (hand.points[0], hand.points[1])))
        return tuple(out)


TrumpState = tuple[str, str | None, str | None, int | None]
"""``(state, suit, card, by)``: state ``no-trump``, ``seventh-later`` (the seventh card, not
yet dealt), ``not-chosen``, ``revealed`` or ``hidden``; the suit letter; the seventh card (when
it is the trump's indicator); the seat that revealed it."""


def trump_state(hand: HandState) -> TrumpState:
    """The trump as data: what ``trump_text`` says."""
    if hand.nt:
        return ("no-trump", None, None, None)
    if hand.trump < 0:
        return ("seventh-later" if hand.seventh else "not-chosen", None, None, None)
    card = str(CARDS[hand.down]) if hand.seventh else None
    if hand.revealed:
        return ("revealed", SUIT_TEXT[hand.trump], card, hand.revealed_by)
    return ("hidden", SUIT_TEXT[hand.trump], card, None)


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
