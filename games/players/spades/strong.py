"""``strong``: Perfect Information Monte Carlo over deals consistent with the seat's view.

Card play: draw deals of the unseen cards consistent with everything the seat has observed
(``sampler.py``: voids, played cards, the exchange, and the bids as soft evidence), and score
every candidate card in every sample: by exact alpha-beta once few cards remain (``search.py``),
otherwise by playing the hand out with ``basic``'s rules for all four seats (``policy.py``).
The same samples serve every candidate, so the comparison is paired; the card with the best mean
score difference (contracts, nils, sets and the price of bags) is played.  Cards that are
equivalent from the seat's point of view are evaluated once, and ``basic``'s safety rules filter
the candidates first: cover a nil partner who is winning, duck while our own nil is alive, never
overtake a partner whose card will hold.

Bidding simulates too (``bidding.py``): the same sampler deals the other hands to fit the bids
made so far, the later bidders bid as ``basic`` would, and each candidate bid (nil included when
the hand allows) is played out in every sample; the bid with the best mean score is made.

Decisions are reproducible: the number of samples is fixed by the position (never by the clock);
the deadline only cuts a search short on a machine too slow to finish in time.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from games.actions import LOOK, PLAY, Action, Play
from games.players.options import options_of
from games.players.racing import Race
from games.players.spades import bidding, policy
from games.players.spades.basic import bid_action, exchange_give, look_or_blind
from games.players.spades.fastroll import play_out
from games.players.spades.knowledge import Knowledge, read_view
from games.players.spades.rules import basic_bid
from games.players.spades.sampler import Sampler
from games.players.spades.search import EXACT_CARDS, cards_left, representatives, solve_moves
from games.players.spades.sim import Rules, rollout, value
from games.players.spades.tables import FULL
from games.spades.options import Options
from games.spades.tricks import BEAT
from games.spades.view import SpadesView

ROLLOUT_BUDGET = 240
"""Rollouts per play decision, shared among the candidate cards."""
MIN_SAMPLES, MAX_SAMPLES = 20, 60
EXACT_SAMPLES = 40
SAFETY = 0.06
"""Seconds kept in hand before the deadline."""
BAG_SHARE = 0.4
"""What a bag costs beyond its +1 point, as a share of its part of the penalty (10 points by
default: 100 for 10 bags).  Less than all of it: the match may end before the penalty falls."""


def safe_candidates(k: Knowledge, cards: list[int]) -> list[int]:
    """``basic``'s hard rules as a filter on the cards (never empties the list)."""
    if not k.trick:
        return cards
    st = k.state()
    wc, ws = st.wc, st.ws
    seat, p = k.seat, k.partner
    bids, tr = k.bids, k.tricks
    beat = [c for c in cards if BEAT[wc] >> c & 1]
    under = [c for c in cards if not BEAT[wc] >> c & 1]
    if bids[seat] <= 0 and not tr[seat]:
        return under or cards  # our nil: never win a trick we can duck
    if bids[p] <= 0 and not tr[p] and ws == p:
        return beat or cards  # partner's nil is winning: overtake
    if ws == p and beat and under:
        out = FULL ^ (k.played | (k.hand or 0))
        n = len(k.trick)
        if n == 3 or policy._safe_winner(st, seat, wc, out):
            return under  # partner's card holds: do not overtake it
    return cards


def _own_representatives(k: Knowledge, cards: list[int]) -> list[int]:
    """Cards equivalent for this seat (nothing unplayed between them) are tried once."""
    hand = k.hand or 0
    legal = 0
    for c in cards:
        legal |= 1 << c
    tmask = 0
    for c in k.trick:
        tmask |= 1 << c
    blockers = (FULL & ~hand & ~k.played) | tmask
    return representatives(legal, hand, blockers)


def all_alike(race: Race) -> bool:
    """Whether every alive candidate has scored exactly the same in every world so far."""
    vals = race.values
    first = vals[race.alive[0]]
    return all(vals[i] == first for i in race.alive)


@dataclass(frozen=True, slots=True)
class Savings:
    """The ways ``strong`` spends less CPU than the pinned reference (``strong-ref``: none)."""

    race: bool = False
    """Stop sampling once every other candidate is clearly beaten (``games.players.racing``).
    Off: with the budget it lost 10.2 points a deal to ``strong-ref`` (100 deals, CI [-18.8,
    -1.5]; docs/ai/spades.md)."""
    fast_deal: bool = True
    """Deal the unconstrained cards by one shuffle (``Sampler(fast=True)``)."""
    early: bool = True
    """The sampler tests the bids seat by seat (``Sampler(early=True)``: the same kept deals)."""
    tie_stop: bool = True
    """Stop once every candidate has scored the same in each of the first ``TIE_WORLDS`` worlds
    (the choice is clear; offline it cost 0.01 points a decision for 8% fewer rollouts)."""
    lazy: bool = True
    """The sampler draws each bidder's free cards only when its bid is tested
    (``Sampler(lazy=True)``: the same distribution of kept deals, fewer cards drawn)."""
    lean: bool = True
    """Rollouts by ``fastroll.play_out`` (the same cards as ``rollout(st, policy.choose)``)."""
    claim: bool = True
    """With ``lean``, a rollout stops once the tricks left are decided whatever is played, or
    at the last trick (``play_out(claim=True)``: the same tricks per seat, so the same values)."""
    budget: bool = False
    """Rollouts capped at ``RACED_BUDGET`` in all, shared by the candidates still in the race
    (the reference gives ``ROLLOUT_BUDGET`` to all candidates alike); off, as ``race``."""


