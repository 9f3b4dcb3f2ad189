"""One deal of Twenty-Nine as a small state machine over ints and bitmasks.

Stages, in order (each may be skipped by the options): auction ("bid") → trump choice ("trump")
→ doubling ("double", either before or after the second deal) → the second batch of four cards →
single-hand claims ("single") → eight tricks ("play").  Everything a rule makes happen by itself
(the second deal, setting the seventh card face down, a mandatory trump reveal, the auto-reveal
of a bidder left holding only the face-down card) happens inside ``apply`` right after the action
that caused it, so the seat on turn always faces a settled state.

``apply`` checks everything before it changes anything, so an illegal action leaves the state
exactly as it was.

Hidden information lives here as plain fields (``trump``, ``down``); ``view.py`` decides who may
see them.  A face-down trump card (``own_card`` mode, or the seventh card) is kept out of
``held`` until the reveal, which is what makes it unplayable and not count for following.
"""

from __future__ import annotations

from typing import ClassVar

from games.actions import (
    BIDS,
    DOUBLE,
    PAIR,
    PASS,
    REDOUBLE,
    REVEAL,
    SINGLE,
    TRUMP_SEVENTH,
    TRUMPS,
    Action,
    Bid,
    Double,
    PairDeclare,
    Pass,
    Play,
    Redouble,
    Reveal,
    Single,
    Trump,
    TrumpSeventh,
)
from games.cards import Suit
from games.core import Deal, no_such_action
from games.errors import IllegalAction, NotYourTurn
from games.twentynine.actions import ACTIONS, TRUMP_NT, TrumpNoTrump
from games.twentynine.cards import (
    KING_QUEEN,
    POINTS,
    REVERSED,
    STRENGTH,
    SUIT_OF,
    SUITS,
    lowest_of,
    mask_of,
    plays_of,
)
from games.twentynine.options import Options
from games.twentynine.tricks import pair_target, trick_winner

AUCTION, TRUMP, DOUBLE_STEP, SINGLE_STEP, PLAY, DONE = range(6)
PHASE_NAMES = ("bid", "trump", "double", "single", "play", "done")
SUIT_WORDS = tuple(s.plural for s in Suit)
_NEXT: tuple[int, ...] = (1, 2, 3, 0)
_ONE_SEAT = ((0,), (1,), (2,), (3,))


def team_of(seat: int) -> int:
    return seat & 1


