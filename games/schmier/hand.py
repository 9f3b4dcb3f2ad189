"""One Schmier hand as a state machine: ``bid`` → ``trump`` → ``discard`` → ``play``.

A hand ends after ``bid`` when all pass (the match redeals), or after six tricks.

Random simulation is a product feature (``bench``, computer players), so the state is lean:
hands are card bitmasks, the trump suit's tables are looked up once (``trumps.TABLES``), and the
trick keeps its winner so far.  Every action of the seat on turn has its own method (``STEPS``,
the match's fast path in ``games.core``) that checks everything before it changes anything and
returns the seat to act next (-1 once the hand is over); ``apply`` is the general entry, which
checks the turn first.

Hidden information is held here and only ``view.py`` decides what leaves: each seat's discards
and the replacement cards it drew are known to that seat alone, and so is the dealer's pickup.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, ClassVar

from games.actions import BIDS, PASS, PLAY, TRUMPS, Action, Bid, Discard, Pass, Play, Trump
from games.cards import CARDS, JOKER_INDEX, Suit, cards_of, mask_of
from games.core import Deal, no_such_action
from games.errors import IllegalAction, NotYourTurn
from games.schmier.discards import (
    DiscardChoices,
    DiscardRule,
    all_discards,
    dealer_rule,
    non_dealer_rule,
    refusal,
    small_discards,
)
from games.schmier.options import Options
from games.schmier.trumps import CARD_VALUES, TABLES, TrumpTables

SEATS = 6
STOCK = 17
TRICKS = 6
BID, TRUMP, DISCARD, PLAYING, DONE = range(1, 6)
"""Hand phases (0 is the match's "deal", before any hand)."""
PHASE_NAMES = ("deal", "bid", "trump", "discard", "play", "play")
_ONE_SEAT: tuple[tuple[int, ...], ...] = tuple((s,) for s in range(SEATS))
_NEXT = (1, 2, 3, 4, 5, 0)
_NOW = ("", "bid or pass", "name trump", "discard", "play a card", "")
_PLURAL = tuple(s.plural for s in Suit)


def _suit_table(suit: int) -> tuple[tuple[Play, ...], ...]:
    """``table[p]``: the plays of ``suit`` whose ranks are the set bits of ``p``, low first."""
    base = suit * 13
    table: list[tuple[Play, ...]] = [()]
    for p in range(1, 1 << 13):
        high = p.bit_length() - 1
        table.append(table[p & ~(1 << high)] + (PLAY[base + high],))
    return tuple(table)


_S0, _S1, _S2, _S3 = (_suit_table(s) for s in range(4))
_JOKER_T = (PLAY[JOKER_INDEX],)


def _plays(mask: int) -> tuple[Play, ...]:
    """The ``play`` actions of the cards in ``mask``, lowest index first: five lookups."""
    out = (
        _S0[mask & 8191] + _S1[mask >> 13 & 8191] + _S2[mask >> 26 & 8191] + _S3[mask >> 39 & 8191]
    )
    return out + _JOKER_T if mask >> JOKER_INDEX else out


@cache
def bid_menus(min_bid: int, max_bid: int) -> tuple[tuple[Action, ...], ...]:
    """``bid_menus(lo, hi)[high]``: pass and every bid above ``high`` (interned per options)."""
    return tuple((PASS, *BIDS[max(min_bid, high + 1) : max_bid + 1]) for high in range(7))


class SchmierHand:
    """The state of one hand; the match scores it once ``done``."""

    __slots__ = (
        "anytime",
        "awards",
        "bid_acts",
        "bidder",
        "bids",
        "dealer",
        "dealer_choices",
        "dealer_trumps_out",
        "discard_count",
        "discarded",
        "drawn",
        "hands",
        "high",
        "last_trick",
        "lead_trump",
        "leader",
        "lm",
        "lstr",
        "max_discard",
        "o",
        "ph",
        "spoken",
        "stock",
        "stock_pos",
        "t",
        "team",
        "trick",
        "trick_mask",
        "trick_value",
        "tricks",
        "tricks_won",
        "turn",
        "values",
        "wkey",
        "wseat",
    )

    board: ClassVar[None] = None
    """No legal board: the match asks ``legal`` (``games.core``, the fast path)."""

    def __init__(
        self, options: Options, deal: Deal, dealer: int, team: tuple[int, ...], n_teams: int
    ) -> None:
        o = self.o = options
        self.anytime = o.trump_anytime
        self.lead_trump = o.bidder_must_lead_trump
        self.max_discard = o.max_discard
        self.bid_acts = bid_menus(o.min_bid, o.max_bid)
        self.team = team
        """Each seat's team index."""
        self.dealer = dealer
        self.hands = [mask_of(h) for h in deal.hands]
        self.bids: list[int | None] = [None] * SEATS  # 0 = pass
        self.high = 0
        self.bidder = -1
        self.spoken = 0
        self.t: TrumpTables | None = None
        self.stock = deal.stock
        self.stock_pos = 0
        self.discarded = [0] * SEATS
        self.drawn = [0] * SEATS
        self.discard_count: list[int | None] = [None] * SEATS
        self.dealer_trumps_out = 0
        self.dealer_choices: DiscardChoices | None = None
        """The dealer's legal discards, made on first ask: the dealer's cards do not change
        while the dealer is to discard, and the list can run to 100,947."""
        self.trick: list[int] = []
        self.trick_mask = 0
        self.trick_value = 0
        self.leader = -1
        self.lm = 0  # the led effective suit's mask and the trick's strength table
        self.lstr: tuple[int, ...] = ()
        self.wkey = -1  # the strength and seat of the card winning the trick so far
        self.wseat = -1
        self.last_trick: tuple[int, list[int], int] | None = None
        self.tricks = 0
        self.tricks_won = [0] * SEATS
        self.values = [0] * n_teams
        self.awards: dict[str, int | None] = {}
        self.ph = BID
        self.turn = _NEXT[dealer]
        """The seat to act; -1 once the hand is over."""

    def clone(self) -> SchmierHand:
        """A copy that shares nothing mutable with this hand (computer players' search)."""
        n = SchmierHand.__new__(SchmierHand)
        for k in _SLOTS:
            setattr(n, k, getattr(self, k))
        n.hands = self.hands[:]
        n.bids = self.bids[:]
        n.discarded = self.discarded[:]
        n.drawn = self.drawn[:]
        n.discard_count = self.discard_count[:]
        n.trick = self.trick[:]
        n.tricks_won = self.tricks_won[:]
        n.values = self.values[:]
        n.awards = dict(self.awards)
        return n

    # ----- whose turn ---------------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.ph]

    @property
    def done(self) -> bool:
        return self.ph == DONE

    def to_act(self) -> tuple[int, ...]:
        return () if self.ph == DONE else _ONE_SEAT[self.turn]

    # ----- legal actions ------------------------------------------------------------------

    def legal(self, seat: int) -> Sequence[Action]:
        if seat != self.turn:
            return ()
        ph = self.ph
        if ph == PLAYING:
            return _plays(self.playable(seat))
        if ph == DISCARD:
            t = self.t
            assert t is not None
            if seat != self.dealer:  # at most 42, interned
                plain = cards_of(self.hands[seat] & ~t.mask)
                return small_discards(plain, min(self.max_discard, len(plain)))
            choices = self.dealer_choices
            if choices is None:
                choices = self.dealer_choices = all_discards(dealer_rule(self.hands[seat], t))
            return choices
        if ph == BID:
            bids = self.bid_acts[self.high]
            return bids[1:] if self.dealer_stuck(seat) else bids
        if ph == TRUMP:
            return TRUMPS
        return ()

    def dealer_stuck(self, seat: int) -> bool:
        """Everyone else passed under ``all_pass = dealer_stuck``: the dealer must bid."""
        return self.o.all_pass == "dealer_stuck" and seat == self.dealer and self.bidder < 0

    def playable(self, seat: int) -> int:
        """Bitmask of the cards ``seat`` may play now (it is assumed to be on turn)."""
        hand = self.hands[seat]
        if self.trick:
            follow = hand & self.lm
            if not follow:
                return hand
            if self.anytime:
                assert self.t is not None
                follow |= hand & self.t.mask
            return follow
        if not self.tricks and self.lead_trump:
            assert self.t is not None
            trumps = hand & self.t.mask
            if trumps:
                return trumps
        return hand

    def discard_rule(self, seat: int) -> DiscardRule:
        t = self.t
        assert t is not None
        if seat == self.dealer:
            return dealer_rule(self.hands[seat], t)
        return non_dealer_rule(self.hands[seat], t, self.max_discard)

    def discard_constraints(self, seat: int) -> DiscardRule | None:
        """What ``seat``'s discard must look like now, or ``None`` if it has no discard to make."""
        if self.ph != DISCARD or seat != self.turn:
            return None
        return self.discard_rule(seat)

    # ----- applying -----------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> None:
        """Any action of any seat: the turn first, then the action's own step."""
        if seat != self.turn:
            raise NotYourTurn(f"it is seat {self.turn}'s turn", seat=seat, action=action)
        step = STEPS.get(action.__class__)
        if step is None:
            raise IllegalAction(no_such_action("Schmier", ACTIONS, str(action)))
        step(self, seat, action)

    def _wrong_phase(self, seat: int, action: Action) -> IllegalAction:
        return IllegalAction(f"now is the time to {_NOW[self.ph]}", seat=seat, action=action)

    def bid(self, seat: int, action: Bid | Pass) -> int:
        if self.ph != BID:
            raise self._wrong_phase(seat, action)
        o = self.o
        if isinstance(action, Pass):
            if self.dealer_stuck(seat):
                raise IllegalAction(
                    "everyone else passed: the dealer must bid", seat=seat, action=action
                )
            self.bids[seat] = 0
        else:
            n = action.n
            if not o.min_bid <= n <= o.max_bid:
                raise IllegalAction(
                    f"bids are {o.min_bid} to {o.max_bid}", seat=seat, action=action
                )
            if n <= self.high:
                raise IllegalAction(f"bid must exceed {self.high}", seat=seat, action=action)
            self.bids[seat] = n
            self.high = n
            self.bidder = seat
        self.spoken += 1
        if self.high == o.max_bid or self.spoken == SEATS:
            if self.bidder < 0:
                return self._end()
            self.ph = TRUMP
            self.turn = self.bidder
        else:
            self.turn = _NEXT[seat]
        return self.turn

    def trump(self, seat: int, action: Trump) -> int:
        if self.ph != TRUMP:
            raise self._wrong_phase(seat, action)
        self.t = TABLES[action.suit]
        self.ph = DISCARD
        self.turn = _NEXT[self.dealer]
        return self.turn

    def discard(self, seat: int, action: Discard) -> int:
        if self.ph != DISCARD:
            raise self._wrong_phase(seat, action)
        t = self.t
        assert t is not None
        hand = self.hands[seat]
        mask = mask_of(action.cards)
        reason = refusal(seat == self.dealer, mask, hand, t, self.max_discard)
        if reason is not None:
            raise IllegalAction(reason, seat=seat, action=action)
        n = len(action.cards)
        hand &= ~mask
        self.discarded[seat] = mask
        self.discard_count[seat] = n
        if seat == self.dealer:
            self.hands[seat] = hand
            self.dealer_trumps_out = mask & t.mask
            self.ph = PLAYING
            self.leader = self.turn = self.bidder
            return self.bidder
        pos = self.stock_pos
        drawn = mask_of(self.stock[pos : pos + n])
        self.stock_pos = pos + n
        self.hands[seat] = hand | drawn
        self.drawn[seat] = drawn
        nxt = _NEXT[seat]
        if nxt == self.dealer:  # the dealer takes the rest of the stock
            rest = mask_of(self.stock[self.stock_pos :])
            self.stock_pos = STOCK
            self.hands[nxt] |= rest
            self.drawn[nxt] = rest
        self.turn = nxt
        return nxt

    def play(self, seat: int, action: Play) -> int:
        """Check and play one card of the seat on turn (the hot path of every hand)."""
        if self.ph != PLAYING:
            raise self._wrong_phase(seat, action)
        card = action.c  # a plain int: shifts and table lookups take CPython's fast paths
        hand = self.hands[seat]
        bit = 1 << card
        if not hand & bit:
            raise IllegalAction(f"you do not hold {CARDS[card]}", seat=seat, action=action)
        t = self.t
        assert t is not None
        trick = self.trick
        if trick:
            lm = self.lm
            if not bit & lm and hand & lm and not (self.anytime and bit & t.mask):
                raise IllegalAction(self._must_follow(card), seat=seat, action=action)
            key = self.lstr[card]
            if key > self.wkey:
                self.wkey = key
                self.wseat = seat
        else:
            if not self.tricks and self.lead_trump and not bit & t.mask and hand & t.mask:
                raise IllegalAction("the bidder must lead a trump", seat=seat, action=action)
            led = t.eff[card]
            self.lm = t.suit_masks[led]
            self.lstr = t.strength[led]
            self.wkey = self.lstr[card]
            self.wseat = seat
        self.hands[seat] = hand ^ bit
        if card == t.ace:
            self.awards["high"] = self.team[seat]
        elif card == t.two:
            self.awards["low"] = self.team[seat]
        trick.append(card)
        self.trick_mask |= bit
        self.trick_value += CARD_VALUES[card]
        if len(trick) < SEATS:
            self.turn = nxt = _NEXT[seat]
            return nxt
        return self._end_trick(t)

    def _end_trick(self, t: TrumpTables) -> int:
        w = self.wseat
        team = self.team[w]
        self.values[team] += self.trick_value
        tm = self.trick_mask
        if tm & t.protected:
            if tm >> t.right & 1:
                self.awards["right"] = team
            if tm >> t.left & 1:
                self.awards["left"] = team
            if tm >> JOKER_INDEX & 1:
                self.awards["joker"] = team
        self.tricks_won[w] += 1
        self.tricks += 1
        self.last_trick = (self.leader, self.trick, w)
        self.trick = []
        self.trick_mask = 0
        self.trick_value = 0
        if self.tricks == TRICKS:
            return self._end()
        self.leader = self.turn = w
        return w

    def _must_follow(self, card: int) -> str:
        t = self.t
        assert t is not None
        led = t.eff[self.trick[0]]
        name = "trumps" if led == t.suit else _PLURAL[led]
        if t.mask >> card & 1 and card // 13 != t.suit:
            return f"must follow {name} ({CARDS[card]} is a trump)"
        return f"must follow {name}"

    def _end(self) -> int:
        self.ph = DONE
        self.turn = -1
        return -1


_SLOTS = SchmierHand.__slots__

ACTIONS: tuple[type[Action], ...] = (Bid, Pass, Trump, Discard, Play)
"""Every Schmier action class (the match's verb filter), in the order a refusal names them."""

STEPS: dict[type, Callable[[SchmierHand, int, Any], int]] = {
    Play: SchmierHand.play,
    Bid: SchmierHand.bid,
    Pass: SchmierHand.bid,
    Discard: SchmierHand.discard,
    Trump: SchmierHand.trump,
}
"""Action class -> the ``SchmierHand`` method that checks and applies it for the seat on turn
(the match's fast-path steps)."""
