"""Exact search of the last tricks of a full-information Twenty-Nine state (alpha-beta).

``solve(h, team)`` plays every line from ``h`` to the end of the deal with minimax: the bidding
side maximises the deal's value, the defenders minimise it.  The value is the one the arena
scores (game points ± multiplier, or the single hand's value) with card points as a 1/100
tie-break, so the search first makes (or beats) the contract and then takes the most points.

It works on plain ints with undo, not on ``HandState`` copies, and models the rules that matter
in the endgame: following suit, a hidden trump revealed the moment a player cannot follow
(mandatory mode), trump counting in a trick once revealed, the last-trick point, the pair
(declared by the trick's winner when it helps, as the arena and bot ask the seat on turn), and
the single hand's three-card tricks.  States it does not model exactly (a face-down trump card
still down, an optional-reveal trump still hidden) are reported by ``solvable`` and left to
rollouts.
"""

from __future__ import annotations

from games.players.masks import cards_in
from games.players.twentynine.sim import bidding_team
from games.players.twentynine.tables import POINTS, SUIT_OF, SUITS
from games.twentynine.cards import KING_QUEEN
from games.twentynine.hand import HandState
from games.twentynine.tricks import pair_target, trick_winner

_Undo = tuple[list[int], list[int], int, bool, int, bool, int, int]
"""What ``_Solver._finish`` changed: the trick, led suit, lost, target, pair, team and points."""


def solvable(h: HandState) -> bool:
    """Whether ``solve`` models this state exactly."""
    if h.down_active:
        return False
    return not (h.hidden and not h._mandatory)


class _Solver:
    __slots__ = (
        "base_high",
        "bt",
        "declarer",
        "held",
        "last_point",
        "led",
        "lost",
        "mandatory",
        "mult",
        "nodes",
        "nxt",
        "o",
        "pair_by_team",
        "pair_on",
        "points",
        "revealed",
        "size",
        "st",
        "target",
        "tc",
        "trick_no",
        "trump",
        "ts",
        "turn",
    )

    def __init__(self, h: HandState) -> None:
        self.held = h.held[:]
        self.st = h.strength
        self.nxt = h.nxt
        self.size = h.trick_size
        self.tc = h.trick_cards[:]
        self.ts = h.trick_seats[:]
        self.led = h.led
        self.turn = h.turn
        self.trick_no = h.trick_no
        self.points = h.points[:]
        self.declarer = h.declarer
        self.trump = -1 if (h.declarer >= 0 or h.nt) else h.trump
        self.revealed = h.revealed
        self.mandatory = h._mandatory
        self.last_point = h.o.last_trick_point
        self.bt = bidding_team(h)
        self.target = h.target
        self.mult = h.o.single_hand_value if h.declarer >= 0 else h.mult
        self.lost = h.declarer >= 0 and h.tricks_won[h.declarer] != h.trick_no
        self.pair_on = h.pair_by < 0 and h.o.pair_enabled and self.trump >= 0
        self.o = h.o
        self.base_high = h.high
        self.nodes = 0

    def terminal(self) -> float:
        bt = self.bt
        made = not self.lost if self.declarer >= 0 else self.points[bt] >= self.target
        margin = self.points[bt] - self.points[1 - bt]
        return (self.mult if made else -self.mult) + margin / 100.0

    def search(self, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.trick_no == 8:
            return self.terminal()
        seat = self.turn
        hand = self.held[seat]
        tc = self.tc
        revealed_here = False
        if tc:
            f = hand & SUITS[self.led]
            moves = f or hand
            if not f and not self.revealed and self.trump >= 0 and self.mandatory:
                self.revealed = revealed_here = True
        else:
            moves = hand
        maximize = seat & 1 == self.bt
        best = -1e9 if maximize else 1e9
        st = self.st
        for c in sorted(cards_in(moves), key=st.__getitem__, reverse=True):
            bit = 1 << c
            self.held[seat] = hand ^ bit
            if not tc:
                self.led = SUIT_OF[c]
            tc.append(c)
            self.ts.append(seat)
            if len(tc) == self.size:
                undo = self._finish()
                v = self.search(alpha, beta)
                self._unfinish(undo)
            else:
                self.turn = self.nxt[seat]
                v = self.search(alpha, beta)
            tc.pop()
            self.ts.pop()
            if not tc:
                self.led = -1
            self.turn = seat
            self.held[seat] = hand
            if maximize:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if revealed_here:
            self.revealed = False
        return best

    def _finish(self) -> _Undo:
        tc, ts = self.tc, self.ts
        winner = ts[trick_winner(tc, self.led, self.trump if self.revealed else -1, self.st)]
        pts = 0
        for c in tc:
            pts += POINTS[c]
        if self.trick_no == 7 and self.last_point:
            pts += 1
        team = winner & 1
        old = (self.tc, self.ts, self.led, self.lost, self.target, self.pair_on)
        self.points[team] += pts
        self.trick_no += 1
        if self.declarer >= 0 and winner != self.declarer:
            self.lost = True
        if self.pair_on and self.revealed:
            kq = KING_QUEEN[self.trump]
            if self.held[winner] & kq == kq:
                new = self._pair_target(winner)
                if new != self.target:
                    self.target = new
                    self.pair_on = False
        self.tc, self.ts, self.led = [], [], -1
        self.turn = winner
        return (*old, team, pts)

    def _unfinish(self, undo: _Undo) -> None:
        self.tc, self.ts, self.led, self.lost, self.target, self.pair_on, team, pts = undo
        self.points[team] -= pts
        self.trick_no -= 1

    def _pair_target(self, seat: int) -> int:
        return pair_target(self.base_high, self.target, seat & 1 == self.bt, self.o)


def solve(h: HandState, team: int) -> float:
    """The minimax value of ``h`` for ``team`` (see the module docstring for the units)."""
    s = _Solver(h)
    v = s.search(-1e9, 1e9)
    return v if team == s.bt else -v


def solve_moves(h: HandState, team: int, cards: list[int]) -> list[float]:
    """The minimax value for ``team`` of playing each of ``cards`` now (seat on turn in ``h``)."""
    s = _Solver(h)
    seat = s.turn
    hand = s.held[seat]
    out = []
    revealed_here = False
    if s.tc and not hand & SUITS[s.led] and not s.revealed and s.trump >= 0 and s.mandatory:
        s.revealed = revealed_here = True
    for c in cards:
        s.held[seat] = hand ^ (1 << c)
        if not s.tc:
            s.led = SUIT_OF[c]
        s.tc.append(c)
        s.ts.append(seat)
        if len(s.tc) == s.size:
            undo = s._finish()
            v = s.search(-1e9, 1e9)
            s._unfinish(undo)
        else:
            s.turn = s.nxt[seat]
            v = s.search(-1e9, 1e9)
        s.tc.pop()
        s.ts.pop()
        if not s.tc:
            s.led = -1
        s.turn = seat
        s.held[seat] = hand
        out.append(v if team == s.bt else -v)
    if revealed_here:
        s.revealed = False
    return out
