"""Deals of the unseen cards consistent with what a seat has observed.

What a seat knows of the others (``knowledge.py``): each hand's size, how many turns each
player has played, the spreads they laid, that they took the top discard (not which card: a
buried discard is never named), that they have not dropped, and the card the previous player
just threw.  The unseen cards are in the other hands, the stock and under the top discard; a
uniform split would be badly wrong, because a player who has thrown its highest card every turn
for six turns holds low cards.  So each opponent's count is drawn from the model calibrated by
self-play (``model.py``: by hand size and turns played, and for the previous player also by the
value of the card it threw), and a hand of that size and count is built from the unseen cards
with no spread in it (a spread would be on the table).  The rest of the unseen cards are
shuffled into the stock and under the top discard.  The calibration is measured in
docs/ai/tonk.md.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from itertools import accumulate

from games.players.masks import cards_in
from games.players.tonk import model
from games.players.tonk.knowledge import Knowledge
from games.players.tonk.sim import MELD_NEAR, VAL, Sim, melds_with


def count_pmf(row: list[float]) -> list[float]:
    """P(count = x) from a model row of P(count > x)."""
    out = []
    prev = 1.0
    for p in row:
        out.append(max(0.0, prev - p))
        prev = p
    return out


_CUM: dict[tuple[int, int, int, int], tuple[list[float], float]] = {}


def draw_target(n: int, size: int, rnd: int, rng: random.Random, thrown: int = 0) -> int:
    """A count drawn from the model's distribution for such an opponent (``thrown``: the value
    of the card it just threw, 0 if not known)."""
    key = (n, min(size, 5), min(rnd, model.MAX_ROUND), thrown)
    got = _CUM.get(key)
    if got is None:
        row = model.prev_row(n, size, rnd, thrown) if thrown else model.above_row(n, size, rnd)
        cum = list(accumulate(count_pmf(row)))
        got = _CUM[key] = (cum, cum[-1])
    cum, total = got
    return bisect_left(cum, rng.random() * total)


def hand_with_count(pool: list[int], size: int, target: int, rng: random.Random) -> int:
    """``size`` cards of ``pool`` (removed from it) counting ``target`` if possible, with no
    spread among them: in the pool's (random) order, the first card that keeps the target
    reachable, else the one closest to the middle of the reachable values."""
    hand = 0
    left = target
    for slot in range(size, 0, -1):
        lo = max(1, left - 10 * (slot - 1))
        hi = min(10, left - (slot - 1))
        mid = (lo + hi) / 2
        pick = -1
        fallback = -1
        fallback_gap = 99.0
        for i, c in enumerate(pool):
            if hand & MELD_NEAR[c] and melds_with(c, hand):
                continue
            v = VAL[c]
            if lo <= v <= hi:
                pick = i
                break
            gap = abs(v - mid)
            if gap < fallback_gap:
                fallback, fallback_gap = i, gap
        if pick < 0:
            pick = fallback if fallback >= 0 else len(pool) - 1
        if pick < 0:
            break
        c = pool[pick]
        pool[pick] = pool[-1]
        pool.pop()
        hand |= 1 << c
        left -= VAL[c]
    return hand


def shuffle(items: list[int], rng: random.Random) -> None:
    """Fisher-Yates on ``rng.random()``: a uniform permutation like ``rng.shuffle``'s at a
    fifth of its cost (a sampled deal shuffles the unseen cards twice)."""
    rand = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(rand() * (i + 1))
        items[i], items[j] = items[j], items[i]


def sample_world(k: Knowledge, rng: random.Random) -> Sim:
    """One full-information hand consistent with ``k``, ready for ``Sim.rollout``."""
    pool = cards_in(k.unseen)
    shuffle(pool, rng)
    s = Sim(k.opts, k.n)
    hands = [0] * k.n
    hands[k.seat] = k.hand
    order = k.others
    rng.shuffle(order)
    shown = k.shown_discard
    for j in order:
        size = k.sizes[j]
        if not size:
            continue
        thrown = VAL[shown[1]] if shown is not None and shown[0] == j else 0
        target = draw_target(k.n, size, k.turns_taken[j], rng, thrown)
        hands[j] = hand_with_count(pool, size, target, rng)
    shuffle(pool, rng)
    buried = max(0, k.pile_size - (1 if k.top >= 0 else 0))
    stock_n = k.stock_size
    s.hands = hands
    s.stock = pool[:stock_n]
    s.pile = pool[stock_n : stock_n + buried]
    if k.top >= 0:
        s.pile.append(k.top)
    s.set_spreads(k.sp_masks, k.sp_acc, k.sp_owner)
    s.locks = list(k.locks)
    s.quiet = k.quiet
    s.turn = k.turn
    s.turns = list(k.turns_taken)
    s.drawn = k.drawn
    s.taken = k.taken
    s.melded = k.melded_this_turn
    s.new_spread = k.new_spread_this_turn
    if k.drawn:
        s.started_empty = k.stock_size == 0 and k.last_draw_discard[k.seat]
    else:
        s.started_empty = k.stock_size == 0
    return s
