"""``strong``'s bids, trump choice and discards: simulate the deal from the seat's hand.

A bid is judged by what it leads to.  The seat samples deals of the cards it has not seen
(``deal_worlds``), the hands of the seats that have already spoken drawn to agree with what
they said (a seat that bid holds a hand the rule-based evaluation would bid with; a seat that
passed, one it would pass with).  In each world it finishes the auction for each of its
options with the rule-based bidding of the later seats (a higher bid may be overcalled, a pass
may hand the contract to someone else or lead to a redeal), then plays the resulting contract
out (``sim.play_deal``: discards, draws, the dealer's pickup, and play).  The option with the
best mean margin over the same worlds is chosen, so a bid is made when the hand, in this seat
and after these bids, is worth it, and the size of a set is weighed against what passing gives.

Trump: the same worlds, each suit played out with the seat as bidder; the best mean margin.
Discards: each candidate discard (keep the trumps and the best cards, throw the 0..max worst;
the dealer: a few alternative sets of plain cards or trumps to keep) is played out in sampled
worlds of the exchange that follows.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from itertools import combinations

from games.actions import Action, Bid, Discard, Pass, Trump
from games.cards import CARDS, Suit
from games.players.masks import cards_in
from games.players.schmier import model, rules
from games.players.schmier.knowledge import SEATS, Knowledge
from games.players.schmier.policy import dealer_discard, non_dealer_discard, plain_keep
from games.players.schmier.sim import Rules, hand_scores, margins, play_deal, rollout, start_play
from games.players.schmier.tables import DUMP_COST, FULL, TABLES

BID_WORLDS = 32
TRUMP_WORLDS = 32
DISCARD_WORLDS = 24
CONSISTENCY_TRIES = 40
"""Hands drawn for a seat that has spoken before one agrees with its bid or pass."""
SUIT_SHORTLIST = 2
BID_LEVELS = 4
"""How many of the legal bids (lowest first) are weighed."""
"""Suits (best by the model) the seat considers naming when it weighs a bid."""
REDEAL = 0.0
"""The margin of a hand everybody passes: it is redealt, and the fresh deal is even."""
SAFETY = 0.05


def _order(k: Knowledge) -> list[int]:
    """The seats in speaking order, from the dealer's left to the dealer."""
    return [(k.dealer + i) % SEATS for i in range(1, SEATS + 1)]


def _legal_bids(k: Knowledge, high: int) -> list[int]:
    o = k.options
    return list(range(max(o.min_bid, high + 1), o.max_bid + 1))


def deal_worlds(k: Knowledge, rng: random.Random, n: int) -> list[tuple[list[int], list[int]]]:
    """``n`` deals (six dealt hands, the stock top first) that agree with the seat's hand and
    with the bids and passes already made."""
    unseen = cards_in(FULL & ~k.hand)
    spoken: list[tuple[int, int, int, list[int]]] = []  # (seat, said, bidder then, legal bids)
    high, bidder = 0, -1
    for s in _order(k):
        said = k.bids[s]
        if said is None:
            break
        if s != k.seat:
            spoken.append((s, said, bidder, _legal_bids(k, high)))
        if said:
            high, bidder = said, s
    worlds = []
    for _ in range(n):
        pool = list(unseen)
        rng.shuffle(pool)
        hands = [0] * SEATS
        hands[k.seat] = k.hand
        for s, said, bidder_then, legal in spoken:
            hands[s] = _consistent_hand(k, pool, s, said, bidder_then, legal, rng)
        pos = 0
        for s in range(SEATS):
            if s != k.seat and not hands[s]:
                for c in pool[pos : pos + 6]:
                    hands[s] |= 1 << c
                pos += 6
        worlds.append((hands, pool[pos:]))
    return worlds


def _consistent_hand(
    k: Knowledge,
    pool: list[int],
    seat: int,
    said: int,
    bidder: int,
    legal: list[int],
    rng: random.Random,
) -> int:
    """Take six cards from ``pool`` that ``seat`` would have bid ``said`` (0: pass) with."""
    n = len(pool)
    hand = 0
    picks: list[int] = []
    for _ in range(CONSISTENCY_TRIES):
        picks = rng.sample(range(n), 6)
        hand = 0
        for i in picks:
            hand |= 1 << pool[i]
        if rules.basic_bid(hand, seat, k.dealer, k.n_teams, bidder, legal) == said:
            break
    for i in sorted(picks, reverse=True):
        pool.pop(i)
    return hand


