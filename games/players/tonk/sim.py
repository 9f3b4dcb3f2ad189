"""A lean full-information Tonk hand for rollouts, and the fast policy that plays it.

``strong`` evaluates its candidate actions on many sampled deals, each played to the end of the
hand, so a rollout has to cost well under a millisecond.  The engine's ``TonkHand`` builds
``Action`` objects for every legal move; here a whole turn is one function call on ints and
bitmasks.  The state is the engine's (the same fields, under the same names) and so are the
rules that end a hand: the payouts of a drop, a showdown and going out, and the loop guard come
from ``games.tonk.scoring``; ``tests/players/tonk/test_sim.py`` plays random hands through both
and compares them after every action.  The fast policy is ``basic``'s rules with the expensive
parts replaced by table look-ups: the same drop limits, greedy spreads and hits, and the
discard of the highest card that is not part of a pair or a near run.
"""

from __future__ import annotations

from games.players.masks import cards_in
from games.players.tonk import model
from games.tonk.melds import SPREADS, VALUES, count, spreads_in
from games.tonk.options import Options
from games.tonk.scoring import drop_payouts, lowest_collect, out_payouts, quiet_turns

VAL: tuple[int, ...] = tuple(VALUES[c % 13] for c in range(52))
"""The count of each card."""

ACCEPTS: dict[int, int] = {m: k.accepts for m, k in SPREADS.items()}


def _low(c: int) -> int:
    return (c % 13 + 1) % 13


def _card(suit: int, low: int) -> int:
    return suit * 13 + (low - 1) % 13


RANK_MATES: tuple[int, ...] = tuple(
    sum(1 << (s * 13 + c % 13) for s in range(4)) & ~(1 << c) for c in range(52)
)
"""The other three cards of each card's rank."""


def _near(c: int, d: int) -> int:
    s, lo = divmod(c, 13)[0], _low(c)
    m = 0
    for x in (lo - d, lo + d):
        if 0 <= x <= 12:
            m |= 1 << _card(s, x)
    return m


NEAR1: tuple[int, ...] = tuple(_near(c, 1) for c in range(52))
"""Same-suit cards one step away in Tonk's ace-low order."""
NEAR2: tuple[int, ...] = tuple(_near(c, 2) for c in range(52))
"""Same-suit cards two steps away."""


def _run_pairs(c: int) -> tuple[int, ...]:
    s, lo = c // 13, _low(c)
    out = []
    for a, b in ((lo - 2, lo - 1), (lo - 1, lo + 1), (lo + 1, lo + 2)):
        if 0 <= a <= 12 and 0 <= b <= 12:
            out.append(1 << _card(s, a) | 1 << _card(s, b))
    return tuple(out)


RUN_PAIRS: tuple[tuple[int, ...], ...] = tuple(_run_pairs(c) for c in range(52))
"""For each card, the pairs of same-suit cards that make a three-card run with it."""


MELD_NEAR: tuple[int, ...] = tuple(RANK_MATES[c] | NEAR1[c] for c in range(52))
"""A card can make a spread only with a rank mate or a same-suit neighbour in the hand."""


def melds_with(card: int, hand: int) -> bool:
    """Whether ``card`` makes a new spread with cards of ``hand``."""
    if not hand & MELD_NEAR[card]:
        return False
    if (hand & RANK_MATES[card]).bit_count() >= 2:
        return True
    return any(hand & p == p for p in RUN_PAIRS[card])


KEEP_NEAR = 4
"""Keep bonus of a card with a rank mate or a same-suit neighbour in hand (``basic``)."""
KEEP_GAP = 2
"""Keep bonus of a card with a same-suit card two steps away."""


def keep_bonus(card: int, hand: int, near: int = KEEP_NEAR, gap: int = KEEP_GAP) -> int:
    """How much a card is worth keeping for a future spread (a pair or a near run partner)."""
    if hand & (RANK_MATES[card] | NEAR1[card]):
        return near
    if hand & NEAR2[card]:
        return gap
    return 0


