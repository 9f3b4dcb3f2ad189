"""Spades as a ``games.core.Match``: the deal, the match score, bags and the end.

One hand's rules live in ``hand.py`` (the performance-critical part: its legal board and its
``play`` and ``bid`` steps are ``games.core``'s fast path); this class declares the game, deals,
and scores each hand into the team totals and bag counters (``scoring.Scorer``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.cards import PACK_52
from games.core import Deal, HandResult, Match, Step, check_deal
from games.shuffle import Shuffler
from games.spades.hand import ACTIONS, STEPS, SpadesHand
from games.spades.options import Options
from games.spades.scoring import BID_JSON, Scorer, SpadesHandResult
from games.spades.view import SpadesView, spades_view


class SpadesMatch(Match[Options, SpadesHand, SpadesView]):
    """Four seats, partners opposite (teams {0,2} and {1,3}), 52 cards, first to the target."""

    game: ClassVar[str] = "spades"
    title: ClassVar[str] = "Spades"
    options_model = Options
    seat_range: ClassVar[tuple[int, int]] = (4, 4)
    actions = ACTIONS
    steps: ClassVar[Mapping[type, Step]] = STEPS

    _score: tuple[int, int]
    _bag: tuple[int, int]
    _win: int | None

    # ----- match level ---------------------------------------------------------------------

    def _init_match(self) -> None:
        self._scorer = Scorer(self.options)
        self._score = (0, 0)
        self._bag = (0, 0)
        self._win = None

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    @property
    def bags(self) -> tuple[int, int]:
        """Each team's bags after the last finished hand (always below ``bag_threshold``)."""
        return self._bag

    def _scores(self) -> tuple[int, ...]:
        return self._score

    def _match_over(self) -> bool:
        return self._win is not None

    def _winner(self) -> int | None:
        return self._win

    def hand_mask(self, seat: int) -> int:
        """The 52-bit mask of ``seat``'s cards now (bit ``c`` = card ``c``)."""
        return self.hand.hand_mask(seat)

    @property
    def turn(self) -> int:
        """The seat whose turn it is (-1 between hands)."""
        if self.is_over or self.waiting_for_deal:
            return -1
        return self.hand.seat_to_act

    # ----- dealing -------------------------------------------------------------------------

    def _deal_from(self, rng: Shuffler, dealer: int) -> Deal:
        deck = list(PACK_52)
        rng.shuffle(deck)
        # One card at a time from next(dealer): seat s gets every 4th card from its offset.
        a = (-dealer - 1) & 3
        return Deal(
            (
                tuple(deck[a::4]),
                tuple(deck[(a + 1) & 3 :: 4]),
                tuple(deck[(a + 2) & 3 :: 4]),
                tuple(deck[(a + 3) & 3 :: 4]),
            )
        )

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=4, hand_size=13, pack=PACK_52, stock=0)

    def _begin_hand(self, deal: Deal, dealer: int) -> SpadesHand:
        return SpadesHand(self.options, deal, dealer, self._score)

    # ----- end of hand ---------------------------------------------------------------------

    def _score_hand(self) -> tuple[HandResult, bool]:
        sc = self._scorer
        h = self.hand
        bids, tricks = h.bids, h.tricks
        p0, over0 = sc.team(bids[0], tricks[0], bids[2], tricks[2])
        p1, over1 = sc.team(bids[1], tricks[1], bids[3], tricks[3])
        bag0, pen0 = sc.bags(self._bag[0], over0)
        bag1, pen1 = sc.bags(self._bag[1], over1)
        p0 -= pen0
        p1 -= pen1
        self._bag = bag = (bag0, bag1)
        self._score = score = (self._score[0] + p0, self._score[1] + p1)
        self._win = sc.winner(score[0], score[1])
        result = SpadesHandResult(
            score,
            tuple(map(BID_JSON.__getitem__, bids)),
            tuple(tricks),
            bag,
            (p0, p1),
        )
        return result, False

    # ----- view ----------------------------------------------------------------------------

    def _view(self, seat: int | None) -> Mapping[str, Any]:
        last = self.results[-1].to_json() if self.results else None
        actions = self.hands[-1].actions
        return spades_view(self.hand, seat, actions, last, self._bag, self.options.target)
