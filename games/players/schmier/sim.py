"""A lean full-information Schmier hand: the search's world and the rollout engine.

``strong`` samples where the unseen cards lie and then plays the rest of the hand out, many
times per decision.  The engine's ``SchmierMatch`` keeps a record, a version counter and views;
a rollout needs none of that, so this module plays with six bitmasks and a few lists, using the
rules of ``policy`` with exact knowledge of the sampled hands for every seat.

It also plays a hand from the deal (discards, draws, the dealer's pickup) for bid-time
evaluation and for the self-play calibration of the bid model.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.players.schmier.policy import dealer_discard, non_dealer_discard, play_card
from games.players.schmier.tables import CARD_VALUES, JOKER, TABLES

SEATS = 6


@dataclass(slots=True)
class Rules:
    """The house rules a simulation needs."""

    n_teams: int = 3
    max_discard: int = 3
    anytime: bool = False
    lead_trump: bool = False
    team_of: tuple[int, ...] = ()
    """Team of each seat (filled in from ``n_teams``)."""

    def __post_init__(self) -> None:
        self.team_of = tuple(s % self.n_teams for s in range(SEATS))


@dataclass(slots=True)
class PlayState:
    """A hand in play with every card known (a sampled world)."""

    trump: int
    hands: list[int]
    leader: int
    trick: list[tuple[int, int]]
    tricks_done: int
    values: list[int]
    """Card values captured per team."""
    caps: list[int]
    """Team that took the right bauer, left bauer, joker (-1: not yet)."""
    high: int
    """Team that holds or played the trump ace; ``low`` likewise for the trump 2."""
    low: int
    bidder: int
    bid: int

    def copy(self) -> PlayState:
        return PlayState(
            self.trump,
            list(self.hands),
            self.leader,
            list(self.trick),
            self.tricks_done,
            list(self.values),
            list(self.caps),
            self.high,
            self.low,
            self.bidder,
            self.bid,
        )

    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % SEATS

    def legal(self, rules: Rules) -> int:
        """Bitmask of the cards the seat on turn may play."""
        seat = (self.leader + len(self.trick)) % SEATS
        hand = self.hands[seat]
        t = TABLES[self.trump]
        if self.trick:
            follow = hand & t.suit_masks[t.eff[self.trick[0][1]]]
            if not follow:
                return hand
            if rules.anytime:
                follow |= hand & t.mask
            return follow
        if rules.lead_trump and self.tricks_done == 0 and hand & t.mask:
            return hand & t.mask
        return hand

    def play(self, card: int, team_of: tuple[int, ...]) -> None:
        """Play ``card`` for the seat on turn (assumed legal)."""
        seat = (self.leader + len(self.trick)) % SEATS
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        if len(self.trick) == SEATS:
            self._end_trick(team_of)

    def _end_trick(self, team_of: tuple[int, ...]) -> None:
        t = TABLES[self.trump]
        strength = t.strength[t.eff[self.trick[0][1]]]
        wkey, wseat = -2, -1
        value = 0
        for s, c in self.trick:
            if strength[c] > wkey:
                wkey, wseat = strength[c], s
            value += CARD_VALUES[c]
        team = team_of[wseat]
        self.values[team] += value
        for _, c in self.trick:
            if c == t.right:
                self.caps[0] = team
            elif c == t.left:
                self.caps[1] = team
            elif c == JOKER:
                self.caps[2] = team
        self.trick = []
        self.tricks_done += 1
        self.leader = wseat

    @property
    def over(self) -> bool:
        return self.tricks_done == 6

    def points(self, n_teams: int) -> list[int]:
        """Hand points per team (the hand must be over)."""
        pts = [0] * n_teams
        for team in (self.high, self.low, *self.caps):
            if team >= 0:
                pts[team] += 1
        top = max(self.values)
        leaders = [i for i, v in enumerate(self.values) if v == top]
        if len(leaders) == 1:
            pts[leaders[0]] += 1
        return pts

    def scores(self, n_teams: int) -> list[int]:
        """This hand's score per team: the bidder's team loses its bid if it fell short."""
        pts = self.points(n_teams)
        bt = self.bidder % n_teams
        if pts[bt] < self.bid:
            pts[bt] = -self.bid
        return pts


def margins(scores: list[int]) -> list[float]:
    """Per team: its score minus the mean of the other teams' (the arena's margin)."""
    total = sum(scores)
    n = len(scores)
    return [s - (total - s) / (n - 1) for s in scores]


def rollout(state: PlayState, rules: Rules) -> None:
    """Play ``state`` to the end of the hand with the rule-based policy (exact knowledge).

    The engine's rules inlined on local variables: this loop is most of ``strong``'s time.
    """
    team_of = rules.team_of
    trump = state.trump
    t = TABLES[trump]
    eff = t.eff
    suit_masks = t.suit_masks
    strengths = t.strength
    tmask = t.mask
    anytime = rules.anytime
    lead_trump = rules.lead_trump
    hands = state.hands
    trick = state.trick
    leader = state.leader
    done = state.tricks_done
    values = state.values
    caps = state.caps
    bidder_team = team_of[state.bidder]
    right, left = t.right, t.left
    while done < 6:
        seat = (leader + len(trick)) % SEATS
        hand = hands[seat]
        if trick:
            legal = hand & suit_masks[eff[trick[0][1]]]
            if not legal:
                legal = hand
            elif anytime:
                legal |= hand & tmask
        elif lead_trump and done == 0 and hand & tmask:
            legal = hand & tmask
        else:
            legal = hand
        if legal & (legal - 1):
            card = play_card(
                trump,
                seat,
                hand,
                legal,
                trick,
                team_of,
                hands,
                True,
                done == 0 and team_of[seat] == bidder_team,
            )
        else:
            card = legal.bit_length() - 1
        hands[seat] = hand & ~(1 << card)
        trick.append((seat, card))
        if len(trick) == SEATS:
            strength = strengths[eff[trick[0][1]]]
            wkey = -2
            wseat = value = 0
            for s, c in trick:
                if strength[c] > wkey:
                    wkey, wseat = strength[c], s
                value += CARD_VALUES[c]
            team = team_of[wseat]
            values[team] += value
            for _, c in trick:
                if c == right:
                    caps[0] = team
                elif c == left:
                    caps[1] = team
                elif c == JOKER:
                    caps[2] = team
            trick = []
            leader = wseat
            done += 1
    state.trick = trick
    state.leader = leader
    state.tricks_done = done


def start_play(trump: int, hands: list[int], bidder: int, bid: int, rules: Rules) -> PlayState:
    """The state at the first lead, from the six final hands."""
    t = TABLES[trump]
    team_of = rules.team_of
    high = low = -1
    for s in range(SEATS):
        if hands[s] >> t.ace & 1:
            high = team_of[s]
        if hands[s] >> t.two & 1:
            low = team_of[s]
    return PlayState(
        trump, list(hands), bidder, [], 0, [0] * rules.n_teams, [-1, -1, -1], high, low, bidder, bid
    )


def exchange(
    trump: int, hands: list[int], stock: list[int], dealer: int, rules: Rules
) -> list[int]:
    """The discard-and-draw round with the rule-based discards; returns the final hands."""
    hands = list(hands)
    pos = 0
    for i in range(1, SEATS):
        s = (dealer + i) % SEATS
        out = non_dealer_discard(trump, hands[s], rules.max_discard)
        n = out.bit_count()
        hands[s] &= ~out
        for c in stock[pos : pos + n]:
            hands[s] |= 1 << c
        pos += n
    for c in stock[pos:]:
        hands[dealer] |= 1 << c
    hands[dealer] &= ~dealer_discard(trump, hands[dealer])
    return hands


def play_deal(
    trump: int,
    hands: list[int],
    stock: list[int],
    dealer: int,
    bidder: int,
    bid: int,
    rules: Rules,
) -> PlayState:
    """A whole hand from the deal, every seat playing the rules: the finished state."""
    final = exchange(trump, hands, stock, dealer, rules)
    state = start_play(trump, final, bidder, bid, rules)
    rollout(state, rules)
    return state