def pick_discard(hand: int, forbid: int = -1, near: int = KEEP_NEAR, gap: int = KEEP_GAP) -> int:
    """The card to throw: the highest ``2 * count - keep bonus``, i.e. the highest count that
    is not part of a pair or a near run (``keep_bonus`` inlined: this runs on every turn of
    every rollout)."""
    best = -1
    best_score = -99
    for c in cards_in(hand):
        if c == forbid:
            continue
        rest = hand ^ 1 << c
        if rest & MELD_NEAR[c]:
            score = VAL[c] * 2 - near
        elif rest & NEAR2[c]:
            score = VAL[c] * 2 - gap
        else:
            score = VAL[c] * 2
        if score > best_score or (score == best_score and c > best):
            best_score = score
            best = c
    return best


_BEST_SPREADS: dict[int, tuple[int, ...]] = {}
_PICKS: dict[int, int] = {}
"""``pick_discard(hand)`` with the default keep bonuses, by hand (the rollouts' discard)."""
_CACHE_LIMIT = 1 << 17
"""Entries kept in each look-up cache before it is emptied (bounded memory in a long-lived
process; a rollout meets the same hands again and again)."""


def best_spreads(hand: int) -> tuple[int, ...]:
    """Disjoint spreads to lay from ``hand`` removing the most count (greedy is exact here:
    a hand after drawing has at most six cards, so at most two spreads).  Cached by hand."""
    got = _BEST_SPREADS.get(hand)
    if got is not None:
        return got
    sp = spreads_in(hand)
    best: tuple[int, ...] = ()
    best_v = 0
    for i, a in enumerate(sp):
        va = count(a)
        if va > best_v:
            best_v, best = va, (a,)
        for b in sp[i + 1 :]:
            if not a & b:
                v = va + count(b)
                if v > best_v:
                    best_v, best = v, (a, b)
    if len(_BEST_SPREADS) >= _CACHE_LIMIT:
        _BEST_SPREADS.clear()
    _BEST_SPREADS[hand] = best
    return best


# ----- dropping ----------------------------------------------------------------------------

DROP_MARGIN = 0.3
"""Drop when the model's expected drop payout (in stakes) exceeds this: continuing is worth a
little too, because a hand this low also wins most showdowns and catches other droppers."""

DROP_CEILING = 30
"""No count above this is ever low enough to drop (skips the model on most turns)."""


_DROP_ROWS: dict[tuple[int, str, tuple[tuple[int, int], ...]], tuple[bool, ...]] = {}
_DROP_MODEL: list[object] = [None]
"""The model the cached rows were computed from (``calibrate`` reloads it between passes)."""


def drop_row(n: int, opps: tuple[tuple[int, int], ...], mode: str) -> tuple[bool, ...]:
    """Whether the rule drops at each count 0..``DROP_CEILING`` against opponents with these
    (hand size, turns played), in seat order; cached, since rollouts ask the same few
    questions millions of times."""
    state = (model.ENABLED, id(model.ABOVE))
    if _DROP_MODEL[0] != state:
        _DROP_ROWS.clear()
        _DROP_MODEL[0] = state
    key = (n, mode, opps)
    row = _DROP_ROWS.get(key)
    if row is None:
        row = tuple(
            model.drop_value(n, mine, opps, mode) > DROP_MARGIN for mine in range(DROP_CEILING + 1)
        )
        if len(_DROP_ROWS) >= _CACHE_LIMIT:
            _DROP_ROWS.clear()
        _DROP_ROWS[key] = row
    return row


def wants_drop(n: int, seat: int, mine: int, sizes: list[int], turns: list[int], mode: str) -> bool:
    """The drop rule shared by ``basic`` and the rollouts (see ``model.drop_value``)."""
    if mine > DROP_CEILING:
        return False
    return drop_row(n, tuple((sizes[j], turns[j]) for j in range(n) if j != seat), mode)[mine]


# ----- the state ---------------------------------------------------------------------------

_DEFAULT_OPTIONS = Options.model_validate({})


