"""The rule-based card play shared by ``basic`` and by ``strong``'s rollouts.

One function, ``play_card``, picks a card from plain ints (hand masks, the trick, the trump as
the seat knows it, the outstanding cards, publicly shown voids).  It sees only what its seat could
know, so the rollouts it drives are honest: defenders do not "know" a hidden trump, which keeps
PIMC from assuming everyone plays as if all cards were face up.

The rules are what an experienced Twenty-Nine player does:

* lead a master (a card no outstanding card of its suit beats), richest first; as the bidder with
  trump known, draw trumps with the master trump; otherwise lead low from a long plain suit;
* follow: with the partner surely winning, give them points ("smear") but never a master; with an
  opponent winning, win with the cheapest sure winner, or as last to play with the cheapest card
  that wins; otherwise play the cheapest card;
* void: ruff a trick that carries points with the cheapest trump that wins it; discard the
  cheapest card of the shortest plain suit, or smear points on a partner's sure winner.
"""

from __future__ import annotations

from games.players.masks import cards_in
from games.players.twentynine.tables import (
    HIGHER,
    HIGHER_REV,
    POINTS,
    REVERSED,
    STRENGTH,
    SUIT_OF,
    SUITS,
)
from games.twentynine.tricks import trick_winner


def _beats(c: int, best: int, led: int, live_trump: int, st: list[int]) -> bool:
    sc, sb = SUIT_OF[c], SUIT_OF[best]
    if sc == sb:
        return st[c] > st[best]
    return sc == live_trump


def _cheapest(cands: list[int], st: list[int]) -> int:
    """The card that costs least to give away: fewest points, then weakest."""
    best = cands[0]
    key = POINTS[best] * 16 + st[best]
    for c in cands[1:]:
        k = POINTS[c] * 16 + st[c]
        if k < key:
            best, key = c, k
    return best


def _weakest(cands: list[int], st: list[int]) -> int:
    best = cands[0]
    for c in cands[1:]:
        if st[c] < st[best]:
            best = c
    return best


def _strongest(cands: list[int], st: list[int]) -> int:
    best = cands[0]
    for c in cands[1:]:
        if st[c] > st[best]:
            best = c
    return best


def _richest(cands: list[int], st: list[int]) -> int:
    """Most points; among equals the weakest (keep the strong ones for winning)."""
    best = cands[0]
    key = POINTS[best] * 16 - st[best]
    for c in cands[1:]:
        k = POINTS[c] * 16 - st[c]
        if k > key:
            best, key = c, k
    return best


def play_card(
    seat: int,
    legal: int,
    hand: int,
    tcards: list[int],
    tseats: list[int],
    led: int,
    trump: int,
    live: bool,
    out: int,
    voids: list[int],
    after: tuple[int, ...],
    rev: bool = False,
    bidding_side: bool = False,
) -> int:
    """The card ``seat`` plays.

    ``legal`` is the playable mask, ``hand`` everything held; ``trump`` is the trump suit as this
    seat knows it (-1: unknown or none) and ``live`` whether it counts in this trick; ``out`` the
    cards other seats may still hold; ``voids[s]`` a 4-bit mask of suits seat ``s`` has shown it
    lacks; ``after`` the seats still to play in this trick after ``seat``.
    """
    st = REVERSED if rev else STRENGTH
    hi = HIGHER_REV if rev else HIGHER
    cards = cards_in(legal)
    if len(cards) == 1:
        return cards[0]
    if not tcards:
        return _lead(seat, cards, hand, trump, live, out, voids, st, hi, bidding_side)
    team = seat & 1
    live_t = trump if live else -1
    w = trick_winner(tcards, led, live_t, st)
    best = tcards[w]
    pts = 0
    for c in tcards:
        pts += POINTS[c]
    opps_after = [s for s in after if s & 1 != team]
    ruff_risk = _ruff_risk(opps_after, led, trump, live, out, voids)
    partner_wins = tseats[w] & 1 == team

    def sure(c: int) -> bool:
        """No seat after us can beat ``c`` (as far as this seat can tell)."""
        if not opps_after:
            return True
        if SUIT_OF[c] == live_t:
            return not hi[c] & out
        return not hi[c] & out and not ruff_risk

    following = SUIT_OF[cards[0]] == led and all(SUIT_OF[c] == led for c in cards)
    if partner_wins and (not after or sure(best)):
        # Smear: give points that cannot win a trick of their own; keep trumps and masters.
        plain = [c for c in cards if SUIT_OF[c] != trump or trump < 0]
        pool = plain or cards
        givers = [c for c in pool if hi[c] & out] or pool
        return _richest(givers, st)
    beaters = [c for c in cards if _beats(c, best, led, live_t, st)]
    if partner_wins:
        # Partner winning but not surely: overtake only with a sure winner, else play cheap.
        safe = [c for c in beaters if sure(c)]
        if safe and not following:
            return _weakest(safe, st)
        if safe:
            return _weakest(safe, st)
        return _cheapest([c for c in cards if SUIT_OF[c] != trump] or cards, st)
    if beaters:
        if not opps_after:
            # Last of the opponents to play: win as cheaply as possible.
            if not following and pts == 0 and not any(POINTS[c] for c in beaters):
                # Ruffing a pointless trick: only when rich in trumps.
                trumps_held = (hand & SUITS[trump]).bit_count() if trump >= 0 else 0
                if trumps_held < 3:
                    plain = [c for c in cards if SUIT_OF[c] != trump]
                    if plain:
                        return _discard(plain, hand, st, hi, out)
            return _weakest(beaters, st)
        safe = [c for c in beaters if sure(c)]
        if safe:
            return _weakest(safe, st)
        if following:
            if pts >= 2 or len(after) == 1:
                return _weakest(beaters, st) if len(after) == 1 else _strongest(beaters, st)
            return _cheapest(cards, st)
        # Void with a ruff that might be overruffed: ruff high when the trick is rich.
        if pts >= 1:
            return _strongest(beaters, st) if pts >= 3 else _weakest(beaters, st)
        plain = [c for c in cards if SUIT_OF[c] != trump]
        if plain:
            return _discard(plain, hand, st, hi, out)
        return _weakest(beaters, st)
    if following:
        return _cheapest(cards, st)
    plain = [c for c in cards if SUIT_OF[c] != trump] or cards
    return _discard(plain, hand, st, hi, out)


