"""The Spades hand state machine and match loop (RULES.md §3, §0.4 Spades decisions).

This is the performance-critical engine: ``python -m games bench spades`` races it, through the
public interface, against OpenSpiel's C++ spades driven from Python.  Hence a lean state:

* each hand is four 13-bit suit patterns in one list of small ints, ``_pat[seat * 4 + suit]``;
  legal plays are looked up in per-suit tables by pattern (``tables.py``);
* the hand state lives in ``__slots__``; the trick winner is tracked as the card is played;
* **the legal board**: every seat's legal actions are kept up to date, as each action is applied,
  in a small dict, and ``legal_actions`` *is* that dict's ``__getitem__`` (an instance attribute
  set in ``_init_match``), so asking costs no Python frame.  ``_legal_actions`` (the base
  class's hook, used by ``Match.legal_actions``) computes the same answer from scratch; a test
  checks the two agree after every step;
* ``apply`` plays a card that is due inline (the hot path), with the same checks in the same
  order, the same errors, version counter and hand log as ``Match.apply``; every other action
  goes through ``_apply_other``, which is ``Match.apply`` without its overhead;
* ``to_act`` and ``is_over`` (properties on ``Match``) are slots here, kept current by every
  change of turn and by the end of the match.
"""

from __future__ import annotations

import random
from operator import itemgetter
from typing import Any, ClassVar

from games.actions import PLAY, Action, Bid, BidBlind, Give, Look, Play, parse_action
from games.cards import CARDS, PACK_52, Suit
from games.core import Deal, HandResult, Match, check_deal
from games.errors import IllegalAction, MalformedAction, NotYourTurn
from games.spades.options import Options
from games.spades.scoring import BID_JSON, BLIND, NO_BID, Scorer, SpadesHandResult, is_nil
from games.spades.tables import (
    BID_MENU,
    C_PLAYS,
    D_PLAYS,
    H_PLAYS,
    LOOK_T,
    RANK_BIT,
    S_PLAYS,
    SUIT_OF,
    SUIT_PLAYS,
    SUIT_PLAYS_LOOK,
    TWO_OF_CLUBS,
    gives_of,
    mask_from,
)

OFF, BID, EXCHANGE, PLAYING, DONE = range(5)
"""Hand phases; ``OFF`` between hands (waiting for a deal, or the match is over)."""
PHASE_NAMES = ("deal", "bid", "exchange", "play", "play")
_ACT: tuple[tuple[int, ...], ...] = ((0,), (1,), (2,), (3,), ())
"""``_ACT[turn]`` is ``to_act``; ``turn`` is -1 (→ ``()``) between hands and after the match."""
_VERBS = (Look, Bid, BidBlind, Give, Play)
_PLURAL = tuple(s.plural for s in Suit)
_NOW = ("", "the bidding is on", "cards are being exchanged", "", "")
_BIT = [1 << c for c in range(52)]
_IDLE = (LOOK_T, ())
"""A seat's legal actions while it is not its turn: ``look`` until it has looked."""

