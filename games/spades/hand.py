"""One Spades hand as a state machine (RULES.md §3, §0.4 Spades decisions).

Phases: ``bid`` → ``exchange`` (only after a blind nil, or a nil with ``nil_exchange_cards``)
→ ``play``.  ``look`` is accepted from any seat at any time during the hand.

This is the performance-critical engine: ``python -m games bench spades`` races it, through the
public interface, against OpenSpiel's C++ spades driven from Python.  Hence a lean state:

* each hand is four 13-bit suit patterns in one list of small ints, ``pat[seat * 4 + suit]``;
  legal plays are looked up in per-suit tables by pattern (``tables.py``);
* the state lives in ``__slots__``; the trick winner is tracked as the card is played;
* **the legal board** (``games.core``'s fast path): every seat's legal actions are kept up to
  date in ``board`` as each action is applied, and the match's ``legal_actions`` is that dict's
  lookup.  ``legal`` computes the same answer from scratch; a test checks the two agree after
  every step;
* **the steps**: ``play`` (a card from the seat on turn, with the lead and the end of the trick
  inline), ``bid`` and ``look`` are the match's fast-path steps; everything else (a give, a
  look out of turn) goes through ``apply``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Any

from games.actions import LOOK, PLAY, Action, Bid, BidBlind, Give, Look, Play
from games.cards import CARDS, Suit
from games.core import Board, Deal, no_such_action
from games.errors import IllegalAction, NotYourTurn
from games.spades.options import Options
from games.spades.scoring import BLIND, NO_BID, is_nil
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

BID, EXCHANGE, PLAYING, DONE = range(1, 5)
"""Hand phases (0 is the match's "deal", before any hand)."""
PHASE_NAMES = ("deal", "bid", "exchange", "play", "play")
_ACT: tuple[tuple[int, ...], ...] = ((0,), (1,), (2,), (3,), ())
"""``_ACT[turn]`` is ``to_act``; a turn of -1 (no one) gives ``()``."""
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


_NONE_BLIND = (False, False, False, False)
_ALL_BLIND = (True, True, True, True)
_Tables = tuple[tuple[tuple[Action, ...], ...], ...]
"""Per suit, the plays of every rank pattern (``SUIT_PLAYS``, or ``SUIT_PLAYS_LOOK``)."""
_SEATS_START: dict[tuple[bool, ...], tuple[list[bool], list[tuple[Action, ...]], list[_Tables]]] = {
    blind: (
        [not b for b in blind],
        [LOOK_T if b else () for b in blind],
        [SUIT_PLAYS_LOOK if b else SUIT_PLAYS for b in blind],
    )
    for blind in ((a, b, a, b) for a in (False, True) for b in (False, True))
}
"""Per blind-nil chance of the seats (``_blind_now``): who has looked, the idle actions and the
play tables at the deal, copied by each hand (a seat that may not bid blind picks its cards up)."""


def _mask13(hand: tuple[int, ...]) -> int:
    return sum(itemgetter(*hand)(_BIT))


class SpadesHand:
    """The state of one hand; the match scores it once ``done``."""

    __slots__ = (
        "bids",
        "blind_k",
        "blind_on",
        "board",
        "broken",
        "c2",
        "cap",
        "dealer",
        "deficit",
        "exchanges",
        "idle",
        "last_trick",
        "lead_any",
        "leader",
        "led",
        "looked",
        "lstr",
        "nbids",
        "nil_k",
        "nsft",
        "pat",
        "ph",
        "pturn",
        "scores",
        "tabs",
        "trick",
        "trick_no",
        "tricks",
        "turn",
        "wkey",
        "wseat",
        "xi",
        "xstep",
    )

    def __init__(self, o: Options, deal: Deal, dealer: int, scores: tuple[int, int]) -> None:
        self.cap = o.partnership_bid_cap
        self.nsft = o.no_spades_first_trick
        self.c2 = o.first_lead == "two_of_clubs"
        self.blind_on = o.blind_nil_enabled
        self.deficit = o.blind_nil_min_deficit
        self.blind_k = o.blind_nil_exchange_cards
        self.nil_k = o.nil_exchange_cards
        self.scores = scores
        """The match score before this hand (blind nil may need a deficit)."""
        h0, h1, h2, h3 = deal.hands
        m0, m1, m2, m3 = _mask13(h0), _mask13(h1), _mask13(h2), _mask13(h3)
        self.pat = [
            m0 & 8191, m0 >> 13 & 8191, m0 >> 26 & 8191, m0 >> 39,
            m1 & 8191, m1 >> 13 & 8191, m1 >> 26 & 8191, m1 >> 39,
            m2 & 8191, m2 >> 13 & 8191, m2 >> 26 & 8191, m2 >> 39,
            m3 & 8191, m3 >> 13 & 8191, m3 >> 26 & 8191, m3 >> 39,
        ]  # fmt: skip
        # A seat that may not bid blind nil this hand has nothing to gain by not looking: it
        # picks its cards up as they are dealt (no ``look`` to offer, nothing hidden from it).
        blind = self._blind_now()
        looked, idle, tabs = _SEATS_START[blind]
        self.looked = looked[:]
        self.idle = idle[:]
        self.tabs = tabs[:]
        self.bids = [NO_BID, NO_BID, NO_BID, NO_BID]
        self.nbids = 0
        self.dealer = dealer
        self.exchanges: list[tuple[int, int]] = []
        self.xi = 0
        self.xstep = 0
        self.trick: list[int] = []
        self.leader = -1
        self.led = 0  # the led suit and its card-strength table
        self.lstr: tuple[int, ...] = _STRENGTH[0]
        self.wkey = -1  # the strength and seat of the card winning the trick so far
        self.wseat = -1
        self.broken = False
        self.lead_any = o.spades_lead_anytime  # a spade may be led (broken, or the option)
        self.trick_no = 0
        self.tricks = [0, 0, 0, 0]
        self.last_trick: tuple[int, list[int], int] | None = None
        self.ph = BID
        self.pturn = -1
        """The seat to play a card (-1 outside the play phase)."""
        self.turn = first = (dealer + 1) & 3
        """The seat to bid or give (-1 in the play phase and after it)."""
        board = self.board = Board()
        board[0], board[1], board[2], board[3] = self.idle
        board[first] = BID_MENU[13][blind[first]][blind[first]]

    def _blind_now(self) -> tuple[bool, bool, bool, bool]:
        """Per seat: may it bid blind nil this hand (scores only change between hands)?"""
        if not self.blind_on:
            return _NONE_BLIND
        if not self.deficit:
            return _ALL_BLIND
        score = self.scores
        ns = score[1] - score[0] >= self.deficit
        ew = score[0] - score[1] >= self.deficit
        return (ns, ew, ns, ew)

    def clone(self) -> SpadesHand:
        """A copy that shares nothing mutable with this hand (its own board too)."""
        n = SpadesHand.__new__(SpadesHand)
        for k in _SLOTS:
            setattr(n, k, getattr(self, k))
        n.pat = self.pat[:]
        n.looked = self.looked[:]
        n.idle = self.idle[:]
        n.tabs = self.tabs[:]
        n.bids = self.bids[:]
        n.exchanges = self.exchanges[:]
        n.trick = self.trick[:]
        n.tricks = self.tricks[:]
        n.board = Board(self.board)
        return n

    def __getstate__(self) -> dict[str, Any]:
        """Pickling and ``copy.deepcopy`` leave out ``tabs``: it follows from ``looked``, and
        it holds the play tables (tens of thousands of tuples) that every hand shares."""
        return {k: getattr(self, k) for k in _SLOTS if k != "tabs"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            setattr(self, k, v)
        self.tabs = [SUIT_PLAYS if seen else SUIT_PLAYS_LOOK for seen in self.looked]

    # ----- queries -------------------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.ph]

    @property
    def done(self) -> bool:
        return self.ph == DONE

    @property
    def seat_to_act(self) -> int:
        """The seat whose turn it is (-1 once the hand is over)."""
        return self.pturn if self.ph == PLAYING else self.turn

    def to_act(self) -> tuple[int, ...]:
        return _ACT[self.pturn if self.ph == PLAYING else self.turn]

    def hand_mask(self, seat: int) -> int:
        """The 52-bit mask of ``seat``'s cards now (bit ``c`` = card ``c``)."""
        return mask_from(self.pat, seat * 4)

    # ----- the hot path --------------------------------------------------------------------

    def play(self, seat: int, action: Play) -> int:
        """Check and play a card of the seat on turn; return the seat to play next (-1: done).

        The lead and the end of the trick are written out here: a call less per card.
        """
        if seat != self.pturn:  # the seat is on turn, so the hand is not at trick play
            raise IllegalAction(f"no card is played yet: {_NOW[self.ph]}", seat=seat, action=action)
        card = action.c  # a plain int: the tables' fast index
        suit = SUIT_OF[card]
        pat = self.pat
        i = seat * 4 + suit
        p = pat[i]
        bit = RANK_BIT[card]
        if not p & bit:
            raise IllegalAction(f"you do not hold {CARDS[card]}", seat=seat, action=action)
        trick = self.trick
        if trick:
            if suit != self.led:
                self._discard(seat, suit, action)  # checks a card off the led suit
            key = self.lstr[card]
            if key > self.wkey:
                self.wkey = key
                self.wseat = seat
        else:  # the lead: checked, then the trick starts
            if not self.trick_no and self.c2 and card != TWO_OF_CLUBS:
                raise IllegalAction(
                    "the first trick is led with the 2 of clubs", seat=seat, action=action
                )
            if not suit and not self.lead_any and self._holds_non_spade(seat):
                raise IllegalAction("spades are not broken", seat=seat, action=action)
            self.led = suit
            self.lstr = lstr = _STRENGTH[suit]
            self.wkey = lstr[card]
            self.wseat = seat
            if not suit:
                self.broken = self.lead_any = True
        pat[i] = p ^ bit
        trick.append(card)
        board = self.board
        board[seat] = self.idle[seat]
        seat = (seat + 1) & 3
        if seat != self.leader:  # the trick goes on
            self.pturn = seat
            b = seat * 4
            led = self.led
            p = pat[b + led]
            if p:
                board[seat] = self.tabs[seat][led][p]
                return seat
            # Void in the led suit (``_void_plays``, written out): any card, but no spade on
            # trick 1 under ``no_spades_first_trick`` while the seat holds another suit.
            h, d, c = pat[b + 1], pat[b + 2], pat[b + 3]
            acts = H_PLAYS[h] + D_PLAYS[d] + C_PLAYS[c]
            if not (self.nsft and not self.trick_no and (h or d or c)):
                acts = S_PLAYS[pat[b]] + acts
            board[seat] = acts if self.looked[seat] else acts + LOOK_T
            return seat
        # The end of the trick.
        w = self.wseat
        self.tricks[w] += 1
        self.last_trick = (self.leader, trick, w)
        self.trick = []
        self.trick_no = n = self.trick_no + 1
        if n < 13:
            self.leader = self.pturn = w
            b = w * 4  # the leader's plays (trick 2 on: the 2-of-clubs rule is over)
            h, d, c = pat[b + 1], pat[b + 2], pat[b + 3]
            acts = H_PLAYS[h] + D_PLAYS[d] + C_PLAYS[c]
            if self.lead_any or not (h or d or c):
                acts = S_PLAYS[pat[b]] + acts
            board[w] = acts if self.looked[w] else acts + LOOK_T
            return w
        self.ph = DONE
        self.pturn = -1
        return -1

    def _discard(self, seat: int, suit: int, action: Action) -> None:
        led = self.led
        if self.pat[seat * 4 + led]:
            raise IllegalAction(f"must follow {_PLURAL[led]}", seat=seat, action=action)
        if not suit:
            if self.nsft and not self.trick_no and self._holds_non_spade(seat):
                raise IllegalAction(
                    "no spades on the first trick while you hold another suit",
                    seat=seat,
                    action=action,
                )
            self.broken = self.lead_any = True

    # ----- legal actions -------------------------------------------------------------------

    def _lead_plays(self, seat: int) -> tuple[Action, ...]:
        if not self.trick_no and self.c2:
            return self._with_look(seat, (PLAY[TWO_OF_CLUBS],))
        return self._plays(seat, self.lead_any or not self._holds_non_spade(seat))

    def _void_plays(self, seat: int) -> tuple[Action, ...]:
        """Plays of a seat void in the led suit."""
        spades = not (self.nsft and not self.trick_no and self._holds_non_spade(seat))
        return self._plays(seat, spades)

    def _plays(self, seat: int, spades: bool) -> tuple[Action, ...]:
        pat = self.pat
        b = seat * 4
        acts = H_PLAYS[pat[b + 1]] + D_PLAYS[pat[b + 2]] + C_PLAYS[pat[b + 3]]
        if spades:
            acts = S_PLAYS[pat[b]] + acts
        return acts if self.looked[seat] else acts + LOOK_T

    def _with_look(self, seat: int, acts: tuple[Action, ...]) -> tuple[Action, ...]:
        return acts if self.looked[seat] else acts + LOOK_T

    def _holds_non_spade(self, seat: int) -> bool:
        pat = self.pat
        b = seat * 4
        return bool(pat[b + 1] or pat[b + 2] or pat[b + 3])

    def legal(self, seat: int) -> Sequence[Action]:
        """The legal actions of ``seat``, worked out from the state (the board's reference)."""
        ph = self.ph
        if ph == DONE:
            return ()
        if seat != (self.pturn if ph == PLAYING else self.turn):
            return _IDLE[self.looked[seat]]
        if ph == PLAYING:
            if not self.trick:
                return self._lead_plays(seat)
            p = self.pat[seat * 4 + self.led]
            return self._with_look(seat, SUIT_PLAYS[self.led][p]) if p else self._void_plays(seat)
        if ph == EXCHANGE:  # the giver has looked
            return gives_of(self.hand_mask(seat), self.exchanges[self.xi][1])
        blind = self._blind_refusal(seat) is None
        return BID_MENU[self._bid_cap(seat)][blind][not self.looked[seat]]

    def _refresh(self) -> None:
        """Recompute every seat's entry on the board (after anything but a card played)."""
        board = self.board
        for s in range(4):
            board[s] = self.legal(s)

    # ----- everything else -----------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> None:
        """Any action of any seat: ``look`` at any time, the rest in turn."""
        cls = action.__class__
        if cls is Look:
            self.look(seat)
            return
        turn = self.seat_to_act
        if seat != turn:
            raise NotYourTurn(f"it is seat {turn}'s turn", seat=seat, action=action)
        if cls is Play:
            self.play(seat, action)  # type: ignore[arg-type]
        elif cls is Give:
            if self.ph != EXCHANGE:
                raise IllegalAction("no exchange is due now", seat=seat, action=action)
            self._give(seat, action)  # type: ignore[arg-type]
            self._refresh()
        elif cls is Bid or cls is BidBlind:
            self.bid(seat, action)
        else:
            raise IllegalAction(no_such_action("Spades", ACTIONS, str(action)))

    def look(self, seat: int, action: Action = LOOK) -> int:
        """Any seat, any time in the hand; looking again changes nothing.  Returns the seat to
        act, which a look never changes (a fast-path step for the seat on turn)."""
        if not self.looked[seat]:
            self._see(seat)
            self.board[seat] = self.legal(seat)
        return self.seat_to_act

    def _see(self, seat: int) -> None:
        self.looked[seat] = True
        self.idle[seat] = ()
        self.tabs[seat] = SUIT_PLAYS

    # ----- bidding and the exchange ------------------------------------------------------

    def bid(self, seat: int, action: Action) -> int:
        """A bid (or blind nil) of the seat on turn; return the seat to act next."""
        if self.ph != BID:
            raise IllegalAction("the bidding is over", seat=seat, action=action)
        if type(action) is BidBlind:
            why = self._blind_refusal(seat)
            if why is not None:
                raise IllegalAction(why, seat=seat, action=action)
            self.bids[seat] = BLIND
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
            self.bids[seat] = n
        self.nbids += 1
        bids = self.bids
        if self.nbids < 4:
            self.turn = nxt = (seat + 1) & 3
            board = self.board
            board[seat] = self.idle[seat]
            unlooked = not self.looked[nxt]
            blind = unlooked and self._blind_refusal(nxt) is None
            partner = bids[nxt ^ 2]  # the cap of ``_bid_cap``, written out: a call less a bid
            cap = 13 - partner if self.cap and partner > 0 else 13
            board[nxt] = BID_MENU[cap][blind][unlooked]
            return nxt
        for i in range(1, 5):  # bidding order from next(dealer)
            s = (self.dealer + i) & 3
            mine, partner = bids[s], bids[s ^ 2]
            if mine == BLIND and partner != BLIND and self.blind_k:
                self.exchanges.append((s, self.blind_k))
            elif mine == 0 and self.nil_k and not is_nil(partner):
                self.exchanges.append((s, self.nil_k))
        if self.exchanges:
            self.ph = EXCHANGE
            self._start_give(self.exchanges[0][0])
        else:
            self._start_play()
        self._refresh()
        return self.seat_to_act

    def _bid_cap(self, seat: int) -> int:
        partner = self.bids[seat ^ 2]
        if self.cap and partner > 0:
            return 13 - partner
        return 13

    def _blind_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not bid blind nil now (``None``: it may)."""
        if not self.blind_on:
            return "blind nil is not played at this table"
        if self.deficit:
            team = seat & 1
            if self.scores[team ^ 1] - self.scores[team] < self.deficit:
                return f"blind nil needs your side to trail by at least {self.deficit}"
        if self.looked[seat]:
            return "you have looked at your hand: blind nil is bid before looking"
        return None

    def _start_give(self, giver: int) -> None:
        self._see(giver)  # choosing cards to give means seeing the hand (the board follows)
        self.turn = giver

    def _give(self, seat: int, action: Give) -> None:
        k = self.exchanges[self.xi][1]
        if len(action.cards) != k:
            raise IllegalAction(f"give exactly {k} cards", seat=seat, action=action)
        pat = self.pat
        for c in action.cards:
            if not pat[seat * 4 + SUIT_OF[c]] & RANK_BIT[c]:
                raise IllegalAction(f"you do not hold {c}", seat=seat, action=action)
        for c in action.cards:
            pat[seat * 4 + SUIT_OF[c]] ^= RANK_BIT[c]
            pat[(seat ^ 2) * 4 + SUIT_OF[c]] |= RANK_BIT[c]
        if self.xstep == 0:  # the bidder gave; the partner gives back
            self.xstep = 1
            self._start_give(seat ^ 2)
            return
        self.xstep = 0
        self.xi += 1
        if self.xi < len(self.exchanges):
            self._start_give(self.exchanges[self.xi][0])
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.ph = PLAYING
        if self.c2:
            leader = next(s for s in range(4) if self.pat[s * 4 + 3] & 1)  # holds the 2 of clubs
        else:
            leader = (self.dealer + 1) & 3
        self.turn = -1
        self.leader = self.pturn = leader


_SLOTS = SpadesHand.__slots__

ACTIONS: tuple[type[Action], ...] = (Look, Bid, BidBlind, Give, Play)
"""Every Spades action class (the match's verb filter), in the order a refusal names them."""

STEPS: dict[type, Callable[[SpadesHand, int, Any], int]] = {
    Play: SpadesHand.play,
    Bid: SpadesHand.bid,
    BidBlind: SpadesHand.bid,
    Look: SpadesHand.look,
}
"""Action class -> the ``SpadesHand`` method that checks and applies it for the seat on turn
(the match's fast-path steps)."""
