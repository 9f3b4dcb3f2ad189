"""Twenty-Nine as a ``games.core.Match``: dealing, match scores and the end.

One deal's rules live in ``hand.py``; this class only declares the game and keeps the game
points per team (team 0 = seats 0 and 2, team 1 = seats 1 and 3).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from games.actions import Action, Play
from games.cards import Card
from games.core import Deal, HandResult, Match, Step, check_deal
from games.shuffle import Shuffler, shuffle
from games.twentynine.actions import ACTIONS, parse_text
from games.twentynine.cards import PACK
from games.twentynine.hand import HandState
from games.twentynine.options import Options
from games.twentynine.scoring import match_winner, score_hand
from games.twentynine.view import TwentyNineView, hand_view


class TwentyNineMatch(Match[Options, HandState, TwentyNineView]):
    """A match of Twenty-Nine: deals until a side reaches ``+game_target`` or ``-game_target``."""

    game = "twentynine"
    title = "Twenty-Nine"
    options_model = Options
    seat_range = (4, 4)
    actions = ACTIONS
    steps: ClassVar[Mapping[type, Step]] = {Play: HandState._on_play}

    _totals: tuple[int, int]
    _won: int | None

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    def team_of(self, seat: int) -> int:
        return seat & 1

    @property
    def hand_state(self) -> HandState:
        """The current deal's state (``hand``; tests and computer players of this game)."""
        return self.hand

    def _parse(self, text: str) -> Action:
        return parse_text(text)

    def _init_match(self) -> None:
        self._totals = (0, 0)
        self._won = None

    def _deal_from(self, rng: Shuffler, dealer: int) -> Deal:
        pack = list(PACK)
        shuffle(rng, pack)  # the permutation rng.shuffle gives, faster
        # Card i goes to seat next(dealer)+i%4: four rounds of one card each, then four more.
        hands: list[tuple[Card, ...]] = [()] * 4
        for k in range(4):
            hands[(dealer + 1 + k) % 4] = (*pack[k:16:4], *pack[16 + k : 32 : 4])
        return Deal(tuple(hands))

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=4, hand_size=8, pack=PACK, stock=0)

    def _begin_hand(self, deal: Deal, dealer: int) -> HandState:
        return HandState(self.options, deal, dealer)

    def _score_hand(self) -> tuple[HandResult, bool]:
        totals = list(self._totals)  # a new list: a clone shares the old totals
        result = score_hand(self.hand, totals, self.options)
        self._totals = (totals[0], totals[1])
        self._won = match_winner(totals, self.options.game_target)
        return result, self.hand.same_dealer

    def _scores(self) -> tuple[int, ...]:
        return self._totals

    def _match_over(self) -> bool:
        return self._won is not None

    def _winner(self) -> int | None:
        return self._won

    def _view(self, seat: int | None) -> Mapping[str, Any]:
        last = self.results[-1].to_json() if self.results else None
        return hand_view(self.hand, seat, self.hands[-1].actions, last)
