"""The baseline: a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.actions import Action, Look


class RandomPlayer:
    """Picks uniformly among the legal actions that move the game on.

    ``look`` (Spades) is the one action that changes nothing at the table, so it is chosen only
    when the seat has nothing else to do; otherwise a random player could look forever.
    """

    level = "random"

    def choose(
        self, view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        moves = [a for a in legal if not isinstance(a, Look)] or list(legal)
        return rng.choice(moves)
