"""A lean full-information Spades hand for rollouts and search: ints, lists and bitmasks.

The engine's ``SpadesMatch`` carries a record, a version counter and interned actions; the
players need none of that thousands of times per decision.  ``State`` holds one hand in play
(four 52-bit hand masks, the current trick, the leader, tricks per seat, bids, the voids every
seat has shown) and ``Rules`` the options that change play or scoring, read from the view.  The
trick rules are RULES.md §3.3 (follow suit, spades trump, no spade lead until broken unless only
spades are held, the ``two_of_clubs`` and ``no_spades_first_trick`` options) and the scoring is
§3.4 (nil and blind nil, contract, ``nil_tricks_mode``, bags and their penalty).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games.players.spades.tables import (
    ABOVE,
    NON_SPADE,
    RANK,
    SPADES,
    SUIT,
    SUIT_MASK,
    TWO_OF_CLUBS,
)

BLIND = -2
NIL = 0
UNKNOWN = -1
"""Bid codes in ``State.bids``: tricks 1..13, ``NIL``, ``BLIND`` or ``UNKNOWN`` (not yet bid)."""

MODE_BAGS, MODE_COUNT, MODE_IGNORED = 0, 1, 2
_MODES = {"bags": MODE_BAGS, "count_toward_contract": MODE_COUNT, "ignored": MODE_IGNORED}

BEAT: tuple[int, ...] = tuple(ABOVE[c] | (SPADES if c >= 13 else 0) for c in range(52))
"""``BEAT[w]``: the cards that beat ``w`` when ``w`` is winning a trick (w is a spade or of the
led suit, so a higher card of its suit or any spade over a non-spade)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The options that matter to play and scoring, plus the players' price of a bag."""

    nil_value: int = 100
    blind_value: int = 200
    mode: int = MODE_BAGS
    bags_enabled: bool = True
    threshold: int = 10
    penalty: int = 100
    lead_any: bool = False
    nsft: bool = False
    c2: bool = False
    bag_cost: float = 0.0
    """Points a bag is worth beyond its +1 (its share of a future penalty); 0 in pure scoring."""

    @classmethod
    def from_options(cls, o: dict[str, Any], bag_share: float = 0.0) -> Rules:
        """The rules of a view's ``options``; a bag costs ``bag_share`` of its penalty share."""
        bags = bool(o.get("bags_enabled", True))
        threshold = int(o.get("bag_threshold", 10))
        penalty = int(o.get("bag_penalty", 100))
        bag_cost = bag_share * penalty / threshold
        return cls(
            nil_value=int(o.get("nil_value", 100)),
            blind_value=int(o.get("blind_nil_value", 200)),
            mode=_MODES.get(o.get("nil_tricks_mode", "bags"), MODE_BAGS),
            bags_enabled=bags,
            threshold=threshold,
            penalty=penalty,
            lead_any=bool(o.get("spades_lead_anytime", False)),
            nsft=bool(o.get("no_spades_first_trick", False)),
            c2=o.get("first_lead", "left_of_dealer") == "two_of_clubs",
            bag_cost=bag_cost if bags else 0.0,
        )


DEFAULT_RULES = Rules()


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
        hands: Sequence[int],
        bids: Sequence[int],
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
        h = self.h[seat]
        t = self.trick
        if t:
            f = h & SUIT_MASK[SUIT[t[0]]]
            if f:
                return f
            if self.rules.nsft and not self.nt and h & NON_SPADE:
                return h & NON_SPADE
            return h
        if not self.nt and self.rules.c2 and h >> TWO_OF_CLUBS & 1:
            return 1 << TWO_OF_CLUBS
        if self.broken or self.rules.lead_any or not h & NON_SPADE:
            return h
        return h & NON_SPADE

    def play(self, c: int) -> None:
        """Play card ``c`` for the seat to act (assumed legal), closing the trick if full."""
        t = self.trick
        seat = (self.leader + len(t)) & 3
        if t:
            led = SUIT[t[0]]
            if SUIT[c] != led:
                v = self.voids[seat] | 1 << led
                if c < 13 and not self.nt and self.rules.nsft:
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


def team_points(rules: Rules, b1: int, b2: int, t1: int, t2: int) -> tuple[int, int]:
    """(points, overtricks) of a partnership with bids ``b1, b2`` and tricks ``t1, t2``."""
    pts = 0
    contract = tc = tn = 0
    if b1 == BLIND:
        pts += rules.blind_value if not t1 else -rules.blind_value
        tn += t1
    elif b1 <= 0:
        pts += rules.nil_value if not t1 else -rules.nil_value
        tn += t1
    else:
        contract += b1
        tc += t1
    if b2 == BLIND:
        pts += rules.blind_value if not t2 else -rules.blind_value
        tn += t2
    elif b2 <= 0:
        pts += rules.nil_value if not t2 else -rules.nil_value
        tn += t2
    else:
        contract += b2
        tc += t2
    over = 0
    if rules.mode == MODE_COUNT and contract:
        tc += tn
        tn = 0
    elif rules.mode == MODE_IGNORED:
        tn = 0
    if contract:
        if tc >= contract:
            pts += 9 * contract + tc
            over = tc - contract
        else:
            pts -= 10 * contract
    return pts + tn, over + tn


def team_value(
    rules: Rules, bids: Sequence[int], tricks: Sequence[int], team: int, bags: int
) -> float:
    """One team's hand points, less any bag penalty it triggers and the price of its bags."""
    pts, over = team_points(rules, bids[team], bids[team + 2], tricks[team], tricks[team + 2])
    if rules.bags_enabled and over:
        pts -= ((bags + over) // rules.threshold) * rules.penalty
        return pts - rules.bag_cost * over
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
