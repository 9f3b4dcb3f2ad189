"""The engine's shortcuts against slow, obviously correct references.

The Tonk engine is written for speed (see ``games/tonk/hand.py`` and ``match.py``): the legal
actions are kept on a board as actions are applied, counts are kept as cards come and go, the
deal hands out the pack in one call, and the payouts add transfers up per seat.  Each test here
recomputes one of those from first principles, over many seeded random states and house rules,
so that a speed-up cannot silently change a rule, an order or a deal.  (The deal's shuffle,
once Tonk's own copy, is shared by every game now: ``tests/test_fast_shuffle.py``.)
"""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Sequence
from typing import Any

import pytest

from games.actions import DRAW_DISCARD, DRAW_STOCK, DROP, END, Action, Drop
from games.cards import PACK_52
from games.core import Match
from games.shuffle import DealShuffler
from games.tonk import TonkMatch
from games.tonk.hand import TonkHand
from games.tonk.melds import DISCARDS, SPREADS, count, hit_action, low_index
from games.tonk.scoring import collect_from_each, drop_payouts

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"max_players": 5},
    {"initial_upcard": False, "max_players": 4},
    {"must_lay_down_spreads": True, "max_players": 5},
    {"must_lay_down_spreads": True, "allow_hold_three_aces": False},
    {"tonk_out_requires_new_spread": True},
    {"hit_lock_turns": 2, "max_players": 5},
    {"discard_pickup_must_meld": True},
    {"no_immediate_rediscard": True, "max_players": 4},
    {
        "discard_pickup_must_meld": True,
        "no_immediate_rediscard": True,
        "must_lay_down_spreads": True,
        "hit_lock_turns": 1,
        "max_players": 5,
    },
    {"initial_tonk_totals": []},
    {"initial_tonk_totals": [30, 31, 32, 33, 34, 35], "stake": 3},
    {"caught_mode": "double_each_leq_only", "max_players": 5},
    {"caught_mode": "double_to_lowest_only", "max_players": 5},
    {"caught_mode": "seed_literal_dropper_pays_basic_too", "max_players": 5},
]


# ----- legal actions from first principles ------------------------------------------------


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _ref_spreads(hand: int) -> list[int]:
    """Every spread ``hand`` could lay, in the engine's order: runs by suit (lowest start, then
    shortest first), then books by rank (the held cards, then each three of a four)."""
    out = []
    for suit in range(4):
        held = [low for low in range(13) if hand >> (suit * 13 + (low - 1) % 13) & 1]
        for lo in range(13):
            for hi in range(lo + 2, 13):
                if all(k in held for k in range(lo, hi + 1)):
                    out.append(_mask([suit * 13 + (k - 1) % 13 for k in range(lo, hi + 1)]))
    for rank in range(13):
        cards = [s * 13 + rank for s in range(4) if hand >> (s * 13 + rank) & 1]
        if len(cards) >= 3:
            out.append(_mask(cards))
        if len(cards) == 4:
            out.extend(_mask([c for c in cards if c != x]) for x in cards)
    return out


ACES = _mask([s * 13 + 12 for s in range(4)])


def _ref_holds_spread(hand: int, three_aces_allowed: bool) -> bool:
    for m in SPREADS:
        if m & hand == m:
            if three_aces_allowed and m.bit_count() == 3 and m & ACES == m:
                continue  # three aces alone may be held
            return True
    return False


def _ref_can_use(h: TonkHand, seat: int, card: int) -> bool:
    if any(acc >> card & 1 for acc in h.sp_acc):
        return True
    return any(m >> card & 1 for m in _ref_spreads(h.hands[seat] | 1 << card))