_STRENGTH: tuple[tuple[int, ...], ...] = tuple(
    tuple(100 + c if c < 13 else (c % 13 if c // 13 == led else -1) for c in range(52))
    for led in range(4)
)
"""``_STRENGTH[led][card]``: spades beat the led suit, which beats the rest (-1 never wins)."""


class _Board(dict[Any, tuple[Action, ...]]):
    """Seat → legal actions; any other key (not a seat) has none, as ``Match.legal_actions``."""

    def __missing__(self, key: Any) -> tuple[Action, ...]:
        return ()


def _mask13(hand: tuple[int, ...]) -> int:
    return sum(itemgetter(*hand)(_BIT))


class SpadesMatch(Match[Options]):
    """Four seats, partners opposite (teams {0,2} and {1,3}), 52 cards, first to the target."""

    game: ClassVar[str] = "spades"
    title: ClassVar[str] = "Spades"
    options_model: ClassVar[type] = Options
    seat_range: ClassVar[tuple[int, int]] = (4, 4)

    __slots__ = (
        "_anytime",
        "_bag",
        "_bids",
        "_blind_k",
        "_blind_on",
        "_board",
        "_broken",
        "_c2",
        "_cap",
        "_deficit",
        "_exchanges",
        "_hand_dealer",
        "_idle",
        "_last_trick",
        "_lead_any",
        "_leader",
        "_led",
        "_log",
        "_looked",
        "_lstr",
        "_nbids",
        "_nil_k",
        "_nsft",
        "_pat",
        "_ph",
        "_pturn",
        "_score",
        "_scorer",
        "_tabs",
        "_trick",
        "_trick_no",
        "_tricks",
        "_turn",
        "_win",
        "_wkey",
        "_wseat",
        "_xi",
        "_xstep",
        "is_over",
        "to_act",
    )

    # ----- match level ---------------------------------------------------------------------

    def _init_match(self) -> None:
        o = self.options
        self._scorer = Scorer(o)
        self._score = [0, 0]
        self._bag = [0, 0]
        self._win: int | None = None
        self._cap = o.partnership_bid_cap
        self._anytime = o.spades_lead_anytime
        self._nsft = o.no_spades_first_trick
        self._c2 = o.first_lead == "two_of_clubs"
        self._blind_on = o.blind_nil_enabled
        self._deficit = o.blind_nil_min_deficit
        self._blind_k = o.blind_nil_exchange_cards
        self._nil_k = o.nil_exchange_cards
        self._board = _Board({0: (), 1: (), 2: (), 3: ()})
        self.legal_actions = self._board.__getitem__  # type: ignore[method-assign]
        self._ph = OFF
        self._pturn = -1
        self._set_turn(-1)
        self.is_over = False

    def __setstate__(self, state: Any) -> None:
        """Unpickling and ``copy.deepcopy``: ``legal_actions`` must read the copy's own board
        (``deepcopy`` would keep the bound method, so the copy would answer from the original)."""
        attrs, slots = state if isinstance(state, tuple) else (state, None)
        if attrs:
            self.__dict__.update(attrs)
        for name, value in (slots or {}).items():
            setattr(self, name, value)
        self.legal_actions = self._board.__getitem__  # type: ignore[method-assign]

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return ((0, 2), (1, 3))

    @property
    def bags(self) -> tuple[int, int]:
        """Each team's bags after the last finished hand (always below ``bag_threshold``)."""
        return (self._bag[0], self._bag[1])

    def _scores(self) -> tuple[int, ...]:
        return (self._score[0], self._score[1])

    def _match_over(self) -> bool:
        return self.is_over

    def _winner(self) -> int | None:
        return self._win

    def parse_action(self, text: str) -> Action:
        action = parse_action(text)
        if action.__class__ not in _VERBS:
            raise MalformedAction(f"Spades has no {action.verb!r} action")
        return action

    def hand_mask(self, seat: int) -> int:
        """The 52-bit mask of ``seat``'s cards now (bit ``c`` = card ``c``)."""
        return mask_from(self._pat, seat * 4)

    @property
    def turn(self) -> int:
        """The seat whose turn it is (-1 between hands)."""
        return self._pturn if self._ph == PLAYING else self._turn

    # ----- dealing -------------------------------------------------------------------------

    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
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

    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        h0, h1, h2, h3 = deal.hands
        m0, m1, m2, m3 = _mask13(h0), _mask13(h1), _mask13(h2), _mask13(h3)
        self._pat = [
            m0 & 8191, m0 >> 13 & 8191, m0 >> 26 & 8191, m0 >> 39,
            m1 & 8191, m1 >> 13 & 8191, m1 >> 26 & 8191, m1 >> 39,
            m2 & 8191, m2 >> 13 & 8191, m2 >> 26 & 8191, m2 >> 39,
            m3 & 8191, m3 >> 13 & 8191, m3 >> 26 & 8191, m3 >> 39,
        ]  # fmt: skip
        # A seat that may not bid blind nil this hand has nothing to gain by not looking: it
        # picks its cards up as they are dealt (no ``look`` to offer, nothing hidden from it).
        blind = self._blind_now()
        self._looked = [not b for b in blind]
        self._idle = [LOOK_T if b else () for b in blind]
        self._tabs = [SUIT_PLAYS_LOOK if b else SUIT_PLAYS for b in blind]
        self._bids = [NO_BID, NO_BID, NO_BID, NO_BID]
        self._nbids = 0
        self._hand_dealer = dealer
        self._exchanges: list[tuple[int, int]] = []
        self._xi = 0
        self._xstep = 0
        self._trick: list[int] = []
        self._leader = -1
        self._led = 0  # the led suit and its card-strength table
        self._lstr: tuple[int, ...] = _STRENGTH[0]
        self._wkey = -1  # the strength and seat of the card winning the trick so far
        self._wseat = -1
        self._broken = False
        self._lead_any = self._anytime  # a spade may be led (broken, or the option)
        self._trick_no = 0
        self._tricks = [0, 0, 0, 0]
        self._last_trick: tuple[int, list[int], int] | None = None
        self._log = self.hands[-1].actions
        self._ph = BID
        self._pturn = -1
        first = (dealer + 1) & 3
        self._set_turn(first)
        board = self._board
        board[0], board[1], board[2], board[3] = self._idle
        board[first] = BID_MENU[13][blind[first]][blind[first]]

    def _blind_now(self) -> list[bool]:
        """Per seat: may it bid blind nil this hand (scores only change between hands)?"""
        if not self._blind_on:
            return [False, False, False, False]
        if not self._deficit:
            return [True, True, True, True]
        behind = [self._score[t ^ 1] - self._score[t] >= self._deficit for t in (0, 1)]
        return [behind[0], behind[1], behind[0], behind[1]]

    # ----- the hot path --------------------------------------------------------------------

    def apply(self, seat: int, action: Action | str) -> None:
        """``Match.apply``; a card that is due is checked and played right here."""
        if seat != self._pturn or action.__class__ is not Play:
            self._apply_other(seat, action)
            return
        card = action.c  # type: ignore[union-attr]  # a plain int: the tables' fast index
        suit = SUIT_OF[card]
        pat = self._pat
        i = seat * 4 + suit
        p = pat[i]
        bit = RANK_BIT[card]
        if not p & bit:
            raise IllegalAction(f"you do not hold {CARDS[card]}", seat=seat, action=action)
        trick = self._trick
        if trick:
            if suit != self._led:
                self._discard(seat, suit, action)  # checks a card off the led suit
            key = self._lstr[card]
            if key > self._wkey:
                self._wkey = key
                self._wseat = seat
        else:
            self._lead(seat, card, suit, action)  # checks the lead, then starts the trick
        pat[i] = p ^ bit
        trick.append(card)
        self._log.append((seat, action))  # type: ignore[arg-type]
        self.version += 1
        board = self._board
        board[seat] = self._idle[seat]
        if len(trick) < 4:
            self._pturn = seat = (seat + 1) & 3
            self.to_act = _ACT[seat]
            led = self._led
            p = pat[seat * 4 + led]
            board[seat] = self._tabs[seat][led][p] if p else self._void_plays(seat)
        else:
            self._end_trick()

    def _lead(self, seat: int, card: int, suit: int, action: Action) -> None:
        if not self._trick_no and self._c2 and card != TWO_OF_CLUBS:
            raise IllegalAction(
                "the first trick is led with the 2 of clubs", seat=seat, action=action
            )
        if not suit and not self._lead_any and self._holds_non_spade(seat):
            raise IllegalAction("spades are not broken", seat=seat, action=action)
        self._led = suit
        self._lstr = lstr = _STRENGTH[suit]
        self._wkey = lstr[card]
        self._wseat = seat
        if not suit:
            self._broken = self._lead_any = True

    def _discard(self, seat: int, suit: int, action: Action) -> None:
        led = self._led
        if self._pat[seat * 4 + led]:
            raise IllegalAction(f"must follow {_PLURAL[led]}", seat=seat, action=action)
        if not suit:
            if self._nsft and not self._trick_no and self._holds_non_spade(seat):
                raise IllegalAction(
                    "no spades on the first trick while you hold another suit",
                    seat=seat,
                    action=action,
                )
            self._broken = self._lead_any = True

    def _end_trick(self) -> None:
        w = self._wseat
        self._tricks[w] += 1
        self._last_trick = (self._leader, self._trick, w)
        self._trick = []
        self._trick_no += 1
        if self._trick_no < 13:
            self._leader = self._pturn = w
            self.to_act = _ACT[w]
            self._board[w] = self._lead_plays(w)
            return
        self._ph = DONE
        self._pturn = -1
        self._finish_hand()

    # ----- legal actions -------------------------------------------------------------------

    def _lead_plays(self, seat: int) -> tuple[Action, ...]:
        if not self._trick_no and self._c2:
            return self._with_look(seat, (PLAY[TWO_OF_CLUBS],))
        return self._plays(seat, self._lead_any or not self._holds_non_spade(seat))

    def _void_plays(self, seat: int) -> tuple[Action, ...]:
        """Plays of a seat void in the led suit."""
        spades = not (self._nsft and not self._trick_no and self._holds_non_spade(seat))
        return self._plays(seat, spades)

    def _plays(self, seat: int, spades: bool) -> tuple[Action, ...]:
        pat = self._pat
        b = seat * 4
        acts = H_PLAYS[pat[b + 1]] + D_PLAYS[pat[b + 2]] + C_PLAYS[pat[b + 3]]
        if spades:
            acts = S_PLAYS[pat[b]] + acts
        return acts if self._looked[seat] else acts + LOOK_T

    def _with_look(self, seat: int, acts: tuple[Action, ...]) -> tuple[Action, ...]:
        return acts if self._looked[seat] else acts + LOOK_T

    def _holds_non_spade(self, seat: int) -> bool:
        pat = self._pat
        b = seat * 4
        return bool(pat[b + 1] or pat[b + 2] or pat[b + 3])

    def _legal_actions(self, seat: int) -> tuple[Action, ...]:
        """The legal actions of ``seat``, worked out from the state (the board's reference)."""
        ph = self._ph
        if ph in (OFF, DONE):
            return ()
        if seat != (self._pturn if ph == PLAYING else self._turn):
            return _IDLE[self._looked[seat]]
        if ph == PLAYING:
            if not self._trick:
                return self._lead_plays(seat)
            p = self._pat[seat * 4 + self._led]
            return self._with_look(seat, SUIT_PLAYS[self._led][p]) if p else self._void_plays(seat)
        if ph == EXCHANGE:  # the giver has looked
            return gives_of(self.hand_mask(seat), self._exchanges[self._xi][1])
        blind = self._blind_refusal(seat) is None
        return BID_MENU[self._bid_cap(seat)][blind][not self._looked[seat]]

    def _refresh(self) -> None:
        """Recompute every seat's entry on the board (after anything but a card played)."""
        board = self._board
        for s in range(4):
            board[s] = self._legal_actions(s)

    # ----- everything else -----------------------------------------------------------------

    def _apply_other(self, seat: int, action: Action | str) -> None:
        """Everything but a card that is due: exactly ``Match.apply``, minus its overhead."""
        if action.__class__ is Bid and seat == self._turn and self._ph == BID:
            self._bid(seat, action)  # type: ignore[arg-type]  # what ``_apply`` would reach
            self._log.append((seat, action))  # type: ignore[arg-type]
            self.version += 1
            return
        if isinstance(action, str):
            action = self.parse_action(action)
            if type(action) is Play:
                self.apply(seat, action)
                return
        if self._ph == OFF or not 0 <= seat < 4:
            Match.apply(self, seat, action)  # its refusals: no deal yet, match over, no seat
            return
        self._apply(seat, action)
        self._log.append((seat, action))
        self.version += 1
        if self._ph == DONE:
            self._finish_hand()

    def _phase(self) -> str:
        return PHASE_NAMES[self._ph]

    def _to_act(self) -> tuple[int, ...]:
        return self.to_act

    def _hand_done(self) -> bool:
        return self._ph == DONE

    def _apply(self, seat: int, action: Action) -> None:
        cls = action.__class__
        if cls is Look:
            self._look(seat)
            return
        if cls not in _VERBS:
            raise IllegalAction(f"there is no {action.verb!r} in Spades", seat=seat, action=action)
        turn = self.turn
        if seat != turn:
            raise NotYourTurn(f"it is seat {turn}'s turn", seat=seat, action=action)
        ph = self._ph
        if cls is Play:
            # ``apply`` plays every card that is due; what reaches this hook is out of phase.
            assert ph != PLAYING, "cards in turn are played by SpadesMatch.apply"
            raise IllegalAction(f"no card is played yet: {_NOW[ph]}", seat=seat, action=action)
        if cls is Give:
            if ph != EXCHANGE:
                raise IllegalAction("no exchange is due now", seat=seat, action=action)
            self._give(seat, action)  # type: ignore[arg-type]
            self._refresh()
        else:
            if ph != BID:
                raise IllegalAction("the bidding is over", seat=seat, action=action)
            self._bid(seat, action)

    def _look(self, seat: int) -> None:
        """Any seat, any time in the hand; looking again changes nothing."""
        if not self._looked[seat]:
            self._see(seat)
            self._board[seat] = self._legal_actions(seat)

    def _see(self, seat: int) -> None:
        self._looked[seat] = True
        self._idle[seat] = ()
        self._tabs[seat] = SUIT_PLAYS

    # ----- bidding and the exchange ------------------------------------------------------

    def _bid(self, seat: int, action: Action) -> None:
        if type(action) is BidBlind:
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
        self._nbids += 1
        if self._nbids < 4:
            self._turn = nxt = (seat + 1) & 3
            self.to_act = _ACT[nxt]
            board = self._board
            board[seat] = self._idle[seat]
            unlooked = not self._looked[nxt]
            blind = unlooked and self._blind_refusal(nxt) is None
            board[nxt] = BID_MENU[self._bid_cap(nxt)][blind][unlooked]
            return
        bids = self._bids
        for i in range(1, 5):  # bidding order from next(dealer)
            s = (self._hand_dealer + i) & 3
            mine, partner = bids[s], bids[s ^ 2]
            if mine == BLIND and partner != BLIND and self._blind_k:
                self._exchanges.append((s, self._blind_k))
            elif mine == 0 and self._nil_k and not is_nil(partner):
                self._exchanges.append((s, self._nil_k))
        if self._exchanges:
            self._ph = EXCHANGE
            self._start_give(self._exchanges[0][0])
        else:
            self._start_play()
        self._refresh()

    def _bid_cap(self, seat: int) -> int:
        partner = self._bids[seat ^ 2]
        if self._cap and partner > 0:
            return 13 - partner
        return 13

    def _blind_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not bid blind nil now (``None``: it may)."""
        if not self._blind_on:
            return "blind nil is not played at this table"
        if self._deficit:
            team = seat & 1
            if self._score[team ^ 1] - self._score[team] < self._deficit:
                return f"blind nil needs your side to trail by at least {self._deficit}"
        if self._looked[seat]:
            return "you have looked at your hand: blind nil is bid before looking"
        return None

    def _start_give(self, giver: int) -> None:
        self._see(giver)  # choosing cards to give means seeing the hand (the board follows)
        self._set_turn(giver)

    def _give(self, seat: int, action: Give) -> None:
        k = self._exchanges[self._xi][1]
        if len(action.cards) != k:
            raise IllegalAction(f"give exactly {k} cards", seat=seat, action=action)
        pat = self._pat
        for c in action.cards:
            if not pat[seat * 4 + SUIT_OF[c]] & RANK_BIT[c]:
                raise IllegalAction(f"you do not hold {c}", seat=seat, action=action)
        for c in action.cards:
            pat[seat * 4 + SUIT_OF[c]] ^= RANK_BIT[c]
            pat[(seat ^ 2) * 4 + SUIT_OF[c]] |= RANK_BIT[c]
        if self._xstep == 0:  # the bidder gave; the partner gives back
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
            leader = next(s for s in range(4) if self._pat[s * 4 + 3] & 1)  # holds the 2 of clubs
        else:
            leader = (self._hand_dealer + 1) & 3
        self._turn = -1
        self._leader = self._pturn = leader
        self.to_act = _ACT[leader]

    def _set_turn(self, seat: int) -> None:
        self._turn = seat
        self.to_act = _ACT[seat]

    # ----- end of hand ---------------------------------------------------------------------

    def _score_hand(self) -> tuple[HandResult, bool]:
        sc = self._scorer
        bids, tricks = self._bids, self._tricks
        score, bag = self._score, self._bag
        p0, over0 = sc.team(bids[0], tricks[0], bids[2], tricks[2])
        p1, over1 = sc.team(bids[1], tricks[1], bids[3], tricks[3])
        bag[0], pen0 = sc.bags(bag[0], over0)
        bag[1], pen1 = sc.bags(bag[1], over1)
        p0 -= pen0
        p1 -= pen1
        score[0] += p0
        score[1] += p1
        self._win = sc.winner(score[0], score[1])
        self.is_over = self._win is not None
        self._ph = OFF
        self._set_turn(-1)
        board = self._board
        board[0] = board[1] = board[2] = board[3] = ()
        result = SpadesHandResult(
            (score[0], score[1]),
            tuple(map(BID_JSON.__getitem__, bids)),
            tuple(tricks),
            (bag[0], bag[1]),
            (p0, p1),
        )
        return result, False

    # ----- view ----------------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        from games.spades.view import spades_view

        return spades_view(self, seat)
