"""``basic``: the rules an experienced Tonk player follows, for every decision of a turn.

- **Drop** when the expected payout of dropping beats going on: the model (``model.py``) gives,
  from each opponent's hand size and turns played, the chance its count is above ours; the
  payout math follows the table's ``caught_mode`` (a caught drop costs double).
- **Stock empty**: end the hand (a showdown without the caught penalty, so it is always better
  than dropping) when we are likely lowest; otherwise take the top discard when it helps and
  keep playing, and end only when nothing else is left.
- **Draw** the top discard when the hand it makes is better than the average stock card would
  make (a card that completes a spread or hits one, or a low card for a high one).
- **After drawing** play the best plan (``evaluate.make_plans``): lay every spread (the count
  is what a drop or a showdown is decided on), hit every card that fits, and throw the card
  whose loss hurts least: high counts first, keeping pairs and near runs with live cards, and
  preferring cards nobody is likely to want.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.actions import DRAW_DISCARD, DRAW_STOCK, DROP, END, Action
from games.players.tonk import model
from games.players.tonk.evaluate import best_score, make_plans, stock_expectation
from games.players.tonk.knowledge import Knowledge, read_view
from games.players.tonk.sim import wants_drop
from games.tonk.melds import count

TAKE_MARGIN = 0.5
"""The top discard must beat the stock's expectation by this much (count units): taking it
shows the table what we collect."""
END_VALUE = 0.0
"""With the stock empty, end when the expected showdown payout is at least this."""


def showdown_value(k: Knowledge) -> float:
    """Expected payout (stakes) of a showdown now, from the opponent model."""
    n = k.n
    mine = count(k.hand)
    ps_above = []
    ps_tie = []
    for j in k.others:
        size, rnd = k.sizes[j], k.turns_taken[j]
        above = model.p_above(n, size, rnd, mine)
        ps_above.append(above)
        ps_tie.append(model.p_above(n, size, rnd, mine - 1) - above)
    win = 1.0
    for p in ps_above:
        win *= p
    # unique lowest: +1 from each; otherwise roughly -1 to the lowest (ties ignored)
    return win * (n - 1) - (1.0 - win)


def decide_draw(k: Knowledge, legal: Sequence[Action]) -> Action:
    """Before drawing: drop, end, or which pile."""
    n = k.n
    mine = count(k.hand)
    caught_mode = k.opts.caught_mode
    if (
        DROP in legal
        and END not in legal
        and wants_drop(n, k.seat, mine, k.sizes, k.turns_taken, caught_mode)
    ):
        return DROP
    if END in legal:
        if DRAW_DISCARD in legal and k.top >= 0:
            take = best_score(k, k.hand | 1 << k.top, k.top)
            keep = _current_score(k)
            if take < keep - TAKE_MARGIN:
                return DRAW_DISCARD
        if showdown_value(k) >= END_VALUE or DRAW_DISCARD not in legal:
            return END
        return DRAW_DISCARD
    if DRAW_DISCARD in legal and k.top >= 0:
        if DRAW_STOCK not in legal:
            return DRAW_DISCARD
        take = best_score(k, k.hand | 1 << k.top, k.top)
        if take < stock_expectation(k) - TAKE_MARGIN:
            return DRAW_DISCARD
    if DRAW_STOCK in legal:
        return DRAW_STOCK
    return legal[0]


def _current_score(k: Knowledge) -> float:
    """What the hand is worth if nothing changes (for the stock-empty choice)."""
    from games.players.tonk.evaluate import hand_score

    return hand_score(k.hand, k.unseen)


def decide_play(k: Knowledge, legal: Sequence[Action]) -> Action:
    """After drawing: the first step of the best plan that the rules allow now."""
    legal_set = set(legal)
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
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        return decide(read_view(view), legal)
