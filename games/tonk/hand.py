"""One Tonk hand as a state machine: the deal, the turns, and how the hand ends.

A turn has two phases.  Before drawing (``draw``) the player may ``drop``, ``draw stock``,
``draw discard``, or, with the stock empty, ``end``.  After drawing (``play``) the player may
lay spreads and hit spreads in any order and must finish with one ``discard``; a spread or hit
that empties the hand ends it at once as a tonk out.  Every check runs before any change, so an
illegal action leaves the hand exactly as it was.

Hands and spreads are card bitmasks (see ``melds``).  The stock is a list with its top card at
the end, so drawing is a ``pop``.

Why it is written for speed: ``python -m games bench tonk`` counts cards played per second, and
a random Tonk hand plays about two cards, so the deal, this set-up and the end of the hand weigh
as much as the turns.  Hence:

* the legal actions of the seat to act are kept current in ``board`` (seat -> actions; the
  match's ``legal_actions`` is the board's ``__getitem__``, the fast path of ``games.core``):
  each action works out the next answer as it changes the state.  ``legal`` computes the same
  answer from the state (the reference the tests compare the board with at every step);
* each action of a turn has its own method (``STEPS``, the match's fast path), which returns
  the seat to act next (-1 once the hand is over);
* ``cnt`` keeps each seat's count as cards come and go (a drop or a showdown reads it instead of
  counting five bitmasks of 52-bit integers, which is what costs in Python); a test checks it
  against ``count`` at every step;
* the set-up reads each dealt card once, for its bit and its value.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.actions import (
    DRAW_DISCARD,
    DRAW_STOCK,
    DROP,
    END,
    Action,
    Discard,
    Draw,
    Drop,
    End,
    Hit,
    Spread,
)
from games.cards import CARDS
from games.core import Board, Deal, no_such_action
from games.errors import IllegalAction, NotYourTurn
from games.tonk.melds import (
    CARD_VALUES,
    DISCARDS,
    PLAIN_CACHES,
    SPREADS,
    books_in,
    count,
    display_cards,
    held_spread,
    hit_action,
    plain_suit_actions,
    spread_problem,
    spreads_in,
    table_order,
)
from games.tonk.options import Options
from games.tonk.scoring import (
    collect_from_each,
    drop_payouts,
    lowest_collect,
    out_payouts,
    quiet_turns,
)

_BIT: tuple[int, ...] = tuple(1 << c for c in range(52))
_ALL = (1 << 52) - 1
_BIT_AND_VALUE: tuple[int, ...] = tuple(1 << c | CARD_VALUES[c] << 52 for c in range(52))
"""A card's bit, and its value above the 52 card bits: the sum over distinct cards is the hand's
mask (no bit carries) plus its count times 2**52, in half the look-ups and operations."""


def _start_tuples() -> tuple[tuple[Action, ...], ...]:
    """Legal actions before drawing, indexed by (may drop, stock, may take discard, no stock)."""
    out = []
    for i in range(16):
        acts: list[Action] = []
        if i & 8:
            acts.append(DROP)
        if i & 4:
            acts.append(DRAW_STOCK)
        if i & 2:
            acts.append(DRAW_DISCARD)
        if i & 1:
            acts.append(END)
        out.append(tuple(acts))
    return tuple(out)


_START = _start_tuples()
_P0, _P1, _P2, _P3 = PLAIN_CACHES


class TonkHand:
    """The state of one hand; ``ending`` is set (and the payouts known) once it is over."""

    __slots__ = (
        "acc_all",
        "board",
        "cnt",
        "counts",
        "drawn",
        "ending",
        "hands",
        "locks",
        "melded",
        "n",
        "new_spread",
        "opts",
        "payouts",
        "pile",
        "plain",
        "quiet",
        "revealed",
        "sp_acc",
        "sp_masks",
        "sp_owner",
        "stake",
        "started_empty",
        "stock",
        "taken",
        "taken_rules",
        "turn",
    )

    def __init__(
        self, opts: Options, seats: int, deal: Deal, dealer: int, board: Board | None = None
    ) -> None:
        self.opts = opts
        self.n = seats
        self.stake = opts.stake
        both = _BIT_AND_VALUE
        hands: list[int] = []
        cnt: list[int] = []
        for a, b, c, d, e in deal.hands:  # five cards each: the match checks every deal
            x = both[a] + both[b] + both[c] + both[d] + both[e]
            hands.append(x & _ALL)
            cnt.append(x >> 52)
        self.hands = hands
        self.cnt = cnt
        """Each seat's count (``count(hands[s])``), kept current by every action."""
        stock = deal.stock
        if opts.initial_upcard and stock:
            self.pile: list[int] = [stock[0]]
            self.stock: list[int] = list(stock[:0:-1])  # the rest, top card last
        else:
            self.pile = []
            self.stock = list(stock[::-1])
        self.sp_masks: list[int] = []
        self.sp_acc: list[int] = []
        self.sp_owner: list[int] = []
        self.acc_all = 0
        """Every card some spread on the table would take."""
        self.plain = not opts.must_lay_down_spreads
        self.taken_rules = opts.discard_pickup_must_meld or opts.no_immediate_rediscard
        self.turn = turn = (dealer + 1) % seats
        self.drawn = False
        self.taken = -1
        """The card taken from the discard pile this turn (-1: none)."""
        self.new_spread = False
        self.melded = False
        self.started_empty = not self.stock
        self.quiet = 0
        """Turns in a row that began with the stock empty and laid or hit nothing (loop guard)."""
        self.locks = [0] * seats
        """Turns each seat may still not drop on (``hit_lock_turns``)."""
        self.ending: str | None = None
        self.payouts: list[int] = []
        self.counts: list[int] = []
        self.revealed: list[int | None] = []
        """Cards shown at the end (a showdown, an initial tonk), per seat; ``None`` = not shown."""
        if board is None:
            board = Board()
        else:
            board.clear()
        self.board = board
        totals = opts.initial_tonk_totals
        if totals:
            for k in cnt:
                if k in totals:
                    self._initial_tonk()
                    return
        board[turn] = self._start_actions(turn)

    # ----- the end of the hand ------------------------------------------------------------

    def _initial_tonk(self) -> None:
        totals = self.opts.initial_tonk_totals
        if not totals:
            return
        counts = list(self.cnt)
        holders = [s for s, c in enumerate(counts) if c in totals]
        if not holders:
            return
        self.counts = counts
        self.revealed = [h if s in holders else None for s, h in enumerate(self.hands)]
        if len(holders) == 1:
            self.ending = "initial_tonk"
            self.payouts = collect_from_each(self.n, holders[0], 2 * self.stake)
        else:
            self.ending = "draw"
            self.payouts = [0] * self.n

    def _finish(
        self, ending: str, payouts: list[int], show: bool, counts: list[int] | None = None
    ) -> None:
        self.counts = counts if counts is not None else list(self.cnt)
        self.revealed = list(self.hands) if show else [None] * self.n
        self.payouts = payouts
        self.ending = ending
        self.board[self.turn] = ()

    def _go_out(self, seat: int, discarded: bool) -> None:
        needs_new = self.opts.tonk_out_requires_new_spread
        ending, pay = out_payouts(self.n, seat, self.stake, discarded, self.new_spread, needs_new)
        self._finish(ending, pay, False)

    def _stock_out(self) -> None:
        counts = list(self.cnt)
        self._finish("stock_out", lowest_collect(counts, self.stake), True, counts)

    # ----- what may be done ---------------------------------------------------------------

    @property
    def phase(self) -> str:
        if self.ending is not None:
            return "done"
        return "play" if self.drawn else "draw"

    phase_name = phase

    @property
    def done(self) -> bool:
        return self.ending is not None

    def to_act(self) -> tuple[int, ...]:
        return () if self.ending is not None else _SEAT_TUPLES[self.turn]

    def clone(self) -> TonkHand:
        """A copy that shares nothing mutable with this hand (its own board too)."""
        n = TonkHand.__new__(TonkHand)
        for k in _SLOTS:
            setattr(n, k, getattr(self, k))
        n.hands = self.hands[:]
        n.cnt = self.cnt[:]
        n.pile = self.pile[:]
        n.stock = self.stock[:]
        n.sp_masks = self.sp_masks[:]
        n.sp_acc = self.sp_acc[:]
        n.sp_owner = self.sp_owner[:]
        n.locks = self.locks[:]
        n.payouts = self.payouts[:]
        n.counts = self.counts[:]
        n.revealed = self.revealed[:]
        n.board = Board(self.board)
        return n

    def legal(self, seat: int) -> tuple[Action, ...]:
        if self.ending is not None or seat != self.turn:
            return ()
        if not self.drawn:
            return self._start_actions(seat)
        return self._play_actions(seat)

    def _start_actions(self, seat: int) -> tuple[Action, ...]:
        """Before drawing: drop (unless locked), draw stock or end, and maybe draw discard."""
        i = 0 if self.locks[seat] else 8
        if self.stock:
            i |= 4
        else:
            i |= 1
        if self.pile and (
            not self.opts.discard_pickup_must_meld or self._can_use(seat, self.pile[-1])
        ):
            i |= 2
        return _START[i]

    def _pending(self, hand: int) -> bool:
        """The card just taken from the discard must still be melded before anything else."""
        return (
            self.taken >= 0 and self.opts.discard_pickup_must_meld and bool(hand >> self.taken & 1)
        )

    def _can_use(self, seat: int, card: int) -> bool:
        bit = 1 << card
        if any(acc & bit for acc in self.sp_acc):
            return True
        return any(m & bit for m in spreads_in(self.hands[seat] | bit))

    def _play_actions(self, seat: int) -> tuple[Action, ...]:
        hand = self.hands[seat]
        if self.plain and (self.taken < 0 or not self.taken_rules):
            return self._plain_actions(hand)
        opts = self.opts
        taken = self.taken
        only = -1
        if self._pending(hand):
            only = taken
        forbidden = -1  # a remaining hand a spread or hit may not leave
        if taken >= 0 and opts.no_immediate_rediscard:
            forbidden = 1 << taken
        acts: list[Action] = []
        for m in spreads_in(hand):
            if only >= 0 and not m >> only & 1:
                continue
            if hand & ~m == forbidden:
                continue
            acts.append(SPREADS[m].action)
        for i, acc in enumerate(self.sp_acc):
            x = hand & acc
            while x:
                low = x & -x
                x ^= low
                c = low.bit_length() - 1
                if (only < 0 or c == only) and hand ^ low != forbidden:
                    acts.append(hit_action(c, i))
        if only >= 0:
            return tuple(acts)
        lay = opts.must_lay_down_spreads
        aces = opts.allow_hold_three_aces
        no_rediscard = opts.no_immediate_rediscard
        for c in display_cards(hand):
            if no_rediscard and c == taken:
                continue
            if lay and held_spread(hand & ~(1 << c), aces):
                continue
            acts.append(DISCARDS[c])
        return tuple(acts)

    def _plain_actions(self, hand: int) -> tuple[Action, ...]:
        """The common case, with no option restricting spreads or discards: cached per suit.

        Like the general case: runs, books, hits, then discards in display order."""
        m0 = hand & 0x1FFF
        m1 = (hand >> 13) & 0x1FFF
        m2 = (hand >> 26) & 0x1FFF
        m3 = hand >> 39
        r0, d0 = _P0.get(m0) or plain_suit_actions(0, m0)
        r1, d1 = _P1.get(m1) or plain_suit_actions(1, m1)
        r2, d2 = _P2.get(m2) or plain_suit_actions(2, m2)
        r3, d3 = _P3.get(m3) or plain_suit_actions(3, m3)
        discards = d0 + d1 + d2 + d3
        books = (m0 & m1 & (m2 | m3)) | (m2 & m3 & (m0 | m1))
        if not books and not hand & self.acc_all:
            if r0 or r1 or r2 or r3:
                return r0 + r1 + r2 + r3 + discards
            return discards
        acts: list[Action] = [*r0, *r1, *r2, *r3]
        if books:
            acts.extend(SPREADS[m].action for m in books_in(hand))
        if hand & self.acc_all:
            for i, acc in enumerate(self.sp_acc):
                x = hand & acc
                while x:
                    low = x & -x
                    x ^= low
                    acts.append(hit_action(low.bit_length() - 1, i))
        return (*acts, *discards)

    # ----- doing it -----------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> None:
        if self.ending is not None:
            raise NotYourTurn("the hand is over")
        if seat != self.turn:
            raise NotYourTurn(f"it is seat {self.turn}'s turn")
        kind = type(action)
        if kind is Discard:
            self._discard(seat, action)  # type: ignore[arg-type]
        elif kind is Draw:
            self._draw(seat, action)  # type: ignore[arg-type]
        elif kind is Spread:
            self._spread(seat, action)  # type: ignore[arg-type]
        elif kind is Hit:
            self._hit(seat, action)  # type: ignore[arg-type]
        elif kind is Drop:
            self._drop(seat, action)  # type: ignore[arg-type]
        elif kind is End:
            self._end(seat, action)  # type: ignore[arg-type]
        else:
            raise IllegalAction(no_such_action("Tonk", ACTIONS, str(action)))

    def _need_drawn(self) -> None:
        if not self.drawn:
            raise IllegalAction("draw first: take the top card of the stock or of the discard pile")

    def _check_pending(self, hand: int, uses_taken: bool) -> None:
        if not uses_taken and self._pending(hand):
            raise IllegalAction(
                f"you took {CARDS[self.taken]} from the discard pile: "
                "use it in a spread or a hit first"
            )

    def _check_leaves(self, rest: int) -> None:
        if self.opts.no_immediate_rediscard and self.taken >= 0 and rest == 1 << self.taken:
            raise IllegalAction(
                f"that would leave only {CARDS[self.taken]}, which you just took from the discard "
                "pile and may not discard"
            )

    def _draw(self, seat: int, action: Draw) -> int:
        if self.drawn:
            raise IllegalAction("you have already drawn this turn: finish it with a discard")
        if action.source == "stock":
            if not self.stock:
                raise IllegalAction("the stock is empty: take the discard, drop, or end the hand")
            card = self.stock.pop()
            self.taken = -1
        else:
            if not self.pile:
                raise IllegalAction("the discard pile is empty: draw from the stock")
            top = self.pile[-1]
            if self.opts.discard_pickup_must_meld and not self._can_use(seat, top):
                raise IllegalAction(
                    f"you may take {CARDS[top]} only if you can use it in a spread or a hit at once"
                )
            card = self.pile.pop()
            self.taken = card
        self.hands[seat] = hand = self.hands[seat] | _BIT[card]
        self.cnt[seat] += CARD_VALUES[card]
        self.drawn = True
        if self.plain and (self.taken < 0 or not self.taken_rules):
            self.board[seat] = self._plain_actions(hand)
        else:
            self.board[seat] = self._play_actions(seat)
        return seat

    def _spread(self, seat: int, action: Spread) -> int:
        self._need_drawn()
        m = 0
        for c in action.cards:
            m |= 1 << c
        kind = SPREADS.get(m)
        if kind is None:
            raise IllegalAction(
                f"{' '.join(map(str, action.cards))} is not a spread: " + spread_problem(m)
            )
        hand = self.hands[seat]
        if m & ~hand:
            missing = [str(c) for c in action.cards if not hand >> c & 1]
            raise IllegalAction(f"you do not hold {' '.join(missing)}")
        self._check_pending(hand, self.taken >= 0 and bool(m >> self.taken & 1))
        rest = hand & ~m
        self._check_leaves(rest)
        self.hands[seat] = rest
        self.cnt[seat] -= count(m)
        self.sp_masks.append(m)
        self.sp_acc.append(kind.accepts)
        self.acc_all |= kind.accepts
        self.sp_owner.append(seat)
        self.new_spread = True
        self.melded = True
        if not rest:
            self._go_out(seat, discarded=False)
            return -1
        self.board[seat] = self._play_actions(seat)
        return seat

    def _hit(self, seat: int, action: Hit) -> int:
        self._need_drawn()
        card, i = int(action.card), action.spread
        if card >= 52:
            raise IllegalAction(f"{action.card} is not in a Tonk pack")
        hand = self.hands[seat]
        if not hand >> card & 1:
            raise IllegalAction(f"you do not hold {action.card}")
        if not 0 <= i < len(self.sp_masks):
            have = len(self.sp_masks)
            where = "no spreads yet" if not have else f"spreads 0 to {have - 1}"
            raise IllegalAction(f"there is no spread {i} (the table has {where})")
        if not self.sp_acc[i] >> card & 1:
            shown = " ".join(table_order(self.sp_masks[i]))
            raise IllegalAction(f"{action.card} does not fit spread {i} ({shown})")
        self._check_pending(hand, card == self.taken)
        rest = hand & ~(1 << card)
        self._check_leaves(rest)
        m = self.sp_masks[i] | 1 << card
        self.hands[seat] = rest
        self.cnt[seat] -= CARD_VALUES[card]
        self.sp_masks[i] = m
        self.sp_acc[i] = SPREADS[m].accepts
        acc_all = 0
        for acc in self.sp_acc:
            acc_all |= acc
        self.acc_all = acc_all
        owner = self.sp_owner[i]
        if owner != seat and self.opts.hit_lock_turns:
            self.locks[owner] = self.opts.hit_lock_turns
        self.melded = True
        if not rest:
            self._go_out(seat, discarded=False)
            return -1
        self.board[seat] = self._play_actions(seat)
        return seat

    def _discard(self, seat: int, action: Discard) -> int:
        cards = action.cards
        if len(cards) != 1:
            raise IllegalAction("discard exactly one card")
        if not self.drawn:
            self._need_drawn()
        card = cards[0]
        hand = self.hands[seat]
        if card >= 52 or not hand & _BIT[card]:
            raise IllegalAction(f"you do not hold {card}")
        if self.taken >= 0 and self.taken_rules:
            self._check_pending(hand, False)
            if self.opts.no_immediate_rediscard and card == self.taken:
                raise IllegalAction(
                    f"you may not discard {card}: you just took it from the discard pile"
                )
        rest = hand ^ _BIT[card]
        if not self.plain:
            held = held_spread(rest, self.opts.allow_hold_three_aces)
            if held:
                shown = " ".join(table_order(held))
                raise IllegalAction(f"you may not hold a spread: lay down {shown} first")
        self.hands[seat] = rest
        self.cnt[seat] -= CARD_VALUES[card]
        self.pile.append(card)
        if not rest:
            self._go_out(seat, discarded=True)
            return -1
        self.quiet = quiet_turns(self.quiet, self.started_empty, self.melded)
        if self.quiet >= self.n:
            self._stock_out()
            return -1
        if self.locks[seat]:
            self.locks[seat] -= 1
        self.turn = nxt = seat + 1 if seat + 1 < self.n else 0
        self.drawn = self.new_spread = self.melded = False
        self.taken = -1
        self.started_empty = not self.stock
        board = self.board
        board[seat] = ()
        board[nxt] = self._start_actions(nxt)
        return nxt

    def _drop(self, seat: int, action: Drop | None = None) -> int:
        if self.drawn:
            raise IllegalAction("you may drop only at the start of your turn, before drawing")
        if self.locks[seat]:
            k = self.locks[seat]
            turns = "this turn" if k == 1 else f"for {k} turns"
            raise IllegalAction(f"your spread was hit: you may not drop {turns}")
        counts = list(self.cnt)
        ending, payouts = drop_payouts(counts, seat, self.stake, self.opts.caught_mode)
        self._finish(ending, payouts, True, counts)
        return -1

    def _end(self, seat: int, action: End | None = None) -> int:
        if self.drawn:
            raise IllegalAction("you have already drawn: finish your turn with a discard")
        if self.stock:
            raise IllegalAction("'end' is only for an empty stock: draw, or drop")
        self._stock_out()
        return -1


_SLOTS = TonkHand.__slots__
_SEAT_TUPLES: tuple[tuple[int, ...], ...] = tuple((s,) for s in range(5))

ACTIONS: tuple[type[Action], ...] = (Draw, Spread, Hit, Discard, Drop, End)
"""Every Tonk action class (the match's verb filter), in the order a refusal names them."""

STEPS: dict[type, Callable[[TonkHand, int, Any], int]] = {
    Discard: TonkHand._discard,
    Draw: TonkHand._draw,
    Spread: TonkHand._spread,
    Hit: TonkHand._hit,
    Drop: TonkHand._drop,
    End: TonkHand._end,
}
"""Action class -> the ``TonkHand`` method that checks and applies it for the seat to act
(``TonkHand.apply``'s dispatch as a table: the match's fast-path steps)."""
