"""The Schmier match: six seats, one hand after another until a team reaches the target.

A hand runs ``bid`` → ``trump`` → ``discard`` → ``play`` (or ends after ``bid`` when all pass).
State is kept lean for random simulation: hands are card bitmasks, the trump suit's card tables
are looked up once (``trumps.TABLES``), and the seat to act is a single int.

Hidden information is held here and only ``view`` decides what leaves: each seat's discards and
the replacement cards it drew are known to that seat alone, and so is the dealer's pickup.
"""

from __future__ import annotations

import random
from typing import Any

from games.actions import BIDS, PASS, PLAY, TRUMPS, Action, Bid, Discard, Pass, Play, Trump
from games.actions import parse_action as _parse_action
from games.cards import CARDS, PACK_53, Card, Suit, cards_of
from games.core import Deal, HandResult, Match, check_deal
from games.errors import IllegalAction, MalformedAction, NotYourTurn
from games.schmier.discards import (
    HAND_SIZE,
    DiscardRule,
    all_discards,
    dealer_rule,
    discard_mask,
    non_dealer_rule,
    why_illegal,
)
from games.schmier.options import Options
from games.schmier.scoring import (
    RedealResult,
    SchmierHandResult,
    decide_winner,
    game_award,
    hand_points,
    score_hand,
)
from games.schmier.trumps import CARD_VALUES, TABLES, TrumpTables, trick_winner_index

SEATS = 6
STOCK = 17
TRICKS = 6
VERBS = frozenset({"bid", "pass", "trump", "discard", "play"})
_SEAT = tuple((s,) for s in range(SEATS))
_PHASE_VERB = {"bid": "bid or pass", "trump": "name trump", "discard": "discard", "play": "play"}