def _ruff_risk(
    opps_after: list[int], led: int, trump: int, live: bool, out: int, voids: list[int]
) -> bool:
    """Could an opponent still to play trump this trick?  Only if shown void in the led suit."""
    if not opps_after:
        return False
    if trump >= 0 and led == trump:
        return False
    if trump >= 0 and live and not out & SUITS[trump]:
        return False
    return any(voids[s] >> led & 1 for s in opps_after)


def _discard(cands: list[int], hand: int, st: list[int], hi: list[int], out: int) -> int:
    """Throw the cheapest card, preferring a short suit (toward a void) and non-masters."""
    best = cands[0]
    bkey = 1 << 30
    for c in cands:
        length = (hand & SUITS[SUIT_OF[c]]).bit_count()
        master = 0 if hi[c] & out else 1
        k = POINTS[c] * 64 + master * 32 + length * 4 + st[c] // 2
        if k < bkey:
            best, bkey = c, k
    return best


def _lead(
    seat: int,
    cards: list[int],
    hand: int,
    trump: int,
    live: bool,
    out: int,
    voids: list[int],
    st: list[int],
    hi: list[int],
    bidding_side: bool,
) -> int:
    opp_voids = voids[(seat + 1) & 3] | voids[(seat + 3) & 3]
    if trump >= 0:
        trumps_out = out & SUITS[trump]
        mine = [c for c in cards if SUIT_OF[c] == trump]
        if bidding_side and mine and trumps_out:
            top = _strongest(mine, st)
            if not hi[top] & out:
                return top  # draw trumps with the master trump
    # Cash masters in suits no opponent can ruff, the richest first.
    masters = []
    for c in cards:
        s = SUIT_OF[c]
        if hi[c] & out or not out & SUITS[s]:
            continue
        if s != trump and opp_voids >> s & 1 and (trump < 0 or not live or out & SUITS[trump]):
            continue
        if s == trump and not bidding_side:
            continue
        masters.append(c)
    if masters:
        return _richest_master(masters, st)
    # Lead low from the longest plain suit, avoiding suits where a lone honour would be exposed.
    best = cards[0]
    bkey = 1 << 30
    lowest: dict[int, int] = {}
    for c in cards:
        s = SUIT_OF[c]
        if s not in lowest or st[c] < st[lowest[s]]:
            lowest[s] = c  # only the lowest card of each suit is a lead candidate
    for c in lowest.values():
        s = SUIT_OF[c]
        held = hand & SUITS[s]
        k = POINTS[c] * 40 - held.bit_count() * 6 + st[c]
        if s == trump:
            k += 100 if not bidding_side else 60
        if opp_voids >> s & 1:
            k += 30
        if k < bkey:
            best, bkey = c, k
    return best


def _richest_master(masters: list[int], st: list[int]) -> int:
    best = masters[0]
    for c in masters[1:]:
        if POINTS[c] > POINTS[best] or (POINTS[c] == POINTS[best] and st[c] < st[best]):
            best = c
    return best
