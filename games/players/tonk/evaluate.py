"""Turn plans and hand evaluation: what ``basic`` plays after drawing, and which pile to draw.

After drawing, a Tonk turn is a set of spreads to lay, hits, and one discard, in any order the
rules allow.  A hand holds at most six cards then, so every plan can be listed: each set of
disjoint spreads, then every card that fits a spread on the table is hit (a hit only ever lowers
the count), then each legal discard.  A plan is scored by the hand it leaves, in count units
(lower is better): the count, less a share of each card's value for the live cards that would
make it a spread (a pair with both other cards unseen is worth keeping, a lone king is not),
plus a small penalty for discarding a card the next player could use.  Going out scores as a
very low count, a tonk out (no discard, paid double) lower still.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.actions import Action
from games.cards import CARDS
from games.players.masks import cards_in
from games.players.tonk.knowledge import Knowledge
from games.players.tonk.sim import ACCEPTS, NEAR1, RANK_MATES, RUN_PAIRS, VAL
from games.tonk.melds import DISCARDS, SPREADS, held_spread, hit_action, spreads_in

OUT_SCORE = -12.0
"""Emptying the hand with a discard: one stake from each player now, better than any count."""
TONK_SCORE = -25.0
"""Emptying it without a discard: a tonk, paid double."""
KEEP_RATE = 0.1
"""Share of a card's value saved per live card that would make it part of a spread."""
KEEP_CAP = 0.5
FEED_RATE = 0.15
"""Penalty per live card that would pair or run with a discard (someone may pick it up)."""


def outs(card: int, others: int, unseen: int) -> int:
    """Unseen cards that would make ``card`` a spread with one card of ``others``."""
    n = 0
    mates = others & RANK_MATES[card]
    if mates and mates.bit_count() == 1:
        n += (unseen & RANK_MATES[card]).bit_count()
    for pair in RUN_PAIRS[card]:
        have = others & pair
        if have and have != pair and (pair ^ have) & unseen:
            n += 1
    return n


def hand_score(rest: int, unseen: int) -> float:
    """The count of ``rest`` less the value its near-spreads are likely to save (lower is
    better)."""
    total = 0.0
    for c in cards_in(rest):
        v = VAL[c]
        o = outs(c, rest ^ 1 << c, unseen)
        total += v - v * min(KEEP_CAP, KEEP_RATE * o) if o else v
    return total


def feed_penalty(card: int, unseen: int) -> float:
    """How useful a discard could be to whoever picks it up: live rank mates and neighbours."""
    return FEED_RATE * ((unseen & (RANK_MATES[card] | NEAR1[card])).bit_count())


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to finish the turn: spreads, then hits, then a discard (-1: the hand empties)."""

    lays: tuple[int, ...]
    hits: tuple[tuple[int, int], ...]
    """(card, spread index) in order; indices of spreads laid this turn follow the table's."""
    discard: int
    rest: int
    """The hand left after the turn."""
    score: float

    def actions(self) -> list[Action]:
        out: list[Action] = [SPREADS[m].action for m in self.lays]
        out.extend(hit_action(c, i) for c, i in self.hits)
        if self.discard >= 0:
            out.append(DISCARDS[self.discard])
        return out

    def first_action(self, taken: int, pending: bool) -> Action:
        """The plan's next action; with a pending pickup the step that uses it comes first."""
        if pending and taken >= 0:
            bit = 1 << taken
            for m in self.lays:
                if m & bit:
                    return SPREADS[m].action
            for c, i in self.hits:
                if c == taken:
                    return hit_action(c, i)
        return self.actions()[0]


def _disjoint_sets(spreads: list[int]) -> list[tuple[int, ...]]:
    """Every set of pairwise disjoint spreads, the empty set first."""
    out: list[tuple[int, ...]] = [()]

    def grow(start: int, used: int, chosen: tuple[int, ...]) -> None:
        for i in range(start, len(spreads)):
            m = spreads[i]
            if not m & used:
                nxt = (*chosen, m)
                out.append(nxt)
                grow(i + 1, used | m, nxt)

    grow(0, 0, ())
    return out


