"""``basic``: sound rule-based Schmier for every decision (see ``rules.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.actions import Action
from games.players.schmier.knowledge import read_view
from games.players.schmier.rules import decide
from games.schmier.view import SchmierView


class BasicPlayer:
    """Rules an experienced player would recognise; instant, deterministic for a given view."""

    level = "basic"

    def choose(
        self, view: SchmierView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        return decide(read_view(view), legal)
