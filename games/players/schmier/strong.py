"""``strong``: Perfect Information Monte Carlo over deals consistent with the seat's view.

Card play: sample where the unseen cards lie (``sampler``), and in every sample play each
candidate card and then the rest of the hand with the rule-based policy (``sim.rollout``), or,
with two tricks left, search the rest exactly (``search``); the card with the best mean margin
wins.  Every candidate is scored on the same samples, so their differences are not drowned by
the luck of the draw.  ``basic``'s safety rule filters the candidates first: a partner's trick
that is sure to win is never overtaken with a card that is not itself worth banking.

Bids, trump and discards: ``basic``'s calibrated rules.  ``auction.py`` holds simulated versions
(switched off by ``search_bids``, ``search_trump`` and ``search_discards``: they measured no
better; docs/ai/schmier.md).

The sample counts are fixed, so a decision depends only on the view and the random generator;
the deadline (and a 0.2 s soft budget) is a safety net that cuts the sampling short on a very
slow machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from games.actions import Action, Bid, Discard, Pass, Play, Trump
from games.cards import CARDS
from games.players.masks import cards_in
from games.players.racing import Race
from games.players.schmier import auction, rules
from games.players.schmier.knowledge import SEATS, Knowledge, read_view
from games.players.schmier.sampler import PlaySampler
from games.players.schmier.search import exact_values, rollout_value
from games.players.schmier.sim import PlayState, Rules
from games.players.schmier.tables import CARD_VALUES, GAIN, POINT_CARDS, TABLES
from games.schmier.view import SchmierView

PLAY_SAMPLES = 100
"""Worlds sampled per card decision (every candidate is played out in each)."""
EXACT_CARDS = 2
"""With this many cards or fewer in hand, the rest of the hand is searched exactly."""
SAFETY = 0.05
"""Seconds kept in hand before the deadline."""
SOFT_BUDGET = 0.2
"""Seconds a card decision may sample for even when the deadline is further away.  The 100
samples take about 60 ms on a loaded core, so this binds only on an overloaded machine (then
the decision depends on timing too); it keeps the 95th percentile under 250 ms there."""
PRUNE = 1.0
"""Halfway through the samples, candidates whose mean margin trails the best by more than
this are dropped, and the remaining samples go to the others."""
BASIC_BONUS = 0.02
"""Added to basic's own choice: a tie between candidates goes to the rule-based card."""


def play_state(k: Knowledge, hands: list[int]) -> PlayState:
    """The sampled world: the seat's knowledge of the hand so far, with ``hands`` filled in."""
    t = TABLES[k.trump]
    aw = k.awards
    high = aw.get("high", -1)
    low = aw.get("low", -1)
    if high < 0 or low < 0:
        for s in range(SEATS):
            if high < 0 and hands[s] >> t.ace & 1:
                high = k.team(s)
            if low < 0 and hands[s] >> t.two & 1:
                low = k.team(s)
    return PlayState(
        k.trump,
        hands,
        k.leader,
        list(k.trick),
        k.tricks_done,
        list(k.values),
        [aw.get("right", -1), aw.get("left", -1), aw.get("joker", -1)],
        high,
        low,
        k.bidder,
        k.high,
    )


def distinct_cards(k: Knowledge, cards: list[int], prefer: int = -1) -> list[int]:
    """One card of each set of interchangeable cards (``prefer`` stands for its set): same
    effective suit, same Game value, no point card, and no card another seat might hold
    ranking between them (the 5 and 6 of a suit whose 4..7 are all in this hand or played
    make the same tricks)."""
    t = TABLES[k.trump]
    unseen = k.unseen
    points = POINT_CARDS[k.trump]

    def rank(c: int) -> int:
        return t.power[c] if t.mask >> c & 1 else c % 13

    groups: list[list[int]] = []
    for c in sorted(cards, key=lambda c: (t.eff[c], rank(c))):
        if groups:
            p = groups[-1][-1]
            suit = t.eff[c]
            if (
                t.eff[p] == suit
                and not points >> c & 1
                and not points >> p & 1
                and CARD_VALUES[c] == CARD_VALUES[p]
            ):
                strength = t.strength[suit]
                lo, hi = strength[p], strength[c]
                between = cards_in(unseen & t.suit_masks[suit])
                if not any(lo < strength[x] < hi for x in between):
                    groups[-1].append(c)
                    continue
        groups.append([c])
    return [prefer if prefer in g else g[0] for g in groups]


def safe_candidates(k: Knowledge, cards: list[int]) -> list[int]:
    """``basic``'s safety rule: never overtake a partner's sure winner with a card that is not
    itself worth giving to that trick (a bauer, the joker, a ten)."""
    if not k.trick:
        return cards
    t = TABLES[k.trump]
    led = t.eff[k.trick[0][1]]
    strength = t.strength[led]
    wseat, wcard = max(k.trick, key=lambda sc: strength[sc[1]])
    if k.team(wseat) != k.my_team:
        return cards
    poss = rules.possible_cards(k)
    for i in range(1, SEATS - len(k.trick)):
        q = (k.seat + i) % SEATS
        if k.team(q) == k.my_team:
            continue
        if any(strength[c] > strength[wcard] for c in cards_in(poss[q])):
            return cards
    keep = [c for c in cards if strength[c] < strength[wcard] or GAIN[k.trump][c] >= 30]
    return keep or cards


RACE_Z = 2.0
"""Standard errors by which a card must trail the leader to be dropped from the race."""
INDIFFERENCE = 1.0
"""Points of margin: once no card left can beat the leader by more than this (the lower
confidence bound of the leader's paired lead over it), the leader is taken; the full search
could still pick another of them, at an expected cost below this."""
INDIFFERENCE_Z = 2.0
INDIFFERENCE_MIN = 16
"""Worlds before the indifference test (fewer give too rough a spread)."""


