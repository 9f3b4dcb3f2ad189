"""Cross-check against OpenSpiel's ``spades`` on 2,000+ random hands: same bids, same plays, same
scores (issue 2).  ``open-spiel`` is a test dependency, so this never skips.

OpenSpiel's conventions, worked out by experiment (and matching its ``spades.cc``):

* a card is ``suit * 13 + rank`` with suits clubs, diamonds, hearts, spades (0..3) and ranks
  2..A (0..12); ours is the same with suits spades, hearts, diamonds, clubs;
* the deal is 52 chance actions; the i-th goes to player ``i % 4``; North (0) then bids and leads
  first, which is our dealer 3;
* bids are actions ``52 + n`` (n = 0..13, 0 = nil), capped so that partners bid at most 13;
* it never marks spades broken: a leader may lead a spade only when holding nothing else.  Our
  legal plays must therefore equal OpenSpiel's, except exactly when leading with spades broken
  while holding a non-spade: then ours are OpenSpiel's plus every spade held;
* one OpenSpiel game is one hand, scored with the nil bidder's tricks counting toward the
  contract (our ``nil_tricks_mode = count_toward_contract``), bags from 0; ``returns()`` gives
  each player its partnership's score.

Both engines are driven from OpenSpiel's legal set (``apply_action`` does not check legality).
"""

from __future__ import annotations

import random
import time
from collections import Counter

import pyspiel

from games import new_match
from games.actions import PLAY, Bid, Play
from games.cards import PACK_52
from games.core import Deal

HANDS = 2000
OPTIONS = {"nil_tricks_mode": "count_toward_contract", "blind_nil_enabled": False}
BID_BASE = 52


