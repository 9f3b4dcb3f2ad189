"""Schmier replays: the deal, the bidding (auction, trump, discards and the cards drawn), then
trick by trick, with the points (high, low, right, left, joker, game) as they are won."""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action, Discard
from games.cards import CARDS, Card, cards_of, mask_of
from games.core import Deal
from games.replays import Cards, Detail, Fact, FrameKind, TrickFramer, seat_fact
from games.schmier.hand import SchmierHand
from games.schmier.scoring import AWARD_ORDER
from games.schmier.trumps import TrumpTables, display_key


def _shown(mask: int, t: TrumpTables | None) -> tuple[str, ...]:
    return tuple(str(c) for c in sorted(cards_of(mask), key=lambda c: display_key(c, t)))


class SchmierFramer(TrickFramer):
    """``games.replays.GameFramer`` for Schmier."""

    def tricks_done(self, hand: SchmierHand) -> int:
        return hand.tricks

    def detail(self, hand: SchmierHand, seat: int, action: Action) -> Detail | None:
        if not isinstance(action, Discard) or seat == hand.dealer:
            return None
        pos = hand.stock_pos
        drawn = tuple(str(CARDS[c]) for c in hand.stock[pos : pos + len(action.cards)])
        rest = None
        if (seat + 1) % 6 == hand.dealer:
            rest = tuple(str(CARDS[c]) for c in hand.stock[pos + len(action.cards) :])
        return Detail("draws", drawn, rest)

    def dealt(self, hand: SchmierHand, deal: Deal) -> Cards:
        return tuple(_shown(mask_of(cards), None) for cards in deal.hands)

    def cards(self, hand: SchmierHand) -> Cards:
        return tuple(_shown(m, hand.t) for m in hand.hands)

    def facts(self, hand: SchmierHand, kind: FrameKind, names: Sequence[str]) -> tuple[Fact, ...]:
        """Keys: ``stock`` (its cards), ``bids`` (per seat: the bid, ``"pass"`` or ``None``),
        ``contract`` (seat, bid), ``trump`` (its suit letter), ``awards`` (``(award, team)``
        of each point won so far), ``game-values`` (per team)."""
        if kind == "deal":
            stock = tuple(str(Card(c)) for c in hand.stock)
            return (Fact("stock", "stock", " ".join(stock), stock),)
        calls = (None if b is None else "pass" if b == 0 else b for b in hand.bids)
        out: list[Fact] = [seat_fact("bids", names, calls)]
        if hand.bidder >= 0:
            contract = f"{names[hand.bidder]} {hand.high}"
            out.append(Fact("contract", "contract", contract, (hand.bidder, hand.high)))
        if hand.t is not None:
            suit = "SHDC"[hand.t.suit]
            out.append(Fact("trump", "trump", suit, (suit,)))
        if kind == "trick":
            won = tuple((a, t) for a in AWARD_ORDER if (t := hand.awards.get(a)) is not None)
            text = ", ".join(f"{a} {'ABC'[t]}" for a, t in won) or "none"
            out.append(Fact("awards", "points so far", text, won))
            values = " · ".join(f"{'ABC'[i]} {v}" for i, v in enumerate(hand.values))
            out.append(Fact("game-values", "game values", values, tuple(hand.values)))
        return tuple(out)


FRAMER = SchmierFramer()
