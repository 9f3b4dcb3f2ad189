"""The Schmier match: six seats, one hand after another until a team reaches the target.

One hand's rules live in ``hand.py``; this class declares the game, deals, and scores each hand
into the team totals.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.cards import PACK_53, Suit
from games.core import Deal, HandResult, Match, Step, check_deal
from games.schmier.discards import HAND_SIZE, DiscardRule
from games.schmier.hand import ACTIONS, SEATS, STEPS, STOCK, SchmierHand
from games.schmier.options import Options
from games.schmier.scoring import (
    RedealResult,
    SchmierHandResult,
    decide_winner,
    game_award,
    hand_points,
    score_hand,
)
from games.schmier.view import SchmierView, build_view
from games.shuffle import Shuffler, shuffle


class SchmierMatch(Match[Options, SchmierHand, SchmierView]):
    """Schmier (RULES.md §2); the package docstring lists the view keys."""

    game: ClassVar[str] = "schmier"
    title: ClassVar[str] = "Schmier"
    options_model = Options
    seat_range: ClassVar[tuple[int, int]] = (6, 6)
    actions = ACTIONS
    steps: ClassVar[Mapping[type, Step]] = STEPS

    def _init_match(self) -> None:
        n = 3 if self.options.teams == "3x2" else 2
        self._n_teams = n
        self._team = tuple(s % n for s in range(SEATS))
        self._teams = tuple(tuple(s for s in range(SEATS) if s % n == t) for t in range(n))
        self._totals = [0] * n
        """Points per team; replaced after each hand, never changed in place (``clone``)."""
        self._winner_team: int | None = None

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self._teams

    def _scores(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def _match_over(self) -> bool:
        return self._winner_team is not None

    def _winner(self) -> int | None:
        return self._winner_team

    def discard_constraints(self, seat: int) -> DiscardRule | None:
        """What ``seat``'s discard must look like now, or ``None`` if it has no discard to make.

        Use this rather than scanning ``legal_actions`` to choose a dealer's discard (up to
        100,947 of them): a legal discard is ``must`` plus ``min_count - len(must)`` ..
        ``max_count - len(must)`` cards of ``may``.
        """
        if self.is_over or self.waiting_for_deal:
            return None
        return self.hand.discard_constraints(seat)

    # ----- dealing ----------------------------------------------------------------------------

    def _deal_from(self, rng: Shuffler, dealer: int) -> Deal:
        deck = list(PACK_53)
        shuffle(rng, deck)  # the permutation rng.shuffle gives, faster
        # one card at a time from next(dealer): seat s gets every 6th card from its offset
        hands = tuple(
            tuple(deck[(s - dealer - 1) % SEATS : SEATS * HAND_SIZE : SEATS]) for s in range(SEATS)
        )
        return Deal(hands, tuple(deck[SEATS * HAND_SIZE :]))

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=SEATS, hand_size=HAND_SIZE, pack=PACK_53, stock=STOCK)

    def _begin_hand(self, deal: Deal, dealer: int) -> SchmierHand:
        return SchmierHand(self.options, deal, dealer, self._team, self._n_teams)

    # ----- scoring ------------------------------------------------------------------------------

    def _score_hand(self) -> tuple[HandResult, bool]:
        h = self.hand
        if h.bidder < 0:
            same = self.options.all_pass != "redeal_next_dealer"
            return RedealResult(tuple(self._totals)), same
        t = h.t
        assert t is not None
        o = self.options
        awards = dict(h.awards)
        awards["game"] = game_award(h.values)
        points = hand_points(awards, self._n_teams)
        bidder_team = self._team[h.bidder]
        before = self._totals
        after = score_hand(before, points, bidder_team, h.high)
        self._totals = after
        made = points[bidder_team] >= h.high
        winner = decide_winner(before, after, awards, bidder_team, made, o.target, o.tie_fallback)
        if winner is not None:
            self._winner_team = winner
        result = SchmierHandResult(
            bidder=h.bidder,
            bid=h.high,
            trump=Suit(t.suit).char,
            points=tuple(points),
            game_values=tuple(h.values),
            awards=awards,
            scores=tuple(after),
        )
        return result, False

    # ----- view ---------------------------------------------------------------------------------

    def _view(self, seat: int | None) -> Mapping[str, Any]:
        last = self.results[-1].to_json() if self.results else None
        return build_view(self.hand, seat, self.hands[-1].actions, last)
