"""The card-play and discard rules of ``basic``, written once for two kinds of knowledge.

A seat at the table knows only which cards each other seat *might* hold (the unseen cards,
minus the suits it has shown void in).  A simulated seat inside a search knows the sampled
hands exactly.  ``play_card`` takes ``poss[q]``, the cards seat ``q`` might hold, and ``exact``:
the same rules serve the real player (``exact=False``, cautious: any unseen card might be
anywhere) and the fast rollout policy of ``strong`` (``exact=True``: a seat that can follow
must follow, so it cannot trump).

The rules, as an experienced player would put them:
- lead the master trump while opponents may hold trumps (it draws their bauers, joker and ten);
  with every other trump gone, cash the joker, bauers and ten first;
- the bidder without the master opens with a cheap trump to draw the others out;
- otherwise lead a safe off-suit ace, else the cheapest card;
- a partner's sure winner is fed the joker, a bauer or a ten, and is never overtaken;
- an opponent's trick is taken with the cheapest sure winner when it is worth taking, and a
  point card is not risked on a trick that can still be overtaken;
- a lost trick gets the cheapest card (the trump 2 first: Low is its player's either way).
"""

from __future__ import annotations

from games.players.masks import cards_in
from games.players.schmier.tables import (
    DUMP_COST,
    GAIN,
    TABLES,
    TRUMP_ORDER,
    WIN_SCORE,
    TrumpTables,
    best_of,
)

SEATS = 6
WORTH_TAKING = 60
"""A trick is taken with a sure winner only when what it holds plus the winner's own score
clears this: roughly, when it holds a point or a ten and the winner is cheap.  Winning an
empty trick spends a trump or an ace that can take a richer one later (measured: 0 → 60 is
worth +0.34 a deal to ``basic``)."""
BIDDER_OPENS = "low"
"""The bidder's team without the master trump opens trick 1 with its cheapest trump ("low"),
its highest ("high"), or leads as any other seat ("plain")."""
OPPONENT_TRICK = 15
"""Extra reason to take a trick an opponent would otherwise win (it would also lead next)."""
RISK_GAIN = 20
"""A trick must hold at least this much (a ten, a point) before an unsure winner is risked."""


def _beats(t: TrumpTables, led: int) -> tuple[int, ...]:
    """``table[key + 1]``: the cards that beat a card of strength ``key`` in a ``led`` trick."""
    strength = t.strength[led]
    top = max(strength)
    out = []
    for key in range(-1, top + 1):
        m = 0
        for c in range(53):
            if strength[c] > key:
                m |= 1 << c
        out.append(m)
    return tuple(out)


BEATS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_beats(t, led) for led in range(4)) for t in TABLES
)
"""``BEATS[trump][led][key + 1]``: bitmask of the cards stronger than strength ``key``."""


def play_card(
    trump: int,
    seat: int,
    hand: int,
    legal: int,
    trick: list[tuple[int, int]],
    team_of: tuple[int, ...],
    poss: list[int],
    exact: bool,
    first_trick_bidder: bool,
) -> int:
    """The card ``seat`` plays (one of the cards in the mask ``legal``)."""
    if not trick:
        return lead_card(trump, seat, hand, legal, team_of, poss, first_trick_bidder)
    t = TABLES[trump]
    led = t.eff[trick[0][1]]
    strength = t.strength[led]
    beats = BEATS[trump][led]
    wkey, wseat = -2, -1
    gain = 0
    g = GAIN[trump]
    for s, c in trick:
        key = strength[c]
        if key > wkey:
            wkey, wseat = key, s
        gain += g[c]
    me = team_of[seat]
    lm = t.suit_masks[led]
    opp = 0  # what the opponents still to play might beat us with
    for i in range(1, SEATS - len(trick)):
        q = (seat + i) % SEATS
        if team_of[q] != me:
            p = poss[q]
            if exact and p & lm:
                p &= lm
            opp |= p
    win = WIN_SCORE[trump]
    over = beats[wkey + 1]
    ours = team_of[wseat] == me
    if ours and not opp & over:  # feed the partner's sure trick
        return max(cards_in(legal), key=win.__getitem__)
    dump = DUMP_COST[trump]
    sure = risky = cheap = -1
    for c in cards_in(legal):
        if over >> c & 1:
            if not opp & beats[strength[c] + 1]:
                if sure < 0 or win[c] > win[sure]:
                    sure = c
            elif g[c] < 60 and (risky < 0 or strength[c] > strength[risky]):
                risky = c
        if cheap < 0 or dump[c] < dump[cheap]:
            cheap = c
    if sure >= 0:
        if gain + win[sure] + (0 if ours else OPPONENT_TRICK) > WORTH_TAKING:
            return sure
    elif not ours and risky >= 0 and gain >= RISK_GAIN:
        return risky
    return cheap


