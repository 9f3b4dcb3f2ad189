"""The Tonk match: hand after hand for stakes, with no match end.

Match ``scores`` are each seat's net winnings in stakes (zero-sum); the match never ends, so
``winner`` stays ``None``.  A drawn deal (two or more initial tonks) is its own redeal entry,
dealt again by ``next(dealer)`` like every other hand.

``python -m games bench tonk`` compares cards played per second with our Spades, and a random
Tonk hand plays only about two cards, so every per-hand and per-action cost counts several times
over.  The hand (``hand.py``) keeps a legal board and gives every action of a turn a step, the
two shortcuts ``games.core`` documents as its fast path; this class only declares the game, deals
and adds up the payouts.

The deal itself is ``Match.random_deal``'s, whose straight-line shuffle (``games.fast_shuffle``,
once Tonk's own copy) every game shares.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from operator import add, itemgetter
from typing import Any, ClassVar

from games.actions import Action, Discard
from games.actions import parse_action as _parse_generic
from games.cards import PACK_52, Card
from games.core import Deal, HandResult, Match, Step, check_deal
from games.errors import MalformedAction
from games.shuffle import Shuffler, shuffle
from games.tonk import checkpoint as checkpoints
from games.tonk.hand import ACTIONS, STEPS, TonkHand
from games.tonk.options import Options
from games.tonk.view import TonkView, build_view

HAND_SIZE = 5


@dataclass(frozen=True, slots=True, eq=False)
class TonkResult(HandResult):
    """One hand's payouts; ``to_json`` is its entry in the replay output (records.md)."""

    ending: str
    payouts: tuple[int, ...]
    counts: tuple[int, ...]
    scores: tuple[int, ...]
    revealed: tuple[int | None, ...]
    """Card masks shown at the end, per seat (for the next hand's ``last_reveal``)."""
    redeal: bool = False
    """A drawn deal (two or more initial tonks) is dealt again: ``ending == "draw"``."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"redeal": True} if self.redeal else {}
        out["payouts"] = list(self.payouts)
        out["ending"] = self.ending
        out["counts"] = list(self.counts)
        out["scores"] = list(self.scores)
        return out


class TonkMatch(Match[Options, TonkHand, TonkView]):
    game = "tonk"
    title = "Tonk"
    options_model = Options
    seat_range = (2, 5)
    actions = ACTIONS
    steps: ClassVar[Mapping[type, Step]] = STEPS

    _totals: list[int]
    resumed_from: int = 0
    """Hands before the checkpoint this match was resumed from (``checkpoint``), kept as
    placeholders; 0: it holds every hand."""

    @property
    def current(self) -> TonkHand:
        """The hand in play (``hand``; the name tests and research tools know)."""
        return self.hand

    def _seat_limits(self) -> tuple[int, int]:
        return self.options.min_players, self.options.max_players

    def _default_seats(self) -> int:
        """Three (the scenario table's table) when the options allow it, else the nearest."""
        lo, hi = self._seat_limits()
        return min(max(3, lo), hi)

    def _init_match(self) -> None:
        self._totals = [0] * self.seats

    # ----- dealing ------------------------------------------------------------------------

    def _deal_from(self, rng: Shuffler, dealer: int) -> Deal:
        pack = list(PACK_52)
        shuffle(rng, pack)  # the permutation rng.shuffle gives, faster
        return self._deal_pack(pack, dealer)

    def _deal_pack(self, pack: list[Card], dealer: int) -> Deal:
        """One card at a time from ``next(dealer)``: seat ``s`` gets every n-th card of the pack."""
        n = self.seats
        cards = tuple(pack)  # slices of a tuple are the tuples a Deal holds
        return Deal(_DEAL_HANDS[n][dealer](cards), cards[HAND_SIZE * n :])

    def _validate_deal(self, deal: Deal) -> None:
        stock = len(PACK_52) - HAND_SIZE * self.seats
        check_deal(deal, seats=self.seats, hand_size=HAND_SIZE, pack=PACK_52, stock=stock)

    def _begin_hand(self, deal: Deal, dealer: int) -> TonkHand:
        # The last hand's board (emptied when it ended) serves the next one: a deal a hand
        # is most of bench tonk's time, and this saves the allocation.  ``_board`` is the last
        # hand's (None before the first deal, and in a match resumed from a checkpoint).
        return TonkHand(self.options, self.seats, deal, dealer, self._board)

    # ----- between hands ------------------------------------------------------------------

    def _score_hand(self) -> tuple[HandResult, bool]:
        hand = self.hand
        assert hand.ending is not None
        payouts = hand.payouts
        self._totals = totals = list(map(add, self._totals, payouts))  # replaced, not changed
        result = TonkResult(
            hand.ending,
            tuple(payouts),
            tuple(hand.counts),
            tuple(totals),
            tuple(hand.revealed),
            hand.ending == "draw",
        )
        return result, False

    def _scores(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def _match_over(self) -> bool:
        return False

    def _winner(self) -> int | None:
        return None

    def _view(self, seat: int | None) -> Mapping[str, Any]:
        actions = self.hands[-1].actions
        if not self.results:
            return build_view(self.hand, seat, actions, None, None)
        last = self.results[-1]
        assert isinstance(last, TonkResult)
        return build_view(self.hand, seat, actions, last.to_json(), last.revealed)

    # ----- checkpoints (``games.tonk.checkpoint``) ------------------------------------------

    def checkpoint(self, hand: int) -> dict[str, Any]:
        """What the hands after ``hand`` (finished) need of the match: ``from_checkpoint``."""
        return checkpoints.state_after(self, hand)

    @classmethod
    def from_checkpoint(
        cls, options: Mapping[str, Any], seats: int, seed: int | str, state: Mapping[str, Any]
    ) -> TonkMatch:
        """The match as it was at a checkpoint (``checkpoints.read``), waiting for the deal of its
        next hand, which ``supply_deal`` (a replay) or ``random_deal`` gives it as before."""
        point = checkpoints.read(state, seats)
        m = cls(options, seats=seats, dealer=point.dealer, auto_deal=False, seed=seed)
        result = TonkResult(*point.result)
        m._totals = list(result.scores)
        m.hands = checkpoints.earlier(point, result)
        m.results = [result]
        m.version = point.version
        m.hands_played = point.played
        m.resumed_from = point.hands
        return m

    def _parse(self, text: str) -> Action:
        """A Tonk discard is exactly one card."""
        action = _parse_generic(text)
        if type(action) is Discard and len(action.cards) != 1:
            raise MalformedAction("a Tonk discard is one card, e.g. 'discard 7H'")
        return action


_DEAL_HANDS: dict[int, tuple[itemgetter[Any], ...]] = {
    n: tuple(
        itemgetter(*(slice((s - d - 1) % n, HAND_SIZE * n, n) for s in range(n))) for d in range(n)
    )
    for n in range(2, 6)
}
"""``_DEAL_HANDS[seats][dealer](pack)``: every seat's hand, dealt one card at a time from
``next(dealer)`` (seat ``s`` gets every ``seats``-th card), in one call."""
