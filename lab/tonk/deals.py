"""Random Tonk hands played in the players' simulator (``Sim``), for calibration and duels."""

from __future__ import annotations

import random

from games.players.tonk.sim import Sim
from games.tonk.options import Options


def deal_sim(opts: Options, n: int, rng: random.Random, dealer: int = 0) -> Sim:
    """A fresh random hand of ``n`` seats, dealt as the engine deals (five cards each from the
    dealer's left, the upcard if the options turn one)."""
    pack = list(range(52))
    rng.shuffle(pack)
    s = Sim(opts, n)
    for i in range(5 * n):
        s.hands[(dealer + 1 + i) % n] |= 1 << pack[i]
    rest = pack[5 * n :]
    if opts.initial_upcard:
        s.pile.append(rest.pop(0))
    rest.reverse()
    s.stock = rest
    s.turn = (dealer + 1) % n
    s.started_empty = not s.stock
    return s
