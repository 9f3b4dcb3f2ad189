"""The players' lean hand (``Sim``) is the engine's hand: the same state after every action.

``strong`` plays thousands of hands per decision in ``Sim`` instead of ``TonkHand``, so the two
must not drift apart: random hands are played through the match and mirrored move by move in a
``Sim``, under the house rules that change a turn, and every piece of state is compared.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import new_match
from games.actions import Discard, Draw, Drop, End, Hit, Spread
from games.players.tonk.sim import Sim
from games.tonk import TonkMatch
from games.tonk.hand import TonkHand

PROFILES: list[tuple[dict[str, Any], int]] = [
    ({}, 3),
    ({"hit_lock_turns": 2, "tonk_out_requires_new_spread": True, "max_players": 5}, 5),
    ({"caught_mode": "double_to_lowest_only", "initial_upcard": False}, 2),
    ({"discard_pickup_must_meld": True, "no_immediate_rediscard": True}, 3),
    (
        {
            "must_lay_down_spreads": True,
            "allow_hold_three_aces": False,
            "stake": 5,
            "max_players": 4,
        },
        4,
    ),
]
FIELDS = ("hands", "stock", "pile", "sp_masks", "sp_acc", "sp_owner", "acc_all", "locks")


def _sim_of(h: TonkHand) -> Sim:
    s = Sim(h.opts, h.n)
    s.hands, s.stock, s.pile = list(h.hands), list(h.stock), list(h.pile)
    s.turn, s.started_empty = h.turn, h.started_empty
    return s


def _mirror(s: Sim, seat: int, action: Any) -> None:
    """The ``Sim`` move that is ``action`` (which the match has just accepted)."""
    if isinstance(action, Draw):
        s.draw(seat, action.source == "discard")
    elif isinstance(action, Spread):
        s.lay(seat, sum(1 << c for c in action.cards))
    elif isinstance(action, Hit):
        s.hit(seat, int(action.card), action.spread)
    elif isinstance(action, Discard):
        s.discard(seat, int(action.cards[0]))
    elif isinstance(action, Drop):
        s.drop(seat)
    else:
        assert isinstance(action, End)
        s.end()


def _same(h: TonkHand, s: Sim) -> None:
    for name in FIELDS:
        assert getattr(s, name) == getattr(h, name), name
    if h.ending is not None:
        assert s.payouts == h.payouts
        return
    assert s.payouts is None
    assert (s.turn, s.quiet, s.drawn, s.taken) == (h.turn, h.quiet, h.drawn, h.taken)
    assert (s.melded, s.new_spread) == (h.melded, h.new_spread)


def _play_hand(options: dict[str, Any], seats: int, seed: int) -> int:
    """One random hand through the match and a mirroring ``Sim``; the actions compared."""
    m = new_match("tonk", options, seats=seats, seed=seed)
    assert isinstance(m, TonkMatch)
    h = m.current
    if h.ending is not None:
        return 0  # an initial tonk: nothing is played
    s = _sim_of(h)
    rng = random.Random(seed)
    n = 0
    while h.ending is None:
        seat = m.to_act[0]
        legal = list(m.legal_actions(seat))
        moves = [a for a in legal if not isinstance(a, Drop)] or legal
        action = rng.choice(legal if rng.random() < 0.05 else moves)
        m.apply(seat, action)
        _mirror(s, seat, action)
        _same(h, s)
        n += 1
    return n


@pytest.mark.parametrize(("options", "seats"), PROFILES)
def test_sim_follows_the_engine_hand_move_by_move(options: dict[str, Any], seats: int) -> None:
    assert sum(_play_hand(options, seats, seed) for seed in range(40)) > 400