def reference_legal(h: TonkHand, seat: int) -> tuple[Action, ...]:
    """RULES.md §4.3 and the options, read directly off the hand's state."""
    if h.ending is not None or seat != h.turn:
        return ()
    o = h.opts
    if not h.drawn:
        start: list[Action] = []
        if not h.locks[seat]:
            start.append(DROP)
        if h.stock:
            start.append(DRAW_STOCK)
        if h.pile and (not o.discard_pickup_must_meld or _ref_can_use(h, seat, h.pile[-1])):
            start.append(DRAW_DISCARD)
        if not h.stock:
            start.append(END)
        return tuple(start)
    hand = h.hands[seat]
    taken = h.taken
    pending = taken >= 0 and o.discard_pickup_must_meld and bool(hand >> taken & 1)
    forbidden = (1 << taken) if taken >= 0 and o.no_immediate_rediscard else -1
    acts: list[Action] = []
    for m in _ref_spreads(hand):
        if pending and not m >> taken & 1:
            continue
        if hand & ~m != forbidden:
            acts.append(SPREADS[m].action)
    for i, acc in enumerate(h.sp_acc):
        for c in range(52):
            fits = hand >> c & 1 and acc >> c & 1 and (not pending or c == taken)
            if fits and hand & ~(1 << c) != forbidden:
                acts.append(hit_action(c, i))
    if pending:
        return tuple(acts)
    held = [c for c in range(52) if hand >> c & 1]
    for c in sorted(held, key=lambda c: (c // 13, -low_index(c))):
        if o.no_immediate_rediscard and c == taken:
            continue
        rest = hand & ~(1 << c)
        if o.must_lay_down_spreads and _ref_holds_spread(rest, o.allow_hold_three_aces):
            continue
        acts.append(DISCARDS[c])
    return tuple(acts)


def _policy(legal: tuple[Action, ...], rng: random.Random, drop_rate: float) -> Action:
    moves = [a for a in legal if type(a) is not Drop]
    if moves and rng.random() > drop_rate:
        return rng.choice(moves)
    return rng.choice(legal)


def _check_state(m: TonkMatch) -> None:
    h = m.current
    assert h.cnt == [count(x) for x in h.hands]
    for seat in range(-1, m.seats + 1):
        board = m.legal_actions(seat)
        assert board == Match.legal_actions(m, seat), seat  # the board = the state's answer
        assert board == reference_legal(h, seat), (seat, board, reference_legal(h, seat))
    assert m.to_act == (() if h.ending is not None or m.waiting_for_deal else (h.turn,))


@pytest.mark.parametrize("k", range(len(OPTION_SETS)))
def test_board_and_counts_match_the_references(k: int) -> None:
    options = OPTION_SETS[k]
    for game in range(6):
        seats = 2 + game % (options.get("max_players", 3) - 1)
        m = TonkMatch(options, seats=seats, seed=f"fast/{k}/{game}")
        rng = random.Random(game)
        drop_rate = (0.02, 0.3)[game % 2]
        for _ in range(300):
            _check_state(m)
            seat = m.to_act[0]
            action = _policy(m.legal_actions(seat), rng, drop_rate)
            m.apply(seat, str(action) if rng.random() < 0.2 else action)
        _check_state(m)


def test_board_is_empty_while_waiting_for_a_deal() -> None:
    m = TonkMatch({}, seats=3, seed=1, auto_deal=False)
    assert m.to_act == () and all(m.legal_actions(s) == () for s in range(-1, 4))
    m.supply_deal(m.random_deal(0, m.dealer))
    _check_state(m)
    while not m.results:
        seat = m.to_act[0]
        m.apply(seat, DROP if DROP in m.legal_actions(seat) else m.legal_actions(seat)[-1])
    assert m.waiting_for_deal and m.to_act == ()
    assert all(m.legal_actions(s) == () for s in range(-1, 4))


def test_copies_answer_from_their_own_board() -> None:
    m = TonkMatch({}, seats=3, seed=5)
    for twin in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        seat = m.to_act[0]
        assert twin.legal_actions(seat) == m.legal_actions(seat)
        twin.apply(seat, DRAW_STOCK)
        assert twin.legal_actions(seat) != m.legal_actions(seat)
        _check_state(twin)
        _check_state(m)


# ----- the deal -----------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_deal_is_the_deal_shuffler_deal(seats: int) -> None:
    seed = f"deal/{seats}"
    m = TonkMatch({"max_players": 5}, seats=seats, seed=seed)
    for k in range(200):
        dealer = k % seats
        pack = list(PACK_52)
        DealShuffler(seed, k).shuffle(pack)
        assert m.random_deal(k, dealer) == m._deal_pack(pack, dealer)
    for dealer in range(seats):  # one card at a time from next(dealer), then the stock
        pack = list(PACK_52)
        random.Random(dealer).shuffle(pack)
        hands = tuple(
            tuple(pack[(s - dealer - 1) % seats : 5 * seats : seats]) for s in range(seats)
        )
        deal = m._deal_pack(pack, dealer)
        assert deal.hands == hands and deal.stock == tuple(pack[5 * seats :])


# ----- payouts ------------------------------------------------------------------------------


def _transfer(pay: list[int], payer: int, payee: int, amount: int) -> None:
    pay[payer] -= amount
    pay[payee] += amount


def _ref_collect(seats: int, winner: int, amount: int) -> list[int]:
    pay = [0] * seats
    for s in range(seats):
        if s != winner:
            _transfer(pay, s, winner, amount)
    return pay


def _ref_drop(counts: Sequence[int], d: int, stake: int, mode: str) -> tuple[str, list[int]]:
    """RULES.md §4.4, one transfer at a time (the engine's code before it was made faster)."""
    n = len(counts)
    others = [s for s in range(n) if s != d]
    if all(counts[d] < counts[x] for x in others):
        return "drop_won", _ref_collect(n, d, stake)
    pay = [0] * n
    low = min(counts[x] for x in others)
    lowest = [x for x in others if counts[x] == low]
    if mode == "double_to_lowest_only":
        for x in lowest:
            _transfer(pay, d, x, 2 * stake)
        return "caught", pay
    for x in others:
        if counts[x] <= counts[d]:
            _transfer(pay, d, x, 2 * stake)
    if mode == "double_each_leq_only":
        return "caught", pay
    payers = [x for x in others if x not in lowest]
    if mode == "seed_literal_dropper_pays_basic_too":
        payers.append(d)
    for p in payers:
        for x in lowest:
            _transfer(pay, p, x, stake)
    return "caught", pay


MODES = (
    "double_each_leq_plus_low_bonus",
    "double_each_leq_only",
    "double_to_lowest_only",
    "seed_literal_dropper_pays_basic_too",
)


def test_payouts_match_the_transfer_by_transfer_reference() -> None:
    rng = random.Random(4)
    for _ in range(20000):
        n = rng.randint(2, 5)
        counts = [rng.randint(0, 12) for _ in range(n)]  # small counts: many ties
        d = rng.randrange(n)
        stake = rng.randint(1, 3)
        mode = rng.choice(MODES)
        assert drop_payouts(counts, d, stake, mode) == _ref_drop(counts, d, stake, mode)
        assert drop_payouts(tuple(counts), d, stake, mode) == _ref_drop(counts, d, stake, mode)
        assert collect_from_each(n, d, stake) == _ref_collect(n, d, stake)
