"""The rule-based card play: ``basic``'s card choice and ``strong``'s rollout policy.

``choose(st, seat)`` reads only what ``seat`` would know at a real table: its own hand
(``st.h[seat]``), the cards played (``st.played``), the trick, the bids, the tricks won and the
voids shown.  It never looks at another hand, so the same function is the honest ``basic``
player (other hands empty) and the rollout policy over a sampled deal.

The rules, in the order they take priority, are the ones a good partner follows:

1. **Our nil first.**  A nil bidder ducks: the highest card that does not win, or, void, the most
   dangerous side card.  Its partner covers: playing before the nil, it plays high; after the
   nil, if the nil is winning, it overtakes.
2. **Their nil next.**  Never overtake a nil opponent who is winning a trick; before a nil
   opponent plays, keep the card to beat low.
3. **Tricks as needed.**  While the side still needs tricks (or can set the opponents, or is set
   already so tricks cost nothing) it wins cheaply: lowest winning card in last seat, masters and
   third-hand-high before, second hand low, the lowest trump that wins when void.  It never
   overtakes a partner whose card will hold.
4. **No bags.**  With the contract made and no set in sight it ducks: the highest card that does
   not win, the highest side card when void, and it leads the card least likely to win.

Leads: cash side-suit masters that will not be ruffed, draw trumps with the master spade and
length, lead into a suit partner ruffs, back to a suit partner led an honour of, shorten a side
suit to ruff it later; a nil bidder's partner leads high, a nil bidder leads its safest low card.
"""

from __future__ import annotations

from games.players.masks import highest as _high
from games.players.masks import lowest as _low
from games.players.spades.sim import State
from games.players.spades.tables import (
    ABOVE,
    FULL,
    NON_SPADE,
    SPADES,
    SUIT,
    SUIT_MASK,
    highest_rank,
    lowest_rank,
)
from games.spades.tricks import BEAT, playable

SET_MARGIN = 2
"""With the contract made, chase a set only if the opponents need ≥ (tricks left − this)."""

PARTNER_SUIT = True
"""Lead back the side suits partner led an honour of (a switch for head-to-head tests)."""

_SM1, _SM2, _SM3 = SUIT_MASK[1], SUIT_MASK[2], SUIT_MASK[3]


def needs(st: State, team: int) -> tuple[int, int]:
    """(contract, tricks still needed) of ``team``; the contract is 0 for a nil-only side."""
    bids = st.bids
    tr = st.tricks
    b1, b2 = bids[team], bids[team + 2]
    contract = 0
    won = 0
    if b1 > 0:
        contract += b1
        won += tr[team]
    if b2 > 0:
        contract += b2
        won += tr[team + 2]
    if contract and st.rules.count_nil_tricks:
        if b1 <= 0:
            won += tr[team]
        if b2 <= 0:
            won += tr[team + 2]
    return contract, contract - won


def wants_tricks(st: State, seat: int) -> bool:
    """Whether ``seat``'s side (a non-nil seat) should try to win the trick."""
    left = 13 - st.nt
    team = seat & 1
    _, need = needs(st, team)
    if need > 0:
        return True
    oc, oneed = needs(st, team ^ 1)
    return oc > 0 and oneed > 0 and oneed + SET_MARGIN >= left


def _discard(h: int, legal: int, out: int, want: bool) -> int:
    """A card to throw when void and not trying to win with a trump."""
    side = legal & NON_SPADE
    if not side:
        return _low(legal)
    if not want:
        return highest_rank(side)
    # keep masters; shorten the shortest side suit (a future ruff)
    best, best_len = -1, 99
    for s in (1, 2, 3):
        m = side & SUIT_MASK[s]
        if m:
            c = _low(m)
            n = m.bit_count()
            master = not (out & ABOVE[_high(m)])
            if master and n == 1:
                n += 10  # a lone master is a trick: throw it last
            if n < best_len:
                best, best_len = c, n
    return best


