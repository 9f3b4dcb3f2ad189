"""Tonk replays: the deal, then turn by turn (the card drawn face up, spreads, hits, the
discard), each turn showing the table: the stock, the discard pile's top, the spreads."""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action, Draw, Drop, End
from games.cards import CARDS, mask_of
from games.core import Deal
from games.replays import Cards, Chapter, Detail, Fact, FrameKind, seat_fact
from games.tonk.hand import TonkHand
from games.tonk.melds import count, hand_order, table_order

_TURN_STARTS = (Draw, Drop, End)
"""Every Tonk turn begins with one of these (a spread or a discard always follows a draw)."""


class TonkFramer:
    """``games.replays.GameFramer`` for Tonk."""

    def chapter(self, hand: TonkHand, seat: int, action: Action, last: Chapter | None) -> Chapter:
        if last is None:
            return ("turn", 0)
        if isinstance(action, _TURN_STARTS):
            return ("turn", last[1] + 1)
        return last

    def detail(self, hand: TonkHand, seat: int, action: Action) -> Detail | None:
        if isinstance(action, Draw):
            pile = hand.stock if action.source == "stock" else hand.pile
            if pile:
                return Detail("takes", (str(CARDS[pile[-1]]),))
        return None

    def winner(self, hand: TonkHand) -> int:
        raise NotImplementedError("Tonk has no tricks")

    def dealt(self, hand: TonkHand, deal: Deal) -> Cards:
        return tuple(tuple(hand_order(mask_of(cards))) for cards in deal.hands)

    def cards(self, hand: TonkHand) -> Cards:
        return tuple(tuple(hand_order(m)) for m in hand.hands)

    def facts(self, hand: TonkHand, kind: FrameKind, names: Sequence[str]) -> tuple[Fact, ...]:
        """Keys: ``counts`` (per seat), ``stock-size`` (its cards), ``discard`` (the pile's top
        card, ``None`` when empty), ``spreads`` (``(number, cards, owner)`` each, from 0)."""
        top = str(CARDS[hand.pile[-1]]) if hand.pile else None
        size = len(hand.stock)
        out: list[Fact] = [
            seat_fact("counts", names, tuple(count(m) for m in hand.hands)),
            Fact("stock-size", "stock", f"{size} cards", (size,)),
            Fact("discard", "discard", top or "empty", (top,)),
        ]
        if hand.sp_masks:
            spreads = tuple(
                (i, tuple(table_order(m)), o)
                for i, (m, o) in enumerate(zip(hand.sp_masks, hand.sp_owner, strict=True))
            )
            text = "; ".join(f"{i}: {' '.join(c)} ({names[o]})" for i, c, o in spreads)
            out.append(Fact("spreads", "spreads", text, spreads))
        return tuple(out)


FRAMER = TonkFramer()