def lead_card(
    trump: int,
    seat: int,
    hand: int,
    legal: int,
    team_of: tuple[int, ...],
    poss: list[int],
    first_trick_bidder: bool,
) -> int:
    """The card ``seat`` leads."""
    t = TABLES[trump]
    tmask = t.mask
    me = team_of[seat]
    others = 0
    opp = 0
    for q in range(SEATS):
        if q != seat:
            others |= poss[q]
            if team_of[q] != me:
                opp |= poss[q]
    mine = legal & tmask
    if mine:
        their = others & tmask
        order = TRUMP_ORDER[trump]
        top = best_of(mine, order)
        if not their:
            return max(cards_in(mine), key=GAIN[trump].__getitem__)
        if not their & BEATS[trump][trump][t.power[top] + 1]:
            return top
        if first_trick_bidder and BIDDER_OPENS == "low":
            return min(cards_in(mine), key=DUMP_COST[trump].__getitem__)
        if first_trick_bidder and BIDDER_OPENS == "high":
            return top
    plain = legal & ~tmask
    if plain:
        beats = BEATS[trump]
        suit_masks = t.suit_masks
        masters = []
        for c in cards_in(plain):
            suit = c // 13
            if not others & suit_masks[suit] & beats[suit][c % 13 + 1]:
                masters.append(c)
        if masters and not opp & tmask:
            return max(masters, key=lambda c: GAIN[trump][c] + c % 13)
        for c in masters:
            if c % 13 == 12 and GAIN[trump][c] <= 12:
                return c
        return min(cards_in(plain), key=DUMP_COST[trump].__getitem__)
    return min(cards_in(legal), key=DUMP_COST[trump].__getitem__)


def plain_keep(trump: int, card: int, hand: int) -> int:
    """How much a non-trump is worth keeping: an ace may win its suit and take a ten; a ten or
    king behind its own ace is guarded; everything else is worth its rank (which is little)."""
    r = card % 13
    score = r
    ace_held = hand >> (card - r + 12) & 1
    if r == 12:
        score += 20
    elif r == 8 and ace_held:
        score += 12
    elif r == 11 and ace_held:
        score += 4
    return score


ACE_KEEP = 20
"""``plain_keep`` of an ace: a non-dealer keeps its off-suit aces and throws the rest."""


def non_dealer_discard(trump: int, hand: int, max_discard: int) -> int:
    """A non-dealer throws its non-trumps but its aces (up to ``max_discard``): each
    replacement may be a trump, and trumps take the points."""
    t = TABLES[trump]
    plain = [c for c in cards_in(hand & ~t.mask) if plain_keep(trump, c, hand) < ACE_KEEP]
    plain.sort(key=lambda c: plain_keep(trump, c, hand))
    out = 0
    for c in plain[:max_discard]:
        out |= 1 << c
    return out


def trump_keep(trump: int, card: int) -> int:
    """How much a trump the dealer may discard is worth keeping (rank, and the ten's value)."""
    return DUMP_COST[trump][card]


def dealer_discard(trump: int, hand: int) -> int:
    """The dealer's discard down to six: with six trumps or fewer keep every trump and fill up
    with the best plain cards (aces, guarded tens, cards of one suit so the others are void);
    with more, throw every plain card and the lowest unprotected trumps."""
    t = TABLES[trump]
    trumps = hand & t.mask
    n_trumps = trumps.bit_count()
    plain = hand & ~t.mask
    if n_trumps > 6:
        may = cards_in(trumps & ~t.protected)
        may.sort(key=lambda c: trump_keep(trump, c))
        out = plain
        for c in may[: n_trumps - 6]:
            out |= 1 << c
        return out
    room = 6 - n_trumps
    left = cards_in(plain)
    kept = 0
    suits = 0
    for _ in range(room):
        best = max(
            left,
            key=lambda c: plain_keep(trump, c, hand) + (4 if suits >> (c // 13) & 1 else 0),
        )
        left.remove(best)
        kept |= 1 << best
        suits |= 1 << (best // 13)
    return plain & ~kept