def safest_lead(legal: int, out: int) -> int:
    """The lead least likely to win: the low card with the most outstanding cards above it."""
    cand = legal & NON_SPADE or legal
    best, best_score = -1, -99
    for s in range(4):
        m = cand & SUIT_MASK[s]
        if m:
            c = _low(m)
            above = (out & ABOVE[c]).bit_count()
            score = above * 16 - c % 13 if out & SUIT_MASK[s] else -50 - c % 13
            if score > best_score:
                best, best_score = c, score
    return best


def _ruff_risk(st: State, seat: int, suit: int, out: int) -> bool:
    """Whether an opponent may trump a lead of ``suit`` (shown void, or no card of it left)."""
    if not out & SPADES:
        return False
    v = st.voids
    for o in (seat ^ 1, seat ^ 3):
        if v[o] >> suit & 1 and not v[o] & 1:
            return True
    return (out & SUIT_MASK[suit]).bit_count() < 2


def _lead(st: State, seat: int, h: int, legal: int, out: int) -> int:
    bids = st.bids
    tr = st.tricks
    p = seat ^ 2
    if bids[seat] <= 0 and not tr[seat]:
        return safest_lead(legal, out)
    if bids[p] <= 0 and not tr[p]:
        # cover the nil: lead high, best of all into a suit the nil partner has shown void in
        pv = st.voids[p]
        best, best_key = -1, -99
        for s in range(4):
            m = legal & SUIT_MASK[s]
            if m:
                c = _high(m)
                key = c % 13 + (20 if pv >> s & 1 and s else 0) + (0 if s else -3)
                if not out & ABOVE[c]:
                    key += 10
                if key > best_key:
                    best, best_key = c, key
        return best
    for o in (seat ^ 1, seat ^ 3):
        if bids[o] <= 0 and not tr[o]:
            ov = st.voids[o]
            cand = legal
            for s in range(4):
                if ov >> s & 1:
                    cand &= ~SUIT_MASK[s]
            return lowest_rank(cand or legal)
    if not wants_tricks(st, seat):
        return safest_lead(legal, out)
    # cash side-suit masters that will not be trumped
    best, best_out = -1, -1
    for s in (1, 2, 3):
        m = legal & SUIT_MASK[s]
        if m:
            c = _high(m)
            if not out & ABOVE[c] and not _ruff_risk(st, seat, s, out):
                n = (out & SUIT_MASK[s]).bit_count()
                if n > best_out:
                    best, best_out = c, n
    if best >= 0:
        return best
    sp = legal & SPADES
    if sp:
        top = _high(sp)
        osp = out & SPADES
        long_enough = osp.bit_count() <= 2 * sp.bit_count() or not legal & NON_SPADE
        if not osp & ABOVE[top] and long_enough:
            return top  # draw trumps with the master
    side = legal & NON_SPADE
    if not side:
        return _high(sp) if sp and not (out & SPADES & ABOVE[_high(sp)]) else _low(legal)
    # into partner's void, if partner may still hold a spade and the opponents follow
    pv = st.voids[p]
    if pv & 14 and not pv & 1:
        for s in (1, 2, 3):
            m = side & SUIT_MASK[s]
            if m and pv >> s & 1 and not _ruff_risk(st, seat, s, out):
                return _low(m)
    # back to partner's strength: a side suit it led an honour of
    pl = st.leads >> (4 * p) & 14
    if pl and PARTNER_SUIT:
        for s in (1, 2, 3):
            m = side & SUIT_MASK[s]
            if m and pl >> s & 1 and not _ruff_risk(st, seat, s, out):
                return _high(m) if m.bit_count() == 1 else _low(m)
    # shorten a side suit to ruff it later, if we hold spades to ruff with
    if h & SPADES:
        for s in (1, 2, 3):
            m = side & SUIT_MASK[s]
            if m and m.bit_count() == 1 and out & ABOVE[_low(m)]:
                return _low(m)
    # else low from the longest side suit
    best, best_len = -1, -1
    for s in (1, 2, 3):
        m = side & SUIT_MASK[s]
        if m:
            n = m.bit_count()
            if n > best_len:
                best, best_len = _low(m), n
    return best