NO_SAVINGS = Savings(
    race=False,
    fast_deal=False,
    early=False,
    lazy=False,
    tie_stop=False,
    lean=False,
    claim=False,
    budget=False,
)
RACE_Z = 2.6
"""Standard errors of deficit that drop a card: Spades' values are heavy-tailed (a set, a nil
broken), and at 2.0 with 80 rollouts the new player lost 15 points a deal to the reference."""
RACED_BUDGET = 160
"""Rollouts per play decision with the ``budget`` saving."""
RACED_MAX = 60
"""Worlds per play decision with the ``budget`` saving (the reference: up to ``MAX_SAMPLES``)."""
RACED_MIN = 12
"""Worlds a decision always gets under the ``budget`` saving (when no card wins earlier)."""
TIE_WORLDS = 12
"""Worlds of identical values after which ``tie_stop`` ends a card decision."""


class StrongPlayer:
    """PIMC card play with exact endgames; simulated bidding."""

    level = "strong"

    def __init__(self, effort: float = 1.0, savings: Savings = Savings()) -> None:
        """``effort`` scales the number of samples (tests use less; the level uses 1.0)."""
        self.effort = effort
        self.savings = savings

    def choose(
        self, view: SpadesView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        k = read_view(view, Rules.from_options(options_of(view, Options), BAG_SHARE))
        first = look_or_blind(k, legal)
        if first is not None:
            return first
        if k.hand is None:
            return LOOK if LOOK in legal else legal[0]
        stop = deadline - SAFETY
        if k.phase == "bid":
            sv = self.savings
            bid = bidding.simulated_bid(
                k,
                rng,
                stop,
                self.effort,
                race=sv.race,
                fast=sv.fast_deal,
                lean=sv.lean,
                early=sv.early,
                lazy=sv.lazy,
                claim=sv.claim,
            )
            return bid_action(bid if bid is not None else basic_bid(k, k.hand), legal)
        if k.phase == "exchange":
            return exchange_give(k, legal)
        return self._play(k, legal, rng, stop)

    def _play(
        self, k: Knowledge, legal: Sequence[Action], rng: random.Random, stop: float
    ) -> Action:
        cards = [int(a.card) for a in legal if isinstance(a, Play)]
        if len(cards) == 1:
            return PLAY[cards[0]]
        cands = _own_representatives(k, safe_candidates(k, cards))
        if len(cands) == 1:
            return PLAY[cands[0]]
        sv = self.savings
        sampler = Sampler(k, rng, fast=sv.fast_deal, early=sv.early, lazy=sv.lazy)
        team = k.team
        bids, bags, rules = k.bids, k.bags, k.rules
        memo: dict[tuple[int, ...], float] = {}

        def evalf(tricks: tuple[int, ...]) -> float:
            v = memo.get(tricks)
            if v is None:
                v = memo[tricks] = value(rules, bids, tricks, team, bags)
            return v

        exact = sum(k.hand_sizes) <= EXACT_CARDS
        if exact:
            n = EXACT_SAMPLES
        else:
            n = max(MIN_SAMPLES, min(MAX_SAMPLES, ROLLOUT_BUDGET // len(cands)))
        budget = 1 << 60
        if self.savings.budget and not exact:
            n = RACED_MAX
            budget = max(2, int(RACED_BUDGET * self.effort))
        n = max(2, int(n * self.effort))
        least = min(n, max(2, int(RACED_MIN * self.effort)))
        race = Race(len(cands), z=RACE_Z)
        racing = self.savings.race
        choose = policy.choose
        lean = self.savings.lean
        claim = self.savings.claim
        tie_at = max(2, int(TIE_WORLDS * self.effort)) if self.savings.tie_stop else 0
        spent = 0
        for done in range(n):
            if done and time.monotonic() > stop:
                break
            if spent >= budget and done >= least:
                break
            alive = [cands[i] for i in race.alive]
            spent += len(alive)
            st = k.state(sampler.sample())
            if exact and cards_left(st) <= EXACT_CARDS:
                values = solve_moves(st, team, evalf, alive)
            else:
                values = []
                for c in alive:
                    s = st.clone()
                    s.play(c)
                    if lean:
                        play_out(s, claim)
                    else:
                        rollout(s, choose)
                    values.append(evalf(tuple(s.tricks)))
            if racing:
                race.add(values)
                if race.settled:
                    break
            else:
                race.add_unpruned(values)
            if done + 1 == tie_at and all_alike(race):
                break
        return PLAY[cands[race.best()]]


class ReferencePlayer(StrongPlayer):
    """``strong-ref``: today's ``strong`` pinned for measurement (``bench-ai --against``,
    arenas), every later saving switched off, so it makes exactly the reference's decisions."""

    level = "strong-ref"

    def __init__(self, effort: float = 1.0) -> None:
        super().__init__(effort, NO_SAVINGS)
