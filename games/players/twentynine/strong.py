"""``strong``: Perfect Information Monte Carlo over deals consistent with the seat's view.

Card play: draw deals of the unseen cards consistent with everything the seat has observed
(``sampler.py``: voids, played and shown cards, the auction, the bidder's likely trump), replay
the visible history into an engine state for each, and score every legal card in every sample:
by exact alpha-beta over the rest of the deal once few cards remain (``search.py``), otherwise
by a rollout with the rule-based policy for all seats (``sim.py``).  The card with the best mean
value (game points, card points as tie-break) is played.  The same samples are used for every
candidate, so their comparison is paired.

The other decisions (auction, trump, doubling, single hand) are in ``bidding.py``; the pair is
declared whenever it moves the target our way (``rules.pair_helps``), a safety rule no search
can improve on.

Decisions are reproducible: the number of samples is fixed by the position (not by the clock).
The clock only cuts a search short when the machine is too slow to finish within a fifth of the
time to the deadline (200 ms of the arena's and the bot's 1 s); on an idle core that does not
happen, and tests that pass a far deadline are exactly reproducible.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from games.actions import PAIR, Action, Play
from games.players.twentynine import bidding
from games.players.twentynine.knowledge import Knowledge, read_view
from games.players.twentynine.rules import decide, pair_helps
from games.players.twentynine.sampler import Sampler
from games.players.twentynine.search import solvable, solve_moves
from games.players.twentynine.sim import rollout, score_value
from games.twentynine.view import TwentyNineView

ROLLOUT_BUDGET = 240
"""Rollouts per play decision, shared among the candidate cards."""
MIN_SAMPLES, MAX_SAMPLES = 24, 96
EXACT_CARDS = 12
"""Cards left in all hands at or below which each sample is solved exactly."""
EXACT_SAMPLES = 64
SAFETY = 0.08
"""Seconds kept in hand before the deadline."""
TIME_SHARE = 0.2
"""Fraction of the time to the deadline a decision may use before it stops sampling."""
MIN_DONE = 8
"""Samples evaluated before the time check may stop a search."""


class StrongPlayer:
    """PIMC card play with exact endgames; calibrated, simulation-checked bidding."""

    level = "strong"

    def __init__(self, effort: float = 1.0) -> None:
        """``effort`` scales the number of samples (tests use less; the levels use 1.0)."""
        self.effort = effort

    def choose(
        self, view: TwentyNineView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        legal = tuple(legal)
        if len(legal) == 1:
            return legal[0]
        k = read_view(view)
        if PAIR in legal and pair_helps(k):
            return PAIR
        now = time.monotonic()
        # Use a fifth of the time the deadline allows (200 ms of the arena's and bot's 1 s):
        # on an idle core the fixed sample counts finish well inside it, so the decision is
        # reproducible; on a loaded machine the search stops early rather than run late.
        stop = min(deadline - SAFETY, now + TIME_SHARE * (deadline - now))
        phase = k.phase
        if phase == "play":
            return self._play(k, legal, rng, stop)
        if phase == "bid":
            return bidding.auction_call(k, legal, rng, stop)
        if phase == "trump":
            return bidding.trump_choice(k, legal, rng, stop)
        if phase == "double":
            return bidding.double_call(k, legal, rng, stop, self.effort)
        if phase == "single":
            return bidding.single_call(k, legal, rng, stop, self.effort)
        return decide(k, legal)

    def _play(
        self, k: Knowledge, legal: tuple[Action, ...], rng: random.Random, stop: float
    ) -> Action:
        moves = [a for a in legal if a is not PAIR]
        if len(moves) == 1:
            return moves[0]
        sampler = Sampler(k, rng)
        team = k.seat & 1
        cards_left = sum(k.hand_sizes)
        exact = cards_left <= EXACT_CARDS
        if exact:
            n = EXACT_SAMPLES
        else:
            n = max(MIN_SAMPLES, min(MAX_SAMPLES, ROLLOUT_BUDGET // len(moves)))
        n = max(2, int(n * self.effort))
        totals = [0.0] * len(moves)
        done = 0
        for _ in range(n):
            if done >= MIN_DONE and time.monotonic() > stop:
                break
            h = sampler.sample_state()
            if h is None:
                continue
            if exact and solvable(h) and all(isinstance(a, Play) for a in moves):
                values = solve_moves(h, team, [a.card for a in moves])  # type: ignore[attr-defined]
            else:
                values = []
                for a in moves:
                    c = h.clone()
                    c.apply(k.seat, a)
                    rollout(c, k.voids[:])
                    values.append(score_value(c, team))
            for i, v in enumerate(values):
                totals[i] += v
            done += 1
        if not done:
            return decide(k, legal)
        best = max(range(len(moves)), key=lambda i: (totals[i], -i))
        return moves[best]


class ReferencePlayer(StrongPlayer):
    """``strong-ref``: today's ``strong`` pinned for measurement (``bench-ai --against``,
    arenas), every later saving switched off, so it makes exactly the reference's decisions."""

    level = "strong-ref"

    def __init__(self, effort: float = 1.0) -> None:
        super().__init__(effort)


__all__ = ["ReferencePlayer", "StrongPlayer"]