def _safe_winner(st: State, seat: int, wc: int, out: int) -> bool:
    """Whether the winning card ``wc`` will hold against the seats still to play after ``seat``."""
    if out & ABOVE[wc]:
        return False
    if wc < 13:
        return True
    led = SUIT[st.trick[0]]
    if not out & SPADES:
        return True
    n = len(st.trick) + 1  # cards played once ``seat`` has played
    v = st.voids
    short = not out & SUIT_MASK[led]
    for k in range(n, 4):
        o = (st.leader + k) & 3
        if (short or v[o] >> led & 1) and not v[o] & 1:
            return False
    return True


def choose(st: State, seat: int) -> int:
    """The card ``seat`` plays now (the seat to act), by the rules above."""
    h = st.h[seat]
    t = st.trick
    n = len(t)
    rules = st.rules
    led = SUIT[t[0]] if n else -1
    # ``playable``'s first rule inline (a seat that can follow does): most cards follow, and
    # this runs for every card of every rollout
    legal = h & SUIT_MASK[led] if n else 0
    following = bool(legal)
    if not following:
        legal = playable(h, led, not st.nt, st.broken or rules.lead_any, rules.options)
    if not legal & (legal - 1):
        return _low(legal)
    out = FULL ^ (st.played | h)
    if not n:
        return _lead(st, seat, h, legal, out)

    bids = st.bids
    tr = st.tricks
    wc, ws = st.wc, st.ws
    beat = legal & BEAT[wc]
    last = n == 3
    p = seat ^ 2

    # 1. our nil
    if bids[seat] <= 0 and not tr[seat]:
        under = legal ^ beat
        if under:
            if following:
                return _high(under)
            side = under & NON_SPADE
            return highest_rank(side) if side else _high(under)
        return _high(legal) if last else _low(legal)
    if bids[p] <= 0 and not tr[p]:
        if (p - st.leader) & 3 > n:  # partner plays after us: win high so partner can duck
            if beat:
                return _high(legal) if following else _low(beat)
        elif ws == p and beat:  # partner is winning: overtake
            return _low(beat) if (last or not following) else _high(beat)

    # 2. their nil
    for o in (seat ^ 1, seat ^ 3):
        if bids[o] <= 0 and not tr[o]:
            if ws == o:
                under = legal ^ beat
                if under:
                    if following:
                        return _high(under)
                    side = under & NON_SPADE
                    return highest_rank(side) if side else _high(under)
                return _low(beat)
            if (o - st.leader) & 3 > n:
                if following:
                    return _low(legal)
                side = legal & NON_SPADE
                return lowest_rank(side) if side else _low(legal)

    # 3 and 4: tricks as needed, no bags
    want = wants_tricks(st, seat)
    if ws == p:
        if want and beat and following and not last and not _safe_winner(st, seat, wc, out):
            top = _high(beat)
            if not out & ABOVE[top]:  # we hold the master: win with the cheapest one
                hi = out & SUIT_MASK[led]
                return _low(beat & ABOVE[_high(hi)]) if hi else _low(beat)
        if following:
            if want:
                return _low(legal)
            under = legal ^ beat
            return _high(under) if under else _low(legal)
        return _discard(h, legal, out, want)
    if want:
        if beat:
            if not following:
                return _low(beat)
            if last:
                return _low(beat)
            hi = out & SUIT_MASK[led]
            masters = beat & ABOVE[_high(hi)] if hi else beat
            if masters:
                return _low(masters)
            if n == 2:
                return _high(beat)
            return _low(legal)
        if following:
            return _low(legal)
        return _discard(h, legal, out, True)
    under = legal ^ beat
    if under:
        if following:
            return _high(under)
        return _discard(h, under, out, False)
    return _high(legal) if last else _low(legal)
