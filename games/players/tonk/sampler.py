"""Deals of the unseen cards consistent with what a seat has observed.

What a seat knows of the others (``knowledge.py``): each hand's size, how many turns each
player has played, the spreads they laid, that they took the top discard (not which card: a
buried discard is never named), and that they have not dropped.  The unseen cards are in the
other hands, the stock and under the top discard; a uniform split would be badly wrong, because
a player who has thrown its highest card every turn for six turns holds low cards.  So each
opponent's hand is grown the way it was played: five unseen cards, then one draw per turn
played, each followed by the fast policy's discard (a draw that would have made a spread is
redrawn: the spread would be on the table).  A hand that laid or hit cards is then trimmed to
its size by the same discard rule.  The rest of the unseen cards are shuffled into the stock and
the buried pile.  How well this matches real hands is measured in docs/ai/tonk.md.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from itertools import accumulate

from games.players.tonk import model
from games.players.tonk.knowledge import Knowledge
from games.players.tonk.sim import VAL, Sim, keep_bonus, melds_with


def count_pmf(n: int, size: int, rnd: int) -> list[float]:
    """P(count = x) for an opponent, from the model's P(count > x)."""
    row = model.ABOVE[n][min(size, 5) - 1][min(rnd, model.MAX_ROUND)]
    out = []
    prev = 1.0
    for p in row:
        out.append(max(0.0, prev - p))
        prev = p
    return out


_CUM: dict[tuple[int, int, int], tuple[list[float], float]] = {}


def draw_target(n: int, size: int, rnd: int, rng: random.Random) -> int:
    """A count drawn from the model's distribution for such an opponent."""
    key = (n, min(size, 5), min(rnd, model.MAX_ROUND))
    got = _CUM.get(key)
    if got is None:
        cum = list(accumulate(count_pmf(n, *key[1:])))
        got = _CUM[key] = (cum, cum[-1])
    cum, total = got
    return bisect_left(cum, rng.random() * total)


def hand_with_count(pool: list[int], size: int, target: int, rng: random.Random) -> int:
    """``size`` cards of ``pool`` (removed from it) counting ``target`` if possible, with no
    spread among them: in the pool's (random) order, the first card that keeps the target
    reachable.  Removal swaps in the last card, so the pool stays in random order."""
    hand = 0
    left = target
    for slot in range(size, 0, -1):
        lo = max(1, left - 10 * (slot - 1))
        hi = min(10, left - (slot - 1))
        pick = -1
        fallback = -1
        for i, c in enumerate(pool):
            if melds_with(c, hand):
                continue
            if lo <= VAL[c] <= hi:
                pick = i
                break
            if fallback < 0 or abs(VAL[c] - (lo + hi) / 2) < abs(
                VAL[pool[fallback]] - (lo + hi) / 2
            ):
                fallback = i
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


USE_THROWN = True
"""Condition the previous player's hand on the card it just threw."""
THREW_TRIES = 12
THREW_SLACK = 8
"""How much better than the card thrown a kept card may look by the discard rule (the
player's own rule is not exactly ours)."""


def threw_consistent(hand: int, card: int) -> bool:
    """Whether a player keeping ``hand`` would have thrown ``card`` by the fast policy's rule
    (highest count, pairs and near runs kept), within ``THREW_SLACK``."""
    full = hand | 1 << card
    limit = 2 * VAL[card] - keep_bonus(card, hand) + THREW_SLACK
    x = hand
    while x:
        low = x & -x
        x ^= low
        c = low.bit_length() - 1
        if 2 * VAL[c] - keep_bonus(c, full ^ low) > limit:
            return False
    return True


def _hand_that_threw(k: Knowledge, j: int, card: int, pool: list[int], rng: random.Random) -> int:
    """Seat ``j``'s hand given that it just threw ``card``: model counts, kept only when the
    throw is consistent with them; failing that, built from cards no higher than the throw."""
    size = k.sizes[j]
    for _ in range(THREW_TRIES):
        target = draw_target(k.n, size, k.turns_taken[j], rng)
        hand = hand_with_count(pool, size, target, rng)
        if threw_consistent(hand, card):
            return hand
        x = hand
        while x:
            low = x & -x
            x ^= low
            pool.append(low.bit_length() - 1)
    cap = VAL[card]
    low_pool = [c for c in pool if VAL[c] <= cap]
    if len(low_pool) < size:
        target = draw_target(k.n, size, k.turns_taken[j], rng)
        return hand_with_count(pool, size, target, rng)
    rng.shuffle(low_pool)
    hand = 0
    for c in low_pool:
        if hand.bit_count() >= size:
            break
        if not melds_with(c, hand):
            hand |= 1 << c
    for c in low_pool:
        if hand.bit_count() >= size:
            break
        hand |= 1 << c
    taken = hand
    pool[:] = [c for c in pool if not taken >> c & 1]
    return hand


def sample_world(k: Knowledge, rng: random.Random) -> Sim:
    """One full-information hand consistent with ``k``, ready for ``Sim.rollout``."""
    unseen = k.unseen
    pool = [c for c in range(52) if unseen >> c & 1]
    rng.shuffle(pool)
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
        if USE_THROWN and shown is not None and shown[0] == j:
            hands[j] = _hand_that_threw(k, j, shown[1], pool, rng)
        else:
            target = draw_target(k.n, size, k.turns_taken[j], rng)
            hands[j] = hand_with_count(pool, size, target, rng)
    rng.shuffle(pool)
    buried = max(0, k.pile_size - (1 if k.top >= 0 else 0))
    stock_n = k.stock_size
    s.hands = hands
    s.stock = pool[:stock_n]
    s.pile = pool[stock_n : stock_n + buried]
    if k.top >= 0:
        s.pile.append(k.top)
    s.sp_masks = list(k.sp_masks)
    s.sp_acc = list(k.sp_acc)
    s.sp_owner = list(k.sp_owner)
    acc = 0
    for a in s.sp_acc:
        acc |= a
    s.acc_all = acc
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
