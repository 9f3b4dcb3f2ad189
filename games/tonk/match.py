"""The Tonk match: hand after hand for stakes, with no match end.

Match ``scores`` are each seat's net winnings in stakes (zero-sum); the match never ends, so
``winner`` stays ``None``.  A drawn deal (two or more initial tonks) is its own redeal entry,
dealt again by ``next(dealer)`` like every other hand.

Why the match overrides parts of the generic ``Match``: ``python -m games bench tonk`` compares
cards played per second with our Spades, and a random Tonk hand plays only about two cards, so
every per-hand and per-action cost counts several times over.  Hence, as in Spades:

* ``legal_actions`` *is* the hand's board's ``__getitem__`` (see ``hand``), and ``to_act`` and
  ``is_over`` are plain attributes instead of ``Match`` properties;
* ``apply`` sends an action object from the seat to act straight to the hand's method for it
  (``HANDLERS``), with the same checks in the same order, errors, version counter and hand log
  as ``Match.apply``; anything else (text, another seat, no hand in play) goes through
  ``Match.apply`` itself.

The deal itself is ``Match.random_deal``'s, whose straight-line shuffle (``games.fast_shuffle``,
once Tonk's own copy) every game shares.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from operator import add, itemgetter
from typing import Any, ClassVar

from games.actions import Action, Discard
from games.actions import parse_action as _parse_generic
from games.cards import PACK_52, Card
from games.core import Deal, HandResult, Match, check_deal
from games.errors import MalformedAction
from games.shuffle import shuffle
from games.tonk.hand import HANDLERS, Board, TonkHand
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

    __slots__ = ("_board", "_log", "_totals", "_turn", "current", "to_act")

    is_over: ClassVar[bool] = False  # type: ignore[misc]
    """A Tonk match never ends (``Match.is_over``, without its call)."""

    current: TonkHand
    _totals: list[int]
    _board: Board
    _log: list[tuple[int, Action]]
    _turn: int
    """The seat to act in the hand in play; -1 when none is (over, or waiting for a deal)."""
    to_act: tuple[int, ...]  # type: ignore[misc]

    def _seat_limits(self) -> tuple[int, int]:
        return self.options.min_players, self.options.max_players

    def _default_seats(self) -> int:
        """Three (the scenario table's table) when the options allow it, else the nearest."""
        lo, hi = self._seat_limits()
        return min(max(3, lo), hi)

    def _init_match(self) -> None:
        self._totals = [0] * self.seats
        self._board = Board()
        self.legal_actions = self._board.__getitem__  # type: ignore[method-assign]
        self._turn = -1
        self.to_act = ()

    def __setstate__(self, state: Any) -> None:
        """Unpickling and ``copy.deepcopy``: ``legal_actions`` must read the copy's own board
        (``deepcopy`` would keep the bound method, so the copy would answer from the original)."""
        attrs, slots = state if isinstance(state, tuple) else (state, None)
        if attrs:
            self.__dict__.update(attrs)
        for name, value in (slots or {}).items():
            setattr(self, name, value)
        self.legal_actions = self._board.__getitem__  # type: ignore[method-assign]

    # ----- dealing ------------------------------------------------------------------------

    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
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

    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        self.current = hand = TonkHand(self.options, self.seats, deal, dealer, self._board)
        self._log = self.hands[-1].actions
        self._follow(hand)

    # ----- playing ------------------------------------------------------------------------

    def apply(self, seat: int, action: Action | str) -> None:
        """``Match.apply``; an action object from the seat to act goes straight to the hand."""
        handler = HANDLERS.get(action.__class__)
        if handler is None or seat != self._turn:
            Match.apply(self, seat, action)  # text, and every refusal before the hand's own
            return
        hand = self.current
        handler(hand, seat, action)
        self._log.append((seat, action))  # type: ignore[arg-type]
        self.version += 1
        if hand.ending is not None:
            self._turn = -1
            self.to_act = ()
            self._finish_hand()
        elif hand.turn != seat:
            self._turn = turn = hand.turn
            self.to_act = _SEAT_TUPLES[turn]

    def _follow(self, hand: TonkHand) -> None:
        """Set ``_turn`` and ``to_act`` from the hand (after a deal or an action)."""
        if hand.ending is None:
            self._turn = hand.turn
            self.to_act = _SEAT_TUPLES[hand.turn]
        else:
            self._turn = -1
            self.to_act = ()

    def _phase(self) -> str:
        return self.current.phase

    def _to_act(self) -> tuple[int, ...]:
        return self.to_act

    def _legal_actions(self, seat: int) -> tuple[Action, ...]:
        return self.current.legal(seat)

    def _apply(self, seat: int, action: Action) -> None:
        hand = self.current
        hand.apply(seat, action)
        self._follow(hand)

    def _hand_done(self) -> bool:
        return self.current.ending is not None

    def _score_hand(self) -> tuple[HandResult, bool]:
        hand = self.current
        assert hand.ending is not None
        payouts = hand.payouts
        self._totals = totals = list(map(add, self._totals, payouts))
        result = TonkResult(
            hand.ending,
            tuple(payouts),
            tuple(hand.counts),
            tuple(totals),
            tuple(hand.revealed),
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

_DEAL_HANDS: dict[int, tuple[itemgetter[Any], ...]] = {
    n: tuple(
        itemgetter(*(slice((s - d - 1) % n, HAND_SIZE * n, n) for s in range(n))) for d in range(n)
    )
    for n in range(2, 6)
}
"""``_DEAL_HANDS[seats][dealer](pack)``: every seat's hand, dealt one card at a time from
``next(dealer)`` (seat ``s`` gets every ``seats``-th card), in one call."""
