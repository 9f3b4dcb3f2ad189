"""A lean full-information Spades hand for rollouts and search: ints, lists and bitmasks.

The engine's ``SpadesMatch`` carries a record, a version counter and interned actions; the
players need none of that thousands of times per decision.  ``State`` holds one hand in play
(four 52-bit hand masks, the current trick, the leader, tricks per seat, bids, the voids every
seat has shown) and ``Rules`` the table's options.  The rules themselves are the engine's: the
legal cards and the cards that beat the trick's winner from ``games.spades.tricks``, a hand's
score from ``games.spades.scoring.Scorer``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games.players.spades.tables import RANK, SUIT
from games.spades.options import Options
from games.spades.scoring import BLIND, NO_BID, Scorer
from games.spades.tricks import BEAT, playable

NIL = 0
UNKNOWN = NO_BID
"""Bid codes in ``State.bids`` are the engine's: tricks 1..13, ``NIL``, ``BLIND`` or ``UNKNOWN``
(not yet bid)."""

__all__ = ["BEAT", "BLIND", "DEFAULT_RULES", "NIL", "UNKNOWN", "Rules", "State", "value"]


@dataclass(frozen=True, slots=True)
class Rules:
    """The table's options as the rollouts read them, plus the players' price of a bag."""

    options: Options
    scorer: Scorer
    lead_any: bool
    """``spades_lead_anytime``: a spade may be led before spades are broken."""
    count_nil_tricks: bool
    """``nil_tricks_mode`` is ``count_toward_contract``: a nil's tricks help its partner."""
    bag_cost: float = 0.0
    """Points a bag is worth beyond its +1 (its share of a future penalty); 0 in pure scoring."""

    @classmethod
    def from_options(cls, o: Options, bag_share: float = 0.0) -> Rules:
        """The rules of a table's options; a bag costs ``bag_share`` of its penalty share."""
        bag_cost = bag_share * o.bag_penalty / o.bag_threshold if o.bags_enabled else 0.0
        return cls(
            options=o,
            scorer=Scorer(o),
            lead_any=o.spades_lead_anytime,
            count_nil_tricks=o.nil_tricks_mode == "count_toward_contract",
            bag_cost=bag_cost,
        )


DEFAULT_RULES = Rules.from_options(Options.model_validate({}))


class State:
    """One hand in play, seen with every card face up (a sampled deal, or the real one)."""

    __slots__ = (
        "bids",
        "broken",
        "h",
        "leader",
        "leads",
        "nt",
        "played",
        "rules",
        "trick",
        "tricks",
        "voids",
        "wc",
        "ws",
    )

    def __init__(
        self,
        # defaults, for mypyc (``python -m games compile``): compiled, ``clone``'s ``__new__``
        # runs ``__init__`` with no arguments; ``clone`` then sets every field anyway
        hands: Sequence[int] = (0, 0, 0, 0),
        bids: Sequence[int] = (UNKNOWN,) * 4,
        rules: Rules = DEFAULT_RULES,
        *,
        leader: int = 0,
        trick: Sequence[int] = (),
        played: int = 0,
        broken: bool = False,
        nt: int = 0,
        tricks: Sequence[int] = (0, 0, 0, 0),
        voids: Sequence[int] = (0, 0, 0, 0),
        leads: int = 0,
    ) -> None:
        self.h = list(hands)
        self.bids = list(bids)
        self.rules = rules
        self.leader = leader
        self.trick: list[int] = []
        self.played = played
        self.broken = broken
        self.nt = nt
        self.tricks = list(tricks)
        self.voids = list(voids)
        """``voids[s]``: bit ``suit`` set once seat ``s`` has shown it holds none of that suit."""
        self.leads = leads
        """Bit ``4 * seat + suit`` set once ``seat`` has led an honour (J or higher) of ``suit``:
        a suit it is strong in, which its partner leads back."""
        self.wc = -1
        self.ws = -1
        for c in trick:
            # replay the cards already in the trick (they are in ``played`` and in no hand)
            self._add_to_trick(c)

    def _add_to_trick(self, c: int) -> None:
        seat = (self.leader + len(self.trick)) & 3
        if self.trick:
            if BEAT[self.wc] >> c & 1:
                self.wc, self.ws = c, seat
        else:
            self.wc, self.ws = c, seat
        self.trick.append(c)

    def clone(self) -> State:
        s = State.__new__(State)
        s.h = self.h[:]
        s.bids = self.bids
        s.rules = self.rules
        s.leader = self.leader
        s.trick = self.trick[:]
        s.played = self.played
        s.broken = self.broken
        s.nt = self.nt
        s.tricks = self.tricks[:]
        s.voids = self.voids[:]
        s.leads = self.leads
        s.wc = self.wc
        s.ws = self.ws
        return s

    @property
    def turn(self) -> int:
        return (self.leader + len(self.trick)) & 3

    @property
    def done(self) -> bool:
        return self.nt >= 13

    def legal(self, seat: int) -> int:
        """The mask of cards ``seat`` may play now (it must be ``seat``'s turn)."""
        t = self.trick
        led = SUIT[t[0]] if t else -1
        rules = self.rules
        return playable(
            self.h[seat], led, not self.nt, self.broken or rules.lead_any, rules.options
        )

    def play(self, c: int) -> None:
        """Play card ``c`` for the seat to act (assumed legal), closing the trick if full."""
        t = self.trick
        seat = (self.leader + len(t)) & 3
        if t:
            led = SUIT[t[0]]
            if SUIT[c] != led:
                v = self.voids[seat] | 1 << led
                if c < 13 and not self.nt and self.rules.options.no_spades_first_trick:
                    v |= 14  # a spade on trick 1 under the option: only spades held
                self.voids[seat] = v
            if BEAT[self.wc] >> c & 1:
                self.wc, self.ws = c, seat
        else:
            if c < 13 and not self.broken and not self.rules.lead_any:
                self.voids[seat] |= 14  # a spade led before broken: only spades held
            if RANK[c] >= 9:
                self.leads |= 1 << (4 * seat + SUIT[c])
            self.wc, self.ws = c, seat
        self.h[seat] ^= 1 << c
        self.played |= 1 << c
        if c < 13:
            self.broken = True
        t.append(c)
        if len(t) == 4:
            w = self.ws
            self.tricks[w] += 1
            self.leader = w
            self.trick = []
            self.nt += 1


def team_value(
    rules: Rules, bids: Sequence[int], tricks: Sequence[int], team: int, bags: int
) -> float:
    """One team's hand points, less any bag penalty it triggers and the price of its bags."""
    sc = rules.scorer
    pts, over = sc.team(bids[team], tricks[team], bids[team + 2], tricks[team + 2])
    if over and sc.bags_on:
        return pts - sc.bags(bags, over)[1] - rules.bag_cost * over
    return float(pts)


def value(
    rules: Rules, bids: Sequence[int], tricks: Sequence[int], team: int, bags: Sequence[int]
) -> float:
    """``team``'s result minus the other team's: what the players maximise."""
    other = team ^ 1
    return team_value(rules, bids, tricks, team, bags[team]) - team_value(
        rules, bids, tricks, other, bags[other]
    )


Policy = Callable[[State, int], int]


def rollout(st: State, policy: Policy) -> None:
    """Play the hand out with ``policy`` choosing every card."""
    while st.nt < 13:
        st.play(policy(st, (st.leader + len(st.trick)) & 3))
