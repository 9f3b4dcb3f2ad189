"""``rollout(st, policy.choose)`` in one function: the same cards, about half the CPU.

A rollout is most of ``strong``'s time, and most of a rollout was the cost of calls and
attribute reads (``choose``, ``State.play``, ``wants_tricks`` twice a card), not of the rules.
``play_out`` keeps the hand in local variables, plays each card inline, and works out each side's
"wants tricks" once per trick (it changes only when a trick is taken).  The rules are
``policy.choose``'s, line for line; a test plays both over thousands of positions and compares
every card.  ``policy.choose`` stays the readable statement of the rules (and ``basic``'s play).
"""

from __future__ import annotations

from games.players.spades import policy
from games.players.spades.sim import State
from games.players.spades.tables import (
    ABOVE,
    FULL,
    NON_SPADE,
    RANK,
    SPADES,
    SUIT,
    SUIT_MASK,
    TWO_OF_CLUBS,
    highest_rank,
    lowest_rank,
)
from games.spades.tricks import BEAT


def _needs(b1: int, b2: int, t1: int, t2: int, count_nil: bool) -> tuple[int, int]:
    """``policy.needs`` from the bids and tricks of one side's two seats."""
    contract = 0
    won = 0
    if b1 > 0:
        contract += b1
        won += t1
    if b2 > 0:
        contract += b2
        won += t2
    if contract and count_nil:
        if b1 <= 0:
            won += t1
        if b2 <= 0:
            won += t2
    return contract, contract - won


def _discard(h: int, legal: int, out: int, want: bool) -> int:
    """``policy._discard``."""
    side = legal & NON_SPADE
    if not side:
        return (legal & -legal).bit_length() - 1
    if not want:
        return highest_rank(side)
    best, best_len = -1, 99
    for s in (1, 2, 3):
        m = side & SUIT_MASK[s]
        if m:
            c = (m & -m).bit_length() - 1
            n = m.bit_count()
            if n == 1 and not (out & ABOVE[m.bit_length() - 1]):
                n += 10
            if n < best_len:
                best, best_len = c, n
    return best


def _ruff_risk(voids: list[int], seat: int, suit: int, out: int) -> bool:
    """``policy._ruff_risk``."""
    if not out & SPADES:
        return False
    for o in (seat ^ 1, seat ^ 3):
        v = voids[o]
        if v >> suit & 1 and not v & 1:
            return True
    return (out & SUIT_MASK[suit]).bit_count() < 2


def _lead(
    bids: list[int],
    tr: list[int],
    voids: list[int],
    leads: int,
    seat: int,
    h: int,
    legal: int,
    out: int,
    want: bool,
    partner_suit: bool,
    nils: bool = True,
) -> int:
    """``policy._lead`` (``want``: ``wants_tricks`` for the leader's side; ``nils``: some seat
    bid nil, else the nil rules are skipped)."""
    p = seat ^ 2
    if nils:
        if bids[seat] <= 0 and not tr[seat]:
            return policy.safest_lead(legal, out)
        if bids[p] <= 0 and not tr[p]:
            pv = voids[p]
            best, best_key = -1, -99
            for s in range(4):
                m = legal & SUIT_MASK[s]
                if m:
                    c = m.bit_length() - 1
                    key = c % 13 + (20 if pv >> s & 1 and s else 0) + (0 if s else -3)
                    if not out & ABOVE[c]:
                        key += 10
                    if key > best_key:
                        best, best_key = c, key
            return best
        for o in (seat ^ 1, seat ^ 3):
            if bids[o] <= 0 and not tr[o]:
                ov = voids[o]
                cand = legal
                for s in range(4):
                    if ov >> s & 1:
                        cand &= ~SUIT_MASK[s]
                return lowest_rank(cand or legal)
    if not want:
        return policy.safest_lead(legal, out)
    best, best_out = -1, -1
    for s in (1, 2, 3):
        m = legal & SUIT_MASK[s]
        if m:
            c = m.bit_length() - 1
            if not out & ABOVE[c] and not _ruff_risk(voids, seat, s, out):
                n = (out & SUIT_MASK[s]).bit_count()
                if n > best_out:
                    best, best_out = c, n
    if best >= 0:
        return best
    sp = legal & SPADES
    if sp:
        top = sp.bit_length() - 1
        osp = out & SPADES
        long_enough = osp.bit_count() <= 2 * sp.bit_count() or not legal & NON_SPADE
        if not osp & ABOVE[top] and long_enough:
            return top
    side = legal & NON_SPADE
    if not side:
        if sp and not (out & SPADES & ABOVE[sp.bit_length() - 1]):
            return sp.bit_length() - 1
        return (legal & -legal).bit_length() - 1
    pv = voids[p]
    if pv & 14 and not pv & 1:
        for s in (1, 2, 3):
            m = side & SUIT_MASK[s]
            if m and pv >> s & 1 and not _ruff_risk(voids, seat, s, out):
                return (m & -m).bit_length() - 1
    pl = leads >> (4 * p) & 14
    if pl and partner_suit:
        for s in (1, 2, 3):
            m = side & SUIT_MASK[s]
            if m and pl >> s & 1 and not _ruff_risk(voids, seat, s, out):
                if m.bit_count() == 1:
                    return m.bit_length() - 1
                return (m & -m).bit_length() - 1
    if h & SPADES:
        for s in (1, 2, 3):
            m = side & SUIT_MASK[s]
            if m and m.bit_count() == 1 and out & ABOVE[(m & -m).bit_length() - 1]:
                return (m & -m).bit_length() - 1
    best, best_len = -1, -1
    for s in (1, 2, 3):
        m = side & SUIT_MASK[s]
        if m:
            n = m.bit_count()
            if n > best_len:
                best, best_len = (m & -m).bit_length() - 1, n
    return best