class HandState:
    """The whole state of one deal; the match keeps one and scores it when it is done."""

    __slots__ = (
        "_double_early",
        "_mandatory",
        "_must_trump",
        "_pair_any_time",
        "asked",
        "bidder",
        "caller",
        "calls",
        "deal",
        "dealer",
        "declarer",
        "double_done",
        "doubled_by",
        "down",
        "down_active",
        "down_shown",
        "dstep",
        "eligible",
        "first",
        "held",
        "hidden",
        "high",
        "last_trick",
        "leader",
        "led",
        "mult",
        "nt",
        "nxt",
        "o",
        "pair_by",
        "pair_open",
        "passes",
        "phase",
        "points",
        "redeal",
        "redoubled_by",
        "revealed",
        "revealed_by",
        "same_dealer",
        "second_dealt",
        "seventh",
        "single_done",
        "strength",
        "target",
        "trick_cards",
        "trick_no",
        "trick_seats",
        "trick_size",
        "tricks_won",
        "trump",
        "turn",
        "window_team",
    )

    board: ClassVar[None] = None
    """No legal board: the match asks ``legal`` (``games.core``, the fast path)."""

    def __init__(self, options: Options, deal: Deal, dealer: int) -> None:
        o = self.o = options
        self._mandatory = o.reveal_mode == "mandatory"
        self._must_trump = o.reveal_mode == "optional" and o.caller_must_trump
        self._pair_any_time = o.pair_window == "any_time_after_eligible"
        self._double_early = o.double_timing == "after_trump_choice"
        self.deal = deal
        self.dealer = dealer
        self.first = (dealer + 1) % 4
        self.held = [mask_of(h[:4]) for h in deal.hands]
        self.second_dealt = False
        self.phase = AUCTION
        self.turn = self.first
        # auction
        self.high = 0
        self.bidder = -1
        self.passes = 0
        self.calls: list[int | str | None] = [None] * 4
        # trump: ``trump`` is a suit 0..3 or -1 (not chosen yet / no trump)
        self.trump = -1
        self.hidden = False
        self.seventh = False
        self.nt = False
        self.revealed = False
        self.revealed_by = -1
        self.down = -1
        self.down_active = False
        self.down_shown = False
        # doubling and single hand
        self.mult = 1
        self.doubled_by = -1
        self.redoubled_by = -1
        self.dstep = 0
        self.double_done = not o.double_redouble
        self.single_done = not o.single_hand
        self.declarer = -1
        self.asked = 0
        # play
        self.nxt = _NEXT
        self.trick_size = 4
        self.strength = STRENGTH
        self.leader = -1
        self.led = -1
        self.trick_seats: list[int] = []
        self.trick_cards: list[int] = []
        self.trick_no = 0
        self.tricks_won = [0, 0, 0, 0]
        self.points = [0, 0]
        self.last_trick: tuple[tuple[int, ...], tuple[int, ...], int] | None = None
        self.caller = -1
        # pair
        self.pair_by = -1
        self.pair_open = False
        self.target = 0
        self.window_team = -1
        self.eligible = 0
        # end
        self.redeal = False
        self.same_dealer = False
        if o.annul_pointless_first_four:
            second = (dealer + 2) % 4
            if not _has_points(deal.hands[self.first][:4]) or not _has_points(
                deal.hands[second][:4]
            ):
                self.redeal = True
                self.same_dealer = True
                self.phase = DONE

    def clone(self) -> HandState:
        """A copy that shares nothing mutable with this state (computer players' search).

        Options, the deal and the strength table are immutable and shared; every list that
        ``apply`` mutates is copied.  About 40 times cheaper than ``copy.deepcopy``.
        """
        n = HandState.__new__(HandState)
        for k in _SLOTS:
            setattr(n, k, getattr(self, k))
        n.held = self.held[:]
        n.calls = self.calls[:]
        n.trick_seats = self.trick_seats[:]
        n.trick_cards = self.trick_cards[:]
        n.tricks_won = self.tricks_won[:]
        n.points = self.points[:]
        return n

    # ----- queries ----------------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def done(self) -> bool:
        return self.phase == DONE

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == DONE else _ONE_SEAT[self.turn]

    def forced(self) -> bool:
        """The dealer after three passes under ``dealer_forced``: only ``bid <min_bid>``."""
        return (
            self.high == 0
            and self.passes == 3
            and self.turn == self.dealer
            and self.o.all_pass == "dealer_forced"
        )

    def can_pair(self, seat: int) -> bool:
        if not self.pair_open:
            return False
        kq = KING_QUEEN[self.trump]
        if self.held[seat] & kq != kq:
            return False
        if self._pair_any_time:
            return bool(self.eligible >> (seat & 1) & 1)
        return self.window_team == seat & 1

    def play_mask(self, seat: int) -> int:
        """The cards ``seat`` may play if it is on turn (follow suit; a caller must trump)."""
        h = self.held[seat]
        if not self.trick_cards:
            return h
        f = h & SUITS[self.led]
        if f:
            return f
        if self.caller == seat:
            t = h & SUITS[self.trump]
            if t:
                return t
        return h

    def legal(self, seat: int) -> tuple[Action, ...]:
        ph = self.phase
        if ph == PLAY:
            acts: tuple[Action, ...] = ()
            if seat == self.turn:
                h = self.held[seat]
                if self.trick_cards:
                    follow = h & SUITS[self.led]
                    if follow:
                        acts = plays_of(follow)
                    else:
                        acts = plays_of(self.play_mask(seat))
                        if self.hidden and not self._mandatory:
                            acts = (*acts, REVEAL)
                else:
                    acts = plays_of(h)
            if self.pair_open and self.can_pair(seat):
                acts = (*acts, PAIR)
            return acts
        if seat != self.turn or ph == DONE:
            return ()
        if ph == AUCTION:
            if self.forced():
                return (BIDS[self.o.min_bid],)
            lo = max(self.high + 1, self.o.min_bid)
            return (PASS, *BIDS[lo : self.o.max_points + 1])
        if ph == TRUMP:
            return self._trump_choices()
        if ph == DOUBLE_STEP:
            return (DOUBLE, PASS) if self.dstep == 0 else (REDOUBLE, PASS)
        return (SINGLE, PASS)

    def _trump_choices(self) -> tuple[Action, ...]:
        if self.o.trump_card_mode == "own_card":
            h = self.held[self.bidder]
            acts: tuple[Action, ...] = tuple(TRUMPS[s] for s in range(4) if h & SUITS[s])
        else:
            acts = tuple(TRUMPS)
        if self.o.seventh_card:
            acts = (*acts, TRUMP_SEVENTH)
        if self.o.no_trump_reverse:
            acts = (*acts, TRUMP_NT)
        return acts

    # ----- apply ------------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> None:
        if type(action) is Play and self.phase == PLAY:
            self._on_play(seat, action)
            return
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(no_such_action("Twenty-Nine", ACTIONS, str(action)))
        if self.phase == DONE:
            raise NotYourTurn("this deal is over")
        handler(self, seat, action)

    def _turn_check(self, seat: int, phase: int, what: str) -> None:
        if seat != self.turn:
            raise NotYourTurn(f"it is seat {self.turn}'s turn")
        if self.phase != phase:
            raise IllegalAction(f"{what} is not possible now: the table is at {self._doing()}")

    def _doing(self) -> str:
        return {
            AUCTION: "the auction",
            TRUMP: "the trump choice",
            DOUBLE_STEP: "doubling",
            SINGLE_STEP: "single-hand claims",
            PLAY: "trick play",
        }.get(self.phase, "the end of the deal")

    # auction

    def _on_bid(self, seat: int, action: Action) -> None:
        assert isinstance(action, Bid)
        self._turn_check(seat, AUCTION, "bidding")
        n, lo = action.n, self.o.min_bid
        if self.forced():
            if n != lo:
                raise IllegalAction(f"everyone else passed: the dealer must bid exactly {lo}")
        elif n < lo:
            raise IllegalAction(f"the lowest bid is {lo}")
        elif n > self.o.max_points:
            raise IllegalAction(f"the highest bid is {self.o.max_points}")
        elif n <= self.high:
            raise IllegalAction(f"bid must exceed {self.high}")
        forced = self.forced()
        self.high = n
        self.bidder = seat
        self.passes = 0
        self.calls[seat] = n
        if forced or n == self.o.max_points:
            self._end_auction()
        else:
            self.turn = _NEXT[seat]

    def _on_pass(self, seat: int, action: Action) -> None:
        if self.phase == DOUBLE_STEP:
            self._turn_check(seat, DOUBLE_STEP, "passing")
            self._double_pass(seat)
            return
        if self.phase == SINGLE_STEP:
            self._turn_check(seat, SINGLE_STEP, "passing")
            self.asked += 1
            if self.asked == 4:
                self.single_done = True
                self._next_stage()
            else:
                self.turn = _NEXT[seat]
            return
        self._turn_check(seat, AUCTION, "passing")
        if self.forced():
            raise IllegalAction(
                f"everyone else passed: the dealer may not pass and must bid {self.o.min_bid}"
            )
        self.passes += 1
        self.calls[seat] = "pass"
        if self.high == 0 and self.passes == 4:
            self.redeal = True  # all_pass = redeal: the deal passes to next(dealer)
            self.phase = DONE
        elif self.high and self.passes == 3:
            self._end_auction()
        else:
            self.turn = _NEXT[seat]

    def _end_auction(self) -> None:
        self.phase = TRUMP
        self.turn = self.bidder
        self.target = self.high

    # trump choice

    def _on_trump(self, seat: int, action: Action) -> None:
        self._turn_check(seat, TRUMP, "choosing trump")
        if isinstance(action, Trump):
            suit = int(action.suit)
            if self.o.trump_card_mode == "own_card":
                mine = self.held[seat] & SUITS[suit]
                if not mine:
                    raise IllegalAction(
                        f"you hold no {SUIT_WORDS[suit]} to set face down as the trump card"
                    )
                self.down = lowest_of(mine)
                self.down_active = True
                self.held[seat] ^= 1 << self.down
            self.trump = suit
            self.hidden = True
        elif isinstance(action, TrumpSeventh):
            if not self.o.seventh_card:
                raise IllegalAction("the seventh-card option is off")
            self.seventh = True
            self.hidden = True
        else:
            if not self.o.no_trump_reverse:
                raise IllegalAction("the no-trump option is off")
            self.nt = True
            self.strength = REVERSED
        self._next_stage()

    def _next_stage(self) -> None:
        """Run what happens by itself until a seat must choose again."""
        while True:
            if not self.double_done and (self._double_early or self.second_dealt):
                self.phase = DOUBLE_STEP
                self.dstep = 0
                self.turn = _NEXT[self.bidder]
                return
            if not self.second_dealt:
                self._second_deal()
                continue
            if not self.single_done:
                self.phase = SINGLE_STEP
                self.turn = self.first
                return
            self._start_play()
            return

    def _second_deal(self) -> None:
        for s, h in enumerate(self.deal.hands):
            self.held[s] |= mask_of(h[4:])
        if self.seventh:
            card = self.deal.hands[self.bidder][6]
            self.trump = SUIT_OF[card]
            self.down = card
            self.down_active = True
            self.held[self.bidder] ^= 1 << card
        self.second_dealt = True

    # doubling

    def _on_double(self, seat: int, action: Action) -> None:
        self._turn_check(seat, DOUBLE_STEP, "doubling")
        if self.dstep != 0:
            raise IllegalAction("the contract is already doubled: the bidders may redouble")
        self.mult = 2
        self.doubled_by = seat
        self.dstep = 1
        self.turn = self.bidder

    def _on_redouble(self, seat: int, action: Action) -> None:
        self._turn_check(seat, DOUBLE_STEP, "redoubling")
        if self.dstep != 1:
            raise IllegalAction("only a doubled contract can be redoubled")
        self.mult = 4
        self.redoubled_by = seat
        self._end_doubling()

    def _double_pass(self, seat: int) -> None:
        if self.dstep == 0 and seat == _NEXT[self.bidder]:
            self.turn = (self.bidder + 3) % 4
        elif self.dstep == 1 and seat == self.bidder:
            self.turn = (self.bidder + 2) % 4
        else:
            self._end_doubling()

    def _end_doubling(self) -> None:
        self.double_done = True
        self._next_stage()

    # single hand

    def _on_single(self, seat: int, action: Action) -> None:
        self._turn_check(seat, SINGLE_STEP, "claiming a single hand")
        self.declarer = seat
        self.single_done = True
        # No trump at all: the contract (and any hidden trump) is replaced.
        self.hidden = False
        self.nt = False
        self.strength = STRENGTH
        if self.down_active:
            self.held[self.bidder] |= 1 << self.down
            self.down_active = False
        partner = (seat + 2) % 4
        nxt = list(_NEXT)
        nxt[(partner + 3) % 4] = (partner + 1) % 4
        self.nxt = tuple(nxt)
        self.trick_size = 3
        self._next_stage()

    # play

    def _start_play(self) -> None:
        self.phase = PLAY
        self.leader = self.turn = self.declarer if self.declarer >= 0 else self.first
        self._settle()

    def _on_play(self, seat: int, action: Action) -> int:
        """Check and play a card; return the seat to act next, -1 once the deal is over.

        The hot path of every hand (the match's fast-path step for ``play``): checks inlined,
        no allocation beyond the trick lists.
        """
        if seat != self.turn or self.phase != PLAY:
            self._turn_check(seat, PLAY, "playing a card")
        card: int = action.card  # type: ignore[attr-defined]
        bit = 1 << card
        h = self.held[seat]
        if not h & bit:
            # Name the face-down card only to a bidder allowed to know it: otherwise the
            # different message would tell a blind seventh-card bidder which card is trump.
            if (
                self.down_active
                and card == self.down
                and seat == self.bidder
                and (not self.seventh or self.o.seventh_card_visible_to_bidder)
            ):
                raise IllegalAction("the face-down trump card cannot be played before the reveal")
            raise IllegalAction(f"you do not hold {action.card}")  # type: ignore[attr-defined]
        cards = self.trick_cards
        if cards:
            follow = h & SUITS[self.led]
            if follow:
                if not follow & bit:
                    raise IllegalAction(f"must follow {SUIT_WORDS[self.led]}")
            elif self.caller == seat:
                trumps = h & SUITS[self.trump]
                if trumps and not trumps & bit:
                    raise IllegalAction("you called for trump, so you must play a trump")
        else:
            self.led = SUIT_OF[card]
        self.held[seat] = h ^ bit
        self.window_team = -1
        if self.caller == seat:
            self.caller = -1
        self.trick_seats.append(seat)
        cards.append(card)
        if len(cards) == self.trick_size:
            self._finish_trick()
            if self.phase == DONE:
                return -1
        else:
            self.turn = self.nxt[seat]
        if self.hidden:
            self._settle()
        return self.turn

    def _finish_trick(self) -> None:
        cards = self.trick_cards
        seats = self.trick_seats
        trump = self.trump if self.revealed else -1
        winner = seats[trick_winner(cards, self.led, trump, self.strength)]
        team = winner & 1
        pts = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]]
        if len(cards) == 4:
            pts += POINTS[cards[3]]
        self.trick_no += 1
        if self.trick_no == 8 and self.o.last_trick_point:
            pts += 1
        self.points[team] += pts
        self.tricks_won[winner] += 1
        self.last_trick = (tuple(seats), tuple(cards), winner)
        self.trick_seats = []
        self.trick_cards = []
        self.led = -1
        if self.revealed and self.pair_open:
            self.window_team = team
            self.eligible |= 1 << team
        self.leader = self.turn = winner
        if self.trick_no == 8:
            self.phase = DONE

    def _settle(self) -> None:
        """Apply the automatic reveals before the seat on turn chooses (§1.4, §1.5)."""
        if not self.hidden or self.phase != PLAY:
            return
        s = self.turn
        h = self.held[s]
        if (self.down_active and s == self.bidder and not h) or (
            self._mandatory and self.trick_cards and not h & SUITS[self.led]
        ):
            self._reveal(s)

    def _reveal(self, seat: int) -> None:
        self.hidden = False
        self.revealed = True
        self.revealed_by = seat
        if self.down_active:
            self.held[self.bidder] |= 1 << self.down
            self.down_active = False
            self.down_shown = True
        self.pair_open = self.o.pair_enabled

    def _on_reveal(self, seat: int, action: Action) -> None:
        self._turn_check(seat, PLAY, "calling for trump")
        if self._mandatory:
            raise IllegalAction("trump is revealed by itself in mandatory reveal mode")
        if not self.hidden:
            raise IllegalAction("trump is not hidden")
        if not self.trick_cards:
            raise IllegalAction("you may call for trump only when you cannot follow suit")
        if self.held[seat] & SUITS[self.led]:
            raise IllegalAction(f"you can follow {SUIT_WORDS[self.led]}, so you may not call")
        self._reveal(seat)
        if self._must_trump:
            self.caller = seat

    def _on_pair(self, seat: int, action: Action) -> None:
        if self.phase != PLAY:
            raise IllegalAction("a pair can be declared only during trick play")
        o = self.o
        if not o.pair_enabled:
            raise IllegalAction("the pair is not played at this table")
        if self.declarer >= 0 or self.nt:
            raise IllegalAction("there is no pair without a trump suit")
        if self.pair_by >= 0:
            raise IllegalAction("the pair has already been declared this deal")
        if not self.revealed:
            raise IllegalAction("trump has not been revealed")
        kq = KING_QUEEN[self.trump]
        if self.held[seat] & kq != kq:
            raise IllegalAction("you do not hold both the king and the queen of trump")
        if not self.can_pair(seat):
            raise IllegalAction(
                "your side must first win a trick with trump revealed"
                if self._pair_any_time
                else "a pair may be declared only right after your side wins a trick "
                "with trump revealed"
            )
        self.pair_by = seat
        self.pair_open = False
        self.window_team = -1
        self.target = pair_target(self.high, self.target, seat & 1 == self.bidder & 1, o)


_SLOTS = HandState.__slots__


def _has_points(cards: tuple[int, ...]) -> bool:
    return any(POINTS[c] for c in cards)


_HANDLERS = {
    Bid: HandState._on_bid,
    Pass: HandState._on_pass,
    Trump: HandState._on_trump,
    TrumpSeventh: HandState._on_trump,
    TrumpNoTrump: HandState._on_trump,
    Double: HandState._on_double,
    Redouble: HandState._on_redouble,
    Single: HandState._on_single,
    Play: HandState._on_play,
    Reveal: HandState._on_reveal,
    PairDeclare: HandState._on_pair,
}

__all__ = ["PHASE_NAMES", "HandState", "team_of"]