def make_plans(
    k: Knowledge, hand: int | None = None, taken: int | None = None, pending: bool | None = None
) -> list[Plan]:
    """Every plan for the seat's hand after drawing, best (lowest score) first."""
    hand = k.hand if hand is None else hand
    taken = k.taken if taken is None else taken
    opts = k.opts
    if pending is None:
        pending = opts.discard_pickup_must_meld and taken >= 0 and bool(hand >> taken & 1)
    forbid_rest = 1 << taken if opts.no_immediate_rediscard and taken >= 0 else -1
    unseen = k.unseen & ~hand
    base_masks = list(k.sp_masks)
    plans: list[Plan] = []
    new_spread_before = k.new_spread_this_turn
    double_default = not opts.tonk_out_requires_new_spread
    for lays in _disjoint_sets(spreads_in(hand)):
        used = 0
        for m in lays:
            used |= m
        h = hand & ~used
        if lays and h == forbid_rest:
            continue
        if lays and not h:
            # the spreads alone empty the hand: a tonk out
            if pending and not any(m >> taken & 1 for m in lays):
                continue
            plans.append(Plan(lays, (), -1, 0, TONK_SCORE))
            continue
        masks = base_masks + list(lays)
        hits: list[tuple[int, int]] = []
        acc = [ACCEPTS[m] for m in masks]
        progress = True
        while progress and h:
            progress = False
            for i, a in enumerate(acc):
                for c in cards_in(h & a):
                    low = 1 << c
                    if h ^ low == forbid_rest:
                        continue
                    hits.append((c, i))
                    h ^= low
                    masks[i] |= low
                    acc[i] = ACCEPTS[masks[i]]
                    progress = True
                    break
                if progress:
                    break
        uses_taken = taken >= 0 and (
            any(m >> taken & 1 for m in lays) or any(c == taken for c, _ in hits)
        )
        if pending and not uses_taken:
            continue
        if not h:
            doubled = double_default or new_spread_before or bool(lays)
            plans.append(Plan(lays, tuple(hits), -1, 0, TONK_SCORE if doubled else OUT_SCORE))
            continue
        for c in cards_in(h):
            if forbid_rest >= 0 and c == taken:
                continue
            rest = h ^ 1 << c
            if opts.must_lay_down_spreads and held_spread(rest, opts.allow_hold_three_aces):
                continue
            score = OUT_SCORE if not rest else hand_score(rest, unseen) + feed_penalty(c, unseen)
            plans.append(Plan(lays, tuple(hits), c, rest, score))
    plans.sort(key=lambda p: (p.score, -len(p.lays), p.discard))
    return plans


def best_score(k: Knowledge, hand: int, taken: int) -> float:
    """The best plan's score for ``hand`` after drawing (``taken``: a card from the pile)."""
    plans = make_plans(k, hand, taken, None)
    return plans[0].score if plans else 99.0


def stock_expectation(k: Knowledge) -> float:
    """The mean best score over a stock draw (each unseen card equally likely on top)."""
    unseen = k.unseen
    total = 0.0
    n = 0
    for c in cards_in(unseen):
        total += best_score(k, k.hand | 1 << c, -1)
        n += 1
    return total / n if n else 99.0


def describe(plan: Plan) -> str:
    """A plan in words, for debugging and the docs."""
    parts = [" ".join(str(CARDS[c]) for c in cards_in(m)) for m in plan.lays]
    parts += [f"hit {CARDS[c]}@{i}" for c, i in plan.hits]
    parts.append(f"discard {CARDS[plan.discard]}" if plan.discard >= 0 else "out")
    return "; ".join(parts) + f" ({plan.score:.1f})"
