"""``basic``: the rules an experienced Tonk player follows, for every decision of a turn.

The rules themselves live in ``sim.py`` (so that ``strong``'s rollouts play exactly like
``basic``); this module maps them onto the seat's view and legal actions.

- **Drop** when the expected payout of dropping beats going on by ``sim.DROP_MARGIN``: the
  model (``model.py``) gives, from each opponent's hand size and turns played, the chance its
  count is above ours, and the payout math follows the table's ``caught_mode`` (a caught drop
  costs double).
- **Draw** the top discard when it hits a spread on the table, makes a new spread with the
  hand, or is a low card (A-3) worth swapping for a high one; otherwise the stock.
- **Stock empty**: take the discard on the same terms, else end the hand (a showdown, which
  never costs the caught penalty, so it beats a drop).
- **After drawing**: lay the spreads that take the most count off the hand (the count is what
  a drop or a showdown is decided on), hit every card that fits, and throw the highest card that
  is not part of a pair or a near run.

House rules that restrict a turn (a taken discard that must be melded at once or may not be
thrown back, spreads that must be laid) are honoured by falling back on the best legal turn
plan of ``evaluate.make_plans`` whenever the plain rule's move is not allowed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.actions import DRAW_DISCARD, DRAW_STOCK, DROP, END, Action
from games.players.masks import lowest
from games.players.tonk.evaluate import Plan, make_plans
from games.players.tonk.knowledge import Knowledge, read_view
from games.players.tonk.sim import (
    ACCEPTS,
    KEEP_GAP,
    KEEP_NEAR,
    Sim,
    best_spreads,
    pick_discard,
    wants_drop,
)
from games.tonk.melds import DISCARDS, SPREADS, count, hit_action
from games.tonk.view import TonkView


def seat_sim(k: Knowledge) -> Sim:
    """A ``Sim`` holding only what the seat knows (its hand and the table), for the rules."""
    s = Sim(k.opts, k.n)
    s.hands[k.seat] = k.hand
    s.set_spreads(k.sp_masks, k.sp_acc, k.sp_owner)
    s.taken = k.taken
    return s


def decide_draw(k: Knowledge, legal: Sequence[Action]) -> Action:
    """Before drawing: drop, end, or which pile."""
    if (
        DROP in legal
        and END not in legal
        and wants_drop(k.n, k.seat, count(k.hand), k.sizes, k.turns_taken, k.opts.caught_mode)
    ):
        return DROP
    take = DRAW_DISCARD in legal and k.top >= 0 and seat_sim(k).wants_discard(k.seat, k.top)
    if take:
        return DRAW_DISCARD
    if END in legal:
        return END
    if DRAW_STOCK in legal:
        return DRAW_STOCK
    return legal[0]


def rule_action(k: Knowledge) -> Action:
    """The next step of the plain rule's turn after drawing (lay, hit, then discard)."""
    hand = k.hand
    pending = k.opts.discard_pickup_must_meld and k.taken >= 0 and bool(hand >> k.taken & 1)
    spreads = best_spreads(hand)
    if pending:
        for m in spreads:
            if m >> k.taken & 1:
                return SPREADS[m].action
        for i, acc in enumerate(k.sp_acc):
            if acc >> k.taken & 1:
                return hit_action(k.taken, i)
    if spreads:
        return SPREADS[spreads[0]].action
    x = hand & k.acc_all
    if x:
        c = lowest(x)
        for i, acc in enumerate(k.sp_acc):
            if acc >> c & 1:
                return hit_action(c, i)
    forbid = k.taken if k.opts.no_immediate_rediscard else -1
    return DISCARDS[pick_discard(hand, forbid)]


def rule_plan(k: Knowledge, near: int = KEEP_NEAR, gap: int = KEEP_GAP) -> Plan:
    """The plain rule's whole turn from here (what ``Sim.play_out`` would do), as a plan;
    ``near``/``gap`` are the discard rule's keep bonuses."""
    hand = k.hand
    lays = tuple(best_spreads(hand))
    for m in lays:
        hand &= ~m
    masks = list(k.sp_masks) + list(lays)
    acc = [ACCEPTS[m] for m in masks]
    acc_all = 0
    for a in acc:
        acc_all |= a
    hits: list[tuple[int, int]] = []
    while hand & acc_all:
        x = hand & acc_all
        low = x & -x
        c = low.bit_length() - 1
        for i, a in enumerate(acc):
            if a & low:
                hits.append((c, i))
                masks[i] |= low
                acc[i] = ACCEPTS[masks[i]]
                break
        hand ^= low
        acc_all = 0
        for a in acc:
            acc_all |= a
    if not hand:
        return Plan(lays, tuple(hits), -1, 0, 0.0)
    forbid = k.taken if k.opts.no_immediate_rediscard else -1
    d = pick_discard(hand, forbid, near, gap)
    return Plan(lays, tuple(hits), d, hand & ~(1 << d), 0.0)


def decide_play(k: Knowledge, legal: Sequence[Action]) -> Action:
    """After drawing: the rule's next step, or the best legal plan's when a house rule
    forbids it."""
    act = rule_action(k)
    legal_set = set(legal)
    if act in legal_set:
        return act
    pending = k.opts.discard_pickup_must_meld and k.taken >= 0 and bool(k.hand >> k.taken & 1)
    for plan in make_plans(k, pending=pending):
        act = plan.first_action(k.taken, pending)
        if act in legal_set:
            return act
    return legal[-1]


def decide(k: Knowledge, legal: Sequence[Action]) -> Action:
    if len(legal) == 1:
        return legal[0]
    if not k.drawn:
        return decide_draw(k, legal)
    return decide_play(k, legal)


class BasicPlayer:
    """Rules an experienced player would recognise; deterministic for a given view."""

    level = "basic"

    def choose(
        self, view: TonkView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        return decide(read_view(view), legal)
