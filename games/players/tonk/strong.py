"""``strong``: Perfect Information Monte Carlo over sampled deals, with ``basic`` as its guard.

At each decision with a real choice, ``strong`` lists a few candidates (before drawing: drop,
end, either pile; after drawing: the best few turn plans of ``evaluate.make_plans``, which
differ in spreads laid or held and in the discard), samples deals of the unseen cards
consistent with what the seat has seen (``sampler.py``), and plays each candidate out on every
sampled deal with the fast policy (``sim.py``) for every seat, itself included.  A drop needs no
rollout: its payout on a sampled deal is exact.  All candidates are scored on the same deals, so
their differences are measured with much less noise than their values.  ``basic``'s choice is
kept unless another candidate beats it by a clear margin (``SWITCH_Z`` standard errors): a
search that is right on average is still noisy on a few dozen deals, and ``basic`` is sound.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

from games.actions import DRAW_DISCARD, DRAW_STOCK, DROP, END, Action, Drop, End
from games.players.tonk import model, stopping
from games.players.tonk.basic import decide, decide_draw, rule_plan
from games.players.tonk.evaluate import Plan, make_plans
from games.players.tonk.knowledge import Knowledge, read_view
from games.players.tonk.sampler import sample_world
from games.players.tonk.sim import VAL, Sim
from games.tonk.melds import count
from games.tonk.view import TonkView

C = TypeVar("C")
"""A candidate of a search: an action before drawing, a turn plan after."""

ROLLOUTS = 600
"""Rollouts per decision, shared among the candidates (a drop or an end needs none): a fixed
amount of work, so that the same view and seed give the same choice: p50 40 ms, p95 89 ms on one
core.  1,200 measured no stronger (docs/ai/tonk.md) at twice the time."""
HARD_SECONDS = 0.4
"""A search stops after this long whatever its count (a loaded machine); with the deadline."""
SAFETY_SECONDS = 0.05
"""Time kept in hand before the deadline."""
MIN_WORLDS = 8
PLAN_CANDIDATES = 4
INFORMED_DROP_MARGIN = 0.3
"""Drop when the informed expected payout of dropping is above this (``basic``'s margin), at
table sizes other than three: in the simulator, the informed rule at 0.3 against ``basic`` gains
+0.015 +- 0.012 a deal, at 0.0 +0.003 +- 0.017 (docs/ai/tonk.md)."""
MARGIN_START = 0.7
MARGIN_PER_TURN = -0.14
MARGIN_SHORT_HANDS = 0.9
"""Three seats: the margin falls from ``MARGIN_START`` by ``MARGIN_PER_TURN`` for each turn
played in the hand (up to eight), and is ``MARGIN_SHORT_HANDS`` once an opponent holds two cards
or fewer.  Going on is worth more early (the count still falls by about three a turn and a low
hand catches the next dropper) than late, when the others are low too.  Fitted by regret against
a full-information valuation of 270,000 drop decisions of self-play (``lab/tonk/measure.py``)."""
LAST_TAKE_FACTOR = 0.8
"""P(above us) of an opponent whose latest draw took the discard, scaled by this: ``basic``
takes a discard to use it at once or to swap a high card for a low one, so that hand just got
lower than its size and turns say (same fit)."""
STRONG_KEEP_NEAR = 8
STRONG_KEEP_GAP = 4
"""``strong``'s own discard rule keeps pairs and near runs harder than ``basic`` does: measured
in the simulator, +0.013 +- 0.008 a deal against ``basic`` (the search also weighs ``basic``'s
discard)."""
SWITCH_Z = 1.0
"""A candidate replaces ``basic``'s choice only if its mean gain exceeds this many standard
errors of the paired difference."""


def _apply_plan(world: Sim, seat: int, plan: Plan) -> bool:
    """Play ``plan`` in ``world``; True if the hand ended."""
    for m in plan.lays:
        if world.lay(seat, m):
            return True
    for c, i in plan.hits:
        if world.hit(seat, c, i):
            return True
    if plan.discard >= 0:
        return world.discard(seat, plan.discard)
    return world.payouts is not None


def _value_draw(world: Sim, seat: int, action: Action) -> float:
    """My payout after ``action`` (before drawing) on one sampled deal."""
    if action == DROP:
        world.drop(seat)
        return world.payouts[seat]  # type: ignore[index]
    if action == END:
        world.end()
        return world.payouts[seat]  # type: ignore[index]
    world.draw(seat, action == DRAW_DISCARD)
    if not world.play_out(seat):
        world.rollout()
    return world.payouts[seat]  # type: ignore[index]


def _value_plan(world: Sim, seat: int, plan: Plan) -> float:
    if not _apply_plan(world, seat, plan):
        world.rollout()
    return world.payouts[seat]  # type: ignore[index]


def opponents_above(k: Knowledge) -> list[float]:
    """For each opponent (``k.others`` order), the model's P(its count is above ours): by hand
    size and turns played, and for the previous player also by the card it just threw
    (``model.prev_row``: it keeps cards no better to throw)."""
    n = k.n
    mine = count(k.hand)
    shown = k.shown_discard
    ps = []
    for j in k.others:
        size, rnd = k.sizes[j], k.turns_taken[j]
        if size <= 0 or mine >= model.MAX_COUNT:
            ps.append(0.0)
            continue
        if shown is not None and shown[0] == j:
            row = model.prev_row(n, size, rnd, VAL[shown[1]])
        else:
            row = model.above_row(n, size, rnd)
        ps.append(row[mine])
    return ps


def informed_drop_value(k: Knowledge, take_factor: float = LAST_TAKE_FACTOR) -> float:
    """The expected drop payout from ``opponents_above``, an opponent that just took the
    discard counted lower by ``take_factor``."""
    ps = opponents_above(k)
    for i, j in enumerate(k.others):
        if k.last_draw_discard[j]:
            ps[i] *= take_factor
    return model.value_of_drop(ps, k.opts.caught_mode)


def drop_margin(k: Knowledge) -> float:
    """The expected drop payout that ``strong`` asks for before dropping (see the constants)."""
    return margin_for(k.n, [k.sizes[j] for j in k.others], sum(k.turns_taken))


def margin_for(n: int, opponent_sizes: Sequence[int], turns: int) -> float:
    """``drop_margin`` from its inputs: the table size, the opponents' hand sizes and the turns
    played in the hand (also read by the simulator's measurements of the rule)."""
    if n != 3:
        return INFORMED_DROP_MARGIN
    if any(0 < size <= 2 for size in opponent_sizes):
        return MARGIN_SHORT_HANDS
    return MARGIN_START + MARGIN_PER_TURN * min(turns, 8)


class StrongPlayer:
    """PIMC search over sampled deals with ``basic``'s choice as the default."""

    level = "strong"
    early_stop = True
    """Stop a search once its outcome is clear (``stopping.py``); off in ``strong-ref``."""

    def __init__(self, rollouts: int = ROLLOUTS) -> None:
        self.rollouts = rollouts

    def choose(
        self, view: TonkView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        k = read_view(view)
        default = decide(k, legal)
        if len(legal) == 1:
            return default
        start = time.monotonic()
        stop = min(start + HARD_SECONDS, deadline - SAFETY_SECONDS)
        if k.drawn:
            return self._play(k, legal, default, rng, stop)
        return self._draw(k, legal, default, rng, stop)

    # ----- before drawing -------------------------------------------------------------------

    def _draw(
        self,
        k: Knowledge,
        legal: Sequence[Action],
        default: Action,
        rng: random.Random,
        stop: float,
    ) -> Action:
        if DROP in legal and END not in legal:
            # the drop is decided by its expected payout, read from the sharper opponent model
            # (rollouts of "go on" are too noisy to weigh it against: see docs/ai/tonk.md)
            if informed_drop_value(k) > drop_margin(k):
                return DROP
            legal = [a for a in legal if a != DROP]
            if default == DROP:
                default = decide_draw(k, legal)
        cands = [a for a in (END, DRAW_STOCK, DRAW_DISCARD) if a in legal]
        if len(cands) < 2 or default not in cands:
            return default
        seat = k.seat

        def evaluate(world: Sim, a: Action) -> float:
            return _value_draw(world, seat, a)

        return self._search(k, cands, default, evaluate, rng, stop)

    # ----- after drawing --------------------------------------------------------------------

    def _play(
        self,
        k: Knowledge,
        legal: Sequence[Action],
        default: Action,
        rng: random.Random,
        stop: float,
    ) -> Action:
        pending = k.opts.discard_pickup_must_meld and k.taken >= 0 and bool(k.hand >> k.taken & 1)
        legal_set = set(legal)
        own = rule_plan(k, STRONG_KEEP_NEAR, STRONG_KEEP_GAP)
        if own.discard < 0:
            return default  # the rule goes out: nothing beats that
        own_first = own.first_action(k.taken, pending)
        if own_first not in legal_set:
            own, own_first = rule_plan(k), default
        plans: list[Plan] = [own]
        firsts: list[Action] = [own_first]
        basic_plan = rule_plan(k)
        if (basic_plan.lays, basic_plan.discard) != (own.lays, own.discard):
            plans.append(basic_plan)
            firsts.append(default)
        for plan in make_plans(k, pending=pending):
            if plan.discard < 0 or plan.rest == 0:
                act = plan.first_action(k.taken, pending)
                if act in legal_set:
                    return act  # going out now
            act = plan.first_action(k.taken, pending)
            if act not in legal_set:
                continue
            # one plan per distinct end state (the order of steps does not matter)
            if any(p.lays == plan.lays and p.discard == plan.discard for p in plans):
                continue
            plans.append(plan)
            firsts.append(act)
            if len(plans) >= PLAN_CANDIDATES:
                break
        if len(plans) < 2:
            return own_first
        seat = k.seat

        def evaluate(world: Sim, p: Plan) -> float:
            return _value_plan(world, seat, p)

        best = self._search(k, plans, own, evaluate, rng, stop)
        return firsts[plans.index(best)]

    # ----- the search -----------------------------------------------------------------------

    def _search(
        self,
        k: Knowledge,
        cands: list[C],
        default: C,
        evaluate: Callable[[Sim, C], float],
        rng: random.Random,
        stop: float,
    ) -> C:
        d = cands.index(default)
        gains, sure = self._gains(k, cands, d, evaluate, rng, stop)
        if sure >= 0:
            return cands[sure]
        return cands[pick(gains, d, SWITCH_Z)]

    def _gains(
        self,
        k: Knowledge,
        cands: list[C],
        d: int,
        evaluate: Callable[[Sim, C], float],
        rng: random.Random,
        stop: float,
    ) -> tuple[list[tuple[float, float]], int]:
        """Each candidate's mean gain over candidate ``d`` on shared sampled deals, with the
        standard error of that mean (empty if too few deals were played; an infinite error for
        an alternative the early stop dropped), and the candidate the early stop settled on
        (-1: none, decide by ``pick``)."""
        m = len(cands)
        cost = sum(0.2 if isinstance(c, Drop | End) else 1.0 for c in cands)
        n_worlds = max(MIN_WORLDS, int(self.rollouts / cost))
        diff_sum = [0.0] * m
        diff_sq = [0.0] * m
        nonzero = [False] * m
        active = [i for i in range(m) if i != d]
        check = stopping.FIRST_CHECK if self.early_stop else n_worlds
        limit = stopping.cap(n_worlds) if self.early_stop else n_worlds
        sure = -1
        worlds = 0
        while worlds < limit:
            if time.monotonic() >= stop:
                break
            world = sample_world(k, rng)
            base = evaluate(world.clone(), cands[d])
            for i in active:
                x = evaluate(world.clone(), cands[i]) - base
                if x:
                    diff_sum[i] += x
                    diff_sq[i] += x * x
                    nonzero[i] = True
            worlds += 1
            if worlds >= check and worlds < n_worlds:
                check += stopping.CHECK_EVERY
                active, done = stopping.settle(
                    active, diff_sum, diff_sq, nonzero, worlds, n_worlds, SWITCH_Z
                )
                if done:
                    sure = active[0] if active else d
                    break
        else:
            if limit < n_worlds:  # the cap: what the full search would most likely choose
                sure = stopping.likely(active, d, diff_sum, diff_sq, worlds, n_worlds, SWITCH_Z)
        if worlds < 2:
            return [], sure
        out = []
        live = set(active)
        for i in range(m):
            mean = diff_sum[i] / worlds
            var = max(0.0, diff_sq[i] / worlds - mean * mean)
            se = math.sqrt(var / (worlds - 1)) if i in live or i == d else math.inf
            out.append((mean, se))
        return out, sure


def pick(gains: list[tuple[float, float]], d: int, z: float) -> int:
    """The candidate with the largest mean gain over ``d`` among those whose gain exceeds ``z``
    standard errors; ``d`` if none does."""
    best, best_gain = d, 0.0
    for i, (mean, se) in enumerate(gains):
        if i != d and mean > z * se and mean > best_gain:
            best, best_gain = i, mean
    return best


class ReferencePlayer(StrongPlayer):
    """``strong-ref``: ``strong`` as it was before the savings of issue 15 (every candidate
    searched to the full budget), pinned for measurement (``bench-ai --against``, arenas); it
    makes exactly the decisions of that ``strong``."""

    level = "strong-ref"
    early_stop = False
