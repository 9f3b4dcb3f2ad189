"""Twenty-Nine as a ``games.core.Match``: dealing, the hand loop, match scores and the end.

One deal's rules live in ``hand.py``; this class only wires them to the uniform interface and
keeps the game points per team (team 0 = seats 0 and 2, team 1 = seats 1 and 3).
"""

from __future__ import annotations

import random
from typing import Any

from games.actions import Action
from games.cards import Card
from games.core import Deal, HandResult, Match, check_deal
from games.shuffle import shuffle
from games.twentynine.actions import parse
from games.twentynine.cards import PACK
from games.twentynine.hand import HandState
from games.twentynine.options import Options
from games.twentynine.scoring import match_winner, score_hand
from games.twentynine.view import hand_view


class TwentyNineMatch(Match[Options]):
    """A match of Twenty-Nine: deals until a side reaches ``+game_target`` or ``-game_target``."""

    game = "twentynine"
    title = "Twenty-Nine"
    options_model = Options
    seat_range = (4, 4)

    _h: HandState
    _totals: list[int]
    _won: int | None

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    def team_of(self, seat: int) -> int:
        return seat & 1

    def parse_action(self, text: str) -> Action:
        return parse(text)

    @property
    def hand_state(self) -> HandState:
        """The current deal's state (tests and computer players of this game only)."""
        return self._h

    def _init_match(self) -> None:
        self._totals = [0, 0]
        self._won = None

    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
        pack = list(PACK)
        shuffle(rng, pack)  # the permutation rng.shuffle gives, faster
        # Card i goes to seat next(dealer)+i%4: four rounds of one card each, then four more.
        hands: list[tuple[Card, ...]] = [()] * 4
        for k in range(4):
            hands[(dealer + 1 + k) % 4] = (*pack[k:16:4], *pack[16 + k : 32 : 4])
        return Deal(tuple(hands))

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=4, hand_size=8, pack=PACK, stock=0)

    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        self._h = HandState(self.options, deal, dealer)

    def _phase(self) -> str:
        return self._h.phase_name

    def _to_act(self) -> tuple[int, ...]:
        return self._h.to_act()

    def _legal_actions(self, seat: int) -> tuple[Action, ...]:
        return self._h.legal(seat)

    def _apply(self, seat: int, action: Action) -> None:
        self._h.apply(seat, action)

    def _hand_done(self) -> bool:
        return self._h.done

    def _score_hand(self) -> tuple[HandResult, bool]:
        result = score_hand(self._h, self._totals, self.options)
        self._won = match_winner(self._totals, self.options.game_target)
        return result, self._h.same_dealer

    def _scores(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def _match_over(self) -> bool:
        return self._won is not None

    def _winner(self) -> int | None:
        return self._won

    def _view(self, seat: int | None) -> dict[str, Any]:
        last = self.results[-1].to_json() if self.results else None
        return hand_view(self._h, seat, self.hands[-1].actions, last)