def _plays(mask: int) -> tuple[Play, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(PLAY[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


class SchmierMatch(Match[Options]):
    """Schmier (RULES.md §2): see the package docstring for the view keys."""

    game = "schmier"
    title = "Schmier"
    options_model = Options
    seat_range = (6, 6)

    # ----- match level ----------------------------------------------------------------------

    def _init_match(self) -> None:
        n = 3 if self.options.teams == "3x2" else 2
        self._n_teams = n
        self._team = tuple(s % n for s in range(SEATS))
        self._teams = tuple(tuple(s for s in range(SEATS) if s % n == t) for t in range(n))
        self._totals = [0] * n
        self._winner_team: int | None = None
        self._over = False
        self._legal_cache: tuple[int, tuple[Action, ...]] | None = None

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self._teams

    def parse_action(self, text: str) -> Action:
        action = _parse_action(text)
        if action.verb not in VERBS or (action.verb == "bid" and not isinstance(action, Bid)):
            raise MalformedAction(f"Schmier has no action {text.strip()!r}")
        if action.verb == "trump" and not isinstance(action, Trump):
            raise MalformedAction("name a trump suit: S, H, D or C")
        return action

    def _scores(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def _match_over(self) -> bool:
        return self._over

    def _winner(self) -> int | None:
        return self._winner_team

    # ----- dealing ----------------------------------------------------------------------------

    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
        deck = list(PACK_53)
        rng.shuffle(deck)
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        for i in range(SEATS * HAND_SIZE):
            hands[(dealer + 1 + i) % SEATS].append(deck[i])
        return Deal(tuple(tuple(h) for h in hands), tuple(deck[SEATS * HAND_SIZE :]))

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=SEATS, hand_size=HAND_SIZE, pack=PACK_53, stock=STOCK)

    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        self._dealer = dealer
        self._hands = [discard_mask(h) for h in deal.hands]
        self._phase_name = "bid"
        self._turn = (dealer + 1) % SEATS
        self._bids: list[int | None] = [None] * SEATS  # 0 = pass
        self._high = 0
        self._bidder = -1
        self._spoken = 0
        self._t: TrumpTables | None = None
        self._stock = deal.stock
        self._stock_pos = 0
        self._discarded = [0] * SEATS
        self._drawn = [0] * SEATS
        self._discard_count: list[int | None] = [None] * SEATS
        self._dealer_trumps_out = 0
        self._trick: list[int] = []
        self._trick_seats: list[int] = []
        self._leader = -1
        self._last_trick: tuple[list[int], list[int], int] | None = None
        self._tricks = 0
        self._tricks_won = [0] * SEATS
        self._values = [0] * self._n_teams
        self._awards: dict[str, int | None] = {}
        self._played = 0
        self._legal_cache = None

    # ----- whose turn -------------------------------------------------------------------------

    def _phase(self) -> str:
        return self._phase_name

    def _to_act(self) -> tuple[int, ...]:
        return () if self._phase_name == "done" else _SEAT[self._turn]

    def _hand_done(self) -> bool:
        return self._phase_name == "done"

    # ----- legal actions ------------------------------------------------------------------------

    def _legal_actions(self, seat: int) -> tuple[Action, ...]:
        if seat != self._turn:
            return ()
        phase = self._phase_name
        if phase == "play":
            return _plays(self._playable(seat))
        if phase == "discard":
            cache = self._legal_cache
            if cache is not None and cache[0] == self.version:
                return cache[1]
            acts = all_discards(self._discard_rule(seat))
            self._legal_cache = (self.version, acts)
            return acts
        if phase == "bid":
            o = self.options
            acts: tuple[Action, ...] = tuple(BIDS[max(o.min_bid, self._high + 1) : o.max_bid + 1])
            return acts if self._dealer_stuck(seat) else (PASS, *acts)
        if phase == "trump":
            return TRUMPS
        return ()

    def _dealer_stuck(self, seat: int) -> bool:
        return (
            self.options.all_pass == "dealer_stuck"
            and seat == self._dealer
            and self._bidder < 0
        )

    def _playable(self, seat: int) -> int:
        """Bitmask of the cards ``seat`` may play now (it is assumed to be on turn)."""
        hand = self._hands[seat]
        t = self._t
        assert t is not None
        if not self._trick:
            if (
                self._tricks == 0
                and self.options.bidder_must_lead_trump
                and hand & t.mask
            ):
                return hand & t.mask
            return hand
        led = t.eff[self._trick[0]]
        follow = hand & t.suit_masks[led]
        if not follow:
            return hand
        if self.options.trump_anytime:
            follow |= hand & t.mask
        return follow

    def _discard_rule(self, seat: int) -> DiscardRule:
        t = self._t
        assert t is not None
        if seat == self._dealer:
            return dealer_rule(self._hands[seat], t)
        return non_dealer_rule(self._hands[seat], t, self.options.max_discard)

    def discard_constraints(self, seat: int) -> DiscardRule | None:
        """What ``seat``'s discard must look like now, or ``None`` if it has no discard to make.

        Use this instead of scanning ``legal_actions`` when choosing a dealer's discard: a legal
        discard is ``must`` plus any ``count - len(must)`` cards of ``may``.
        """
        if self.is_over or self._phase_name != "discard" or seat != self._turn:
            return None
        return self._discard_rule(seat)

    # ----- applying -----------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> None:
        phase = self._phase_name
        if seat != self._turn:
            raise NotYourTurn(f"it is seat {self._turn}'s turn", seat=seat, action=action)
        if isinstance(action, Play) and phase == "play":
            self._apply_play(seat, action.card)
        elif isinstance(action, Discard) and phase == "discard":
            self._apply_discard(seat, action)
        elif isinstance(action, Bid | Pass) and phase == "bid":
            self._apply_bid(seat, action)
        elif isinstance(action, Trump) and phase == "trump":
            self._turn = (self._dealer + 1) % SEATS
            self._t = TABLES[action.suit]
            self._phase_name = "discard"
        else:
            raise IllegalAction(
                f"now is the time to {_PHASE_VERB.get(phase, 'wait')}", seat=seat, action=action
            )

    def _apply_bid(self, seat: int, action: Bid | Pass) -> None:
        o = self.options
        if isinstance(action, Pass):
            if self._dealer_stuck(seat):
                raise IllegalAction(
                    "everyone else passed: the dealer must bid", seat=seat, action=action
                )
            self._bids[seat] = 0
        else:
            n = action.n
            if not o.min_bid <= n <= o.max_bid:
                raise IllegalAction(
                    f"bids are {o.min_bid} to {o.max_bid}", seat=seat, action=action
                )
            if n <= self._high:
                raise IllegalAction(f"bid must exceed {self._high}", seat=seat, action=action)
            self._bids[seat] = n
            self._high = n
            self._bidder = seat
        self._spoken += 1
        if self._high == o.max_bid or self._spoken == SEATS:
            if self._bidder < 0:
                self._phase_name = "done"
            else:
                self._phase_name = "trump"
                self._turn = self._bidder
        else:
            self._turn = (seat + 1) % SEATS

    def _apply_discard(self, seat: int, action: Discard) -> None:
        t = self._t
        assert t is not None
        hand = self._hands[seat]
        mask = discard_mask(action.cards)
        reason = why_illegal(self._discard_rule(seat), mask, hand, t)
        if reason is not None:
            raise IllegalAction(reason, seat=seat, action=action)
        n = len(action.cards)
        hand &= ~mask
        self._discarded[seat] = mask
        self._discard_count[seat] = n
        if seat == self._dealer:
            self._hands[seat] = hand
            self._dealer_trumps_out = mask & t.mask
            self._phase_name = "play"
            self._turn = self._leader = self._bidder
            return
        drawn = discard_mask(self._stock[self._stock_pos : self._stock_pos + n])
        self._stock_pos += n
        self._hands[seat] = hand | drawn
        self._drawn[seat] = drawn
        nxt = (seat + 1) % SEATS
        self._turn = nxt
        if nxt == self._dealer:  # the dealer takes the rest of the stock
            rest = discard_mask(self._stock[self._stock_pos :])
            self._stock_pos = STOCK
            self._hands[nxt] |= rest
            self._drawn[nxt] = rest

    def _apply_play(self, seat: int, card: int) -> None:
        hand = self._hands[seat]
        if not hand >> card & 1:
            raise IllegalAction(f"you do not hold {CARDS[card]}", seat=seat, action=PLAY[card])
        if not self._playable(seat) >> card & 1:
            raise IllegalAction(self._why_unplayable(seat, card), seat=seat, action=PLAY[card])
        t = self._t
        assert t is not None
        self._hands[seat] = hand ^ (1 << card)
        team = self._team[seat]
        if card == t.ace:
            self._awards["high"] = team
        elif card == t.two:
            self._awards["low"] = team
        trick = self._trick
        trick.append(card)
        self._trick_seats.append(seat)
        self._played += 1
        if len(trick) < SEATS:
            self._turn = (seat + 1) % SEATS
            return
        i = trick_winner_index(trick, t)
        winner = self._trick_seats[i]
        wteam = self._team[winner]
        self._values[wteam] += sum(CARD_VALUES[c] for c in trick)
        for c in trick:
            if c == t.right:
                self._awards["right"] = wteam
            elif c == t.left:
                self._awards["left"] = wteam
            elif c == 52:
                self._awards["joker"] = wteam
        self._tricks_won[winner] += 1
        self._tricks += 1
        self._last_trick = (trick, self._trick_seats, winner)
        self._trick = []
        self._trick_seats = []
        if self._tricks == TRICKS:
            self._phase_name = "done"
        else:
            self._turn = self._leader = winner

    def _why_unplayable(self, seat: int, card: int) -> str:
        t = self._t
        assert t is not None
        if not self._trick:
            return "the bidder must lead a trump"
        led = t.eff[self._trick[0]]
        name = "trumps" if led == t.suit else Suit(led).plural
        if t.eff[card] == t.suit and card // 13 != t.suit:
            return f"must follow {name} ({CARDS[card]} is a trump)"
        return f"must follow {name}"

    # ----- scoring ------------------------------------------------------------------------------

    def _score_hand(self) -> tuple[HandResult, bool]:
        if self._bidder < 0:
            same = self.options.all_pass != "redeal_next_dealer"
            return RedealResult(tuple(self._totals)), same
        t = self._t
        assert t is not None
        n = self._n_teams
        awards = dict(self._awards)
        awards["game"] = game_award(self._values)
        points = hand_points(awards, n)
        bidder_team = self._team[self._bidder]
        before = list(self._totals)
        after = score_hand(before, points, bidder_team, self._high)
        self._totals = after
        winner = decide_winner(
            before,
            after,
            awards,
            bidder_team,
            points[bidder_team] >= self._high,
            self.options.target,
            self.options.tie_fallback,
        )
        if winner is not None:
            self._winner_team = winner
            self._over = True
        result = SchmierHandResult(
            bidder=self._bidder,
            bid=self._high,
            trump=Suit(t.suit).char,
            points=tuple(points),
            game_values=tuple(self._values),
            awards=awards,
            scores=tuple(after),
        )
        return result, False

    # ----- view ---------------------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        from games.schmier.view import build_view

        return build_view(self, seat)


def cards_text(mask: int) -> list[str]:
    return [str(c) for c in cards_of(mask)]