def _finish_auction(
    k: Knowledge, hands: list[int], mine: int, can_pass: bool = True
) -> tuple[int, int]:
    """(bidder, bid) after the seat says ``mine`` (0: pass) and the later seats bid by the
    rules; (-1, 0) if everybody passes."""
    high, bidder = k.high, k.bidder
    if mine:
        high, bidder = mine, k.seat
    max_bid = k.options.max_bid
    stuck = k.options.all_pass == "dealer_stuck"
    order = _order(k)
    for s in order[order.index(k.seat) + 1 :]:
        if high >= max_bid:
            break
        legal = _legal_bids(k, high)
        must = stuck and s == k.dealer and bidder < 0
        b = rules.basic_bid(hands[s], s, k.dealer, k.n_teams, bidder, legal, not must)
        if b:
            high, bidder = b, s
    return bidder, high


def _score_margin(points: list[int], bidder_team: int, bid: int, team: int) -> float:
    return margins(hand_scores(points, bidder_team, bid))[team]


def choose_bid(
    k: Knowledge,
    legal: Sequence[Action],
    rng: random.Random,
    deadline: float,
    worlds: int = BID_WORLDS,
) -> Action:
    bids = [a.n for a in legal if isinstance(a, Bid)]
    can_pass = any(isinstance(a, Pass) for a in legal)
    sim = Rules.from_options(k.options, k.n_teams)
    dealer = k.seat == k.dealer
    suits = sorted(range(4), key=lambda s: -model.expected_points(k.hand, s, dealer, k.n_teams))
    suits = suits[:SUIT_SHORTLIST]
    options: list[tuple[int, int]] = [(0, -1)] if can_pass else []
    options += [(b, s) for b in bids[:BID_LEVELS] for s in suits]
    totals = [0.0] * len(options)
    team = k.my_team
    stop = deadline - SAFETY
    for hands, stock in deal_worlds(k, rng, worlds):
        if time.monotonic() > stop:
            break
        played: dict[tuple[int, int], list[int]] = {}
        for i, (b, suit) in enumerate(options):
            bidder, bid = _finish_auction(k, hands, b, can_pass)
            if bidder < 0:
                totals[i] += REDEAL
                continue
            trump = (
                suit
                if bidder == k.seat
                else model.best_trump(hands[bidder], bidder == k.dealer, k.n_teams)[0]
            )
            key = (bidder, trump)
            if key not in played:
                state = play_deal(trump, hands, stock, k.dealer, bidder, bid, sim)
                played[key] = state.points(k.n_teams)
            totals[i] += _score_margin(played[key], bidder % k.n_teams, bid, team)
    # ties go to the smaller commitment: pass, then the lowest bid
    best = max(range(len(options)), key=lambda i: (totals[i], -options[i][0]))
    b = options[best][0]
    return Bid(b) if b else Pass()


def choose_trump(
    k: Knowledge, rng: random.Random, deadline: float, worlds: int = TRUMP_WORLDS
) -> Action:
    sim = Rules.from_options(k.options, k.n_teams)
    totals = [0.0] * 4
    stop = deadline - SAFETY
    dealer = k.seat == k.dealer
    basic, _ = model.best_trump(k.hand, dealer, k.n_teams)
    for hands, stock in deal_worlds(k, rng, worlds):
        if time.monotonic() > stop:
            break
        for s in range(4):
            state = play_deal(s, hands, stock, k.dealer, k.seat, k.high, sim)
            totals[s] += margins(state.scores(k.n_teams))[k.my_team]
    best = max(range(4), key=lambda s: (totals[s], s == basic))
    return Trump(Suit(best))


# ----- discards -------------------------------------------------------------------------------


def _discard_worlds(k: Knowledge, rng: random.Random, n: int) -> list[tuple[list[int], list[int]]]:
    """Worlds at the seat's discard: the other hands as they are now and the stock still to
    draw (top first).  Seats that already discarded threw non-trumps."""
    t = TABLES[k.trump]
    unseen = FULL & ~(k.hand | k.discarded | k.public_out)
    earlier = [s for s in range(SEATS) if s != k.seat and k.discard_counts[s] is not None]
    thrown = sum(k.discard_counts[s] or 0 for s in earlier)
    worlds = []
    plain = cards_in(unseen & ~t.mask)
    for _ in range(n):
        # what the earlier seats threw: non-trumps, out of the game
        out = 0
        for c in rng.sample(plain, min(thrown, len(plain))):
            out |= 1 << c
        pool = cards_in(unseen & ~out)
        rng.shuffle(pool)
        hands = [0] * SEATS
        hands[k.seat] = k.hand
        pos = 0
        for s in range(SEATS):
            if s != k.seat:
                for c in pool[pos : pos + k.hand_sizes[s]]:
                    hands[s] |= 1 << c
                pos += k.hand_sizes[s]
        worlds.append((hands, pool[pos:]))
    return worlds


