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
from dataclasses import dataclass

from games.actions import PAIR, Action, Play
from games.players.racing import Race
from games.players.twentynine import bidding
from games.players.twentynine.knowledge import Knowledge, read_view
from games.players.twentynine.rules import decide, pair_helps
from games.players.twentynine.sampler import Sampler
from games.players.twentynine.search import solvable, solve_moves
from games.players.twentynine.sim import rollout, score_value
from games.players.twentynine.tables import BY_STRENGTH, POINTS, SUIT_OF
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


RACED_BUDGET = 48
"""Rollouts per play decision in all with the ``budget`` saving, shared by the cards still in
the race (the reference: ``ROLLOUT_BUDGET`` for all cards alike)."""
RACED_MAX, RACED_MIN = 24, 8
"""Worlds per play decision with the ``budget`` saving: at most, and at least (unless one card
wins the race sooner)."""
RACED_EXACT = 16
"""Solved worlds per endgame decision with the ``budget`` saving (the reference: 64)."""
INDIFFERENCE = 0.2
"""Game points: with the ``indifference`` saving, once no card left can beat the leader by
more than this (the upper confidence bound of its paired gain, ``INDIFFERENCE_Z`` standard
errors), the leader is taken; the cards alive that long are close, and the race would spend
its whole world budget telling them apart."""
INDIFFERENCE_Z = 2.0
INDIFFERENCE_MIN = 16
"""Worlds before the indifference test (fewer give too rough a spread)."""


def close_enough(
    race: Race, margin: float = INDIFFERENCE, min_worlds: int = INDIFFERENCE_MIN
) -> bool:
    """Whether no card left in ``race`` beats the leader by more than ``margin`` at
    ``INDIFFERENCE_Z`` standard errors of the paired difference (``Race.indifferent``)."""
    return race.indifferent(margin, INDIFFERENCE_Z, min_worlds)


@dataclass(frozen=True, slots=True)
class Savings:
    """The ways ``strong`` spends less CPU than the pinned reference (``strong-ref``: none)."""

    race: bool = True
    """Stop sampling once every other card is clearly beaten (``games.players.racing``)."""
    equivalents: bool = True
    """Cards of one suit with the same points and no unseen card between them are scored once."""
    budget: bool = True
    """Worlds and rollouts capped by ``RACED_*`` (cards alive that long are close)."""
    indifference: bool = True
    """Take the leader once no card left can beat it by more than ``INDIFFERENCE``."""
    lean_draws: bool = True
    """The sampler shuffles and samples by ``sampler.LeanDraws`` (the same deals, less CPU)."""


NO_SAVINGS = Savings(
    race=False, equivalents=False, budget=False, indifference=False, lean_draws=False
)


def representatives(k: Knowledge, moves: list[Action]) -> list[Action]:
    """One card of each run of equivalent cards (weakest first), other actions as they are.

    Two cards of a suit are equivalent for their holder when they carry the same points and no
    card between them in the trick order (J 9 A 10 K Q 8 7, reversed alike) is unseen or in
    the trick: they beat and lose to the same cards, and win the same points.
    """
    cards = {a.card: a for a in moves if isinstance(a, Play)}
    if len(cards) < 2:
        return moves
    blockers = k.outstanding
    for c in k.trick_cards:
        blockers |= 1 << c
    drop: set[int] = set()
    for c in cards:
        if c in drop:
            continue
        run = BY_STRENGTH[SUIT_OF[c]]
        i = run.index(c)
        for d in run[i + 1 :]:  # stronger cards of the suit, nearest first
            if blockers >> d & 1 or (d in cards and POINTS[d] != POINTS[c]):
                break
            if d in cards:
                drop.add(d)
    return [a for a in moves if not (isinstance(a, Play) and a.card in drop)]


class StrongPlayer:
    """PIMC card play with exact endgames; calibrated, simulation-checked bidding."""

    level = "strong"

    def __init__(self, effort: float = 1.0, savings: Savings = Savings()) -> None:
        """``effort`` scales the number of samples (tests use less; the levels use 1.0)."""
        self.effort = effort
        self.savings = savings
        self.indifference_min = max(2, int(INDIFFERENCE_MIN * effort))

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
        saving = self.savings
        if saving.equivalents:
            moves = representatives(k, moves)
        if len(moves) == 1:
            return moves[0]
        sampler = Sampler(k, rng, lean=saving.lean_draws)
        team = k.seat & 1
        cards_left = sum(k.hand_sizes)
        exact = cards_left <= EXACT_CARDS
        budget = 1 << 60
        if exact:
            n = RACED_EXACT if saving.budget else EXACT_SAMPLES
        elif saving.budget:
            n = RACED_MAX
            budget = max(2, int(RACED_BUDGET * self.effort))
        else:
            n = max(MIN_SAMPLES, min(MAX_SAMPLES, ROLLOUT_BUDGET // len(moves)))
        n = max(2, int(n * self.effort))
        least = min(n, max(2, int(RACED_MIN * self.effort)))
        race = Race(len(moves))
        spent = 0
        for _ in range(n):
            if race.worlds >= MIN_DONE and time.monotonic() > stop:
                break
            if spent >= budget and race.worlds >= least:
                break
            h = sampler.sample_state()
            if h is None:
                continue
            alive = [moves[i] for i in race.alive]
            spent += len(alive)
            if exact and solvable(h) and all(isinstance(a, Play) for a in alive):
                values = solve_moves(h, team, [a.card for a in alive])  # type: ignore[attr-defined]
            else:
                values = []
                for a in alive:
                    c = h.clone()
                    c.apply(k.seat, a)
                    rollout(c, k.voids[:])
                    values.append(score_value(c, team))
            if not saving.race:
                race.add_unpruned(values)
                continue
            race.add(values)
            if race.settled:
                break
            if saving.indifference and close_enough(race, INDIFFERENCE, self.indifference_min):
                break
        if not race.worlds:
            return decide(k, legal)
        return moves[race.best()]


class ReferencePlayer(StrongPlayer):
    """``strong-ref``: today's ``strong`` pinned for measurement (``bench-ai --against``,
    arenas), every later saving switched off, so it makes exactly the reference's decisions."""

    level = "strong-ref"

    def __init__(self, effort: float = 1.0) -> None:
        super().__init__(effort, NO_SAVINGS)


__all__ = ["ReferencePlayer", "StrongPlayer"]