def _safe_winner(voids: list[int], leader: int, led: int, n: int, wc: int, out: int) -> bool:
    """``policy._safe_winner`` for the seat playing the ``n``-th card (0-based) of the trick."""
    if out & ABOVE[wc]:
        return False
    if wc < 13:
        return True
    if not out & SPADES:
        return True
    short = not out & SUIT_MASK[led]
    for k in range(n + 1, 4):
        v = voids[(leader + k) & 3]
        if (short or v >> led & 1) and not v & 1:
            return False
    return True


def _follow(
    h: int,
    legal: int,
    following: bool,
    out: int,
    seat: int,
    n: int,
    led: int,
    wc: int,
    ws: int,
    leader: int,
    bids: list[int],
    tr: list[int],
    voids: list[int],
    want: bool,
    nils: bool = True,
) -> int:
    """``policy.choose`` for a seat that does not lead and has a choice (``nils``: some seat
    bid nil, else the nil rules are skipped)."""
    beat = legal & BEAT[wc]
    last = n == 3
    p = seat ^ 2
    if nils:
        if bids[seat] <= 0 and not tr[seat]:
            under = legal ^ beat
            if under:
                if following:
                    return under.bit_length() - 1
                side = under & NON_SPADE
                return highest_rank(side) if side else under.bit_length() - 1
            return legal.bit_length() - 1 if last else (legal & -legal).bit_length() - 1
        if bids[p] <= 0 and not tr[p]:
            if (p - leader) & 3 > n:
                if beat:
                    if following:
                        return legal.bit_length() - 1
                    return (beat & -beat).bit_length() - 1
            elif ws == p and beat:
                if last or not following:
                    return (beat & -beat).bit_length() - 1
                return beat.bit_length() - 1
        for o in (seat ^ 1, seat ^ 3):
            if bids[o] <= 0 and not tr[o]:
                if ws == o:
                    under = legal ^ beat
                    if under:
                        if following:
                            return under.bit_length() - 1
                        side = under & NON_SPADE
                        return highest_rank(side) if side else under.bit_length() - 1
                    return (beat & -beat).bit_length() - 1
                if (o - leader) & 3 > n:
                    if following:
                        return (legal & -legal).bit_length() - 1
                    side = legal & NON_SPADE
                    return lowest_rank(side) if side else (legal & -legal).bit_length() - 1
    if ws == p:
        if (
            want
            and beat
            and following
            and not last
            and not _safe_winner(voids, leader, led, n, wc, out)
        ):
            top = beat.bit_length() - 1
            if not out & ABOVE[top]:
                hi = out & SUIT_MASK[led]
                if hi:
                    m = beat & ABOVE[hi.bit_length() - 1]
                    return (m & -m).bit_length() - 1
                return (beat & -beat).bit_length() - 1
        if following:
            if want:
                return (legal & -legal).bit_length() - 1
            under = legal ^ beat
            if under:
                return under.bit_length() - 1
            return (legal & -legal).bit_length() - 1
        return _discard(h, legal, out, want)
    if want:
        if beat:
            if not following or last:
                return (beat & -beat).bit_length() - 1
            hi = out & SUIT_MASK[led]
            masters = beat & ABOVE[hi.bit_length() - 1] if hi else beat
            if masters:
                return (masters & -masters).bit_length() - 1
            if n == 2:
                return beat.bit_length() - 1
            return (legal & -legal).bit_length() - 1
        if following:
            return (legal & -legal).bit_length() - 1
        return _discard(h, legal, out, True)
    under = legal ^ beat
    if under:
        if following:
            return under.bit_length() - 1
        return _discard(h, under, out, False)
    return legal.bit_length() - 1 if last else (legal & -legal).bit_length() - 1


def _claims(h: int, rest: int) -> bool:
    """Whether the leader, holding ``h`` with ``rest`` in the other hands, wins every trick left
    whatever anyone plays: in each suit it holds, its lowest card is above every card of that
    suit the others hold, and no one can ruff (the others hold no spade, or the leader holds
    nothing but spades)."""
    if rest & SPADES and h & NON_SPADE:
        return False
    for m in SUIT_MASK:
        hs = h & m
        if hs and (hs & -hs) < (rest & m):
            return False
    return True