def _play_exchange(
    k: Knowledge, hands: list[int], stock: list[int], mine: int, sim: Rules
) -> float:
    """The seat's margin when it throws ``mine`` and the exchange and play follow the rules."""
    hands = list(hands)
    seat = k.seat
    trump = k.trump
    order = _order(k)
    if seat == k.dealer:
        hands[seat] &= ~mine
    else:
        n = mine.bit_count()
        hands[seat] &= ~mine
        for c in stock[:n]:
            hands[seat] |= 1 << c
        stock = stock[n:]
        later = order[order.index(seat) + 1 : -1]
        pos = 0
        for s in later:
            out = non_dealer_discard(trump, hands[s], sim.max_discard)
            m = out.bit_count()
            hands[s] &= ~out
            for c in stock[pos : pos + m]:
                hands[s] |= 1 << c
            pos += m
        for c in stock[pos:]:
            hands[k.dealer] |= 1 << c
        hands[k.dealer] &= ~dealer_discard(trump, hands[k.dealer])
    state = start_play(trump, hands, k.bidder, k.high, sim)
    rollout(state, sim)
    return margins(state.scores(k.n_teams))[k.my_team]


def _non_dealer_candidates(k: Knowledge, max_discard: int) -> list[int]:
    """Throw the 0, 1, ... ``max_discard`` least useful plain cards."""
    t = TABLES[k.trump]
    plain = sorted(cards_in(k.hand & ~t.mask), key=lambda c: plain_keep(k.trump, c, k.hand))
    out = []
    m = 0
    out.append(0)
    for c in plain[:max_discard]:
        m |= 1 << c
        out.append(m)
    return out


def _dealer_candidates(k: Knowledge) -> list[int]:
    """The rule-based discard and a few alternatives: other choices among the best plain
    cards to keep (or, holding more than six trumps, among the trumps to throw)."""
    t = TABLES[k.trump]
    basic = dealer_discard(k.trump, k.hand)
    trumps = k.hand & t.mask
    plain = k.hand & ~t.mask
    out = [basic]
    if trumps.bit_count() > 6:
        may = sorted(cards_in(trumps & ~t.protected), key=lambda c: DUMP_COST[k.trump][c])
        n = trumps.bit_count() - 6
        pool = may[: n + 2]
        for thrown in combinations(pool, n):
            m = plain
            for c in thrown:
                m |= 1 << c
            if m not in out:
                out.append(m)
        return out[:8]
    room = 6 - trumps.bit_count()
    ranked = sorted(cards_in(plain), key=lambda c: -plain_keep(k.trump, c, k.hand))
    pool = ranked[: room + 2]
    for keep in combinations(pool, room):
        m = plain
        for c in keep:
            m &= ~(1 << c)
        if m not in out:
            out.append(m)
    return out[:8]


def choose_discard(
    k: Knowledge,
    legal: Sequence[Action],
    rng: random.Random,
    deadline: float,
    worlds: int = DISCARD_WORLDS,
) -> Action:
    rule = k.discard_rule
    dealer = rule is not None and rule["dealer"]
    if dealer:
        cands = _dealer_candidates(k)
    else:
        cands = _non_dealer_candidates(k, rule["max"] if rule is not None else 3)
    if len(cands) > 1:
        sim = Rules.from_options(k.options, k.n_teams)
        totals = [0.0] * len(cands)
        stop = deadline - SAFETY
        for hands, stock in _discard_worlds(k, rng, worlds):
            if time.monotonic() > stop:
                break
            for i, m in enumerate(cands):
                totals[i] += _play_exchange(k, hands, stock, m, sim)
        best = max(range(len(cands)), key=lambda i: (totals[i], i == 0 and dealer))
        choice = cands[best]
    else:
        choice = cands[0]
    action = Discard([CARDS[c] for c in cards_in(choice)])
    if dealer or action in legal:
        return action
    return rules.choose_discard(k, legal)
