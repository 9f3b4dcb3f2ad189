"""The Spades hand state machine and match loop (RULES.md §3, §0.4 Spades decisions).

This is the performance-critical engine (``python -m games bench spades`` races it against
OpenSpiel's C++ spades), so the state is lean: hands are 52-bit masks, the current trick is a
list of card ints, the legal-action tuples come from precomputed tables, and the public
``apply`` / ``legal_actions`` / ``to_act`` / ``is_over`` have a fast path for the common case
that behaves exactly like the base class (same errors, version counter and hand log).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.actions import (
    PLAY,
    Action,
    Bid,
    BidBlind,
    Give,
    Look,
    Play,
    parse_action,
)
from games.cards import CARDS, PACK_52, SUIT_MASKS, Suit
from games.core import Deal, HandResult, Match, check_deal
from games.errors import IllegalAction, MalformedAction, NotYourTurn
from games.spades.options import Options
from games.spades.scoring import (
    BLIND,
    NO_BID,
    SpadesHandResult,
    add_bags,
    bid_json,
    is_nil,
    match_winner,
    team_points,
)
from games.spades.tables import (
    BIDS_UP_TO,
    BLIND_T,
    LOOK_T,
    NON_SPADES,
    SHIFTS,
    SUIT_OF,
    SUIT_PLAYS,
    TWO_OF_CLUBS,
    gives_of,
    mask_of,
    plays_of,
)

OFF, BID, EXCHANGE, PLAYING, DONE = range(5)
"""Hand phases; ``OFF`` between hands (waiting for a deal, or the match is over)."""
PHASE_NAMES = ("deal", "bid", "exchange", "play", "play")
_ACT: tuple[tuple[int, ...], ...] = ((0,), (1,), (2,), (3,))
_VERBS = (Look, Bid, BidBlind, Give, Play)
_PLURAL = tuple(s.plural for s in Suit)
_NOW = ("", "the bidding is on: bid a number (0 = nil)", "cards are being exchanged", "")


class SpadesMatch(Match[Options]):
    """Four seats, partners opposite (teams {0,2} and {1,3}), 52 cards, first to the target."""

    game: ClassVar[str] = "spades"
    title: ClassVar[str] = "Spades"
    options_model: ClassVar[type] = Options
    seat_range: ClassVar[tuple[int, int]] = (4, 4)

    # ----- match level ---------------------------------------------------------------------

    def _init_match(self) -> None:
        o = self.options
        self._score = [0, 0]
        self._bag = [0, 0]
        self._over = False
        self._win: int | None = None
        self._ph = OFF
        self._turn = -1
        self._acting: tuple[int, ...] = ()
        self._cap = o.partnership_bid_cap
        self._anytime = o.spades_lead_anytime
        self._nsft = o.no_spades_first_trick
        self._c2 = o.first_lead == "two_of_clubs"

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    @property
    def bags(self) -> tuple[int, int]:
        """Each team's bags after the last finished hand (always below ``bag_threshold``)."""
        return (self._bag[0], self._bag[1])

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def to_act(self) -> tuple[int, ...]:
        # ``_acting`` is () between hands and after the match, as the base class requires.
        return self._acting

    def _scores(self) -> tuple[int, ...]:
        return (self._score[0], self._score[1])

    def _match_over(self) -> bool:
        return self._over

    def _winner(self) -> int | None:
        return self._win

    def parse_action(self, text: str) -> Action:
        action = parse_action(text)
        if action.__class__ not in _VERBS:
            raise MalformedAction(f"Spades has no {action.verb!r} action")
        return action

    # ----- dealing -------------------------------------------------------------------------

    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
        deck = list(PACK_52)
        rng.shuffle(deck)
        # One card at a time from next(dealer): seat s gets every 4th card from its offset.
        return Deal(tuple(tuple(deck[(s - dealer - 1) % 4 :: 4]) for s in range(4)))

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=4, hand_size=13, pack=PACK_52, stock=0)

    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        self._hm = [mask_of(h) for h in deal.hands]
        self._looked = [False, False, False, False]
        self._bids = [NO_BID, NO_BID, NO_BID, NO_BID]
        self._nbids = 0
        self._hand_dealer = dealer
        self._exchanges: list[tuple[int, int]] = []
        self._xi = 0
        self._xstep = 0
        self._trick: list[int] = []
        self._leader = -1
        self._led = -1
        self._wseat = -1
        self._wcard = -1
        self._broken = False
        self._trick_no = 0
        self._tricks = [0, 0, 0, 0]
        self._last_trick: tuple[int, list[int], int] | None = None
        self._log = self.hands[-1].actions
        self._ph = BID
        self._turn = (dealer + 1) & 3
        self._acting = _ACT[self._turn]

    # ----- the fast public path ------------------------------------------------------------

    def apply(self, seat: int, action: Action | str) -> None:
        """As ``Match.apply``; a card played in turn skips the generic dispatch."""
        if seat == self._turn and action.__class__ is Play and self._ph == PLAYING:
            self._play(seat, action.card)
            self._log.append((seat, action))
            self.version += 1
            if self._ph == DONE:
                self._finish_hand()
            return
        super().apply(seat, action)

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        # ``_turn`` is -1 unless a hand is being played, so this is the base class's answer.
        if seat == self._turn:
            return self._legal_actions(seat)
        return super().legal_actions(seat)

    # ----- hooks ---------------------------------------------------------------------------

    def _phase(self) -> str:
        return PHASE_NAMES[self._ph]

    def _to_act(self) -> tuple[int, ...]:
        return self._acting

    def _hand_done(self) -> bool:
        return self._ph == DONE

    def _legal_actions(self, seat: int) -> tuple[Action, ...]:
        ph = self._ph
        if seat != self._turn:
            return () if self._looked[seat] else LOOK_T
        if ph == PLAYING:
            hand = self._hm[seat]
            if self._trick:
                led = self._led
                m = hand & SUIT_MASKS[led]
                if m:
                    acts = SUIT_PLAYS[led][m >> SHIFTS[led]]
                elif self._nsft and not self._trick_no and hand & NON_SPADES:
                    acts = plays_of(hand & NON_SPADES)
                else:
                    acts = plays_of(hand)
            elif self._c2 and not self._trick_no:
                acts = (PLAY[TWO_OF_CLUBS],)
            elif not self._broken and not self._anytime and hand & NON_SPADES:
                acts = plays_of(hand & NON_SPADES)
            else:
                acts = plays_of(hand)
        elif ph == BID:
            acts = BIDS_UP_TO[self._bid_cap(seat)]
            if self._blind_refusal(seat) is None:
                acts += BLIND_T
        else:  # EXCHANGE: the giver has looked
            return gives_of(self._hm[seat], self._exchanges[self._xi][1])
        return acts if self._looked[seat] else acts + LOOK_T

    def _apply(self, seat: int, action: Action) -> None:
        cls = action.__class__
        if cls is Look:
            self._looked[seat] = True  # any seat, any time in the hand; again changes nothing
            return
        if cls not in _VERBS:
            raise IllegalAction(f"there is no {action.verb!r} in Spades", seat=seat, action=action)
        if seat != self._turn:
            raise NotYourTurn(f"it is seat {self._turn}'s turn", seat=seat, action=action)
        ph = self._ph
        if cls is Play:
            if ph != PLAYING:
                raise IllegalAction(f"no card is played yet: {_NOW[ph]}", seat=seat, action=action)
            self._play(seat, action.card)  # type: ignore[attr-defined]
        elif cls is Give:
            if ph != EXCHANGE:
                raise IllegalAction("no exchange is due now", seat=seat, action=action)
            self._give(seat, action)  # type: ignore[arg-type]
        else:
            if ph != BID:
                raise IllegalAction("the bidding is over", seat=seat, action=action)
            if cls is BidBlind:
                why = self._blind_refusal(seat)
                if why is not None:
                    raise IllegalAction(why, seat=seat, action=action)
                self._bids[seat] = BLIND
            else:
                n = action.n  # type: ignore[attr-defined]
                if n > 13:
                    raise IllegalAction("a bid is 0 (nil) to 13 tricks", seat=seat, action=action)
                cap = self._bid_cap(seat)
                if n > cap:
                    raise IllegalAction(
                        f"bid must be at most {cap}: partners may bid 13 tricks together",
                        seat=seat,
                        action=action,
                    )
                self._bids[seat] = n
            self._after_bid(seat)

    # ----- bidding and the exchange ------------------------------------------------------

    def _bid_cap(self, seat: int) -> int:
        partner = self._bids[seat ^ 2]
        if self._cap and partner > 0:
            return 13 - partner
        return 13

    def _blind_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not bid blind nil now (``None``: it may)."""
        o = self.options
        if not o.blind_nil_enabled:
            return "blind nil is not played at this table"
        if self._looked[seat]:
            return "you have looked at your hand: blind nil is bid before looking"
        if o.blind_nil_min_deficit > 0:
            team = seat & 1
            if self._score[team ^ 1] - self._score[team] < o.blind_nil_min_deficit:
                return f"blind nil needs your side to trail by at least {o.blind_nil_min_deficit}"
        return None

    def _after_bid(self, seat: int) -> None:
        self._nbids += 1
        if self._nbids < 4:
            self._set_turn((seat + 1) & 3)
            return
        o = self.options
        bids = self._bids
        for i in range(1, 5):  # bidding order from next(dealer)
            s = (self._hand_dealer + i) & 3
            mine, partner = bids[s], bids[s ^ 2]
            if mine == BLIND and partner != BLIND and o.blind_nil_exchange_cards:
                self._exchanges.append((s, o.blind_nil_exchange_cards))
            elif mine == 0 and o.nil_exchange_cards and not is_nil(partner):
                self._exchanges.append((s, o.nil_exchange_cards))
        if self._exchanges:
            self._ph = EXCHANGE
            self._start_give(self._exchanges[0][0])
        else:
            self._start_play()

    def _start_give(self, giver: int) -> None:
        self._looked[giver] = True  # choosing cards to give means seeing the hand
        self._set_turn(giver)

    def _give(self, seat: int, action: Give) -> None:
        k = self._exchanges[self._xi][1]
        if len(action.cards) != k:
            raise IllegalAction(f"give exactly {k} cards", seat=seat, action=action)
        hand = self._hm[seat]
        for c in action.cards:
            if not hand >> c & 1:
                raise IllegalAction(f"you do not hold {c}", seat=seat, action=action)
        m = mask_of(action.cards)
        self._hm[seat] = hand ^ m
        self._hm[seat ^ 2] |= m
        if self._xstep == 0:
            self._xstep = 1
            self._start_give(seat ^ 2)
            return
        self._xstep = 0
        self._xi += 1
        if self._xi < len(self._exchanges):
            self._start_give(self._exchanges[self._xi][0])
        else:
            self._start_play()

    def _start_play(self) -> None:
        self._ph = PLAYING
        if self._c2:
            leader = next(s for s in range(4) if self._hm[s] >> TWO_OF_CLUBS & 1)
        else:
            leader = (self._hand_dealer + 1) & 3
        self._leader = leader
        self._set_turn(leader)

    def _set_turn(self, seat: int) -> None:
        self._turn = seat
        self._acting = _ACT[seat]

    # ----- play ----------------------------------------------------------------------------

    def _play(self, seat: int, card: int) -> None:
        """Check, then play ``card`` for ``seat`` (whose turn it is in the play phase)."""
        hand = self._hm[seat]
        bit = 1 << card
        if not hand & bit:
            raise IllegalAction(f"you do not hold {CARDS[card]}", seat=seat, action=PLAY[card])
        suit = SUIT_OF[card]
        trick = self._trick
        if trick:
            led = self._led
            if suit != led:
                if hand & SUIT_MASKS[led]:
                    raise IllegalAction(f"must follow {_PLURAL[led]}", seat=seat, action=PLAY[card])
                if not suit and self._nsft and not self._trick_no and hand & NON_SPADES:
                    raise IllegalAction(
                        "no spades on the first trick while you hold another suit",
                        seat=seat,
                        action=PLAY[card],
                    )
            # Highest spade wins, else the highest card of the led suit (spades sort lowest).
            w = self._wcard
            if (SUIT_OF[w] == suit and card > w) or (not suit and w >= 13):
                self._wcard = card
                self._wseat = seat
        else:
            if self._c2 and not self._trick_no and card != TWO_OF_CLUBS:
                raise IllegalAction(
                    "the first trick is led with the 2 of clubs", seat=seat, action=PLAY[card]
                )
            if not suit and not self._broken and not self._anytime and hand & NON_SPADES:
                raise IllegalAction("spades are not broken", seat=seat, action=PLAY[card])
            self._led = suit
            self._wcard = card
            self._wseat = seat
        self._hm[seat] = hand ^ bit
        trick.append(card)
        if not suit:
            self._broken = True
        if len(trick) < 4:
            seat = (seat + 1) & 3
            self._turn = seat
            self._acting = _ACT[seat]
            return
        w = self._wseat
        self._tricks[w] += 1
        self._last_trick = (self._leader, trick, w)
        self._trick = []
        self._trick_no += 1
        if self._trick_no == 13:
            self._ph = DONE
            self._turn = -1
            self._acting = ()
        else:
            self._leader = self._turn = w
            self._acting = _ACT[w]

    # ----- end of hand ---------------------------------------------------------------------

    def _score_hand(self) -> tuple[HandResult, bool]:
        o = self.options
        bids, tricks = self._bids, self._tricks
        points = [0, 0]
        for team in (0, 1):
            pts, over = team_points(
                (bids[team], bids[team + 2]), (tricks[team], tricks[team + 2]), o
            )
            self._bag[team], penalty = add_bags(self._bag[team], over, o)
            points[team] = pts - penalty
            self._score[team] += points[team]
        self._win = match_winner(self._score, o)
        self._over = self._win is not None
        self._ph = OFF
        self._turn = -1
        self._acting = ()
        result = SpadesHandResult(
            scores=(self._score[0], self._score[1]),
            bids=tuple(bid_json(b) for b in bids),
            tricks=tuple(tricks),
            bags=(self._bag[0], self._bag[1]),
            points=(points[0], points[1]),
        )
        return result, False

    # ----- view ----------------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        from games.spades.view import spades_view

        return spades_view(self, seat)
