"""Tonk replays: the deal, then turn by turn (the card drawn face up, spreads, hits, the
discard), each turn showing the table: the stock, the discard pile's top, the spreads."""

from __future__ import annotations

from collections.abc import Sequence

from games.actions import Action, Draw, Drop, End
from games.cards import CARDS, mask_of
from games.core import Deal
from games.replays import Cards, Chapter, Fact, FrameKind, per_seat
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

    def detail(self, hand: TonkHand, seat: int, action: Action) -> str | None:
        if isinstance(action, Draw):
            pile = hand.stock if action.source == "stock" else hand.pile
            if pile:
                return f"takes {CARDS[pile[-1]]}"
        return None

    def winner(self, hand: TonkHand) -> int:
        raise NotImplementedError("Tonk has no tricks")

    def dealt(self, hand: TonkHand, deal: Deal) -> Cards:
        return tuple(tuple(hand_order(mask_of(cards))) for cards in deal.hands)

    def cards(self, hand: TonkHand) -> Cards:
        return tuple(tuple(hand_order(m)) for m in hand.hands)

    def facts(self, hand: TonkHand, kind: FrameKind, names: Sequence[str]) -> tuple[Fact, ...]:
        top = str(CARDS[hand.pile[-1]]) if hand.pile else "empty"
        out: list[Fact] = [
            ("counts", per_seat(names, (count(m) for m in hand.hands))),
            ("stock", f"{len(hand.stock)} cards"),
            ("discard", top),
        ]
        if hand.sp_masks:
            spreads = "; ".join(
                f"{i}: {' '.join(table_order(m))} ({names[o]})"
                for i, (m, o) in enumerate(zip(hand.sp_masks, hand.sp_owner, strict=True))
            )
            out.append(("spreads", spreads))
        return tuple(out)


FRAMER = TonkFramer()