def close_enough(race: Race) -> bool:
    """Whether no card left in ``race`` beats the leader by more than ``INDIFFERENCE`` at
    ``INDIFFERENCE_Z`` standard errors of the paired difference (``Race.indifferent``)."""
    return race.indifferent(INDIFFERENCE, INDIFFERENCE_Z, INDIFFERENCE_MIN)


class StrongPlayer:
    """PIMC card play and simulated bidding; see the module docstring."""

    level = "strong"
    play_samples = PLAY_SAMPLES
    bid_worlds = auction.BID_WORLDS
    trump_worlds = auction.TRUMP_WORLDS
    discard_worlds = auction.DISCARD_WORLDS
    search_bids = False
    """Simulate the auction (else: ``basic``'s calibrated bid rule); off: it measured no
    better than the calibrated rule (docs/ai/schmier.md)."""
    pass_margin: float | None = None
    """With ``search_bids`` off: the value of passing in ``basic``'s bid rule."""
    search_trump = False
    search_discards = False
    racing = True
    """Race the candidate cards (``games.players.racing``): stop sampling a card once it is
    clearly beaten and the search once one card is left; off in ``strong-ref``."""
    lean_sampler = True
    """``PlaySampler(lean=True)``: the same deals for less CPU; off in ``strong-ref``."""

    def __init__(self, effort: float = 1.0) -> None:
        """``effort`` scales every sample count (tests use a light player; 1.0 is the level)."""
        if effort != 1.0:
            self.play_samples = max(1, round(self.play_samples * effort))
            self.bid_worlds = max(1, round(self.bid_worlds * effort))
            self.trump_worlds = max(1, round(self.trump_worlds * effort))
            self.discard_worlds = max(1, round(self.discard_worlds * effort))

    def choose(
        self, view: SchmierView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        k = read_view(view)
        first = legal[0]
        if isinstance(first, Play):
            return Play(CARDS[self.choose_card(k, legal, rng, deadline)])
        if isinstance(first, (Bid, Pass)):
            if self.search_bids:
                return auction.choose_bid(k, legal, rng, deadline, self.bid_worlds)
            return rules.choose_bid(k, legal, self.pass_margin)
        if isinstance(first, Trump) and self.search_trump:
            return auction.choose_trump(k, rng, deadline, self.trump_worlds)
        if isinstance(first, Discard) and self.search_discards:
            return auction.choose_discard(k, legal, rng, deadline, self.discard_worlds)
        return rules.decide(k, legal)

    def choose_card(
        self, k: Knowledge, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> int:
        cards = [a.card for a in legal]  # type: ignore[attr-defined]
        basic = rules.choose_card(k, legal)
        cands = distinct_cards(k, safe_candidates(k, cards), basic)
        if len(cands) == 1:
            return cands[0]
        sim = Rules.from_options(k.options, k.n_teams)
        team = k.my_team
        sampler = PlaySampler(k, lean=self.lean_sampler)
        if self.racing:
            return self._race(k, cands, basic, sampler, sim, rng, deadline)
        totals = [0.0] * len(cands)
        active = list(range(len(cands)))
        exact = k.hand.bit_count() <= EXACT_CARDS
        stop = min(deadline - SAFETY, time.monotonic() + SOFT_BUDGET)
        halfway = self.play_samples // 2
        for n in range(self.play_samples):
            if time.monotonic() > stop:
                break
            if n == halfway and n:
                top = max(totals[i] for i in active)
                active = [i for i in active if totals[i] >= top - PRUNE * n]
            if len(active) == 1:
                break
            state = play_state(k, sampler.sample(rng))
            chosen = [cands[i] for i in active]
            if exact:
                vals = exact_values(state, chosen, sim, team)
            else:
                vals = [rollout_value(state, c, sim, team) for c in chosen]
            for i, v in zip(active, vals, strict=True):
                totals[i] += v
        best = max(
            active,
            key=lambda i: totals[i] + (BASIC_BONUS if cands[i] == basic else 0.0),
        )
        return cands[best]

    def _race(
        self,
        k: Knowledge,
        cands: list[int],
        basic: int,
        sampler: PlaySampler,
        sim: Rules,
        rng: random.Random,
        deadline: float,
    ) -> int:
        """The full search's card, sampled only until one card is clearly best: candidates
        trailing the leader by ``racing.Z`` standard errors of the paired difference are
        dropped, equivalent ones too (ties go to ``basic``'s card, raced first)."""
        order = sorted(cands, key=lambda c: c != basic)
        race = Race(len(order), z=RACE_Z)
        team = k.my_team
        exact = k.hand.bit_count() <= EXACT_CARDS
        stop = min(deadline - SAFETY, time.monotonic() + SOFT_BUDGET)
        for _ in range(self.play_samples):
            if race.settled or time.monotonic() > stop or close_enough(race):
                break
            state = play_state(k, sampler.sample(rng))
            chosen = [order[i] for i in race.alive]
            if exact:
                race.add(exact_values(state, chosen, sim, team))
            else:
                race.add([rollout_value(state, c, sim, team) for c in chosen])
        return order[race.best()]


class ReferencePlayer(StrongPlayer):
    """``strong-ref``: ``strong`` as it was before the savings of issue 15 (every candidate
    sampled to the full count, halfway pruning only), pinned for measurement (``bench-ai
    --against``, arenas); it makes exactly the decisions of that ``strong``."""

    level = "strong-ref"
    racing = False
    lean_sampler = False
