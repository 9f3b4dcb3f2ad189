"""Schmier replays: the deal, the bidding (auction, trump, discards and the cards drawn), then
trick by trick, with the points (high, low, right, left, joker, game) as they are won."""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action, Discard
from games.cards import CARDS, Card, cards_of, mask_of
from games.core import Deal
from games.replays import Cards, Fact, FrameKind, TrickFramer, per_seat
from games.schmier.hand import SchmierHand
from games.schmier.scoring import AWARD_ORDER
from games.schmier.trumps import TrumpTables, display_key


def _shown(mask: int, t: TrumpTables | None) -> tuple[str, ...]:
    return tuple(str(c) for c in sorted(cards_of(mask), key=lambda c: display_key(c, t)))


class SchmierFramer(TrickFramer):
    """``games.replays.GameFramer`` for Schmier."""

    def tricks_done(self, hand: SchmierHand) -> int:
        return hand.tricks

    def detail(self, hand: SchmierHand, seat: int, action: Action) -> str | None:
        if not isinstance(action, Discard) or seat == hand.dealer:
            return None
        pos = hand.stock_pos
        drawn = hand.stock[pos : pos + len(action.cards)]
        text = "draws " + (" ".join(str(CARDS[c]) for c in drawn) or "nothing")
        if (seat + 1) % 6 == hand.dealer:
            rest = hand.stock[pos + len(action.cards) :]
            text += "; the dealer picks up " + (" ".join(str(CARDS[c]) for c in rest) or "nothing")
        return text

    def dealt(self, hand: SchmierHand, deal: Deal) -> Cards:
        return tuple(_shown(mask_of(cards), None) for cards in deal.hands)

    def cards(self, hand: SchmierHand) -> Cards:
        return tuple(_shown(m, hand.t) for m in hand.hands)

    def facts(self, hand: SchmierHand, kind: FrameKind, names: Sequence[str]) -> tuple[Fact, ...]:
        if kind == "deal":
            stock = " ".join(str(Card(c)) for c in hand.stock)
            return (("stock", stock),)
        calls = ("-" if b is None else "pass" if b == 0 else b for b in hand.bids)
        out: list[Fact] = [("bids", per_seat(names, calls))]
        if hand.bidder >= 0:
            out.append(("contract", f"{names[hand.bidder]} {hand.high}"))
        if hand.t is not None:
            out.append(("trump", "SHDC"[hand.t.suit]))
        if kind == "trick":
            won = [f"{a} {'ABC'[t]}" for a in AWARD_ORDER if (t := hand.awards.get(a)) is not None]
            out.append(("points so far", ", ".join(won) or "none"))
            values = " · ".join(f"{'ABC'[i]} {v}" for i, v in enumerate(hand.values))
            out.append(("game values", values))
        return tuple(out)


FRAMER = SchmierFramer()