def os_card(card: int) -> int:
    return (3 - card // 13) * 13 + card % 13


OURS = [0] * 52
for _c in range(52):
    OURS[os_card(_c)] = _c
PACK = {int(c): c for c in PACK_52}


def lopsided_deal(rng: random.Random) -> Deal:
    """One team holds the 26 strongest cards (spades and high ranks), split at random."""
    cards = sorted(range(52), key=lambda c: (c // 13 == 0, c % 13, rng.random()), reverse=True)
    strong, weak = cards[:26], cards[26:]
    rng.shuffle(strong)
    rng.shuffle(weak)
    team = rng.randrange(2)
    hands: list[list[int]] = [[], [], [], []]
    for i in range(13):
        for k, s in enumerate((team, team + 2)):
            hands[s].append(strong[2 * i + k])
        for k, s in enumerate((team ^ 1, (team ^ 1) + 2)):
            hands[s].append(weak[2 * i + k])
    return Deal(tuple(tuple(PACK[c] for c in h) for h in hands))


def choose_bid(rng: random.Random, legal: list[int], hand: list[int], style: str) -> int:
    if style == "nil" or (style == "mixed" and rng.random() < 0.25):
        return 0
    if style == "estimate":
        est = sum(1 for c in hand if c % 13 >= 11) + sum(1 for c in hand if c < 13 and c % 13 >= 8)
        return min(max(est, 1), max(legal))
    if style == "low":
        return min(1, max(legal))
    return rng.choice(legal)


def choose_card(rng: random.Random, legal: list[int], style: str) -> int:
    if style == "high":
        return max(legal, key=lambda a: (a // 13 == 3, a % 13))
    if style == "low":
        return min(legal, key=lambda a: (a // 13 == 3, a % 13))
    return rng.choice(legal)


def expected_over(bids: list, tricks: list[int], team: int) -> int:
    """Overtricks of one team under count_toward_contract (for the coverage tally)."""
    pair = (team, team + 2)
    contract = sum(b for b in (bids[s] for s in pair) if isinstance(b, int))
    won = sum(tricks[s] for s in pair)
    if contract == 0:
        return won
    return won - contract if won >= contract else 0


def run_hand(game: pyspiel.Game, rng: random.Random, k: int, tally: Counter) -> None:
    deal = lopsided_deal(rng) if k % 10 == 0 else None
    m = new_match("spades", OPTIONS, seed=k, dealer=3, deals=[deal] if deal else [])
    deal = m.hands[0].deal
    state = game.new_initial_state()
    for i in range(52):
        state.apply_action(os_card(deal.hands[i % 4][i // 4]))
    held = [{int(c) for c in h} for h in deal.hands]
    for s in range(4):
        m.apply(s, "look")
    bid_styles = [rng.choice(("mixed", "estimate", "low", "any", "nil")) for _ in range(4)]
    play_styles = [rng.choice(("random", "random", "high", "low")) for _ in range(4)]

    while not state.is_terminal():
        p = state.current_player()
        assert m.to_act == (p,), (k, m.to_act, p)
        legal = state.legal_actions()
        ours = m.legal_actions(p)
        if legal[0] >= BID_BASE:
            offered = [a - BID_BASE for a in legal]
            assert all(type(a) is Bid for a in ours), (k, ours)  # no ``look``, no blind nil
            assert sorted(a.n for a in ours) == offered, (k, p, ours, offered)
            n = choose_bid(rng, offered, sorted(held[p]), bid_styles[p])
            state.apply_action(BID_BASE + n)
            m.apply(p, Bid(n))
            continue
        mine = {int(a.card) for a in ours if type(a) is Play}
        assert len(mine) == len(ours), (k, ours)
        theirs = {OURS[a] for a in legal}
        leading = state_is_leading(state)
        spades_held = {c for c in held[p] if c < 13}
        if leading and tally_broken(state) and len(spades_held) < len(held[p]):
            assert mine == theirs | spades_held, (k, p, mine, theirs)
            if spades_held:
                tally["lead_with_spades_broken"] += 1
        else:
            assert mine == theirs, (k, p, mine, theirs)
        a = choose_card(rng, legal, play_styles[p])
        card = OURS[a]
        state.apply_action(a)
        m.apply(p, PLAY[card])
        held[p].discard(card)

    returns = state.returns()
    assert returns[0] == returns[2] and returns[1] == returns[3]
    result = m.results[0].to_json()
    assert result["scores"] == [int(returns[0]), int(returns[1])], (k, result, returns)
    bids, tricks = result["bids"], result["tricks"]
    for team in (0, 1):
        pair = (team, team + 2)
        nils = [s for s in pair if bids[s] == "nil"]
        tally["nil_made"] += sum(1 for s in nils if tricks[s] == 0)
        tally["nil_failed"] += sum(1 for s in nils if tricks[s] > 0)
        tally["both_nil"] += len(nils) == 2
        tally["bag_penalty"] += expected_over(bids, tricks, team) >= 10
        contract = sum(b for b in (bids[s] for s in pair) if isinstance(b, int))
        won = sum(tricks[s] for s in pair)
        tally["set"] += won < contract


def state_is_leading(state: pyspiel.State) -> bool:
    """Whether the player to act leads a trick: the number of cards played is a multiple of 4."""
    return (len(state.history()) - 52 - 4) % 4 == 0


def tally_broken(state: pyspiel.State) -> bool:
    """Whether a spade has been played this hand (OpenSpiel's history; actions 39..51)."""
    return any(39 <= a < 52 for a in state.history()[56:])


def test_openspiel_crosscheck_2000_hands() -> None:
    game = pyspiel.load_game("spades")
    rng = random.Random(20240602)
    tally: Counter = Counter()
    start = time.process_time()
    for k in range(HANDS):
        run_hand(game, rng, k, tally)
    elapsed = time.process_time() - start
    # the comparison is only worth something if the interesting cases occurred
    assert tally["lead_with_spades_broken"] > 500, tally
    assert tally["nil_made"] > 100 and tally["nil_failed"] > 100, tally
    assert tally["both_nil"] > 20 and tally["bag_penalty"] > 5 and tally["set"] > 100, tally
    assert elapsed < 30, elapsed  # CPU seconds; about 2 on an idle core