class Sim:
    """One Tonk hand with every card known: hands and spreads as bitmasks, turn by turn."""

    __slots__ = (
        "acc_all",
        "aces",
        "drawn",
        "hands",
        "lock_k",
        "locks",
        "melded",
        "mode",
        "must_lay",
        "must_meld",
        "n",
        "new_req",
        "new_spread",
        "no_redis",
        "payouts",
        "pile",
        "quiet",
        "sp_acc",
        "sp_masks",
        "sp_owner",
        "stake",
        "started_empty",
        "stock",
        "taken",
        "turn",
        "turns",
    )

    def __init__(self, opts: Options = _DEFAULT_OPTIONS, n: int = 2) -> None:
        # defaults, for mypyc (``python -m games compile``): compiled, ``clone``'s ``__new__``
        # runs ``__init__`` with no arguments; ``clone`` then sets every field anyway
        self.n = n
        self.stake = opts.stake
        self.mode = opts.caught_mode
        self.lock_k = opts.hit_lock_turns
        self.must_lay = opts.must_lay_down_spreads
        self.aces = opts.allow_hold_three_aces
        self.new_req = opts.tonk_out_requires_new_spread
        self.must_meld = opts.discard_pickup_must_meld
        self.no_redis = opts.no_immediate_rediscard
        self.hands: list[int] = [0] * n
        self.stock: list[int] = []
        self.pile: list[int] = []
        self.sp_masks: list[int] = []
        self.sp_acc: list[int] = []
        self.sp_owner: list[int] = []
        self.acc_all = 0
        self.locks = [0] * n
        self.quiet = 0
        self.turn = 0
        self.turns = [0] * n
        self.drawn = False
        self.taken = -1
        self.melded = False
        self.new_spread = False
        self.started_empty = False
        self.payouts: list[int] | None = None

    def clone(self) -> Sim:
        c = Sim.__new__(Sim)
        c.n = self.n
        c.stake = self.stake
        c.mode = self.mode
        c.lock_k = self.lock_k
        c.must_lay = self.must_lay
        c.aces = self.aces
        c.new_req = self.new_req
        c.must_meld = self.must_meld
        c.no_redis = self.no_redis
        c.hands = self.hands[:]
        c.stock = self.stock[:]
        c.pile = self.pile[:]
        c.sp_masks = self.sp_masks[:]
        c.sp_acc = self.sp_acc[:]
        c.sp_owner = self.sp_owner[:]
        c.acc_all = self.acc_all
        c.locks = self.locks[:]
        c.quiet = self.quiet
        c.turn = self.turn
        c.turns = self.turns[:]
        c.drawn = self.drawn
        c.taken = self.taken
        c.melded = self.melded
        c.new_spread = self.new_spread
        c.started_empty = self.started_empty
        c.payouts = self.payouts
        return c

    def set_spreads(self, masks: list[int], accepts: list[int], owners: list[int]) -> None:
        """The spreads on the table (a view's ``spreads``): their cards, the cards each would
        take, and who laid them."""
        self.sp_masks = list(masks)
        self.sp_acc = list(accepts)
        self.sp_owner = list(owners)
        acc = 0
        for a in accepts:
            acc |= a
        self.acc_all = acc

    # ----- primitive moves (no legality checks: the callers only make legal ones) ----------

    def drop(self, seat: int) -> None:
        counts = [count(h) for h in self.hands]
        self.payouts = drop_payouts(counts, seat, self.stake, self.mode)[1]

    def end(self) -> None:
        self.payouts = lowest_collect([count(h) for h in self.hands], self.stake)

    def draw(self, seat: int, from_discard: bool) -> None:
        self.started_empty = not self.stock
        self.turns[seat] += 1
        if from_discard:
            c = self.pile.pop()
            self.taken = c
        else:
            c = self.stock.pop()
            self.taken = -1
        self.hands[seat] |= 1 << c
        self.drawn = True

    def lay(self, seat: int, mask: int) -> bool:
        """Lay a spread; True if that ended the hand (a tonk out)."""
        self.hands[seat] &= ~mask
        acc = ACCEPTS[mask]
        self.sp_masks.append(mask)
        self.sp_acc.append(acc)
        self.sp_owner.append(seat)
        self.acc_all |= acc
        self.melded = self.new_spread = True
        if not self.hands[seat]:
            self._tonk_out(seat)
            return True
        return False

    def hit(self, seat: int, card: int, i: int) -> bool:
        """Hit spread ``i``; True if that ended the hand."""
        bit = 1 << card
        self.hands[seat] &= ~bit
        m = self.sp_masks[i] | bit
        self.sp_masks[i] = m
        self.sp_acc[i] = ACCEPTS[m]
        a = 0
        for x in self.sp_acc:
            a |= x
        self.acc_all = a
        owner = self.sp_owner[i]
        if owner != seat and self.lock_k:
            self.locks[owner] = self.lock_k
        self.melded = True
        if not self.hands[seat]:
            self._tonk_out(seat)
            return True
        return False

    def hit_any(self, seat: int, card: int) -> bool:
        """Hit the first spread that takes ``card``."""
        bit = 1 << card
        for i, acc in enumerate(self.sp_acc):
            if acc & bit:
                return self.hit(seat, card, i)
        raise ValueError("no spread takes that card")

    def _tonk_out(self, seat: int) -> None:
        new, needs_new = self.new_spread, self.new_req
        _, self.payouts = out_payouts(self.n, seat, self.stake, False, new, needs_new)

    def discard(self, seat: int, card: int) -> bool:
        """Discard and pass the turn; True if the hand ended (out, or the loop guard)."""
        rest = self.hands[seat] & ~(1 << card)
        self.hands[seat] = rest
        self.pile.append(card)
        if not rest:
            _, self.payouts = out_payouts(self.n, seat, self.stake, True, False, False)
            return True
        self.quiet = quiet_turns(self.quiet, self.started_empty, self.melded)
        if self.quiet >= self.n:
            self.end()
            return True
        if self.locks[seat]:
            self.locks[seat] -= 1
        self.turn = seat + 1 if seat + 1 < self.n else 0
        self.drawn = self.melded = self.new_spread = False
        self.taken = -1
        return False

    # ----- the fast policy ------------------------------------------------------------------

    def wants_discard(self, seat: int, top: int) -> bool:
        """Take the top discard if it hits, makes a spread, or is a low card worth swapping."""
        hand = self.hands[seat]
        if self.acc_all >> top & 1 or melds_with(top, hand):
            return True
        if self.must_meld:
            return False
        v = VAL[top]
        if v > 3:
            return False
        worst = 0
        for c in cards_in(hand):
            if VAL[c] > worst and not keep_bonus(c, hand ^ 1 << c):
                worst = VAL[c]
        return worst - v >= 5

    def play_out(self, seat: int) -> bool:
        """After drawing: lay the best spreads, hit everything that fits, discard; True if the
        hand ended."""
        hand = self.hands[seat]
        for m in best_spreads(hand):
            if self.lay(seat, m):
                return True
        hand = self.hands[seat]
        while hand & self.acc_all:
            x = hand & self.acc_all
            c = (x & -x).bit_length() - 1
            if self.hit_any(seat, c):
                return True
            hand = self.hands[seat]
        forbid = self.taken if self.no_redis else -1
        if forbid >= 0 and hand == 1 << forbid:
            forbid = -1  # cannot happen in a legal game; keep the rollout going
        if forbid < 0:
            card = _PICKS.get(hand)
            if card is None:
                card = pick_discard(hand)
                if len(_PICKS) >= _CACHE_LIMIT:
                    _PICKS.clear()
                _PICKS[hand] = card
            return self.discard(seat, card)
        return self.discard(seat, pick_discard(hand, forbid))

    def policy_turn(self, seat: int) -> bool:
        """One whole turn by the fast policy from its start; True if the hand ended."""
        hand = self.hands[seat]
        if not self.locks[seat] and self.stock:
            c = count(hand)
            if c <= DROP_CEILING:
                hands, turns = self.hands, self.turns
                opps = tuple((hands[j].bit_count(), turns[j]) for j in range(self.n) if j != seat)
                if drop_row(self.n, opps, self.mode)[c]:
                    self.drop(seat)
                    return True
        pile = self.pile
        if not self.stock:
            if pile and self.wants_discard(seat, pile[-1]):
                self.draw(seat, True)
                return self.play_out(seat)
            self.turns[seat] += 1
            self.end()
            return True
        take = bool(pile) and self.wants_discard(seat, pile[-1])
        self.draw(seat, take)
        return self.play_out(seat)

    def rollout(self, limit: int = 400) -> list[int]:
        """Play the hand to its end with the fast policy for every seat; the payouts."""
        if self.payouts is not None:
            return self.payouts
        if self.drawn and self.play_out(self.turn):
            return self._ended()
        for _ in range(limit):
            if self.policy_turn(self.turn):
                return self._ended()
        self.end()
        return self._ended()

    def _ended(self) -> list[int]:
        # the payouts the hand ended with: read through a method, since mypy still sees them
        # as ``None`` in ``rollout`` (so would the compiled build, which trusts that type)
        payouts = self.payouts
        assert payouts is not None
        return payouts