def play_out(st: State, claim: bool = False) -> None:
    """Play the hand out with ``policy.choose`` at every seat, as ``sim.rollout`` does.

    ``claim``: stop as soon as the tricks left are decided whatever is played (``_claims``:
    the leader's every card wins), or at the last trick (one card per seat, so forced), with
    the tricks counted to the seat that takes them.  The tricks per seat are then exactly those of
    the full rollout, which is all the value reads; the hands, voids and leads are left as they
    were at the stop."""
    rules = st.rules
    options = rules.options
    lead_any = rules.lead_any
    count_nil = rules.count_nil_tricks
    no_sp1 = options.no_spades_first_trick
    c2 = options.first_lead == "two_of_clubs"
    set_margin = policy.SET_MARGIN
    partner_suit = policy.PARTNER_SUIT
    hands = st.h
    bids = st.bids
    tr = st.tricks
    voids = st.voids
    leads = st.leads
    trick = st.trick
    leader = st.leader
    played = st.played
    broken = st.broken
    nt = st.nt
    wc, ws = st.wc, st.ws
    b0, b1, b2, b3 = bids
    # the tables as locals: a local read is cheaper than a global one, pure or compiled
    suit_of, suit_mask, beat_of, rank_of = SUIT, SUIT_MASK, BEAT, RANK
    full, non_spade, two_clubs = FULL, NON_SPADE, TWO_OF_CLUBS
    want0 = want1 = False
    fresh = True
    nils = b0 <= 0 or b1 <= 0 or b2 <= 0 or b3 <= 0
    n = len(trick)
    led = suit_of[trick[0]] if n else -1
    while nt < 13:
        if fresh:
            left = 13 - nt
            if claim and not n:
                h = hands[leader]
                if left == 1:  # the last trick: one card each, so every card is forced
                    wc, ws = h.bit_length() - 1, leader
                    for k in (1, 2, 3):
                        seat = (leader + k) & 3
                        c = hands[seat].bit_length() - 1
                        if beat_of[wc] >> c & 1:
                            wc, ws = c, seat
                    tr[ws] += 1
                    nt = 13
                    break
                if left <= 3 and _claims(h, full ^ (played | h)):
                    tr[leader] += left
                    nt = 13
                    break
            # each side's ``wants_tricks`` (``policy.needs``): it changes only when a trick is
            # taken
            t0, t1, t2, t3 = tr
            c_a = n_a = c_b = n_b = 0
            if b0 > 0:
                c_a, n_a = b0, b0 - t0
            if b2 > 0:
                c_a += b2
                n_a += b2 - t2
            if c_a and count_nil:
                if b0 <= 0:
                    n_a -= t0
                if b2 <= 0:
                    n_a -= t2
            if b1 > 0:
                c_b, n_b = b1, b1 - t1
            if b3 > 0:
                c_b += b3
                n_b += b3 - t3
            if c_b and count_nil:
                if b1 <= 0:
                    n_b -= t1
                if b3 <= 0:
                    n_b -= t3
            want0 = n_a > 0 or (c_b > 0 and n_b > 0 and n_b + set_margin >= left)
            want1 = n_b > 0 or (c_a > 0 and n_a > 0 and n_a + set_margin >= left)
            fresh = False
        seat = (leader + n) & 3
        h = hands[seat]
        if n:
            legal = h & suit_mask[led]
            follows = legal != 0
            if not follows:
                legal = (h & non_spade or h) if not nt and no_sp1 else h
            if legal & (legal - 1):
                c = _follow(
                    h,
                    legal,
                    follows,
                    full ^ (played | h),
                    seat,
                    n,
                    led,
                    wc,
                    ws,
                    leader,
                    bids,
                    tr,
                    voids,
                    want1 if seat & 1 else want0,
                    nils,
                )
            else:
                c = legal.bit_length() - 1
            if not follows:
                v = voids[seat] | 1 << led
                if c < 13 and not nt and no_sp1:
                    v |= 14
                voids[seat] = v
            if beat_of[wc] >> c & 1:
                wc, ws = c, seat
        else:
            if not nt and c2 and h >> two_clubs & 1:
                legal = 1 << two_clubs
            elif broken or lead_any or not h & non_spade:
                legal = h
            else:
                legal = h & non_spade
            if legal & (legal - 1):
                c = _lead(
                    bids,
                    tr,
                    voids,
                    leads,
                    seat,
                    h,
                    legal,
                    full ^ (played | h),
                    want1 if seat & 1 else want0,
                    partner_suit,
                    nils,
                )
            else:
                c = legal.bit_length() - 1
            if c < 13 and not broken and not lead_any:
                voids[seat] |= 14
            if rank_of[c] >= 9:
                leads |= 1 << (4 * seat + suit_of[c])
            wc, ws = c, seat
            led = suit_of[c]
        bit = 1 << c
        hands[seat] = h ^ bit
        played |= bit
        if c < 13:
            broken = True
        if n == 3:
            tr[ws] += 1
            leader = ws
            n = 0
            nt += 1
            fresh = True
        else:
            n += 1
    trick = []
    st.trick = trick
    st.leader = leader
    st.played = played
    st.broken = broken
    st.nt = nt
    st.leads = leads
    st.wc, st.ws = wc, ws
