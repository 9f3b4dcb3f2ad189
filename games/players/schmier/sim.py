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
from games.schmier.options import Options
from games.schmier.scoring import AWARD_ORDER, game_award, hand_points, score_hand
from games.schmier.trumps import playable, trick_winner_index

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

    @classmethod
    def from_options(cls, o: Options, n_teams: int) -> Rules:
        """The rules of a table's options (``n_teams``: 3 for 3x2, 2 for 2x3)."""
        return cls(
            n_teams=n_teams,
            max_discard=o.max_discard,
            anytime=o.trump_anytime,
            lead_trump=o.bidder_must_lead_trump,
        )


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
        t = TABLES[self.trump]
        led = t.eff[self.trick[0][1]] if self.trick else -1
        first = rules.lead_trump and self.tricks_done == 0
        return playable(self.hands[seat], led, t, rules.anytime, first)

    def play(self, card: int, team_of: tuple[int, ...]) -> None:
        """Play ``card`` for the seat on turn (assumed legal)."""
        seat = (self.leader + len(self.trick)) % SEATS
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        if len(self.trick) == SEATS:
            self._end_trick(team_of)

    def _end_trick(self, team_of: tuple[int, ...]) -> None:
        t = TABLES[self.trump]
        wseat = self.trick[trick_winner_index([c for _, c in self.trick], t)][0]
        value = 0
        for _, c in self.trick:
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

    def awards(self) -> dict[str, int | None]:
        """Who takes each point of the hand (``None``: nobody), as the engine scores it."""
        takers = (self.high, self.low, *self.caps)
        out: dict[str, int | None] = {
            name: team if team >= 0 else None
            for name, team in zip(AWARD_ORDER, takers, strict=False)
        }
        out["game"] = game_award(self.values)
        return out

    def points(self, n_teams: int) -> list[int]:
        """Hand points per team (the hand must be over)."""
        return hand_points(self.awards(), n_teams)

    def scores(self, n_teams: int) -> list[int]:
        """This hand's score per team: the bidder's team loses its bid if it fell short."""
        return hand_scores(self.points(n_teams), self.bidder % n_teams, self.bid)


def hand_scores(points: list[int], bidder_team: int, bid: int) -> list[int]:
    """What each team scores in a hand with these ``points``: the engine's ``score_hand`` from
    zero (the bidding team loses its bid if it fell short)."""
    return score_hand([0] * len(points), points, bidder_team, bid)


def margins(scores: list[int]) -> list[float]:
    """Per team: its score minus the mean of the other teams' (the arena's margin)."""
    total = sum(scores)
    n = len(scores)
    return [s - (total - s) / (n - 1) for s in scores]


def rollout(state: PlayState, rules: Rules) -> None:
    """Play ``state`` to the end of the hand with the rule-based policy (exact knowledge).

    The engine's trick rules (``playable``, ``trick_winner_index``) on local variables: this
    loop is most of ``strong``'s time.
    """
    team_of = rules.team_of
    trump = state.trump
    t = TABLES[trump]
    eff = t.eff
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
        led = eff[trick[0][1]] if trick else -1
        legal = playable(hand, led, t, anytime, lead_trump and done == 0)
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
            cards = [c for _, c in trick]
            wseat = trick[trick_winner_index(cards, t)][0]
            value = 0
            for c in cards:
                value += CARD_VALUES[c]
            team = team_of[wseat]
            values[team] += value
            for c in cards:
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
