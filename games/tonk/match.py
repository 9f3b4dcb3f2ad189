"""The Tonk match: hand after hand for stakes, with no match end.

Match ``scores`` are each seat's net winnings in stakes (zero-sum); the match never ends, so
``winner`` stays ``None``.  A drawn deal (two or more initial tonks) is its own redeal entry,
dealt again by ``next(dealer)`` like every other hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from games.actions import Action, Discard
from games.actions import parse_action as _parse_generic
from games.cards import PACK_52
from games.core import Deal, HandResult, Match, check_deal
from games.errors import MalformedAction
from games.shuffle import shuffle
from games.tonk.hand import TonkHand
from games.tonk.options import Options
from games.tonk.view import build_view

HAND_SIZE = 5
VERBS = frozenset({"draw", "spread", "hit", "discard", "drop", "end"})


@dataclass(frozen=True, slots=True, eq=False)
class TonkResult(HandResult):
    """One hand's payouts; ``to_json`` is its entry in the replay output (records.md)."""

    ending: str
    payouts: tuple[int, ...]
    counts: tuple[int, ...]
    scores: tuple[int, ...]
    revealed: tuple[int | None, ...]
    """Card masks shown at the end, per seat (for the next hand's ``last_reveal``)."""

    @property
    def redeal(self) -> bool:  # type: ignore[override]
        return self.ending == "draw"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"redeal": True} if self.redeal else {}
        out["payouts"] = list(self.payouts)
        out["ending"] = self.ending
        out["counts"] = list(self.counts)
        out["scores"] = list(self.scores)
        return out


class TonkMatch(Match[Options]):
    game = "tonk"
    title = "Tonk"
    options_model = Options
    seat_range = (2, 5)

    current: TonkHand
    _totals: list[int]

    def _seat_limits(self) -> tuple[int, int]:
        return self.options.min_players, self.options.max_players

    def _default_seats(self) -> int:
        """Three (the scenario table's table) when the options allow it, else the nearest."""
        lo, hi = self._seat_limits()
        return min(max(3, lo), hi)

    def _init_match(self) -> None:
        self._totals = [0] * self.seats

    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
        """One card at a time from ``next(dealer)``: seat ``s`` gets every n-th card of the pack."""
        pack = list(PACK_52)
        shuffle(rng, pack)  # the permutation rng.shuffle gives, faster
        n = self.seats
        dealt = HAND_SIZE * n
        hands = tuple(tuple(pack[(s - dealer - 1) % n : dealt : n]) for s in range(n))
        return Deal(hands, tuple(pack[dealt:]))

    def _validate_deal(self, deal: Deal) -> None:
        stock = len(PACK_52) - HAND_SIZE * self.seats
        check_deal(deal, seats=self.seats, hand_size=HAND_SIZE, pack=PACK_52, stock=stock)

    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        self.current = TonkHand(self.options, self.seats, deal, dealer)

    def _phase(self) -> str:
        return self.current.phase

    def _to_act(self) -> tuple[int, ...]:
        hand = self.current
        return () if hand.ending is not None else _SEAT_TUPLES[hand.turn]

    def _legal_actions(self, seat: int) -> tuple[Action, ...]:
        return self.current.legal(seat)

    def _apply(self, seat: int, action: Action) -> None:
        self.current.apply(seat, action)

    def _hand_done(self) -> bool:
        return self.current.ending is not None

    def _score_hand(self) -> tuple[HandResult, bool]:
        hand = self.current
        assert hand.ending is not None
        totals = self._totals
        for s, p in enumerate(hand.payouts):
            totals[s] += p
        result = TonkResult(
            ending=hand.ending,
            payouts=tuple(hand.payouts),
            counts=tuple(hand.counts),
            scores=tuple(totals),
            revealed=tuple(hand.revealed),
        )
        return result, False

    def _scores(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def _match_over(self) -> bool:
        return False

    def _winner(self) -> int | None:
        return None

    def _view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def parse_action(self, text: str) -> Action:
        """Only Tonk's verbs; a Tonk discard is exactly one card."""
        if isinstance(text, str):
            words = text.split()
            if words and words[0].lower() not in VERBS:
                raise MalformedAction(
                    f"unknown Tonk action {words[0]!r} (actions: draw, spread, hit, discard, "
                    "drop, end)"
                )
        action = _parse_generic(text)
        if type(action) is Discard and len(action.cards) != 1:
            raise MalformedAction("a Tonk discard is one card, e.g. 'discard 7H'")
        return action


_SEAT_TUPLES: tuple[tuple[int, ...], ...] = tuple((s,) for s in range(5))
