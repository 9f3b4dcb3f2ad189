"""``basic``: sound rule-based Twenty-Nine for every decision (see ``rules.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.actions import Action
from games.players.twentynine.knowledge import read_view
from games.players.twentynine.rules import decide
from games.twentynine.view import TwentyNineView


class BasicPlayer:
    """Rules an experienced player would recognise; instant, deterministic for a given view."""

    level = "basic"

    def choose(
        self, view: TwentyNineView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        return decide(read_view(view), tuple(legal))
